"""Every form of the page is read through its model: a wrong type, a missing field or a number
out of range is a 4xx with one Russian line, and the store is left exactly as it was."""

from __future__ import annotations

import re
from typing import Any

import httpx

from tests import test_web_pages as pages
from tests.test_stored_game import snapshot
from tests.test_web_pages import Game

game, gm = pages.game, pages.gm  # the demo game served, and a GM client holding the token
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
FILE = ("form.txt", b"not text")  # a file where the form wants text: the wrong type
NIGHT = "/game/fma-demo/night/2"


def refused(game: Game, gm: httpx.Client, path: str, status: int, **sent: Any) -> str:
    """Post a bad form: a ``status`` answer with one Russian line, and no row changed."""
    before = snapshot(game.store)
    answer = gm.post(path, follow_redirects=False, **sent)
    assert answer.status_code == status, (path, sent, answer.status_code, answer.text[:300])
    found = re.search(r'id="error">([^<]+)<', answer.text)
    assert found, answer.text[:300]
    message = found.group(1)
    assert CYRILLIC.search(message.split("(")[0]) and "\n" not in message.strip(), message
    assert snapshot(game.store) == before, (path, sent)
    return message


def test_the_new_game_form(game: Game, gm: httpx.Client) -> None:
    assert "Нужен адрес темы набора" in refused(game, gm, "/new", 400, data={"seed": "1"})
    url = "http://127.0.0.1:9/signups"
    said = refused(game, gm, "/new", 400, data={"signup_url": url, "seed": "семь"})
    assert said.startswith("Зерно раздачи: нужно число")
    said = refused(game, gm, "/new", 404, data={"signup_url": url, "seed": "10000000001"})
    assert said.startswith("Зерно раздачи 10000000001 вне игры")
    said = refused(game, gm, "/new", 400, data={"seed": "1"}, files={"signup_url": FILE})
    assert "Адрес темы набора" in said


def test_the_vote_fix_form(game: Game, gm: httpx.Client) -> None:
    fix = "/game/fma-demo/votes/fix"
    assert "Не указан пост" in refused(game, gm, fix, 400, data={"day": "2"})
    assert "Не указано поле «День»" in refused(game, gm, fix, 400, data={"post": "1"})
    assert "День: нужно число" in refused(game, gm, fix, 400, data={"day": "два", "post": "1"})
    said = refused(game, gm, fix, 404, data={"day": "2", "post": "1", "seq": "10001"})
    assert said.startswith("Номер голоса 10001 вне игры: можно от 0 до 10000")
    said = refused(game, gm, fix, 404, data={"day": "99", "post": "1"})
    assert said.startswith("День 99 вне игры")
    said = refused(game, gm, fix, 400, data={"day": "2"}, files={"post": FILE})
    assert said.startswith("Поле «Пост» заполнено неверно")


def test_the_flag_form(game: Game, gm: httpx.Client) -> None:
    said = refused(game, gm, "/flags/1/done", 400, files={"back": FILE})
    assert said.startswith("Поле «Куда вернуться» заполнено неверно")
    said = refused(game, gm, "/flags/0/done", 404, data={"back": "/"})
    assert said.startswith("Флаг 0 вне игры")


def test_the_draft_form(game: Game, gm: httpx.Client) -> None:
    said = refused(game, gm, "/drafts/1/edit", 400, files={"text": FILE})
    assert said.startswith("Поле «Текст черновика» заполнено неверно")
    said = refused(game, gm, "/drafts/0/edit", 404, data={"text": "x"})
    assert said.startswith("Черновик 0 вне игры")


def test_the_night_order_form(game: Game, gm: httpx.Client) -> None:
    order = f"{NIGHT}/order"
    said = refused(game, gm, order, 400, data={"action": "check", "target": "Майор"})
    assert said.startswith("Не указан игрок, чей это приказ")
    said = refused(game, gm, order, 400, data={"actor": "Алиса", "target": "Майор"})
    assert said.startswith("Не указано действие приказа")
    asked = {"actor": "Алиса", "action": "check", "target": "Майор"}
    said = refused(game, gm, order, 400, data={**asked, "replace": "первый"})
    assert said.startswith("Приказ: нужно число")
    said = refused(game, gm, order, 404, data={**asked, "replace": "0"})
    assert said.startswith("Приказ 0 вне игры")
    said = refused(game, gm, order, 400, data=asked, files={"target2": FILE})
    assert said.startswith("Поле «Вторая цель» заполнено неверно")
    said = refused(game, gm, order, 413, data={**asked, "target": "Я" * 100_000})
    assert said.startswith("Поле «Цель» слишком длинное")


def test_the_private_messages_accept_form(game: Game, gm: httpx.Client) -> None:
    said = refused(game, gm, f"{NIGHT}/mail/accept", 400, data={"sure": "1"}, files={"id": FILE})
    assert said.startswith("Поле «Сообщения» заполнено неверно")
    said = refused(game, gm, "/game/fma-demo/night/0/mail/accept", 404, data={"id": "1"})
    assert said.startswith("Ночь 0 вне игры")
