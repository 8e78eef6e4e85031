"""Vote patterns of sets 239 to 244 (issue 16): days written blind (tests/corpus/stranger239-244),
each measured once on main at 7353813.

Each rule names the general pattern a set showed; the sentences are our own:
- a vote posted in the wrong thread, said so at once ("ой, не та вкладка", "не та тема");
- a word of a longer name declined, one letter from another's one-word name ("Ивана": Иван
  Грозный, Иванна) is unclear;
- the early mark after "как и был" ("Голос: X, как и был, досрочный");
- a supposition asked first, then "тогда" and the vote ("а если X гомункул?? тогда голосую
  против X");
- the vote word with a letter held in a shout ("ГОЛООООС");
- the next line telling the table to forget it ("… забейте");
- a name that shows no case, then "пусть так и будет": where the vote stands;
- "было X, стало Y" as a sentence of its own (never with a reason after a colon);
- a dash, then "нет," after the name ("Голос на Лену — нет, поезд без меня");
- a first name, then a word two others' names share ("Ольга Павловна": halves of three);
- a word standing in a name in an oblique case declines from its lemma ("Рыцаря Тумана": the
  Рыцарь of ТёмныйРыцарь and the "тумане" of Ёжик в тумане).
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Ёжик в тумане | Ёжик\nKettle_Black | Кэтл\nИван Грозный | Грозный\nИванна\n"
    "ОчкастыйЕнот | Енот\nКот Учёный | Учёный\nСнежная Королева | Королева\n"
    "MissMarple | Мисс Марпл\nДоктор Ватсон | Ватсон\nБармалей\nМеханик\nЛена\n"
)
POSTS = PostReaders(ROSTER, "Лена")
read = POSTS.read


def test_a_vote_posted_in_the_wrong_thread() -> None:
    assert read("<strong>Ёжик</strong><br />ой, не та вкладка, сорри, продублирую") == ([], [])
    assert read("Голос: Ёжик. Ой, не та тема, сорри.") == ([], [])
    # a bold name with talk after it is pointed at, no vote (stop 36: thirteen sets label it so)
    assert read("<strong>Ёжик</strong><br />он весь день молчит") == ([], [])
    assert read("Он весь день молчит.<br /><strong>Ёжик</strong>")[0] == [vote("Ёжик в тумане")]


def test_a_declined_word_of_a_name_one_letter_from_anothers() -> None:
    assert read("<strong>Голос: Ивана</strong>, она поддакивала") == (
        [],
        [("Иван Грозный", "Иванна")],
    )
    assert read("Голос: Иванна")[0] == [vote("Иванна")]


def test_the_early_mark_after_as_it_was() -> None:
    text = "Голос: Енот, как и был, досрочный. Довольны?"
    assert read(text)[0] == [vote("ОчкастыйЕнот", early=True)]


def test_a_supposition_asked_then_togda() -> None:
    assert read("а если Учёный гомункул?? тогда голосую против Учёного!!!") == ([], [])
    assert read("Учёный гомункул? Тогда голосую против Учёного!")[0] == [vote("Кот Учёный")]


def test_the_vote_word_shouted() -> None:
    assert read("<strong>ГОЛООООС: УЧЁЁЁНЫЙ</strong>")[0] == [vote("Кот Учёный")]


def test_told_to_forget_it_on_the_next_line() -> None:
    text = "Ujkjc: Extysq<br />блин, раскладка опять 🙀 короче неважно, забейте"
    assert read(text) == ([], [])
    assert read("Голос: Учёный.<br />Забейте на Ватсона, он мирный.")[0] == [vote("Кот Учёный")]


def test_let_it_stay_after_a_name_that_shows_no_case() -> None:
    assert read("Голос мой на мисс Марпл, пусть так и будет.") == ([], [])
    assert read("Голос на Ватсона, пусть так и будет.")[0] == [vote("Доктор Ватсон")]


def test_what_it_was_and_what_it_is() -> None:
    text = "Поправка к моему голосу: было Бармалей, стало Механик."
    assert read(text)[0] == [vote("Механик")]
    text = "Меняю голос. Было Бармалей, стало Механик: он мне не нравится.<br />Голос: Механик"
    assert read(text)[0] == [vote("Механик")]


def test_a_dash_then_no_after_the_name() -> None:
    assert read("Снимаю голос. Голос на Ёжика — нет, поезд без меня.")[0] == [
        ("unvote", None, False)
    ]
    assert read("Голос на Ёжика — нет сомнений.")[0] == [vote("Ёжик в тумане")]


HALVES = PostReaders(
    "Ольга Дмитриевна | Ольга\nАнна Павловна\nВера Павловна\nТёмныйРыцарь | Рыцарь\n"
    "Ёжик в тумане | Ёжик\nХома\n",
    "Хома",
)


def test_a_first_name_then_a_word_two_others_share() -> None:
    assert HALVES.read("Голос: Ольга Павловна 🙂") == (
        [],
        [("Анна Павловна", "Вера Павловна", "Ольга Дмитриевна")],
    )
    assert HALVES.read("Голос: Ольга")[0] == [vote("Ольга Дмитриевна")]


def test_a_word_of_a_name_in_an_oblique_case_declines_from_its_lemma() -> None:
    assert HALVES.read("Голосую против Рыцаря Тумана, кто бы он ни был.") == (
        [],
        [("Ёжик в тумане", "ТёмныйРыцарь")],
    )
    assert HALVES.read("Голосую против Рыцаря.")[0] == [vote("ТёмныйРыцарь")]
