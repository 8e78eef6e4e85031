"""Accuracy of vote reading on the labelled Russian corpus (tests/corpus/votes_ru.jsonl).

Prints precision, recall and F1 of vote actions (kind, target, early), the share of votes
reported as ambiguous, and how many truly ambiguous votes were guessed (must be 0).
Goal: F1 >= 0.99 and no ambiguous vote ever guessed.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader

CORPUS = ROOT / "tests" / "corpus"


def evaluate(verbose: bool = False) -> dict[str, float]:
    reader = VoteReader(Roster.load(CORPUS / "roster.txt"))
    posts = [
        json.loads(line) for line in (CORPUS / "votes_ru.jsonl").read_text("utf-8").splitlines()
    ]
    true_pos = predicted = gold_total = ambiguous_reported = guessed = 0
    misses: list[str] = []
    for post in posts:
        found = reader.read_html(post["html"])
        got = Counter((v.kind, v.target, v.early) for v in found.votes)
        want = Counter(tuple(v) for v in post["gold"]["votes"])
        hit = sum((got & want).values())
        true_pos += hit
        predicted += sum(got.values())
        gold_total += sum(want.values())
        ambiguous_reported += len(found.ambiguous)
        if post["gold"]["ambiguous"] and any(v.kind == "vote" for v in found.votes):
            guessed += 1
        if got != want and verbose:
            misses.append(
                f"{post['id']} {post['tags']}: want {dict(want)} got {dict(got)} "
                f"amb {[a.raw for a in found.ambiguous]} :: {post['html'][:120]}"
            )
    precision = true_pos / predicted if predicted else 1.0
    recall = true_pos / gold_total if gold_total else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    if verbose:
        print("\n".join(misses))
    return {
        "posts": len(posts),
        "gold_actions": gold_total,
        "precision": precision,
        "recall": recall,
        "f1": f1,
        "ambiguous_share": ambiguous_reported / max(gold_total, 1),
        "ambiguous_guessed": guessed,
    }


def main() -> None:
    r = evaluate(verbose="-v" in sys.argv)
    print(f"posts: {r['posts']}, labelled vote actions: {r['gold_actions']}")
    print(f"precision: {r['precision']:.4f}  recall: {r['recall']:.4f}  F1: {r['f1']:.4f}")
    print("goal: F1 >= 0.99")
    print(f"ambiguous reported: {r['ambiguous_share']:.3%} of labelled actions")
    print(f"truly ambiguous votes guessed: {r['ambiguous_guessed']}  (goal 0)")


if __name__ == "__main__":
    main()
