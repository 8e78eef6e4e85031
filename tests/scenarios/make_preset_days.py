"""Author the recorded days of the presets: one day of a thread written in each preset's style.

Each file in presets/ holds the facts the vote reader gives for that day (the post ids as
``ref``, and the facts the style needs: bold or colour, thread, edits, «окончательно», «пас»)
and the result worked out by hand under the preset's rules (data/presets/NAME.toml). The
test puts the preset's [day_rules] in as ``rules`` and runs ``mafia-gm day resolve``. Run
from the repository root; expectations are never computed by the engine.
"""

import json
import pathlib

OUT = pathlib.Path(__file__).resolve().parent / "presets"


def t(hm, day=2):
    return f"2026-12-0{day}T{hm}:00+03:00"


def vote(hm, voter, target, post, **facts):
    return {"at": t(hm), "voter": voter, "kind": "vote", "target": target, "ref": post, **facts}


def act(hm, voter, kind, post, **facts):
    return {"at": t(hm), "voter": voter, "kind": kind, "ref": post, **facts}


def write(preset, about, facts, expect):
    base = {"opens_at": t("10:00"), "closes_at": t("22:30")}
    (OUT / f"{preset}.json").write_text(
        json.dumps(
            {"preset": preset, "about": about, "input": {**base, **facts}, "expect": expect},
            ensure_ascii=False,
            indent=1,
        )
        + "\n",
        encoding="utf-8",
    )


write(
    "mybb_classic",
    "Day 2 of a mybb game: Бобр locks his vote with «окончательно» and cannot change it; Заяц's "
    "second skip is a modkill with his side shown; a 3:3 tie at 6 alive kills nobody",
    {
        "day": 2,
        "players": {
            "Лиса": "father",
            "Бобр": "alchemist",
            "Ёжик": "xing",
            "Сова": "lust",
            "Волк": "alchemist",
            "Заяц": "crystal",
            "Медведь": "ishvalan",
        },
        "skips": {"Заяц": 1},
        "votes": [
            vote("10:05", "Лиса", "Бобр", "1001"),
            vote("10:20", "Бобр", "Лиса", "1002", final=True),
            vote("10:40", "Бобр", "Сова", "1003"),
            vote("11:00", "Ёжик", "Лиса", "1004"),
            vote("11:30", "Сова", "Бобр", "1005"),
            vote("12:00", "Волк", "Бобр", "1006"),
            vote("12:10", "Волк", "Лиса", "1007"),
            vote("13:00", "Медведь", "Бобр", "1008", early=True),
        ],
    },
    {
        "tally": {"Бобр": 3, "Лиса": 3},
        "penalties": {},
        "modkilled": ["Заяц"],
        "modkill_revealed": {"Заяц": "town"},
        "executed": [],
        "revealed": {},
        "closed_early": False,
        "invalid_votes": [{"voter": "Бобр", "target": "Сова", "reason": "final_locked"}],
    },
)
write(
    "vbulletin_vote_thread",
    "Day 3 with a vote thread open 20:00-21:00: votes in the discussion thread, before the hour, "
    "unmarked or in an edited post do not count; Кедр's third change is refused; Luna's second "
    "skip in a row is a modkill; Шёпот reached 3 first and dies, side shown at 7 alive",
    {
        "day": 3,
        "closes_at": t("21:00"),
        "players": {
            "Алхимик": "alchemist",
            "Tanya_K": "crystal",
            "Шёпот": "pride",
            "Гром": "alchemist",
            "Ирис": "xing",
            "Кедр": "lust",
            "Luna": "alchemist",
            "Пепел": "ishvalan",
        },
        "skips": {"Luna": 1},
        "skip_streak": {"Luna": 1},
        "votes": [
            vote("19:40", "Гром", "Шёпот", "2001", thread="game", format=["bold"]),
            vote("20:01", "Алхимик", "Шёпот", "3001", thread="vote", format=["bold"]),
            vote("20:03", "Tanya_K", "Гром", "3002", thread="vote", format=["colour"]),
            vote("20:05", "Шёпот", "Гром", "3003", thread="vote", format=[]),
            vote("20:06", "Шёпот", "Гром", "3004", thread="vote", format=["bold"]),
            vote("20:10", "Гром", "Шёпот", "2002", thread="game", format=["bold"]),
            vote("20:12", "Гром", "Шёпот", "3005", thread="vote", format=["bold"]),
            vote("20:15", "Ирис", "Гром", "3006", thread="vote", format=["bold"], edited=True),
            vote("20:20", "Ирис", "Шёпот", "3007", thread="vote", format=["bold"]),
            vote("20:25", "Кедр", "Шёпот", "3008", thread="vote", format=["bold"]),
            vote("20:30", "Кедр", "Гром", "3009", thread="vote", format=["bold"]),
            vote("20:35", "Кедр", "Ирис", "3010", thread="vote", format=["bold"]),
            vote("20:40", "Кедр", "Шёпот", "3011", thread="vote", format=["bold"]),
            vote("20:50", "Пепел", "Гром", "3012", thread="vote", format=["colour"]),
        ],
    },
    {
        "tally": {"Гром": 3, "Шёпот": 3, "Ирис": 1},
        "modkilled": ["Luna"],
        "modkill_causes": {"Luna": "skips_in_a_row"},
        "penalties": {},
        "executed": ["Шёпот"],
        "revealed": {"Шёпот": "homunculi"},
        "invalid_votes": [
            {"voter": "Гром", "target": "Шёпот", "reason": "outside_vote_window"},
            {"voter": "Шёпот", "target": "Гром", "reason": "unmarked"},
            {"voter": "Гром", "target": "Шёпот", "reason": "not_in_vote_thread"},
            {"voter": "Ирис", "target": "Гром", "reason": "edited"},
            {"voter": "Кедр", "target": "Шёпот", "reason": "change_limit"},
        ],
    },
)
write(
    "smf_fast",
    "Day 1 (a fast day) of a dark SMF game: Мята passes, Клён votes for himself (a skip, free "
    "today), Тень's change past the evening limit voids his vote (a skip, free today), Сокол "
    "may still change once after 20:50; Рысь and Ворон tie at 2 and Рысь, whose last vote "
    "came earlier, dies with nothing revealed",
    {
        "day": 1,
        "players": {
            "Мята": "alchemist",
            "Клён": "crystal",
            "Рысь": "envy",
            "Ворон": "alchemist",
            "Тень": "greed",
            "Сокол": "xing",
            "Лис": "father",
        },
        "votes": [
            act("10:10", "Мята", "pass", "501"),
            vote("10:30", "Клён", "Клён", "502"),
            vote("11:00", "Рысь", "Ворон", "503"),
            vote("12:00", "Ворон", "Рысь", "504"),
            vote("13:00", "Сокол", "Рысь", "505"),
            vote("14:00", "Лис", "Рысь", "506"),
            vote("19:00", "Тень", "Рысь", "507"),
            vote("19:30", "Тень", "Ворон", "508"),
            vote("20:05", "Тень", "Рысь", "509"),
            vote("20:10", "Тень", "Ворон", "510"),
            vote("20:20", "Тень", "Рысь", "511"),
            vote("20:55", "Сокол", "Ворон", "512"),
        ],
    },
    {
        "tally": {"Рысь": 2, "Ворон": 2},
        "penalties": {},
        "skippers": ["Клён", "Тень"],
        "skips": {},
        "passes_used": ["Мята"],
        "executed": ["Рысь"],
        "revealed": {},
        "invalid_votes": [{"voter": "Тень", "target": "Рысь", "reason": "change_limit"}],
    },
)
write(
    "xenforo_roulette",
    "Day 2 of a XenForo game: Кира's second vote in the same post is refused; Ева edited her "
    "vote post (a skip, her later vote refused); Ян's second pass of the game is refused but "
    "he votes after; Лея posted without voting (no skip); Макс neither posted nor sent his "
    "night action (modkill); Кира and Ева tie at 2: the GM's roulette",
    {
        "day": 2,
        "players": {
            "Кира": "alchemist",
            "Дэн": "lust",
            "Ося": "crystal",
            "Макс": "alchemist",
            "Ева": "xing",
            "Ян": "father",
            "Лея": "alchemist",
        },
        "passes_used": ["Ян"],
        "posted": ["Кира", "Дэн", "Ося", "Ева", "Ян", "Лея"],
        "missed_night_action": ["Макс"],
        "votes": [
            vote("10:00", "Кира", "Дэн", "101"),
            vote("10:00", "Кира", "Ося", "101"),
            vote("10:30", "Дэн", "Кира", "102"),
            act("11:00", "Ося", "pass", "103"),
            vote("11:30", "Ева", "Кира", "104", edited=True),
            vote("12:00", "Ева", "Дэн", "105"),
            act("12:30", "Ян", "pass", "106"),
            vote("13:00", "Ян", "Кира", "107"),
        ],
    },
    {
        "tally": {"Ева": 2, "Кира": 2, "Дэн": 1},
        "penalties": {"Ева": 2},
        "modkilled": ["Макс"],
        "modkill_causes": {"Макс": "skip_and_missed_night"},
        "executed": [],
        "pending": [{"player": None, "need": "tie_break", "candidates": ["Ева", "Кира"]}],
        "passes_used": ["Ося", "Ян"],
        "invalid_votes": [
            {"voter": "Кира", "target": "Ося", "reason": "same_post_change"},
            {"voter": "Ева", "target": "Кира", "reason": "edited"},
            {"voter": "Ева", "target": "Дэн", "reason": "skip_imposed"},
            {"voter": "Ян", "target": None, "reason": "pass_used"},
        ],
    },
)
BOLD = {"format": ["bold"]}
write(
    "ipb_double",
    "Day 4, a double day on an IPB board: in the first count Каа's unbolded vote does not "
    "count and his edited vote post is a modkill that voids the first execution; Маугли's "
    "second change is refused; in the second count Багира and Шерхан tie at 2 and both die",
    {
        "day": 4,
        "players": {
            "Акела": "alchemist",
            "Багира": "xing",
            "Балу": "alchemist",
            "Каа": "crystal",
            "Маугли": "alchemist",
            "Табаки": "envy",
            "Шерхан": "father",
            "Ракша": "linker",
        },
        "votes": [
            vote("10:00", "Акела", "Шерхан", "41", **BOLD),
            vote("10:10", "Багира", "Шерхан", "42", **BOLD),
            vote("10:20", "Балу", "Табаки", "43", **BOLD),
            vote("10:30", "Каа", "Табаки", "44", format=[]),
            vote("10:35", "Каа", "Табаки", "45", **BOLD),
            vote("10:40", "Маугли", "Шерхан", "46", **BOLD),
            vote("10:50", "Каа", "Балу", "47", edited=True, **BOLD),
            vote("11:00", "Маугли", "Табаки", "48", **BOLD),
            vote("11:30", "Маугли", "Шерхан", "49", **BOLD),
            vote("12:00", "Табаки", "Акела", "50", **BOLD),
            vote("12:10", "Шерхан", "Маугли", "51", **BOLD),
            vote("12:20", "Ракша", "Балу", "52", **BOLD),
            vote("18:10", "Акела", "Шерхан", "61", **BOLD),
            vote("18:20", "Багира", "Шерхан", "62", **BOLD),
            vote("18:30", "Шерхан", "Багира", "63", **BOLD),
            vote("18:40", "Балу", "Багира", "64", **BOLD),
            vote("19:00", "Маугли", "Табаки", "65", **BOLD),
            vote("19:10", "Ракша", "Маугли", "66", **BOLD),
            vote("19:20", "Табаки", "Балу", "67", **BOLD),
            vote("19:30", "Каа", "Шерхан", "68", **BOLD),
        ],
    },
    {
        "executed": ["Багира", "Шерхан"],
        "modkilled": ["Каа"],
        "modkill_causes": {"Каа": "edited_vote"},
        "revealed": {},
        "rounds": [
            {
                "closed_at": t("18:00"),
                "tally": {"Шерхан": 2, "Табаки": 2, "Акела": 1, "Балу": 1, "Маугли": 1},
                "executed": [],
                "modkilled": ["Каа"],
            },
            {
                "closed_at": t("22:30"),
                "tally": {"Багира": 2, "Шерхан": 2, "Балу": 1, "Маугли": 1, "Табаки": 1},
                "executed": ["Багира", "Шерхан"],
            },
        ],
        "invalid_votes": [
            {"voter": "Каа", "target": "Табаки", "reason": "unmarked"},
            {"voter": "Каа", "target": "Балу", "reason": "edited"},
            {"voter": "Маугли", "target": "Шерхан", "reason": "change_limit"},
            {"voter": "Каа", "target": "Шерхан", "reason": "voter_not_alive"},
        ],
    },
)
print(len(list(OUT.glob("*.json"))))
