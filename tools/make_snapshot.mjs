// The build's start-up snapshot, made on Node at build time (issue 18): what the warm-up
// worker makes in the browser (web/worker.js makeSnapshot), so that a first visit on a fast
// line can restore Python with the rules imported instead of starting it and importing them.
//
//   node tools/make_snapshot.mjs <dist dir> <out file> <wheel> [<texts zip>]
//
// Runs <dist dir>'s own runtime (pyodide.mjs and its script, as shipped) with its stdlib zips,
// our wheel and the texts (names in <dist dir>), imports every module of the package (worker.js IMPORT_ALL), checks
// that no match exists (no game, seed or secret can be in it: issue 22), and writes the
// memory without its pages of zeros, gzipped, to <out file>; prints {memory, runs, length}
// (worker.js packMemory's record: where each kept run goes) as JSON on stdout.
//
// NOT public API: loadPyodide's `_makeSnapshot` and `makeMemorySnapshot()` are private in
// Pyodide 314.0.7 (see worker.js). That a snapshot made on Node restores in the browser is
// not promised by Pyodide either; the worker checks the bridge answers after restoring it and
// starts Python the normal way if it does not.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const [distDir, out, ...archives] = process.argv.slice(2);
if (!archives.length) {
  console.error("usage: node make_snapshot.mjs <dist dir> <out file> <wheel> [<texts zip>]");
  process.exit(2);
}
const dist = resolve(distDir) + "/";
const { loadPyodide } = await import(pathToFileURL(dist + "pyodide.mjs").href);
const pyodide = await loadPyodide({
  indexURL: dist, stdLibURL: dist + "python_stdlib.pyc.zip", _makeSnapshot: true,
  stdout: () => {}, stderr: console.error,
});
const MORE = "/lib/python_stdlib_more.zip"; // worker.js STDLIB_MORE_PATH
pyodide.FS.writeFile(MORE, readFileSync(dist + "python_stdlib_more.pyc.zip"));
pyodide.runPython(`import sys
if ${JSON.stringify(MORE)} not in sys.path:
    sys.path.append(${JSON.stringify(MORE)})`);
for (const name of archives) {
  pyodide.FS.mkdirTree("/tmp/cassino");
  const path = `/tmp/cassino/${name}`;
  pyodide.FS.writeFile(path, readFileSync(dist + name));
  pyodide.runPython(`import importlib, site, zipfile
with zipfile.ZipFile(${JSON.stringify(path)}) as whl:
    whl.extractall(site.getsitepackages()[0])
importlib.invalidate_caches()`);
  pyodide.FS.unlink(path);
}
pyodide.runPython(`import importlib, pkgutil, cassino, cassino.bridge
for _found in pkgutil.walk_packages(cassino.__path__, "cassino."):
    if not _found.name.endswith(".__main__"):
        importlib.import_module(_found.name)
del _found
if cassino.bridge._session is not None:
    raise RuntimeError("a match exists before the snapshot")`);
const memory = pyodide.makeMemorySnapshot();
// worker.js packMemory: runs of pages with a byte that is not zero.
const PAGE = 4096;
const runs = [];
const parts = [];
let start = -1;
const close = (end) => {
  runs.push(start, end - start);
  parts.push(memory.subarray(start, end));
  start = -1;
};
for (let at = 0; at < memory.byteLength; at += PAGE) {
  const page = memory.subarray(at, Math.min(at + PAGE, memory.byteLength));
  const zero = page.every((b) => b === 0);
  if (!zero && start < 0) start = at;
  if (zero && start >= 0) close(at);
}
if (start >= 0) close(memory.byteLength);
const packed = Buffer.concat(parts);
writeFileSync(out, gzipSync(packed, { level: 9 }));
process.stdout.write(JSON.stringify({ memory: memory.byteLength, runs, length: packed.length }));
