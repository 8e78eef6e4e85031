"""The polite pause between two requests to a forum, for the faces' option defaults."""

from scraper.http import DEFAULT_DELAY

__all__ = ["DEFAULT_DELAY"]
