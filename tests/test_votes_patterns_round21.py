"""Vote patterns of the twenty-first round (issue 16), each with sentences of our own.

Sets 35, 36 and 37 were measured blind on 9d8fdf5 and then kept as development sets
(tests/corpus/stranger35-37). What they showed, by pattern: a colon brings the act after an
announcement or a permission ("сделаю: X на виселицу", "можно: гл: X"); "хотя бы" is no wish;
"теперь" closes a story told before it; a colon ends what was thought ("чтобы не думали, что…:");
a word of persistence between the separator and the name; "я" and a future verb after the
name; an execution weighed ("— скорее всего мимо"); a feminine name in -ь keeps its
accusative ("на Мыши" is where a vote stands); a question that belongs to a reason with its
own subject; "гол", "гc" (a Latin c), "досрок"; a dash set apart before "гс"; a filler word
alone as the name ("Голос: Ник"); the start of another player's word; a three-letter word one
edit from two players; two names side by side in the vote thread; "досрочка его бесит"; "тебе"
under the quote of one player.
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, reading, vote

POSTS = PostReaders(
    "Мурка\nРыжик\nМетель\nНика\nНикита\nКот\nКит\nСерый Волк\nВолкодав\nЛада\n", "Лада"
)
BARE = POSTS.bare
read = POSTS.read
read_bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ну всё, решила: Мурку на виселицу.", [vote("Мурка")]),
        ("Ладно, напишу, что хотела: голос на Мурку.", [vote("Мурка")]),
        ("Хотя бы так: голос на Рыжика.", [vote("Рыжик")]),
        ("Раз уж мне теперь можно: гс Рыжик.", [vote("Рыжик")]),
        ("Вчера была на Мурке, потом на Метели, теперь голос на Рыжика.", [vote("Рыжик")]),
        ("Голос — снова Мурка", [vote("Мурка")]),
        ("Мой голос — по-прежнему Рыжик.", [vote("Рыжик")]),
        ("Чтобы никто не думал, что я сплю: голос с Мурки снимаю.", [("unvote", None, False)]),
        ("Казнить Мурку, она весь день молчит, — зачем ей это?", [vote("Мурка")]),
        ("Голос на Метель.", [vote("Метель")]),
    ],
)
def test_the_act_after_what_leads_to_it(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Можно: голос на Мурку?",  # a question about the rules
        "Если Рыжик промолчит, теперь голос на Мурку.",  # "теперь" inside the condition
        "Голос на Мурку я потом поставлю.",  # "я", then a verb in the future: a plan
        "Повесить Мурку — наверное, ошибка.",  # the execution weighed
        "Казнить Рыжика — скорее всего мимо.",
        "Голос на Метели, не меняю.",  # the locative of a name in -ь: where the vote stands
        "Казнить Мурку?",
        "ГОЛ! ну и матч вчера",  # a goal, no vote word
        "Мне снилось, что я голосую за Мурку.",  # a dream, still
    ],
)
def test_no_vote(text: str) -> None:
    assert read(text) == ([], [])


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("гол Мурка", [vote("Мурка")]),
        ("гc Рыжик", [vote("Рыжик")]),  # a Latin "c" in "гс"
        ("гс Мурка досрок", [vote("Мурка", early=True)]),
        ("ну раз так - гс Мурка", [vote("Мурка")]),
        ("голос Мурке, досрочка её злит", [vote("Мурка")]),  # the noun talked of, no mark
        ("гс kit", [vote("Кит")]),  # a Latin word of three letters: transliterated, no typo
    ],
)
def test_chat_forms(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    ("text", "candidates"),
    [
        ("Голос: Ник", ("Ника", "Никита")),  # "ник" alone is the name written
        ("гс кат", ("Кит", "Кот")),  # one letter from each of two short names
        ("голос: Волк", ("Волкодав", "Серый Волк")),  # a word of one, the start of another
    ],
)
def test_as_near_two_players_is_ambiguous(text: str, candidates: tuple[str, ...]) -> None:
    assert read(text) == ([], [candidates])


def test_the_vote_thread_names_two_players_or_one() -> None:
    assert read_bare("кот кит") == ([], [("Кит", "Кот")])
    assert read_bare("Ник") == ([], [("Ника", "Никита")])
    assert read_bare("КАТ") == ([], [("Кит", "Кот")])
    assert read_bare("Кот. Кит")[0] == [vote("Кот"), vote("Кит")]  # a vote, then a change
    assert read_bare("ник Мурка")[0] == [vote("Мурка")]  # the filler before a name


def test_you_under_one_quote_is_the_quoted_player() -> None:
    quote = (
        '<blockquote class="quote-box"><cite>{who} написал(а):</cite><p>гс Лада</p></blockquote>'
    )
    answer = "<p>ну и ладно, гс тебе обратно</p>"
    found = POSTS.game.read_html(quote.format(who="Мурка") + answer, author="Лада")
    assert reading(found)[0] == [vote("Мурка")]
    mine = POSTS.game.read_html(quote.format(who="Лада") + answer, author="Лада")
    assert reading(mine)[0] == []  # quoting oneself answers nobody
    two = POSTS.game.read_html(quote.format(who="Мурка") + quote.format(who="Рыжик") + answer)
    assert reading(two)[0] == []  # two quoted: whom "тебе" means is unclear
