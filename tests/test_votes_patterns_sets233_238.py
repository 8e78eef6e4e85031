"""Vote patterns of sets 233 to 238 (issue 16): days written blind (tests/corpus/stranger233-238),
each measured once on main at 920fef6.

Each rule names the general pattern a set showed; the sentences are our own:
- the vote given, or put back, with "как и был" after it is an act ("кидаю голос на X обратно,
  как и был"); "Мой голос на X, как и был" still says where it stands;
- the early mark after the final one ("окончательно и досрочно");
- "по-прежнему" between the vote word and its separator ("Мой голос сегодня по-прежнему — X");
- the author's own wish with "я бы" later in the call's sentence ("Повесить X, если честно, я бы
  не отказался");
- a name with a number for its second word as the subject of "голосует" (the author himself);
- an adjective after "голос X" that judges the vote ("Голос X-у слабый, но честный"), never one
  that marks it ("окончательный", "обычный") nor one of a noun after it;
- a dash for a list's bullet, and a word of the vote's kind, before another's vote ("— Кракен:
  ответный голос на Шерлока");
- in a vote thread: the player asked why ("Совушка, за что 😱"), a change drawn as an arrow
  ("Марго → Омутик");
- a digit drawn for a letter inside a name declines ("на Ден4ике" says where a vote stands);
- letters of both alphabets with Latin and Cyrillic twins alive ("Kира": Kira and Кира);
- two underscored parts, each another player's ("Sasha_77": Sasha and Александр77);
- a mind made up, its subject dropped ("передумала голос снова ирэн");
- a starred word on the next line sets the last word right ("голос на соду ⏎ *сову");
- "уговорил" followed by the act itself ("шмель уговорил анвоут голос на сову");
- "X или Y" where Y is only the capitalised start of names: unclear between them;
- the name's sentence, then one saying it is the vote ("По итогу — X. Это мой голос.").
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Лёха 1989 | Лёха\nКракен\nVasilisa\nДед Мазай | Мазай\nМиша\nДен4ик | Денчик\n"
    "Сова-Полуночница | Сова | Совушка\nТихийОмут | Омут | Омутик\nМаргарита | Марго\n"
    "Хоэнхайм\nKettle_Black | Мустанг\n"
)
POSTS = PostReaders(ROSTER, "Vasilisa")
read = POSTS.read
UNVOTE = ("unvote", None, False)


def test_a_vote_given_back_as_it_was() -> None:
    assert read("Ладно, кидаю голос на Лёху обратно, как и был.")[0] == [vote("Лёха 1989")]
    assert read("Мой голос на Лёху, как и был.") == ([], [])


def test_the_early_mark_after_the_final_one() -> None:
    text = "Голос: Кракен, окончательно и досрочно. Знаю, что не работает."
    assert read(text)[0] == [vote("Кракен", early=True)]


def test_still_between_the_vote_word_and_its_dash() -> None:
    assert read("Мой голос сегодня по-прежнему — Дед Мазай.")[0] == [vote("Дед Мазай")]
    assert read("Голос по-прежнему на Мазае.") == ([], [])


def test_the_authors_wish_later_in_the_calls_sentence() -> None:
    assert read("Повесить Лёху, если честно, я бы не отказался.") == ([], [])
    assert read("Повесить Лёху! Я бы ещё и Кракена.")[0] == [vote("Лёха 1989")]


def test_a_name_with_a_number_as_the_subject_of_golosuet() -> None:
    lyoha = PostReaders(ROSTER, "Лёха 1989")
    text = "И вообще, раз пошла такая пьянка — Лёха 1989 голосует против Кракена."
    assert lyoha.read(text)[0] == [vote("Кракен")]


def test_an_adjective_that_judges_the_vote() -> None:
    assert read("4. Лёха — 3/10. Голос Кракену слабый, но честный.") == ([], [])
    assert read("Голос Кракену окончательный.")[0] == [vote("Кракен")]
    assert read("Мой голос на Кракена обычный, пусть так.")[0] == [vote("Кракен")]
    assert read("Голос Миша восклицательный знак")[0] == [vote("Миша")]


def test_anothers_vote_after_a_dashed_bullet() -> None:
    assert read("Что вижу:<br />— Кракен: ответный голос на Лёху. Слабо.") == ([], [])
    assert read("— мой голос: Лёха")[0] == [vote("Лёха 1989")]


def test_a_vote_thread_asks_why_and_draws_an_arrow() -> None:
    assert POSTS.read_bare("Совушка, за что 😱") == ([], [])
    assert POSTS.read_bare("Марго → Омутик")[0] == [vote("ТихийОмут")]
    assert POSTS.read_bare("Кракен. Так и не объяснил, за что сидел на Марго")[0] == [
        vote("Кракен")
    ]


def test_a_digit_inside_a_name_declines() -> None:
    assert read("Голос на Ден4ике, не меняю.") == ([], [])
    assert read("Голосую против Ден4ика.")[0] == [vote("Ден4ик")]


TWINS = PostReaders("Kira\nКира\nSasha\nАлександр77\nШурик\n", "Шурик")


def test_twins_across_the_alphabets_and_parts_of_two_names() -> None:
    assert TWINS.read("Переголосовываю: Kира") == ([], [("Kira", "Кира")])
    assert TWINS.read("Голос: Кира")[0] == [vote("Кира")]
    assert TWINS.read("<strong>Голос: Sasha_77</strong>") == ([], [("Sasha", "Александр77")])


PHONES = PostReaders("Ирэн\nИрина | Ира\nМаркус\nСова\nШмель\nПолкан\n", "Полкан")


def test_a_phones_run_on_lines() -> None:
    assert PHONES.read("передумала голос снова ирэн 😤 полкан тут ни при чём")[0] == [vote("Ирэн")]
    assert PHONES.read("Маркус решил голос на ирэн") == ([], [])
    assert PHONES.read("голос на соду<br />*сову")[0] == [vote("Сова")]
    assert vote("Сова") in PHONES.read("ладно шмель уговорил анвоут голос на сову")[0]
    assert PHONES.read("меня уговорили отдать голос на сову") == ([], [])


def test_the_other_choice_only_a_names_start() -> None:
    found = read("Голос: Мустанг или Хо, хз, пусть ГМ монетку кинет")
    assert found[0] == [] and set(found[1][0]) >= {"Kettle_Black", "Хоэнхайм"}


def test_the_names_sentence_then_one_saying_it_is_the_vote() -> None:
    assert read("По итогу — Лёха 1989. Это мой голос.")[0] == [vote("Лёха 1989")]
    assert read("Итого: Кракен. Вот мой голос.")[0] == [vote("Кракен")]
    assert read("Мы долго обсуждали Кракена. Это мой голос.") == ([], [])
