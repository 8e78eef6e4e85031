"""A rules profile: how this game's votes are written and which of them count.

Profiles are TOML files in ``data/profiles/``; a game file names one and may override keys.
Unknown keys are an error, so a typo never silently changes how votes are read.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from mafia_i18n import N_, _
from scraper.errors import ScrapeError

PROFILE_DIR = Path(__file__).resolve().parents[2] / "data" / "profiles"
SYNTAXES = ("russian", "hashtag", "bbtag", "mafiascum")
EDITED_VOTE = ("latest", "original", "skip")


class ProfileError(ScrapeError):
    """A rules profile that cannot be read or holds a wrong value."""


@dataclass(frozen=True, slots=True)
class VoteProfile:
    name: str = "default"
    description: str = ""
    syntax: str = "russian"
    require_bold: bool = False
    require_colour: bool = False
    colours: tuple[str, ...] = ("red", "blue")
    early_word: str = "досрочно"
    edited_vote: str = "latest"
    gm_relay: bool = True
    abstain_words: tuple[str, ...] = field(default_factory=tuple)
    max_changes: int = 0
    # A separate vote thread: a post that is only a player's name or alias (signature
    # removed) is a vote for that player.
    bare_nickname: bool = False
    # A name in the other alphabet ("Джек" for "Jack Daniels") counts when it is the single
    # close match; when false it is only proposed (ambiguous with its candidate).
    transliteration: bool = True
    # A post that is only a bold or coloured nickname counts as a vote (RULES §9 lets a forum
    # vote that way). Off by default: seven independent sets of labels read such a bare name in
    # the game thread as no vote; the second look sends it back to the GM instead. A bold name
    # on its own line after the post's reasoning is a vote either way.
    emphasised_name: bool = False

    def with_overrides(self, overrides: dict[str, Any]) -> VoteProfile:
        return _checked(replace(self, **_known(overrides, self.name)))


def _known(values: dict[str, Any], source: str) -> dict[str, Any]:
    names = {f.name for f in fields(VoteProfile)}
    unknown = sorted(set(values) - names)
    if unknown:
        raise ProfileError(
            _("профиль {source}: неизвестные настройки: {names}").format(
                source=source, names=", ".join(unknown)
            )
        )
    defaults = VoteProfile()
    for key, value in values.items():
        wanted = _expected(getattr(defaults, key), value)
        if wanted:
            raise ProfileError(
                _("профиль {source}: {key} должно быть: {wanted}").format(
                    source=source, key=key, wanted=_(wanted)
                )
            )
    out = dict(values)
    for key in ("abstain_words", "colours"):
        if key in out:
            out[key] = tuple(str(v).lower() for v in out[key])
    return out


def _expected(default: object, value: object) -> str:
    """What ``value`` should have been, judged by the setting's default ("" when it fits)."""
    if isinstance(default, tuple):
        fits = isinstance(value, list) and all(isinstance(v, str) for v in value)
        return "" if fits else N_('список строк, например ["red", "blue"]')
    if isinstance(default, bool):
        return "" if isinstance(value, bool) else N_("true или false")
    if isinstance(default, int):
        whole = isinstance(value, int) and not isinstance(value, bool)
        return "" if whole else N_("целое число")
    return "" if isinstance(value, str) else N_("текст в кавычках")


def _checked(profile: VoteProfile) -> VoteProfile:
    if profile.syntax not in SYNTAXES:
        raise ProfileError(
            _("профиль {name}: syntax — одно из {choices}").format(
                name=profile.name, choices=", ".join(SYNTAXES)
            )
        )
    if profile.edited_vote not in EDITED_VOTE:
        raise ProfileError(
            _("профиль {name}: edited_vote — latest, original или skip").format(name=profile.name)
        )
    if profile.max_changes < 0:
        raise ProfileError(
            _("профиль {name}: max_changes — 0 (без предела) или больше").format(name=profile.name)
        )
    return profile


def load_profile(name_or_file: str | None = None) -> VoteProfile:
    """A bundled profile by name, or a TOML file by path; the default when None."""
    name_or_file = name_or_file or "default"
    path = Path(name_or_file)
    if not path.suffix:
        path = PROFILE_DIR / f"{name_or_file}.toml"
    try:
        values = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        known = ", ".join(sorted(p.stem for p in PROFILE_DIR.glob("*.toml")))
        raise ProfileError(
            _("нет профиля правил {name!r} (встроенные: {known})").format(
                name=name_or_file, known=known
            )
        ) from None
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ProfileError(
            _("не прочитать профиль {path}: {reason}").format(path=path, reason=exc)
        ) from None
    return _checked(VoteProfile(**_known(values, str(path))))
