"""The engine's exception tree; each message is one line a GM can act on."""


class EngineError(Exception):
    """Base of every engine failure."""


class RulesError(EngineError):
    """Input facts that do not fit the rules' shape (malformed day or night input)."""


class GameFileError(EngineError):
    """A game file that is missing a field or holds a wrong value."""


class StoreError(EngineError):
    """The store could not be opened or migrated."""
