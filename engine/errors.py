"""The engine's branch of the product's exception tree (``mafia_errors``)."""

from mafia_errors import InputError, MafiaGMError, RulesError, StoreError

EngineError = MafiaGMError  # the engine's failures are the product's root


class GameFileError(InputError):
    """A game file that is missing a field or holds a wrong value."""


__all__ = ["EngineError", "GameFileError", "RulesError", "StoreError"]
