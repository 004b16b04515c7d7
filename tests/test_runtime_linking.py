"""build.py ships pyodide.asm.mjs with its dynamic linking and its start from a snapshot made
quicker (runtime_script, RUNTIME_PATCHES: Emscripten's and Pyodide's inside code, not Pyodide's
public API). It must link exactly as the stock script does — every function in the same table
slot, the same GOT values (a start-up snapshot's memory holds them) —, restore a packed
snapshot to the same memory, and ship a script it does not know as it is."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from buildmodule import load_build

REPO = Path(__file__).resolve().parent.parent
NODE = shutil.which("node")
PYODIDE = REPO / "node_modules" / "pyodide"
LINKED = "LDSO.init();loadDylibs();"  # the end of receiveInstance's linking


needs_pyodide = pytest.mark.skipif(not (PYODIDE / "pyodide.asm.mjs").exists(),
                                   reason="node_modules/pyodide is missing: npm ci")


def stock_table_added() -> int | None:
    return load_build().runtime_table_added((PYODIDE / "pyodide.asm.wasm").read_bytes())


@needs_pyodide
def test_the_quicker_linking_applies_to_the_installed_pyodide():
    build = load_build()
    stock = (PYODIDE / build.RUNTIME_SCRIPT).read_text()
    added = stock_table_added()
    assert added is not None and added > 1000
    quicker, done = build.runtime_script(stock, added)
    assert done == list(build.RUNTIME_PATCHES)
    # without the count, the linking is not put off (the other groups still apply); the
    # "deferred" group's pieces are the "linking" group's replacements, patched again
    without, done_without = build.runtime_script(stock)
    assert done_without == [name for name in build.RUNTIME_PATCHES if name != "deferred"]
    for name, pieces in build.RUNTIME_PATCHES.items():
        for _, replacement in pieces:
            if name == "linking":
                assert replacement in without
            else:
                assert replacement.replace(build.TABLE_ADDED, str(added)) in quicker


def test_a_webassembly_file_build_cannot_read_gives_no_table_count():
    build = load_build()
    assert build.runtime_table_added(b"// pyodide.asm.wasm: another Pyodide\n") is None
    assert build.runtime_table_added(b"\0asm\1\0\0\0\x09\x05") is None  # cut short


def test_a_runtime_script_build_does_not_know_is_shipped_as_it_is(tmp_path, monkeypatch):
    build = load_build()
    source = tmp_path / "pyodide"
    source.mkdir()
    for name in build.PYODIDE_FILES:
        (source / name).write_text(f"// {name}: another Pyodide\n")
    out = tmp_path / "dist"
    out.mkdir()
    monkeypatch.setattr(build, "PYODIDE_DIR", source)
    build.copy_runtime(out)
    for name in build.PYODIDE_FILES:
        assert (out / name).read_text() == f"// {name}: another Pyodide\n"
    assert not build.packed_restore(out)


@needs_pyodide
@pytest.mark.pyodide
@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_quicker_linking_puts_every_function_in_the_stock_table_slot(tmp_path):
    build = load_build()
    stock = (PYODIDE / build.RUNTIME_SCRIPT).read_text()
    hook = LINKED + ("globalThis.__linked(GOT,wasmTable,wasmTableMirror,"
                     'typeof gotLazy=="undefined"?null:gotLazy,GOTHandler,'
                     'typeof linkNow=="undefined"?null:linkNow,'
                     'typeof linkNow=="undefined"?null:()=>linkLater!==null,wasmImports);')
    added = stock_table_added()
    dirs = []
    for name, script in (("stock", stock), ("quicker", build.runtime_script(stock, added)[0])):
        target = tmp_path / name
        target.mkdir()
        for file in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                     "pyodide-lock.json"):
            (target / file).symlink_to(PYODIDE / file)
        assert script.count(LINKED) == 1
        (target / build.RUNTIME_SCRIPT).write_text(script.replace(LINKED, hook))
        dirs.append(str(target))
    run = subprocess.run([NODE, str(REPO / "tests" / "pyodide" / "runtime_linking.mjs"), *dirs],
                         cwd=REPO, capture_output=True, text=True, timeout=600)
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    assert run.returncode == 0 and len(lines) == 2, f"{run.stdout[-2000:]}\n{run.stderr[-2000:]}"
    stock_linked, quicker_linked = lines
    assert stock_linked["answer"] == quicker_linked["answer"] == 45
    assert len(stock_linked["got"]) > 1000 and len(stock_linked["slots"]) > 1000
    assert quicker_linked["got"] == stock_linked["got"]
    assert quicker_linked["slots"] == stock_linked["slots"]
    assert quicker_linked["mirrored"] >= stock_linked["mirrored"]
    # The GOT entries no module imports are kept aside, not made (~8,300), and each becomes
    # its entry with the stock value when a module imports it.
    assert stock_linked["lazy"] == 0
    assert quicker_linked["lazy"] > 5000 and quicker_linked["asked"] is True
    # The exported functions' slots were still empty once Python had started and run a line:
    # nothing on the way asked for them (the stock linking fills every slot).
    assert stock_linked["pending"] is False and quicker_linked["pending"] is True
    assert quicker_linked["empty"] - stock_linked["empty"] == added
    assert sum(slot.startswith("wraps ") for slot in stock_linked["slots"] if slot) > 200


@needs_pyodide
@pytest.mark.pyodide
@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_a_packed_snapshot_is_restored_to_the_same_memory(tmp_path):
    build = load_build()
    script, done = build.runtime_script((PYODIDE / build.RUNTIME_SCRIPT).read_text(),
                                        stock_table_added())
    assert "restore" in done and "deferred" in done
    end = "l};var restorePackedSnapshot"
    assert script.count(end) == 1
    script = script.replace(end, "globalThis.__restored(Module.HEAP8),l};var restorePackedSnapshot")
    # The memory is dirtied first: the restore must write every byte, zeros included.
    begin = "let packed=t.packedRuns;"
    assert script.count(begin) == 1
    script = script.replace(begin, begin + "Module.HEAP8.fill(-86);")
    for file in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        (tmp_path / file).symlink_to(PYODIDE / file)
    (tmp_path / build.RUNTIME_SCRIPT).write_text(script)
    assert build.packed_restore(tmp_path)
    run = subprocess.run([NODE, str(REPO / "tests" / "pyodide" / "packed_restore.mjs"),
                          str(tmp_path)], cwd=REPO, capture_output=True, text=True, timeout=600)
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    assert run.returncode == 0 and lines, f"{run.stdout[-2000:]}\n{run.stderr[-2000:]}"
    result = lines[-1]
    assert result["same"] is True
    assert result["answer"] == '{"kept": 42}'
    assert result["runs"] > 1 and result["kept"] < result["memory"]
