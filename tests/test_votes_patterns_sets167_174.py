"""Vote patterns of sets 167 to 174 (issue 16): eight ordinary days written blind
(tests/corpus/stranger167-174), measured once on eebca09 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- "скачет с голоса на голос: X, Y" is talk of votes, no vote form;
- a vote the cause is about is never cast there ("Раз мой голос на X всё равно ничего не
  решает — переведу");
- a cause closed by a colon brings the act ("раз тут по форме надо: vote: X");
- a tired night: "Голсую протв X" (a slip in both words), "Голоспротив X" (the space eaten),
  "дсрочно" (a letter lost in the early mark);
- a name in the nominative where the preposition wants another case, its stem starting
  another player's name, is unclear ("Меняю голос на Кира": Кира, or Кир-а of Кирыч);
- mafiascum: a bold vote binds with a condition after it (FORMATS.md rule 10); a tag does not;
- the vote thread: "X, прости за утро" begs the player's pardon, no vote ("X, извини)" votes).
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import load_profile
from tests.vote_reading import PostReaders, vote

ROSTER = "Кира\nКирыч\nКимбли\nЭд\nКекс\nМуся\nMarat88 | Марат\nБатон\nГраф\n"
POSTS = PostReaders(ROSTER, "Кекс")
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Эд весь день скачет с голоса на голос: Кекс, Муся, опять Кекс. гс Эд", [vote("Эд")]),
        ("ну и для порядка, раз тут по форме надо: vote: Marat88 😅", [vote("Marat88")]),
        ("Голсую протв Кирыча досрочно, простите опечатки", [vote("Кирыч", True)]),
        ("Голоспротив Кирыча (досрочный)", [vote("Кирыч", True)]),
        ("Голос: Кирыч, дсрочно", [vote("Кирыч", True)]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


def test_a_vote_the_cause_is_about_is_not_cast() -> None:
    text = "Раз мой голос на Кимбли всё равно ничего не решает — переведу.<br />Голос: Граф"
    assert read(text)[0] == [vote("Граф")]


def test_a_name_in_a_case_its_preposition_never_takes_is_unclear() -> None:
    assert read("Меняю голос на Кира, удвоенный так сказать)") == ([], [("Кира", "Кирыч")])
    assert read("Меняю голос на Киру.")[0] == [vote("Кира")]


@pytest.mark.parametrize(
    ("text", "want"),
    [("Батон, прости за утро 🙏", []), ("Граф, извини)", [vote("Граф")])],
)
def test_vote_thread(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want


def test_mafiascum_a_bold_vote_binds_with_its_condition() -> None:
    reader = VoteReader(Roster(["Storm Crow", "Nyx"]), load_profile("mafiascum"))
    html = "Crow is my scum read. <strong>Vote: Storm Crow</strong> if he doesn't answer."
    found = reader.read_html(html, author="Nyx")
    assert [(v.kind, v.target) for v in found.votes] == [("vote", "Storm Crow")]
