"""What every handler reads: the store, the games by slug, the clock (``app.state.web``)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, cast

from starlette.requests import Request

from mafia_gm.web import params
from mafia_gm.web.params import PageError
from mafia_i18n import _
from services.drafting import game_slug_of
from services.newgame import DEFAULT_DELAY
from services.status import latest_day
from services.store import GameSpec, Store


def utcnow() -> datetime:
    return datetime.now(UTC)


class WebState:
    """The page's state: the store, the games by slug, the clock, the polite scrape delay."""

    def __init__(
        self,
        store: Store,
        specs: list[GameSpec],
        now: Callable[[], datetime] = utcnow,
        scrape_delay: float = DEFAULT_DELAY,
    ) -> None:
        self.store, self.now, self.scrape_delay = store, now, scrape_delay
        self.specs = {spec.slug: spec for spec in specs}

    def spec(self, slug: str) -> GameSpec:
        try:
            return self.specs[slug]
        except KeyError:
            raise PageError(
                _("Нет игры {slug!r}; есть: {known}").format(
                    slug=slug[:80], known=", ".join(self.specs)
                ),
                404,
            ) from None

    def spec_of_draft(self, draft: Any) -> GameSpec:
        return self.spec(game_slug_of(self.store, draft))

    def day(self, spec: GameSpec, text: object) -> int:
        return params.day(text, latest_day(self.store, spec, self.now()))

    def night(self, spec: GameSpec, text: object) -> int:
        return params.night(text, latest_day(self.store, spec, self.now()))


def state_of(request: Request) -> WebState:
    """The state ``create_app`` put on the application."""
    return cast(WebState, request.app.state.web)
