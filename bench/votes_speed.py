"""Vote actions extracted per second on the 3,144 real TeamLiquid posts, in one run.

This reader (teamliquid profile: quotes and spoilers stripped, nicknames resolved against the
roster, ambiguity kept apart) against the plain way: BeautifulSoup text and one regex, with no
nickname resolution at all. Prints both rates and their ratio.
"""

from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bs4 import BeautifulSoup

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import load_profile

VOID = ROOT.parent / "shared" / "external" / "teamliquid-void"
if not VOID.exists():
    VOID = Path("/work/shared/external/teamliquid-void")
PLAIN = re.compile(r"#{1,2}\s*(un)?vote\b:?\s*([^\n#]*)", re.IGNORECASE)


def ours(posts: list[str], reader: VoteReader) -> int:
    return sum(len(reader.read_html(p).sequence) for p in posts)


def plain(posts: list[str]) -> int:
    count = 0
    for post in posts:
        text = BeautifulSoup(post, "html.parser").get_text("\n")
        count += len(PLAIN.findall(text))
    return count


def main() -> None:
    posts = [
        json.loads(line)["html"] for line in (VOID / "posts.jsonl").read_text("utf-8").splitlines()
    ]
    reader = VoteReader(Roster.load(VOID / "roster.txt"), load_profile("teamliquid"))
    ours(posts[:50], reader)  # warm the caches (pymorphy, compiled patterns)
    start = time.perf_counter()
    found = ours(posts, reader)
    ours_s = time.perf_counter() - start
    start = time.perf_counter()
    found_plain = plain(posts)
    plain_s = time.perf_counter() - start
    print(f"posts: {len(posts)}")
    print(
        f"mafia-gm reader: {found} actions, {len(posts) / ours_s:8.0f} posts/s, "
        f"{found / ours_s:8.0f} actions/s"
    )
    print(
        f"BeautifulSoup + regex: {found_plain} matches, {len(posts) / plain_s:8.0f} posts/s, "
        f"{found_plain / plain_s:8.0f} matches/s"
    )
    print(f"speed ratio (ours / plain, posts per second): {plain_s / ours_s:.2f}x")


if __name__ == "__main__":
    main()
