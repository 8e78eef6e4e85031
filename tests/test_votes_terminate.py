"""The reader always comes to an end (issue 16, set 266).

"Раз ведущий мой голос не принял, переголосовываю: Кардинал" made the reader loop for ever: while
deciding whose vote the clause before "голос" tells of, an adjective met after "мой" was never
taken off the list of words. A GM's page would have hung on one post. Every shape of the clause
before the vote word (adjectives, participles, possessives, in any order) is read to its end.
"""

from __future__ import annotations

import itertools

import pytest

from tests.vote_reading import PostReaders, vote

POSTS = PostReaders("МистерИкс\nСерый-Кардинал | Кардинал\nЛеди\n", "МистерИкс")


def test_an_adjective_after_my_in_the_clause_before_the_vote() -> None:
    text = "Раз ведущий мой голос не принял, переголосовываю: Кардинал. Слишком спокойный."
    assert POSTS.read(text)[0] == [vote("Серый-Кардинал")]


@pytest.mark.parametrize(
    "words", list(itertools.permutations(("мой", "ведущий", "последний", "свой", "новый"), 3))
)
def test_every_order_of_such_words_ends(words: tuple[str, ...]) -> None:
    text = f"Раз {' '.join(words)} голос не в счёт, голос: Кардинал."
    assert POSTS.read(text) == ([vote("Серый-Кардинал")], [])
