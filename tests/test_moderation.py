"""Moderation: the labelled set, disguises (hypothesis), the allow-list, the command."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scraper.moderation import moderate
from tests.bench_loader import load_bench

ROOT = Path(__file__).resolve().parents[1]
ROWS = [
    json.loads(line)
    for line in (ROOT / "tests/corpus/moderation_ru.jsonl").read_text("utf-8").splitlines()
]
NAMES = ("Кот", "Алиса", "Борис", "Майор", "Ёжик", "Гроза", "Винтик", "Шпунтик", "Незнайка")
KIND = {"mat": "profanity", "insult": "insult", "log": "log_or_screenshot"}


def test_labelled_set_meets_the_goals() -> None:
    assert len(ROWS) >= 400
    flagged = correct = clean_flagged = 0
    recall = {"mat-plain": [0, 0], "mat-obf": [0, 0], "insult": [0, 0]}
    for row in ROWS:
        kinds = {f.kind for f in moderate(row["text"], row["html"], NAMES)}
        if kinds:
            flagged += 1
            correct += row["label"] != "clean" and KIND[row["label"]] in kinds
        if row["label"] == "clean":
            clean_flagged += bool(kinds)
        group = "mat-obf" if row["group"].startswith("mat-obfuscated") else row["group"]
        if group in recall:
            recall[group][0] += KIND[row["label"]] in kinds
            recall[group][1] += 1
    assert correct / flagged >= 0.97
    assert recall["mat-plain"][0] / recall["mat-plain"][1] >= 0.95
    assert recall["mat-obf"][0] / recall["mat-obf"][1] >= 0.95
    assert recall["insult"][0] / recall["insult"][1] >= 0.80
    clean_total = sum(r["label"] == "clean" for r in ROWS)
    assert clean_flagged / clean_total <= 0.02


FLAGGED = [
    "Иди нахуй",
    "Это пиздец",
    "Заебали",
    "Ты дебил",
    "Кот, ты идиот",
    "Ну ты и мудак",
    "Блядь, опять",
    "Охуеть",
    "Ты кретин",
]
ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
LOOKALIKES = {"а": "a", "о": "o", "е": "e", "с": "c", "р": "p", "х": "x", "у": "y"}


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(FLAGGED),
    st.lists(st.tuples(st.integers(0, 40), st.sampled_from(ZERO_WIDTH)), max_size=4),
)
def test_zero_width_characters_never_hide_a_flag(text: str, inserts: list[tuple[int, str]]) -> None:
    disguised = text
    for at, char in inserts:
        at = min(at, len(disguised))
        disguised = disguised[:at] + char + disguised[at:]
    assert kinds_of(disguised) == kinds_of(text) != set()


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(FLAGGED), st.lists(st.booleans(), min_size=1, max_size=9))
def test_case_never_hides_a_flag(text: str, pattern: list[bool]) -> None:
    mixed = "".join(
        c.upper() if pattern[i % len(pattern)] else c.lower() for i, c in enumerate(text)
    )
    assert kinds_of(mixed) == kinds_of(text) != set()


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(FLAGGED), st.lists(st.booleans(), min_size=1, max_size=9))
def test_lookalike_letters_never_hide_a_flag(text: str, pattern: list[bool]) -> None:
    swapped = "".join(
        LOOKALIKES.get(c, c) if pattern[i % len(pattern)] else c for i, c in enumerate(text)
    )
    assert kinds_of(swapped) == kinds_of(text) != set()


ALLOWED = [
    "оскорблять",
    "колебался",
    "страхуй",
    "мандарин",
    "скипидар",
    "команда",
    "ребенок",
    "учебник",
    "требую",
    "хлебать",
    "небо",
    "корабль",
    "рубля",
    "ансамбль",
    "себе",
    "себя",
    "сукно",
    "херсон",
    "мандат",
    "употреблять",
    "истребитель",
    "бляха",
    "хулиган",
    "погреб",
    "скорбим",
    "гребень",
]


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(ALLOWED),
    st.sampled_from(["", "Слово ", "Кот сказал: "]),
    st.sampled_from(["", ".", "!", " тут"]),
    st.booleans(),
)
def test_an_allowed_word_never_flags(word: str, before: str, after: str, upper: bool) -> None:
    text = before + (word.upper() if upper else word) + after
    assert kinds_of(text) == set()


def test_quotes_are_not_the_authors_words() -> None:
    posts = [
        {
            "id": "1",
            "html": '<div class="quote-box"><blockquote><p>Ты дебил</p></blockquote></div>'
            "<p>Не надо так.</p>",
        },
        {"id": "2", "html": "<p>Кот, ты дебил</p>"},
        {"id": "3", "html": '<p>Скрин из лички</p><img src="x.png">'},
    ]
    result = subprocess.run(
        [sys.executable, "-m", "mafia_gm.cli", "moderate"],
        cwd=ROOT,
        input="".join(json.dumps(p, ensure_ascii=False) + "\n" for p in posts),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert rows[0] == {"id": "1", "flags": []}
    assert rows[1]["flags"] == [{"kind": "insult", "evidence": "дебил"}]
    assert rows[2]["flags"][0]["kind"] == "log_or_screenshot"


@pytest.mark.parametrize(
    "text", ["Какой же я идиот", "Я дурак, перепутал", "Сам дурак, что поверил"]
)
def test_self_deprecation_is_not_an_insult(text: str) -> None:
    assert kinds_of(text) == set()


def _holds(path: Path, floors: tuple[float, float, float, float], rows: int) -> None:
    """Precision, мат recall and insult recall at least, false alarms at most, as given."""
    bench = load_bench("moderation.py")
    corpus = bench.load_tsv(path)
    assert len(corpus.rows) >= rows
    result = bench.evaluate(corpus)
    precision, mat, insult, false_alarms = floors
    assert result.precision >= precision, result.errors
    assert result.recall["mat"] >= mat, result.errors["mat"]
    assert result.recall["insult"] >= insult, result.errors["insult"]
    assert result.false_alarms <= false_alarms, result.errors["clean"]


def test_dev_set_written_by_a_stranger_meets_the_goals() -> None:
    dev = load_bench("moderation.py").DEV
    if not (dev / "sentences.tsv").exists():
        pytest.skip(f"the shared development set is not laid out ({dev})")
    _holds(dev, (0.97, 0.95, 0.85, 0.02), 300)


def test_second_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger1/moderation: a second stranger's set, kept as a development set."""
    _holds(load_bench("moderation.py").STRANGER1, (0.99, 0.99, 0.97, 0.01), 350)


def test_third_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger2/moderation: a third stranger's set, measured blind, then kept."""
    _holds(load_bench("moderation.py").STRANGER2, (0.99, 0.99, 0.97, 0.01), 300)


def test_fifth_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger5/moderation: measured blind once (precision 0.987, мат 0.948,
    insult 0.861, false alarms 0.7 %), then kept; 1.000 / 1.000 / 1.000 / 0.0 % after."""
    _holds(load_bench("moderation.py").STRANGER5, (0.99, 0.99, 0.97, 0.01), 300)


def test_sixth_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger6/moderation: measured blind once (precision 0.987, мат 0.956,
    insult 0.853, false alarms 1.5 %), then kept; 1.000 / 1.000 / 1.000 / 0.0 % after."""
    _holds(load_bench("moderation.py").STRANGER6, (0.99, 0.99, 0.97, 0.01), 300)


def test_eighth_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger8/moderation: measured blind once (precision 0.973, мат 0.940,
    insult 0.836, false alarms 3.0 %), then kept; 1.000 / 1.000 / 1.000 / 0.0 % after."""
    _holds(load_bench("moderation.py").STRANGER8, (0.99, 0.99, 0.97, 0.01), 220)


def test_ninth_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger9/moderation: measured blind once (precision 0.993, мат 0.920,
    insult 0.871, false alarms 0.0 %), then kept; 1.000 / 1.000 / 1.000 / 0.0 % after."""
    _holds(load_bench("moderation.py").STRANGER9, (0.99, 0.99, 0.97, 0.01), 250)


def test_eleventh_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger11/moderation: measured blind once (precision 0.976, мат 0.909,
    insult 0.661, false alarms 2.0 %), then kept; 0.993 / 0.966 / 0.968 / 0.0 % after."""
    _holds(load_bench("moderation.py").STRANGER11, (0.99, 0.96, 0.95, 0.01), 250)


def test_thirteenth_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger13/moderation: measured blind once (precision 0.992, мат 1.000,
    insult 0.710, false alarms 1.0 %), then kept; 1.000 / 1.000 / 0.968 / 0.0 % after."""
    _holds(load_bench("moderation.py").STRANGER13, (0.99, 0.99, 0.95, 0.01), 250)


def test_fourteenth_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger14/moderation: measured blind once (precision 1.000, мат 0.978,
    insult 0.821, false alarms 0.0 %), then kept; 1.000 / 1.000 / 1.000 / 0.0 % after."""
    _holds(load_bench("moderation.py").STRANGER14, (0.99, 0.99, 0.97, 0.01), 250)


def test_seventeenth_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger17/moderation: measured blind once (precision 1.000, мат 0.976,
    insult 0.855, false alarms 0.0 %), then kept; 1.000 / 1.000 / 1.000 / 0.0 % after."""
    _holds(load_bench("moderation.py").STRANGER17, (0.99, 0.99, 0.97, 0.01), 250)


def test_sixteenth_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger16/moderation: measured blind once after round 17 (precision 1.000,
    мат 0.977, insult 0.893, false alarms 0.0 %: every goal met blind), then kept as it reads."""
    _holds(load_bench("moderation.py").STRANGER16, (0.99, 0.97, 0.89, 0.01), 256)


def test_tenth_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger10/moderation: measured blind once (precision 1.000, мат 0.890,
    insult 0.825, false alarms 0.0 %), then kept; 1.000 / 1.000 / 1.000 / 0.0 % after."""
    _holds(load_bench("moderation.py").STRANGER10, (0.99, 0.99, 0.97, 0.01), 250)


@pytest.mark.parametrize(
    "text",
    [
        "Ху*ня какая-то.",  # a mask in the middle of a word
        "Пи@дец подкрался.",
        "Е6анный стыд.",
        "Xyйня, а не логика.",
        "пиzдёж чистой воды",  # Latin z for з
        "Бл9, опять ночь",  # 9 for я
        "Пиз$ец",  # $ as a mask
        "$ъебался отсюда",  # $ for с
        "Хъуйня",  # ъ pushed into the root
        "х/у/й его знает",
        "п_и_з_д_е_ц",
        "3.14здец",  # a number read aloud
        "ppizdec",  # a doubled letter
        "ОхуетьКакойПоворот",  # CamelCase
        "Ну нах.",  # clipped
        "na huy",
    ],
)
def test_disguised_mat_is_found(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Сабля Барона снова в деле.",
        "Hublot на руке у Лиса.",
        "Вчера смотрел Hui Ka Yan по телевизору.",  # a name in Latin letters
        "Huevos rancheros на завтрак.",  # foreign words
        "Гребаный роутер опять упал.",
        "Похрен, играем дальше.",
        "Сука, опять роутер отвалился.",  # vulgar, not мат, and aimed at nobody
        "Хер его знает.",
        "Мне похер.",
    ],
)
def test_innocent_and_vulgar_words_are_not_mat(text: str) -> None:
    assert "profanity" not in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ворон у нас тупица редкостная.",  # third person, no roster needed
        "Лис вообще имбецил, не слушайте его.",
        "Она у нас идиотка, что с неё взять.",
        "Идиотина ты, Лис.",  # an augmentative
        "Эй, кретинчик, ты за кого?",  # a diminutive
        "Безмозглая Ведьмочка опять всё перепутала.",
        "Барон — отброс общества.",
        "Ты что, умственно отсталый?",  # two words
        "Ворон — п с и х о п а т.",
        "Ну ты и дэбил.",  # э for е
        "Ты д3бил.",
        "Ty debil, Voron.",
        "Заткни пасть, Ворон.",  # a rude order to a player
        "Сука ты, Ник.",  # vulgar, aimed at a player
        "Ворон, заткнись уже.",
        "Ворон такой дебил, что даже смешно.",
        "Этот кретин Лис опять всех запутал.",
        "Лорд — полный ноль.",
        "Ник — жалкое ничтожество.",
        "Лис, иди ты лесом, придурок.",
    ],
)
def test_insults_at_players(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Мне стыдно, я кретин.",
        "Эх, дурачок я наивный.",
        "Тупой ход, Гоша, но я тебя понимаю.",  # a move, not the player
        "Идиотская ситуация, конечно.",
        "Не будь дураком, Гоша, проверь.",
        "Хватит валять дурака, Лис.",
        "Маньяк — тварь, но хитрая.",  # a game role, not a player
        "Заткнись, пожалуйста, дай подумать.",
        "Ворон, ты не дурак, ты умный.",  # denied
        "Дураку понятно, что Лис мафия.",  # an idiom
        "Какой-то урод ночью убил Злату.",  # someone unknown, no player meant
        "Фильм «Идиот» Достоевского смотрели?",  # a title in quotation marks
        "Гоша назвал меня дебилом, ГМ, разберитесь.",
    ],
)
def test_not_insults(text: str) -> None:
    assert "insult" not in kinds_of(text)


# Rules added after the second stranger's set (tests/corpus/stranger1), with sentences of
# their own.
@pytest.mark.parametrize(
    "text",
    [
        "хуле вы все молчите",  # misspellings that keep the root
        "ипануться можно с этой ночью",
        "блеать, опять отдача",
        "бл-дь, я проспал",  # a hyphen cutting a short word
        "ВотЭтоИПиздецВообще",  # CamelCase with a one-letter word
        "pi3dets, nas raskryli",  # a digit inside a Latin word
        "Blyat, опять не туда",  # a Latin exclamation opening a Russian sentence
    ],
)
def test_second_set_mat_is_found(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Летал в Huy на выходных, красивый город",  # a foreign place name
        "Заказал на eBay новые карты",
        "Пил Yebisu в баре у вокзала",
        "Ebenezer из книжки был добрее нашего ГМа",
        "Кто-то-там опять спорит",  # a hyphenated word
    ],
)
def test_second_set_foreign_names_are_not_mat(text: str) -> None:
    assert "profanity" not in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ты негодяй, Гоша",  # wider vocabulary
        "Лорд — позорище этой темы",
        "Слышь, пугало, голосуй уже",
        "Ворон — старый маразматик",
        "Ты, Гоша, гнилой человек",  # a contemptuous adjective on a person
        "Мерзкий ты тип, Лис",
        "У Ворона мозгов как у табуретки",  # a comparison
        "Лорд, тебе лечиться пора",
        "Ты, Гоша, ноль без палочки",  # idioms
        "Ворон, завали хайло",  # rude orders
        "Вали отсюда, Лорд",
        "Пошёл ты, Гоша, со своей логикой",
        "Ворон — ду-би-на",  # syllables
        "ДебилыВыВсе, честное слово",  # CamelCase
        "Гоша, ты вообще читать умеешь? мозгов ноль",  # the sentence before turned to him
    ],
)
def test_second_set_insults(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Гнев — редкостная тварь по сюжету манги",  # a story's villain
        "Заставь дурака Богу молиться, это про мою досрочку",  # a proverb
        "Ну и трус же ты, Гоша, проверься уже",  # a game remark, not an attack
        "Ворон — лжец, вчера говорил другое",  # a game accusation
    ],
)
def test_second_set_not_insults(text: str) -> None:
    assert "insult" not in kinds_of(text)


# Rules added after the fifth stranger's set (tests/corpus/stranger5), with sentences of
# their own: phonetic spellings of the roots, Latin words read as Russian with iotation,
# vulgar insults that are not мат, a wider vocabulary, idioms of a missing mind, words cut by
# hyphens, and insult words said of a thing rather than of a player.
@pytest.mark.parametrize(
    "text",
    [
        "Писдато придумано, ведущий",  # с for з before д
        "песдюк мелкий опять флудит",  # е for и, с for з
        "Йобнутый ход, честно",  # йо for ё
        "Ниипацо какая ночь",  # п for б, ц for тс
        "Это спизженная версия, Лис",  # the ж of the root's alternation
        "Распизженный в хлам план",
        "nu i kakaya-to huynya",  # y before a vowel is iotation; a hyphen inside a Latin word
        "Zaebala kakaya-to noch",
    ],
)
def test_fifth_set_mat_is_found(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Писать в теме после отбоя нельзя.",  # the new spellings stay inside roots only
        "Песня про ёжика опять в голове.",
        "Йод есть в аптечке у Доктора?",
        "Жил на Ипатьевском переулке.",
        "Moya kakaya-to versiya tozhe slaba",
        "Ты гондон, Лорд.",  # vulgar, aimed: an insult, not мат
        "Шлюха ты, Злата.",
    ],
)
def test_fifth_set_not_mat(text: str) -> None:
    assert "profanity" not in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ты гондон, Лорд.",
        "Шлюха ты, Злата.",
        "Ты говно, Лис.",
        "Лорд — старый пердун.",  # a wider vocabulary, third person
        "Гоша, ты алкаш.",
        "Ворон — полоумный.",
        "Лис — напыщенный индюк.",
        "Ты жалкий, Гоша.",
        "Школота ты, Ворон.",
        "Злата — старая карга.",
        "Ты не игрок, а плесень, Гоша.",
        "Ворон, ты зануда.",
        "Ворон — выживший из ума старикашка.",  # a mind gone or missing
        "У Гоши вместо мозгов опилки.",
        "Кто голосовал за Лиса — стадо овец.",  # a herd
        "Лорд, твоё место у параши.",
        "Гошу к психиатру надо сводить.",
        "Лорд, тебе в дурку пора.",
        "Гоша — пр-и-дурок.",  # a word cut by hyphens
        "Ты кре-е-етин, Лис.",  # a letter drawn out across hyphens
        "Ты ту-у-пой, Гоша.",
        "Ворон — иди-от.",
        "Сосна конченая, опять голосует за мирных.",  # a nickname that is a thing
    ],
)
def test_fifth_set_insults(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ход был тупой, Гоша, не обижайся.",  # said of a thing, not the player
        "Голос твой — говно, Лис, переголосуй.",
        "Аргументы твои тупые, Ворон.",
        "Игра у тебя жалкая, Лорд.",
        "Я зануда, знаю, Гоша.",  # the author about himself
        "Кто-то по-моему ошибся, Лис.",  # ordinary hyphenated words stay apart
        "Я к врачу завтра, Гоша, отвечу вечером.",
    ],
)
def test_fifth_set_not_insults(text: str) -> None:
    assert "insult" not in kinds_of(text)


# Rules added after the sixth stranger's set (tests/corpus/stranger6), with sentences of
# their own: п for б in "ипать", the "мудня" family, хер hidden behind a mask, the city
# "Ебург"; a wider vocabulary, idioms, a contemptuous adjective on an animate noun, "-ина"
# grown on a weak insult's oblique stem, the predicate in the instrumental, and an insult the
# author then says was about himself.
@pytest.mark.parametrize(
    "text",
    [
        "Да ипать, опять ночь без хила.",  # п for б
        "Наипались мы с этим подсчётом.",
        "Какая-то мудня с голосами творится.",
        "По х*ру мне ваши версии.",  # хер behind a mask stands for мат
        "Х#рня, а не итоги.",
    ],
)
def test_sixth_set_mat_is_found(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Из Ебурга пишу, у нас уже утро.",  # the city's nickname
        "Ебуржцы, отзовитесь в теме!",
        "Река Ипуть разлилась, связь плохая.",  # "ипуть", "Ипатьевский" are no "ипать"
        "Ипатий вчера голосовал первым.",
        "Хер с ним, с этим голосом.",  # хер written openly stays a euphemism
    ],
)
def test_sixth_set_not_mat(text: str) -> None:
    assert "profanity" not in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ты трепло, Лис, вчера одно, сегодня другое.",  # a wider vocabulary
        "Гоша — подхалим у ведущего.",
        "Лорд, ты тюфяк, проснись уже.",
        "Злата — хабалка.",
        "Ворон, ты алкоголик.",
        "Ты сумасшедший, Гоша.",
        "Гоша, иди проспись.",  # a rude order
        "Лис у нас шут гороховый.",  # idioms
        "Ворон — старый пень, ничего не помнит.",
        "Лорда в детстве уронили, не иначе.",
        "Тебя, Гоша, роняли в детстве?",
        "Злата — гнусная баба.",  # a contemptuous adjective on an animate noun
        "Лис — подлый трус.",
        "Ты паршивый игрочишка, Гоша.",
        "Ворон, ты козлина.",  # "-ина" on the oblique stem of козёл, осёл
        "Ослина ты, Лорд.",
    ],
)
def test_sixth_set_insults(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Голос был тупым, Гоша, но ты молодец.",  # the predicate in the instrumental
        "План оказался глупым, но ты не глупый.",
        "Лис, жалкий ход, переиграй.",  # guards: a contemptuous adjective on a thing
        "Гоша, мерзкие гомункулы опять победили.",  # on a game role
        "Гоша, купи баранины и свинины к ужину.",  # "-ина" nouns of their own
        "Этот кретин опять проспал голосование? Это я про свой старый ник.",  # of himself
        "Я в детстве уронил телефон, с тех пор экран треснутый.",  # "я" opens: no name
    ],
)
def test_sixth_set_not_insults(text: str) -> None:
    assert "insult" not in kinds_of(text)


# Rules added after the eighth stranger's set (tests/corpus/stranger8), with sentences of
# their own: compounds on the е-б root with a prefix inside, "-ебц-", a letter drawn out
# across hyphens, a word cut into short pieces, the сухой family, a slip corrected at once;
# brains compared after a comma or missing, a death wish, rude idioms, "наш —" after a name,
# an adjective and noun that name "ты", "!" and masks inside an insult, "козёл отпущения".
@pytest.mark.parametrize(
    "text",
    [
        "Хитрозаебанная у вас схема, Гоша.",  # compound, a prefix between
        "Мозгоёб ты, а не игрок.",
        "Всё заебцом, ночь прошла тихо.",  # -ебц-
        "Полный пи-и-издец с этими голосами.",  # a letter drawn out across hyphens
        "Да бл-я-я-ять, опять я.",
        "По ху й мне ваши версии.",  # a word cut into short pieces
        "Ну ни ху я себе подсчёт.",
    ],
)
def test_eighth_set_mat_is_found(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Сухую статистику по голосам я выложил.",  # the сухой family
        "Ебанит... то есть эбанит, опечатался.",  # a slip corrected at once
        "Хитро обыграл, Гоша, и злобно.",  # compounds guard
        "Ну ни фига себе подсчёт.",  # short pieces that make no мат
        "Ну ты и хитрец, Гоша.",
    ],
)
def test_eighth_set_not_mat(text: str) -> None:
    assert "profanity" not in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "С таким умом, как у Лиса, только в песочнице играть.",  # comparison after a comma
        "Гоша мозгов не имеет совсем.",  # brains missing
        "Лису мозгов не завезли.",
        "Сдохните уже, Гоша и Лис.",  # a death wish
        "Лис — хрен моржовый.",  # rude idioms
        "Злата — драная коза.",
        "Отвали, сучара.",
        "Умник наш — кретин с калькулятором.",  # "наш —" / "ваш —" after a name
        "Лис, ты просто глупое полено.",  # an adjective and noun that name "ты"
        "Имбец!л ты, Гоша.",  # "!" for и
        "Гоша, ты д*б*л.",  # masks filled where that makes an insult
    ],
)
def test_eighth_set_insults(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Гоша, ты сделал тупой ход, а потом хороший.",  # the phrase is an object, not a name
        "Лис, ты тупой ход сделал.",
        "Опять Лис козёл отпущения, несправедливо.",  # an idiom
        "Коза на ферме у бабушки, Гоша, дала молока.",  # the animal
    ],
)
def test_eighth_set_not_insults(text: str) -> None:
    assert "insult" not in kinds_of(text)


def test_a_whole_word_beside_short_words_is_shown_as_written() -> None:
    """Joining a cut-up word ("Ни ХУ Я") must not glue a whole мат word to the short words
    after it: the GM sees «хуя», not «хуявывсена»."""
    from scraper.moderation import moderate

    assert [f.evidence for f in moderate("Какого хуя вы все на меня?")] == ["хуя"]
    assert [f.evidence for f in moderate("Ни ХУ Я не понял")] != []


def test_nineteenth_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger19/moderation: measured blind once on 410efef (precision 1.000, мат
    0.988, insult 0.880, false alarms 0.0 %), then kept; 1.000 / 1.000 / 1.000 / 0.0 % after."""
    _holds(load_bench("moderation.py").STRANGER19, (0.99, 0.99, 0.97, 0.01), 250)


def test_eighteenth_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger18/moderation: measured blind once on 668da6a (precision 1.000, мат
    1.000, insult 0.867, false alarms 0.0 %), then kept; insult 0.928 after (its README lists
    the six left)."""
    _holds(load_bench("moderation.py").STRANGER18, (0.99, 0.99, 0.92, 0.01), 250)


# The twentieth round's sets, each measured blind once on the commit named, then kept as a
# development set (blind precision / мат / insult / clean false alarms, then what they hold):
ROUND_TWENTY_SETS = [
    # c7cd757: 0.987 / 0.988 / 0.867 / 2.4 %; 1.000 / 1.000 / 0.976 / 0.0 % after (its README
    # lists the two left)
    ("STRANGER20", 0.97),
    # c7cd757: 0.993 / 0.988 / 0.831 / 1.2 %; 1.000 everywhere after
    ("STRANGER21", 0.97),
    # d225e7f: 1.000 / 1.000 / 0.916 / 0.0 %; 1.000 everywhere after
    ("STRANGER23", 0.97),
    # dcf0cc4: 0.994 / 1.000 / 0.928 / 1.2 %; 1.000 everywhere after
    ("STRANGER25", 0.97),
    # dcf0cc4: 1.000 / 0.988 / 0.855 / 0.0 %; 1.000 everywhere after
    ("STRANGER26", 0.97),
    # 8146b21: 1.000 / 1.000 / 0.867 / 0.0 %; 1.000 everywhere after
    ("STRANGER27", 0.97),
    # 99c9cf0: 1.000 / 1.000 / 0.952 / 0.0 %; 1.000 everywhere after
    ("STRANGER29", 0.97),
    # 5ecf68b: 1.000 / 1.000 / 0.964 / 0.0 % (every goal met), kept as it was; its README
    # names the three insults left
    ("STRANGER31", 0.96),
]


@pytest.mark.parametrize(("name", "insult"), ROUND_TWENTY_SETS)
def test_the_twentieth_rounds_dev_sets_hold_their_figures(name: str, insult: float) -> None:
    _holds(getattr(load_bench("moderation.py"), name), (0.99, 0.99, insult, 0.01), 250)


def test_the_twenty_first_rounds_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger35/moderation (192 sentences), measured blind once on 9d8fdf5:
    0.992 / 1.000 / 0.962 / 1.4 % (every goal met); 1.000 everywhere after ("Отвали от меня,
    скотина", "Иди лечись", and "Huey Lewis and the News" no longer read as мат)."""
    _holds(load_bench("moderation.py").STRANGER35, (1.0, 1.0, 1.0, 0.0), 190)


def test_the_twenty_second_rounds_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger38/moderation (170 sentences), measured blind once on bc1f65e:
    1.000 / 1.000 / 1.000 / 0.0 %, every sentence as labelled, kept as it was."""
    _holds(load_bench("moderation.py").STRANGER38, (1.0, 1.0, 1.0, 0.0), 170)


def test_the_twenty_third_rounds_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger41/moderation (187 sentences), measured blind once on e4e6488:
    1.000 / 1.000 / 0.846 / 0.0 % (insult recall under its goal: eight missed); 1.000
    everywhere after the moderation round of tests/test_moderation_round41.py."""
    _holds(load_bench("moderation.py").STRANGER41, (1.0, 1.0, 1.0, 0.0), 187)


def test_the_twenty_fourth_rounds_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger44/moderation (179 sentences), measured blind once on facf249:
    1.000 / 1.000 / 0.830 / 0.0 % (insult recall under its goal: nine missed); 1.000
    everywhere after the moderation round of tests/test_moderation_round44.py."""
    _holds(load_bench("moderation.py").STRANGER44, (1.0, 1.0, 1.0, 0.0), 179)


def test_the_twenty_fifth_rounds_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger47/moderation (187 sentences), measured blind once on a38d653:
    0.991 / 1.000 / 0.806 / 1.5 % (insult recall under its goal: twelve missed); 1.000 and no
    false alarm after the moderation round of tests/test_moderation_round47.py."""
    _holds(load_bench("moderation.py").STRANGER47, (1.0, 1.0, 1.0, 0.0), 187)


def test_the_twenty_sixth_rounds_dev_set_holds_its_figures() -> None:
    """tests/corpus/stranger50/moderation (190 sentences of ordinary heated talk), measured
    blind once on 3804a92: 0.982 / 1.000 / 0.889 / 2.7 % (two false alarms: "никто тебя ещё не
    повесил", a role called names); 1.000 everywhere and no false alarm after the rounds of
    tests/test_moderation_round50.py and round50b.py."""
    _holds(load_bench("moderation.py").STRANGER50, (1.0, 1.0, 1.0, 0.0), 190)


def test_the_twenty_seventh_rounds_dev_sets_hold_their_figures() -> None:
    """tests/corpus/stranger53 and 55/moderation (80 sentences each), measured blind once on
    ef7bcce: set 53 at 1.000 everywhere with no false alarm; set 55 at 1.000 / 1.000 / 0.920 /
    0.0 %, and 1.000 after tests/test_moderation_round55.py."""
    _holds(_round27(53), (1.0, 1.0, 1.0, 0.0), 80)
    _holds(_round27(55), (1.0, 1.0, 1.0, 0.0), 80)


def test_the_twenty_seventh_rounds_second_wave_holds_its_figures() -> None:
    """tests/corpus/stranger56 and 58/moderation, measured blind once on e59d16d and f24e54a:
    set 56 at 1.000 / 1.000 / 0.920 / 0.0 %, set 58 at 0.927 / 1.000 / 0.680 / 8.3 %; after
    tests/test_moderation_round55.py and round58.py, set 56 at 1.000 everywhere and set 58 at
    1.000 / 1.000 / 0.960 / 0.0 % (one ironic insult left)."""
    _holds(_round27(56), (1.0, 1.0, 1.0, 0.0), 80)
    _holds(_round27(58), (1.0, 1.0, 0.96, 0.0), 82)


def test_the_twenty_seventh_rounds_third_wave_holds_its_figures() -> None:
    """tests/corpus/stranger59 and 61/moderation, measured blind once on ca2783c and 0878bbc:
    0.977 / 0.950 / 0.960 / 2.9 % and 0.976 / 0.800 / 1.000 / 2.9 %; 1.000 everywhere after
    tests/test_moderation_round61.py."""
    _holds(_round27(59), (1.0, 1.0, 1.0, 0.0), 80)
    _holds(_round27(61), (1.0, 1.0, 1.0, 0.0), 80)


def _round27(number: int) -> Path:
    """Set ``number``'s moderation part, as the bench lists it."""
    parts: list[Path] = load_bench("moderation.py").ROUND27
    return next(p for p in parts if p.parent.name == f"stranger{number}")


def test_the_twenty_seventh_rounds_fourth_wave_holds_its_figures() -> None:
    """tests/corpus/stranger62 and 64/moderation, measured blind once on 4f18d3a and 4dab6dd:
    1.000 / 1.000 / 0.440 / 0.0 % (passive aggression) and 0.978 / 1.000 / 0.920 / 2.9 %;
    1.000 everywhere after tests/test_moderation_round62.py and round61.py."""
    _holds(_round27(62), (1.0, 1.0, 1.0, 0.0), 80)
    _holds(_round27(64), (1.0, 1.0, 1.0, 0.0), 81)


def test_the_twenty_seventh_rounds_fifth_wave_holds_its_figures() -> None:
    """tests/corpus/stranger65 and 67/moderation, measured blind once on 698c5e3 and 918030d:
    0.971 / 0.650 / 0.800 / 2.9 % (мат in Ukrainian letters) and 1.000 / 1.000 / 0.920 / 0.0 %;
    1.000 everywhere after tests/test_moderation_round62.py."""
    _holds(_round27(65), (1.0, 1.0, 1.0, 0.0), 80)
    _holds(_round27(67), (1.0, 1.0, 1.0, 0.0), 80)


def test_the_twenty_seventh_rounds_sixth_wave_holds_its_figures() -> None:
    """tests/corpus/stranger68 and 70/moderation, measured blind once on 60d8dbf: 1.000 / 1.000
    / 0.960 / 0.0 % and 0.943 / 0.933 / 0.760 / 5.0 % (a role-played day); after
    tests/test_moderation_round70.py 1.000 everywhere and 0.975 / 1.000 / 0.960 / 2.5 %."""
    _holds(_round27(68), (1.0, 1.0, 1.0, 0.0), 80)
    _holds(_round27(70), (0.975, 1.0, 0.96, 0.025), 80)


def test_the_twenty_seventh_rounds_seventh_wave_holds_its_figures() -> None:
    """tests/corpus/stranger71 and 73/moderation, measured blind once on 1bccebd: 1.000
    everywhere and 0.978 / 1.000 / 0.960 / 2.9 %; 1.000 everywhere after round70.py."""
    _holds(_round27(71), (1.0, 1.0, 1.0, 0.0), 84)
    _holds(_round27(73), (1.0, 1.0, 1.0, 0.0), 80)


def test_the_twenty_seventh_rounds_eighth_wave_holds_its_figures() -> None:
    """tests/corpus/stranger74 and 76/moderation, measured blind once on 5597657: 1.000
    everywhere and 1.000 / 1.000 / 0.960 / 0.0 %; 1.000 everywhere after round70.py."""
    _holds(_round27(74), (1.0, 1.0, 1.0, 0.0), 80)
    _holds(_round27(76), (1.0, 1.0, 1.0, 0.0), 80)


def test_the_twenty_seventh_rounds_ninth_wave_holds_its_figures() -> None:
    """tests/corpus/stranger77 and 79/moderation, measured blind once on 69368d9: 0.978 / 1.000
    / 0.960 / 2.9 % and 1.000 / 1.000 / 0.960 / 0.0 %; 1.000 everywhere after round70.py."""
    _holds(_round27(77), (1.0, 1.0, 1.0, 0.0), 80)
    _holds(_round27(79), (1.0, 1.0, 1.0, 0.0), 80)


def test_the_twenty_seventh_rounds_tenth_wave_holds_its_figures() -> None:
    """tests/corpus/stranger80 and 82/moderation, measured blind once on a0bdf7c: both 1.000 /
    1.000 / 0.950 / 0.0 %; set 82 at 1.000 everywhere after round70.py."""
    _holds(_round27(80), (1.0, 1.0, 0.95, 0.0), 60)
    _holds(_round27(82), (1.0, 1.0, 1.0, 0.0), 60)


def test_the_twenty_seventh_rounds_last_two_waves_hold_their_figures() -> None:
    """tests/corpus/stranger83, 85, 86 and 88/moderation, measured blind once on cd023af: all
    four at 1.000 / 1.000 / 1.000 / 0.0 %, before anything was read."""
    for number in (83, 85, 86, 88):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_89_to_94_hold_their_figures() -> None:
    """tests/corpus/stranger89, 91, 92 and 94/moderation, measured blind once on 309d5cc: 0.971 /
    1.000 / 0.950 / 4.0 %, 0.972 / 1.000 / 1.000 / 4.0 %, 1.000 / 1.000 / 0.950 / 0.0 % and 1.000
    everywhere; all four at 1.000 everywhere after tests/test_moderation_sets89_94.py."""
    for number in (89, 91, 92, 94):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_95_to_100_hold_their_figures() -> None:
    """tests/corpus/stranger95, 97, 98 and 100/moderation, measured blind once on 4c3a130: the
    first three at 1.000 / 1.000 / 0.950 / 0.0 %, set 100 at 0.971 / 1.000 / 0.950 / 4.0 %; all
    four at 1.000 everywhere after tests/test_moderation_sets95_100.py."""
    for number in (95, 97, 98, 100):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_101_to_106_hold_their_figures() -> None:
    """tests/corpus/stranger101, 103, 104 and 106/moderation, measured blind once on f003fb0:
    1.000 / 1.000 / 0.950 / 0.0 %, 0.971 / 1.000 / 0.900 / 4.0 %, 1.000 / 1.000 / 0.900 / 0.0 %
    and 1.000 everywhere; after tests/test_moderation_sets101_106.py as below."""
    _holds(_round27(101), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(103), (1.0, 1.0, 1.0, 0.0), 60)  # 1.000 since set 116
    _holds(_round27(104), (1.0, 1.0, 0.9, 0.0), 60)
    _holds(_round27(106), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_107_to_112_hold_their_figures() -> None:
    """tests/corpus/stranger107, 109, 110 and 112/moderation, measured blind once on 37421b8:
    1.000 everywhere twice, 0.971 / 1.000 / 0.950 / 4.0 % and 1.000 / 1.000 / 0.950 / 0.0 %;
    after tests/test_moderation_sets107_112.py as below."""
    for number in (107, 109, 110):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(112), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_113_to_118_hold_their_figures() -> None:
    """tests/corpus/stranger113, 115, 116 and 118/moderation, measured blind once on 86d14d7:
    1.000 / 1.000 / 0.950 / 0.0 % for 113 and 116, 1.000 everywhere for 115 and 118; all four at
    1.000 everywhere after tests/test_moderation_sets113_118.py."""
    for number in (113, 115, 116, 118):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_119_to_124_hold_their_figures() -> None:
    """tests/corpus/stranger119, 121, 122 and 124/moderation, measured blind once on fb31b2d:
    1.000 everywhere, 1.000 / 1.000 / 0.950 / 0.0 %, 0.972 / 1.000 / 1.000 / 4.0 % and 1.000
    everywhere; after tests/test_moderation_sets113_118.py as below."""
    for number in (119, 122, 124):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(121), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_125_to_130_hold_their_figures() -> None:
    """tests/corpus/stranger125, 127, 128 and 130/moderation, measured blind once on 05da67e:
    1.000 / 1.000 / 0.950 / 0.0 %, 0.972 / 1.000 / 1.000 / 4.0 % and 1.000 everywhere twice;
    after tests/test_moderation_sets125_130.py as below."""
    for number in (127, 128, 130):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(125), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_131_to_136_hold_their_figures() -> None:
    """tests/corpus/stranger131, 133, 134 and 136/moderation, measured blind once on d6b3b41:
    1.000 / 0.933 / 0.950 / 0.0 %, 0.972 / 1.000 / 1.000 / 4.0 % twice and 1.000 everywhere; all
    four at 1.000 everywhere after tests/test_moderation_sets131_136.py."""
    for number in (131, 133, 134, 136):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_137_to_142_hold_their_figures() -> None:
    """tests/corpus/stranger137, 139, 140 and 142/moderation, measured blind once on 4f466c6:
    1.000 / 1.000 / 0.950 / 0.0 %, 1.000 everywhere, 0.971 / 1.000 / 0.950 / 4.0 % and 1.000 /
    1.000 / 0.950 / 0.0 %; all four at 1.000 everywhere after
    tests/test_moderation_sets137_142.py."""
    for number in (137, 139, 140, 142):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_143_to_150_hold_their_figures() -> None:
    """tests/corpus/stranger143, 145, 146, 147, 149 and 150/moderation, measured blind once on
    4f4ed39: 1.000 everywhere but set 145 (1.000 / 1.000 / 0.950 / 0.0 %); all six at 1.000
    everywhere after tests/test_moderation_sets143_150.py."""
    for number in (143, 145, 146, 147, 149, 150):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_151_to_158_hold_their_figures() -> None:
    """tests/corpus/stranger151, 153, 154, 155, 157 and 158/moderation, measured blind once on
    8b94d41: 1.000 everywhere for 151, 154 and 158; 1.000 / 1.000 / 0.800 / 0.0 % for 153
    (English and Ukrainian insults), 0.900 and 0.950 insult recall for 155 and 157; all six at
    1.000 everywhere after tests/test_moderation_sets151_158.py."""
    for number in (151, 153, 154, 155, 157, 158):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_159_to_166_hold_their_figures() -> None:
    """tests/corpus/stranger159, 161, 162, 163, 165 and 166/moderation, measured blind once on
    d6d7820: 1.000 everywhere for 159, 161 and 162; insult recall 0.950 for 163 and 166, мат
    0.933 for 165 (underscores between letters); all six at 1.000 everywhere after
    tests/test_moderation_sets159_166.py."""
    for number in (159, 161, 162, 163, 165, 166):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_167_to_174_hold_their_figures() -> None:
    """tests/corpus/stranger167, 169, 170, 171, 173 and 174/moderation, measured blind once on
    eebca09: 1.000 everywhere for 167, 171, 173 and 174; insult recall 0.900 for 169 and 0.950
    for 170; all six at 1.000 everywhere after tests/test_moderation_sets167_174.py."""
    for number in (167, 169, 170, 171, 173, 174):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_175_to_182_hold_their_figures() -> None:
    """tests/corpus/stranger175, 177, 178, 179, 181 and 182/moderation, measured blind once on
    8ae4ec5: insult recall 0.900 for 175, 0.950 for 177, 178, 181 and 182, 1.000 everywhere for
    179; after tests/test_moderation_sets175_182.py all at 1.000 everywhere but set 175
    ("Кретинов … хватает, но Чайник среди них чемпион": a player ranked among those called
    names, left)."""
    for number in (177, 178, 179, 181, 182):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(175), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_183_to_190_hold_their_figures() -> None:
    """tests/corpus/stranger183, 185, 186, 187, 189 and 190/moderation, measured blind once on
    b050a93: 1.000 everywhere for 183, 185 and 187; insult recall 0.850 for 186 and 0.950 for
    189 and 190. After tests/test_moderation_sets183_190.py: 189 at 1.000 everywhere; left in 186
    "Тень в углу — обычная истеричка" (a nickname of three words) and "Чайник пустой … в
    голове" (wordplay), in 190 "Эти двое … — два тупых тормоза" (weak words, no name near)."""
    for number in (183, 185, 187, 189):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(186), (1.0, 1.0, 0.9, 0.0), 60)
    _holds(_round27(190), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_191_to_198_hold_their_figures() -> None:
    """tests/corpus/stranger191, 193, 194, 195, 197 and 198/moderation, measured blind once on
    0396c1f: 1.000 everywhere for 191, 193 and 198, insult recall 0.950 for 194, 195 and 197
    ("два упёртых осла", "Ну и олень безмозглый", "одни дегенераты остались"), left as measured."""
    for number in (191, 193, 198):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    for number in (194, 195, 197):
        _holds(_round27(number), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_199_to_206_hold_their_figures() -> None:
    """tests/corpus/stranger199, 201, 202, 203, 204 and 206/moderation, measured blind once on
    a9a2ff0: 1.000 everywhere but insult recall 0.950 for 204 and 0.550 for 206 (a feud's veiled
    insults). After the round (tests/test_moderation_sets199_206.py) 206 holds 0.950: "ты как
    твой обнулённый голос: вроде есть, а толку никакого" (a player likened to a useless thing,
    its point after the colon) is left."""
    for number in (199, 201, 202, 203, 204):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(206), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_207_to_214_hold_their_figures() -> None:
    """tests/corpus/stranger207, 209, 210, 211, 212 and 214/moderation, measured blind once on
    the commit each README names: 1.000 everywhere for 207, 209, 210 and 211; insult recall
    0.950 for 212 ("— оба недоумки") and 0.600 for 214 (a sarcastic table's veiled insults).
    After the round (tests/test_moderation_sets207_214.py) every set reads 1.000."""
    for number in (207, 209, 210, 211, 212, 214):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_215_to_222_hold_their_figures() -> None:
    """tests/corpus/stranger215, 217 and 218/moderation, measured blind once on b023186, and
    219-222 on 44b58a7: 1.000 everywhere but 220 (0.969 / мат 0.933 / insult 0.850 / 4.0 %, a
    table mixing Russian, Ukrainian, Belarusian and English) and 222 (insult 0.900). After the
    round (tests/test_moderation_sets215_222.py) 220 holds 0.971 / 1.000 / 0.950 / 4.0 %: a
    Belarusian "go to the forest" and the English self-deprecation "I'm such an idiot" (a false
    alarm) are left."""
    for number in (215, 217, 218, 219, 221, 222):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(220), (0.97, 1.0, 0.95, 0.04), 60)


def test_sets_223_to_226_hold_their_figures() -> None:
    """tests/corpus/stranger223, 225 and 226/moderation, measured blind once on 00d9396 and kept
    as measured (no round): 1.000 everywhere for 225, insult recall 0.950 for 223 ("нарцисс
    безмозглый") and 226 ("Иди отсюда, Пеппер, без тебя тошно")."""
    _holds(_round27(225), (1.0, 1.0, 1.0, 0.0), 60)
    for number in (223, 226):
        _holds(_round27(number), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_227_to_232_hold_their_figures() -> None:
    """tests/corpus/stranger227, 228, 230, 231 and 232/moderation, measured blind once on
    c206c9c: 1.000 everywhere for 227, 228 and 231; insult recall 0.750 for 230 (regional
    slang) and мат 0.933 / insult 0.850 for 232 (a table mixing four languages). After the round
    (tests/test_moderation_sets227_232.py) every set reads 1.000."""
    for number in (227, 228, 230, 231, 232):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_233_to_238_hold_their_figures() -> None:
    """tests/corpus/stranger233, 234, 236, 237 and 238/moderation, measured blind once on
    920fef6: insult recall 0.950 for 233 and 234, 0.650 for 236 (sarcasm and veiled insults),
    1.000 everywhere for 237, 0.944 / 1.000 / 0.950 / 8.0 % for 238 (a role-play day). After the
    round (tests/test_moderation_sets233_238.py) 233, 237 and 238 read 1.000; 234 holds 0.950
    ("Пельмень хоть и мёртвый, но придурок знатный": a dead player's name no roster lists) and
    236 0.850 ("бедолага", "умнее табуретки, но ненамного", "мозги … заблокировали навсегда")."""
    for number in (233, 237, 238):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(234), (1.0, 1.0, 0.95, 0.0), 60)
    _holds(_round27(236), (1.0, 1.0, 0.85, 0.0), 60)


def test_sets_239_to_244_hold_their_figures() -> None:
    """tests/corpus/stranger239, 240, 242, 243 and 244/moderation, measured blind once on
    7353813: 1.000 everywhere for 239, 242 and 243; insult recall 0.900 for 240 (polite insults)
    and 244 (an angry endgame). After the round (tests/test_moderation_sets239_244.py) 240 reads
    1.000; 244 holds 0.900 (two players named as the cats they play: "котяра облезлый", "два кота
    — два придурка", read as talk of animals)."""
    for number in (239, 240, 242, 243):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(244), (1.0, 1.0, 0.9, 0.0), 60)


def test_sets_245_to_250_hold_their_figures() -> None:
    """tests/corpus/stranger245, 246, 248, 249 and 250/moderation, measured blind once on
    3b69102: 1.000 everywhere but insult recall 0.900 for 246 ("закрой клюв", "в голове …
    опилки"). After the round (tests/test_moderation_sets245_250.py) every set reads 1.000."""
    for number in (245, 246, 248, 249, 250):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_251_to_256_hold_their_figures() -> None:
    """tests/corpus/stranger251, 252, 253, 255 and 256/moderation, measured blind once on
    9662b15: 1.000 everywhere for 251, 252 and 256; 253 мат 0.933 ("п****ц", four masks) and
    insult 0.950 ("старая кляча"); 255 precision 0.970, insult 0.850 and one false alarm
    ("Ебису", the Tokyo district). After the round (tests/test_moderation_sets251_256.py) 253
    reads 1.000; 255 holds insult 0.950 ("тупой косплеер в парике с Али": an unknown noun)."""
    for number in (251, 252, 253, 256):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(255), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_257_to_262_hold_their_figures() -> None:
    """tests/corpus/stranger257, 258, 259, 261 and 262/moderation, measured blind once on
    4d693da: 1.000 everywhere but 258's one false alarm ("Я, бабушка старая и глупая, опять всё
    перепутала": the author's own alias in apposition to "я", self-mockery read as an insult),
    which stays."""
    for number in (257, 259, 261, 262):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(258), (0.97, 1.0, 1.0, 0.05), 60)


def test_sets_263_to_268_hold_their_figures() -> None:
    """tests/corpus/stranger263, 264, 265, 266 and 268/moderation, measured blind once on
    34c223b (266 on 8b076bc): 1.000 everywhere but 264's insult recall 0.950 ("Ann and Kate are
    two idiots from the same school": an English insult in a Russian thread), which stays."""
    for number in (263, 265, 266, 268):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(264), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_269_to_274_hold_their_figures() -> None:
    """tests/corpus/stranger269, 270, 271, 272 and 274/moderation, measured blind once on
    877bb16: 1.000 everywhere for 269, 270 and 274; 271 (Ukrainian, Belarusian and Kazakh
    players) precision 0.931, insult 0.600, two false alarms ("Ой-бай", a Kazakh proverb's
    "Ебін"); 272 (teenagers' slang) insult 0.900. After the round 271 holds insult 0.900 ("сен
    ақымақсың" inflected, "Пішов геть звідси") with no false alarm; 272 holds 0.900 ("скуф",
    "чушпанка": slang insults of the year)."""
    for number in (269, 270, 274):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    for number in (271, 272):
        _holds(_round27(number), (1.0, 1.0, 0.9, 0.0), 60)


def test_sets_275_to_280_hold_their_figures() -> None:
    """tests/corpus/stranger275, 276, 277, 279 and 280/moderation, measured blind once on
    4989067: 1.000 everywhere, no false alarm (300 sentences: 75 мат, 100 insults, 125 clean)."""
    for number in (275, 276, 277, 279, 280):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_281_to_286_hold_their_figures() -> None:
    """tests/corpus/stranger281, 282, 284, 285 and 286/moderation, measured blind once on
    1035155: 1.000 everywhere but the insult recall of 281 and 282 (0.950 each: "у вас вообще
    мозги остались или тоже ушли на пенсию?", a question that mocks, and "полные бестолочи" of
    two players unnamed), which stay; no false alarm."""
    for number in (284, 285, 286):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    for number in (281, 282):
        _holds(_round27(number), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_287_to_292_hold_their_figures() -> None:
    """tests/corpus/stranger287, 288, 290, 291 and 292/moderation, measured blind once on
    73ca8a5: 1.000 everywhere but the insult recall of 291 and 292 (0.950 each: "не строй из
    себя мамочку, дура старая" and "Ну и придурки у нас в городе собрались"), which stay; no
    false alarm."""
    for number in (287, 288, 290):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    for number in (291, 292):
        _holds(_round27(number), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_293_to_298_hold_their_figures() -> None:
    """tests/corpus/stranger293, 294, 296, 297 and 298/moderation, measured blind once on
    b902298: 1.000 everywhere but 298's insult recall (0.950: "виталик ты дибил или
    прикидываешся", a misspelt "дебил" in a question), which stays; no false alarm."""
    for number in (293, 294, 296, 297):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(298), (1.0, 1.0, 0.95, 0.0), 60)


def test_sets_299_to_304_hold_their_figures() -> None:
    """tests/corpus/stranger299, 300, 301, 303 and 304/moderation (302 has none), measured
    blind once on 6c6bef7: 1.000 everywhere, no false alarm."""
    for number in (299, 300, 301, 303, 304):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_305_to_310_hold_their_figures() -> None:
    """tests/corpus/stranger305, 306, 308, 309 and 310/moderation (307 has none), measured blind
    once on 0d9f8cc: 1.000 everywhere but one insult each in 305, 308 and 310 ("у тебя мозгов
    совсем нет?", "Пошёл отсюда, Ёжик", "Сиди и не вякай"), read since; no false alarm."""
    for number in (305, 306, 308, 309, 310):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)


def test_sets_311_to_316_hold_their_figures() -> None:
    """tests/corpus/stranger311, 312, 314, 315 and 316/moderation (313 has none), measured blind
    once on 2c592aa: 1.000 everywhere but one insult each in 312, 314 and 315 (two of them
    "кошёлка", read since with "не отсвечивай"; 314's "Тупорылый админ" left: the forum's
    admin, no player) and one false alarm in 316 ("Гомункулы … играют как настоящие гады, аж
    завидно": the side praised, read as the side called names)."""
    for number in (311, 312, 315):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(314), (1.0, 1.0, 0.95, 0.0), 60)
    _holds(_round27(316), (0.97, 1.0, 1.0, 0.04), 60)


def test_sets_317_to_322_hold_their_figures() -> None:
    """tests/corpus/stranger317, 318, 319, 321 and 322/moderation (320 has none), measured
    blind once on 6c11957: 1.000 everywhere but two insults in 317 ("не будь ослом", a weak word
    in a negated order, advice as "не будь дураком" is; "Кот — жирный лентяй, только мурлыкать
    и умеет", read as talk of a cat) and one false alarm in 319 ("Старый Пень опять всех
    переиграл": the player's name, read since)."""
    for number in (318, 319, 321, 322):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(317), (1.0, 1.0, 0.9, 0.0), 60)


def test_sets_329_to_334_hold_their_figures() -> None:
    """tests/corpus/stranger329, 330, 331, 333 and 334/moderation (332 has none), measured
    blind once on 653ba1e: 1.000 everywhere but insults in 330 and 331 ("Тупорылые тауны, …",
    "Тупорылые тёзки, …": the players called names as a group) and three in 333 (words run
    together, "закройрот омут", "санятыничтожество", read since; "у хмурого мозгов нет
    вообще", a name in small letters, left); no false alarm."""
    for number in (329, 330, 331, 334):
        _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
    _holds(_round27(333), (1.0, 1.0, 0.95, 0.0), 60)


@pytest.mark.parametrize("number", [323, 325, 326, 327, 328, 335, 336, 337, 339, 340])
def test_sets_323_to_340_that_read_every_sentence_right(number: int) -> None:
    """tests/corpus/stranger323, 325-328 (blind on 6c11957) and 335-337, 339, 340 (blind on
    1486e0e)/moderation (324 and 338 have none): 1.000 everywhere, no false alarm."""
    _holds(_round27(number), (1.0, 1.0, 1.0, 0.0), 60)
