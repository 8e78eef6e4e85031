"""A night: its board, orders given, changed and cancelled, the private messages, the
resolution, and the next day's opening post."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from mafia_errors import MafiaGMError
from mafia_gm.web import params
from mafia_gm.web.forms import AcceptForm, OrderForm, read_form
from mafia_gm.web.pages import back, endpoint, page
from mafia_gm.web.params import PageError
from mafia_gm.web.state import WebState
from mafia_i18n import _
from services import night_mail
from services.announce import day_start
from services.nights import (
    NightResolvedError,
    cancel_order,
    close_night,
    enter_orders,
    make_order,
    night_board,
)
from services.wording import order_ru, refusal_ru


def night(request: Request, state: WebState, _: FormData | None) -> Response:
    spec = state.spec(request.path_params["slug"])
    number = state.night(spec, request.path_params["night"])
    board = night_board(state.store, spec, number, state.now())
    return page(
        request,
        "night.html",
        spec=spec,
        night=number,
        board=board,
        draft=board.draft,
        error=request.query_params.get("error"),
        said=request.query_params.get("said"),
        mail=night_mail.night_mail(state.store, spec, number),
        done=request.query_params.get("done"),
        tz=ZoneInfo(spec.timezone),
    )


def night_order(request: Request, state: WebState, form: FormData | None) -> Response:
    """Give an order, or change one (``replace``: the id of the order it takes the place
    of); a refusal comes back to the night page in Russian."""
    spec = state.spec(request.path_params["slug"])
    number = state.night(spec, request.path_params["night"])
    asked = read_form(OrderForm, form)
    order = make_order(asked.actor, asked.action, [asked.target, asked.target2], asked.model_dump())
    here = f"/game/{spec.slug}/night/{number}"
    try:
        enter_orders(state.store, spec, number, [order], state.now(), asked.replace)
    except MafiaGMError as exc:
        said = f"{order.actor}: {order_ru(order)}"
        return back(
            here,
            error=_("Приказ не принят: {order}: {reason}").format(
                order=said, reason=refusal_ru(str(exc))
            ),
        )
    changed = (
        _("приказ изменён: {order}") if asked.replace is not None else _("приказ принят: {order}")
    )
    return back(here, said=changed.format(order=order_ru(order)))


def night_cancel(request: Request, state: WebState, _form: FormData | None) -> Response:
    spec = state.spec(request.path_params["slug"])
    number = state.night(spec, request.path_params["night"])
    order_id = params.row_id(request.path_params["id"], "Приказ", "order")
    here = f"/game/{spec.slug}/night/{number}"
    try:
        order = cancel_order(state.store, spec, number, order_id)
    except MafiaGMError as exc:
        return back(
            here,
            error=_("Приказ №{id} не отменён: {reason}").format(
                id=order_id, reason=refusal_ru(str(exc))
            ),
        )
    return back(
        here,
        said=_("приказ №{id} отменён: {actor}: {order}").format(
            id=order_id, actor=order.actor, order=order_ru(order)
        ),
    )


def night_resolve(request: Request, state: WebState, _form: FormData | None) -> Response:
    spec = state.spec(request.path_params["slug"])
    number = state.night(spec, request.path_params["night"])
    try:
        close_night(state.store, spec, number, None, once=True)
    except NightResolvedError as exc:
        raise PageError(
            _("Ночь не разрешена ещё раз: {reason}").format(reason=refusal_ru(str(exc))), 409
        ) from None
    return back(
        f"/game/{spec.slug}/night/{number}", said=_("ночь {night} разрешена").format(night=number)
    )


def day_start_draft(request: Request, state: WebState, _: FormData | None) -> Response:
    """The next day's opening post with the resolved night's results, as a draft."""
    spec = state.spec(request.path_params["slug"])
    number = state.night(spec, request.path_params["day"])  # the day after night N opens
    draft = day_start(state.store, spec, number)
    return back(f"/drafts/{draft.id}")


def night_inbox(request: Request, state: WebState, form: FormData | None) -> Response:
    """The private-message buttons: read the forum, accept orders, the replies' steps."""
    spec = state.spec(request.path_params["slug"])
    number = state.night(spec, request.path_params["night"])
    step = request.path_params["step"]
    here = f"/game/{spec.slug}/night/{number}"
    chosen = read_form(AcceptForm, form)  # only the accept step reads it
    try:
        if step == "fetch":
            new, auto = night_mail.read_forum_messages(state.store, spec, number)
            said = _("новых сообщений: {n}").format(n=new)
            said += _(", принято сразу: {n}").format(n=auto) if auto else ""
            return back(here, done=said)
        if step == "accept":
            count = night_mail.accept(state.store, spec, number, chosen.id, chosen.sure)
            return back(here, done=_("принято приказов: {n}").format(n=count))
        sent = night_mail.replies_step(state.store, spec, number, step)
    except MafiaGMError as exc:
        return back(here, error=str(exc))
    return back(here, done=_("отправлено: {n}").format(n=len(sent)) if step == "send" else step)


routes = [
    Route("/game/{slug}/night/{night}", endpoint(night)),
    Route("/game/{slug}/day/{day}/start", endpoint(day_start_draft), methods=["POST"]),
    Route("/game/{slug}/night/{night}/order", endpoint(night_order), methods=["POST"]),
    Route("/game/{slug}/night/{night}/mail/{step}", endpoint(night_inbox), methods=["POST"]),
    Route("/game/{slug}/night/{night}/resolve", endpoint(night_resolve), methods=["POST"]),
    Route("/game/{slug}/night/{night}/cancel/{id}", endpoint(night_cancel), methods=["POST"]),
]
