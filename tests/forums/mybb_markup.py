"""Render a thread as the mybb.ru family serves it: topic pages and ``post.get`` API answers.

The demo's recorded thread and the scraper's fixtures are written with it, from posts whose
text is BBCode as players type it; the markup follows mybb.ru's own topic template (see
/work/shared/external/mybb-family-facts.md): dates as ``YYYY-MM-DD HH:MM:SS``, the edit note
and the signature inside ``.post-content``. The API answers like the family's ``api.php``:
every value a string, times in Unix seconds, ``message`` rendered (or, for forums that send
it so, BBCode source), at most 100 posts a call and a skip of at most 1000.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo

from scraper.bbcode import render_bbcode
from scraper.engines.mybb import API_BATCH, API_MAX_SKIP
from tests.forums.localforum import LocalForum, Request, Response

POSTS_PER_PAGE = 25


@dataclass(frozen=True, slots=True)
class ForumPost:
    """A post in a recorded thread."""

    post_id: int
    author: str
    user_id: int
    posted_at: datetime
    bbcode: str
    edited_at: datetime | None = None
    html: str | None = None  # the post's markup as served, instead of rendering ``bbcode``

    @property
    def rendered(self) -> str:
        return self.html if self.html is not None else render_bbcode(self.bbcode)


def _local(when: datetime, tz: str) -> str:
    return when.astimezone(ZoneInfo(tz)).strftime("%Y-%m-%d %H:%M:%S")


def _pagelink(base: str, topic: int, page: int, pages: int) -> str:
    """PunBB's paginate(): the first and last pages, two on each side of this one, "…"."""
    items = []
    shown = sorted({1, pages, *range(max(1, page - 2), min(pages, page + 2) + 1)})
    for index, number in enumerate(shown):
        if index and number - shown[index - 1] > 1:
            items.append('<span class="spacer">…</span>')
        url = f"{base}/viewtopic.php?id={topic}" + (f"&amp;p={number}" if number > 1 else "")
        items.append(
            f"<strong>{number}</strong>" if number == page else f'<a href="{url}">{number}</a>'
        )
    if page < pages:
        items.append(
            f'<a class="next" href="{base}/viewtopic.php?id={topic}&amp;p={page + 1}">Вперед</a>'
        )
    return '<div class="pagelink">Страницы: ' + " ".join(items) + "</div>"


def _post(post: ForumPost, number: int, base: str, tz: str) -> str:
    name = html.escape(post.author)
    edit = ""
    if post.edited_at:
        edit = f'<p class="lastedit">Отредактировано {name} ({_local(post.edited_at, tz)})</p>'
    first = " topicpost firstpost" if number == 1 else ""
    return f"""
<div id="p{post.post_id}" class="post{first} altstyle" data-posted="{int(post.posted_at.timestamp())}" data-user-id="{post.user_id}" data-group-id="4">
	<h3><span><a class="permalink" rel="nofollow" href="{base}/viewtopic.php?pid={post.post_id}#p{post.post_id}">{_local(post.posted_at, tz)}</a> <strong>{number}</strong></span></h3>
	<div class="container">
		<div class="post-author">
			<ul>
				<li class="pa-author"><span class="acchide">Автор:&nbsp;</span><a href="{base}/profile.php?id={post.user_id}" rel="nofollow">{name}</a></li>
				<li class="pa-title">Участник</li>
				<li class="pa-avatar item2"><img src="https://forumstatic.ru/files/0000/00/00/{post.user_id}.png" alt="{name}" title="{name}" /></li>
				<li class="pa-posts"><span class="fld-name">Сообщений:</span> {post.user_id * 7 % 500 + 12}</li>
			</ul>
		</div>
		<div class="post-body">
			<div class="post-box">
				<div id="p{post.post_id}-content" class="post-content">
{post.rendered}
{edit}
					<dl class="post-sig"><dt><span>Подпись автора</span></dt><dd><p>Мафия — это судьба.</p></dd></dl>
				</div>
			</div>
		</div>
		<div class="clearer"><!-- --></div>
	</div>
	<div class="post-links"><ul><li class="pl-quote"><a href="javascript:quote('{name}', {post.post_id})">Цитировать</a></li></ul></div>
</div>"""


def render_topic_page(
    posts: list[ForumPost],
    page: int,
    topic: int,
    title: str,
    base: str = "",
    tz: str = "Europe/Moscow",
    charset: str = "utf-8",
    per_page: int = POSTS_PER_PAGE,
) -> str:
    """One topic page (1-based) of ``posts``, with mybb.ru's wrappers and page links."""
    pages = max(1, -(-len(posts) // per_page))
    chunk = posts[(page - 1) * per_page : page * per_page]
    body = "".join(_post(p, (page - 1) * per_page + i + 1, base, tz) for i, p in enumerate(chunk))
    safe_title = html.escape(title)
    links = _pagelink(base, topic, page, pages)
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="ru" lang="ru" dir="ltr">
<head>
<meta http-equiv="Content-Type" content="text/html; charset={charset}" />
<title>{safe_title}</title>
<script type="text/javascript">var FORUM = {{"topic": {{"id": "{topic}", "subject": "{safe_title}"}}, "editor": {{}}}};</script>
</head>
<body>
<div id="pun_wrap">
<div id="pun" class="ru isguest gecko">
<div id="pun-viewtopic" class="punbb" data-topic-id="{topic}" data-forum-id="3">
<div id="pun-crumbs1" class="section"><p class="container crumbs"><strong>Вы здесь</strong> <em>&#187;&#160;</em><a href="{base}/">Форум мафии</a> <em>&#187;&#160;</em><a href="{base}/viewforum.php?id=3">Игры</a> <em>&#187;&#160;</em>{safe_title}</p></div>
<div id="pun-main" class="main multipage">
	<h1><span>{safe_title}</span></h1>
	<div class="linkst"><div class="inbox">{links}</div></div>
	<div id="topic_t{topic}" class="topic">
		<h2><span><span class="item-subject">{safe_title}</span></span></h2>{body}
	</div>
	<div class="linksb"><div class="inbox">{links}</div></div>
</div>
</div>
</div>
</div>
</body>
</html>
"""


def api_row(post: ForumPost, message: str = "html") -> dict[str, str]:
    """One post as ``post.get`` lists it; ``message`` "html" (rendered) or "bbcode"."""
    return {
        "id": str(post.post_id),
        "user_id": str(post.user_id),
        "username": post.author,
        "message": post.rendered if message == "html" else html.escape(post.bbcode),
        "posted": str(int(post.posted_at.timestamp())),
        "edited": str(int(post.edited_at.timestamp())) if post.edited_at else "0",
    }


class MybbApi:
    """The ``api.php`` of a stand-in forum: ``post.get`` over the topics published on it."""

    def __init__(self) -> None:
        self.topics: dict[int, tuple[list[ForumPost], str]] = {}

    def __call__(self, request: Request) -> Response:
        query = request.query()
        if query.get("method") != "post.get":
            return _api_error(f"unknown method {query.get('method')!r}")
        topic = int(query.get("topic_id") or 0)
        if topic not in self.topics:
            return _api_error("topic not found")
        posts, message = self.topics[topic]
        limit = min(int(query.get("limit") or API_BATCH), API_BATCH)
        skip = int(query.get("skip") or 0)
        if skip > API_MAX_SKIP:
            return _api_error(f"skip must not exceed {API_MAX_SKIP}")
        key = "post_id" if query.get("sort_by", "id") == "id" else "posted_at"
        ordered = sorted(posts, key=lambda p: getattr(p, key))
        if query.get("sort_dir") == "desc":
            ordered.reverse()
        fields = [f for f in (query.get("fields") or "").split(",") if f]
        rows = [api_row(p, message) for p in ordered[skip : skip + limit]]
        if fields:
            rows = [{k: v for k, v in row.items() if k in fields} for row in rows]
        return Response(
            body=json.dumps({"response": rows}, ensure_ascii=False),
            content_type="application/json; charset=utf-8",
        )


def _api_error(message: str) -> Response:
    body = json.dumps({"error": {"code": 1, "message": message}}, ensure_ascii=False)
    return Response(body=body, content_type="application/json; charset=utf-8")


def api_of(forum: LocalForum) -> MybbApi:
    for prefix, app in forum.apps:
        if prefix == "/api.php" and isinstance(app, MybbApi):
            return app
    api = MybbApi()
    forum.mount("/api.php", api)
    return api


def publish_thread(
    forum: LocalForum,
    posts: list[ForumPost],
    topic: int,
    title: str,
    charset: str = "utf-8",
    per_page: int = POSTS_PER_PAGE,
    api: bool | str = False,
) -> int:
    """Put every page of a thread on a LocalForum (and its API: ``api`` True or "html" sends
    rendered messages as mybb.ru does, "bbcode" the source); returns the number of pages."""
    pages = max(1, -(-len(posts) // per_page))
    for page in range(1, pages + 1):
        route = f"/viewtopic.php?id={topic}" + (f"&p={page}" if page > 1 else "")
        forum.put(
            route,
            render_topic_page(
                posts, page, topic, title, forum.base, charset=charset, per_page=per_page
            ),
            encoding=charset,
        )
    stale = pages + 1
    while f"/viewtopic.php?id={topic}&p={stale}" in forum.pages:
        forum.remove(f"/viewtopic.php?id={topic}&p={stale}")
        stale += 1
    if api:
        api_of(forum).topics[topic] = (list(posts), "bbcode" if api == "bbcode" else "html")
    return pages
