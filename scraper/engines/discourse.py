"""Discourse forums, read through their JSON: ``/t/<slug>/<id>.json?page=N``.

Logging in follows Discourse's own client: fetch a CSRF token from ``/session/csrf``, post
the name and password to ``/session``; replies go to ``/posts.json`` with the same token.

Each post carries its id, author, times and its rendered HTML (``cooked``): quotes are
``aside.quote``, spoilers ``.spoiler`` or ``details``. A post whose version is above 1 was
edited (at ``updated_at``).
"""

from __future__ import annotations

import json
import math
import re
from datetime import datetime
from urllib.parse import urlsplit, urlunsplit

from mafia_i18n import _
from scraper.content import ContentSelectors, split_html
from scraper.dates import DEFAULT_TZ
from scraper.engines.base import ForumEngine
from scraper.errors import BrokenPageError, LoginError, NotAThreadError, PublishError
from scraper.http import PoliteClient
from scraper.model import ParsedPost, ThreadPage

_TOPIC = re.compile(r"^(?P<prefix>.*?/t/(?:[^/]+/)?(?P<id>\d+))(?:/\d+)?/?(?:\.json)?$")
CHUNK = 20


class DiscourseEngine(ForumEngine):
    name = "discourse"
    body_format = "markdown"
    selectors = ContentSelectors(
        quote="aside.quote", quote_body="blockquote", spoiler=".spoiler, details, .spoiled"
    )

    def __init__(self, tz: str = DEFAULT_TZ) -> None:
        self.tz = tz
        self._token: str | None = None

    @classmethod
    def matches_url(cls, url: str) -> bool:
        return bool(_TOPIC.match(urlsplit(url).path))

    @classmethod
    def detect(cls, html: str) -> bool:
        return 'content="Discourse' in html[:20000] or '"post_stream"' in html[:2000]

    def thread_key(self, url: str) -> str:
        parts = urlsplit(url)
        found = _TOPIC.match(parts.path)
        if not found:
            raise NotAThreadError(_("не адрес темы Discourse: {url}").format(url=url))
        return str(urlunsplit((parts.scheme, parts.netloc, found.group("prefix"), "", "")))

    def page_url(self, thread_url: str, page: int) -> str:
        return f"{thread_url}.json" + (f"?page={page}" if page > 1 else "")

    def post_url(self, thread_url: str, post_id: str) -> str:
        parts = urlsplit(thread_url)
        return urlunsplit((parts.scheme, parts.netloc, f"/p/{post_id}", "", ""))

    def page_problem(self, html: str) -> str | None:
        return None  # JSON: a cut answer fails to parse, and parse_page says so

    def parse_page(self, html: str, thread_url: str, page: int) -> ThreadPage:
        try:
            data = json.loads(html)
            rows = data["post_stream"]["posts"]
        except (ValueError, KeyError, TypeError):
            raise BrokenPageError(
                _("{url}: не целый ответ темы").format(url=self.page_url(thread_url, page))
            ) from None
        posts = []
        for index, row in enumerate(rows):
            parts = split_html(str(row.get("cooked", "")), self.selectors)
            created = datetime.fromisoformat(str(row["created_at"]).replace("Z", "+00:00"))
            edited = None
            if int(row.get("version", 1)) > 1 and row.get("updated_at"):
                edited = datetime.fromisoformat(str(row["updated_at"]).replace("Z", "+00:00"))
            author_id = str(row["user_id"]) if row.get("user_id") else None
            posts.append(
                ParsedPost.of(
                    str(row["id"]), str(row["username"]), author_id, created, edited, parts, index
                )
            )
        total = int(data.get("posts_count") or len(rows))
        return ThreadPage(
            thread_url, page, max(page, math.ceil(total / CHUNK)), posts, str(data.get("title", ""))
        )

    # -- logging in and replying ---------------------------------------------------------------

    @staticmethod
    def _root(thread_url: str) -> str:
        return thread_url.split("/t/")[0]

    def _csrf(self, client: PoliteClient, thread_url: str) -> str:
        answer = client.fetch(f"{self._root(thread_url)}/session/csrf", headers=_XHR)
        try:
            return str(json.loads(answer.text)["csrf"])
        except (ValueError, KeyError, TypeError):
            raise LoginError(_("{url}: не ответ CSRF Discourse").format(url=answer.url)) from None

    def login(self, client: PoliteClient, thread_url: str, username: str, password: str) -> None:
        token = self._csrf(client, thread_url)
        answer = client.fetch(
            f"{self._root(thread_url)}/session",
            method="POST",
            data={"login": username, "password": password},
            headers={**_XHR, "X-CSRF-Token": token},
            stay_on=thread_url,
        )
        body = _json_object(answer.text)
        if "user" not in body:
            reason = str(body.get("error") or _("неверное имя или пароль"))
            raise LoginError(
                _("форум не пустил {name!r}: {reason}").format(name=username, reason=reason)
            )
        self._token = self._csrf(client, thread_url)  # Discourse rotates it at login

    def reply(self, client: PoliteClient, thread_url: str, text: str, subject: str) -> str | None:
        token = self._token or self._csrf(client, thread_url)
        found = _TOPIC.match(urlsplit(thread_url).path)
        assert found is not None
        answer = client.fetch(
            f"{self._root(thread_url)}/posts.json",
            method="POST",
            data={"raw": text, "topic_id": found.group("id")},
            headers={**_XHR, "X-CSRF-Token": token},
            stay_on=thread_url,
        )
        body = _json_object(answer.text)
        if "id" not in body:
            listed = body.get("errors")
            errors = "; ".join(map(str, listed)) if isinstance(listed, list) else "no post id"
            raise PublishError(
                _("{url}: форум не принял ответ: {errors}").format(url=answer.url, errors=errors)
            )
        return str(body["id"])


_XHR = {"X-Requested-With": "XMLHttpRequest", "Accept": "application/json"}


def _json_object(text: str) -> dict[str, object]:
    try:
        body = json.loads(text)
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}
