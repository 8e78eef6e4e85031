"""The page's language: the gettext catalog of ``mafia_i18n`` installed into the templates."""

from __future__ import annotations

from jinja2 import Environment

from mafia_i18n import current, translations


def install_language(env: Environment) -> None:
    """``{{ _("…") }}`` in every template, in the GM's language (``--lang``/$MAFIA_GM_LANG)."""
    env.add_extension("jinja2.ext.i18n")
    env.install_gettext_translations(translations(), newstyle=True)  # type: ignore[attr-defined]
    env.globals["lang"] = current()
