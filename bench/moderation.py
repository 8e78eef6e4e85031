"""Moderation quality per corpus and per label, and (with ``--peers``) two PyPI filters beside it.

Corpora: the project's own (tests/corpus/moderation_ru.jsonl, a regression guard written with
the code), the shared development set written by a stranger (shared/corpus/moderation-dev),
those by other strangers kept in the repo after one blind measurement each
(tests/corpus/stranger1, stranger2, stranger5, stranger6, stranger8, stranger9, stranger10,
stranger11, stranger13, stranger14, stranger16 and stranger17, folder ``moderation``), and any
directory or ``sentences.tsv`` named on the command line (``label<TAB>text``, labels mat / insult /
clean). A directory's ``roster.txt``, when there is one, gives the players' names.

Per corpus: precision of what is flagged, мат recall, insult recall, false alarms on clean text,
each error listed by label with ``-v``. With ``--peers``: badwords-py (Russian word list, Rust
core) and check-swear (a Russian classifier) on the same rows, and sentences per second.
Goals: precision >= 0.97, мат recall >= 0.95, insult recall >= 0.85, false alarms <= 2 %.

    python bench/moderation.py [DIR_OR_TSV ...] [--peers] [-v]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# check-swear reads NLTK's Russian stop words; this checkout ships the list (no download here)
os.environ.setdefault("NLTK_DATA", str(ROOT / "bench" / "data" / "nltk_data"))
warnings.filterwarnings("ignore")

from scraper.moderation import moderate
from scraper.nicknames import Roster

SHARED = ROOT.parent / "shared" / "corpus"
if not SHARED.exists():
    SHARED = Path("/work/shared/corpus")
DEV = SHARED / "moderation-dev"
# The second development set, written by another stranger and kept in the repo.
STRANGER1 = ROOT / "tests" / "corpus" / "stranger1" / "moderation"
# Further strangers' sets, each measured blind once and then kept as a development set.
STRANGER2 = ROOT / "tests" / "corpus" / "stranger2" / "moderation"
STRANGER5 = ROOT / "tests" / "corpus" / "stranger5" / "moderation"
STRANGER6 = ROOT / "tests" / "corpus" / "stranger6" / "moderation"
STRANGER8 = ROOT / "tests" / "corpus" / "stranger8" / "moderation"
STRANGER9 = ROOT / "tests" / "corpus" / "stranger9" / "moderation"
STRANGER10 = ROOT / "tests" / "corpus" / "stranger10" / "moderation"
STRANGER11 = ROOT / "tests" / "corpus" / "stranger11" / "moderation"
STRANGER13 = ROOT / "tests" / "corpus" / "stranger13" / "moderation"
STRANGER14 = ROOT / "tests" / "corpus" / "stranger14" / "moderation"
STRANGER16 = ROOT / "tests" / "corpus" / "stranger16" / "moderation"
STRANGER17 = ROOT / "tests" / "corpus" / "stranger17" / "moderation"
STRANGER18 = ROOT / "tests" / "corpus" / "stranger18" / "moderation"
STRANGER19 = ROOT / "tests" / "corpus" / "stranger19" / "moderation"
STRANGER20 = ROOT / "tests" / "corpus" / "stranger20" / "moderation"
STRANGER21 = ROOT / "tests" / "corpus" / "stranger21" / "moderation"
STRANGER23 = ROOT / "tests" / "corpus" / "stranger23" / "moderation"
STRANGER25 = ROOT / "tests" / "corpus" / "stranger25" / "moderation"
STRANGER26 = ROOT / "tests" / "corpus" / "stranger26" / "moderation"
STRANGER27 = ROOT / "tests" / "corpus" / "stranger27" / "moderation"
STRANGER29 = ROOT / "tests" / "corpus" / "stranger29" / "moderation"
STRANGER31 = ROOT / "tests" / "corpus" / "stranger31" / "moderation"
STRANGER35 = ROOT / "tests" / "corpus" / "stranger35" / "moderation"
STRANGER38 = ROOT / "tests" / "corpus" / "stranger38" / "moderation"
STRANGER41 = ROOT / "tests" / "corpus" / "stranger41" / "moderation"
STRANGER44 = ROOT / "tests" / "corpus" / "stranger44" / "moderation"
STRANGER47 = ROOT / "tests" / "corpus" / "stranger47" / "moderation"
STRANGER50 = ROOT / "tests" / "corpus" / "stranger50" / "moderation"
# The twenty-seventh round (sets 53 to 250): the sets with a moderation part, each measured
# blind once on the commit its README names.
ROUND27 = [
    path
    for number in range(53, 341)
    if (path := ROOT / "tests" / "corpus" / f"stranger{number}" / "moderation").exists()
]
OWN_NAMES = (
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
KINDS = {"profanity": "mat", "insult": "insult", "log_or_screenshot": "log"}
Filter = Callable[[list[dict[str, str]], tuple[str, ...]], list[set[str]]]


@dataclass(slots=True)
class Corpus:
    name: str
    rows: list[dict[str, str]]
    names: tuple[str, ...] = ()


@dataclass(slots=True)
class Score:
    precision: float
    recall: dict[str, float]
    false_alarms: float
    errors: dict[str, list[str]] = field(default_factory=dict)


def load_own() -> Corpus:
    path = ROOT / "tests" / "corpus" / "moderation_ru.jsonl"
    rows = [json.loads(line) for line in path.read_text("utf-8").splitlines()]
    return Corpus("own (tests/corpus/moderation_ru.jsonl)", rows, OWN_NAMES)


def load_tsv(path: Path) -> Corpus:
    """A ``sentences.tsv`` (or a directory holding one, with an optional roster)."""
    folder = path if path.is_dir() else path.parent
    tsv = path / "sentences.tsv" if path.is_dir() else path
    lines = tsv.read_text("utf-8").splitlines()
    rows = []
    for line in lines[1:]:
        if not line.strip():
            continue
        label, _, text = line.partition("\t")
        rows.append({"label": label.strip(), "text": text, "html": "", "group": label.strip()})
    names: tuple[str, ...] = ()
    if (folder / "roster.txt").exists():
        roster = Roster.load(folder / "roster.txt")
        names = tuple(n for name in roster.names for n in [name, *roster.aliases.get(name, [])])
    return Corpus(str(path), rows, names)


def ours(rows: list[dict[str, str]], names: tuple[str, ...]) -> list[set[str]]:
    return [{KINDS[f.kind] for f in moderate(r["text"], r.get("html", ""), names)} for r in rows]


def badwords_filter() -> Filter:
    from badwords import ProfanityFilter

    flt = ProfanityFilter()
    flt.init(languages=["ru"])
    return lambda rows, _names: [{"bad"} if flt.is_profane(r["text"]) else set() for r in rows]


def check_swear_filter() -> Filter:
    from check_swear import SwearingCheck

    model = SwearingCheck()
    return lambda rows, _names: [
        {"bad"} if p else set() for p in model.predict([r["text"] for r in rows])
    ]


def score(rows: list[dict[str, str]], flags: list[set[str]]) -> Score:
    """Precision, recall per label (мат split into plain and disguised where labelled)."""

    def hit(label: str, got: set[str]) -> bool:
        return label in got or "bad" in got

    pairs = list(zip(rows, flags, strict=True))
    flagged = [(r, f) for r, f in pairs if f]
    correct = sum(1 for r, f in flagged if r["label"] != "clean" and hit(r["label"], f))
    recall: dict[str, float] = {}
    groups = {
        "mat": lambda r: r["label"] == "mat",
        "mat plain": lambda r: r["group"] == "mat-plain",
        "mat disguised": lambda r: r["group"].startswith("mat-obfuscated"),
        "insult": lambda r: r["label"] == "insult",
    }
    for name, select in groups.items():
        chosen = [(r, f) for r, f in pairs if select(r)]
        if chosen:
            label = "insult" if name == "insult" else "mat"
            recall[name] = sum(hit(label, f) for _, f in chosen) / len(chosen)
    clean = [f for r, f in pairs if r["label"] == "clean"]
    errors: dict[str, list[str]] = {"mat": [], "insult": [], "clean": []}
    for r, f in pairs:
        wrong = bool(f) if r["label"] == "clean" else not hit(r["label"], f)
        if wrong and r["label"] in errors:
            errors[r["label"]].append(f"{sorted(f)} {r['text']}")
    return Score(
        correct / max(len(flagged), 1),
        recall,
        sum(bool(f) for f in clean) / max(len(clean), 1),
        errors,
    )


def evaluate(corpus: Corpus) -> Score:
    return score(corpus.rows, ours(corpus.rows, corpus.names))


def timed(fn: Filter, corpus: Corpus) -> tuple[list[set[str]], float]:
    fn(corpus.rows[:20], corpus.names)  # warm up
    start = time.perf_counter()
    flags = fn(corpus.rows * 3, corpus.names)[: len(corpus.rows)]
    return flags, len(corpus.rows) * 3 / (time.perf_counter() - start)


def report(corpus: Corpus, contenders: list[tuple[str, Filter]], verbose: bool) -> None:
    labels = sorted({r["label"] for r in corpus.rows})
    print(f"== {corpus.name}: {len(corpus.rows)} sentences ({', '.join(labels)})")
    print(
        f"   {'filter':<12} {'precision':>9} {'мат':>6} {'мат plain':>9} {'мат disg.':>9} "
        f"{'insult':>7} {'FP clean':>9} {'sent/s':>8}"
    )
    for name, fn in contenders:
        flags, speed = timed(fn, corpus)
        s = score(corpus.rows, flags)

        def cell(key: str, width: int, s: Score = s) -> str:
            value = s.recall.get(key)
            return f"{value:{width}.3f}" if value is not None else " " * (width - 1) + "-"

        print(
            f"   {name:<12} {s.precision:9.3f} {cell('mat', 6)} {cell('mat plain', 9)} "
            f"{cell('mat disguised', 9)} {cell('insult', 7)} {s.false_alarms:9.1%} {speed:8.0f}"
        )
        if verbose and name == "mafia-gm":
            for label, lines in s.errors.items():
                for line in lines:
                    print(f"     [{label}] {line}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, help="sentences.tsv or its directory")
    parser.add_argument("--peers", action="store_true", help="also run two PyPI filters")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every error")
    args = parser.parse_args()
    corpora = (
        [load_tsv(p) for p in args.paths]
        if args.paths
        else [
            load_own(),
            *(
                load_tsv(p)
                for p in (
                    DEV,
                    STRANGER1,
                    STRANGER2,
                    STRANGER5,
                    STRANGER6,
                    STRANGER8,
                    STRANGER9,
                    STRANGER10,
                    STRANGER11,
                    STRANGER13,
                    STRANGER14,
                    STRANGER16,
                    STRANGER17,
                    STRANGER18,
                    STRANGER19,
                    STRANGER20,
                    STRANGER21,
                    STRANGER23,
                    STRANGER25,
                    STRANGER26,
                    STRANGER27,
                    STRANGER29,
                    STRANGER31,
                    STRANGER35,
                    STRANGER38,
                    STRANGER41,
                    STRANGER44,
                    STRANGER47,
                    STRANGER50,
                    *ROUND27,
                )
            ),
        ]
    )
    contenders: list[tuple[str, Filter]] = [("mafia-gm", ours)]
    if args.peers:
        for name, make in (("badwords-py", badwords_filter), ("check-swear", check_swear_filter)):
            try:
                contenders.append((name, make()))
            except Exception as exc:  # a peer that cannot run here is reported, not hidden
                print(f"{name}: cannot run here ({type(exc).__name__}: {str(exc).splitlines()[0]})")
    for corpus in corpora:
        report(corpus, contenders, args.verbose)
    print("goals: precision >= 0.97, мат recall >= 0.95, insult recall >= 0.85, FP clean <= 2 %")


if __name__ == "__main__":
    main()
