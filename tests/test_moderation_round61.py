"""Moderation patterns found by sets 59 and 61 (issue 16, twenty-seventh round, third wave),
each with sentences of our own.

Set 59 (endgame trash talk) was measured blind on ca2783c: 0.977 / 0.950 / 0.960 / 2.9 %; set
61 (players typing on phones) on 0878bbc: 0.976 / 0.800 / 1.000 / 2.9 %. By pattern:

- мат missed: a Latin мат word opening the sentence with its capital ("Zaebali вы…"; a short
  one, "Hui — фамилия", stays a name); a picture inside a word hiding a letter ("х🙊я") or only
  breaking it ("пи😡здец"); a phone's autocorrect slip one letter from a common мат word that no
  dictionary knows ("пизлец", "бдять");
- an insult missed: a brain the size of a pea;
- false alarms: a Romance phrase read as transliterated Russian ("Lo que manda el corazón"),
  an insulting adjective on a thing with another adjective between ("самый бездарный первый
  пост").
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Омут", "Танк", "Гром", "Лиса")


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        "Zaebali уже со своими подсчётами.",
        "Pizdets какой-то, а не день.",
        "какого х🙈я вы молчите",
        "это пи🔥здец товарищи",
        "пиздкц опять т9",
        "бляьь ну почему",
    ],
)
def test_mat(text: str) -> None:
    assert "profanity" in kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "Омут, у тебя мозг размером с горошину.",
        "Гром — игрок с мозгом величиной с орех.",
    ],
)
def test_insults(text: str) -> None:
    assert kinds(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "Hui — это фамилия моего тренера.",
        "«Lo que manda el corazón» — любимая песня Лисы.",
        "Manda la vida, como siempre.",
        "Танк, это самый бездарный первый ход, что я видел.",
        "У меня мозг размером с горошину после ночной смены.",  # the author's own
        "Хлопаю 👏 в ладоши, красиво сыграно.",
        "бляха муха, опять проспал",
    ],
)
def test_clean(text: str) -> None:
    assert kinds(text) == set()


# Set 64 (a chaotic, angry day), measured blind on 4dab6dd at 0.978 / 1.000 / 0.920 / 2.9 %:
# "без мозгов" said of a player named with "у нас", slow-witted and a puppet, and the game's
# homunculi called names (roles, RULES.md's table) with a praise after "но".
@pytest.mark.parametrize(
    "text",
    [
        "Гром у нас марионетка без мозгов, за него Лиса думает.",
        "Какая же Лиса тормознутая, слов нет.",
        "Омут у нас опять без мозгов.",
    ],
)
def test_set_64_insults(text: str) -> None:
    assert kinds(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "Похоть — гадина, конечно, но блок поставила красиво.",
        "Зависть у нас без мозгов, если верить лору.",
        "Гордыня — сволочь, но сильная.",
    ],
)
def test_set_64_clean(text: str) -> None:
    assert kinds(text) == set()
