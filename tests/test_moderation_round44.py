"""Moderation rules added after the forty-fourth stranger's set (tests/corpus/stranger44).

Each rule names a general pattern and is tested on sentences of our own, with clean near-misses:
a singular demonstrative pointing at a player with an insulting noun ("этого балбеса"); a
player's brain asked, in mockery, whether it works ("у тебя голова хоть иногда варит?"); an
order to leave closed by a tired remark or a name-call ("Вали из чата, достал уже"); a
contemptuous adjective said of "ты" / "вы" ("ты гнусная"), and a diminutive of an insulting
adjective ("ты сегодня тупенькая"); mock praise ("особо одарённый", "гений ты наш", "выискался
тут гений") and convolutions counted ("полторы извилины"). Self-deprecation, a move, a role,
a school for the gifted, a real clown on a stage and plain questions stay clean.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("дарк", "кира", "мотя", "филин", "лана")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        # a demonstrative pointing at a player with an insulting noun
        "Зачем вы вообще слушаете этого балбеса?",
        "Опять эта дурында всё перепутала.",
        "Этого идиота на дневном голосовании не слушайте.",
        # a brain asked, in mockery, whether it works
        "Дарк, у тебя голова хоть иногда варит?",
        "Мозги у Киры вообще работают?",
        "Твоя башка совсем не соображает.",
        # an order to leave with a tired remark or a name-call
        "Вали из чата, достал уже.",
        "Катись отсюда, врунишка.",
        "Пошёл вон из треда, болтун.",
        # a contemptuous adjective said of "ты" / "вы"; a diminutive of an insulting adjective
        "Кира, ты гнусная.",
        "Вы такие подлые!",
        "Мотя, ты сегодня тупенькая.",
        "Ты у нас глупенький, Филин.",
        # mock praise, convolutions counted
        "Ну вот, выискался тут гений.",
        "Умник нашёлся, все правила знает.",
        "Филин у нас особо одарённый.",
        "Гений ты наш, опять всех слил.",
        "У Дарка полторы извилины, и те заняты.",
    ],
)
def test_insult(text: str) -> None:
    assert "insult" in kinds_of(text), text


@pytest.mark.parametrize(
    "text",
    [
        # the author about himself
        "Я сегодня гнусная и вредная, не трогайте.",
        "Ну я и балбес, опять проспал голосование.",
        "У меня мозг по утрам вообще не включается.",
        "Мне бы мозги включить, туплю весь день.",
        "Я тут с двумя извилинами после ночи, не судите.",
        "Я свалю из темы, надоело всё.",
        # a move, a role, the game
        "Этот ход — клоунада, а не игра.",
        "Маньяки — одарённые ребята, признаю.",
        "Этот тупой ход нас погубил.",
        "Кира, ты такая мерзкая была в роли маньяка — отыграла шикарно.",
        # the gifted, a real clown, a found phone, a helpful expert
        "Школа для особо одарённых детей открылась в сентябре.",
        "Дарк особо одарённый в математике, он физик.",
        "Этот клоун в цирке жонглировал тремя мячами.",
        "Нашёлся мой телефон, ура.",
        "Нашёлся знаток, который помог с правилами.",
        # plain questions and remarks, a negation, a place pointed at
        "Мозг вообще включается после бессонной ночи?",
        "Дарк, у тебя голова не болит?",
        "Кира, у тебя компьютер вообще работает?",
        "Кира, ты не гнусная, ты просто устала.",
        "Ты мерзкую погоду видел сегодня?",
        "Пошли вон туда, ребята, там тише.",
        "Хорошенькая у тебя аватарка, Лана.",
    ],
)
def test_clean(text: str) -> None:
    assert "insult" not in kinds_of(text), text
