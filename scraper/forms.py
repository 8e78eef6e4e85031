"""Logging in and replying through a forum's own HTML forms, as a browser would.

Classic forums protect their forms with tokens (phpBB ``form_token`` and ``creation_time``,
XenForo ``_xfToken``, vBulletin ``securitytoken`` and ``posthash``, SMF's session variable,
Invision's ``csrfKey``, IPB 2's ``auth_key``). Rather than knowing each token, the whole form is
read from the page, every field it carries is sent back, and only the visible fields are
filled in. The body is encoded in the page's own charset; characters it cannot hold are sent as
numeric character references, as browsers do on windows-1251 forums.
"""

from __future__ import annotations

import html
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from urllib.parse import urlencode, urljoin

from selectolax.lexbor import LexborHTMLParser, LexborNode

from mafia_i18n import _
from scraper.errors import LoginError, PublishError
from scraper.http import Fetched, PoliteClient

_SKIPPED_TYPES = {"submit", "button", "image", "reset", "file"}


@dataclass(frozen=True, slots=True)
class HtmlForm:
    """One form read off a page: where it posts, its fields, its charset."""

    action: str
    fields: dict[str, str]
    textareas: tuple[str, ...]
    charset: str
    read_at: float


def read_form(page: Fetched, selector: str) -> HtmlForm | None:
    """The first form matching ``selector`` on ``page`` (None when there is none)."""
    tree = LexborHTMLParser(page.text)
    node = tree.css_first(selector)
    if node is None:
        return None
    if node.tag != "form":
        parent = node.parent
        while parent is not None and parent.tag != "form":
            parent = parent.parent
        if parent is None:
            return None
        node = parent
    fields: dict[str, str] = {}
    textareas: list[str] = []
    for item in node.css("input, textarea, select"):
        name = item.attributes.get("name")
        if not name:
            continue
        kind = (item.attributes.get("type") or "text").lower()
        if item.tag == "textarea":
            textareas.append(name)
            fields[name] = item.text(deep=True)
        elif item.tag == "select":
            fields[name] = _selected(item)
        elif kind in _SKIPPED_TYPES:
            continue
        elif kind in ("checkbox", "radio"):
            if "checked" in item.attributes:
                fields[name] = item.attributes.get("value") or "on"
        else:
            fields[name] = item.attributes.get("value") or ""
    action = urljoin(page.url, node.attributes.get("action") or page.url)
    charset = (node.attributes.get("accept-charset") or page.encoding or "utf-8").split()[0]
    return HtmlForm(action, fields, tuple(textareas), charset, time.monotonic())


def _selected(node: LexborNode) -> str:
    options = node.css("option")
    chosen = next(
        (o for o in options if "selected" in o.attributes), options[0] if options else None
    )
    if chosen is None:
        return ""
    return chosen.attributes.get("value") or chosen.text(strip=True)


def encode_form(fields: dict[str, str], charset: str) -> bytes:
    """URL-encode ``fields`` in ``charset``; unencodable characters become ``&#N;``."""
    return urlencode(fields, encoding=charset, errors="xmlcharrefreplace").encode("ascii")


def submit_form(
    client: PoliteClient,
    form: HtmlForm,
    values: dict[str, str],
    referer: str,
    forum: str,
    min_age: float = 0.0,
) -> Fetched:
    """POST ``form`` with ``values`` over its fields, once the form is ``min_age`` seconds old.

    The form must post to ``forum``'s own address, and so must every redirect of the answer:
    otherwise nothing is sent (ForeignHostError), whatever the page's form says.
    """
    wait = form.read_at + min_age - time.monotonic()
    if wait > 0:
        time.sleep(wait)
    body = encode_form({**form.fields, **values}, form.charset)
    return client.fetch(
        form.action,
        method="POST",
        content=body,
        headers={
            "Content-Type": f"application/x-www-form-urlencoded; charset={form.charset}",
            "Referer": referer,
        },
        stay_on=forum,
    )


@dataclass(frozen=True, slots=True)
class FormPosting:
    """Where an engine's login and reply forms are, and what to fill in.

    ``min_form_age``: phpBB refuses a form posted in the second it was made.
    ``post_id`` is searched in the address the reply lands on, then in the page's meta refresh
    (phpBB, IPB 2 and vBulletin answer with a "thank you" page that moves on to the post).
    ``login_hashes`` adds fields computed from the password (vBulletin's md5 fields, which the
    browser fills by script). ``reply_link`` is a link on the thread page to follow to the
    reply form, for engines whose reply address needs more than the thread (IPB 2's forum id).
    """

    login_page: Callable[[str], str]
    login_form: str
    user_field: str
    password_field: str
    reply_page: Callable[[str], str]
    reply_form: str
    post_id: re.Pattern[str]
    logout_mark: str  # a link only a logged-in member sees: the proof that the login worked
    message_field: str | None = None  # None: the reply form's first textarea
    subject_field: str | None = None
    login_extra: dict[str, str] = field(default_factory=dict)
    login_hashes: Callable[[str, str], dict[str, str]] | None = None
    reply_extra: dict[str, str] = field(default_factory=dict)
    reply_drop: tuple[str, ...] = ()
    reply_link: str | None = None
    error_box: str = ".error, .errorbox, .errorwrap, .blockMessage--error, .ipsMessage_error"
    min_form_age: float = 0.0


def _forum_error(html: str, selector: str) -> str:
    node = LexborHTMLParser(html).css_first(selector)
    text = " ".join(node.text(separator=" ").split()) if node else ""
    return f": {text[:200]}" if text else ""


def form_login(
    posting: FormPosting, client: PoliteClient, thread_url: str, username: str, password: str
) -> None:
    """Log in through the login form; a refusal is a LoginError naming the account."""
    page = client.fetch(posting.login_page(thread_url))
    form = read_form(page, posting.login_form)
    if form is None:
        raise LoginError(_("{url}: на странице нет формы входа").format(url=page.url))
    values = {posting.user_field: username, posting.password_field: password}
    if posting.login_hashes:
        values.update(posting.login_hashes(password, form.charset))
    answer = submit_form(
        client, form, {**values, **posting.login_extra}, page.url, thread_url, posting.min_form_age
    )
    again = read_form(answer, posting.login_form)
    tree = LexborHTMLParser(answer.text)
    refused = tree.css_first(posting.error_box) is not None
    if refused or (again is not None and posting.password_field in again.fields):
        raise LoginError(
            _("форум не пустил {name!r}: неверное имя или пароль").format(name=username)
            + _forum_error(answer.text, posting.error_box)
        )
    if tree.css_first(posting.logout_mark) is None:
        thread = client.fetch(thread_url)
        if LexborHTMLParser(thread.text).css_first(posting.logout_mark) is None:
            raise LoginError(
                _(
                    "форум не впустил {name!r}: после входа на {url} нет ссылки выхода "
                    "(cookies отклонены?)"
                ).format(name=username, url=thread.url)
            )


_META_REFRESH = re.compile(
    r"<meta[^>]+http-equiv=[\"']?refresh[\"']?[^>]+content=[\"'][^\"']*url=([^\"'>]+)", re.I
)


def reply_page_url(posting: FormPosting, client: PoliteClient, thread_url: str) -> str:
    """Where the reply form is: a fixed address, or a link on the thread page."""
    if posting.reply_link is None:
        return posting.reply_page(thread_url)
    page = client.fetch(posting.reply_page(thread_url))
    link = LexborHTMLParser(page.text).css_first(posting.reply_link)
    href = link.attributes.get("href") if link is not None else None
    if not href:
        raise PublishError(
            _("{url}: нет ссылки «ответить» (не выполнен вход или тема закрыта?)").format(
                url=page.url
            )
        )
    return urljoin(page.url, href)


def form_reply(
    posting: FormPosting, client: PoliteClient, thread_url: str, text: str, subject: str
) -> str | None:
    """Post ``text`` through the reply form; the new post's id when the forum tells it.

    None means the forum took the reply without naming it (SMF returns to the topic's newest
    post): the caller finds it by its marker.
    """
    page = client.fetch(reply_page_url(posting, client, thread_url))
    form = read_form(page, posting.reply_form)
    if form is None:
        raise PublishError(
            _("{url}: нет формы ответа (не выполнен вход или тема закрыта?)").format(url=page.url)
        )
    message = posting.message_field or (form.textareas[0] if form.textareas else "message")
    fields = {k: v for k, v in form.fields.items() if k not in posting.reply_drop}
    form = replace(form, fields=fields)
    values = {message: text, **posting.reply_extra}
    if posting.subject_field and not form.fields.get(posting.subject_field):
        values[posting.subject_field] = subject
    answer = submit_form(client, form, values, page.url, thread_url, posting.min_form_age)
    found = posting.post_id.search(answer.url)
    refresh = _META_REFRESH.search(answer.text)
    if not found and refresh:
        found = posting.post_id.search(html.unescape(refresh.group(1)))
    if found:
        return found.group(1)
    refused = LexborHTMLParser(answer.text).css_first(posting.error_box)
    again = read_form(answer, posting.reply_form)
    if refused is not None or (again is not None and again.fields.get(message)):
        raise PublishError(
            _("{url}: форум не принял ответ").format(url=form.action)
            + _forum_error(answer.text, posting.error_box)
        )
    return None
