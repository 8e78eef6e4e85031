"""Vote patterns of sets 191 to 198 (issue 16): eight ordinary days written blind
(tests/corpus/stranger191-198), measured once on 0396c1f before they were read; one short
round of fixes followed, the rest is left as measured (tests/test_votes_devset.py).

Each rule names the general pattern a set showed; the sentences are our own:
- a pet form that is also one letter from a Latin-named player's Russian alias stays unclear
  ("Василик": Василёк, and Vasilisk13 called Василиск), while "Нинка" stays Нина's;
- a slip inside the long change verb ("Переголосоываю: X").
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, vote

POSTS = PostReaders("Vasilisk13 | Василиск\nВасилёк\nКактус_69 | Кактус\nНина\nНика\n", "Нина")
read = POSTS.read


def test_a_pet_form_one_letter_from_a_latin_named_players_alias_is_unclear() -> None:
    assert read("<strong>Голос: Василик</strong>") == ([], [("Vasilisk13", "Василёк")])
    assert read("Голос: Нинка")[0] == [vote("Нина")]


def test_a_slip_inside_the_long_change_verb() -> None:
    assert read("хм, а пост у Зеро норм. Переголосоываю: Кактс")[0] == [vote("Кактус_69")]
