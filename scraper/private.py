"""Private messages (ЛС) on a forum: what every engine's reader and sender give.

A forum engine that has private messages offers a ``PrivateMessages`` beside its thread reader:
it reads the logged-in account's messages (incrementally: messages it already knows are not
opened again), writes one to a member, and finds a message it wrote by its invisible marker, so
that a send whose answer was lost is settled by looking, never by sending twice.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta

from mafia_i18n import _
from scraper.dates import DEFAULT_TZ
from scraper.errors import ScrapeError
from scraper.http import PoliteClient


class MessagesError(ScrapeError):
    """Private messages cannot be read or written on this forum."""


@dataclass(frozen=True, slots=True)
class PrivateMessage:
    """One private message as the forum shows it to the logged-in account."""

    message_id: str
    conversation: str  # the dialog it belongs to: the other member's account (or id)
    sender: str
    sender_id: str | None
    recipient: str
    posted_at: datetime
    subject: str
    text: str
    html: str = ""
    outgoing: bool = False  # written by the logged-in account itself


@dataclass(frozen=True, slots=True)
class Member:
    """Whom to write to: the account name, and the forum's user id when known."""

    name: str
    user_id: str | None = None


class PrivateMessages(ABC):
    """Reading and writing one engine's private messages, logged in as the GM."""

    name: str = ""

    @abstractmethod
    def messages_url(self, thread_url: str) -> str:
        """Where the private messages of the forum of ``thread_url`` are."""

    @abstractmethod
    def messages(
        self, client: PoliteClient, forum_url: str, known: Callable[[str], bool]
    ) -> Iterator[PrivateMessage]:
        """Every message of the account not yet ``known`` (by message id), oldest first."""

    @abstractmethod
    def send(
        self, client: PoliteClient, forum_url: str, to: Member, subject: str, body: str
    ) -> str | None:
        """Write ``body`` to ``to``; the forum's message id, or None when it did not say."""

    @abstractmethod
    def find_sent(
        self,
        client: PoliteClient,
        forum_url: str,
        to: Member,
        has: Callable[[str], bool],
        since: datetime | None = None,
    ) -> str | None:
        """The id of a message already written to ``to`` whose text ``has`` accepts.

        Read from the newest back; with ``since`` the search stops at messages more than a
        day older (the margin covers a forum clock or time zone off).
        """


def whole_page(text: str) -> str | None:
    """Why a fetched page is not whole (None when it is): it must reach its ``</html>``."""
    if "</html>" not in text[-2048:].lower():
        return "the page ends before </html>"
    return None


def too_old(posted_at: datetime, since: datetime | None) -> bool:
    """True when a message is too old to be the one written after ``since``."""
    return since is not None and posted_at < since - timedelta(days=1)


def messages_for(engine_name: str, tz: str = DEFAULT_TZ) -> PrivateMessages:
    """The private-message capability of a forum engine, or a clear error."""
    from scraper.engines.mybb_messages import MybbMessages
    from scraper.engines.postman_messages import PostmanMessages

    readers: dict[str, Callable[[str], PrivateMessages]] = {
        "mybb": MybbMessages,
        "machina": PostmanMessages,
    }
    if engine_name not in readers:
        raise MessagesError(
            _(
                "личные сообщения форумов {engine} пока не поддерживаются "
                "(поддерживаются семейство mybb.ru и django-machina с django-postman)"
            ).format(engine=engine_name or "?")
        )
    return readers[engine_name](tz)
