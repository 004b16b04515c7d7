"""The site's trimmed standard library (build.py, tools/compile_stdlib.mjs trim) holds every
module the package needs: in Pyodide on Node, from dist/ as the worker loads it, every module
of the package imports and a match plays at every computer level (site_stdlib.mjs)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from buildmodule import load_build

REPO = Path(__file__).resolve().parent.parent
DIST = REPO / "dist"
NODE = shutil.which("node")
PYODIDE = REPO / "node_modules" / "pyodide" / "pyodide.mjs"

pytestmark = [
    pytest.mark.pyodide,
    pytest.mark.skipif(NODE is None, reason="node is not installed"),
    pytest.mark.skipif(not PYODIDE.exists(), reason="node_modules/pyodide is missing: npm ci"),
]


@pytest.fixture(scope="module")
def build():
    subprocess.run([sys.executable, str(REPO / "build.py")], cwd=REPO, check=True,
                   capture_output=True)
    return load_build()


def stdlib_modules(zip_path: Path) -> set[str]:
    with zipfile.ZipFile(zip_path) as archive:
        return {name[:-4].replace("/", ".").removesuffix(".__init__")
                for name in archive.namelist() if name.endswith(".pyc")}


def test_every_module_of_the_package_imports_and_plays_from_the_trimmed_stdlib(build, tmp_path):
    names = tmp_path / "names.json"
    names.write_text(json.dumps(build.stdlib_roots()))
    run = subprocess.run([NODE, str(REPO / "tests" / "pyodide" / "site_stdlib.mjs"),
                          str(DIST), str(names)],
                         cwd=REPO, capture_output=True, text=True, timeout=600)
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert run.returncode == 0 and lines, f"{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    result = json.loads(lines[-1])
    assert result["ok"], result
    assert "cassino.bridge" in result["modules"] and "cassino.ai.search" in result["modules"]


def test_the_stdlib_is_trimmed_to_a_part_and_keeps_the_lazy_imports(build):
    boot = stdlib_modules(DIST / build.STDLIB_NAME)
    more = stdlib_modules(DIST / build.STDLIB_MORE_NAME)
    shipped = boot | more
    full = stdlib_modules(build.compiled_stdlib())
    assert {"json", "random", "hashlib", "statistics", "argparse", "encodings.latin_1",
            "importlib.metadata", "tarfile"} <= shipped
    assert not {"unittest", "xml", "email.message", "http.client", "sqlite3",
                "_pyrepl.main", "pdb"} & shipped
    assert len(shipped) < len(full) / 2
    size = sum((DIST / name).stat().st_size for name in (build.STDLIB_NAME, build.STDLIB_MORE_NAME))
    assert size < 0.5 * build.compiled_stdlib().stat().st_size
    # Python's start imports from the first zip only; what the package alone needs, and the
    # lock file's package loader, come in the second (fetched while Python starts).
    assert not boot & more
    assert {"encodings", "zipfile", "asyncio", "pyodide"} <= boot
    assert {"tarfile", "argparse", "statistics", "fractions"} <= more
