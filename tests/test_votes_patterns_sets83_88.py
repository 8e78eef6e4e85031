"""Vote patterns of round 27's last two waves (issue 16): sets 83 to 88, six ordinary days
written blind (tests/corpus/stranger83-88), measured once on cd023af before they were read.

Each rule below names the general pattern a set showed; the sentences are our own:
- a bare name in the game thread, bold or not, is no vote (seven independent sets label a post
  that is only a bold or coloured name so); a bold name closing a post's reasoning still is,
  and the ``emphasised_name`` profile option (on in ``bold`` and ``colour``) counts both;
- the author's announcement of himself before a colon ("буду краток:", "будет вам повод:"), a
  purpose ("чтобы …:") and a relative clause without its comma ("для тех кто …:") open the act,
  they suppose nothing;
- an ellipsis is a pause between two clauses ("Почитала... голос: X"); a line's end or a
  bracket-smile ends the sentence before an execution call;
- "я своё сказал" after a call is the author's word, no report of another's;
- the author of himself in the third person with the target after a preposition;
- a joke opened by a "no" set off by a comma ("ой не, шучу");
- "голос на X с утра стоит": a time since when, then the verb of standing;
- "Голос X остаётся": the form written again (FORMATS.md rule 3), where "… остаётся на X" and
  "… стоит" only say where it stands;
- the call judged by how easy the deed is ("— дело нехитрое", "— не проблема");
- names: an exact spelling in the other alphabet beats one letter's slip ("Senya" is Сеня, with
  Sonya alive); the pet suffixes "-уш-", "-ус-" on a two-letter root ("Ягуша" for Яга);
- a vote word opening its line with a name two players are near is unclear for the GM, also
  with a remark after a comma ("гс Сава, пусть объяснится");
- the GM's ruling on a vote is no relayed vote ("Голос Грома в 21:15 не учтён").
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import load_profile
from scraper.votes.second_look import second_look
from tests.vote_reading import PostReaders, reading, vote

POSTS = PostReaders(
    "Лиса | Лисичка\nГром77 | Гром\nПолковник\nВинри\nЭнви\nБаба Яга | Яга\n", "Энви"
)
read = POSTS.read


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ну ладно, будет вам повод: голос на Грома.", [vote("Гром77")]),
        ("Я буду краток: казнить Полковника.", [vote("Полковник")]),
        ("Для тех кто не понял: голос: Лиса.", [vote("Лиса")]),
        ("Чтобы потом не спорили: голос на Винри.", [vote("Винри")]),
        ("Перечитала всё... голос: Винри.", [vote("Винри")]),
        ("Вернулся с работы... голос на Грома.", [vote("Гром77")]),
        ("Полковник на виселицу, я всё сказал.", [vote("Полковник")]),
        ("Можно спорить долго, конечно)<br />Винри на виселицу.", [vote("Винри")]),
        ("энви меняет голос на лису.", [vote("Лиса")]),
        ("Голос Гром остаётся.", [vote("Гром77")]),
        ("Голос Полковник остаётся, если кто не понял.", [vote("Полковник")]),
        ("Голос против Ягуши!", [vote("Баба Яга")]),
        ("Голос: Полковник. Не шучу.", [vote("Полковник")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Голос: Полковник... ой не, шучу.",  # a joke opened by a "no"
        "Голос: Полковник. Нет, шучу.",
        "У меня голос на Лису с утра стоит.",  # where it stands, since when
        "Голос на Грома со вчерашнего вечера висит.",
        "Голос Полковника остаётся на Лисе.",  # where his vote stays, in the locative
        "Повесить Грома — дело нехитрое, а дальше что?",  # the deed judged
        "Казнить Винри — не проблема.",
        "Лиса на виселицу — мне Гром сказал.",  # another's call reported to the author
        "Синица меняет голос на Лису.",  # nobody the roster knows, a third person
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text) == ([], [])


def test_another_player_in_the_third_person_is_told() -> None:
    assert read("Гром меняет голос на Лису.") == ([], [])


ROSTER = "Лиса\nSonya\nСеня\nСова\nСева\n"
NAMES = PostReaders(ROSTER, "Лиса")


def test_an_exact_spelling_in_the_other_alphabet_beats_one_letters_slip() -> None:
    assert NAMES.read("Голос: Senya")[0] == [vote("Сеня")]
    assert NAMES.read("Голос: Sonja")[0] == [vote("Sonya")]  # a slip of Sonya's own spelling


def test_a_vote_word_opening_its_line_with_a_name_two_are_near_is_unclear() -> None:
    assert NAMES.read("Весь день молчит.<br />гс Сава, пусть ответит") == (
        [],
        [("Сева", "Сова")],
    )


def test_a_remark_in_brackets_closed_by_a_smiley_in_the_vote_thread() -> None:
    assert NAMES.read_bare('сева (вроде уже писала <img src="s.gif" alt=":/" />)') == (
        [vote("Сева")],
        [],
    )


def test_the_gms_ruling_on_a_vote_is_no_relayed_vote() -> None:
    reader = VoteReader(Roster.parse("Гром\nЛиса\n"))
    for text in (
        "Голос Грома в 21:15 не учтён (после закрытия).",
        "Голос Грома: Лиса — не засчитан.",
    ):
        assert reader.read_text(text, author_is_gm=True).votes == []
    relayed = reader.read_text("Голос Грома: Лиса", author_is_gm=True).votes
    assert [(v.voter, v.target) for v in relayed] == [("Гром", "Лиса")]


LONE = "<p><strong>Лиса</strong></p>"
CLOSING = "<p>Весь день уходит от вопросов.</p><p><strong>Лиса</strong></p>"


def test_a_post_that_is_only_a_bold_name_is_no_vote_by_default() -> None:
    roster = Roster.parse("Лиса\nГром\n")
    default = VoteReader(roster, load_profile("default"))
    found = default.read_html(LONE, author="Гром")
    assert reading(found) == ([], [])
    # the GM is sent back to it: a vote where the forum votes by a bold name
    assert [d.reason for d in second_look(found, default.names_someone)] == ["vote_unread"]
    assert reading(default.read_html(CLOSING, author="Гром")) == ([vote("Лиса")], [])


@pytest.mark.parametrize("name", ["bold", "colour"])
def test_profiles_that_vote_by_emphasis_count_a_bold_name_alone(name: str) -> None:
    roster = Roster.parse("Лиса\nГром\n")
    html = LONE if name == "bold" else '<p><span style="color: red">Лиса</span></p>'
    for profile in (load_profile(name), replace(load_profile("default"), emphasised_name=True)):
        found = VoteReader(roster, profile).read_html(html, author="Гром")
        assert reading(found) == ([vote("Лиса")], [])
