"""Night orders by private message on a mybb.ru-family board (the stand-in in
tests/forums/mybb_messages.py, over real HTTP, windows-1251): read and stored once, orders read
with their certainty, late and replaced ones set aside, accepted into the night; the private
replies drafted, approved and sent exactly once, also when the answer to a send is lost; and
the claim that lets one sender win, on SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from sqlmodel import select

from engine.gamefile import GameSpec, NightOrderOptions, parse_game
from engine.night_facts import GivenOrder, NightState, StoneState
from engine.night_result import Absorption, NightResult, Reply
from engine.store.claims import claim, finish
from engine.store.db import Store
from engine.store.mailbox import PrivateReply, StoredMessage
from poster.markup import has_marker
from scraper.engines.mybb import MybbEngine
from scraper.engines.mybb_messages import MybbMessages
from scraper.http import PoliteClient
from scraper.private import Member
from services.inbox import accept_orders, fetch_messages, read_inbox, refresh_inbox
from services.nights import close_night, stored_orders
from services.private_replies import (
    approve_replies,
    draft_night_replies,
    draft_role_cards,
    night_lines,
    reply_key,
    send_replies,
)
from tests.forums.localforum import Fault, LocalForum
from tests.forums.mybb_messages import MybbMessagesBoard

MSK = ZoneInfo("Europe/Moscow")
GM = ("Ведущий", "тайный-пароль")
ROLES = {
    "Лунный Кот": "xing",
    "Алиса": "crystal",
    "Ёж": "lust",
    "Лиса": "alchemist",
    "Майор": "father",
    "Пончик": "envy",
    "Гроза": "ishvalan",
    "Винтик": "linker",
    "Шпунтик": "alchemist",
}
DEADLINE = datetime(2026, 12, 4, 0, 0, tzinfo=MSK)  # Day 1 opens: Night 1's orders are due


def at(minutes_before: int) -> datetime:
    return DEADLINE - timedelta(minutes=minutes_before)


@pytest.fixture
def board() -> Iterator[MybbMessagesBoard]:
    members = {GM[0]: (GM[1], 2)} | {n: (f"pw-{i}", 10 + i) for i, n in enumerate(ROLES)}
    with LocalForum() as forum:
        yield MybbMessagesBoard(forum, members)


def spec_for(board: MybbMessagesBoard) -> GameSpec:
    return parse_game(
        {
            "game": {"slug": "pm", "engine": "mybb", "gm": GM[0]},
            "schedule": {"first_day": "2026-12-04", "opens": "00:00", "closes": "22:00"},
            "threads": [{"url": board.thread_url}],
            "players": [
                {"name": n, "role": r, "aliases": ["Кот"] if n == "Лунный Кот" else []}
                for n, r in ROLES.items()
            ],
        }
    )


def client() -> PoliteClient:
    return PoliteClient(delay=0, attempts=2, backoff=0.01, timeout=5)


def write_as(board: MybbMessagesBoard, player: str, text: str, when: datetime) -> str:
    """A player writes to the GM through the board's own form, logged in as himself."""
    board.clock = when
    password = board.members[player][0]
    reader = MybbMessages()
    with client() as http:
        where = reader.messages_url(board.thread_url)
        MybbEngine().login(http, where, player, password)
        sent = reader.send(http, where, Member(GM[0], "2"), "НД", text)
    assert sent is not None
    return sent


def play_the_night(board: MybbMessagesBoard) -> None:
    write_as(board, "Лунный Кот", "Проверяю Майора", at(120))
    write_as(board, "Алиса", "Лечу Лису", at(110))
    write_as(board, "Алиса", "Нет, лечу Кота", at(50))  # replaces her first order
    write_as(board, "Ёж", "Заявка: убить Шпунтика. И блок на Винтика", at(100))
    write_as(board, "Майор", "Выбираю заявку Ежа", at(90))
    write_as(board, "Пончик", "Копирую у Алисы на Пончика", at(80))
    write_as(board, "Гроза", "Убиваю Лису", at(70))
    write_as(board, "Винтик", "Ну я даже не знаю, что тут делать…", at(60))
    write_as(board, "Шпунтик", "Проверяю Грозу", at(40))  # a plain alchemist has no check
    write_as(board, "Лиса", "Лечу Ежа", at(-5))  # after the deadline


def test_messages_are_read_once_and_orders_listed(board: MybbMessagesBoard, store: Store) -> None:
    play_the_night(board)
    spec = spec_for(board)
    with client() as http:
        assert fetch_messages(store, spec, http, GM) == 10
    board.forum.requests.clear()
    with client() as http:
        assert fetch_messages(store, spec, http, GM) == 0  # stored once, never twice
    dialog_pages = [r for r in board.forum.requests if "to=" in r]
    assert len(dialog_pages) == 9  # one page per dialog: known messages are not read again
    with store.session() as s:
        stored = list(s.exec(select(StoredMessage)))
    assert len(stored) == 10 and {m.sender_id for m in stored if m.sender == "Майор"} == {"14"}

    inbox = read_inbox(store, spec, 1)
    by = {(e.player, e.status): e for e in inbox.entries}
    xing = by[("Лунный Кот", "proposed")]
    assert xing.sure and xing.order == GivenOrder("Лунный Кот", "check", target="Майор")
    assert by[("Алиса", "replaced")].order == GivenOrder("Алиса", "heal", target="Лиса")
    assert by[("Алиса", "proposed")].order == GivenOrder("Алиса", "heal", target="Лунный Кот")
    assert by[("Ёж", "request")].order == GivenOrder("Ёж", "request", target="Шпунтик")
    assert by[("Ёж", "proposed")].order == GivenOrder("Ёж", "block", target="Винтик")
    father = by[("Майор", "proposed")]
    assert father.sure and father.order == GivenOrder(
        "Майор", "kill", target="Шпунтик", executor="Ёж"
    )
    assert by[("Пончик", "proposed")].order == GivenOrder(
        "Пончик", "copy", target="Пончик", source="Алиса"
    )
    unreadable = by[("Винтик", "unreadable")]
    assert unreadable.order is None and "не знаю" in unreadable.text
    alchemist = by[("Шпунтик", "proposed")]
    assert not alchemist.sure and any("по правилам нельзя" in d for d in alchemist.doubts)
    assert by[("Лиса", "late")].order == GivenOrder("Лиса", "heal", target="Ёж")


def test_accept_enter_resolve_and_reply_exactly_once(
    board: MybbMessagesBoard, store: Store
) -> None:
    play_the_night(board)
    spec = spec_for(board)
    with client() as http:
        fetch_messages(store, spec, http, GM)
    inbox = read_inbox(store, spec, 1)
    late = next(e for e in inbox.entries if e.status == "late")
    with pytest.raises(Exception, match="после срока"):
        accept_orders(store, spec, 1, [late.id])
    replaced = next(e for e in inbox.entries if e.status == "replaced")
    with pytest.raises(Exception, match="заменён"):
        accept_orders(store, spec, 1, [replaced.id])
    done = accept_orders(store, spec, 1, sure=True)  # every sure reading, at once
    assert {e.player for e in done} == {"Лунный Кот", "Алиса", "Ёж", "Майор", "Пончик", "Гроза"}
    assert accept_orders(store, spec, 1, sure=True) == []  # accepting again changes nothing
    orders = stored_orders(store, 1, 1)
    assert len(orders) == 6 and GivenOrder("Алиса", "heal", target="Лунный Кот") in orders
    assert all(
        e.status == "accepted"
        for e in read_inbox(store, spec, 1).entries
        if e.id in {d.id for d in done}
    )

    result, _ = close_night(store, spec, 1)
    assert "Шпунтик" in result.announced_dead  # the homunculi's kill, executed by Ёж
    assert "Лиса" in result.announced_dead  # Ishvalan's kill: the late heal did not count
    replies = draft_night_replies(store, spec, 1)
    told = {r.player: r.text for r in replies}
    assert "Майор — Гомункул" in told["Лунный Кот"] or "Гомункул" in told["Лунный Кот"]
    assert draft_night_replies(store, spec, 1)[0].id == replies[0].id  # drafted once
    with client() as http:
        assert send_replies(store, spec, http, 1, GM) == []  # nothing approved: nothing sent
    approve_replies(store, [r.id or 0 for r in replies])

    # the answer to the first send is lost: the message went, the tool looks before resending
    board.forum.fail("/messages.php?action=send", Fault("lost", method="POST"))
    with client() as http:
        reports = send_replies(store, spec, http, 1, GM, owner="test")
    assert {r.outcome for r in reports} == {"sent"} and len(reports) == len(replies)
    assert not board.forum.faults["/messages.php?action=send"]  # the answer really was lost
    with client() as http:
        assert send_replies(store, spec, http, 1, GM) == []  # all sent: nothing more goes out
    with store.session() as s:
        sent = {r.player: r for r in s.exec(select(PrivateReply))}
    for reply in replies:
        uid = board.members[reply.player][1]
        to_player = [
            letter for letter in board.letters if letter.sender == 2 and letter.recipient == uid
        ]
        assert len(to_player) == 1, reply.player  # exactly once
        assert str(to_player[0].message_id) == sent[reply.player].forum_message_id
    # the Xing reads his reply back from the forum, logged in as himself
    reader = MybbMessages()
    with client() as http:
        where = reader.messages_url(board.thread_url)
        MybbEngine().login(http, where, "Лунный Кот", board.members["Лунный Кот"][0])
        read_back = [m for m in reader.messages(http, where, lambda _: False) if not m.outgoing]
    assert len(read_back) == 1 and "Майор" in read_back[0].text
    xing = sent["Лунный Кот"]
    assert has_marker(read_back[0].text, reply_key(xing.id or 0, xing.approved_hash or ""))


def test_role_cards(board: MybbMessagesBoard, store: Store) -> None:
    spec = spec_for(board)
    cards = {c.player: c.text for c in draft_role_cards(store, spec)}
    assert "Ваша роль: Похоть" in cards["Ёж"] and "Ваш Отец: Майор" in cards["Ёж"]
    assert "Сторона: Город" in cards["Алиса"]
    approve_replies(store, [c.id or 0 for c in draft_role_cards(store, spec)])
    # nobody has written yet: no dialog, no known user id; each is written to by name
    with client() as http:
        reports = send_replies(store, spec, http, None, GM)
    assert len(reports) == len(ROLES) and len(board.letters) == len(ROLES)


def test_the_inbox_command(board: MybbMessagesBoard, tmp_path: Path) -> None:
    write_as(board, "Лунный Кот", "Проверяю Майора", at(30))
    game = tmp_path / "game.toml"
    players = "\n".join(f'[[players]]\nname = "{n}"\nrole = "{r}"\n' for n, r in ROLES.items())
    game.write_text(
        f'[game]\nslug = "pm"\nengine = "mybb"\n[schedule]\nfirst_day = "2026-12-04"\n'
        f'closes = "22:00"\n[[threads]]\nurl = "{board.thread_url}"\n{players}',
        encoding="utf-8",
    )
    env = {**os.environ, "MAFIA_GM_FORUM_USER": GM[0], "MAFIA_GM_FORUM_PASSWORD": GM[1]}
    db = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    run = [sys.executable, "-m", "mafia_gm.cli", "night", "inbox", str(game), "--night", "1"]
    listed = subprocess.run(
        [*run, "--json", "--db", db], env=env, capture_output=True, text=True, timeout=120
    )
    assert listed.returncode == 0, listed.stderr
    row = json.loads(listed.stdout.splitlines()[0])
    assert row["order"] == {"actor": "Лунный Кот", "action": "check", "target": "Майор"}
    assert '"order": {"actor": "Лунный Кот", "action": "check", "target": "Майор"}' in listed.stdout
    accepted = subprocess.run(
        [*run, "--no-fetch", "--accept", row["id"], "--db", db],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert accepted.returncode == 0, accepted.stderr
    assert "принято приказов из сообщений: 1" in accepted.stderr and "принят" in accepted.stdout
    wrong = subprocess.run(
        [*run, "--no-fetch", "--accept", "999.1", "--db", db],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert wrong.returncode == 1 and wrong.stderr.startswith("ошибка: нет приказа '999.1'")


def test_one_sender_wins_the_claim(any_store: Store) -> None:
    with any_store.session() as s:
        from engine.store.models import Game

        game = Game(slug="claims")
        s.add(game)
        s.flush()
        reply = PrivateReply(game_id=game.id or 0, player="A", text="x", status="approved")
        s.add(reply)
        s.flush()
        reply_id = reply.id or 0
    lease = timedelta(minutes=5)
    with any_store.session() as s:
        assert claim(s, PrivateReply, reply_id, "one", lease)
    with any_store.session() as s:
        assert not claim(s, PrivateReply, reply_id, "two", lease)  # held by "one"
    later = datetime.now(MSK) + timedelta(minutes=10)
    with any_store.session() as s:
        assert claim(s, PrivateReply, reply_id, "two", lease, now=later)  # the lease lapsed
    with any_store.session() as s:
        assert not finish(s, PrivateReply, reply_id, "one", {"status": "sent"})  # "one" lost it
        assert finish(s, PrivateReply, reply_id, "two", {"status": "sent"})
    with any_store.session() as s:
        assert not claim(s, PrivateReply, reply_id, "three", lease, now=later + 2 * lease)


def test_a_pass_replaces_an_order_and_is_never_entered(
    board: MybbMessagesBoard, store: Store
) -> None:
    write_as(board, "Алиса", "Лечу Лису", at(30))
    write_as(board, "Алиса", "Пропускаю ход", at(20))
    spec = spec_for(board)
    with client() as http:
        fetch_messages(store, spec, http, GM)
    statuses = [(e.status, e.order) for e in read_inbox(store, spec, 1).entries]
    assert statuses == [
        ("replaced", GivenOrder("Алиса", "heal", target="Лиса")),
        ("proposed", None),
    ]
    assert accept_orders(store, spec, 1, sure=True) == []
    assert stored_orders(store, 1, 1) == []


def test_private_lines_for_successions_absorptions_and_the_stone() -> None:
    before, stone_before = NightState("Майор", "Алиса"), StoneState("Лиса")
    result = NightResult(
        results={"Пончик": Reply("found", "Найден", more=(Reply("done", "Выполнено"),))},
        state=NightState("Пончик", "Борис"),
        alive={"Пончик": "pride", "Борис": "bodyguard", "Ёж": "lust"},
        absorbed=[Absorption("Винтик", "Пончик")],
        stone=StoneState("Гроза", complete=False),
    )
    told = night_lines(2, before, stone_before, result)
    assert told["Пончик"][:2] == ["Найден", "Выполнено"]
    assert "Теперь вы — Отец" in told["Пончик"][2]
    assert "Теперь вы — Алхимик Ксинга" in told["Борис"][0]
    assert told["Винтик"] == ["Вы поглощены и выбываете из игры."]
    assert told["Гроза"] == ["Вы получили Незавершённый Философский камень."]
    assert "Ёж" not in told
    result.notices = ["Отец и Гордыня выбыли: оставшиеся гомункулы знакомятся: Ёж"]
    assert night_lines(2, before, stone_before, result)["Ёж"] == result.notices


def test_two_senders_at_once_send_each_reply_once(
    board: MybbMessagesBoard, any_store: Store
) -> None:
    spec = spec_for(board)
    approve_replies(any_store, [c.id or 0 for c in draft_role_cards(any_store, spec)])
    outcomes: dict[str, list[str]] = {}

    def sender(owner: str) -> None:
        with client() as http:
            reports = send_replies(any_store, spec, http, None, GM, owner=owner)
        outcomes[owner] = [r.outcome for r in reports]

    threads = [threading.Thread(target=sender, args=(f"sender-{i}",)) for i in (1, 2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(300)
    assert len(board.letters) == len(ROLES)  # one role card each, never two
    for uid in (board.members[name][1] for name in ROLES):
        assert sum(letter.recipient == uid for letter in board.letters) == 1
    every = outcomes["sender-1"] + outcomes["sender-2"]
    assert every.count("sent") == len(ROLES)  # the other sender saw them claimed or sent


def test_sure_orders_enter_at_once_when_the_gm_turns_it_on(
    board: MybbMessagesBoard, store: Store
) -> None:
    play_the_night(board)
    spec = replace(spec_for(board), night_orders=NightOrderOptions(accept_sure=True))
    with client() as http:
        new, accepted = refresh_inbox(store, spec, 1, http, GM)
    assert (new, accepted) == (10, 6)
    actors = {o.actor for o in stored_orders(store, 1, 1)}
    assert actors == {"Лунный Кот", "Алиса", "Ёж", "Майор", "Пончик", "Гроза"}
    with client() as http:
        assert refresh_inbox(
            store, replace(spec, night_orders=NightOrderOptions()), 1, http, GM
        ) == (0, 0)
