"""The night's input facts (INTERFACES.md shape), the GM's night options, and order checks.

Malformed input raises RulesError (exit 1). An order that breaks a rule is not an error: it is
refused with its reason and the night still resolves.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import (
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    TypeAdapter,
    ValidationError,
    model_validator,
)
from pydantic.dataclasses import dataclass as options_dataclass

from engine.errors import RulesError
from engine.roles import HOMUNCULI
from engine.validation import OPTIONS, Role, StrictInput, one_line, validate
from mafia_i18n import _

STONE_USES = (
    "check",
    "kill",
    "block",
    "heal",
    "link",
    "copy",
    "mirror",
    "vote_remove",
    "vote_add",
    "dome",
    "execution_immunity",
    "compare",
    "corpse_role",
)
ACTIONS = ("kill", "block", "copy", "check", "heal", "link", "search", "stone")
# The one main action of each role (Envy copies this); None: no night action.
MAIN_ACTION = {
    "father": "kill",
    "lust": "block",
    "envy": "copy",
    "pride": "search",
    "ishvalan": "kill",
    "crimson": "search",
    "greed": "search",
    "xing": "check",
    "bodyguard": None,
    "linker": "link",
    "crystal": "heal",
    "alchemist": None,
}


@options_dataclass(frozen=True, slots=True, config=OPTIONS)
class NightRules:
    """The night's GM options; defaults are RULES.md's readings. Read by ``from_json``: an
    unknown key or a wrong value is one line (``night rules: complete_at: expected a whole
    number``)."""

    heal_stops_absorption: StrictBool = False
    copied_search_kills: StrictBool = False  # Envy copying a search learns found / not found
    tell_blocked: StrictBool = True
    shield_stops_backfire: StrictBool = True  # Greed's shield also holds against his backfire
    base_chance: StrictFloat = 0.25  # a whole number is a number too
    chance_per_death: StrictFloat = 0.10
    crimson_bonus: StrictFloat = 0.10
    complete_at: StrictInt = 5

    @classmethod
    def from_json(cls, raw: Any, source: str = "night rules") -> NightRules:
        if raw is None:
            return cls()
        try:
            return _NIGHT_RULES.validate_python(raw)
        except ValidationError as exc:
            raise RulesError(one_line(exc, source, one_based=False)) from None


_NIGHT_RULES = TypeAdapter(NightRules)


@dataclass(frozen=True, slots=True)
class Order:
    """One night action as the GM entered it."""

    index: int
    actor: str
    action: str
    target: str | None = None
    targets: tuple[str, ...] = ()
    source: str | None = None
    executor: str | None = None
    use: str | None = None

    @property
    def aimed_at(self) -> tuple[str, ...]:
        """Every player this order acts on."""
        if self.targets:
            return self.targets
        return (self.target,) if self.target else ()

    def describe(self) -> str:
        what = f"stone {self.use}" if self.action == "stone" else self.action
        on = ", ".join(self.aimed_at) or "-"
        extra = f" (copying {self.source})" if self.source else ""
        extra += f" (executor {self.executor})" if self.executor else ""
        return f"{self.actor}: {what} → {on}{extra}"


_ORDER_KEYS = ("actor", "action", "target", "targets", "source", "executor", "use")


@dataclass(frozen=True, slots=True)
class GivenOrder:
    """One night order as given, not yet checked: typed in the CLI, clicked on the night page,
    read from a private message, or stored (``NightOrder.order_json``, the night input's
    ``actions[i]``). ``checked`` reads its shape; ``refusal`` says whether the rules allow it."""

    actor: str
    action: str  # a night action, ``stone`` (with ``use``), or a message's ``request``
    target: str | None = None
    targets: tuple[str, ...] = ()
    source: str | None = None
    executor: str | None = None
    use: str | None = None
    # the keys as given, in their order (empty: the ones set, in _ORDER_KEYS order), so the
    # stored JSON is the order as entered, byte for byte
    keys: tuple[str, ...] = field(default=(), compare=False, repr=False)

    @property
    def aimed_at(self) -> tuple[str, ...]:
        if self.targets:
            return self.targets
        return (self.target,) if self.target else ()

    def as_json(self) -> dict[str, Any]:
        keys = self.keys or tuple(k for k in _ORDER_KEYS if getattr(self, k))
        return {k: _plain(getattr(self, k)) for k in keys}

    @classmethod
    def from_json(cls, raw: Any, index: int = 0) -> GivenOrder:
        """An order from JSON or TOML (an orders file, a stored row), its shape checked: a
        malformed one is RulesError (``actions[0].target: expected text in quotes``)."""
        model = validate(_OrderIn, raw, f"actions[{index}]", RulesError, one_based=False)
        return cls(
            model.actor,
            model.action,
            model.target,
            tuple(model.targets),
            model.source,
            model.executor,
            model.use,
            keys=tuple(k for k in raw if k in _ORDER_KEYS),
        )

    def checked(self, index: int) -> Order:
        """The engine's Order (RulesError on a malformed one, as ``from_json``)."""
        return _order(self.as_json(), index)


def _plain(value: str | tuple[str, ...] | None) -> str | list[str] | None:
    return list(value) if isinstance(value, tuple) else value


@dataclass(frozen=True, slots=True)
class StoneState:
    holder: str
    complete: bool = False
    backfire_chance: float = 0.25
    last_action: str | None = None  # the holder's own Stone use last night

    def as_json(self) -> dict[str, Any]:
        return {
            "holder": self.holder,
            "complete": self.complete,
            "backfire_chance": self.backfire_chance,
            "last_action": self.last_action,
        }

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> StoneState:
        """The Stone as ``as_json`` wrote it (a stored night or game flow)."""
        return cls(
            raw["holder"],
            raw.get("complete", False),
            raw.get("backfire_chance", 0.25),
            raw.get("last_action"),
        )


@dataclass(frozen=True, slots=True)
class NightState:
    father: str | None
    xing: str | None
    absorbed_by_pride: bool = False
    greed_can_check: bool = False
    deaths_so_far: int = 0
    stone_appears_after: int | None = None

    def as_json(self) -> dict[str, Any]:
        return {
            "father": self.father,
            "xing": self.xing,
            "absorbed_by_pride": self.absorbed_by_pride,
            "greed_can_check": self.greed_can_check,
            "deaths_so_far": self.deaths_so_far,
            "stone_appears_after": self.stone_appears_after,
        }

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> NightState:
        """The state as ``as_json`` wrote it (a stored night or game flow)."""
        return cls(
            raw.get("father"),
            raw.get("xing"),
            raw.get("absorbed_by_pride", False),
            raw.get("greed_can_check", False),
            raw.get("deaths_so_far", 0),
            raw.get("stone_appears_after"),
        )


@dataclass(frozen=True, slots=True)
class NightFacts:
    night: int
    players: dict[str, str]
    state: NightState
    stone: StoneState | None
    orders: list[Order]
    delayed: list[str] = field(default_factory=list)
    backfire: dict[str, bool] = field(default_factory=dict)
    dead: dict[str, str] = field(default_factory=dict)
    seed: int = 0

    @classmethod
    def from_json(cls, raw: Any) -> NightFacts:
        """The INTERFACES.md night input, read through a typed model (one line per problem)."""
        data = validate(_NightIn, raw, "night input", RulesError, one_based=False)
        players = dict(data.players)
        return cls(
            night=data.night,
            players=players,
            state=_state(data.state, players),
            stone=_stone(data.stone),
            orders=[o.order(i) for i, o in enumerate(data.actions)],
            delayed=[d.player for d in data.delayed],
            backfire=dict(data.backfire),
            dead=dict(data.dead),
            seed=data.seed,
        )


class _OrderIn(StrictInput):
    actor: StrictStr
    action: Literal["kill", "block", "copy", "check", "heal", "link", "search", "stone"]
    target: StrictStr | None = None
    targets: list[StrictStr] = Field(default_factory=list)
    source: StrictStr | None = None
    executor: StrictStr | None = None
    use: Literal[STONE_USES] | None = None  # type: ignore[valid-type]

    @model_validator(mode="after")
    def _stone_needs_a_use(self) -> _OrderIn:
        if self.action == "stone" and self.use is None:
            raise ValueError(
                _("приказу stone нужен 'use': одно из {uses}").format(uses=", ".join(STONE_USES))
            )
        return self

    def order(self, index: int) -> Order:
        return Order(
            index=index,
            actor=self.actor,
            action=self.action,
            target=self.target,
            targets=tuple(self.targets),
            source=self.source,
            executor=self.executor,
            use=self.use,
        )


class _StateIn(StrictInput):
    father: StrictStr | None = None
    xing: StrictStr | None = None
    absorbed_by_pride: StrictBool = False
    greed_can_check: StrictBool = False
    deaths_so_far: StrictInt = 0
    stone_appears_after: StrictInt | None = None


class _StoneIn(StrictInput):
    holder: StrictStr
    complete: StrictBool = False
    backfire_chance: Annotated[float, Field(ge=0, le=1, strict=False)] = 0.25
    last_action: StrictStr | None = None


class _DelayedIn(StrictInput):
    player: StrictStr


class _NightIn(StrictInput):
    night: StrictInt
    players: dict[StrictStr, Role]
    state: _StateIn | None = None
    stone: _StoneIn | None = None
    actions: list[_OrderIn] = Field(default_factory=list)
    delayed: list[_DelayedIn] = Field(default_factory=list)
    backfire: dict[StrictStr, StrictBool] = Field(default_factory=dict)
    dead: dict[StrictStr, StrictStr] = Field(default_factory=dict)
    seed: StrictInt = 0


def _state(raw: _StateIn | None, players: dict[str, str]) -> NightState:
    def living(role: str) -> str | None:
        return next((n for n, r in players.items() if r == role), None)

    state = raw or _StateIn()
    given = state.model_fields_set
    return NightState(
        father=state.father if "father" in given else living("father"),
        xing=state.xing if "xing" in given else living("xing"),
        absorbed_by_pride=state.absorbed_by_pride,
        greed_can_check=state.greed_can_check,
        deaths_so_far=state.deaths_so_far,
        stone_appears_after=state.stone_appears_after,
    )


def _stone(raw: _StoneIn | None) -> StoneState | None:
    if raw is None:
        return None
    return StoneState(raw.holder, raw.complete, float(raw.backfire_chance), raw.last_action)


def _order(raw: Any, index: int) -> Order:
    """One order checked alone (as the GM enters it): its shape, then the Order."""
    return validate(_OrderIn, raw, f"actions[{index}]", RulesError, one_based=False).order(index)


def order_slot(order: Order, facts: NightFacts) -> str:
    """Which of an actor's nightly actions an order uses (one order per slot a night)."""
    if order.action == "stone":
        return "stone"
    if order.action == "kill" and order.actor == facts.state.father:
        return "father_kill"
    if order.action == "check" and facts.players.get(order.actor) == "greed":
        return "greed_check"
    return "main"


def allowed_actions(actor: str, facts: NightFacts) -> list[str]:
    """The night actions (not the Stone) a living player may order tonight, in ``ACTIONS``
    order: the role's own, Father's kill, the Xing title's check, Greed's check once earned."""
    role, state = facts.players.get(actor), facts.state
    allowed = set()
    if role and MAIN_ACTION.get(role):
        allowed.add(MAIN_ACTION[role])
    if actor == state.father:
        allowed.add("kill")
    if actor == state.xing:
        allowed.add("check")
    if role == "greed" and state.greed_can_check:
        allowed.add("check")
    return [action for action in ACTIONS if action in allowed]


def refusal(
    order: Order, facts: NightFacts, seen: set[tuple[str, str]] | None = None
) -> str | None:
    """Why an order cannot be performed (None: it can)."""
    players, state = facts.players, facts.state
    role = players.get(order.actor)
    if role is None:
        return "the actor is not alive"
    if seen and (order.actor, order_slot(order, facts)) in seen:
        return "one Stone use a night" if order.action == "stone" else "one night action a night"
    if order.action == "stone":
        return _stone_refusal(order, facts)
    if order.action not in allowed_actions(order.actor, facts):
        return f"{role} has no {order.action!r} action"
    need = {"link": 2}.get(order.action, 1)
    aimed = order.aimed_at
    if len(aimed) != need:
        return f"{order.action} needs {need} target(s)"
    for target in aimed:
        if target not in players:
            return f"target {target} is not alive"
    if order.action == "kill" and order.actor == state.father:
        if not order.executor:
            return "Father's kill needs an executor from the homunculi's requests"
        if players.get(order.executor) not in HOMUNCULI:
            return f"executor {order.executor} is not a living homunculus"
    if order.action == "copy":
        if not order.source or order.source not in players:
            return "copy needs a living source player"
        if players[order.source] in HOMUNCULI:
            return "envy cannot copy a homunculus"
    return None


def _stone_refusal(order: Order, facts: NightFacts) -> str | None:
    stone = facts.stone
    if stone is None or stone.holder != order.actor:
        return f"{order.actor} does not hold the Stone"
    if stone.last_action == order.use:
        return f"the same Stone use ({order.use}) two nights running"
    use = order.use or ""
    aimed = order.aimed_at
    if use == "compare" or use == "link":
        if len(aimed) != 2:
            return f"stone {use} needs two targets"
    elif use == "dome" or use == "mirror":
        pass  # dome defaults to the holder; mirror has no target
    elif not aimed:
        return f"stone {use} needs a target"
    if use == "corpse_role":
        return None if aimed[0] in facts.dead else f"{aimed[0]} is not a known dead player"
    if use == "copy":
        if not order.source or order.source not in facts.players:
            return "stone copy needs a living source player"
        if facts.players[order.source] in HOMUNCULI:
            return "the Stone cannot copy a homunculus"
    for target in aimed:
        if target not in facts.players:
            return f"target {target} is not alive"
    return None
