"""The command line as a user runs it: real processes, real files, one-line errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import make_posts
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import publish_thread

ROOT = Path(__file__).resolve().parents[1]
ROSTER = "Лунный Кот | Кот | Котик\nShadow_99 | Шэдоу\nРыжая Ведьма | Ведьма\nЁжик\nАлиса\n"


def run(*args: str, stdin: str = "", db: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if db is not None:
        env["MAFIA_GM_DB"] = f"sqlite:///{db}"
    return subprocess.run(
        [sys.executable, "-m", "mafia_gm.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )


def one_line_error(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 1, result.stderr
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("ошибка: "), result.stderr
    assert "Traceback" not in result.stderr
    return lines[0]


@pytest.fixture
def roster(tmp_path: Path) -> Path:
    path = tmp_path / "roster.txt"
    path.write_text(ROSTER, encoding="utf-8")
    return path


def test_votes_extract_prints_one_line_per_post_in_order(roster: Path) -> None:
    posts = [
        {"id": "1", "author": "Алиса", "html": "<p>Голос: котик</p>"},
        {
            "id": "2",
            "html": '<div class="quote-box"><blockquote><p>Голос: Алиса</p></blockquote></div>'
            "<p>Снимаю голос. Голос: Рыжей Ведьмы досрочно</p>",
        },
        {"id": "3", "html": "<p>Голос: Петька</p>"},
        {"id": "4", "html": "<p>просто болтаю</p>"},
    ]
    result = run(
        "votes",
        "extract",
        "--roster",
        str(roster),
        stdin="".join(json.dumps(p, ensure_ascii=False) + "\n" for p in posts),
    )
    assert result.returncode == 0, result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["id"] for r in rows] == ["1", "2", "3", "4"]
    assert rows[0]["votes"] == [
        {"kind": "vote", "target": "Лунный Кот", "early": False, "raw": "Голос: котик"}
    ]
    assert [(v["kind"], v["target"], v["early"]) for v in rows[1]["votes"]] == [
        ("unvote", None, False),
        ("vote", "Рыжая Ведьма", True),
    ]
    assert rows[2]["votes"] == [] and rows[2]["ambiguous"][0]["raw"] == "Голос: Петька"
    assert rows[3] == {"id": "4", "votes": [], "ambiguous": []}


def test_votes_extract_bad_json_is_one_line(roster: Path) -> None:
    assert "строка 2: не JSON" in one_line_error(
        run("votes", "extract", "--roster", str(roster), stdin='{"id": "1", "html": ""}\n{oops\n')
    )


def test_votes_extract_writes_the_posts_before_a_bad_line(roster: Path) -> None:
    """The posts stream through: what was read before a bad line is out before its error."""
    good = json.dumps({"id": "1", "html": "<p>Голос: котик</p>"}, ensure_ascii=False)
    result = run("votes", "extract", "--roster", str(roster), stdin=f"{good}\n{{oops\n")
    assert "строка 2: не JSON" in one_line_error(result)
    assert [json.loads(line)["id"] for line in result.stdout.splitlines()] == ["1"]


@pytest.mark.parametrize(
    ("post", "field"),
    [({"id": "1", "html": ["x"]}, "html"), ({"id": "1", "html": "", "author": {"a": 1}}, "author")],
)
def test_votes_extract_a_field_of_the_wrong_type_is_one_line(
    roster: Path, post: dict[str, object], field: str
) -> None:
    result = run("votes", "extract", "--roster", str(roster), stdin=json.dumps(post) + "\n")
    assert f"поле «{field}» должно быть строкой" in one_line_error(result)


def test_roster_with_duplicate_name_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "r.txt"
    path.write_text("Алиса\nКот\nалиса\n", encoding="utf-8")
    assert "указан дважды" in one_line_error(
        run("votes", "extract", "--roster", str(path), stdin="")
    )


def test_day_resolve_prints_the_interfaces_shape(tmp_path: Path) -> None:
    facts = {
        "day": 1,
        "players": {"Anna": "crimson", "Boris": "xing", "Clara": "father", "Dan": "lust"},
        "opens_at": "2026-12-02T00:00:00+03:00",
        "closes_at": "2026-12-02T22:30:00+03:00",
        "votes": [
            {"at": "2026-12-02T10:00:00+03:00", "voter": "Boris", "kind": "vote", "target": "Anna"},
            {"at": "2026-12-02T11:00:00+03:00", "voter": "Clara", "kind": "vote", "target": "Anna"},
            {"at": "2026-12-02T12:00:00+03:00", "voter": "Anna", "kind": "vote", "target": "Dan"},
        ],
    }
    path = tmp_path / "day.json"
    path.write_text(json.dumps(facts), encoding="utf-8")
    result = run("day", "resolve", str(path))
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    for key in (
        "closed_at",
        "closed_early",
        "tally",
        "penalties",
        "modkilled",
        "executed",
        "revealed",
        "also_died",
        "pending",
        "invalid_votes",
    ):
        assert key in out
    assert out["tally"] == {"Anna": 2, "Dan": 3}  # Dan skipped: +2 on top of Anna's vote
    assert out["executed"] == ["Dan"] and out["penalties"] == {"Dan": 2}


def test_day_resolve_malformed_input_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"day": 1, "players": {}}', encoding="utf-8")
    assert "не указано" in one_line_error(run("day", "resolve", str(path)))
    path.write_text("[1, 2", encoding="utf-8")
    assert "не JSON" in one_line_error(run("day", "resolve", str(path)))


def test_scrape_then_export(tmp_path: Path) -> None:
    db = tmp_path / "cli.sqlite3"
    with LocalForum() as forum:
        posts = make_posts(30)
        publish_thread(forum, posts, 5, "Игра")
        url = f"{forum.base}/viewtopic.php?id=5"
        result = run("scrape", url, "--delay", "0", db=db)
        assert result.returncode == 0, result.stderr
        assert "новых: 30" in result.stderr
    exported = run("posts", "export", db=db)
    rows = [json.loads(line) for line in exported.stdout.splitlines()]
    assert len(rows) == 30 and rows[0]["thread"] == url
    assert rows[0]["posted_at"] == "2026-12-01T12:00:00+03:00"
    assert rows[0]["quotes"] == ["Голос: Алиса"] and rows[0]["deleted"] is False
    assert set(rows[0]) >= {
        "thread",
        "id",
        "author",
        "author_id",
        "posted_at",
        "edited_at",
        "deleted",
        "html",
        "text",
        "quotes",
        "revisions",
    }


def test_scrape_bad_urls_are_one_line_and_write_nothing(tmp_path: Path) -> None:
    db = tmp_path / "none.sqlite3"
    assert "не адрес темы форума" in one_line_error(
        run("scrape", "not-a-url", "--delay", "0", db=db)
    )
    with LocalForum() as forum:
        forum.put("/index.php", "<html><body>Главная</body></html>")
        assert "ни один поддерживаемый движок форума" in one_line_error(
            run("scrape", f"{forum.base}/index.php", "--delay", "0", db=db)
        )
        assert "не адрес темы mybb" in one_line_error(
            run(
                "scrape",
                f"{forum.base}/viewtopic.php?id=x",
                "--delay",
                "0",
                "--engine",
                "mybb",
                db=db,
            )
        )
    assert run("posts", "export", db=db).stdout == ""


def test_game_file_with_a_missing_field(tmp_path: Path) -> None:
    game = tmp_path / "game.toml"
    db = tmp_path / "g.sqlite3"
    head = '[game]\nslug = "g"\n[[threads]]\nurl = "http://x/viewtopic.php?id=1"\n'
    game.write_text(
        head + '[schedule]\nfirst_day = "2026-12-01"\n[[players]]\nname = "Алиса"\nrole = "xing"\n',
        encoding="utf-8",
    )
    assert "schedule.closes: не указано" in one_line_error(
        run("count", str(game), "--day", "1", db=db)
    )
    game.write_text(
        head + '[schedule]\nfirst_day = "2026-12-01"\ncloses = "22:30"\n'
        '[[players]]\nname = "Алиса"\n',
        encoding="utf-8",
    )
    assert "players[1].role: не указано" in one_line_error(
        run("count", str(game), "--day", "1", db=db)
    )
    assert not db.exists()  # refused before the store was touched


def test_demo_prints_counts_and_drafts(tmp_path: Path) -> None:
    result = run("demo", "--db", str(tmp_path / "demo.sqlite3"))
    assert result.returncode == 0, result.stderr
    assert "День 1: подсчёт голосов" in result.stdout
    assert "[b]Казнён(а): Шпунтик[/b] — сторона: [b]Город[/b]." in result.stdout
    assert "[b]Казнён(а): Shadow_99[/b] — сторона: [b]Гомункулы[/b]." in result.stdout
    assert "День закрыт досрочно 02.12.2026 в 12:30" in result.stdout
    assert "Пончик" in result.stdout and "мат «хуя»" in result.stdout


def test_wrong_types_in_rules_and_seeds_are_one_line(tmp_path: Path) -> None:
    day = {
        "day": 1,
        "players": {"Anna": "alchemist"},
        "opens_at": "2026-12-02T00:00:00+03:00",
        "closes_at": "2026-12-02T22:30:00+03:00",
        "votes": [],
        "rules": {"reveal_above": "ten"},
    }
    path = tmp_path / "day.json"
    path.write_text(json.dumps(day), encoding="utf-8")
    said = one_line_error(run("day", "resolve", str(path)))
    assert "day rules: reveal_above: ожидается целое число" in said
    night = {"night": 1, "players": {"Anna": "alchemist"}, "actions": [], "seed": "lucky"}
    path.write_text(json.dumps(night), encoding="utf-8")
    said = one_line_error(run("night", "resolve", str(path)))
    assert "night input: seed: ожидается целое число" in said
