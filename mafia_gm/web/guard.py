"""The gate in front of every answer of the page: the Host header, the token, the headers.

- Host must be 127.0.0.1 or localhost (any port), or a host ``serve --allowed-host`` named: a
  page on another site that rebinds its own name to 127.0.0.1 is refused.
- Every page, reading included, needs the token: the ``mgm_token`` cookie (set, same-site
  strict, when an address with ``?token=`` is opened once) or the ``X-MGM-Token`` header. The
  vendored static files need none.
- A change (any method but GET/HEAD) sent from another site is refused, even with the cookie:
  a browser names the page that sent it (``Origin``, ``Sec-Fetch-Site``), and it must be this
  very address; another port of 127.0.0.1 is another site here (same-site cookies do not see
  ports). A client that sends neither header (curl with the ``X-MGM-Token`` header) is no
  browser a foreign page can drive.
- Every answer says: scripts, styles and frames from this site only, never inside a frame, no
  referrer to other sites, no content sniffing; pages are not cached.
"""

from __future__ import annotations

import hmac
from collections.abc import Callable, Iterable
from urllib.parse import urlencode, urlsplit

from starlette.datastructures import MutableHeaders
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mafia_gm.web.params import local_path
from mafia_i18n import N_, _

COOKIE = "mgm_token"
LOCAL_HOSTS = ("127.0.0.1", "localhost")
POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)
HEADERS = {
    "content-security-policy": POLICY,
    "x-frame-options": "DENY",
    # same-origin, not no-referrer: under no-referrer a browser's own form POST says
    # "Origin: null", which the cross-site check cannot tell from a sandboxed foreign page
    "referrer-policy": "same-origin",
    "x-content-type-options": "nosniff",
}
NO_TOKEN = N_(
    "Нужен ключ доступа: откройте адрес, который mafia-gm serve напечатал при запуске (с ?token=…)"
)
CROSS_SITE = N_(
    "Изменение отклонено: запрос пришёл с другого сайта; откройте страницу mafia-gm и повторите там"
)
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")
Refuse = Callable[[Request, int, str], Response]


def host_name(host: str) -> str:
    """The name part of a Host header (no port)."""
    if host.startswith("["):
        return host.split("]", 1)[0] + "]"
    return host.rsplit(":", 1)[0]


class Guard:
    """ASGI middleware: refuse a foreign Host or a missing token; add the headers."""

    def __init__(
        self, app: ASGIApp, token: str, allowed_hosts: Iterable[str], refuse: Refuse
    ) -> None:
        self.app, self.token, self.refuse = app, token, refuse
        allowed = [host.strip().lower() for host in allowed_hosts if host.strip()]
        self.names = {*LOCAL_HOSTS, *(host for host in allowed if ":" not in host)}
        self.exact = {host for host in allowed if ":" in host}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        static = request.url.path.startswith("/static/")

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in HEADERS.items():
                    headers[name] = value
                if not static:
                    headers["cache-control"] = "no-store"
            await send(message)

        refusal = self.check(request, static)
        if refusal is None:
            await self.app(scope, receive, send_with_headers)
        else:
            await refusal(scope, receive, send_with_headers)

    def check(self, request: Request, static: bool) -> Response | None:
        """The answer that stops this request here, or None to let it through."""
        host = request.headers.get("host", "").strip().lower()
        if host not in self.exact and host_name(host) not in self.names:
            return self.refuse(
                request,
                400,
                _(
                    "Этот адрес не обслуживается: Host {host!r}; чтобы открыть страницу под "
                    "другим именем, запустите serve с --allowed-host ИМЯ"
                ).format(host=host[:80]),
            )
        if static:
            return None
        if request.method not in SAFE_METHODS and self.cross_site(request, host):
            return self.refuse(request, 403, _(CROSS_SITE))
        given = request.query_params.get("token")
        if given is not None and request.method == "GET":
            return (
                self.welcome(request)
                if self.matches(given)
                else self.refuse(request, 403, _(NO_TOKEN))
            )
        if self.matches(request.headers.get("x-mgm-token")) or self.matches(
            request.cookies.get(COOKIE)
        ):
            return None
        return self.refuse(request, 403, _(NO_TOKEN))

    @staticmethod
    def cross_site(request: Request, host: str) -> bool:
        """Whether a browser says this request was sent by a page of another origin."""
        fetch_site = request.headers.get("sec-fetch-site", "").strip().lower()
        if fetch_site:  # every current browser sends it, and it cannot be forged by a page
            return fetch_site not in ("same-origin", "none")
        origin = request.headers.get("origin")
        if origin is None:
            return False
        # the scheme is left out: behind a TLS proxy (--allowed-host) the page is https
        return urlsplit(origin.strip().lower()).netloc != host

    def matches(self, given: str | None) -> bool:
        return bool(given) and hmac.compare_digest(str(given).encode(), self.token.encode())

    def welcome(self, request: Request) -> Response:
        """The printed address opened: keep the token in a cookie and drop it from the address."""
        rest = [(k, v) for k, v in request.query_params.multi_items() if k != "token"]
        url = local_path(request.url.path) + (f"?{urlencode(rest)}" if rest else "")
        response = RedirectResponse(url, status_code=303)
        response.set_cookie(COOKIE, self.token, httponly=True, samesite="strict")
        return response
