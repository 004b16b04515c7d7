// Split the site's stdlib zip in two: what Python's own start imports, and the rest.
//
//   node tools/split_stdlib.mjs <pyodide dir> <stdlib zip> <boot zip> <more zip>
//
// Pyodide boots on Node from <stdlib zip> (loadPyodide with stdLibURL, no package: as the
// worker does). <boot zip> keeps every top-level module and package of which a module is then
// in sys.modules, as runPython reads it (so with what runPython itself imports: the worker's
// first runPython is the one that puts <more zip> on sys.path); a package goes whole (its
// submodules must sit in the zip its __init__ was imported from). <more zip> keeps the rest
// (what our package and the lock file's package loader import once Python is up). The worker
// passes <boot zip> as loadPyodide's stdLibURL and adds <more zip> to sys.path as soon as
// loadPyodide resolves (web/worker.js mountMore): on a first visit, the rest downloads while
// Python starts instead of before. Entries keep their names, dates and compression (deflate,
// level 9, as in the trimmed zip: compile_stdlib.mjs). build.py runs this and caches the
// results in .cache/.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, input, bootOut, moreOut] = process.argv.slice(2);
if (!moreOut) {
  console.error("usage: node split_stdlib.mjs <pyodide dir> <stdlib zip> <boot zip> <more zip>");
  process.exit(2);
}
const dir = resolve(pyodideDir);
const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({
  indexURL: `${dir}/`, stdLibURL: resolve(input), stdout: () => {}, stderr: console.error,
});
pyodide.FS.writeFile("/tmp/stdlib.zip", readFileSync(resolve(input)));
const summary = pyodide.runPython(`
import sys, zipfile

started = {name.partition(".")[0] for name in sys.modules}
sizes = {"boot": 0, "more": 0}
with zipfile.ZipFile("/tmp/stdlib.zip") as src, \\
        zipfile.ZipFile("/tmp/boot.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as boot, \\
        zipfile.ZipFile("/tmp/more.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as more:
    for info in src.infolist():
        top = info.filename.partition("/")[0].removesuffix(".pyc")
        part = "boot" if top in started else "more"
        (boot if part == "boot" else more).writestr(info, src.read(info))
        sizes[part] += info.compress_size
f"boot {sizes['boot']:,} bytes, more {sizes['more']:,} bytes"
`);
writeFileSync(resolve(bootOut), pyodide.FS.readFile("/tmp/boot.zip"));
writeFileSync(resolve(moreOut), pyodide.FS.readFile("/tmp/more.zip"));
console.log(`[split_stdlib] ${summary} -> ${bootOut}, ${moreOut}`);
