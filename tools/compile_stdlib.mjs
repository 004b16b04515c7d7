// Precompile Python to bytecode inside Pyodide on Node, so the .pyc files match Pyodide's
// own Python (the host CPython may be another version).
//
//   node tools/compile_stdlib.mjs <pyodide dir> <input stdlib zip> <output zip> [optimize]
//   node tools/compile_stdlib.mjs <pyodide dir> <input wheel> <output wheel> wheel[-N]
//   node tools/compile_stdlib.mjs <pyodide dir> <compiled stdlib> <output zip> trim <site dir> <roots.json>
//
// The stdlib: every compilable `x.py` in the zip becomes a sourceless `x.pyc` (zipimport
// loads those without a source check); other files are copied as they are. Its tracebacks
// name file and line (not the columns: compiled without debug ranges, below). A wheel: the
// same, `x.py` -> `x.pyc` beside it (the sourceless layout the import system loads without
// any source or mtime check), compiled with optimize=N (default 0; 2 drops docstrings and
// asserts), each function's instructions all on its def line (def_lines, below: a traceback
// names the file, the function and the line of its def), its RECORD rewritten. Sourceless
// keeps the shipped wheel small (bytecode alone compresses to about what source + bytecode
// would be minus the source). build.py runs this and caches the results in .cache/.
//
// trim: the compiled stdlib cut down to the modules the site can import. Pyodide boots from
// the full compiled stdlib with the site's lock file and wheel (<site dir>/pyodide-lock.json,
// packages: ["cassino"]), as the worker does, then imports every module of the package but
// __main__; what sys.modules then holds, with the module names in <roots.json> (build.py:
// every stdlib module our sources import, and a safety margin), is closed over the
// module-level imports of each (every import statement outside a function: top-level, in a
// class body, under try or an if, but for the branch an if on __name__, sys.platform or os.name
// never takes in Pyodide; read from Pyodide's stdlib sources, <pyodide dir>/python_stdlib.zip).
// The zip keeps those modules, their packages' __init__ and data files, and nothing else;
// <output zip>.json lists the modules kept.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, input, output, optimize = "0"] = process.argv.slice(2);
if (!output) {
  console.error("usage: node compile_stdlib.mjs <pyodide dir> <in.zip> <out.zip> [optimize]");
  process.exit(2);
}
const dir = resolve(pyodideDir);
const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
if (optimize === "trim") {
  await trim(...process.argv.slice(6));
  process.exit(0);
}
// PYTHONNODEBUGRANGES: the bytecode keeps line numbers but not the column ranges a traceback
// underlines (^^^) with: a quarter less to fetch (the stdlib and our wheel), the same code.
const pyodide = await loadPyodide({
  indexURL: `${dir}/`, env: { PYTHONNODEBUGRANGES: "1" }, stdout: () => {}, stderr: console.error,
});
pyodide.FS.writeFile("/tmp/in.zip", readFileSync(resolve(input)));
const WHEEL = optimize.startsWith("wheel");
const level = WHEEL ? optimize.slice("wheel-".length) || "0" : optimize;
pyodide.globals.set("OPTIMIZE", Number.parseInt(level, 10));
const summary = WHEEL ? pyodide.runPython(`
import base64, hashlib, importlib.util, marshal, zipfile

def def_lines(code):
    """The code with a line table that puts every instruction on its function's first line
    (the def; a module's line 1): one two-byte entry (code 13, "line, no columns", delta 0)
    per 8 code units. A traceback still names each file, function and def line; the shipped
    wheel is a sixth smaller (its per-line tables were 32 KB of 215 KB compressed)."""
    units = len(code.co_code) // 2
    table = bytearray()
    while units > 0:
        n = min(units, 8)
        table += bytes((0x80 | 13 << 3 | n - 1, 0))
        units -= n
    consts = tuple(def_lines(c) if isinstance(c, type(code)) else c for c in code.co_consts)
    return code.replace(co_linetable=bytes(table), co_consts=consts)

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
            code = def_lines(code)
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


async function trim(siteDir, rootsFile) {
  const site = resolve(siteDir);
  const pyodide = await loadPyodide({
    indexURL: `${dir}/`, stdLibURL: resolve(input), lockFileURL: `${site}/pyodide-lock.json`,
    packages: ["cassino"], stdout: () => {}, stderr: console.error,
  });
  // The rules texts and the lessons, shipped beside the wheel (build.py TEXTS_NAME): put into
  // site-packages as the worker does before the first request that imports them.
  if (existsSync(`${site}/cassino-texts.zip`)) {
    pyodide.FS.writeFile("/tmp/texts.zip", readFileSync(`${site}/cassino-texts.zip`));
    pyodide.runPython(`import site, zipfile
with zipfile.ZipFile("/tmp/texts.zip") as texts:
    texts.extractall(site.getsitepackages()[0])`);
  }
  pyodide.FS.writeFile("/tmp/source.zip", readFileSync(`${dir}/python_stdlib.zip`));
  pyodide.FS.writeFile("/tmp/compiled.zip", readFileSync(resolve(input)));
  pyodide.FS.writeFile("/tmp/roots.json", readFileSync(resolve(rootsFile)));
  const summary = pyodide.runPython(`
import ast, importlib, json, pkgutil, sys, zipfile

import cassino

for info in pkgutil.walk_packages(cassino.__path__, "cassino."):
    if not info.name.endswith(".__main__"):  # running it is the command line
        importlib.import_module(info.name)
imported = set(sys.modules)

source = zipfile.ZipFile("/tmp/source.zip")
modules = {}  # module name -> (file in the zip, is a package)
for name in source.namelist():
    if name.endswith(".py"):
        module = name[:-3].replace("/", ".")
        package = module.endswith(".__init__")
        modules[module.removesuffix(".__init__")] = (name, package)


# What a condition on these names is in Pyodide (a module imported is never __main__).
KNOWN = {"__name__": "(imported)", "sys.platform": sys.platform, "os.name": "posix"}


def known_branch(test):
    """True/False for \`if __name__ == "__main__"\`, \`if sys.platform == "win32"\`,
    \`if os.name != "nt"\` and the like; None for any other condition."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1
            and isinstance(test.ops[0], (ast.Eq, ast.NotEq))
            and isinstance(test.comparators[0], ast.Constant)):
        return None
    value = KNOWN.get(ast.unparse(test.left))
    if value is None:
        return None
    return (value == test.comparators[0].value) == isinstance(test.ops[0], ast.Eq)


def module_level_imports(module):
    """The stdlib modules that importing \`module\` imports: every import statement that
    runs when the module does (not those inside functions)."""
    name, package = modules[module]
    try:
        tree = ast.parse(source.read(name))
    except SyntaxError:
        return set()
    here = module if package else module.rpartition(".")[0]
    found = set()
    todo = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if isinstance(node, ast.If) and (taken := known_branch(node.test)) is not None:
            todo.extend(node.body if taken else node.orelse)
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = here.split(".")
            target = ".".join(base[:len(base) - node.level + 1]) if node.level else ""
            target = ".".join(p for p in (target, node.module or "") if p)
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
        todo.extend(ast.iter_child_nodes(node))
    out = set()
    for dotted in found:
        parts = dotted.split(".")
        out.update(p for p in (".".join(parts[:i]) for i in range(1, len(parts) + 1))
                   if p in modules)
    return out


roots = imported | set(json.load(open("/tmp/roots.json")))
keep, todo = set(), [m for m in roots if m in modules]
while todo:
    module = todo.pop()
    if module not in keep:
        keep.add(module)
        parts = module.split(".")
        todo.extend(".".join(parts[:i]) for i in range(1, len(parts)))  # its packages
        todo.extend(module_level_imports(module))

packages = {m.replace(".", "/") + "/" for m in keep if modules[m][1]}
kept = dropped = 0
with zipfile.ZipFile("/tmp/compiled.zip") as src, \\
        zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as dst:
    for info in src.infolist():
        name = info.filename
        if name.endswith(".pyc"):
            wanted = name[:-4].replace("/", ".").removesuffix(".__init__") in keep
        else:  # a directory or data file: wanted with its package
            wanted = name.rpartition("/")[0] + "/" in packages or (info.is_dir() and name in packages)
        if wanted:
            dst.writestr(info, src.read(info))
            kept += 1
        else:
            dropped += 1
json.dump(sorted(keep), open("/tmp/out.json", "w"), indent=0)
f"{len(keep)} modules kept ({kept} files, {dropped} dropped)"
`);
  writeFileSync(resolve(output), pyodide.FS.readFile("/tmp/out.zip"));
  writeFileSync(resolve(output) + ".json", pyodide.FS.readFile("/tmp/out.json"));
  console.log(`[compile_stdlib] trim: ${summary} -> ${output}`);
}
