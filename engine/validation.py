"""Typed reading of the JSON and TOML the product takes in, through pydantic models.

One place words pydantic's errors as the product's one-line messages: the key path, then
what was expected (``players[3].aliases: expected a list of strings``).
"""

from __future__ import annotations

from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, BeforeValidator, ConfigDict, StrictStr, ValidationError
from pydantic_core import ErrorDetails

from engine.roles import ROLES
from mafia_errors import MafiaGMError

M = TypeVar("M", bound=BaseModel)

_EXPECTED = {
    "string_type": "expected text in quotes",
    "int_type": "expected a whole number",
    "int_from_float": "expected a whole number",
    "float_type": "expected a number",
    "bool_type": "expected true or false",
    "list_type": "expected a list",
    "dict_type": "expected an object",
    "model_type": "expected an object",
    "missing": "is missing",
    "extra_forbidden": "unknown key",
    "unexpected_keyword_argument": "unknown key",
    "dataclass_type": "expected an object",
    "tuple_type": "expected a list",
    "too_short": "needs more entries",
    "too_long": "has too many entries",
    "string_too_short": "must not be empty",
    "string_pattern_mismatch": "expected like 'night 2' or 'day 3'",
}


def key_path(loc: tuple[int | str, ...], one_based: bool = True) -> str:
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part + 1 if one_based else part}]"
        else:
            path += f".{part}" if path else part
    return path or "the input"


def problem(error: ErrorDetails, words: dict[str, str] | None = None) -> str:
    cause = (error.get("ctx") or {}).get("error")
    if isinstance(cause, ValueError) and str(cause):
        return str(cause)
    if error["type"] == "literal_error":
        return f"expected one of {error['ctx']['expected']}"
    return {**_EXPECTED, **(words or {})}.get(error["type"], error["msg"])


def validate(
    model: type[M],
    raw: Any,
    source: str,
    error: type[MafiaGMError],
    one_based: bool = True,
    words: dict[str, str] | None = None,
) -> M:
    """``raw`` read into ``model``; the first problem (and how many more) as one ``error``."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise error(one_line(exc, source, one_based, words)) from None


def one_line(
    exc: ValidationError, source: str, one_based: bool = True, words: dict[str, str] | None = None
) -> str:
    """The first problem of ``exc`` (and how many more) as the product's one line."""
    first = exc.errors()[0]
    more = exc.error_count() - 1
    also = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
    where = key_path(first["loc"], one_based)
    return f"{source}: {where}: {problem(first, words)}{also}"


OPTIONS = ConfigDict(extra="forbid")
"""The config of a GM options dataclass (day rules, night rules): every key known; its fields
are Strict* types, so values are taken as written (no "yes" for true, no "2" for 2)."""


class StrictInput(BaseModel):
    """A JSON input model: types as written (no "yes" for true), extra keys allowed (a scenario
    file may carry its expected result beside the input)."""

    model_config = ConfigDict(strict=True, extra="ignore", frozen=True)


def _known_role(raw: Any) -> Any:
    if isinstance(raw, str) and raw not in ROLES:
        raise ValueError(f"unknown role {raw!r}")
    return raw


Role = Annotated[StrictStr, BeforeValidator(_known_role)]
