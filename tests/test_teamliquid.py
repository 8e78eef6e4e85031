"""Real data: the recorded TeamLiquid game "The Void Mafia" (shared/external/teamliquid-void)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
VOID = ROOT.parent / "shared" / "external" / "teamliquid-void"
if not VOID.exists():  # CI lays shared/ beside the clone; a developer's checkout too
    VOID = Path("/work/shared/external/teamliquid-void")

EXPECTED = [
    ("3044", "vote", "batsnacks"),
    ("3062", "unvote", None),
    ("3062", "vote", "Wile E. Coyote"),
    ("3070", "vote", "batsnacks"),
    ("3092", "vote", "Oatsmaster"),
    ("3096", "vote", "batsnacks"),
    ("3119", "vote", "Wile E. Coyote"),
]


@pytest.fixture(scope="module")
def void_posts() -> list[dict[str, object]]:
    if not VOID.exists():
        pytest.skip(f"the recorded game is not laid out beside the repository ({VOID})")
    return [
        json.loads(line) for line in (VOID / "posts.jsonl").read_text(encoding="utf-8").splitlines()
    ]


def test_votes_extract_reads_the_seven_actions(void_posts: list[dict[str, object]]) -> None:
    chosen = [
        {"id": str(p["index"]), "author": p["author"], "html": p["html"]}
        for p in void_posts
        if 2987 <= int(str(p["index"])) <= 3122
    ]
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mafia_gm.cli",
            "votes",
            "extract",
            "--roster",
            str(VOID / "roster.txt"),
            "--profile",
            "teamliquid",
        ],
        input="".join(json.dumps(p, ensure_ascii=False) + "\n" for p in chosen),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(rows) == len(chosen)
    actions = [(r["id"], v["kind"], v["target"]) for r in rows for v in r["votes"]]
    assert actions == EXPECTED
    assert all(r["ambiguous"] == [] for r in rows)


def test_host_vote_counts_and_plain_talk_are_not_votes(void_posts: list[dict[str, object]]) -> None:
    from scraper.nicknames import Roster
    from scraper.votes.extract import VoteReader
    from scraper.votes.profile import load_profile

    reader = VoteReader(Roster.load(VOID / "roster.txt"), load_profile("teamliquid"))
    by_index = {str(p["index"]): p for p in void_posts}
    for index in ("3050", "3066", "3114", "3104"):  # "Vote Wile with me", a host's count...
        assert reader.read_html(str(by_index[index]["html"])).sequence == []
