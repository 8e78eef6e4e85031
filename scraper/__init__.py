"""Forums and text: fetch thread pages, parse posts, read votes and moderation flags.

Knows nothing about roles or days; the engine package applies the rules.
"""
