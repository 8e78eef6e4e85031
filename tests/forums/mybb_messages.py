"""A mybb.ru-family board's private messages on the local server, after that family's templates.

Members log in through PunBB's login form (``login.php?action=in``, ``req_username``,
``req_password``, cookie ``mybb_ru``). ``messages.php`` lists the member's dialogs inside
``#pun-messages`` (a link ``messages.php?to=UID`` per dialog); ``?to=UID&p=N`` shows a dialog's
page in the topic markup (``div.post#pNNN`` with ``data-posted``, ``data-user-id``, the author
in ``li.pa-author``, ``.post-content``, ``.pagelink``); ``?action=new&uid=UID`` is the form to
write (``form#post``, ``req_subject``, ``req_message``); a sent message lands on
``messages.php?id=MID``. Pages are windows-1251, as many boards of the family are; a form's
characters outside it arrive as ``&#N;`` and are shown as the characters they name.
"""

from __future__ import annotations

import html
import re
import secrets
import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime

from tests.forums.localforum import LocalForum, Request, Response
from tests.forums.mybb_markup import ForumPost, render_topic_page

CHARSET = "windows-1251"
PER_PAGE = 5


@dataclass
class Letter:
    message_id: int
    sender: int
    recipient: int
    posted_at: datetime
    subject: str
    text: str


@dataclass
class MybbMessagesBoard:
    """Members by name (password, user id) and every private message between them."""

    forum: LocalForum
    members: dict[str, tuple[str, int]]
    letters: list[Letter] = field(default_factory=list)
    sessions: dict[str, int] = field(default_factory=dict)
    clock: datetime | None = None  # when set, new messages are stamped with it
    _next_id: int = 501
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self.forum.mount("/", self.answer)

    @property
    def thread_url(self) -> str:
        return self.forum.base + "/viewtopic.php?id=17"

    def name_of(self, uid: int) -> str:
        return next(name for name, (_, u) in self.members.items() if u == uid)

    def deliver(self, sender: str, recipient: str, text: str, when: datetime) -> int:
        """A message as if written at ``when`` (the test's own, for times it cannot wait for)."""
        with self._lock:
            return self._store(self.members[sender][1], self.members[recipient][1], "", text, when)

    def _store(self, sender: int, recipient: int, subject: str, text: str, when: datetime) -> int:
        letter = Letter(self._next_id, sender, recipient, when, subject, text)
        self._next_id += 1
        self.letters.append(letter)
        return letter.message_id

    # -- pages --------------------------------------------------------------------------------

    def _page(self, title: str, body: str, member: bool = True) -> str:
        navbar = (
            '<div id="navbar"><a href="/login.php?action=out">Выход</a></div>' if member else ""
        )
        return (
            f'<!DOCTYPE html><html lang="ru"><head><meta http-equiv="Content-Type" '
            f'content="text/html; charset={CHARSET}" /><title>{title}</title></head><body>'
            f'<div id="pun">{navbar}{body}</div></body></html>'
        )

    def _html(self, body: str, headers: dict[str, str], status: int = 200) -> Response:
        return Response(status, body, f"text/html; charset={CHARSET}", headers, charset=CHARSET)

    def _dialogs(self, me: int) -> str:
        partners: dict[int, datetime] = {}
        for letter in self.letters:
            if me in (letter.sender, letter.recipient):
                other = letter.recipient if letter.sender == me else letter.sender
                partners[other] = max(partners.get(other, letter.posted_at), letter.posted_at)
        rows = "".join(
            f'<tr><td class="tcl"><a href="/messages.php?to={uid}">{html.escape(self.name_of(uid))}'
            f'</a></td><td class="tcr">{when.strftime("%Y-%m-%d %H:%M:%S")}</td></tr>'
            for uid, when in sorted(partners.items(), key=lambda item: item[1], reverse=True)
        )
        body = (
            '<div id="pun-messages" class="punbb"><div id="pun-main" class="main">'
            '<h1><span>Личные сообщения</span></h1><div class="container"><table>'
            f"<tbody>{rows}</tbody></table></div></div></div>"
        )
        return self._page("Личные сообщения", body)

    def _dialog(self, me: int, other: int, page: int) -> str:
        posts = [
            ForumPost(
                letter.message_id,
                self.name_of(letter.sender),
                letter.sender,
                letter.posted_at,
                letter.text,
            )
            for letter in self.letters
            if {letter.sender, letter.recipient} == {me, other}
        ]
        title = f"Диалог с {self.name_of(other)}"
        page_html = render_topic_page(
            posts, page, other, title, self.forum.base, charset=CHARSET, per_page=PER_PAGE
        )
        navbar = '<div id="navbar"><a href="/login.php?action=out">Выход</a></div>'
        page_html = page_html.replace("<body>", "<body>" + navbar, 1)
        return page_html.replace('id="pun-viewtopic"', 'id="pun-messages"')

    def _write_form(self, other: int | None) -> str:
        name = html.escape(self.name_of(other)) if other is not None else ""
        kind = "hidden" if other is not None else "text"
        form = (
            '<div id="pun-post" class="punbb"><div class="blockform"><h2><span>Новое сообщение'
            '</span></h2><div class="box"><form id="post" method="post" '
            'action="/messages.php?action=send" onsubmit="return process_form(this)">'
            f'<input type="hidden" name="form_sent" value="1" /><input type="{kind}" '
            f'name="req_username" value="{name}" />'
            '<input type="text" name="req_subject" value="" />'
            '<textarea id="main-reply" name="req_message" rows="20" cols="95"></textarea>'
            '<p><input type="submit" name="submit" value="Отправить" /></p></form></div></div></div>'
        )
        return self._page("Новое сообщение", form)

    # -- the dispatcher -----------------------------------------------------------------------

    def answer(self, request: Request) -> Response | None:
        with self._lock:
            sid = request.cookie("mybb_ru")
            headers: dict[str, str] = {}
            if not sid:
                sid = secrets.token_hex(8)
                headers["Set-Cookie"] = f"mybb_ru={sid}; Path=/; HttpOnly"
            return self._route(request, sid, headers)

    def _route(self, request: Request, sid: str, headers: dict[str, str]) -> Response | None:
        path, query = request.path.split("?")[0], request.query()
        if path == "/login.php" and request.method == "POST":
            form = request.form(CHARSET)
            member = self.members.get(form.get("req_username", ""))
            if member is None or member[0] != form.get("req_password"):
                refused = '<div id="pun-message" class="punbb"><div class="info"><div class="container">Неверное имя пользователя и/или пароль.</div></div></div>'
                return self._html(self._page("Информация", refused, False), headers)
            self.sessions[sid] = member[1]
            return Response(303, b"", "text/html", {**headers, "Location": "/messages.php"})
        me = self.sessions.get(sid)
        if me is None or path == "/login.php":
            return self._html(self._page("Вход", _LOGIN, False), headers)
        if path != "/messages.php":
            return None
        if request.method == "POST" and query.get("action") == "send":
            form = request.form(CHARSET)
            to = self.members.get(form.get("req_username", ""))
            text = re.sub(r"&#(\d+);", lambda m: chr(int(m.group(1))), form.get("req_message", ""))
            if to is None or not text.strip():
                error = '<div id="pun-message" class="punbb"><div class="info"><div class="container">Нет получателя или текста.</div></div></div>'
                return self._html(self._page("Ошибка", error), headers)
            when = self.clock or datetime.now(UTC)
            mid = self._store(me, to[1], form.get("req_subject", ""), text, when)
            return Response(
                303, b"", "text/html", {**headers, "Location": f"/messages.php?id={mid}"}
            )
        if query.get("action") == "new":
            uid = query.get("uid", "")
            return self._html(self._write_form(int(uid) if uid.isdigit() else None), headers)
        if query.get("id", "").isdigit():
            letter = next(x for x in self.letters if x.message_id == int(query["id"]))
            other = letter.recipient if letter.sender == me else letter.sender
            return self._html(self._dialog(me, other, 1), headers)
        if query.get("to", "").isdigit():
            return self._html(self._dialog(me, int(query["to"]), int(query.get("p") or 1)), headers)
        return self._html(self._dialogs(me), headers)


_LOGIN = """<div id="pun-login" class="punbb"><div class="blockform"><h2><span>Вход</span></h2><div class="box">
<form id="login" method="post" action="/login.php?action=in" onsubmit="return process_form(this)">
<input type="hidden" name="form_sent" value="1" /><input type="hidden" name="redirect_url" value="/messages.php" />
<input type="text" name="req_username" size="25" maxlength="25" />
<input type="password" name="req_password" size="16" maxlength="16" />
<p><input type="submit" name="login" value="Войти" /></p>
</form></div></div></div>"""
