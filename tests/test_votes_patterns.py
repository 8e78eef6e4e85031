"""Each general rule of the vote reader, with wordings of its own (not the corpora's).

Names: the case a phrase governs, one word of a multi-word name, initials, diminutives, one
edit or swap, the other alphabet. Phrases: change, re-vote, execute, target first, corrections,
hidden characters, a keyword at a line end. False votes: reports of someone else's vote,
inline quotations, a vote talked about, a voice. Early marks only when attached to the vote.
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import load_profile

ROSTER = Roster.parse(
    "Zlata\nВорон | Вороныч\nЛорд Вейдер\nShadow Hunter\nNika | Ника\nNik | Ник\nМаг Ветра\nЁлка\n"
    "Jack Daniels\nСтарый Лис | Лис\nMr.Green | Грин\nКсюша_Ли | Ксю\nБелая Королева\n"
)
READER = VoteReader(ROSTER)


def read(
    text: str, reader: VoteReader = READER
) -> tuple[list[tuple[str, str | None, bool]], list[tuple[str, ...]]]:
    found = reader.read_text(text, author="Ворон")
    return [(v.kind, v.target, v.early) for v in found.votes], [
        a.candidates for a in found.ambiguous
    ]


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Голос против Ника.", "Nik"),  # genitive of Ник
        ("Голос: Ника", "Nika"),  # nominative of Ника
        ("Отдаю голос Нике.", "Nika"),  # dative of Ника
        ("Голос против Лорда.", "Лорд Вейдер"),  # one word of the name, declined
        ("голос: хантер", "Shadow Hunter"),  # one word, Russian letters
        ("Голос: Дэниелс", "Jack Daniels"),
        ("Голос: Джек", "Jack Daniels"),  # transliteration of one word
        ("Голос: Белую", "Белая Королева"),
        ("Голосую против Ксюшеньки", "Ксюша_Ли"),  # diminutive of a name part
        ("Голос: Лисёнок", "Старый Лис"),
        ("Голос: Ёлочка", "Ёлка"),  # к alternates with ч
        ("Голос: Вроон", "Ворон"),  # two letters swapped
        ("Голос: ZIata", "Zlata"),  # a capital I for l
        ("Голос: Z1ata", "Zlata"),  # a digit one for l
        ("Голос: Wороn", "Ворон"),  # mixed alphabets
        ("Голос: Mr. Green", "Mr.Green"),
        ("Голос: Mr.GreeN", "Mr.Green"),
        ("Голос: V0ron", "Ворон"),  # a digit for a letter, then the other alphabet
        ("Голос: МR.GREEN", "Mr.Green"),  # Cyrillic М and capitals
        ("Мой голос сегодня уходит Ворону, без вариантов.", "Ворон"),
        ("Повесить Вейдера, он мутный.", "Лорд Вейдер"),
        ("Смена голоса — Лис.", "Старый Лис"),
        ("Переголосую на Лиса.", "Старый Лис"),
        ("Ворон — мой голос.", "Ворон"),
        ("Голос:\nВорон", "Ворон"),  # the target on the next line
        ("Гол\u200bос: Ворон", "Ворон"),  # a zero-width space inside the keyword
        ("Голосую против себя.", "Ворон"),  # the author
        ("голос: Ворон (окончательно)", "Ворон"),
        ("Голосую против Лиса... то есть Ворона", "Ворон"),  # the correction wins
        ("Голос не Ёлке, а Лису", "Старый Лис"),
        ("Голосую против: Ворон", "Ворон"),
        ("Голос >> Ворон", "Ворон"),
        ("Кидаю голос в Ворона.", "Ворон"),
        ("Голос в сторону Ворона.", "Ворон"),
        ("Меняю голос: Ворон", "Ворон"),
        ("Окончательный голос: Ворон", "Ворон"),
        ("голос - Мистер Грин", "Mr.Green"),  # a title before the name
        ("Голос: [b]Ворон[/b]", "Ворон"),  # BBCode left as text
        ("Голос: «Ворон»", "Ворон"),  # a quoted name is still the target
        ("Я тоже за казнь Ворона, голос: Ворон", "Ворон"),
    ],
)
def test_one_vote(text: str, target: str) -> None:
    votes, ambiguous = read(text)
    assert votes == [("vote", target, False)] and ambiguous == []


def test_how_says_why() -> None:
    found = READER.read_text("Голос: Джек")
    assert found.votes[0].how == "Джек → Jack Daniels, by transliteration"
    assert READER.read_text("Голос: Вроон").votes[0].how == "one edit from the name"


@pytest.mark.parametrize(
    ("text", "candidates"),
    [
        ("Голос: Белый Маг", ("Белая Королева", "Маг Ветра")),  # halves of two names
        ("Голос: Никк", ("Nik", "Nika")),  # one edit from both
        ("Голос: Н.", ("Nik", "Nika")),  # an initial is never enough
        ("Голос: Маг Огня", ("Маг Ветра",)),  # half fits, half contradicts
    ],
)
def test_never_guessed(text: str, candidates: tuple[str, ...]) -> None:
    votes, ambiguous = read(text)
    assert votes == [] and ambiguous == [candidates]


def test_transliteration_only_proposed_where_the_profile_says() -> None:
    strict = VoteReader(ROSTER, load_profile("default").with_overrides({"transliteration": False}))
    assert read("Голос: Джек", strict) == ([], [("Jack Daniels",)])


@pytest.mark.parametrize(
    "text",
    [
        "Ворон отдал свой голос против Ёлки, странно.",
        "Лорд переголосовал на Ёлку.",
        "Ворон поменял голос на Ёлку.",
        "Он написал «Голос: Ёлка», а потом удалил.",
        "Твой голос против Ёлки ничего не решает.",
        "У тебя какой-то странный голос сегодня, Ёлка.",
        "Голос у Ёлки дрожит, когда она врёт.",
        "Голос против Ёлки был ошибкой.",
        "Если Ёлка завтра промолчит, голос на неё.",
        "Я бы отдал голос за Ёлку.",
        "Кто голосует против Ёлки?",
        "Вчера все голосовали против Ёлки.",
        "У Лорда голос против Ёлки, у Ёлки против Лорда.",
        "Мой голос на Ёлке и так стоит.",  # where a vote stands, not a new one
        "Голосую за то, чтобы подождать.",
        "Казнить Ёлку! Шучу)",
        "Ты второй голос против Ёлки за день.",
        "Шэдоу пишет: голос против Ворона.",  # someone else's words
        "Отдай голос за Ворона, Ёлка.",  # a call to another player
        "Голос за Ворона отдан, больше не меняю.",
        "Голосование по Ворону закрыто.",
        "Голоса: Ворон — 3, Лис — 2.",
        "Внутренний голос говорит мне, что Лис врёт.",
    ],
)
def test_not_a_vote(text: str) -> None:
    assert read(text) == ([], [])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Голосую досрочно за Ёлку.", [("vote", "Ёлка", True)]),
        ("Голос: Ёлка (досрочно)", [("vote", "Ёлка", True)]),
        ("Досрочно голосую против Ёлки.", [("vote", "Ёлка", True)]),
        ("Голос: Ёлка. Досрочно.", [("vote", "Ёлка", True)]),
        ("Голос: Ёлка, но не досрочно.", [("vote", "Ёлка", False)]),
        ("Не досрочно. Голос: Ёлка", [("vote", "Ёлка", False)]),
        ("Досрочно не ставлю, но голос: Ёлка", [("vote", "Ёлка", False)]),
        ("Анвоут, подумаю ещё.", [("unvote", None, False)]),
        ("Свой голос снимаю.", [("unvote", None, False)]),
        ("Снимаю голос с Ворона. Голос: Ёлка", [("unvote", None, False), ("vote", "Ёлка", False)]),
        ("Мой голос — Маг Ветра", [("vote", "Маг Ветра", False)]),  # one phrase, one vote
        ("Голос (досрочный): Ворон", [("vote", "Ворон", True)]),
        (
            "Снимаю голос с Ворона и отдаю Лису.",
            [("unvote", None, False), ("vote", "Старый Лис", False)],
        ),
    ],
)
def test_early_withdrawals_and_several(
    text: str, expected: list[tuple[str, str | None, bool]]
) -> None:
    assert read(text) == (expected, [])


MAFIASCUM = Roster.parse(
    "A Simple Name\nShadowHunter\nmy_little_pony\nKirbyMafia\nKirbyKing\nTitus\n"
)


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<p>[vote]ASN[/vote]</p>", [("vote", "A Simple Name")]),
        ("<p><b>Vote: Hunter</b></p>", [("vote", "ShadowHunter")]),
        (
            "<p>[unvote][/unvote] [vote]pony[/vote]</p>",
            [("unvote", None), ("vote", "my_little_pony")],
        ),
        ('<p><span class="bbvote">VOTE: Titus</span></p>', [("vote", "Titus")]),
        ("<p>I'd vote Titus if I were you.</p>", []),  # a plain, unbolded mention
        ("<p><b>Unvote</b></p>", [("unvote", None)]),
    ],
)
def test_mafiascum_profile(html: str, expected: list[tuple[str, str | None]]) -> None:
    found = VoteReader(MAFIASCUM, load_profile("mafiascum")).read_html(html)
    assert [(v.kind, v.target) for v in found.votes] == expected


def test_mafiascum_never_guesses_between_two() -> None:
    found = VoteReader(MAFIASCUM, load_profile("mafiascum")).read_html("<p>[vote]Kirby[/vote]</p>")
    assert found.votes == [] and found.ambiguous[0].candidates == ("KirbyKing", "KirbyMafia")


BARE = VoteReader(
    Roster.parse("Ворон\nJack Daniels\nnailia\nКошка Мурка | Котя\n"),
    load_profile("default").with_overrides({"bare_nickname": True}),
)


@pytest.mark.parametrize(
    ("html", "target"),
    [
        ("<p>Ворон</p>", "Ворон"),
        ("<p>Ворон<br />--<br />Всем удачи, ваш Джек</p>", "Ворон"),  # the signature removed
        ('<p>Котя</p><div class="post-sig">Моя подпись</div>', "Кошка Мурка"),  # an alias
        ("<p>Наиля</p>", "nailia"),  # the other alphabet
        ("<p>Ворон окончательно</p>", "Ворон"),
        ("<p>Ворон, ты где?</p>", None),  # more than a name: read by the grammar
        ("<p>+1</p>", None),
    ],
)
def test_bare_nickname_thread(html: str, target: str | None) -> None:
    found = BARE.read_html(html)
    assert [v.target for v in found.votes] == ([target] if target else [])


def test_bare_names_need_the_profile_option() -> None:
    assert READER.read_html("<p>Ворон</p>").votes == []


def test_gm_relays_in_three_forms() -> None:
    for text in (
        "Голос от Ворона: Ёлка",
        "Ворон голосует против Ёлки (в ЛС).",
        "Голос Ворона — Ёлка",
    ):
        found = READER.read_text(text, author_is_gm=True)
        assert [(v.voter, v.target) for v in found.votes] == [("Ворон", "Ёлка")]
    assert READER.read_text("Итоги: Ёлка — 2 голоса (Ворон, Лис).", author_is_gm=True).votes == []


# Rules added after the second stranger's set (tests/corpus/stranger1), each with wordings
# and names of its own.
SECOND = Roster.parse(
    "Nightwing\nТимон\nЗося\nЗоркий Глаз\nЛорд Вейдер\nЁжик\nVika\nVita\nСтарый Лис | Лис\n"
)
SECOND_READER = VoteReader(SECOND)


@pytest.mark.parametrize(
    ("written", "target"),
    [
        ("Найтвинг", "Nightwing"),  # English sounds: igh is ай, a silent k before n
        ("Найтвингу", "Nightwing"),
        ("Вейдер Лорд", "Лорд Вейдер"),  # the two words turned round
        ("Veider Lord", "Лорд Вейдер"),
        ("Тима", "Тимон"),  # one root, another suffix
        ("Тимку", "Тимон"),
        ("Ежу", "Ёжик"),
        ("Ежом", "Ёжик"),
    ],
)
def test_names_by_sound_order_and_root(written: str, target: str) -> None:
    assert SECOND.resolve(written).target == target


def test_a_typo_that_is_also_a_short_form_is_not_guessed() -> None:
    found = SECOND.resolve("Зоря")  # one letter from Зося, and Зор- starts Зоркий Глаз
    assert found.target is None and found.candidates == ("Зоркий Глаз", "Зося")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("голос, кстати: Тимон", [("vote", "Тимон", False)]),
        ("Меняю свой на досрочный, Лис", [("vote", "Старый Лис", True)]),
        ("Меняю голос на досрочный: Тима", [("vote", "Тимон", True)]),
        ("досрочно против Тимона, а что делать", [("vote", "Тимон", True)]),
        ("Голос с Тимона снят, думаю дальше", [("unvote", None, False)]),
        ("Мой голос будет за Лиса, раз так", [("vote", "Старый Лис", False)]),
        ("ну что ж: голос Тимону", [("vote", "Тимон", False)]),
        ("голосую. Зося", [("vote", "Зося", False)]),
        ("голос не досрочный, просто голос.\nЗося", [("vote", "Зося", False)]),
        (
            "Голос: Зося... ой, её ж ночью убили. Тогда Тимон",
            [("vote", "Зося", False), ("vote", "Тимон", False)],
        ),
        ("голосую против всех? нельзя. ну тогда против Лиса", [("vote", "Старый Лис", False)]),
        ("Тимона повесить!", [("vote", "Тимон", False)]),
        ("я долго думал и остановился на Зосе: это мой голос", [("vote", "Зося", False)]),
        ("Мой голос — за расправу над Тимоном.", [("vote", "Тимон", False)]),
        ("Я бы подумал про Зосю, но голос — Тимон.", [("vote", "Тимон", False)]),
        ("Зося, с Тимоном всё ясно — голос против него", [("vote", "Тимон", False)]),
        ("ну ладно, Зося, мой голос — тебе", [("vote", "Зося", False)]),
        ("Голос: Тимон. Досрочно бы поставил, да рано", [("vote", "Тимон", False)]),
        ("досрочно, конечно.\nГолос: Тимон, раз уж так", [("vote", "Тимон", True)]),
        ("Меняю голос на Зосю, так вернее\nдосрочно", [("vote", "Зося", True)]),
        ("Досрочно? Нет. Голос: Тимон, обычный.", [("vote", "Тимон", False)]),
        (
            "Голос: Лорд В., то есть себя не предлагаю, шучу. Голос — Тимон",
            [("vote", "Тимон", False)],
        ),
        (
            "правило: кто голосует первым, тот и мафия. значит Зося. голосую против Тимона",
            [("vote", "Тимон", False)],
        ),
    ],
)
def test_second_set_phrases(text: str, expected: list[tuple[str, str | None, bool]]) -> None:
    assert read(text, SECOND_READER)[0] == expected


@pytest.mark.parametrize(
    "text",
    [
        "Голос оставляю там же.",  # a vote restated without a name
        "Это мой голос.\nЗося молчит весь день.",  # the next sentence talks about her
        "Казнить нельзя помиловать.",
        "Тимон голосует. Голосую позже.",
    ],
)
def test_second_set_not_votes(text: str) -> None:
    assert read(text, SECOND_READER)[0] == []


def test_an_execution_of_someone_not_playing_is_reported() -> None:
    assert read("Казнить Бармалея. Кто понял, тот понял", SECOND_READER) == ([], [()])


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<p>Ворон</p><hr /><p>Голос: Jack Daniels</p>", [("vote", "Ворон", False)]),
        ("<p>ворон досрочно</p>", [("vote", "Ворон", True)]),
        ("<p>снимаю</p>", [("unvote", None, False)]),
        ("<p>ой, не та вкладка. Ворон</p>", [("vote", "Ворон", False)]),
        ("<p>ой, не та вкладка. Привет</p>", []),
    ],
)
def test_bare_thread_second_set(html: str, expected: list[tuple[str, str | None, bool]]) -> None:
    assert bare_actions(BARE, html) == expected


def bare_actions(reader: VoteReader, html: str) -> list[tuple[str, str | None, bool]]:
    return [(v.kind, v.target, v.early) for v in reader.read_html(html).votes]


@pytest.mark.parametrize(
    ("reader", "name", "word"),
    [("second", "Бармалей", "Ладно"), ("third", "Соловей", "Привет")],
)
def test_bare_unknown_name_is_reported_not_counted(reader: str, name: str, word: str) -> None:
    """A name nobody plays (even a dictionary noun, "Соловей") is reported; a word is not."""
    chosen = BARE if reader == "second" else THIRD_BARE
    found = chosen.read_html(f"<p>{name}</p>")
    assert found.votes == [] and [a.candidates for a in found.ambiguous] == [()]
    assert chosen.read_html(f"<p>{word}</p>").ambiguous == []


MAFIASCUM_2 = Roster.parse("Titus\ndark_horse_7\nSir Percival Bottomsworth\nPinkFloyd\n")


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ('<p>RVS <span class="vote">VOTE: Titus</span></p>', [("vote", "Titus")]),
        ("<p>My vote goes to <b>Pink Floyd</b>.</p>", [("vote", "PinkFloyd")]),
        ("<p><b>VOTE: dh7</b></p>", [("vote", "dark_horse_7")]),  # initials and the number
        ("<p><b>VOTE: Sir Percy</b></p>", [("vote", "Sir Percival Bottomsworth")]),
        ("<p><b>Vote Count 2.1</b><br>Titus (1): PinkFloyd</p>", []),
        ("<p><b>vote: Titus</b> wait, that's me. Ignore.</p>", []),
        ("<p><b>VOTE: Dave</b><br>sorry, autocorrect for Titus</p>", [("vote", "Titus")]),
    ],
)
def test_mafiascum_second_set(html: str, expected: list[tuple[str, str | None]]) -> None:
    found = VoteReader(MAFIASCUM_2, load_profile("mafiascum")).read_html(html, author="Titus")
    assert [(v.kind, v.target) for v in found.votes] == expected


def test_phpbb_bold_and_vote_tag_markup_count_as_marked() -> None:
    """phpBB 3.0/3.1 prosilver renders [b] as an inline font-weight span, 3.2+ as
    <strong class="text-strong">, and mafiascum's [vote] as span.bbvote "VOTE: NAME"."""

    from scraper.nicknames import Roster
    from scraper.votes.extract import VoteReader
    from scraper.votes.profile import load_profile

    reader = VoteReader(Roster.parse("Mr Wright\nMariyta\nIce Cold Tea"), load_profile("mafiascum"))
    marked = [
        '<span style="font-weight: bold">Vote: Mariyta</span>',
        '<span style="font-weight:700">vote: ICT</span>',
        '<strong class="text-strong">Vote: Mr Wright</strong>',
        '<span class="bbvote" title="This is an official vote.">VOTE: Mariyta</span>',
    ]
    assert [len(reader.read_html(h).votes) for h in marked] == [1, 1, 1, 1]
    unmarked = [
        "Vote: Mariyta",  # plain text: the mafiascum profile wants bold or the tag
        '<span style="font-weight: normal">Vote: Mariyta</span>',
        '<span style="font-weight: bold">Mariyta</span> is scum',
    ]
    assert [len(reader.read_html(h).votes) for h in unmarked] == [0, 0, 0]


# Rules added after the third stranger's set (tests/corpus/stranger2), with wordings and names
# of their own: where the vote word stands, what a careful GM reads as talk, and how names
# are shortened, softened or roughened.
THIRD = Roster.parse(
    "Гриша | Гриня\nМаруся\nЛеший\nКащей\nТихий Омут\nsnow_fox | Лиса\nNightOwl\nMike Strike\n"
)
THIRD_READER = VoteReader(THIRD)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "голос X" opening a clause after a discourse word, a bracket smiley or a comma
        ("Ну ладно, голос Лешему.", [("vote", "Леший", False)]),
        ("Так и быть, голос Марусе — она молчит.", [("vote", "Маруся", False)]),
        ("я всё понял) голос лешему", [("vote", "Леший", False)]),
        ("Маруся, голос тебе.", [("vote", "Маруся", False)]),
        ("Спорить не буду 😤 Ну и голос Кащею.", [("vote", "Кащей", False)]),
        # the target before the verb or the place of execution, an early mark, a reason
        ("Лешего на казнь.", [("vote", "Леший", False)]),
        ("Лешего — на виселицу!", [("vote", "Леший", False)]),
        ("На костёр Кащея!", [("vote", "Кащей", False)]),
        ("Кащея досрочно казнить.", [("vote", "Кащей", True)]),
        ("Кащея казнить, досрочно.", [("vote", "Кащей", True)]),
        ("Кащея казнить, он врёт с первого дня.", [("vote", "Кащей", False)]),
        ("Вешаем Кащея.", [("vote", "Кащей", False)]),
        ("ДОСРОЧНО Кащей", [("vote", "Кащей", True)]),
        ("ок, я с вами. досрочно Маруся", [("vote", "Маруся", True)]),
        # the change without "голос", restating with the formula, the vote word described
        ("всё, решил: меняю на Марусю", [("vote", "Маруся", False)]),
        ("Голос остаётся: Леший", [("vote", "Леший", False)]),
        ("Голос не меняю: Леший", [("vote", "Леший", False)]),
        ("Голос мой негромкий, но твёрдый — против Лешего.", [("vote", "Леший", False)]),
        ("Мой голос получает Маруся.", [("vote", "Маруся", False)]),
        ("Смена голоса на досрочный: Кащей.", [("vote", "Кащей", True)]),
        # an aside between the vote word and the target
        ("Голосую, пожалуй, против Кащея.", [("vote", "Кащей", False)]),
        ("Голосую, как ни странно, за Кащея.", [("vote", "Кащей", False)]),
        ("Мой голос, как и вчера, — Кащей.", [("vote", "Кащей", False)]),
        ("Голосую... ну, пожалуй, против Кащея.", [("vote", "Кащей", False)]),
        ("Голос — кто бы сомневался — Кащей.", [("vote", "Кащей", False)]),
        # a colon after the target opens the reason; a "since you asked" is no report
        ("Голосую против Кащея: врёт с первого дня.", [("vote", "Кащей", False)]),
        ("Раз уж спросил — голос: Кащей.", [("vote", "Кащей", False)]),
        # withdrawal then a vote in one breath; a slip taken back and replaced
        (
            "Голос с Лешего снимаю, ставлю на Кащея.",
            [("unvote", None, False), ("vote", "Кащей", False)],
        ),
        ("Голос: Гриша или Маруся... нет, не то. Голос: Маруся.", [("vote", "Маруся", False)]),
        (
            "Голос против Лешего. Нет, против Кащея.",  # the fix listed after, as written
            [("vote", "Леший", False), ("vote", "Кащей", False)],
        ),
        (
            "Голос против Лешего. Нет, против Кащея голосовать не буду.",
            [("vote", "Леший", False)],
        ),
        # the early mark of another sentence does not reach the vote
        ("Леший вчера собирал досрочные. Голос за Лешего.", [("vote", "Леший", False)]),
        ("Голосую против Лешего. Голос досрочный.", [("vote", "Леший", True)]),
        ("Голос против Лешего, досрочка.", [("vote", "Леший", True)]),  # slang
        ("Досрочка: Леший", [("vote", "Леший", True)]),
        ("Голос против Лешего. Ставлю досрочно.", [("vote", "Леший", True)]),
        ("Голос против Лешего, и да, досрочно.", [("vote", "Леший", True)]),
        ("Голос против Лешего. Это досрочный голос.", [("vote", "Леший", True)]),
        ("Голос против Лешего. Досрочно пока рано.", [("vote", "Леший", False)]),
        # the vote word mistyped; a verb of giving after a word between
        ("Голсо: Кащей", [("vote", "Кащей", False)]),
        ("голсую против Кащея", [("vote", "Кащей", False)]),
        ("Голос сегодня отдаю Марусе.", [("vote", "Маруся", False)]),
        ("Мой голос достаётся Марусе.", [("vote", "Маруся", False)]),
    ],
)
def test_third_set_phrases(text: str, expected: list[tuple[str, str | None, bool]]) -> None:
    assert read(text, THIRD_READER) == (expected, [])


@pytest.mark.parametrize(
    ("written", "target"),
    [
        ("Гришке", "Гриша"),  # -ка after a soft sign or not
        ("Гришку", "Гриша"),
        ("Маруська", "Маруся"),
        ("Марусенька", "Маруся"),
        ("Гришаня", "Гриша"),
        ("Лисонька", "snow_fox"),
        ("Лисуха", "snow_fox"),  # -уха
        ("Кащеюшка", "Кащей"),
        ("Страйк", "Mike Strike"),  # English silent e: "strike" is read "страйк"
        ("Майк", "Mike Strike"),
        ("Найт Оул", "NightOwl"),
    ],
)
def test_third_set_names(written: str, target: str) -> None:
    found, _ = read(f"Голос: {written}", THIRD_READER)
    assert found == [("vote", target, False)]


def test_a_recap_line_of_the_authors_own_is_his_vote() -> None:
    found = THIRD_READER.read_text("Маруся: голос против Кащея тогда.", author="Маруся")
    assert [(v.kind, v.target) for v in found.votes] == [("vote", "Кащей")]


@pytest.mark.parametrize(
    ("written", "target"),
    [("Петрушке", "Петруха"), ("Котейке", "Кот Учёный"), ("Котяре", "Кот Учёный")],
)
def test_diminutives_with_alternation_and_rough_forms(written: str, target: str) -> None:
    """х alternates with ш (Петруха, Петрушка); "-ейка" and "-яра" soften and roughen."""
    assert Roster.parse("Петруха\nКот Учёный\nКощей\n").resolve(written).target == target


def test_a_name_with_an_epithet_and_two_names_in_one() -> None:
    assert read("Голосую против Марусеньки-болтушки", THIRD_READER)[0] == [
        ("vote", "Маруся", False)
    ]
    votes, ambiguous = read("Голосую против Гришки-Маруськи", THIRD_READER)
    assert votes == [] and ambiguous == [("Гриша", "Маруся")]


@pytest.mark.parametrize(
    "text",
    [
        "Голос Кащея, Лешего и Маруси — уже три.",  # their votes (genitive), a tally
        "Голос Лешего решающий.",
        "Голос Лешему отдали уже трое.",
        "Маруся, голос Лешего тоже против тебя.",  # the vote of Леший, against her
        "Голос на Кащея — ошибка.",  # a vote judged, not cast
        "Голос против Маруси — так себе идея.",
        "Голос на Кащея поставлю вечером.",  # an intention
        "Голос против Кащея у меня будет позже.",
        "Голос: Кащей. Или Леший?",  # undecided
        "я вот думаю голос на Кащея. или на Лешего",
        "Кащея казнить, но не сегодня.",
        "Кащея казнить, если не объяснится.",
        "Кащея казнить рано.",
        "Кащея на казнь? Не, рано.",
        "Досрочных: Кащей, Леший, Маруся. Трое.",  # a count of early votes
        "Голос, говорят, против Кащея.",  # hearsay in the aside
        "Голосую, но не сейчас, против Кащея.",
        "Голос, если Кащей не ответит, против него.",
        "Цитирую Гришу: голос против Кащея.",
        "Ладно, голос потом.",  # "потом" is one letter from no one's name here, and no name
        "Маруся, мой голос — моё дело.",
        "Мой голос — против шума, то есть никому.",
        "Голос — позже.",
        "Мой голос против Кащея вчера ничего не решил.",  # a past vote
        "Голос против Кащея — не мой, это Маруся.",
        "Маруся: голос против Кащея. Гриша: голос против Лешего.",  # a recap of others' votes
        "Маруся — голос против Кащея, Гриша — голос против Лешего.",
        "Голос за Кащея у Маруси и Гриши.",  # whose votes they are
        "Голос против Кащея есть у Маруси.",
    ],
)
def test_third_set_not_votes(text: str) -> None:
    assert read(text, THIRD_READER) == ([], [])


THIRD_BARE = VoteReader(THIRD, load_profile("default").with_overrides({"bare_nickname": True}))


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<p>снимаю<br />Леший</p>", [("unvote", None, False), ("vote", "Леший", False)]),
        ("<p>Кащей (исправил опечатку)</p>", [("vote", "Кащей", False)]),
        (
            "<p>Лeший... ой нет. Кащей</p>",  # a Latin e inside; the slip and the fix, as written
            [("vote", "Леший", False), ("vote", "Кащей", False)],
        ),
        ("<p>Не Кащей</p>", []),
        ("<p>Кащей?</p>", []),
        ("<p>Кащей? Или Леший?</p>", []),
        ("<p>Кащей. Или Леший.</p>", []),
        ("<p>Кащей. Потому что молчит.</p>", [("vote", "Кащей", False)]),
    ],
)
def test_bare_thread_third_set(html: str, expected: list[tuple[str, str | None, bool]]) -> None:
    assert bare_actions(THIRD_BARE, html) == expected


MAFIASCUM_3 = Roster.parse(
    "Scum_Hunter\nTownieMcTownface\nSniper42 | Sniper\nMister Mittens\nMisterMarbles\n"
)


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # a rendered vote tag holding only the name
        ('<p>Random vote.<br><span class="vote">Hunter</span></p>', [("vote", "Scum_Hunter")]),
        (
            '<p><strong>unvote</strong> elsewhere: <span class="vote">TMcT</span></p>',
            [("unvote", None), ("vote", "TownieMcTownface")],
        ),
        # the word "vote" in prose before the bold vote
        (
            "<p>and a vote? <strong>Unvote; vote: Mittens</strong></p>",
            [
                ("unvote", None),
                ("vote", "Mister Mittens"),
            ],
        ),
        ("<p><b>Vote: SN</b></p>", [("vote", "Sniper42")]),  # the first consonants
        ("<p><b>Vote:</b> <b>Sniper</b></p>", [("vote", "Sniper42")]),
        # a bold vote binds with its condition (FORMATS.md rule 10; sets 31 and 172 label it so)
        ("<p><b>Vote: Sniper42</b> if no claim in 12 hours.</p>", [("vote", "Sniper42")]),
        ("<p><b>Vote: Sniper42</b> (unless he claims)</p>", [("vote", "Sniper42")]),
        ("<p><b>Vote: Sniper, if he dodges again</b></p>", [("vote", "Sniper42")]),
        # a plain one hangs on it
        ("<p>[vote]Sniper42[/vote] if no claim in 12 hours.</p>", []),
        ("<p>If I had to pick, <b>Vote: Sniper</b> would be it.</p>", []),
        ("<p>I'd <b>vote: Sniper</b> but he claimed.</p>", []),
        ('<p><span class="vote">Sniper</span> if you ask me.</p>', [("vote", "Sniper42")]),
        ("<p>That would be silly. <b>Vote: Sniper</b></p>", [("vote", "Sniper42")]),
    ],
)
def test_mafiascum_third_set(html: str, expected: list[tuple[str, str | None]]) -> None:
    found = VoteReader(MAFIASCUM_3, load_profile("mafiascum")).read_html(html, author="Titus")
    assert [(v.kind, v.target) for v in found.votes] == expected


def test_mafiascum_two_players_by_one_short_form_stay_ambiguous() -> None:
    reader = VoteReader(MAFIASCUM_3, load_profile("mafiascum"))
    found = reader.read_html("<p><b>Vote: MM</b></p>", author="Titus")
    assert found.votes == [] and [a.candidates for a in found.ambiguous] == [
        ("Mister Mittens", "MisterMarbles")
    ]
