"""The day engine's cost, as ratios to scraping-and-parsing the same posts, in one run.

1. resolve_day on a 15-player day with 5,000 vote events;
2. recounting a stored 10-day game of 10,000 posts (re-reading every vote from the stored
   posts and replaying all ten days), against scraping those posts from a local forum.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.day import resolve_day
from engine.day_facts import DayFacts, DayRules, VoteEvent
from engine.gamefile import parse_game
from engine.roles import ROLES
from engine.store.db import Store
from services.game import read_votes, replay_days, scrape_game
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import ForumPost, publish_thread

MSK = ZoneInfo("Europe/Moscow")
NAMES = [
    "Лунный Кот",
    "Shadow_99",
    "Рыжая Ведьма",
    "Майор",
    "Алиса",
    "Борис",
    "Ёжик",
    "Гроза",
    "Винтик",
    "Шпунтик",
    "Незнайка",
    "Пончик",
    "Тень",
    "Мастер Ключ",
    "Снежана",
]
PHRASES = [
    "Голос: {t}",
    "голосую против {t}",
    "Меняю голос на {t}",
    "Снимаю голос",
    "Голос: {t} досрочно",
    "Просто болтаю, голосовать пока не буду.",
    "[quote=Кто-то]Голос: {t}[/quote] Согласен, голос: {t}",
]


def big_day(rng: random.Random) -> DayFacts:
    opens = datetime(2026, 12, 2, 10, tzinfo=MSK)
    roles = list(ROLES) + ["alchemist"] * 3
    players = dict(zip(NAMES, roles, strict=True))
    votes = []
    for i in range(5000):
        voter = rng.choice(NAMES)
        at = opens + timedelta(seconds=i * 8)
        if rng.random() < 0.1:
            votes.append(VoteEvent(at, voter, "unvote"))
        else:
            votes.append(VoteEvent(at, voter, "vote", rng.choice(NAMES), rng.random() < 0.05))
    return DayFacts(
        day=2, players=players, opens_at=opens, closes_at=opens + timedelta(hours=12), votes=votes
    )


def game_posts(rng: random.Random, days: int = 10, per_day: int = 1000) -> list[ForumPost]:
    posts = []
    for day in range(days):
        opens = datetime(2026, 11, 30, 10, tzinfo=MSK) + timedelta(days=day)
        for i in range(per_day):
            author = rng.choice(NAMES)
            text = rng.choice(PHRASES).format(t=rng.choice(NAMES))
            at = opens + timedelta(seconds=int(i * 44))
            posts.append(
                ForumPost(100000 + day * per_day + i, author, 10 + NAMES.index(author), at, text)
            )
    return posts


def game_spec(base: str):  # type: ignore[no-untyped-def]
    roles = list(ROLES) + ["alchemist"] * 3
    return parse_game(
        {
            "game": {"slug": "bench", "engine": "mybb"},
            "schedule": {"first_day": "2026-11-30", "opens": "10:00", "closes": "22:30"},
            "threads": [{"url": f"{base}/viewtopic.php?id=9"}],
            "players": [{"name": n, "role": r} for n, r in zip(NAMES, roles, strict=True)],
        }
    )


def timed(fn):  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def main() -> None:
    rng = random.Random(7)
    facts = big_day(rng)
    posts = game_posts(rng)
    with tempfile.TemporaryDirectory() as folder, LocalForum() as forum:
        publish_thread(forum, posts, 9, "Бенчмарк: 10 дней", per_page=50)
        spec = game_spec(forum.base)
        store = Store(f"sqlite:///{folder}/bench.sqlite3")
        _, scrape_s = timed(lambda: scrape_game(store, spec, delay=0))
        _, reread_s = timed(lambda: read_votes(store, spec))
        outcomes, replay_s = timed(lambda: replay_days(store, spec, 10))
        store.close()
    _, day_s = timed(lambda: [resolve_day(facts, DayRules()) for _ in range(20)])
    day_s /= 20
    per_post_scrape = scrape_s / len(posts)
    print(f"posts: {len(posts)}, days replayed: {len(outcomes)}")
    print(f"scrape + parse + store 10,000 posts: {scrape_s:7.2f} s")
    print(f"re-read votes from stored posts:     {reread_s:7.2f} s")
    print(f"replay 10 days:                      {replay_s:7.2f} s")
    print(f"recount (re-read + replay) / scrape: {(reread_s + replay_s) / scrape_s:7.2f}x")
    print(
        f"resolve one day of 5,000 events:     {day_s * 1000:7.1f} ms "
        f"= the time to scrape {day_s / per_post_scrape:.0f} posts"
    )
    print(f"resolve 5,000 events / scrape 5,000 posts: {day_s / (per_post_scrape * 5000):.3f}x")


if __name__ == "__main__":
    main()
