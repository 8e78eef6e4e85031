"""The GM's language: gettext catalogs for everything a GM reads (not the forum's posts).

The messages are written in Russian in the source (the msgids): Russian is the default and
needs no catalog, and the team reads the code in the language the GM sees. English comes from
``locale/en/LC_MESSAGES/mafia_gm.mo`` (``python3 tasks.py i18n`` extracts, updates and
compiles it). The language is ``ru`` unless ``use()`` or ``$MAFIA_GM_LANG`` says ``en``.

Drafts of forum posts never go through here: the forum is Russian whatever the GM reads.
"""

from __future__ import annotations

import gettext
import os
from pathlib import Path

from mafia_errors import InputError

LANGUAGES = ("ru", "en")
DEFAULT = "ru"
ENV = "MAFIA_GM_LANG"
DOMAIN = "mafia_gm"
LOCALE = Path(__file__).resolve().parent / "locale"


class UnknownLanguageError(InputError):
    """A language with no catalog."""


class _State:
    code = ""  # empty: not chosen yet
    catalog = gettext.NullTranslations()


def checked(lang: str | None) -> str:
    """``lang`` if it has a catalog (empty: the default), else a one-line error."""
    code = (lang or DEFAULT).strip().lower()
    if code not in LANGUAGES:
        raise UnknownLanguageError(
            f"неизвестный язык {lang!r}: ru или en (unknown language: ru or en)"
        )
    return code


def catalog(lang: str) -> gettext.NullTranslations:
    """The translations of ``lang``; Russian is the msgids themselves."""
    if checked(lang) == DEFAULT:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE, languages=[lang])


def use(lang: str | None) -> str:
    """Make ``lang`` (or ``$MAFIA_GM_LANG``, else Russian) the language of every message."""
    code = checked(lang if lang else os.environ.get(ENV))
    _State.catalog, _State.code = catalog(code), code
    return code


def current() -> str:
    """The language in use (chosen from the environment on first use)."""
    if not _State.code:
        use(None)
    return _State.code


def translations() -> gettext.NullTranslations:
    """The active catalog (the web page installs it into its templates)."""
    current()
    return _State.catalog


def _(message: str) -> str:
    """``message`` (Russian) in the GM's language."""
    return translations().gettext(message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalog; translated later, where it is shown."""
    return message
