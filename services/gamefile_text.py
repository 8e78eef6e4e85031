"""The text of a new game file, and the deal written back into a file the GM has edited.

The file is written by hand rather than by a TOML library so that it reads like the bundled
demo (comments in Russian, one key a line) and so that a re-deal changes only the ``role`` and
``seed`` lines: the GM's comments, aliases and edits stay as they are.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, time

from engine.errors import GameFileError
from mafia_i18n import _


def q(value: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(value, ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class PlayerEntry:
    name: str
    account: str
    user_id: str | None
    role: str | None = None
    note: str = ""


@dataclass(slots=True)
class NewGameText:
    """Everything a new game file says."""

    slug: str
    name: str
    engine: str
    timezone: str
    seed: int
    gm: str
    first_day: date
    opens: time
    closes: time
    signup_url: str
    game_url: str | None
    players: Sequence[PlayerEntry]
    waiting: Sequence[PlayerEntry] = ()
    remarks: Sequence[str] = field(default_factory=list)


def _player_lines(player: PlayerEntry, prefix: str = "") -> list[str]:
    lines = [f"{prefix}[[players]]"]
    if player.note:
        lines[0] += f"  # {player.note}"
    lines.append(f"{prefix}name = {q(player.name)}")
    lines.append(f"{prefix}account = {q(player.account)}")
    if player.user_id:
        lines.append(f"{prefix}user_id = {q(player.user_id)}")
    if player.role:
        lines.append(f"{prefix}role = {q(player.role)}")
    return lines


def game_file_text(game: NewGameText) -> str:
    """The game file of a game proposed from its sign-up thread, dealt or not."""
    out = [
        f"# Игра из темы набора {game.signup_url}",
        "# Проверьте состав, поправьте его и раздайте роли заново: `mafia-gm deal ЭТОТ_ФАЙЛ`",
        "# (тот же seed и тот же состав дают ту же раздачу).",
        "",
        "[game]",
        f"slug = {q(game.slug)}",
        f"name = {q(game.name)}",
        f"engine = {q(game.engine)}",
        f"timezone = {q(game.timezone)}",
        'profile = "default"',
        f"seed = {game.seed}",
        f"gm = {q(game.gm)}",
        "",
        "[schedule]",
        f'first_day = "{game.first_day.isoformat()}"   # День 1; игра начинается с Ночи 1 накануне',
        f'opens = "{game.opens.strftime("%H:%M")}"',
        f'closes = "{game.closes.strftime("%H:%M")}"',
        "",
    ]
    if game.game_url:
        out += ["[[threads]]", 'kind = "game"', f"url = {q(game.game_url)}", ""]
        out += ["[[threads]]", 'kind = "signup"', f"url = {q(game.signup_url)}", ""]
    else:
        out += [
            "# Тема игры ещё не открыта: пока это тема набора. Когда откроете тему игры, впишите",
            '# её адрес сюда, а тему набора оставьте отдельной записью с kind = "signup".',
            "[[threads]]",
            'kind = "game"',
            f"url = {q(game.signup_url)}",
            "",
        ]
    out.append(
        "# Состав в порядке записи: ник (name) можно поправить, account — аккаунт на форуме."
    )
    for player in game.players:
        out += [*_player_lines(player), ""]
    if game.waiting:
        out.append(
            "# Лист ожидания: чтобы взять игрока, раскомментируйте его блок, уберите того, кого он"
        )
        out.append("# заменяет, и раздайте роли заново (`mafia-gm deal`).")
        for player in game.waiting:
            out += [*_player_lines(player, "# "), "#"]
        out.append("")
    out += [f"# {remark}" for remark in game.remarks]
    return "\n".join(out).rstrip() + "\n"


_HEADER = re.compile(r"^\s*\[\[?\s*([A-Za-z_.]+)\s*\]\]?\s*(?:#.*)?$")
_KEY = re.compile(r"^\s*([A-Za-z_]+)\s*=")


def _value(line: str) -> object:
    try:
        return next(iter(tomllib.loads(line.strip()).values()))
    except (tomllib.TOMLDecodeError, StopIteration):
        return None


def write_deal(text: str, roles: Mapping[str, str], seed: int, source: str) -> str:
    """``text`` with each ``[[players]]`` block's role and the game's seed set to the deal."""
    out: list[str] = []
    section = ""
    block: list[str] = []
    seen: set[str] = set()

    def flush() -> None:
        if section == "players":
            out.extend(_with_key(block, "role", q(roles[_block_name(block, roles, source)])))
            seen.add(_block_name(block, roles, source))
        elif section == "game":
            out.extend(_with_key(block, "seed", str(seed)))
        else:
            out.extend(block)
        block.clear()

    for line in text.splitlines():
        header = _HEADER.match(line)
        if header:
            flush()
            section = header.group(1)
        block.append(line)
    flush()
    missing = sorted(set(roles) - seen)
    if missing:
        raise GameFileError(
            _("{source}: не записать роли: {names}").format(source=source, names=", ".join(missing))
        )
    return "\n".join(out) + "\n"


def _block_name(block: list[str], roles: Mapping[str, str], source: str) -> str:
    for line in block:
        key = _KEY.match(line)
        if key and key.group(1) == "name":
            name = _value(line)
            if isinstance(name, str) and name.strip() in roles:
                return name.strip()
    raise GameFileError(_("{source}: запись [[players]] без читаемого имени").format(source=source))


def _with_key(block: list[str], key: str, value: str) -> list[str]:
    """The table's lines with ``key = value`` replaced, or added after its header and name."""
    result = list(block)
    keys = [(i, m.group(1)) for i, m in ((i, _KEY.match(x)) for i, x in enumerate(block)) if m]
    line = f"{key} = {value}"
    found = next((i for i, k in keys if k == key), None)
    if found is not None:
        result[found] = line
    else:
        after = next((i for i, k in keys if k == "name"), 0)
        result.insert(after + 1, line)
    return result
