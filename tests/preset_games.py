"""Play a recorded game written in a preset's style, end to end, as a GM would.

A recorded game (``tests/corpus/preset_threads/*.json``) holds the roster, the schedule, the
posts of its threads (mybb BBCode, or markup as served) with authors, times and edits, the
night orders the GM entered, and per day the result worked out by hand. ``play`` serves the
threads on a local mybb forum, writes a game file with the preset pasted in as it is
(``data/presets/NAME.toml``), and runs the command line: ``sync``, then for each day
``night order``/``night close`` for its night when orders are recorded, ``count --json``, and
``day close`` before the next night.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import ForumPost, publish_thread

ROOT = Path(__file__).resolve().parents[1]
PRESETS = ROOT / "data" / "presets"
TOPICS = {"game": 41, "vote": 42}


@dataclass
class Played:
    """What the command line said for each day (``count --json``)."""

    days: dict[int, dict[str, Any]]
    game_file: Path


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a TOML basic string


def game_file_text(game: dict[str, Any], base: str) -> str:
    """The game file: its own tables, then the preset as a GM pastes it."""
    lines = [
        "[game]",
        f"slug = {_q(game['slug'])}",
        'engine = "mybb"',
        'timezone = "Europe/Moscow"',
        'profile = "default"',
        f"seed = {game.get('seed', 1)}",
        f"gm = {_q(game['gm'])}",
        "",
        "[schedule]",
        f"first_day = {_q(game['first_day'])}",
        f"opens = {_q(game['opens'])}",
        f"closes = {_q(game['closes'])}",
    ]
    for kind in sorted({p.get("thread", "game") for p in game["posts"]}):
        url = f"{base}/viewtopic.php?id={TOPICS[kind]}"
        lines += ["", "[[threads]]", f"kind = {_q(kind)}", f"url = {_q(url)}"]
    for name, role, *aliases in game["players"]:
        lines += ["", "[[players]]", f"name = {_q(name)}", f"role = {_q(role)}"]
        if aliases:
            lines.append(f"aliases = [{', '.join(map(_q, aliases))}]")
    for player, when in game.get("deaths", []):
        lines += ["", "[[deaths]]", f"player = {_q(player)}", f"when = {_q(when)}"]
    preset = (PRESETS / f"{game['preset']}.toml").read_text(encoding="utf-8")
    return "\n".join(lines) + f"\n\n# data/presets/{game['preset']}.toml, pasted\n" + preset


def _posts(game: dict[str, Any]) -> dict[str, list[ForumPost]]:
    zone = ZoneInfo("Europe/Moscow")
    users = {name: 100 + i for i, (name, *_) in enumerate(game["players"])}
    users[game["gm"]] = 99

    def when(text: str | None) -> datetime | None:
        return datetime.fromisoformat(text).replace(tzinfo=zone) if text else None

    out: dict[str, list[ForumPost]] = {}
    for raw in game["posts"]:
        posted = when(raw["at"])
        assert posted is not None
        post = ForumPost(
            int(raw["id"]),
            raw["author"],
            users.get(raw["author"], 900),
            posted,
            raw.get("bbcode", ""),
            when(raw.get("edited_at")),
            raw.get("html"),
        )
        out.setdefault(raw.get("thread", "game"), []).append(post)
    return out


def cli(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MAFIA_GM_DB": f"sqlite:///{db}"}
    return subprocess.run(
        [sys.executable, "-m", "mafia_gm.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
    )


def _ok(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 0, result.stderr
    return result.stdout


def play(game: dict[str, Any], tmp: Path) -> Played:
    """Serve the threads, sync them, count every day of ``game["days"]`` (closing each day
    before the next night, entering and resolving the nights with recorded orders)."""
    db, game_file = tmp / "store.sqlite3", tmp / "game.toml"
    days: dict[int, dict[str, Any]] = {}
    with LocalForum() as forum:
        for kind, posts in _posts(game).items():
            publish_thread(forum, sorted(posts, key=lambda p: p.posted_at), TOPICS[kind], kind)
        game_file.write_text(game_file_text(game, forum.base), encoding="utf-8")
        _ok(cli(db, "sync", str(game_file), "--delay", "0"))
    numbers = sorted(int(d) for d in game["days"])
    for number in numbers:
        orders = game.get("nights", {}).get(str(number))
        if orders is not None:
            file = tmp / f"night{number}.json"
            file.write_text(json.dumps(orders, ensure_ascii=False), encoding="utf-8")
            if orders:
                _ok(
                    cli(
                        db,
                        "night",
                        "order",
                        str(game_file),
                        "--night",
                        str(number),
                        "--file",
                        str(file),
                    )
                )
            _ok(cli(db, "night", "close", str(game_file), "--night", str(number)))
        days[number] = json.loads(
            _ok(cli(db, "count", str(game_file), "--day", str(number), "--json"))
        )
        if number != numbers[-1]:
            _ok(cli(db, "day", "close", str(game_file), "--day", str(number), "--accept-problems"))
    return Played(days, game_file)


def mismatches(expect: dict[str, Any], got: dict[str, Any]) -> list[str]:
    """Where a day's result differs from the one worked out by hand (only keys written)."""
    out = []
    for key, want in expect.items():
        if key in ("about", "invalid"):
            continue
        have = got.get(key)
        if key in ("skippers", "modkilled", "executed", "passes_used"):
            have, want = sorted(have or []), sorted(want)
        if have != want:
            out.append(f"{key}: expected {want!r}, got {have!r}")
    if "invalid" in expect:
        have_invalid = sorted([v["voter"], v["reason"]] for v in got["invalid_votes"])
        if have_invalid != sorted(expect["invalid"]):
            out.append(f"invalid: expected {sorted(expect['invalid'])!r}, got {have_invalid!r}")
    return out
