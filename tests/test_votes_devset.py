"""The vote reader holds its figures on text nobody here wrote (shared/corpus/votes-dev,
tests/corpus/stranger1, tests/corpus/stranger2, tests/corpus/stranger4, tests/corpus/stranger5,
tests/corpus/stranger6, tests/corpus/stranger7, tests/corpus/stranger8, tests/corpus/stranger9,
tests/corpus/stranger10 and later ones).

The development set was written by a stranger from the rules alone; the guards beside the
project's own corpus (an English mafiascum thread, a bare-nickname vote thread) were written
with the code. bench/votes_accuracy.py prints the same figures per corpus and per kind.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bench_loader import load_bench

ROOT = Path(__file__).resolve().parents[1]


BENCH = load_bench("votes_accuracy.py")


def test_dev_set_figures() -> None:
    if not (BENCH.DEV / "posts.jsonl").exists():
        pytest.skip(f"the shared development set is not laid out ({BENCH.DEV})")
    score = BENCH.evaluate_score(BENCH.DEV)
    assert score.posts >= 300
    assert score.f1 >= 0.99, score.misses
    assert score.guessed == 0
    assert score.errors.get("candidates", 0) <= 2, score.misses


@pytest.mark.parametrize("path", BENCH.STRANGER1, ids=lambda p: p.name)
def test_second_dev_set_figures(path: Path) -> None:
    """tests/corpus/stranger1: a second stranger's set, kept as a development set."""
    score = BENCH.evaluate_score(path)
    assert score.posts >= 100
    assert score.f1 >= 0.995, score.misses
    assert score.guessed == 0
    assert score.errors.get("candidates", 0) <= 1, score.misses


# What the reader reaches on tests/corpus/stranger2 (issue 16, third round): votes F1 0.998
# (one folk name, "Бабки-Ёжки" for Баба Яга, left as ambiguous: its second half is a diminutive
# of another player's name), mafiascum 0.991: its bold "Vote: Sniper42 if no claim in 12 hours"
# binds since round 27 (FORMATS.md rule 10, as sets 31 and 172 label it), where this author
# labels nothing. Candidates: "Голос: М." (the labels leave out Mr_Frost) and "Голос: Морозко"
# (the labels propose Mr_Frost by meaning).
@pytest.mark.parametrize(
    ("path", "f1", "candidates", "false_votes"),
    [(BENCH.STRANGER2[0], 0.995, 4, 0), (BENCH.STRANGER2[1], 0.99, 0, 1)],
    ids=lambda v: v.name if isinstance(v, Path) else str(v),
)
def test_third_dev_set_figures(path: Path, f1: float, candidates: int, false_votes: int) -> None:
    """tests/corpus/stranger2: a third stranger's set, measured blind once, then kept."""
    score = BENCH.evaluate_score(path)
    assert score.posts >= 90
    assert score.f1 >= f1, score.misses
    assert score.guessed == 0
    assert score.errors.get("candidates", 0) <= candidates, score.misses
    assert score.errors.get("false votes", 0) == false_votes, score.misses


# What the reader reaches on tests/corpus/stranger4 (issue 16, fourth round): votes F1 0.984
# with every labelled vote the reader departs from listed in its README (five restated votes
# in the locative, "Голос остаётся на Флинте", where the other sets count nothing), mafiascum
# 1.000. Candidates: "Голос: Рыба" (the labels propose Сёмга_13 by meaning).
@pytest.mark.parametrize(
    ("path", "f1", "candidates"),
    [(BENCH.STRANGER4[0], 0.98, 2), (BENCH.STRANGER4[1], 1.0, 0)],
    ids=lambda v: v.name if isinstance(v, Path) else str(v),
)
def test_fourth_dev_set_figures(path: Path, f1: float, candidates: int) -> None:
    """tests/corpus/stranger4: a fourth stranger's set, measured blind once, then kept."""
    score = BENCH.evaluate_score(path)
    assert score.posts >= 85
    assert score.f1 >= f1, score.misses
    assert score.precision == 1.0, score.misses
    assert score.guessed == 0
    assert score.errors.get("candidates", 0) <= candidates, score.misses
    assert score.errors.get("false votes", 0) == 0, score.misses
    assert score.errors.get("names", 0) == 0, score.misses


def test_fourth_dev_set_departs_only_on_standing_votes() -> None:
    """The only labelled votes left out are the five restated in the locative (README)."""
    score = BENCH.evaluate_score(BENCH.STRANGER4[0])
    left_out = {m.split()[1].rstrip(":") for m in score.misses if m.startswith("[phrases]")}
    assert left_out == {"884298", "884371", "884696", "884803", "884848"}, score.misses
    assert score.errors.get("phrases", 0) == 5


# What the reader reaches on tests/corpus/stranger5 (issue 16, fifth round): votes F1 0.987,
# mafiascum 0.957, every labelled action read; the only differences are the posts its README
# lists, where the labels depart from the other development sets.
STRANGER5_DEPARTS = {
    "false votes": {"3105946", "3106108", "3106798", "3106780"},
    "ambiguous": {"3105870", "3106947"},
    # "Голос: Серая Сова. Ой, …": shown since set 96 as no one living, where the labels name two
    "candidates": {"3106785"},
}
STRANGER5_MAFIASCUM_DEPARTS = {"false votes": {"11873148", "11873173", "11873367"}}


def _missed_posts(misses: list[str]) -> dict[str, set[str]]:
    by_kind: dict[str, set[str]] = {}
    for miss in misses:
        kinds, _, rest = miss.partition("] ")
        for kind in kinds.lstrip("[").split(", "):
            by_kind.setdefault(kind, set()).add(rest.split(":")[0])
    return by_kind


@pytest.mark.parametrize(
    ("path", "f1", "departs"),
    [
        (BENCH.STRANGER5[0], 0.985, STRANGER5_DEPARTS),
        (BENCH.STRANGER5[1], 0.95, STRANGER5_MAFIASCUM_DEPARTS),
    ],
    ids=["votes", "mafiascum"],
)
def test_fifth_dev_set_figures(path: Path, f1: float, departs: dict[str, set[str]]) -> None:
    """tests/corpus/stranger5: a fifth stranger's set, measured blind once, then kept."""
    score = BENCH.evaluate_score(path)
    assert score.posts >= 100
    assert score.f1 >= f1, score.misses
    assert score.recall == 1.0, score.misses
    assert score.guessed == 0
    assert _missed_posts(score.misses) == departs, score.misses


# What the reader reaches on tests/corpus/stranger6 (issue 16, sixth round): votes F1 0.949,
# mafiascum 0.926, no vote guessed; every difference is a post its README lists (labels that
# depart from the other development sets, or a pattern left open).
STRANGER6_DEPARTS = {
    "phrases": {
        *("a033", "a043", "a047", "a077", "b045", "b051", "b052", "b063", "c039"),
        # ("z031", a name with "конечно" and a remark after a comma, reads since set 108)
        *("a059", "b043"),
        # "Мой голос на Моте остаётся": a word of Тётя Мотя in the locative is where a vote
        # stands, as a whole name's is (round 27; this set labels the standing formula a vote)
        "c099",
    },
    "false votes": {"a079", "c036", "c104"},
    "ambiguous": {"b059", "c055"},
    "candidates": {"b017", "c027", "z017"},
    # "голос на морте": the start of Mortimer declined, and one letter from Тётя Мотя's
    # "Моте"; one edit from two players is ambiguous (FORMATS.md rule 8, sets 29 and 34)
    "names": {"b070"},
}
STRANGER6_MAFIASCUM_DEPARTS = {
    "false votes": {"m026", "m028", "m053", "m069", "m078", "m086"},
}


@pytest.mark.parametrize(
    ("path", "f1", "departs"),
    [
        (BENCH.STRANGER6[0], 0.94, STRANGER6_DEPARTS),
        (BENCH.STRANGER6[1], 0.92, STRANGER6_MAFIASCUM_DEPARTS),
    ],
    ids=["votes", "mafiascum"],
)
def test_sixth_dev_set_figures(path: Path, f1: float, departs: dict[str, set[str]]) -> None:
    """tests/corpus/stranger6: a sixth stranger's set, measured blind once, then kept."""
    score = BENCH.evaluate_score(path)
    assert score.posts >= 110
    assert score.f1 >= f1, score.misses
    assert score.guessed == 0
    assert _missed_posts(score.misses) == departs, score.misses


# What the reader reaches on tests/corpus/stranger7 (issue 16, seventh round): votes F1 0.981,
# mafiascum 0.927, no vote guessed; every difference is a post its README lists (labels that
# depart from the other development sets, or a pattern left open). Stop 32 reads mf-799's
# "голос за Кирy нет стоп" (a Latin y at the end) as Kira's or Kiri's, no longer Kira's alone.
# Stop 33 reads mf-790's "ворона конечно 🤦‍♂️ голосую за Ворона" (a run-on line's new act).
STRANGER7_DEPARTS = {
    "false votes": {"zl-40286", "mf-846", "rp-3363", "mf-802"},
    "candidates": {"rp-3350", "rp-3390"},
}
STRANGER7_MAFIASCUM_DEPARTS = {
    "false votes": {"p48234", "p48238", "p48247", "p48258", "p48263", "p48287"},
}


@pytest.mark.parametrize(
    ("path", "f1", "departs"),
    [
        (BENCH.STRANGER7[0], 0.97, STRANGER7_DEPARTS),
        (BENCH.STRANGER7[1], 0.92, STRANGER7_MAFIASCUM_DEPARTS),
    ],
    ids=["votes", "mafiascum"],
)
def test_seventh_dev_set_figures(path: Path, f1: float, departs: dict[str, set[str]]) -> None:
    """tests/corpus/stranger7: a seventh stranger's set, measured blind once, then kept."""
    score = BENCH.evaluate_score(path)
    assert score.posts >= 85
    assert score.f1 >= f1, score.misses
    assert score.recall >= 0.99, score.misses
    assert score.guessed == 0
    assert _missed_posts(score.misses) == departs, score.misses


# What the reader reaches on tests/corpus/stranger8 (issue 16, eighth round): votes F1 0.892,
# mafiascum 0.902, no vote guessed; every difference is a post its README lists (this author
# labels a post's final intent only and a restated vote as a vote), or a pattern left open.
# (Three withdrawals said twice, a-018, a-079 and b-056, are one since the eighteenth round.)
STRANGER8_DEPARTS = {
    "false votes": {
        *("a-032", "a-034", "a-040", "a-041", "a-054", "a-080", "a-084"),
        *("b-061", "b-062", "b-092", "b-095", "b-099", "b-101", "b-107"),
    },
    "phrases": {
        # ("голос не меняю, Ярослава." and "…, Пётр" read since set 97)
        *("a-020", "a-037", "b-013", "b-023", "b-040", "b-046", "b-080"),
        *("b-093", "b-103"),
    },
    # ("голос — Доктор" for Doc_Holliday read since set 301: a Latin title said in Russian)
    "ambiguous": {"a-091", "b-033", "b-108", "c-016"},
}
STRANGER8_MAFIASCUM_DEPARTS = {
    "false votes": {"ms-013", "ms-021", "ms-028", "ms-041", "ms-044", "ms-070", "ms-079"},
    "names": {"ms-063"},
}


@pytest.mark.parametrize(
    ("path", "f1", "departs", "standing_misses"),
    [
        (BENCH.STRANGER8[0], 0.88, STRANGER8_DEPARTS, {"b-013", "b-107"}),
        (BENCH.STRANGER8[1], 0.90, STRANGER8_MAFIASCUM_DEPARTS, {"ms-063"}),
    ],
    ids=["votes", "mafiascum"],
)
def test_eighth_dev_set_figures(
    path: Path, f1: float, departs: dict[str, set[str]], standing_misses: set[str]
) -> None:
    """tests/corpus/stranger8: an eighth stranger's set, measured blind once, then kept."""
    score = BENCH.evaluate_score(path)
    assert score.posts >= 80
    assert score.f1 >= f1, score.misses
    assert score.guessed == 0
    assert _missed_posts(score.misses) == departs, score.misses
    # where a count differs: only the posts the README names
    assert {m.split()[1] for m in score.standing_misses} == standing_misses


# What the reader reaches on tests/corpus/stranger9 (issue 16, ninth round): votes F1 0.991,
# standing 106 of 108; mafiascum F1 1.000, standing 34 of 34. The two votes given where the
# labels say unsure are diminutives of a player's own alias ("Vote: Гвоздик" for Ржавый Гвоздь |
# Гвоздь, bare "Совушка" for Сова в Тумане | Сова): the reader counts a diminutive of a whole
# name or alias and says so (its README lists them as departures).
STRANGER9_DEPARTS = {
    "candidates": {"d2-100", "v2-024"},
    "ambiguous": {"d2-102", "v2-041"},
}


@pytest.mark.parametrize(
    ("path", "f1", "departs", "guessed"),
    [
        (BENCH.STRANGER9[0], 0.99, STRANGER9_DEPARTS, {"d2-102", "v2-041"}),
        (BENCH.STRANGER9[1], 1.0, {"candidates": {"ms-069"}}, set()),
    ],
    ids=["votes", "mafiascum"],
)
def test_ninth_dev_set_figures(
    path: Path, f1: float, departs: dict[str, set[str]], guessed: set[str]
) -> None:
    """tests/corpus/stranger9: a ninth stranger's set, measured blind once, then kept."""
    score = BENCH.evaluate_score(path)
    assert score.posts >= 74
    assert score.f1 >= f1, score.misses
    assert _missed_posts(score.misses) == departs, score.misses
    guesses = {m.split()[1].rstrip(":") for m in score.misses if m.startswith("[ambiguous]")}
    assert score.guessed == len(guesses & guessed), score.misses


# What the reader reaches on tests/corpus/stranger10 (issue 16, tenth round): votes F1 0.974,
# mafiascum 1.000. Every difference is a post its README lists: "Ксю" and "волчара" read as the
# one player they fit (departures), bare "Саня" by Саня_Рыжий unclear since set 211's round (the
# T9 slip s10v-078 and "Саша которая Aleksandra" are left open), and labelled one-candidate or
# dead-player ambiguities the reader reports as nothing.
# s10v-040 "голосую Танкиста всё ещё, но…": the vote form written again is a vote under
# FORMATS.md rule 3 (sets 17-21 label it so); this author labelled it nothing (same count).
# s10v-088 "голос на Ксюшу не меняю": the same, and FORMATS.md rule 3 names it since round 27.
STRANGER10_DEPARTS = {
    "phrases": {"s10v-078", "s10b-015"},
    "false votes": {"s10v-040", "s10v-088"},
    "ambiguous": {
        *("s10v-004", "s10v-029", "s10v-035", "s10v-047"),
        *("s10b-017", "s10b-022", "s10b-036"),
    },
}


def test_tenth_dev_set_figures() -> None:
    """tests/corpus/stranger10: a tenth stranger's set, measured blind once, then kept."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER10)
    assert votes.posts >= 150
    assert votes.f1 >= 0.96, votes.misses
    # the only votes given where the labels say unsure: "Ксю", "волчара" (README); "Саня" is
    # unclear since set 211's round (a word of Саня_Рыжий and Aleksandra's first name)
    guessed = {
        m.split()[1].rstrip(":")
        for m in votes.misses
        if m.startswith("[ambiguous]") and "got [VoteAction" in m
    }
    assert (votes.guessed, guessed) == (2, {"s10b-017", "s10b-022"})
    assert _missed_posts(votes.misses) == STRANGER10_DEPARTS, votes.misses
    assert {m.split()[1] for m in votes.standing_misses} == {
        *("s10v-078", "s10b-015", "s10b-017", "s10b-022")
    }
    assert mafiascum.f1 == 1.0 and mafiascum.guessed == 0, mafiascum.misses


def test_gm_account_is_read_from_the_readme() -> None:
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER1] == ["Мастер Игры", "Mod_Nimbus"]
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER2] == ["Сказочник", "Tyche"]
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER4] == ["Смотритель", "Marrowmod"]
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER5] == ["Мастер Игры", "Modulus"]
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER6] == ["Судья", "Cerberus"]
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER7] == ["Хозяин Игры", "Themis"]
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER8] == ["Ведущая", "Arbiter"]
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER9] == ["Хоэнхайм", "Vitriol"]

    assert BENCH.gm_for(BENCH.STRANGER10[0]) == "Алхимик_ГМ"
    assert BENCH.gm_for(ROOT / "tests" / "corpus" / "votes-bare") is None


@pytest.mark.parametrize("name", ["votes-mafiascum", "votes-bare"])
def test_guard_corpora(name: str) -> None:
    score = BENCH.evaluate_score(ROOT / "tests" / "corpus" / name)
    assert score.posts >= 14
    assert score.f1 == 1.0, score.misses
    assert score.guessed == 0
    assert not score.errors, score.misses


def test_mafiascum_is_chosen_by_the_readme() -> None:
    profile = BENCH.profile_for(ROOT / "tests" / "corpus" / "votes-mafiascum", None)
    assert profile.syntax == "mafiascum"
    assert BENCH.profile_for(ROOT / "tests" / "corpus" / "votes-bare", None).name == "default"
    assert BENCH.profile_for(None, "teamliquid").syntax == "hashtag"
    assert [BENCH.profile_for(p, None).syntax for p in BENCH.STRANGER4] == ["russian", "mafiascum"]
    assert [BENCH.profile_for(p, None).syntax for p in BENCH.STRANGER5] == ["russian", "mafiascum"]
    assert [BENCH.profile_for(p, None).syntax for p in BENCH.STRANGER6] == ["russian", "mafiascum"]
    assert [BENCH.profile_for(p, None).syntax for p in BENCH.STRANGER7] == ["russian", "mafiascum"]
    assert [BENCH.profile_for(p, None).syntax for p in BENCH.STRANGER8] == ["russian", "mafiascum"]


@pytest.mark.parametrize(
    "path",
    [BENCH.DEV, *BENCH.STRANGER4, *BENCH.STRANGER5, *BENCH.STRANGER7],
    ids=lambda p: "/".join(p.parts[-2:]),
)
def test_the_count_sees_every_standing_vote_of_the_dev_sets(path: Path) -> None:
    """Where a set's labels depart from the reader (a restated vote, an unvote before a new
    vote), each author's standing vote after every post still agrees: no count changes."""
    score = BENCH.evaluate_score(path)
    assert score.acted_posts > 25
    assert score.standing_agree == score.acted_posts


def test_a_standing_vote_is_the_last_action_of_a_post() -> None:
    vote, unvote = ("vote", "Кот", False), ("unvote", None, False)
    assert BENCH._stand(None, (unvote, vote)) == vote
    assert BENCH._stand(vote, (unvote,)) is None
    assert BENCH._stand(vote, ()) == vote


def test_a_russian_set_mentioning_mafiascum_keeps_the_russian_profile(tmp_path: Path) -> None:
    """The profile comes from the folder's name or the README's title, not a passing mention."""
    russian = tmp_path / "votes"
    russian.mkdir()
    (russian / "README.md").write_text(
        "# Set — Russian votes\n\nNemo writes «Vote: X», mafiascum-ish.\n", "utf-8"
    )
    english = tmp_path / "mafiascum"
    english.mkdir()
    titled = tmp_path / "english"
    titled.mkdir()
    (titled / "README.md").write_text("# Set — mafiascum-style thread\n", "utf-8")
    assert BENCH.profile_for(russian, None).syntax == "russian"
    assert BENCH.profile_for(english, None).syntax == "mafiascum"
    assert BENCH.profile_for(titled, None).syntax == "mafiascum"


# The posts of stranger12 the reader still reads otherwise (its README says why for each).
# s12-169 "Давайте казним Ржевского", s12-041 "Вешаем Нокса, ребята" and s12-205 "Вешаем Кота
# Учёного, господа!": calls to the table, no votes under FORMATS.md rule 6 (sets 20, 21, 22 and
# 24 label them so); this author counted them.
STRANGER12_MISSES = {
    "candidates": {"s12-022", "s12-030", "s12-078", "s12-151"},
    "names": {"s12-037", "s12-182"},
    "phrases": {"s12-169", "s12-041", "s12-205"},
}


def test_twelfth_dev_set_figures() -> None:
    """tests/corpus/stranger12: a phrasebook of short posts, measured blind once, then kept."""
    score = BENCH.evaluate_score(BENCH.STRANGER12)
    assert score.posts == 260
    assert score.f1 >= 0.98, score.misses
    assert score.precision == 1.0, score.misses
    assert score.guessed == 0
    assert _missed_posts(score.misses) == STRANGER12_MISSES, score.misses
    assert {m.split()[1] for m in score.standing_misses} == {
        *("s12-037", "s12-169", "s12-182", "s12-041", "s12-205")
    }


def test_eleventh_dev_set_figures() -> None:
    """tests/corpus/stranger11: the first set written under FORMATS.md's fixed conventions,
    measured blind once (Russian F1 0.935, mafiascum 0.955), then kept. "Голос: Рыцарь Печального
    Образа … это я, если что. Шучу." (labelled unclear) is a vote disowned at once since set
    209's round (FORMATS.md rule 6; stranger43's "Голос: Ржавый. Да, на себя. Шутка" alike)."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER11)
    assert votes.posts >= 150
    assert votes.f1 >= 0.99, votes.misses
    assert votes.guessed == 0
    assert _missed_posts(votes.misses) == {
        "false votes": {"s11v-092"},
        "ambiguous": {"s11b-021", "s11v-084"},
        "candidates": {"s11v-058", "s11v-087"},
    }, votes.misses
    assert not votes.standing_misses
    assert mafiascum.f1 >= 0.95, mafiascum.misses
    assert mafiascum.guessed == 0
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER11] == ["Архивариус", "Quillon"]


# The posts of stranger13 the reader still reads otherwise: names known only by their meaning
# ("рыжая плутовка", "Blacksmith": reported nothing, labelled ambiguous with a candidate), the
# answer to the GM's question that carries no vote word ("Нет, милок, меняю. Пусть будет X"),
# and "С Лёхи снимаю" (a name, then "снимаю": another engineer's round) may still be missed.
# Bare "pepper (всё ещё)" (b13-040) is a vote since the eighteenth round, as three later
# authors label a bare name written again; this author labels it nothing (same count).
# Under FORMATS.md rule 6 (sets 20-22) "го вешать барона" (v13-071) is a call to the table,
# and "голос на Хоэнхайма 😤 … ладно, шучу" (v13-101) a vote disowned at once: nothing; this
# author labelled a vote and an ambiguous vote.
STRANGER13_MAY_MISS = {
    "phrases": {"v13-063", "v13-096", "v13-071"},
    "ambiguous": {"v13-090", "b13-035", "b13-038", "v13-101"},
    "false votes": {"b13-040"},
}


def test_thirteenth_dev_set_figures() -> None:
    """tests/corpus/stranger13: measured blind once on dae5d18 (Russian F1 0.937, mafiascum
    0.982 with one ambiguous vote guessed), then kept."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER13)
    assert votes.posts == 156
    assert votes.f1 >= 0.98, votes.misses
    assert votes.precision >= 0.99, votes.misses
    assert votes.guessed == 0
    missed = _missed_posts(votes.misses)
    assert all(posts <= STRANGER13_MAY_MISS.get(kind, set()) for kind, posts in missed.items())
    assert {m.split()[1] for m in votes.standing_misses} <= {"v13-063", "v13-096", "v13-071"}
    assert mafiascum.posts == 72
    assert mafiascum.f1 == 1.0, mafiascum.misses
    assert mafiascum.guessed == 0
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER13] == ["Хоэнхайм", "Zephyrine"]


# What the reader reaches on tests/corpus/stranger14 (issue 16, fourteenth round): votes F1
# 0.982, mafiascum 0.987. Every difference is a post its README lists: diminutives and the start
# of a name read as the one player they fit ("Котяре", "Бубл", "Котэ", "Бубличек": departures),
# and a dead player, a translation ("Волк") and the fragment "Гр" the reader leaves unread.
STRANGER14_MISSES = {
    "ambiguous": {
        *("p48216", "p48240", "p48284", "p48308"),
        # ("Гр", two letters, is shown with whom it may start since set 93)
        *("p51038", "p51053", "p51067"),
    },
    "candidates": {"p51052"},
    # "ГОЛОС ДЖОКЕР ОСТАЕТСЯ": labelled before FORMATS.md rule 3 was made plain (round 27); the
    # form written again with a word that it stays is a vote now, as set 88 labels it
    "false votes": {"p48233"},
}


def test_fourteenth_dev_set_figures() -> None:
    """tests/corpus/stranger14: a fast night-owl chat, measured blind once, then kept."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER14)
    assert votes.posts == 154
    assert votes.f1 >= 0.975, votes.misses
    assert votes.recall == 1.0, votes.misses
    # the only votes given where the labels say unsure: the four departures above
    guessed = {
        m.split()[1].rstrip(":")
        for m in votes.misses
        if "got [VoteAction" in m and m.startswith("[ambiguous]")
    }
    assert (votes.guessed, guessed) == (4, {"p48308", "p51038", "p51053", "p51067"})
    assert _missed_posts(votes.misses) == STRANGER14_MISSES, votes.misses
    assert {m.split()[1] for m in votes.standing_misses} == {"p48308", "p51038", "p51053"}
    assert mafiascum.f1 >= 0.98 and mafiascum.guessed == 0, mafiascum.misses


# What the reader reaches on tests/corpus/stranger17 (issue 16, seventeenth round): votes F1
# 0.989, mafiascum 1.000. Left as its README lists: a dead player's name one letter from a
# living one's alias, two translations ("Teapot"), a dead player in the bare thread. "Mira, без
# изменений" (a name said to stand) reads as its label says since the eighteenth round, the
# clipped "Ни…" with its two candidates since the twentieth.
# ("Доктор Пеппер", a dead player's two words, is unclear for the GM since round 27)
STRANGER17_MISSES = {
    # "Голос: Мирра" (dead) with Mira alive: unclear since round 27's departed names (set 139),
    # shown naming nobody where the labels name Mira
    "ambiguous": {"48328"},
    "candidates": {"48113", "48193"},
    # "голос Мире остаётся, и я его повторяю: голос Мире": the first is the form written again
    # too under FORMATS.md rule 3 as made plain in round 27 (set 88); the labels list the second
    "false votes": {"48123"},
}


def test_seventeenth_dev_set_figures() -> None:
    """tests/corpus/stranger17: a tense late game, measured blind once, then kept."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER17)
    assert votes.posts == 150
    assert votes.f1 >= 0.98, votes.misses
    assert _missed_posts(votes.misses) == STRANGER17_MISSES, votes.misses
    assert mafiascum.f1 == 1.0 and mafiascum.guessed == 0, mafiascum.misses


def test_sixteenth_dev_set_figures() -> None:
    """tests/corpus/stranger16: young players on phones, measured blind once on the code after
    set 17's round, then kept; what is left is mostly Latin-typed posts the reader still misses
    ("golos Killer") and phone slips its README lists. Votes typed wholly in Latin with a
    transliterated name, the early mark in Latin and the author's own name before the vote read
    since the eighteenth round (F1 0.892 to 0.942)."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER16)
    assert votes.posts == 153
    assert votes.f1 >= 0.94 and votes.precision >= 0.96, votes.misses
    assert votes.guessed == 0
    assert mafiascum.f1 >= 0.975 and mafiascum.guessed == 0, mafiascum.misses


def test_nineteenth_dev_set_figures() -> None:
    """tests/corpus/stranger19: wordy elders and fast youngsters on Day 3, measured blind once on
    410efef (Russian F1 0.959, mafiascum 0.982), then kept; every post reads as labelled since the
    twentieth round."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER19)
    assert votes.posts == 151
    assert votes.f1 == 1.0 and votes.guessed == 0, votes.misses
    assert not votes.standing_misses
    assert mafiascum.posts == 55
    # "VOTE: qr" reads quietriot since the twentieth round (the initials of words run together)
    assert mafiascum.f1 == 1.0 and not mafiascum.misses, mafiascum.misses
    assert mafiascum.guessed == 0
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER19] == ["Истина", "Kestrel"]


def test_eighteenth_dev_set_figures() -> None:
    """tests/corpus/stranger18: Day 2 into Day 3 with hard names, measured blind once on 668da6a
    (Russian F1 0.967, mafiascum 1.000), then kept; every post reads as labelled after."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER18)
    assert votes.posts == 155
    assert votes.f1 == 1.0 and votes.guessed == 0, votes.misses
    assert not votes.standing_misses
    assert mafiascum.posts == 58
    assert mafiascum.f1 == 1.0 and mafiascum.guessed == 0, mafiascum.misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER18] == ["Армстронг", "Hydrangea"]


def test_twentieth_dev_set_figures() -> None:
    """tests/corpus/stranger20: verbose regulars on Day 4, measured blind once on c7cd757
    (Russian F1 0.928 with 3 ambiguous votes guessed, mafiascum 1.000), then kept. The dead
    "Маркиз" is shown naming nobody since round 27 knows the dead (before, with Марк one edit
    away); "Голос за Мар… нет, стоп" reads as taken back since the twentieth round's part eight."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER20)
    assert votes.posts == 151
    assert votes.f1 == 1.0 and votes.guessed == 0, votes.misses
    assert not votes.misses, votes.misses
    assert not votes.standing_misses
    assert mafiascum.posts == 58
    assert mafiascum.f1 == 1.0 and mafiascum.guessed == 0, mafiascum.misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER20] == ["Хоэнхайм", "Aurelia"]


def test_twenty_first_dev_set_figures() -> None:
    """tests/corpus/stranger21: a fast mixed crowd on Day 2, measured blind once on c7cd757
    (Russian F1 0.967, mafiascum 0.985), then kept. Departure: "I'd go VOTE: BJ again"
    (7410047) is a bold vote after "I'd", which the reader, as sets 5, 8 and 9 label it, reads
    as a wish."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER21)
    assert votes.posts == 167
    assert votes.f1 == 1.0 and votes.guessed == 0, votes.misses
    assert not votes.standing_misses
    assert mafiascum.posts == 59
    assert _missed_posts(mafiascum.misses) == {"phrases": {"7410047"}}, mafiascum.misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER21] == ["Хоэнхайм", "Mod_Kestrel"]


def test_twenty_second_dev_set_figures() -> None:
    """tests/corpus/stranger22: a phrasebook of 260 short posts, measured blind once on c7cd757 (F1
    0.982), then kept. A dead player's name after "Казнить" (s22-112) is shown unclear since the
    roster's comments name the dead (round 27). Departures: "Голос: Серый... Волк, конечно"
    (s22-165) is read as one vote where the labels list the hesitation too; "Ле." (s22-022) is too
    short for candidates."""
    score = BENCH.evaluate_score(BENCH.STRANGER22)
    assert score.posts == 260
    assert score.f1 >= 0.995 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {
        "ambiguous": {"s22-165"},
        "candidates": {"s22-022"},
    }, score.misses


def test_twenty_third_dev_set_figures() -> None:
    """tests/corpus/stranger23: an ill-tempered Day 3, measured blind once on d225e7f (Russian
    F1 0.988 with no ambiguous vote guessed, mafiascum 1.000), then kept; every post reads as
    labelled after."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER23)
    assert votes.posts == 158
    assert votes.f1 == 1.0 and votes.guessed == 0, votes.misses
    assert not votes.misses and not votes.standing_misses
    assert mafiascum.posts == 57
    assert mafiascum.f1 == 1.0 and mafiascum.guessed == 0, mafiascum.misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER23] == ["Кукловод", "Ferrous"]


def test_twenty_fourth_dev_set_figures() -> None:
    """tests/corpus/stranger24: a second phrasebook, written to find phrasing a program might not
    expect, measured blind once on d225e7f (F1 0.928, 2 ambiguous votes guessed), then kept.
    Left: ambiguous votes reported without the labels' candidates (two names joined by "или"
    after a pause, "Серая Кнопка" mixing two names); the initial "С." is shown with its
    candidates since set 303 ("с" read as a letter, not a preposition)."""
    score = BENCH.evaluate_score(BENCH.STRANGER24)
    assert score.posts == 292
    assert score.f1 == 1.0 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {
        "ambiguous": {"24118"},
        "candidates": {"24193"},
    }, score.misses
    assert not score.standing_misses


def test_twenty_fifth_dev_set_figures() -> None:
    """tests/corpus/stranger25: a Day 5 endgame, measured blind once on dcf0cc4 (Russian F1
    0.967, mafiascum 0.909, no ambiguous vote guessed), then kept. Left: "гл: Ва… короч, вы
    поняли, кого" is reported without its two candidates."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER25)
    assert votes.posts == 154
    assert votes.f1 == 1.0 and votes.guessed == 0, votes.misses
    assert _missed_posts(votes.misses) == {"candidates": {"95124"}}, votes.misses
    assert not votes.standing_misses
    assert mafiascum.posts == 56
    assert mafiascum.f1 == 1.0 and mafiascum.guessed == 0, mafiascum.misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER25] == ["Изуми_ГМ", "Kyrie"]


def test_twenty_sixth_dev_set_figures() -> None:
    """tests/corpus/stranger26: Day 1 with newcomers, measured blind once on dcf0cc4 (Russian F1
    0.947, mafiascum 0.982 with one ambiguous vote guessed), then kept. Left: "Голос против
    младшего Элрика" (a name by meaning) is reported without its candidates."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER26)
    assert votes.posts == 152
    assert votes.f1 == 1.0 and votes.guessed == 0, votes.misses
    assert _missed_posts(votes.misses) == {"candidates": {"96162"}}, votes.misses
    assert not votes.standing_misses
    assert mafiascum.posts == 56
    assert mafiascum.f1 == 1.0 and mafiascum.guessed == 0, mafiascum.misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER26] == ["Хоэнхайм", "Orca"]


def test_twenty_seventh_dev_set_figures() -> None:
    """tests/corpus/stranger27: a calm evening turning hot on Day 2, measured blind once on
    8146b21 (Russian F1 0.958, mafiascum 0.971, no ambiguous vote guessed), then kept.
    Departure: "VOTE: TSO — no wait, that's me" (9970048) is a self-vote taken back at once for
    the reader (set 5 labels "wait, that's me" so), two votes in order for this author; the
    count is the same. Left: a dead player after "гс" (97120) is not reported, and a remark
    after "Досрочно —" (97163) is shown as an empty ambiguous vote."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER27)
    assert votes.posts == 165
    assert votes.f1 == 1.0 and votes.guessed == 0, votes.misses
    assert _missed_posts(votes.misses) == {
        "ambiguous": {"97120"},
        "candidates": {"97163"},
    }, votes.misses
    assert mafiascum.posts == 58
    assert _missed_posts(mafiascum.misses) == {"phrases": {"9970048"}}, mafiascum.misses
    assert not mafiascum.standing_misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER27] == ["ГМ Ризенбург", "Mod_Vesper"]


def test_twenty_eighth_dev_set_figures() -> None:
    """tests/corpus/stranger28: terse night owls on Day 4, measured blind once on 8146b21 (F1
    0.956, no ambiguous vote guessed), then kept. Departure: "ujkjc vfhfn" (98142), "голос марат"
    typed on the wrong keyboard layout, is read back and counted (as for set 16); this author
    labels it nothing (the same vote follows in the next post). Two dead players named in lower
    case ("гаечка", "степану") are shown unclear since the roster's dead are known."""
    score = BENCH.evaluate_score(BENCH.STRANGER28)
    assert score.posts == 174
    assert score.f1 >= 0.99 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {
        "false votes": {"98142"},
    }, score.misses


def test_thirtieth_dev_set_figures() -> None:
    """tests/corpus/stranger30: a LyLo Day 6 of careful structured posts, measured blind once on
    99c9cf0 (F1 0.966, no ambiguous vote guessed), then kept; every post reads as labelled
    after."""
    score = BENCH.evaluate_score(BENCH.STRANGER30)
    assert score.posts == 145
    assert score.f1 == 1.0 and score.guessed == 0, score.misses
    assert not score.misses and not score.standing_misses


def test_twenty_ninth_dev_set_figures() -> None:
    """tests/corpus/stranger29: a Day 3 of role claims and quote chains, measured blind once on
    99c9cf0 (Russian F1 0.946, mafiascum 0.980, no ambiguous vote guessed), then kept.
    Departures: "Голосую за казнь Марго… нет, погодите, за казнь Шершня" (99197) reads as the
    one corrected vote where the labels list both (the count is the same); "I'd <b>vote
    Taleisin</b> if I weren't already on Lynx" (9990032) is a bold vote after "I'd", a wish to
    the reader as sets 5, 8 and 9 label it, a vote to this author (and to sets 16 and 21). Left:
    a vote against whoever made a role claim is not reported as ambiguous."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER29)
    assert votes.posts == 161
    assert votes.f1 >= 0.99 and votes.guessed == 0, votes.misses
    assert _missed_posts(votes.misses) == {
        "phrases": {"99197"},
        "ambiguous": {"99132", "99169"},
    }, votes.misses
    assert not votes.standing_misses
    assert mafiascum.posts == 57
    assert _missed_posts(mafiascum.misses) == {"phrases": {"9990032"}}, mafiascum.misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER29] == ["Хоэнхайм", "ModMarlowe"]


def test_thirty_second_dev_set_figures() -> None:
    """tests/corpus/stranger32: Day 4 with a role revealed mid-day, measured blind once on
    5ecf68b (F1 0.976, no ambiguous vote guessed), then kept; every post reads as labelled
    after."""
    score = BENCH.evaluate_score(BENCH.STRANGER32)
    assert score.posts == 155
    assert score.f1 == 1.0 and score.guessed == 0, score.misses
    assert not score.misses and not score.standing_misses


def test_thirty_first_dev_set_figures() -> None:
    """tests/corpus/stranger31: an ordinary Day 2, measured blind once on 5ecf68b (Russian F1
    0.953, mafiascum 0.976, no ambiguous vote guessed), then kept. Left, as its README lists:
    "Голос остаётся — Lemon" (the verb of staying with the name after a dash: a vote to the
    reader, as earlier authors label "Голос остаётся: X"), a report of another's vote to his
    face ("Тимур, и голос за Тимофея без единого объяснения"), "гс Тимоху" (the accusative after
    the abbreviated vote word); a bold mafiascum vote with a condition after it binds since
    round 27."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER31)
    assert votes.posts == 158
    assert votes.f1 >= 0.98 and votes.guessed == 0, votes.misses
    assert _missed_posts(votes.misses) == {
        "phrases": {"31152"},
        "false votes": {"31169", "31203"},
        "ambiguous": {"31123"},
    }, votes.misses
    assert mafiascum.posts == 63
    assert not mafiascum.misses, mafiascum.misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER31] == ["Хоэнхайм", "Hazelnut"]


def test_thirty_third_dev_set_figures() -> None:
    """tests/corpus/stranger33: an ordinary Day 3, measured blind once on aefdefe (F1 0.977, no
    ambiguous vote guessed), then kept. A numbered list that tells another's vote ("2. Сегодня
    первым делом голос на Зануду — на того, кто…") is his deed since set 199's round; a dead
    player's vote taken back by a later one is shown as unclear since set 96."""
    score = BENCH.evaluate_score(BENCH.STRANGER33)
    assert score.posts == 154
    assert score.f1 == 1.0 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {}, score.misses


def test_thirty_fourth_dev_set_figures() -> None:
    """tests/corpus/stranger34: a first day, measured blind once on aefdefe (F1 0.967, 2
    ambiguous votes guessed), then kept. Left: "Серую Ворону" (a word of two names) is shown
    with one candidate of the labels' two; "Мой голос остаётся против Антоныча" is labelled
    nothing here, written before FORMATS.md fixed rule 3, which (as sets 238, 252 and 279 label
    it) counts the form written again with the target in its own case."""
    score = BENCH.evaluate_score(BENCH.STRANGER34)
    assert score.posts == 159
    assert score.f1 >= 0.99 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {
        "candidates": {"34192"},
        "false votes": {"34158"},
    }, score.misses
    assert not score.standing_misses


def test_thirty_fifth_dev_set_figures() -> None:
    """tests/corpus/stranger35: a Day 2 and a mafiascum thread, measured blind once on 9d8fdf5
    (Russian F1 0.988, mafiascum 0.980 with one ambiguous vote guessed: "vote Bob" with
    SilentBob and Bobby Tables alive), then kept; every post reads as labelled after."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER35)
    assert votes.posts == 176 and mafiascum.posts == 50
    for score in (votes, mafiascum):
        assert score.f1 == 1.0 and score.guessed == 0, score.misses
        assert not score.misses and not score.standing_misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER35] == ["Кинг Брэдли", "Moderator_Vex"]


def test_thirty_sixth_dev_set_figures() -> None:
    """tests/corpus/stranger36: a Day 3 of long posts, measured blind once on 9d8fdf5 (F1
    0.963, no ambiguous vote guessed), then kept. Left: "Рыжая Мышь" in the vote thread (a word
    of each of two names, one of them in another gender) is not reported as ambiguous."""
    score = BENCH.evaluate_score(BENCH.STRANGER36)
    assert score.posts == 183
    assert score.f1 == 1.0 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {"ambiguous": {"36440"}}, score.misses
    assert not score.standing_misses


def test_thirty_seventh_dev_set_figures() -> None:
    """tests/corpus/stranger37: a first day in a fast chat, measured blind once on 9d8fdf5 (F1
    0.953, no ambiguous vote guessed), then kept. Left: "да гс кот/кит" (the shortened vote word
    inside a line, two players) is not reported as ambiguous. "гс хьюз" (a man who left before
    the game, his name written small) is, since a word the dictionary knows only as a name is a
    person's name in any case (set 198)."""
    score = BENCH.evaluate_score(BENCH.STRANGER37)
    assert score.posts == 168
    assert score.f1 == 1.0 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {"ambiguous": {"37203"}}, score.misses
    assert not score.standing_misses


def test_thirty_eighth_dev_set_figures() -> None:
    """tests/corpus/stranger38: Day 4 near a game's end and a mafiascum thread, measured blind
    once on bc1f65e (Russian F1 0.994, mafiascum 1.000, no ambiguous vote guessed), then kept.
    Left: "Мой голос против Розы остаётся" is read as the formula
    restated; a role's name ("Ксинг", "фальшивый Ксинг") is shown with no candidates."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER38)
    assert votes.posts == 164 and mafiascum.posts == 53
    assert votes.f1 >= 0.99 and votes.guessed == 0, votes.misses
    assert _missed_posts(votes.misses) == {
        "false votes": {"38127"},
        "candidates": {"38131", "38194"},
    }, votes.misses
    assert mafiascum.f1 == 1.0 and not mafiascum.misses, mafiascum.misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER38] == ["Истина", "Mod_Izumi"]


def test_thirty_ninth_dev_set_figures() -> None:
    """tests/corpus/stranger39: a Day 2 of a mixed crowd (formal elders, newcomers, typos,
    translit), measured blind once on bc1f65e (F1 0.936, 2 ambiguous votes guessed: "Женя" for
    Евгения and Евгений Палыч), then kept. Left: "Голос: Самавар. ой нет стоп, отмена, …" (a
    vote taken back, then a standing one restated with slips) is read as a vote."""
    score = BENCH.evaluate_score(BENCH.STRANGER39)
    assert score.posts == 179
    assert score.f1 >= 0.99 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {"false votes": {"39150"}}, score.misses


def test_fortieth_dev_set_figures() -> None:
    """tests/corpus/stranger40: a phrasebook written to surprise, measured blind once on bc1f65e (F1
    0.933, 1 ambiguous vote guessed), then kept. Left: "Голосую за весну, а не за эту слякоть" (the
    season, a player's name in lower case), "Тнь" (three letters, one player near: never counted),
    "Мустик" (a pet form of an alias), "Лиса" for Fox13 (a name by its meaning), "Ал" is shown
    since set 307 with whose names its two letters start."""
    score = BENCH.evaluate_score(BENCH.STRANGER40)
    assert score.posts == 218
    assert score.f1 >= 0.98 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {
        "false votes": {"40008"},
        "names": {"40086", "40091"},
        "candidates": {"40218"},
    }, score.misses


def test_forty_first_dev_set_figures() -> None:
    """tests/corpus/stranger41: a first day turning serious and a mafiascum thread, measured blind
    once on e4e6488 (Russian F1 0.988 with one ambiguous vote guessed: "Элрика", a surname two
    players share, one of them in Latin letters; mafiascum 0.982), then kept. Left: "Эж" (two
    letters: no candidates shown), a mafiascum post of a tag vote, an unvote and another vote in
    one line."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER41)
    assert votes.posts == 180 and mafiascum.posts == 50
    assert votes.f1 >= 0.99 and votes.guessed == 0, votes.misses
    assert _missed_posts(votes.misses) == {
        "candidates": {"41149"},
    }, votes.misses
    assert _missed_posts(mafiascum.misses) == {"phrases": {"41623"}}, mafiascum.misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER41] == ["Кинг Брэдли", "Vesper"]


def test_forty_second_dev_set_figures() -> None:
    """tests/corpus/stranger42: a vote thread as the main place of voting, measured blind once on
    e4e6488 (F1 0.951, no ambiguous vote guessed), then kept. Left: a vote for oneself taken back by
    "ой, не себя же" before another (both read, the last counts), a name and a correction taken back
    ("Шрам... то есть Лида. Нет, … пусть висит"), "Эд"."""
    score = BENCH.evaluate_score(BENCH.STRANGER42)
    assert score.posts == 225
    assert score.f1 >= 0.98 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {
        "false votes": {"42131", "42486"},
        "ambiguous": {"42491"},
    }, score.misses


def test_forty_third_dev_set_figures() -> None:
    """tests/corpus/stranger43: a phrasebook of traps and unusual real votes, measured blind once
    on e4e6488 (F1 0.928, no ambiguous vote guessed), then kept. Left: a joke two sentences on,
    "ничего не решит, но пусть будет: Кукла", "буряшку", "Ставлю на Ржавого" (the vote word left
    out); "ЗА КАЗНЬ ГАЙКИ" reads since round 26, and a player's own name in the genitive ("Голос
    Ржавого — против Круга", written by Ржавый) since round 27; "Голос: Ржавый. Да, на себя.
    Шутка, не считайте" is disowned since set 209's round; "за мир во всём мире" (the slogan, a
    name as a word) is no vote since stop 36, as sets 310 and 319 label it too."""
    score = BENCH.evaluate_score(BENCH.STRANGER43)
    assert score.posts == 235
    assert score.f1 >= 0.98 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {
        "phrases": {"43104", "43230"},
        "names": {"43220"},
    }, score.misses


def test_forty_fourth_dev_set_figures() -> None:
    """tests/corpus/stranger44: the final day and a mafiascum thread, measured blind once on facf249
    (Russian F1 0.966, mafiascum 1.000, no ambiguous vote guessed), then kept. Left: "да гс Ваня"
    (inside a line, two players near), "Пепера" (one edit from a declined alias), a dead player's
    name alone in the vote thread."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER44)
    assert votes.posts == 158 and mafiascum.posts == 51
    assert votes.f1 >= 0.98 and votes.guessed == 0, votes.misses
    assert _missed_posts(votes.misses) == {
        "candidates": {"44139"},
        "ambiguous": {"44167"},
        "names": {"44191"},
    }, votes.misses
    assert mafiascum.f1 == 1.0 and not mafiascum.misses, mafiascum.misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER44] == ["Хоэнхайм", "Mod_Tuxedo"]


def test_forty_fifth_dev_set_figures() -> None:
    """tests/corpus/stranger45: a board typing in Latin letters and on the wrong keyboard
    layout, measured blind once on facf249 (F1 0.930, 2 ambiguous votes guessed: "Roe" for Roy
    or Rose), then kept. Left: "объясняю: я голосую за Нокса, потому что…" (the standing vote
    explained, a vote to the reader), candidates noise ("Эдик" reads since the next round);
    "Голос на Роя у меня стоит" is labelled nothing here, written before FORMATS.md fixed rule
    3 ("Голос за Гостя у меня стоит с утра" is a vote in set 279: the form written again)."""
    score = BENCH.evaluate_score(BENCH.STRANGER45)
    assert score.posts == 170
    assert score.f1 >= 0.98 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {
        "candidates": {"45111", "45161", "45172", "45195", "45425"},
        "false votes": {"45170", "45218"},
        "ambiguous": {"45427"},
    }, score.misses


def test_forty_sixth_dev_set_figures() -> None:
    """tests/corpus/stranger46: an ordinary day with no traps, measured blind once on facf249
    (F1 0.980, 1 ambiguous vote guessed; the second look sent back 2 of 124 players' posts and
    showed the GM both posts read wrong), then kept; every post reads as labelled after."""
    score = BENCH.evaluate_score(BENCH.STRANGER46)
    assert score.posts == 130
    assert score.f1 == 1.0 and score.guessed == 0 and not score.misses, score.misses


def test_forty_seventh_dev_set_figures() -> None:
    """tests/corpus/stranger47: a Day 2 and a mafiascum thread, measured blind once on a38d653
    (Russian F1 0.987, mafiascum 1.000, no ambiguous vote guessed), then kept; every post reads
    as labelled after ("Эдик" for the player called Эдвард)."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER47)
    assert votes.posts == 163 and mafiascum.posts == 52
    for score in (votes, mafiascum):
        assert score.f1 == 1.0 and score.guessed == 0 and not score.misses, score.misses
    assert [BENCH.gm_for(p) for p in BENCH.STRANGER47] == ["Истина", "Ashgrove"]


def test_forty_eighth_dev_set_figures() -> None:
    """tests/corpus/stranger48: an ordinary Day 4, measured blind once on a38d653 (F1 0.967, no
    ambiguous vote guessed; the second look showed the GM both posts read wrong), then kept;
    every post reads as labelled after."""
    score = BENCH.evaluate_score(BENCH.STRANGER48)
    assert score.posts == 126
    assert score.f1 == 1.0 and score.guessed == 0 and not score.misses, score.misses


def test_forty_ninth_dev_set_figures() -> None:
    """tests/corpus/stranger49: an ordinary first day, measured blind once on a38d653 (F1 0.968,
    no ambiguous vote guessed), then kept. "Голос Хоэнхайму за скучную ночь" (the GM, no player) is
    shown unclear since the GM's account is known as no player's (round 27)."""
    score = BENCH.evaluate_score(BENCH.STRANGER49)
    assert score.posts == 178
    assert score.f1 == 1.0 and score.guessed == 0, score.misses
    assert not score.misses, score.misses


def test_fiftieth_dev_set_figures() -> None:
    """tests/corpus/stranger50: an ordinary Day 2, measured blind once on 3804a92 (F1 0.989, no
    ambiguous vote guessed), then kept. Left: "Голос на Котофеича, как и стоял" (read as where a
    vote stands; the labels write the form again)."""
    score = BENCH.evaluate_score(BENCH.STRANGER50)
    assert score.posts == 126
    assert score.f1 >= 0.98 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {"phrases": {"50218"}}, score.misses


def test_fifty_first_dev_set_figures() -> None:
    """tests/corpus/stranger51: an ordinary Day 3 with a vote thread, measured blind once on
    3804a92 (F1 0.966, no ambiguous vote guessed), then kept. "Сова, можно, третий день же" in
    the vote thread (an answer to the player named) is read as an address since round 27."""
    score = BENCH.evaluate_score(BENCH.STRANGER51)
    assert score.posts == 169
    assert score.f1 >= 0.98 and score.guessed == 0, score.misses
    assert not score.misses, score.misses  # "Сова, можно, …": an address (round 27)


def test_fifty_second_dev_set_figures() -> None:
    """tests/corpus/stranger52: an ordinary last day and a mafiascum day, measured blind once on
    3804a92 (Russian F1 0.970, mafiascum 1.000), then kept; every post reads as labelled after."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.STRANGER52)
    assert votes.posts == 100 and mafiascum.posts == 63
    for score in (votes, mafiascum):
        assert score.f1 == 1.0 and score.guessed == 0 and not score.misses, score.misses


def test_fifty_third_dev_set_figures() -> None:
    """tests/corpus/stranger53: an ordinary Day 2, measured blind once on ef7bcce (F1 0.984, no
    ambiguous vote guessed), then kept; every post reads as labelled after (round 27)."""
    score = BENCH.evaluate_score(BENCH.stranger_parts(53)[0])
    assert score.posts == 131
    assert score.f1 == 1.0 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {"candidates": {"53214"}}, score.misses


def test_fifty_fourth_dev_set_figures() -> None:
    """tests/corpus/stranger54: a Day 4 with a vote thread and a mafiascum day, measured blind
    once on cdc5359 (Russian F1 0.932, mafiascum 1.000), then kept. Left: "Голос на Расти
    оставляю" (the form written again, labelled a standing vote; the count is the same)."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.stranger_parts(54))
    assert votes.posts == 151 and mafiascum.posts == 62
    assert votes.f1 >= 0.98 and votes.guessed == 0, votes.misses
    assert _missed_posts(votes.misses) == {"false votes": {"54151"}}, votes.misses
    assert mafiascum.f1 == 1.0 and mafiascum.guessed == 0, mafiascum.misses


def test_fifty_fifth_dev_set_figures() -> None:
    """tests/corpus/stranger55: an ordinary first day of young players, measured blind once on
    ef7bcce (F1 1.000, no ambiguous vote guessed). Left: "гс сороке" (a non-player) is not shown
    as an unclear vote."""
    score = BENCH.evaluate_score(BENCH.stranger_parts(55)[0])
    assert score.posts == 151
    assert score.f1 == 1.0 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {"ambiguous": {"55211"}}, score.misses


def test_fifty_sixth_dev_set_figures() -> None:
    """tests/corpus/stranger56: a lively Day 3, measured blind once on e59d16d (F1 0.973, one
    early mark wrong), then kept; every post reads as labelled after."""
    score = BENCH.evaluate_score(BENCH.stranger_parts(56)[0])
    assert score.posts == 130
    assert score.f1 == 1.0 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {"candidates": {"56123"}}, score.misses


def test_fifty_seventh_dev_set_figures() -> None:
    """tests/corpus/stranger57: a Day 2 with a vote thread and a mafiascum day, measured blind
    once on f24e54a (Russian F1 0.983, mafiascum 1.000). Left: "я голос не меняю: Волк" (the
    form written again, labelled a standing vote; the count is the same)."""
    votes, mafiascum = (BENCH.evaluate_score(p) for p in BENCH.stranger_parts(57))
    assert votes.posts == 161 and mafiascum.posts == 61
    assert votes.f1 >= 0.99 and votes.guessed == 0, votes.misses
    assert _missed_posts(votes.misses) == {"false votes": {"57179"}}, votes.misses
    assert mafiascum.f1 == 1.0 and mafiascum.guessed == 0 and not mafiascum.misses


def test_fifty_eighth_dev_set_figures() -> None:
    """tests/corpus/stranger58: a first day of long posts, measured blind once on f24e54a (F1
    0.951), then kept. Left: a vote after a colon closing a wish, posted after the close."""
    score = BENCH.evaluate_score(BENCH.stranger_parts(58)[0])
    assert score.posts == 120
    assert score.f1 >= 0.98 and score.guessed == 0, score.misses
    assert _missed_posts(score.misses) == {
        "phrases": {"58217"},
        "candidates": {"58107", "58112", "58113", "58117", "58156"},
    }, score.misses


# Round 27's later waves (tests/corpus/stranger59-250), each set measured blind once on the commit
# its README names (the blind figures are there), then kept: for each Russian thread its posts, the
# F1 it holds at least and what it still reads otherwise, post by post. Every mafiascum thread reads
# as labelled. Left, by set: 61 "Таксист" (two letters from Танкист, shown as unclear with him) and
# "*танкист т9 зараза"; 63 "пусть остаётся Мираж" (a vote or where it stands, by its author's own
# README); 68 "гс шторм чтобы не потерялся"; 69 "Присоединяюсь к Ноксу"; 76 another's vote told
# after "а в итоге —"; 77 another's change listed after a colon; 79 a vote of yesterday told; 81
# another's vote told to him; 82 a non-player's pet name not shown; 93 "Тогда Тень_13, чтобы не
# путаться, Эдов у нас двое" (a name word in the remark); 107 a bold name opening a post of other
# talk; 122 a bold name line before "вот мой выбор!" (no vote to its author) and an unclear vote not
# shown; 136 "на тебя голос — ты в ответ", a move described in the second person; 138 "против Отца",
# a role no player holds, not shown; 162 "Голос на Ангела держу" (a Latin name's declined
# transliteration read as where the vote stands); 166 "Пельмешек" for Пельмень (a diminutive with
# its consonant changed, shown unclear with him); 168 "один и тот же, Ёжик 😂" (a reply that ends on
# the player's name, read as a vote in the vote thread); 178 a bold coloured name on its own line
# before "вечером перечитаю, пока так" (no vote to its author); 180 "Ланфир не та цель" after an
# early mark's advice in the vote thread; 182 "Анвоут — ладно, это ГМ поймёт" (another's withdrawal,
# echoed under its quote); 188 "Кинжал, ну что ты как маленький" (said to the player, a vote to its
# author) and "голос за Кинжала стоит" (where it stands, as stranger61 labels "голос против Дока
# стоит"); 203 "а я гс хьюз" (a dead man's name written small after "а я" inside a line) not shown;
# 207 "кто первый моргнет я не моргну голос полковник" (a line with no stops: the negation and the
# question of the words before are read as the vote's); 215 "Повесить Сашу с цифрами! Это я про
# Сашку88" (the target set right in the next sentence) not read; 218 "Голос на Голодного Принца
# стоит" (labelled a vote; stranger7, 61 and 84 label the same form nothing, 140 and 188 a vote: the
# authors disagree, the reader keeps the majority of the kept corpora); 222 "было бы странно
# голосовать иначе: кидаю голос на Ясеня" and "вдруг ещё можно: Lindwurm на виселицу" (a
# supposition, then a colon, then the act) not read: a colon ending any supposition broke "Кэп
# предлагает простое решение: повесить Барма" and "было бы смешно: голос: Тётя Мотя!". 224, 223, 225
# and 226 (the last wave of four) are kept as measured, no round: 224's bare "Шмель" that is talk,
# "Бестюша" (a pet form of Бестия, shown unclear with her) and one phrase are left. Stop 32's wave
# (227-232, blind on c206c9c): 228 "у меня голос против Ёжика стоит" (labelled a vote; stranger61
# labels "голос против Дока стоит" nothing) and "ладно, серьёзно: Шаман" (a bare name after a colon,
# right after a call disowned as a joke) not read; 229 "Предлагаю компромисс: гс Шрёдингеру" (a
# non-player after a proposal) and "г: Т." (an initial after a one-letter vote word) not shown; 230
# "Голос: Тётя Настя ⏎ тьфу ты, автозамена … Голос: Тётя Мотя" (a slip the author sets right at
# once, labelled unclear) not shown; 232 "Oksana_BY" (the halves of two names glued) shown with one
# of the two. Stop 32's second wave (233-238, blind on 920fef6): 237, a day typed on phones, keeps
# "голос полкан ставит на шмеля" (the author's own name as the subject) and "казнит полкана" (an
# autocorrected verb) unread and a quoted vote mocked ("голос маркусу за стиль письма ну гениально")
# read (stop 33 reads its run-on lines, its autocorrect line, its owl drawn and "гс на ири"); 238
# "Мой голос остаётся против Хоэнхайма" (labelled a vote; sets 34, 77, 204, 211, 225 and 230 label
# the form nothing), "гс Хо" (two letters, and Хоукай's alias starts so too), a character's line
# "Повесить Хавока на северной стене! — бросает она" read as a vote, "Элрик" (either brother) not
# shown. Stop 32's third wave (239-244, blind on 7353813): 243 "Мой голос туда же" under a quoted
# vote (labelled unclear with the quoted target) not shown. Stop 32's fourth wave (245-250, blind on
# 3b69102): 247 "Сова, Bepa" in the vote thread (two names, one in Latin look-alike letters) not
# shown; 248 a bold name alone on its line before "вот мой главный подозреваемый" (no vote to its
# author, as set 122's); 249 "Голос: птичке" (any of three bird-named players) not shown (stop 33
# shows 243's "туда же" with the quoted target). Stop 33's first wave (251-256, blind on 9662b15):
# 252 "<del>Голос: Кот</del> … Мой голос остаётся против Ветра" (labelled a vote; most sets label
# the standing form nothing) and "Голос: Ле" (two letters, labelled with Лес and Лето) not shown;
# 253 "голос не меняю фея драже" (an underscore dictated as a space after the restated formula) not
# read; 254 "голос не меняю, Шмель остаётся" (labelled nothing; set 97 labels "голос не меняю,
# Брэдли" a vote) read, and "самоголос Шмеля — это театр" shown unclear; 255 "Голос на Шин-тяна у
# меня и так стоит, подтверждаю" (labelled a vote) not read. Stop 33's second wave (257-262, blind
# on 4d693da): 257 "голос на Тоне... ой, то есть на Тоше, я же переставила" (where the vote stands,
# set right) read, "Хмурого Нуба на виселицу" (two players' words in a call) not shown; 258 "Бабушка
# голосует…" (a persona's word for the author, no alias), a dead author's "Карлсон, который живёт на
# крыше, голосует против Полкана" and "Штирлиц перевёл голос на Хауса. Прямо сейчас" (a move just
# made, told in the past as set 1's "Ворон поменял голос" is) not read, "Казнить Кардинала — самый
# безопасный вариант" (an option weighed) read; 261 a bold name after "+ к Сахару" read (labelled
# nothing), "голос на Рысь досрочный у меня" (labelled a vote) not read; 262 "Голос: Кира... ой, это
# я сама себе … Проехали" read, "Голос: Сова... или Доктор..." and "Голос: К." (К read as the
# preposition) not shown, "Снимать ничего не буду, голос против Доктора оставляю" not read.
# Mafiascum 260: a bold "VOTE:" with the name in plain text after it not read. Stop 33's third wave
# (263-268, blind on 34c223b; 266 on 8b076bc, as 34c223b never finished one of its posts): 263 "ай,
# ладно, гс М." (an initial after the short vote word) not shown, "Голос на Дарка, как и был"
# (labelled a vote) not read; 264 "Хельга-сан против я голосую" (a learner's word order) and "Мой
# голос остаётся на Буран" not read; 265 (see ROUND27_GUESSED) a bold name "просто напоминаю, где
# мой голос", "Я Милан, она Мила" and "господин Кесслер" in the vote thread read, "+1 к Марату" and
# a bold "Рыси" ending an argument not read; 266 "голосую за мир во всём мире и против Волка" and
# "за пиццу, за мир, … и против Тани" (things first, the player last) not read, "против зла во всех
# его проявлениях" (Доктор Зло's word) and a bold name after the reasoning read; 267 "Мой голос туда
# же" (labelled the quoted vote's target; sets 243 and 253 label it unclear) shown unclear, "этой
# даме ☝", "против поста выше", "Голос: то же самое" not read, "Голос ☝" not shown. Stop 33's fourth
# wave (269-274, blind on 877bb16): 269 a timeline of yesterday's votes ("10:14 — Мартин, голос:
# Ириска", "Последний голос — Найт") shown or read; 270 initials ("Голос: ТО" for ТихийОмут), a
# dotted cut ("Сер.Карда", shown with its player), a bold name before "бесит больше всех" and
# "Казнить ЗГ" (a dead player's initials, no candidates shown); 271 "Golos proty Tarasa" (Ukrainian
# in Latin letters) not read; 272 "голос на Сане и…", "голос — против тебя", "Snajper" for
# xXx_SnIpEr_xXx; 273 "голос за два… ну-ну" and the early mark of a vote cast with a removed vote;
# 274 "Голос: Mr" (Mister-X), "Голос: Х", "повесить Ланцета" said in character, two out-of-character
# votes in small print not read. Stop 34's wave (275-280, blind on 4989067: 1.000, 0.961, 0.986,
# 0.987, 0.877, 0.987; mafiascum 1.000): 276 "Подтверждаю. И досрочно." under one's own quoted vote
# (labelled unclear) not shown; 278 "голос Сня" shown with Анна-Мария too; 279 "Голосую за веру в
# лучшее" (Вера a player, the word a noun with its complement) read; 280 a bold coloured name alone
# under a quote of the vote against the author (labelled nothing) read. Its second wave (281-286,
# blind on 1035155: 0.976, 0.974, 0.895, 0.919, 1.000, 0.892; mafiascum 0.971): 281 "вы изволили
# вернуть голос Ильичу" (another's act told) read; 282 "Мой выбор — Бармалей" (a newcomer's free
# form, labelled nothing there, a vote in earlier sets) read; 283 "Слэй" (the start of a Latin name
# in Cyrillic), "Чеширского кота" (a name translated), "Смена голоса: … → Пампкин. Нет, стоп." then
# a standing vote in the locative, "Тыковку" (an alias's diminutive) not read right; 284 "Тоси ой
# Тоши" (a slip corrected, labelled both) read as the correction, "Голос против тебя не снимаю, я на
# Крабе" (labelled nothing) read. Its third wave (287-292, blind on 73ca8a5: 0.971, 0.959, 0.951,
# 0.906, 1.000, 0.986; mafiascum 1.000): 288 a bold name alone closing a role-play post (labelled
# nothing) read; 289 "Голос: Тёмная... ой." (a slip, labelled nothing) read, "против Лиса"
# (Лис_Патрикеевич's genitive, labelled unclear with Лиса) read as his; 290 a vote split across two
# posts ("…мой голос" ⏎ "Кирпичу.", "Шме­ля!!", "Пост выше — это голос на Мурку") and "1) снять
# голос с Мурки" (a plan's infinitive) not read; 292 "Чяй" (one letter from a word of Зелёный Чай)
# not resolved. Its fourth wave (293-298, blind on b902298: 0.958, 0.985, 1.000, 0.961, 1.000,
# 0.904; mafiascum 1.000): a bold name alone (RULES.md §9 names a bold or coloured nickname a vote
# form; 293 and 296 label it nothing) read; 294 a vote shown "как надо" (labelled the author's) not
# read; 296 "за Кузю." as a whole quiet post not read. (Since set 299: 298's vote typed on the Latin
# layout and typed again ("ujkjc: vfpfq … тьфу раскладка. голос: Мзай", labelled once) read once;
# 293's "Ответный голос на Мурку очень палевный", "Переводить голос на Тапка смысла нет", "Голосую
# против... Петьки или Макса"; 298's "мой гс, как у вас говорят, уходит …", "чтобы не было вопрсов
# голос: X", "досрочно 🔥 чё он…", "Позвольте отдать его господину X" read.) Stop 35's first wave
# (299-304, blind on 6c6bef7: 0.973, 0.812, 0.925, 1.000, 0.962, 0.969; mafiascum 1.000 and 0.968):
# 300's theme, votes split over two posts, is read since (scraper.votes.continued: "Голос на" ⏎
# "Ворону", "*Марат" after "Голос: Март"; 290's "…мой голос" ⏎ "Кирпичу." too), but "Добавлю к
# предыдущему: голос досрочный" (the early mark for the vote before), "гс Марата" (a genitive the
# labels read as whom), "Ланселот*" after a vote already counted for him (labelled a second vote)
# and "Марата на виселицу, Теслу в герои" by Марат (his sarcasm) are not; 301's "Лиса" (a word of
# Лиса Алиса, and one letter from Алиса), "Голос: Алиса" (Алиса's whole name, and a word of Лиса
# Алиса: unclear to its labels) and "Cheshire Cat" (a name translated, shown with its one
# candidate); 304's "Присоединяюсь к Мише" (joining another's vote, shown to its labels with his
# target) reads nothing. Stop 35's second wave (305-310, blind on 0d9f8cc, 306 on 220444d: 0.984,
# 0.985, 1.000, 0.987, 0.950, 0.970; mafiascum 1.000): 306 labels a vote split over two posts
# unclear in both halves ("Голосую против" ⏎ "Мурки": read as one vote, as 290 and 300 label it; the
# one guess left there) and "Голубь: Сова" (the vote word autocorrected) unclear, not read; 309's
# "голос за мёртвого" (the dead talked of, shown unclear), "Счастливчика" (Lucky13 translated, shown
# with no candidate), "голос на семёрку" (Ghost_7 or Agent_007 by a number word) not read. Stop
# 35's third wave
# (311-316, blind on 2c592aa: 0.987, 0.974, 0.987, 0.986, 0.987, 0.971; mafiascum 0.973; no vote
# guessed): 312's bold name alone after "Мой кандидат всё тот же:" (labelled nothing; RULES.md §9
# reads it a vote) and "Голос за Ингрид стоит, пусть стоит" (rule 3 labels it a vote) not read;
# 313's "Голос против Серых" shown with one of the labels' two; 315's "Вас" (Вася1984 or Vasilisa:
# shown with none), "Т." (a Latin T and a Cyrillic Т: not shown), "Пельмешек" (a pet form of a
# hyphenated name's word, shown with its one candidate); 316's "Казнить Мотю" in bold and colour
# (labelled nothing, no reason given: read as the vote it is), "Лека" and "химеры Шмель+Кира" shown
# with other candidates. (316's "СонногоКота", a CamelCase name declined as two words, is read
# since.) 313's mafiascum "VOTE: Oz" (the other Oz dead) is shown with its one candidate. Stop
# 36's first wave (317-322, blind on 6c11957: 1.000, 1.000, 0.988, 0.875, 1.000, 0.962; mafiascum
# 0.927; one vote guessed in 320's mafiascum and one in 322): 318's vote for the dead under "Раз
# уж мёртвые у нас голосуют, то…" not shown; 319's "Голос чайнику" (a newcomer, and the start of
# Чай-с-Лимоном) not shown; 320's "Тихоня" for ТихийОмут (a word of its own, grown from his
# name's adjective) shown with no candidate, and its mafiascum "VOTE: JB" (Jellybean's hidden
# words) not read. Stop 36's
# second wave (323-328, blind on 6c11957: 1.000, 0.972, 0.988, 0.975, 0.976, 1.000; mafiascum
# 1.000; one vote guessed, 325's): 324's "А через час — голос против Шурика" (another's vote of
# yesterday, told after her quote) read as the author's; 325's "Голос: Лису" (Лис's dative, Лиса's
# accusative: read as the dative a separator gives, as "Мой голос — Алексу" is; its labels call it
# unclear). (Read since: 310's and 319's "голосую за мир во всём мире", the slogan; 324's "Голос
# мой против Омута и будет против Омута"; 326's bold red name alone over "просто смотрю на него"
# and "Против Лекса — я" in the author's own tally; 327's "ставлю на него" after the same vote
# and "Анвоут, говорите, нельзя...", the word talked of.) Stop 36's third wave (329-334, blind on
# 653ba1e: 0.985, 0.947, 0.929, 0.972, 0.925, 0.962; mafiascum 1.000; two votes guessed, in 331):
# 329's "Я не прошу голос за себя... то есть против Серпа" (asked of nobody) read as a vote; 331's
# "Голос за Сашку «…», потом «…» — это человек, которому весело" (another's told) read as a vote;
# 333's "Голос против Ёжика стоит" (labellers split: four sets count "голос на X стоит" a vote,
# five do not) not read; 334's "гс Варяга" (Варяг's vote, or a vote for him) not read. Stop 36's
# fourth wave (335-340, blind on 1486e0e: 1.000, 1.000, 0.925, 0.971, 0.950, 0.987; mafiascum
# 1.000; three votes guessed): 337's "голос зеро" (Zero in small Russian letters after the weak
# vote word) not read, "Меняю голос на Ежа… ой, я же сама Ёжик" (labelled a vote for herself)
# not read, and "голос за Миру" inside another's review ("2) Ёжик. Новичок, голос за Миру", a
# player's own line of a list) read as the author's (a rule for such lines lost seventeen older
# votes and was withdrawn); 339's "Голос: Марфа (ну или Марта…)" not shown. (Read since: 337's
# "Миры", Mira's whole name declined, over the start of Мирон's and of the dead Мираж's; 338's
# "И теперь досрочно." after the vote; 339's "ред.: тьфу, Марфа!" setting the vote right and
# "(ну или Марта)" making it unclear; 340's "А может, всё-таки Ворона... меняю голос на Ворону".)
# The rest ("candidates") are unclear votes shown where the labels have none.
ROUND27_LEFT: dict[int, tuple[int, float, dict[str, set[str]]]] = {
    59: (110, 1.0, {}),
    60: (130, 1.0, {}),
    61: (161, 0.97, {"names": {"61404"}, "phrases": {"61405"}}),
    62: (120, 1.0, {"candidates": {"62163"}}),
    63: (154, 0.99, {"phrases": {"63434"}}),
    64: (121, 1.0, {}),
    65: (120, 1.0, {}),
    66: (120, 1.0, {}),
    67: (120, 1.0, {"candidates": {"67126"}}),
    68: (124, 1.0, {}),
    69: (161, 0.99, {"phrases": {"69409"}}),
    70: (110, 1.0, {}),
    71: (121, 1.0, {}),
    72: (141, 1.0, {}),
    73: (100, 1.0, {"candidates": {"73116"}}),
    74: (116, 1.0, {}),
    75: (131, 1.0, {}),
    76: (116, 0.98, {"false votes": {"76191"}, "candidates": {"76168"}}),
    77: (111, 0.98, {"false votes": {"77103"}, "candidates": {"77180"}}),
    78: (130, 1.0, {}),
    79: (110, 0.98, {"false votes": {"79117"}, "candidates": {"79164"}}),
    80: (93, 1.0, {}),
    81: (100, 0.99, {"false votes": {"81131"}}),
    82: (94, 1.0, {"ambiguous": {"82157"}}),
    83: (94, 1.0, {}),
    84: (105, 1.0, {}),
    85: (95, 1.0, {}),
    86: (95, 1.0, {}),
    87: (105, 1.0, {}),
    88: (96, 1.0, {}),
    89: (90, 1.0, {}),
    90: (106, 1.0, {}),
    91: (96, 1.0, {}),
    92: (94, 1.0, {}),
    93: (106, 0.99, {"phrases": {"93312"}}),
    94: (94, 1.0, {"candidates": {"94124"}}),
    95: (91, 1.0, {}),
    96: (102, 1.0, {}),
    97: (91, 1.0, {}),
    98: (97, 1.0, {"candidates": {"98190"}}),
    99: (104, 1.0, {}),
    100: (95, 1.0, {}),
    101: (91, 1.0, {}),
    102: (102, 1.0, {}),
    103: (94, 1.0, {}),
    104: (95, 1.0, {"candidates": {"104161"}}),
    105: (99, 1.0, {}),
    106: (97, 1.0, {"candidates": {"106174"}}),
    107: (94, 1.0, {"candidates": {"107134"}}),
    108: (105, 1.0, {"candidates": {"108139"}}),
    109: (93, 1.0, {}),
    110: (96, 1.0, {}),
    111: (104, 1.0, {}),
    112: (93, 1.0, {}),
    113: (92, 1.0, {}),
    114: (103, 1.0, {}),
    115: (90, 1.0, {}),
    116: (94, 1.0, {}),
    117: (101, 1.0, {}),
    118: (96, 1.0, {}),
    119: (96, 1.0, {}),
    120: (111, 1.0, {}),
    121: (94, 1.0, {}),
    122: (95, 1.0, {"ambiguous": {"122166"}}),
    123: (103, 1.0, {}),
    124: (97, 1.0, {}),
    125: (95, 1.0, {}),
    126: (102, 1.0, {}),
    127: (90, 1.0, {}),
    128: (94, 1.0, {"candidates": {"128179"}}),
    129: (99, 1.0, {}),
    130: (96, 1.0, {}),
    131: (94, 1.0, {}),
    132: (101, 1.0, {}),
    133: (95, 1.0, {}),
    134: (93, 1.0, {}),
    135: (103, 1.0, {}),
    136: (98, 0.98, {"false votes": {"136130"}}),
    137: (98, 1.0, {}),
    138: (102, 1.0, {"ambiguous": {"138203"}}),
    139: (90, 1.0, {}),
    140: (99, 1.0, {}),
    141: (137, 1.0, {}),
    142: (97, 1.0, {}),
    143: (96, 1.0, {"candidates": {"143113"}}),
    144: (98, 1.0, {"candidates": {"144316"}}),
    145: (90, 1.0, {}),
    146: (97, 1.0, {}),
    147: (96, 1.0, {"candidates": {"147153"}}),
    148: (91, 1.0, {}),
    149: (97, 1.0, {}),
    150: (95, 1.0, {}),
    151: (98, 1.0, {"candidates": {"151162"}}),
    152: (98, 1.0, {"candidates": {"152340"}}),
    153: (95, 1.0, {"candidates": {"153103"}}),
    154: (95, 1.0, {}),
    155: (100, 1.0, {"candidates": {"155176"}}),
    156: (98, 1.0, {}),
    157: (95, 1.0, {}),
    158: (90, 1.0, {}),
    159: (98, 1.0, {}),
    160: (95, 1.0, {}),
    161: (96, 1.0, {}),
    162: (97, 0.98, {"phrases": {"162181"}}),
    163: (95, 1.0, {}),
    164: (95, 1.0, {}),
    165: (92, 1.0, {}),
    166: (95, 0.98, {"names": {"166156"}}),
    167: (96, 1.0, {}),
    168: (98, 0.99, {"false votes": {"168340"}}),
    169: (95, 1.0, {}),
    170: (97, 1.0, {}),
    171: (95, 1.0, {}),
    172: (95, 1.0, {}),
    173: (97, 1.0, {"candidates": {"173147"}}),
    174: (95, 1.0, {}),
    175: (95, 1.0, {}),
    176: (96, 1.0, {}),
    177: (98, 1.0, {}),
    178: (99, 1.0, {"candidates": {"178186"}}),
    179: (96, 1.0, {}),
    180: (97, 0.98, {"false votes": {"180233"}}),
    181: (92, 1.0, {}),
    182: (96, 0.98, {"false votes": {"182153"}}),
    183: (99, 1.0, {}),
    184: (98, 1.0, {}),
    185: (98, 1.0, {}),
    186: (98, 1.0, {}),
    187: (99, 1.0, {}),
    188: (99, 0.97, {"phrases": {"188341", "188346"}}),
    189: (96, 1.0, {}),
    190: (97, 1.0, {}),
    191: (97, 0.98, {"phrases": {"191161"}}),
    192: (97, 0.97, {"phrases": {"192313"}, "false votes": {"192347"}}),
    193: (96, 1.0, {}),
    194: (96, 1.0, {}),
    195: (97, 1.0, {"candidates": {"195111"}}),
    196: (98, 1.0, {}),
    197: (92, 1.0, {"candidates": {"197115"}}),
    198: (99, 1.0, {}),
    199: (95, 1.0, {}),
    200: (96, 1.0, {}),
    201: (97, 1.0, {}),
    202: (96, 1.0, {"candidates": {"202130"}}),
    203: (95, 1.0, {"candidates": {"203120"}}),
    204: (95, 1.0, {"candidates": {"204136"}}),
    205: (95, 1.0, {}),
    206: (96, 1.0, {}),
    207: (96, 0.98, {"phrases": {"207159"}, "candidates": {"207120"}}),
    208: (94, 1.0, {}),
    209: (96, 1.0, {}),
    210: (95, 1.0, {}),
    211: (93, 1.0, {}),
    212: (99, 1.0, {}),
    213: (97, 1.0, {}),
    214: (99, 1.0, {}),
    215: (95, 0.98, {"phrases": {"215193"}, "candidates": {"215181"}}),
    216: (95, 1.0, {}),
    217: (95, 1.0, {}),
    218: (98, 0.98, {"phrases": {"218168"}}),
    219: (98, 1.0, {}),
    220: (97, 1.0, {}),
    221: (95, 1.0, {}),
    222: (97, 0.96, {"phrases": {"222137", "222195"}}),
    223: (95, 1.0, {}),
    224: (
        99,
        0.97,
        {
            "false votes": {"224313"},
            "names": {"224320"},
            "phrases": {"224337"},
            "candidates": {"224133"},
        },
    ),
    225: (95, 1.0, {"candidates": {"225172"}}),
    226: (95, 1.0, {}),
    227: (108, 1.0, {}),
    228: (153, 0.98, {"phrases": {"614283", "618568"}}),
    229: (107, 1.0, {"ambiguous": {"5120501", "5120546"}}),
    230: (100, 1.0, {"ambiguous": {"7730644"}}),
    231: (107, 1.0, {}),
    232: (147, 1.0, {"candidates": {"2321107"}}),
    233: (109, 1.0, {}),
    234: (115, 1.0, {}),
    235: (109, 1.0, {"candidates": {"2350077"}}),
    236: (104, 1.0, {}),
    237: (110, 0.95, {"phrases": {"2370111", "2370208"}, "false votes": {"2370160"}}),
    238: (
        108,
        0.97,
        {
            "phrases": {"418451"},
            "false votes": {"418293"},
            "candidates": {"418413", "418431"},
        },
    ),
    239: (108, 1.0, {}),
    240: (103, 1.0, {"candidates": {"2409325"}}),
    241: (151, 1.0, {}),
    242: (109, 1.0, {}),
    243: (107, 1.0, {}),
    244: (106, 1.0, {}),
    245: (107, 1.0, {}),
    246: (110, 1.0, {}),
    247: (152, 1.0, {"ambiguous": {"7726021"}}),
    248: (107, 1.0, {}),
    249: (100, 1.0, {"ambiguous": {"618547"}}),
    250: (108, 1.0, {}),
    251: (102, 1.0, {}),
    252: (105, 1.0, {}),
    253: (105, 0.98, {"phrases": {"253075"}}),
    254: (107, 0.98, {"candidates": {"2540074"}, "false votes": {"2540164"}}),
    255: (108, 0.98, {"phrases": {"2557319"}}),
    256: (111, 1.0, {}),
    257: (105, 0.98, {"false votes": {"2571076"}, "ambiguous": {"2571090"}}),
    258: (
        109,
        0.92,
        {"phrases": {"2580448", "2580461", "2580485", "2580529"}, "false votes": {"2580468"}},
    ),
    259: (109, 1.0, {"candidates": {"731567"}}),
    260: (104, 1.0, {}),
    261: (
        109,
        0.97,
        {"false votes": {"883257"}, "phrases": {"883653"}, "candidates": {"883747", "883824"}},
    ),
    262: (
        110,
        0.97,
        {
            "false votes": {"2620146"},
            "ambiguous": {"2620290"},
            # "Голос: К." shown with КГБ (an alias of [KGB]Агент) beside the labels' two
            "candidates": {"2620299"},
            "phrases": {"2620386"},
        },
    ),
    263: (110, 0.98, {"ambiguous": {"7305287"}, "phrases": {"7305352"}}),
    264: (109, 0.97, {"phrases": {"731481", "731513"}, "candidates": {"731619", "731632"}}),
    265: (
        152,
        0.94,
        {
            "false votes": {"265509", "265533"},
            "ambiguous": {"265507", "265508"},
            "phrases": {"265518", "265522"},
        },
    ),
    266: (109, 0.94, {"phrases": {"2664115", "2664403"}, "false votes": {"2664163", "2664184"}}),
    267: (
        107,
        0.94,
        {
            "names": {"5518315"},
            "phrases": {"5518427", "5518517", "5518575"},
            "ambiguous": {"5518544"},
        },
    ),
    268: (110, 1.0, {}),
    269: (106, 0.98, {"false votes": {"2690103"}}),
    270: (
        110,
        0.93,
        {
            "phrases": {"270487"},
            "names": {"270595"},
            "ambiguous": {"270601"},
            "early": {"270613"},
        },
    ),
    271: (109, 0.98, {"phrases": {"271104"}}),
    272: (
        108,
        0.94,
        {"false votes": {"272051"}, "phrases": {"272075"}, "names": {"272081", "272092"}},
    ),
    273: (
        107,
        0.95,
        {
            "phrases": {"2731017"},
            "candidates": {"2731046"},
            "early": {"2731089"},
        },
    ),
    274: (
        108,
        0.94,
        {
            "names": {"873484"},
            "candidates": {"873540"},
            "false votes": {"873544"},
            "phrases": {"873562", "873568"},
        },
    ),
    275: (110, 1.0, {}),
    276: (104, 1.0, {"ambiguous": {"276084"}}),
    277: (107, 1.0, {}),
    278: (107, 1.0, {"candidates": {"2781220"}}),
    279: (102, 0.98, {"false votes": {"2794157"}}),
    280: (105, 1.0, {}),
    281: (110, 0.98, {"false votes": {"561416"}}),
    282: (105, 0.98, {"false votes": {"614208"}, "candidates": {"614209"}}),
    283: (
        106,
        0.94,
        {
            "names": {"2830120"},
            "phrases": {"2830124", "2830159"},
            "false votes": {"2830150"},
            "candidates": {"2830169", "2830173"},
        },
    ),
    284: (
        107,
        0.95,
        {
            "ambiguous": {"2840030"},
            "candidates": {"2840036"},
            "names": {"2840050"},
            "false votes": {"2840092"},
        },
    ),
    285: (104, 1.0, {}),
    286: (109, 1.0, {"ambiguous": {"553357"}}),
    287: (110, 1.0, {}),
    288: (109, 0.98, {"false votes": {"2880127"}, "candidates": {"2880175"}}),
    289: (
        109,
        0.97,
        {"false votes": {"5120461"}, "candidates": {"5120521"}, "ambiguous": {"5120565"}},
    ),
    290: (
        110,
        0.97,
        {
            "phrases": {"584269", "584358"},
            "candidates": {"584298", "584463"},
            "ambiguous": {"584469"},
        },
    ),
    291: (107, 1.0, {}),
    292: (107, 0.98, {"names": {"731679"}}),
    293: (104, 0.98, {"false votes": {"293067"}}),
    294: (108, 0.98, {"phrases": {"2947218"}}),
    295: (108, 1.0, {}),
    296: (99, 0.97, {"phrases": {"29628", "29661"}}),
    297: (99, 1.0, {}),
    298: (106, 1.0, {}),
    299: (108, 1.0, {}),
    300: (
        106,
        0.94,
        {"phrases": {"300188", "300206", "300302"}, "false votes": {"300338"}},
    ),
    301: (109, 0.96, {"names": {"301065", "301101"}, "ambiguous": {"301092"}}),
    302: (99, 1.0, {}),
    303: (107, 1.0, {}),
    304: (96, 1.0, {"ambiguous": {"304115", "304116", "304163"}}),
    305: (102, 1.0, {}),
    306: (109, 0.98, {"ambiguous": {"306018", "306019", "306054"}}),
    307: (102, 1.0, {}),
    308: (110, 1.0, {}),
    309: (101, 0.98, {"candidates": {"309024"}, "names": {"309078"}, "ambiguous": {"309080"}}),
    310: (103, 1.0, {}),
    311: (110, 1.0, {}),
    312: (107, 0.97, {"false votes": {"3120567"}, "phrases": {"3120621"}}),
    313: (105, 1.0, {"candidates": {"313092"}}),
    314: (107, 1.0, {}),
    315: (107, 0.98, {"candidates": {"315149"}, "ambiguous": {"315181"}, "names": {"315187"}}),
    316: (110, 0.98, {"false votes": {"3164134"}, "candidates": {"3164280", "3164376"}}),
    317: (103, 1.0, {"candidates": {"731414"}}),
    318: (109, 1.0, {"ambiguous": {"318053"}}),
    319: (100, 1.0, {"ambiguous": {"3190567"}}),
    320: (99, 0.95, {"names": {"3204108", "3204119"}, "phrases": {"3204113"}}),
    321: (106, 1.0, {"candidates": {"731310"}}),
    322: (109, 1.0, {}),
    323: (105, 1.0, {}),
    324: (107, 0.98, {"candidates": {"318282"}, "false votes": {"318296"}}),
    325: (106, 0.98, {"candidates": {"583226", "583362"}, "ambiguous": {"583328"}}),
    326: (107, 1.0, {"candidates": {"1840548", "1840629", "1840672", "1840713"}}),
    327: (105, 1.0, {"candidates": {"327521"}}),
    328: (109, 1.0, {"candidates": {"418353"}}),
    329: (104, 0.98, {"false votes": {"1084500"}}),
    330: (108, 1.0, {}),
    331: (107, 0.98, {"false votes": {"5127544"}}),
    332: (104, 1.0, {}),
    333: (106, 0.98, {"phrases": {"3330617"}}),
    334: (108, 0.98, {"phrases": {"73433"}}),
    335: (101, 1.0, {"candidates": {"88607"}}),
    336: (110, 1.0, {"candidates": {"73843"}}),
    337: (
        108,
        0.92,
        {
            "phrases": {"3371031", "3371131"},
            "candidates": {"3371045"},
            "false votes": {"3371100", "3371146"},
            "ambiguous": {"3371157"},
        },
    ),
    338: (98, 1.0, {"candidates": {"2281419"}}),
    339: (109, 0.98, {"ambiguous": {"339060", "339069"}}),
    340: (110, 1.0, {"candidates": {"3402134"}, "ambiguous": {"3402546"}}),
}


# What a mafiascum thread still reads otherwise, and the F1 it holds: 235's "VOTE: Knight" (one
# letter from Night Heron's first word, and the knight of the table, Sir Lancelot, by meaning)
# shown with Night Heron alone; 247's "VOTE: P" (an initial, labelled Ptolemy's, shown unclear
# with dead_pixel too).
ROUND27_MAFIASCUM_LEFT: dict[int, tuple[float, dict[str, set[str]]]] = {
    235: (1.0, {"candidates": {"2359038"}}),
    313: (0.97, {"names": {"313532"}}),
    320: (0.97, {"names": {"3209138"}}),
    247: (0.97, {"names": {"99247039"}}),
    260: (0.97, {"phrases": {"14588761"}}),
    283: (0.97, {"names": {"2839108"}}),
}


# The ambiguous votes a set's thread still has read as one player's: stop 33's third wave leaves
# 265's two vote-thread posts, "Ватсон 🕵️ ⏎ UPD: и Кесслер!" (a second name added in an edit,
# read as the first) and "Милана" (Милан's genitive, or Мила with a letter more, read as Милан's);
# stop 34's third wave leaves 289's "Меняю голос: против Лиса" (Лис_Патрикеевич's genitive, or
# Лиса's name left undeclined; the labels call it unclear); stop 35's first wave leaves 301's
# "Голос: Алиса" (Алиса's whole name, read as hers as 289's "Маша" is Маша's beside Маша_2; its
# labels call it unclear, as Лиса Алиса ends with the word); the second wave leaves 306's vote
# finished in the author's next post ("Голосую против" ⏎ "Мурки"), counted, which its labels
# leave unclear (290's and 300's count it); stop 36's second wave leaves 325's "Голос: Лису"
# (above); its fourth, 337's "Голос на Зоро" (Zero's name in Russian letters, one letter from
# Зорро: read as Zero's, by transliteration) and 339's "Голос: Серый" (Сергей-Палыч's street
# name, and Grey Wolf's translated: read as the first, as translations are not read).
ROUND27_GUESSED: dict[int, int] = {265: 2, 289: 1, 301: 1, 306: 1, 325: 1, 337: 1, 339: 1}


@pytest.mark.parametrize("number", sorted(ROUND27_LEFT))
def test_round_27s_later_dev_sets_hold_their_figures(number: int) -> None:
    posts, floor, left = ROUND27_LEFT[number]
    parts = BENCH.stranger_parts(number)
    assert parts and parts[0].name == "votes"
    for path in parts:
        score = BENCH.evaluate_score(path)
        russian = path.name == "votes"
        assert not russian or score.posts == posts
        english_floor, english_left = ROUND27_MAFIASCUM_LEFT.get(number, (1.0, {}))
        assert score.f1 >= (floor if russian else english_floor), score.misses
        assert score.guessed == (ROUND27_GUESSED.get(number, 0) if russian else 0), score.misses
        want = left if russian else english_left
        assert _missed_posts(score.misses) == want, score.misses


def test_a_relay_by_the_gm_is_listed_apart_never_the_authors_vote() -> None:
    """The labels give a GM's relay ("Голос Грома: Лиса") nothing: it is Гром's vote, not the
    GM's. The bench lists it apart and counts no false vote; a vote the GM casts as his own
    still counts against him."""
    from scraper.nicknames import Roster
    from scraper.votes.profile import load_profile

    roster = Roster(["Гром", "Лиса", "Кот"], {}, {"Истина": []})
    relay = BENCH.Post("1", "Истина", "<p>Голос Грома: Лиса</p>", (), 0)
    score = BENCH.evaluate_posts("relay", roster, [relay], load_profile("default"), gm="Истина")
    assert (score.predicted, score.errors.get("false votes", 0)) == (0, 0)
    assert score.relays == ["[relay] 1: Гром -> Лиса ('Голос Грома: Лиса')"]
    own = BENCH.Post("2", "Кот", "<p>Голос: Лиса</p>", (), 0)
    score = BENCH.evaluate_posts("own", roster, [own], load_profile("default"), gm="Истина")
    assert (score.predicted, score.errors.get("false votes", 0), score.relays) == (1, 1, [])
