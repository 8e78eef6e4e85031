"""A total deadline per request, enforced on every socket operation.

httpx's timeouts bound each read, not the request: a server sending one byte every few seconds
(a "slow loris") keeps a request alive for ever. Here every connect, read and write of a
connection waits at most until the deadline of the request it serves, so a request ends at its
deadline whatever the server does, in its headers as in its body.

httpx has no public switch for its network backend, so the transport builds its own httpcore
pool around a backend that wraps httpcore's own (the lock pins both versions).
"""

from __future__ import annotations

import ssl
import time
from collections.abc import Iterable
from typing import Any

import httpcore
import httpx


class Deadline:
    """When the running request must be done by (None between requests)."""

    def __init__(self) -> None:
        self.at: float | None = None

    def start(self, seconds: float) -> None:
        self.at = time.monotonic() + seconds

    def stop(self) -> None:
        self.at = None

    @property
    def passed(self) -> bool:
        return self.at is not None and time.monotonic() >= self.at

    def wait_at_most(self, timeout: float | None, error: type[Exception]) -> float | None:
        """``timeout`` cut to what is left of the deadline; ``error`` once nothing is left."""
        if self.at is None:
            return timeout
        left = self.at - time.monotonic()
        if left <= 0:
            raise error("the request's deadline has passed")
        return left if timeout is None else min(timeout, left)


class _DeadlineStream(httpcore.NetworkStream):
    def __init__(self, inner: httpcore.NetworkStream, deadline: Deadline) -> None:
        self._inner, self._deadline = inner, deadline

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        wait = self._deadline.wait_at_most(timeout, httpcore.ReadTimeout)
        return self._inner.read(max_bytes, wait)

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, self._deadline.wait_at_most(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.NetworkStream:
        wait = self._deadline.wait_at_most(timeout, httpcore.ConnectTimeout)
        return _DeadlineStream(
            self._inner.start_tls(ssl_context, server_hostname, wait), self._deadline
        )

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class _DeadlineBackend(httpcore.NetworkBackend):
    def __init__(self, deadline: Deadline) -> None:
        self._inner = httpcore.SyncBackend()
        self._deadline = deadline

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:
        wait = self._deadline.wait_at_most(timeout, httpcore.ConnectTimeout)
        stream = self._inner.connect_tcp(host, port, wait, local_address, socket_options)
        return _DeadlineStream(stream, self._deadline)

    def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:  # pragma: no cover (forums are reached over TCP)
        wait = self._deadline.wait_at_most(timeout, httpcore.ConnectTimeout)
        stream = self._inner.connect_unix_socket(path, wait, socket_options)
        return _DeadlineStream(stream, self._deadline)

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


class DeadlineTransport(httpx.HTTPTransport):
    """httpx's own transport, on connections that keep ``deadline``."""

    def __init__(self, deadline: Deadline) -> None:
        super().__init__()
        limits = httpx.Limits(max_connections=100, max_keepalive_connections=20, keepalive_expiry=5)
        self._pool = httpcore.ConnectionPool(
            ssl_context=httpx.create_ssl_context(),
            network_backend=_DeadlineBackend(deadline),
            max_connections=limits.max_connections,
            max_keepalive_connections=limits.max_keepalive_connections,
            keepalive_expiry=limits.keepalive_expiry,
        )
