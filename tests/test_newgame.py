"""`mafia-gm new` and `mafia-gm deal` end to end against a sign-up thread on a local forum."""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path

import pytest
from sqlmodel import col, select

from engine.deal import STANDARD_SETUP, DealError, deal_roles, parse_role_list
from engine.gamefile import load_game
from engine.store.db import Store
from engine.store.mailbox import PrivateReply
from engine.store.models import Draft, PlayerSlot
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import publish_thread
from tests.signup_thread import EXPECTED, GM, THREAD, UNCLEAR, WAITING, signup_posts
from tests.test_cli import one_line_error, run

TOPIC = 42


@pytest.fixture
def signup_url(forum: LocalForum) -> str:
    publish_thread(forum, signup_posts(), TOPIC, "Набор: Стальной алхимик", per_page=10)
    return f"{forum.base}/viewtopic.php?id={TOPIC}"


def _new(url: str, tmp_path: Path, *extra: str) -> tuple[Path, Path, str]:
    game, db = tmp_path / "game.toml", tmp_path / "store.sqlite3"
    result = run(
        "new", url, "--out", str(game), "--seed", "2026", "--first-day", "2026-12-01",
        "--opens", "10:00", "--closes", "22:30", "--delay", "0", *extra, db=db,
    )  # fmt: skip
    return game, db, result.stdout + result.stderr if result.returncode == 0 else _fail(result)


def _fail(result: object) -> str:
    raise AssertionError(getattr(result, "stderr", ""))


def _rows(db: Path, table: type[Draft] | type[PrivateReply]) -> list:
    store = Store(f"sqlite:///{db}")
    try:
        with store.session() as session:
            rows = list(session.exec(select(table).order_by(col(table.id))))
            for row in rows:
                session.expunge(row)
            return rows
    finally:
        store.close()


def test_new_reads_the_sign_ups_deals_and_drafts(signup_url: str, tmp_path: Path) -> None:
    game, db, output = _new(signup_url, tmp_path)
    spec = load_game(game)
    assert [p.name for p in spec.players] == EXPECTED
    assert [p.account for p in spec.players] == EXPECTED
    ids = {author: str(uid) for author, uid, _ in THREAD}
    assert [p.user_id for p in spec.players] == [ids[n] for n in EXPECTED]
    assert Counter(spec.roles().values()) == Counter(STANDARD_SETUP)
    assert spec.seed == 2026 and spec.gm == GM and spec.engine == "mybb"
    assert spec.roles() == deal_roles(EXPECTED, STANDARD_SETUP, 2026)  # the recorded deal
    assert str(spec.first_day) == "2026-12-01" and spec.closes.strftime("%H:%M") == "22:30"
    assert [(t.url, t.kind) for t in spec.threads] == [(signup_url, "game")]
    text = game.read_text(encoding="utf-8")
    for waiting in WAITING:  # the waiting list, ready to uncomment
        assert f'# name = "{waiting}"' in text
    assert "Выписался: Небоська" not in text  # never signed up, so never withdrew
    assert "Выписался: Гроза" not in text  # withdrew, then signed up again
    for unclear in UNCLEAR:
        assert f"Проверьте сами (не засчитано): {unclear}:" in text
    assert "Мастер" not in text  # he only quoted a sign-up
    assert "Лист ожидания: Тюбик, Гроза, Авоська, Цветик" in output

    drafts = _rows(db, Draft)
    cards = {r.player: r for r in _rows(db, PrivateReply)}
    assert sorted(cards) == sorted(EXPECTED)
    assert {r.kind for r in cards.values()} == {"role_card"}
    assert [d.kind for d in drafts] == ["opening"]  # nothing private among the thread's drafts
    opening = next(d for d in drafts if d.kind == "opening").text
    assert "Игроки (15)" in opening and "Государственный Алхимик ×4" in opening
    listed = [line[3:] for line in opening.splitlines() if line.startswith("[*]")][:15]
    assert listed[:3] == ["Алиса", "Борис", "Винтик"] and listed[-1] == "Shadow_99"
    assert listed.index("Ёжик") == listed.index("Знайка") - 1  # ё in its place, after е
    assert "ночные действия присылайте ведущему до 01.12.2026 10:00" in opening


def test_role_cards_say_role_abilities_win_and_whom_the_role_knows(
    signup_url: str, tmp_path: Path
) -> None:
    game, db, _ = _new(signup_url, tmp_path)
    roles = load_game(game).roles()
    holder = {role: name for name, role in roles.items() if role != "alchemist"}
    cards = {r.player: r for r in _rows(db, PrivateReply)}

    father = cards[holder["father"]].text
    assert "[b]Ваша роль: Отец.[/b] Сторона: Гомункулы." in father
    for role, title in (("lust", "Похоть"), ("envy", "Зависть"), ("pride", "Гордыня")):
        assert f"[*]{title} — [b]{holder[role]}[/b]" in father
        own = cards[holder[role]].text
        assert f"Ваш Отец: {holder['father']}." in own
        assert (
            holder["lust" if role != "lust" else "envy"] not in own
        )  # they do not know each other
    assert holder["greed"] not in father  # Greed is a loner, not Father's homunculus

    xing, guard = cards[holder["xing"]].text, cards[holder["bodyguard"]].text
    assert f"Ваш напарник: {holder['bodyguard']} (Телохранитель Ксинга)" in xing
    assert f"Ваш напарник: {holder['xing']} (Алхимик Ксинга)" in guard
    assert "проверяете одного игрока" in xing and "станете Алхимиком Ксинга" in guard

    plain = cards[next(n for n, r in roles.items() if r == "alchemist")].text
    assert "Ваша роль: Государственный Алхимик.[/b] Сторона: Город." in plain
    assert "Город побеждает, когда мертвы все враждебные Гомункулы" in plain
    assert "Дожить до конца игры" in cards[holder["greed"]].text
    assert "Убить Ишварита" in cards[holder["crimson"]].text
    for player, card in cards.items():  # nobody's card names another player, except as above
        others = [p for p in EXPECTED if p in card.text and p != player]
        role = roles[player]
        assert len(others) == {"father": 3, "lust": 1, "envy": 1, "pride": 1, "xing": 1,
                               "bodyguard": 1}.get(role, 0)  # fmt: skip
        assert card.account == player and card.status == "drafted"


def test_the_deal_is_reproducible_and_order_free() -> None:
    first = deal_roles(EXPECTED, STANDARD_SETUP, 77)
    assert deal_roles(list(reversed(EXPECTED)), list(reversed(STANDARD_SETUP)), 77) == first
    assert Counter(first.values()) == Counter(STANDARD_SETUP)
    others = [deal_roles(EXPECTED, STANDARD_SETUP, seed) for seed in range(5)]
    assert len({tuple(sorted(d.items())) for d in others}) > 1
    with pytest.raises(DealError, match="игроков 14, ролей 15"):
        deal_roles(EXPECTED[:14], STANDARD_SETUP, 1)


def test_role_lists_take_ids_russian_names_and_counts() -> None:
    text = "# a small game\nfather\nИшварит\nАлхимик Ксинга\nТелохранитель Ксинга\nalchemist 3\n"
    assert parse_role_list(text) == (
        "father", "ishvalan", "xing", "bodyguard", "alchemist", "alchemist", "alchemist",
    )  # fmt: skip
    with pytest.raises(DealError, match="roles:2: неизвестная роль 'wizard'"):
        parse_role_list("father\nwizard\n")
    with pytest.raises(DealError, match="father указаны больше одного раза"):
        parse_role_list("father\nfather\n")


def test_a_gms_role_list_makes_a_smaller_game(signup_url: str, tmp_path: Path) -> None:
    roles = tmp_path / "roles.txt"
    roles.write_text("father\nlust\nishvalan\nxing\nbodyguard\nalchemist 2\n", encoding="utf-8")
    game, _, _ = _new(signup_url, tmp_path, "--roles", str(roles))
    spec = load_game(game)
    assert [p.name for p in spec.players] == EXPECTED[:7]
    assert Counter(spec.roles().values())["alchemist"] == 2
    assert f'# name = "{EXPECTED[7]}"' in game.read_text(encoding="utf-8")


def test_deal_again_after_the_gm_edits_the_roster(signup_url: str, tmp_path: Path) -> None:
    game, db, _ = _new(signup_url, tmp_path)
    text = game.read_text(encoding="utf-8")
    # the GM drops Пулькин and takes Тюбик from the waiting list, and adds an alias
    text = text.replace('name = "Пулькин"', 'name = "Тюбик"').replace(
        'account = "Пулькин"', 'account = "Тюбик"\naliases = ["Тюбик-художник"]'
    )
    game.write_text(text + "# заметка ГМ: не забыть про ЗЗ\n", encoding="utf-8")
    result = run("deal", str(game), db=db)
    assert result.returncode == 0, result.stderr
    spec = load_game(game)
    names = [*EXPECTED[:-1], "Тюбик"]
    assert [p.name for p in spec.players] == names
    assert spec.roles() == deal_roles(names, STANDARD_SETUP, 2026)  # the file's seed again
    after = game.read_text(encoding="utf-8")
    assert "# заметка ГМ: не забыть про ЗЗ" in after and 'aliases = ["Тюбик-художник"]' in after
    assert "# Лист ожидания" in after

    replies = _rows(db, PrivateReply)
    stale = [r for r in replies if r.player == "Пулькин"]
    assert stale and all(r.status == "superseded" for r in stale)
    assert {r.player for r in replies if r.status == "drafted"} == set(names)
    store = Store(f"sqlite:///{db}")
    with store.session() as session:
        slots = {s.name: s.account_id for s in session.exec(select(PlayerSlot))}
    store.close()
    assert sorted(slots) == sorted(names) and slots["Лунный Кот"] == "11"

    reseeded = run("deal", str(game), "--seed", "5", db=db)
    assert reseeded.returncode == 0, reseeded.stderr
    assert load_game(game).roles() == deal_roles(names, STANDARD_SETUP, 5)
    assert tomllib.loads(game.read_text(encoding="utf-8"))["game"]["seed"] == 5


def test_too_few_sign_ups_is_one_line_and_writes_nothing(forum: LocalForum, tmp_path: Path) -> None:
    publish_thread(forum, signup_posts(THREAD[:8]), 7, "Набор")
    game = tmp_path / "game.toml"
    result = run("new", f"{forum.base}/viewtopic.php?id=7", "--out", str(game), "--delay", "0",
                 db=tmp_path / "s.sqlite3")  # fmt: skip
    line = one_line_error(result)
    assert "записалось 5 на 15 ролей" in line and "--roles" in line
    assert not game.exists()


def test_new_never_overwrites_a_game_file(signup_url: str, tmp_path: Path) -> None:
    game = tmp_path / "game.toml"
    game.write_text("# the GM's own file\n", encoding="utf-8")
    result = run("new", signup_url, "--out", str(game), db=tmp_path / "s.sqlite3")
    assert result.returncode == 2 and "уже есть" in result.stderr
    assert game.read_text(encoding="utf-8") == "# the GM's own file\n"
