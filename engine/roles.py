"""Roles and sides of the Fullmetal Alchemist ruleset."""

from __future__ import annotations

from mafia_i18n import N_

ROLES = (
    "father",
    "lust",
    "envy",
    "pride",
    "ishvalan",
    "crimson",
    "greed",
    "xing",
    "bodyguard",
    "linker",
    "crystal",
    "alchemist",
)
HOMUNCULI = frozenset({"father", "lust", "envy", "pride"})
LONERS = frozenset({"ishvalan", "crimson", "greed"})
SIDES = ("homunculi", "town", "loner")

# N_: the forum's names stay Russian; the GM's page and CLI translate them (mafia_i18n)
ROLE_NAMES_RU = {
    "father": N_("Отец"),
    "lust": N_("Похоть"),
    "envy": N_("Зависть"),
    "pride": N_("Гордыня"),
    "ishvalan": N_("Ишварит"),
    "crimson": N_("Багровый Алхимик"),
    "greed": N_("Жадность"),
    "xing": N_("Алхимик Ксинга"),
    "bodyguard": N_("Телохранитель Ксинга"),
    "linker": N_("Соединяющий жизни Алхимик"),
    "crystal": N_("Кристальный Алхимик"),
    "alchemist": N_("Государственный Алхимик"),
}
SIDE_NAMES_RU = {"homunculi": N_("Гомункулы"), "town": N_("Город"), "loner": N_("Одиночка")}


def side_of(role: str) -> str:
    """The side a role plays for (Greed counts as a loner)."""
    if role in HOMUNCULI:
        return "homunculi"
    if role in LONERS:
        return "loner"
    return "town"
