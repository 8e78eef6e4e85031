"""Who missed a night action: the fact behind «пропуск и невысланное НД — модкилл».

A player missed the night's action when he was alive as the night began, his role or title
gave him an action that night (``engine.night_facts.allowed_actions``: his role's own, Father's
kill, the Xing title's check, Greed's earned check) and the night's orders hold none of his
other than a Stone use. The Stone is optional: a holder who does not use it misses nothing,
and a Stone use alone is not his action sent. A player under a dome that night sends none and
misses nothing; a dome the night refuses or that backfires shields nobody. Roles without an
action of their own (the Alchemist, the Xing Bodyguard) never miss one.
docs/rules-options.md gives the GM's reading.
"""

from __future__ import annotations

from engine.night import stone_backfires
from engine.night_facts import NightFacts, NightRules, allowed_actions, order_slot, refusal


def missed_actions(facts: NightFacts, rules: NightRules | None = None) -> list[str]:
    """The living with a night action who sent no order of it, in roster order."""
    sent = {o.actor for o in facts.orders if o.action != "stone"}
    domed = domed_players(facts, rules or NightRules())
    return [
        player
        for player in facts.players
        if player not in sent and player not in domed and allowed_actions(player, facts)
    ]


def domed_players(facts: NightFacts, rules: NightRules) -> set[str]:
    """Who the night puts under a dome, as ``engine.night`` resolves it: a dome order the
    night accepts (the holder's first Stone use, not refused) that does not backfire; its
    target, or the holder himself when it names none. A refused or backfired dome shields
    nobody, so its target still had his action to send."""
    seen: set[tuple[str, str]] = set()
    domed = set()
    for order in facts.orders:
        if refusal(order, facts, seen) is not None:
            continue
        seen.add((order.actor, order_slot(order, facts)))
        dome = order.action == "stone" and order.use == "dome"
        if dome and not stone_backfires(facts, order, rules)[0]:
            domed.add(order.target or order.actor)
    return domed
