"""The mybb.ru forum family (PunBB-based hosting: mybb.ru, rusff.me, rolka.me, 0pk.me, ...).

Thread pages are ``viewtopic.php?id=T&p=N``; each post is ``div.post#pNNN`` with
``data-posted`` (Unix time), the author in ``li.pa-author``, the content in
``div.post-content`` with ``div.quote-box`` quotes, ``div.quote-box.spoiler-box`` spoilers and a
``p.lastedit`` edit marker ("Отредактировано Ник (2026-12-02 21:03:11)"). Each post is read from
its own slice of the page, so unbalanced markup in one post never merges posts.

When the forum answers its JSON API (``api.php?method=post.get``), new posts are read from it by
id, newest first, down to the last stored one; the thread's history (and the re-read of the day
being counted) always comes from the pages, which win where the two disagree. ``message`` is
taken as the rendered markup mybb.ru sends (BBCode source is still accepted), so an API post
splits into the same text, quotes and spoilers as on its page.
"""

from __future__ import annotations

import html as htmlmod
import json
import re
from datetime import datetime
from urllib.parse import parse_qs, urlencode, urljoin, urlsplit, urlunsplit

from selectolax.lexbor import LexborHTMLParser, LexborNode

from mafia_i18n import _
from scraper.bbcode import render_bbcode
from scraper.content import ContentSelectors, split_html, split_node
from scraper.dates import DEFAULT_TZ, from_epoch, parse_forum_date
from scraper.engines.base import ForumEngine
from scraper.errors import BrokenPageError, FetchError, LoginError, NotAThreadError
from scraper.forms import FormPosting
from scraper.http import PoliteClient
from scraper.model import ParsedPost, ThreadPage

_POST_ID = re.compile(r"^p(\d+)$")
_PROFILE_ID = re.compile(r"profile\.php\?id=(\d+)")
# Where one post starts in the page source: ``<div id="pNNN" class="post ...">`` (any order).
_POST_OPEN = re.compile(r"<div\b[^>]*\bid=[\"']p(\d+)[\"'][^>]*>", re.IGNORECASE)
_POST_CLASS = re.compile(r"\bclass=[\"'][^\"']*\bpost\b", re.IGNORECASE)
_CONTENT_OPEN = re.compile(r"<div\b[^>]*\bclass=[\"'][^\"']*\bpost-content\b[^>]*>", re.IGNORECASE)
# What follows a post's content in the template: its signature, links or the float clearer.
_CONTENT_END = re.compile(
    r"<(?:dl|div|ul)\b[^>]*\bclass=[\"'][^\"']*\b(?:post-sig|post-links|clearer)\b",
    re.IGNORECASE,
)
_TRAILING_CLOSERS = re.compile(r"(?:\s*</div\s*>)+\s*$", re.IGNORECASE)
# A ``message`` the API sends already rendered (mybb.ru does), rather than BBCode source.
_RENDERED = re.compile(
    r"<(?:p|br|div|span|strong|em|blockquote|cite|a|img|del|ins|pre|ul|ol|li|table)\b[^>]*>",
    re.IGNORECASE,
)
API_BATCH = 100  # the API answers at most 100 posts a call
API_MAX_SKIP = 1000  # and skips at most 1000: older posts are read from the pages
API_OVERLAP = 10  # each call overlaps the previous one, so deletions meanwhile lose no post
API_FIELDS = "id,user_id,username,message,posted,edited"


class MybbEngine(ForumEngine):
    """mybb.ru family: HTML thread pages, or the JSON API when available."""

    name = "mybb"
    selectors = ContentSelectors(
        quote=".quote-box",
        quote_body="blockquote",
        spoiler=".spoiler-box, .hide-box",
        spoiler_body="blockquote",
        drop=".lastedit, .post-sig, .post-rating, .post-vote",
        edit_marker=".lastedit",
    )

    posting = FormPosting(
        login_page=lambda t: urljoin(t, "login.php"),
        logout_mark="a[href*='action=out']",
        error_box="#pun-message .container, .error",
        login_form="form[action*='login.php?action=in']",
        user_field="req_username",
        password_field="req_password",
        reply_page=lambda t: urljoin(t, f"post.php?tid={parse_qs(urlsplit(t).query)['id'][0]}"),
        reply_form="form#post",
        message_field="req_message",
        subject_field="req_subject",
        post_id=re.compile(r"[?&]pid=(\d+)"),
    )

    def __init__(self, tz: str = DEFAULT_TZ, use_api: bool = True) -> None:
        self.tz = tz
        self.use_api = use_api
        self.mode = "html"

    @classmethod
    def matches_url(cls, url: str) -> bool:
        parts = urlsplit(url)
        return parts.path.endswith("/viewtopic.php") and "id" in parse_qs(parts.query)

    @classmethod
    def detect(cls, html: str) -> bool:
        head = html[:20000]
        return 'id="pun-viewtopic"' in head or ('class="punbb"' in head and "viewtopic" in head)

    def thread_key(self, url: str) -> str:
        parts = urlsplit(url)
        topic = parse_qs(parts.query).get("id", [""])[0]
        if not parts.path.endswith("/viewtopic.php") or not topic.isdigit():
            raise NotAThreadError(
                _("не адрес темы mybb (нужен viewtopic.php?id=N): {url}").format(url=url)
            )
        return urlunsplit((parts.scheme, parts.netloc, parts.path, f"id={topic}", ""))

    def page_url(self, thread_url: str, page: int) -> str:
        return thread_url if page <= 1 else f"{thread_url}&p={page}"

    def post_url(self, thread_url: str, post_id: str) -> str:
        return f"{thread_url.split('?')[0]}?pid={post_id}#p{post_id}"

    def _api_url(self, thread_url: str, skip: int, limit: int = API_BATCH) -> str:
        """A ``post.get`` call for the thread's posts, newest first by id."""
        parts = urlsplit(thread_url)
        topic = parse_qs(parts.query)["id"][0]
        query = urlencode(
            {
                "method": "post.get",
                "topic_id": topic,
                "fields": API_FIELDS,
                "sort_by": "id",
                "sort_dir": "desc",
                "limit": limit,
                "skip": skip,
            }
        )
        path = parts.path.rsplit("/", 1)[0] + "/api.php"
        return urlunsplit((parts.scheme, parts.netloc, path, query, ""))

    # -- reading -------------------------------------------------------------------------

    def prepare(self, client: PoliteClient, thread_url: str, known_mode: str | None) -> str:
        if known_mode in ("api", "html"):
            self.mode = known_mode
        elif self.use_api and self._api_answers(client, thread_url):
            self.mode = "api"
        else:
            self.mode = "html"
        return self.mode

    def _api_answers(self, client: PoliteClient, thread_url: str) -> bool:
        """Probe the API once with a one-post request; any failure means HTML it is."""
        try:
            body = json.loads(client.fetch(self._api_url(thread_url, 0, 1)).text)
        except (FetchError, ValueError):
            return False
        return isinstance(body, dict) and isinstance(body.get("response"), list)

    def reads_new_posts_by_id(self) -> bool:
        return self.mode == "api"

    def read_new_posts(
        self, client: PoliteClient, thread_url: str, after_id: str
    ) -> list[ParsedPost] | None:
        """Posts with an id above ``after_id``, from the API newest first (None: read pages).

        Calls overlap by ``API_OVERLAP`` posts and each must hold a post the previous one
        held, so posts deleted between two calls shift nothing out of sight; when more were
        deleted than that, the new posts reach past the API's skip limit or the API fails, the
        pages are read.
        """
        if self.mode != "api" or not after_id.isdigit():
            return None
        last = int(after_id)
        found: dict[int, dict[str, object]] = {}
        skip = 0
        while skip <= API_MAX_SKIP:
            try:
                rows = self._api_rows(client, self._api_url(thread_url, skip))
            except (FetchError, BrokenPageError):
                return None  # the API failed today: the pages still tell the truth
            ids = [int(str(row["id"])) for row in rows]
            if skip and found and not set(ids) & set(found):
                return None  # more posts vanished meanwhile than the overlap covers
            found.update((i, row) for i, row in zip(ids, rows, strict=True) if i > last)
            if len(rows) < API_BATCH or min(ids, default=last) <= last:
                return [self._api_post(found[i], n) for n, i in enumerate(sorted(found))]
            skip += API_BATCH - API_OVERLAP
        return None

    def _api_rows(self, client: PoliteClient, url: str) -> list[dict[str, object]]:
        rows: list[list[dict[str, object]]] = []

        def check(body: str) -> str | None:
            problem = _api_problem(body)
            if problem is None:
                rows[:] = [json.loads(body)["response"]]
            return problem

        client.fetch(url, check=check)
        return rows[0]

    def _api_post(self, row: dict[str, object], position: int) -> ParsedPost:
        """One API row, split exactly as the same post on its page."""
        message = str(row.get("message") or "")
        if not _RENDERED.search(message):
            message = render_bbcode(htmlmod.unescape(message))
        parts = split_html(message, self.selectors)
        edited = str(row.get("edited") or "0")
        return ParsedPost.of(
            str(row["id"]),
            htmlmod.unescape(str(row.get("username", ""))),
            str(row["user_id"]) if row.get("user_id") not in (None, "", "0") else None,
            from_epoch(str(row["posted"])),
            from_epoch(edited) if edited.isdigit() and int(edited) > 0 else None,
            parts,
            position,
        )

    # -- HTML pages ----------------------------------------------------------------------

    def page_problem(self, html: str) -> str | None:
        problem = super().page_problem(html)
        if problem:
            return problem
        if "pun-viewtopic" not in html and 'class="punbb"' not in html:
            return "not a mybb thread page"
        return None

    def parse_page(self, html: str, thread_url: str, page: int) -> ThreadPage:
        """Read a topic page post by post: each post from its own slice of the page source.

        A post whose markup is unbalanced (a user's ``[html]`` block, a broken template) then
        cannot swallow the posts after it, nor lose its own text past a stray ``</div>``.
        """
        tree = LexborHTMLParser(html)
        topic = tree.css_first("#pun-viewtopic") or tree.css_first(".punbb")
        if topic is None:
            raise BrokenPageError(
                _("{url}: на странице нет темы").format(url=self.page_url(thread_url, page))
            )
        title_node = tree.css_first("#pun-main h1 span") or tree.css_first("h1")
        headers = {
            found.group(1): node
            for node in tree.css("div.post")
            if (found := _POST_ID.match(node.attributes.get("id") or ""))
        }
        posts = [
            self._parse_post(headers.get(pid), pid, chunk, index)
            for index, (pid, chunk) in enumerate(_post_sources(html))
        ]
        if not posts and tree.css_first("#pun-viewtopic") is None:
            said = tree.css_first("#pun-message .container, .info .container")
            words = " ".join(said.text().split())[:200] if said else "no thread on the page"
            raise LoginError(
                _(
                    "{url}: {words}; если тема закрыта для гостей, укажите логин ведущего "
                    "(MAFIA_GM_FORUM_USER и MAFIA_GM_FORUM_PASSWORD)"
                ).format(url=self.page_url(thread_url, page), words=words)
            )
        return ThreadPage(
            thread_url=thread_url,
            number=page,
            page_count=max(_page_count(tree), page),
            posts=posts,
            title=title_node.text(strip=True) if title_node else "",
        )

    def _parse_post(self, node: LexborNode | None, pid: str, chunk: str, index: int) -> ParsedPost:
        """A post's header from the page tree (its first author and date are its own, however
        the markup nests), its content from its own slice of the source."""
        if node is None:
            raise BrokenPageError(_("пост {pid} не прочитать").format(pid=pid))
        author_node = node.css_first(".pa-author a") or node.css_first(".pa-author")
        if author_node is None:
            raise BrokenPageError(_("у поста {pid} нет автора").format(pid=pid))
        author = author_node.text(strip=True).removeprefix("Автор:").strip()
        href = author_node.attributes.get("href") or ""
        found_id = _PROFILE_ID.search(href)
        author_id = found_id.group(1) if found_id else node.attributes.get("data-user-id")
        posted_attr = node.attributes.get("data-posted")
        if posted_attr and posted_attr.isdigit():
            posted_at = from_epoch(posted_attr)
        else:
            header = node.css_first("h3 .permalink") or node.css_first("h3")
            parsed = parse_forum_date(header.text() if header else "", self.tz)
            if parsed is None:
                raise BrokenPageError(_("у поста {pid} нет читаемой даты").format(pid=pid))
            posted_at = parsed
        content = _content_node(chunk)
        if content is None:
            raise BrokenPageError(_("у поста {pid} нет текста").format(pid=pid))
        parts = split_node(content, self.selectors)
        edited_at = edit_time(parts.edit_note, self.tz)
        return ParsedPost.of(pid, author, author_id or None, posted_at, edited_at, parts, index)


def _post_sources(html: str) -> list[tuple[str, str]]:
    """Each post's id and its slice of the page: from its opening tag to the next post's."""
    starts = [
        (m.start(), m.group(1)) for m in _POST_OPEN.finditer(html) if _POST_CLASS.search(m[0])
    ]
    ends = [start for start, _ in starts[1:]] + [len(html)]
    return [(pid, html[start:end]) for (start, pid), end in zip(starts, ends, strict=False)]


def _content_node(chunk: str) -> LexborNode | None:
    """The post's content, bounded by the source: from ``.post-content`` to its signature.

    Parsed on its own as a document body, where a stray ``</div>`` closes nothing and an
    unclosed ``<div>`` ends with the post.
    """
    opening = _CONTENT_OPEN.search(chunk)
    if opening is None:
        return None
    closing = _CONTENT_END.search(chunk, opening.end())
    inner = chunk[opening.end() : closing.start() if closing else len(chunk)]
    return LexborHTMLParser(_TRAILING_CLOSERS.sub("", inner)).body


def edit_time(note: str, tz: str, now: datetime | None = None) -> datetime | None:
    """The time in "Отредактировано Ник (2026-12-02 21:03:11)" (or "Редактировалось …",
    "(Сегодня 21:03:11)"): read inside the last brackets, so a nickname is never taken for
    the date."""
    if not note:
        return None
    inside = note[note.rfind("(") + 1 :] if "(" in note else note
    return parse_forum_date(inside, tz, now) or parse_forum_date(note, tz, now)


def _page_count(tree: LexborHTMLParser) -> int:
    numbers = [1]
    for box in tree.css(".pagelink"):
        for item in box.css("a, strong, span"):
            label = item.text(strip=True)
            if label.isdigit():
                numbers.append(int(label))
    return max(numbers)


def _api_problem(body: str) -> str | None:
    try:
        parsed = json.loads(body)
    except ValueError:
        return "the API answer is not whole JSON"
    if not isinstance(parsed, dict) or not isinstance(parsed.get("response"), list):
        return "the API answer has no post list"
    for row in parsed["response"]:
        if not isinstance(row, dict) or not all(
            str(row.get(key, "")).isdigit() for key in ("id", "posted", "user_id")
        ):
            return "the API answer has a post without its id, author id or time"
    return None
