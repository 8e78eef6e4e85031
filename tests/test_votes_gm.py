"""Reading votes like a careful GM: corrections, explain, edits, relays, profiles."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from engine.gamefile import load_game
from engine.store.db import Store
from poster.day_post import render_day_post
from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import ProfileError, load_profile
from services.corrections import CorrectionError, fix_vote
from services.explain import explain
from services.flags import flags_waiting
from services.game import read_votes, replay_days, scrape_game
from tests.forums.demo_thread import DEMO_DIR, demo_posts
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import ForumPost, publish_thread

MSK = ZoneInfo("Europe/Moscow")
PETKA = ForumPost(3001, "Пончик", 22, datetime(2026, 11, 30, 21, 0, tzinfo=MSK), "Голос: Петька")


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=MSK)


def game(
    tmp_path: Path, extra: list[ForumPost], edits: list[ForumPost] | None = None, **overrides: Any
):  # type: ignore[no-untyped-def]
    topic, title, posts = demo_posts()
    store = Store(f"sqlite:///{tmp_path / 'g.sqlite3'}")
    with LocalForum() as forum:
        everything = sorted([*posts, *extra], key=lambda p: p.posted_at)
        publish_thread(forum, everything, topic, title)
        spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
        spec = dataclasses.replace(spec, **overrides)
        scrape_game(store, spec, delay=0)
        if edits:
            by_id = {p.post_id: p for p in edits}
            publish_thread(forum, [by_id.get(p.post_id, p) for p in everything], topic, title)
            scrape_game(store, spec, delay=0, full=True)
    read_votes(store, spec)
    return store, spec


def test_gm_fix_changes_the_count_and_holds_on_recount(tmp_path: Path) -> None:
    store, spec = game(tmp_path, [PETKA])
    before = replay_days(store, spec, 3)
    assert before[0].ambiguous[0].raw == "Голос: Петька"
    assert before[0].result.penalties.get("Пончик") == 2
    assert before[2].result.modkilled == ["Пончик"]
    report = fix_vote(store, "3001", "Винтик", ignore=False)
    assert report.target == "Винтик" and report.suggestion and "'Петька'" in report.suggestion
    read_votes(store, spec)  # a recount re-reads every post: the fix must survive it
    read_votes(store, spec)
    after = replay_days(store, spec, 3)
    assert after[0].ambiguous == []
    assert "Пончик" not in after[0].result.penalties
    assert after[0].result.tally["Винтик"] == 5
    assert after[2].result.modkilled == []  # his Day 3 skip is now his first
    lines = explain(store, spec, "3001", 3)
    assert any("засчитан при закрытии дня 1" in line and "Винтик" in line for line in lines)


def test_gm_ignore_makes_a_skipper(tmp_path: Path) -> None:
    store, spec = game(tmp_path, [])
    fix_vote(store, "1003", None, ignore=True)  # Шпунтик's Day 1 vote
    read_votes(store, spec)
    day1 = replay_days(store, spec, 1)[0].result
    assert day1.penalties.get("Шпунтик") == 2 and day1.tally["Винтик"] == 3
    assert any("так решил ГМ" in line for line in explain(store, spec, "1003", 1))


MISSED = ForumPost(
    3003, "Пончик", 22, datetime(2026, 11, 30, 21, 0, tzinfo=MSK), "Ну и казню Винтика, раз так."
)
GM_NOTE = ForumPost(3004, "Ведущий", 2, datetime(2026, 11, 30, 21, 5, tzinfo=MSK), "Итоги скоро.")


def test_a_missed_vote_is_sent_back_and_the_gm_adds_it(tmp_path: Path) -> None:
    store, spec = game(tmp_path, [MISSED, GM_NOTE])
    before = replay_days(store, spec, 1)[0]
    sent_back = [(c.post_id, c.author, c.kind, c.evidence) for c in before.vote_checks]
    assert sent_back == [("3003", "Пончик", "vote_unread", "Ну и казню Винтика, раз так.")]
    assert not any(kind == "vote_unread" for _, kind, _, _ in before.flags)  # no violation
    assert before.result.penalties.get("Пончик") == 2  # nothing read: a skip, until the GM looks
    notes = render_day_post(1, before.result, before.post_urls, vote_checks=before.vote_checks)
    assert "Перечитайте сами" in notes.notes and "votes fix 3003" in notes.notes
    with pytest.raises(CorrectionError, match="снимать нечего"):
        fix_vote(store, "3003", None, ignore=True)
    with pytest.raises(CorrectionError, match="новый голос — номер 0"):
        fix_vote(store, "3003", "Винтик", ignore=False, seq=1)
    with pytest.raises(CorrectionError, match="написал не игрок"):
        fix_vote(store, "3004", "Винтик", ignore=False)
    fix_vote(store, "3003", "Винтик", ignore=False)
    read_votes(store, spec)  # the added vote holds on a recount
    after = replay_days(store, spec, 1)[0]
    assert after.vote_checks == []  # the GM has looked at the post
    assert "Пончик" not in after.result.penalties
    assert after.result.tally["Винтик"] == before.result.tally.get("Винтик", 0) + 1
    assert any(
        "голос добавлен ГМ" in line and "Винтик" in line for line in explain(store, spec, "3003", 1)
    )


def test_a_fix_on_a_post_edited_since_is_not_applied_and_sent_back(tmp_path: Path) -> None:
    topic, title, posts = demo_posts()
    store = Store(f"sqlite:///{tmp_path / 'g.sqlite3'}")
    everything = sorted([*posts, MISSED], key=lambda p: p.posted_at)
    with LocalForum() as forum:
        publish_thread(forum, everything, topic, title)
        spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
        scrape_game(store, spec, delay=0)
        read_votes(store, spec)
        fix_vote(store, "3003", "Винтик", ignore=False)
        fixed = replay_days(store, spec, 1)[0]
        assert ("Пончик", "Винтик") in {(v.voter, v.target) for v in fixed.result.standing}
        # the player edits his post after the GM's fix: another vote now
        edited = dataclasses.replace(MISSED, bbcode="Передумал. Голос: Майор")
        publish_thread(
            forum, [edited if p.post_id == 3003 else p for p in everything], topic, title
        )
        scrape_game(store, spec, delay=0, full=True)
    read_votes(store, spec)
    after = replay_days(store, spec, 1)[0]
    assert ("Пончик", "Майор") in {(v.voter, v.target) for v in after.result.standing}
    assert [(c.post_id, c.kind) for c in after.vote_checks] == [("3003", "fix_outdated")]
    fix_vote(store, "3003", "Майор", ignore=False)  # looked at again: the new fix holds
    again = replay_days(store, spec, 1)[0]
    assert again.vote_checks == []
    assert ("Пончик", "Майор") in {(v.voter, v.target) for v in again.result.standing}


def test_a_fix_names_the_vote_when_a_post_has_several(tmp_path: Path) -> None:
    two = ForumPost(
        3005, "Пончик", 22, at("2026-11-30 21:00:00"), "Голос: Винтик\nМеняю голос: Шпунтик"
    )
    store, _spec = game(tmp_path, [two])
    with pytest.raises(CorrectionError, match=r"укажите --seq \(0: «Голос: Винтик»; 1: «"):
        fix_vote(store, "3005", None, ignore=True)
    report = fix_vote(store, "3005", None, ignore=True, seq=1)
    assert report.seq == 1 and report.replaced is None
    again = fix_vote(store, "3005", "Винтик", ignore=False, seq=1)
    assert again.replaced == "не считать"  # the earlier fix of the same vote, said


def test_a_fix_closes_the_posts_second_look(tmp_path: Path) -> None:
    store, spec = game(tmp_path, [MISSED])
    now = datetime(2026, 12, 5, tzinfo=MSK)
    assert any(f.kind == "vote_unread" for f in flags_waiting(store, spec, now).flags)
    fix_vote(store, "3003", "Винтик", ignore=False)
    assert not any(f.kind == "vote_unread" for f in flags_waiting(store, spec, now).flags)


def test_the_flags_command_lists_and_closes(tmp_path: Path) -> None:
    _store, spec = game(tmp_path, [MISSED])
    game_file = tmp_path / "game.toml"
    base = spec.threads[0].url.split("/viewtopic")[0]
    text = (DEMO_DIR / "game.toml").read_text(encoding="utf-8")
    game_file.write_text(text.replace('url = "/', f'url = "{base}/'), encoding="utf-8")
    env = {**os.environ, "MAFIA_GM_DB": f"sqlite:///{tmp_path / 'g.sqlite3'}"}

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "mafia_gm.cli", *args]
        return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)

    listed = cli("flags", str(game_file))
    assert listed.returncode == 0, listed.stderr
    line = next(x for x in listed.stdout.splitlines() if "казню Винтика" in x)
    assert "похоже на голос, но он не прочитан" in line and "Пончик" in line
    flag_id = line.split()[0].lstrip("#")
    closed = cli("flags", str(game_file), "--done", flag_id)
    assert closed.returncode == 0 and f"#{flag_id} разобрана" in closed.stderr
    assert "казню Винтика" not in cli("flags", str(game_file)).stdout
    missing = cli("flags", str(game_file), "--done", "999999")
    assert missing.returncode == 1 and "нет пометки #999999" in missing.stderr


def test_fix_refuses_unknown_post_and_player(tmp_path: Path) -> None:
    store, _ = game(tmp_path, [PETKA])
    with pytest.raises(CorrectionError, match="не сохранён"):
        fix_vote(store, "999999", "Винтик", ignore=False)
    with pytest.raises(CorrectionError, match="нет игрока"):
        fix_vote(store, "3001", "Никто Такой", ignore=False)
    with pytest.raises(CorrectionError, match="--target ИМЯ или --ignore"):
        fix_vote(store, "3001", None, ignore=False)


def test_explain_a_player(tmp_path: Path) -> None:
    store, spec = game(tmp_path, [])
    lines = explain(store, spec, "Незнайку", 3)  # declined name works too
    assert lines[0] == "Незнайка:"
    day3 = next(line for line in lines if line.startswith(" день 3"))
    assert "голосов против: 5" in day3 and "казнён(а)" in day3
    assert any("досрочный голос менять нельзя" in line for line in lines)
    ambiguous = explain(store, spec, "1026", 2)
    assert any("Незнаика" in line and "Незнайка" in line for line in ambiguous)


def test_edited_vote_policies(tmp_path: Path) -> None:
    first = ForumPost(1024, "Борис", 16, at("2026-12-01 12:02:15"), "Голос: Гроза")
    _, _, posts = demo_posts()
    edited = next(p for p in posts if p.post_id == 1024)  # "Голос: Shadow_99", edited
    topic, title, _ = demo_posts()
    original_first = [first if p.post_id == 1024 else p for p in posts]

    def run(policy: str, folder: str):  # type: ignore[no-untyped-def]
        store = Store(f"sqlite:///{tmp_path / folder}.sqlite3")
        with LocalForum() as forum:
            publish_thread(forum, original_first, topic, title)
            spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
            spec = dataclasses.replace(spec, profile_overrides={"edited_vote": policy})
            scrape_game(store, spec, delay=0)
            publish_thread(forum, posts, topic, title)  # Борис edits his vote
            scrape_game(store, spec, delay=0, full=True)  # edits on old pages need a full read
        read_votes(store, spec)
        return replay_days(store, spec, 2)[1]

    latest = run("latest", "a")
    assert latest.result.tally["Shadow_99"] == 6
    assert latest.edited_votes[0].before == "Голос: Гроза"
    assert latest.edited_votes[0].after == edited.bbcode
    original = run("original", "b")
    assert original.result.tally["Shadow_99"] == 5 and original.result.tally["Гроза"] == 1
    skipped = run("skip", "c")
    assert skipped.result.penalties.get("Борис") == 2


def test_gm_relays_a_vote(tmp_path: Path) -> None:
    relay = ForumPost(
        3002,
        "Ведущий",
        2,
        at("2026-11-30 21:10:00"),
        "Пончик прислал голос в личку.\nГолос Пончика: Винтик",
    )
    store, spec = game(tmp_path, [relay])
    day1 = replay_days(store, spec, 1)[0].result
    assert "Пончик" not in day1.penalties
    assert any(v.voter == "Пончик" and v.target == "Винтик" for v in day1.standing)
    store2, spec2 = game(tmp_path / "no", [relay], profile_overrides={"gm_relay": False})
    assert replay_days(store2, spec2, 1)[0].result.penalties.get("Пончик") == 2


ROSTER = Roster.parse("Лунный Кот | Кот\nАлиса\nБорис\n")


@pytest.mark.parametrize(
    ("profile", "html", "expected"),
    [
        ("bold", "<p>Голос: Алиса</p>", []),
        ("bold", "<p><strong>Голос: Алиса</strong></p>", ["Алиса"]),
        ("bold", "<p>Голос: <b>Кота</b></p>", ["Лунный Кот"]),
        ("colour", '<p><span style="color: red">Голос: Алиса</span></p>', ["Алиса"]),
        ("colour", '<p><span style="color: #0000ff">Голос: Борис</span></p>', ["Борис"]),
        ("colour", '<p><span style="color: green">Голос: Алиса</span></p>', []),
        ("strict", '<p><span style="color: red">Голос: Алиса</span></p>', ["Алиса"]),
        ("strict", "<p><b>Голос: Алиса</b></p>", ["Алиса"]),
        ("bbtag", "<p>думаю так [vote]Alice[/vote]</p>", []),
        ("bbtag", "<p>думаю так [vote]Алиса[/vote]</p>", ["Алиса"]),
        ("teamliquid", "<p>I think <b>##vote Kot</b> because</p>", ["Лунный Кот"]),
        ("teamliquid", "<p>Vote Alice with me</p>", []),
    ],
)
def test_profiles(profile: str, html: str, expected: list[str]) -> None:
    found = VoteReader(ROSTER, load_profile(profile)).read_html(html)
    assert [v.target for v in found.votes if v.kind == "vote"] == expected


def test_abstain_profile() -> None:
    found = VoteReader(ROSTER, load_profile("abstain")).read_html("<p>Воздерживаюсь.</p>")
    assert [(v.kind, v.target) for v in found.votes] == [("abstain", None)]
    default = VoteReader(ROSTER).read_html("<p>Воздерживаюсь.</p>")
    assert default.votes == []


def test_bad_profiles() -> None:
    with pytest.raises(ProfileError, match="нет профиля правил"):
        load_profile("nosuch")
    with pytest.raises(ProfileError, match="неизвестные настройки"):
        load_profile().with_overrides({"requre_bold": True})
    with pytest.raises(ProfileError, match="edited_vote"):
        load_profile().with_overrides({"edited_vote": "sometimes"})
