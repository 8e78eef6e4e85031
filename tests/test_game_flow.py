"""A stored game through the pipeline: substitutions and closing a day."""

from __future__ import annotations

import dataclasses
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from sqlmodel import select

from engine.gamefile import SubstitutionSpec, load_game
from engine.store.db import Store
from engine.store.models import Day, PlayerSlot
from services.game import close_day, read_votes, replay_days, scrape_game
from tests.forums.demo_thread import DEMO_DIR, demo_posts
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import ForumPost, publish_thread

MSK = ZoneInfo("Europe/Moscow")


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=MSK)


def stored_game(tmp_path: Path, extra: list[ForumPost], substitutions=()):  # type: ignore[no-untyped-def]
    topic, title, posts = demo_posts()
    with LocalForum() as forum:
        publish_thread(forum, sorted([*posts, *extra], key=lambda p: p.posted_at), topic, title)
        spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
        spec = dataclasses.replace(spec, substitutions=tuple(substitutions))
        store = Store(f"sqlite:///{tmp_path / 'game.sqlite3'}")
        scrape_game(store, spec, delay=0)
    read_votes(store, spec)
    return store, spec


def test_substitute_plays_the_slot(tmp_path: Path) -> None:
    sub = SubstitutionSpec("Пончик", "Пирожок", at("2026-12-02 09:00:00"))
    extra = [
        ForumPost(
            2001, "Пирожок", 40, at("2026-12-02 10:50:00"), "Всем привет, я замена. Голос: Незнайка"
        ),
        ForumPost(2002, "Рыжая Ведьма", 13, at("2026-12-02 11:45:00"), "Меняю голос на Пирожка"),
        ForumPost(2003, "Пончик", 22, at("2026-12-02 11:50:00"), "Голос: Алиса"),
    ]
    store, spec = stored_game(tmp_path, extra, [sub])
    day3 = replay_days(store, spec, 3)[-1].result
    assert day3.modkilled == []  # the substitute voted: no second skip for the slot
    assert day3.tally["Незнайка"] == 6
    assert day3.tally["Пончик"] == 1  # a vote naming the new account counts for the slot
    voters = {v.voter for v in day3.standing}
    assert "Пончик" in voters
    assert not any(v.voter == "Пончик" and v.target == "Алиса" for v in day3.standing)
    with store.session() as s:
        slot = s.exec(select(PlayerSlot).where(PlayerSlot.name == "Пончик")).one()
        assert slot.account == "Пирожок" and "Пончик" in slot.accounts_json


def test_without_the_substitution_the_slot_is_modkilled(tmp_path: Path) -> None:
    store, spec = stored_game(tmp_path, [])
    assert replay_days(store, spec, 3)[-1].result.modkilled == ["Пончик"]


def test_close_day_updates_slots_and_records_the_close(tmp_path: Path) -> None:
    store, spec = stored_game(tmp_path, [])
    outcome, draft = close_day(store, spec, 3)
    assert outcome.result.executed == ["Незнайка"] and draft.status == "drafted"
    with store.session() as s:
        slots = {p.name: p for p in s.exec(select(PlayerSlot))}
        day = s.exec(select(Day).where(Day.number == 3)).one()
    assert day.closed_at == at("2026-12-02 12:30:00")
    assert slots["Шпунтик"].died == "day 1: executed" and not slots["Шпунтик"].alive
    assert slots["Тень"].died == "night 1: kill"
    assert slots["Пончик"].died == "day 3: modkill"
    assert slots["Майор"].alive and slots["Майор"].skips == 1
    assert sum(p.alive for p in slots.values()) == 8  # 10 - modkill - execution
