"""Vote patterns of sets 299 to 304 (issue 16): days written blind (tests/corpus/stranger299-304),
each measured once on main at 6c6bef7. Votes split over two posts are in
tests/test_votes_continued.py.

Each rule names the general pattern a set showed; the sentences are our own:
- dots of a pause between the vote form and its name on one line ("Голосую против... X");
- the move weighed and dropped ("Переводить голос на X смысла нет"; "Голос на X нет смысла
  менять" keeps it); a vote judged by a degree and an adjective ("… очень палевный");
- "его" for the author's own vote freed in the sentence before ("Снимаю голос с X. Отдаю его Y");
- the early mark with a picture after it in the next sentence ("X. досрочно 🔥 …");
- an aside naming the word used ("мой гс, как у вас говорят, уходит X"); the negation of a
  purpose clause whose comma was left out ("чтобы не было вопросов голос: X");
- a capital letter alone for the name is an initial, never "к" or "в": unclear between the
  players it starts; "вас обоих": unclear between those named;
- the spoken "не," sets a name right as "нет," does ("Казнить X... не, Y"), but "не, шучу" takes
  the vote back;
- the plural of a player's common-noun name is the thing ("за пирожки"), "за компанию" before
  the preposition, the form the rules ask for ("если по форме надо: …") given now;
- "Я — за X" with the instrumental is "behind X"; a reason after a dash ("— он …, а сам …") is
  the author's; a call with "не" after its name is a sentence's object ("На казнь X не влияет");
- a Latin title said in Russian ("Доктор" for Dr.House); a word only inside a CamelCase word
  ("little" in Doolittle) is no word of that name;
- "как в прошлом посте —" before the name; "у меня тоже стоит" (rule 3);
- a vote typed on the Latin layout, then typed again after naming the slip ("тьфу,
  раскладка"), is one vote.
"""

from __future__ import annotations

from scraper.nicknames import Roster
from tests.vote_reading import PostReaders, vote

ROSTER = "Сыч\nГрач\nСова\nПирожок\nВолк\nМедведица | Медведь\nDr.House\nДокторЗло\n"
POSTS = PostReaders(ROSTER, "Волк")
read = POSTS.read


def test_a_pause_before_the_name_on_one_line() -> None:
    assert read("Голосую против... Сыча")[0] == [vote("Сыч")]
    assert read("Голос: … Грач")[0] == [vote("Грач")]
    assert read("Голосую за... ой, нет, не буду") == ([], [])
    assert read("Голосую против... Сыча или Грача, не знаю")[1] == [("Грач", "Сыч")]


def test_a_move_weighed_and_dropped_or_a_vote_judged() -> None:
    assert read("Ставить голос на Сыча смысла нет, там и так большинство") == ([], [])
    assert read("Отдавать голос Грачу незачем") == ([], [])
    assert read("Голос на Сыча нет смысла менять")[0] == [vote("Сыч")]
    assert read("Голосую против Грача. Твой голос на Сыча слишком смелый")[0] == [vote("Грач")]
    assert read("Голос на Сыча очень окончательный")[0] == [vote("Сыч")]  # a mark, not a judgement


def test_his_pronoun_for_the_vote_freed_before() -> None:
    assert read("Снимаю голос с Грача. Отдаю его Сычу.")[0] == [
        ("unvote", None, False),
        vote("Сыч"),
    ]
    assert read("Снимаю свой голос с Грача. Разрешите передать его Сове.")[0] == [
        ("unvote", None, False),
        vote("Сова"),
    ]
    assert read("Голос Грача странный. Отдаю его Сычу на разбор.") == ([], [])
    assert read("Отдаю его Сычу.") == ([], [])


def test_the_early_mark_with_a_picture_after_it() -> None:
    assert read("Повесить Сыча. досрочно 😤 надоел он")[0] == [vote("Сыч", early=True)]
    assert read("Голосую за казнь Сыча. Досрочно 🔒")[0] == [vote("Сыч", early=True)]


def test_an_aside_on_the_word_and_a_purpose_without_its_comma() -> None:
    assert read("Ну, мой гс, как теперь говорят, уходит Сычу")[0] == [vote("Сыч")]
    assert read("Голос, говорят, уходит Сычу") == ([], [])  # hearsay
    assert read("ладно чтобы не забыть голос: Грач")[0] == [vote("Грач")]
    assert read("я не голос на Грача") == ([], [])


def test_a_capital_letter_alone_is_an_initial() -> None:
    assert read("Голос: С. Кто понял, тот понял")[1] == [("Сова", "Сыч")]
    assert read("голос на Г.")[1] == [("Грач",)]
    assert read("Голос: к Сычу")[0] == [vote("Сыч")]  # the preposition, lower-case
    both = "Сыч, вы с Грачом мне оба не нравитесь. Голос против вас обоих"
    assert read(both) == ([], [("Грач", "Сыч")])  # one vote cannot go to two


def test_the_spoken_no_sets_a_name_right() -> None:
    assert read("Казнить Грача... не, Сыча. всё")[0] == [vote("Сыч")]
    assert read("Голос: Волк... ой не, шучу, себя не вешаю") == ([], [])


def test_things_and_idioms_around_the_preposition() -> None:
    assert read("голосую за пирожки с капустой, и не спорьте") == ([], [])
    assert read("голосую за Пирожка")[0] == [vote("Пирожок")]
    assert read("Раз все уверены, голосую за компанию против Грача")[0] == [vote("Грач")]
    assert read("Ну ладно, если по форме нужно: голос на Грача")[0] == [vote("Грач")]
    assert read("Если нужно, за Грача голосую.") == ([], [])


def test_behind_a_player_a_reason_after_a_dash_and_a_call_as_an_object() -> None:
    assert read("Я — за Сычом, как всегда.") == ([], [])
    assert read("Я — за Сыча")[0] == [vote("Сыч")]
    assert read("Грача на виселицу — он весь день врёт, а сам молчит")[0] == [vote("Грач")]
    assert read("Это просто штраф. На казнь Сыча не влияет.") == ([], [])
    assert read("На виселицу Сыча не досрочно")[0] == [vote("Сыч")]


def test_a_latin_title_said_in_russian_and_a_word_inside_a_word() -> None:
    assert read("Голос: Доктор")[1] == [("Dr.House", "ДокторЗло")]
    alone = PostReaders("Mr.Bean\nСыч\n", "Сыч")
    assert alone.read("Голос: Мистер")[0] == [vote("Mr.Bean")]
    roster = Roster(["LittleBird", "JohnDoolittle", "quietstorm", "StormCrow"])
    assert roster.resolve("Little").target == "LittleBird"
    assert roster.resolve("storm").candidates == ("StormCrow", "quietstorm")  # run together


def test_the_post_before_named_and_a_vote_said_to_stand() -> None:
    assert read("Голос: как в прошлом посте — Сыч. Досрочно.")[0] == [vote("Сыч", early=True)]
    assert read("Голос на Грача у меня тоже стоит, если что")[0] == [vote("Грач")]
    assert read("Голос на Грача у Сыча тоже стоит") == ([], [])  # another's


def test_a_vote_typed_on_the_wrong_layout_then_typed_again_is_one() -> None:
    retyped = "ujkjc: uhfx<br>тьфу, раскладка. голос: Грач"
    assert read(retyped)[0] == [vote("Грач")]
    assert read("ujkjc: uhfx")[0] == [vote("Грач")]  # read back alone, it stands
    # two votes typed as they are: the second is a change, both stand
    assert read("Голос: Сыч. Раскладку сменил. Голос: Грач")[0] == [vote("Сыч"), vote("Грач")]
