"""Animals drawn for a name: "голос на 🦉" with Сова alive.

A picture is never counted as a name: the GM is asked, and told whom it may mean (the players
whose name is the word the picture shows). Hand-written, as no library maps emoji to Russian
nouns; the table holds the animals players take names from.
"""

from __future__ import annotations

_WORDS: dict[str, tuple[str, ...]] = {
    "🦉": ("сова", "филин"),
    "🦊": ("лиса", "лис"),
    "🐱": ("кот", "кошка"),
    "🐈": ("кот", "кошка"),
    "😺": ("кот", "кошка"),
    "🐺": ("волк",),
    "🐝": ("пчела", "шмель"),
    "🐍": ("змея", "змей"),
    "🦔": ("ёж", "ёжик"),
    "🐻": ("медведь", "мишка"),
    "🐰": ("заяц", "кролик"),
    "🐇": ("заяц", "кролик"),
    "🦅": ("орёл", "ястреб"),
    "🐦": ("птица", "воробей"),
    "🐦‍⬛": ("ворон", "ворона"),
    "🐭": ("мышь", "мышка"),
    "🐶": ("собака", "пёс"),
    "🐕": ("собака", "пёс"),
    "🐸": ("лягушка", "жаба"),
    "🐢": ("черепаха",),
    "🦁": ("лев",),
    "🐯": ("тигр",),
    "🐅": ("тигр",),
    "🐟": ("рыба",),
    "🦈": ("акула",),
    "🕷": ("паук",),
    "🦇": ("мышь", "вампир"),
    "🐞": ("божья коровка",),
    "🐜": ("муравей",),
    "🦋": ("бабочка",),
    "🐧": ("пингвин",),
    "🐼": ("панда",),
    "🦌": ("олень",),
    "🐴": ("конь", "лошадь"),
    "🐗": ("кабан",),
    "🦆": ("утка",),
    "🐓": ("петух",),
    "🐙": ("осьминог",),
    "🦎": ("ящерица",),
    "🐉": ("дракон",),
}


def pictured_words(target: str) -> tuple[str, ...]:
    """The words an animal drawn alone for the name stands for (none if it is anything else)."""
    drawn = target.strip().replace("\ufe0f", "")
    # "голос: 🦔🦔🦔" (set 272): the picture drawn again and again is drawn once
    for size in range(1, 4):
        if drawn and len(drawn) % size == 0 and drawn == drawn[:size] * (len(drawn) // size):
            return _WORDS.get(drawn[:size], ())
    return ()
