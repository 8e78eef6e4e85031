"""Vote patterns of sets 207 to 214 (issue 16): ordinary days written blind
(tests/corpus/stranger207-214), each measured once on the commit its README names before it was
read.

Each rule names the general pattern a set showed; the sentences are our own:
- a conclusion drawn opens the call's clause ("Так что казнить X", "Поэтому казнить X");
- a name in a case no vote takes (a genitive only: "Голос: Кири" for Киря) and one letter from
  another player's name is unclear between them;
- a short reason with a comma still sits between a call and its joke ("Казнить X! За то, что
  …. Шучу");
- a vote noun under a heading of reasons or as an item of a numbered list run on in a sentence
  ("Причины: 1) …, 2) голос в X без объяснений") is a deed told;
- two players' whole names after "Голос:", a comma between, the line closed: unclear;
- the call forbidden in its own clause ("Казнить X нельзя помиловать!"; with the comma it calls);
- punctuation dictated to a phone ("голос двоеточие сова … точка");
- a thing's word in a case the preposition never governs ("Голос за кадром") names nobody;
- a word of one player's name that is another's first name in the street's pet form ("Серый":
  Серый Кардинал, and Серёжа_Т) is unclear;
- the we-form call in a plan for the table, step by step ("вешаем X, ночью …, завтра …");
- what could have been done ("Могла назвать тебя кем угодно и повесить тебя же"), where a pause
  before the act ends it ("роль могла быть... меняю голос на X");
- in the vote thread: a player addressed between commas inside a sentence of talk ("Это не
  причина, Котофей, это мяуканье"), a player and a number after a dash (a count: "Кирпич — 5"),
  and the one sentence of a post of talk that writes a name and "без изменений".
"""

from __future__ import annotations

from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Nord | Норд\nKira_M | Кира\nКирилл | Киря\nTesla88 | Тесла\nSk1ppy | Скиппи\nЧёрная Химера\n"
    "Армстронг | Арм\nСова-Полуночница | Сова\nDimon | Димон\nСерый Кардинал | Кард\n"
    "Серёжа_Т | Серёжа\nVelvet88 | Вельвет\nWinry | Винри\nKotofey | Котофей\n"
    "Золотой Кирпич | Кирпич\nMisha_Z | Миша\n"
)
POSTS = PostReaders(ROSTER, "Tesla88")
read = POSTS.read


def test_a_conclusion_opens_the_call() -> None:
    assert read("Так что <strong>казнить Норда</strong>, но я готова слушать.")[0] == [vote("Nord")]
    assert read("Поэтому казнить Норда.")[0] == [vote("Nord")]


def test_a_genitive_one_letter_from_another_is_unclear() -> None:
    assert read("Анвоут. Голос: Кири") == ([("unvote", None, False)], [("Kira_M", "Кирилл")])
    assert read("Голос: Кирилла")[0] == [vote("Кирилл")]
    assert read("Голос: Киря")[0] == [vote("Кирилл")]


def test_a_reason_with_a_comma_before_the_joke() -> None:
    assert read("Казнить Норда! За то, что камень профукал. Шучу-шучу, не бей") == ([], [])
    assert read("Казнить Норда! За то, что камень профукал.")[0] == [vote("Nord")]


def test_a_vote_noun_among_reasons_is_a_deed_told() -> None:
    text = "<strong>Голос: Nord</strong></p><p>Причины: 1) молчание, 2) голос в Кирилла без слов."
    assert read(text)[0] == [vote("Nord")]
    assert read("Причины: молчание и голос в Кирилла без слов. Голос: Норд")[0] == [vote("Nord")]
    assert read("1) Голос на Норда")[0] == [vote("Nord")]


def test_two_whole_names_after_a_colon_are_unclear() -> None:
    assert read("Голос: Sk1ppy, Чёрная Химера<br />Оба хороши.") == (
        [],
        [("Sk1ppy", "Чёрная Химера")],
    )
    assert read("Голос: Скиппи, досрочно")[0] == [vote("Sk1ppy", early=True)]
    assert read("Голос: Скиппи, Химера, ты следующая")[0] == [vote("Sk1ppy")]


def test_the_call_forbidden_in_its_clause() -> None:
    assert read("Казнить Димона нельзя помиловать! Запятую ставьте сами") == ([], [])
    assert read("Казнить Димона не надо") == ([], [])
    assert read("Казнить Димона, нельзя помиловать!")[0] == [vote("Dimon")]


def test_punctuation_dictated_to_a_phone() -> None:
    assert read("диктую с улицы<br />голос двоеточие сова на всякий случай точка")[0] == [
        vote("Сова-Полуночница")
    ]
    assert read("голос двоеточие Димон точка")[0] == [vote("Dimon")]


def test_a_things_word_in_another_case_names_nobody() -> None:
    assert read("Голос за кадром: а тем временем до конца дня четыре часа") == ([], [])
    assert read("голос за Армстронга")[0] == [vote("Армстронг")]


def test_a_name_word_that_is_anothers_pet_first_name_is_unclear() -> None:
    assert read("<strong>Голос: Серый</strong>") == ([], [("Серый Кардинал", "Серёжа_Т")])
    assert read("Голос: Кардинал")[0] == [vote("Серый Кардинал")]
    assert read("Голос: Серёжа")[0] == [vote("Серёжа_Т")]


def test_the_we_form_call_in_a_plan_for_the_table() -> None:
    text = "вешаем вельвет, ночью камнем норда, если гомун — завтра его"
    assert read(text) == ([], [])
    assert read("вешаем вельвет")[0] == [vote("Velvet88")]


def test_what_could_have_been_done() -> None:
    assert read("Винри, могла назвать тебя кем угодно и повесить тебя же.") == ([], [])
    text = "она ж могла знать, роль могла быть... меняю голос на Норда."
    assert read(text)[0] == [vote("Nord")]


def test_the_vote_threads_address_count_and_stay() -> None:
    bare = POSTS.read_bare
    assert bare("Это не причина, Котофей, это мяуканье. А вчера ты молчал?") == ([], [])
    assert bare("10 минут до закрытия. Кирпич — 5, дальше без вариантов") == ([], [])
    assert bare("Кирпич 14:30")[0] == [vote("Золотой Кирпич")]
    text = "Котофей, ты серьёзно? Спать хочешь?<br />Misha_Z, без изменений. Я не меняю мнение."
    assert bare(text)[0] == [vote("Misha_Z")]
    assert bare("Кирпич, без изменений. досрочно")[0] == [vote("Золотой Кирпич", early=True)]


def test_two_votes_compared_and_the_gms_ruling() -> None:
    assert read("Майор, а как же я?)) Я на вас голосую, а вы на Химеру...") == ([], [])
    assert read("За Норда голосую, а вы как хотите")[0] == [vote("Nord")]
    assert read("Голос на Норда, а ты на Кирилла.") == ([], [])  # the keyword first
    gm = PostReaders(ROSTER, "Истина").game
    ruling = "Голос Котофея — против Норда, засчитан."
    assert gm.read_html(f"<p>{ruling}</p>", author="Истина", author_is_gm=True).votes == []
    sashas = PostReaders("Саша\nСашка88 | Сашка\nСаня\nНюра\n", "Нюра")
    # "Шурик": Александр's pet form, and so is each of the three players' names
    assert sashas.read("Голос: Шурик") == ([], [("Саня", "Саша", "Сашка88")])


def test_the_act_refused_after_the_vote() -> None:
    assert read("Кира, голос тебе в ответ кидать не буду, это тупо.") == ([], [])
    assert read("Голос на Норда ставить не буду") == ([], [])
    assert read("Голос Норду, и не буду ничего объяснять")[0] == [vote("Nord")]
