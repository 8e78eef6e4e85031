"""The vote reader's rules added in the eighteenth round (issue 16, sets 19 and 18), each with
wordings and names of its own, and near-misses that stay no vote.

- A post typed wholly in Latin letters, the vote word too ("golos Vova", "vote Grach"), names a
  player exactly in the other alphabet: the weak vote word counts it as it counts "голос Вове";
  a Latin word that only resembles a name, or a name spelled with a typo, does not count there.
  The early mark typed in Latin ("Neon, dosrochno") is the early mark.
- A weak vote word that is all the post says ("гс Мыша") is a vote even when the name fits two
  players: reported ambiguous with both, as a GM would ask.
- A bare voting thread: the name written again with a word that it stands ("Маша, без
  изменений", "Лис (всё ещё)") is a vote; the early mark denied ("Маша не досрочно", "без
  досрочки: Маша") or written first ("Досрочно: Маша"); two names split by a slash are either.
- A nickname's digits written apart from its word ("Грому 77 мой голос", "Гром 77").
- A question reported after a verb of knowing or confusion ("запуталась, кто на ком стоит, и
  потому повторю: голос …") is no condition on the vote after it; a real "если" still is.
- The GM asked to take a vote off ("мой голос против Лиса снимите") is a withdrawal; a
  withdrawal said twice with no vote between ("снимите, пожалуйста: снимаю голос") is one.
- A Latin "h" read as "г", the older Russian rendering ("Гамлет" for Hamlet, "Гогенгейм" for
  Hohenheim), and an English "g" before e or i as "дж" ("Энджел" for Angel).
- Set 18: a word of where the vote goes between the vote word and "на" ("Ставлю голос обратно
  на X"); in a bare thread a name kept whole when a filler word is part of it ("Мистер Никто"),
  a word that settles the choice after the name ("Фрост тогда"), the author's own name before
  "против X", and a name then an order ("Фрост, ответь…") that talks to him, not votes.
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.translit import latin_key, latin_keys
from scraper.votes.extract import VoteReader
from scraper.votes.profile import VoteProfile
from tests.vote_reading import Votes, reading, vote

ROSTER = Roster.parse(
    "Вова\nЛис\nСова Ночная | Сова\nГрач\nМисс Марпл | Марпл\nМаша\nМиша\nГром77\n"
    "Hamlet\nHohenheim\nDark Angel\nMr.Nobody | Мистер Никто\nFrost\n"
)
READER = VoteReader(ROSTER)
BARE = VoteReader(ROSTER, VoteProfile(bare_nickname=True))
UNVOTE = ("unvote", None, False)


def read(text: str) -> Votes:
    return reading(READER.read_text(text, author="Лис"))[0]


def read_all(text: str, reader: VoteReader = READER) -> tuple[Votes, list[tuple[str, ...]]]:
    votes, ambiguous = reading(reader.read_text(text, author="Лис"))
    return votes, [tuple(sorted(c)) for c in ambiguous]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("privet, klava slomalas, pishu tak: golos Vova poka chto", [vote("Вова")]),
        ("ladno, peredumal. unvote. vote Grach. sorry", [UNVOTE, vote("Грач")]),
        ("no golos Sova vse ravno", [vote("Сова Ночная")]),
        # a typo in the Latin name is not read by the weakest vote word
        ("no golos Vovva vse ravno", []),
        # a Latin word that is no player's name
        ("golos razuma molchit", []),
        # the vote word in Cyrillic keeps its own rule (an exact roster form)
        ("кстати, у него голос Грача напоминает", []),
    ],
)
def test_a_post_typed_in_latin(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("гс Мыша", ([], [("Маша", "Миша")])),
        ("Голос Мыша.", ([], [("Маша", "Миша")])),
        # with more said, the weakest vote word still needs a name read exactly
        ("голос Мыша сорвался от крика", ([], [])),
        ("гс Маше", ([vote("Маша")], [])),
    ],
)
def test_a_weak_vote_word_that_is_the_whole_post(
    text: str, want: tuple[Votes, list[tuple[str, ...]]]
) -> None:
    assert read_all(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Маша, без изменений", ([vote("Маша")], [])),
        ("Лис (всё ещё)", ([vote("Лис")], [])),
        ("Грач, как и раньше", ([vote("Грач")], [])),
        ("Маша не досрочно", ([vote("Маша")], [])),
        ("без досрочки: Маша", ([vote("Маша")], [])),
        ("Досрочно: Маша", ([vote("Маша", early=True)], [])),
        ("Маша досрочно", ([vote("Маша", early=True)], [])),
        ("Грач/Маша", ([], [("Грач", "Маша")])),
        # a name that happens to end in "не" before the mark keeps the mark
        ("Сова Ночная досрочно", ([vote("Сова Ночная", early=True)], [])),
        ("это я, Маша", ([], [])),
        ("без изменений", ([], [])),
    ],
)
def test_a_bare_thread_name_written_again(
    text: str, want: tuple[Votes, list[tuple[str, ...]]]
) -> None:
    assert read_all(text, BARE) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Грому 77 мой голос", [vote("Гром77")]),
        ("За Грома 77 голосую.", [vote("Гром77")]),
        ("Голос: Гром 77", [vote("Гром77")]),
        ("голос против Грома77", [vote("Гром77")]),
        ("Грому 2 раза говорили, а голос не дали", []),
    ],
)
def test_a_nicknames_digits_written_apart(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Я совсем запуталась в подсчётах, кто на ком стоит, и потому повторю, чтобы "
            "ведущему было проще: голос против Маши.",
            [vote("Маша")],
        ),
        ("Не знаю, кто ещё придёт, поэтому: голос против Грача.", [vote("Грач")]),
        # a condition of its own after the reported question still holds the vote back
        ("Не знаю, кто ещё проголосует, но если Маша промолчит, голос против Маши.", []),
        ("Кто на ком стоит: голос против Маши?", []),
    ],
)
def test_a_reported_question_is_no_condition(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ведущий, мой голос против Грача снимите, пожалуйста: снимаю голос.", [UNVOTE]),
        ("Ведущий, голос против Маши отмените.", [UNVOTE]),
        ("Снимаю голос. Анвоут, короче.", [UNVOTE]),
        # a vote between two withdrawals keeps all three
        ("Снимаю голос. Голос: Маша. Нет, снимаю голос.", [UNVOTE, vote("Маша"), UNVOTE]),
        ("голос против Маши пока не снимайте, ведущий", []),
    ],
)
def test_a_withdrawal_through_the_gm_said_once(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голос: Гамлет", ([vote("Hamlet")], [])),
        ("голос против Гогенгейма", ([vote("Hohenheim")], [])),
        ("голос против Хоэнхайма", ([vote("Hohenheim")], [])),
    ],
)
def test_a_latin_h_read_as_g(text: str, want: tuple[Votes, list[tuple[str, ...]]]) -> None:
    assert read_all(text) == want


def test_only_a_lone_h_has_the_g_reading() -> None:
    assert latin_keys("hamlet") == [latin_key("hamlet"), latin_key("gamlet")]
    # "sh", "ch", "th" keep their own sounds; a Cyrillic name has one key
    assert latin_keys("sasha") == [latin_key("sasha")]
    assert latin_keys("thatcher") == [latin_key("thatcher")]
    assert latin_keys("гамлет") == [latin_key("гамлет")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Vova, dosrochno", [vote("Вова", early=True)]),
        ("Маша dosrochno", [vote("Маша", early=True)]),
        ("Маша, ne dosrochno", [vote("Маша")]),
    ],
)
def test_the_early_mark_typed_in_latin(text: str, want: Votes) -> None:
    assert read_all(text, BARE)[0] == want


def test_the_early_mark_typed_in_latin_in_the_game_thread() -> None:
    assert read("Голос: Маша, dosrochno") == [vote("Маша", early=True)]


def test_a_soft_g_read_as_dzh() -> None:
    assert read("кидаю голос на Дарк Энджела") == [vote("Dark Angel")]
    assert latin_keys("angel") == [latin_key("angel"), latin_key("anjel")]
    assert latin_keys("grach") == [latin_key("grach")]  # a hard g keeps one key


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ставлю голос обратно на Машу, Грач, извини.", [vote("Маша")]),
        ("ставлю голос снова на Грача", [vote("Грач")]),
        ("ставлю голос обратно, как было", []),
    ],
)
def test_where_the_vote_goes_back(text: str, want: Votes) -> None:
    assert read(text) == want


def bare_by(author: str, text: str) -> tuple[Votes, list[tuple[str, ...]]]:
    votes, ambiguous = reading(BARE.read_text(text, author=author))
    return votes, [tuple(sorted(c)) for c in ambiguous]


@pytest.mark.parametrize(
    ("author", "text", "want"),
    [
        ("Лис", "Мистер Никто", [vote("Mr.Nobody")]),
        ("Лис", "Фрост тогда", [vote("Frost")]),
        ("Лис", "Маша, значит", [vote("Маша")]),
        ("Лис", "Лис против Маши", [vote("Маша")]),
        ("Сова Ночная", "Сова Ночная за Грача досрочно", [vote("Грач", early=True)]),
        # another player's name before "против": no vote of the author's
        ("Лис", "Грач против Маши", []),
        ("Лис", "Фрост, ответь в игровой, пожалуйста.", []),
        ("Лис", "Маша, напиши ведущему", []),
        # asking pardon is no order
        ("Лис", "Фрост, извини", [vote("Frost")]),
    ],
)
def test_bare_thread_names_of_set_18(author: str, text: str, want: Votes) -> None:
    assert bare_by(author, text)[0] == want
