"""The bundled demo game end to end, and the draft lifecycle on its drafts."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.store.db import Store
from mafia_errors import NotFoundError
from poster.drafts import (
    DraftError,
    approve,
    edit,
    ensure_publishable,
    get_draft,
    list_drafts,
    reject,
    text_hash,
)
from services.demo import run_demo
from tests.forums.demo_thread import DEMO_DIR, render_demo_pages


def test_recorded_pages_match_the_thread_source() -> None:
    """data/demo/thread/*.html are exactly what thread.toml renders to (no drift)."""
    rendered = render_demo_pages()
    on_disk = {
        p.name: p.read_text(encoding="utf-8") for p in (DEMO_DIR / "thread").glob("page-*.html")
    }
    assert rendered == on_disk


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    return run_demo(tmp_path_factory.mktemp("demo") / "demo.sqlite3")


def test_demo_days(demo) -> None:  # type: ignore[no-untyped-def]
    day1, day2, day3 = (o.result for o in demo.outcomes)
    assert day1.executed == ["Шпунтик"] and day1.revealed == {"Шпунтик": "town"}
    assert day1.tally["Шпунтик"] == 6 and day1.penalties == {"Пончик": 2}
    assert day2.executed == ["Shadow_99"] and day2.revealed == {"Shadow_99": "homunculi"}
    assert day2.tally["Незнайка"] == 1  # "Незнаика" read as Незнайка (й/и folded)
    assert day3.closed_early and day3.closed_at.isoformat() == "2026-12-02T12:30:00+03:00"
    assert day3.modkilled == ["Пончик"]  # his second skip
    assert day3.executed == ["Незнайка"] and day3.revealed == {}
    assert day3.penalties == {"Майор": 2, "Винтик": 2}
    reasons = {(v.voter, v.reason) for v in day3.invalid_votes}
    assert ("Незнайка", "early_locked") in reasons
    assert ("Винтик", "after_early_close") in reasons
    outcome2 = demo.outcomes[1]
    assert any(kind == "profanity" for _, kind, _, _ in outcome2.flags)
    assert [e.author for e in outcome2.edited_votes] == ["Борис"]
    assert [who for who, _ in demo.outcomes[2].dead_posts] == ["Снежана"]


def test_rerunning_a_count_adds_no_duplicate_draft(demo) -> None:  # type: ignore[no-untyped-def]
    from engine.gamefile import load_game
    from services.game import draft_day, read_votes, replay_days

    store = Store(demo.db_url)
    base = demo.reports[0].thread_url.split("/viewtopic")[0]
    spec = load_game(DEMO_DIR / "game.toml").with_base_url(base)
    read_votes(store, spec)
    again = [draft_day(store, spec, o) for o in replay_days(store, spec, 3)]
    assert [d.id for d in again] == [d.id for d in demo.drafts]
    with store.session() as s:
        assert len(list_drafts(s)) == 3


def test_draft_lifecycle(tmp_path: Path) -> None:
    run = run_demo(tmp_path / "life.sqlite3")
    store = Store(run.db_url)
    first, second, third = (d.id for d in run.drafts)
    assert first and second and third
    with store.session() as s:
        with pytest.raises(DraftError, match="не одобрен"):
            ensure_publishable(get_draft(s, first))
        approved = approve(s, first)
        assert approved.approved_hash == text_hash(approved.text)
        ensure_publishable(approved)
        approved.text += "подмена"
        with pytest.raises(DraftError, match="изменён после одобрения"):
            ensure_publishable(approved)
        s.rollback()
    with store.session() as s:
        reject(s, second)
        with pytest.raises(DraftError, match="отклонён"):
            approve(s, second)
        newer = edit(s, third, "новый текст")
        assert newer.status == "drafted" and get_draft(s, third).status == "superseded"
        with pytest.raises(NotFoundError, match="нет черновика"):
            get_draft(s, 999)
