"""Vote and moderation patterns of sets 317 to 328 (issue 16): days written blind
(tests/corpus/stranger317-328), measured once on main at 6c11957.

Each rule names the general pattern a set showed; the sentences are our own:
- a pet form of a first name in -чик, -анчик ("Вовчик", "Вованчик") calls the player;
- that pet form beats a one-letter slip in one word of another's longer name ("Вовку" is not
  "Волку" of Серый_Волк), but not a slip of another's whole name;
- a word with a few look-alike letters of the other alphabet ("Мaшуля", a Latin a) is read in
  the alphabet of the rest;
- an English everyday form of a given name ("Mike" for Michael) rivals a word of another's
  name, and "Mc" opens a surname in initials ("TRM" for TheRealMcCoy);
- two opening particles before an execution call ("Ну тогда X на виселицу");
- two players named after the vote form, then "оба" ("Голос: X, Y — оба мутные"): unclear;
- a vote set right into a joke ("… ой, нет, шучу") is taken back;
- a condition after the vote, ended by giving in to it ("— так и быть"), still puts it off;
- a player's two-word name that is an insult's words, written with its capitals, insults no one;
- (sets 326, 327) a pronoun saying the vote again in its sentence is that vote, and the author
  counted in his own tally ("Против X — я") casts nothing;
- (sets 310, 319, 43) the slogan "за мир во всём мире" is no vote for a player called Мир;
- (set 324) "Голос против X и будет против X": a vote, said to stay;
- (set 326) a lone bold name over "просто смотрю на него": watched, no vote;
- (set 327) "Анвоут, говорите, нельзя...": the word as another said it, no withdrawal.
"""

from __future__ import annotations

from scraper.moderation import moderate
from tests.vote_reading import PostReaders, reading, vote

roster = "Владимир Ильич | Ильич\nСерый_Волк | Серый\nМария-Луиза | Маша\nГрач\nСова\nЛиса\n"
READERS = PostReaders(roster, "Грач")
read = READERS.read


def test_a_boyish_pet_form_of_a_first_name_calls_the_player() -> None:
    assert read("Голос: Вованчик")[0] == [vote("Владимир Ильич")]
    assert read("меняю голос на Вовчика")[0] == [vote("Владимир Ильич")]


def test_a_pet_form_beats_a_slip_in_one_word_of_a_longer_name() -> None:
    assert read("Вовку на виселицу.")[0] == [vote("Владимир Ильич")]
    # a slip of a whole name is as likely as the pet form: the GM reads which
    slips = PostReaders("Ирина\nИриска\nГрач\n", "Грач").read
    assert slips("Голос: Иришка") == ([], [("Ирина", "Ириска")])


def test_look_alike_letters_are_read_in_the_alphabet_of_the_rest() -> None:
    assert read("Голос: Мaшуля")[0] == [vote("Мария-Луиза")]  # a Latin "a"
    assert read("Голос: Maшуля")[0] == [vote("Мария-Луиза")]  # a Latin "M"
    assert read("Голос: Мaшуля")[1] == []


def test_an_english_everyday_form_of_a_given_name_rivals_a_word_of_anothers() -> None:
    english = PostReaders("MichaelScott\nBigMike\nTheRealMcCoy\nTownieMcTownface\nZed\n", "Zed")
    assert english.read("VOTE: Mike") == ([], [("BigMike", "MichaelScott")])
    assert english.read("VOTE: TRM")[0] == [vote("TheRealMcCoy")]
    assert english.read("VOTE: TMT")[0] == [vote("TownieMcTownface")]
    assert english.read("VOTE: Scott")[0] == [vote("MichaelScott")]


def test_two_opening_particles_before_an_execution_call() -> None:
    assert read("Ну тогда Сову на виселицу, раз такая смелая.")[0] == [vote("Сова")]
    assert read("Ну ладно, Сову на виселицу.")[0] == [vote("Сова")]


def test_two_players_named_then_both_is_unclear() -> None:
    assert read("Голос: Сова, Лиса — обе мутные, выбирайте сами") == ([], [("Лиса", "Сова")])
    assert read("Голос: Сова. Обе мутные, но она больше")[0] == [vote("Сова")]


def test_a_vote_set_right_into_a_joke_is_taken_back() -> None:
    assert read("Я свой голос отдаю Сове... ой, нет, шучу, Сова, не бойся") == ([], [])
    assert read("Голос: Сова... ой, нет, Лиса")[0] == [vote("Лиса")]


def test_a_condition_given_in_to_still_puts_the_vote_off() -> None:
    assert read("Голос на Лису, если она до вечера не объяснится — так и быть.") == ([], [])
    # a consequence of its own after the dash: the vote is cast, its reason told
    assert read("Голос: Лиса — если она мафия, утащит с собой Сову")[0] == [vote("Лиса")]


def test_a_two_word_name_that_is_an_insults_words_insults_no_one() -> None:
    names = ("Старый Пень", "Пень", "Грач")
    assert moderate("Старый Пень опять всех переиграл.", nicknames=names) == []
    assert {f.kind for f in moderate("Грач, ты старый пень.", nicknames=names)} == {"insult"}


def test_a_pronoun_saying_the_vote_again_in_its_sentence_is_one_vote() -> None:
    # (set 327)
    assert read("Меняю голос на Сову, ставлю на неё, как на лошадь.")[0] == [vote("Сова")]
    # written again in a sentence of its own, the labels count it twice as the reader does
    assert read("Голос: Сова. Да, голос на неё.")[0] == [vote("Сова"), vote("Сова")]


def test_the_author_counted_in_his_own_tally_casts_nothing() -> None:
    # (set 326)
    tally = "Против Лисы — Сова, Грач. Против Совы — Лиса. Против Ильича — я."
    assert read(tally) == ([], [])
    assert read("Против Ильича — я.")[0] == [vote("Владимир Ильич")]  # no tally around it


def test_the_slogan_of_peace_is_no_vote_for_a_player_called_peace() -> None:
    peace = PostReaders("Мир\nГрач\nСова\n", "Грач").read
    assert peace("Я голосую за мир во всём мире и против понедельников.") == ([], [])
    assert peace("Голосую за мир и дружбу!") == ([], [])
    assert peace("Голосую за Мира.")[0] == [vote("Мир")]
    assert peace("голос за мир")[0] == [vote("Мир")]


def test_a_vote_said_to_stay_is_a_vote() -> None:
    assert read("Голос мой против Совы и будет против Совы, хоть до пятницы.")[0] == [vote("Сова")]
    assert read("Голос против Совы будет вечером.") == ([], [])  # promised
    assert read("Да. Голос за Сову и остаётся, повторять не буду.") == ([], [])  # told of


def test_a_lone_bold_name_only_watched_is_no_vote() -> None:
    watched = "<p>Думаю.<br /><strong>Сова</strong><br />просто смотрю на неё.</p>"
    assert reading(READERS.game.read_html(watched, author="Грач")) == ([], [])
    voted = "<p>Думаю.<br /><strong>Сова</strong></p>"
    assert reading(READERS.game.read_html(voted, author="Грач"))[0] == [vote("Сова")]


def test_the_withdrawal_word_as_another_said_it_withdraws_nothing() -> None:
    assert read("Анвоут, говорите, нельзя... Ладно.") == ([], [])
    assert read("Анвоут.")[0] == [("unvote", None, False)]
