"""Bad game files: each wrong type, unknown key or missing game thread is one line naming it.

Each file is the demo game with one thing broken, run through ``mafia-gm count`` as a user
would: one line on stderr, exit code 1, no traceback, and the store never touched.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.errors import GameFileError
from engine.gamefile import load_game
from tests.forums.demo_thread import DEMO_DIR
from tests.test_cli import one_line_error, run

DEMO = (DEMO_DIR / "game.toml").read_text(encoding="utf-8")
THREAD = '[[threads]]\nkind = "game"\nurl = "/viewtopic.php?id=17"\n'


def broken(old: str, new: str) -> str:
    assert old in DEMO
    return DEMO.replace(old, new, 1)


CASES = {
    # a string where a list belongs was read letter by letter: "Голос: о" counted for Кот
    "aliases as text": (
        broken('aliases = ["Кот", "Котик"]', 'aliases = "Кот"'),
        "players[1].aliases: ожидается список строк",
    ),
    "aliases as numbers": (
        broken('aliases = ["Кот", "Котик"]', "aliases = [1, 2]"),
        "players[1].aliases: ожидается список строк",
    ),
    "a name as a list": (
        broken('name = "Алиса"', 'name = ["Алиса"]'),
        "players[5].name: ожидается текст в кавычках",
    ),
    "profile as text": ('profile = "x"\n' + DEMO, "profile: ожидается таблица"),
    "no game thread": (
        broken(THREAD, THREAD.replace('kind = "game"', 'kind = "vote"')),
        'threads: ни у одной нет kind = "game"',
    ),
    "two game threads": (
        broken(THREAD, THREAD + THREAD.replace("17", "18")),
        'threads: у threads[1], threads[2] у всех kind = "game"',
    ),
    "an unknown thread kind": (
        broken(THREAD, THREAD.replace('kind = "game"', 'kind = "talk"')),
        "threads[1].kind: ожидается одно из: 'game', 'vote' или 'signup'",
    ),
    "an unknown key": (
        broken('gm = "Ведущий"', 'gm = "Ведущий"\ngm_name = "x"'),
        "game.gm_name: неизвестный ключ",
    ),
    "an unknown table": (DEMO + "\n[forum]\nurl = 'x'\n", "forum: неизвестный ключ"),
    "a seed as text": (
        broken("seed = 20261130", 'seed = "20261130"'),
        "game.seed: ожидается целое",
    ),
    "a seed as true": (broken("seed = 20261130", "seed = true"), "game.seed: ожидается целое"),
    "a bad date": (
        broken('first_day = "2026-11-30"', 'first_day = "30.11.2026"'),
        "schedule.first_day: ожидается дата вроде 2026-11-30",
    ),
    "a bad time": (
        broken('closes = "22:30"', "closes = 2230"),
        "schedule.closes: ожидается время вроде 22:30",
    ),
    "a bad zone": (
        broken('timezone = "Europe/Moscow"', 'timezone = "Moscow"'),
        "game.timezone: 'Moscow' не часовой пояс",
    ),
    "an unknown role": (
        broken('role = "lust"', 'role = "werewolf"'),
        "players[2].role: неизвестная роль 'werewolf'",
    ),
    "a death as text": (
        broken('when = "night 1"', 'when = "first night"'),
        "deaths[1].when: ожидается вроде 'night 2'",
    ),
    "a death of nobody": (
        broken('player = "Тень"', 'player = "Призрак"'),
        "deaths[1].player: неизвестный игрок 'Призрак'",
    ),
    "a day rule with a wrong type": (
        DEMO + '\n[day_rules]\nearly_from_day = "1"\n',
        "day_rules: early_from_day: ожидается целое число",
    ),
    "a day rule unknown": (
        DEMO + "\n[day_rules]\nearly = 1\n",
        "day_rules: early: неизвестный ключ",
    ),
    "a reminder span not understood": (
        DEMO + '\n[announce]\nreminder_before = "2 часа"\n',
        'announce.reminder_before: ожидается срок до дедлайна, например "2h"',
    ),
    "a reminder span of zero": (
        DEMO + '\n[announce]\nreminder_before = "0h"\n',
        "announce.reminder_before: напоминание выходит до дедлайна",
    ),
    "players as a table": (
        DEMO.split("[[players]]")[0] + '[players]\nname = "x"\n',
        "players: ожидается список",
    ),
}


@pytest.mark.parametrize("text,message", CASES.values(), ids=CASES.keys())
def test_a_bad_game_file_is_one_line_naming_the_key(
    tmp_path: Path, text: str, message: str
) -> None:
    game = tmp_path / "game.toml"
    game.write_text(text, encoding="utf-8")
    db = tmp_path / "g.sqlite3"
    line = one_line_error(run("count", str(game), "--day", "1", db=db))
    assert f"game.toml: {message}" in line
    assert not db.exists()  # refused before the store was touched


def test_the_demo_game_file_reads_as_before() -> None:
    spec = load_game(DEMO_DIR / "game.toml")
    cat = spec.players[0]
    assert (cat.name, cat.aliases, cat.account) == ("Лунный Кот", ("Кот", "Котик"), "Лунный Кот")
    assert [t.kind for t in spec.threads] == ["game"]
    assert (spec.seed, spec.gm, spec.engine, spec.profile) == (
        20261130,
        "Ведущий",
        "mybb",
        "default",
    )
    assert str(spec.closes) == "22:30:00" and spec.first_day.isoformat() == "2026-11-30"
    assert next((d.player, d.phase) for d in spec.deaths) == ("Тень", ("night", 1))


def test_every_problem_is_a_game_file_error(tmp_path: Path) -> None:
    for text, message in CASES.values():
        game = tmp_path / "game.toml"
        game.write_text(text, encoding="utf-8")
        with pytest.raises(GameFileError, match=r"game\.toml: ") as caught:
            load_game(game)
        assert "\n" not in str(caught.value) and message in str(caught.value)


@pytest.mark.parametrize(
    "setting,message",
    [
        ('colours = "red"', "colours должно быть: список строк"),
        ('max_changes = "2"', "max_changes должно быть: целое число"),
        ('require_bold = "yes"', "require_bold должно быть: true или false"),
        ("syntax = 1", "syntax должно быть: текст в кавычках"),
    ],
)
def test_a_profile_override_of_the_wrong_type_is_one_line(
    tmp_path: Path, setting: str, message: str
) -> None:
    game = tmp_path / "game.toml"
    game.write_text(DEMO + f"\n[profile]\n{setting}\n", encoding="utf-8")
    assert message in one_line_error(run("count", str(game), "--day", "1", db=tmp_path / "g"))


@pytest.mark.parametrize(
    "data,message",
    [
        (DEMO.encode("windows-1251", errors="replace"), "файл не в UTF-8 (похоже на windows-1251)"),
        (b"\x00\x01\x02PK\x03\x04" + bytes(range(256)), "не текстовый файл"),
        ("\ufeff".encode() + b"\x98\xff\xfe", "файл не в UTF-8"),
    ],
    ids=["windows-1251", "binary", "broken UTF-8"],
)
def test_a_game_file_in_another_encoding_is_one_russian_line(
    tmp_path: Path, data: bytes, message: str
) -> None:
    game = tmp_path / "game.toml"
    game.write_bytes(data)
    for command in (["count", str(game), "--day", "1"], ["check", str(game)]):
        line = one_line_error(run(*command, db=tmp_path / "g.sqlite3"))
        assert message in line and "codec" not in line, line


def test_a_game_file_saved_with_a_bom_reads(tmp_path: Path) -> None:
    game = tmp_path / "game.toml"
    game.write_bytes("\ufeff".encode() + DEMO.encode())
    assert load_game(game).gm == "Ведущий"


def test_a_missing_game_file_or_a_folder_is_one_line(tmp_path: Path) -> None:
    missing = one_line_error(run("count", str(tmp_path / "nosuch.toml"), "--day", "1"))
    assert "файл игры не найден" in missing
    folder = one_line_error(run("count", str(tmp_path), "--day", "1"))
    assert "папка, а не файл игры" in folder
