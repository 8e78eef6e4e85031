"""Private messages on django-machina sites through django-postman, logged in as the GM.

django-machina has no private messages of its own; Django sites add django-postman for them.
``/messages/inbox/m/`` lists the received messages one by one (a checkbox ``pks`` with the
message id, the sender's name, a link ``/messages/view/ID/``); a message's page shows
``.pm_sender``, ``.pm_recipient``, ``.pm_date`` (the site's date format, its time zone),
``.pm_subject`` and ``.pm_body`` (the text with ``<br>`` for line breaks). ``/messages/write/
NAME/`` is the form to write one (``recipients``, ``subject``, ``body`` and the CSRF token);
``/messages/sent/m/`` lists what was written. Only new message ids are opened.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from datetime import datetime
from urllib.parse import quote, urljoin

from selectolax.lexbor import LexborHTMLParser, LexborNode

from mafia_i18n import _
from scraper.dates import DEFAULT_TZ, parse_forum_date
from scraper.errors import BrokenPageError, PublishError
from scraper.forms import read_form, submit_form
from scraper.http import PoliteClient
from scraper.private import (
    Member,
    MessagesError,
    PrivateMessage,
    PrivateMessages,
    too_old,
    whole_page,
)

_VIEW = re.compile(r"/view/(\d+)/")
_QUOTED = re.compile(r"^\s*>")


def own_lines(text: str) -> str:
    """The writer's own text: postman's reply quotes the earlier message as ``> `` lines."""
    lines = text.splitlines()
    kept = [line for line in lines if not _QUOTED.match(line)]
    # the line that introduces the quote ("Ник wrote:" / "Ник написал(а):")
    if len(kept) < len(lines):
        kept = [line for line in kept if not re.search(r"(?:wrote|написал\S*):\s*$", line)]
    return "\n".join(kept).strip()


class PostmanMessages(PrivateMessages):
    """django-postman's folders and forms, as its own templates write them."""

    name = "postman"

    def __init__(self, tz: str = DEFAULT_TZ, root: str = "/messages/") -> None:
        self.tz, self.root = tz, root

    def messages_url(self, thread_url: str) -> str:
        return urljoin(thread_url, self.root)

    def _listed(self, client: PoliteClient, url: str) -> list[tuple[str, str]]:
        """(message id, the other member's name) for each row of a folder, newest first."""
        page = client.fetch(url, check=whole_page)
        tree = LexborHTMLParser(page.text)
        if tree.css_first("#postman") is None:
            raise MessagesError(
                _("{url}: на странице нет личных сообщений (не выполнен вход?)").format(
                    url=page.url
                )
            )
        rows: list[tuple[str, str]] = []
        for row in tree.css("#pm_messages tbody tr"):
            box = row.css_first("input[name='pks']")
            cells = row.css("td")
            if box is None or len(cells) < 2:
                continue
            rows.append((box.attributes.get("value") or "", cells[1].text(strip=True)))
        return sorted(rows, key=lambda r: -int(r[0]) if r[0].isdigit() else 0)

    def _message(self, client: PoliteClient, forum_url: str, message_id: str) -> PrivateMessage:
        url = urljoin(forum_url, f"view/{message_id}/")
        found: list[PrivateMessage] = []

        def check(text: str) -> str | None:
            problem = whole_page(text)
            if problem:
                return problem
            try:
                found[:] = [self._parse_message(text, message_id)]
            except BrokenPageError as exc:
                return str(exc)
            return None

        client.fetch(url, check=check)
        return found[0]

    def _parse_message(self, text: str, message_id: str) -> PrivateMessage:
        tree = LexborHTMLParser(text)
        node = tree.css_first(".pm_message")
        if node is None:
            raise BrokenPageError(
                _("сообщение {id}: на странице нет сообщения").format(id=message_id)
            )

        def field(selector: str) -> LexborNode:
            part = node.css_first(selector)
            if part is None:
                raise BrokenPageError(
                    _("сообщение {id}: нет {selector}").format(id=message_id, selector=selector)
                )
            return part

        sender, recipient = (
            field(".pm_sender").text(strip=True),
            field(".pm_recipient").text(strip=True),
        )
        posted = parse_forum_date(field(".pm_date").text(), self.tz)
        if posted is None:
            raise BrokenPageError(_("сообщение {id}: нет читаемой даты").format(id=message_id))
        body = field(".pm_body")
        markup = body.html or ""
        plain = LexborHTMLParser(re.sub(r"<br\s*/?>", "\n", markup)).text(separator="")
        # postman writes the reader himself as "<me>" (translated on some sites)
        outgoing = sender.startswith("<") and sender.endswith(">")
        return PrivateMessage(
            message_id=message_id,
            conversation=recipient if outgoing else sender,
            sender=sender,
            sender_id=None,
            recipient=recipient,
            posted_at=posted,
            subject=field(".pm_subject").text(strip=True),
            text=own_lines(plain),
            html=markup,
            outgoing=outgoing,
        )

    def messages(
        self, client: PoliteClient, forum_url: str, known: Callable[[str], bool]
    ) -> Iterator[PrivateMessage]:
        fresh = [m for m, _ in self._listed(client, urljoin(forum_url, "inbox/m/")) if not known(m)]
        for message_id in sorted(fresh, key=int):
            yield self._message(client, forum_url, message_id)

    def send(
        self, client: PoliteClient, forum_url: str, to: Member, subject: str, body: str
    ) -> str | None:
        page = client.fetch(urljoin(forum_url, f"write/{quote(to.name, safe='')}/"))
        form = read_form(page, "#postman form")
        if form is None or "body" not in form.fields:
            raise PublishError(
                _("{url}: нет формы личного сообщения (не выполнен вход?)").format(url=page.url)
            )
        answer = submit_form(
            client,
            form,
            {"recipients": to.name, "subject": subject, "body": body},
            page.url,
            forum_url,  # the message and every redirect stay on the forum's own host
        )
        again = read_form(answer, "#postman form")
        if again is not None and again.fields.get("body"):
            errors = LexborHTMLParser(answer.text).css_first(".errorlist")
            words = " ".join(errors.text().split()) if errors else "the form came back"
            raise PublishError(
                _("{url}: форум не отправил сообщение: {words}").format(
                    url=form.action, words=words
                )
            )
        return None  # postman does not name the new message: the caller finds it by its marker

    def find_sent(
        self,
        client: PoliteClient,
        forum_url: str,
        to: Member,
        has: Callable[[str], bool],
        since: datetime | None = None,
    ) -> str | None:
        for message_id, name in self._listed(client, urljoin(forum_url, "sent/m/")):
            if name != to.name:
                continue
            message = self._message(client, forum_url, message_id)
            if has(message.html) or has(message.text):
                return message_id
            if too_old(message.posted_at, since):
                return None
        return None
