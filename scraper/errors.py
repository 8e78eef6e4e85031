"""The scraper's branch of the product's exception tree: every failure a user can cause or meet
is a ScrapeError (or, for a malformed roster, an InputError)."""

from mafia_errors import InputError, ScrapeError

__all__ = ["InputError", "ScrapeError"]  # the branch roots, re-exported with the subclasses


class NotAThreadError(ScrapeError):
    """The URL does not point at a forum thread."""


class UnknownEngineError(ScrapeError):
    """No supported forum engine recognises the page."""


class FetchError(ScrapeError):
    """The forum could not be read (network fault, HTTP error) after all retries."""


class TooSlowError(FetchError):
    """The forum did not send a whole answer within the request's deadline (not retried)."""


class PageTooLargeError(FetchError):
    """An answer grew past the size cap once decompressed (not retried)."""


class RedirectLoopError(FetchError):
    """The forum sent the request round in redirects (not retried)."""


class ForeignHostError(ScrapeError):
    """A request carrying the GM's login or a reply would leave the forum's own address."""


class BrokenPageError(ScrapeError):
    """A page arrived truncated or unparsable, and stayed so after refetching."""


class RosterError(InputError):
    """A roster file is malformed (for example a name listed twice)."""


class LoginError(ScrapeError):
    """The forum refused the GM's login (wrong name or password) or has no login form."""


class PublishError(ScrapeError):
    """A reply could not be posted."""
