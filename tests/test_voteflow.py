"""The vote-flow chart: bars follow the count's judgement, names cannot break the SVG."""

from __future__ import annotations

from datetime import datetime
from xml.etree import ElementTree

from engine.day import resolve_day
from engine.day_facts import DayFacts, DayRules
from poster.voteflow import build_flow, render_svg

SVG = "{http://www.w3.org/2000/svg}"


def day(votes: list[dict[str, object]], players: dict[str, str] | None = None) -> DayFacts:
    return DayFacts.from_json(
        {
            "day": 3,
            "opens_at": "2026-12-02T10:00:00+03:00",
            "closes_at": "2026-12-02T22:30:00+03:00",
            "players": players or {"Кот": "alchemist", "Алиса": "alchemist", "Борис": "alchemist"},
            "votes": votes,
        }
    )


def at(hour: int) -> str:
    return f"2026-12-02T{hour:02d}:00:00+03:00"


def test_a_change_splits_the_bar_and_a_withdrawal_ends_it() -> None:
    facts = day(
        [
            {"at": at(11), "voter": "Кот", "kind": "vote", "target": "Алиса"},
            {"at": at(13), "voter": "Кот", "kind": "vote", "target": "Борис"},
            {"at": at(12), "voter": "Алиса", "kind": "vote", "target": "Борис"},
            {"at": at(15), "voter": "Алиса", "kind": "unvote"},
        ]
    )
    flow = build_flow(facts, resolve_day(facts, DayRules()))
    bars = [(b.voter, b.target, b.start.hour, b.end.hour) for b in flow.bars]
    assert bars == [
        ("Алиса", "Борис", 12, 15),
        ("Кот", "Алиса", 11, 13),
        ("Кот", "Борис", 13, 22),
    ]
    assert flow.voters == ["Алиса", "Борис", "Кот"]


def test_a_refused_vote_is_a_ring_with_its_reason_not_a_bar() -> None:
    facts = day(
        [
            {"at": at(11), "voter": "Кот", "kind": "vote", "target": "Алиса", "early": True},
            {"at": at(12), "voter": "Кот", "kind": "vote", "target": "Борис"},  # locked: refused
            {"at": "2026-12-02T23:00:00+03:00", "voter": "Борис", "kind": "vote", "target": "Кот"},
        ]
    )
    result = resolve_day(facts, DayRules())
    flow = build_flow(facts, result)
    assert [(b.voter, b.target, b.early) for b in flow.bars] == [("Кот", "Алиса", True)]
    assert [(r.voter, r.target) for r in flow.refused] == [("Кот", "Борис")]
    assert flow.refused[0].reason == result.invalid_votes[0].reason
    svg = ElementTree.fromstring(render_svg(flow))
    rings = [c for c in svg.iter(f"{SVG}circle") if c.get("class") == "refused"]
    assert len(rings) == 1 and "не засчитан" in "".join(rings[0].itertext())
    assert len([g for g in svg.iter(f"{SVG}g") if g.get("class") == "early"]) == 1


def test_the_live_chart_stops_at_now() -> None:
    facts = day([{"at": at(11), "voter": "Кот", "kind": "vote", "target": "Алиса"}])
    now = datetime.fromisoformat(at(14))
    flow = build_flow(facts, resolve_day(facts, DayRules()), now)
    assert flow.ends == now and flow.bars[0].end == now


def test_nicknames_cannot_inject_markup_into_the_svg() -> None:
    evil = '<script>alert("x")</script>&'
    facts = day(
        [{"at": at(11), "voter": evil, "kind": "vote", "target": "Алиса"}],
        {evil: "alchemist", "Алиса": "alchemist"},
    )
    text = render_svg(build_flow(facts, resolve_day(facts, DayRules())))
    svg = ElementTree.fromstring(text)  # still well-formed XML
    assert not list(svg.iter(f"{SVG}script")) and "<script>" not in text
    assert evil in [t.text for t in svg.iter(f"{SVG}text")]


def test_every_reason_the_day_engine_gives_has_russian_words() -> None:
    from engine.day_codes import Reason
    from poster.wording import reason_ru

    for reason in Reason:
        assert reason_ru(str(reason)) != str(reason), reason
