"""A realistic sign-up thread for a 15-player game on a mybb.ru forum (posts as BBCode).

Eighteen accounts sign up in many ways, two withdraw (one of them comes back), the GM posts
and quotes, players chat, quote someone else's sign-up, and ask questions; the expected
roster is ``EXPECTED`` in sign-up order, ``WAITING`` after it.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from tests.forums.mybb_markup import ForumPost

GM = "Ведущий"
START = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)

# (author, user id, BBCode) in thread order
THREAD: list[tuple[str, int, str]] = [
    (
        GM,
        2,
        "[b]Набор на игру «Стальной алхимик»[/b]\nИгра на 15 человек. Пишите +\n"
        "Начало — как наберёмся.",
    ),
    ("Лунный Кот", 11, "+"),
    ("Рыжая Ведьма", 12, "Я в игре!"),
    ("Shadow_99", 13, "записываюсь :)"),
    ("Майор", 14, "[quote=Рыжая Ведьма]Я в игре![/quote]\nО, и ты тут. В деле!"),
    ("Алиса", 15, "Можно с вами? Я первый раз"),
    (GM, 2, "[quote=Алиса]Можно с вами?[/quote]Конечно, пишите «+» или «я в игре»."),
    ("Алиса", 15, "Тогда участвую"),
    ("Борис", 16, "Хочу играть! Давно не было мафии по Стальному"),
    ("Ёжик", 17, "++"),
    ("Гроза", 18, "Привет всем. Запишите меня, пожалуйста"),
    ("Винтик", 19, "Впишите и меня)"),
    ("Шпунтик", 20, "[quote=Винтик]Впишите и меня)[/quote]\nЯ с вами"),
    ("Незнайка", 21, "Если работы не будет, запишусь. Отпишусь вечером"),
    ("Знайка", 22, "Готов сыграть."),
    ("Пончик", 23, "Ну и я тогда. Записывайте!"),
    ("Сиропчик", 24, "И я!"),
    ("Торопыжка", 25, "+ только в выходные буду реже заходить"),
    ("Шпунтик", 20, "Народ, а кто-нибудь знает, когда старт?"),
    ("Гроза", 18, "Увы, выписываюсь: командировка на всю неделю."),
    ("Незнайка", 21, "Всё, работы нет. Записываюсь!"),
    ("Пулькин", 26, "участвую!!!"),
    ("Тюбик", 27, "[quote=Пулькин]участвую!!![/quote]\nЯ тоже"),
    ("Гусля", 28, "Запишите Тюбика, он просил передать"),
    ("Гусля", 28, "Хотя нет, не смогу — сессия."),
    ("Рыжая Ведьма", 12, "Напоминаю, что я в игре, если вдруг потерялась"),
    ("Гроза", 18, "Командировку отменили, снова в деле!"),
    ("Авоська", 30, "+1"),
    ("Небоська", 31, "Не смогу в этот раз, удачи всем"),
    ("Цветик", 32, "в деле"),
    ("Мастер", 33, "[quote=Лунный Кот]+[/quote]\nНу вы даёте, уже почти полный состав"),
    ("Лунный Кот", 11, "[quote=Небоська]Не смогу в этот раз[/quote]\nЖаль, в другой раз сыграем"),
]

EXPECTED = [
    "Лунный Кот",
    "Рыжая Ведьма",
    "Shadow_99",
    "Майор",
    "Алиса",
    "Борис",
    "Ёжик",
    "Винтик",
    "Шпунтик",
    "Знайка",
    "Пончик",
    "Сиропчик",
    "Торопыжка",
    "Незнайка",
    "Пулькин",
]
WAITING = ["Тюбик", "Гроза", "Авоська", "Цветик"]
UNCLEAR = ["Алиса", "Незнайка", "Гусля"]  # a question, a conditional, someone else's sign-up


def signup_posts(thread: list[tuple[str, int, str]] | None = None) -> list[ForumPost]:
    """The thread as forum posts, ten minutes apart, ids from 500."""
    return [
        ForumPost(500 + i, author, uid, START + timedelta(minutes=10 * i), text)
        for i, (author, uid, text) in enumerate(thread or THREAD)
    ]
