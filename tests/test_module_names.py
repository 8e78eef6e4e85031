"""No module binds one top-level name twice: a second pattern of the same name silently
replaces the first (a tally rule of the vote reader was lost that way until stop 36)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "scraper", "services", "poster", "mafia_gm", "mafia_errors", "mafia_i18n")


def _bound(target: ast.expr) -> list[ast.Name]:
    """The names an assignment binds ("A = …", "A, B = …"), not those it indexes ("A[k] = …")."""
    if isinstance(target, ast.Name):
        return [target]
    if isinstance(target, (ast.Tuple, ast.List)):
        return [n for item in target.elts for n in _bound(item)]
    return []


def _bound_twice(path: Path) -> list[str]:
    seen: set[str] = set()
    twice = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign):
            names = [n.id for t in node.targets for n in _bound(t)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names = [node.target.id]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name]
        else:
            continue
        twice += [f"{name} (line {node.lineno})" for name in names if name in seen]
        seen.update(names)
    return twice


@pytest.mark.parametrize(
    "path",
    sorted(p for package in PACKAGES for p in (ROOT / package).rglob("*.py")),
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_no_top_level_name_is_bound_twice(path: Path) -> None:
    assert _bound_twice(path) == []


def test_a_name_bound_twice_is_found(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("A = 1\nB = {}\nB['k'] = 2\nA, C = 3, 4\n", encoding="utf-8")
    assert _bound_twice(module) == ["A (line 4)"]
