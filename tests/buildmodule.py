"""build.py loaded as a module, fresh on each call (a test may patch its settings)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def load_build():
    """A new module of the repository's build.py."""
    spec = importlib.util.spec_from_file_location("cassino_build", REPO / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
