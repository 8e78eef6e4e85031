"""django-machina forums: ``/forum/<slug>-<id>/topic/<slug>-<id>/?page=N``.

Posts are ``div.post`` with the post id as the element id; the author is in ``.username``, the
time in the header line ("От: Ник 3 декабря 2026 г. 17:53", minute precision, the forum's time
zone), the content in ``.post-content`` (Markdown rendered: quotes are ``blockquote``), edits in
``.edit-info``. Logging in uses Django's login form; replies use the topic's post form; both
send the CSRF token the forms carry.
"""

from __future__ import annotations

import re
from urllib.parse import quote, unquote, urljoin, urlsplit, urlunsplit

from selectolax.lexbor import LexborHTMLParser, LexborNode

from mafia_i18n import _
from scraper.content import ContentSelectors, split_node
from scraper.dates import DEFAULT_TZ, parse_forum_date
from scraper.engines.base import ForumEngine
from scraper.errors import BrokenPageError, LoginError, NotAThreadError, PublishError
from scraper.http import PoliteClient
from scraper.model import ParsedPost, ThreadPage

_TOPIC_PATH = re.compile(r"^(?P<prefix>.*?/forum/[^/]+/topic/[^/]+/)")
_PROFILE = re.compile(r"/member/profile/(\d+)/")
_CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
_HIDDEN = re.compile(r'<input type="hidden" name="([^"]+)" value="([^"]*)"')
_CREATED = re.compile(r"[?&]post=(\d+)")


class MachinaEngine(ForumEngine):
    """django-machina topic pages; log in and reply through the forum's own forms."""

    name = "machina"
    body_format = "markdown"
    selectors = ContentSelectors(
        quote="blockquote", spoiler=".spoiler", drop=".post-signature, .edit-info"
    )

    def __init__(self, tz: str = DEFAULT_TZ, login_path: str = "/login/") -> None:
        self.tz = tz
        self.login_path = login_path

    @classmethod
    def matches_url(cls, url: str) -> bool:
        return bool(_TOPIC_PATH.match(urlsplit(url).path))

    @classmethod
    def detect(cls, html: str) -> bool:
        return "post-content-wrapper" in html and 'class="my-3 card post"' in html

    def thread_key(self, url: str) -> str:
        parts = urlsplit(url)
        found = _TOPIC_PATH.match(parts.path)
        if not found:
            raise NotAThreadError(_("не адрес темы django-machina: {url}").format(url=url))
        # A pasted address may carry Cyrillic slugs: keep one ASCII (percent-encoded) form.
        path = quote(unquote(found.group("prefix")), safe="/-_.~")
        return urlunsplit((parts.scheme, parts.netloc, path, "", ""))

    def page_url(self, thread_url: str, page: int) -> str:
        return thread_url if page <= 1 else f"{thread_url}?page={page}"

    def post_url(self, thread_url: str, post_id: str) -> str:
        return f"{thread_url}?post={post_id}#{post_id}"

    def parse_page(self, html: str, thread_url: str, page: int) -> ThreadPage:
        tree = LexborHTMLParser(html)
        posts = [
            self._parse_post(node, i)
            for i, node in enumerate(tree.css("div.post"))
            if (node.attributes.get("id") or "").isdigit()
        ]
        if not posts and 'name="password"' in html:
            raise LoginError(
                _(
                    "тема закрыта для гостей: укажите логин ведущего "
                    "(MAFIA_GM_FORUM_USER и MAFIA_GM_FORUM_PASSWORD)"
                )
            )
        if not posts and "post-content-wrapper" not in html:
            raise BrokenPageError(
                _("{url}: на странице нет темы").format(url=self.page_url(thread_url, page))
            )
        numbers = [
            int(a.text(strip=True))
            for a in tree.css(".pagination .page-link")
            if a.text(strip=True).isdigit()
        ]
        title = tree.css_first("h1")
        return ThreadPage(
            thread_url, page, max([page, *numbers]), posts, title.text(strip=True) if title else ""
        )

    def _parse_post(self, node: LexborNode, index: int) -> ParsedPost:
        pid = node.attributes.get("id") or ""
        header = node.css_first("small.text-muted") or node.css_first("p small")
        author_link = node.css_first(".username a") or (header.css_first("a") if header else None)
        if author_link is None or header is None:
            raise BrokenPageError(_("у поста {pid} нет автора").format(pid=pid))
        author = author_link.text(strip=True)
        found = _PROFILE.search(author_link.attributes.get("href") or "")
        posted_at = parse_forum_date(header.text(), self.tz)
        if posted_at is None:
            raise BrokenPageError(_("у поста {pid} нет читаемой даты").format(pid=pid))
        edit = node.css_first(".edit-info")
        edited_at = parse_forum_date(edit.text(), self.tz) if edit else None
        content = node.css_first(".post-content")
        if content is None:
            raise BrokenPageError(_("у поста {pid} нет текста").format(pid=pid))
        parts = split_node(content, self.selectors)
        author_id = found.group(1) if found else None
        return ParsedPost.of(pid, author, author_id, posted_at, edited_at, parts, index)

    # -- logging in and replying ---------------------------------------------------------------

    def login(self, client: PoliteClient, thread_url: str, username: str, password: str) -> None:
        login_url = urljoin(thread_url, self.login_path)
        form = client.fetch(login_url).text
        token = _CSRF.search(form)
        if not token:
            raise LoginError(_("{url}: нет формы входа").format(url=login_url))
        page = client.fetch(
            login_url,
            method="POST",
            data={
                "csrfmiddlewaretoken": token.group(1),
                "username": username,
                "password": password,
                "next": urlsplit(thread_url).path,
            },
            headers={"Referer": login_url},
            stay_on=thread_url,
        )
        if urlsplit(page.url).path == urlsplit(login_url).path:
            raise LoginError(
                _("форум не пустил {name!r}: неверное имя или пароль").format(name=username)
            )

    def reply(self, client: PoliteClient, thread_url: str, text: str, subject: str) -> str | None:
        form_url = f"{thread_url}post/create/"
        form = client.fetch(form_url).text
        token = _CSRF.search(form)
        if not token:
            raise PublishError(
                _("{url}: нет формы ответа (не выполнен вход?)").format(url=form_url)
            )
        data = dict(_HIDDEN.findall(form))
        data.update(
            {
                "csrfmiddlewaretoken": token.group(1),
                "subject": subject,
                "content": text,
                "attachment-TOTAL_FORMS": "0",
            }
        )
        page = client.fetch(
            form_url, method="POST", data=data, headers={"Referer": form_url}, stay_on=thread_url
        )
        created = _CREATED.search(page.url)
        if not created:
            raise PublishError(_("{url}: форум не принял ответ").format(url=form_url))
        return created.group(1)
