"""Invision Power Board 2: ``index.php?showtopic=N&st=K``, often windows-1251."""

from __future__ import annotations

import re

from scraper.content import ContentSelectors
from scraper.engines.declarative import (
    DeclarativeEngine,
    Layout,
    beside,
    query_key,
)
from scraper.forms import FormPosting

_IPB2 = re.compile(r"index\.php\?(?:.*&)?showtopic=\d+")


class Ipb2Engine(DeclarativeEngine):
    """Invision Power Board 2 (often windows-1251): one post a ``div.borderwrap``."""

    layout = Layout(
        name="ipb2",
        detect_marks=("postcolor", "normalname"),
        thread_path=_IPB2,
        thread_key=lambda url: query_key(url, "showtopic"),
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
            login_page=beside("index.php?act=Login&CODE=00"),
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
