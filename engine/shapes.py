"""Shape checks for the JSON the engine reads; each failure is a one-line RulesError."""

from __future__ import annotations

from typing import Any

from engine.errors import RulesError


def need_dict(raw: Any, what: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise RulesError(f"{what} must be an object")
    return raw


def need_list(raw: Any, what: str) -> list[Any]:
    if not isinstance(raw, list):
        raise RulesError(f"{what} must be a list")
    return raw
