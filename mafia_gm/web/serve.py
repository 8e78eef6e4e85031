"""Start the web page on 127.0.0.1 with a fresh token, and say where it is."""

from __future__ import annotations

import secrets
import socket
from collections.abc import Callable, Sequence
from pathlib import Path

import uvicorn

from mafia_errors import ConflictError, InputError
from mafia_gm.web.app import create_app
from mafia_i18n import _
from services.store import Store, load_game
from services.watch import FileClock, RealClock

GRACE_SECONDS = 5  # on SIGTERM or Ctrl-C, requests still running get this long to finish


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def listen_on(port: int) -> socket.socket:
    """A socket bound to 127.0.0.1:``port`` (0: any free port), or a one-line error."""
    if not 0 <= port <= 65535:
        raise InputError(_("порт должен быть от 0 до 65535, а не {port}").format(port=port))
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(("127.0.0.1", port))
    except OSError as exc:
        sock.close()
        raise ConflictError(
            _(
                "порт {port} на 127.0.0.1 занят ({reason}), выберите другой "
                "(--port 0: любой свободный)"
            ).format(port=port, reason=exc.strerror)
        ) from None
    return sock


def serve_games(
    files: list[Path],
    port: int,
    store: Store,
    clock_file: Path | None = None,
    announce: Callable[[str], object] = print,
    token: str | None = None,
    allowed_hosts: Sequence[str] = (),
) -> None:
    """Serve until interrupted; the printed address carries the token every page needs."""
    specs = [load_game(path) for path in files]
    clock = FileClock(clock_file) if clock_file else RealClock()
    token = token or secrets.token_urlsafe(16)
    sock = listen_on(port)
    port = int(sock.getsockname()[1])
    app = create_app(store, specs, token, clock.now, allowed_hosts)
    announce(
        _("mafia-gm: откройте http://127.0.0.1:{port}/?token={token}").format(
            port=port, token=token
        )
    )
    announce(
        _("(каждой странице нужен токен: откройте этот адрес один раз, он сохранится в cookie)")
    )
    config = uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=GRACE_SECONDS)
    uvicorn.Server(config).run(sockets=[sock])
