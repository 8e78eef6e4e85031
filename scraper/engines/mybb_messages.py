"""Private messages on the mybb.ru family (PunBB-based hosting), logged in as the GM.

``messages.php`` lists the dialogs (one per member, a link ``messages.php?to=UID``); a dialog's
pages (``?to=UID&p=N``) show its messages, both ways, in the same ``div.post`` markup as a
topic (``#pNNN``, ``data-posted``, ``data-user-id``, ``li.pa-author``, ``.post-content``)
inside the page root ``#pun-messages``; ``?action=new&uid=UID`` is the form to write one
(``form#post`` with ``req_subject`` and ``req_message``, as the reply form). Each dialog is
read from its last page back, stopping at a page whose messages are all known.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from datetime import datetime
from urllib.parse import urljoin

from selectolax.lexbor import LexborHTMLParser

from mafia_i18n import _
from scraper.dates import DEFAULT_TZ
from scraper.engines.mybb import MybbEngine
from scraper.errors import PublishError
from scraper.forms import read_form, submit_form
from scraper.http import PoliteClient
from scraper.model import ThreadPage
from scraper.private import (
    Member,
    MessagesError,
    PrivateMessage,
    PrivateMessages,
    too_old,
    whole_page,
)

_DIALOG = re.compile(r"messages\.php\?(?:[^\"'#]*&)?to=(\d+)")
_SENT_ID = re.compile(r"(?:[?&](?:id|pid)=|#p)(\d+)")


class MybbMessages(PrivateMessages):
    """Dialogs of a mybb.ru board, read as topic pages; messages written through its form."""

    name = "mybb"

    def __init__(self, tz: str = DEFAULT_TZ) -> None:
        self.pages = MybbEngine(tz=tz, use_api=False)

    def messages_url(self, thread_url: str) -> str:
        return urljoin(thread_url, "messages.php")

    def dialogs(self, client: PoliteClient, forum_url: str) -> dict[str, str]:
        """The dialogs listed on the messages page: user id → the member's name."""
        page = client.fetch(forum_url, check=whole_page)
        tree = LexborHTMLParser(page.text)
        root = tree.css_first("#pun-messages")
        if root is None:
            raise MessagesError(
                _("{url}: на странице нет личных сообщений (не выполнен вход?)").format(
                    url=page.url
                )
            )
        found: dict[str, str] = {}
        for link in root.css("a[href*='to=']"):
            match = _DIALOG.search(link.attributes.get("href") or "")
            if match and match.group(1) not in found:
                found[match.group(1)] = link.text(strip=True)
        return found

    def _dialog_page(self, client: PoliteClient, url: str, page: int) -> ThreadPage:
        address = url if page <= 1 else f"{url}&p={page}"
        return self.pages.fetch_parsed(
            client, address, lambda text: self.pages.parse_page(text, url, page)
        )

    def _dialog(
        self,
        client: PoliteClient,
        forum_url: str,
        uid: str,
        partner: str,
        known: Callable[[str], bool],
    ) -> list[PrivateMessage]:
        url = f"{forum_url}?to={uid}"
        first = self._dialog_page(client, url, 1)
        found: list[PrivateMessage] = []
        for number in range(first.page_count, 0, -1):
            page = first if number == 1 else self._dialog_page(client, url, number)
            fresh = [p for p in page.posts if not known(p.post_id)]
            found[:0] = [
                PrivateMessage(
                    message_id=p.post_id,
                    conversation=uid,
                    sender=p.author,
                    sender_id=p.author_id,
                    recipient="" if p.author_id == uid else partner,
                    posted_at=p.posted_at,
                    subject="",
                    text=p.text,
                    html=p.html,
                    outgoing=p.author_id != uid,
                )
                for p in fresh
            ]
            if len(fresh) < len(page.posts):
                break  # the rest of the dialog was read before
        return found

    def messages(
        self, client: PoliteClient, forum_url: str, known: Callable[[str], bool]
    ) -> Iterator[PrivateMessage]:
        every: list[PrivateMessage] = []
        for uid, partner in self.dialogs(client, forum_url).items():
            every += self._dialog(client, forum_url, uid, partner, known)
        yield from sorted(every, key=lambda m: (m.posted_at, int(m.message_id)))

    def _uid(self, client: PoliteClient, forum_url: str, to: Member) -> str | None:
        if to.user_id:
            return to.user_id
        wanted = to.name.casefold()
        return next(
            (u for u, n in self.dialogs(client, forum_url).items() if n.casefold() == wanted), None
        )

    def send(
        self, client: PoliteClient, forum_url: str, to: Member, subject: str, body: str
    ) -> str | None:
        uid = self._uid(client, forum_url, to)
        page = client.fetch(f"{forum_url}?action=new" + (f"&uid={uid}" if uid else ""))
        form = read_form(page, "form#post")
        if form is None:
            raise PublishError(
                _("{url}: нет формы личного сообщения (не выполнен вход?)").format(url=page.url)
            )
        values = {"req_message": body, "req_subject": subject}
        if not uid or "req_username" in form.fields:
            values["req_username"] = form.fields.get("req_username") or to.name
        answer = submit_form(client, form, values, page.url, forum_url)
        sent = _SENT_ID.search(answer.url)
        if sent and "messages.php" in answer.url:
            return sent.group(1)
        tree = LexborHTMLParser(answer.text)
        refused = tree.css_first("#pun-message .container, .error")
        if refused is not None:
            words = " ".join(refused.text().split())[:200]
            raise PublishError(
                _("{url}: форум не отправил сообщение: {words}").format(
                    url=form.action, words=words
                )
            )
        return None

    def find_sent(
        self,
        client: PoliteClient,
        forum_url: str,
        to: Member,
        has: Callable[[str], bool],
        since: datetime | None = None,
    ) -> str | None:
        uid = self._uid(client, forum_url, to)
        if uid is None:
            return None  # no dialog with this member yet: nothing was written to him
        url = f"{forum_url}?to={uid}"
        first = self._dialog_page(client, url, 1)
        for number in range(first.page_count, 0, -1):
            page = first if number == 1 else self._dialog_page(client, url, number)
            for post in reversed(page.posts):
                if post.author_id != uid and (has(post.html) or has(post.text)):
                    return post.post_id
            if page.posts and too_old(max(p.posted_at for p in page.posts), since):
                return None
        return None
