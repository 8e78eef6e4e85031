"""Roles and sides of the Fullmetal Alchemist ruleset."""

from __future__ import annotations

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

ROLE_NAMES_RU = {
    "father": "Отец",
    "lust": "Похоть",
    "envy": "Зависть",
    "pride": "Гордыня",
    "ishvalan": "Ишварит",
    "crimson": "Багровый Алхимик",
    "greed": "Жадность",
    "xing": "Алхимик Ксинга",
    "bodyguard": "Телохранитель Ксинга",
    "linker": "Соединяющий жизни Алхимик",
    "crystal": "Кристальный Алхимик",
    "alchemist": "Государственный Алхимик",
}
SIDE_NAMES_RU = {"homunculi": "Гомункулы", "town": "Город", "loner": "Одиночка"}


def side_of(role: str) -> str:
    """The side a role plays for (Greed counts as a loner)."""
    if role in HOMUNCULI:
        return "homunculi"
    if role in LONERS:
        return "loner"
    return "town"
