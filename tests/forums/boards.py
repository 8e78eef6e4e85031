"""Closed boards on the local server that log members in and take replies like each engine.

Each board speaks its engine's form protocol as the engine's own templates write it: the same
field names, the tokens tied to the session cookie (phpBB form_token and creation_time,
XenForo _xfToken, vBulletin securitytoken and the md5 password fields, SMF's random session
variable, Invision csrfKey, IPB 2 auth_key, Discourse's X-CSRF-Token), the engine's answer to
a reply (a redirect to the post, a "thank you" page with a meta refresh, SMF's return to the
newest post without an id). A guest sees only a login page; a wrong token or a wrong password
is refused the way the engine refuses it. New posts are rendered from the engine's fixture
page, so the engine's own parser reads them back.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import secrets
import threading
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime

from selectolax.lexbor import LexborHTMLParser

from tests.forums import pages
from tests.forums.localforum import LocalForum, Request, Response
from tests.forums.mybb_markup import ForumPost, render_topic_page

USER, PASSWORD = "Ведущий", "тайный-пароль-1"


@dataclass
class Session:
    user: str | None = None
    tokens: dict[str, str] = field(default_factory=dict)

    def token(self, name: str) -> str:
        return self.tokens.setdefault(name, secrets.token_hex(8))


@dataclass(frozen=True)
class Protocol:
    """One engine's pages and rules, as templates with {placeholders}."""

    engine: str
    thread: str  # the thread's path
    login_get: str
    login_post: str
    login_form: str  # {tokens} → the session's token fields
    user_field: str
    password_field: str
    login_refused: str  # the engine's refusal block
    reply_get: str
    reply_post: str
    reply_form: str
    message_field: str
    tokens: tuple[str, ...]  # hidden fields that must come back with the session's value
    logout: str  # the logout link only members see
    login_tokens: tuple[str, ...] = ()
    reply_link: str = ""  # a link on the thread page to the reply form
    charset: str = "utf-8"
    fixture: pages.Fixture | None = None
    post_selector: str = ""
    edit_selector: str | None = None


def _hidden(**fields: str) -> str:
    return "".join(
        f'<input type="hidden" name="{k}" value="{html.escape(v)}" />' for k, v in fields.items()
    )


class Board:
    """A closed board of one engine on a LocalForum, with the posts published so far."""

    def __init__(self, forum: LocalForum, protocol: Protocol) -> None:
        self.forum, self.p = forum, protocol
        self.sessions: dict[str, Session] = {}
        self.published: list[tuple[str, str]] = []  # (post id, message as the forum stored it)
        self.refusals: list[str] = []
        self._next_id = 9001
        self._lock = threading.Lock()
        forum.mount("/", self.answer)

    @property
    def thread_url(self) -> str:
        return self.forum.base + self.p.thread

    # -- sessions -------------------------------------------------------------------------

    def _session(self, request: Request) -> tuple[str, Session, dict[str, str]]:
        sid = request.cookie("sid")
        if sid and sid in self.sessions:
            return sid, self.sessions[sid], {}
        sid = secrets.token_hex(8)
        self.sessions[sid] = Session()
        return sid, self.sessions[sid], {"Set-Cookie": f"sid={sid}; Path=/; HttpOnly"}

    def _tokens(self, session: Session, names: tuple[str, ...] | None = None) -> str:
        extra = {name: session.token(name) for name in (self.p.tokens if names is None else names)}
        if "creation_time" in self.p.tokens:
            extra["creation_time"] = str(int(time.time()))
        return _hidden(**extra)

    def _tokens_ok(self, session: Session, form: dict[str, str], names: tuple[str, ...]) -> bool:
        for name in names:
            if name == "creation_time":
                made = int(form.get(name) or 0)
                if time.time() - made < 1:  # phpBB: a form sent in the second it was made
                    return False
            elif form.get(name) != session.tokens.get(name):
                return False
        return True

    # -- pages ----------------------------------------------------------------------------

    def _page(self, title: str, body: str) -> str:
        return (
            f'<!DOCTYPE html><html lang="ru"><head><meta charset="{self.p.charset}">'
            f"<title>{title}</title></head><body><h1>{title}</h1>{body}</body></html>"
        )

    def _html(self, body: str, headers: dict[str, str], status: int = 200) -> Response:
        return Response(
            status,
            body,
            f"text/html; charset={self.p.charset}",
            headers,
            charset=self.p.charset,
        )

    def _login_page(
        self, session: Session, headers: dict[str, str], refused: bool = False
    ) -> Response:
        tokens = self._tokens(session, self.p.login_tokens)
        form = self.p.login_form.format(base=self.forum.base, tokens=tokens)
        block = self.p.login_refused if refused else ""
        return self._html(self._page("Вход", block + form), headers)

    def _redirect(self, location: str, headers: dict[str, str]) -> Response:
        return Response(303, b"", "text/html", {**headers, "Location": location})

    def thread_page(self, session: Session, request: Request) -> str:
        fixture = self.p.fixture
        assert fixture is not None
        tree = LexborHTMLParser(fixture.html)
        posts = tree.css(self.p.post_selector)
        template_tree = LexborHTMLParser(posts[-1].html or "")
        if self.p.edit_selector:
            for node in template_tree.css(self.p.edit_selector):
                node.decompose()
        template = (
            template_tree.body.child.html if template_tree.body and template_tree.body.child else ""
        )
        posts[-1].insert_after("@@NEW_POSTS@@")
        new = []
        for post_id, message in self.published:
            one = re.sub(r"(?<!\d)102(?!\d)", post_id, template)
            new.append(
                one.replace(html.escape(pages.OWN_2, quote=False), message).replace(
                    pages.OWN_2, message
                )
            )
        page = (tree.html or "").replace("@@NEW_POSTS@@", "".join(new))
        navbar = f'<div id="navbar">{self.p.logout}{self.p.reply_link.format(base=self.forum.base)}</div>'
        return page.replace("<body>", "<body>" + navbar, 1)

    def stored_message(self, form: dict[str, str]) -> str:
        """The message as the forum renders it: escaped, numeric references kept."""
        raw = form.get(self.p.message_field, "")
        escaped = html.escape(raw, quote=False)
        escaped = re.sub(r"&amp;#(\d+);", r"&#\1;", escaped)
        return escaped.replace("\n", "<br>")

    # -- the dispatcher -------------------------------------------------------------------

    def answer(self, request: Request) -> Response | None:
        if request.path.endswith("?"):
            request = Request(request.method, request.path[:-1], request.headers, request.body)
        with self._lock:
            _sid, session, headers = self._session(request)
            return self._route(request, session, headers)

    def _route(
        self, request: Request, session: Session, headers: dict[str, str]
    ) -> Response | None:
        path, p = request.path, self.p
        if request.method == "POST" and path == p.login_post:
            form = request.form(p.charset)
            if not self._tokens_ok(session, form, p.login_tokens):
                self.refusals.append("login token")
                return self._refused(headers)
            if form.get(p.user_field) == USER and self._password_ok(form):
                session.user = USER
                return self._redirect(self.thread_url, headers)
            self.refusals.append("password")
            return self._login_page(session, headers, refused=True)
        if session.user is None:
            return self._login_page(session, headers)
        if request.method == "GET" and path == p.reply_get:
            form = p.reply_form.format(base=self.forum.base, tokens=self._tokens(session))
            return self._html(self._page("Ответ", form), headers)
        if request.method == "POST" and path == p.reply_post:
            form = request.form(p.charset)
            if not self._tokens_ok(session, form, p.tokens) or not self._reply_ok(form):
                self.refusals.append("reply form")
                return self._refused(headers)
            post_id = str(self._next_id)
            self._next_id += 1
            self.published.append((post_id, self.stored_message(form)))
            return self._after_reply(post_id, headers)
        if request.method == "GET" and path.startswith(p.thread.split("?")[0]):
            return self._html(self.thread_page(session, request), headers)
        return None

    def _refused(self, headers: dict[str, str]) -> Response:
        block = '<div class="error">Форма устарела или неверна, попробуйте ещё раз.</div>'
        return self._html(self._page("Ошибка", block), headers)

    def _password_ok(self, form: dict[str, str]) -> bool:
        return form.get(self.p.password_field) == PASSWORD

    def _reply_ok(self, form: dict[str, str]) -> bool:
        return bool(form.get(self.p.message_field))

    def _after_reply(self, post_id: str, headers: dict[str, str]) -> Response:
        raise NotImplementedError


class PhpbbBoard(Board):
    def _route(
        self, request: Request, session: Session, headers: dict[str, str]
    ) -> Response | None:
        if (
            request.method == "POST"
            and request.path == self.p.login_post
            and "login" not in request.form()
        ):
            return self._login_page(session, headers)  # phpBB logs in only when "login" is sent
        return super()._route(request, session, headers)

    def _reply_ok(self, form: dict[str, str]) -> bool:
        return super()._reply_ok(form) and "post" in form  # without it phpBB shows the form again

    def _after_reply(self, post_id: str, headers: dict[str, str]) -> Response:
        target = f"./viewtopic.php?p={post_id}#p{post_id}"
        body = (
            f'<meta http-equiv="refresh" content="3; url={target}" />'
            f'<div class="panel"><p>Сообщение было успешно отправлено.</p>'
            f'<a href="{target}">Вернуться к сообщению</a></div>'
        )
        return self._html(self._page("Информация", body), headers)


class XenforoBoard(Board):
    def _reply_ok(self, form: dict[str, str]) -> bool:
        # XenForo prefers message_html when it is sent at all: an empty one is "no message"
        return "message_html" not in form and super()._reply_ok(form)

    def _after_reply(self, post_id: str, headers: dict[str, str]) -> Response:
        return self._redirect(f"{self.thread_url}post-{post_id}", headers)


class VbulletinBoard(Board):
    def _password_ok(self, form: dict[str, str]) -> bool:
        wanted = hashlib.md5(PASSWORD.encode()).hexdigest()
        return form.get("vb_login_md5password_utf") == wanted or super()._password_ok(form)

    def _after_reply(self, post_id: str, headers: dict[str, str]) -> Response:
        return self._redirect(
            f"{self.forum.base}/showthread.php?p={post_id}#post{post_id}", headers
        )


class SmfBoard(Board):
    def _after_reply(self, post_id: str, headers: dict[str, str]) -> Response:
        return self._redirect(f"{self.forum.base}/index.php?topic=55.new#new", headers)


class InvisionBoard(Board):
    def thread_page(self, session: Session, request: Request) -> str:
        form = self.p.reply_form.format(base=self.forum.base, tokens=self._tokens(session))
        return super().thread_page(session, request).replace("</body>", form + "</body>")

    def stored_message(self, form: dict[str, str]) -> str:
        return form.get(self.p.message_field, "")  # the editor's HTML, already safe

    def _route(
        self, request: Request, session: Session, headers: dict[str, str]
    ) -> Response | None:
        if request.method == "POST" and request.path == self.p.thread and session.user:
            return super()._route(
                Request("POST", self.p.reply_post, request.headers, request.body), session, headers
            )
        return super()._route(request, session, headers)

    def _after_reply(self, post_id: str, headers: dict[str, str]) -> Response:
        return self._redirect(f"{self.thread_url}?do=findComment&comment={post_id}", headers)


class Ipb2Board(Board):
    def _after_reply(self, post_id: str, headers: dict[str, str]) -> Response:
        target = f"{self.forum.base}/index.php?showtopic=55&amp;view=findpost&amp;p={post_id}"
        body = (
            f'<meta http-equiv="refresh" content="2; url={target}" />'
            '<div class="tablefill"><p>Спасибо, ваше сообщение добавлено.</p></div>'
        )
        return self._html(self._page("Перенаправление", body), headers)


class MybbBoard(Board):
    """mybb.ru: 25 posts a page; ``history`` holds older posts, to make a long thread."""

    def __init__(self, forum: LocalForum, protocol: Protocol) -> None:
        super().__init__(forum, protocol)
        self.history: list[ForumPost] = []

    def thread_page(self, session: Session, request: Request) -> str:
        posts = [
            ForumPost(
                int(post_id),
                USER,
                2,
                datetime(2026, 12, 3, 12, 0, tzinfo=UTC),
                html.unescape(message.replace("<br>", "\n")),
            )
            for post_id, message in self.published
        ]
        first = ForumPost(100, "Алиса", 56, datetime(2026, 12, 3, 10, 0, tzinfo=UTC), "Голос: Кот")
        number = int(request.query().get("p") or 1)
        every = [*self.history, first, *posts]
        page = render_topic_page(every, number, 17, "Игра: день 2", self.forum.base)
        return page.replace("<body>", f'<body><div id="navbar">{self.p.logout}</div>', 1)

    def _login_page(
        self, session: Session, headers: dict[str, str], refused: bool = False
    ) -> Response:
        if refused:  # PunBB answers a wrong password with an information page, no form
            body = '<div id="pun-message" class="punbb"><div class="info"><h2>Информация</h2><div class="container">Неверное имя пользователя и/или пароль.</div></div></div>'
            return self._html(self._page("Информация", body), headers)
        answer = super()._login_page(session, headers)
        body = answer.body if isinstance(answer.body, str) else answer.body.decode()
        answer.body = body.replace(
            "<body>",
            '<body><div id="pun-message" class="punbb"><div class="info"><div class="container">Для просмотра этой темы войдите на форум.</div></div></div>',
            1,
        )
        return answer

    def _after_reply(self, post_id: str, headers: dict[str, str]) -> Response:
        return self._redirect(f"{self.forum.base}/viewtopic.php?pid={post_id}#p{post_id}", headers)


class DiscourseBoard(Board):
    """Discourse's JSON: a CSRF token per session, /session, /posts.json, 403 for guests."""

    def _route(
        self, request: Request, session: Session, headers: dict[str, str]
    ) -> Response | None:
        path, json_type = request.path, "application/json; charset=utf-8"
        if path == "/session/csrf":
            return Response(200, json.dumps({"csrf": session.token("csrf")}), json_type, headers)
        if request.method == "POST":
            if request.headers.get("X-CSRF-Token") != session.tokens.get("csrf"):
                self.refusals.append("csrf")
                return Response(403, '["BAD CSRF"]', json_type, headers)
            form = request.form()
            if path == "/session":
                if form.get("login") == USER and form.get("password") == PASSWORD:
                    session.user = USER
                    session.tokens["csrf"] = secrets.token_hex(8)  # rotated at login
                    return Response(
                        200, json.dumps({"user": {"username": USER}}), json_type, headers
                    )
                self.refusals.append("password")
                return Response(
                    200,
                    json.dumps({"error": "Неправильное имя пользователя, email или пароль"}),
                    json_type,
                    headers,
                )
            if path == "/posts.json" and session.user and form.get("raw"):
                post_id = str(self._next_id)
                self._next_id += 1
                self.published.append((post_id, html.escape(form["raw"])))
                return Response(
                    200, json.dumps({"id": int(post_id), "topic_id": 55}), json_type, headers
                )
            return Response(403, json.dumps({"errors": ["not permitted"]}), json_type, headers)
        if path.startswith("/t/igra-den-2/55"):
            if session.user is None:
                body = {
                    "errors": ["Вы не можете просматривать эту страницу."],
                    "error_type": "invalid_access",
                }
                return Response(403, json.dumps(body), json_type, headers)
            data = json.loads(pages.DISCOURSE.html)
            for post_id, cooked in self.published:
                data["post_stream"]["posts"].append(
                    {
                        "id": int(post_id),
                        "username": USER,
                        "user_id": 2,
                        "created_at": "2026-12-03T12:00:00.000Z",
                        "version": 1,
                        "cooked": f"<p>{cooked}</p>",
                    }
                )
            data["posts_count"] = len(data["post_stream"]["posts"])
            return Response(200, json.dumps(data, ensure_ascii=False), json_type, headers)
        return None


_PHPBB_LOGIN = """<form action="./ucp.php?mode=login" method="post" id="login"><fieldset>
<input type="text" tabindex="1" name="username" id="username" size="25" value="" class="inputbox autowidth" />
<input type="password" tabindex="2" id="password" name="password" size="25" class="inputbox autowidth" autocomplete="off" />
<label for="autologin"><input type="checkbox" name="autologin" id="autologin" tabindex="4" /> Запомнить меня</label>
<label for="viewonline"><input type="checkbox" name="viewonline" id="viewonline" tabindex="5" /> Скрыть моё пребывание на конференции</label>
<input type="hidden" name="redirect" value="./index.php" />{tokens}
<input type="submit" name="login" tabindex="6" value="Вход" class="button1" />
</fieldset></form>"""

_PHPBB_REPLY = """<form id="postform" method="post" action="./posting.php?mode=reply&amp;t=55" enctype="multipart/form-data">
<dl><dt><label for="subject">Заголовок:</label></dt><dd><input type="text" name="subject" id="subject" size="45" maxlength="124" tabindex="2" value="Re: Игра: день 2" class="inputbox autowidth" /></dd></dl>
<textarea name="message" id="message" rows="15" cols="76" tabindex="4" class="inputbox"></textarea>
<input type="checkbox" name="attach_sig" id="attach_sig" checked="checked" />
<input type="hidden" name="topic_cur_post_id" value="102" /><input type="hidden" name="lastclick" value="1764777600" />{tokens}
<input type="submit" tabindex="5" name="save" value="Сохранить черновик" class="button2" />
<input type="submit" tabindex="6" name="preview" value="Предпросмотр" class="button1" />
<input type="submit" accesskey="s" tabindex="7" name="post" value="Отправить" class="button1 default-submit-action" />
</form>"""

_XF_LOGIN = """<form action="/login/login" method="post" class="block" data-xf-init="ajax-submit">
<input type="text" class="input" name="login" autocomplete="username" required="required" />
<input type="password" class="input" name="password" autocomplete="current-password" required="required" />
<label class="iconic"><input type="checkbox" name="remember" value="1" checked="checked" /><i aria-hidden="true"></i><span class="iconic-label">Запомнить меня</span></label>
<input type="hidden" name="_xfRedirect" value="" />{tokens}
<button type="submit" class="button--primary button"><span class="button-text">Вход</span></button>
</form>"""

_XF_REPLY = """<form action="/threads/igra-den-2.77/add-reply" method="post" class="block js-quickReply" data-xf-init="attachment-manager quick-reply ajax-submit">
<textarea name="message_html" class="input js-editor u-jsOnly" data-xf-init="editor" style="visibility: hidden;"></textarea>
<input type="hidden" name="attachment_hash" value="f3a9c2" /><input type="hidden" name="last_date" value="1764698700" /><input type="hidden" name="last_known_date" value="1764698700" />{tokens}
<button type="submit" class="button--primary button button--icon--reply"><span class="button-text">Ответить</span></button>
</form>"""

_VB_LOGIN = """<form id="navbar_loginform" action="login.php?do=login" method="post" onsubmit="md5hash(vb_login_password, vb_login_md5password, vb_login_md5password_utf, 0)">
<input type="text" class="textbox default-value" name="vb_login_username" id="navbar_username" size="10" accesskey="u" tabindex="101" value="Имя" />
<input type="password" class="textbox" tabindex="102" name="vb_login_password" id="navbar_password" size="10" />
<label for="cb_cookieuser_navbar"><input type="checkbox" name="cookieuser" value="1" id="cb_cookieuser_navbar" class="cb_cookieuser_navbar" accesskey="c" tabindex="103" /> Запомнить?</label>
<input type="submit" class="loginbutton" tabindex="104" value="Вход" title="Введите ваше имя пользователя и пароль" accesskey="s" />
<input type="hidden" name="s" value="" /><input type="hidden" name="securitytoken" value="guest" /><input type="hidden" name="do" value="login" />
<input type="hidden" name="vb_login_md5password" /><input type="hidden" name="vb_login_md5password_utf" />
</form>"""

_VB_REPLY = """<form action="newreply.php?do=postreply&amp;t=55" method="post" enctype="multipart/form-data" name="vbform" id="vbform">
<input type="text" class="primary textbox" name="title" value="" id="title" maxlength="85" tabindex="1" title="Необязательно" />
<textarea name="message" id="vB_Editor_001_editor" rows="10" cols="60" tabindex="1"></textarea>
<input type="hidden" name="wysiwyg" value="0" /><input type="hidden" name="s" value="" />{tokens}
<input type="hidden" name="do" value="postreply" /><input type="hidden" name="t" value="55" /><input type="hidden" name="p" value="" />
<input type="hidden" name="specifiedpost" value="0" /><input type="hidden" name="poststarttime" value="1764777600" /><input type="hidden" name="loggedinuser" value="2" />
<input type="submit" class="button" name="sbutton" value="Отправить ответ" accesskey="s" tabindex="1" />
<input type="submit" class="button" name="preview" value="Предварительный просмотр" accesskey="r" tabindex="1" />
</form>"""

_SMF_LOGIN = """<form class="login" action="{base}/index.php?action=login2" name="frmLogin" id="frmLogin" method="post" accept-charset="UTF-8">
<dl><dt>Имя пользователя:</dt><dd><input type="text" id="loginuser" name="user" size="20" value="" required></dd>
<dt>Пароль:</dt><dd><input type="password" id="loginpass" name="passwrd" value="" size="20" required></dd></dl>
<dl><dt>Оставаться в системе:</dt><dd><select name="cookielength" id="cookielength"><option value="3153600" selected>Навсегда</option><option value="60">1 час</option></select></dd></dl>
<p><input type="submit" value="Вход" class="button"></p>{tokens}
</form>"""

_SMF_REPLY = """<form action="{base}/index.php?action=post2" method="post" accept-charset="UTF-8" name="postmodify" id="postmodify" class="flow_hidden" enctype="multipart/form-data">
<input type="text" name="subject" value="Re: Игра: день 2" tabindex="1" size="80" maxlength="80" class="input_text">
<textarea class="editor" name="message" id="message" cols="600" rows="15" tabindex="2"></textarea>
<input type="checkbox" name="notify" id="check_notify" value="1"> <input type="checkbox" name="goback" id="check_back" checked value="1">
<input type="hidden" name="additional_options" id="additional_options" value="0">
<input type="hidden" name="topic" value="55"><input type="hidden" name="last_msg" value="102">{tokens}
<input type="submit" value="Отправить" name="post" tabindex="3" accesskey="s" class="button">
</form>"""

_INVISION_LOGIN = """<form accept-charset="utf-8" method="post" action="{base}/login/" data-controller="core.global.core.login">
<input type="hidden" name="_processLogin" value="usernamepassword">{tokens}
<input type="email" placeholder="Имя пользователя или email" name="auth" id="auth" autocomplete="email">
<input type="password" placeholder="Пароль" name="password" id="password" autocomplete="current-password">
<input type="checkbox" name="remember_me" id="remember_me_checkbox" value="1" checked aria-checked="true">
<button type="submit" name="_processLogin" value="usernamepassword" class="ipsButton ipsButton_primary ipsButton_small" id="elSignIn_submit">Войти</button>
</form>"""

_INVISION_REPLY = """<form accept-charset="utf-8" class="ipsForm ipsForm_vertical" action="{base}/topic/55-igra-den-2/" method="post" enctype="multipart/form-data" data-ipsForm>
<input type="hidden" name="commentform_55_submitted" value="1">{tokens}<input type="hidden" name="MAX_FILE_SIZE" value="2097152"><input type="hidden" name="plupload" value="9b1d1c">
<textarea name="topic_comment_55" data-ipsEditor data-ipsEditor-toolbars='{{"desktop":[]}}' style="display: none"></textarea>
<button type="submit" class="ipsButton ipsButton_primary" tabindex="2" accesskey="s" role="button">Отправить</button>
</form>"""

_IPB2_LOGIN = """<form action="{base}/index.php?act=Login&amp;CODE=01" method="post" name="LOGIN" onsubmit="return ValidateForm()">
<input type="hidden" name="referer" value="" />
<table class="ipbtable" cellspacing="1"><tr><td class="pformleft">Введите имя</td><td class="pformright"><input type="text" size="25" maxlength="64" name="UserName" class="forminput" /></td></tr>
<tr><td class="pformleft">Введите пароль</td><td class="pformright"><input type="password" size="25" name="PassWord" class="forminput" /></td></tr></table>
<input type="checkbox" name="CookieDate" value="1" checked="checked" /> Запомнить меня?
<input type="submit" name="submit" value="Вход" class="forminput" />
</form>"""

_IPB2_REPLY = """<form action="{base}/index.php?" method="post" name="REPLIER" onsubmit="return ValidateForm()" enctype="multipart/form-data">
<input type="hidden" name="st" value="0" /><input type="hidden" name="act" value="Post" /><input type="hidden" name="s" value="" />
<input type="hidden" name="f" value="3" /><input type="hidden" name="CODE" value="03" /><input type="hidden" name="t" value="55" />{tokens}
<input type="hidden" name="attach_post_key" value="7a1c" /><input type="hidden" name="parent_id" value="0" />
<textarea cols="80" rows="20" name="Post" tabindex="3" class="textinput"></textarea>
<input type="checkbox" name="enableemo" value="yes" checked="checked" /> <input type="checkbox" name="enablesig" value="yes" checked="checked" />
<input type="submit" name="submit" value="Отправить" tabindex="4" class="forminput" accesskey="s" />&nbsp;
<input type="submit" name="preview" value="Предпросмотр" tabindex="5" class="forminput" />
</form>"""

_MYBB_LOGIN = """<div id="pun-login" class="punbb"><div class="blockform"><h2><span>Вход</span></h2><div class="box">
<form id="login" method="post" action="{base}/login.php?action=in" onsubmit="return process_form(this)">
<input type="hidden" name="form_sent" value="1" /><input type="hidden" name="redirect_url" value="{base}/viewtopic.php?id=17" />
<label><strong>Имя</strong><br /><input type="text" name="req_username" size="25" maxlength="25" tabindex="1" /></label>
<label><strong>Пароль</strong><br /><input type="password" name="req_password" size="16" maxlength="16" tabindex="2" /></label>
<input type="checkbox" id="fld3" name="save_pass" value="1" tabindex="3" checked="checked" />
<p><input type="submit" name="login" value="Войти" tabindex="4" /></p>
</form></div></div></div>"""

_MYBB_REPLY = """<div id="pun-post" class="punbb"><div class="blockform"><h2><span>Ответ</span></h2><div class="box">
<form id="post" method="post" action="{base}/post.php?action=post&amp;tid=17" onsubmit="return process_form(this)">
<input type="hidden" name="form_sent" value="1" /><input type="hidden" name="form_user" value="Ведущий" />
<textarea name="req_message" rows="20" cols="95" tabindex="1"></textarea>
<p><input type="submit" name="submit" value="Отправить" tabindex="2" accesskey="s" /><input type="submit" name="preview" value="Предпросмотр" tabindex="3" accesskey="p" /></p>
</form></div></div></div>"""

PROTOCOLS: dict[str, tuple[type[Board], Protocol]] = {
    "phpbb": (
        PhpbbBoard,
        Protocol(
            "phpbb",
            "/viewtopic.php?t=55",
            "/ucp.php?mode=login",
            "/ucp.php?mode=login",
            _PHPBB_LOGIN,
            "username",
            "password",
            '<div class="error">Вы ввели неверный пароль. Пароль чувствителен к регистру.</div>',
            "/posting.php?mode=reply&t=55",
            "/posting.php?mode=reply&t=55",
            _PHPBB_REPLY,
            "message",
            ("form_token", "creation_time"),
            '<a href="./ucp.php?mode=logout&amp;sid=1">Выход</a>',
            login_tokens=("form_token", "creation_time"),
            fixture=pages.PHPBB,
            post_selector="div.post",
            edit_selector=".notice",
        ),
    ),
    "xenforo": (
        XenforoBoard,
        Protocol(
            "xenforo",
            "/threads/igra-den-2.77/",
            "/login/",
            "/login/login",
            _XF_LOGIN,
            "login",
            "password",
            '<div class="blockMessage blockMessage--error blockMessage--iconic">Неверный пароль. Пожалуйста, попробуйте ещё раз.</div>',
            "/threads/igra-den-2.77/reply",
            "/threads/igra-den-2.77/add-reply",
            _XF_REPLY,
            "message",
            ("_xfToken",),
            '<a href="/logout/?t=1" class="menu-linkRow">Выход</a>',
            login_tokens=("_xfToken",),
            fixture=pages.XENFORO,
            post_selector="article.message",
            edit_selector=".message-lastEdit",
        ),
    ),
    "vbulletin": (
        VbulletinBoard,
        Protocol(
            "vbulletin",
            "/showthread.php?t=55",
            "/showthread.php?t=55",
            "/login.php?do=login",
            _VB_LOGIN,
            "vb_login_username",
            "vb_login_password",
            '<div class="standard_error"><div class="blockrow restore">Вы ввели неправильное имя или пароль.</div></div>',
            "/newreply.php?do=newreply&t=55",
            "/newreply.php?do=postreply&t=55",
            _VB_REPLY,
            "message",
            ("securitytoken", "posthash"),
            '<a href="login.php?do=logout&amp;logouthash=1">Выход</a>',
            fixture=pages.VBULLETIN,
            post_selector="li.postcontainer",
            edit_selector="blockquote.lastedited",
        ),
    ),
    "smf": (
        SmfBoard,
        Protocol(
            "smf",
            "/index.php?topic=55.0",
            "/index.php?action=login",
            "/index.php?action=login2",
            _SMF_LOGIN,
            "user",
            "passwrd",
            '<div class="errorbox">Пароль указан неверно</div>',
            "/index.php?action=post;topic=55.0",
            "/index.php?action=post2",
            _SMF_REPLY,
            "message",
            ("c4f2a9d1e0", "seqnum"),
            '<a href="/index.php?action=logout;c4f2a9d1e0=1">Выход</a>',
            login_tokens=("c4f2a9d1e0", "d81f4e"),
            fixture=pages.SMF,
            post_selector="div.windowbg",
            edit_selector=".modified",
        ),
    ),
    "invision": (
        InvisionBoard,
        Protocol(
            "invision",
            "/topic/55-igra-den-2/",
            "/login/",
            "/login/",
            _INVISION_LOGIN,
            "auth",
            "password",
            '<div class="ipsMessage ipsMessage_error">Пароль, который вы ввели, неверен.</div>',
            "",
            "/topic/55-igra-den-2/#reply",
            _INVISION_REPLY,
            "topic_comment_55",
            ("csrfKey",),
            '<a href="/logout/?csrfKey=1&amp;do=logout">Выход</a>',
            login_tokens=("csrfKey",),
            fixture=pages.INVISION,
            post_selector="article.ipsComment",
            edit_selector="[data-excludequote]",
        ),
    ),
    "ipb2": (
        Ipb2Board,
        Protocol(
            "ipb2",
            "/index.php?showtopic=55",
            "/index.php?act=Login&CODE=00",
            "/index.php?act=Login&CODE=01",
            _IPB2_LOGIN,
            "UserName",
            "PassWord",
            '<div class="errorwrap"><h4>Ошибка</h4><p>Вы ввели неверный пароль.</p></div>',
            "/index.php?act=Post&CODE=02&f=3&t=55",
            "/index.php",
            _IPB2_REPLY,
            "Post",
            ("auth_key",),
            '<a href="{base}/index.php?act=Login&amp;CODE=03&amp;k=1">Выход</a>',
            reply_link='<a href="{base}/index.php?act=Post&amp;CODE=02&amp;f=3&amp;t=55">Ответить</a>',
            charset="windows-1251",
            fixture=pages.IPB2,
            post_selector="div.borderwrap",
            edit_selector="div.postcolor .edit",
        ),
    ),
    "mybb": (
        MybbBoard,
        Protocol(
            "mybb",
            "/viewtopic.php?id=17",
            "/login.php",
            "/login.php?action=in",
            _MYBB_LOGIN,
            "req_username",
            "req_password",
            "",
            "/post.php?tid=17",
            "/post.php?action=post&tid=17",
            _MYBB_REPLY,
            "req_message",
            (),
            '<a href="/login.php?action=out&amp;id=2">Выход</a>',
        ),
    ),
    "discourse": (
        DiscourseBoard,
        Protocol(
            "discourse",
            "/t/igra-den-2/55",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "raw",
            ("csrf",),
            "",
        ),
    ),
}


def open_board(forum: LocalForum, engine: str) -> Board:
    board_class, protocol = PROTOCOLS[engine]
    return board_class(forum, protocol)
