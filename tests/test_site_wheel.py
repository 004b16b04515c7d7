"""The wheel the site ships (build.py site_wheel) leaves out the command line and what only
it imports (build.NOT_IN_BROWSER): the browser's Python — the worker imports cassino.bridge,
and the snapshot's maker every module the wheel holds — never reaches them, by any import
statement, at the top of a module or inside a function."""

from __future__ import annotations

import ast
import zipfile
from pathlib import Path

import pytest
from buildmodule import load_build

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "py_src" / "cassino"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_by(path: Path) -> set[str]:
    """The package's modules that ``path`` imports anywhere (relative or absolute)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            base = base[: len(base) - node.level + 1] if node.level else []
            stem = ".".join([*base, *(node.module.split(".") if node.module else [])])
            found.add(stem)
            found.update(f"{stem}.{a.name}" for a in node.names)
    return {m for m in found if m == "cassino" or m.startswith("cassino.")}


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in PACKAGE.rglob("*.py")}


def reached_from(roots: set[str]) -> set[str]:
    known = modules()
    seen: set[str] = set()
    todo = [r for r in roots if r in known]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        parents = [".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 1)]
        todo.extend(m for m in (*imported_by(known[name]), *parents) if m in known)
    return seen


def left_out(build) -> set[str]:
    return {n.removesuffix(".pyc").replace("/", ".") for n in build.NOT_IN_BROWSER
            if n.endswith(".pyc")}


def test_the_browsers_python_never_imports_what_the_site_wheel_leaves_out():
    build = load_build()
    gone = left_out(build)
    assert gone >= {"cassino.cli", "cassino.__main__"}
    kept = set(modules()) - gone
    assert not reached_from(kept) & gone


def test_the_import_graph_reaches_lazy_imports():
    """The check above can fail: the command line's lazy import of the arena is seen."""
    assert "cassino.ai.arena" in reached_from({"cassino.cli"})


def test_the_site_wheel_holds_every_other_module_and_a_record_that_matches():
    build = load_build()
    wheel = next(iter(sorted((REPO / "dist").glob("cassino-*.whl"))), None)
    if wheel is None:
        pytest.skip("no dist/: python build.py")
    with zipfile.ZipFile(wheel) as whl:
        names = set(whl.namelist())
        record_name = next(n for n in names if n.endswith(".dist-info/RECORD"))
        record = whl.read(record_name).decode().splitlines()
        metadata = whl.read(next(n for n in names if n.endswith(".dist-info/METADATA")))
        lines = {n: build.record_line(n, whl.read(n)).decode().strip()
                 for n in names if n != record_name}
    shipped = {n[:-4].replace("/", ".").removesuffix(".__init__") for n in names
               if n.endswith(".pyc")}
    texts = tuple(p.rstrip("/").replace("/", ".") for p in build.TEXT_PACKAGES)
    expected = {m for m in modules() if not m.startswith(texts)} - left_out(build)
    assert shipped == expected
    assert sorted(record) == sorted([*lines.values(), f"{record_name},,"])
    assert b"Name: cassino" in metadata and b"# Cassino" not in metadata
