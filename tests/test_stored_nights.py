"""Night orders on the stored game: checked when entered, resolved, and feeding the next day."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest

from engine.gamefile import load_game
from engine.night_facts import GivenOrder
from engine.night_result import Death
from engine.store.db import Store
from services.game import read_votes, replay_days, scrape_game
from services.nights import (
    DayStillOpenError,
    NightOutOfRangeError,
    OrderError,
    close_night,
    enter_orders,
    stored_order_rows,
)
from tests.forums.demo_thread import DEMO_DIR, demo_posts
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import publish_thread

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def game(tmp_path: Path):  # type: ignore[no-untyped-def]
    topic, title, posts = demo_posts()
    store = Store(f"sqlite:///{tmp_path / 'n.sqlite3'}")
    with LocalForum() as forum:
        publish_thread(forum, posts, topic, title)
        spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
        # the GM resolves night 2 with the tool: drop the hand-recorded night-2 death
        spec = dataclasses.replace(
            spec, deaths=tuple(d for d in spec.deaths if d.when != "night 2")
        )
        scrape_game(store, spec, delay=0)
    read_votes(store, spec)
    return store, spec


def test_orders_are_checked_against_the_stored_game(game) -> None:  # type: ignore[no-untyped-def]
    store, spec = game
    with pytest.raises(OrderError, match="действующий игрок не жив"):
        enter_orders(
            store, spec, 2, [GivenOrder("Шпунтик", "link", targets=("Алиса", "Борис"))]
        )  # executed on Day 1
    with pytest.raises(OrderError, match="убийству Отца нужен исполнитель"):
        enter_orders(store, spec, 2, [GivenOrder("Майор", "kill", target="Гроза")])
    with pytest.raises(OrderError, match="гомункула копировать нельзя"):
        enter_orders(
            store,
            spec,
            2,
            [GivenOrder("Незнайка", "copy", source="Shadow_99", target="Алиса")],
        )
    with pytest.raises(OrderError, match="нет действия «убийство»"):
        enter_orders(store, spec, 2, [GivenOrder("Алиса", "kill", target="Гроза")])
    assert enter_orders(store, spec, 2, [GivenOrder("Алиса", "check", target="Майор")]) == 1
    with pytest.raises(OrderError, match="одно ночное действие за ночь"):
        enter_orders(store, spec, 2, [GivenOrder("Алиса", "check", target="Гроза")])


def test_a_resolved_night_feeds_the_next_day(game) -> None:  # type: ignore[no-untyped-def]
    store, spec = game
    enter_orders(
        store,
        spec,
        2,
        [
            GivenOrder("Майор", "kill", target="Гроза", executor="Shadow_99"),
            GivenOrder("Алиса", "check", target="Майор"),
            GivenOrder("Рыжая Ведьма", "heal", target="Лунный Кот"),
        ],
    )
    result, draft = close_night(store, spec, 2)
    assert result.deaths == [Death("Гроза", "kill", "Shadow_99")]
    assert result.results["Алиса"].text == "Майор — Гомункул"
    assert "Этой ночью погибли: [b]Гроза[/b]." in draft.text
    assert "Алиса: «Майор — Гомункул»" in draft.notes
    day2 = replay_days(store, spec, 2)[1]
    assert "Гроза" not in day2.facts.players and "Снежана" in day2.facts.players
    assert day2.result.penalties.get("Снежана") == 2  # alive now, and she never voted on Day 2
    assert tuple(who for who, _ in day2.dead_posts) == ("Гроза",)  # Гроза posted while dead
    again, _ = close_night(store, spec, 2)  # re-closing is safe and gives the same night
    assert again.as_json() == result.as_json()


def test_night_commands(game, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    store, spec = game
    text = (DEMO_DIR / "game.toml").read_text(encoding="utf-8")
    thread_url = next(t.url for t in spec.threads)
    text = text.replace('url = "/viewtopic.php?id=17"', f'url = "{thread_url}"')
    text = text.replace('[[deaths]]\nplayer = "Снежана"\nwhen = "night 2"\n', "")
    game_file = tmp_path / "game.toml"
    game_file.write_text(text, encoding="utf-8")
    orders = tmp_path / "orders.toml"
    orders.write_text(
        '[[orders]]\nactor = "Майор"\naction = "kill"\ntarget = "Гроза"\nexecutor = "Майор"\n',
        encoding="utf-8",
    )

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "mafia_gm.cli", *args, "--db", store.url],
            capture_output=True,
            text=True,
            cwd=ROOT,
            timeout=120,
        )

    entered = cli("night", "order", str(game_file), "--night", "2", "--file", str(orders))
    assert entered.returncode == 0, entered.stderr
    refused = cli(
        "night", "order", str(game_file), "--night", "2", "Гроза", "kill", "Незнайка", "Алиса"
    )
    assert refused.returncode == 1 and refused.stderr.startswith("ошибка: ")
    closed = cli("night", "close", str(game_file), "--night", "2")
    assert closed.returncode == 0, closed.stderr
    assert "Этой ночью погибли: [b]Гроза[/b]." in closed.stdout


def test_a_night_takes_no_orders_while_its_day_is_open(game) -> None:  # type: ignore[no-untyped-def]
    """Night 2 follows day 1: while day 1 runs, its count is provisional, so no orders."""
    store, spec = game
    during_day_1 = spec.day_window(1)[1] - timedelta(hours=1)
    order = GivenOrder("Алиса", "check", target="Майор")
    with pytest.raises(DayStillOpenError, match="день 1 ещё идёт"):
        enter_orders(store, spec, 2, [order], now=during_day_1)
    assert enter_orders(store, spec, 2, [order], now=spec.day_window(1)[1]) == 1


def test_orders_are_listed_and_cancelled_from_the_cli(game, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    store, spec = game
    enter_orders(store, spec, 2, [GivenOrder("Алиса", "check", target="Майор")])
    game_file = tmp_path / "game.toml"
    text = (DEMO_DIR / "game.toml").read_text(encoding="utf-8")
    game_file.write_text(text, encoding="utf-8")
    cli = [sys.executable, "-m", "mafia_gm.cli", "night"]
    db = ["--db", store.url]
    listed = subprocess.run(
        [*cli, "orders", str(game_file), "--night", "2", *db],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    order_id, line = listed.stdout.strip().split("\t")
    assert line == "Алиса: проверка → Майор"
    cancel = [*cli, "cancel", str(game_file), "--night", "2", order_id, *db]
    done = subprocess.run(cancel, capture_output=True, text=True, cwd=ROOT, check=True)
    assert "отменён" in done.stderr
    again = subprocess.run(cancel, capture_output=True, text=True, cwd=ROOT)
    assert again.returncode != 0 and f"нет приказа №{order_id}" in again.stderr
    assert "Traceback" not in again.stderr


def test_an_order_takes_aliases_any_case_and_russian_action_words(game) -> None:  # type: ignore[no-untyped-def]
    """A GM types the names players use and the actions as the page shows them."""
    store, spec = game
    assert enter_orders(store, spec, 2, [GivenOrder("алиска", "Проверка", target="майор")]) == 1
    with pytest.raises(OrderError, match="одно ночное действие за ночь"):
        enter_orders(store, spec, 2, [GivenOrder("Алиса", "check", target="Гроза")])
    with pytest.raises(OrderError, match="нет такого игрока: 'Кто-то'"):
        enter_orders(store, spec, 2, [GivenOrder("Кто-то", "check", target="Гроза")])
    with pytest.raises(OrderError, match="нет такого игрока: 'Грозаа'"):
        enter_orders(store, spec, 2, [GivenOrder("Гроза", "kill", target="Грозаа")])


def test_an_order_replaces_only_an_order_of_the_same_player(game) -> None:  # type: ignore[no-untyped-def]
    store, spec = game
    enter_orders(store, spec, 2, [GivenOrder("Алиса", "check", target="Майор")])
    ((order_id, _),) = stored_order_rows(store, 1, 2)
    with pytest.raises(OrderError, match="заменить его можно только его же приказом"):
        enter_orders(
            store, spec, 2, [GivenOrder("Гроза", "heal", target="Борис")], replacing=order_id
        )
    assert [o.actor for _, o in stored_order_rows(store, 1, 2)] == ["Алиса"]
    enter_orders(store, spec, 2, [GivenOrder("Алиса", "check", target="Гроза")], replacing=order_id)
    assert [o.target for _, o in stored_order_rows(store, 1, 2)] == ["Гроза"]


def test_a_night_the_game_has_not_reached_is_refused(game) -> None:  # type: ignore[no-untyped-def]
    store, spec = game
    late = spec.day_window(2)[1]  # day 2 is over: night 3 is the last one there is
    for night in (0, 4, 77):
        with pytest.raises(NightOutOfRangeError, match=f"ночи {night} в игре нет"):
            close_night(store, spec, night, now=late)
        with pytest.raises(NightOutOfRangeError):
            enter_orders(
                store, spec, night, [GivenOrder("Алиса", "check", target="Майор")], now=late
            )


def test_an_order_names_players_as_the_reader_does_but_never_guesses(game) -> None:  # type: ignore[no-untyped-def]
    """The roster's exact forms (a declined name, a word of a long name, ё as е) are taken;
    a typo or a near match is refused rather than guessed."""
    from services.nights import named_order

    _, spec = game
    order = named_order(GivenOrder("Ежик", "проверка", target="Кота"), spec)
    assert (order.actor, order.action, order.target) == ("Ёжик", "check", "Лунный Кот")
    for wrong in ("Грозаа", "Кто-то"):
        with pytest.raises(OrderError, match="нет такого игрока"):
            named_order(GivenOrder("Ёжик", "check", target=wrong), spec)
