"""Moderation rules added after the thirteenth and fourteenth strangers' sets
(tests/corpus/stranger13, stranger14).

Each rule names a general pattern and is tested on sentences of our own, with clean near-misses:
a contemptuous comparison ("Слесарь ты, а не шериф"), a contempt marker on a living being
("Почтальон хренов"), a name-call opening the sentence as an address, augmentatives and "недо-"
on an insult or a living being, English insults in a Russian sentence, look-alike i and d, a
vowel put into "бля", a person called rubbish or cheap, a rude order to go and cry, and a
quotation whose source the sentence names.
"""

from __future__ import annotations

import pytest

from scraper.insult_forms import grown, under_made
from scraper.insults import STRONG_INSULTS, WEAK_INSULTS, strength
from scraper.moderation import moderate

NAMES = ("рысь", "марат", "ведьма", "филин")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        "Слесарь ты, а не шериф.",
        "Кочегар ты, Марат, а не стратег.",
        "Уборщица вы, а не игрок, честное слово.",
        "Марат — почтальон, а не комиссар, только письма разносить.",
        "Ведьма — кондуктор, а не аналитик.",
        "Баран ты, а не капитан.",
        "Гнида подзаборная, а не шериф.",
    ],
)
def test_a_contemptuous_comparison_is_an_insult(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Я слесарь, а не программист, не судите строго.",
        "Мой отец кочегар, а не стратег.",
        "Марат — комиссар, а не доктор, я проверил его.",  # a role claim
        "Марат — мирный, а не мафия.",
        "Ведьма — новичок, а не мафия.",
        "Врач, а не ветеринар, нужен моему брату.",
        "Детектив, а не боевик — вот что я люблю.",
    ],
)
def test_a_job_or_a_claim_is_no_comparison(text: str) -> None:
    assert "insult" not in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Почтальон хренов, опять голос не донёс.",
        "Официант недоделанный, куда ты несёшь свой голос?",
        "Крот безголовый, зачем вскрылся?",
        "Тюлень неповоротливый, опять проспал ночь.",
        "Марат, ты кассир долбаный.",
        "Лентяй гороховый, надоело ждать.",
        "Курица, сколько можно кудахтать одно и то же.",  # a name-call opening an address
        "Дура, кто так голосует.",
    ],
)
def test_a_marked_address_is_an_insult(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Неповоротливый тюлень лежал на льдине.",
        "Почтальон принёс письмо, всё в порядке.",
        "Сопливый малыш спал у мамы на руках.",
        "Недоделанный отчёт лежит на столе.",
        "Я недоделанный какой-то сегодня, всё проспал.",
        "Дятел стучит по дереву всё утро.",
        "Дятел, между прочим, стучит по сухому дереву.",
        "Сука, опять роутер отвалился.",  # an exclamation, at no one
        "Филин опять пропустил ночь, Рысь его ждала.",  # players' nicknames, common words
        "Неповоротливый Филин снова опоздал, но мы его любим.",
    ],
)
def test_literal_animals_jobs_and_nicknames_stay_clean(text: str) -> None:
    assert "insult" not in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Марат, ты дурачище.",  # -ище on an insult
        "Рысь — хамище, каких мало.",
        "Ведьма — жлобина редкостная.",  # -ина
        "Ты болванище, Марат.",
        "Марат — недоштурман, не более.",  # недо- on a person or an animal
        "Рысь, ты недокот какой-то.",
        "Марат — тупой как валенок.",
        "Ведьма, ты мусор.",  # a person called rubbish or cheap
        "Рысь, ты дешёвка.",
        "Марат — зануда-переросток.",  # a hyphen compound
    ],
)
def test_word_formation_on_an_insult_is_an_insult(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Свинина с картошкой была вкусной.",
        "Вынеси мусор, пожалуйста.",
        "Эти часы — дешёвка, не бери.",
        "Недоросль — комедия Фонвизина.",
        "Ход был тупой как пробка, признаю.",
    ],
)
def test_words_of_their_own_stay_clean(text: str) -> None:
    assert "insult" not in kinds_of(text)


def test_augmentatives_and_under_need_an_insult_or_a_living_being() -> None:
    vocabulary = STRONG_INSULTS | WEAK_INSULTS
    assert grown("клоунище", vocabulary) and grown("балбесина", vocabulary)
    assert not grown("свинина", vocabulary)  # a dictionary word keeps its sense
    assert not grown("столище", vocabulary)
    assert under_made("недоволк") and not under_made("недостол")
    assert strength("недоделанный") == ""


@pytest.mark.parametrize(
    "text",
    [
        "Марат, ты dumbass.",
        "Рысь, ну ты и moron.",
        "Ты dumb, Марат, совсем.",
        "Марат — идi0т.",  # a Latin i and a zero in a Cyrillic word
        "Рысь, ты дyрak.",
        "Ведьма, иди поплачь в подушку.",
        "Марат, пойди пореви в углу.",
    ],
)
def test_english_look_alikes_and_rude_orders(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Dumb luck, просто повезло.",
        "Иди поплачь — станет легче, я тоже так делаю.",
    ],
)
def test_english_and_crying_near_misses_stay_clean(text: str) -> None:
    assert "insult" not in kinds_of(text)


@pytest.mark.parametrize(
    "text", ["Ну бляdь, опять проспал.", "Блиать, опять меня.", "Блеать, ну что такое."]
)
def test_a_latin_d_or_a_vowel_inside_bla_is_mat(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Как говорил Шариков: «Сукины дети, все по местам!»",
        "Профессор сказал: «Идиот, а не пациент!» — и ушёл.",
        "Бабушка говорила: «Не будь дураком, учи уроки».",
    ],
)
def test_a_quotation_with_its_source_is_clean(text: str) -> None:
    assert "insult" not in kinds_of(text)


def test_an_insult_beside_a_named_quotation_still_counts() -> None:
    assert "insult" in kinds_of("Марат, ты идиот, как говорил Шариков.")
    # мат quoted with its source is still мат (the sets' policy)
    assert "profanity" in kinds_of("Как говорил классик: «Бля, ну и ночь»")
