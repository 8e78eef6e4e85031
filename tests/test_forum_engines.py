"""Each forum engine reads its fixture page, served over the local HTTP server, field by field."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest
from sqlmodel import select

from engine.store.db import Store
from engine.store.models import Post, Thread
from engine.store.posts import thread_posts
from scraper.detect import choose_engine
from scraper.http import PoliteClient
from services.scrape import scrape_thread
from tests.forums.localforum import LocalForum
from tests.forums.pages import ALL, OWN_1, OWN_2, QUOTE_1, SPOILER_1, Fixture

IDS = [f"{f.engine}-{i}" for i, f in enumerate(ALL)]


def scrape_fixture(fixture: Fixture, store: Store) -> list[Post]:
    """Serve the fixture's page on a local forum, scrape it, return the stored posts."""
    with LocalForum() as forum:
        forum.put(
            fixture.route or fixture.path,
            fixture.html,
            content_type=fixture.content_type,
            encoding=fixture.charset,
        )
        url = forum.base + fixture.path
        with PoliteClient(delay=0) as client:
            engine, _ = choose_engine(url, client)
        assert engine.name == fixture.engine
        report = scrape_thread(store, url, client=PoliteClient(delay=0, attempts=2, backoff=0.01))
    assert report.engine == fixture.engine and report.stats.new == 2
    with store.session() as s:
        thread = s.exec(select(Thread)).one()
        return thread_posts(s, thread.id or 0)


@pytest.mark.parametrize("fixture", ALL, ids=IDS)
def test_engine_parses_its_page(fixture: Fixture, store: Store) -> None:
    posts = scrape_fixture(fixture, store)
    for post, want in zip(posts, fixture.expected, strict=True):
        assert post.forum_post_id == want["post_id"]
        assert post.author == want["author"] and post.author_id == want["author_id"]
        assert post.posted_at == datetime.fromisoformat(str(want["posted_at"]))
        edited = want["edited_at"]
        assert post.edited_at == (datetime.fromisoformat(str(edited)) if edited else None)
    first, second = posts
    assert first.text.endswith(OWN_1) and QUOTE_1 not in first.text and SPOILER_1 not in first.text
    assert first.quotes == [QUOTE_1] or QUOTE_1 in first.quotes[0]
    assert second.text == OWN_2


HTML_PAGES = [f for f in ALL if f.engine != "discourse"]


@pytest.mark.parametrize(
    "fixture", HTML_PAGES, ids=[f"{f.engine}-{i}" for i, f in enumerate(HTML_PAGES)]
)
def test_unbalanced_markup_never_merges_two_posts(fixture: Fixture, store: Store) -> None:
    """Eight unclosed <div>s in the first post would swallow the second one whole."""
    broken = replace(fixture, html=fixture.html.replace(OWN_1, "<div>" * 8 + OWN_1, 1))
    first, second = scrape_fixture(broken, store)
    assert first.text.endswith(OWN_1) and OWN_2 not in first.text
    assert second.text == OWN_2
    assert (first.author, second.author) == (
        fixture.expected[0]["author"],
        fixture.expected[1]["author"],
    )


@pytest.mark.parametrize("fixture", ALL, ids=IDS)
def test_detected_from_the_page_when_the_url_says_nothing(fixture: Fixture) -> None:
    from scraper.detect import ENGINES

    found = [name for name, cls in ENGINES.items() if cls.detect(fixture.html)]
    assert found == [fixture.engine]
