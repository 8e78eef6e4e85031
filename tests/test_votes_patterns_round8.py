"""The vote reader's rules added on an eighth stranger's set (tests/corpus/stranger8), each with
wordings and names of its own.

Phrases: the vote word with both vowels slipped ("галас"), "меняю X на Y" without the vote
word, the vote said again after "хотела сказать" / "то есть", a post opening with "и ставлю на
X" (the second half of a change made in the last post), a text smiley ending a hypothetical
sentence ("не стал :) А так — голос: X"), a capitalised name word that pymorphy reads as a verb
("за мистер Рос": расти), "Досрочно тоже. X.". Early: "Голос на X остаётся. Досрочно — …"
(a restated vote made early is a new act), "X (досрочно)" in a bare-nickname thread.
Mafiascum: a tag said "no" to at once ("[vote]Plum[/vote] — no wait, Tea.") gives way to what
follows. Restating a vote for a name that shows no case ("Голос на Mr. Smith остаётся") stays
nothing, as the locative does.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import load_profile
from tests.vote_reading import Reading, Votes, reading, vote

ROSTER = Roster.parse(
    "Филин\nМистер Смит | Mr. Smith | Смит\nМистер Рос\nВасилиса\nБоцман\nСтарый Рыбак | Рыбак\n"
    "Кузнечик\nGrey Fox | Фокс\n"
)
READER = VoteReader(ROSTER)
BARE = VoteReader(ROSTER, replace(load_profile("default"), bare_nickname=True))
MAFIASCUM = VoteReader(
    Roster.parse("Lantern\nMossy Rock | Mossy\nQuillon\nBramble\n"), load_profile("mafiascum")
)


def read(text: str, author: str = "Кузнечик") -> Reading:
    return reading(READER.read_text(text, author=author))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Галас был на Филине, но я подумала. Меняю галас на Боцмана.", [vote("Боцман")]),
        ("ГАЛАС: Василиса", [vote("Василиса")]),
        ("Меняю Филина на Боцмана, так честнее.", [vote("Боцман")]),
        ("ладно. меняю рыбака на василису", [vote("Василиса")]),
        ("ой, не та кнопка 🙈 я хотел сказать голос Боцман", [vote("Боцман")]),
        ("vote Fox... то есть голос Василиса.", [vote("Василиса")]),
        ("Голосую за мистер Рос, он молчит.", [vote("Мистер Рос")]),
        ("Досрочно тоже. Боцман.", [vote("Боцман", early=True)]),
    ],
)
def test_phrases_of_the_eighth_set(text: str, want: Votes) -> None:
    assert read(text)[0] == want


def test_a_post_opening_with_the_second_half_of_a_change() -> None:
    assert read("и ставлю на Смита. всё")[0] == [vote("Мистер Смит")]
    # inside a post with nothing changed before it, "ставлю на" is no vote
    assert read("Ну, я ставлю на Смита, что он мафия, и ставлю на Боцмана: врач")[0] == []


def test_a_text_smiley_ends_the_hypothetical_sentence() -> None:
    text = "Если бы мог голосовать за Филина, не стал бы :) А так — голос: Боцман."
    assert read(text)[0] == [vote("Боцман")]
    # the smiley after the vote leaves the condition before it in force
    assert read("Если бы можно было, голос: Боцман :) но нельзя")[0] == []


def test_a_restated_vote_made_early_is_a_new_act() -> None:
    assert read("Голос на Mr. Smith остаётся. Досрочно — кто со мной?")[0] == [
        vote("Мистер Смит", early=True)
    ]
    # restated alone, a name that shows no case says where the vote stands: nothing new
    assert read("Голос на Mr. Smith остаётся.") == ([], [])
    # the accusative restated is the formula written anew: a vote, as before
    assert read("Голос на Боцмана остаётся.")[0] == [vote("Боцман")]


def test_the_early_mark_in_brackets_in_a_bare_thread() -> None:
    found = reading(BARE.read_html("<p><em>ФИЛИН</em> (досрочно)</p>", author="Боцман"))
    assert found[0] == [vote("Филин", early=True)]
    assert reading(BARE.read_text("Филин (ник правильно)", author="Боцман"))[0] == [vote("Филин")]


@pytest.mark.parametrize(
    ("html", "want"),
    [
        (
            "switching to [vote]Lantern[/vote]. and [vote]Quillon[/vote] — no wait, Lantern.",
            [vote("Lantern"), vote("Lantern")],
        ),
        (
            "[vote]Bramble[/vote] — huh, no, misclick. Ignore. [vote]Mossy[/vote]",
            [vote("Mossy Rock")],
        ),
        ("[vote]Quillon[/vote] — no. Sorry. <b>VOTE: Lantern</b>", [vote("Lantern")]),
    ],
)
def test_a_tag_said_no_to_at_once(html: str, want: Votes) -> None:
    assert reading(MAFIASCUM.read_html(html, author="Bramble"))[0] == want


def test_a_tag_said_no_to_with_no_vote_after_it_stays_for_the_gm() -> None:
    html = "[vote]Quillon[/vote] - no wait, that's me. Ignore."
    assert reading(MAFIASCUM.read_html(html, author="Quillon"))[0] == [vote("Quillon")]
