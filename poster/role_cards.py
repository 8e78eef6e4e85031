"""Draft a new game's private role cards and its public opening post (BBCode, Russian)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.roles import HOMUNCULI, ROLE_NAMES_RU, ROLES, SIDE_NAMES_RU, side_of
from poster.render import RenderedDraft, render_post
from poster.role_texts import ABILITIES_RU, STONE_RU, win_condition
from poster.russian import ru_sorted, with_number

SIDE_TITLES_RU = {
    "homunculi": "Гомункулы (мафия)",
    "loner": "Одиночки",
    "town": "Государственные Алхимики (город)",
}
_PARTNERS = {"xing": "bodyguard", "bodyguard": "xing"}
_PARTNER_TITLES = {"xing": "Телохранитель Ксинга", "bodyguard": "Алхимик Ксинга"}


def _holder(roles: Mapping[str, str], role: str) -> str | None:
    return next((p for p, r in roles.items() if r == role), None)


def render_role_card(
    player: str, roles: Mapping[str, str], game_name: str, gm: str
) -> RenderedDraft:
    """One player's private card: role, side, abilities, whom the role knows, how it wins."""
    role = roles[player]
    side = side_of(role)
    homunculi = []
    if role == "father":
        homunculi = [
            (ROLE_NAMES_RU[r], p)
            for r in ROLES
            if r in HOMUNCULI and r != "father"
            for p in ru_sorted(q for q, s in roles.items() if s == r)
        ]
    partner_role = _PARTNERS.get(role)
    context = {
        "game_name": game_name,
        "player": player,
        "role_name": ROLE_NAMES_RU[role],
        "side_name": SIDE_NAMES_RU[side],
        "abilities": ABILITIES_RU[role],
        "father": _holder(roles, "father") if role in HOMUNCULI - {"father"} else None,
        "homunculi": homunculi,
        "partner": _holder(roles, partner_role) if partner_role else None,
        "partner_role": _PARTNER_TITLES.get(role, ""),
        "win": win_condition(role, side),
        "stone": STONE_RU,
        "gm": gm,
    }
    return RenderedDraft(
        f"Роль: {player}",
        render_post("role_card.bbcode.j2", context),
        f"Личное сообщение для {player}: {ROLE_NAMES_RU[role]}. Отправьте лично, не в тему.\n",
    )


def setup_lines(roles: Sequence[str]) -> list[tuple[str, list[str]]]:
    """The roles in play by side, in the rules' order; plain alchemists counted ("×4")."""
    lines = []
    for side in ("homunculi", "loner", "town"):
        names = []
        for role in ROLES:
            count = sum(1 for r in roles if r == role)
            if count and side_of(role) == side:
                names.append(ROLE_NAMES_RU[role] + (f" ×{count}" if count > 1 else ""))
        if names:
            lines.append((SIDE_TITLES_RU[side], names))
    return lines


@dataclass(frozen=True, slots=True)
class Opening:
    """What the opening post says about the game's schedule (already worded)."""

    game_name: str
    gm: str
    players: Sequence[str]
    roles: Sequence[str]
    tz_label: str
    night_until: str
    first_day: str
    opens: str
    closes: str
    skip_penalty: int = 2
    modkill_reveal: str = "none"


def render_opening(opening: Opening) -> RenderedDraft:
    """The game thread's first post: players in Russian order, the roles in play, the
    schedule and the main rules."""
    context = {
        "game_name": opening.game_name,
        "gm": opening.gm,
        "players": ru_sorted(opening.players),
        "players_count": len(opening.players),
        "setup": setup_lines(opening.roles),
        "tz_label": opening.tz_label,
        "night_until": opening.night_until,
        "first_day": opening.first_day,
        "opens": opening.opens,
        "closes": opening.closes,
        "skip_penalty": opening.skip_penalty,
        "modkill_reveal": opening.modkill_reveal,
    }
    return RenderedDraft(
        f"Начало игры: {opening.game_name}",
        render_post("opening.bbcode.j2", context),
        f"В игре {with_number(len(opening.players), 'игрок')}. Опубликуйте в теме игры, "
        "когда карточки ролей разосланы.\n",
    )
