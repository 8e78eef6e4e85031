"""vBulletin 3 and 4: ``showthread.php?t=N&page=K``; forms with securitytoken and md5."""

from __future__ import annotations

import re
from hashlib import md5
from urllib.parse import urljoin

from scraper.content import ContentSelectors
from scraper.engines.declarative import (
    DeclarativeEngine,
    Layout,
    query_key,
    query_value,
)
from scraper.forms import FormPosting
from scraper.model import ThreadPage

_VB = re.compile(r"showthread\.php\?(?:.*&)?t=\d+")


def _vb_md5(password: str, charset: str) -> dict[str, str]:
    """The fields vBulletin's login script fills (and it empties the plain password)."""
    legacy = password.encode(charset, errors="xmlcharrefreplace")
    return {
        "vb_login_password": "",
        "vb_login_md5password": md5(legacy).hexdigest(),
        "vb_login_md5password_utf": md5(password.encode()).hexdigest(),
    }


VBULLETIN_POSTING = FormPosting(
    login_page=lambda t: t,  # the navbar of every page carries the login form
    logout_mark="a[href*='do=logout']",
    login_form="form[action*='login.php?do=login']",
    user_field="vb_login_username",
    password_field="vb_login_password",
    login_hashes=_vb_md5,
    reply_page=lambda t: urljoin(t, f"newreply.php?do=newreply&t={query_value(t, 't')}"),
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
    thread_key=lambda url: query_key(url, "t"),
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
    thread_key=lambda url: query_key(url, "t"),
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
