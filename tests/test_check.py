"""Never silently wrong: the game file is checked against the thread, no count without posts,
a day outside the game is one line, and an open day's count says it is provisional."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from engine.store.db import Store
from services.check import check_game
from services.game import ProblemsStandError, close_checked, count_and_draft, sync_game
from services.store import load_game
from tests.forums.demo_thread import DEMO_DIR, demo_posts
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import ForumPost, publish_thread

MSK = ZoneInfo("Europe/Moscow")
ROOT = Path(__file__).resolve().parents[1]
AFTER = datetime(2026, 12, 2, 23, 0, tzinfo=MSK)


@dataclasses.dataclass
class Thread:
    forum: LocalForum
    posts: list[ForumPost]

    def game_file(self, tmp: Path, edit: tuple[str, str] = ("", "")) -> Path:
        text = (DEMO_DIR / "game.toml").read_text(encoding="utf-8")
        text = text.replace(
            'url = "/viewtopic.php?id=17"', f'url = "{self.forum.base}/viewtopic.php?id=17"'
        )
        path = tmp / "game.toml"
        path.write_text(text.replace(*edit) if edit[0] else text, encoding="utf-8")
        return path


@pytest.fixture
def thread() -> Iterator[Thread]:
    topic, title, posts = demo_posts()
    extra = ForumPost(8001, "Зевака", 77, datetime(2026, 12, 1, 12, 0, tzinfo=MSK), "Голос: Алиса")
    everything = sorted([*posts, extra], key=lambda p: p.posted_at)
    with LocalForum() as forum:
        publish_thread(forum, everything, topic, title)
        yield Thread(forum, everything)


def test_a_typo_in_the_roster_is_found_with_its_account_and_blocks_the_close(
    thread: Thread, any_store: Store, tmp_path: Path
) -> None:
    spec = load_game(thread.game_file(tmp_path, ('name = "Майор"', 'name = "Маёр"')))
    sync_game(any_store, spec, delay=0)
    lines = [str(p) for p in check_game(any_store, spec)]
    typo = [line for line in lines if "«Маёр»" in line]
    assert typo and "похоже на аккаунт «Майор»" in typo[0]
    outsider = [line for line in lines if "«Зевака»" in line]
    assert outsider and "8001" in outsider[0]  # the non-player's post with a vote phrase
    with pytest.raises(ProblemsStandError, match="Маёр"):
        close_checked(any_store, spec, 3, AFTER)
    _, draft = close_checked(any_store, spec, 3, AFTER, accept_problems=True)
    assert "--accept-problems" in draft.notes and "Маёр" in draft.notes


def test_a_roster_of_fourteen_and_a_shared_alias_are_reported(
    thread: Thread, store: Store, tmp_path: Path
) -> None:
    spec = load_game(thread.game_file(tmp_path))
    spec = dataclasses.replace(
        spec,
        players=(
            *spec.players[:-1],
            dataclasses.replace(spec.players[-2], name="Дубль", aliases=("Ключ",)),
        ),
    )
    spec = dataclasses.replace(spec, players=spec.players[:-1])
    shared = dataclasses.replace(spec.players[0], aliases=(*spec.players[0].aliases, "Ёжик"))
    spec = dataclasses.replace(spec, players=(shared, *spec.players[1:]))
    sync_game(store, spec, delay=0)
    codes = [p.code for p in check_game(store, spec)]
    assert "roster_size" in codes and "shared_alias" in codes


def test_the_demo_as_written_has_no_problem(thread: Thread, store: Store, tmp_path: Path) -> None:
    spec = load_game(thread.game_file(tmp_path))
    spec = dataclasses.replace(spec, spectators=("Зевака",))
    sync_game(store, spec, delay=0)
    assert check_game(store, spec) == []


def run(*args: str, db: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MAFIA_GM_DB": f"sqlite:///{db}"}
    return subprocess.run(
        [sys.executable, "-m", "mafia_gm.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
    )


def test_no_count_without_posts_and_days_outside_the_game_are_one_line(
    thread: Thread, tmp_path: Path
) -> None:
    game = thread.game_file(tmp_path)
    db = tmp_path / "cli.sqlite3"
    before = run("count", str(game), "--day", "1", db=db)
    assert before.returncode == 1 and "`mafia-gm sync" in before.stderr
    assert len(before.stderr.strip().splitlines()) == 1
    chart = run("chart", str(game), "--day", "1", "--out", str(tmp_path / "c.svg"), db=db)
    assert chart.returncode == 1 and "`mafia-gm sync" in chart.stderr
    assert not (tmp_path / "c.svg").exists()
    assert run("sync", str(game), "--delay", "0", db=db).returncode == 0
    for day in ("0", "-1", "999"):
        said = run("count", str(game), "--day", day, db=db)
        assert said.returncode == 1 and "Traceback" not in said.stderr, said.stderr
        assert len(said.stderr.strip().splitlines()) == 1 and "в игре ещё нет" in said.stderr
    checked = run("check", str(game), db=db)
    assert checked.returncode == 1 and "Зевака" in checked.stdout


def test_an_open_day_is_counted_as_provisional(
    thread: Thread, store: Store, tmp_path: Path
) -> None:
    spec = load_game(thread.game_file(tmp_path))
    sync_game(store, spec, delay=0)
    noon = datetime(2026, 12, 2, 11, 0, tzinfo=MSK)  # day 3 is open until 12:30
    outcome, draft = count_and_draft(store, spec, 3, noon)
    assert draft.kind == "day_count"
    assert "Предварительный подсчёт на 11:00 (МСК)" in draft.title
    assert "Казнён(а):" not in draft.text
    assert "был(а) бы казнён(а)" in draft.text or "никто не был бы казнён" in draft.text
    assert outcome.result.penalties  # at 11:00 some players have not voted yet
    assert "Ещё не проголосовали" in draft.text
    _, final = count_and_draft(store, spec, 3, AFTER)
    assert final.kind == "day_result" and "Итоги дня 3" in final.title
