"""The vote reader holds its figures on text nobody here wrote (shared/corpus/votes-dev).

The development set was written by a stranger from the rules alone; the guards beside the
project's own corpus (an English mafiascum thread, a bare-nickname vote thread) were written
with the code. bench/votes_accuracy.py prints the same figures per corpus and per kind.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bench_loader import load_bench

ROOT = Path(__file__).resolve().parents[1]


BENCH = load_bench("votes_accuracy.py")


def test_dev_set_figures() -> None:
    if not (BENCH.DEV / "posts.jsonl").exists():
        pytest.skip(f"the shared development set is not laid out ({BENCH.DEV})")
    score = BENCH.evaluate_score(BENCH.DEV)
    assert score.posts >= 300
    assert score.f1 >= 0.99, score.misses
    assert score.guessed == 0
    assert score.errors.get("candidates", 0) <= 2, score.misses


@pytest.mark.parametrize("name", ["votes-mafiascum", "votes-bare"])
def test_guard_corpora(name: str) -> None:
    score = BENCH.evaluate_score(ROOT / "tests" / "corpus" / name)
    assert score.posts >= 14
    assert score.f1 == 1.0, score.misses
    assert score.guessed == 0
    assert not score.errors, score.misses


def test_mafiascum_is_chosen_by_the_readme() -> None:
    profile = BENCH.profile_for(ROOT / "tests" / "corpus" / "votes-mafiascum", None)
    assert profile.syntax == "mafiascum"
    assert BENCH.profile_for(ROOT / "tests" / "corpus" / "votes-bare", None).name == "default"
    assert BENCH.profile_for(None, "teamliquid").syntax == "hashtag"
