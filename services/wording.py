"""Russian words the faces show: sides, refusal reasons, flag kinds (one place for each)."""

from engine.roles import ROLE_NAMES_RU, SIDE_NAMES_RU
from poster.night_words import action_ru, order_ru, refusal_ru, stone_use_ru
from poster.render import NEEDS_RU
from poster.russian import ru_sort_key, ru_sorted
from poster.wording import draft_status_ru, flag_kind_ru, reason_ru

__all__ = [
    "NEEDS_RU",
    "ROLE_NAMES_RU",
    "SIDE_NAMES_RU",
    "action_ru",
    "draft_status_ru",
    "flag_kind_ru",
    "order_ru",
    "reason_ru",
    "refusal_ru",
    "ru_sort_key",
    "ru_sorted",
    "stone_use_ru",
]
