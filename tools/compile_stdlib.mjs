// Precompile Python to bytecode inside Pyodide on Node, so the .pyc files match Pyodide's
// own Python (the host CPython may be another version).
//
//   node tools/compile_stdlib.mjs <pyodide dir> <input stdlib zip> <output zip> [optimize]
//   node tools/compile_stdlib.mjs <pyodide dir> <input wheel> <output wheel> wheel[-N]
//
// The stdlib: every compilable `x.py` in the zip becomes a sourceless `x.pyc` (zipimport
// loads those without a source check); other files are copied as they are. A wheel keeps
// its sources and gains `__pycache__/x.<cache tag>.pyc` files of the unchecked-hash kind
// (imported without looking at the source's mtime, which unpacking does not keep), listed
// in its RECORD, compiled with optimize=N (default 0; 2 drops docstrings and asserts from
// the bytecode: the sources keep them). build.py runs this and caches the results in .cache/.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, input, output, optimize = "0"] = process.argv.slice(2);
if (!output) {
  console.error("usage: node compile_stdlib.mjs <pyodide dir> <in.zip> <out.zip> [optimize]");
  process.exit(2);
}
const dir = resolve(pyodideDir);
const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${dir}/`, stdout: () => {}, stderr: console.error });
pyodide.FS.writeFile("/tmp/in.zip", readFileSync(resolve(input)));
const WHEEL = optimize.startsWith("wheel");
const level = WHEEL ? optimize.slice("wheel-".length) || "0" : optimize;
pyodide.globals.set("OPTIMIZE", Number.parseInt(level, 10));
const summary = WHEEL ? pyodide.runPython(`
import base64, hashlib, importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

tag = sys.implementation.cache_tag
added = []
with zipfile.ZipFile("/tmp/in.zip") as src, \\
        zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as dst:
    record_name = next(n for n in src.namelist() if n.endswith(".dist-info/RECORD"))
    for info in src.infolist():
        if info.filename == record_name:
            continue
        data = src.read(info)
        dst.writestr(info, data)
        if info.filename.endswith(".py"):
            code = compile(data, info.filename, "exec", dont_inherit=True, optimize=OPTIMIZE)
            folder, _, name = info.filename.rpartition("/")
            target = f"{folder}/__pycache__/{name[:-3]}.{tag}.pyc".lstrip("/")
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            out = zipfile.ZipInfo(target, info.date_time)
            out.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(out, bytes(pyc))
            digest = base64.urlsafe_b64encode(hashlib.sha256(pyc).digest()).rstrip(b"=")
            added.append(f"{target},sha256={digest.decode()},{len(pyc)}")
    record = src.read(record_name).decode().rstrip("\\n").split("\\n")
    lines = [line for line in record if not line.startswith(record_name + ",")]
    lines += added + [f"{record_name},,"]
    out = zipfile.ZipInfo(record_name, src.getinfo(record_name).date_time)
    out.compress_type = zipfile.ZIP_DEFLATED
    dst.writestr(out, "\\n".join(lines) + "\\n")
f"{len(added)} modules compiled"
`) : pyodide.runPython(`
import importlib.util, marshal, zipfile

def pyc(code):
    # A timestamp .pyc header with mtime 0 and size 0: zipimport checks neither when
    # the zip holds no source for the module.
    return importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(code)

compiled = kept = 0
with zipfile.ZipFile("/tmp/in.zip") as src, \\
        zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as dst:
    for info in src.infolist():
        data = src.read(info)
        if info.filename.endswith(".py"):
            try:
                code = compile(data, info.filename, "exec", dont_inherit=True,
                               optimize=OPTIMIZE)
            except SyntaxError:
                pass
            else:
                out = zipfile.ZipInfo(info.filename[:-3] + ".pyc", info.date_time)
                out.compress_type = zipfile.ZIP_DEFLATED
                dst.writestr(out, pyc(code))
                compiled += 1
                continue
        out = zipfile.ZipInfo(info.filename, info.date_time)
        out.compress_type = zipfile.ZIP_STORED if info.is_dir() else zipfile.ZIP_DEFLATED
        out.external_attr = info.external_attr
        dst.writestr(out, data)
        kept += 1
f"{compiled} compiled, {kept} copied"
`);
writeFileSync(resolve(output), pyodide.FS.readFile("/tmp/out.zip"));
console.log(`[compile_stdlib] ${summary} -> ${output}`);
