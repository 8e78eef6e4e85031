"""Every code the day engine can report has its Russian and English words in REASON_CODES.md."""

from __future__ import annotations

import re
from pathlib import Path

from engine.day_codes import Event, Fate, ModkillCause, Reason

ROOT = Path(__file__).resolve().parents[1]


def test_every_code_is_worded_in_both_languages() -> None:
    text = (ROOT / "REASON_CODES.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `([a-z_]+)` \| (.+?) \| .+? \|$", text, re.M))
    for enum in (Reason, Fate, ModkillCause, Event):
        for code in enum:
            assert str(code) in rows, f"{enum.__name__}.{code.name} is not in REASON_CODES.md"
            assert re.search("[а-яё]", rows[str(code)]), f"{code}: no Russian words"
