"""phpBB 3.x: ``viewtopic.php?t=N&start=K``, posts ``div.post#pN``; forms with form_token."""

from __future__ import annotations

import re
from urllib.parse import urljoin

from scraper.content import ContentSelectors
from scraper.engines.declarative import (
    DeclarativeEngine,
    Layout,
    beside,
    query_key,
    query_value,
)
from scraper.forms import FormPosting

_PHPBB = re.compile(r"viewtopic\.php\?(?:.*&)?t=\d+")


class PhpbbEngine(DeclarativeEngine):
    layout = Layout(
        name="phpbb",
        detect_marks=('class="postbody"', "viewtopic.php"),
        thread_path=_PHPBB,
        thread_key=lambda url: query_key(url, "t"),
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
            login_page=beside("ucp.php?mode=login"),
            logout_mark="a[href*='mode=logout']",
            login_form="form#login",
            user_field="username",
            password_field="password",
            login_extra={"login": "Вход"},
            reply_page=lambda t: urljoin(t, f"posting.php?mode=reply&t={query_value(t, 't')}"),
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
