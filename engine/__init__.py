"""The game: the store, the rules profile, the day count, night resolution, victory.

Pure functions over plain data where possible; never does HTTP.
"""
