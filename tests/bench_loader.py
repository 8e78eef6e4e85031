"""Load a bench script (bench/*.py) as a module, so tests hold the figures it prints."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load_bench(filename: str) -> ModuleType:
    """The bench script ``bench/<filename>`` as a module (registered, as dataclasses need)."""
    name = f"bench_{Path(filename).stem}"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / filename)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
