"""One stored game, read incrementally: one loader, readings per post revision, days counted
once, reads that never write (SQLite and PostgreSQL)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from sqlmodel import SQLModel, select
from starlette.testclient import TestClient

from engine.gamefile import GameSpec, load_game
from engine.store.db import HEAD_REVISION, Store, script_head
from engine.store.models import PlayerSlot, PostReading, Vote
from mafia_gm.web.app import create_app
from services.charts import day_chart
from services.days import replay
from services.explain import explain
from services.game import close_day, count_day, sync_game
from services.status import game_status
from services.stored_game import open_game
from services.watch import substitute
from tests.forums.demo_thread import DEMO_DIR, demo_posts
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import ForumPost, publish_thread

MSK = ZoneInfo("Europe/Moscow")
TOKEN = "stored-game-token"
AFTER_DAY_3 = datetime(2026, 12, 2, 13, 0, tzinfo=MSK)


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=MSK)


@dataclasses.dataclass
class Demo:
    forum: LocalForum
    store: Store
    spec: GameSpec
    posts: list[ForumPost]

    def publish(self) -> None:
        topic, title, _ = demo_posts()
        publish_thread(self.forum, sorted(self.posts, key=lambda p: p.posted_at), topic, title)

    def sync(self) -> None:
        sync_game(self.store, self.spec, delay=0)


@pytest.fixture
def demo(any_store: Store) -> Iterator[Demo]:
    _, _, posts = demo_posts()
    with LocalForum() as forum:
        spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
        game = Demo(forum, any_store, spec, list(posts))
        game.publish()
        game.sync()
        yield game


def snapshot(store: Store) -> dict[str, list[Any]]:
    """Every row of every table, as text (what "the store is unchanged" compares)."""
    with store.session() as session:
        return {
            table.name: sorted(repr(tuple(row)) for row in session.execute(select(table)))
            for table in SQLModel.metadata.sorted_tables
        }


def test_the_schema_head_is_the_one_the_store_checks() -> None:
    assert script_head() == HEAD_REVISION


def test_reads_leave_every_table_unchanged(demo: Demo) -> None:
    close_day(demo.store, demo.spec, 1)  # a store with a closed day, drafts and readings
    before = snapshot(demo.store)
    game_status(demo.store, demo.spec, AFTER_DAY_3)
    explain(demo.store, demo.spec, "Алиса", 3)
    explain(demo.store, demo.spec, str(demo.posts[5].post_id), 3)
    day_chart(demo.store, demo.spec, 2)
    count_day(demo.store, demo.spec, 3)
    app = create_app(demo.store, [demo.spec], TOKEN, lambda: AFTER_DAY_3)
    with TestClient(app, base_url="http://127.0.0.1", headers={"X-MGM-Token": TOKEN}) as client:
        for path in (
            "/",
            "/game/fma-demo",
            "/game/fma-demo/day/3",
            "/game/fma-demo/day/2/live",
            "/game/fma-demo/flags",
            "/game/fma-demo/night/2",
            "/drafts",
            "/game/fma-demo/day/3/chart.svg",
            "/game/fma-demo/explain?subject=Алиса",
        ):
            assert client.get(path).status_code == 200, path
    assert snapshot(demo.store) == before


def test_a_new_post_is_read_and_nothing_else(demo: Demo) -> None:
    with demo.store.session() as s:
        readings = {r.post_id: r.revision for r in s.exec(select(PostReading))}
        votes = {(v.post_id, v.seq): v.id for v in s.exec(select(Vote))}
    assert readings and votes
    extra = ForumPost(9001, "Ёжик", 19, at("2026-12-02 11:00:00"), "Голос: Алиса")
    demo.posts.append(extra)
    demo.publish()
    demo.sync()
    with demo.store.session() as s:
        after = {r.post_id: r.revision for r in s.exec(select(PostReading))}
        votes_after = {(v.post_id, v.seq): v.id for v in s.exec(select(Vote))}
    assert len(after) == len(readings) + 1
    assert {k: votes_after[k] for k in votes} == votes  # no old vote was rewritten


def test_an_edited_post_is_read_again_alone(demo: Demo) -> None:
    with demo.store.session() as s:
        before = {r.post_id: r.revision for r in s.exec(select(PostReading))}
        votes = {(v.post_id, v.seq): (v.id, v.target) for v in s.exec(select(Vote))}
    index = next(i for i, p in enumerate(demo.posts) if p.bbcode.startswith("Голос: В"))
    old = demo.posts[index]
    demo.posts[index] = dataclasses.replace(old, bbcode="Передумал. Голос: Майор")
    demo.publish()
    from services.scrape import scrape_thread

    scrape_thread(demo.store, demo.spec.threads[0].url, delay=0, full=True)
    demo.sync()
    with demo.store.session() as s:
        after = {r.post_id: r.revision for r in s.exec(select(PostReading))}
        changed_votes = {(v.post_id, v.seq): (v.id, v.target) for v in s.exec(select(Vote))}
    changed = [pid for pid in after if after[pid] != before.get(pid)]
    assert len(changed) == 1
    edited = changed[0]
    assert [t for (pid, _), (_, t) in changed_votes.items() if pid == edited] == ["Майор"]
    untouched = {k: v for k, v in votes.items() if k[0] != edited}
    assert {k: changed_votes[k] for k in untouched} == untouched


def test_closed_unchanged_days_are_not_counted_again(demo: Demo) -> None:
    for day in (1, 2):
        close_day(demo.store, demo.spec, day)
    with demo.store.session() as s:
        played = replay(s, open_game(s, demo.spec), 3, persist=True)
    assert played.replayed == [3]
    # a post of day 1 changes: day 1 is counted again, and the days after it
    index = next(
        i
        for i, p in enumerate(demo.posts)
        if p.posted_at < at("2026-11-30 22:30:00") and p.bbcode.startswith("Голос: ")
    )
    demo.posts[index] = dataclasses.replace(demo.posts[index], bbcode="Голос: Майор")
    demo.publish()
    from services.scrape import scrape_thread

    scrape_thread(demo.store, demo.spec.threads[0].url, delay=0, full=True)
    with demo.store.session() as s:
        played = replay(s, open_game(s, demo.spec), 3)
    assert played.replayed[0] == 1


def test_after_a_substitution_every_view_agrees(demo: Demo) -> None:
    extra = ForumPost(9002, "Пирожок", 41, at("2026-12-02 11:30:00"), "Я замена. Голос: Алиса")
    demo.posts.append(extra)
    demo.publish()
    demo.sync()
    substitute(demo.store, demo.spec, "Пончик", "Пирожок", at("2026-12-02 11:00:00"))
    demo.sync()  # the game file again: the substitution done with the tool must hold

    def ponchik(result: Any) -> list[tuple[str | None, str | None]]:
        return [(v.target, v.ref) for v in result.standing if v.voter == "Пончик"]

    counted = ponchik(count_day(demo.store, demo.spec, 3).result)
    assert counted == [("Алиса", "9002")]
    charted, _ = day_chart(demo.store, demo.spec, 3)
    status = game_status(demo.store, demo.spec, at("2026-12-02 12:00:00"))
    assert status.outcome is not None
    closed, _ = close_day(demo.store, demo.spec, 3)
    assert ponchik(charted.result) == ponchik(status.outcome.result) == ponchik(closed.result)
    assert ponchik(closed.result) == counted
    assert "Пончик" not in closed.result.modkilled  # the substitute voted: no second skip
    with demo.store.session() as s:
        slot = s.exec(select(PlayerSlot).where(PlayerSlot.name == "Пончик")).one()
    assert slot.account == "Пирожок"  # setting the game up again keeps the new account


def test_two_games_share_one_thread(demo: Demo, tmp_path: Path) -> None:
    other = dataclasses.replace(demo.spec, slug="fma-demo-copy", name="Копия")
    sync_game(demo.store, other, delay=0)
    first = count_day(demo.store, demo.spec, 2, persist=True)
    second = count_day(demo.store, other, 2, persist=True)
    assert first.result.tally == second.result.tally and first.result.tally
    with demo.store.session() as s:
        games = {v.game_id for v in s.exec(select(Vote))}
    assert len(games) == 2


def _explained_everywhere(store: Store, spec: GameSpec, days: int) -> int:
    """Check every read vote's explanation against the engine's fates; the votes checked."""
    from services.explain import verdicts
    from services.game import replay_days
    from services.readings import read_posts, window_posts

    outcomes = replay_days(store, spec, days)
    with store.reading() as s:
        game = open_game(s, spec)
        votes = [
            v
            for vs in read_posts(s, game, window_posts(s, game, None, None), False).votes.values()
            for v in vs
        ]
    judged = verdicts(outcomes, votes)
    checked = 0
    for outcome in outcomes:
        result = outcome.result
        assert len(outcome.vote_refs) == len(outcome.facts.votes) == len(result.fates)
        for index, ref in enumerate(outcome.vote_refs):
            assert judged[ref].fate == result.fates[index] and judged[ref].day == outcome.number
            checked += 1
        counted = sorted(
            (outcome.facts.votes[i].voter, outcome.facts.votes[i].target)
            for i, fate in enumerate(result.fates)
            if fate.fate == "counted"
        )
        assert counted == sorted((v.voter, v.target) for v in result.standing)
        for index, fate in enumerate(result.fates):
            target = outcome.facts.votes[index].target
            if fate.fate == "dropped_target_modkilled":
                assert target in result.modkilled
                assert "модкилл" in judged[outcome.vote_refs[index]].words()
    assert all(v.words() for v in judged.values())
    return checked


def test_explain_agrees_with_the_engine_for_every_vote_of_the_demo(demo: Demo) -> None:
    assert _explained_everywhere(demo.store, demo.spec, 3) > 20


def test_explain_agrees_with_the_engine_on_a_generated_ten_day_game(
    any_store: Store, tmp_path: Path
) -> None:
    from bench.gamegen import game_posts, write_game_file

    with LocalForum() as forum:
        publish_thread(forum, game_posts(10, 60, 500000, seed=3), 9, "Десять дней")
        spec = load_game(write_game_file(tmp_path / "game.toml", forum.base, 9))
        sync_game(any_store, spec, delay=0)
        assert _explained_everywhere(any_store, spec, 10) > 200
