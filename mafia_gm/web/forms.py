"""The page's forms as typed models: every field is checked before any work starts.

``read_form(Model, form)`` reads a posted form into its model; a form that does not fit (a
missing field, text where a number goes, a number out of range, a file where text goes) is a
``PageError``: one Russian line with the English in brackets and a 4xx, before the store is
touched. Numbers are checked by ``params.number``, the same words as the address's numbers.
"""

from __future__ import annotations

from typing import Annotated, Any, TypeVar, get_origin

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, ValidationError
from pydantic_core import ErrorDetails, PydanticCustomError
from starlette.datastructures import FormData

from mafia_gm.web import params
from mafia_gm.web.params import LARGEST_ID, PageError, named
from mafia_i18n import _

LARGEST_SEQ = 10_000  # far more votes than one post can hold
LONGEST_FIELD = 1_000  # a name, an address, a time: far longer is no mistake but an attack
LONG_TEXT = ("text",)  # a draft's own text, which may be a long post
F = TypeVar("F", bound="Form")


def _refusal(message: str, status: int = 400) -> PydanticCustomError:
    # the text goes in the context, never the template: a form value may hold braces
    return PydanticCustomError("page", "{message}", {"message": message, "status": status})


def _strip(value: Any) -> Any:
    return value.strip() if isinstance(value, str) else value


def whole(
    low: int, high: int, russian: str, english: str, optional: bool = False
) -> BeforeValidator:
    """A whole number in ``low..high`` (``optional``: an empty field is None)."""

    def read(value: Any) -> int | None:
        if optional and _strip(value) == "":
            return None
        if not isinstance(value, str):  # a file where a number goes
            value = type(value).__name__
        try:
            return params.number(value, low, high, russian, english)
        except PageError as exc:
            raise _refusal(str(exc), exc.status) from None

    return BeforeValidator(read)


def required(message: str) -> AfterValidator:
    """Text that must not be empty; ``message`` says what is missing."""

    def check(value: str) -> str:
        if not value:
            raise _refusal(message)
        return value

    return AfterValidator(check)


def _local(back: str) -> str:
    return params.local_path(back or "/")


Stripped = Annotated[str, BeforeValidator(_strip)]


def _sign_up_url(url: str) -> str:
    if not url.startswith(("http://", "https://")):
        raise _refusal(_("Нужен адрес темы набора: http(s)://…"))
    return url


class Form(BaseModel):
    """A posted form: fields it does not know are ignored, every field it knows is checked."""

    model_config = ConfigDict(extra="ignore", frozen=True)


class NewGameForm(Form):
    """A new game from its sign-up thread (the index page)."""

    signup_url: Annotated[
        Stripped,
        Field(validate_default=True, title="Адрес темы набора", description="sign-up URL"),
        AfterValidator(_sign_up_url),
    ] = ""
    seed: Annotated[
        int | None,
        Field(title="Зерно раздачи", description="seed"),
        whole(0, 10**9, "Зерно раздачи", "seed", optional=True),
    ] = None
    out: Annotated[Stripped, Field(title="Файл игры", description="game file")] = ""
    first_day: Annotated[Stripped, Field(title="Первый день", description="first day")] = ""
    opens: Annotated[Stripped, Field(title="Начало дня", description="day opens")] = ""
    closes: Annotated[Stripped, Field(title="Конец дня", description="day closes")] = ""


class VoteFixForm(Form):
    """The GM's fix of one vote of a post (the count page)."""

    day: Annotated[int, Field(title="День", description="day"), whole(1, LARGEST_ID, "День", "day")]
    post: Annotated[
        Stripped,
        Field(validate_default=True, title="Пост", description="post"),
        required("Не указан пост, голос в котором исправить (no post given)"),
    ] = ""
    target: Annotated[str, Field(title="За кого", description="target")] = ""
    seq: Annotated[
        int | None,
        Field(title="Номер голоса", description="vote seq"),
        whole(0, LARGEST_SEQ, "Номер голоса", "vote seq", optional=True),
    ] = None
    thread: Annotated[str, Field(title="Тема", description="thread")] = ""


class FlagDoneForm(Form):
    """A flag closed; the page goes back to ``back`` (a path on this site, else ``/``)."""

    back: Annotated[
        str,
        Field(title="Куда вернуться", description="back"),
        AfterValidator(_local),
    ] = "/"


class DraftForm(Form):
    """A draft's new text (only ``edit`` reads it)."""

    text: Annotated[str, Field(title="Текст черновика", description="draft text")] = ""


class OrderForm(Form):
    """One night order, or the change of one (``replace``: the id of the order it replaces)."""

    actor: Annotated[
        str,
        Field(validate_default=True, title="Кто", description="actor"),
        required("Не указан игрок, чей это приказ (no actor given)"),
    ] = ""
    action: Annotated[
        str,
        Field(validate_default=True, title="Действие", description="action"),
        required("Не указано действие приказа (no action given)"),
    ] = ""
    target: Annotated[str, Field(title="Цель", description="target")] = ""
    target2: Annotated[str, Field(title="Вторая цель", description="second target")] = ""
    executor: Annotated[str, Field(title="Исполнитель", description="executor")] = ""
    source: Annotated[str, Field(title="Кого копировать", description="source")] = ""
    use: Annotated[str, Field(title="Применение Камня", description="stone use")] = ""
    replace: Annotated[
        int | None,
        Field(title="Приказ", description="order"),
        whole(1, LARGEST_ID, "Приказ", "order", optional=True),
    ] = None


class AcceptForm(Form):
    """Private messages whose orders the GM accepts; ``sure``: also those read with doubt."""

    id: Annotated[list[str], Field(title="Сообщения", description="message ids")] = []
    sure: Annotated[
        bool,
        Field(title="Уверен", description="sure"),
        BeforeValidator(lambda value: value == "1"),
    ] = False


def read_form(model: type[F], form: FormData | None) -> F:
    """``form`` read into ``model``, or a PageError naming the first problem in Russian."""
    raw: dict[str, Any] = {}
    for name, field in model.model_fields.items():
        if form is None or name not in form:
            continue
        raw[name] = form.getlist(name) if get_origin(field.annotation) is list else form[name]
        values = raw[name] if isinstance(raw[name], list) else [raw[name]]
        if name not in LONG_TEXT and any(
            isinstance(v, str) and len(v) > LONGEST_FIELD for v in values
        ):
            what = named(field.title or name, field.description or name)
            raise PageError(
                _("Поле «{field}» слишком длинное: до {n} знаков").format(
                    field=what, n=LONGEST_FIELD
                ),
                413,
            )
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        message, status = _words(model, exc.errors()[0])
        raise PageError(message, status) from None


def _words(model: type[Form], error: ErrorDetails) -> tuple[str, int]:
    context = error.get("ctx") or {}
    if error["type"] == "page":
        return str(context["message"]), int(context["status"])
    name = str(error["loc"][0]) if error["loc"] else ""
    field = model.model_fields.get(name)
    russian = field.title if field and field.title else name
    english = field.description if field and field.description else name
    what = named(russian, english)
    if error["type"] == "missing":
        return _("Не указано поле «{field}»").format(field=what), 400
    return _("Поле «{field}» заполнено неверно ({reason})").format(
        field=what, reason=error["msg"]
    ), 400
