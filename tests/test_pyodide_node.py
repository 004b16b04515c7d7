"""The engine's own test suite (tests/engine) passes inside Pyodide on Node, not only on CPython.

Runs tests/pyodide/fetch_wheels.py (pytest, hypothesis & co. as pure-Python wheels, cached in
.cache/pyodide-test-wheels/), then ``node tests/pyodide/run_in_pyodide.mjs``, which runs
pytest on tests/engine only (so this file and tests/e2e are never collected inside).
Skipped only when node or node_modules/pyodide (``npm ci``) is missing.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
HERE = REPO / "tests" / "pyodide"
NODE = shutil.which("node")
PYODIDE = REPO / "node_modules" / "pyodide" / "pyodide.mjs"

pytestmark = pytest.mark.pyodide

# pytest's closing line, with -q ("3 passed, 1 skipped in 0.5s") or without ("=== ... ===").
SUMMARY = re.compile(r"^=*\s*((?:\d+ [a-z]+)(?:, \d+ [a-z]+)*) in [\d.]+s\b", re.MULTILINE)


def summary_counts(output: str) -> dict[str, int]:
    """Counts from pytest's last summary line: {"passed": 3, "failed": 1, ...}."""
    lines = SUMMARY.findall(output)
    if not lines:
        return {}
    counts = {}
    for part in lines[-1].split(", "):
        number, word = part.split(" ", 1)
        counts[{"error": "errors", "warning": "warnings"}.get(word, word)] = int(number)
    return counts


def test_summary_counts():
    assert summary_counts("x\n3 passed, 1 skipped in 0.50s\n") == {"passed": 3, "skipped": 1}
    assert summary_counts("== 1 failed, 2 passed, 1 error in 1.2s ==") == {
        "failed": 1,
        "passed": 2,
        "errors": 1,
    }
    assert summary_counts("no tests ran in 0.01s") == {}


@pytest.mark.skipif(NODE is None, reason="node is not installed")
@pytest.mark.skipif(not PYODIDE.exists(), reason="node_modules/pyodide is missing: run `npm ci`")
def test_engine_suite_passes_in_pyodide():
    fetch = subprocess.run(
        [sys.executable, str(HERE / "fetch_wheels.py"), "--quiet"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert fetch.returncode == 0, f"fetch_wheels.py failed:\n{fetch.stdout}\n{fetch.stderr}"

    run = subprocess.run(
        [NODE, str(HERE / "run_in_pyodide.mjs")],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=2700,  # the whole engine suite, on a busy two-core CI machine too
    )
    output = run.stdout
    tail = output[-6000:]
    print(tail)  # shown by pytest on failure, and with -s
    assert re.search(r"^Python 3\.14\.\d+ \(CPython, emscripten\)", output, re.MULTILINE), tail
    assert run.returncode == 0, f"pytest in Pyodide exited {run.returncode}:\n{tail}"
    counts = summary_counts(output)
    assert counts.get("passed", 0) > 0, f"no passed tests reported:\n{tail}"
    assert not counts.get("failed") and not counts.get("errors"), tail
