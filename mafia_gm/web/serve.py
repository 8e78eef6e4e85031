"""Start the web page on 127.0.0.1 with a fresh token, and say where it is."""

from __future__ import annotations

import secrets
import socket
from collections.abc import Callable
from pathlib import Path

import uvicorn

from engine.gamefile import load_game
from engine.store.db import Store
from mafia_gm.web.app import create_app
from services.watch import FileClock, RealClock


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def serve_games(
    files: list[Path],
    port: int,
    store: Store,
    clock_file: Path | None = None,
    announce: Callable[[str], object] = print,
    token: str | None = None,
) -> None:
    """Serve until interrupted; the printed address carries the token for state changes."""
    specs = [load_game(path) for path in files]
    clock = FileClock(clock_file) if clock_file else RealClock()
    token = token or secrets.token_urlsafe(16)
    port = port or free_port()
    app = create_app(store, specs, token, clock.now)
    announce(f"mafia-gm: open http://127.0.0.1:{port}/?token={token}")
    announce("(the token is needed to approve, publish, fix votes and enter orders)")
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning")
