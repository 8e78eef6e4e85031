"""The web page under uvicorn in a thread, or ``mafia-gm serve`` as a process, for the tests."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import uvicorn

from mafia_gm.web.serve import free_port

ROOT = Path(__file__).resolve().parents[1]


class WebServer:
    """uvicorn in a thread, stopped at the end."""

    def __init__(self, app: object) -> None:
        self.port = free_port()
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning")  # type: ignore[arg-type]
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            assert time.monotonic() < deadline, "the web page did not start"
            time.sleep(0.05)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(10)


class ServeProcess:
    """``mafia-gm serve GAME --port 0`` as a real process, answering once started: its address,
    port and token are read from the line it prints."""

    def __init__(self, game_file: Path, db_url: str, *options: str) -> None:
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "mafia_gm.cli",
                "serve",
                str(game_file),
                "--port",
                "0",
                *options,
            ],
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "MAFIA_GM_DB": db_url},
            cwd=ROOT,
        )
        assert self.process.stderr is not None
        line = self.process.stderr.readline()
        found = re.search(r"(http://127\.0\.0\.1:(\d+))/\?token=(\S+)", line)
        if not found:
            self.stop()
            raise AssertionError(f"serve printed no address: {line!r}")
        self.base, self.port, self.token = found[1], int(found[2]), found[3]
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"{self.base}/static/style.css", timeout=10)
                return
            except httpx.TransportError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.stop()
                    raise AssertionError("serve did not answer") from None
                time.sleep(0.1)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
