"""The GM's forum login: from the environment, else the system keyring; never stored.

``MAFIA_GM_FORUM_USER`` and ``MAFIA_GM_FORUM_PASSWORD``; or, when the ``keyring`` package is
installed, the password saved under the service "mafia-gm" and the forum's host.
"""

from __future__ import annotations

import os
from urllib.parse import urlsplit


def forum_credentials(thread_url: str) -> tuple[str, str] | None:
    """(user, password) for the forum of ``thread_url``, or None when none is set."""
    user = os.environ.get("MAFIA_GM_FORUM_USER")
    password = os.environ.get("MAFIA_GM_FORUM_PASSWORD")
    if user and password:
        return user, password
    if user:
        try:
            import keyring  # optional: only when the GM chose to keep the password there
        except ImportError:
            return None
        saved = keyring.get_password("mafia-gm", urlsplit(thread_url).netloc)
        return (user, saved) if saved else None
    return None
