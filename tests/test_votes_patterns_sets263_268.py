"""Vote patterns of sets 263 to 268 (issue 16): days written blind (tests/corpus/stranger263-268),
measured once on main at 34c223b (266 at 8b076bc, as one of its posts never finished before).

Each rule names the general pattern a set showed; the sentences are our own:
- "голос против автора цитаты", "… автора второй цитаты": the quoted post's author, by the
  heading of the outermost quote the ordinal names; unclear when several are quoted and none named;
- "против него / неё" with a quote: the quoted author when the post names no one else; unclear
  between the quoted and the named when both are there;
- a learner's forms: "Повешать X", "голосую для X", "вотирую против X", "беру назад мой голос",
  "Я не меняю голос: X" (the vote kept, restated).
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, vote

ROSTER = "Вальтер\nKraken_13 | Кракен\nLeshiy | Леший\nМира\nБуран-2 | Буран\nХельга\nШмель\n"
POSTS = PostReaders(ROSTER, "Шмель")


def _quoted(*authors: str) -> str:
    return "".join(
        f'<blockquote class="quote-box"><cite>{who} написал(а):</cite><p>ну да</p></blockquote>'
        for who in authors
    )


def read_html(html: str) -> tuple[list[tuple[str, str | None, bool]], list[tuple[str, ...]]]:
    found = POSTS.game.read_html(html, author="Шмель")
    return [(v.kind, v.target, v.early) for v in found.votes], [
        a.candidates for a in found.ambiguous
    ]


def test_the_quoted_posts_author() -> None:
    assert read_html(_quoted("Вальтер") + "<p>Голос против автора цитаты.</p>")[0] == [
        vote("Вальтер")
    ]
    two = _quoted("Leshiy", "Kraken_13")
    assert read_html(two + "<p>Голос против автора второй цитаты.</p>")[0] == [vote("Kraken_13")]
    assert read_html(two + "<p>Голос против автора цитаты.</p>") == (
        [],
        [("Kraken_13", "Leshiy")],
    )


def test_him_or_her_under_a_quote() -> None:
    assert read_html(_quoted("Мира") + "<p>Ну спасибо. Голос против неё.</p>")[0] == [vote("Мира")]
    text = _quoted("Leshiy") + "<p>Адвокат Вальтера нарисовался. Голос против него.</p>"
    assert read_html(text) == ([], [("Leshiy", "Вальтер")])


def test_a_learners_forms() -> None:
    read = POSTS.read
    assert read("<b>Повешать Бурана</b>. He is too loud.")[0] == [vote("Буран-2")]
    assert read("Я голосую для Бурана, он кричит много.")[0] == [vote("Буран-2")]
    assert read("Нет. Я вотирую против Хельга, как раньше.")[0] == [vote("Хельга")]
    assert read("I think I change. Я беру назад мой голос.")[0] == [("unvote", None, False)]
    assert read("Я не меняю голос: Хельга.")[0] == [vote("Хельга")]
    assert read("Я не меняю голос, потому что Хельга права.")[0] == []
