#!/usr/bin/env node
// Runs the package as the site ships it, on Node: Pyodide's core files, the trimmed stdlib (its
// two zips), the lock file and our wheel all from <site dir> (dist/), as the worker loads
// them; then
// imports every module of the package the site's wheel holds (not the command line: build.py
// NOT_IN_BROWSER), every stdlib module its sources import (<names.json>), and plays: a match
// at every computer level through the bridge (hint, undo, save and restore, the next round),
// the rules text and a rules diagram. Prints one JSON line
// {"ok": true, "modules": [...], "stdlib": [...]} or the Python error, and exits 1 on error.
//
//   node tests/pyodide/site_stdlib.mjs <site dir> <names.json>
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [siteDir, namesFile] = process.argv.slice(2);
const site = resolve(siteDir);
const { loadPyodide } = await import(pathToFileURL(`${site}/pyodide.mjs`).href);
const pyodide = await loadPyodide({
  indexURL: `${site}/`, stdLibURL: `${site}/python_stdlib.pyc.zip`,
  lockFileURL: `${site}/pyodide-lock.json`,
  stdout: () => {}, stderr: (s) => console.error("[py]", s),
});
// The rest of the stdlib on sys.path once Python is up, as the worker does (mountMore); then
// our package through the lock file (the worker's way without build.json).
pyodide.FS.writeFile("/lib/python_stdlib_more.zip",
                     readFileSync(`${site}/python_stdlib_more.pyc.zip`));
pyodide.runPython('import sys; sys.path.append("/lib/python_stdlib_more.zip")');
await pyodide.loadPackage("cassino");
// The rules texts and the lessons, shipped beside the wheel (build.py TEXTS_NAME): put into
// site-packages as the worker does before the first request that imports them.
if (existsSync(`${site}/cassino-texts.zip`)) {
  pyodide.FS.writeFile("/tmp/texts.zip", readFileSync(`${site}/cassino-texts.zip`));
  pyodide.runPython(`import site, zipfile
with zipfile.ZipFile("/tmp/texts.zip") as texts:
    texts.extractall(site.getsitepackages()[0])`);
}
pyodide.globals.set("NAMES", readFileSync(resolve(namesFile), "utf8"));
try {
  console.log(pyodide.runPython(`
import importlib, json, pkgutil

import cassino
from cassino import bridge

modules = [info.name for info in pkgutil.walk_packages(cassino.__path__, "cassino.")
           if not info.name.endswith(".__main__")]
for name in modules:
    importlib.import_module(name)
stdlib = json.loads(NAMES)
for name in stdlib:
    importlib.import_module(name)


def ask(**request):
    answer = json.loads(bridge.handle(json.dumps({**request, "with_save": True})))
    assert answer.get("ok"), answer
    return answer


for level in ("random", "greedy", "counter", "expert"):
    state = ask(op="new", variant="casino", seed=7, level=level, budget_ms=40)
    for _ in range(200):
        if state["awaiting"] == "human":
            ask(op="hint", level=level, budget_ms=20)
            state = ask(op="play", move=state["moves"][-1])
        elif state["awaiting"] == "computer":
            state = ask(op="ai")
        elif state["awaiting"] == "round-over":
            state = ask(op="next_round")
            break
        else:
            break
    save = ask(op="save")["save"]
    ask(op="restore", save=json.dumps(save))
ask(op="variants")
ask(op="rules", variant="cassino")
ask(op="diagram", position="casino|h0=7D,9S|h1=KC,3C|t=8D,AH|b=5C+2H:7:0|m=0")
json.dumps({"ok": True, "modules": modules, "stdlib": stdlib})
`));
} catch (err) {
  console.log(JSON.stringify({ ok: false, error: String(err && err.message || err) }));
  process.exit(1);
}
