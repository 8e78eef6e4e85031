"""Vote patterns of the twentieth round (issue 16), each with sentences of our own.

Sets 20, 21 and 22 were measured blind on c7cd757 and then kept as development sets
(tests/corpus/stranger20-22). What they showed, by pattern: a call to the table with
"давай"/"го" is no vote (FORMATS.md rule 6); the vote form written again with a remark is a
vote (rule 3); a joke or a "нет, конечно" opened by a laugh takes a vote back; a vocative
closing its sentence is whom "тебя" means; a clipped name one edit from another player's is
ambiguous; diminutives from a two-letter root; votes others urge; "Мой выбор — X"; "Голос мой
X"; a vote that is the object of another's verb; an execution call naming its own author; a
tally line; a predicate said of a vote; a first word two names share; a settling word in the
bare thread; "гс" after an emoji.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import load_profile
from tests.vote_reading import Reading, reading, vote

ROSTER = Roster.parse(
    "Рыжий Лис | Лис\nРыжий Кот\nОлег\nКарина\nКарим\nИра\nМарк\nБарс\nТуман\nГеракл\nПолина\n"
)
READER = VoteReader(ROSTER, load_profile("default"))
BARE = VoteReader(ROSTER, replace(load_profile("default"), bare_nickname=True))


def read(text: str, author: str = "Полина") -> Reading:
    return reading(READER.read_text(text, author=author))


@pytest.mark.parametrize(
    "text",
    [
        "Давайте казнить Геракла, он весь день отмалчивается.",
        "давай вешать Барса",
        "Го казним Туман!",
        "Ребята, давайте казним Олега и пойдём спать.",
        # a we-form said to the crowd (sets 21 and 24 label it a call, set 12 a vote)
        "Вешаем Барса, народ!",
        "Друзья, казним Туман сегодня же.",
    ],
)
def test_a_call_to_the_table_is_no_vote(text: str) -> None:
    assert read(text) == ([], [])


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Казнить Геракла!", "Геракл"),
        ("Ладно, повесить Барса.", "Барс"),
        ("Вешаем Барса.", "Барс"),
        ("Вешаю Барса.", "Барс"),
    ],
)
def test_an_execution_call_of_ones_own_stays_a_vote(text: str, target: str) -> None:
    assert read(text)[0] == [vote(target)]


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("гс Туман, без изменений", "Туман"),
        ("Голос Олегу, как и было.", "Олег"),
        ("голосую Барса всё ещё, хотя он и оправдывался", "Барс"),
        ("Голосую по-прежнему против Геракла, если кто-то вдруг не понял.", "Геракл"),
        # the name in its own case, then that it stands (FORMATS.md rule 3, set 140)
        ("ГОЛОС БАРС СТОИТ", "Барс"),
    ],
)
def test_the_vote_form_written_again_is_a_vote(text: str, target: str) -> None:
    assert read(text)[0] == [vote(target)]


@pytest.mark.parametrize(
    "text",
    ["голос против Геракла стоит", "Голос по-прежнему на Геракле."],
)
def test_a_vote_said_to_stand_is_nothing_new(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    "text",
    [
        "Голос: Барс. Да ладно, это шутка, не пугайтесь.",
        "Голос: Барс! Ахах, шучу.",
        "Голосую за Олега на завтра! Да шучу я, шучу.",
        "Казнить Олега! ...Нет, конечно. Устала просто.",
    ],
)
def test_a_vote_taken_back_at_once(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    "text",
    ["Голос: Барс. Нет, конечно, не из-за вчерашнего.", "Голос: Барс. Ну ладно, пусть так."],
)
def test_a_no_that_goes_on_takes_nothing_back(text: str) -> None:
    assert read(text)[0] == [vote("Барс")]


def test_a_vocative_closing_its_sentence_is_whom_you_means() -> None:
    assert read("Голосую против тебя, Геракл. Без обид.")[0] == [vote("Геракл")]
    # two players addressed: whom "тебя" means is unclear
    assert read("Туман, ты мафия. Голос против тебя, Геракл.") == ([], [()])


def test_a_clipped_name_one_edit_from_another_is_ambiguous() -> None:
    # "Кари": the start of Карина, and one letter from Карим
    assert read("Голос: Кари") == ([], [("Карим", "Карина")])
    assert reading(BARE.read_text("Кари", author="Туман")) == ([], [("Карим", "Карина")])
    # the start of a name no other is near stays that player's
    assert read("Голос: Гера")[0] == [vote("Геракл")]


@pytest.mark.parametrize(
    ("text", "target"),
    [("Голосую против Иришки.", "Ира"), ("Голос: Ирочка", "Ира"), ("Голос: Барсик", "Барс")],
)
def test_a_diminutive_from_a_short_name(text: str, target: str) -> None:
    assert read(text)[0] == [vote(target)]


def test_a_word_that_only_starts_with_a_name_is_no_diminutive() -> None:
    # "Маркиз": Марк then "-из", which is neither a suffix nor a case ending
    assert read("голос: Маркиз")[0] == []


@pytest.mark.parametrize(
    "text",
    [
        "Мне предлагали поставить голос на Барса. Не поставлю.",
        "Меня уговаривают отдать голос Олегу.",
        "Туман советовал проголосовать против Геракла.",
    ],
)
def test_a_vote_others_urge_is_no_vote(text: str) -> None:
    assert read(text)[0] == []


def test_a_request_to_the_gm_to_count_stays_a_vote() -> None:
    assert read("Ведущий, прошу засчитать мой голос против Барса.")[0] == [vote("Барс")]


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Ну всё, решила. Мой выбор — Геракл.", "Геракл"),
        ("Выбор мой: Барс, без вариантов", "Барс"),
        ("Голос мой Олегу, раз он так настаивает.", "Олег"),
        ("Голос уходит второму в моём списке — Туману.", "Туман"),
    ],
)
def test_more_ways_of_naming_ones_vote(text: str, target: str) -> None:
    assert read(text)[0] == [vote(target)]


@pytest.mark.parametrize(
    "text", ["Мой выбор — очевиден.", "Твой выбор — Геракл?", "Голос уходит второму в списке."]
)
def test_near_misses_of_those_ways(text: str) -> None:
    assert read(text)[0] == []


def test_a_vote_that_is_the_object_of_anothers_verb() -> None:
    assert read("Олег, голос за Барса ты так и не объяснил.")[0] == []
    assert read("голос против Туманa она поставила ещё утром")[0] == []
    # a new clause after a comma is about the target, the vote stands
    assert read("Голос против Барса, он врёт.")[0] == [vote("Барс")]
    assert read("Голос против Барса вы сами знаете почему.")[0] == [vote("Барс")]


def test_an_execution_call_naming_its_own_author_is_irony() -> None:
    text = "Ну конечно. Казнить Олега, как же иначе, Олег всегда виноват."
    assert read(text, author="Олег")[0] == []
    assert read("Казнить Олега!", author="Туман")[0] == [vote("Олег")]
    # a self-vote with the vote word is a vote
    assert read("Голос: Олег", author="Олег")[0] == [vote("Олег")]


def test_a_tally_line_is_no_vote() -> None:
    text = "Расклад такой: на Барсе — Олег, Оля. Голос Геракла — только Туман, и тот ушёл."
    assert read(text)[0] == []
    text = "Считаю: голос Олегу — Туман с утра."
    assert read(text)[0] == []
    # without a tally around it, a name after the dash is whom the author turns to
    assert read("голос Олегу — Туман, ты следующий")[0] == [vote("Олег")]


@pytest.mark.parametrize(
    "text",
    [
        "Туман, досрочный голос на Олега — единственный досрочный на столе.",
        "Голос на Олю — странный выбор с его стороны.",
    ],
)
def test_a_vote_something_is_said_of_is_talked_of(text: str) -> None:
    assert read(text)[0] == []


def test_a_first_word_two_names_share_is_ambiguous() -> None:
    assert read("Повесить Рыжего, а там посмотрим, которого.") == (
        [],
        [("Рыжий Кот", "Рыжий Лис")],
    )


@pytest.mark.parametrize(
    ("text", "target"),
    [("тьфу. За Барса, конечно", "Барс"), ("ой. Туман, разумеется", "Туман")],
)
def test_a_bare_correction_with_a_settling_word(text: str, target: str) -> None:
    assert reading(BARE.read_text(text, author="Оля"))[0] == [vote(target)]


def test_the_abbreviated_vote_word_after_an_emoji() -> None:
    assert read("Спасибо за разбор 😄 Гс Геракл.")[0] == [vote("Геракл")]
    assert read("ладно :) гс Туман")[0] == [vote("Туман")]


# Part three: sets 23 and 24 (measured blind on d225e7f).


@pytest.mark.parametrize(
    ("text", "target", "early"),
    [
        ("Голс: Геракл", "Геракл", False),
        ("Глос на Барса.", "Барс", False),
        ("Гослос: Туман", "Туман", False),
        ("Гол.: Олег", "Олег", False),
        ("Голос: Олег. Досрочо.", "Олег", True),
        ("Голос: Олег (досроч.)", "Олег", True),
        ("голос на Барса, с досрочкой", "Барс", True),
        ("досрчно гс Туман", "Туман", True),
        ("Казнть Геракла, сколько можно.", "Геракл", False),
    ],
)
def test_a_slip_of_one_letter_in_the_vote_word_or_the_mark(
    text: str, target: str, early: bool
) -> None:
    assert read(text)[0] == [vote(target, early)]


@pytest.mark.parametrize(
    "text", ["Голод: вот что нас всех ждёт", "Колос на ветру", "Повесть Геракла читали?"]
)
def test_a_dictionary_word_is_no_slip(text: str) -> None:
    assert read(text) == ([], [])


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Голосну-ка я за Геракла, чего тянуть.", "Геракл"),
        ("По казни: я — за Олега.", "Олег"),
        ("За казнь Барса — я.", "Барс"),
        ("На Тумана голос ставлю, на кого ж ещё.", "Туман"),
        ("Геракл. Голос мой туда.", "Геракл"),
        ("Ирочка, голос на тебя. Не обижайся.", "Ира"),
    ],
)
def test_more_forms_of_the_own_vote(text: str, target: str) -> None:
    assert read(text)[0] == [vote(target)]


def test_agreement_without_the_dash_is_no_vote() -> None:
    assert read("Я за Олега, он мне кажется городом.") == ([], [])


def test_a_withdrawal_verb_as_a_whole_sentence() -> None:
    assert read("Голос: Олег... хотя нет. Снимаю. Голос: Туман.")[0] == [
        vote("Олег"),
        ("unvote", None, False),
        vote("Туман"),
    ]
    # an ellipsis hesitates: the withdrawal is taken back at once
    assert read("Снимаю... Нет, кидаю назад — Туман.")[0] == [vote("Туман")]
    assert read("Снимаю шляпу перед Олегом.") == ([], [])


@pytest.mark.parametrize(
    "text",
    [
        "Повесить Барса!!! ...ладно-ладно, не всерьёз.",
        "Барса на виселицу! Нет, это я себе в заметки, не считается.",
        "Голосую против Барса! ...ой, нам же нельзя. Ведущий, не считай, это я сгоряча.",
        "Представим, что голос: Барс. Что тогда?",
    ],
)
def test_a_vote_taken_back_or_only_imagined(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    "text",
    [
        "Досрочный голос: Барс! хоть сегодня и не считается",
        "Голос: Барс. Ведущий, не считай мой вчерашний.",
        "Барса на виселицу, а дальше видно будет.",
    ],
)
def test_what_only_looks_like_taking_it_back(text: str) -> None:
    assert [v[1] for v in read(text)[0]] == ["Барс"]


def test_a_diminutive_shared_with_a_player_named_by_one() -> None:
    roster = Roster.parse("Саня\nСанечка\nГеракл\n")
    reader = VoteReader(roster, load_profile("default"))
    assert reading(reader.read_text("Голосую против Саньки.")) == ([], [("Санечка", "Саня")])
    assert reading(reader.read_text("Голос: Санечка"))[0] == [vote("Санечка")]


def test_two_players_after_a_weak_call_are_ambiguous() -> None:
    assert read("Казнить Олега или Барса, мне всё равно.") == ([], [("Барс", "Олег")])


def test_a_bare_post_turning_to_a_player_is_no_vote() -> None:
    assert reading(BARE.read_text("Геракл, тебе нельзя, ты же знаешь", author="Оля")) == ([], [])
    assert reading(BARE.read_text("Геракл", author="Оля"))[0] == [vote("Геракл")]


# Part four: sets 25 and 26 (measured blind on dcf0cc4).

NAMES = Roster.parse("Варя\nСаша\nЛюда | Мила\nМаркиз\nEdward_Elric\nTim_Burton\nОгонёк\n")
NAMES_READER = VoteReader(NAMES, load_profile("default"))
NAMES_BARE = VoteReader(NAMES, replace(load_profile("default"), bare_nickname=True))
MAFIASCUM = VoteReader(
    Roster.parse("quietmoth\nBrokenCompass\nTallulah_Gray\nJay_Bird\nmole\nRavenKing\n"),
    load_profile("mafiascum"),
)


def names(text: str) -> Reading:
    return reading(NAMES_READER.read_text(text, author="Маркиз"))


def scum(html: str) -> Reading:
    return reading(MAFIASCUM.read_html(html, author="RavenKing"))


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Голосую: Варвара, за полное имя не обижайся.", "Варя"),
        ("Голос против Александра.", "Саша"),
        ("Голос: Людмила", "Люда"),
        ("Голос на Edward'а, долг платежом красен.", "Edward_Elric"),
        ("Голос против Ва… нет, против Саши.", "Саша"),
    ],
)
def test_names_written_another_way(text: str, target: str) -> None:
    assert names(text)[0] == [vote(target)]


def test_a_bare_full_name_and_a_question_after_the_name() -> None:
    assert reading(NAMES_BARE.read_text("Варвара", author="Саша"))[0] == [vote("Варя")]
    assert reading(NAMES_BARE.read_text("Огонёк. опоздала, да?", author="Саша"))[0] == [
        vote("Огонёк")
    ]
    assert reading(NAMES_BARE.read_text("Огонёк?", author="Саша")) == ([], [])


@pytest.mark.parametrize(
    ("text", "early"),
    [
        ("🔨 Огонька на виселицу. ДОСРОЧНО. 🔨", True),
        ("Голос: Огонёк\nДосрочно: нет", False),
        ("Голос: Огонёк\nДосрочно: да", True),
        ("Меняю на серьёзный: голос против Огонька. Досрочно (знаю, что рано).", True),
    ],
)
def test_the_early_mark_around_the_vote(text: str, early: bool) -> None:
    assert names(text)[0] == [vote("Огонёк", early)]


@pytest.mark.parametrize(
    "text",
    [
        "скажем, «казнить Огонька» — это голос против Огонька, а не против меня.",
        "Голос: Маркиз\nшучу, шучу, за себя не голосую",
    ],
)
def test_an_example_or_a_denial_is_no_vote(text: str) -> None:
    assert names(text)[0] == []


@pytest.mark.parametrize(
    ("html", "target"),
    [
        ('<span class="bbvote">QM</span>', "quietmoth"),
        ("<strong>VOTE: qm</strong>", "quietmoth"),
        ('hm. <span class="bbvote">Tally</span> actually.', "Tallulah_Gray"),
        (
            '<span class="bbvote">BrokenCompass</span><br>If we pair people, you look bad.',
            "BrokenCompass",
        ),
    ],
)
def test_mafiascum_names_and_conditions(html: str, target: str) -> None:
    assert scum(f"<p>{html}</p>")[0] == [vote(target)]


def test_an_english_pet_form_writes_a_doubled_letter_once() -> None:
    roster = Roster.parse("Jonathan\nTallulah_Gray\nTimber\n")
    assert roster.resolve("Jonny").target == "Jonathan"
    assert roster.resolve("Tally").target == "Tallulah_Gray"
    assert roster.resolve("Timmy").target == "Timber"


def test_mafiascum_a_condition_in_the_same_line_still_holds_a_tag_back() -> None:
    assert scum('<p><span class="bbvote">BrokenCompass</span> if he does not claim</p>')[0] == []


def test_mafiascum_a_whole_name_then_another_players_is_ambiguous() -> None:
    assert scum("<p><strong>VOTE: Jay_Bird, mole</strong></p>") == ([], [("Jay_Bird", "mole")])
    assert scum("<p><strong>VOTE: Jay_Bird</strong> mole is next</p>")[0] == [vote("Jay_Bird")]


# Parts five and six: sets 27 and 28 (measured blind on 8146b21).

WORDS = Roster.parse("Носок\nМарат\nЮля Ш.\nТихий Омут\nКирилл\nБарс\n")
WORDS_READER = VoteReader(WORDS, load_profile("default"))
WORDS_BARE = VoteReader(WORDS, replace(load_profile("default"), bare_nickname=True))


def words(text: str) -> Reading:
    return reading(WORDS_READER.read_text(text, author="Барс"))


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("голос носку", "Носок"),
        ("за носка голосую", "Носок"),
        ("кaзнить носка", "Носок"),  # a Latin "a" inside the verb
        ("vote marat", "Марат"),
        ("golosuyu za kazn marata", "Марат"),
        ("и вообще повесить марата", "Марат"),
        ("гоолс марат", "Марат"),
        ("ГОЛОС ВСЕ РАВНО МАРАТ", "Марат"),
        ("Логика подсказывает Юлю. [Голос] Юля Ш.", "Юля Ш."),
        ("Голосую проти Юли, як і казала.", "Юля Ш."),
        ("Кирилл, удачи :)\nно казнить Кирилла всё равно, прости", "Кирилл"),
    ],
)
def test_terse_and_unusual_vote_lines(text: str, target: str) -> None:
    assert words(text)[0] == [vote(target)]


@pytest.mark.parametrize(
    "text",
    [
        "Голос на Марата :) шучу-шучу, не пугайся",
        "Голос на Тихий Омут шучу-шучу",
        "Я хотела помиловать, но казнить Кирилла бы надо",
        "Голод марат не тётка",
    ],
)
def test_jokes_and_wishes_are_no_votes(text: str) -> None:
    assert words(text)[0] == []


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Марат и точка", "Марат"),
        ("Кирилл, без вариантов", "Кирилл"),
        ("за Барса не голосуйте, а я — за Кирилла", "Кирилл"),
    ],
)
def test_bare_names_with_a_remark(text: str, target: str) -> None:
    assert reading(WORDS_BARE.read_text(text, author="Носок"))[0] == [vote(target)]


def test_a_reply_position_before_the_vote_is_no_second_vote() -> None:
    # "А я — против X" after a quoted vote is a reply; the vote form that follows is the vote
    assert words("А я — против Марата. Голос: Марат.")[0] == [vote("Марат")]


# Part seven: set 30 (measured blind on 99c9cf0).

LYLO = Roster.parse("Sasha.2011 | Саша | Саня\nЛена\nДед Мазай | Мазай\nВетер_88 | Ветер\n")
LYLO_READER = VoteReader(LYLO, load_profile("default"))
LYLO_BARE = VoteReader(LYLO, replace(load_profile("default"), bare_nickname=True))


def lylo(text: str) -> Reading:
    return reading(LYLO_READER.read_text(text, author="Лена"))


def test_the_addressee_of_the_sentence_is_whom_you_means() -> None:
    text = "Принято, Ветер.\nТеперь о другом.\nСаш, извини, но голосую против тебя."
    assert lylo(text)[0] == [vote("Sasha.2011")]
    assert lylo(
        "Лен, голосую против тебя.",
    )[0] == [vote("Лена")]


def test_the_form_written_again_with_a_dash() -> None:
    assert lylo("Мой голос по-прежнему — Дед Мазай.")[0] == [vote("Дед Мазай")]
    assert lylo("Голос по-прежнему — на Мазае.")[0] == []


def test_a_vote_said_to_be_a_wish() -> None:
    assert lylo("Голос: Лена — это было бы смешно, но нет. Я на Ветре.")[0] == []


def test_bare_thread_nickname_shapes_and_remarks() -> None:
    assert reading(LYLO_BARE.read_text("Рыжая_Соня", author="Лена")) == ([], [()])
    assert reading(LYLO_BARE.read_text("Ветер_88 — стою", author="Лена"))[0] == [vote("Ветер_88")]


# Part eight: set 29 (measured blind on 99c9cf0).

CLAIMS = Roster.parse("Шершень\nМарго\nМарк\nDr.Knox | Нокс\nТётя Мотя | Мотя\n")
CLAIMS_READER = VoteReader(CLAIMS, load_profile("default"))
CLAIMS_BARE = VoteReader(CLAIMS, replace(load_profile("default"), bare_nickname=True))


def claims(text: str) -> Reading:
    return reading(CLAIMS_READER.read_text(text, author="Марк"))


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Всё взвесил. Итого: голосую. Против Шершня, разумеется.", "Шершень"),
        ("Почитаю ещё. Голос пока Марго, за молчание.", "Марго"),
        ("Ведущий, голос мой запишите на Нокса, пожалуйста.", "Dr.Knox"),
        ("Мотю я бы не трогал. А вот Маргошу — повесить.", "Марго"),
        ("Голосую за казнь Марго… нет, погодите, за казнь Шершня.", "Шершень"),
    ],
)
def test_conclusions_requests_and_corrections(text: str, target: str) -> None:
    assert claims(text)[0] == [vote(target)]


def test_a_wish_in_the_same_sentence_still_holds_the_call_back() -> None:
    assert claims("Я бы Марго на виселицу, но рано.")[0] == []


@pytest.mark.parametrize(
    "text", ["Шершень\nдосрочно", "Шершень (досрочный, если кто забыл)", "Шершень (досрочно)"]
)
def test_the_bare_early_mark_apart_from_the_name(text: str) -> None:
    assert reading(CLAIMS_BARE.read_text(text, author="Марк"))[0] == [vote("Шершень", True)]


def test_a_remark_in_brackets_is_no_early_mark() -> None:
    assert reading(CLAIMS_BARE.read_text("Шершень (это не Марк)", author="Марго"))[0] == [
        vote("Шершень")
    ]


# Part nine: set 32 (measured blind on 5ecf68b).

NEAR = Roster.parse("Марк\nМаришка\nКолобок\nДима\nСаша\nСашенька\n")
NEAR_READER = VoteReader(NEAR, load_profile("default"))
NEAR_BARE = VoteReader(NEAR, replace(load_profile("default"), bare_nickname=True))


def test_only_a_name_from_the_whole_stem_is_another_players_diminutive() -> None:
    assert reading(NEAR_READER.read_text("Голосую против Марика"))[0] == [vote("Марк")]
    assert reading(NEAR_BARE.read_text("Маркк", author="Дима"))[0] == [vote("Марк")]
    # Сашенька grows from Саша's whole stem: "Сашка" may be either of them
    assert reading(NEAR_READER.read_text("Голос: Сашка")) == ([], [("Саша", "Сашенька")])


def test_a_bracket_smile_ends_the_sentence_before_a_call() -> None:
    text = "Дима, прости) Колобка на виселицу."
    assert reading(NEAR_READER.read_text(text, author="Марк"))[0] == [vote("Колобок")]


def test_a_bare_name_a_remark_then_the_early_mark() -> None:
    found = reading(NEAR_BARE.read_text("Колобок, передумал. Досрочно", author="Марк"))
    assert found[0] == [vote("Колобок", True)]


# Part ten: set 31 (measured blind on 5ecf68b).

SEA = Roster.parse("Kaktus21 | Кактус\nLemon | Лимон\nValkyrie | Валькирия\nТимофей\n")
SEA_READER = VoteReader(SEA, load_profile("default"))
SEA_BARE = VoteReader(SEA, replace(load_profile("default"), bare_nickname=True))


def sea(text: str, author: str = "Kaktus21") -> Reading:
    return reading(SEA_READER.read_text(text, author=author))


def test_the_author_of_himself_in_the_third_person_changes_his_vote() -> None:
    assert sea("Ладно. Кактус меняет голос: Лимон.")[0] == [vote("Lemon")]
    assert sea("Тимофей меняет голос: Лимон.")[0] == []  # another's change, told


def test_confirming_ones_own_vote() -> None:
    assert sea("Подтверждаю свой голос: Валькирия.")[0] == [vote("Valkyrie")]
    assert sea("Тимофей отдал свой голос: Валькирия.")[0] == []


def test_a_reason_after_a_slip_then_the_vote_re_aimed() -> None:
    text = "Голосую против Барсука, ой, его же убили, тогда против Лимона."
    assert sea(text)[0] == [vote("Lemon")]


def test_a_joke_before_a_lost_smiley() -> None:
    assert sea("Голосую против себя! Шучу-шучу  подумаю ещё.")[0] == []


def test_a_bare_aside_that_says_it_is_me_then_the_name() -> None:
    found = reading(SEA_BARE.read_text("ой, это я не ту тему открыл. Лимон", author="Тимофей"))
    assert found[0] == [vote("Lemon")]
    assert reading(SEA_BARE.read_text("Лимон — это я", author="Lemon")) == ([], [])


# Part eleven: sets 33 and 34 (measured blind on aefdefe).

FIRST = Roster.parse("Лёля\nЛёва\nМира\nМила\nЁжик в тумане | Ёжик\nАнтоныч\nТаня\n")
FIRST_READER = VoteReader(FIRST, load_profile("default"))
FIRST_BARE = VoteReader(FIRST, replace(load_profile("default"), bare_nickname=True))


def first(html: str) -> Reading:
    return reading(FIRST_READER.read_html(html, author="Антоныч"))


def test_a_smiley_image_ends_a_sentence() -> None:
    html = '<p>Таня, ты меня бросила <img src="s.gif" alt=":(" /> Снимаю голос с Тани</p>'
    assert first(html)[0] == [("unvote", None, False)]
    html = '<p>Голос: <img src="s.gif" alt=":)" /> Лёва</p>'
    assert first(html)[0] == [vote("Лёва")]


def test_a_short_form_one_edit_from_two_players_is_ambiguous() -> None:
    assert first("<p>Меняю голос: Лёла, за метания</p>") == ([], [("Лёва", "Лёля")])
    assert reading(FIRST_BARE.read_text("Лёла", author="Таня")) == ([], [("Лёва", "Лёля")])


def test_a_nickname_in_a_declines_whatever_word_it_spells() -> None:
    assert reading(FIRST_BARE.read_text("против Миры", author="Таня"))[0] == [vote("Мира")]
    assert first("<p>Голос против Миры.</p>")[0] == [vote("Мира")]


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # the form written again, the target in its own case: a vote (rule 3, set 279)
        ("<p>Мой голос остаётся против Лёвы.</p>", [vote("Лёва")]),
        ("<p>Мой голос остаётся на Лёве.</p>", []),
        ("<p>Голос остаётся: Лёва</p>", [vote("Лёва")]),
        ("<p>Мой голос — игроку Лёва.</p>", [vote("Лёва")]),
        (
            "<p>Ёжика в тумане на виселицу, за ночные действия в общей теме</p>",
            [vote("Ёжик в тумане")],
        ),
        ("<p>Голос: Лёля... тьфу ты, Лёва, конечно.</p>", [vote("Лёва")]),
        ("<p>Но голос против Лёвы прямо сейчас — ровно то, чего ждёт мафия.</p>", []),
    ],
)
def test_staying_naming_and_correcting(html: str, want: list[object]) -> None:
    assert first(html)[0] == want
