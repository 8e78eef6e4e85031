"""Forum engines described by their markup: where posts, authors, times and quotes are.

Most classic forums differ only in selectors, URL shapes and form fields; one engine class
reads them all from a ``Layout`` (each forum's own module holds its Layout: ``phpbb.py``,
``xenforo.py``, ``vbulletin.py``, ``smf.py``, ``invision.py``, ``ipb2.py``). Times come from a
machine attribute when the template has one (an epoch or ISO datetime), else from the visible
date in the forum's time zone (Russian or English, "Сегодня"/"Вчера" included).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from urllib.parse import parse_qs, urljoin, urlsplit, urlunsplit

from selectolax.lexbor import LexborHTMLParser, LexborNode

from mafia_i18n import _
from scraper.content import ContentSelectors, split_node
from scraper.dates import DEFAULT_TZ, from_epoch, parse_forum_date
from scraper.engines.base import ForumEngine
from scraper.errors import BrokenPageError, LoginError, NotAThreadError
from scraper.forms import FormPosting
from scraper.model import ParsedPost, ThreadPage


@dataclass(frozen=True, slots=True)
class Layout:
    """Where one forum engine puts each field of a post."""

    name: str
    detect_marks: tuple[str, ...]
    thread_path: re.Pattern[str]
    thread_key: Callable[[str], str]
    page_url: Callable[[str, int, int], str]
    post_url: Callable[[str, str], str]
    post: str
    post_id: re.Pattern[str]
    author: str
    content: str
    selectors: ContentSelectors
    time: str
    time_attr: str | None = None
    author_id: re.Pattern[str] = re.compile(r"[?&;/](?:u|showuser|id|user)=?(\d+)")
    edit: str | None = None
    pages: str = ".pagination a, .pagination span"
    per_page: int = 20
    id_node: str | None = None  # a child element whose id_attr carries the post id
    id_attr: str = "name"
    extra: dict[str, str] = field(default_factory=dict)
    posting: FormPosting | None = None


class DeclarativeEngine(ForumEngine):
    """A forum engine read from a Layout."""

    layout: Layout

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        cls.name = cls.layout.name
        cls.selectors = cls.layout.selectors
        cls.posting = cls.layout.posting

    def __init__(self, tz: str = DEFAULT_TZ) -> None:
        self.tz = tz
        self.per_page = self.layout.per_page

    @classmethod
    def matches_url(cls, url: str) -> bool:
        parts = urlsplit(url)
        return bool(cls.layout.thread_path.search(f"{parts.path}?{parts.query}"))

    @classmethod
    def detect(cls, html: str) -> bool:
        head = html[:60000]
        return all(mark in head for mark in cls.layout.detect_marks)

    def thread_key(self, url: str) -> str:
        if not self.matches_url(url):
            raise NotAThreadError(
                _("не адрес темы {engine}: {url}").format(engine=self.name, url=url)
            )
        return self.layout.thread_key(url)

    def page_url(self, thread_url: str, page: int) -> str:
        return thread_url if page <= 1 else self.layout.page_url(thread_url, page, self.per_page)

    def post_url(self, thread_url: str, post_id: str) -> str:
        return self.layout.post_url(thread_url, post_id)

    def parse_page(self, html: str, thread_url: str, page: int) -> ThreadPage:
        tree = LexborHTMLParser(html)
        nodes = [n for n in tree.css(self.layout.post) if self._post_id(n)]
        if not nodes and 'type="password"' in html:
            raise LoginError(
                _(
                    "{url}: тема закрыта для гостей; укажите логин ведущего "
                    "(MAFIA_GM_FORUM_USER и MAFIA_GM_FORUM_PASSWORD)"
                ).format(url=self.page_url(thread_url, page))
            )
        if not nodes and not self.detect(html):
            raise BrokenPageError(
                _("{url}: здесь нет темы {engine}").format(
                    url=self.page_url(thread_url, page), engine=self.name
                )
            )
        # Later posts first: a post that unbalanced markup nested inside an earlier one is
        # read on its own, then cut out of the earlier post's content (never merged into it).
        posts = [self._parse_post(nodes[i], i) for i in reversed(range(len(nodes)))][::-1]
        numbers = [
            int(t) for n in tree.css(self.layout.pages) if (t := n.text(strip=True)).isdigit()
        ]
        if page == 1 and len(posts) > 1 and numbers and max(numbers) > 1:
            self.per_page = len(posts)  # a full first page tells the page size
        title = tree.css_first("h1")
        return ThreadPage(
            thread_url, page, max([page, *numbers]), posts, title.text(strip=True) if title else ""
        )

    def _post_id(self, node: LexborNode) -> str | None:
        if self.layout.id_node:
            child = node.css_first(self.layout.id_node)
            found = self.layout.post_id.search(
                (child.attributes.get(self.layout.id_attr) or "") if child else ""
            )
            return found.group(1) if found else None
        for value in (
            node.attributes.get("id"),
            node.attributes.get("data-content"),
            node.attributes.get("data-post-id"),
        ):
            found = self.layout.post_id.search(value or "")
            if found:
                return found.group(1)
        return None

    def _time(self, node: LexborNode | None) -> datetime | None:
        if node is None:
            return None
        attr = self.layout.time_attr
        value = node.attributes.get(attr) if attr else None
        if value:
            if value.isdigit():
                return from_epoch(value)
            try:
                return datetime.fromisoformat(value.replace("Z", "+00:00"))
            except ValueError:
                pass
        return parse_forum_date(node.text(), self.tz) or parse_forum_date(
            node.attributes.get("title") or "", self.tz
        )

    def _parse_post(self, node: LexborNode, index: int) -> ParsedPost:
        pid = self._post_id(node) or ""
        author_node = node.css_first(self.layout.author)
        if author_node is None:
            raise BrokenPageError(
                _("{engine}: у поста {pid} нет автора").format(engine=self.name, pid=pid)
            )
        href = author_node.attributes.get("href") or ""
        if author_node.tag != "a":
            link = author_node.css_first("a")
            href = (link.attributes.get("href") or "") if link else href
        found = self.layout.author_id.search(href)
        posted_at = self._time(node.css_first(self.layout.time))
        if posted_at is None:
            raise BrokenPageError(
                _("{engine}: у поста {pid} нет читаемой даты").format(engine=self.name, pid=pid)
            )
        edited_at = self._time(node.css_first(self.layout.edit)) if self.layout.edit else None
        content = node.css_first(self.layout.content)
        if content is None:
            raise BrokenPageError(
                _("{engine}: у поста {pid} нет текста").format(engine=self.name, pid=pid)
            )
        for nested in content.css(self.layout.post):
            if self._post_id(nested):
                nested.decompose()
        parts = split_node(content, self.selectors)
        author = author_node.text(strip=True)
        author_id = found.group(1) if found else None
        return ParsedPost.of(pid, author, author_id, posted_at, edited_at, parts, index)


def query_key(url: str, keep: str) -> str:
    parts = urlsplit(url)
    value = parse_qs(parts.query.replace(";", "&")).get(keep, [""])[0]
    return urlunsplit((parts.scheme, parts.netloc, parts.path, f"{keep}={value}", ""))


def path_key(pattern: re.Pattern[str]) -> Callable[[str], str]:
    def key(url: str) -> str:
        parts = urlsplit(url)
        found = pattern.search(parts.path)
        assert found is not None
        return urlunsplit((parts.scheme, parts.netloc, found.group(0), "", ""))

    return key


def beside(name: str) -> Callable[[str], str]:
    """An address next to the thread's script: ``.../viewtopic.php?t=5`` → ``.../ucp.php``."""
    return lambda thread_url: urljoin(thread_url, name)


def under_root(marker: str, path: str) -> Callable[[str], str]:
    """An address under the forum's root, the part of the thread URL before ``marker``."""
    return lambda thread_url: thread_url.split(marker)[0] + path


def query_value(url: str, key: str) -> str:
    return parse_qs(urlsplit(url).query.replace(";", "&")).get(key, [""])[0]
