#!/usr/bin/env python3
"""Set up the project's virtual environment from the lock file and run one job in it.

Usage: ``python3 tasks.py demo | test | lint | bench | i18n``. Needs only Python 3.11+ on the
machine: the first run creates ``.venv`` and installs the locked dependencies; later runs
reinstall only when the lock file changed. ``test`` also needs Debian's Chromium (the page
tests) and PostgreSQL's server binaries (the store tests): run as root it installs the missing
ones with apt-get; otherwise it stops at once with the one command to run.
"""

from __future__ import annotations

import glob
import hashlib
import os
import shutil
import subprocess
import sys
import venv
from dataclasses import dataclass
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


CHROMIUM = "/usr/bin/chromium"
# what the tests run, and the Debian package that brings it
TEST_TOOLS = {"chromium": "chromium", "initdb": "postgresql", "pg_ctl": "postgresql"}


@dataclass(frozen=True)
class SetupPlan:
    """What ``test`` must do before pytest: install packages, or stop with a command."""

    install: tuple[str, ...] = ()  # Debian packages to apt-get install now
    stop: str = ""  # the one command the user must run first (empty: go on)


def plan_test_setup(missing: set[str], root: bool, apt: bool) -> SetupPlan:
    """Given the missing test tools (keys of TEST_TOOLS) and the machine, what to do."""
    packages = tuple(sorted({TEST_TOOLS[tool] for tool in missing}))
    if not packages:
        return SetupPlan()
    if root and apt:
        return SetupPlan(install=packages)
    if apt:
        return SetupPlan(stop=f"sudo apt-get install -y {' '.join(packages)}")
    return SetupPlan(stop=f"install {' '.join(packages)} with the system's package manager")


def missing_test_tools() -> set[str]:
    """The tools in TEST_TOOLS this machine lacks (PostgreSQL's live outside PATH on Debian)."""
    missing = set()
    if not os.access(CHROMIUM, os.X_OK):
        missing.add("chromium")
    for tool in ("initdb", "pg_ctl"):
        if not shutil.which(tool) and not glob.glob(f"/usr/lib/postgresql/*/bin/{tool}"):
            missing.add(tool)
    return missing


def prepare_tests() -> None:
    """Install what the tests need (as root, with apt-get), or stop saying how."""
    root = hasattr(os, "geteuid") and os.geteuid() == 0
    plan = plan_test_setup(missing_test_tools(), root, shutil.which("apt-get") is not None)
    if plan.stop:
        sys.exit(f"the tests need Chromium and PostgreSQL; first run: {plan.stop}")
    if plan.install:
        print(f"installing {', '.join(plan.install)} with apt-get ...", file=sys.stderr)
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        for step in (["update", "-qq"], ["install", "-y", "-qq", *plan.install]):
            subprocess.run(["apt-get", *step], check=True, env=env, stdout=subprocess.DEVNULL)


def run(*cmd: str) -> int:
    return subprocess.run(cmd, cwd=ROOT).returncode


LOCALE = ROOT / "mafia_i18n" / "locale"
POT = LOCALE / "mafia_gm.pot"


def i18n(py: str) -> int:
    """Extract the GM's messages (Russian msgids) and update and compile the English catalog;
    the compiled .mo is committed beside its .po (tests/test_i18n.py says when it is stale)."""
    babel = [py, "-m", "babel.messages.frontend"]
    extract = [*babel, "extract", "-F", "babel.cfg", "-k", "_", "-k", "N_"]
    extract += ["--no-location", "--sort-output", "--omit-header", "-o", str(POT), "."]
    update = [*babel, "update", "-i", str(POT), "-d", str(LOCALE), "-D", "mafia_gm", "-l", "en"]
    update += ["--no-fuzzy-matching", "--ignore-obsolete"]
    compile_ = [*babel, "compile", "-d", str(LOCALE), "-D", "mafia_gm", "--statistics"]
    return run(*extract) or run(*update) or run(*compile_)


def main(argv: list[str]) -> int:
    job = argv[0] if argv else "test"
    rest = argv[1:]
    ensure_venv(BENCH_LOCK if job == "bench" else LOCK)
    py = str(BIN / "python")
    if job == "demo":
        return run(str(BIN / "mafia-gm"), "demo", *rest)
    if job == "test":
        prepare_tests()
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
    if job == "i18n":
        return i18n(py)
    print(f"unknown job {job!r}: use demo, test, lint, bench or i18n", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
