"""A polite HTTP client for forums: named User-Agent, pauses, timeouts, retries with backoff.

Retries cover network faults, truncated bodies, 429 and 5xx answers (honouring Retry-After),
and pages that a caller-supplied check finds broken. Bodies are decoded by the declared
charset, then the page's own <meta>, then UTF-8, then windows-1251 (common on Russian forums).

A hostile or broken server cannot hang or swamp it: each request has a total deadline, an
answer is read as a stream and refused once it grows past a cap after decompression, and
redirects are followed here one by one, so a loop ends and a request that must stay on the
forum (a login, a reply) never follows one elsewhere. Every httpx failure becomes a one-line
ScrapeError.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

import httpx
from tenacity import (
    RetryCallState,
    Retrying,
    retry_if_exception_type,
    stop_after_attempt,
    wait_exponential_jitter,
)

from mafia_i18n import _
from scraper.deadline import Deadline, DeadlineTransport
from scraper.errors import (
    BrokenPageError,
    FetchError,
    ForeignHostError,
    LoginError,
    PageTooLargeError,
    RedirectLoopError,
    TooSlowError,
)

USER_AGENT = "mafia-gm/0.1 (forum mafia GM assistant; polite bot)"
DEFAULT_DELAY = 1.0
MAX_RETRY_AFTER = 120.0
DEFAULT_DEADLINE = 60.0  # seconds for a whole request, its redirects included
DEFAULT_MAX_BODY = 32 * 1024 * 1024  # bytes of an answer once decompressed
MAX_REDIRECTS = 10
_RETRY_STATUSES = {429, 500, 502, 503, 504}
_META_CHARSET = re.compile(rb"""<meta[^>]+charset=["']?([\w-]+)""", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Fetched:
    """A decoded response body with the URL it finally came from."""

    url: str
    status: int
    text: str
    encoding: str


class _Retryable(Exception):
    def __init__(self, reason: str, retry_after: float | None = None) -> None:
        super().__init__(reason)
        self.retry_after = retry_after


def parse_retry_after(value: str | None, now: datetime | None = None) -> float | None:
    """Seconds to wait from a Retry-After header (delta-seconds or an HTTP date)."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return min(float(value), MAX_RETRY_AFTER)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    now = now or datetime.now(UTC)
    return max(0.0, min((when - now).total_seconds(), MAX_RETRY_AFTER))


def origin(url: str | httpx.URL) -> str:
    """``scheme://host:port`` of ``url``, the port written out even when it is the default."""
    parsed = httpx.URL(str(url))
    port = parsed.port or {"http": 80, "https": 443}.get(parsed.scheme, 0)
    return f"{parsed.scheme}://{parsed.host}:{port}"


def decode_body(body: bytes, content_type: str | None) -> tuple[str, str]:
    """Decode a page: declared charset, else <meta charset>, else UTF-8, else windows-1251."""
    candidates: list[str] = []
    if content_type and "charset=" in content_type.lower():
        candidates.append(content_type.lower().split("charset=")[1].split(";")[0].strip(" \"'"))
    meta = _META_CHARSET.search(body[:4096])
    if meta:
        candidates.append(meta.group(1).decode("ascii", "replace").lower())
    candidates += ["utf-8", "windows-1251"]
    for name in candidates:
        try:
            return body.decode(name), name
        except (LookupError, UnicodeDecodeError):
            continue
    return body.decode("utf-8", "replace"), "utf-8"


class PoliteClient:
    """Fetches pages one at a time with a pause between requests and bounded retries."""

    def __init__(
        self,
        delay: float = DEFAULT_DELAY,
        attempts: int = 5,
        timeout: float = 20.0,
        backoff: float = 1.0,
        cookies: httpx.Cookies | None = None,
        deadline: float = DEFAULT_DEADLINE,
        max_body: int = DEFAULT_MAX_BODY,
    ) -> None:
        self.delay = delay
        self.attempts = attempts
        self.backoff = backoff
        self.deadline = deadline
        self.max_body = max_body
        self.requests_made = 0
        self._last_request = 0.0
        self._deadline = Deadline()
        self._http = httpx.Client(
            headers={"User-Agent": USER_AGENT},
            timeout=timeout,
            follow_redirects=False,
            cookies=cookies,
            transport=DeadlineTransport(self._deadline),
        )

    def __enter__(self) -> PoliteClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    @property
    def cookies(self) -> httpx.Cookies:
        return self._http.cookies

    def _pause(self) -> None:
        wait = self._last_request + self.delay - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        self._last_request = time.monotonic()

    def _wait(self, state: RetryCallState) -> float:
        exc = state.outcome.exception() if state.outcome else None
        if isinstance(exc, _Retryable) and exc.retry_after is not None:
            return exc.retry_after
        return wait_exponential_jitter(multiplier=self.backoff, max=60, jitter=self.backoff)(state)

    def fetch(
        self,
        url: str,
        check: Callable[[str], str | None] | None = None,
        method: str = "GET",
        data: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
        content: bytes | None = None,
        stay_on: str | None = None,
    ) -> Fetched:
        """Fetch and decode ``url``; ``check`` returns a reason when the page is broken.

        ``content`` is a request body already encoded (a form in the forum's own charset).
        ``stay_on`` is the forum's address when the request carries the GM's login or words:
        the request and every redirect must stay on its scheme, host and port, or nothing is
        sent (ForeignHostError). A POST always stays on its own address.

        A POST is sent once, never retried here: a lost answer to a reply must be settled by
        looking for the reply, not by sending it again.
        """
        if method != "GET" and stay_on is None:
            stay_on = url
        if stay_on is not None:
            _must_stay(url, stay_on)
        attempts = self.attempts if method == "GET" else 1
        retrying = Retrying(
            stop=stop_after_attempt(attempts),
            wait=self._wait,
            retry=retry_if_exception_type(_Retryable),
            reraise=True,
        )
        request = _Request(url, method, data, headers, content, stay_on)
        try:
            return retrying(self._fetch_once, request, check)
        except _Retryable as exc:
            if "broken page" in str(exc):
                raise BrokenPageError(
                    _("{url}: {reason} (попыток: {n})").format(url=url, reason=exc, n=attempts)
                ) from None
            raise FetchError(
                _("{url}: {reason} (попыток: {n})").format(url=url, reason=exc, n=attempts)
            ) from None

    def _fetch_once(self, request: _Request, check: Callable[[str], str | None] | None) -> Fetched:
        self._pause()
        self.requests_made += 1
        self._deadline.start(self.deadline)
        try:
            answer = self._exchange(request)
        except httpx.TimeoutException as exc:
            if self._deadline.passed:
                raise TooSlowError(
                    _(
                        "{url}: форум отвечает слишком медленно: нет целого ответа за {s:g} с"
                    ).format(url=request.url, s=self.deadline)
                ) from None
            raise _Retryable(f"network error: {type(exc).__name__}: {exc}") from None
        except httpx.UnsupportedProtocol as exc:
            raise FetchError(f"{request.url}: {exc}") from None
        except (httpx.TransportError, httpx.DecodingError) as exc:
            raise _Retryable(f"network error: {type(exc).__name__}: {exc}") from None
        except (httpx.HTTPError, httpx.InvalidURL, httpx.StreamError) as exc:
            raise FetchError(f"{request.url}: {type(exc).__name__}: {exc}") from None
        finally:
            self._deadline.stop()
        status = answer.status
        if status in _RETRY_STATUSES:
            raise _Retryable(f"HTTP {status}", parse_retry_after(answer.retry_after))
        if status in (401, 403) and request.method == "GET":
            raise LoginError(
                _(
                    "{url}: HTTP {status}, форум не показывает эту страницу гостям; укажите "
                    "логин ведущего (MAFIA_GM_FORUM_USER и MAFIA_GM_FORUM_PASSWORD)"
                ).format(url=request.url, status=status)
            )
        if status >= 400:
            raise FetchError(f"{request.url}: HTTP {status}")
        text, encoding = decode_body(answer.body, answer.content_type)
        if check is not None:
            problem = check(text)
            if problem:
                raise _Retryable(f"broken page: {problem}")
        return Fetched(answer.url, status, text, encoding)

    def _exchange(self, request: _Request) -> _Answer:
        """Send ``request``, following redirects one by one; the final answer, read whole."""
        sent = self._http.build_request(
            request.method,
            request.url,
            data=request.data,
            headers=request.headers,
            content=request.content,
        )
        for _hop in range(MAX_REDIRECTS + 1):
            response = self._http.send(sent, stream=True)
            try:
                following = response.next_request
                if following is None:
                    return _Answer(
                        response.status_code,
                        str(response.url),
                        self._read_capped(response, request.url),
                        response.headers.get("Content-Type"),
                        response.headers.get("Retry-After"),
                    )
            finally:
                response.close()
            if request.stay_on is not None:
                _must_stay(str(following.url), request.stay_on, redirected=True)
            sent = following
        raise RedirectLoopError(
            _("{url}: форум перенаправляет по кругу (перенаправлений больше {n})").format(
                url=request.url, n=MAX_REDIRECTS
            )
        )

    def _read_capped(self, response: httpx.Response, url: str) -> bytes:
        """The decompressed body, refused as soon as it grows past ``max_body``."""
        body = bytearray()
        for chunk in response.iter_bytes():
            body += chunk
            if len(body) > self.max_body:
                raise PageTooLargeError(
                    _("{url}: страница слишком велика: больше {mib} МиБ после распаковки").format(
                        url=url, mib=self.max_body // (1024 * 1024)
                    )
                )
        return bytes(body)


@dataclass(frozen=True, slots=True)
class _Request:
    url: str
    method: str
    data: dict[str, str] | None
    headers: dict[str, str] | None
    content: bytes | None
    stay_on: str | None


@dataclass(frozen=True, slots=True)
class _Answer:
    status: int
    url: str
    body: bytes
    content_type: str | None
    retry_after: str | None


def _must_stay(url: str, home: str, redirected: bool = False) -> None:
    """Refuse, before anything is sent, a request that would leave the forum at ``home``."""
    try:
        there, here = origin(url), origin(home)
    except httpx.InvalidURL:
        there, here = url, origin(home)
    if there != here:
        how = _("форум перенаправляет его на") if redirected else _("он ушёл бы на")
        raise ForeignHostError(
            _(
                "отказ: запрос с логином или словами ведущего должен остаться на {here}, "
                "а {how} {there}"
            ).format(here=here, how=how, there=there)
        )
