"""Moderation, the twenty-sixth round (set 50, ordinary game talk), with sentences of our own:
"никто" before a negated verb is the pronoun, not "a nobody"; a game role called names is no
player insulted."""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Кот", "Мята")


def kinds(text: str) -> list[str]:
    return [f.kind for f in moderate(text, text, NAMES)]


@pytest.mark.parametrize(
    "text",
    [
        "Не кипятись, Кот, никто тебя пока не выгнал.",
        "Мята, никто тебя ещё ни в чём не обвинил.",
        "Ишварит — та ещё сволочь, но поймать его надо.",
    ],
)
def test_clean(text: str) -> None:
    assert kinds(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Кот, ты никто в этой игре.",
        "Мята — та ещё сволочь.",
    ],
)
def test_insult(text: str) -> None:
    assert kinds(text) == ["insult"]
