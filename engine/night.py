"""Resolve one night in the ten steps of RULES.md, with an event log in resolution order.

``resolve_night(facts, rules)`` is pure: every chance draw comes from ``engine.rng`` keyed by
(seed, night, actor, purpose) or from the GM's forced outcomes. Steps run in order; actions
in one step are simultaneous (who acts is decided at the start of the step, deaths land at its
end), except where the step names an order (blocks: Stone, then Lust; kills: homunculi, then
Stone, then Ishvalan), which are separate sub-steps here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from engine import rng
from engine.night_facts import (
    MAIN_ACTION,
    NightFacts,
    NightRules,
    Order,
    StoneState,
    order_slot,
    refusal,
)
from engine.night_result import (
    Absorption,
    Death,
    ModifierChange,
    NightResult,
    Pending,
    RefusedOrder,
    Reply,
    StepNote,
)
from engine.roles import HOMUNCULI, ROLE_NAMES_RU, side_of
from engine.stone import stone_after_deaths
from engine.victory import check_victory

__all__ = ["NightResult", "resolve_night"]

SIDE_RU = {"homunculi": "Гомункул", "town": "Город", "loner": "Одиночка"}
# (step, sub-step) of each kind of action
STEP_OF = {
    "mirror": (1, 0),
    "dome": (1, 0),
    "stone_block": (2, 0),
    "block": (2, 1),
    "stone_other": (3, 0),
    "copy": (4, 0),
    "check": (5, 0),
    "heal": (6, 0),
    "search": (7, 0),
    "father_kill": (8, 0),
    "stone_kill": (8, 1),
    "kill": (8, 2),
    "link": (9, 0),
}
STEP_NAMES = {
    0: "delayed deaths",
    1: "mirror and dome",
    2: "blocks",
    3: "other Stone actions",
    4: "copying",
    5: "checks",
    6: "heals",
    7: "searches",
    8: "kills",
    9: "links",
    10: "backfires",
}


_Doomed = tuple[str, str, str | None]  # (victim, cause, by): dies at the end of the step


@dataclass(slots=True)
class _Op:
    """One action scheduled at a step; ``virtual`` ops come from copies."""

    step: int
    sub: int
    order: Order
    kind: str  # the effect to perform: check, heal, search, kill, link, block, ...
    target: str | None
    actor: str
    copied: bool = False
    targets: tuple[str, ...] = ()


class _Night:
    """Working state of one night's resolution."""

    def __init__(self, facts: NightFacts, rules: NightRules) -> None:
        self.facts, self.rules = facts, rules
        self.alive = dict(facts.players)
        self.out = NightResult()
        self.step = 0
        self.blocked: set[str] = set()
        self.domed: set[str] = set()
        self.healed: set[str] = set()
        self.mirror: str | None = None
        self.links: list[tuple[str, str]] = []
        self.backfires: list[tuple[Order, str]] = []
        self.stone_used: str | None = None
        self.state = facts.state
        self.killers: dict[str, str] = {}  # victim → who killed or absorbed him
        self.moved_onto: dict[str, str] = {}  # backfired dome: target's actions land on user

    # -- bookkeeping -----------------------------------------------------------------------

    def note(self, event: str) -> None:
        self.out.log.append(StepNote(self.step, STEP_NAMES.get(self.step, ""), event))

    def reply(self, actor: str, kind: str, text: str, **extra: Any) -> None:
        result = Reply(kind, text, **extra)
        first = self.out.results.get(actor)
        self.out.results[actor] = result if first is None else first.followed_by(result)

    def modify(self, player: str, public: bool, change: ModifierChange) -> None:
        changes = (
            [self.out.day_modifiers, self.out.vote_changes] if public else [self.out.day_modifiers]
        )
        for into in changes:
            into[player] = into.get(player, ModifierChange()).merged(change)

    def die(self, player: str, cause: str, by: str | None) -> None:
        if player not in self.alive:
            return
        self.alive.pop(player)
        self.killers[player] = by or player
        if cause == "absorbed":
            self.out.absorbed.append(Absorption(player, by))
            self.note(f"{player} is absorbed by {by}")
        else:
            self.out.deaths.append(Death(player, cause, by))
            self.note(f"{player} dies ({cause}{', by ' + by if by else ''})")

    def backfires_now(self, order: Order) -> bool:
        hit, how = stone_backfires(self.facts, order, self.rules)
        if how:
            self.note(f"{order.actor}'s Stone {order.use}: {how}")
        return hit


def stone_backfires(facts: NightFacts, order: Order, rules: NightRules) -> tuple[bool, str]:
    """Whether the holder's Stone use backfires tonight, and how that was decided ("" for a
    complete Stone): the GM's word, else the seeded draw (the same every time it is asked)."""
    stone = facts.stone
    assert stone is not None
    if stone.complete:
        return False, ""
    if order.actor in facts.backfire:
        hit = facts.backfire[order.actor]
        return hit, f"backfire {'set by the GM' if hit else 'ruled out by the GM'}"
    chance = stone.backfire_chance
    if facts.players.get(order.actor) == "crimson":
        chance = max(0.0, chance - rules.crimson_bonus)
    hit = rng.chance(facts.seed, chance, facts.night, order.actor, "backfire")
    return hit, (
        f"backfire chance {chance:.0%}, {'backfires' if hit else 'no backfire'} (seeded draw)"
    )


def _schedule(order: Order, facts: NightFacts) -> list[_Op]:
    if order.action == "stone":
        use = order.use or ""
        if use in ("mirror", "dome"):
            target = order.target or (None if use == "mirror" else order.actor)
            return [_Op(1, 0, order, use, target, order.actor)]
        if use == "block":
            return [_Op(2, 0, order, "stone_block", order.target, order.actor)]
        if use == "kill":
            return [_Op(8, 1, order, "stone_kill", order.target, order.actor)]
        return [_Op(3, 0, order, f"stone_{use}", order.target, order.actor, targets=order.targets)]
    kind = "father_kill" if order_slot(order, facts) == "father_kill" else order.action
    step, sub = STEP_OF[kind]
    actor = order.executor if kind == "father_kill" and order.executor else order.actor
    return [_Op(step, sub, order, kind, order.target, actor, targets=order.targets)]


def resolve_night(facts: NightFacts, rules: NightRules | None = None) -> NightResult:
    """Resolve the night and report deaths, replies, links, modifiers and the next state."""
    night = _Night(facts, rules or NightRules())
    ops: list[_Op] = []
    seen: set[tuple[str, str]] = set()
    for order in facts.orders:
        key = (order.actor, order_slot(order, facts))
        reason = refusal(order, facts, seen)
        if reason:
            night.out.refused.append(RefusedOrder(order.actor, order.action, reason))
            night.out.log.append(StepNote(0, "orders", f"refused: {order.describe()} ({reason})"))
            continue
        seen.add(key)
        if order.action == "stone":
            night.stone_used = order.use
        ops += _schedule(order, facts)

    night.step = 0
    for player in facts.delayed:
        night.die(player, "heal_backfire", None)
    pending = sorted(ops, key=lambda op: (op.step, op.sub, op.order.index))
    while pending:
        step, sub = pending[0].step, pending[0].sub
        group = [op for op in pending if (op.step, op.sub) == (step, sub)]
        pending = [op for op in pending if (op.step, op.sub) != (step, sub)]
        night.step = step
        acting = set(night.alive)
        deaths: list[_Doomed] = []
        for op in group:
            new = _perform(night, op, acting, deaths)
            pending = sorted(pending + new, key=lambda o: (o.step, o.sub, o.order.index))
        for victim, cause, by in deaths:
            night.die(victim, cause, by)
    night.step = 10
    _apply_backfires(night)
    _finish(night)
    return night.out


# -- performing one op -------------------------------------------------------------------------


def _can_act(night: _Night, op: _Op, acting: set[str]) -> bool:
    actor = op.actor
    if actor not in acting:
        night.note(f"{actor} is dead and does not act: {op.order.describe()}")
        return False
    if actor in night.domed and op.step > 1:
        night.note(f"{actor} is under the dome and sends nothing: {op.order.describe()}")
        return False
    if op.kind == "father_kill" and op.order.actor not in acting:
        night.note(f"Father {op.order.actor} is dead: no homunculi kill")
        return False
    if actor in night.blocked and op.step >= 2 and op.kind != "stone_block":
        night.note(f"{actor} is blocked: {op.order.describe()} does not happen")
        if night.rules.tell_blocked and not op.copied:
            night.reply(op.order.actor, "blocked", "Ваше действие заблокировано")
        return False
    return True


def _redirect(night: _Night, op: _Op) -> None:
    """The mirror turns the first action aimed at its holder back to the sender."""
    holder = night.mirror
    if holder is None or holder == op.actor:
        return
    if op.target == holder:
        op.target = op.actor
    elif holder in op.targets:
        op.targets = tuple(op.actor if t == holder else t for t in op.targets)
    else:
        return
    night.mirror = None
    night.note(f"the mirror of {holder} turns {op.order.describe()} back on {op.actor}")


def _perform(night: _Night, op: _Op, acting: set[str], deaths: list[_Doomed]) -> list[_Op]:
    if not _can_act(night, op, acting):
        return []
    onto = night.moved_onto.get(op.order.actor)
    if onto is not None and op.step > 1 and not op.copied:
        op.target = onto if op.target else None
        op.targets = tuple(onto for _ in op.targets)
        night.note(f"{op.order.describe()} lands on {onto} (backfired dome)")
    _redirect(night, op)
    aimed = op.targets or ((op.target,) if op.target else ())
    shielded = [t for t in aimed if t in night.domed and t != op.actor]
    if shielded and op.kind not in ("mirror", "dome"):
        night.note(f"{op.order.describe()} fails: {', '.join(shielded)} under the dome")
        if op.kind not in ("father_kill", "kill", "stone_kill"):
            night.reply(op.order.actor if not op.copied else op.actor, "failure", "Провал")
        return []
    handler = _HANDLERS.get(op.kind)
    if handler is None:
        night.note(f"{op.order.describe()}: nothing to do")
        return []
    return handler(night, op, deaths) or []


def _stone_gate(night: _Night, op: _Op) -> bool:
    """Draw the backfire for a Stone use; True when the use goes ahead normally."""
    if night.backfires_now(op.order):
        night.backfires.append((op.order, op.order.use or ""))
        if op.order.use == "check":
            _check_reply(night, op.actor, op.target or op.actor, about=op.actor)
        return False
    return True


def _check_reply(night: _Night, actor: str, target: str, about: str | None = None) -> None:
    side = side_of(night.facts.players.get(about or target, "alchemist"))
    night.reply(actor, "check", f"{target} — {SIDE_RU[side]}", target=target, side=side)
    night.note(f"{actor} checks {target}: {side}" + (" (backfire: about himself)" if about else ""))


def _do_mirror(night: _Night, op: _Op, deaths: list[_Doomed]) -> None:
    if not _stone_gate(night, op):
        return
    night.mirror = op.actor
    night.reply(op.actor, "done", "Выполнено")
    night.note(f"{op.actor} raises the mirror")


def _do_dome(night: _Night, op: _Op, deaths: list[_Doomed]) -> None:
    target = op.target or op.actor
    if night.backfires_now(op.order):
        night.note(f"the dome backfires: {target}'s night action moves onto {op.actor}")
        night.reply(op.actor, "done", "Выполнено")
        night.moved_onto[target] = op.actor
        return
    night.domed.add(target)
    night.reply(op.actor, "done", "Выполнено")
    night.note(f"{op.actor} puts a dome over {target}: immune to all night actions, sends none")


def _do_block(night: _Night, op: _Op, deaths: list[_Doomed]) -> None:
    if op.kind == "stone_block" and not _stone_gate(night, op):
        return
    assert op.target is not None
    night.blocked.add(op.target)
    night.reply(op.order.actor if not op.copied else op.actor, "done", "Выполнено")
    night.note(f"{op.actor} blocks {op.target}")


def _do_check(night: _Night, op: _Op, deaths: list[_Doomed]) -> None:
    if op.kind == "stone_check" and not _stone_gate(night, op):
        return
    assert op.target is not None
    _check_reply(night, op.actor, op.target)


def _do_heal(night: _Night, op: _Op, deaths: list[_Doomed]) -> None:
    if op.kind == "stone_heal" and not _stone_gate(night, op):
        night.reply(op.actor, "failure", "Провал")
        return
    assert op.target is not None
    night.healed.add(op.target)
    night.reply(op.actor, "done", "Выполнено")
    night.note(f"{op.actor} heals {op.target}")


def _do_link(night: _Night, op: _Op, deaths: list[_Doomed]) -> None:
    if op.kind == "stone_link" and not _stone_gate(night, op):
        return
    first, second = op.targets
    night.links.append((first, second))
    night.reply(op.actor, "done", "Выполнено")
    night.note(f"{op.actor} links {first} and {second} for a day")


def _do_votes(night: _Night, op: _Op, deaths: list[_Doomed]) -> None:
    if not _stone_gate(night, op):
        return
    assert op.target is not None
    use = op.order.use
    if use == "vote_remove":
        night.modify(op.target, True, ModifierChange(vote_weight=0))
        night.note(f"{op.actor} removes {op.target}'s vote for the day")
    elif use == "vote_add":
        night.modify(op.target, True, ModifierChange(vote_weight=2))
        night.note(f"{op.actor} gives {op.target} a second vote for the day")
    else:
        night.modify(op.target, False, ModifierChange(execution_immune=True))
        night.note(f"{op.actor} makes {op.target} immune from execution for the day")
    night.reply(op.actor, "done", "Выполнено")


def _do_compare(night: _Night, op: _Op, deaths: list[_Doomed]) -> None:
    if not _stone_gate(night, op):
        return
    first, second = op.targets
    same = side_of(night.facts.players[first]) == side_of(night.facts.players[second])
    text = f"{first} и {second} — {'одна сторона' if same else 'разные стороны'}"
    night.reply(op.actor, "compare", text, targets=(first, second), same_side=same)
    night.note(f"{op.actor} compares {first} and {second}: {'same' if same else 'different'} side")


def _do_corpse(night: _Night, op: _Op, deaths: list[_Doomed]) -> None:
    if not _stone_gate(night, op):
        return
    assert op.target is not None
    role = night.facts.dead[op.target]
    night.reply(
        op.actor, "corpse_role", f"{op.target} — {ROLE_NAMES_RU[role]}", target=op.target, role=role
    )
    night.note(f"{op.actor} learns the role of the dead {op.target}: {role}")


def _copied_op(night: _Night, op: _Op, source: str) -> list[_Op]:
    """Envy (or the Stone) copies ``source``'s main action onto the target."""
    role = night.facts.players[source]
    action = MAIN_ACTION.get(role)
    if source == night.state.xing:
        action = "check"
    if action is None:
        night.note(f"{op.actor} copies {source}: {role} has no night action to copy")
        night.reply(op.actor, "failure", "Провал")
        return []
    target = op.target
    assert target is not None
    if action == "link":
        step, sub = STEP_OF["link"]
        night.note(f"{op.actor} copies {source}'s link onto {target} (with himself)")
        return [
            _Op(
                step, sub, op.order, "link", None, op.actor, copied=True, targets=(target, op.actor)
            )
        ]
    kind = {"check": "check", "heal": "heal", "kill": "kill", "search": "copied_search"}[action]
    step, sub = STEP_OF.get(kind, STEP_OF["search"])
    night.note(f"{op.actor} copies {source}'s {action} onto {target} (acts at step {step})")
    copied = _Op(step, sub, op.order, kind, target, op.actor, copied=True)
    copied.order = replace(op.order, source=source)
    return [copied]


def _do_copy(night: _Night, op: _Op, deaths: list[_Doomed]) -> list[_Op]:
    if op.kind == "stone_copy" and not _stone_gate(night, op):
        return []
    assert op.order.source is not None
    return _copied_op(night, op, op.order.source)


def _do_search(night: _Night, op: _Op, deaths: list[_Doomed]) -> None:
    assert op.target is not None
    searcher_role = night.facts.players[op.actor]
    target_role = night.facts.players.get(op.target)
    if op.kind == "copied_search":
        searcher_role = night.facts.players[op.order.source or op.actor]
    wanted = {"pride": "crimson", "crimson": "ishvalan", "greed": "xing"}[searcher_role]
    found = (op.target == night.state.xing) if wanted == "xing" else target_role == wanted
    night.reply(
        op.actor,
        "found" if found else "not_found",
        "Найден" if found else "Не найден",
        target=op.target,
    )
    night.note(
        f"{op.actor} searches {op.target} for the {wanted}: {'found' if found else 'not found'}"
    )
    if not found or (op.kind == "copied_search" and not night.rules.copied_search_kills):
        return
    if wanted == "ishvalan":
        if op.target in night.healed:
            night.note(f"{op.target} is healed and survives {op.actor}'s attack")
            return
        deaths.append((op.target, "kill", op.actor))
        return
    if op.target in night.healed and night.rules.heal_stops_absorption:
        night.note(f"{op.target} is healed: the absorption fails (GM option)")
        return
    deaths.append((op.target, "absorbed", op.actor))
    if wanted == "crimson":
        night.state = replace(night.state, absorbed_by_pride=True)
    else:
        night.state = replace(night.state, greed_can_check=True, xing=None)


def _kill_lands(night: _Night, op: _Op, target: str, executor_role: str | None) -> bool:
    if target in night.healed:
        night.note(f"{target} is healed and survives ({op.order.describe()})")
        return False
    if night.facts.players.get(target) == "greed" and executor_role != "father":
        night.note(f"Greed's Absolute Shield stops {op.order.describe()}")
        return False
    return True


def _do_kill(night: _Night, op: _Op, deaths: list[_Doomed]) -> None:
    if op.kind == "stone_kill" and not _stone_gate(night, op):
        return
    assert op.target is not None
    executor_role = night.facts.players.get(op.actor)
    if _kill_lands(night, op, op.target, executor_role):
        deaths.append((op.target, "kill", op.actor))
    if not op.copied:
        night.reply(op.order.actor, "done", "Выполнено")


_HANDLERS: dict[str, Callable[..., Any]] = {
    "mirror": _do_mirror,
    "dome": _do_dome,
    "stone_block": _do_block,
    "block": _do_block,
    "stone_check": _do_check,
    "check": _do_check,
    "stone_heal": _do_heal,
    "heal": _do_heal,
    "stone_link": _do_link,
    "link": _do_link,
    "stone_copy": _do_copy,
    "copy": _do_copy,
    "stone_vote_remove": _do_votes,
    "stone_vote_add": _do_votes,
    "stone_execution_immunity": _do_votes,
    "stone_compare": _do_compare,
    "stone_corpse_role": _do_corpse,
    "search": _do_search,
    "copied_search": _do_search,
    "father_kill": _do_kill,
    "stone_kill": _do_kill,
    "kill": _do_kill,
}


# -- step 10 and the end of the night ----------------------------------------------------------


def _apply_backfires(night: _Night) -> None:
    seed, number = night.facts.seed, night.facts.night
    for order, use in night.backfires:
        user = order.actor
        if use == "kill":
            if user not in night.alive:
                continue
            if user in night.healed:
                night.note(f"the Stone's kill backfires on {user}, who is healed and survives")
            elif night.facts.players.get(user) == "greed" and night.rules.shield_stops_backfire:
                night.note(f"the Stone's kill backfires on {user}: Greed's shield holds")
            else:
                night.note(f"the Stone's kill backfires: {user} dies")
                night.die(user, "stone_backfire", user)
            continue
        if use == "link":
            others = [p for p in night.alive if p != user]
            if user in night.alive and others:
                partner = rng.pick(seed, others, number, user, "link_backfire")
                night.links.append((user, partner))
                night.note(f"the Stone's link backfires: {user} is linked with {partner}")
            continue
        if use == "heal":
            target = order.target or user
            night.out.delayed.append(Death(target, "heal_backfire", user))
            night.note(f"the Stone's heal backfires: {target} will die at the next night")
            continue
        if use == "check":
            continue  # the reply was already about the user himself
        night.modify(user, True, ModifierChange(vote_nullified=True))
        night.reply(user, "failure", "Провал")
        night.note(f"the Stone's {use} backfires: {user} has no vote tomorrow")


def _finish(night: _Night) -> None:
    facts, out = night.facts, night.out
    seed, number = facts.seed, facts.night
    dead_tonight = [d.player for d in out.deaths] + [a.player for a in out.absorbed]
    out.linked = [
        list(pair) for pair in night.links if pair[0] in night.alive and pair[1] in night.alive
    ]
    out.announced_dead = rng.shuffled(seed, dead_tonight, number, "announce")
    state = night.state
    deaths_so_far = state.deaths_so_far + len(dead_tonight)
    # successions
    father, xing = state.father, state.xing
    if father is not None and father not in night.alive:
        pride = next((p for p, r in night.alive.items() if r == "pride"), None)
        night.note(
            f"Father {father} is gone" + (f": Pride {pride} becomes Father" if pride else "")
        )
        father = pride
    if father is None and not any(r in ("father", "pride") for r in night.alive.values()):
        rest = sorted(p for p, r in night.alive.items() if r in HOMUNCULI)
        if rest and (state.father is not None or facts.state.father is not None):
            out.notices.append(
                "Отец и Гордыня выбыли: оставшиеся гомункулы знакомятся: " + ", ".join(rest)
            )
    if xing is not None and xing not in night.alive:
        absorbed = any(a.player == xing for a in out.absorbed)
        guard = next((p for p, r in night.alive.items() if r == "bodyguard"), None)
        if not absorbed and guard:
            night.note(f"the Xing Alchemist {xing} is killed: Bodyguard {guard} becomes Xing")
            xing = guard
        else:
            xing = None
    for player in dead_tonight:
        if facts.players.get(player) == "pride" and state.absorbed_by_pride:
            out.pending.append(Pending(player, "revenge_target"))
            night.note(f"Pride {player} dies after absorbing Crimson: the GM asks whom he takes")
    out.stone = _stone_after(night, dead_tonight, deaths_so_far)
    out.state = replace(state, father=father, xing=xing, deaths_so_far=deaths_so_far)
    out.alive = dict(sorted(night.alive.items()))
    out.victory = check_victory(night.alive, out.stone.holder if out.stone else None)
    if out.victory.over:
        night.note(f"the game is over: {', '.join(out.victory.winners) or 'nobody'} wins")


def _stone_after(night: _Night, dead_tonight: list[str], deaths_so_far: int) -> StoneState | None:
    return stone_after_deaths(
        stone=night.facts.stone,
        alive=night.alive,
        dead=dead_tonight,
        killers=night.killers,
        deaths_so_far=deaths_so_far,
        threshold=night.facts.state.stone_appears_after,
        used=night.stone_used,
        seed=night.facts.seed,
        key=("night", night.facts.night),
        rules=night.rules,
        note=night.note,
    )
