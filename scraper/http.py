"""A polite HTTP client for forums: named User-Agent, pauses, timeouts, retries with backoff.

Retries cover network faults, truncated bodies, 429 and 5xx answers (honouring Retry-After),
and pages that a caller-supplied check finds broken. Bodies are decoded by the declared
charset, then the page's own <meta>, then UTF-8, then windows-1251 (common on Russian forums).
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

from scraper.errors import BrokenPageError, FetchError, LoginError

USER_AGENT = "mafia-gm/0.1 (forum mafia GM assistant; polite bot)"
DEFAULT_DELAY = 1.0
MAX_RETRY_AFTER = 120.0
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
    ) -> None:
        self.delay = delay
        self.attempts = attempts
        self.backoff = backoff
        self.requests_made = 0
        self._last_request = 0.0
        self._http = httpx.Client(
            headers={"User-Agent": USER_AGENT},
            timeout=timeout,
            follow_redirects=True,
            cookies=cookies,
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
    ) -> Fetched:
        """Fetch and decode ``url``; ``check`` returns a reason when the page is broken.

        ``content`` is a request body already encoded (a form in the forum's own charset).

        A POST is sent once, never retried here: a lost answer to a reply must be settled by
        looking for the reply, not by sending it again.
        """
        attempts = self.attempts if method == "GET" else 1
        retrying = Retrying(
            stop=stop_after_attempt(attempts),
            wait=self._wait,
            retry=retry_if_exception_type(_Retryable),
            reraise=True,
        )
        try:
            return retrying(self._fetch_once, url, check, method, data, headers, content)
        except _Retryable as exc:
            if "broken page" in str(exc):
                raise BrokenPageError(f"{url}: {exc} (after {attempts} tries)") from None
            raise FetchError(f"{url}: {exc} (after {attempts} tries)") from None

    def _fetch_once(
        self,
        url: str,
        check: Callable[[str], str | None] | None,
        method: str,
        data: dict[str, str] | None,
        headers: dict[str, str] | None = None,
        content: bytes | None = None,
    ) -> Fetched:
        self._pause()
        self.requests_made += 1
        try:
            response = self._http.request(method, url, data=data, headers=headers, content=content)
        except httpx.TransportError as exc:
            raise _Retryable(f"network error: {type(exc).__name__}: {exc}") from None
        if response.status_code in _RETRY_STATUSES:
            raise _Retryable(
                f"HTTP {response.status_code}",
                parse_retry_after(response.headers.get("Retry-After")),
            )
        if response.status_code in (401, 403) and method == "GET":
            raise LoginError(
                f"{url}: HTTP {response.status_code}, the forum refuses this page to guests; give "
                "the GM's login (MAFIA_GM_FORUM_USER and MAFIA_GM_FORUM_PASSWORD)"
            )
        if response.status_code >= 400:
            raise FetchError(f"{url}: HTTP {response.status_code}")
        text, encoding = decode_body(response.content, response.headers.get("Content-Type"))
        if check is not None:
            problem = check(text)
            if problem:
                raise _Retryable(f"broken page: {problem}")
        return Fetched(str(response.url), response.status_code, text, encoding)
