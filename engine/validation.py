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
from mafia_i18n import N_, _

M = TypeVar("M", bound=BaseModel)

# pydantic's error types in the GM's words (msgids, translated where the line is made)
_EXPECTED = {
    "string_type": N_("ожидается текст в кавычках"),
    "int_type": N_("ожидается целое число"),
    "int_from_float": N_("ожидается целое число"),
    "float_type": N_("ожидается число"),
    "bool_type": N_("ожидается true или false"),
    "list_type": N_("ожидается список"),
    "dict_type": N_("ожидается объект"),
    "model_type": N_("ожидается объект"),
    "missing": N_("не указано"),
    "extra_forbidden": N_("неизвестный ключ"),
    "unexpected_keyword_argument": N_("неизвестный ключ"),
    "dataclass_type": N_("ожидается объект"),
    "tuple_type": N_("ожидается список"),
    "too_short": N_("нужно больше элементов"),
    "too_long": N_("слишком много элементов"),
    "string_too_short": N_("не может быть пустым"),
    "string_pattern_mismatch": N_("ожидается вроде 'night 2' или 'day 3'"),
}


def key_path(loc: tuple[int | str, ...], one_based: bool = True) -> str:
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part + 1 if one_based else part}]"
        else:
            path += f".{part}" if path else part
    return path or _("ввод")


def problem(error: ErrorDetails, words: dict[str, str] | None = None) -> str:
    cause = (error.get("ctx") or {}).get("error")
    if isinstance(cause, ValueError) and str(cause):
        return str(cause)
    if error["type"] == "literal_error":
        choices = str(error["ctx"]["expected"]).replace(" or ", _(" или "))  # pydantic's "or"
        return _("ожидается одно из: {choices}").format(choices=choices)
    worded = {**_EXPECTED, **(words or {})}.get(error["type"])
    return _(worded) if worded else error["msg"]


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
    also = _(" (и ещё проблем: {n})").format(n=more) if more else ""
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
        raise ValueError(_("неизвестная роль {role!r}").format(role=raw))
    return raw


Role = Annotated[StrictStr, BeforeValidator(_known_role)]
