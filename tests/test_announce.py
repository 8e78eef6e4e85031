"""Announcements as drafts: night start, day start with the night's results, the reminder."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path

import pytest

from engine.deal import STANDARD_SETUP, deal_roles
from engine.night_facts import GivenOrder, StoneState
from engine.night_result import NightResult
from engine.store.db import Store
from poster.night_post import render_night_post
from poster.russian import ru_sorted
from services.announce import day_start, night_start, reminder
from services.game import sync_game
from services.newgame import Schedule, new_game
from services.nights import close_night, enter_orders
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import ForumPost, publish_thread
from tests.signup_thread import EXPECTED, signup_posts
from tests.test_cli import one_line_error, run

SEED = 2026
ROLES = deal_roles(EXPECTED, STANDARD_SETUP, SEED)
HOLDER = {role: name for name, role in ROLES.items()}
PLAIN = [name for name, role in ROLES.items() if role == "alchemist"]
VICTIM, EXECUTED = PLAIN[0], PLAIN[2]  # plain alchemists: one dies at night 1, one on day 1
LINKED = ("Лунный Кот", "Алиса")
SKIPPER = "Рыжая Ведьма"  # never votes: skips day 1, and day 2 would be the second skip


def _votes() -> list[ForumPost]:
    day1 = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)  # 11:00 Moscow, day 1 opens at 10:00
    day2 = datetime(2026, 12, 2, 8, 0, tzinfo=UTC)
    voters = [p for p in EXPECTED if p not in (VICTIM, SKIPPER)]
    posts = [
        ForumPost(900 + i, voter, 11 + i, day1 + timedelta(minutes=i), f"Голос: {EXECUTED}")
        for i, voter in enumerate(voters)
        if voter != EXECUTED
    ]
    posts.append(ForumPost(950, EXECUTED, 99, day1 + timedelta(minutes=30), f"Голос: {SKIPPER}"))
    posts += [
        ForumPost(960 + i, voter, 11 + i, day2 + timedelta(minutes=i), "Голос: Пулькин")
        for i, voter in enumerate(LINKED)
    ]
    return posts


@pytest.fixture
def game(forum: LocalForum, tmp_path: Path) -> tuple[Store, object, Path]:
    publish_thread(forum, signup_posts(), 42, "Набор: Стальной алхимик")
    publish_thread(forum, _votes(), 43, "Стальной алхимик: игра")
    store = Store(f"sqlite:///{tmp_path / 'store.sqlite3'}")
    path = tmp_path / "game.toml"
    dealt = new_game(
        store,
        f"{forum.base}/viewtopic.php?id=42",
        path,
        seed=SEED,
        schedule=Schedule(date(2026, 12, 1), time(10, 0), time(22, 30)),
        game_url=f"{forum.base}/viewtopic.php?id=43",
        delay=0,
    )
    assert dealt.spec.roles() == ROLES
    yield store, dealt.spec, path
    store.close()


def test_night_start_names_the_living_and_the_deadline(game: tuple) -> None:
    store, spec, _ = game
    draft = night_start(store, spec, 1)
    assert draft.kind == "night_start" and draft.day_number == 1
    lines = draft.text.splitlines()
    assert lines[0] == "[b]Наступила ночь 1[/b]"
    assert "до [b]01.12 в 10:00 (МСК)[/b]" in draft.text
    alive = draft.text.split("[b]В живых 15:[/b] ", 1)[1].rstrip(".\n").split(", ")
    assert alive[:3] == ["Алиса", "Борис", "Винтик"] and alive[-1] == "Shadow_99"
    assert alive.index("Ёжик") < alive.index("Знайка")


def test_day_start_carries_the_night_results_and_the_day(game: tuple) -> None:
    store, spec, _ = game
    with pytest.raises(Exception, match="ночь 1 не разрешена"):
        day_start(store, spec, 1)
    enter_orders(
        store,
        spec,
        1,
        [
            GivenOrder(HOLDER["ishvalan"], "kill", target=VICTIM),
            GivenOrder(HOLDER["linker"], "link", targets=tuple(LINKED)),
        ],
    )
    close_night(store, spec, 1)
    draft = day_start(store, spec, 1)
    text = draft.text
    assert draft.kind == "day_start" and text.startswith("[b]Итоги ночи 1[/b]")
    assert f"Этой ночью погибли: [b]{VICTIM}[/b]." in text
    assert "[b]День 1[/b]. Голосование до [b]01.12 в 22:30 (МСК)[/b]." in text
    assert "[b]В живых 14:[/b]" in text and VICTIM not in text.split("В живых")[1]
    assert "не могут голосовать друг против друга: Лунный Кот и Алиса" in text
    assert "получит 2 голоса против себя; повторный пропуск — модкилл" in text
    assert "Досрочные голоса" not in text  # they count from day 3


def test_reminder_names_who_has_not_voted_and_the_cost(game: tuple, tmp_path: Path) -> None:
    store, spec, path = game
    enter_orders(store, spec, 1, [GivenOrder(HOLDER["ishvalan"], "kill", target=VICTIM)])
    close_night(store, spec, 1)
    sync_game(store, spec, 0)
    day1 = reminder(store, spec, 1, timedelta(hours=2))
    assert "Ещё не проголосовали: Рыжая Ведьма." in day1.text
    assert "Для " not in day1.text  # a first skip costs votes, not a modkill
    assert "До конца голосования 2 часа: голосование до [b]01.12 в 22:30 (МСК)[/b]" in day1.text
    assert "Опубликовать 01.12 в 20:30 (МСК)" in day1.notes

    result = run("announce", str(path), "reminder", "--day", "2", "--before", "1.5",
                 db=tmp_path / "store.sqlite3")  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "До конца голосования 1 час 30 минут" in result.stdout
    silent = result.stdout.split("Ещё не проголосовали: ", 1)[1].split(".\n", 1)[0].split(", ")
    alive = [p for p in EXPECTED if p not in (VICTIM, EXECUTED, *LINKED)]
    assert silent == ru_sorted(alive)
    assert "получит 2 голоса против себя" in result.stdout
    assert "Для Рыжей Ведьмы это будет второй пропуск: модкилл без раскрытия стороны." in (
        result.stdout
    )


def test_announce_errors_are_one_line(game: tuple, tmp_path: Path) -> None:
    _, _, path = game
    db = tmp_path / "store.sqlite3"
    line = one_line_error(run("announce", str(path), "day-start", "--day", "2", db=db))
    assert "ночь 2 не разрешена" in line
    assert "нужен --night" in one_line_error(run("announce", str(path), "night-start", db=db))
    assert "неизвестное объявление" in one_line_error(run("announce", str(path), "dawn", db=db))


def test_the_stone_line_declines_its_holder() -> None:
    result = NightResult(stone=StoneState("Русалка", complete=False, backfire_chance=0.25))
    assert "Камень: у Русалки, незавершённый" in render_night_post(2, result).notes
    result.stone = StoneState("Shadow_99", complete=True, backfire_chance=0)
    assert "Камень: у Shadow_99, завершённый" in render_night_post(2, result).notes
