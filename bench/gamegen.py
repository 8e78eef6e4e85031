"""A generated 10-day, 15-player game for the benchmarks: posts, phrases and its game file."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from engine.roles import ROLES
from tests.forums.mybb_markup import ForumPost

MSK = ZoneInfo("Europe/Moscow")
GAME_START = datetime(2026, 11, 30, 10, tzinfo=MSK)
NAMES = [
    "Лунный Кот", "Shadow_99", "Рыжая Ведьма", "Майор", "Алиса", "Борис", "Ёжик", "Гроза",
    "Винтик", "Шпунтик", "Незнайка", "Пончик", "Тень", "Мастер Ключ", "Снежана",
]  # fmt: skip
PHRASES = [
    "Голос: {t}",
    "голосую против {t}",
    "Меняю голос на {t}",
    "Снимаю голос",
    "Просто болтаю, голосовать пока не буду.",
    "Думаю, {t} что-то скрывает. Посмотрим вечером.",
    "[quote=Кто-то]Голос: {t}[/quote] Согласен, голос: {t}",
]


def game_posts(days: int, per_day: int, first_id: int, seed: int = 7) -> list[ForumPost]:
    """``per_day`` posts a day, spread over 10:00–22:12 Moscow time, by the 15 players."""
    rng = random.Random(seed)
    spacing = 44_000 / per_day
    posts = []
    for day in range(days):
        opens = GAME_START + timedelta(days=day)
        for i in range(per_day):
            author = rng.choice(NAMES)
            text = rng.choice(PHRASES).format(t=rng.choice(NAMES))
            at = opens + timedelta(seconds=int(i * spacing))
            number = first_id + day * per_day + i
            posts.append(ForumPost(number, author, 10 + NAMES.index(author), at, text))
    return posts


def write_game_file(path: Path, base: str, topic: int) -> Path:
    roles = [*ROLES, "alchemist", "alchemist", "alchemist"]
    players = "\n".join(
        f'[[players]]\nname = "{n}"\nrole = "{r}"\n' for n, r in zip(NAMES, roles, strict=True)
    )
    path.write_text(
        f'[game]\nslug = "bench{topic}"\nengine = "mybb"\n'
        f'[schedule]\nfirst_day = "2026-11-30"\nopens = "10:00"\ncloses = "22:30"\n'
        f'[[threads]]\nkind = "game"\nurl = "{base}/viewtopic.php?id={topic}"\n{players}',
        encoding="utf-8",
    )
    return path
