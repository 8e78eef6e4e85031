"""A day: its count (whole page and live fragment), its chart, explain, flags, vote fixes."""

from __future__ import annotations

from typing import Any
from zoneinfo import ZoneInfo

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from mafia_errors import NotFoundError
from mafia_gm.web import params
from mafia_gm.web.forms import FlagDoneForm, VoteFixForm, read_form
from mafia_gm.web.pages import back, endpoint, page
from mafia_gm.web.params import PageError
from mafia_gm.web.state import WebState
from mafia_i18n import _
from services.charts import chart_png, day_chart
from services.corrections import fix_vote
from services.explain import explain
from services.flags import close_flag, flags_waiting
from services.game import provisional_label
from services.wording import ru_sorted


def count_context(request: Request, state: WebState) -> dict[str, Any]:
    spec = state.spec(request.path_params["slug"])
    number = state.day(spec, request.path_params["day"])
    outcome, svg = day_chart(state.store, spec, number, state.now())
    voters: dict[str, list[Any]] = {}
    for vote in outcome.result.standing:
        voters.setdefault(vote.target, []).append(vote)
    return {
        "spec": spec,
        "day": number,
        "outcome": outcome,
        "voters": voters,
        "chart": svg,
        "players": ru_sorted(outcome.facts.players),
        "provisional": provisional_label(spec, outcome, state.now()),
    }


def count(request: Request, state: WebState, _: FormData | None) -> Response:
    return page(request, "count.html", **count_context(request, state))


def count_live(request: Request, state: WebState, _: FormData | None) -> Response:
    return page(request, "_count.html", **count_context(request, state))


def chart(request: Request, state: WebState, _form: FormData | None) -> Response:
    kind = request.path_params["kind"]
    if kind not in ("svg", "png"):
        raise PageError(_("Схема бывает .svg или .png, не .{kind}").format(kind=kind[:20]), 404)
    spec = state.spec(request.path_params["slug"])
    number = state.day(spec, request.path_params["day"])
    svg = day_chart(state.store, spec, number, state.now())[1]
    if kind == "png":
        return Response(chart_png(svg), media_type="image/png")
    return Response(svg, media_type="image/svg+xml; charset=utf-8")


def flags(request: Request, state: WebState, _: FormData | None) -> Response:
    spec = state.spec(request.path_params["slug"])
    waiting = flags_waiting(state.store, spec, state.now())
    return page(request, "flags.html", spec=spec, waiting=waiting, tz=ZoneInfo(spec.timezone))


def explain_page(request: Request, state: WebState, _: FormData | None) -> Response:
    spec = state.spec(request.path_params["slug"])
    subject = request.query_params.get("subject", "").strip()
    day = state.day(spec, request.query_params.get("day") or "1") if subject else 1
    lines = explain(state.store, spec, subject, day) if subject else []
    return page(request, "explain.html", spec=spec, subject=subject, day=day, lines=lines)


def votes_fix(request: Request, state: WebState, form: FormData | None) -> Response:
    spec = state.spec(request.path_params["slug"])
    asked = read_form(VoteFixForm, form)
    day = state.day(spec, asked.day)
    ignore = asked.target == "__ignore__"
    report = fix_vote(
        state.store,
        asked.post,
        None if ignore else asked.target or None,
        ignore,
        asked.seq,
        asked.thread or None,
    )
    return back(f"/game/{spec.slug}/day/{day}", fixed=report.post_id)


def flag_done(request: Request, state: WebState, form: FormData | None) -> Response:
    number = params.row_id(request.path_params["id"], "Флаг", "flag")
    asked = read_form(FlagDoneForm, form)
    try:
        close_flag(state.store, number)
    except NotFoundError:
        raise PageError(_("Нет флага #{id}").format(id=number), 404) from None
    return back(asked.back)


routes = [
    Route("/game/{slug}/day/{day}", endpoint(count)),
    Route("/game/{slug}/day/{day}/live", endpoint(count_live)),
    Route("/game/{slug}/day/{day}/chart.{kind}", endpoint(chart)),
    Route("/game/{slug}/flags", endpoint(flags)),
    Route("/game/{slug}/explain", endpoint(explain_page)),
    Route("/game/{slug}/votes/fix", endpoint(votes_fix), methods=["POST"]),
    Route("/flags/{id}/done", endpoint(flag_done), methods=["POST"]),
]
