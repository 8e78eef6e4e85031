"""Vote and moderation patterns of sets 329 to 340 (issue 16): days written blind
(tests/corpus/stranger329-340), measured once on main at 653ba1e and 1486e0e.

Each rule names the general pattern a set showed; the sentences are our own:
- the English "vote" (and "воут") in a Russian thread takes the name in any case; "ансвоут";
- a bold or coloured name alone with talk after it is a name pointed at, no vote;
- a pet form of one player's name that is another's first name too ("Женечка" with Женя and
  Евгения), and a declined form of one name that is another's full first name ("Евгению"):
  unclear;
- "Голос против себя я принимаю": others' votes, taken, not cast;
- "Свой голос менять не буду: X" writes the vote again (rule 3);
- a vote word run into the name ("голоснаСоню", "казнитьхмурого"); "гс" inside a sentence before
  a name as the roster writes it; the withdrawal and the early mark one letter off ("снмаю гс",
  "ДСРОЧНО", "досрочна");
- a condition after "X — мой голос"; a quote's heading copied as text, and the line under it;
- "голос мой досрочный на X" tells where the early vote stands;
- words run together hide insults ("санятыничтожество"); players called names as a group
  ("Тупорылые тауны").
"""

from __future__ import annotations

from scraper.moderation import moderate
from tests.vote_reading import PostReaders, reading, vote

ROSTER = "Евгения\nЖеня\nСашка\nСоня\nХмурый\nВаряг\nМиша2003\nЛеснаяФея\nГрач\n"
READERS = PostReaders(ROSTER, "Грач")
read = READERS.read


def test_the_english_vote_word_takes_any_case() -> None:
    assert read("Раз ты так, то и я: vote Хмурого. Посмотрим.")[0] == [vote("Хмурый")]
    assert read("воут Варяга, он весь день скачет")[0] == [vote("Варяг")]
    assert read("Ну и я тогда ансвоут, мир-дружба-жвачка.")[0] == [("unvote", None, False)]


def test_a_bold_name_with_talk_after_it_is_no_vote() -> None:
    pointed = "<p>Ну и ладно.</p><p><strong>Варяг</strong></p><p>Вот кто мафия, запомните.</p>"
    assert reading(READERS.game.read_html(pointed, author="Грач")) == ([], [])
    closing = "<p>Долго думал, всё взвесил.</p><p><strong>Варяг</strong></p>"
    assert reading(READERS.game.read_html(closing, author="Грач"))[0] == [vote("Варяг")]


def test_a_form_of_one_name_that_is_anothers_first_name_is_unclear() -> None:
    assert read("Голос: Женечка. Слишком уж тихо.") == ([], [("Евгения", "Женя")])
    assert read("Отдаю голос Евгению.") == ([], [("Евгения", "Женя")])
    assert read("Голос: Евгения")[0] == [vote("Евгения")]
    assert read("Голос Сашке")[0] == [vote("Сашка")]  # only Сашка's, whatever Саша means


def test_a_vote_against_oneself_taken_is_not_cast() -> None:
    taken = PostReaders(ROSTER, "Евгения").read
    assert taken("Голос против себя я принимаю спокойно.") == ([], [])
    assert taken("Голос против Сони я ставлю.")[0] == [vote("Соня")]


def test_a_vote_not_to_be_changed_is_written_again() -> None:
    assert read("Свой голос менять не буду: Миша2003 — по-прежнему.")[0] == [vote("Миша2003")]
    assert read("Голос менять не буду, подумаю.") == ([], [])


def test_words_run_together_and_letters_slipped() -> None:
    assert read("ну всё мне надоело. голоснаСоню")[0] == [vote("Соня")]
    assert read("ура)))) казнитьхмурого 😂")[0] == [vote("Хмурый")]
    assert read("голосовать надо") == ([], [])
    assert read("для затравки гс ЛеснаяФея, потом посмотрим")[0] == [vote("ЛеснаяФея")]
    assert read("я бы вам гс записала") == ([], [])  # a voice message
    unvote_then_early = read("снмаю гс. ГС ХМУРЫЙ ДСРОЧНО!!!")[0]
    assert unvote_then_early == [("unvote", None, False), vote("Хмурый", early=True)]
    assert read("гс Соня досрочна")[0] == [vote("Соня", early=True)]


def test_a_condition_after_the_name_first_vote_puts_it_off() -> None:
    assert read("Варяг — мой голос, если ты сейчас же не объяснишься.") == ([], [])
    assert read("Варяг — мой голос, если что.")[0] == [vote("Варяг")]


def test_a_quote_heading_copied_as_text_quotes_the_line_under_it() -> None:
    copied = "<p><strong>Соня написал(а):</strong><br />Голос: Варяг</p><p>Вот! Чутьё.</p>"
    assert reading(READERS.game.read_html(copied, author="Грач")) == ([], [])


def test_where_an_early_vote_stands_is_no_new_vote() -> None:
    assert read("голос мой досрочный на Варяге, все в курсе.") == ([], [])
    assert read("Голос на Варяга досрочно")[0] == [vote("Варяг", early=True)]


def test_insults_hidden_in_words_run_together_and_said_to_a_group() -> None:
    names = ("Саня", "Омут")
    assert {f.kind for f in moderate("санятыничтожество", nicknames=names)} == {"insult"}
    assert {f.kind for f in moderate("закройрот омут", nicknames=names)} == {"insult"}
    assert moderate("Такая глупая досрочка только помогает им.", nicknames=names) == []
    group = moderate("Тупорылые тауны, сами себя линчуете который день.", nicknames=names)
    assert {f.kind for f in group} == {"insult"}
    assert moderate("Тауны сегодня молодцы.", nicknames=names) == []


# Sets 335-340 (blind on 1486e0e): an edit line that sets the name right, another choice in
# brackets, the act after a pause, a whole Latin name declined in Russian letters over the start
# of another's, and the early mark said "now" in the next sentence.
LATER = PostReaders("Марта\nМарфа\nMira\nМирон\nВорона\nSnow_White\nГрач\n", "Грач", "Мираж")


def test_an_edit_line_sets_the_name_right() -> None:
    assert LATER.read("<strong>Голос: Марта</strong><br />ред.: тьфу, Марфа! Простите")[0] == [
        vote("Марфа")
    ]
    assert LATER.read("Голос: Марта<br />ред.: опечатки поправил")[0] == [vote("Марта")]


def test_another_choice_in_brackets_leaves_the_vote_undecided() -> None:
    assert LATER.read("Голос: Марфа (ну или Марта, одна малина)")[0] == []
    assert LATER.read("Голос: Марфа (ну она и шумная)")[0] == [vote("Марфа")]


def test_the_act_after_a_pause_ends_the_pondering() -> None:
    assert LATER.read("А может, всё-таки Ворона... меняю голос на Ворону.")[0] == [vote("Ворона")]
    assert LATER.read("Может... голос на Ворону") == ([], [])


def test_a_whole_latin_name_declined_in_russian_letters() -> None:
    assert LATER.read("Голос против Миры. За спешку.")[0] == [vote("Mira")]
    assert LATER.read("Голос против Мирона.")[0] == [vote("Мирон")]


def test_the_early_mark_said_now_in_the_next_sentence() -> None:
    said_now = LATER.read("Голос: Snow_White, по-прежнему. И теперь досрочно.")[0]
    assert said_now == [vote("Snow_White", early=True)]
    refused = LATER.read("Голос: Snow_White. Теперь досрочно нельзя.")[0]
    assert refused == [vote("Snow_White")]
