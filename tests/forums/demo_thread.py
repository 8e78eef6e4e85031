"""The bundled demo thread: its posts (data/demo/thread.toml) and its recorded mybb pages.

``python -m tests.forums.demo_thread`` re-renders data/demo/thread/page-N.html from the posts.
"""

from __future__ import annotations

import tomllib
from datetime import datetime
from zoneinfo import ZoneInfo

from services.demo import DEMO_DIR
from tests.forums.mybb_markup import ForumPost, render_topic_page

TZ = ZoneInfo("Europe/Moscow")


def demo_posts() -> tuple[int, str, list[ForumPost]]:
    """The topic id, title and posts of the demo thread."""
    raw = tomllib.loads((DEMO_DIR / "thread.toml").read_text(encoding="utf-8"))
    posts = []
    for offset, item in enumerate(raw["posts"]):
        edited = item.get("edited")
        posts.append(
            ForumPost(
                post_id=raw["first_post_id"] + offset,
                author=item["a"],
                user_id=raw["users"][item["a"]],
                posted_at=datetime.fromisoformat(item["at"]).replace(tzinfo=TZ),
                bbcode=item["t"],
                edited_at=datetime.fromisoformat(edited).replace(tzinfo=TZ) if edited else None,
            )
        )
    return raw["topic"], raw["title"], posts


def render_demo_pages() -> dict[str, str]:
    """File name → page markup for every page of the demo thread."""
    topic, title, posts = demo_posts()
    pages = max(1, -(-len(posts) // 25))
    return {
        f"page-{n}.html": render_topic_page(posts, n, topic, title) for n in range(1, pages + 1)
    }


def main() -> None:
    folder = DEMO_DIR / "thread"
    folder.mkdir(exist_ok=True)
    for old in folder.glob("page-*.html"):
        old.unlink()
    for name, markup in render_demo_pages().items():
        (folder / name).write_text(markup, encoding="utf-8")
        print(f"wrote {folder / name}")


if __name__ == "__main__":
    main()
