"""Vote patterns of sets 257 to 262 (issue 16): days written blind (tests/corpus/stranger257-262),
each measured once on main at 4d693da.

Each rule names the general pattern a set showed; the sentences are our own:
- the author of himself in the third person with a word of "still" after the name ("Полкан
  пока голосует"), a verb of giving ("кидает голос", "кидает гс"), the second half after a
  withdrawal ("… и голосует за X"), "мы с X
  голосуем"; never a question of himself ("Ёжик голосует за Мурку? Нет");
- "всё равно гс X", "кмк гс X": the short vote word after "anyway" and a chat's "as I see it";
- a vote form quoted in «…» with no space in it is quoted, not cast;
- "Марся": one letter left out of one name, two letters from another's of five: unclear;
- a change denied at once ("Меняю голос на X. Нет. Не меняю");
- a nickname's own marks ("Dr.Who?", "[KGB]Агент", "Сова&Co") are no sentence's marks;
- "голос переведу: X на виселицу": the change announced, then made; "…, а то …" gives the
  reason of a call.
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Полкан\nЛиса Алиса | Лиса\nТоша\nМурка\nDr.Who? | Доктор\n[KGB]Агент | Агент\nСова&Co\n"
    "Маруся\nМарта\nKot_Matroskin | Кот\nЁжик_в_тумане | Ёжик\nШаман\n"
)


def read(text: str, author: str = "Полкан") -> tuple[list[tuple[str, str | None, bool]], list]:
    return PostReaders(ROSTER, author).read(text)


def test_the_author_of_himself_in_the_third_person() -> None:
    assert read("Полкан всё-таки голосует за Тошу. Гав.")[0] == [vote("Тоша")]
    assert read("Полкан кидает гс на Шамана!!!")[0] == [vote("Шаман")]
    assert read("Полкан снимает голос с Тоши и голосует за Мурку.")[0] == [
        ("unvote", None, False),
        vote("Мурка"),
    ]
    assert read("Мы с Тошей голосуем за Мурку.")[0] == [vote("Мурка")]
    # another's, or a question of himself
    assert read("Тоша перевёл голос на Мурку.")[0] == []
    assert read("Полкан голосует за Мурку? Нет, Мурку жалко.")[0] == []


def test_the_short_vote_word_after_anyway_or_as_i_see_it() -> None:
    assert read("ой, я ж мёртвый. ну всё равно гс Шаман")[0] == [vote("Шаман")]
    assert read("кмк гс Шаман тогда, как и было")[0] == [vote("Шаман")]


def test_a_vote_form_quoted_as_one_token() -> None:
    assert read("«ГОЛОС:Тоша» — капслоком не убедишь, Лиса.")[0] == []


def test_one_letter_left_out_or_two_typed_for_others() -> None:
    assert read("Переголосовываю: Марся") == ([], [("Марта", "Маруся")])


def test_a_change_denied_at_once() -> None:
    assert read("Меняю голос на Тошу. Нет. Не меняю, пусть без меня. Голос на Мурке.")[0] == []


def test_a_nicknames_own_marks() -> None:
    assert read("<b>Голос: Dr.Who?</b><br>Молчит весь день.")[0] == [vote("Dr.Who?")]
    assert read("<b>[KGB]Агент на виселицу</b>")[0] == [vote("[KGB]Агент")]
    assert read("Голос: Сова&Co")[0] == [vote("Сова&Co")]
    assert read("Кто у нас Dr.Who? Голос: Тоша")[0] == [vote("Тоша")]


def test_a_change_announced_and_a_call_with_its_reason() -> None:
    text = "Кто смелый? Не я. Но голос переведу: Кота на виселицу, а то скучно."
    assert read(text)[0] == [vote("Kot_Matroskin")]
