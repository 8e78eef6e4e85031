"""Each preset counts a recorded game written in its style, end to end: the threads served by
a local mybb forum, ``mafia-gm sync``, the nights entered and closed, every day counted with
``mafia-gm count --json`` (and closed with ``day close``) from a game file with the preset
pasted in (tests/preset_games.py; the games: tests/corpus/preset_threads/)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.preset_games import PRESETS, _ok, cli, mismatches, play

GAMES = Path(__file__).resolve().parent / "corpus" / "preset_threads"
OURS = sorted(GAMES.glob("*.json"))


def test_every_preset_has_a_recorded_game() -> None:
    assert {p.stem for p in OURS} == {p.stem for p in PRESETS.glob("*.toml")}


@pytest.mark.parametrize("path", OURS, ids=[p.stem for p in OURS])
def test_preset_counts_its_recorded_game(path: Path, tmp_path: Path) -> None:
    game = json.loads(path.read_text(encoding="utf-8"))
    played = play(game, tmp_path)
    assert f"data/presets/{game['preset']}.toml, pasted" in played.game_file.read_text("utf-8")
    wrong = {
        day: found
        for day, expect in game["days"].items()
        if (found := mismatches(expect, played.days[int(day)]))
    }
    assert not wrong, wrong


def test_a_modkill_reveals_what_the_preset_says_in_every_post(tmp_path: Path) -> None:
    """mybb_classic reveals a modkilled player's side: the day's result says it, and so do the
    reminder that warns of one."""
    game = json.loads((GAMES / "mybb_classic.json").read_text(encoding="utf-8"))
    played = play(game, tmp_path)
    modkilled = played.days[2]["modkilled"]
    assert modkilled, "the recorded game has a modkill on day 2"
    db = tmp_path / "store.sqlite3"
    closed = _ok(cli(db, "day", "close", str(played.game_file), "--day", "2", "--accept-problems"))
    post = closed.split("Модкилл за повторный пропуск", 1)[1]
    assert "сторона не раскрывается" not in post
    assert f"{modkilled[0]} — сторона: [b]" in post
    reminder = _ok(cli(db, "announce", str(played.game_file), "reminder", "--day", "2"))
    assert "пропуск: модкилл со вскрытием стороны." in reminder
