"""Moderation, the fiftieth round (set 50, ordinary heated game talk), with sentences of our
own: a player's brain to be checked, a mocking question whether one can think (also after a
sweet address), "без мозгов" said of a player named with "наш" or as ever, an insult after a
name and "наш", a mind fit for children's games, a chatterer likened to a market woman; and
clean look-alikes (the author's own, sincere warmth, talk about moves and the game)."""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("лиса", "сеня", "ёжик", "ежик", "кот")


def kinds(text: str) -> list[str]:
    return sorted({f.kind for f in moderate(text, text, NAMES)})


@pytest.mark.parametrize(
    "text",
    [
        # a player's brain to be checked
        "Коту бы голову проверить, а не роли считать.",
        "Тебе надо мозги обследовать, честное слово.",
        "Проверить бы Лисе башку после такого голоса.",
        # a mocking question whether one can think, also after a sweet address
        "Сеня, ты вообще соображать умеешь?",
        "Лисонька, зайка моя, ты хоть раз думала головой?",
        "Вы в принципе умеете думать, друзья?",
        # "без мозгов" of a player named with "наш" or as ever
        "Ёжик наш опять без мозгов.",
        "Лиса, как обычно, без мозгов.",
        # an insult after a name and "наш"
        "Сенечка наш глупенький, зато громкий.",
        # a mind fit for children's games
        "С твоим умом, Сеня, тебе только в куличики играть.",
        "Тебе в ладушки играть, а не в мафию.",
        # a chatterer likened to a market woman
        "Лиса тараторит как базарная торговка.",
        "Кот орёт как базарная баба.",
    ],
)
def test_insult(text: str) -> None:
    assert kinds(text) == ["insult"]


@pytest.mark.parametrize(
    "text",
    [
        "Мне пора голову проверить, третий раз путаю роли.",
        "Надо проверить Кота этой ночью, а не Лису.",
        "Я вообще думать не умею сегодня, простите.",
        "Ты вообще думаешь голосовать до конца дня?",
        "Вы хоть раз думали о том, чтобы сменить тактику?",
        "Лисонька, солнышко, спасибо за разбор!",
        "Сеня, умница моя, отличный ход.",
        "Я, как всегда, без мозгов после ночной смены.",
        "Сенечка наш молодец, всё правильно посчитал.",
        "Давай после игры в крестики-нолики сыграем.",
        "Я трещу как базарная баба, извините за флуд.",
        "Радио трещит как сорока.",
    ],
)
def test_clean(text: str) -> None:
    assert kinds(text) == []
