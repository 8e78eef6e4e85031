#!/usr/bin/env python3
"""Set up the project's virtual environment from the lock file and run one job in it.

Usage: ``python3 tasks.py demo | test | lint | bench``. Needs only Python 3.11+ on the
machine: the first run creates ``.venv`` and installs the locked dependencies; later runs
reinstall only when the lock file changed.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
LOCK = ROOT / "requirements.lock"
BENCH_LOCK = ROOT / "requirements-bench.lock"
STAMP = VENV / ".install-stamp"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")


def _lock_digest(lock: Path) -> str:
    data = lock.read_bytes() + (ROOT / "pyproject.toml").read_bytes()
    return hashlib.sha256(data).hexdigest()


def ensure_venv(lock: Path = LOCK) -> None:
    """Create .venv and install the locked dependencies when missing or stale."""
    if sys.version_info < (3, 11):  # noqa: UP036 (runs before the venv exists)
        sys.exit("mafia-gm needs Python 3.11 or newer")
    if not (BIN / "python").exists():
        print("creating .venv ...", file=sys.stderr)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    digest = _lock_digest(lock)
    stamp = STAMP.with_name(f".install-stamp-{lock.stem}")
    if stamp.exists() and stamp.read_text() == digest:
        return
    pip = [str(BIN / "python"), "-m", "pip", "--disable-pip-version-check", "-q"]
    print("installing locked dependencies ...", file=sys.stderr)
    subprocess.run([*pip, "install", "--require-hashes", "-r", str(lock)], check=True)
    subprocess.run([*pip, "install", "--no-deps", "-e", str(ROOT)], check=True)
    stamp.write_text(digest)


def run(*cmd: str) -> int:
    return subprocess.run(cmd, cwd=ROOT).returncode


def main(argv: list[str]) -> int:
    job = argv[0] if argv else "test"
    rest = argv[1:]
    ensure_venv(BENCH_LOCK if job == "bench" else LOCK)
    py = str(BIN / "python")
    if job == "demo":
        return run(str(BIN / "mafia-gm"), "demo", *rest)
    if job == "test":
        return run(py, "-m", "pytest", "-q", *rest)
    if job == "lint":
        return (
            run(py, "-m", "ruff", "check", ".")
            or run(py, "-m", "ruff", "format", "--check", ".")
            or run(py, "-m", "mypy")
        )
    if job == "bench":
        code = 0
        for script in sorted((ROOT / "bench").glob("*.py")):
            print(f"== {script.name}", flush=True)
            code = code or run(py, str(script), *rest)
        return code
    print(f"unknown job {job!r}: use demo, test, lint or bench", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
