"""The words typer prints around our help texts, in the GM's language.

typer (with the click it bundles) words its chrome ("Usage:", "Options", "Show this message and
exit.") in English: as literals, as constants of ``typer.rich_utils`` worded at import, or
through ``gettext.gettext`` with no catalog of ours. Each is swapped for our Russian msgid
through the catalog: Russian by default, the English originals back with ``--lang en``.
"""

from __future__ import annotations

from typing import Any

from mafia_i18n import N_, _

# click's and typer's English words -> our Russian msgids
CHROME = {
    "Usage:": N_("Использование:"),
    "Show this message and exit.": N_("Показать эту справку и выйти."),
    "Options": N_("Параметры"),
    "Arguments": N_("Аргументы"),
    "Commands": N_("Команды"),
    "[default: {}]": N_("[по умолчанию: {}]"),
    "[required]": N_("[обязательно]"),
    "[env var: {}]": N_("[переменная окружения: {}]"),
    "(deprecated) ": N_("(устарело) "),
    "default: {default}": N_("по умолчанию: {default}"),
    "required": N_("обязательно"),
    "env var: {var}": N_("переменная окружения: {var}"),
}

# typer.rich_utils words its panels once, at import, into these constants
_RICH_CONSTANTS = {
    "ARGUMENTS_PANEL_TITLE": "Arguments",
    "OPTIONS_PANEL_TITLE": "Options",
    "COMMANDS_PANEL_TITLE": "Commands",
    "DEFAULT_STRING": "[default: {}]",
    "REQUIRED_LONG_STRING": "[required]",
    "ENVVAR_STRING": "[env var: {}]",
    "DEPRECATED_STRING": "(deprecated) ",
}


class _State:
    spoken = False  # the patches are made once per process


def word(message: str) -> str:
    """click's or typer's English ``message`` in the GM's language (unknown ones as they are)."""
    ours = CHROME.get(message)
    return _(ours) if ours else message


def _usage_in_words(formatter: Any) -> None:
    """typer's own click writes "Usage: " and the help option's help as literals."""
    write_usage = formatter.HelpFormatter.write_usage

    def worded(self: Any, prog: str, args: str = "", prefix: str | None = None) -> None:
        write_usage(self, prog, args, word("Usage:") + " " if prefix is None else prefix)

    formatter.HelpFormatter.write_usage = worded


def _help_option_in_words(core: Any) -> None:
    get_help_option = core.Command.get_help_option

    def worded(self: Any, ctx: Any) -> Any:
        option = get_help_option(self, ctx)
        if option is not None:
            option.help = word("Show this message and exit.")
        return option

    core.Command.get_help_option = worded


def speak(help_wanted: bool) -> None:
    """Make click and typer speak the GM's language; typer's help formatter is imported (it is
    slow to import) only when the help is what will be shown."""
    if _State.spoken:
        return
    _State.spoken = True
    from typer import core as typer_core
    from typer._click import core, formatting

    typer_core._ = word  # type: ignore[attr-defined]  # its plain (not rich) help's words

    _usage_in_words(formatting)
    _help_option_in_words(core)
    if help_wanted:
        from typer import rich_utils

        for constant, english in _RICH_CONSTANTS.items():
            setattr(rich_utils, constant, word(english))
