"""The interface every forum engine module implements, and a registry to pick one."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from functools import partial

from mafia_i18n import _
from scraper.content import ContentSelectors
from scraper.errors import BrokenPageError, LoginError, PublishError
from scraper.forms import FormPosting, form_login, form_reply
from scraper.http import PoliteClient
from scraper.model import ParsedPost, ThreadPage


class ForumEngine(ABC):
    """One forum engine: recognise its pages, page through a thread, parse its posts."""

    name: str = ""
    selectors: ContentSelectors = ContentSelectors()
    body_format: str = "bbcode"  # what a reply is written in: "bbcode", "markdown" or "html"
    posting: FormPosting | None = None  # the login and reply forms, for form-driven engines

    @classmethod
    @abstractmethod
    def matches_url(cls, url: str) -> bool:
        """True when the URL has this engine's thread shape."""

    @classmethod
    @abstractmethod
    def detect(cls, html: str) -> bool:
        """True when the page was served by this engine."""

    @abstractmethod
    def thread_key(self, url: str) -> str:
        """The canonical URL of the thread that ``url`` points into (first page)."""

    @abstractmethod
    def page_url(self, thread_url: str, page: int) -> str:
        """The URL of page ``page`` (1-based) of the thread."""

    @abstractmethod
    def post_url(self, thread_url: str, post_id: str) -> str:
        """A link to one post, for the drafts' vote lists."""

    @abstractmethod
    def parse_page(self, html: str, thread_url: str, page: int) -> ThreadPage:
        """Parse one fetched page; raise BrokenPageError when it is not a whole thread page."""

    def page_problem(self, html: str) -> str | None:
        """Why a fetched page is not whole (None when it is); used to refetch it."""
        if "</html>" not in html[-2048:].lower():
            return "the page ends before </html>"
        return None

    def login(self, client: PoliteClient, thread_url: str, username: str, password: str) -> None:
        """Log in as the GM through the engine's login form."""
        if self.posting is None:
            raise LoginError(
                _("вход на форумы {engine} не поддерживается").format(engine=self.name)
            )
        form_login(self.posting, client, thread_url, username, password)

    def reply(self, client: PoliteClient, thread_url: str, text: str, subject: str) -> str | None:
        """Post ``text`` as a reply; the forum's post id, or None when the forum did not say."""
        if self.posting is None:
            raise PublishError(
                _("публикация на форумах {engine} не поддерживается").format(engine=self.name)
            )
        return form_reply(self.posting, client, thread_url, text, subject)

    def prepare(self, client: PoliteClient, thread_url: str, known_mode: str | None) -> str:
        """Choose how to read the thread ("html", or an API); returns the mode."""
        return "html"

    def read_pages(
        self, client: PoliteClient, thread_url: str, start_page: int
    ) -> Iterator[ThreadPage]:
        """Yield pages from ``start_page`` to the last one, learning the count as it goes."""
        page = start_page
        while True:
            parsed = self.fetch_parsed(
                client,
                self.page_url(thread_url, page),
                partial(self._parse_numbered, thread_url=thread_url, page=page),
            )
            yield parsed
            if page >= parsed.page_count:
                return
            page += 1

    def reads_new_posts_by_id(self) -> bool:
        """True when new posts come from ``read_new_posts`` rather than from the pages."""
        return False

    def read_new_posts(
        self, client: PoliteClient, thread_url: str, after_id: str
    ) -> list[ParsedPost] | None:
        """Posts newer than ``after_id`` read by id (an API), or None when pages must be read."""
        return None

    def _parse_numbered(self, text: str, *, thread_url: str, page: int) -> ThreadPage:
        return self.parse_page(text, thread_url, page)

    def fetch_parsed(
        self, client: PoliteClient, url: str, parse: Callable[[str], ThreadPage]
    ) -> ThreadPage:
        """Fetch and parse one page; a page that will not parse is fetched again."""
        result: list[ThreadPage] = []

        def check(text: str) -> str | None:
            problem = self.page_problem(text)
            if problem:
                return problem
            try:
                result[:] = [parse(text)]
            except BrokenPageError as exc:
                return str(exc)
            return None

        client.fetch(url, check=check)
        return result[0]
