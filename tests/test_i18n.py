"""The GM's language: the English catalog is complete and compiled, ``--lang``/$MAFIA_GM_LANG
switch the CLI and the page, and the Russian default prints no English."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from engine.gamefile import load_game
from engine.store.db import Store
from mafia_gm.web.app import create_app
from mafia_i18n import LOCALE, use
from tests.forums.demo_thread import DEMO_DIR
from tests.forums.localforum import LocalForum
from tests.test_watch import POSTS, Script, at, demo_game_file
from tests.test_web_game_flow import english_on
from tests.test_web_pages import TOKEN
from tests.webserver import WebServer

ROOT = Path(__file__).resolve().parents[1]
PO = LOCALE / "en" / "LC_MESSAGES" / "mafia_gm.po"
MO = PO.with_suffix(".mo")
DEMO = load_game(DEMO_DIR / "game.toml")
NAMES = [w for p in DEMO.players for w in (p.name, *p.aliases)] + ["fma-demo"]
NOON_DAY_2 = at("2026-12-01 15:00:00")
CYRILLIC = re.compile(r"[А-Яа-яЁё][А-Яа-яЁё-]*")


def catalog():  # type: ignore[no-untyped-def]
    with PO.open("rb") as f:
        return read_po(f)


def test_every_message_has_an_english_translation() -> None:
    messages = [m for m in catalog() if m.id]
    assert len(messages) > 300
    assert [m.id for m in messages if not m.string or m.fuzzy] == []


def test_the_compiled_catalog_is_not_stale() -> None:
    """The committed .mo is the .po compiled (run `python3 tasks.py i18n` when this fails)."""
    compiled = io.BytesIO()
    write_mo(compiled, catalog())
    assert MO.read_bytes() == compiled.getvalue()


def test_every_message_in_the_source_is_in_the_catalog() -> None:
    with (ROOT / "babel.cfg").open(encoding="utf-8") as f:
        method_map, options_map = parse_mapping_cfg(f)
    found = {
        message
        for _, _, message, _, _ in extract_from_dir(
            str(ROOT), method_map, options_map, keywords={"_": None, "N_": None}
        )
    }
    known = {m.id for m in catalog() if m.id}
    assert sorted(found - known) == [], "run `python3 tasks.py i18n` and translate"


def cli(*args: str, lang_env: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "MAFIA_GM_LANG"}
    if lang_env is not None:
        env["MAFIA_GM_LANG"] = lang_env
    return subprocess.run(
        [sys.executable, "-m", "mafia_gm.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
    )


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str, Path]]:
    """The demo game read by the watch up to Day 2 afternoon: (game file, store, clock)."""
    folder = tmp_path_factory.mktemp("i18n")
    clock = folder / "clock"
    db = f"sqlite:///{folder / 'store.sqlite3'}"
    with LocalForum() as forum:
        Script(forum, clock, POSTS).move_to(at("2026-12-01 15:00:00"))
        game = demo_game_file(folder, forum.base)
        done = cli(
            "watch", str(game), "--db", db, "--delay", "0", "--clock-file", str(clock), "--once"
        )
        assert done.returncode == 0, done.stderr
        yield game, db, clock


def russian_left(text: str, game: Path) -> list[str]:
    """Cyrillic words in ``text`` that are not a name, the game's name, a draft's title (the
    forum's words), a side or a quoted post."""
    spec = load_game(game)
    allowed = " ".join(
        [spec.name, "Итоги дня Замена Город Гомункулы"]
        + [" ".join((p.name, *p.aliases)) for p in spec.players]
    )
    text = re.sub(r"“[^”]*”", " ", text.split("Draft #")[0])
    return sorted(set(CYRILLIC.findall(text)) - set(CYRILLIC.findall(allowed)))


def readings(game: Path, db: str, clock: Path) -> dict[str, list[str]]:
    return {
        "status": ["status", str(game), "--clock-file", str(clock), "--db", db],
        "count": ["count", str(game), "--day", "1", "--db", db],
        "check": ["check", str(game), "--db", db],
        "explain": ["explain", str(game), "Алиса", "--day", "1", "--db", db],
    }


ENGLISH = {
    "status": "alive: 12; voted: 7; not voted yet:",
    "count": "Day 1: the vote count",
    "check": "never posted in the game’s threads",
    "explain": "counted at the close of day 1",
}


def test_lang_en_gives_english(demo: tuple[Path, str, Path]) -> None:
    game, db, clock = demo
    for name, args in readings(game, db, clock).items():
        said = cli("--lang", "en", *args)
        text = said.stdout + said.stderr
        assert ENGLISH[name] in text, text
        assert russian_left(text, game) == [], (name, text)


def test_the_environment_chooses_english_too(demo: tuple[Path, str, Path]) -> None:
    game, db, clock = demo
    said = cli(*readings(game, db, clock)["status"], lang_env="en")
    assert ENGLISH["status"] in said.stdout and "живых" not in said.stdout
    flag = cli("--lang", "ru", *readings(game, db, clock)["status"], lang_env="en")
    assert "живых: 12" in flag.stdout  # the option wins over the environment


def test_the_default_is_russian_with_no_english(demo: tuple[Path, str, Path]) -> None:
    game, db, clock = demo
    for name, args in readings(game, db, clock).items():
        said = cli(*args)
        assert ENGLISH[name] not in said.stdout + said.stderr
        assert english_on(said.stdout + said.stderr, NAMES) == [], name


def test_an_unknown_language_is_one_line(demo: tuple[Path, str, Path]) -> None:
    game, db, clock = demo
    for said in (
        cli("--lang", "de", *readings(game, db, clock)["status"]),
        cli(*readings(game, db, clock)["status"], lang_env="fr"),
    ):
        assert said.returncode == 1 and said.stdout == ""
        lines = said.stderr.strip().splitlines()
        assert len(lines) == 1 and "неизвестный язык" in lines[0], said.stderr


def test_the_other_commands_print_no_english(demo: tuple[Path, str, Path], tmp_path: Path) -> None:
    """The lines of drafts list/show/approve/reject, night orders, watch, sync and chart."""
    game, db, clock = demo
    runs = {
        "drafts list": cli("drafts", "list", "--db", db),
        "drafts show": cli("drafts", "show", "1", "--db", db),
        "drafts approve": cli("drafts", "approve", "1", "--db", db),
        "drafts reject": cli("drafts", "reject", "2", "--db", db),
        "night orders": cli("night", "orders", str(game), "--night", "2", "--db", db),
        "chart": cli(
            "chart", str(game), "--day", "1", "--out", str(tmp_path / "c.svg"), "--db", db
        ),
        "watch": cli(
            "watch",
            str(game),
            "--db",
            db,
            "--delay",
            "0",
            "--clock-file",
            str(clock),
            "--once",
            "--log",
            str(tmp_path / "w.log"),
        ),
    }
    for name, said in runs.items():
        assert said.returncode == 0, (name, said.stderr)
        # the draft's own text is a forum post (BBCode, links): only the lines around it count
        text = re.sub(r"/\S+", " ", said.stdout + said.stderr)  # file paths are no words
        assert english_on(text, NAMES) == [], (name, text)
    assert "одобрен" in runs["drafts approve"].stderr
    assert "fma-demo" in runs["drafts list"].stdout  # the game by its name, not its row id
    assert "проголосовали" in runs["watch"].stderr


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_page_speaks_the_gms_language(
    demo: tuple[Path, str, Path], lang: str, tmp_path: Path
) -> None:
    """A game's page and the drafts list, with the language `serve` chose."""
    game, db, _clock = demo
    store = Store(db)
    use(lang)  # as `serve --lang` does for the whole process
    server = WebServer(create_app(store, [load_game(game)], TOKEN, lambda: NOON_DAY_2))
    try:
        texts = [
            httpx.get(f"{server.base}{path}", headers={"X-MGM-Token": TOKEN}, timeout=60).text
            for path in ("/game/fma-demo", "/drafts")
        ]
    finally:
        use("ru")
        server.stop()
        store.close()
    shown = [re.sub(r"<[^>]+>", " ", text) for text in texts]
    if lang == "en":
        assert "Living players" in shown[0] and "Post drafts" in shown[1]
        assert 'lang="en"' in texts[0]
        for text in shown:
            assert russian_left(text, game) == [], text
    else:
        assert "Живые игроки" in shown[0] and "Living players" not in shown[0]
        assert all(english_on(text, NAMES) == [] for text in shown), shown


# -- the help pages and the errors, in both languages -----------------------------------------

HELPS = {
    "mafia-gm": ["--help"],
    "count": ["count", "--help"],
    "night order": ["night", "order", "--help"],
    "day close": ["day", "close", "--help"],
    "drafts (a bare group)": ["drafts"],
}
# Latin a help page may show: commands, formats, `python -m`, argument names (codes, not words)
HELP_CODES = set(
    re.findall(
        r"\S+",
        "ru en JSON Lines TOML SQLAlchemy URL SQLite ISO id stdin stderr Host SVG PNG stone "
        "yes no night-start day-start reminder alchemist md mafia-gm demo scrape explain "
        "moderate count check sync watch status flags chart serve substitute new deal announce "
        "posts votes day night drafts resolve order orders cancel close inbox replies list "
        "show approve publish send reject python m game words ",
    )
)
HELP_CODE = re.compile(
    r"`[^`]*`|--[\w-]+|<[^>]*>|\{[^}]*\}|\[[^\]]*\]|\$\w+|\S*[/.]\S+|\b[A-Z][A-Z_]+\b"
)


def help_page(args: list[str], lang: str) -> str:
    """The help page, its box drawing and line wrapping undone."""
    said = cli("--lang", lang, *args)
    assert said.returncode in (0, 2) and "Traceback" not in said.stderr, said.stderr  # 2: bare
    return re.sub(r"[│╭╮╰╯─\s]+", " ", said.stdout + said.stderr)


def latin_words(text: str) -> list[str]:
    """Latin words of a help page besides options, metavars, paths and HELP_CODES."""
    text = re.sub(r"\([^()]*\)", " ", HELP_CODE.sub(" ", text))  # bracketed English too
    return sorted({w for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", text)} - HELP_CODES)


@pytest.mark.parametrize("name", HELPS)
def test_the_help_is_russian_by_default_and_english_with_lang_en(name: str) -> None:
    russian, english = help_page(HELPS[name], "ru"), help_page(HELPS[name], "en")
    assert "Использование:" in russian and "Параметры" in russian
    assert "Показать эту справку и выйти." in russian
    assert latin_words(russian) == [], russian
    assert "Usage:" in english and "Options" in english and "Show this message" in english
    assert CYRILLIC.findall(english) == [], english


def test_the_help_follows_the_environment() -> None:
    said = cli("count", "--help", lang_env="en")
    assert "The day to count." in said.stdout and "подсчитать" not in said.stdout
    assert "День, который подсчитать." in cli("count", "--help").stdout


def error_line(said: subprocess.CompletedProcess[str]) -> str:
    assert said.returncode in (1, 2) and said.stdout == "", said.stderr
    lines = [line for line in said.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in said.stderr, said.stderr
    return lines[0]


def test_typical_errors_speak_the_gms_language(
    demo: tuple[Path, str, Path], tmp_path: Path
) -> None:
    game, db, _clock = demo
    bad = tmp_path / "game.toml"
    bad.write_text(
        game.read_text(encoding="utf-8").replace("seed = 20261130", 'seed = "x"'), encoding="utf-8"
    )
    runs = {
        "unknown nickname": ["explain", str(game), "Nobody", "--day", "1", "--db", db],
        "wrong type in a game file": ["count", str(bad), "--day", "1", "--db", db],
        "unknown draft": ["drafts", "show", "999", "--db", db],
        "missing option": ["count", str(game), "--db", db],
        "not a number": ["count", str(game), "--day", "two", "--db", db],
        "a day far away": ["explain", str(game), "Алиса", "--day", "2000000", "--db", db],
    }
    russian = {
        "unknown nickname": "ошибка: нет поста или игрока 'Nobody' в этой игре",
        "wrong type in a game file": "game.toml: game.seed: ожидается целое число",
        "unknown draft": "ошибка: нет черновика #999",
        "missing option": "ошибка: не указано: --day",
        "not a number": "ошибка: --day: неверное значение (нужно целое число)",
        "a day far away": "ошибка: дня 2000000 в игре ещё нет",
    }
    english = {
        "unknown nickname": "error: no post or player 'Nobody' in this game",
        "wrong type in a game file": "game.toml: game.seed: expected a whole number",
        "unknown draft": "error: no draft #999",
        "missing option": "error: missing: --day",
        "not a number": "error: --day: invalid value (a whole number is needed)",
        "a day far away": "error: day 2000000",
    }
    for name, args in runs.items():
        ru, en = error_line(cli(*args)), error_line(cli("--lang", "en", *args))
        assert russian[name] in ru, (name, ru)
        codes = r"/\S+|--\w+|'Nobody'|\b\w+(?:\.\w+)+"  # paths, options, the subject, keys
        assert english_on(re.sub(codes, " ", ru), NAMES) == [], (name, ru)
        assert english[name] in en, (name, en)
        assert russian_left(en, game) == [], (name, en)
