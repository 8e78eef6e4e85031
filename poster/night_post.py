"""Draft the night-results post and the GM's notes (private replies to send) from a night."""

from __future__ import annotations

from engine.night_result import ModifierChange, NightResult
from poster.render import NEEDS_RU, WINNERS_RU, RenderedDraft, render_notes, render_post
from poster.russian import inflect

CHANGES_RU = {
    "vote_weight0": "голос не учитывается",
    "vote_weight2": "голос считается за два",
    "vote_nullified": "нет голоса",
}


def _change_text(change: ModifierChange) -> str:
    if change.vote_nullified:
        return CHANGES_RU["vote_nullified"]
    return CHANGES_RU.get(f"vote_weight{change.vote_weight}", "голос изменён")


def render_night_post(number: int, result: NightResult) -> RenderedDraft:
    """The public night results and the GM-only notes for night ``number``."""
    replies = [
        (actor, text) for actor, reply in sorted(result.results.items()) for text in reply.texts
    ]
    stone = result.stone
    stone_line = (
        "нет"
        if not stone
        else (
            f"у {inflect(stone.holder, 'gent')}, "
            + (
                "завершённый"
                if stone.complete
                else f"незавершённый, шанс отдачи {stone.backfire_chance:.0%}"
            )
        )
    )
    victory = result.victory
    context = {
        "number": number,
        "dead": result.announced_dead,
        "linked": result.linked,
        "vote_changes": [(p, _change_text(c)) for p, c in sorted(result.vote_changes.items())],
        "victory": victory if victory and victory.over else None,
        "winners_ru": WINNERS_RU,
        "replies": replies,
        "refused": result.refused,
        "delayed": [d.player for d in result.delayed],
        "pending": result.pending,
        "needs": NEEDS_RU,
        "notices": result.notices,
        "stone_line": stone_line,
        "log": result.log,
    }
    return RenderedDraft(
        f"Итоги ночи {number}",
        render_post("night_result.bbcode.j2", context),
        render_notes("night_notes.txt.j2", context),
    )
