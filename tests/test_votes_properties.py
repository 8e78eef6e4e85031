"""Properties of the vote reader (hypothesis)."""

from __future__ import annotations

import html

from hypothesis import given, settings
from hypothesis import strategies as st

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader

ROSTER = Roster.parse(
    "Лунный Кот | Кот | Котик\nShadow_99 | Шэдоу\nРыжая Ведьма | Ведьма\nЁжик\nАлиса\n"
    "Мастер Ключ | Ключ\nНезнайка\nБорис | Боря\n"
)
READER = VoteReader(ROSTER)
NAMES = [
    "Котика",
    "Шэдоу",
    "Рыжую Ведьму",
    "Ёжика",
    "Алису",
    "Ключа",
    "Незнайку",
    "Бориса",
    "Shadow_99",
    "Лунного Кота",
]
PHRASES = [
    "Голос: {n}",
    "голосую против {n}",
    "Меняю голос на {n}",
    "Голос: {n} досрочно",
    "Отдаю голос за {n}",
    "Снимаю голос",
]
BOXES = [
    '<div class="quote-box"><cite>{a} написал(а):</cite><blockquote><p>{t}</p></blockquote></div>',
    '<div class="quote-box spoiler-box"><div>Спойлер</div>'
    "<blockquote><p>{t}</p></blockquote></div>",
    "<blockquote><p>{t}</p></blockquote>",
    '<div class="bbCodeBlock bbCodeBlock--quote"><div class="bbCodeBlock-content">{t}</div></div>',
    "<details><summary>Спойлер</summary><p>{t}</p></details>",
    '<div class="spoiler"><div class="spoiler-body">{t}</div></div>',
]
CHATTER = ["Доброе утро.", "Мне кажется, он врёт.", "Ну что, кого казним?", "", "Думаю..."]


def actions(found):  # type: ignore[no-untyped-def]
    return [(v.kind, v.target, v.early) for v in found.votes], [a.raw for a in found.ambiguous]


phrase = st.builds(lambda p, n: p.format(n=n), st.sampled_from(PHRASES), st.sampled_from(NAMES))


@settings(max_examples=300, deadline=None)
@given(
    st.lists(phrase, max_size=3),
    st.sampled_from(BOXES),
    phrase,
    st.sampled_from(CHATTER),
    st.integers(0, 3),
)
def test_a_vote_inside_any_quote_or_spoiler_never_counts(
    own: list[str], box: str, hidden: str, chatter: str, where: int
) -> None:
    parts = [f"<p>{html.escape(p)}</p>" for p in [chatter, *own]]
    clean = "".join(parts)
    boxed = box.format(a="Кто-то", t=html.escape(hidden))
    parts.insert(min(where, len(parts)), boxed)
    assert actions(READER.read_html("".join(parts))) == actions(READER.read_html(clean))


NOISE_AFTER = ["", " :)", "))", "!!!", "...", " 😀", " )))", "!", " ;)", " :-D"]


def mangle_case(text: str, pattern: list[bool]) -> str:
    return "".join(
        c.upper() if pattern[i % len(pattern)] else c.lower() for i, c in enumerate(text)
    )


@settings(max_examples=300, deadline=None)
@given(
    st.lists(phrase, min_size=1, max_size=3),
    st.lists(st.sampled_from(NOISE_AFTER), min_size=3, max_size=3),
    st.lists(st.booleans(), min_size=1, max_size=7),
    st.sampled_from(["", "!!! ", ":) "]),
)
def test_noise_a_gm_would_ignore_never_changes_the_result(
    lines: list[str], noise: list[str], case: list[bool], lead: str
) -> None:
    clean = "\n".join(lines)
    noisy = "\n".join(lead + mangle_case(line, case) + noise[i % 3] for i, line in enumerate(lines))
    assert actions(READER.read_text(noisy)) == actions(READER.read_text(clean))
