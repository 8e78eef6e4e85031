"""The walls of the house: which package may import which (DESIGN.md, "Layout")."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PRODUCT = ("mafia_errors", "mafia_i18n", "scraper", "engine", "poster", "services", "mafia_gm")
# what each package must never import (besides the test machinery, which none may)
FORBIDDEN = {
    "mafia_errors": {"mafia_i18n", "scraper", "engine", "poster", "services", "mafia_gm"},
    # the GM's language: every package may use it, it uses none but the error tree
    "mafia_i18n": {"scraper", "engine", "poster", "services", "mafia_gm"},
    "scraper": {"engine", "poster", "services", "mafia_gm"},
    "engine": {"scraper", "poster", "services", "mafia_gm", "httpx"},
    # the poster may use the scraper's text tools (the one BBCode renderer), never its network
    "poster": {"services", "mafia_gm", "httpx", "scraper.http", "scraper.engines", "scraper.forms"},
    "services": {"mafia_gm"},
    "mafia_gm": {"scraper", "engine", "poster", "sqlmodel", "sqlalchemy.orm"},
}


def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return found


@pytest.mark.parametrize("package", PRODUCT)
def test_a_package_imports_only_what_its_wall_allows(package: str) -> None:
    breaches = []
    for path in sorted((ROOT / package).rglob("*.py")):
        if "migrations" in path.parts:
            continue
        for name in imports(path):
            top = name.split(".")[0]
            banned = FORBIDDEN[package] | {"tests"}
            if top in banned or name in banned or any(name.startswith(b + ".") for b in banned):
                breaches.append(f"{path.relative_to(ROOT)} imports {name}")
    assert breaches == []
