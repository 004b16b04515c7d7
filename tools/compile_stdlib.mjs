// Precompile Python to bytecode inside Pyodide on Node, so the .pyc files match Pyodide's
// own Python (the host CPython may be another version).
//
//   node tools/compile_stdlib.mjs <pyodide dir> <input stdlib zip> <output zip> [optimize]
//   node tools/compile_stdlib.mjs <pyodide dir> <input wheel> <output wheel> wheel[-N]
//
// The stdlib: every compilable `x.py` in the zip becomes a sourceless `x.pyc` (zipimport
// loads those without a source check); other files are copied as they are. A wheel: the
// same, `x.py` -> `x.pyc` beside it (the sourceless layout the import system loads without
// any source or mtime check), compiled with optimize=N (default 0; 2 drops docstrings and
// asserts), its RECORD rewritten. Sourceless keeps the shipped wheel small (bytecode alone
// compresses to about what source + bytecode would be minus the source); tracebacks still
// name file and line. build.py runs this and caches the results in .cache/.
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
import base64, hashlib, importlib.util, marshal, zipfile

def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"

lines = []
compiled = 0
with zipfile.ZipFile("/tmp/in.zip") as src, \\
        zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as dst:
    record_name = next(n for n in src.namelist() if n.endswith(".dist-info/RECORD"))
    for info in src.infolist():
        if info.filename == record_name:
            continue
        data = src.read(info)
        name = info.filename
        if name.endswith(".py"):
            code = compile(data, name, "exec", dont_inherit=True, optimize=OPTIMIZE)
            data = importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(code)
            name = name + "c"
            compiled += 1
        out = zipfile.ZipInfo(name, info.date_time)
        out.compress_type = zipfile.ZIP_DEFLATED
        out.external_attr = info.external_attr
        dst.writestr(out, data)
        lines.append(record_line(name, data))
    out = zipfile.ZipInfo(record_name, src.getinfo(record_name).date_time)
    out.compress_type = zipfile.ZIP_DEFLATED
    dst.writestr(out, "\\n".join(lines + [f"{record_name},,"]) + "\\n")
f"{compiled} modules compiled"
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
