"""Author the night scenario files: inputs and expectations worked out by hand from RULES.md.

The JSON files in night/ are the scenarios; this script only saves typing (run it from the
repository root). Expectations are never computed by the engine. Special expectation keys:
``stone_holder_in`` (the holder is one of these), ``log_contains`` (a log line contains this),
``linked_contains`` (a player appears in a link), ``results`` (compared key by key).
"""

import json
import pathlib

OUT = pathlib.Path(__file__).resolve().parent / "night"
ALL = {
    "Father": "father",
    "Lust": "lust",
    "Envy": "envy",
    "Pride": "pride",
    "Ish": "ishvalan",
    "Crimson": "crimson",
    "Greed": "greed",
    "Xing": "xing",
    "Guard": "bodyguard",
    "Linker": "linker",
    "Crystal": "crystal",
    "Al1": "alchemist",
    "Al2": "alchemist",
    "Al3": "alchemist",
    "Al4": "alchemist",
}


def without(*names):
    return {k: v for k, v in ALL.items() if k not in names}


def stone(holder="Al3", chance=0.35, last=None, complete=False):
    return {"holder": holder, "complete": complete, "backfire_chance": chance, "last_action": last}


def kill(target, executor="Lust", actor="Father"):
    return {"actor": actor, "action": "kill", "target": target, "executor": executor}


def act(actor, action, target=None, **kw):
    out = {"actor": actor, "action": action}
    if target is not None:
        out["target"] = target
    out.update(kw)
    return out


def use(u, target=None, actor="Al3", **kw):
    return act(actor, "stone", target, use=u, **kw)


def write(name, about, actions, expect, players=None, state=None, stone_=None, **extra):
    inp = {
        "night": 2,
        "players": players or ALL,
        "state": state
        or {"father": "Father", "xing": "Xing", "deaths_so_far": 1, "stone_appears_after": 9},
        "stone": stone_,
        "actions": actions,
        "seed": 7,
        **extra,
    }
    (OUT / f"{name}.json").write_text(
        json.dumps({"about": about, "input": inp, "expect": expect}, ensure_ascii=False, indent=1)
        + "\n",
        encoding="utf-8",
    )


D = lambda p, by, cause="kill": {"player": p, "cause": cause, "by": by}

write(
    "01_homunculi_kill_by_executor",
    "Father picks the kill, Lust executes it",
    [kill("Al1")],
    {"deaths": [D("Al1", "Lust")], "results": {"Father": {"kind": "done"}}},
)
write(
    "02_father_executes_himself",
    "Father may be his own executor",
    [kill("Al1", "Father")],
    {"deaths": [D("Al1", "Father")]},
)
write(
    "03_father_kill_needs_executor",
    "Father's kill without an executor is refused",
    [{"actor": "Father", "action": "kill", "target": "Al1"}],
    {
        "deaths": [],
        "refused_reasons": ["Father's kill needs an executor from the homunculi's requests"],
    },
)
write(
    "04_executor_must_be_homunculus",
    "the executor must be a living homunculus",
    [kill("Al1", "Al2")],
    {"deaths": [], "refused_reasons": ["executor Al2 is not a living homunculus"]},
)
write(
    "05_blocked_executor_stops_the_kill",
    "the Stone blocks the executor (Lust): no homunculi kill",
    [kill("Al1"), use("block", "Lust")],
    {"deaths": [], "results": {"Father": {"kind": "blocked"}}},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "06_blocked_father_not_executor",
    "blocking Father does not stop a kill Lust executes",
    [kill("Al1"), use("block", "Father")],
    {"deaths": [D("Al1", "Lust")]},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "07_blocked_father_as_executor",
    "blocking Father stops the kill when he executes it",
    [kill("Al1", "Father"), use("block", "Father")],
    {"deaths": []},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "08_lust_blocks_ishvalan",
    "Lust's block stops Ishvalan's kill",
    [act("Lust", "block", "Ish"), act("Ish", "kill", "Al1")],
    {"deaths": [], "results": {"Ish": {"kind": "blocked"}, "Lust": {"kind": "done"}}},
)
write(
    "09_xing_checks_greed_loner",
    "the Xing Alchemist's check gives the side; Greed is a loner",
    [act("Xing", "check", "Greed")],
    {"results": {"Xing": {"kind": "check", "side": "loner", "text": "Greed — Одиночка"}}},
)
write(
    "10_bodyguard_as_xing_checks",
    "the Bodyguard who became Xing checks",
    [act("Guard", "check", "Lust")],
    {"results": {"Guard": {"kind": "check", "side": "homunculi"}}},
    players=without("Xing"),
    state={"father": "Father", "xing": "Guard"},
)
write(
    "11_bodyguard_cannot_check",
    "a Bodyguard who is not Xing has no check",
    [act("Guard", "check", "Lust")],
    {"refused_reasons": ["bodyguard has no 'check' action"]},
)
write(
    "12_heal_against_kill",
    "a heal saves the target from the night's kills",
    [kill("Al1"), act("Crystal", "heal", "Al1")],
    {"deaths": []},
)
write(
    "13_heal_does_not_stop_absorption",
    "GM option default: a heal does not stop an absorption",
    [act("Pride", "search", "Crimson"), act("Crystal", "heal", "Crimson")],
    {
        "absorbed": [{"player": "Crimson", "by": "Pride"}],
        "state": {"absorbed_by_pride": True},
        "results": {"Pride": {"kind": "found"}},
    },
)
write(
    "14_heal_stops_absorption_option",
    "GM option heal_stops_absorption",
    [act("Pride", "search", "Crimson"), act("Crystal", "heal", "Crimson")],
    {"absorbed": [], "state": {"absorbed_by_pride": False}},
    rules={"heal_stops_absorption": True},
)
write(
    "15_pride_search_misses",
    "Pride's search finds nothing on a non-Crimson",
    [act("Pride", "search", "Al1")],
    {"absorbed": [], "results": {"Pride": {"kind": "not_found", "text": "Не найден"}}},
)
write(
    "16_crimson_finds_ishvalan_first",
    "Crimson's search kills Ishvalan at step 7, before Ishvalan's kill at step 8",
    [act("Crimson", "search", "Ish"), act("Ish", "kill", "Al1")],
    {"deaths": [D("Ish", "Crimson")]},
)
write(
    "17_greed_absorbs_xing",
    "Greed absorbs the Xing Alchemist: no succession, Greed gains a check",
    [act("Greed", "search", "Xing")],
    {
        "absorbed": [{"player": "Xing", "by": "Greed"}],
        "state": {"greed_can_check": True, "xing": None},
    },
)
write(
    "18_greed_checks_after_absorbing",
    "with the gained check Greed checks and searches",
    [act("Greed", "check", "Father"), act("Greed", "search", "Al1")],
    {"results": {"Greed": {"kind": "check", "side": "homunculi"}}, "refused_reasons": []},
    players=without("Xing"),
    state={"father": "Father", "xing": None, "greed_can_check": True},
)
write(
    "19_greed_shield_vs_ishvalan",
    "Greed's shield stops Ishvalan",
    [act("Ish", "kill", "Greed")],
    {"deaths": []},
)
write(
    "20_greed_shield_vs_lust_executor",
    "Greed's shield stops a homunculi kill Lust executes",
    [kill("Greed")],
    {"deaths": []},
)
write(
    "21_greed_dies_to_father_executing",
    "Father executing the kill breaks the shield",
    [kill("Greed", "Father")],
    {"deaths": [D("Greed", "Father")]},
)
write(
    "22_greed_shield_vs_pride_as_father",
    "Pride as Father cannot kill Greed",
    [kill("Greed", "Pride", actor="Pride")],
    {"deaths": []},
    players=without("Father"),
    state={"father": "Pride", "xing": "Xing"},
)
write(
    "23_greed_shield_vs_stone_kill",
    "Greed's shield stops the Stone's kill",
    [use("kill", "Greed")],
    {"deaths": []},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "24_greed_shield_vs_copied_kill",
    "Greed's shield stops Envy's copied Ishvalan kill",
    [act("Envy", "copy", "Greed", source="Ish")],
    {"deaths": []},
)
write(
    "25_envy_copies_xing_check",
    "Envy copies the Xing's check: the result goes to Envy",
    [act("Envy", "copy", "Father", source="Xing")],
    {"results": {"Envy": {"kind": "check", "target": "Father", "side": "homunculi"}}},
)
write(
    "26_envy_cannot_copy_homunculus",
    "Envy never copies a homunculus's action",
    [act("Envy", "copy", "Al1", source="Lust")],
    {"refused_reasons": ["envy cannot copy a homunculus"]},
)
write(
    "27_blocked_copier",
    "a blocked Envy copies nothing",
    [act("Envy", "copy", "Al1", source="Ish"), use("block", "Envy")],
    {"deaths": [], "results": {"Envy": {"kind": "blocked"}}},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "28_copying_a_blocked_player",
    "Envy copies the ability: copying a blocked Crystal still heals",
    [
        act("Lust", "block", "Crystal"),
        act("Crystal", "heal", "Al2"),
        act("Envy", "copy", "Al1", source="Crystal"),
        kill("Al1", "Father"),
    ],
    {"deaths": [], "results": {"Crystal": {"kind": "blocked"}}},
)
write(
    "29_envy_copies_linker",
    "copying the Life-Joining Alchemist links the target with Envy",
    [act("Envy", "copy", "Al2", source="Linker")],
    {"linked": [["Al2", "Envy"]]},
)
write(
    "30_copied_kill_is_simultaneous",
    "Envy's copied Ishvalan kill acts at Ishvalan's step: both die",
    [act("Ish", "kill", "Envy"), act("Envy", "copy", "Ish", source="Ish")],
    {"deaths": [D("Envy", "Ish"), D("Ish", "Envy")]},
)
write(
    "31_copied_search_answers_only",
    "GM option default: a copied search gives found / not found only",
    [act("Envy", "copy", "Ish", source="Crimson")],
    {"deaths": [], "results": {"Envy": {"kind": "found"}}},
)
write(
    "32_linker_links_himself",
    "the Life-Joining Alchemist may link himself",
    [act("Linker", "link", targets=["Linker", "Al1"])],
    {"linked": [["Linker", "Al1"]]},
)
write(
    "33_homunculi_kill_before_ishvalan",
    "kills: homunculi before Ishvalan, so a killed Ishvalan does not kill",
    [kill("Ish"), act("Ish", "kill", "Al1")],
    {"deaths": [D("Ish", "Lust")]},
)
write(
    "34_stone_check",
    "the Stone's check gives the true side",
    [use("check", "Lust")],
    {"results": {"Al3": {"kind": "check", "side": "homunculi"}}},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "35_stone_check_backfire",
    "a backfired check reports on the user himself, who is not told",
    [use("check", "Lust")],
    {
        "results": {
            "Al3": {"kind": "check", "target": "Lust", "side": "town", "text": "Lust — Город"}
        }
    },
    stone_=stone(),
    backfire={"Al3": True},
)
write(
    "36_stone_kill",
    "the Stone kills after the homunculi, before Ishvalan",
    [use("kill", "Al1")],
    {
        "deaths": [D("Al1", "Al3")],
        "stone": {"holder": "Al3", "backfire_chance": 0.45, "last_action": "kill"},
    },
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "37_stone_kill_backfire",
    "a backfired kill kills the user, not the target; the Stone goes to a random town player or loner",
    [use("kill", "Al1")],
    {
        "deaths": [D("Al3", "Al3", "stone_backfire")],
        "stone_holder_in": [
            "Ish",
            "Crimson",
            "Greed",
            "Xing",
            "Guard",
            "Linker",
            "Crystal",
            "Al1",
            "Al2",
            "Al4",
        ],
    },
    stone_=stone(),
    backfire={"Al3": True},
)
write(
    "38_stone_block_backfire",
    "any other backfire: blocks nobody, the user's vote is nullified",
    [use("block", "Ish"), act("Ish", "kill", "Al1")],
    {
        "deaths": [D("Al1", "Ish")],
        "vote_changes": {"Al3": {"vote_nullified": True}},
        "results": {"Al3": {"kind": "failure", "text": "Провал"}},
    },
    stone_=stone(),
    backfire={"Al3": True},
)
write(
    "39_stone_heal_backfire",
    "a backfired heal kills the target a day later; the user is told failure",
    [use("heal", "Al1")],
    {
        "delayed": [{"player": "Al1", "cause": "heal_backfire", "by": "Al3"}],
        "results": {"Al3": {"kind": "failure"}},
        "deaths": [],
    },
    stone_=stone(),
    backfire={"Al3": True},
)
write(
    "40_delayed_death_next_night",
    "last night's heal backfire: the target dies at the start of this night and does not act",
    [act("Crystal", "heal", "Al2"), kill("Al2")],
    {"deaths": [D("Crystal", None, "heal_backfire"), D("Al2", "Lust")]},
    delayed=[{"player": "Crystal"}],
)
write(
    "41_stone_link",
    "the Stone links two players",
    [use("link", targets=["Al1", "Al2"])],
    {"linked": [["Al1", "Al2"]]},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "42_stone_link_backfire",
    "a backfired link links the user with a random player",
    [use("link", targets=["Al1", "Al2"])],
    {"linked_contains": "Al3"},
    stone_=stone(),
    backfire={"Al3": True},
)
write(
    "43_mirror_returns_the_kill",
    "the mirror turns the first action aimed at its holder back: the executor dies",
    [use("mirror"), kill("Al3")],
    {"deaths": [D("Lust", "Lust")]},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "44_block_against_mirror",
    "Lust's block on the mirror holder returns: Lust, the executor, is blocked",
    [use("mirror"), act("Lust", "block", "Al3"), kill("Al1")],
    {"deaths": []},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "45_dome_shields",
    "a dome makes its target immune to all night actions",
    [use("dome", "Al1"), kill("Al1"), act("Crystal", "heal", "Al1")],
    {"deaths": [], "results": {"Crystal": {"kind": "failure"}}},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "46_domed_sends_nothing",
    "the domed player sends no night action",
    [use("dome", "Ish"), act("Ish", "kill", "Al1")],
    {"deaths": []},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "47_dome_backfire_moves_action",
    "a backfired dome moves the target's action onto the user; the Stone passes to the killer",
    [use("dome", "Ish"), act("Ish", "kill", "Al1")],
    {"deaths": [D("Al3", "Ish")], "stone": {"holder": "Ish"}},
    stone_=stone(),
    backfire={"Al3": True},
)
write(
    "48_vote_remove",
    "removing a vote is public",
    [use("vote_remove", "Al1")],
    {"vote_changes": {"Al1": {"vote_weight": 0}}, "day_modifiers": {"Al1": {"vote_weight": 0}}},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "49_vote_add",
    "adding a vote is public",
    [use("vote_add", "Al1")],
    {"vote_changes": {"Al1": {"vote_weight": 2}}},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "50_execution_immunity",
    "immunity from execution goes to the day, not to the public vote changes",
    [use("execution_immunity", "Al1")],
    {"vote_changes": {}, "day_modifiers": {"Al1": {"execution_immune": True}}},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "51_compare",
    "compare two players' sides",
    [use("compare", targets=["Father", "Lust"])],
    {"results": {"Al3": {"kind": "compare", "same_side": True}}},
    stone_=stone(),
    backfire={"Al3": False},
)
write(
    "52_corpse_role",
    "learn a dead player's role",
    [use("corpse_role", "Ghost")],
    {"results": {"Al3": {"kind": "corpse_role", "role": "crystal"}}},
    stone_=stone(),
    backfire={"Al3": False},
    dead={"Ghost": "crystal"},
)
write(
    "53_same_stone_use_twice_refused",
    "never the same Stone use two nights running",
    [use("kill", "Al1")],
    {"deaths": [], "refused_reasons": ["the same Stone use (kill) two nights running"]},
    stone_=stone(last="kill"),
)
write(
    "54_stone_use_by_non_holder_refused",
    "only the holder uses the Stone",
    [use("kill", "Al1", actor="Al2")],
    {"refused_reasons": ["Al2 does not hold the Stone"]},
    stone_=stone(),
)
write(
    "55_holder_killed_stone_to_executor",
    "the holder's night death passes the Stone to the killer",
    [kill("Al3")],
    {"deaths": [D("Al3", "Lust")], "stone": {"holder": "Lust", "last_action": None}},
    stone_=stone(),
)
write(
    "56_stone_appears",
    "after the drawn number of deaths the Stone appears with a random town player or loner",
    [kill("Al1")],
    {
        "stone_holder_in": [
            "Ish",
            "Crimson",
            "Greed",
            "Xing",
            "Guard",
            "Linker",
            "Crystal",
            "Al2",
            "Al3",
            "Al4",
        ],
        "stone": {"complete": False, "backfire_chance": 0.25},
    },
    state={"father": "Father", "xing": "Xing", "deaths_so_far": 3, "stone_appears_after": 4},
)
write(
    "57_stone_completes_at_five",
    "5 players left: the Complete Stone, no backfire",
    [kill("Al1")],
    {"stone": {"holder": "Al3", "complete": True, "backfire_chance": 0.0}},
    players={
        "Father": "father",
        "Lust": "lust",
        "Al1": "alchemist",
        "Al2": "alchemist",
        "Al3": "alchemist",
        "Xing": "xing",
    },
    stone_=stone(),
)
write(
    "58_chance_grows_per_death",
    "the backfire chance grows 10 points per death",
    [kill("Al1"), act("Ish", "kill", "Al2")],
    {"stone": {"backfire_chance": 0.55}},
    stone_=stone(),
)
write(
    "59_crimson_ten_points_less",
    "Crimson uses the Stone with 10 points less",
    [use("check", "Lust", actor="Crimson")],
    {"log_contains": "backfire chance 25%"},
    stone_=stone("Crimson"),
)
write(
    "60_father_dies_pride_succeeds",
    "Father dies: Pride becomes Father",
    [act("Ish", "kill", "Father")],
    {"state": {"father": "Pride"}, "deaths": [D("Father", "Ish")]},
)
write(
    "61_father_and_pride_gone",
    "Father and Pride gone: the remaining homunculi learn each other",
    [act("Ish", "kill", "Father")],
    {"notices_count": 1},
    players=without("Pride"),
)
write(
    "62_xing_killed_guard_succeeds",
    "the Xing Alchemist killed: the Bodyguard becomes Xing",
    [act("Ish", "kill", "Xing")],
    {"state": {"xing": "Guard"}},
)
write(
    "63_pride_revenge_pending",
    "Pride, after absorbing Crimson, dies at night: the GM asks whom he takes",
    [act("Ish", "kill", "Pride")],
    {"pending": [{"player": "Pride", "need": "revenge_target"}]},
    players=without("Crimson"),
    state={"father": "Father", "xing": "Xing", "absorbed_by_pride": True},
)
write(
    "64_one_action_a_night",
    "a second main action is refused",
    [act("Ish", "kill", "Al1"), act("Ish", "kill", "Al2")],
    {"deaths": [D("Al1", "Ish")], "refused_reasons": ["one night action a night"]},
)
write(
    "65_dead_actor_refused",
    "a dead or unknown actor's order is refused",
    [act("Ghost", "kill", "Al1")],
    {"refused_reasons": ["the actor is not alive"]},
)
write(
    "66_dead_target_refused",
    "a dead target is refused",
    [act("Ish", "kill", "Ghost")],
    {"refused_reasons": ["target Ghost is not alive"]},
)
write(
    "67_homunculi_win",
    "Ishvalan dead and the town not more than the homunculi",
    [kill("Al1")],
    {"victory": {"over": True, "winners": ["homunculi"]}},
    players={"Father": "father", "Lust": "lust", "Al1": "alchemist", "Al2": "alchemist"},
)
write(
    "68_town_wins",
    "every hostile homunculus and Ishvalan dead",
    [use("kill", "Lust", actor="Al1")],
    {"victory": {"over": True, "winners": ["town"]}},
    players={"Lust": "lust", "Al1": "alchemist", "Xing": "xing"},
    state={"father": None, "xing": "Xing"},
    stone_=stone("Al1"),
    backfire={"Al1": False},
)
write(
    "69_ishvalan_wins",
    "Ishvalan alone",
    [act("Ish", "kill", "Al1")],
    {"victory": {"over": True, "winners": ["ishvalan"]}},
    players={"Ish": "ishvalan", "Al1": "alchemist"},
)
write(
    "70_greed_wins_with_homunculi",
    "Greed alive at the end wins too, whoever wins",
    [kill("Al1", "Father")],
    {"victory": {"over": True, "winners": ["homunculi", "greed"]}},
    players={"Father": "father", "Lust": "lust", "Al1": "alchemist", "Greed": "greed"},
)
write(
    "71_ishvalan_one_on_one_with_stone",
    "Ishvalan one on one with anybody while holding the Stone",
    [act("Ish", "kill", "Al1")],
    {"victory": {"over": True, "winners": ["ishvalan"], "stone_aims": {"ishvalan": True}}},
    players={"Ish": "ishvalan", "Al1": "alchemist", "Lust": "lust"},
    stone_=stone("Ish"),
    state={"father": None, "xing": None},
)
print(len(list(OUT.glob("*.json"))))
