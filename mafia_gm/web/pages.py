"""What every handler shares: the templates, the page and error answers, the threaded endpoint.

A handler is a module-level function ``(request, state, form) -> Response``; ``endpoint``
runs it in a worker thread (a slow count never stalls the other pages) and turns an error the
GM can act on into the error page, Russian first with the English in brackets.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Iterable
from datetime import UTC
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from markupsafe import Markup, escape
from sqlalchemy.exc import OperationalError
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.templating import Jinja2Templates

from mafia_errors import (
    ConflictError,
    DraftError,
    InputError,
    MafiaGMError,
    NotFoundError,
    ScrapeError,
    StoreError,
)
from mafia_gm.web.language import install_language
from mafia_gm.web.params import PageError
from mafia_gm.web.state import WebState, state_of
from mafia_i18n import N_, _
from services.corrections import CorrectionError
from services.inbox import status_ru
from services.nights import OrderError
from services.wording import (
    NEEDS_RU,
    ROLE_NAMES_RU,
    SIDE_NAMES_RU,
    action_ru,
    draft_status_ru,
    flag_kind_ru,
    order_ru,
    reason_ru,
    refusal_ru,
    ru_sort_key,
    ru_sorted,
    stone_use_ru,
)

HERE = Path(__file__).parent
Handler = Callable[[Request, WebState, FormData | None], Response]
# The Russian first line and the status for an error a service raised in English, by its kind
# (the first that matches).
KINDS: tuple[tuple[type[Exception], str, int], ...] = (
    (NotFoundError, N_("Не найдено"), 404),
    (CorrectionError, N_("Голос не исправлен"), 400),
    (OrderError, N_("Приказ не принят"), 400),
    (DraftError, N_("С черновиком так нельзя"), 409),
    (ConflictError, N_("Занято другой командой"), 409),
    (InputError, N_("Неверный запрос"), 400),
    (ScrapeError, N_("Форум не ответил как нужно"), 502),
    (StoreError, N_("Хранилище недоступно"), 503),
    (MafiaGMError, N_("Не получилось"), 400),
)
BUSY = N_("Хранилище занято другой командой: обновите страницу чуть позже")


def ru_sorted_by(items: Iterable[Any], attribute: str) -> list[Any]:
    """Rows in Russian alphabetical order of their ``attribute`` (a player's name)."""
    return sorted(items, key=lambda item: ru_sort_key(str(getattr(item, attribute))))


def toml_code(text: str) -> Markup:
    """A check's problem with the game file's ``[[tables]]`` shown as code (escaped first)."""
    return Markup(re.sub(r"\[\[\w+\]\]", lambda m: f"<code>{m[0]}</code>", str(escape(text))))


def make_templates() -> Jinja2Templates:
    """The page's templates with the Russian wording filters."""
    templates = Jinja2Templates(directory=str(HERE / "templates"))
    # a reveal names a side, or a role where the day rules reveal roles
    templates.env.globals["sides"] = {**ROLE_NAMES_RU, **SIDE_NAMES_RU}
    templates.env.filters["reason_ru"] = reason_ru
    templates.env.filters["flag_kind_ru"] = flag_kind_ru
    templates.env.filters["status_ru"] = status_ru
    templates.env.filters["draft_status_ru"] = draft_status_ru
    templates.env.filters["action_ru"] = action_ru
    templates.env.filters["stone_use_ru"] = stone_use_ru
    templates.env.filters["order_ru"] = order_ru
    templates.env.filters["order_refusal_ru"] = refusal_ru
    templates.env.filters["ru_sorted"] = ru_sorted
    templates.env.filters["ru_sorted_by"] = ru_sorted_by
    templates.env.filters["toml_code"] = toml_code
    templates.env.globals["roles_ru"] = ROLE_NAMES_RU
    templates.env.globals["needs_ru"] = NEEDS_RU
    templates.env.globals["utc"] = UTC
    install_language(templates.env)
    return templates


TEMPLATES = make_templates()


def page(request: Request, name: str, status: int = 200, **context: Any) -> Response:
    """Template ``name`` rendered; the menu lists the served games unless ``games`` is given."""
    if "games" not in context:
        context["games"] = list(state_of(request).specs.values())
    return TEMPLATES.TemplateResponse(request, name, context, status_code=status)


def refuse(request: Request, status: int, message: str) -> Response:
    """An error page that names no game: it may go to whoever asked."""
    return page(request, "error.html", status, message=message, games=[])


def refusal_of(exc: MafiaGMError) -> tuple[int, str]:
    """The status and the message for the error page: Russian first, the English in brackets."""
    if isinstance(exc, PageError):
        return exc.status, str(exc)
    words, status = next((_(w), st) for kind, w, st in KINDS if isinstance(exc, kind))
    return status, f"{words} ({exc})"


def endpoint(handler: Handler) -> Callable[[Request], Awaitable[Response]]:
    """Run ``handler`` in a worker thread; errors the GM can act on become a page."""

    async def run(request: Request) -> Response:
        try:
            form = await request.form() if request.method == "POST" else None
            return await run_in_threadpool(handler, request, state_of(request), form)
        except MafiaGMError as exc:
            status, message = refusal_of(exc)
            return page(request, "error.html", status, message=message)
        except OperationalError:  # locked by another command past the busy timeout
            return page(request, "error.html", 503, message=_(BUSY))

    return run


def back(url: str, **query: str) -> RedirectResponse:
    """See Other: back to ``url`` (with ``query``) after a change."""
    return RedirectResponse(url + (f"?{urlencode(query)}" if query else ""), status_code=303)
