"""Author the day scenario files: inputs and expectations worked out by hand from RULES.md.

The JSON files in day/ are the scenarios; this script only saves typing when writing them
(run it from the repository root). Expectations are never computed by the engine.
"""

import json
import pathlib

OUT = pathlib.Path(__file__).resolve().parent / "day"


def t(hm, day=2):
    return f"2026-12-0{day}T{hm}:00+03:00"


def v(hm, voter, target, early=False):
    return {"at": t(hm), "voter": voter, "kind": "vote", "target": target, "early": early}


def u(hm, voter):
    return {"at": t(hm), "voter": voter, "kind": "unvote"}


def P(n, roles=None):
    roles = roles or {}
    return {f"P{i:02d}": roles.get(f"P{i:02d}", "alchemist") for i in range(1, n + 1)}


FMA = {
    "A": "crimson",
    "B": "xing",
    "C": "father",
    "D": "lust",
    "E": "envy",
    "F": "pride",
    "G": "ishvalan",
    "H": "greed",
    "I": "bodyguard",
    "J": "linker",
    "K": "crystal",
    "L": "alchemist",
    "M": "alchemist",
    "N": "alchemist",
    "O": "alchemist",
}


def fma(*names):
    return {n: FMA[n] for n in names}


def write(name, rule, about, inp, expect):
    base = {"day": 1, "opens_at": t("10:00"), "closes_at": t("22:30")}
    base.update(inp)
    (OUT / f"{name}.json").write_text(
        json.dumps(
            {"rule": rule, "about": about, "input": base, "expect": expect},
            ensure_ascii=False,
            indent=1,
        )
        + "\n",
        encoding="utf-8",
    )


write(
    "01_last_vote_counts",
    "day.1",
    "only each player's last valid vote counts",
    {
        "players": P(4),
        "votes": [
            v("10:00", "P01", "P02"),
            v("11:00", "P01", "P03"),
            v("10:30", "P02", "P03"),
            v("12:00", "P03", "P02"),
            v("12:30", "P04", "P03"),
        ],
    },
    {"tally": {"P03": 3, "P02": 1}, "executed": ["P03"], "penalties": {}, "revealed": {}},
)
write(
    "02_unvote_leaves_a_skip",
    "day.3",
    "a withdrawn vote is no vote: +2, counted from the start of the day",
    {
        "players": P(4),
        "votes": [
            v("10:00", "P01", "P02"),
            u("11:00", "P01"),
            v("10:10", "P02", "P03"),
            v("10:20", "P03", "P02"),
            v("10:30", "P04", "P02"),
        ],
    },
    {"tally": {"P01": 2, "P02": 2, "P03": 1}, "penalties": {"P01": 2}, "executed": ["P01"]},
)
write(
    "03_vote_before_opening_ignored",
    "finer.time",
    "a vote posted before the day opened does not count",
    {
        "players": P(4),
        "votes": [
            {"at": "2026-12-02T09:59:00+03:00", "voter": "P01", "kind": "vote", "target": "P02"},
            v("10:10", "P02", "P03"),
            v("10:20", "P03", "P01"),
            v("10:30", "P04", "P03"),
        ],
    },
    {
        "tally": {"P01": 3, "P03": 2},
        "penalties": {"P01": 2},
        "executed": ["P01"],
        "invalid_votes": [{"voter": "P01", "target": "P02", "reason": "before_open"}],
    },
)
write(
    "04_vote_at_deadline_is_late",
    "finer.time",
    "a vote at the deadline is late",
    {
        "players": P(4),
        "votes": [
            v("22:30", "P01", "P02"),
            v("11:00", "P02", "P01"),
            v("11:05", "P03", "P01"),
            v("12:00", "P04", "P02"),
        ],
    },
    {
        "tally": {"P01": 4, "P02": 1},
        "penalties": {"P01": 2},
        "executed": ["P01"],
        "invalid_votes": [{"voter": "P01", "target": "P02", "reason": "after_deadline"}],
    },
)
write(
    "05_vote_for_dead_keeps_previous",
    "finer.invalid",
    "a vote for a dead or unknown player is invalid; the previous vote stands",
    {
        "players": P(4),
        "votes": [
            v("10:00", "P01", "P02"),
            v("11:00", "P01", "Zed"),
            v("10:10", "P02", "P03"),
            v("10:20", "P03", "P02"),
            v("10:30", "P04", "P02"),
        ],
    },
    {
        "tally": {"P02": 3, "P03": 1},
        "executed": ["P02"],
        "invalid_votes": [{"voter": "P01", "target": "Zed", "reason": "target_invalid"}],
    },
)
write(
    "06_vote_by_dead_invalid",
    "finer.invalid",
    "a vote by someone not alive in the game is invalid",
    {
        "players": P(4),
        "votes": [
            v("10:00", "Zed", "P01"),
            v("10:01", "P01", "P02"),
            v("10:05", "P02", "P01"),
            v("10:10", "P03", "P01"),
            v("10:15", "P04", "P01"),
        ],
    },
    {
        "tally": {"P01": 3, "P02": 1},
        "executed": ["P01"],
        "invalid_votes": [{"voter": "Zed", "target": "P01", "reason": "voter_not_alive"}],
    },
)
write(
    "07_vote_for_oneself_valid",
    "finer.invalid",
    "a vote for oneself is valid",
    {
        "players": P(4),
        "votes": [
            v("10:00", "P01", "P01"),
            v("10:05", "P02", "P03"),
            v("10:10", "P03", "P01"),
            v("10:15", "P04", "P01"),
        ],
    },
    {"tally": {"P01": 3, "P03": 1}, "executed": ["P01"], "penalties": {}},
)
write(
    "08_first_skip_penalty_and_reveal",
    "day.3",
    "a skipper gets +2 against himself; above 10 alive the side is revealed",
    {
        "players": P(12),
        "votes": [v(f"10:{i:02d}", f"P{i:02d}", "P02") for i in range(1, 6)]
        + [v(f"11:{i:02d}", f"P{i:02d}", "P03") for i in range(6, 12)],
    },
    {
        "tally": {"P03": 6, "P02": 5, "P12": 2},
        "penalties": {"P12": 2},
        "executed": ["P03"],
        "revealed": {"P03": "town"},
    },
)
write(
    "09_second_skip_modkill_drops_votes_against",
    "day.3",
    "second skip: modkill, no penalty, votes against him dropped",
    {
        "players": P(12),
        "skips": {"P12": 1},
        "votes": [v(f"10:{i:02d}", f"P{i:02d}", "P12") for i in range(1, 5)]
        + [v(f"11:{i:02d}", f"P{i:02d}", "P03") for i in range(5, 12)],
    },
    {
        "tally": {"P03": 7},
        "penalties": {},
        "modkilled": ["P12"],
        "executed": ["P03"],
        "revealed": {"P03": "town"},
    },
)
write(
    "10_modkill_counts_before_reveal",
    "finer",
    "alive for the reveal rule is counted after modkills: 11 - 1 = 10, no reveal",
    {
        "players": P(11),
        "skips": {"P11": 1},
        "votes": [v(f"10:{i:02d}", f"P{i:02d}", "P02") for i in range(1, 7)]
        + [v(f"11:{i:02d}", f"P{i:02d}", "P03") for i in range(7, 11)],
    },
    {"tally": {"P02": 6, "P03": 4}, "modkilled": ["P11"], "executed": ["P02"], "revealed": {}},
)
write(
    "11_tie_above_six_all_die",
    "day.4",
    "a tie with more than 6 alive: all tied die",
    {
        "players": P(8),
        "votes": [
            v("10:01", "P01", "P05"),
            v("10:02", "P02", "P05"),
            v("10:03", "P03", "P05"),
            v("10:04", "P04", "P05"),
            v("10:05", "P05", "P01"),
            v("10:06", "P06", "P01"),
            v("10:07", "P07", "P01"),
            v("10:08", "P08", "P01"),
        ],
    },
    {"tally": {"P01": 4, "P05": 4}, "executed": ["P01", "P05"], "revealed": {}},
)
write(
    "12_tie_at_six_first_reached_dies",
    "day.4",
    "6 alive: only the first to reach the final count dies",
    {
        "players": P(6),
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:05", "P02", "P01"),
            v("10:10", "P03", "P02"),
            v("10:15", "P04", "P01"),
            v("10:20", "P05", "P03"),
            v("10:25", "P06", "P04"),
        ],
    },
    {"tally": {"P01": 2, "P02": 2, "P03": 1, "P04": 1}, "executed": ["P02"]},
)
write(
    "13_tie_first_reached_is_the_last_time_it_became_final",
    "day.4",
    "a count that left the final value and came back is dated by its return",
    {
        "players": P(6),
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:05", "P03", "P02"),
            v("10:10", "P02", "P01"),
            v("10:15", "P04", "P01"),
            v("10:20", "P03", "P04"),
            v("10:30", "P03", "P02"),
            v("10:40", "P05", "P06"),
            v("10:50", "P06", "P05"),
        ],
    },
    {"tally": {"P01": 2, "P02": 2, "P05": 1, "P06": 1}, "executed": ["P01"]},
)
write(
    "14_tie_with_skip_penalty_at_six",
    "day.4",
    "penalty votes stand from the start of the day, so the skipper reached the tie first",
    {
        "players": P(6),
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:05", "P02", "P01"),
            v("10:10", "P03", "P02"),
            v("10:20", "P04", "P03"),
            v("10:30", "P05", "P03"),
        ],
    },
    {
        "tally": {"P02": 2, "P03": 2, "P06": 2, "P01": 1},
        "penalties": {"P06": 2},
        "executed": ["P06"],
    },
)
write(
    "15_early_before_day_three_is_ordinary",
    "day.2",
    "before Day 3 'досрочно' is ignored and the vote can change",
    {
        "day": 2,
        "players": P(4),
        "votes": [
            v("10:00", "P02", "P01", True),
            v("11:00", "P02", "P03"),
            v("10:10", "P03", "P01", True),
            v("10:20", "P04", "P01", True),
            v("10:30", "P01", "P02", True),
        ],
    },
    {
        "closed_early": False,
        "closed_at": t("22:30"),
        "tally": {"P01": 2, "P02": 1, "P03": 1},
        "executed": ["P01"],
    },
)
write(
    "16_early_close_majority",
    "day.2",
    "from Day 3 the day closes once more than half hold an early vote; later votes are ignored",
    {
        "day": 3,
        "players": P(6),
        "votes": [
            v("10:00", "P01", "P06", True),
            v("10:10", "P02", "P06", True),
            v("10:20", "P03", "P06", True),
            v("11:00", "P04", "P05"),
            v("11:30", "P05", "P06", True),
            v("12:00", "P06", "P01"),
        ],
    },
    {
        "closed_early": True,
        "closed_at": t("11:30"),
        "tally": {"P06": 6, "P05": 1},
        "penalties": {"P06": 2},
        "executed": ["P06"],
        "invalid_votes": [{"voter": "P06", "target": "P01", "reason": "after_early_close"}],
    },
)
write(
    "17_exactly_half_early_is_not_enough",
    "day.2",
    "exactly half of the living holding early votes does not close the day",
    {
        "day": 3,
        "players": P(4),
        "votes": [
            v("10:00", "P01", "P02", True),
            v("10:10", "P02", "P01", True),
            v("10:20", "P03", "P02"),
            v("10:30", "P04", "P02"),
        ],
    },
    {
        "closed_early": False,
        "closed_at": t("22:30"),
        "tally": {"P02": 3, "P01": 1},
        "executed": ["P02"],
    },
)
write(
    "18_early_close_all_option",
    "day.2",
    "GM option early_close=all: every living player must hold an early vote",
    {
        "day": 3,
        "players": P(4),
        "rules": {"early_close": "all"},
        "votes": [
            v("10:00", "P01", "P02", True),
            v("10:10", "P02", "P01", True),
            v("10:20", "P03", "P02", True),
            v("12:00", "P04", "P02", True),
        ],
    },
    {
        "closed_early": True,
        "closed_at": t("12:00"),
        "tally": {"P02": 3, "P01": 1},
        "executed": ["P02"],
    },
)
write(
    "19_early_vote_cannot_change",
    "day.2",
    "an early vote cannot be changed or withdrawn; attempts are flagged",
    {
        "day": 3,
        "players": P(4),
        "votes": [
            v("10:00", "P01", "P02", True),
            v("11:00", "P01", "P03"),
            u("11:30", "P01"),
            v("10:10", "P02", "P01"),
            v("10:20", "P03", "P02"),
            v("10:30", "P04", "P03"),
        ],
    },
    {
        "closed_early": False,
        "tally": {"P02": 2, "P01": 1, "P03": 1},
        "executed": ["P02"],
        "invalid_votes": [
            {"voter": "P01", "target": "P03", "reason": "early_locked"},
            {"voter": "P01", "target": None, "reason": "early_locked"},
        ],
    },
)
write(
    "20_early_close_reached_by_a_vote_change",
    "day.2",
    "a change to an early vote can be the one that closes the day",
    {
        "day": 3,
        "players": P(6),
        "votes": [
            v("10:00", "P01", "P06", True),
            v("10:10", "P02", "P06", True),
            v("10:20", "P03", "P06", True),
            v("10:30", "P04", "P05"),
            v("11:00", "P04", "P06", True),
            v("11:30", "P05", "P06"),
        ],
    },
    {
        "closed_early": True,
        "closed_at": t("11:00"),
        "tally": {"P06": 6, "P05": 2},
        "penalties": {"P05": 2, "P06": 2},
        "executed": ["P06"],
    },
)
write(
    "21_linked_cannot_vote_each_other",
    "day.6",
    "linked players' votes against each other are invalid; the previous valid vote stands",
    {
        "players": P(4),
        "linked": [["P01", "P02"]],
        "votes": [
            v("10:00", "P01", "P03"),
            v("11:00", "P01", "P02"),
            v("10:30", "P02", "P01"),
            v("10:40", "P03", "P02"),
            v("10:50", "P04", "P02"),
        ],
    },
    {
        "tally": {"P02": 4, "P03": 1},
        "penalties": {"P02": 2},
        "executed": ["P02"],
        "invalid_votes": [
            {
                "voter": "P02",
                "target": "P01",
                "reason": "linked",
            },
            {
                "voter": "P01",
                "target": "P02",
                "reason": "linked",
            },
        ],
    },
)
write(
    "22_linked_pair_in_a_tie",
    "day.6",
    "a linked pair who tried to vote each other skip, and tie on top with 8 alive: both die",
    {
        "players": P(8),
        "linked": [["P01", "P02"]],
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:05", "P02", "P01"),
            v("10:10", "P03", "P01"),
            v("10:15", "P04", "P02"),
            v("10:20", "P05", "P03"),
            v("10:25", "P06", "P03"),
            v("10:30", "P07", "P04"),
            v("10:35", "P08", "P04"),
        ],
    },
    {
        "tally": {"P01": 3, "P02": 3, "P03": 2, "P04": 2},
        "penalties": {"P01": 2, "P02": 2},
        "executed": ["P01", "P02"],
    },
)
write(
    "23_vote_removed_counts_zero",
    "day.7",
    "a vote removed by the Stone counts 0 and its owner is no skipper",
    {
        "players": P(4),
        "modifiers": {"P01": {"vote_weight": 0}},
        "votes": [
            v("10:00", "P01", "P03"),
            v("10:10", "P02", "P03"),
            v("10:20", "P03", "P02"),
            v("10:30", "P04", "P02"),
        ],
    },
    {"tally": {"P02": 2, "P03": 1}, "penalties": {}, "executed": ["P02"]},
)
write(
    "24_vote_removed_silent_player_is_no_skipper",
    "finer.stone",
    "a player without a vote (Stone) who posts nothing is not a skipper",
    {
        "players": P(4),
        "modifiers": {"P01": {"vote_weight": 0}},
        "votes": [v("10:10", "P02", "P03"), v("10:20", "P03", "P02"), v("10:30", "P04", "P02")],
    },
    {"tally": {"P02": 2, "P03": 1}, "penalties": {}, "executed": ["P02"]},
)
write(
    "25_vote_added_counts_two",
    "day.7",
    "an added vote counts 2; at 4 alive the first to reach the tie dies",
    {
        "players": P(4),
        "modifiers": {"P01": {"vote_weight": 2}},
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:10", "P03", "P04"),
            v("10:20", "P04", "P03"),
            v("10:30", "P02", "P03"),
        ],
    },
    {"tally": {"P02": 2, "P03": 2, "P04": 1}, "executed": ["P02"]},
)
write(
    "26_nullified_vote_counts_zero_and_cannot_be_early",
    "finer.stone",
    "a nullified vote counts 0 and never holds an early vote",
    {
        "day": 3,
        "players": P(4),
        "modifiers": {"P01": {"vote_nullified": True}},
        "votes": [
            v("10:00", "P01", "P02", True),
            v("10:10", "P02", "P01", True),
            v("10:20", "P03", "P01", True),
            v("11:00", "P04", "P01"),
        ],
    },
    {"closed_early": False, "tally": {"P01": 3}, "penalties": {}, "executed": ["P01"]},
)
write(
    "27_immune_in_a_tie_others_still_die",
    "day.7",
    "an immune player is not executed; those tied with him still are",
    {
        "players": P(8),
        "modifiers": {"P01": {"execution_immune": True}},
        "votes": [
            v("10:01", "P01", "P02"),
            v("10:02", "P02", "P01"),
            v("10:03", "P03", "P01"),
            v("10:04", "P04", "P01"),
            v("10:05", "P05", "P01"),
            v("10:06", "P06", "P02"),
            v("10:07", "P07", "P02"),
            v("10:08", "P08", "P02"),
        ],
    },
    {"tally": {"P01": 4, "P02": 4}, "executed": ["P02"]},
)
write(
    "28_immune_alone_on_top_nobody_dies",
    "day.7",
    "GM option default: the immune player alone on top means nobody is executed",
    {
        "players": P(8),
        "modifiers": {"P01": {"execution_immune": True}},
        "votes": [
            v("10:01", "P01", "P02"),
            v("10:02", "P02", "P01"),
            v("10:03", "P03", "P01"),
            v("10:04", "P04", "P01"),
            v("10:05", "P05", "P01"),
            v("10:06", "P06", "P01"),
            v("10:07", "P07", "P02"),
            v("10:08", "P08", "P02"),
        ],
    },
    {"tally": {"P01": 5, "P02": 3}, "executed": []},
)
write(
    "29_immune_alone_next_highest_option",
    "day.7",
    "GM option next_highest: the next highest die instead",
    {
        "players": P(8),
        "modifiers": {"P01": {"execution_immune": True}},
        "rules": {"immune_alone_on_top": "next_highest"},
        "votes": [
            v("10:01", "P01", "P02"),
            v("10:02", "P02", "P01"),
            v("10:03", "P03", "P01"),
            v("10:04", "P04", "P01"),
            v("10:05", "P05", "P01"),
            v("10:06", "P06", "P01"),
            v("10:07", "P07", "P02"),
            v("10:08", "P08", "P02"),
        ],
    },
    {"tally": {"P01": 5, "P02": 3}, "executed": ["P02"]},
)
write(
    "30_immune_first_reached_at_six_nobody_dies",
    "finer",
    "at 6 or fewer, if the immune player reached the tie first, nobody is executed",
    {
        "players": P(6),
        "modifiers": {"P01": {"execution_immune": True}},
        "votes": [
            v("10:00", "P02", "P01"),
            v("10:05", "P03", "P01"),
            v("10:10", "P01", "P02"),
            v("10:15", "P04", "P02"),
            v("10:20", "P05", "P03"),
            v("10:25", "P06", "P04"),
        ],
    },
    {"tally": {"P01": 2, "P02": 2, "P03": 1, "P04": 1}, "executed": []},
)
crimson12 = fma("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L")
write(
    "31_crimson_executed_explodes",
    "deaths",
    "Crimson executed takes the Xing Alchemist and Father with him; his side is revealed",
    {
        "players": crimson12,
        "votes": [v(f"10:{i:02d}", n, "A") for i, n in enumerate("BCDEFGHI")]
        + [v(f"11:{i:02d}", n, "D") for i, n in enumerate("AJKL")],
    },
    {
        "executed": ["A"],
        "revealed": {"A": "loner"},
        "also_died": [{"player": "B", "cause": "explosion"}, {"player": "C", "cause": "explosion"}],
    },
)
write(
    "32_crimson_spares_bodyguard_as_xing",
    "deaths",
    "the explosion does not work on the Bodyguard who became the Xing Alchemist",
    {
        "players": fma("A", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"),
        "state": {"father": "C", "xing": "I", "absorbed_by_pride": False},
        "votes": [v(f"10:{i:02d}", n, "A") for i, n in enumerate("CDEFGHI")]
        + [v(f"11:{i:02d}", n, "D") for i, n in enumerate("AJKL")],
    },
    {"executed": ["A"], "also_died": [{"player": "C", "cause": "explosion"}]},
)
write(
    "33_crimson_spares_pride_as_father",
    "deaths",
    "the explosion does not work on Pride who became Father",
    {
        "players": fma("A", "B", "D", "E", "F", "G", "H", "I", "J", "K", "L"),
        "state": {"father": "F", "xing": "B", "absorbed_by_pride": False},
        "votes": [v(f"10:{i:02d}", n, "A") for i, n in enumerate("BDEFGHI")]
        + [v(f"11:{i:02d}", n, "D") for i, n in enumerate("AJKL")],
    },
    {"executed": ["A"], "also_died": [{"player": "B", "cause": "explosion"}]},
)
write(
    "34_crimson_in_a_tie",
    "deaths",
    "Crimson tied on top with 8 alive dies with the other and still explodes",
    {
        "players": fma("A", "B", "C", "D", "E", "F", "G", "H"),
        "votes": [
            v("10:01", "B", "A"),
            v("10:02", "C", "A"),
            v("10:03", "E", "A"),
            v("10:04", "A", "D"),
            v("10:05", "F", "D"),
            v("10:06", "G", "D"),
            v("10:07", "D", "E"),
            v("10:08", "H", "E"),
        ],
    },
    {
        "tally": {"A": 3, "D": 3, "E": 2},
        "executed": ["A", "D"],
        "also_died": [{"player": "B", "cause": "explosion"}, {"player": "C", "cause": "explosion"}],
    },
)
write(
    "35_crimson_modkilled_does_not_explode",
    "deaths",
    "only an executed Crimson explodes; a modkill is no execution",
    {
        "players": fma("A", "B", "C", "D", "E", "F", "G", "H"),
        "skips": {"A": 1},
        "votes": [
            v("10:01", "B", "D"),
            v("10:02", "C", "D"),
            v("10:03", "D", "B"),
            v("10:04", "E", "D"),
            v("10:05", "F", "D"),
            v("10:06", "G", "B"),
            v("10:07", "H", "D"),
        ],
    },
    {"modkilled": ["A"], "executed": ["D"], "also_died": [], "revealed": {}},
)
write(
    "36_pride_with_crimson_dies_pending_revenge",
    "deaths",
    "Pride who absorbed Crimson dies: the GM must enter whom he takes",
    {
        "players": fma("B", "C", "D", "E", "F", "G", "H", "I"),
        "state": {"father": "C", "xing": "B", "absorbed_by_pride": True},
        "votes": [v(f"10:{i:02d}", n, "F") for i, n in enumerate("BCDEGH")]
        + [v("11:00", "F", "B"), v("11:01", "I", "B")],
    },
    {"executed": ["F"], "pending": [{"player": "F", "need": "revenge_target"}]},
)
write(
    "37_father_executed_pride_succeeds",
    "deaths",
    "Father dies: Pride becomes Father",
    {
        "players": fma("B", "C", "D", "E", "F", "G", "H", "I"),
        "votes": [v(f"10:{i:02d}", n, "C") for i, n in enumerate("BDEFGH")]
        + [v("11:00", "C", "B"), v("11:01", "I", "B")],
    },
    {"executed": ["C"], "state": {"father": "F", "xing": "B", "absorbed_by_pride": False}},
)
write(
    "38_xing_executed_bodyguard_succeeds",
    "deaths",
    "the Xing Alchemist dies: the Bodyguard becomes the Xing Alchemist",
    {
        "players": fma("B", "C", "D", "E", "F", "G", "H", "I"),
        "votes": [v(f"10:{i:02d}", n, "B") for i, n in enumerate("CDEFGH")]
        + [v("11:00", "B", "C"), v("11:01", "I", "C")],
    },
    {"executed": ["B"], "state": {"father": "C", "xing": "I", "absorbed_by_pride": False}},
)
write(
    "39_everyone_skips_at_four_gm_decides",
    "day.4",
    "all tied by penalties from the start at 4 alive: nobody reached it first, the GM decides",
    {"players": P(4), "votes": []},
    {
        "tally": {"P01": 2, "P02": 2, "P03": 2, "P04": 2},
        "executed": [],
        "pending": [
            {"player": None, "need": "tie_break", "candidates": ["P01", "P02", "P03", "P04"]}
        ],
    },
)
write(
    "40_listing_order_does_not_matter",
    "finer.time",
    "votes are ordered by their time, not by the order they are listed in",
    {
        "players": P(4),
        "votes": [
            v("11:00", "P01", "P02"),
            v("10:00", "P01", "P03"),
            v("10:10", "P02", "P01"),
            v("10:20", "P03", "P02"),
            v("10:30", "P04", "P02"),
        ],
    },
    {"tally": {"P02": 3, "P01": 1}, "executed": ["P02"]},
)
write(
    "41_revote_after_withdrawal",
    "day.9",
    "withdraw, then vote again: the new vote counts",
    {
        "players": P(4),
        "votes": [
            v("10:00", "P01", "P02"),
            u("10:30", "P01"),
            v("11:00", "P01", "P03"),
            v("10:10", "P02", "P03"),
            v("10:20", "P03", "P02"),
            v("10:40", "P04", "P03"),
        ],
    },
    {"tally": {"P03": 3, "P02": 1}, "penalties": {}, "executed": ["P03"]},
)
write(
    "42_eleven_alive_reveals",
    "day.5",
    "11 alive before the execution: the side is shown (homunculi)",
    {
        "players": fma("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K"),
        "votes": [v(f"10:{i:02d}", n, "D") for i, n in enumerate("ABCEFGH")]
        + [v(f"11:{i:02d}", n, "A") for i, n in enumerate("DIJK")],
    },
    {"executed": ["D"], "revealed": {"D": "homunculi"}, "also_died": []},
)
write(
    "43_tie_at_seven_all_die",
    "day.4",
    "7 alive (more than 6): all tied die",
    {
        "players": P(7),
        "votes": [
            v("10:01", "P01", "P02"),
            v("10:02", "P03", "P02"),
            v("10:03", "P04", "P02"),
            v("10:04", "P02", "P05"),
            v("10:05", "P06", "P05"),
            v("10:06", "P07", "P05"),
            v("10:07", "P05", "P01"),
        ],
    },
    {"tally": {"P02": 3, "P05": 3, "P01": 1}, "executed": ["P02", "P05"]},
)
write(
    "44_greed_revealed_as_loner",
    "day.5",
    "Greed's side is loner",
    {
        "players": fma("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"),
        "votes": [v(f"10:{i:02d}", n, "H") for i, n in enumerate("ABCDEFG")]
        + [v(f"11:{i:02d}", n, "A") for i, n in enumerate("HIJKL")],
    },
    {"executed": ["H"], "revealed": {"H": "loner"}},
)
write(
    "45_early_vote_for_invalid_target_is_not_held",
    "day.2",
    "an early vote that is invalid (linked target) does not count towards the early close",
    {
        "day": 3,
        "players": P(4),
        "linked": [["P01", "P02"]],
        "votes": [
            v("10:00", "P01", "P02", True),
            v("10:10", "P03", "P02", True),
            v("10:20", "P04", "P02", True),
            v("10:30", "P02", "P03"),
        ],
    },
    {
        "closed_early": False,
        "tally": {"P02": 2, "P03": 1, "P01": 2},
        "penalties": {"P01": 2},
        "invalid_votes": [
            {
                "voter": "P01",
                "target": "P02",
                "reason": "linked",
            }
        ],
    },
)
write(
    "46_reveal_counted_after_execution_option",
    "day.5",
    "GM option reveal_counted=after_execution: 11 alive, 10 after the execution, no reveal",
    {
        "players": fma("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K"),
        "rules": {"reveal_counted": "after_execution"},
        "votes": [v(f"10:{i:02d}", n, "D") for i, n in enumerate("ABCEFGH")]
        + [v(f"11:{i:02d}", n, "A") for i, n in enumerate("DIJK")],
    },
    {"executed": ["D"], "revealed": {}},
)
print(len(list(OUT.glob("*.json"))))
write(
    "47_abstain_is_not_a_skip",
    "day.9",
    "where the profile allows abstaining, an abstention is a vote for nobody, not a skip",
    {
        "players": P(4),
        "votes": [
            {"at": t("10:00"), "voter": "P01", "kind": "abstain"},
            v("10:10", "P02", "P03"),
            v("10:20", "P03", "P02"),
            v("10:30", "P04", "P02"),
        ],
    },
    {"tally": {"P02": 2, "P03": 1}, "penalties": {}, "executed": ["P02"]},
)
write(
    "48_vote_change_limit",
    "day.9",
    "with max_changes = 2 the third change is refused and the second change stands",
    {
        "players": P(4),
        "rules": {"max_changes": 2},
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:10", "P01", "P03"),
            v("10:20", "P01", "P04"),
            v("10:30", "P01", "P02"),
            v("10:40", "P02", "P04"),
            v("10:50", "P03", "P04"),
            v("11:00", "P04", "P01"),
        ],
    },
    {
        "tally": {"P04": 3, "P01": 1},
        "executed": ["P04"],
        "invalid_votes": [{"voter": "P01", "target": "P02", "reason": "change_limit"}],
    },
)
