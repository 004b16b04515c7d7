#!/usr/bin/env node
// Run the engine's pytest suite inside Pyodide (CPython 3.14 in WebAssembly) on Node, offline.
//
//   node tests/pyodide/run_in_pyodide.mjs [--root DIR] [--wheel [FILE]] [-- extra pytest args]
//
// - Pyodide comes from <repo>/node_modules/pyodide (npm ci); nothing is fetched from a CDN:
//   only local wheel files are loaded (Node would fall back to a CDN for a package *name*).
// - pytest, hypothesis and their dependencies: pure-Python wheels pinned in wheels.txt, cached
//   in <repo>/.cache/pyodide-test-wheels/ by fetch_wheels.py (run here if any is missing;
//   $PYTHON or python3).
// - The repo (or --root DIR, for trying the runner on another tree) is mounted at /repo with
//   NODEFS; /repo/py_src goes first on sys.path; pytest collects only /repo/tests/engine.
// - --wheel: test the installed package instead of py_src: FILE, or without FILE a wheel built
//   from the root by "pip wheel . --no-deps" (host Python); py_src then stays off sys.path.
// - Exits with pytest's exit code (1 if Pyodide itself fails).
//
// Environment: PYODIDE_HYPOTHESIS_MAX_EXAMPLES (default 20, see pyodide_hypothesis.py);
// PYODIDE_TEST_PATHS (space-separated, relative to the root; default "tests/engine").

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const started = performance.now();
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "..", "..");
const pyodideDir = path.join(repo, "node_modules", "pyodide");
const wheelDir = path.join(repo, ".cache", "pyodide-test-wheels");
const MOUNT = "/repo";

function parseArgs(argv) {
  const dash = argv.indexOf("--");
  const own = dash < 0 ? argv : argv.slice(0, dash);
  const pytestExtra = dash < 0 ? [] : argv.slice(dash + 1);
  let root = repo;
  let wheel = null; // null: use py_src; "build": build one; else a wheel file
  for (let i = 0; i < own.length; i++) {
    if (own[i] === "--root" && i + 1 < own.length) root = path.resolve(own[++i]);
    else if (own[i] === "--wheel") {
      wheel = i + 1 < own.length && own[i + 1].endsWith(".whl") ? path.resolve(own[++i]) : "build";
    } else if (own[i] === "-h" || own[i] === "--help") {
      console.log(
        "usage: node tests/pyodide/run_in_pyodide.mjs [--root DIR] [--wheel [FILE]] [-- pytest args]",
      );
      process.exit(0);
    } else throw new Error(`unknown argument ${own[i]}`);
  }
  return { root, wheel, pytestExtra };
}

// "pip wheel . --no-deps" of the root into a temporary folder; returns the wheel's path.
function buildWheel(root) {
  const out = mkdtempSync(path.join(tmpdir(), "cassino-wheel-"));
  const python = process.env.PYTHON || "python3";
  const r = spawnSync(
    python,
    ["-m", "pip", "wheel", "--quiet", "--disable-pip-version-check", "--no-deps", "-w", out, root],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  if (r.status !== 0) throw new Error(`pip wheel failed (status ${r.status})`);
  const whl = readdirSync(out).filter((f) => f.endsWith(".whl"));
  if (whl.length !== 1) throw new Error(`expected one wheel in ${out}, found: ${whl.join(", ")}`);
  return path.join(out, whl[0]);
}

// name==version pins from wheels.txt -> cached wheel paths (null where missing).
function pinnedWheels() {
  const pins = [];
  for (const raw of readFileSync(path.join(here, "wheels.txt"), "utf8").split("\n")) {
    const line = raw.split("#")[0].trim();
    if (!line) continue;
    const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+)/.exec(line);
    if (!m) throw new Error(`bad line in wheels.txt: ${raw}`);
    pins.push({ name: m[1], prefix: `${m[1].replace(/[-_.]+/g, "_").toLowerCase()}-${m[2]}-` });
  }
  const files = existsSync(wheelDir) ? readdirSync(wheelDir) : [];
  return pins.map((p) => {
    const file = files.find((f) => f.endsWith(".whl") && f.toLowerCase().startsWith(p.prefix));
    return { ...p, path: file ? path.join(wheelDir, file) : null };
  });
}

function wheelsOrFetch() {
  let wheels = pinnedWheels();
  if (wheels.some((w) => !w.path)) {
    const python = process.env.PYTHON || "python3";
    const r = spawnSync(python, [path.join(here, "fetch_wheels.py"), "--quiet"], {
      stdio: "inherit",
    });
    if (r.status !== 0) throw new Error(`fetch_wheels.py failed (status ${r.status})`);
    wheels = pinnedWheels();
  }
  const missing = wheels.filter((w) => !w.path).map((w) => w.name);
  if (missing.length) throw new Error(`wheels missing from ${wheelDir}: ${missing.join(", ")}`);
  return wheels.map((w) => w.path);
}

async function main() {
  const { root, wheel, pytestExtra } = parseArgs(process.argv.slice(2));
  if (!existsSync(path.join(pyodideDir, "pyodide.mjs"))) {
    throw new Error(`${pyodideDir} not found: run "npm ci" in ${repo}`);
  }
  const wheels = wheelsOrFetch();
  const ourWheel = wheel === "build" ? buildWheel(root) : wheel;
  if (ourWheel) wheels.push(ourWheel);
  const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);

  const env = { HOME: "/home/pyodide", PYTHONHASHSEED: process.env.PYTHONHASHSEED ?? "0" };
  for (const [k, v] of Object.entries(process.env)) {
    if (k.startsWith("PYODIDE_HYPOTHESIS_")) env[k] = v;
  }
  const pyodide = await loadPyodide({
    indexURL: pyodideDir + path.sep,
    env,
    stdout: undefined,
    stderr: undefined,
  });
  // Raw, unbuffered output: pytest's progress dots appear as they happen.
  const writer = (stream) => ({
    write: (buf) => {
      stream.write(buf);
      return buf.length;
    },
  });
  pyodide.setStdout(writer(process.stdout));
  pyodide.setStderr(writer(process.stderr));

  // Local files only: loadPackage with paths does no dependency resolution and no CDN lookup.
  await pyodide.loadPackage(wheels, { messageCallback: () => {}, errorCallback: console.error });
  if (wheel === "build") rmSync(path.dirname(ourWheel), { recursive: true, force: true });

  pyodide.FS.mkdirTree(MOUNT);
  pyodide.mountNodeFS(MOUNT, root);

  const testPaths = (process.env.PYODIDE_TEST_PATHS || "tests/engine").split(/\s+/).filter(Boolean);
  const args = [
    ...testPaths.map((p) => `${MOUNT}/${p}`),
    "-q",
    "-p", "no:cacheprovider",
    "-p", "pyodide_hypothesis",
    "--hypothesis-profile=pyodide",
    `--rootdir=${MOUNT}`,
    ...pytestExtra,
  ];
  pyodide.globals.set("pytest_args", pyodide.toPy(args));
  pyodide.globals.set("mount", MOUNT);
  pyodide.globals.set("own_plugin_dir", "/cassino-pyodide-plugin");
  pyodide.globals.set("use_py_src", !ourWheel);
  // The plugin must come from this checkout even with --root: copy it into the in-memory FS.
  pyodide.FS.mkdirTree("/cassino-pyodide-plugin");
  pyodide.FS.writeFile(
    "/cassino-pyodide-plugin/pyodide_hypothesis.py",
    readFileSync(path.join(here, "pyodide_hypothesis.py")),
  );

  const setupDone = performance.now();
  const code = await pyodide.runPythonAsync(`
import importlib.util, os, sys, platform
import pyodide
print(f"Python {sys.version.split()[0]} ({platform.python_implementation()}, {sys.platform}) "
      f"in Pyodide {pyodide.__version__}", flush=True)
os.chdir(mount)
sys.path[:0] = ([mount + "/py_src"] if use_py_src else []) + [own_plugin_dir]
sys.dont_write_bytecode = True  # no __pycache__ of 3.14 bytecode in the host tree
spec = importlib.util.find_spec("cassino")
print(f"cassino from {spec.origin if spec else 'nowhere (not importable)'}", flush=True)
import pytest
int(pytest.main(list(pytest_args)))
`);
  const end = performance.now();
  console.log(
    `[run_in_pyodide] pytest exit code ${code}; Pyodide start-up and wheels ` +
      `${((setupDone - started) / 1000).toFixed(1)} s, tests ${((end - setupDone) / 1000).toFixed(1)} s, ` +
      `total ${((end - started) / 1000).toFixed(1)} s`,
  );
  return code;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`[run_in_pyodide] ${err && err.stack ? err.stack : err}`);
    process.exit(1);
  },
);
