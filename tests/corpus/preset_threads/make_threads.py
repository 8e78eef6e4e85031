"""Author the recorded games of the presets: a thread in each preset's style, played end to end
by tests/test_preset_threads.py (see tests/preset_games.py for the format).

Each game has the 15 slots of the rules; the slots killed on Night 1 are recorded deaths. The
posts are mybb BBCode as players type it, on the forum's clock (MSK); ``edited_at`` marks an
edited post. Every expected result is worked out by hand from the preset's rules
(data/presets/NAME.toml, docs/rules-options.md); nothing here is computed by the engine. Run
from the repository root.
"""

import json
import pathlib

OUT = pathlib.Path(__file__).resolve().parent
GM = "Ведущий"


class Thread:
    def __init__(self, first_day: str) -> None:
        self.first_day, self.posts, self.next_id = first_day, [], 1000

    def at(self, day: int, hm: str) -> str:
        y, m, d = map(int, self.first_day.split("-"))
        return f"{y:04d}-{m:02d}-{d + day - 1:02d} {hm}:00"

    def post(self, day, hm, author, bbcode, *, edited=None, thread="game"):
        self.next_id += 1
        post = {"id": self.next_id, "author": author, "at": self.at(day, hm), "bbcode": bbcode}
        if edited:
            post["edited_at"] = self.at(day, edited)
        if thread != "game":
            post["thread"] = thread
        self.posts.append(post)


def write(name, about, players, dead, thread, days, nights=None, opens="10:00", closes="22:30"):
    game = {
        "preset": name,
        "about": about,
        "slug": f"preset-{name.replace('_', '-')}",
        "gm": GM,
        "first_day": thread.first_day,
        "opens": opens,
        "closes": closes,
        "players": players,
        "deaths": [[p, "night 1"] for p in dead],
        "posts": thread.posts,
        "nights": nights or {},
        "days": days,
    }
    text = json.dumps(game, ensure_ascii=False, indent=1) + "\n"
    (OUT / f"{name}.json").write_text(text, encoding="utf-8")


# -- mybb_classic ------------------------------------------------------------------------------
t = Thread("2026-10-01")
t.post(1, "10:00", GM, "[b]День первый.[/b] Голос — «Голос: ник». Досрочно — со второго дня.")
t.post(1, "10:05", "Лиса", "Бобр какой-то мутный. Голос: Бобр")
t.post(1, "10:20", "Бобр", "[b]Голос против Лисы, окончательно.[/b]")
t.post(1, "10:40", "Бобр", "Хотя... Передумал. Голос: Сова")
t.post(1, "11:00", "Ёжик", "Голос: Лиса")
t.post(1, "11:30", "Сова", "Голосую против Бобра")
t.post(1, "12:00", "Волк", "Голос: Бобр", edited="12:05")
t.post(1, "12:30", "Медведь", "Голос: Лиса досрочно")
t.post(1, "13:00", "Рысь", "[quote=Лиса]Голос: Бобр[/quote]\nСогласна. Голос: Бобр")
t.post(1, "15:00", "Заяц", "Я пока думаю, все такие подозрительные.")
t.post(2, "10:00", GM, "[b]День второй.[/b] Досрочное закрытие при 50% + 1.")
t.post(2, "10:10", "Лиса", "Голос: Сова досрочно")
t.post(2, "10:30", "Сова", "Голос: Лиса досрочно")
t.post(2, "11:00", "Ёжик", "Голос против Совы, окончательно")
t.post(2, "11:20", "Ёжик", "Нет, всё-таки голос: Лиса")
t.post(2, "12:00", "Волк", "Голос: Лиса")
t.post(2, "12:30", "Медведь", "Голос: Сова, досрочно")
t.post(2, "13:00", "Рысь", "Голос: Лиса досрочно")
t.post(2, "14:00", "Заяц", "Ой, я опоздал? Голос: Лиса")
write(
    "mybb_classic",
    "Day 1: Бобр's «окончательно» locks his vote (his change is refused), «досрочно» is an "
    "ordinary vote before day 2, Заяц's first skip is one vote against himself, Бобр dies with "
    "his role shown (8 alive). Day 2: the fourth early vote of 7 closes the day at 13:00; "
    "Ёжик's final vote cannot move; Заяц votes after the close, so his second skip is a modkill "
    "with his side shown; Сова and Лиса tie 3:3 and nobody dies.",
    [
        ["Лиса", "father"],
        ["Бобр", "alchemist"],
        ["Ёжик", "xing"],
        ["Сова", "lust"],
        ["Волк", "alchemist"],
        ["Заяц", "crystal"],
        ["Медведь", "ishvalan"],
        ["Рысь", "alchemist"],
        ["Пёс", "envy"],
        ["Кот", "pride"],
        ["Мышь", "greed"],
        ["Крот", "crimson"],
        ["Уж", "linker"],
        ["Лось", "bodyguard"],
        ["Тюлень", "alchemist"],
    ],
    ["Пёс", "Кот", "Мышь", "Крот", "Уж", "Лось", "Тюлень"],
    t,
    {
        "1": {
            "executed": ["Бобр"],
            "revealed": {"Бобр": "alchemist"},
            "modkilled": [],
            "skippers": ["Заяц"],
            "penalties": {"Заяц": 1},
            "tally": {"Бобр": 4, "Лиса": 3, "Заяц": 1},
            "closed_early": False,
            "invalid": [["Бобр", "final_locked"]],
        },
        "2": {
            "executed": [],
            "modkilled": ["Заяц"],
            "modkill_revealed": {"Заяц": "town"},
            "skippers": ["Заяц"],
            "penalties": {},
            "tally": {"Лиса": 3, "Сова": 3},
            "closed_early": True,
            "closed_at": "2026-10-02T13:00:00+03:00",
            "invalid": [["Ёжик", "final_locked"], ["Заяц", "after_early_close"]],
        },
    },
)

# -- vbulletin_vote_thread -----------------------------------------------------------------------
t = Thread("2026-10-05")
v = {"thread": "vote"}
t.post(1, "10:00", GM, "День первый. Голосование — в теме голосования, с 20:00 до 21:00.")
t.post(1, "12:00", "Гром", "Шёпот весь день молчит.")
t.post(1, "19:40", "Гром", "[b]Голос: Шёпот[/b]")
t.post(1, "20:01", "Алхимик", "[b]Голос: Шёпот[/b]", **v)
t.post(1, "20:03", "Tanya_K", "[color=red]Голос: Гром[/color]", **v)
t.post(1, "20:05", "Шёпот", "Голос: Гром", **v)
t.post(1, "20:06", "Шёпот", "[b]Голос: Гром[/b]", **v)
t.post(1, "20:10", "Гром", "[b]Голос: Шёпот[/b]")
t.post(1, "20:12", "Гром", "[b]Голос: Шёпот[/b]", **v)
t.post(1, "20:15", "Ирис", "[b]Голос: Гром[/b]", edited="20:18", **v)
t.post(1, "20:20", "Ирис", "[b]Голос: Шёпот[/b]", **v)
t.post(1, "20:25", "Кедр", "[b]Голос: Гром[/b]", **v)
t.post(1, "20:30", "Кедр", "[b]Голос: Ирис[/b]", **v)
t.post(1, "20:35", "Кедр", "[b]Голос: Шёпот[/b]", **v)
t.post(1, "20:40", "Кедр", "[b]Голос: Гром[/b]", **v)
t.post(2, "10:00", GM, "День второй. Голосование с 20:00 до 21:00 в теме голосования.")
t.post(2, "20:05", "Алхимик", "[b]Голос: Гром[/b]", **v)
t.post(2, "20:10", "Гром", "[color=blue]Голос: Кедр[/color]", **v)
t.post(2, "20:15", "Ирис", "[b]Голос: Гром[/b]", **v)
t.post(2, "20:20", "Кедр", "[b]Голос: Гром[/b]", **v)
t.post(2, "20:25", "Tanya_K", "[color=red]Голос: Гром[/color]", **v)
t.post(2, "20:30", "Luna", "[b]Голос: Кедр[/b]")
write(
    "vbulletin_vote_thread",
    "Day 1: votes before 20:00 or in the discussion thread, an unmarked vote and an edited "
    "vote post do not count; Кедр's third change is refused; Luna skips (+3); Шёпот has 4 and "
    "dies, side shown (7 alive). Day 2: Luna votes only in the discussion thread: her second "
    "skip in a row is a modkill; Гром has 4 and dies in the dark (5 alive).",
    [
        ["Алхимик", "alchemist"],
        ["Tanya_K", "crystal", "Таня"],
        ["Шёпот", "pride"],
        ["Гром", "alchemist"],
        ["Ирис", "xing"],
        ["Кедр", "lust"],
        ["Luna", "alchemist", "Луна"],
        ["Пепел", "father"],
        ["Дым", "envy"],
        ["Зола", "greed"],
        ["Искра", "crimson"],
        ["Пламя", "linker"],
        ["Уголь", "bodyguard"],
        ["Сажа", "ishvalan"],
        ["Жар", "alchemist"],
    ],
    ["Пепел", "Дым", "Зола", "Искра", "Пламя", "Уголь", "Сажа", "Жар"],
    t,
    {
        "1": {
            "executed": ["Шёпот"],
            "revealed": {"Шёпот": "homunculi"},
            "modkilled": [],
            "skippers": ["Luna"],
            "penalties": {"Luna": 3},
            "tally": {"Шёпот": 4, "Luna": 3, "Гром": 2},
            "skip_streak": {"Luna": 1},
            "invalid": [
                ["Гром", "outside_vote_window"],
                ["Шёпот", "unmarked"],
                ["Гром", "not_in_vote_thread"],
                ["Ирис", "edited"],
                ["Кедр", "change_limit"],
            ],
        },
        "2": {
            "executed": ["Гром"],
            "revealed": {},
            "modkilled": ["Luna"],
            "modkill_causes": {"Luna": "skips_in_a_row"},
            "skippers": ["Luna"],
            "penalties": {},
            "tally": {"Гром": 4, "Кедр": 1},
            "invalid": [["Luna", "not_in_vote_thread"]],
        },
    },
    closes="21:00",
)

# -- smf_fast ----------------------------------------------------------------------------------
t = Thread("2026-10-08")
t.post(1, "10:00", GM, "День первый, быстрый: пропуск без штрафа.")
t.post(1, "10:10", "Мята", "Пас.")
t.post(1, "10:30", "Клён", "Голосую против себя, проверьте меня.")
t.post(1, "11:00", "Рысь", "Голос: Ворон")
t.post(1, "12:00", "Ворон", "Голос: Рысь")
t.post(1, "13:00", "Сокол", "Голос: Рысь")
t.post(1, "14:00", "Лис", "Голос: Рысь")
t.post(1, "19:00", "Тень", "Голос: Рысь")
t.post(1, "19:30", "Тень", "Голос: Ворон")
t.post(1, "20:05", "Тень", "Голос: Рысь")
t.post(1, "20:10", "Тень", "Голос: Ворон")
t.post(1, "20:20", "Тень", "Голос: Рысь")
t.post(1, "20:55", "Сокол", "Голос: Ворон")
t.post(2, "10:00", GM, "День второй.")
t.post(2, "10:10", "Мята", "Пас")
t.post(2, "11:00", "Клён", "Голос: Ворон")
t.post(2, "11:30", "Ворон", "Голос: Клён")
t.post(2, "12:30", "Сокол", "Голос: Ворон")
t.post(2, "13:00", "Лис", "Голос: Ворон")
t.post(2, "15:00", "Тень", "Не успеваю разобраться, простите.")
write(
    "smf_fast",
    "Day 1 (fast): Мята passes, Клён's vote for himself and Тень's change past the evening "
    "limit are skips without a penalty; Сокол's one change after 20:50 counts; Рысь and Ворон "
    "tie at 2 and Рысь, whose last vote came earlier, dies, nothing shown. Day 2: a pass is "
    "refused (day 1 only): Мята skips (+2); Тень's skip is his first that counts (no modkill); "
    "Ворон dies with 3.",
    [
        ["Мята", "alchemist"],
        ["Клён", "crystal"],
        ["Рысь", "envy"],
        ["Ворон", "alchemist"],
        ["Тень", "greed"],
        ["Сокол", "xing"],
        ["Лис", "father"],
        ["Гроза", "lust"],
        ["Буря", "pride"],
        ["Ливень", "crimson"],
        ["Град", "linker"],
        ["Туман", "bodyguard"],
        ["Иней", "ishvalan"],
        ["Роса", "alchemist"],
        ["Снег", "alchemist"],
    ],
    ["Гроза", "Буря", "Ливень", "Град", "Туман", "Иней", "Роса", "Снег"],
    t,
    {
        "1": {
            "executed": ["Рысь"],
            "revealed": {},
            "modkilled": [],
            "skippers": ["Клён", "Тень"],
            "penalties": {},
            "skips": {},
            "passes_used": ["Мята"],
            "tally": {"Ворон": 2, "Рысь": 2},
            "invalid": [["Тень", "change_limit"]],
        },
        "2": {
            "executed": ["Ворон"],
            "modkilled": [],
            "skippers": ["Мята", "Тень"],
            "penalties": {"Мята": 2, "Тень": 2},
            "skips": {"Мята": 1, "Тень": 1},
            "tally": {"Ворон": 3, "Мята": 2, "Тень": 2, "Клён": 1},
            "invalid": [["Мята", "pass_not_allowed"]],
        },
    },
)

# -- xenforo_roulette ----------------------------------------------------------------------------
t = Thread("2026-10-12")
t.post(1, "09:55", GM, "День первый. Пас — один раз за игру; молчание за день — пропуск.")
t.post(1, "10:00", "Кира", "Голос: Дэн\nНет, голос: Ося")
t.post(1, "10:30", "Дэн", "Голос: Кира")
t.post(1, "11:00", "Ося", "Пас")
t.post(1, "11:30", "Ева", "Голос: Кира", edited="11:40")
t.post(1, "12:00", "Ева", "Голос: Дэн")
t.post(1, "12:30", "Ян", "Пас")
t.post(1, "13:00", "Лея", "Я сегодня без голоса, присматриваюсь.")
t.post(2, "09:55", GM, "День второй.")
t.post(2, "10:00", "Кира", "Голос: Дэн")
t.post(2, "10:30", "Дэн", "Голос: Кира")
t.post(2, "11:00", "Ося", "Голос: Дэн")
t.post(2, "11:30", "Ева", "Голос: Кира")
t.post(2, "12:00", "Ян", "Пас")
t.post(2, "12:10", "Ян", "Ладно. Голос: Дэн")
t.post(2, "12:30", "Лея", "Голос: Дэн")
t.post(2, "13:00", "Макс", "Я тут! Голос: Кира")
write(
    "xenforo_roulette",
    "Day 1: Кира's second vote in the same post is refused; Ева edited her vote post (a skip, "
    "her later vote refused); Ося and Ян pass (their one pass); Лея posted without voting (no "
    "skip); Макс never posted (a skip); Ева and Макс tie at 2: the GM's roulette. Night 2: "
    "Макс (the linker) sends no action. Day 2: Ян's second pass is refused; Макс skipped "
    "yesterday and missed his night action: modkill, his vote dropped; Дэн dies with 4.",
    [
        ["Кира", "alchemist"],
        ["Дэн", "lust"],
        ["Ося", "crystal"],
        ["Макс", "linker"],
        ["Ева", "xing"],
        ["Ян", "father"],
        ["Лея", "alchemist"],
        ["Аз", "envy"],
        ["Буки", "pride"],
        ["Веди", "greed"],
        ["Глаголь", "crimson"],
        ["Добро", "bodyguard"],
        ["Есть", "ishvalan"],
        ["Живете", "alchemist"],
        ["Зело", "alchemist"],
    ],
    ["Аз", "Буки", "Веди", "Глаголь", "Добро", "Есть", "Живете", "Зело"],
    t,
    {
        "1": {
            "executed": [],
            "pending": [{"player": None, "need": "tie_break", "candidates": ["Ева", "Макс"]}],
            "modkilled": [],
            "skippers": ["Ева", "Макс"],
            "penalties": {"Ева": 2, "Макс": 2},
            "passes_used": ["Ося", "Ян"],
            "invalid": [["Кира", "same_post_change"], ["Ева", "edited"], ["Ева", "skip_imposed"]],
        },
        "2": {
            "executed": ["Дэн"],
            "modkilled": ["Макс"],
            "modkill_causes": {"Макс": "skip_and_missed_night"},
            "skippers": [],
            "tally": {"Дэн": 4, "Кира": 2},
            "invalid": [["Ян", "pass_used"]],
        },
    },
    nights={
        "2": [
            {"actor": "Ян", "action": "kill", "target": "Лея", "executor": "Дэн"},
            {"actor": "Ося", "action": "heal", "target": "Лея"},
            {"actor": "Дэн", "action": "block", "target": "Кира"},
            {"actor": "Ева", "action": "check", "target": "Ян"},
        ]
    },
    opens="09:55",
)

# -- ipb_double ----------------------------------------------------------------------------------
t = Thread("2026-10-15")
B = "[b]Голос: {}[/b]"
t.post(1, "10:00", GM, "День первый. Голос — только жирным; одна смена голоса.")
for hm, who, whom in [
    ("10:10", "Аня", "Боря"),
    ("10:20", "Боря", "Коля"),
    ("10:30", "Вика", "Коля"),
    ("10:50", "Дима", "Коля"),
    ("11:00", "Жора", "Боря"),
    ("11:10", "Зоя", "Боря"),
    ("11:30", "Коля", "Боря"),
]:
    t.post(1, hm, who, B.format(whom))
t.post(1, "10:40", "Гена", B.format("Коля"), edited="12:00")
t.post(1, "11:20", "Ира", "Голос: Коля")
t.post(1, "11:25", "Ира", B.format("Коля"))
t.post(2, "10:00", GM, "День второй.")
for hm, who, whom in [
    ("10:10", "Аня", "Жора"),
    ("10:20", "Боря", "Жора"),
    ("10:30", "Вика", "Дима"),
    ("10:40", "Дима", "Жора"),
    ("10:50", "Жора", "Дима"),
    ("11:00", "Зоя", "Аня"),
    ("11:10", "Ира", "Дима"),
    ("11:20", "Коля", "Вика"),
    ("12:00", "Коля", "Аня"),
    ("13:00", "Коля", "Жора"),
]:
    t.post(2, hm, who, B.format(whom))
t.post(3, "10:00", GM, "День третий.")
for hm, who, whom in [
    ("10:10", "Аня", "Боря"),
    ("10:20", "Боря", "Зоя"),
    ("10:30", "Вика", "Боря"),
    ("10:40", "Зоя", "Вика"),
    ("10:50", "Ира", "Зоя"),
    ("11:00", "Коля", "Вика"),
]:
    t.post(3, hm, who, B.format(whom))
t.post(4, "10:00", GM, "День четвёртый, двойной: первая казнь в 18:00, вторая — в 22:30.")
for hm, who, whom in [
    ("10:10", "Аня", "Коля"),
    ("10:20", "Боря", "Коля"),
    ("10:30", "Вика", "Коля"),
    ("10:40", "Зоя", "Ира"),
    ("10:50", "Ира", "Коля"),
    ("11:00", "Коля", "Ира"),
    ("18:10", "Аня", "Ира"),
    ("18:20", "Боря", "Ира"),
    ("18:30", "Вика", "Зоя"),
    ("18:40", "Зоя", "Ира"),
    ("18:50", "Ира", "Зоя"),
]:
    t.post(4, hm, who, B.format(whom))
write(
    "ipb_double",
    "Day 1: Гена edits his vote post: a modkill that voids the day (nobody executed); Ира's "
    "unmarked vote does not count, her bold one does. Day 2: Коля's second change is refused; "
    "Жора and Дима tie 3:3: both die, sides shown (8 alive). Day 3: a three-way 2:2:2 tie: "
    "nobody. Day 4, double: Коля dies at 18:00 with 4, Ира at the deadline with 3.",
    [
        ["Аня", "father"],
        ["Боря", "alchemist"],
        ["Вика", "xing"],
        ["Гена", "lust"],
        ["Дима", "crystal"],
        ["Жора", "alchemist"],
        ["Зоя", "ishvalan"],
        ["Ира", "alchemist"],
        ["Коля", "envy"],
        ["Лёня", "pride"],
        ["Маша", "greed"],
        ["Нина", "crimson"],
        ["Олег", "linker"],
        ["Петя", "bodyguard"],
        ["Рома", "alchemist"],
    ],
    ["Лёня", "Маша", "Нина", "Олег", "Петя", "Рома"],
    t,
    {
        "1": {
            "executed": [],
            "modkilled": ["Гена"],
            "modkill_causes": {"Гена": "edited_vote"},
            "skippers": [],
            "invalid": [["Гена", "edited"], ["Ира", "unmarked"]],
        },
        "2": {
            "executed": ["Дима", "Жора"],
            "revealed": {"Дима": "town", "Жора": "town"},
            "modkilled": [],
            "tally": {"Дима": 3, "Жора": 3, "Аня": 2},
            "invalid": [["Коля", "change_limit"]],
        },
        "3": {
            "executed": [],
            "tally": {"Боря": 2, "Вика": 2, "Зоя": 2},
        },
        "4": {
            "executed": ["Коля", "Ира"],
            "revealed": {},
            "modkilled": [],
            "skippers": [],
            "tally": {"Ира": 3, "Зоя": 2},
        },
    },
)
