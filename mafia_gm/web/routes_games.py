"""The games: the index, one game's glance, its role cards, a new game from sign-ups."""

from __future__ import annotations

from pathlib import Path

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from mafia_gm.web.forms import NewGameForm, read_form
from mafia_gm.web.pages import endpoint, page
from mafia_gm.web.params import PageError
from mafia_gm.web.state import WebState
from mafia_i18n import _
from services.newgame import (
    game_file_beside_store,
    new_game,
    role_cards,
    role_name_ru,
    schedule_of,
)
from services.status import game_glance


def index(request: Request, state: WebState, _: FormData | None) -> Response:
    return page(request, "index.html")


def game(request: Request, state: WebState, _: FormData | None) -> Response:
    spec = state.spec(request.path_params["slug"])
    glance = game_glance(state.store, spec, state.now())
    return page(request, "game.html", spec=spec, glance=glance, now=state.now())


def cards(request: Request, state: WebState, _: FormData | None) -> Response:
    spec = state.spec(request.path_params["slug"])
    return page(request, "cards.html", spec=spec, cards=role_cards(state.store, spec))


def new_from_signups(request: Request, state: WebState, form: FormData | None) -> Response:
    """A new game from its sign-up thread: the same service as ``mafia-gm new``."""
    asked = read_form(NewGameForm, form)
    url = asked.signup_url
    out = Path(asked.out) if asked.out else game_file_beside_store(state.store, url)
    if out.exists():
        raise PageError(_("Файл игры {path} уже есть: укажите другой путь").format(path=out), 409)
    dealt = new_game(
        state.store,
        url,
        out,
        seed=asked.seed,
        schedule=schedule_of(
            asked.first_day or None, asked.opens or "10:00", asked.closes or "22:00"
        ),
        delay=state.scrape_delay,
    )
    state.specs[dealt.spec.slug] = dealt.spec  # in the game list at once, no restart
    return page(request, "newgame.html", dealt=dealt, spec=dealt.spec, role_name_ru=role_name_ru)


routes = [
    Route("/", endpoint(index)),
    Route("/game/{slug}", endpoint(game)),
    Route("/game/{slug}/cards", endpoint(cards)),
    Route("/new", endpoint(new_from_signups), methods=["POST"]),
]
