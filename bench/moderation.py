"""Moderation quality and speed on the labelled set, against two PyPI filters, in one run.

For mafia-gm, badwords-py (Russian word list, Rust core) and check-swear (a Russian
classifier): precision of what is flagged, мат recall (plain and obfuscated), insult recall,
false positives on clean text, and sentences per second as a ratio to the fastest peer.
The peers only say "bad or not"; their flag counts as a hit for мат and for insults alike.
Goals: precision >= 0.97, мат recall >= 0.95 (obfuscated included), insult recall >= 0.80,
false positives on clean <= 2 %.
"""

from __future__ import annotations

import json
import os
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# check-swear reads NLTK's Russian stop words; this checkout ships the list (no download here)
os.environ.setdefault("NLTK_DATA", str(ROOT / "bench" / "data" / "nltk_data"))
warnings.filterwarnings("ignore")

from scraper.moderation import moderate

NAMES = (
    "Кот",
    "Алиса",
    "Борис",
    "Майор",
    "Ёжик",
    "Гроза",
    "Винтик",
    "Шпунтик",
    "Незнайка",
    "Пончик",
    "Шэдоу",
)


def load() -> list[dict[str, str]]:
    path = ROOT / "tests" / "corpus" / "moderation_ru.jsonl"
    return [json.loads(line) for line in path.read_text("utf-8").splitlines()]


def ours(rows: list[dict[str, str]]) -> list[set[str]]:
    kinds = {"profanity": "mat", "insult": "insult", "log_or_screenshot": "log"}
    return [{kinds[f.kind] for f in moderate(r["text"], r["html"], NAMES)} for r in rows]


def badwords_filter() -> Callable[[list[dict[str, str]]], list[set[str]]]:
    from badwords import ProfanityFilter

    flt = ProfanityFilter()
    flt.init(languages=["ru"])
    return lambda rows: [{"bad"} if flt.is_profane(r["text"]) else set() for r in rows]


def check_swear_filter() -> Callable[[list[dict[str, str]]], list[set[str]]]:
    from check_swear import SwearingCheck

    model = SwearingCheck()
    return lambda rows: [{"bad"} if p else set() for p in model.predict([r["text"] for r in rows])]


def score(rows: list[dict[str, str]], flags: list[set[str]]) -> dict[str, float]:
    def hit(label: str, got: set[str]) -> bool:
        return label in got or "bad" in got

    flagged = [(r, f) for r, f in zip(rows, flags, strict=True) if f]
    correct = sum(
        1
        for r, f in flagged
        if r["label"] != "clean" and (hit(r["label"], f) or (r["label"] == "log" and "bad" in f))
    )

    def recall(select: Callable[[dict[str, str]], bool], label: str) -> float:
        chosen = [(r, f) for r, f in zip(rows, flags, strict=True) if select(r)]
        return sum(hit(label, f) for _, f in chosen) / max(len(chosen), 1)

    clean = [f for r, f in zip(rows, flags, strict=True) if r["label"] == "clean"]
    return {
        "precision": correct / max(len(flagged), 1),
        "mat_plain": recall(lambda r: r["group"] == "mat-plain", "mat"),
        "mat_obfuscated": recall(lambda r: r["group"].startswith("mat-obfuscated"), "mat"),
        "insult": recall(lambda r: r["label"] == "insult", "insult"),
        "false_positive_clean": sum(bool(f) for f in clean) / max(len(clean), 1),
    }


def timed(fn: Callable[[list[dict[str, str]]], list[set[str]]], rows: list[dict[str, str]]):  # type: ignore[no-untyped-def]
    fn(rows[:20])  # warm up
    start = time.perf_counter()
    flags = fn(rows * 5)[: len(rows)]
    return flags, len(rows) * 5 / (time.perf_counter() - start)


def main() -> None:
    rows = load()
    contenders: list[tuple[str, Callable[[list[dict[str, str]]], list[set[str]]] | None]] = [
        ("mafia-gm", ours)
    ]
    for name, make in (("badwords-py", badwords_filter), ("check-swear", check_swear_filter)):
        try:
            contenders.append((name, make()))
        except Exception as exc:  # a peer that cannot run here is reported, not hidden
            print(f"{name}: cannot run here ({type(exc).__name__}: {str(exc).splitlines()[0]})")
    print(f"sentences: {len(rows)}")
    print(
        f"{'filter':<12} {'precision':>9} {'мат':>6} {'мат obf':>8} {'insult':>7} "
        f"{'FP clean':>9} {'sent/s':>9}"
    )
    speeds = {}
    for name, fn in contenders:
        assert fn is not None
        flags, speed = timed(fn, rows)
        speeds[name] = speed
        s = score(rows, flags)
        print(
            f"{name:<12} {s['precision']:9.3f} {s['mat_plain']:6.3f} {s['mat_obfuscated']:8.3f} "
            f"{s['insult']:7.3f} {s['false_positive_clean']:9.3%} {speed:9.0f}"
        )
    peers = {k: v for k, v in speeds.items() if k != "mafia-gm"}
    if peers:
        fastest = max(peers, key=lambda k: peers[k])
        print(
            f"throughput: mafia-gm / {fastest} (the fastest peer) = "
            f"{speeds['mafia-gm'] / peers[fastest]:.2f}x"
        )
    print("goals: precision >= 0.97, мат recall >= 0.95, insult recall >= 0.80, FP clean <= 2 %")


if __name__ == "__main__":
    main()
