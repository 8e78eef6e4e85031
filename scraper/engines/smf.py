"""SMF 2.1: ``index.php?topic=N.K``, posts ``div.windowbg``; a random session field."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urljoin, urlsplit, urlunsplit

from scraper.content import ContentSelectors
from scraper.engines.declarative import (
    DeclarativeEngine,
    Layout,
    beside,
    query_value,
)
from scraper.forms import FormPosting

_SMF = re.compile(r"index\.php\?(?:.*[&;])?topic=\d+")


def _smf_key(url: str) -> str:
    """SMF's topic parameter carries the page offset ("55.30", "55.msg1234"): keep "55.0"."""
    parts = urlsplit(url)
    topic = parse_qs(parts.query.replace(";", "&")).get("topic", [""])[0].split(".")[0]
    return urlunsplit((parts.scheme, parts.netloc, parts.path, f"topic={topic}.0", ""))


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
            login_page=beside("index.php?action=login"),
            logout_mark="a[href*='action=logout']",
            login_form="form[action*='action=login2']",
            user_field="user",
            password_field="passwrd",
            reply_page=lambda t: urljoin(
                t, f"index.php?action=post;topic={query_value(t, 'topic')}"
            ),
            reply_form="form#postmodify",
            message_field="message",
            subject_field="subject",
            post_id=re.compile(r"\.msg(\d+)"),
        ),
        selectors=ContentSelectors(quote="blockquote", spoiler=".spoiler, .sp-wrap"),
    )
