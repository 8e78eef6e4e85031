"""The watch against the local forum: a scripted day, faults, kills, the inactivity watch."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from sqlmodel import col, select

from engine.gamefile import load_game
from engine.store.db import Store
from engine.store.models import Draft, Post, PostRevision, Vote
from scraper.http import PoliteClient
from services.game import replay_days
from services.watch import (
    EventLog,
    FileClock,
    GameWatch,
    WatchConfig,
    WatchError,
    acquire_lock,
    run,
    substitute,
    tick,
)
from tests.forums.demo_thread import DEMO_DIR, demo_posts
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import ForumPost, publish_thread

ROOT = Path(__file__).resolve().parents[1]
MSK = ZoneInfo("Europe/Moscow")
TOPIC, TITLE, POSTS = demo_posts()


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=MSK)


class Script:
    """A forum whose posts appear as the game clock moves."""

    def __init__(self, forum: LocalForum, clock_file: Path, posts: list[ForumPost]) -> None:
        self.forum, self.clock_file, self.posts = forum, clock_file, posts

    def move_to(self, when: datetime) -> None:
        self.clock_file.write_text(when.isoformat(), encoding="utf-8")
        shown = [p for p in self.posts if p.posted_at <= when]
        publish_thread(self.forum, shown, TOPIC, TITLE)


def demo_game_file(folder: Path, base: str) -> Path:
    """The demo game file with its thread on the local forum."""
    path = folder / "game.toml"
    text = (DEMO_DIR / "game.toml").read_text(encoding="utf-8")
    path.write_text(
        text.replace('url = "/viewtopic.php?id=17"', f'url = "{base}/viewtopic.php?id=17"'),
        encoding="utf-8",
    )
    return path


def fast() -> PoliteClient:
    return PoliteClient(delay=0, attempts=2, backoff=0.01, timeout=30)


def drafts(store: Store, kind: str | None = None) -> list[Draft]:
    with store.session() as s:
        rows = list(s.exec(select(Draft).order_by(col(Draft.id))))
    return [d for d in rows if kind is None or d.kind == kind]


def test_scripted_day_drafts_the_final_count_once_at_the_deadline(
    any_store: Store, tmp_path: Path
) -> None:
    clock_file = tmp_path / "clock"
    log = EventLog(open(tmp_path / "log.jsonl", "w", encoding="utf-8"))  # noqa: SIM115
    with LocalForum() as forum:
        script = Script(forum, clock_file, POSTS)
        spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
        watch = GameWatch(spec)
        clock = FileClock(clock_file)
        config = WatchConfig(delay=0)
        for moment in ("2026-11-30 09:00:00", "2026-11-30 12:00:00", "2026-11-30 22:29:59"):
            script.move_to(at(moment))
            tick(any_store, watch, clock, config, log, fast())
            assert drafts(any_store, "day_result") == [], moment
        script.move_to(at("2026-11-30 22:30:01"))
        tick(any_store, watch, clock, config, log, fast())
        finals = drafts(any_store, "day_result")
        assert [(d.day_number, d.title) for d in finals] == [(1, "Итоги дня 1")]
        assert "[b]Казнён(а): Шпунтик[/b] — сторона: [b]Город[/b]." in finals[0].text
        script.move_to(at("2026-11-30 23:30:00"))
        tick(any_store, watch, clock, config, log, fast())
        assert len(drafts(any_store, "day_result")) == 1  # drafted once
        # Day 3 closes early at 12:30: the watch drafts it then, before the deadline
        script.move_to(at("2026-12-02 12:29:00"))
        tick(any_store, watch, clock, config, log, fast())
        assert {d.day_number for d in drafts(any_store, "day_result")} == {1, 2}
        script.move_to(at("2026-12-02 12:31:00"))
        tick(any_store, watch, clock, config, log, fast())
        day3 = [d for d in drafts(any_store, "day_result") if d.day_number == 3]
        assert len(day3) == 1 and "День закрыт досрочно" in day3[0].text
    assert "day_closed" in (tmp_path / "log.jsonl").read_text(encoding="utf-8")


def test_forum_down_then_back_loses_nothing_and_the_loop_goes_on(
    any_store: Store, tmp_path: Path
) -> None:
    clock_file = tmp_path / "clock"
    events: list[dict[str, Any]] = []

    class Recorder(EventLog):
        def __call__(self, event: str, **fields: Any) -> None:
            events.append({"event": event, **fields})

    with LocalForum() as forum:
        script = Script(forum, clock_file, POSTS)
        script.move_to(at("2026-11-30 23:00:00"))
        spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
        forum.down = True
        ticks = {"n": 0}

        def stop() -> bool:
            ticks["n"] += 1
            if ticks["n"] == 4:
                forum.down = False  # the forum comes back
            return ticks["n"] > 6

        run(
            any_store,
            [spec],
            FileClock(clock_file, real_sleep=0.01),
            WatchConfig(delay=0),
            Recorder(),
            stop,
            client=fast(),
        )
    kinds = [e["event"] for e in events]
    assert kinds.count("network_trouble") >= 2 and "day_closed" in kinds and kinds[-1] == "stopped"
    with any_store.session() as s:
        assert len(list(s.exec(select(Post)))) == len(
            [p for p in POSTS if p.posted_at <= at("2026-11-30 23:00:00")]
        )


def test_one_watcher_per_game(store: Store) -> None:
    from engine.store.models import Game

    with store.session() as s:
        game = Game(slug="g")
        s.add(game)
        s.flush()
        game_id = game.id or 0
    now = at("2026-12-01 10:00:00")
    acquire_lock(store, game_id, "host:1", now, timedelta(minutes=2))
    with pytest.raises(WatchError, match="уже следит host:1"):
        acquire_lock(store, game_id, "host:2", now + timedelta(minutes=1), timedelta(minutes=2))
    acquire_lock(
        store, game_id, "host:2", now + timedelta(minutes=3), timedelta(minutes=2)
    )  # stale


def _content(store: Store) -> dict[str, Any]:
    with store.session() as s:
        posts = sorted(
            (p.forum_post_id, p.author, p.html, p.text, p.deleted_at is None, p.revisions)
            for p in s.exec(select(Post))
        )
        revisions = sorted((r.number, r.html) for r in s.exec(select(PostRevision)))
        votes = sorted(
            (v.seq, v.voter, v.kind, v.target or "", v.early, v.status)
            for v in s.exec(select(Vote))
        )
        all_drafts = sorted(
            (d.kind, d.day_number or 0, d.title, d.text, d.status) for d in s.exec(select(Draft))
        )
    return {"posts": posts, "revisions": revisions, "votes": votes, "drafts": all_drafts}


@pytest.fixture(params=["sqlite", "postgres"])
def fresh_url(request: pytest.FixtureRequest, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A factory of empty databases, on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        return lambda name: f"sqlite:///{tmp_path / name}.sqlite3"
    base = request.getfixturevalue("postgres_url")
    import psycopg

    def make(name: str) -> str:
        db = f"{name}{time.monotonic_ns()}"
        with psycopg.connect(
            base.replace("postgresql+psycopg", "postgresql"), autocommit=True
        ) as c:
            c.execute(f'CREATE DATABASE "{db}"')
        return base.rsplit("/", 1)[0] + f"/{db}"

    return make


def test_sigkill_twenty_times_ends_like_an_undisturbed_run(tmp_path: Path, fresh_url) -> None:  # type: ignore[no-untyped-def]
    with LocalForum() as forum:
        clock_file = tmp_path / "clock"
        Script(forum, clock_file, POSTS).move_to(at("2026-12-02 23:00:00"))
        game_file = demo_game_file(tmp_path, forum.base)

        def watcher(db: str, once: bool) -> subprocess.Popen[bytes]:
            args = [
                sys.executable,
                "-m",
                "mafia_gm.cli",
                "watch",
                str(game_file),
                "--db",
                db,
                "--delay",
                "0",
                "--clock-file",
                str(clock_file),
                "--log",
                str(tmp_path / "watch.log"),
            ]
            return subprocess.Popen(
                [*args, "--once"] if once else args,
                cwd=ROOT,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )

        calm = fresh_url("calm")
        assert watcher(calm, once=True).wait(timeout=120) == 0
        rough = fresh_url("rough")
        rnd = random.Random(20)
        for _ in range(20):
            proc = watcher(rough, once=False)
            time.sleep(rnd.uniform(0.3, 2.5))
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=30)
        assert watcher(rough, once=True).wait(timeout=120) == 0
    expected, got = _content(Store(calm)), _content(Store(rough))
    assert got == expected
    kinds = [(kind, day) for kind, day, *_ in got["drafts"] if kind == "day_result"]
    assert kinds == [("day_result", 1), ("day_result", 2), ("day_result", 3)]


def test_inactivity_watch_and_the_substitute(any_store: Store, tmp_path: Path) -> None:
    clock_file = tmp_path / "clock"
    log = EventLog(open(tmp_path / "log.jsonl", "w", encoding="utf-8"))  # noqa: SIM115
    config = WatchConfig(delay=0, absence=timedelta(hours=12))
    with LocalForum() as forum:
        script = Script(forum, clock_file, POSTS)
        spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
        watch, clock = GameWatch(spec), FileClock(clock_file)
        script.move_to(at("2026-12-01 10:30:00"))
        tick(any_store, watch, clock, config, log, fast())
        suggested = {d.kind for d in drafts(any_store) if d.kind.startswith("substitution:")}
        # Пончик skipped Day 1 and has never posted; Shadow_99 is quiet too but has no skip
        assert suggested == {"substitution:Пончик"}
        tick(any_store, watch, clock, config, log, fast())
        assert len([d for d in drafts(any_store) if d.kind == "substitution:Пончик"]) == 1

        substitute(any_store, spec, "Пончик", "Пирожок", at("2026-12-01 11:00:00"))
        extra = ForumPost(4001, "Пирожок", 41, at("2026-12-01 11:30:00"), "Я замена. Голос: Алиса")
        script.posts = sorted([*POSTS, extra], key=lambda p: p.posted_at)
        script.move_to(at("2026-12-01 23:00:00"))
        tick(any_store, watch, clock, config, log, fast())
    # the one loader applies the stored substitution: no caller has to remember it
    day2 = replay_days(any_store, spec, 2)[1].result
    ponchik = [v for v in day2.standing if v.voter == "Пончик"]
    assert [(v.target, v.ref) for v in ponchik] == [
        ("Алиса", "4001")
    ]  # not the old account's 18:40


def test_an_active_player_with_a_skip_gets_no_suggestion(any_store: Store, tmp_path: Path) -> None:
    clock_file = tmp_path / "clock"
    early = ForumPost(4002, "Пончик", 22, at("2026-12-01 09:00:00"), "Я тут, проспал вчера")
    with LocalForum() as forum:
        script = Script(forum, clock_file, sorted([*POSTS, early], key=lambda p: p.posted_at))
        spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
        script.move_to(at("2026-12-01 10:30:00"))
        tick(
            any_store,
            GameWatch(spec),
            FileClock(clock_file),
            WatchConfig(delay=0, absence=timedelta(hours=12)),
            EventLog(open(os.devnull, "w")),  # noqa: SIM115
            fast(),
        )
    assert [d for d in drafts(any_store) if d.kind.startswith("substitution:")] == []


def test_status_command(tmp_path: Path) -> None:
    with LocalForum() as forum:
        clock_file = tmp_path / "clock"
        Script(forum, clock_file, POSTS).move_to(at("2026-12-01 15:00:00"))
        game_file = demo_game_file(tmp_path, forum.base)
        db = f"sqlite:///{tmp_path / 's.sqlite3'}"
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "mafia_gm.cli",
                "watch",
                str(game_file),
                "--db",
                db,
                "--delay",
                "0",
                "--clock-file",
                str(clock_file),
                "--once",
                "--log",
                str(tmp_path / "w.log"),
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mafia_gm.cli",
            "status",
            str(game_file),
            "--db",
            db,
            "--clock-file",
            str(clock_file),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "день 2, до конца дня 7 ч 30 мин" in result.stdout
    assert "Предварительный подсчёт на 15:00 (МСК)" in result.stdout
    assert "ещё не голосовали:" in result.stdout and "Пончик" in result.stdout
    threat = result.stdout.split("пропуск пока грозит: ", 1)[1].split("\n", 1)[0]
    assert "Пончик (модкилл)" in threat and "Майор (+2)" in threat  # the table agrees:
    assert "если не проголосует" in result.stdout and "пропуск +" not in result.stdout
    lines = [line.split(":")[0].strip() for line in result.stdout.splitlines()]
    listed = [line for line in lines if line in ("Алиса", "Ёжик", "Борис", "Пончик")]
    assert len(listed) >= 3, lines
    assert listed == sorted(listed, key=lambda n: n.replace("Ё", "Е")), listed  # ё with е
    assert "черновики ждут: #" in result.stdout and "Итоги дня 1" in result.stdout


def test_the_watch_drafts_the_reminder_once_at_the_game_files_time(
    any_store: Store, tmp_path: Path
) -> None:
    clock_file = tmp_path / "clock"
    log = EventLog(open(tmp_path / "log.jsonl", "w", encoding="utf-8"))  # noqa: SIM115
    with LocalForum() as forum:
        path = demo_game_file(tmp_path, forum.base)
        path.write_text(
            path.read_text(encoding="utf-8") + '\n[announce]\nreminder_before = "2h"\n',
            encoding="utf-8",
        )
        spec = load_game(path)
        assert spec.reminder_before == timedelta(hours=2)
        script = Script(forum, clock_file, POSTS)
        watch, clock, config = GameWatch(spec), FileClock(clock_file), WatchConfig(delay=0)
        # Day 1 closes at 22:30: the reminder is due from 20:30
        for moment in ("2026-11-30 12:00:00", "2026-11-30 20:29:59"):
            script.move_to(at(moment))
            tick(any_store, watch, clock, config, log, fast())
            assert drafts(any_store, "reminder") == [], moment
        script.move_to(at("2026-11-30 20:30:00"))
        tick(any_store, watch, clock, config, log, fast())
        script.move_to(at("2026-11-30 21:15:00"))
        tick(any_store, watch, clock, config, log, fast())  # a second tick: no second draft
        reminders = drafts(any_store, "reminder")
        assert [(d.day_number, d.status) for d in reminders] == [(1, "drafted")]
        silent = set(replay_days(any_store, spec, 1)[0].result.skippers)
    text = reminders[0].text
    named = text.split("Ещё не проголосовали: ")[1].split(".\n")[0].split(", ")
    # who had not voted by the posts read at 20:30: Пончик never posted on Day 1
    assert "Пончик" in named
    assert set(named) >= silent - {"Пончик"} and len(named) < len(spec.players)
    assert "До конца голосования 2 часа" in text
    assert "reminder_drafted" in (tmp_path / "log.jsonl").read_text(encoding="utf-8")


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_stops_the_watch_while_it_waits(tmp_path: Path, stop: signal.Signals) -> None:
    """On the real clock the watch waits minutes between passes (600 s at night); SIGTERM or
    Ctrl-C ends that wait and the watch stops cleanly, its locks released."""
    with LocalForum() as forum:
        publish_thread(forum, POSTS, TOPIC, TITLE)
        game_file = demo_game_file(tmp_path, forum.base)
        log = tmp_path / "watch.log"
        db = f"sqlite:///{tmp_path / 'store.sqlite3'}"
        args = ["watch", str(game_file), "--db", db, "--delay", "0", "--log", str(log)]
        proc = subprocess.Popen(
            [sys.executable, "-m", "mafia_gm.cli", *args],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            assert proc.stderr is not None
            first = proc.stderr.readline()  # the status line after the first pass
            assert first.startswith("[watch]"), first
            proc.send_signal(stop)
            assert proc.wait(timeout=120) == 0
        finally:
            proc.kill()
    assert '"stopped"' in log.read_text(encoding="utf-8")


def test_the_watch_closes_a_day_with_check_problems_but_says_so(
    store: Store, tmp_path: Path
) -> None:
    """`day close` refuses while `check` finds a problem; the deadline does not wait, so the
    watch drafts the result anyway, and the draft's notes name every problem."""
    clock_file = tmp_path / "clock"
    log = EventLog(open(tmp_path / "log.jsonl", "w", encoding="utf-8"))  # noqa: SIM115
    stranger = ForumPost(9001, "Прохожий", 901, at("2026-11-30 12:00:00"), "Голос: Шпунтик")
    with LocalForum() as forum:
        script = Script(forum, clock_file, [*POSTS, stranger])
        spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
        script.move_to(at("2026-11-30 22:30:01"))
        tick(store, GameWatch(spec), FileClock(clock_file), WatchConfig(delay=0), log, fast())
    (final,) = drafts(store, "day_result")
    assert "день закрыт автоматически (наблюдение за игрой)" in final.notes
    assert "Прохожий" in final.notes.split("ВНИМАНИЕ", 1)[1]
    assert '"problems": ["' in (tmp_path / "log.jsonl").read_text(encoding="utf-8")
