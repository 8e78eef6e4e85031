"""Moderation patterns found by set 58 (issue 16, twenty-seventh round: grown-up players'
irony), each with sentences of our own.

Set 58 was measured blind on f24e54a: precision 0.927, мат 1.000, insult recall 0.680, clean
false alarms 8.3 % (three). By pattern:

- false alarms: a foreign name holding a syllable ("Хуан Себастьян Элькано"); a weak word taken
  back by a praise after "но" ("вы зануда, но зануда полезный"); a neuter adjective after
  "самое" standing alone, a thing ("самое тупое, что я видел");
- insults missed: no talent and a person made small by "-ишка" ("бездарный актёришка"), a
  pettifogger; sent to the devil politely ("шли бы вы … к чёрту"); a mind fit for a children's
  game named after a play verb ("с вашим умом … играют в лото"); a player with a diagnosis of
  grandeur ("с манией величия"); talking with a player likened to talking with a thing
  ("спорить с X — всё равно что спорить с табуреткой"); a player defined after a dash with no
  brain later on. One left: irony that denies a mind by a role ("не гомункул: для гомункула
  нужен хоть какой-то интеллект").
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Сергеич", "Палыч", "Мила", "Штурман", "Архивариус", "Гром")


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        "Палыч — занудный и бездарный крючкотвор.",
        "Гром — бездарь, каких поискать.",
        "Штурман у нас актёришка погорелого театра.",
        "Архивариус, шли бы вы со своими таблицами к чёрту.",
        "Гром, идите к лешему с такими версиями.",
        "Мила, с вашим умом в шахматы не играют, с ним играют в лото.",
        "Сергеич — стратег с манией величия.",
        "Говорить с Палычем — всё равно что говорить со стеной.",
        "Гром — игрок без фантазии и, похоже, без мозгов.",
    ],
)
def test_insults(text: str) -> None:
    assert kinds(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "Штурман, вы не Хуан Себастьян Элькано, за день мир не обойти.",
        "Сергеич, вы зануда, но зануда полезный.",
        "Этот паровоз на Гром — самое тупое, что я видел за игру.",
        "Это была бездарная игра, признаю.",  # the play, not a person
        "К чёрту эти правила, играем дальше.",  # no one sent
        "Я с манией величия, признаю.",  # the author's own
        "Спорить с ведущим — всё равно что спорить с погодой.",
    ],
)
def test_clean(text: str) -> None:
    assert kinds(text) == set()


def test_a_real_obscenity_beside_the_name_still_counts() -> None:
    assert "profanity" in kinds("Хуан, ты хуйню несёшь")
