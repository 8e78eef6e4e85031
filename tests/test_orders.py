"""Reading night orders from the Russian text players send the GM (scraper/orders.py)."""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.orders import read_message

ROSTER = Roster.parse(
    "Лунный Кот | Кот\nАлиса\nЁж\nЛиса\nПохоть\nМайор\nРыжая Ведьма | Ведьма\nШпунтик\nВинтик\n"
    "Котофей\n"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Проверяю Кота", {"action": "check", "target": "Лунный Кот"}),
        ("Лечу Алису", {"action": "heal", "target": "Алиса"}),
        ("Блок на Ежа", {"action": "block", "target": "Ёж"}),
        ("блочу ведьму", {"action": "block", "target": "Рыжая Ведьма"}),
        ("Лечу Рыжую Ведьму", {"action": "heal", "target": "Рыжая Ведьма"}),
        ("Кота проверяю", {"action": "check", "target": "Лунный Кот"}),
        ("Копирую у Лисы на Кота", {"action": "copy", "source": "Лиса", "target": "Лунный Кот"}),
        ("Копирую Лису -> Кота", {"action": "copy", "source": "Лиса", "target": "Лунный Кот"}),
        ("Копирую на Кота у Лисы", {"action": "copy", "source": "Лиса", "target": "Лунный Кот"}),
        ("Камень: лечение на Алису", {"action": "stone", "use": "heal", "target": "Алиса"}),
        ("Камень: зеркало", {"action": "stone", "use": "mirror"}),
        ("Камень - снимаю голос с Майора", {"action": "stone", "use": "vote_remove"}),
        ("Камень: сравнить Кота и Алису", {"action": "stone", "use": "compare"}),
        (
            "Убиваем Лису, исполнитель Похоть",
            {"action": "kill", "target": "Лиса", "executor": "Похоть"},
        ),
        ("Заявка на Лису", {"action": "request", "target": "Лиса"}),
        ("Выбираю заявку Похоти", {"action": "pick", "source": "Похоть"}),
        ("Связываю Шпунтика и Винтика", {"action": "link", "targets": ["Шпунтик", "Винтик"]}),
        ("Пропускаю ход", {"action": "pass"}),
        ("Привет! Проверяю Лунного Кота. Спасибо.", {"action": "check", "target": "Лунный Кот"}),
    ],
)
def test_sure_readings(text: str, expected: dict[str, object]) -> None:
    reading = read_message(text, ROSTER)
    assert reading.sure, reading
    assert len(reading.orders) == 1
    order = reading.orders[0].as_order("X")
    assert {k: order.get(k) for k in expected} == expected


def test_two_orders_in_one_message() -> None:
    reading = read_message("Лечу Алису.\nКамень: проверка Майора", ROSTER)
    assert [o.as_order("X") for o in reading.orders] == [
        {"actor": "X", "action": "heal", "target": "Алиса"},
        {"actor": "X", "action": "stone", "use": "check", "target": "Майор"},
    ]


@pytest.mark.parametrize(
    ("text", "doubt"),
    [
        ("Проверяю Котю", "подходят Котофей, Лунный Кот"),  # two players start «Кот»: no guess
        ("Проверяю Кошака", "цель не прочитана"),  # no player is that close
        ("Проверяю Кота. Нет, лучше Алису", "ещё имена без действия"),
        ("Убиваем Лису, исполнитель кто-нибудь", "исполнитель не прочитан"),
        ("Связываю Шпунтика", "нужны два игрока"),
        ("Проверяю и лечу Алису", "несколько действий"),
        ("Зеркало", "действие камня"),
    ],
)
def test_unsure_readings_say_why(text: str, doubt: str) -> None:
    reading = read_message(text, ROSTER)
    assert reading.orders and not reading.sure
    assert any(doubt in d for o in reading.orders for d in o.doubts), reading


def test_a_message_without_an_order_is_unreadable() -> None:
    reading = read_message("Хм, не знаю, что делать этой ночью…", ROSTER)
    assert not reading.orders and not reading.sure
    assert reading.unreadable == ("Хм, не знаю, что делать этой ночью…",)


def test_look_alike_letters_and_yo() -> None:
    reading = read_message("Блок на Eжа", ROSTER)  # Latin E
    assert reading.sure and reading.orders[0].target == "Ёж"
