"""Moderation rules added after the forty-first stranger's set (tests/corpus/stranger41).

Each rule names a general pattern and is tested on sentences of our own, with clean near-misses:
a brain missing for good or to be fixed like a machine ("остался без мозгов", "мозги на место
вправить"); a diagnosis of the mind said of a player ("у него старческий маразм"); a nickname of
letters, digits and underscores that words split, named before a strong word ("kot_99 —
посмешище"); a name read as insults are ("Рэй" is "Рей" there); a vocative insult closing an
order, negated or not, or a sentence about the player it names, the noun before the comma no
subject ("Не пиши ерунду, балбес", "Рэй голосует как первоклашка, убогий"); idioms of mock
praise ("академик кислых щей", "гигант мысли"); an insult glued by a hyphen to a common noun in
an oblique case ("с каким-то соседом-идиотом"). Self-deprecation, a friend's help, a relative's
illness, a way of playing and plain nicknames stay clean.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Тимур", "Лада", "Гвоздь", "Рэй", "kot_99", "Барсук")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        # a brain missing for good
        "Тимур, ты так и остался без мозгов.",
        "Лада, видно, родилась без мозгов.",
        "Он вообще без мозгов, этот Барсук.",
        # a brain to be fixed like a machine
        "Барсуку бы мозги на место вправить.",
        "Тимур, подкрути свои мозги, пока не поздно.",
        "Ладе пора мозги прочистить.",
        # a diagnosis of the mind said of a player
        "У Тимура старческий маразм, не слушайте его.",
        "Лада, у тебя явно шиза.",
        "Деменция у него, не иначе.",
        # a nickname with digits or underscores before a dash and a strong word
        "kot_99 — посмешище всей игры.",
        "vasya_2000 — позорище, а не игрок.",
        # a vocative insult closing an order, negated or not
        "Не пиши ерунду, балбес.",
        "Не неси околесицу, дурында.",
        # an insult closing a sentence about the player it names (Рэй read as Рей)
        "Рэй голосует как первоклашка, убогий.",
        "Гвоздь пишет как пятиклассник, бестолочь.",
        # idioms of mock praise
        "Ну ты академик кислых щей, Тимур.",
        "Гигант мысли наш Барсук.",
        "Лада у нас титан разума, ага.",
        "Лада не семи пядей во лбу, это точно.",
        # an insult glued by a hyphen to a common noun in an oblique case
        "Лада пришла с каким-то соседом-идиотом.",
        "Тимур со своим дружком-кретином опять всё испортили.",
    ],
)
def test_insult(text: str) -> None:
    assert "insult" in kinds_of(text), text


@pytest.mark.parametrize(
    "text",
    [
        # the author about himself
        "Я сегодня без мозгов, простите.",
        "Я, похоже, родилась без мозгов.",
        "Мне бы мозги подкрутить, туплю весь день.",
        "Я себе мозги вправил после той ночи.",
        "У меня маразм начинается, простите.",
        "Ну я и позорище.",
        "Я позорище этого форума, признаю.",
        # a way of playing, a friend's help
        "Играть в мафию без мозгов нельзя, Тимур.",
        "Без мозгов тут не выиграть, Лада.",
        "Барсук вправил мне мозги, спасибо ему.",
        # a relative's illness, a diagnosis denied, an animal's
        "У бабушки маразм, поэтому я редко захожу.",
        "Лада, у тебя не маразм, а усталость.",
        "Тимур, у моей собаки шиза на почве грозы.",
        # a nickname with digits praised or explained
        "kot_99 — молодец, нашёл мафию.",
        "vasya_2000 — мой второй аккаунт.",
        # an order with no insult, a move or a thing described after a comma
        "Лада, не неси чушь, пожалуйста.",
        "Лада, посмотри на этот ход, глупый.",
        "Тимур, прочитай эту книгу, умная.",
        # a real professor, a hyphen on a kind word, an exclamation
        "Профессор Преображенский лечил собак, Тимур.",
        "Мой брат-близнец тоже играет, Лада.",
        "С таким братом-героем и врагов не страшно, Тимур.",
        "Опять ничья, сука.",
    ],
)
def test_clean(text: str) -> None:
    assert "insult" not in kinds_of(text), text
