#!/usr/bin/env node
// The expert's simulations per second in Pyodide on Node (bench/sims_per_second.py run
// there, py_src mounted with NODEFS; Pyodide from node_modules, nothing fetched).
//
//   node bench/pyodide_sims.mjs [--budget-ms 300] [--positions 8]
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "..");
const { loadPyodide } = await import(
  pathToFileURL(path.join(repo, "node_modules", "pyodide", "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.join(repo, "node_modules", "pyodide") + "/" });
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.globals.set("ARGS", process.argv.slice(2));
await pyodide.runPythonAsync(`
import sys
sys.path.insert(0, "/repo/py_src")
sys.path.insert(0, "/repo/bench")
import sims_per_second
sims_per_second.main(list(ARGS))
`);
