"""Vote patterns of sets 275 to 298 (issue 16): days written blind (tests/corpus/stranger275-298),
each measured once on main (275-280 at 4989067, 281-286 at 1035155, 287-292 at 73ca8a5,
293-298 at b902298).

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
- "Мой голос — туда же" under a quote: unclear, the quote's names shown;
- punctuation said aloud to a phone ("голос запятая лерок точка"), a real word one T9 key from
  the vote word before its colon ("волос: лерок");
- an execution call weighed ("казнить как-то неловко"), "вместо X" naming the one it is not,
  the irony's "(нет)", a drum roll between a preposition and itself again;
- "вы голос свой с меня снимите" asks another to take off his own; "…, не поздно?" after a vote;
- names across the alphabets: a French "j" ("Жан-Люк"), an opening English "w" ("Уайт"), one
  player's word that starts another's name ("макс" with Max_Power and Maxim2001);
- a pet form made on a short form's stem ("Серёженька", "Танюха", "Колька"); one player's whole
  name beside another's with digits ("Маша", Маша_2); a feminine two-word name's genitive is no
  accusative ("на Тёмной Ночи" says where a vote stands);
- a consequence ("так что") after a described deed is the author's; an aside between commas
  before "уходит"; "голос его" is his voice, a possessive;
- a courteous formula performs the act ("Имею честь проголосовать против X", "Позвольте отдать
  голос X").
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
    # a tag that is no quote stays text; an opening never closed stays text too
    assert read("[b]Голос: Тень[/b]")[0] == [vote("Тень")]
    assert read("[quote] Голос: Тень")[0] == [vote("Тень")]
    # a hostile post of hundreds of nested quotes comes apart whole
    deep = "[quote]" * 400 + "Голос: Тень" + "[/quote]" * 400 + " Голос: Вера"
    assert read(deep)[0] == [vote("Вера")]


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


# Stop 34's second wave (sets 281-286, blind on 1035155): the sentences are our own.
PHONE = PostReaders(
    "Сова | Совушка\nКеша\nRedFox | Фокс\nМила\nСтарый Мельник | Мельник\nЛерок\n"
    "Гном-Вася | Гном | Вася\nКапитанКраб | Краб\nШмель\nБармалей\n",
    "Мила",
)


def test_punctuation_said_aloud() -> None:
    # a comma or a colon said aloud makes every mark said one; after the vote word, its colon
    assert PHONE.read("я тоже за лерока пожалуй голос запятая лерок точка")[0] == [vote("Лерок")]
    text = "голос запятая ред фокс точка он весь день всех поправляет точка"
    assert PHONE.read(text)[0] == [vote("RedFox")]
    text = "переголосовываю запятая кеша точка новая строка устала я от вас точка"
    assert PHONE.read(text)[0] == [vote("Кеша")]
    assert PHONE.read("голос мельник точка извините оно само отправилось")[0] == [
        vote("Старый Мельник")
    ]
    assert PHONE.read("с моей точка зрения запятая Сова права")[0] == []


def test_a_real_word_one_key_from_the_vote_word() -> None:
    assert PHONE.read("пишу с кнопочного т9<br>волос: лерок")[0] == [vote("Лерок")]
    assert PHONE.read("у меня волос длинный, Лерок")[0] == []


def test_the_call_weighed() -> None:
    assert PHONE.read("Теперь Кешу казнить как-то неловко, будто по указке.")[0] == []
    assert PHONE.read("Казнить Кешу, хоть и жалко.")[0] == [vote("Кеша")]


def test_instead_of_names_the_one_it_is_not() -> None:
    assert PHONE.read("Отдаю голос Кеше вместо Лерока.")[0] == [vote("Кеша")]


def test_the_ironic_no_and_the_drum_roll() -> None:
    assert PHONE.read("Голосую за Шмеля (нет) 🐝")[0] == []
    text = "Раз вы такие серьёзные — голосую против себя.<br><br>(на самом деле нет)"
    assert PHONE.read(text)[0] == []
    assert PHONE.read("Голосую за Шмеля (нет, правда)")[0] == [vote("Шмель")]
    text = "Меняю голос с себя на... 🥁🥁🥁<br>...на Краба! 🦀"
    assert PHONE.read(text)[0] == [vote("КапитанКраб")]


def test_the_one_asked_takes_off_his_own() -> None:
    text = "Мельник, голубчик, вы хоть голос свой с меня снимите, а то непонятно."
    assert PHONE.read(text)[0] == []
    assert PHONE.read("Ведущий, мой голос против Кеши снимите.")[0] == [("unvote", None, False)]


def test_asked_whether_it_came_in_time() -> None:
    assert PHONE.read("ой я не успела!! голос: Бармалей, не поздно?")[0] == [vote("Бармалей")]


def test_names_read_across_the_alphabets() -> None:
    latin = PostReaders(
        "Jean-Luc\nWhiteRabbit | Кролик\nWhite_Noise\nMax_Power\nMaxim2001\nKOT\n", "KOT"
    )
    assert latin.read("Голосую за Жан-Люка, просто чтобы посмотреть.")[0] == [vote("Jean-Luc")]
    assert latin.read("голос против Уайт Раббита.")[0] == [vote("WhiteRabbit")]
    assert latin.read("голос против Уайта.") == ([], [("WhiteRabbit", "White_Noise")])
    # one's word and the start of another's, both in Latin letters
    assert latin.read("ладно. голос: макс.") == ([], [("Max_Power", "Maxim2001")])
    assert latin.read("голос: Максим.")[0] == [vote("Maxim2001")]


# Stop 34's third wave (sets 287-292, blind on 73ca8a5): the sentences are our own.
FRIENDS = PostReaders(
    "Sergei_Volkov | Серёга | Серый\nТаня_К | Таня\nМаша\nМаша_2 | Маша2\nТёмная Ночь | Ночка\n"
    "Доктор Ватсон | Ватсон\nШмель\nНико | Niko\nРыжик\nKaktus-13\n",
    "Рыжик",
)


def test_a_pet_form_made_on_a_short_ones_stem() -> None:
    assert FRIENDS.read("Серый, ты вчера топил за Пашку.<br>Голос: Серёженька")[0] == [
        vote("Sergei_Volkov")
    ]
    assert FRIENDS.read("Голос против Танюхи.")[0] == [vote("Таня_К")]
    assert FRIENDS.read("Голос: Колька")[0] == []


def test_one_whole_name_beside_another_with_digits() -> None:
    assert FRIENDS.read("Голос: Маша. Которая первая.")[0] == [vote("Маша")]
    assert FRIENDS.read("Меняю голос: Маша_") == ([], [("Маша", "Маша_2")])


def test_a_feminine_name_of_two_words_in_the_locative() -> None:
    assert FRIENDS.read("Голос на Темной Ночи, и никуда он оттуда не денется.")[0] == []
    assert FRIENDS.read("Голос на Тёмную Ночь.")[0] == [vote("Тёмная Ночь")]
    assert FRIENDS.read("Голос против Доктора Ватсона.")[0] == [vote("Доктор Ватсон")]


def test_a_consequence_after_a_described_deed() -> None:
    text = "вот что странно: человек ни разу не ответил, так что голос мой, как ни крути, — Niko."
    assert FRIENDS.read(text)[0] == [vote("Нико")]
    text = "смущает Шмель: на каждый вопрос огрызается, голос на Нико без единого довода"
    assert FRIENDS.read(text)[0] == []


def test_an_aside_before_the_vote_goes() -> None:
    text = "мой голос, хоть и с некоторым сомнением, уходит Шмелю."
    assert FRIENDS.read(text)[0] == [vote("Шмель")]
    assert FRIENDS.read("мой голос, если он не ответит, уходит Шмелю.")[0] == []


def test_his_voice_is_no_vote() -> None:
    text = "— Я сам... <em>*голос его обрывается*</em><br>ООС: Шмель, аккуратнее с отыгрышем"
    assert FRIENDS.read(text)[0] == []
    assert FRIENDS.read("Шмель молчит весь день. Голос на него.")[0] == [vote("Шмель")]


def test_a_courteous_formula_performs_the_act() -> None:
    # set 298 (blind on b902298): "Имею честь проголосовать против …"
    assert FRIENDS.read("Имею честь проголосовать против Шмеля.")[0] == [vote("Шмель")]
    assert FRIENDS.read("Позвольте отдать голос Рыжику.")[0] == [vote("Рыжик")]
    assert FRIENDS.read("Хочу проголосовать против Шмеля.")[0] == []
    assert FRIENDS.read("Разрешите проголосовать против Шмеля?")[0] == []
