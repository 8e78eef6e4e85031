"""The vote-flow chart of a day: who voted whom, when, and every change, drawn as SVG.

One lane per voter, time running left to right from the day's opening to its close. A vote is
a bar in its target's colour from the moment it was cast until the next change; a withdrawal
ends the bar; an early vote carries a lock; a vote the count refused is a hollow ring whose
tooltip gives the reason. The final tally heads the chart. Drawn by hand (no plotting
library) so the same SVG serves the web page, the CLI file and the PNG.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from html import escape

from engine.day import DayResult
from engine.day_facts import DayFacts, VoteEvent
from poster.wording import reason_ru

PALETTE = (
    "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2",
    "#17becf", "#bcbd22", "#7f7f7f", "#393b79", "#637939", "#843c39", "#7b4173", "#3182bd",
)  # fmt: skip
LANE, LEFT, RIGHT, TOP, BOTTOM = 24, 150, 150, 64, 34


@dataclass(frozen=True, slots=True)
class Bar:
    voter: str
    target: str
    start: datetime
    end: datetime
    early: bool
    ref: str | None


@dataclass(frozen=True, slots=True)
class Refused:
    voter: str
    target: str | None
    at: datetime
    reason: str


@dataclass(frozen=True, slots=True)
class Flow:
    """The chart's content, before drawing: bars, refused votes, the lanes and the tally."""

    day: int
    opens: datetime
    ends: datetime
    voters: list[str]
    bars: list[Bar]
    refused: list[Refused]
    tally: dict[str, int]
    executed: list[str]


def build_flow(facts: DayFacts, result: DayResult, now: datetime | None = None) -> Flow:
    """Bars from the day's events as the count judged them (refused events kept apart)."""
    ends = min(result.closed_at, now) if now else result.closed_at
    refused_keys = {(r.voter, r.ref, r.at) for r in result.invalid_votes}
    reasons = {(r.voter, r.ref, r.at): r.reason for r in result.invalid_votes}
    tz = facts.opens_at.tzinfo
    bars: list[Bar] = []
    refused: list[Refused] = []
    open_vote: dict[str, VoteEvent] = {}
    for event in sorted(facts.votes, key=lambda v: v.at):
        if event.at > ends:
            continue
        key = (event.voter, event.ref, event.at.astimezone(tz).isoformat())
        if key in refused_keys:
            refused.append(Refused(event.voter, event.target, event.at, reasons[key]))
            continue
        previous = open_vote.pop(event.voter, None)
        if previous is not None and previous.target:
            bars.append(_bar(previous, event.at))
        if event.kind == "vote" and event.target:
            open_vote[event.voter] = event
    bars.extend(_bar(vote, ends) for vote in open_vote.values() if vote.target)
    voters = sorted(set(facts.players) | {b.voter for b in bars} | {r.voter for r in refused})
    return Flow(
        facts.day,
        facts.opens_at,
        max(ends, facts.opens_at + timedelta(minutes=1)),
        voters,
        sorted(bars, key=lambda b: (b.voter, b.start)),
        refused,
        dict(result.tally),
        list(result.executed),
    )


def _bar(vote: VoteEvent, end: datetime) -> Bar:
    return Bar(vote.voter, vote.target or "", vote.at, end, vote.early, vote.ref)


def colours(flow: Flow) -> dict[str, str]:
    """A stable colour per target: the most voted first."""
    targets = sorted({b.target for b in flow.bars}, key=lambda t: (-flow.tally.get(t, 0), t))
    return {t: PALETTE[i % len(PALETTE)] for i, t in enumerate(targets)}


def render_svg(flow: Flow, width: int = 960) -> str:
    """The chart as a standalone SVG document (UTF-8, Russian labels)."""
    plot = width - LEFT - RIGHT
    height = TOP + LANE * max(1, len(flow.voters)) + BOTTOM
    span = (flow.ends - flow.opens).total_seconds()

    def x(when: datetime) -> float:
        return LEFT + plot * max(0.0, min(1.0, (when - flow.opens).total_seconds() / span))

    palette = colours(flow)
    lane_of = {voter: i for i, voter in enumerate(flow.voters)}
    tally = ", ".join(f"{escape(t)} — {n}" for t, n in flow.tally.items() if n) or "голосов нет"
    title = f"День {flow.day}: кто за кого голосовал"
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-labelledby="vf-title" '
        'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="12">',
        f'<title id="vf-title">{escape(title)}</title>',
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
        f'<text x="{LEFT}" y="22" font-size="16" font-weight="bold">{escape(title)}</text>',
        f'<text x="{LEFT}" y="42" fill="#333">Итог: {tally}</text>',
    ]
    out.extend(_time_axis(flow, x, height))
    for voter, i in lane_of.items():
        y = TOP + i * LANE
        shade = "#f6f6f6" if i % 2 else "#ffffff"
        out.append(f'<rect x="0" y="{y}" width="{width}" height="{LANE}" fill="{shade}"/>')
        out.append(
            f'<text x="{LEFT - 8}" y="{y + 16}" text-anchor="end" class="voter">'
            f"{escape(voter)}</text>"
        )
    last_target: dict[str, str] = {}
    for bar in flow.bars:
        y = TOP + lane_of[bar.voter] * LANE + 5
        x0, x1 = x(bar.start), x(bar.end)
        colour = palette[bar.target]
        tip = f"{bar.voter} → {bar.target}, {bar.start.astimezone(flow.opens.tzinfo):%H:%M}"
        tip += " (досрочно)" if bar.early else ""
        out.append(
            f'<rect class="vote" data-voter="{escape(bar.voter)}" '
            f'data-target="{escape(bar.target)}" x="{x0:.1f}" y="{y}" '
            f'width="{max(2.0, x1 - x0):.1f}" height="{LANE - 10}" rx="3" '
            f'fill="{colour}"><title>{escape(tip)}</title></rect>'
        )
        if x1 - x0 > 9 * len(bar.target) * 0.7:
            out.append(
                f'<text x="{x0 + 4:.1f}" y="{y + 11}" fill="#fff" font-size="11">'
                f"{escape(bar.target)}</text>"
            )
        if bar.early:
            out.append(_lock(x0, y))
        if bar.end >= flow.ends:
            last_target[bar.voter] = bar.target
    for ring in flow.refused:
        y = TOP + lane_of[ring.voter] * LANE + LANE // 2
        tip = f"{ring.voter} → {ring.target or '—'}: не засчитан ({reason_ru(ring.reason)})"
        out.append(
            f'<circle class="refused" cx="{max(x(ring.at), LEFT + 6):.1f}" cy="{y}" r="5" '
            'fill="none" '
            f'stroke="#555" stroke-width="1.5"><title>{escape(tip)}</title></circle>'
        )
    for voter, target in last_target.items():
        y = TOP + lane_of[voter] * LANE + 16
        mark = " ✝" if target in flow.executed else ""
        out.append(
            f'<text x="{width - RIGHT + 8}" y="{y}" fill="{palette[target]}" font-weight="bold">'
            f"→ {escape(target)}{mark}</text>"
        )
    out.append("</svg>")
    return "\n".join(out)


def _time_axis(flow: Flow, x: Callable[[datetime], float], height: int) -> list[str]:
    tz = flow.opens.tzinfo
    hours = max(1, int((flow.ends - flow.opens).total_seconds() // 3600))
    step = next(s for s in (1, 2, 3, 4, 6, 12, 24, 48) if hours / s <= 12)
    lines = []
    tick = flow.opens.astimezone(tz).replace(minute=0, second=0, microsecond=0)
    while tick <= flow.ends:
        if tick >= flow.opens:
            at = x(tick)
            lines.append(
                f'<line x1="{at:.1f}" y1="{TOP - 6}" x2="{at:.1f}" y2="{height - BOTTOM}" '
                'stroke="#ddd"/>'
            )
            lines.append(
                f'<text x="{at:.1f}" y="{height - BOTTOM + 16}" text-anchor="middle" '
                f'fill="#555" font-size="11">{tick:%H:%M}</text>'
            )
        tick += timedelta(hours=step)
    return lines


def _lock(x0: float, y: float) -> str:
    """A small padlock: the vote was early and cannot change."""
    return (
        f'<g class="early" transform="translate({x0 - 12:.1f},{y})">'
        '<rect x="0" y="5" width="9" height="8" fill="#222"/>'
        '<path d="M2 5 V3 a2.5 2.5 0 0 1 5 0 V5" fill="none" stroke="#222" stroke-width="1.5"/>'
        "</g>"
    )


def render_png(svg: str, zoom: float = 2.0) -> bytes:
    """The SVG as PNG bytes (resvg: no browser, no system libraries)."""
    import resvg_py

    return bytes(resvg_py.svg_to_bytes(svg_string=svg, zoom=zoom, background="#ffffff"))
