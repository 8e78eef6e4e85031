"""Who missed a night action: the fact behind «пропуск и невысланное НД — модкилл».

A player missed the night's action when he was alive as the night began, his role or title
gave him an action that night (``engine.night_facts.allowed_actions``: his role's own, Father's
kill, the Xing title's check, Greed's earned check) and the night's orders hold none of his
other than a Stone use. The Stone is optional: a holder who does not use it misses nothing,
and a Stone use alone is not his action sent. A player under a dome that night sends none and
misses nothing. Roles without an action of their own (the Alchemist, the Xing Bodyguard) never
miss one. docs/rules-options.md gives the GM's reading.
"""

from __future__ import annotations

from engine.night_facts import NightFacts, allowed_actions


def missed_actions(facts: NightFacts) -> list[str]:
    """The living with a night action who sent no order of it, in roster order."""
    sent = {o.actor for o in facts.orders if o.action != "stone"}
    domed = {
        target
        for o in facts.orders
        if o.action == "stone" and o.use == "dome"
        for target in o.aimed_at or (o.actor,)  # a dome without a target is the holder's own
    }
    return [
        player
        for player in facts.players
        if player not in sent and player not in domed and allowed_actions(player, facts)
    ]
