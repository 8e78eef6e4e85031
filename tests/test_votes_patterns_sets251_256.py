"""Vote patterns of sets 251 to 256 (issue 16): days written blind (tests/corpus/stranger251-256),
each measured once on main at 9662b15.

Each rule names the general pattern a set showed; the sentences are our own:
- "Вешать X." as a sentence of its own is the call ("Вешать X — в лучшем случае…" weighs it);
- "Либо …, либо …" after a vote pairs the reason's two sides, no second target;
- a name's underscore or hyphen said to voice input ("подчёркивание", "дефис");
- "извините, если криво" before a vote is an apology, no condition;
- a name split by a pause, its first part another's name ("мила н"), is unclear;
- a template's label pasted twice, its early field left blank ("Досрочно: ___"), its fields
  swapped (a name in the early field, "да" in the vote's), "Голосую против: я";
- "X — вот мой голос" after a colon, a dash for the stop;
- the withdrawal verb in the past or the infinitive ("анвоутнул") tells of it;
- two words naming two players ("Морского Котика") show both; a pet form of one name that is one
  letter from another's ("Иришка") is unclear; initials that are another's words run together
  ("BW": BlueWren, Bookworm) are unclear;
- a vote judged a mistake in English or Russian; the author's own name as a lower-case
  dictionary word ("голосую за мир" by Мир); a verb of the one spoken to ("ты меняешь голос:");
- "голос туда же" under a quote shows whom the quote names;
- a word in another case in the nominative's slot, one letter from another's name ("Мира");
- a joke that takes back the reason only ("Шучу, не за это").
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Сеня1989 | Сеня\nГеральт из Ривии | Геральт\nKot_Begemot | Кот\nМила\nМилан\n"
    "Старый Мельник | Мельник\nМарат\nМарта\nDarkKnight | Дарк\nМорской Волк\n"
    "Kotik_Murr | Котик\nИриска\nИрина_В | Ирина\nМир\nМирра-88 | Мирра\nBlueWren\nBookworm\n"
)
POSTS = PostReaders(ROSTER, "Марта")
read = POSTS.read


def test_the_imperfective_call_as_a_sentence_of_its_own() -> None:
    assert read("Ладно, хватит. Вешать Марата. Завтра разберёмся.")[0] == [vote("Марат")]
    assert read("Вешать Марата — значит потерять мирного.")[0] == []
    assert read("Вешать его надо было вчера.")[0] == []


def test_either_or_pairs_the_reason() -> None:
    text = "Голосую против Марата. Либо он мафия, либо очень странный мирный."
    assert read(text)[0] == [vote("Марат")]
    assert read("Голос: Марат. Или Мила?")[0] == []


def test_a_name_dictated_with_its_underscore() -> None:
    posts = PostReaders("Кот\nКот_Бегемот\nЁж-Ёжик\nЁж\n", "Ёж")
    assert posts.read("голос против кот подчёркивание бегемот вот")[0] == [vote("Кот_Бегемот")]
    assert posts.read("голос против ёж дефис ёжик")[0] == [vote("Ёж-Ёжик")]


def test_an_apology_for_the_form_is_no_condition() -> None:
    assert read("простите если сумбурно голос против марата")[0] == [vote("Марат")]
    assert read("если он промолчит голос против марата")[0] == []


def test_a_name_split_by_a_pause() -> None:
    assert read("голос мила н") == ([], [("Мила", "Милан")])


def test_a_template_filled_in_oddly() -> None:
    assert read("Голос: Голос: Марат<br>Досрочно: нет")[0] == [vote("Марат")]
    assert read("Голосую против: Мельника<br>Досрочно: ____")[0] == [vote("Старый Мельник")]
    assert read("Голосую против: нет<br>Досрочно: Марат") == ([], [("Марат",)])
    assert read("Голосую против: я<br>Досрочно: нет")[0] == [vote("Марта")]


def test_the_name_then_a_dash_and_this_is_my_vote() -> None:
    text = "Скажу прямо: Дарк — вот мой голос. Слишком гладко пишет."
    assert read(text)[0] == [vote("DarkKnight")]


def test_the_withdrawal_told_in_the_past() -> None:
    text = "Голос: Марат. Мила анвоутнула сразу после ночи, странно."
    assert read(text)[0] == [vote("Марат")]


def test_two_players_in_one_name_a_pet_form_and_initials() -> None:
    assert read("Голосую против Морского Котика") == ([], [("Kotik_Murr", "Морской Волк")])
    assert read("Голос: Иришка") == ([], [("Ирина_В", "Ириска")])
    assert read("Голос: BW") == ([], [("BlueWren", "Bookworm")])


def test_a_vote_judged_and_the_author_as_a_word() -> None:
    assert read("vote Марат was a mistake, sorry")[0] == []
    assert PostReaders(ROSTER, "Мир").read("Я голосую за мир во всём мире")[0] == []
    # the slogan is nobody's vote, whoever writes it (stop 36: every set that has it labels it so)
    assert read("Я голосую за мир во всём мире")[0] == []
    assert read("Я голосую за Мира")[0] == [vote("Мир")]


def test_the_one_spoken_to_changes_his_vote() -> None:
    assert read("Сеня, ты опять меняешь голос: Марат, Мила, снова Марат.")[0] == []


def test_my_vote_goes_where_the_quote_points() -> None:
    html = (
        '<blockquote class="quote-box"><cite>Мила написал(а):</cite>'
        "<p>Голосую против Марата.</p></blockquote><p>+1, голос туда же</p>"
    )
    found = POSTS.game.read_html(html, author="Марта")
    assert [a.candidates for a in found.ambiguous] == [("Марат",)]
    assert found.votes == []


def test_a_case_form_in_the_nominatives_slot() -> None:
    assert read("Смена голоса: Мира") == ([], [("Мила", "Мир", "Мирра-88")])
    assert read("Смена голоса: Мирра")[0] == [vote("Мирра-88")]


def test_a_joke_that_takes_back_the_reason() -> None:
    text = "Голос: Марат. За его аватарку. Шучу, не за это, а за тишину весь день."
    assert read(text)[0] == [vote("Марат")]
