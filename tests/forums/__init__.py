"""Fixture pages of the forum engines, written after each engine's own templates."""
