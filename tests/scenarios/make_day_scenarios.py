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


# -- the day options of issue 19 (docs/rules-options.md), one scenario per option value -----


def vx(hm, voter, target, **extra):
    """A vote with the reader's extra facts (final, edited, format, thread, ref)."""
    return {**v(hm, voter, target), **extra}


def k(hm, voter, kind, **extra):
    """A vote action without a target: unvote, abstain or pass."""
    return {"at": t(hm), "voter": voter, "kind": kind, **extra}


def counted(i, weight=1):
    return {"index": i, "fate": "counted", "weight": weight}


EIGHT_TIED = [
    v("10:00", "P01", "P02"),
    v("10:05", "P02", "P01"),
    v("10:10", "P03", "P01"),
    v("10:15", "P04", "P02"),
    v("10:20", "P05", "P03"),
    v("10:25", "P06", "P04"),
    v("10:30", "P07", "P05"),
    v("10:35", "P08", "P06"),
]
EIGHT_TALLY = {"P01": 2, "P02": 2, "P03": 1, "P04": 1, "P05": 1, "P06": 1}

write(
    "49_tie_nobody_option",
    "day.4",
    "tie = nobody: a tie at the top with 8 alive kills nobody",
    {"players": P(8), "rules": {"tie": "nobody"}, "votes": EIGHT_TIED},
    {"tally": EIGHT_TALLY, "executed": [], "pending": []},
)
write(
    "50_tie_few_all_die_option",
    "day.4",
    "tie_few = all_die: at 4 alive the tied players all die, as above 6",
    {
        "players": P(4),
        "rules": {"tie_few": "all_die"},
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:10", "P02", "P01"),
            v("10:20", "P03", "P01"),
            v("10:30", "P04", "P02"),
        ],
    },
    {"tally": {"P01": 2, "P02": 2}, "executed": ["P01", "P02"]},
)
write(
    "51_tie_first_reached_above_six_option",
    "day.4",
    "tie = first_reached: with 8 alive the one who reached the count first dies",
    {
        "players": P(8),
        "rules": {"tie": "first_reached"},
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:10", "P03", "P02"),
            v("10:20", "P02", "P01"),
            v("10:30", "P04", "P01"),
            v("11:00", "P05", "P03"),
            v("11:10", "P06", "P04"),
            v("11:20", "P07", "P05"),
            v("11:30", "P08", "P06"),
        ],
    },
    {"tally": EIGHT_TALLY, "executed": ["P02"]},
)
LAST_VOTE = [
    v("10:00", "P03", "P01"),
    v("10:10", "P04", "P01"),
    v("10:20", "P05", "P01"),
    v("10:30", "P06", "P02"),
    v("10:40", "P01", "P02"),
    v("10:50", "P05", "P03"),
    v("11:00", "P02", "P04"),
]
write(
    "52_tie_first_reached_counts_a_drop_back",
    "day.4",
    "first_reached (default at 6 alive): P01 fell from 3 back to 2 at 10:50, after P02 "
    "reached 2 at 10:40: P02 dies",
    {"players": P(6), "votes": LAST_VOTE},
    {"tally": {"P01": 2, "P02": 2, "P03": 1, "P04": 1}, "executed": ["P02"]},
)
write(
    "53_tie_last_vote_earliest_option",
    "day.4",
    "tie_few = last_vote_earliest: P01's last standing vote (10:10) is earlier than P02's "
    "(10:40): P01 dies",
    {"players": P(6), "rules": {"tie_few": "last_vote_earliest"}, "votes": LAST_VOTE},
    {"tally": {"P01": 2, "P02": 2, "P03": 1, "P04": 1}, "executed": ["P01"]},
)
write(
    "54_tie_two_die_option",
    "day.4",
    "tie = two_die_else_nobody: two tied at the top both die",
    {"players": P(8), "rules": {"tie": "two_die_else_nobody"}, "votes": EIGHT_TIED},
    {"tally": EIGHT_TALLY, "executed": ["P01", "P02"]},
)
write(
    "55_tie_three_nobody_option",
    "day.4",
    "tie = two_die_else_nobody: three tied at the top: nobody dies",
    {
        "players": P(9),
        "rules": {"tie": "two_die_else_nobody"},
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:05", "P02", "P03"),
            v("10:10", "P03", "P01"),
            v("10:15", "P04", "P01"),
            v("10:20", "P05", "P02"),
            v("10:25", "P06", "P03"),
            v("10:30", "P07", "P04"),
            v("10:35", "P08", "P05"),
            v("10:40", "P09", "P06"),
        ],
    },
    {
        "tally": {"P01": 2, "P02": 2, "P03": 2, "P04": 1, "P05": 1, "P06": 1},
        "executed": [],
    },
)
write(
    "56_tie_gm_roulette_option",
    "day.4",
    "tie = gm_decides (the GM's roulette): nobody is executed by the count, the GM chooses",
    {"players": P(8), "rules": {"tie": "gm_decides"}, "votes": EIGHT_TIED},
    {
        "executed": [],
        "pending": [{"player": None, "need": "tie_break", "candidates": ["P01", "P02"]}],
    },
)
write(
    "57_penalty_at_the_close_option",
    "day.3",
    "penalty_time = close: penalty votes count as the last of the day, so the voted player "
    "who reached 2 at 11:00 dies, not the skipper",
    {
        "players": P(4),
        "rules": {"penalty_time": "close"},
        "votes": [v("10:00", "P02", "P03"), v("10:10", "P03", "P04"), v("11:00", "P04", "P03")],
    },
    {"tally": {"P01": 2, "P03": 2, "P04": 1}, "penalties": {"P01": 2}, "executed": ["P03"]},
)
SKIP4 = [v("10:00", "P02", "P03"), v("10:10", "P03", "P02"), v("10:20", "P04", "P03")]
write(
    "58_skip_penalty_three_option",
    "day.3",
    "skip_penalty = 3: a skip is +3",
    {"players": P(4), "rules": {"skip_penalty": 3}, "votes": SKIP4},
    {"tally": {"P01": 3, "P03": 2, "P02": 1}, "penalties": {"P01": 3}, "executed": ["P01"]},
)
write(
    "59_skip_penalty_one_option",
    "day.3",
    "skip_penalty = 1: a skip is one vote against oneself",
    {"players": P(4), "rules": {"skip_penalty": 1}, "votes": SKIP4},
    {"tally": {"P03": 2, "P01": 1, "P02": 1}, "penalties": {"P01": 1}, "executed": ["P03"]},
)
write(
    "60_fast_day_option",
    "day.3",
    "fast_day: a skip costs nothing and brings no modkill, even a second one",
    {"players": P(4), "skips": {"P01": 1}, "rules": {"fast_day": True}, "votes": SKIP4},
    {
        "tally": {"P03": 2, "P02": 1},
        "penalties": {},
        "modkilled": [],
        "skippers": ["P01"],
        "skips": {"P01": 1},
        "executed": ["P03"],
    },
)
write(
    "61_self_vote_is_a_skip_option",
    "day.3",
    "self_vote = skip: a vote for oneself is a skip (+2, from the start of the day)",
    {
        "players": P(4),
        "rules": {"self_vote": "skip"},
        "votes": [
            v("10:00", "P01", "P01"),
            v("10:10", "P02", "P03"),
            v("10:20", "P03", "P02"),
            v("10:30", "P04", "P02"),
        ],
    },
    {
        "tally": {"P01": 2, "P02": 2, "P03": 1},
        "penalties": {"P01": 2},
        "skippers": ["P01"],
        "executed": ["P01"],
        "fates": [
            {"index": 0, "fate": "counted_as_skip", "reason": "self_vote"},
            counted(1),
            counted(2),
            counted(3),
        ],
    },
)
write(
    "62_not_posting_is_the_skip_option",
    "day.3",
    "skip_when = no_post: P04 posted without voting (no penalty); P05 did not post (+2)",
    {
        "players": P(5),
        "rules": {"skip_when": "no_post"},
        "posted": ["P01", "P02", "P03", "P04"],
        "votes": [v("10:00", "P01", "P02"), v("10:10", "P02", "P03"), v("10:20", "P03", "P02")],
    },
    {
        "tally": {"P02": 2, "P05": 2, "P03": 1},
        "penalties": {"P05": 2},
        "skippers": ["P05"],
        "executed": ["P05"],
    },
)
PASS4 = [
    k("10:00", "P01", "pass"),
    v("10:10", "P02", "P03"),
    v("10:20", "P03", "P02"),
    v("10:30", "P04", "P03"),
]
write(
    "63_pass_on_day_one_option",
    "day.9",
    "pass_allowed = day1: «пас» on day 1 is no skip",
    {"players": P(4), "rules": {"pass_allowed": "day1"}, "votes": PASS4},
    {
        "tally": {"P03": 2, "P02": 1},
        "penalties": {},
        "passes_used": ["P01"],
        "executed": ["P03"],
        "fates": [{"index": 0, "fate": "abstained"}, counted(1), counted(2), counted(3)],
    },
)
write(
    "64_pass_after_day_one_refused",
    "day.9",
    "pass_allowed = day1: «пас» on day 2 is refused and the player skips",
    {"day": 2, "players": P(4), "rules": {"pass_allowed": "day1"}, "votes": PASS4},
    {
        "tally": {"P01": 2, "P03": 2, "P02": 1},
        "penalties": {"P01": 2},
        "executed": ["P01"],
        "invalid_votes": [{"voter": "P01", "target": None, "reason": "pass_not_allowed"}],
    },
)
write(
    "65_pass_once_a_game_option",
    "day.9",
    "pass_allowed = once: P01 used his pass before (refused, a skip); P02 uses his now",
    {
        "day": 3,
        "players": P(5),
        "rules": {"pass_allowed": "once"},
        "passes_used": ["P01"],
        "votes": [
            k("10:00", "P01", "pass"),
            k("10:05", "P02", "pass"),
            v("10:10", "P03", "P04"),
            v("10:20", "P04", "P03"),
            v("10:30", "P05", "P03"),
        ],
    },
    {
        "tally": {"P01": 2, "P03": 2, "P04": 1},
        "penalties": {"P01": 2},
        "passes_used": ["P01", "P02"],
        "executed": ["P01"],
        "invalid_votes": [{"voter": "P01", "target": None, "reason": "pass_used"}],
    },
)
write(
    "66_pass_always_option",
    "day.9",
    "pass_allowed = always: «пас» on day 4 is no skip",
    {"day": 4, "players": P(4), "rules": {"pass_allowed": "always"}, "votes": PASS4},
    {"tally": {"P03": 2, "P02": 1}, "penalties": {}, "executed": ["P03"]},
)
write(
    "67_pass_never_by_default",
    "day.9",
    "pass_allowed = never (default: every living player must vote): «пас» is refused",
    {"players": P(4), "votes": PASS4},
    {
        "penalties": {"P01": 2},
        "invalid_votes": [{"voter": "P01", "target": None, "reason": "pass_not_allowed"}],
        "fates": [
            {"index": 0, "fate": "rejected", "reason": "pass_not_allowed"},
            counted(1),
            counted(2),
            counted(3),
        ],
    },
)
write(
    "68_modkill_two_skips_in_a_row_option",
    "day.3",
    "modkill_count = in_a_row: P01's second skip is not in a row (+2); P02's is: modkill",
    {
        "players": P(6),
        "skips": {"P01": 1, "P02": 1},
        "skip_streak": {"P02": 1},
        "rules": {"modkill_count": "in_a_row"},
        "votes": [
            v("10:00", "P03", "P04"),
            v("10:10", "P04", "P03"),
            v("10:20", "P05", "P03"),
            v("10:30", "P06", "P05"),
        ],
    },
    {
        "modkilled": ["P02"],
        "modkill_causes": {"P02": "skips_in_a_row"},
        "penalties": {"P01": 2},
        "skip_streak": {"P01": 1, "P02": 2},
        "tally": {"P01": 2, "P03": 2, "P04": 1, "P05": 1},
        "executed": ["P01"],
    },
)
write(
    "69_modkill_skip_and_missed_night_option",
    "day.3",
    "modkill_missed_night: P01 skips after missing last night's action, P03 skipped "
    "yesterday and missed last night's action: both modkilled; P03's vote is dropped",
    {
        "players": P(6),
        "skips": {"P03": 1},
        "skip_streak": {"P03": 1},
        "missed_night_action": ["P01", "P03"],
        "rules": {"modkill_missed_night": True},
        "votes": [
            v("10:00", "P02", "P04"),
            v("10:10", "P03", "P04"),
            v("10:20", "P04", "P05"),
            v("10:30", "P05", "P04"),
            v("10:40", "P06", "P05"),
        ],
    },
    {
        "modkilled": ["P01", "P03"],
        "modkill_causes": {"P01": "skip_and_missed_night", "P03": "skip_and_missed_night"},
        "penalties": {},
        "tally": {"P04": 2, "P05": 2},
        "executed": ["P04"],
        "fates": [
            counted(0),
            {"index": 1, "fate": "dropped_modkilled_voter"},
            counted(2),
            counted(3),
            counted(4),
        ],
    },
)
MK4 = {
    "players": P(4, {"P01": "father"}),
    "skips": {"P01": 1},
    "votes": SKIP4,
}
write(
    "70_modkill_reveals_side_option",
    "day.3",
    "modkill_reveal = side: the modkilled player's side is published",
    {**MK4, "rules": {"modkill_reveal": "side"}},
    {"modkilled": ["P01"], "modkill_revealed": {"P01": "homunculi"}, "executed": ["P03"]},
)
write(
    "71_modkill_reveals_role_option",
    "day.3",
    "modkill_reveal = role: the modkilled player's role is published",
    {**MK4, "rules": {"modkill_reveal": "role"}},
    {"modkilled": ["P01"], "modkill_revealed": {"P01": "father"}, "revealed": {}},
)
write(
    "72_modkill_voids_the_day_option",
    "day.3",
    "modkill_voids_day: a modkill at the close voids the day's result: nobody is executed",
    {
        "players": P(5),
        "skips": {"P01": 1},
        "rules": {"modkill_voids_day": True},
        "votes": [*SKIP4, v("10:30", "P05", "P03")],
    },
    {"modkilled": ["P01"], "tally": {"P03": 3, "P02": 1}, "executed": []},
)
write(
    "73_modkill_never_option",
    "day.3",
    "modkill_after_skips = 0: skips never modkill, the sixth skip is +2",
    {"players": P(4), "skips": {"P01": 5}, "rules": {"modkill_after_skips": 0}, "votes": SKIP4},
    {"modkilled": [], "skips": {"P01": 6}, "penalties": {"P01": 2}, "executed": ["P01"]},
)
write(
    "74_modkilled_votes_kept_option",
    "day.3",
    "drop_modkilled_votes = false: votes against the modkilled stay in the tally, but he is "
    "gone and the next ones are counted for the execution",
    {
        "players": P(5),
        "skips": {"P01": 1},
        "rules": {"drop_modkilled_votes": False},
        "votes": [
            v("10:00", "P02", "P01"),
            v("10:10", "P03", "P01"),
            v("10:20", "P04", "P02"),
            v("10:30", "P05", "P03"),
        ],
    },
    {"modkilled": ["P01"], "tally": {"P01": 2, "P02": 1, "P03": 1}, "executed": ["P02"]},
)
write(
    "75_modkill_on_third_skip_option",
    "day.3",
    "modkill_after_skips = 3: the third skip is the modkill",
    {"players": P(4), "skips": {"P01": 2}, "rules": {"modkill_after_skips": 3}, "votes": SKIP4},
    {"modkilled": ["P01"], "penalties": {}, "tally": {"P03": 2, "P02": 1}, "executed": ["P03"]},
)
write(
    "76_one_change_a_day_option",
    "day.9",
    "max_changes = 1: the second change is refused, the first change stands",
    {
        "players": P(4),
        "rules": {"max_changes": 1},
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:10", "P01", "P03"),
            v("10:20", "P01", "P04"),
            v("10:30", "P02", "P03"),
            v("10:40", "P03", "P04"),
            v("10:50", "P04", "P03"),
        ],
    },
    {
        "tally": {"P03": 3, "P04": 1},
        "executed": ["P03"],
        "invalid_votes": [{"voter": "P01", "target": "P04", "reason": "change_limit"}],
        "fates": [
            {"index": 0, "fate": "replaced", "by": 1},
            counted(1),
            {"index": 2, "fate": "rejected", "reason": "change_limit"},
            counted(3),
            counted(4),
            counted(5),
        ],
    },
)
write(
    "77_three_changes_a_day_option",
    "day.9",
    "max_changes = 3: three changes pass, the fourth is refused",
    {
        "players": P(4),
        "rules": {"max_changes": 3},
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:10", "P01", "P03"),
            v("10:20", "P01", "P04"),
            v("10:30", "P01", "P02"),
            v("10:40", "P01", "P03"),
            v("10:50", "P02", "P04"),
            v("10:55", "P03", "P04"),
            v("11:00", "P04", "P02"),
        ],
    },
    {
        "tally": {"P02": 2, "P04": 2},
        "executed": ["P04"],
        "invalid_votes": [{"voter": "P01", "target": "P03", "reason": "change_limit"}],
    },
)
write(
    "78_change_limit_tightens_by_the_clock_option",
    "day.9",
    "change_limits: unlimited until 20:00, then 2 changes, then 1 after 20:50",
    {
        "players": P(4),
        "rules": {"change_limits": [{"from": "20:00", "max": 2}, {"from": "20:50", "max": 1}]},
        "votes": [
            v("10:00", "P01", "P02"),
            v("11:00", "P01", "P03"),
            v("12:00", "P01", "P02"),
            v("13:00", "P01", "P03"),
            v("20:10", "P01", "P02"),
            v("20:20", "P01", "P03"),
            v("20:30", "P01", "P02"),
            v("20:55", "P01", "P04"),
            v("21:00", "P01", "P02"),
            v("10:05", "P02", "P04"),
            v("10:06", "P03", "P04"),
            v("10:07", "P04", "P03"),
        ],
    },
    {
        "tally": {"P04": 3, "P03": 1},
        "executed": ["P04"],
        "invalid_votes": [
            {"voter": "P01", "target": "P02", "reason": "change_limit"},
            {"voter": "P01", "target": "P02", "reason": "change_limit"},
        ],
    },
)
write(
    "79_change_past_the_limit_is_a_skip_option",
    "day.9",
    "over_limit = skip: the change past the limit makes the day a skip; the standing vote is "
    "voided",
    {
        "players": P(4),
        "rules": {"max_changes": 1, "over_limit": "skip"},
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:10", "P01", "P03"),
            v("10:20", "P01", "P04"),
            v("10:30", "P02", "P03"),
            v("10:40", "P03", "P02"),
            v("10:50", "P04", "P03"),
        ],
    },
    {
        "tally": {"P01": 2, "P03": 2, "P02": 1},
        "penalties": {"P01": 2},
        "executed": ["P01"],
        "fates": [
            {"index": 0, "fate": "replaced", "by": 1},
            {"index": 1, "fate": "voided", "reason": "change_limit", "by": 2},
            {"index": 2, "fate": "rejected", "reason": "change_limit"},
            counted(3),
            counted(4),
            counted(5),
        ],
    },
)
write(
    "80_changes_only_in_a_new_post_option",
    "day.9",
    "changes_in_new_post: a second vote in the same post is refused; a new post may change",
    {
        "players": P(4),
        "rules": {"changes_in_new_post": True},
        "votes": [
            vx("10:00", "P01", "P02", ref="p1"),
            vx("10:00", "P01", "P03", ref="p1"),
            vx("11:00", "P01", "P04", ref="p2"),
            vx("10:10", "P02", "P04", ref="p3"),
            vx("10:20", "P03", "P04", ref="p4"),
            vx("10:30", "P04", "P02", ref="p5"),
        ],
    },
    {
        "tally": {"P04": 3, "P02": 1},
        "executed": ["P04"],
        "invalid_votes": [{"voter": "P01", "target": "P03", "reason": "same_post_change"}],
    },
)
EDITED = [
    v("10:00", "P01", "P02"),
    vx("11:00", "P01", "P03", edited=True),
    v("10:10", "P02", "P03"),
    v("10:20", "P03", "P02"),
    v("10:30", "P04", "P03"),
]
write(
    "81_edited_vote_void_option",
    "day.9",
    "edited_vote = void: the vote in an edited post does not count; the previous one stands",
    {"players": P(4), "rules": {"edited_vote": "void"}, "votes": EDITED},
    {
        "tally": {"P02": 2, "P03": 2},
        "executed": ["P02"],
        "invalid_votes": [{"voter": "P01", "target": "P03", "reason": "edited"}],
    },
)
write(
    "82_edited_vote_is_a_skip_option",
    "day.9",
    "edited_vote = skip: an edited vote post makes the voter's day a skip, later votes too",
    {
        "players": P(4),
        "rules": {"edited_vote": "skip"},
        "votes": [*EDITED, v("12:00", "P01", "P04")],
    },
    {
        "tally": {"P01": 2, "P03": 2, "P02": 1},
        "penalties": {"P01": 2},
        "executed": ["P01"],
        "invalid_votes": [
            {"voter": "P01", "target": "P03", "reason": "edited"},
            {"voter": "P01", "target": "P04", "reason": "skip_imposed"},
        ],
        "fates": [
            {"index": 0, "fate": "voided", "reason": "edited", "by": 1},
            {"index": 1, "fate": "rejected", "reason": "edited"},
            counted(2),
            counted(3),
            counted(4),
            {"index": 5, "fate": "rejected", "reason": "skip_imposed"},
        ],
    },
)
write(
    "83_edited_vote_is_a_modkill_option",
    "day.9",
    "edited_vote = modkill: the editor is modkilled at the close, his vote dropped",
    {"players": P(4), "rules": {"edited_vote": "modkill"}, "votes": EDITED},
    {
        "modkilled": ["P01"],
        "modkill_causes": {"P01": "edited_vote"},
        "penalties": {},
        "tally": {"P03": 2, "P02": 1},
        "executed": ["P03"],
        "fates": [
            {"index": 0, "fate": "dropped_modkilled_voter"},
            {"index": 1, "fate": "rejected", "reason": "edited"},
            counted(2),
            counted(3),
            counted(4),
        ],
    },
)
write(
    "84_edited_vote_counts_by_default",
    "day.9",
    "edited_vote = counts (default): the vote in the edited post counts",
    {"players": P(4), "votes": EDITED},
    {"tally": {"P03": 3, "P02": 1}, "executed": ["P03"], "invalid_votes": []},
)
FINAL = [
    vx("10:00", "P01", "P02", final=True),
    v("11:00", "P01", "P03"),
    v("10:10", "P02", "P03"),
    v("10:20", "P03", "P02"),
    v("10:30", "P04", "P03"),
]
write(
    "85_final_vote_locks",
    "day.2",
    "«окончательно» locks the vote: the later change is refused",
    {"players": P(4), "votes": FINAL},
    {
        "tally": {"P02": 2, "P03": 2},
        "executed": ["P02"],
        "invalid_votes": [{"voter": "P01", "target": "P03", "reason": "final_locked"}],
    },
)
write(
    "86_final_votes_do_not_close_the_day",
    "day.2",
    "final votes are not early votes: all three final on day 3, the day runs to its deadline",
    {
        "day": 3,
        "players": P(3),
        "votes": [
            vx("10:00", "P01", "P02", final=True),
            vx("10:10", "P02", "P01", final=True),
            vx("10:20", "P03", "P02", final=True),
        ],
    },
    {"closed_early": False, "closed_at": t("22:30"), "executed": ["P02"]},
)
write(
    "87_final_word_ignored_option",
    "day.2",
    "final_locks = false: «окончательно» locks nothing",
    {"players": P(4), "rules": {"final_locks": False}, "votes": FINAL},
    {"tally": {"P03": 3, "P02": 1}, "executed": ["P03"], "invalid_votes": []},
)
write(
    "88_early_close_off_option",
    "day.2",
    "early_close = off: «досрочно» on day 3 is an ordinary vote and may be changed",
    {
        "day": 3,
        "players": P(3),
        "rules": {"early_close": "off"},
        "votes": [
            v("10:00", "P01", "P02", early=True),
            v("10:10", "P02", "P01", early=True),
            v("10:20", "P03", "P02", early=True),
            v("11:00", "P01", "P03"),
        ],
    },
    {
        "closed_early": False,
        "tally": {"P01": 1, "P02": 1, "P03": 1},
        "invalid_votes": [],
        "executed": ["P01"],
    },
)
write(
    "89_early_close_from_day_two_option",
    "day.2",
    "early_from_day = 2: on day 2, 2 of 3 early votes close the day",
    {
        "day": 2,
        "players": P(3),
        "rules": {"early_from_day": 2},
        "votes": [
            v("10:00", "P01", "P02", early=True),
            v("10:10", "P02", "P01", early=True),
            v("11:00", "P03", "P01"),
        ],
    },
    {
        "closed_early": True,
        "closed_at": t("10:10"),
        "tally": {"P03": 2, "P01": 1, "P02": 1},
        "executed": ["P03"],
        "invalid_votes": [{"voter": "P03", "target": "P01", "reason": "after_early_close"}],
    },
)
MARKED = [
    vx("10:00", "P01", "P02", format=[]),
    vx("10:05", "P01", "P03", format=["bold"]),
    v("10:10", "P02", "P03"),
    vx("10:20", "P03", "P02", format=["colour"]),
    vx("10:30", "P04", "P03", format=["bold", "colour"]),
]
write(
    "90_bold_required_option",
    "day.9",
    "require_format = bold: a plain or only coloured vote does not count",
    {"players": P(4), "rules": {"require_format": "bold"}, "votes": MARKED},
    {
        "tally": {"P03": 5},
        "penalties": {"P03": 2},
        "executed": ["P03"],
        "invalid_votes": [
            {"voter": "P01", "target": "P02", "reason": "unmarked"},
            {"voter": "P03", "target": "P02", "reason": "unmarked"},
        ],
    },
)
write(
    "91_colour_required_option",
    "day.9",
    "require_format = colour: plain and bold-only votes do not count",
    {"players": P(4), "rules": {"require_format": "colour"}, "votes": MARKED},
    {
        "tally": {"P01": 2, "P03": 2, "P02": 1},
        "penalties": {"P01": 2},
        "executed": ["P01"],
        "invalid_votes": [
            {"voter": "P01", "target": "P02", "reason": "unmarked"},
            {"voter": "P01", "target": "P03", "reason": "unmarked"},
        ],
    },
)
write(
    "92_bold_or_colour_required_option",
    "day.9",
    "require_format = bold_or_colour: only the plain vote does not count",
    {"players": P(4), "rules": {"require_format": "bold_or_colour"}, "votes": MARKED},
    {
        "tally": {"P03": 3, "P02": 1},
        "executed": ["P03"],
        "invalid_votes": [{"voter": "P01", "target": "P02", "reason": "unmarked"}],
    },
)
write(
    "93_bold_and_colour_required_option",
    "day.9",
    "require_format = bold_and_colour: a vote must be both",
    {"players": P(4), "rules": {"require_format": "bold_and_colour"}, "votes": MARKED},
    {
        "tally": {"P03": 4, "P01": 2},
        "penalties": {"P01": 2, "P03": 2},
        "executed": ["P03"],
    },
)
write(
    "94_vote_window_option",
    "day.9",
    "vote_window = 20:00-21:00: votes before 20:00 or from 21:00 do not count",
    {
        "players": P(4),
        "rules": {"vote_window": "20:00-21:00"},
        "votes": [
            v("19:59", "P01", "P02"),
            v("20:30", "P01", "P03"),
            v("20:10", "P02", "P03"),
            v("21:00", "P03", "P02"),
            v("20:40", "P04", "P03"),
        ],
    },
    {
        "tally": {"P03": 5},
        "executed": ["P03"],
        "invalid_votes": [
            {"voter": "P01", "target": "P02", "reason": "outside_vote_window"},
            {"voter": "P03", "target": "P02", "reason": "outside_vote_window"},
        ],
    },
)
write(
    "95_vote_thread_only_option",
    "day.9",
    "vote_thread_only: a vote posted in the discussion thread does not count",
    {
        "players": P(4),
        "rules": {"vote_thread_only": True},
        "votes": [
            vx("10:00", "P01", "P02", thread="game"),
            vx("10:05", "P01", "P03", thread="vote"),
            v("10:10", "P02", "P03"),
            vx("10:20", "P03", "P02", thread="vote"),
            vx("10:30", "P04", "P03", thread="vote"),
        ],
    },
    {
        "tally": {"P03": 3, "P02": 1},
        "executed": ["P03"],
        "invalid_votes": [{"voter": "P01", "target": "P02", "reason": "not_in_vote_thread"}],
    },
)
write(
    "96_double_day_option",
    "day.4",
    "double_day with first_deadline 16:00: one execution at 16:00, a second among the "
    "survivors at 22:30; a vote by the first one executed no longer counts",
    {
        "players": P(6),
        "rules": {"double_day": True, "first_deadline": "16:00"},
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:10", "P02", "P03"),
            v("10:20", "P03", "P02"),
            v("10:30", "P04", "P02"),
            v("10:40", "P05", "P02"),
            v("10:50", "P06", "P03"),
            v("17:00", "P01", "P03"),
            v("17:10", "P03", "P04"),
            v("17:20", "P04", "P03"),
            v("17:30", "P05", "P03"),
            v("17:40", "P06", "P04"),
            v("17:50", "P02", "P04"),
        ],
    },
    {
        "executed": ["P02", "P03"],
        "tally": {"P03": 3, "P04": 2},
        "rounds": [
            {"closed_at": t("16:00"), "tally": {"P02": 4, "P03": 2}, "executed": ["P02"]},
            {"closed_at": t("22:30"), "tally": {"P03": 3, "P04": 2}, "executed": ["P03"]},
        ],
        "invalid_votes": [{"voter": "P02", "target": "P04", "reason": "voter_not_alive"}],
    },
)
TWELVE = {
    "players": P(12, {"P01": "father"}),
    "votes": [v("10:00", "P01", "P02")]
    + [v(f"11:{i:02d}", f"P{i:02d}", "P01") for i in range(2, 13)],
}
write(
    "97_reveal_role_option",
    "day.5",
    "reveal = role: with 12 alive the executed player's role is published",
    {**TWELVE, "rules": {"reveal": "role"}},
    {"executed": ["P01"], "revealed": {"P01": "father"}},
)
write(
    "98_reveal_nothing_option",
    "day.5",
    "reveal = none: nothing is published, whatever the count",
    {**TWELVE, "rules": {"reveal": "none"}},
    {"executed": ["P01"], "revealed": {}},
)
write(
    "99_dark_from_seven_option",
    "day.5",
    "reveal_above = 6 (dark from 6 alive): with 8 alive the side is still published",
    {
        "players": P(8, {"P01": "lust"}),
        "rules": {"reveal_above": 6},
        "votes": [v("10:00", "P01", "P02")]
        + [v(f"11:{i:02d}", f"P{i:02d}", "P01") for i in range(2, 9)],
    },
    {"executed": ["P01"], "revealed": {"P01": "homunculi"}},
)
write(
    "100_per_day_override_applies",
    "day.3",
    "rules.days.3 = fast_day: on day 3 the override holds, the skip costs nothing",
    {"day": 3, "players": P(4), "rules": {"days": {"3": {"fast_day": True}}}, "votes": SKIP4},
    {"penalties": {}, "skippers": ["P01"], "executed": ["P03"]},
)
write(
    "101_per_day_override_other_day",
    "day.3",
    "rules.days.3 = fast_day: on day 2 the day's own rules hold: +2",
    {"day": 2, "players": P(4), "rules": {"days": {"3": {"fast_day": True}}}, "votes": SKIP4},
    {"penalties": {"P01": 2}, "executed": ["P01"]},
)
write(
    "102_every_fate_once",
    "finer",
    "the fate of every vote: replaced, withdrawn, abstained, rejected, counted (weight 2), "
    "dropped (target modkilled)",
    {
        "players": P(6),
        "skips": {"P06": 1},
        "rules": {"pass_allowed": "always"},
        "modifiers": {"P04": {"vote_weight": 2}},
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:10", "P01", "P03"),
            v("10:20", "P02", "P03"),
            k("10:30", "P02", "unvote"),
            k("10:40", "P03", "pass"),
            v("10:50", "P04", "P03"),
            v("11:00", "P05", "Zed"),
            v("11:10", "P05", "P06"),
        ],
    },
    {
        "modkilled": ["P06"],
        "penalties": {"P02": 2},
        "tally": {"P03": 3, "P02": 2},
        "executed": ["P03"],
        "fates": [
            {"index": 0, "fate": "replaced", "by": 1},
            counted(1),
            {"index": 2, "fate": "replaced", "by": 3},
            {"index": 3, "fate": "withdrawn"},
            {"index": 4, "fate": "abstained"},
            counted(5, 2),
            {"index": 6, "fate": "rejected", "reason": "target_invalid"},
            {"index": 7, "fate": "dropped_target_modkilled"},
        ],
    },
)
# -- every tie value under both options, and the threshold between them ------------------
LAST_VOTE_8 = [*LAST_VOTE, v("11:10", "P07", "P05"), v("11:20", "P08", "P06")]
LAST_VOTE_TALLY = {"P01": 2, "P02": 2, "P03": 1, "P04": 1}
LAST_VOTE_8_TALLY = {**LAST_VOTE_TALLY, "P05": 1, "P06": 1}
write(
    "103_tie_last_vote_earliest_above_six_option",
    "day.4",
    "tie = last_vote_earliest with 8 alive: P01's last standing vote (10:10) is earlier than "
    "P02's (10:40): P01 dies (first_reached would take P02, all_die both)",
    {"players": P(8), "rules": {"tie": "last_vote_earliest"}, "votes": LAST_VOTE_8},
    {"tally": LAST_VOTE_8_TALLY, "executed": ["P01"]},
)
write(
    "104_tie_threshold_zero_option",
    "day.4",
    "tie_first_reached_at_or_below = 0: at 6 alive the tie rule (all_die) applies, not "
    "tie_few: P01 and P02 both die",
    {"players": P(6), "rules": {"tie_first_reached_at_or_below": 0}, "votes": LAST_VOTE},
    {"tally": LAST_VOTE_TALLY, "executed": ["P01", "P02"]},
)
write(
    "105_tie_threshold_eight_option",
    "day.4",
    "tie_first_reached_at_or_below = 8: at 8 alive tie_few (first_reached) applies: P02, who "
    "last reached 2 first (10:40, P01 dropped back at 10:50), dies alone",
    {"players": P(8), "rules": {"tie_first_reached_at_or_below": 8}, "votes": LAST_VOTE_8},
    {"tally": LAST_VOTE_8_TALLY, "executed": ["P02"]},
)
write(
    "106_tie_few_nobody_option",
    "day.4",
    "tie_few = nobody: at 6 alive a tie at the top kills nobody",
    {"players": P(6), "rules": {"tie_few": "nobody"}, "votes": LAST_VOTE},
    {"tally": LAST_VOTE_TALLY, "executed": [], "pending": []},
)
write(
    "107_tie_few_two_die_option",
    "day.4",
    "tie_few = two_die_else_nobody: at 4 alive two tied at the top both die",
    {
        "players": P(4),
        "rules": {"tie_few": "two_die_else_nobody"},
        "votes": [
            v("10:00", "P01", "P02"),
            v("10:10", "P02", "P01"),
            v("10:20", "P03", "P01"),
            v("10:30", "P04", "P02"),
        ],
    },
    {"tally": {"P01": 2, "P02": 2}, "executed": ["P01", "P02"]},
)
write(
    "108_tie_few_gm_decides_option",
    "day.4",
    "tie_few = gm_decides: at 6 alive nobody is executed by the count, the GM chooses",
    {"players": P(6), "rules": {"tie_few": "gm_decides"}, "votes": LAST_VOTE},
    {
        "tally": LAST_VOTE_TALLY,
        "executed": [],
        "pending": [{"player": None, "need": "tie_break", "candidates": ["P01", "P02"]}],
    },
)

print(len(list(OUT.glob("*.json"))))
