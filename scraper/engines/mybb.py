"""The mybb.ru forum family (PunBB-based hosting: mybb.ru, rusff.me, rolka.me, 0pk.me, ...).

Thread pages are ``viewtopic.php?id=T&p=N``; each post is ``div.post#pNNN`` with
``data-posted`` (Unix time), the author in ``li.pa-author``, the content in
``div.post-content`` with ``div.quote-box`` quotes, ``div.quote-box.spoiler-box`` spoilers and a
``p.lastedit`` edit marker. When the forum answers its JSON API (``api.php?method=post.get``),
posts are read from it in batches instead: fewer requests, exact edit times.
"""

from __future__ import annotations

import html as htmlmod
import json
import re
from collections.abc import Iterator
from functools import partial
from urllib.parse import parse_qs, urlencode, urljoin, urlsplit, urlunsplit

from selectolax.lexbor import LexborHTMLParser, LexborNode

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
API_BATCH = 100
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
            raise NotAThreadError(f"not a mybb thread URL (want viewtopic.php?id=N): {url}")
        return urlunsplit((parts.scheme, parts.netloc, parts.path, f"id={topic}", ""))

    def page_url(self, thread_url: str, page: int) -> str:
        return thread_url if page <= 1 else f"{thread_url}&p={page}"

    def post_url(self, thread_url: str, post_id: str) -> str:
        return f"{thread_url.split('?')[0]}?pid={post_id}#p{post_id}"

    def _api_url(self, thread_url: str, batch: int) -> str:
        parts = urlsplit(thread_url)
        topic = parse_qs(parts.query)["id"][0]
        query = urlencode(
            {
                "method": "post.get",
                "topic_id": topic,
                "fields": API_FIELDS,
                "sort_by": "id",
                "sort_dir": "asc",
                "limit": API_BATCH,
                "skip": (batch - 1) * API_BATCH,
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

    def read_pages(
        self, client: PoliteClient, thread_url: str, start_page: int
    ) -> Iterator[ThreadPage]:
        if self.mode != "api":
            yield from super().read_pages(client, thread_url, start_page)
            return
        batch = start_page
        while True:
            page = self.fetch_parsed(
                client,
                self._api_url(thread_url, batch),
                partial(self.parse_api_batch, thread_url=thread_url, batch=batch),
            )
            yield page
            if page.page_count <= batch:
                return
            batch += 1

    def _api_answers(self, client: PoliteClient, thread_url: str) -> bool:
        """Probe the API once with a one-post request; any failure means HTML it is."""
        probe = self._api_url(thread_url, 1).replace(f"limit={API_BATCH}", "limit=1")
        try:
            body = json.loads(client.fetch(probe).text)
        except (FetchError, ValueError):
            return False
        return isinstance(body, dict) and isinstance(body.get("response"), list)

    def parse_api_batch(self, body: str, *, thread_url: str, batch: int) -> ThreadPage:
        """Parse one ``post.get`` answer; a full batch means another one may follow."""
        problem = _api_problem(body)
        if problem:
            raise BrokenPageError(problem)
        rows = json.loads(body)["response"]
        posts = [self._api_post(row, (batch - 1) * API_BATCH + i) for i, row in enumerate(rows)]
        more = len(rows) >= API_BATCH
        return ThreadPage(thread_url, batch, batch + 1 if more else batch, posts)

    def _api_post(self, row: dict[str, object], position: int) -> ParsedPost:
        markup = render_bbcode(htmlmod.unescape(str(row.get("message", ""))))
        parts = split_html(markup, self.selectors)
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
        if self.mode == "api":
            return None
        problem = super().page_problem(html)
        if problem:
            return problem
        if "pun-viewtopic" not in html and 'class="punbb"' not in html:
            return "not a mybb thread page"
        return None

    def parse_page(self, html: str, thread_url: str, page: int) -> ThreadPage:
        tree = LexborHTMLParser(html)
        topic = tree.css_first("#pun-viewtopic") or tree.css_first(".punbb")
        if topic is None:
            raise BrokenPageError(f"{self.page_url(thread_url, page)}: no thread on the page")
        title_node = tree.css_first("#pun-main h1 span") or tree.css_first("h1")
        posts = [
            self._parse_post(node, index)
            for index, node in enumerate(tree.css("div.post"))
            if _POST_ID.match(node.attributes.get("id") or "")
        ]
        if not posts and tree.css_first("#pun-viewtopic") is None:
            said = tree.css_first("#pun-message .container, .info .container")
            words = " ".join(said.text().split())[:200] if said else "no thread on the page"
            raise LoginError(
                f"{self.page_url(thread_url, page)}: {words}; if the thread is closed to guests, "
                "give the GM's login (MAFIA_GM_FORUM_USER and MAFIA_GM_FORUM_PASSWORD)"
            )
        return ThreadPage(
            thread_url=thread_url,
            number=page,
            page_count=max(_page_count(tree), page),
            posts=posts,
            title=title_node.text(strip=True) if title_node else "",
        )

    def _parse_post(self, node: LexborNode, index: int) -> ParsedPost:
        post_id = _POST_ID.match(node.attributes.get("id") or "")
        assert post_id is not None
        pid = post_id.group(1)
        author_node = node.css_first(".pa-author a") or node.css_first(".pa-author")
        if author_node is None:
            raise BrokenPageError(f"post {pid} has no author")
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
                raise BrokenPageError(f"post {pid} has no readable date")
            posted_at = parsed
        content = node.css_first(".post-content")
        if content is None:
            raise BrokenPageError(f"post {pid} has no content")
        parts = split_node(content, self.selectors)
        edited_at = parse_forum_date(parts.edit_note, self.tz) if parts.edit_note else None
        return ParsedPost.of(pid, author, author_id or None, posted_at, edited_at, parts, index)


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
    return None
