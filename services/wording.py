"""Russian words the faces show: sides, refusal reasons, flag kinds (one place for each)."""

from engine.roles import SIDE_NAMES_RU
from poster.wording import flag_kind_ru, reason_ru

__all__ = ["SIDE_NAMES_RU", "flag_kind_ru", "reason_ru"]
