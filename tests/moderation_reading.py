"""What moderation flags in a sentence, as the pattern tests compare it: the kinds of flags."""

from __future__ import annotations

from scraper.moderation import moderate

# The players the pattern tables name (a name makes an insult aimed)
PLAYERS = ("Мирон", "Kat", "Шпрот")


def kinds(text: str, nicknames: tuple[str, ...] = PLAYERS) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=nicknames)}
