"""Build the labelled vote corpus (tests/corpus/votes_ru.jsonl) in mybb.ru markup.

Labels come from how each post is built, never from the reader: phrase templates and the
declension table below are written by hand (not produced by pymorphy, which the reader uses).
Each post: {"id", "author", "html", "gold": {"votes": [[kind, target, early]], "ambiguous":
[[candidate, ...]]}, "tags": [...]}. Run from the repository root to rebuild.
"""

from __future__ import annotations

import html
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent

# canonical → list of (nominative, genitive, accusative) for the name and each alias
FORMS: dict[str, list[tuple[str, str, str]]] = {
    "Лунный Кот": [
        ("Лунный Кот", "Лунного Кота", "Лунного Кота"),
        ("Кот", "Кота", "Кота"),
        ("Котик", "Котика", "Котика"),
    ],
    "Shadow_99": [("Shadow_99", "Shadow_99", "Shadow_99"), ("Шэдоу", "Шэдоу", "Шэдоу")],
    "Рыжая Ведьма": [
        ("Рыжая Ведьма", "Рыжей Ведьмы", "Рыжую Ведьму"),
        ("Ведьма", "Ведьмы", "Ведьму"),
    ],
    "Майор": [("Майор", "Майора", "Майора")],
    "Алиса": [("Алиса", "Алисы", "Алису"), ("Алиска", "Алиски", "Алиску")],
    "Борис": [("Борис", "Бориса", "Бориса"), ("Боря", "Бори", "Борю")],
    "Ёжик": [("Ёжик", "Ёжика", "Ёжика"), ("Ежик", "Ежика", "Ежика")],
    "Гроза": [("Гроза", "Грозы", "Грозу")],
    "Винтик": [("Винтик", "Винтика", "Винтика")],
    "Шпунтик": [("Шпунтик", "Шпунтика", "Шпунтика")],
    "Незнайка": [("Незнайка", "Незнайки", "Незнайку")],
    "Пончик": [("Пончик", "Пончика", "Пончика")],
    "Мастер Ключ": [("Мастер Ключ", "Мастера Ключа", "Мастера Ключа"), ("Ключ", "Ключа", "Ключа")],
    "Снежана": [("Снежана", "Снежаны", "Снежану"), ("Снежа", "Снежи", "Снежу")],
    "Маша": [("Маша", "Маши", "Машу")],
    "Миша": [("Миша", "Миши", "Мишу")],
}
ROSTER = """Лунный Кот | Кот | Котик
Shadow_99 | Шэдоу
Рыжая Ведьма | Ведьма
Майор
Алиса | Алиска
Борис | Боря
Ёжик
Гроза
Винтик
Шпунтик
Незнайка
Пончик
Мастер Ключ | Ключ
Снежана | Снежа
Маша
Миша
"""
TYPOS = {
    "Незнайка": "Незнаика",
    "Шпунтик": "Шпунтк",
    "Рыжая Ведьма": "Рыжая Ведма",
    "Снежана": "Снежанна",
    "Пончик": "Пончек",
    "Майор": "Маиор",
    "Винтик": "Винтикк",
    "Борис": "Боррис",
    "Алиса": "Алисса",
    "Гроза": "Грозза",
}
LATIN = str.maketrans(
    {
        "а": "a",
        "о": "o",
        "е": "e",
        "с": "c",
        "р": "p",
        "х": "x",
        "А": "A",
        "О": "O",
        "Е": "E",
        "С": "C",
        "Р": "P",
        "М": "M",
        "К": "K",
    }
)

VOTE = [
    ("nom", "Голос: {n}"),
    ("nom", "Голос - {n}"),
    ("nom", "Мой голос: {n}"),
    ("nom", "Голос — {n}"),
    ("nom", "ГОЛОС: {n}"),
    ("gen", "Голосую против {n}"),
    ("gen", "голос против {n}"),
    ("gen", "Я голосую против {n}"),
    ("acc", "Голосую за {n}"),
    ("acc", "Отдаю голос за {n}"),
    ("gen", "голос за казнь {n}"),
    ("acc", "Голос на {n}"),
]
CHANGE = [
    ("acc", "Меняю голос на {n}"),
    ("acc", "Перевожу голос на {n}"),
    ("acc", "Переголосовываю на {n}"),
    ("acc", "Меняю свой голос на {n}"),
]
EARLY = [
    ("nom", "Голос: {n} досрочно"),
    ("nom", "Голос: {n} (досрочно)"),
    ("gen", "Досрочно голосую против {n}"),
    ("nom", "Досрочный голос: {n}"),
    ("acc", "Меняю голос на {n}, досрочно"),
]
UNVOTE = ["Снимаю голос", "Отменяю свой голос", "Голос снимаю", "Снимаю свой голос пока"]
NOT_VOTES = [
    ("gen", "Завтра буду голосовать против {n}"),
    ("nom", "Если {n} промолчит, голос: {n}"),
    ("gen", "Я бы проголосовал против {n}, но не уверен"),
    ("gen", "Не буду голосовать против {n}"),
    ("gen", "Кто голосует против {n}?"),
    ("gen", "Почему у {n} так мало голосов?"),
    ("gen", "Его голос против {n} странный"),
    ("gen", "Голосовать против {n}?"),
    ("acc", "Может, голос за {n}?"),
    ("gen", "Давайте голосовать против {n}"),
    ("gen", "Предлагаю голосовать против {n}"),
    ("nom", "Голос разума подсказывает, что {n} мирный"),
    ("gen", "Я не голосую против {n}"),
    ("gen", "Потом посмотрим, может голос против {n}"),
]
CHATTER = [
    "Доброе утро всем.",
    "Мне кажется, он врёт.",
    "Ну что, кого казним сегодня?",
    "Вчерашний день был странный.",
    "Думаю, мафия где-то рядом.",
    "Перечитал тему.",
    "Не нравится мне эта тишина.",
    "Ладно, вот моё решение.",
    "Короче.",
    "",
]


def form(rng: random.Random, name: str, case: str) -> str:
    variant = rng.choice(FORMS[name])
    return variant[{"nom": 0, "gen": 1, "acc": 2}[case]]


def obfuscate(rng: random.Random, written: str, name: str) -> tuple[str, str]:
    """Disguise a written name as players do; returns (text, tag)."""
    kind = rng.choice(["plain", "plain", "plain", "case", "latin", "zw", "yo", "typo"])
    if kind == "case":
        return written.upper() if rng.random() < 0.5 else written.lower(), "case"
    if kind == "latin" and any(c in written for c in "аоесрхАОЕСРМК"):
        return written.translate(LATIN), "look-alike"
    if kind == "zw" and len(written) > 2:
        cut = rng.randrange(1, len(written) - 1)
        return written[:cut] + "\u200b" + written[cut:], "zero-width"
    if kind == "yo" and ("ё" in written or "Ё" in written):
        return written.replace("ё", "е").replace("Ё", "Е"), "yo"
    if kind == "typo" and name in TYPOS and written == FORMS[name][0][0]:
        return TYPOS[name], "typo"
    return written, "plain"


def markup(rng: random.Random, text: str) -> str:
    safe = html.escape(text, quote=False)
    return rng.choice(
        [safe, f"<strong>{safe}</strong>", f'<span style="color: red">{safe}</span>', safe, safe]
    )


def paragraph(*lines: str) -> str:
    return "<p>" + "<br />".join(line for line in lines if line) + "</p>"


def quote(rng: random.Random, author: str, inner: str) -> str:
    if rng.random() < 0.5:
        return (
            f'<div class="quote-box answer-box"><cite>{html.escape(author)} написал(а):</cite>'
            f"<blockquote><p>{inner}</p></blockquote></div>"
        )
    return (
        f'<div class="quote-box spoiler-box"><div onclick="$(this).toggleClass(\'visible\');">'
        f"Спойлер</div><blockquote><p>{inner}</p></blockquote></div>"
    )


def build(rng: random.Random) -> list[dict[str, object]]:
    names = list(FORMS)
    posts: list[dict[str, object]] = []

    def add(
        html_text: str, votes: list[list[object]], ambiguous: list[list[str]], tags: list[str]
    ) -> None:
        posts.append(
            {
                "id": f"c{len(posts) + 1:04d}",
                "author": rng.choice(names),
                "html": html_text,
                "gold": {"votes": votes, "ambiguous": ambiguous},
                "tags": tags,
            }
        )

    for _ in range(150):  # one vote, any phrase, any case, any disguise
        name = rng.choice(names)
        case, template = rng.choice(VOTE)
        written, tag = obfuscate(rng, form(rng, name, case), name)
        line = markup(rng, template.format(n=written))
        add(
            paragraph(rng.choice(CHATTER), line, rng.choice(CHATTER)),
            [["vote", name, False]],
            [],
            ["vote", case, tag],
        )
    for _ in range(30):
        name = rng.choice(names)
        case, template = rng.choice(CHANGE)
        written, tag = obfuscate(rng, form(rng, name, case), name)
        add(
            paragraph(rng.choice(CHATTER), markup(rng, template.format(n=written))),
            [["vote", name, False]],
            [],
            ["change", case, tag],
        )
    for _ in range(35):
        name = rng.choice(names)
        case, template = rng.choice(EARLY)
        written, tag = obfuscate(rng, form(rng, name, case), name)
        add(
            paragraph(markup(rng, template.format(n=written)), rng.choice(CHATTER)),
            [["vote", name, True]],
            [],
            ["early", case, tag],
        )
    for _ in range(20):
        add(
            paragraph(rng.choice(CHATTER), markup(rng, rng.choice(UNVOTE) + ".")),
            [["unvote", None, False]],
            [],
            ["unvote"],
        )
    for _ in range(40):  # talk about votes that is not a vote
        name = rng.choice(names)
        case, template = rng.choice(NOT_VOTES)
        add(
            paragraph(rng.choice(CHATTER), template.format(n=form(rng, name, case))),
            [],
            [],
            ["not-a-vote"],
        )
    for _ in range(30):  # several actions in order
        first, second = rng.sample(names, 2)
        if rng.random() < 0.5:
            text = paragraph(
                f"Голос: {form(rng, first, 'nom')}.",
                f"Хотя нет, меняю голос на {form(rng, second, 'acc')}.",
            )
            gold = [["vote", first, False], ["vote", second, False]]
        else:
            text = paragraph("Снимаю голос.", f"Голос: {form(rng, second, 'nom')}")
            gold = [["unvote", None, False], ["vote", second, False]]
        add(text, gold, [], ["several"])
    for _ in range(35):  # votes inside quotes and spoilers never count
        hidden, own = rng.sample(names, 2)
        inner = html.escape(f"Голос: {form(rng, hidden, 'nom')}")
        box = quote(rng, rng.choice(names), inner)
        if rng.random() < 0.6:
            add(
                box + paragraph(f"Согласен. Голос: {form(rng, own, 'nom')}"),
                [["vote", own, False]],
                [],
                ["quote"],
            )
        else:
            add(box + paragraph("Не согласен с этим."), [], [], ["quote"])
    ambiguous_cases = [
        ("Голос: Мша", ["Маша", "Миша"]),
        ("Голос: Мыша", ["Маша", "Миша"]),
        ("Голос: Кот или Ёжик", ["Лунный Кот", "Ёжик"]),
        ("Голосую против Алисы и Бориса", ["Алиса", "Борис"]),
        ("Голос: Винтик / Шпунтик", ["Винтик", "Шпунтик"]),
        ("Голос: Петька", []),
        ("Голос: Вася Пупкин", []),
        ("Голос: Мастер Кот", ["Лунный Кот", "Мастер Ключ"]),
        ("Голос: Маша или Миша", ["Маша", "Миша"]),
        ("Голос: Снежа или Гроза", ["Гроза", "Снежана"]),
    ]
    for text, candidates in ambiguous_cases:
        add(paragraph(rng.choice(CHATTER), text), [], [sorted(candidates)], ["ambiguous"])
    return posts


HAND_WRITTEN: list[tuple[str, list[list[object]], list[list[str]], list[str]]] = [
    (
        "<p>Всем привет! Долго думал ночью.<br />Кот вчера голосовал против Алисы, а сегодня молчит."
        "<br /><strong>Голос: Котик</strong></p>",
        [["vote", "Лунный Кот", False]],
        [],
        ["hand"],
    ),
    (
        "<p>Ну что ж, вот мой голос: Незнайка. Слишком много болтает.</p>",
        [["vote", "Незнайка", False]],
        [],
        ["hand"],
    ),
    ("<p>Я подумаю до вечера, но пока склоняюсь к Винтику.</p>", [], [], ["hand", "not-a-vote"]),
    (
        "<p>Голос: Пончик<br />UPD: меняю голос на Майора, он себя выдал.</p>",
        [["vote", "Пончик", False], ["vote", "Майор", False]],
        [],
        ["hand", "several"],
    ),
    ("<p>Алиса, ты за кого голосуешь? Я пока не решил.</p>", [], [], ["hand", "not-a-vote"]),
    (
        '<div class="quote-box answer-box"><cite>Борис написал(а):</cite><blockquote><p>Голос: Гроза'
        "</p></blockquote></div><p>Ты серьёзно? Гроза же мирная.</p>",
        [],
        [],
        ["hand", "quote"],
    ),
    (
        "<p>досрочно голос против Шпунтика!!!</p>",
        [["vote", "Шпунтик", True]],
        [],
        ["hand", "early"],
    ),
    ("<p>Голос: Шэдоу ))) хотя он и так труп</p>", [["vote", "Shadow_99", False]], [], ["hand"]),
    ("<p>Мой голос остаётся на Ёжике.</p>", [], [], ["hand", "not-a-vote"]),
    (
        "<p>Снимаю голос с Маши. Голосую против Миши.</p>",
        [["unvote", None, False], ["vote", "Миша", False]],
        [],
        ["hand", "several"],
    ),
    ("<p>Голос: Рыжую Ведьму</p>", [["vote", "Рыжая Ведьма", False]], [], ["hand", "declension"]),
    (
        "<p>Голосую против Мастера Ключа досрочно</p>",
        [["vote", "Мастер Ключ", True]],
        [],
        ["hand", "early"],
    ),
    (
        "<p>Я не буду голосовать сегодня против Снежаны, она точно мирная.</p>",
        [],
        [],
        ["hand", "not-a-vote"],
    ),
    (
        "<p>Если бы не вчерашний день, мой голос был бы против Бори.</p>",
        [],
        [],
        ["hand", "not-a-vote"],
    ),
    (
        '<p><span style="color: blue">Голос: Гроза</span><br />Аргументы ниже.</p>'
        "<p>1. Молчит.<br />2. Голосует за мирных.</p>",
        [["vote", "Гроза", False]],
        [],
        ["hand"],
    ),
    (
        "<p>Майор голосует против Алисы, а Алиса против Майора. Смешно.</p>",
        [],
        [],
        ["hand", "not-a-vote"],
    ),
    (
        "<p>Голос: Алиска (досрочно). Проверяйте её ночью.</p>",
        [["vote", "Алиса", True]],
        [],
        ["hand", "early"],
    ),
    ("<p>Голос: Незнайку</p>", [["vote", "Незнайка", False]], [], ["hand", "declension"]),
    (
        '<div class="quote-box spoiler-box"><div>Мысли вслух</div><blockquote><p>Голос: Пончик'
        "</p></blockquote></div><p>Голос: Винтик</p>",
        [["vote", "Винтик", False]],
        [],
        ["hand", "quote"],
    ),
    ("<p>ГОЛОС: ЛУННЫЙ КОТ</p>", [["vote", "Лунный Кот", False]], [], ["hand", "case"]),
    ("<p>Голос: Кот. Точно Кот.</p>", [["vote", "Лунный Кот", False]], [], ["hand"]),
    (
        "<p>Голосую за Шпунтика, и пусть мафия боится.</p>",
        [["vote", "Шпунтик", False]],
        [],
        ["hand"],
    ),
    ("<p>Голос: Ежик</p>", [["vote", "Ёжик", False]], [], ["hand", "yo"]),
    ("<p>Как думаете, стоит ли голосовать против Майора?</p>", [], [], ["hand", "not-a-vote"]),
    ("<p>Снимаю голос. Подумаю ещё.</p>", [["unvote", None, False]], [], ["hand", "unvote"]),
]


def main() -> None:
    rng = random.Random(20261203)
    posts = build(rng)
    for text, votes, ambiguous, tags in HAND_WRITTEN:
        posts.append(
            {
                "id": f"h{len(posts) + 1:04d}",
                "author": "Борис",
                "html": text,
                "gold": {"votes": votes, "ambiguous": ambiguous},
                "tags": tags,
            }
        )
    (HERE / "roster.txt").write_text(ROSTER, encoding="utf-8")
    with (HERE / "votes_ru.jsonl").open("w", encoding="utf-8") as out:
        for post in posts:
            out.write(json.dumps(post, ensure_ascii=False) + "\n")
    print(f"{len(posts)} posts")


if __name__ == "__main__":
    main()
