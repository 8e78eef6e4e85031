"""Vote patterns of sets 89 to 94 (issue 16): six ordinary days written blind
(tests/corpus/stranger89-94), measured once on 309d5cc before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- the GM asked not to count "it" ("Не считайте это"), the vote taken back;
- "Голос; X": a semicolon typed for the colon, right after the vote word;
- "голос на X оставляю" with a name of one form for every case (indeclinable) writes the form
  again, a vote (FORMATS.md rule 3); "на X держу" holds it where it stands;
- a contrast between two dashes is no aside ("Мой голос — X, а Y — завтра");
- a short reason between the vote and the joke that takes it back ("Казнить X! За кота. Шучу");
- a unique part of one name one letter from another's alias is unclear ("Ольха": Вольха,
  Ольга);
- a vote word opening its sentence, a name two players are near: unclear for the GM;
- the vote thread: a name, a comma and a remark as the last piece after an aside ("тут я.
  Granat, …"); "и" and a plural imperative said to the table ("за Тень, и не уговаривайте");
  a purpose after the name ("…, чтобы не путаться"); the early mark denied in brackets
  ("(досрочку не ставлю)"); two letters shown with whom they may start, never counted.
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, vote

POSTS = PostReaders(
    "Лиса | Лисичка\nГром77 | Гром\nПолковник\nВинри | Winry\nЭнви\nJean Reno | Рено\n"
    "Вольха\nОльга_Петровна | Ольга\nЭдвард\nЭдди_К\nСова\nСева\n",
    "Энви",
)
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голос; Полковник", [vote("Полковник")]),
        ("Мой голос; Лиса, без вариантов.", [vote("Лиса")]),
        ("Всё равно голос на Рено оставляю пока.", [vote("Jean Reno")]),
        ("Мой голос — Винри, а Гром — завтра.", [vote("Винри")]),
        ("Голос — ну кто бы сомневался — Лиса.", [vote("Лиса")]),
        ("Казнить Грома! За вчерашнее.", [vote("Гром77")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Голос: Полковник!!! ой нет, мне же нельзя. Не считайте это, пожалуйста.",
        "Голос: Лиса. Не считайте его.",
        "Голос на Рено держу.",  # where it stands, a name of one form
        "Казнить Грома! За вчерашнее. Шучу-шучу, живи.",  # a short reason, then the joke
        "Голос: Лиса. Она знает. Шучу.",
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text)[0] == []


def test_a_joke_denied_after_a_reason_leaves_the_vote() -> None:
    assert read("Голос: Лиса. Молчит весь день. Не шучу.")[0] == [vote("Лиса")]


def test_a_unique_part_of_a_name_one_letter_from_another_alias_is_unclear() -> None:
    assert read("Голос: Ольха.") == ([], [("Вольха", "Ольга_Петровна")])


def test_a_vote_word_opening_its_sentence_with_two_near_is_unclear() -> None:
    assert read("Всё, хватит думать. гс Сава") == ([], [("Сева", "Сова")])
    assert read("Кстати гс Сава тут ни при чём") == ([], [])  # inside a sentence: talk


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("я пришла. Winry, из игровой не пускает", [vote("Винри")]),
        ("за Лису, и не уговаривайте", [vote("Лиса")]),
        ("Лиса, и не спорьте", [vote("Лиса")]),
        ("Полковник, чтобы не путаться", [vote("Полковник")]),
        ("Гром (досрочку не ставлю, рано)", [vote("Гром77")]),
        ("Гром (досрочно, не передумаю)", [vote("Гром77", early=True)]),
    ],
)
def test_vote_thread_votes(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Лиса, не уговаривай",  # said to her
        "я пришла. Лиса, ты где?",
        "Гром. Ну и ладно. Полковник, извини.",  # the apology turns to the one left
    ],
)
def test_vote_thread_talk_stays_talk(text: str) -> None:
    votes = bare(text)[0]
    assert vote("Лиса") not in votes and vote("Полковник") not in votes


def test_two_letters_in_the_vote_thread_are_shown_never_counted() -> None:
    assert bare("Эд") == ([], [("Эдвард", "Эдди_К")])
    assert bare("Вo") == ([], [("Вольха",)])  # a Latin look-alike letter, one name
    assert bare("Ыы") == ([], [])
