"""The product's one exception tree. Every message is one line a GM can act on.

Faces (the CLI, the web page) catch ``MafiaGMError`` once and show its message; anything else
is a bug. Each package raises from its own branch: the scraper ``ScrapeError``, the rules
``RulesError``, the store ``StoreError``, drafts ``DraftError``, and bad input from the GM
(a game file, JSON, a form, an unknown name or id) ``InputError``.
"""

from __future__ import annotations


class MafiaGMError(Exception):
    """Root of every expected failure."""


class InputError(MafiaGMError):
    """Input from the GM that cannot be used: a game file, a JSON file, a form field, a name."""


class NotFoundError(InputError):
    """The thing named does not exist (a draft id, a post, a day that has not come)."""


class ScrapeError(MafiaGMError):
    """A forum could not be read or written as asked."""


class RulesError(MafiaGMError):
    """Facts that do not fit the rules' shape (malformed day or night input)."""


class StoreError(MafiaGMError):
    """The store could not be opened, migrated or written."""


class DraftError(MafiaGMError):
    """A draft cannot move to the state asked for (not approved, changed, rejected)."""


class ConflictError(MafiaGMError):
    """Another process holds what this one needs (a watch lock, a draft being published)."""
