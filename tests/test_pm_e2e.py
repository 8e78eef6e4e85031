"""End to end on a real forum with private messages: django-machina with django-postman.

Ten players write their night orders to the GM by private message through the forum's own
form (two change their order, one writes after the deadline, one writes nothing readable).
The GM reads them on the night page (Chromium driven by Playwright), accepts them with a click,
resolves the night, approves the private replies, and they are sent by private message exactly
once, also when the forum's answer to one send is lost. Each player then reads his reply back
from the forum, logged in as himself.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from sqlmodel import select

from engine.gamefile import GameSpec, parse_game
from engine.store.db import Store
from engine.store.mailbox import PrivateReply
from mafia_gm.web.app import create_app
from poster.markup import has_marker
from scraper.engines.machina import MachinaEngine
from scraper.engines.postman_messages import PostmanMessages
from scraper.http import PoliteClient
from scraper.private import Member, PrivateMessage
from services.private_replies import reply_key, send_replies
from tests.test_machina_e2e import GM, MSK, ROLES, Forum, SlowReplies, start_forum
from tests.test_web import TOKEN, browser, new_page, shot  # noqa: F401
from tests.webserver import WebServer

ON_TIME = [
    ("Алиса", "Проверяю Майора"),
    ("Рыжая Ведьма", "Лечу Тень"),
    ("Шэдоу", "Блок на Шпунтика"),
    ("Пончик", "Заявка: убить Ключа.\nИщу Багрового в Винтике"),
    ("Майор", "Выбираю заявку Пончика"),
    ("Гроза", "Убиваю Снежану"),
    ("Незнайка", "Копирую у Алисы на Грозу"),
    ("Шпунтик", "Связываю Бориса и Лунного Кота"),
    ("Лунный Кот", "Всем привет! Я мирный, ночью сплю)"),  # nothing to read
    ("Рыжая Ведьма", "Передумала. Лечу Снежану"),  # replaces her first order
    ("Гроза", "Нет, убиваю Тень"),  # replaces his first order
]
LATE = ("Винтик", "Ищу Ишварита в Грозе")


@pytest.fixture(scope="module")
def pm_forum(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Forum]:
    yield from start_forum(tmp_path_factory.mktemp("pm-forum"), closed=False)


def password_of(name: str) -> str:
    return GM[1] if name == GM[0] else f"pw-{list(ROLES).index(name)}"


def as_member(forum: Forum, name: str) -> tuple[PoliteClient, PostmanMessages, str]:
    client = PoliteClient(delay=0, timeout=10)
    reader = PostmanMessages()
    where = reader.messages_url(forum.thread)
    MachinaEngine().login(client, where, name, password_of(name))
    return client, reader, where


def write_to_gm(forum: Forum, name: str, text: str) -> None:
    client, reader, where = as_member(forum, name)
    with client:
        reader.send(client, where, Member(GM[0]), "НД", text)


def spec_with_deadline(forum: Forum, deadline: datetime, thread: str | None = None) -> GameSpec:
    """Night 1's orders are due when Day 1 opens: the schedule opens Day 1 at ``deadline``."""
    return parse_game(
        {
            "game": {"slug": "pm-e2e", "engine": "machina", "gm": GM[0]},
            "schedule": {
                "first_day": deadline.date().isoformat(),
                "opens": deadline.strftime("%H:%M:%S"),
                "closes": (deadline - timedelta(seconds=1)).strftime("%H:%M:%S"),
            },
            "threads": [{"url": thread or forum.thread}],
            "players": [
                {"name": n, "role": r, "aliases": ["Кот"] if n == "Лунный Кот" else []}
                for n, r in ROLES.items()
            ],
        }
    )


def click(page: Page, selector: str) -> None:
    with page.expect_navigation():
        page.locator(selector).first.click()


def rows(page: Page, status: str) -> list[str]:
    return [
        str(row.get_attribute("data-player"))
        for row in page.locator(f"#inbox tr.inbox-{status}").all()
    ]


def test_orders_by_private_message_to_replies_read_back(
    pm_forum: Forum,
    tmp_path: Path,
    browser: Browser,  # noqa: F811 - the Chromium fixture, imported above
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name, text in ON_TIME:
        write_to_gm(pm_forum, name, text)
    # the deadline: the next whole second; the late order is written once it has passed
    deadline = (datetime.now(MSK) + timedelta(seconds=1)).replace(microsecond=0)
    for _ in range(100):
        if datetime.now(MSK) > deadline:
            break
        time.sleep(0.05)
    write_to_gm(pm_forum, *LATE)

    monkeypatch.setenv("MAFIA_GM_FORUM_USER", GM[0])
    monkeypatch.setenv("MAFIA_GM_FORUM_PASSWORD", GM[1])
    spec = spec_with_deadline(pm_forum, deadline)
    store = Store(f"sqlite:///{tmp_path / 'pm.sqlite3'}")
    server = WebServer(create_app(store, [spec], TOKEN))
    try:
        page = new_page(browser)
        page.set_default_timeout(180_000)
        page.goto(f"{server.base}/?token={TOKEN}")
        page.goto(f"{server.base}/game/pm-e2e/night/1")
        click(page, "#mail-fetch")
        assert "новых сообщений: 12" in page.locator("#mail-done").inner_text()
        assert rows(page, "unreadable") == ["Лунный Кот"]
        assert rows(page, "late") == ["Винтик"]
        assert sorted(rows(page, "replaced")) == ["Гроза", "Рыжая Ведьма"]
        assert rows(page, "request") == ["Пончик"]
        father = page.locator("#inbox tr.inbox-proposed[data-player='Майор']")
        assert "убийство → Ключ (исполнитель Пончик)" in father.inner_text()
        # one order with one click, then every sure one at once
        click(page, "#inbox tr.inbox-proposed[data-player='Алиса'] button.accept")
        assert "принято приказов: 1" in page.locator("#mail-done").inner_text()
        click(page, "#accept-sure")
        assert not rows(page, "proposed")
        assert len(rows(page, "accepted")) == 8
        shot(page, "night-inbox")
        click(page, "#resolve")
        assert "Ключ" in page.locator("#night-post").inner_text()
        click(page, "#replies-draft")
        click(page, "#replies-approve")
        told = {
            str(r.get_attribute("data-player")): r.inner_text()
            for r in page.locator("#replies tbody tr").all()
        }
        assert "Гомункул" in told["Алиса"] and "заблокировано" in told["Шпунтик"].lower()
        assert "Винтик" in told and "поглощ" in told["Винтик"]

        # the first send's answer is lost on the way back; the tool looks before resending
        proxy = SlowReplies(pm_forum.base, held="/messages/write/")
        try:
            proxy.armed = True
            via_proxy = spec_with_deadline(
                pm_forum, deadline, MachinaEngine().thread_key(proxy.base + pm_forum.topic)
            )
            with PoliteClient(delay=0, timeout=10.0) as client:
                reports = send_replies(store, via_proxy, client, 1)
        finally:
            proxy.close()
        assert not proxy.armed and {r.outcome for r in reports} == {"sent"}
        click(page, "#replies-send")  # from the page: everything is sent already
        assert "отправлено: 0" in page.locator("#mail-done").inner_text()
        statuses = [
            s.get_attribute("data-status") for s in page.locator("#replies .reply-status").all()
        ]
        assert statuses and set(statuses) == {"sent"}
        shot(page, "night-replies")
    finally:
        server.stop()

    with store.session() as s:
        replies = list(s.exec(select(PrivateReply)))
    assert len(replies) == len(told)
    for reply in replies:
        client, reader, where = as_member(pm_forum, reply.player)
        with client:
            inbox: list[PrivateMessage] = list(reader.messages(client, where, lambda _: False))
        from_gm = [m for m in inbox if m.sender == GM[0]]
        assert len(from_gm) == 1, reply.player  # exactly once
        assert from_gm[0].message_id == reply.forum_message_id
        assert has_marker(from_gm[0].text, reply_key(reply.id or 0, reply.approved_hash or ""))
        assert reply.text.splitlines()[1] in from_gm[0].text
    store.close()
