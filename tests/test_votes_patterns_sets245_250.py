"""Vote patterns of sets 245 to 250 (issue 16): days written blind (tests/corpus/stranger245-250),
each measured once on main at 3b69102.

Each rule names the general pattern a set showed; the sentences are our own:
- a Latin name declined in Cyrillic letters with its locative ending ("голос на Найтингейле")
  says where a vote stands, unless the vote is declared ("голос мой будет на Джеке");
- in a vote thread, a name then a name-call ("Kerrigan, ты крыса") is the vote with a remark,
  never talk to the player; a name then "пас" is unclear (a vote, or the player's pass told);
- "Голосую за... ⏎ X": a pause before the line break, the target on the next line;
- the vote word inside another word ("самоголос") is no vote word in a reason before a joke.
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Nightingale | Соловей\nJack Daniels\nKerrigan\nТим-Тим | Тимка\nЛедянойВеер | Веер\n"
    "Ёжик_в_тумане | Ёжик\nСова\n"
)
POSTS = PostReaders(ROSTER, "Сова")
read = POSTS.read


def test_a_latin_name_declined_in_the_locative() -> None:
    assert read("голос на Найтингейле, как и было") == ([], [])
    assert read("голос на Найтингейла")[0] == [vote("Nightingale")]
    assert read("джек, месть это святое. а голос мой будет на Джеке")[0] == [vote("Jack Daniels")]


def test_a_vote_thread_name_then_a_name_call_or_a_pass() -> None:
    assert POSTS.read_bare("Kerrigan, ты крыса")[0] == [vote("Kerrigan")]
    assert POSTS.read_bare("Ёжик_в_тумане, дурак ты в тумане")[0] == [vote("Ёжик_в_тумане")]
    assert POSTS.read_bare("Тим-Тим пас") == ([], [("Тим-Тим",)])
    assert POSTS.read_bare("Kerrigan, ты же знаешь, тебе нельзя") == ([], [])


def test_a_pause_before_the_line_break() -> None:
    text = "Думал-думал. Голосую за...<br />ЛедянойВеера! Да, Веер, ты."
    assert read(text)[0] == [vote("ЛедянойВеер")]


def test_the_vote_word_inside_another_word_before_a_joke() -> None:
    assert read("Казнить Ёжика! За самоголос!<br />Шучу-шучу, Ёжик, не плачь") == ([], [])
    assert read("Казнить Ёжика! За голос против меня. Шучу")[0] == [vote("Ёжик_в_тумане")]
