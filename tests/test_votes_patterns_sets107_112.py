"""Vote patterns of sets 107 to 112 (issue 16): six ordinary days written blind
(tests/corpus/stranger107-112), measured once on 37421b8 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- a name declined from the wrong word is none of its forms ("Миро" is no form of Мира; the
  plural of "миро" gave it): unclear with Мирон, as written;
- a diminutive of a name's last word, its head noun, names him ("Гвоздик" for Ржавый Гвоздь);
  of a first word ("Бабушку" for Баба Яга) it stays unclear;
- "Эдик" for the alias Эд: a two-letter alias grows "-ик";
- the author of himself in the third person: "X отдаёт свой голос Y", "X снимает голос с Y",
  "… и отдаёт его Z" (the same subject's);
- "давайте так:" announces the act; a correction of a supposed vote is supposed too ("Если бы …
  голосовал бы за X. Хотя нет, за Y");
- "контр-голос на X": a kind of vote, described; a lone "Досрочно." before the vote with words
  between tells of another;
- the polite "вас" said to the one named ("Уважаемый X, … голосую против вас"), "на вас" stays
  where the vote stands; "давно пора" after a call insists on it; "кароч гс X";
- the vote thread: "тогда X остаётся", "X конечно, <remark>".
- mafiascum: "VOTE: Tally" with its colon names Tally Hoo; "Vote Count" heads a count.
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import load_profile
from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Мира\nМирон\nРжавый Гвоздь\nБаба Яга | Яга\nРыжий Эд | Эд\nТётя Мотя | Мотя\n"
    "Серафим\nКот Бегемот | Кот\nshark_attack | Шарк\nSam_Winchester | Сэм\n"
)
POSTS = PostReaders(ROSTER, "Тётя Мотя")
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голос за Гвоздика, он весь день молчит.", [vote("Ржавый Гвоздь")]),
        ("Голос: Эдик", [vote("Рыжий Эд")]),
        ("Мотя отдаёт свой голос Серафиму.", [vote("Серафим")]),
        (
            "Тётя Мотя снимает голос с Серафима и отдаёт его Коту.",
            [("unvote", None, False), vote("Кот Бегемот")],
        ),
        ("Ну ладно, давайте так: голос против Мирона.", [vote("Мирон")]),
        ("Голос: Мира. Хотя нет, за Мирона.", [vote("Мира"), vote("Мирон")]),
        ("Уважаемый Серафим, с вашего позволения, голосую против вас.", [vote("Серафим")]),
        ("Шарка на виселицу, давно пора.", [vote("shark_attack")]),
        ("кароч гс Серафим, он мутный", [vote("Серафим")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Серафим снимает голос с Мирона и отдаёт его Коту.",  # another's, told
        "Если бы мог, голосовал бы за Миру. Хотя нет, за Мирона.",
        "Мирон вчера перескочил, а сегодня сразу контр-голос на Серафима.",
        "Серафим, мой голос на вас, как и было.",  # where it stands
        "Кирилла вешаем, пора.",  # a forecast
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text)[0] == []


def test_a_name_of_no_form_is_unclear() -> None:
    assert read("Голос: Миро") == ([], [("Мира", "Мирон")])
    assert read("Голос за Бабушку") == ([], [("Баба Яга",)])  # the first word's diminutive


def test_a_lone_early_mark_far_before_the_vote_tells_of_another() -> None:
    text = "Кто зашёл первым? Кот. Досрочно. В первый день.<br />Голос: Серафим"
    assert read(text)[0] == [vote("Серафим")]
    assert read("Досрочно.<br />Голос: Серафим")[0] == [vote("Серафим", early=True)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("а, точно 🙈 тогда Сэм остаётся", [vote("Sam_Winchester")]),
        ("Мирон конечно, пальцы толстые 🙈", [vote("Мирон")]),
    ],
)
def test_vote_thread(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want


def test_mafiascum_vote_colon_names_a_player_called_tally() -> None:
    reader = VoteReader(Roster.parse("Tally Hoo\nZed\n"), load_profile("mafiascum"))
    voted = reader.read_html("<strong>VOTE: Tally</strong><br>Tally's vote was odd.", author="Zed")
    assert [v.target for v in voted.votes] == ["Tally Hoo"]
    counted = reader.read_html("<strong>Vote Count 1.1</strong><br>Tally Hoo - 2", author="Zed")
    assert counted.votes == []
