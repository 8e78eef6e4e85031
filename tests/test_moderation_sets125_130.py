"""Moderation found by sets 125 to 130 (issue 16), with sentences of our own.

Measured blind on 05da67e: sets 125 and 127 at 1.000 / 1.000 / 0.950 / 0.0 % and 0.972 /
1.000 / 1.000 / 4.0 %, sets 128 and 130 at 1.000 everywhere. By pattern: a Latin saying is no
Russian typed in Latin letters ("Dura lex, sed lex" is no "дура"). Left: "Безмозглые
рифмоплёты." (a bare name-call on a word no dictionary knows).
"""

from __future__ import annotations

from scraper.moderation import moderate


def test_a_latin_saying_is_no_russian_in_latin_letters() -> None:
    names = ("Dura Lex", "Лекс")
    assert {
        f.kind for f in moderate("Dura lex, sed lex — Лекс оправдывает ник.", nicknames=names)
    } == set()
    assert {f.kind for f in moderate("Ty dura, Лекс.", nicknames=names)} == {"insult"}
