"""Forum engines described by their markup: where posts, authors, times and quotes are.

Most classic forums differ only in selectors and URL shapes; one engine class reads them all
from a ``Layout``. Times come from a machine attribute when the template has one (an epoch or
ISO datetime), else from the visible date in the forum's time zone (Russian or English,
"Сегодня"/"Вчера" included).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from hashlib import md5
from urllib.parse import parse_qs, urljoin, urlsplit, urlunsplit

from selectolax.lexbor import LexborHTMLParser, LexborNode

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
            raise NotAThreadError(f"not a {self.name} thread URL: {url}")
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
                f"{self.page_url(thread_url, page)}: the thread is closed to guests; give the "
                "GM's login (MAFIA_GM_FORUM_USER and MAFIA_GM_FORUM_PASSWORD)"
            )
        if not nodes and not self.detect(html):
            raise BrokenPageError(f"{self.page_url(thread_url, page)}: no {self.name} thread here")
        posts = [self._parse_post(node, i) for i, node in enumerate(nodes)]
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
            raise BrokenPageError(f"{self.name} post {pid} has no author")
        href = author_node.attributes.get("href") or ""
        if author_node.tag != "a":
            link = author_node.css_first("a")
            href = (link.attributes.get("href") or "") if link else href
        found = self.layout.author_id.search(href)
        posted_at = self._time(node.css_first(self.layout.time))
        if posted_at is None:
            raise BrokenPageError(f"{self.name} post {pid} has no readable date")
        edited_at = self._time(node.css_first(self.layout.edit)) if self.layout.edit else None
        content = node.css_first(self.layout.content)
        if content is None:
            raise BrokenPageError(f"{self.name} post {pid} has no content")
        parts = split_node(content, self.selectors)
        return ParsedPost(
            pid,
            author_node.text(strip=True),
            found.group(1) if found else None,
            posted_at,
            edited_at,
            parts.html,
            parts.text,
            parts.quotes,
            parts.spoilers,
            index,
        )


def _query_key(url: str, keep: str) -> str:
    parts = urlsplit(url)
    value = parse_qs(parts.query.replace(";", "&")).get(keep, [""])[0]
    return urlunsplit((parts.scheme, parts.netloc, parts.path, f"{keep}={value}", ""))


def _path_key(pattern: re.Pattern[str]) -> Callable[[str], str]:
    def key(url: str) -> str:
        parts = urlsplit(url)
        found = pattern.search(parts.path)
        assert found is not None
        return urlunsplit((parts.scheme, parts.netloc, found.group(0), "", ""))

    return key


def _smf_key(url: str) -> str:
    """SMF's topic parameter carries the page offset ("55.30", "55.msg1234"): keep "55.0"."""
    parts = urlsplit(url)
    topic = parse_qs(parts.query.replace(";", "&")).get("topic", [""])[0].split(".")[0]
    return urlunsplit((parts.scheme, parts.netloc, parts.path, f"topic={topic}.0", ""))


def _beside(name: str) -> Callable[[str], str]:
    """An address next to the thread's script: ``.../viewtopic.php?t=5`` → ``.../ucp.php``."""
    return lambda thread_url: urljoin(thread_url, name)


def _under_root(marker: str, path: str) -> Callable[[str], str]:
    """An address under the forum's root, the part of the thread URL before ``marker``."""
    return lambda thread_url: thread_url.split(marker)[0] + path


def _query_value(url: str, key: str) -> str:
    return parse_qs(urlsplit(url).query.replace(";", "&")).get(key, [""])[0]


def _vb_md5(password: str, charset: str) -> dict[str, str]:
    """The fields vBulletin's login script fills (and it empties the plain password)."""
    legacy = password.encode(charset, errors="xmlcharrefreplace")
    return {
        "vb_login_password": "",
        "vb_login_md5password": md5(legacy).hexdigest(),
        "vb_login_md5password_utf": md5(password.encode()).hexdigest(),
    }


_PHPBB = re.compile(r"viewtopic\.php\?(?:.*&)?t=\d+")
_XF_PATH = re.compile(r"^.*?/threads/[^/]*\.?\d+/")
_VB = re.compile(r"showthread\.php\?(?:.*&)?t=\d+")
_IPB2 = re.compile(r"index\.php\?(?:.*&)?showtopic=\d+")
_SMF = re.compile(r"index\.php\?(?:.*[&;])?topic=\d+")
_IPS_PATH = re.compile(r"^.*?/topic/\d+[^/]*/")


class PhpbbEngine(DeclarativeEngine):
    layout = Layout(
        name="phpbb",
        detect_marks=('class="postbody"', "viewtopic.php"),
        thread_path=_PHPBB,
        thread_key=lambda url: _query_key(url, "t"),
        page_url=lambda t, n, per: f"{t}&start={(n - 1) * per}",
        post_url=lambda t, pid: f"{t.split('?')[0]}?p={pid}#p{pid}",
        post="div.post",
        post_id=re.compile(r"^p(\d+)$"),
        author=".postprofile a.username, .postprofile a.username-coloured",
        content=".content",
        time="p.author time",
        time_attr="datetime",
        edit=".notice",
        per_page=10,
        posting=FormPosting(
            login_page=_beside("ucp.php?mode=login"),
            logout_mark="a[href*='mode=logout']",
            login_form="form#login",
            user_field="username",
            password_field="password",
            login_extra={"login": "Вход"},
            reply_page=lambda t: urljoin(t, f"posting.php?mode=reply&t={_query_value(t, 't')}"),
            reply_form="form#postform",
            message_field="message",
            subject_field="subject",
            reply_extra={"post": "Отправить"},
            post_id=re.compile(r"[?&;]p=(\d+)"),
            min_form_age=1.2,
        ),
        selectors=ContentSelectors(
            quote="blockquote", spoiler=".spoiler, details", drop=".signature"
        ),
    )


class XenforoEngine(DeclarativeEngine):
    layout = Layout(
        name="xenforo",
        detect_marks=("message-body", "bbWrapper"),
        thread_path=_XF_PATH,
        thread_key=_path_key(_XF_PATH),
        page_url=lambda t, n, per: f"{t}page-{n}",
        post_url=lambda t, pid: f"{t}post-{pid}",
        post="article.message",
        post_id=re.compile(r"post-(\d+)$"),
        author=".message-name .username",
        author_id=re.compile(r"\.(\d+)/?$"),
        content=".message-body .bbWrapper",
        time=".message-attribution-main time",
        time_attr="datetime",
        edit=".message-lastEdit time",
        pages=".pageNav-main a",
        posting=FormPosting(
            login_page=_under_root("/threads/", "/login/"),
            logout_mark="a[href*='/logout/']",
            login_form="form[action$='/login/login']",
            user_field="login",
            password_field="password",
            reply_page=lambda t: f"{t}reply",
            reply_form="form[action$='/add-reply']",
            message_field="message",
            reply_drop=("message_html",),
            post_id=re.compile(r"/posts?[-/](\d+)"),
        ),
        selectors=ContentSelectors(
            quote=".bbCodeBlock--quote",
            quote_body=".bbCodeBlock-expandContent",
            spoiler=".bbCodeBlock--spoiler",
            spoiler_body=".bbCodeBlock-content",
        ),
    )


VBULLETIN_POSTING = FormPosting(
    login_page=lambda t: t,  # the navbar of every page carries the login form
    logout_mark="a[href*='do=logout']",
    login_form="form[action*='login.php?do=login']",
    user_field="vb_login_username",
    password_field="vb_login_password",
    login_hashes=_vb_md5,
    reply_page=lambda t: urljoin(t, f"newreply.php?do=newreply&t={_query_value(t, 't')}"),
    reply_form="form[action*='newreply.php']",
    message_field="message",
    subject_field="title",
    reply_extra={"sbutton": "Отправить ответ"},
    post_id=re.compile(r"(?:[?&]p=|#post)(\d+)"),
    error_box=".standard_error .blockrow, .blockrow.error, td.alt1 ol, .errorblock",
)
VBULLETIN_4 = Layout(
    name="vbulletin",
    detect_marks=("postcontainer", "post_message_"),
    thread_path=_VB,
    thread_key=lambda url: _query_key(url, "t"),
    page_url=lambda t, n, per: f"{t}&page={n}",
    post_url=lambda t, pid: f"{t}&p={pid}#post{pid}",
    post="li.postcontainer",
    post_id=re.compile(r"^post_(\d+)$"),
    author=".username_container .username",
    content="div[id^=post_message_] blockquote.postcontent",
    time=".postdate .date",
    edit="blockquote.lastedited",
    posting=VBULLETIN_POSTING,
    selectors=ContentSelectors(
        quote=".bbcode_container", quote_body=".message", spoiler=".spoiler, .sp-wrap"
    ),
)
VBULLETIN_3 = Layout(
    name="vbulletin",
    detect_marks=("post_message_", "bigusername"),
    thread_path=_VB,
    thread_key=lambda url: _query_key(url, "t"),
    page_url=lambda t, n, per: f"{t}&page={n}",
    post_url=lambda t, pid: f"{t.replace('showthread', 'showpost').split('?')[0]}?p={pid}",
    post="table[id^=post]",
    post_id=re.compile(r"^post(\d+)$"),
    author="a.bigusername",
    content="div[id^=post_message_]",
    time="td.thead",
    edit="td[id^=td_post_] > div.smallfont em",
    pages=".pagenav a, .pagenav strong",
    posting=VBULLETIN_POSTING,
    selectors=ContentSelectors(
        quote="div[style*='margin:20px']", quote_body="td.alt2", spoiler=".spoiler, .sp-wrap"
    ),
)


class VbulletinEngine(DeclarativeEngine):
    """vBulletin 4 (postbit lists) and vBulletin 3 (post tables) share their URLs."""

    layout = VBULLETIN_4

    @classmethod
    def detect(cls, html: str) -> bool:
        head = html[:60000]
        return any(all(m in head for m in lay.detect_marks) for lay in (VBULLETIN_4, VBULLETIN_3))

    def parse_page(self, html: str, thread_url: str, page: int) -> ThreadPage:
        self.layout = VBULLETIN_4 if "postcontainer" in html else VBULLETIN_3
        self.selectors = self.layout.selectors
        return super().parse_page(html, thread_url, page)


class Ipb2Engine(DeclarativeEngine):
    """Invision Power Board 2 (often windows-1251): one post a ``div.borderwrap``."""

    layout = Layout(
        name="ipb2",
        detect_marks=("postcolor", "normalname"),
        thread_path=_IPB2,
        thread_key=lambda url: _query_key(url, "showtopic"),
        page_url=lambda t, n, per: f"{t}&st={(n - 1) * per}",
        post_url=lambda t, pid: (
            f"{t.split('?')[0]}?showtopic={t.split('showtopic=')[1]}&view=findpost&p={pid}"
        ),
        post="div.borderwrap",
        post_id=re.compile(r"^entry(\d+)$"),
        id_node="a[name^=entry]",
        author=".normalname a",
        author_id=re.compile(r"showuser=(\d+)"),
        content="div.postcolor",
        time=".postdetails",
        edit="div.postcolor .edit",
        pages=".pagelink a, .pagecurrent",
        posting=FormPosting(
            login_page=_beside("index.php?act=Login&CODE=00"),
            logout_mark="a[href*='CODE=03']",
            login_form="form[action*='CODE=01']",
            user_field="UserName",
            password_field="PassWord",
            reply_page=lambda t: t,
            reply_link="a[href*='act=Post'][href*='CODE=02']",
            reply_form="textarea[name=Post]",
            message_field="Post",
            post_id=re.compile(r"(?:[?&]p=|#entry)(\d+)"),
        ),
        selectors=ContentSelectors(
            quote=".quotemain", spoiler=".spoilermain", drop=".quotetop, .spoilertop, .edit"
        ),
    )


class SmfEngine(DeclarativeEngine):
    layout = Layout(
        name="smf",
        detect_marks=("post_wrapper", "keyinfo"),
        thread_path=_SMF,
        thread_key=lambda url: _smf_key(url),
        page_url=lambda t, n, per: f"{t.rsplit('.', 1)[0]}.{(n - 1) * per}",
        post_url=lambda t, pid: f"{t.rsplit('.', 1)[0]}.msg{pid}#msg{pid}",
        post="div.windowbg",
        post_id=re.compile(r"^msg(\d+)$"),
        author=".poster h4 a",
        author_id=re.compile(r"u=(\d+)"),
        content=".post .inner",
        time=".keyinfo a.smalltext",
        edit=".keyinfo .modified",
        pages=".pagelinks a, .pagelinks span",
        per_page=15,
        posting=FormPosting(
            login_page=_beside("index.php?action=login"),
            logout_mark="a[href*='action=logout']",
            login_form="form[action*='action=login2']",
            user_field="user",
            password_field="passwrd",
            reply_page=lambda t: urljoin(
                t, f"index.php?action=post;topic={_query_value(t, 'topic')}"
            ),
            reply_form="form#postmodify",
            message_field="message",
            subject_field="subject",
            post_id=re.compile(r"\.msg(\d+)"),
        ),
        selectors=ContentSelectors(quote="blockquote", spoiler=".spoiler, .sp-wrap"),
    )


class InvisionEngine(DeclarativeEngine):
    body_format = "html"
    layout = Layout(
        name="invision",
        detect_marks=("ipsComment", 'data-role="commentContent"'),
        thread_path=_IPS_PATH,
        thread_key=_path_key(_IPS_PATH),
        page_url=lambda t, n, per: f"{t}page/{n}/",
        post_url=lambda t, pid: f"{t}?do=findComment&comment={pid}",
        post="article.ipsComment",
        post_id=re.compile(r"^elComment_(\d+)$"),
        author=".cAuthorPane_author a",
        author_id=re.compile(r"/profile/(\d+)-"),
        content="[data-role=commentContent]",
        time=".ipsComment_meta time",
        time_attr="datetime",
        edit="[data-excludequote] time",
        pages=".ipsPagination_page a",
        posting=FormPosting(
            login_page=_under_root("/topic/", "/login/"),
            logout_mark="a[href*='do=logout']",
            login_form="form[action$='/login/']",
            user_field="auth",
            password_field="password",
            reply_page=lambda t: t,
            reply_form="textarea[name^=topic_comment_]",
            post_id=re.compile(r"[?&]comment=(\d+)"),
        ),
        selectors=ContentSelectors(
            quote="blockquote.ipsQuote",
            quote_body=".ipsQuote_contents",
            spoiler=".ipsSpoiler",
            spoiler_body=".ipsSpoiler_contents",
            drop="[data-excludequote]",
        ),
    )
