"""Deal the roles: the seed rules' 15-role table, or the GM's own list, to the roster.

The deal is a keyed draw (``engine.rng``): it depends only on the seed, the set of players and
the roles dealt, never on the order anyone was listed in, so the same seed gives the same deal
and the recorded seed lets anyone check it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from engine import rng
from engine.errors import GameFileError
from engine.roles import ROLE_NAMES_RU, ROLES
from mafia_i18n import _

# RULES.md "The table": 4 homunculi, 3 loners, 8 State Alchemists (4 of them plain).
STANDARD_SETUP: tuple[str, ...] = (*(r for r in ROLES if r != "alchemist"), *["alchemist"] * 4)
REPEATABLE = frozenset({"alchemist"})
_BY_RUSSIAN = {name.casefold().replace("ё", "е"): role for role, name in ROLE_NAMES_RU.items()}
_LINE = re.compile(r"^(?P<role>.+?)(?:\s*[x×*]?\s*(?P<count>\d+))?$", re.IGNORECASE)


class DealError(GameFileError):
    """A role list that cannot be dealt to the roster."""


def _role_id(written: str, where: str) -> str:
    key = written.strip().casefold().replace("ё", "е")
    if key in ROLES:
        return key
    if key in _BY_RUSSIAN:
        return _BY_RUSSIAN[key]
    raise DealError(
        _("{where}: неизвестная роль {role!r} (id ролей: {ids})").format(
            where=where, role=written.strip(), ids=" ".join(ROLES)
        )
    )


def parse_role_list(text: str, source: str = "roles") -> tuple[str, ...]:
    """Roles from a text: one a line, an id or a Russian name, optionally with a count
    ("alchemist 4", "Государственный Алхимик x4"); blank lines and ``#`` comments ignored."""
    roles: list[str] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        match = _LINE.match(line)
        assert match is not None  # the pattern matches every non-empty line
        count = int(match.group("count") or 1)
        roles += [_role_id(match.group("role"), f"{source}:{number}")] * count
    check_role_list(roles, source)
    return tuple(roles)


def load_role_list(path: Path) -> tuple[str, ...]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DealError(
            _("не прочитать список ролей {path}: {reason}").format(path=path, reason=exc)
        ) from None
    return parse_role_list(text, str(path))


def check_role_list(roles: Sequence[str], source: str = "roles") -> None:
    """Every role known; the named roles at most once each (only plain alchemists repeat)."""
    if not roles:
        raise DealError(_("{source}: роли не указаны").format(source=source))
    for role in roles:
        if role not in ROLES:
            raise DealError(
                _("{source}: неизвестная роль {role!r}").format(source=source, role=role)
            )
    twice = sorted(r for r, n in Counter(roles).items() if n > 1 and r not in REPEATABLE)
    if twice:
        raise DealError(
            _("{source}: {roles} указаны больше одного раза").format(
                source=source, roles=", ".join(twice)
            )
        )


def deal_roles(players: Sequence[str], roles: Sequence[str], seed: int) -> dict[str, str]:
    """Each player's role: the roles (in the rules' order) given to the players as the seed
    shuffles them."""
    if len(players) != len(roles):
        raise DealError(
            _(
                "игроков {players}, ролей {roles}: состав и список ролей должны быть одного размера"
            ).format(players=len(players), roles=len(roles))
        )
    check_role_list(roles)
    if len(set(players)) != len(players):
        raise DealError(_("игрок указан в составе дважды"))
    ordered_roles = sorted(roles, key=ROLES.index)
    shuffled = rng.shuffled(seed, list(players), "deal")
    return dict(zip(shuffled, ordered_roles, strict=True))
