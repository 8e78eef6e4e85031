"""Vote patterns of sets 275 to 280 (issue 16): days written blind (tests/corpus/stranger275-280),
each measured once on main at 4989067.

Each rule names the general pattern a set showed; the sentences are our own:
- a quote whose BBCode the forum left as text ("[quote=…]…[/quote]", a misspelt "[qoute=…]", a
  closing tag alone) is another's text, nested ones too;
- the author's own command before an execution call ("требую казнить X", "повелеваю повесить
  X") is the call; a proposal ("Предлагаю казнить X") stays a call to the table;
- "за казнь X" after a colon is the choice the clause announces;
- the vote form written again with its removal denied ("Голос на X не сниму"), said to stand
  with "у меня стоит", or with "остаётся" before its own preposition ("Мой голос остаётся
  против X") is a vote (rule 3); the locative ("остаётся на X-е") only says where it stands;
- an act followed by a short question of peace or assent (", мир?", ", ок?", ", идёт?") stands;
- a dead player's name written whole, a living player's only in another case ("Голос: Лиса!"
  with Лиса dead and Лис alive) is unclear; in the living one's case ("против Лиса") his;
- the unvote's verb one letter slipped ("сниамю голос", "отзывю свой голос");
- "Мой голос — туда же" under a quote: unclear, the quote's names shown.
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Лис\nВера\nГость\nТень\nМороз\nКракен | Краки\nLisa_Mayer | Лиза\nНадежда | Надя\n"
    "Пётр Первый | Петя\n"
)
POSTS = PostReaders(ROSTER, "Надежда", departed="Лиса\nЛюбовь\n")
read = POSTS.read


def test_a_quote_left_in_bbcode_is_anothers() -> None:
    assert read("[qoute=Lisa_Mayer]Голос: Мороз[/quote]<br>мороз тоже норм")[0] == []
    assert read("[quote=Лиза]Голос: Мороз[/quote] А я голосую против Кракена.")[0] == [
        vote("Кракен")
    ]
    nested = "[quote=Лиза][quote=Лис]Голос: Тень[/quote]Голос: Лис[/quote]Голос: Гость"
    assert read(nested)[0] == [vote("Гость")]
    # the opening lost, the closing tag left: the quote ran from the post's start
    assert read("Голос: Тень[/quote] Голос: Вера")[0] == [vote("Вера")]
    # a tag that is no quote stays text
    assert read("[b]Голос: Тень[/b]")[0] == [vote("Тень")]


def test_a_command_before_the_call() -> None:
    assert read("Бюрократия. Извольте: повелеваю повесить Мороза. Довольны?")[0] == [vote("Мороз")]
    assert read("Требую казнить Кракена!")[0] == [vote("Кракен")]
    assert read("Предлагаю казнить Кракена.")[0] == []


def test_the_choice_after_a_colon() -> None:
    text = "Выбираю меньшее из зол: за казнь Мороза. Без досрочки."
    assert read(text)[0] == [vote("Мороз")]
    assert read("Вопрос к Лизе: за казнь Мороза ты или нет?")[0] == []
    assert read("Если выбирать: за казнь Мороза.")[0] == []


def test_the_form_written_again_and_kept() -> None:
    assert read("Голос на Мороза не сниму, хоть все на меня встаньте.")[0] == [vote("Мороз")]
    assert read("Голос на Кракена не уберу.")[0] == [vote("Кракен")]
    assert read("Голос на Мороза не поставлю.")[0] == []
    assert read("Голос на Мороза не отдам.")[0] == []
    assert read("Голос за Гостя у меня стоит с утра. Повторять не буду.")[0] == [vote("Гость")]
    assert read("Голос за Гостя у Веры стоит.")[0] == []
    assert read("Голос за Гостя стоит поставить.")[0] == []
    assert read("Мой голос остаётся против Веры, если кто спросит.")[0] == [vote("Вера")]
    assert read("Голос остаётся на Вере.")[0] == []
    assert read("Твой голос остаётся против Веры.")[0] == []


def test_an_act_then_a_question_of_peace() -> None:
    assert read("Давай так: голос с Гостя снимаю, мир?")[0] == [("unvote", None, False)]
    assert read("Голос: Тень, ок?")[0] == [vote("Тень")]
    assert read("Голос: Тень или Гость?")[0] == []


def test_a_dead_players_name_written_whole() -> None:
    assert read("Всё, решила. Голос: Лиса!") == ([], [("Лис",)])
    assert read("Голос против Лиса, досрочно.")[0] == [vote("Лис", early=True)]
    assert read("Казнить Лиса.")[0] == [vote("Лис")]


def test_the_unvotes_verb_slipped() -> None:
    text = "сниамю голос. и сразу обратно: Голос: Тень (досрочный)"
    assert read(text)[0] == [("unvote", None, False), vote("Тень", early=True)]
    assert read("отзывю свой голос")[0] == [("unvote", None, False)]
    assert read("Сниму голос позже.")[0] == []


def test_the_same_place_under_a_quote() -> None:
    html = (
        "<blockquote><cite>Лиза написал(а):</cite><p>Голос: Мороз</p></blockquote>"
        "<p>Присоединяюсь. Мой голос — туда же.</p>"
    )
    assert POSTS.read(html) == ([], [("Мороз",)])


def test_anothers_words_reported_in_the_imperfective() -> None:
    # found while checking "Лиса написала: …": the imperfective past reports as the perfective
    assert read("Лиса вчера писала: голосую против Мороза.")[0] == []
    assert read("Гость утром говорил: Голос: Мороз. А теперь молчит.")[0] == []
    assert read("Раз уж писала: голосую против Мороза.")[0] == [vote("Мороз")]
