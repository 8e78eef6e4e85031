"""The page's language: the gettext catalog of ``mafia_i18n`` installed into the templates."""

from __future__ import annotations

from jinja2 import Environment

from mafia_i18n import current, translations


def _gettext(message: str) -> str:
    return translations().gettext(message)


def _ngettext(singular: str, plural: str, n: int) -> str:
    return translations().ngettext(singular, plural, n)


def install_language(env: Environment) -> None:
    """``{{ _("…") }}`` in every template, in the GM's language (``--lang``/$MAFIA_GM_LANG).

    The callables look the catalog up at each render, so the templates may be built before
    ``serve`` chooses the language.
    """
    env.add_extension("jinja2.ext.i18n")
    env.install_gettext_callables(  # type: ignore[attr-defined]
        _gettext, _ngettext, newstyle=True
    )
    env.globals["lang"] = current
