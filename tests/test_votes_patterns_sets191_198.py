"""Vote patterns of sets 191 to 198 (issue 16): eight ordinary days written blind
(tests/corpus/stranger191-198), measured once on 0396c1f before they were read; one short
round of fixes followed, the rest is left as measured (tests/test_votes_devset.py).

Each rule names the general pattern a set showed; the sentences are our own:
- a pet form that is also one letter from a Latin-named player's Russian alias stays unclear
  ("Василик": Василёк, and Vasilisk13 called Василиск), while "Нинка" stays Нина's;
- a slip inside the long change verb ("Переголосоываю: X");
- the early mark denied right after an execution call says what kind of vote it is ("X на
  виселицу, не досрочно", "…, но не досрочно"), where any other "не"/"но" after it still hedges;
- a word the dictionary knows only as a person's name is a name written small ("голос лёхе"),
  shown unclear when no player has it, while a word that is also a thing's ("голос вере") is not;
- "если что" said in passing after a name that no player has.
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, vote

POSTS = PostReaders(
    "Vasilisk13 | Василиск\nВасилёк\nКактус_69 | Кактус\nНина\nНика\nsanya_ks | Санёк\n", "Нина"
)
read = POSTS.read


def test_a_pet_form_one_letter_from_a_latin_named_players_alias_is_unclear() -> None:
    assert read("<strong>Голос: Василик</strong>") == ([], [("Vasilisk13", "Василёк")])
    assert read("Голос: Нинка")[0] == [vote("Нина")]


def test_a_slip_inside_the_long_change_verb() -> None:
    assert read("хм, а пост у Зеро норм. Переголосоываю: Кактс")[0] == [vote("Кактус_69")]


def test_the_early_mark_denied_after_an_execution_call() -> None:
    for text in (
        "Кактус, без обид) Кактуса на виселицу, не досрочно, если что",
        "Кактуса на виселицу, но не досрочно",
        "Кактуса казнить (не досрочный)",
    ):
        assert read(text) == ([vote("Кактус_69")], []), text
    for text in (
        "Кактуса на виселицу, не сегодня",
        "Кактуса на виселицу, но не досрочно, а завтра",
    ):
        assert read(text) == ([], []), text


def test_a_persons_name_written_small_is_shown_unclear() -> None:
    assert read("голос лёхе. он знает за что") == ([], [()])
    assert read("гс серёге") == ([], [()])
    assert read("голос вере") == ([], [])  # faith as well as Вера
    assert read("голос городу") == ([], [])
    assert read("голос саньку")[0] == [vote("sanya_ks")]


def test_if_anything_said_in_passing_after_a_name_no_player_has() -> None:
    assert read("голос лёхе если что. он знает за что") == ([], [()])
    assert read("голос Лёхе если что") == ([], [()])
    assert read("голос Кактусу если что")[0] == [vote("Кактус_69")]
