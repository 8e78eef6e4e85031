"""Shape checks for the JSON the engine reads; each failure is a one-line RulesError."""

from __future__ import annotations

from typing import Any, TypeVar

from engine.errors import RulesError

T = TypeVar("T")


def need_dict(raw: Any, what: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise RulesError(f"{what} must be an object")
    return raw


def need_list(raw: Any, what: str) -> list[Any]:
    if not isinstance(raw, list):
        raise RulesError(f"{what} must be a list")
    return raw


def need_int(raw: Any, what: str) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise RulesError(f"{what} must be a whole number")
    return raw


def need_number(raw: Any, what: str) -> float:
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        raise RulesError(f"{what} must be a number")
    return float(raw)


def options(cls: type[T], raw: Any, what: str) -> T:
    """A dataclass of options from a JSON object: unknown keys and wrong types refused."""
    if raw is None:
        return cls()
    values = need_dict(raw, f"'{what}'")
    defaults = cls()
    for key, value in values.items():
        if key not in cls.__dataclass_fields__:  # type: ignore[attr-defined]
            raise RulesError(f"unknown {what} option {key!r}")
        expected = type(getattr(defaults, key))
        ok = isinstance(value, expected) and (expected is bool or not isinstance(value, bool))
        if expected is float and isinstance(value, int) and not isinstance(value, bool):
            ok = True
        if not ok:
            kind = {int: "a whole number", float: "a number", bool: "true or false"}.get(
                expected, "text"
            )
            raise RulesError(f"{what} option {key} must be {kind}")
    return cls(**values)
