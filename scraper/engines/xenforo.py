"""XenForo 2: ``/threads/slug.N/page-K``, posts ``article.message``; forms with _xfToken."""

from __future__ import annotations

import re

from scraper.content import ContentSelectors
from scraper.engines.declarative import (
    DeclarativeEngine,
    Layout,
    path_key,
    under_root,
)
from scraper.forms import FormPosting

_XF_PATH = re.compile(r"^.*?/threads/[^/]*\.?\d+/")


class XenforoEngine(DeclarativeEngine):
    layout = Layout(
        name="xenforo",
        detect_marks=("message-body", "bbWrapper"),
        thread_path=_XF_PATH,
        thread_key=path_key(_XF_PATH),
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
            login_page=under_root("/threads/", "/login/"),
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
