"""``mafia-gm serve``: the GM's local web page over the same store as the CLI and the watch.

``create_app`` only assembles: the state every handler reads (``state.WebState`` on
``app.state.web``), the pages' routes (``routes_*``: games, days, nights, drafts), the static
files, and the ``Guard`` in front of them all. Handlers only read the request, check what it
carries (``params`` for the address, ``forms`` for a posted form), call the same functions the
CLI calls, and render a template. They run in worker threads, so a slow count never stalls the
other pages, and every one is bounded by checked inputs (a day of the game, a row's id), so
none runs unbounded or holds the store for long. The ``Guard`` checks the Host header and the
token (every page needs it, reading included: the address printed at start-up sets it as a
same-site cookie, or a script sends ``X-MGM-Token``) and adds the security headers to every
answer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime

from starlette.applications import Starlette
from starlette.routing import Mount
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp

from mafia_gm.web import routes_days, routes_drafts, routes_games, routes_nights
from mafia_gm.web.guard import Guard
from mafia_gm.web.pages import HERE, refuse
from mafia_gm.web.state import WebState, utcnow
from services.newgame import DEFAULT_DELAY
from services.store import GameSpec, Store


def create_app(
    store: Store,
    specs: list[GameSpec],
    token: str,
    now: Callable[[], datetime] = utcnow,
    allowed_hosts: Iterable[str] = (),
    scrape_delay: float = DEFAULT_DELAY,
) -> ASGIApp:
    """The page for ``specs`` over ``store``, behind the token and the allowed hosts."""
    static = Mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")
    routes = [
        *routes_games.routes,
        *routes_days.routes,
        *routes_nights.routes,
        *routes_drafts.routes,
        static,
    ]
    app = Starlette(routes=routes)
    app.state.web = WebState(store, specs, now, scrape_delay)
    # outermost, so that even the 500 page of an unexpected error carries the headers
    return Guard(app, token, allowed_hosts, refuse)
