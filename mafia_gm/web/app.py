"""``mafia-gm serve``: the GM's local web page over the same store as the CLI and the watch.

Handlers only read the request, check every number it carries (``params``), call the same
functions the CLI calls, and render a template. They run in worker threads, so a slow count
never stalls the other pages, and every one is bounded by checked inputs (a day of the game, a
row's id), so none runs unbounded or holds the store for long. The ``Guard`` in front of them
checks the Host header and the token (every page needs it, reading included: the address
printed at start-up sets it as a same-site cookie, or a script sends ``X-MGM-Token``) and adds
the security headers to every answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlencode
from zoneinfo import ZoneInfo

from markupsafe import Markup, escape
from sqlalchemy.exc import OperationalError
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates
from starlette.types import ASGIApp

from mafia_errors import (
    ConflictError,
    DraftError,
    InputError,
    MafiaGMError,
    NotFoundError,
    ScrapeError,
    StoreError,
)
from mafia_gm.web import params
from mafia_gm.web.guard import Guard
from mafia_gm.web.language import install_language
from mafia_gm.web.params import PageError
from services import night_mail
from services.announce import day_start
from services.charts import chart_png, day_chart
from services.corrections import CorrectionError, fix_vote
from services.drafting import act_on_draft, game_slug_of, list_drafts, preview_html, show_draft
from services.explain import explain
from services.flags import close_flag, flags_waiting
from services.game import provisional_label
from services.inbox import status_ru
from services.newgame import (
    DEFAULT_DELAY,
    game_file_beside_store,
    new_game,
    role_cards,
    role_name_ru,
    schedule_of,
)
from services.nights import (
    NightResolvedError,
    OrderError,
    cancel_order,
    close_night,
    enter_orders,
    make_order,
    night_board,
)
from services.publishing import publish_to_game_thread
from services.status import game_glance, latest_day
from services.store import GameSpec, Store
from services.wording import (
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
Handler = Callable[[Request, FormData | None], Response]
ACTIONS = ("approve", "reject", "edit", "publish")
# The Russian first line and the status for an error a service raised in English, by its kind
# (the first that matches).
KINDS: tuple[tuple[type[Exception], str, int], ...] = (
    (NotFoundError, "Не найдено", 404),
    (CorrectionError, "Голос не исправлен", 400),
    (OrderError, "Приказ не принят", 400),
    (DraftError, "С черновиком так нельзя", 409),
    (ConflictError, "Занято другой командой", 409),
    (InputError, "Неверный запрос", 400),
    (ScrapeError, "Форум не ответил как нужно", 502),
    (StoreError, "Хранилище недоступно", 503),
    (MafiaGMError, "Не получилось", 400),
)


def _utcnow() -> datetime:
    return datetime.now(UTC)


class WebState:
    """What every handler needs: the store, the games by slug, the clock."""

    def __init__(
        self,
        store: Store,
        specs: list[GameSpec],
        now: Callable[[], datetime] = _utcnow,
        scrape_delay: float = DEFAULT_DELAY,
    ) -> None:
        self.store, self.now, self.scrape_delay = store, now, scrape_delay
        self.specs = {spec.slug: spec for spec in specs}

    def spec(self, slug: str) -> GameSpec:
        try:
            return self.specs[slug]
        except KeyError:
            raise PageError(
                f"Нет игры {slug[:80]!r}; есть: {', '.join(self.specs)} "
                f"(no game {slug[:80]!r}; known: {', '.join(self.specs)})",
                404,
            ) from None

    def spec_of_draft(self, draft: Any) -> GameSpec:
        return self.spec(game_slug_of(self.store, draft))

    def day(self, spec: GameSpec, text: object) -> int:
        return params.day(text, latest_day(self.store, spec, self.now()))

    def night(self, spec: GameSpec, text: object) -> int:
        return params.night(text, latest_day(self.store, spec, self.now()))


def ru_sorted_by(items: Iterable[Any], attribute: str) -> list[Any]:
    """Rows in Russian alphabetical order of their ``attribute`` (a player's name)."""
    return sorted(items, key=lambda item: ru_sort_key(str(getattr(item, attribute))))


def toml_code(text: str) -> Markup:
    """A check's problem with the game file's ``[[tables]]`` shown as code (escaped first)."""
    return Markup(re.sub(r"\[\[\w+\]\]", lambda m: f"<code>{m[0]}</code>", str(escape(text))))


def refusal_of(exc: MafiaGMError) -> tuple[int, str]:
    """The status and the message for the error page: Russian first, the English in brackets."""
    if isinstance(exc, PageError):
        return exc.status, str(exc)
    words, status = next((w, st) for kind, w, st in KINDS if isinstance(exc, kind))
    return status, f"{words} ({exc})"


def create_app(
    store: Store,
    specs: list[GameSpec],
    token: str,
    now: Callable[[], datetime] = _utcnow,
    allowed_hosts: Iterable[str] = (),
    scrape_delay: float = DEFAULT_DELAY,
) -> ASGIApp:
    state = WebState(store, specs, now, scrape_delay)
    templates = Jinja2Templates(directory=str(HERE / "templates"))
    install_language(templates.env)
    templates.env.globals["sides"] = SIDE_NAMES_RU
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
    templates.env.globals["utc"] = UTC

    def page(request: Request, name: str, status: int = 200, **context: Any) -> Response:
        context.setdefault("games", list(state.specs.values()))
        return templates.TemplateResponse(request, name, context, status_code=status)

    def refuse(request: Request, status: int, message: str) -> Response:
        """An error page that names no game: it may go to whoever asked."""
        return page(request, "error.html", status, message=message, games=[])

    def endpoint(handler: Handler) -> Callable[[Request], Any]:
        """Run ``handler`` in a worker thread; errors the GM can act on become a page."""

        async def run(request: Request) -> Response:
            try:
                form = await request.form() if request.method == "POST" else None
                return await run_in_threadpool(handler, request, form)
            except MafiaGMError as exc:
                status, message = refusal_of(exc)
                return page(request, "error.html", status, message=message)
            except OperationalError:  # locked by another command past the busy timeout
                return page(
                    request,
                    "error.html",
                    503,
                    message="Хранилище занято другой командой: обновите страницу чуть позже "
                    "(the store is busy: try again shortly)",
                )

        return run

    def back(url: str, **query: str) -> RedirectResponse:
        return RedirectResponse(url + (f"?{urlencode(query)}" if query else ""), status_code=303)

    # -- reading ----------------------------------------------------------------------------

    def index(request: Request, _: FormData | None) -> Response:
        return page(request, "index.html")

    def game(request: Request, _: FormData | None) -> Response:
        spec = state.spec(request.path_params["slug"])
        glance = game_glance(state.store, spec, state.now())
        return page(request, "game.html", spec=spec, glance=glance, now=state.now())

    def count_context(request: Request) -> dict[str, Any]:
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

    def count(request: Request, _: FormData | None) -> Response:
        return page(request, "count.html", **count_context(request))

    def count_live(request: Request, _: FormData | None) -> Response:
        return page(request, "_count.html", **count_context(request))

    def chart(request: Request, _: FormData | None) -> Response:
        kind = request.path_params["kind"]
        if kind not in ("svg", "png"):
            raise PageError(f"Схема бывает .svg или .png, не .{kind[:20]} (svg or png only)", 404)
        spec = state.spec(request.path_params["slug"])
        number = state.day(spec, request.path_params["day"])
        svg = day_chart(state.store, spec, number, state.now())[1]
        if kind == "png":
            return Response(chart_png(svg), media_type="image/png")
        return Response(svg, media_type="image/svg+xml; charset=utf-8")

    def flags(request: Request, _: FormData | None) -> Response:
        spec = state.spec(request.path_params["slug"])
        waiting = flags_waiting(state.store, spec, state.now())
        return page(request, "flags.html", spec=spec, waiting=waiting, tz=ZoneInfo(spec.timezone))

    def draft_list(request: Request, _: FormData | None) -> Response:
        return page(request, "drafts.html", drafts=list_drafts(state.store))

    def draft_id(request: Request) -> int:
        return params.row_id(request.path_params["id"], "Черновик", "draft")

    def stored_draft(number: int, action: str = "show", text: str = "") -> Any:
        try:
            return (
                show_draft(state.store, number)
                if action == "show"
                else act_on_draft(state.store, number, action, text)
            )
        except NotFoundError as exc:
            raise PageError(f"Нет черновика #{number} ({exc})", 404) from None

    def draft_view(request: Request, _: FormData | None) -> Response:
        draft = stored_draft(draft_id(request))
        return page(
            request,
            "draft.html",
            draft=draft,
            preview=preview_html(draft.text),
            done=request.query_params.get("done"),
        )

    def night(request: Request, _: FormData | None) -> Response:
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

    def explain_page(request: Request, _: FormData | None) -> Response:
        spec = state.spec(request.path_params["slug"])
        subject = request.query_params.get("subject", "").strip()
        day = state.day(spec, request.query_params.get("day") or "1") if subject else 1
        lines = explain(state.store, spec, subject, day) if subject else []
        return page(request, "explain.html", spec=spec, subject=subject, day=day, lines=lines)

    def cards(request: Request, _: FormData | None) -> Response:
        spec = state.spec(request.path_params["slug"])
        return page(request, "cards.html", spec=spec, cards=role_cards(state.store, spec))

    # -- changing ---------------------------------------------------------------------------

    def new_from_signups(request: Request, form: FormData | None) -> Response:
        """A new game from its sign-up thread: the same service as ``mafia-gm new``."""
        assert form is not None
        text = {key: str(value).strip() for key, value in form.items()}
        url = text.get("signup_url", "")
        if not url.startswith(("http://", "https://")):
            raise PageError("Нужен адрес темы набора: http(s)://… (a sign-up thread URL)")
        seed = text.get("seed", "")
        out = Path(text["out"]) if text.get("out") else game_file_beside_store(state.store, url)
        if out.exists():
            raise PageError(
                f"Файл игры {out} уже есть: укажите другой путь (the game file exists)", 409
            )
        dealt = new_game(
            state.store,
            url,
            out,
            seed=params.number(seed, 0, 10**9, "Зерно раздачи", "seed") if seed else None,
            schedule=schedule_of(
                text.get("first_day") or None,
                text.get("opens") or "10:00",
                text.get("closes") or "22:00",
            ),
            delay=state.scrape_delay,
        )
        state.specs[dealt.spec.slug] = dealt.spec  # in the game list at once, no restart
        return page(
            request, "newgame.html", dealt=dealt, spec=dealt.spec, role_name_ru=role_name_ru
        )

    def votes_fix(request: Request, form: FormData | None) -> Response:
        assert form is not None
        spec = state.spec(request.path_params["slug"])
        day = state.day(spec, form.get("day"))
        post = str(form.get("post") or "").strip()
        if not post:
            raise PageError("Не указан пост, голос в котором исправить (no post given)")
        target = str(form.get("target") or "")
        seq = str(form.get("seq") or "")
        report = fix_vote(
            state.store,
            post,
            None if target == "__ignore__" else target or None,
            target == "__ignore__",
            params.number(seq, 0, params.LARGEST_SEQ, "Номер голоса", "vote seq") if seq else None,
            str(form.get("thread") or "") or None,
        )
        return back(f"/game/{spec.slug}/day/{day}", fixed=report.post_id)

    def flag_done(request: Request, form: FormData | None) -> Response:
        assert form is not None
        number = params.row_id(request.path_params["id"], "Флаг", "flag")
        try:
            close_flag(state.store, number)
        except NotFoundError as exc:
            raise PageError(f"Нет флага #{number} ({exc})", 404) from None
        return back(params.local_path(str(form.get("back") or "/")))

    def draft_action(request: Request, form: FormData | None) -> Response:
        assert form is not None
        number, action = draft_id(request), request.path_params["action"]
        if action not in ACTIONS:
            raise PageError(
                f"Нет действия {action[:40]!r} с черновиком (unknown draft action {action[:40]!r})",
                404,
            )
        done = action
        draft = stored_draft(
            number, "show" if action == "publish" else action, str(form.get("text") or "")
        )
        number = draft.id or number
        if action == "publish":
            spec = state.spec_of_draft(draft)
            published = publish_to_game_thread(state.store, spec, number)
            done = "already" if published.already else "published"
        return back(f"/drafts/{number}", done=done)

    def night_order(request: Request, form: FormData | None) -> Response:
        """Give an order, or change one (``replace``: the id of the order it takes the place
        of); a refusal comes back to the night page in Russian."""
        assert form is not None
        spec = state.spec(request.path_params["slug"])
        number = state.night(spec, request.path_params["night"])
        text = {key: str(value) for key, value in form.items()}
        replace = text.get("replace", "")
        order = make_order(
            text.get("actor", ""),
            text.get("action", ""),
            [text.get("target", ""), text.get("target2", "")],
            text,
        )
        here = f"/game/{spec.slug}/night/{number}"
        try:
            enter_orders(
                state.store,
                spec,
                number,
                [order],
                state.now(),
                params.row_id(replace, "Приказ", "order") if replace else None,
            )
        except MafiaGMError as exc:
            said = f"{order.get('actor')}: {order_ru(order)}"
            return back(here, error=f"Приказ не принят: {said}: {refusal_ru(str(exc))}")
        return back(here, said=f"приказ {'изменён' if replace else 'принят'}: {order_ru(order)}")

    def night_cancel(request: Request, _: FormData | None) -> Response:
        spec = state.spec(request.path_params["slug"])
        number = state.night(spec, request.path_params["night"])
        order_id = params.row_id(request.path_params["id"], "Приказ", "order")
        here = f"/game/{spec.slug}/night/{number}"
        try:
            order = cancel_order(state.store, spec, number, order_id)
        except MafiaGMError as exc:
            return back(here, error=f"Приказ №{order_id} не отменён: {refusal_ru(str(exc))}")
        return back(
            here, said=f"приказ №{order_id} отменён: {order.get('actor')}: {order_ru(order)}"
        )

    def night_resolve(request: Request, _: FormData | None) -> Response:
        spec = state.spec(request.path_params["slug"])
        number = state.night(spec, request.path_params["night"])
        try:
            close_night(state.store, spec, number, None, once=True)
        except NightResolvedError as exc:
            raise PageError(f"Ночь не разрешена ещё раз: {refusal_ru(str(exc))}", 409) from None
        return back(f"/game/{spec.slug}/night/{number}", said=f"ночь {number} разрешена")

    def day_start_draft(request: Request, _: FormData | None) -> Response:
        """The next day's opening post with the resolved night's results, as a draft."""
        spec = state.spec(request.path_params["slug"])
        number = state.night(spec, request.path_params["day"])  # the day after night N opens
        draft = day_start(state.store, spec, number)
        return back(f"/drafts/{draft.id}")

    def night_inbox(request: Request, form: FormData | None) -> Response:
        """The private-message buttons: read the forum, accept orders, the replies' steps."""
        assert form is not None
        spec = state.spec(request.path_params["slug"])
        number = state.night(spec, request.path_params["night"])
        step = request.path_params["step"]
        here = f"/game/{spec.slug}/night/{number}"
        try:
            if step == "fetch":
                new, auto = night_mail.read_forum_messages(state.store, spec, number)
                said = f"новых сообщений: {new}" + (f", принято сразу: {auto}" if auto else "")
                return back(here, done=said)
            if step == "accept":
                ids = [str(v) for v in form.getlist("id")]
                count = night_mail.accept(state.store, spec, number, ids, form.get("sure") == "1")
                return back(here, done=f"принято приказов: {count}")
            sent = night_mail.replies_step(state.store, spec, number, step)
        except MafiaGMError as exc:
            return back(here, error=str(exc))
        return back(here, done=f"отправлено: {len(sent)}" if step == "send" else step)

    read = [
        Route("/", endpoint(index)),
        Route("/game/{slug}", endpoint(game)),
        Route("/game/{slug}/day/{day}", endpoint(count)),
        Route("/game/{slug}/day/{day}/live", endpoint(count_live)),
        Route("/game/{slug}/day/{day}/chart.{kind}", endpoint(chart)),
        Route("/game/{slug}/flags", endpoint(flags)),
        Route("/game/{slug}/night/{night}", endpoint(night)),
        Route("/game/{slug}/explain", endpoint(explain_page)),
        Route("/game/{slug}/cards", endpoint(cards)),
        Route("/drafts", endpoint(draft_list)),
        Route("/drafts/{id}", endpoint(draft_view)),
    ]
    write = [
        Route("/game/{slug}/votes/fix", endpoint(votes_fix), methods=["POST"]),
        Route("/flags/{id}/done", endpoint(flag_done), methods=["POST"]),
        Route("/new", endpoint(new_from_signups), methods=["POST"]),
        Route("/game/{slug}/day/{day}/start", endpoint(day_start_draft), methods=["POST"]),
        Route("/drafts/{id}/{action}", endpoint(draft_action), methods=["POST"]),
        Route("/game/{slug}/night/{night}/order", endpoint(night_order), methods=["POST"]),
        Route("/game/{slug}/night/{night}/mail/{step}", endpoint(night_inbox), methods=["POST"]),
        Route("/game/{slug}/night/{night}/resolve", endpoint(night_resolve), methods=["POST"]),
        Route("/game/{slug}/night/{night}/cancel/{id}", endpoint(night_cancel), methods=["POST"]),
    ]
    static = Mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")
    # outermost, so that even the 500 page of an unexpected error carries the headers
    return Guard(Starlette(routes=[*read, *write, static]), token, allowed_hosts, refuse)
