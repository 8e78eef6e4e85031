"""Invision Community 4: ``/topic/N-slug/page/K/``; an HTML editor and csrfKey."""

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

_IPS_PATH = re.compile(r"^.*?/topic/\d+[^/]*/")


class InvisionEngine(DeclarativeEngine):
    body_format = "html"
    layout = Layout(
        name="invision",
        detect_marks=("ipsComment", 'data-role="commentContent"'),
        thread_path=_IPS_PATH,
        thread_key=path_key(_IPS_PATH),
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
            login_page=under_root("/topic/", "/login/"),
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
