"""The sign-up reader on posts written the many ways players write them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from scraper.signup import JOIN, LEAVE, UNCLEAR, SignupPost, read_intent, read_signups

JOINS = [
    "+",
    "++",
    "+1",
    "+ :)",
    "+!",
    "+ я в игре, ГМ",
    "Я в игре",
    "я в деле)",
    "В деле!",
    "Ну что ж, я в деле",
    "Командировку отменили, снова в деле!",
    "Записываюсь",
    "записываюсь :)",
    "ЗАПИСЫВАЮСЬ!!!",
    "Запишусь, пожалуй",
    "Записалась)",
    "я уже вписался",
    "Вписываюсь. Надеюсь, не убьют в первую ночь",
    "я с вами",
    "С вами!",
    "И я!",
    "Я тоже",
    "Участвую!",
    "Тогда участвую",
    "поучаствую",
    "Сыграю",
    "Играю, давно хотел",
    "Присоединяюсь к вам",
    "Хочу играть!",
    "Хочу поучаствовать",
    "Буду участвовать, давно не играла",
    "Готов сыграть.",
    "Готова играть",
    "Запишите меня, пожалуйста",
    "Меня запишите",
    "Впишите!",
    "Впишите и меня)",
    "Примите в игру",
    "Возьмите меня",
    "Прошу записать меня в игру",
    "Беру слот)",
    "Занимаю место",
    "Меня в игру",
    "Записываюсь, но не смогу в выходные",
    "Не смогу заходить днём, но играю",
    "+ только в выходные буду реже заходить",
    "Привет всем. Запишите меня, пожалуйста",
]

LEAVES = [
    "-",
    "–",
    "минус",
    "Минус, извините",
    "-1",
    "- (работа)",
    "Выписываюсь",
    "Увы, выписываюсь: командировка на всю неделю.",
    "Выпишусь, простите",
    "Выпишите меня, пожалуйста, работа навалилась",
    "Вычеркните меня",
    "Снимаюсь с игры",
    "Не смогу",
    "Увы, не смогу в этот раз",
    "Я не смогу участвовать",
    "Не получится, сессия",
    "Пас",
    "Я пас, ребята",
    "Передумала, не буду играть",
    "Не участвую",
    "Не играю в этот раз",
    "Отказываюсь от участия",
    "Сливаюсь, ребята",
    "Выхожу из игры",
    "Играйте без меня",
    "Записываюсь. Хотя нет, не смогу",
]

UNSURE = [
    "Можно с вами?",
    "А можно мне в игру?",
    "Если успею, запишусь",
    "Если работы не будет, запишусь. Отпишусь вечером",
    "Может, сыграю",
    "Я бы сыграл",
    "Наверное, участвую",
    "Запишите Кота, он просил",
    "Запишите Тюбика, он просил передать",
]

NOTHING = [
    "Привет всем!",
    "Кто ведущий?",
    "Удачи всем игрокам",
    "Кот записывается, я видел",
    "Голос: Кот",
    "Ну вы даёте, уже почти полный состав",
    "Жаль, в другой раз сыграем",
    "Когда старт?",
    "Не смогу сдержаться: это будет лучшая игра сезона",
    "Кот + Лиса = любовь",
    "",
]


@pytest.mark.parametrize("text", JOINS)
def test_sign_ups(text: str) -> None:
    assert read_intent(text) == JOIN


@pytest.mark.parametrize("text", LEAVES)
def test_withdrawals(text: str) -> None:
    assert read_intent(text) == LEAVE


@pytest.mark.parametrize("text", UNSURE)
def test_unsure_posts_are_left_to_the_gm(text: str) -> None:
    assert read_intent(text) == UNCLEAR


@pytest.mark.parametrize("text", NOTHING)
def test_chat_is_not_a_sign_up(text: str) -> None:
    assert read_intent(text) is None


def _posts(*rows: tuple[str, str | None, str]) -> list[SignupPost]:
    start = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)
    return [
        SignupPost(str(100 + i), author, uid, start + timedelta(minutes=i), text)
        for i, (author, uid, text) in enumerate(rows)
    ]


def test_a_later_post_replaces_an_earlier_one_and_order_is_the_current_sign_up() -> None:
    book = read_signups(
        _posts(
            ("ГМ", "1", "Набор открыт! Пишите +"),
            ("Кот", "2", "+"),
            ("Лиса", "3", "Я в игре"),
            ("Кот", "2", "Ещё раз: записываюсь"),  # a repeat keeps the first place
            ("Ёж", "4", "участвую"),
            ("Лиса", "3", "Выписываюсь, простите"),
            ("Сова", "5", "+"),
            ("Лиса", "3", "Всё-таки в деле!"),  # back: at the end of the list
            ("Ёж", "4", "не смогу"),
        )
    )
    assert [s.account for s in book.joined] == ["Кот", "Сова", "Лиса"]
    assert [s.post_id for s in book.joined] == ["101", "106", "107"]
    assert [s.account for s in book.withdrawn] == ["Ёж"]  # Лиса came back
    assert book.gm == "ГМ"


def test_the_gms_posts_never_count() -> None:
    posts = _posts(
        ("Ведущий", "1", "Набор на игру"),
        ("Кот", "2", "+"),
        ("Ведущий", "1", "Конечно, пишите «+» или «я в игре»."),
    )
    assert read_intent(posts[2].text) == JOIN  # it would count, were it not the GM's
    assert [s.account for s in read_signups(posts).joined] == ["Кот"]
    named = read_signups(posts, gm="Кот")  # the GM named: the first author is a player
    assert [s.account for s in named.joined] == ["Ведущий"]


def test_an_account_is_its_user_id_when_known_and_its_name_otherwise() -> None:
    book = read_signups(
        _posts(
            ("ГМ", None, "Набор"),
            ("Кот", "7", "+"),
            ("Котик", "7", "выписываюсь"),  # renamed account, same user id
            ("Лиса", None, "+"),
            ("ЛИСА", None, "-"),
        )
    )
    assert book.joined == [] and len(book.withdrawn) == 2


def test_unclear_posts_are_listed_and_do_not_sign_up() -> None:
    book = read_signups(_posts(("ГМ", "1", "Набор"), ("Кот", "2", "Можно с вами?")))
    assert book.joined == [] and [s.account for s in book.unclear] == ["Кот"]
