"""The worker reads the runtime's WebAssembly straight from the service worker's cache of its
own build (web/worker.js OUR_CACHE), without waiting for build.json to name it: build.py
(write_service_worker) writes that cache's name into the worker's script. The name must be
the one sw.js fills and serves from and build.json gives, must change with any file of the
build (the worker's script included), and writing it again over a built site must give the
same name (a test writes a second build over the first)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from buildmodule import load_build

WORKER_SOURCE = 'const OUR_CACHE = "__CACHE_NAME__";\nconst WASM = "pyodide.asm.wasm";\n'


def site(tmp_path: Path) -> Path:
    root = tmp_path / "site"
    root.mkdir()
    (root / "worker.js").write_text(WORKER_SOURCE)
    (root / "index.html").write_text("<!doctype html><title>Cassino</title>\n")
    (root / "cassino-0.1.0-py3-none-any.whl").write_bytes(b"PK\x05\x06" + bytes(18))
    return root


def names(root: Path) -> tuple[str, str, str]:
    """The cache's name as the worker, sw.js and build.json have it."""
    worker = re.fullmatch(r'const OUR_CACHE = "([^"]*)";\n.*', (root / "worker.js").read_text(),
                          re.S)
    sw = re.search(r'const CACHE = "([^"]*)";', (root / "sw.js").read_text())
    info = json.loads((root / "build.json").read_text())
    return worker.group(1), sw.group(1), info["cache"]


def test_the_worker_names_the_cache_the_service_worker_serves_its_build_from(tmp_path):
    build = load_build()
    root = site(tmp_path)
    digest = build.write_service_worker(root)
    assert names(root) == (f"cassino-{digest[:16]}",) * 3


def test_writing_the_name_again_over_a_built_site_gives_the_same_name(tmp_path):
    build = load_build()
    root = site(tmp_path)
    first = build.write_service_worker(root)
    assert build.write_service_worker(root) == first
    assert names(root)[0] == f"cassino-{first[:16]}"


def test_the_name_changes_with_any_file_of_the_build_the_workers_script_included(tmp_path):
    build = load_build()
    root = site(tmp_path)
    first = build.write_service_worker(root)
    index = root / "index.html"
    index.write_text(index.read_text() + "<!-- build 2 -->\n")
    second = build.write_service_worker(root)
    assert second != first
    assert names(root) == (f"cassino-{second[:16]}",) * 3
    worker = root / "worker.js"
    worker.write_text(worker.read_text() + "// build 3\n")
    third = build.write_service_worker(root)
    assert third not in (first, second)
    assert names(root) == (f"cassino-{third[:16]}",) * 3
