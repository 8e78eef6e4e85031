"""Vote patterns of sets 227 to 232 (issue 16): days written blind (tests/corpus/stranger227-232),
each measured once on main at c206c9c, and two forms stop 31 left.

Each rule names the general pattern a set showed; the sentences are our own:
- both halves of a hyphenated name decline ("Голос Ленки-пенки: X", a GM's relay), the first
  half kept as written too ("Жан-Поля");
- what the author will not do (no vote), closed by a comma, opens the vote ("я не буду сидеть
  молча, мой голос против X", set 217);
- "единственный, кто …" (the only one who) after a dash is said of the player, not the vote;
- a name read only with its digits left off ("Дима" for Дима2010) that a word of another's name
  spells in the other alphabet (Dima_pro) is unclear, and so is the first name's other form;
- one slip in "против" after the vote word ("противь"), and in the vote word before "с/со";
- a vote taken back with "забираю": "Голос забираю с X" (never "забираю голос у X", the Stone's);
- the vote's Belarusian words ("Здымаю голас з X", "Галасую супраць Y") and "проти X" in a vote
  thread;
- a vote disowned at once in a chat's words ("нет-нет, это не голос", "не-не, я прикалываюсь");
- the short vote word before a hyphen set apart ("ГС - X"), after "Смена", the early mark cut to
  "доср.", the English "Lynch X";
- a word of four letters or more of a dead player's name names nobody living ("гс Граф");
- "Досрочный, кстати, не поменяешь" on the next line: said to another of his vote, no mark;
- "X на виселицу (досрочно)": the mark in brackets after the call;
- the start of a name in the other alphabet ("vote: Mart" with Марта and Мартын) is shown;
- "Казнить обоих: X и Y": the two named after "обоих";
- one letter from a name, and one from another's in the other alphabet ("Вилу": Вита, Vika);
- a GM's relay that says how and when the vote came ("Пришёл голос в ЛС от X: …",
  "Голос X (ЛС, 19:12): Y").
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, reading, vote

ROSTER = "Ленка-пенка | Ленка\nЖан-Поль\nГром77 | Гром\nСнежная Королева | Королева\nТапок\n"
POSTS = PostReaders(ROSTER, "Тапок", departed="Граф Монте-Кристо\nИриска\nИстина\n")
read = POSTS.read
UNVOTE = ("unvote", None, False)


def gm_reads(text: str):  # type: ignore[no-untyped-def]
    return reading(POSTS.game.read_html(f"<p>{text}</p>", author="Истина", author_is_gm=True))


def test_both_halves_of_a_hyphenated_name_decline() -> None:
    assert gm_reads("Голос Ленки-пенки: Гром")[0] == [vote("Гром77")]
    assert gm_reads("Голос Жан-Поля: Ленка-пенка")[0] == [vote("Ленка-пенка")]
    assert read("Голосую против Ленки-Пенки")[0] == [vote("Ленка-пенка")]
    assert read("Казнить Ленку-пенку!")[0] == [vote("Ленка-пенка")]


def test_what_the_author_will_not_do_closed_by_a_comma() -> None:
    assert read("я не буду сидеть молча, мой голос против Грома.")[0] == [vote("Гром77")]
    assert read("Молчать не стану, голос: Гром")[0] == [vote("Гром77")]
    # a vote refused, or a condition after the refusal, stays no vote
    assert read("не буду голосовать, голос на Грома потом") == ([], [])
    assert read("не буду ждать, если Гром не ответит, голос на Грома") == ([], [])


def test_the_only_one_who_is_said_of_the_player() -> None:
    assert read("голосую против Грома — единственный, кто молчал.")[0] == [vote("Гром77")]
    assert read("голосую против Ириски — единственная, кто думала.") == ([], [()])
    # what the vote is, said of it, still makes it talk
    assert read("досрочный голос на Грома — единственный на столе.") == ([], [])


DIMAS = PostReaders("Дима2010 | Димас\nDima_pro\nТапок\n", "Тапок")


def test_a_name_without_its_digits_beside_anothers_word_across() -> None:
    both = [("Dima_pro", "Дима2010")]
    assert DIMAS.read("Голос: Дима") == ([], both)
    assert DIMAS.read("голос: Димон") == ([], both)
    assert DIMAS.read_bare("Дима") == ([], both)
    assert DIMAS.read("Голос: Димас")[0] == [vote("Дима2010")]
    assert DIMAS.read("Казнить Диму про, и всё")[0] == [vote("Dima_pro")]


def test_slips_in_against_and_in_the_vote_word_before_from() -> None:
    assert read("Галосую противь Грома")[0] == [vote("Гром77")]
    assert read("Голосую пртоив Грома")[0] == [vote("Гром77")]
    assert read("снимаю голс со Снежной")[0] == [UNVOTE]


def test_a_vote_taken_back_with_zabirayu() -> None:
    assert read("Эх. Голос забираю с Грома. Подумаю до вечера.")[0] == [UNVOTE]
    assert read("Голос с Грома забираю.")[0] == [UNVOTE]
    assert read("Голос с Грома не забираю.") == ([], [])
    assert read("Голос забираю у Грома.") == ([], [])  # the Stone's act, told


def test_belarusian_vote_words() -> None:
    text = "Здымаю голас з Грома. Галасую супраць Тапка."
    assert read(text)[0] == [UNVOTE, vote("Тапок")]
    assert POSTS.read_bare("проти Тапка")[0] == [vote("Тапок")]
    assert POSTS.read_bare("супраць Грома")[0] == [vote("Гром77")]


def test_a_vote_disowned_in_a_chats_words() -> None:
    assert read("Голос: Гром! Ой, нет-нет, это не голос, я просто отметилась") == ([], [])
    assert read("Казнить Грома! Ахах, не-не, я прикалываюсь") == ([], [])
    assert read("Казнить Грома! Не шучу.")[0] == [vote("Гром77")]


def test_the_short_vote_word_and_the_early_mark_cut_short() -> None:
    assert read("Ладно.<br />ГС - Гром")[0] == [vote("Гром77")]
    assert read("Смена гс: Гром")[0] == [vote("Гром77")]
    assert read("гс Гром доср. Чтоб все видели.")[0] == [vote("Гром77", early=True)]
    assert read("ok ok. Lynch Grom.")[0] == [vote("Гром77")]
    assert read("no lynch today") == ([], [])


def test_a_word_of_a_dead_players_name() -> None:
    assert read("Граф, раз ты такой активный, гс Граф, повесим второй раз") == ([], [()])


def test_an_early_vote_told_to_another_on_the_next_line() -> None:
    text = "Ну тогда и я: Повесить Грома.<br />Досрочный, кстати, не поменяешь, потом не плачь."
    assert read(text)[0] == [vote("Гром77")]
    assert read("Голос: Гром. Досрочно, чтоб ты знал.")[0] == [vote("Гром77", early=True)]


def test_the_early_mark_in_brackets_after_the_call() -> None:
    assert read("Грома на виселицу (досрочно)")[0] == [vote("Гром77", early=True)]
    assert read("Грома на виселицу (не досрочно)")[0] == [vote("Гром77")]


MARTS = PostReaders("Марта\nМартын\nVika\nВита\nТапок\n", "Тапок")


def test_the_start_of_a_name_in_the_other_alphabet_is_shown() -> None:
    assert MARTS.read("<strong>unvote</strong><br />vote: Mart") == (
        [UNVOTE],
        [("Марта", "Мартын")],
    )


def test_both_named_after_oboih() -> None:
    assert read("Мне надоело. Казнить обоих: Грома и Тапка!") == ([], [("Гром77", "Тапок")])


def test_one_slip_from_a_name_and_from_anothers_across() -> None:
    assert MARTS.read("Ёжик уже неактуален. меняю голос на Вилу") == ([], [("Vika", "Вита")])
    assert MARTS.read("меняю голос на Виту")[0] == [vote("Вита")]


def test_a_relay_says_how_and_when_the_vote_came() -> None:
    relayed = POSTS.game.read_html(
        "<p>Пришёл голос в ЛС от Ленки-пенки:<br />Голос: Гром</p>",
        author="Истина",
        author_is_gm=True,
    )
    assert [(v.voter, v.target) for v in relayed.votes] == [("Ленка-пенка", "Гром77")]
    timed = POSTS.game.read_html(
        "<p>Голос Жан-Поля (ЛС, 19:12): Тапок</p>", author="Истина", author_is_gm=True
    )
    assert [(v.voter, v.target) for v in timed.votes] == [("Жан-Поль", "Тапок")]
