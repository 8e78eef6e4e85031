"""Players no longer in the game (issue 16, sets 139, 141, 142): the dead and the GM beside the
living roster. A vote for one names nobody living; a weak reading of a living name that a
departed name fits as well is only a candidate; an exact living name always wins."""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from tests.bench_loader import load_bench

ROSTER = Roster(
    ["Котангенс", "Лиса", "Мираж_2"],
    {"Котангенс": ["Kotangens"]},
    {"Пан Котофей": [], "Мираж": [], "Пётр Петрович": ["Петрович"]},
)


def test_a_weak_reading_a_departed_name_fits_too_is_only_a_candidate() -> None:
    found = ROSTER.resolve("Кот", "nomn")
    assert (found.target, found.candidates) == (None, ("Котангенс",))


def test_an_exact_living_name_wins() -> None:
    assert ROSTER.resolve("Котангенсу", "datv").target == "Котангенс"


@pytest.mark.parametrize("written", ["Петровичу", "Пётр Петрович"])
def test_a_departed_name_names_nobody(written: str) -> None:
    assert ROSTER.departed_named(written)
    found = ROSTER.resolve(written)
    assert (found.target, found.candidates) == (None, ())


def test_a_form_of_a_departed_and_a_living_name_is_unclear() -> None:
    found = ROSTER.resolve("Мираж")  # dead Мираж, and Мираж_2 alive read without his digits
    assert (found.target, found.candidates) == (None, ("Мираж_2",))


def test_without_departed_names_the_weak_reading_counts() -> None:
    assert Roster(["Котангенс", "Лиса"]).resolve("Кот", "nomn").target == "Котангенс"


def test_the_bench_reads_the_dead_from_a_rosters_comments() -> None:
    text = "\n".join(
        [
            "# Игра «Стальной алхимик», 15 игроков. Живы на день 3 (10):",
            "Лиса",
            "# Мёртвые (голос за них не считается):",
            "# Глеб — убит ночью 1",
            "#   Ксения_М (казнена днём 1, Город)",
            "# Sandman | Сэнд: убит ночью 3",
            "# Dead: Harrow (lynched D1, town), Tinsel (killed N1)",
            "# убиты ночью 2: Сонечко, Чорны Кот",
            "# Deliberately NOT aliases: Jack, Daniels",
        ]
    )
    found = load_bench("votes_accuracy.py").departed_in(text)
    assert found == {
        "Глеб": [],
        "Ксения_М": [],
        "Sandman": ["Сэнд"],
        "Harrow": [],
        "Tinsel": [],
        "Сонечко": [],
        "Чорны Кот": [],
    }


def test_a_stored_game_knows_its_gm_and_spectators_play_no_slot() -> None:
    """ "Голос: Снежанна" (the GM's account, one letter from the player Снежана) was counted for
    her, "Борисыч" (a spectator's) for Борис; the GM's and a spectator's accounts now name
    nobody."""
    import tomllib
    from pathlib import Path

    from engine.gamefile import parse_game
    from services.stored_game import roster_for

    demo = tomllib.loads(
        (Path(__file__).parent.parent / "data" / "demo" / "game.toml").read_text("utf-8")
    )
    game = {
        **demo,
        "game": {**demo["game"], "gm": "Снежанна"},
        "spectators": [{"account": "Борисыч"}],
    }
    roster = roster_for(parse_game(game))
    players_only = Roster(roster.names, roster.aliases)
    assert players_only.resolve("Снежанна", "nomn").target == "Снежана"
    assert players_only.resolve("Борисыч", "nomn").target == "Борис"
    for outsider in ("Снежанна", "Борисыч"):
        assert roster.departed_named(outsider)
        assert not roster.resolve(outsider, "nomn").resolved
    assert roster.resolve("Снежана", "nomn").target == "Снежана"
