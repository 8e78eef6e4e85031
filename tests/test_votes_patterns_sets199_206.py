"""Vote patterns of sets 199 to 206 (issue 16): eight ordinary days written blind
(tests/corpus/stranger199-206), measured once on a9a2ff0 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- a vote noun ("голос на X", no verb, no colon) among the deeds a sentence tells of another:
  after "сразу после этого", "и сразу", "первым делом", joined by "и" to a noun or a quoted
  word, in a sentence opened by "и" after one that tells what another did, or the object of a
  preposition ("в ответ на голос в себя"); the author's own "я"/"мой" keep it his;
- a list item headed by another player ("2. X: …"): every vote noun on its line is his;
- "X и с интересом …": a preposition after "и" goes on with the sentence, no second name;
- the Stone's act named ("Добавить голос. Себе."), never a vote, where the present "добавляю
  голос X" still is;
- "а я гс X", "я тоже гс X": the author as the short vote word's subject;
- a name written without its vowels ("Шрм" for Шрам), in full, never a prefix;
- "Саша": the start of one player's name and another's first name (Саня) is unclear;
- the GM's relay "Голос X-Y: …" never splits a hyphenated name; "не учитывается" rules it out;
- a call with its own joke after a vote ("Голос против X.⏎Казнить Y! шучу") takes back only
  itself; "за то, что …?" gives a reason, the question is the vote's own;
- a smile after a word sets a contrast off as a comma does ("…извинюсь) а пока голос …");
- a change taken back after a short remark and a line's end ("…, раз пошла такая пьянка⏎не,
  стоп");
- in the vote thread, "X, без изменений" closing a post of talk; a non-player's name shouted.
"""

from __future__ import annotations

from scraper.nicknames import Roster
from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Шрам\nВолк | Волчара\nСапсан\nМастер Пеппер | Пеппер\nНюра\nДоцент\nСашенька\n"
    "Sanya_K | Саня\nХозяйка Медной Горы | Хозяйка\nAlex Storm | Шторм\nЛенка-пенка | Ленка\n"
    "Гром\nМика\nМустанг\n"
)
POSTS = PostReaders(ROSTER, "Мика")
GM = PostReaders(ROSTER, "Истина")
read = POSTS.read


def test_a_vote_noun_among_anothers_deeds_is_told() -> None:
    for text, want in (
        (
            "Голос против Волка. Второе: сразу после этого голос против Сапсана, и опять молчок.",
            "Волк",
        ),
        ("Три захода в защиту оборотня и голос на Нюру в девятом часу. Голос: Пеппер", None),
        ("Первая игра — и сразу голос в Доцента, да ещё без слов. Голос: Пеппер", None),
        (
            "Есть «стадо», «сговорились» и голос в Доцента в ответ на голос в себя. Голос: Пеппер",
            None,
        ),
        (
            "Гром за весь день написал два поста. и голос на Шрама без объяснений. Голос: Пеппер",
            None,
        ),
    ):
        assert read(text) == ([vote(want or "Мастер Пеппер")], []), text
    # the author's own, with "и" after a sentence end, a particle or a verb of his
    assert read("я вообще-то мирная была!! и голос на Шрама")[0] == [vote("Шрам")]
    assert read("Ну и голос на Шрама")[0] == [vote("Шрам")]
    assert read("Подумал и голос на Шрама")[0] == [vote("Шрам")]
    assert read("Я сразу голос на Шрама, без разговоров")[0] == [vote("Шрам")]


def test_a_list_item_headed_by_another_player() -> None:
    text = (
        "1. Гром: вчера голос в последний час. Голос на Шрама — одна строчка.<br />"
        "<strong>Голос: Мустанг</strong>"
    )
    assert read(text)[0] == [vote("Мустанг")]
    assert read("1. Итог: голос на Шрама")[0] == [vote("Шрам")]
    assert read("2. Гром: мне не нравится, голосую против Шрама")[0] == [vote("Шрам")]


def test_a_preposition_after_and_is_no_second_name() -> None:
    assert read("а посему отдаю голос Мастеру Пепперу и с интересом послушаю его") == (
        [vote("Мастер Пеппер")],
        [],
    )
    assert read("Голос: Сапсан и Пеппер") == ([], [("Мастер Пеппер", "Сапсан")])


def test_the_stones_act_named_is_no_vote() -> None:
    assert read("Вот это место мне нравится. Добавить голос. Себе. На третью ночь.") == ([], [])
    assert read("Добавить голос Доценту? Смешно.") == ([], [])
    assert read("Доцент добавил себе голос ночью") == ([], [])
    assert read("Добавляю голос Доценту")[0] == [vote("Доцент")]
    assert read("Голос. Доценту.")[0] == [vote("Доцент")]


def test_the_author_as_the_short_vote_words_subject() -> None:
    assert read("а я гс Шрам")[0] == [vote("Шрам")]
    assert read("я тоже гс Шрам")[0] == [vote("Шрам")]
    assert read("я гс Шраму скинул вчера") == ([], [])


def test_a_name_written_without_its_vowels() -> None:
    assert read("ой я же не голосовал 🙈<br />гс Шрм")[0] == [vote("Шрам")]
    assert read("Голос: Мстнг")[0] == [vote("Мустанг")]
    players = Roster.parse(ROSTER)
    assert players.without_vowels("Мст") == set()  # the whole spine, never its start
    assert players.without_vowels("Шрам") == set()  # a vowel written: no shorthand
    assert players.without_vowels("Влк") == {"Волк"}


def test_a_short_form_and_anothers_first_name_is_unclear() -> None:
    assert read("<strong>Голос: Саша</strong>") == ([], [("Sanya_K", "Сашенька")])
    assert read("Голос: Сашенька")[0] == [vote("Сашенька")]
    assert read("Голос: Саня")[0] == [vote("Sanya_K")]


def test_the_gms_relay_keeps_a_hyphenated_name_whole() -> None:
    ruling = "Голос Ленки-пенки после 22:00 не учитывается. Пропусков нет."
    assert GM.game.read_html(f"<p>{ruling}</p>", author="Истина", author_is_gm=True).votes == []


def test_a_jokes_reach_and_a_reason_asked() -> None:
    text = "Ладно, играем. Голос против Шрама.<br />Казнить Грома! шучу, у него и так голоса нет))"
    assert read(text)[0] == [vote("Шрам")]
    assert read("Казнить Грома! За кота. Шучу-шучу") == ([], [])
    assert read("Голос на Сашеньку за то, что она с телефона пишет?") == ([], [])
    assert read("Голос на Сашеньку, кто со мной?")[0] == [vote("Сашенька")]


def test_a_smile_sets_a_contrast_off() -> None:
    text = (
        "Если вдруг Шторм окажется городом — лично извинюсь) а пока голос против Шторма не меняю."
    )
    assert read(text)[0] == [vote("Alex Storm")]
    assert read("Если Шторм окажется городом, голос против Шторма") == ([], [])


def test_a_change_taken_back_after_a_remark() -> None:
    text = "лол а чо, идея. меняю голос на Грома, раз пошла такая пьянка<br />не, стоп. не меняю."
    assert read(text) == ([], [])
    assert read("Голос на Грома, он весь день молчит")[0] == [vote("Гром")]


def test_the_vote_threads_name_said_to_stay_and_a_shout() -> None:
    text = "Ребят, вы серьёзно на меня? Я с работы пишу.<br />Хозяйка, без изменений"
    assert POSTS.read_bare(text)[0] == [vote("Хозяйка Медной Горы")]
    assert POSTS.read_bare('Майор Армстронг!!! <img src="x.gif" alt=":D" />') == ([], [()])
