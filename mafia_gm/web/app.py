"""``mafia-gm serve``: the GM's local web page over the same store as the CLI and the watch.

Handlers only read the request, call the same functions the CLI calls, and render a template.
Reading is open to whoever reaches 127.0.0.1; anything that changes state (fix a vote, edit,
approve or publish a draft, enter night orders, close a flag) needs the token printed at
start-up: opening the printed address once keeps it in a same-site cookie, or a script sends
it as the ``X-MGM-Token`` header.
"""

from __future__ import annotations

import hmac
from collections.abc import Awaitable, Callable
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlencode
from zoneinfo import ZoneInfo

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates

from engine.errors import EngineError
from engine.gamefile import GameSpec
from engine.roles import SIDE_NAMES_RU
from engine.store.db import Store
from engine.store.models import Draft, Game, utcnow
from mafia_gm.charts import day_chart
from mafia_gm.corrections import fix_vote
from mafia_gm.explain import explain
from mafia_gm.flags import close_flag, flags_waiting
from mafia_gm.inbox import status_ru
from mafia_gm.nights import close_night, enter_orders, make_order, night_view
from mafia_gm.publishing import publish_to_game_thread
from mafia_gm.status import game_glance
from mafia_gm.web import night_mail
from poster import drafts
from poster.voteflow import render_png
from poster.wording import flag_kind_ru, reason_ru
from scraper.errors import ScrapeError

HERE = Path(__file__).parent
COOKIE = "mgm_token"
Handler = Callable[[Request], Awaitable[Response]]


class WebState:
    """What every handler needs: the store, the games by slug, the token, the clock."""

    def __init__(
        self,
        store: Store,
        specs: list[GameSpec],
        token: str,
        now: Callable[[], datetime] = utcnow,
    ) -> None:
        self.store, self.token, self.now = store, token, now
        self.specs = {spec.slug: spec for spec in specs}

    def spec(self, slug: str) -> GameSpec:
        try:
            return self.specs[slug]
        except KeyError:
            raise EngineError(f"no game {slug!r} (known: {', '.join(self.specs)})") from None

    def spec_of_draft(self, draft: Draft) -> GameSpec:
        with self.store.session() as session:
            game = session.get(Game, draft.game_id)
            return self.spec(game.slug if game else "")

    def authorised(self, request: Request, form: FormData | None) -> bool:
        given = (
            request.headers.get("X-MGM-Token")
            or request.cookies.get(COOKIE)
            or (str(form.get("token") or "") if form else "")
        )
        return bool(given) and hmac.compare_digest(given, self.token)


def create_app(
    store: Store, specs: list[GameSpec], token: str, now: Callable[[], datetime] = utcnow
) -> Starlette:
    state = WebState(store, specs, token, now)
    templates = Jinja2Templates(directory=str(HERE / "templates"))
    templates.env.globals["sides"] = SIDE_NAMES_RU
    templates.env.filters["reason_ru"] = reason_ru
    templates.env.filters["flag_kind_ru"] = flag_kind_ru
    templates.env.filters["status_ru"] = status_ru

    def page(request: Request, name: str, status: int = 200, **context: Any) -> Response:
        context.setdefault("games", list(state.specs.values()))
        return templates.TemplateResponse(request, name, context, status_code=status)

    def guarded(handler: Callable[[Request, FormData], Awaitable[Response]]) -> Handler:
        """A state change: refused without the token."""

        async def run(request: Request) -> Response:
            form = await request.form()
            if not state.authorised(request, form):
                return page(
                    request,
                    "error.html",
                    403,
                    message="Нужен ключ доступа: откройте адрес, который mafia-gm serve "
                    "напечатал при запуске (с ?token=…).",
                )
            return await handler(request, form)

        return run

    def friendly(handler: Handler) -> Handler:
        """Errors the GM can act on become a page, not a stack trace."""

        async def run(request: Request) -> Response:
            try:
                return await handler(request)
            except (EngineError, ScrapeError, drafts.DraftError) as exc:
                return page(request, "error.html", 400, message=str(exc))

        return run

    def back(url: str, **query: str) -> RedirectResponse:
        return RedirectResponse(url + (f"?{urlencode(query)}" if query else ""), status_code=303)

    # -- reading ----------------------------------------------------------------------------

    async def index(request: Request) -> Response:
        token = request.query_params.get("token")
        if token is not None and hmac.compare_digest(token, state.token):
            response = back(request.url.path)
            response.set_cookie(COOKIE, token, httponly=True, samesite="strict")
            return response
        return page(request, "index.html")

    async def game(request: Request) -> Response:
        spec = state.spec(request.path_params["slug"])
        glance = await run_in_threadpool(game_glance, state.store, spec, state.now())
        return page(request, "game.html", spec=spec, glance=glance, now=state.now())

    async def count_context(request: Request) -> dict[str, Any]:
        spec = state.spec(request.path_params["slug"])
        number = request.path_params["day"]
        outcome, svg = await run_in_threadpool(day_chart, state.store, spec, number, state.now())
        voters: dict[str, list[Any]] = {}
        for vote in outcome.result.standing:
            voters.setdefault(vote.target, []).append(vote)
        return {
            "spec": spec,
            "day": number,
            "outcome": outcome,
            "voters": voters,
            "chart": svg,
            "players": sorted(outcome.facts.players),
        }

    async def count(request: Request) -> Response:
        return page(request, "count.html", **await count_context(request))

    async def count_live(request: Request) -> Response:
        return page(request, "_count.html", **await count_context(request))

    async def chart(request: Request) -> Response:
        spec = state.spec(request.path_params["slug"])
        day = request.path_params["day"]
        _, svg = await run_in_threadpool(day_chart, state.store, spec, day, state.now())
        if request.path_params["kind"] == "png":
            return Response(await run_in_threadpool(render_png, svg), media_type="image/png")
        return Response(svg, media_type="image/svg+xml; charset=utf-8")

    async def flags(request: Request) -> Response:
        spec = state.spec(request.path_params["slug"])
        waiting = await run_in_threadpool(flags_waiting, state.store, spec, state.now())
        return page(request, "flags.html", spec=spec, waiting=waiting, tz=ZoneInfo(spec.timezone))

    async def draft_list(request: Request) -> Response:
        with state.store.session() as session:
            rows = drafts.list_drafts(session)
            for row in rows:
                session.expunge(row)
        return page(request, "drafts.html", drafts=rows)

    async def draft_view(request: Request) -> Response:
        with state.store.session() as session:
            draft = drafts.get_draft(session, request.path_params["id"])
            session.expunge(draft)
        return page(request, "draft.html", draft=draft, done=request.query_params.get("done"))

    async def night(request: Request) -> Response:
        spec = state.spec(request.path_params["slug"])
        number = request.path_params["night"]
        orders, result = await run_in_threadpool(night_view, state.store, spec, number)
        mail = await run_in_threadpool(night_mail.night_mail, state.store, spec, number)
        return page(
            request,
            "night.html",
            spec=spec,
            night=number,
            orders=orders,
            draft=result,
            players=[p.name for p in spec.players],
            error=request.query_params.get("error"),
            mail=mail,
            done=request.query_params.get("done"),
            tz=ZoneInfo(spec.timezone),
        )

    async def explain_page(request: Request) -> Response:
        spec = state.spec(request.path_params["slug"])
        subject = request.query_params.get("subject", "").strip()
        day_text = request.query_params.get("day") or "1"
        if not day_text.isdigit():
            raise EngineError(f"the day must be a number, not {day_text!r}")
        day = int(day_text)
        lines = await run_in_threadpool(explain, state.store, spec, subject, day) if subject else []
        return page(request, "explain.html", spec=spec, subject=subject, day=day, lines=lines)

    # -- changing ---------------------------------------------------------------------------

    async def votes_fix(request: Request, form: FormData) -> Response:
        slug = request.path_params["slug"]
        target = str(form.get("target") or "")
        seq = str(form.get("seq") or "")
        report = await run_in_threadpool(
            fix_vote,
            state.store,
            str(form["post"]),
            None if target == "__ignore__" else target,
            target == "__ignore__",
            int(seq) if seq.isdigit() else None,
            str(form.get("thread") or "") or None,
        )
        return back(f"/game/{slug}/day/{form.get('day')}", fixed=report.post_id)

    async def flag_done(request: Request, form: FormData) -> Response:
        await run_in_threadpool(close_flag, state.store, request.path_params["id"])
        return back(str(form.get("back") or "/"))

    async def draft_action(request: Request, form: FormData) -> Response:
        draft_id, action = request.path_params["id"], request.path_params["action"]
        done = action
        with state.store.session() as session:
            if action == "approve":
                drafts.approve(session, draft_id)
            elif action == "reject":
                drafts.reject(session, draft_id)
            elif action == "edit":
                newer = drafts.edit(session, draft_id, str(form.get("text") or ""))
                draft_id = newer.id or draft_id
            elif action != "publish":
                raise EngineError(f"unknown action {action!r}")
            session.flush()  # before expunge: a detached object's changes are never written
            draft = drafts.get_draft(session, draft_id)
            session.expunge(draft)
        if action == "publish":
            spec = state.spec_of_draft(draft)
            published = await run_in_threadpool(publish_to_game_thread, state.store, spec, draft_id)
            done = "already" if published.already else "published"
        return back(f"/drafts/{draft_id}", done=done)

    async def night_order(request: Request, form: FormData) -> Response:
        spec = state.spec(request.path_params["slug"])
        number = request.path_params["night"]
        text = {key: str(value) for key, value in form.items()}
        order = make_order(
            text.get("actor", ""),
            text.get("action", ""),
            [text.get("target", ""), text.get("target2", "")],
            text,
        )
        try:
            await run_in_threadpool(enter_orders, state.store, spec, number, [order])
        except EngineError as exc:
            return back(f"/game/{spec.slug}/night/{number}", error=str(exc))
        return back(f"/game/{spec.slug}/night/{number}")

    async def night_resolve(request: Request, form: FormData) -> Response:
        spec = state.spec(request.path_params["slug"])
        number = request.path_params["night"]
        await run_in_threadpool(close_night, state.store, spec, number, None)
        return back(f"/game/{spec.slug}/night/{number}")

    async def night_inbox(request: Request, form: FormData) -> Response:
        """The private-message buttons: read the forum, accept orders, the replies' steps."""
        spec = state.spec(request.path_params["slug"])
        number, step = request.path_params["night"], request.path_params["step"]
        here = f"/game/{spec.slug}/night/{number}"
        try:
            if step == "fetch":
                new, auto = await run_in_threadpool(
                    night_mail.read_forum_messages, state.store, spec, number
                )
                said = f"новых сообщений: {new}" + (f", принято сразу: {auto}" if auto else "")
                return back(here, done=said)
            if step == "accept":
                ids = [str(v) for v in form.getlist("id")]
                sure = form.get("sure") == "1"
                count = await run_in_threadpool(
                    night_mail.accept, state.store, spec, number, ids, sure
                )
                return back(here, done=f"принято приказов: {count}")
            sent = await run_in_threadpool(night_mail.replies_step, state.store, spec, number, step)
        except (EngineError, ScrapeError) as exc:
            return back(here, error=str(exc))
        return back(here, done=f"отправлено: {len(sent)}" if step == "send" else step)

    read = [
        Route("/", friendly(index)),
        Route("/game/{slug}", friendly(game)),
        Route("/game/{slug}/day/{day:int}", friendly(count)),
        Route("/game/{slug}/day/{day:int}/live", friendly(count_live)),
        Route("/game/{slug}/day/{day:int}/chart.{kind:str}", friendly(chart)),
        Route("/game/{slug}/flags", friendly(flags)),
        Route("/game/{slug}/night/{night:int}", friendly(night)),
        Route("/game/{slug}/explain", friendly(explain_page)),
        Route("/drafts", friendly(draft_list)),
        Route("/drafts/{id:int}", friendly(draft_view)),
    ]
    write = [
        Route("/game/{slug}/votes/fix", friendly(guarded(votes_fix)), methods=["POST"]),
        Route("/flags/{id:int}/done", friendly(guarded(flag_done)), methods=["POST"]),
        Route("/drafts/{id:int}/{action:str}", friendly(guarded(draft_action)), methods=["POST"]),
        Route(
            "/game/{slug}/night/{night:int}/order",
            friendly(guarded(night_order)),
            methods=["POST"],
        ),
        Route(
            "/game/{slug}/night/{night:int}/mail/{step:str}",
            friendly(guarded(night_inbox)),
            methods=["POST"],
        ),
        Route(
            "/game/{slug}/night/{night:int}/resolve",
            friendly(guarded(night_resolve)),
            methods=["POST"],
        ),
    ]
    static = Mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")
    return Starlette(routes=[*read, *write, static])
