"""A tiny forum stand-in on 127.0.0.1: serves recorded pages, and faults on request.

Used by ``mafia-gm demo`` to serve the bundled thread and by the tests to inject real HTTP
faults (5xx, 429 with Retry-After, connection resets, truncated and slow bodies, pages that
change between fetches, answers trickled a byte at a time for ever, gzip bombs). Routes are
paths with their query string, e.g. ``/viewtopic.php?id=17&p=2``.
"""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
import time
import zlib
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from email.message import Message
from http.cookies import SimpleCookie
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlsplit


@dataclass(slots=True)
class Fault:
    """One fault to answer a request with instead of the page."""

    # "status", "reset", "truncate", "slow", "lost" (handled, then the answer dropped),
    # "trickle" (a byte every ``seconds`` for ever: in the body, or in the headers when
    # ``in_headers``), "bomb" (a gzip body that expands to ``size`` bytes, made as it is sent)
    kind: str
    status: int = 503
    headers: dict[str, str] = field(default_factory=dict)
    keep_bytes: int = 200
    seconds: float = 0.0
    method: str | None = None  # only requests with this method meet the fault
    in_headers: bool = False
    size: int = 0


@dataclass(slots=True)
class Page:
    body: bytes
    content_type: str = "text/html; charset=utf-8"


@dataclass(slots=True)
class Request:
    """One request as a mounted app sees it."""

    method: str
    path: str
    headers: Message
    body: bytes

    def form(self, charset: str = "utf-8") -> dict[str, str]:
        """The urlencoded body, decoded in the forum's charset."""
        pairs = parse_qsl(
            self.body.decode("ascii", "replace"), keep_blank_values=True, encoding=charset
        )
        return dict(pairs)

    def query(self) -> dict[str, str]:
        return dict(parse_qsl(urlsplit(self.path).query.replace(";", "&")))

    def cookie(self, name: str) -> str | None:
        jar = SimpleCookie(self.headers.get("Cookie") or "")
        return jar[name].value if name in jar else None


@dataclass(slots=True)
class Response:
    """What a mounted app answers."""

    status: int = 200
    body: str | bytes = b""
    content_type: str = "text/html; charset=utf-8"
    headers: dict[str, str] = field(default_factory=dict)
    charset: str = "utf-8"


App = Callable[[Request], Response | None]


class LocalForum:
    """A threaded HTTP server on a free loopback port with a mutable set of pages."""

    def __init__(self) -> None:
        self.pages: dict[str, Page] = {}
        self.faults: dict[str, list[Fault]] = defaultdict(list)
        self.requests: list[str] = []
        self.down = False
        self.apps: list[tuple[str, App]] = []
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.05,), daemon=True
        )

    @property
    def base(self) -> str:
        port = self._server.server_address[1]
        return f"http://127.0.0.1:{port}"

    def __enter__(self) -> LocalForum:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def put(
        self,
        route: str,
        body: str | bytes,
        content_type: str | None = None,
        encoding: str = "utf-8",
    ) -> None:
        """Serve ``body`` at ``route`` from now on (replacing what was there)."""
        data = body.encode(encoding) if isinstance(body, str) else body
        with self._lock:
            self.pages[route] = Page(data, content_type or f"text/html; charset={encoding}")

    def mount(self, prefix: str, app: App) -> None:
        """Answer requests whose path starts with ``prefix`` (and no page serves) with ``app``."""
        with self._lock:
            self.apps.append((prefix, app))

    def remove(self, route: str) -> None:
        with self._lock:
            self.pages.pop(route, None)

    def fail(self, route: str, *faults: Fault) -> None:
        """Answer the next requests for ``route`` with these faults, in order."""
        with self._lock:
            self.faults[route].extend(faults)

    def hits(self, prefix: str = "") -> int:
        with self._lock:
            return sum(1 for r in self.requests if r.startswith(prefix))

    def _take(self, route: str, method: str = "GET") -> tuple[Fault | None, Page | None]:
        with self._lock:
            self.requests.append(route)
            waiting = self.faults.get(route) or []
            fault = next((f for f in waiting if f.method in (None, method)), None)
            if fault is not None:
                waiting.remove(fault)
            return fault, self.pages.get(route)

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        forum = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: object) -> None:
                return

            def do_GET(self) -> None:
                forum._answer(self, b"")

            def handle(self) -> None:
                # a connection this server reset on purpose cannot be read again
                with contextlib.suppress(OSError, ValueError):
                    super().handle()

            def finish(self) -> None:
                with contextlib.suppress(OSError, ValueError):
                    super().finish()

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                forum._answer(self, self.rfile.read(length))

        return Handler

    def _app_for(self, path: str) -> App | None:
        with self._lock:
            return next((app for prefix, app in self.apps if path.startswith(prefix)), None)

    def _answer(self, handler: BaseHTTPRequestHandler, body: bytes) -> None:
        if self.down:
            self._reset(handler)
            return
        fault, page = self._take(handler.path, handler.command)
        app = self._app_for(handler.path) if page is None else None
        if app is not None and (fault is None or fault.kind in ("lost", "slow")):
            answer = app(Request(handler.command, handler.path, handler.headers, body))
            if fault and fault.kind == "lost":
                self._reset(handler)
                return
            if fault and fault.kind == "slow":
                time.sleep(fault.seconds)
            if answer is not None:
                data = answer.body
                if isinstance(data, str):
                    data = data.encode(answer.charset, errors="xmlcharrefreplace")
                self._send(handler, answer.status, data, answer.content_type, answer.headers)
                return
        if fault and fault.kind == "reset":
            self._reset(handler)
            return
        if fault and fault.kind in ("trickle", "bomb"):
            handler.close_connection = True
            with contextlib.suppress(OSError):
                (_trickle if fault.kind == "trickle" else _bomb)(handler, fault)
            return
        if fault and fault.kind == "status":
            self._send(
                handler, fault.status, b"temporarily unavailable", "text/plain", fault.headers
            )
            return
        if page is None:
            self._send(handler, 404, "Страница не найдена".encode(), "text/plain; charset=utf-8")
            return
        if fault and fault.kind == "slow":
            time.sleep(fault.seconds)
        if fault and fault.kind == "truncate":
            handler.send_response(200)
            handler.send_header("Content-Type", page.content_type)
            handler.send_header("Content-Length", str(len(page.body)))
            handler.end_headers()
            handler.wfile.write(page.body[: fault.keep_bytes])
            handler.wfile.flush()
            handler.close_connection = True
            return
        self._send(handler, 200, page.body, page.content_type)

    @staticmethod
    def _reset(handler: BaseHTTPRequestHandler) -> None:
        """Drop the connection with a TCP reset (every handle closed, linger 0)."""
        handler.close_connection = True
        sock = handler.connection
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        for handle in (handler.rfile, handler.wfile):
            with contextlib.suppress(OSError, ValueError):
                handle.close()
        sock.close()

    @staticmethod
    def _send(
        handler: BaseHTTPRequestHandler,
        status: int,
        body: bytes,
        content_type: str,
        headers: dict[str, str] | None = None,
    ) -> None:
        handler.send_response(status)
        handler.send_header("Content-Type", content_type)
        handler.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            handler.send_header(name, value)
        handler.end_headers()
        handler.wfile.write(body)


def _trickle(handler: BaseHTTPRequestHandler, fault: Fault) -> None:
    """A byte every ``fault.seconds`` until the client hangs up (or an hour has gone)."""
    out = handler.wfile
    out.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n")
    if not fault.in_headers:
        out.write(b"Connection: close\r\n\r\n<html><body>")
    out.flush()
    give_up = time.monotonic() + 3600
    while time.monotonic() < give_up:
        time.sleep(fault.seconds)
        out.write(b"a" if fault.in_headers else b" ")
        out.flush()


def _bomb(handler: BaseHTTPRequestHandler, fault: Fault) -> None:
    """A gzip body of ``fault.size`` spaces, compressed a MiB at a time as it is sent."""
    out = handler.wfile
    out.write(
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"
        b"Content-Encoding: gzip\r\nConnection: close\r\n\r\n"
    )
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    block = b" " * (1024 * 1024)
    for _ in range(fault.size // len(block)):
        out.write(packer.compress(block))
    out.write(packer.flush())
    out.flush()
