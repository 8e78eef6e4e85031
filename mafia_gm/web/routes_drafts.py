"""The drafts: the list, one draft with its preview, and approve / reject / edit / publish."""

from __future__ import annotations

from typing import Any

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from mafia_errors import NotFoundError
from mafia_gm.web import params
from mafia_gm.web.forms import DraftForm, read_form
from mafia_gm.web.pages import back, endpoint, page
from mafia_gm.web.params import PageError
from mafia_gm.web.state import WebState
from mafia_i18n import _
from services.drafting import act_on_draft, list_drafts, preview_html, show_draft
from services.publishing import publish_to_game_thread

ACTIONS = ("approve", "reject", "edit", "publish")


def draft_id(request: Request) -> int:
    return params.row_id(request.path_params["id"], "Черновик", "draft")


def stored_draft(state: WebState, number: int, action: str = "show", text: str = "") -> Any:
    try:
        return (
            show_draft(state.store, number)
            if action == "show"
            else act_on_draft(state.store, number, action, text)
        )
    except NotFoundError:
        raise PageError(_("Нет черновика #{id}").format(id=number), 404) from None


def draft_list(request: Request, state: WebState, _: FormData | None) -> Response:
    return page(request, "drafts.html", drafts=list_drafts(state.store))


def draft_view(request: Request, state: WebState, _: FormData | None) -> Response:
    draft = stored_draft(state, draft_id(request))
    return page(
        request,
        "draft.html",
        draft=draft,
        preview=preview_html(draft.text),
        done=request.query_params.get("done"),
    )


def draft_action(request: Request, state: WebState, form: FormData | None) -> Response:
    number, action = draft_id(request), request.path_params["action"]
    if action not in ACTIONS:
        raise PageError(
            _("Нет действия {action!r} с черновиком").format(action=action[:40]),
            404,
        )
    asked = read_form(DraftForm, form)
    done = action
    draft = stored_draft(state, number, "show" if action == "publish" else action, asked.text)
    number = draft.id or number
    if action == "publish":
        spec = state.spec_of_draft(draft)
        published = publish_to_game_thread(state.store, spec, number)
        done = "already" if published.already else "published"
    return back(f"/drafts/{number}", done=done)


routes = [
    Route("/drafts", endpoint(draft_list)),
    Route("/drafts/{id}", endpoint(draft_view)),
    Route("/drafts/{id}/{action}", endpoint(draft_action), methods=["POST"]),
]
