// Module worker: loads Pyodide and our wheel (offline, from this site), imports
// cassino.bridge and forwards every request to bridge.handle(json) -> json.
// Messages in:  {id, req}            (req is a bridge request object)
// Messages out: {type: "progress", value, stage}
//               {type: "ready"}
//               {type: "response", id, res}       (res: the bridge's parsed answer)
//               {type: "response", id, error}     (a Python/JS exception, as text)
//               {type: "fatal", error}            (start-up failed)
import { loadPyodide } from "./pyodide.mjs";

const base = new URL("./", import.meta.url).href;
let handle = null;

function progress(value, stage) {
  self.postMessage({ type: "progress", value, stage });
}

async function boot() {
  progress(10, "runtime");
  const pyodide = await loadPyodide({
    indexURL: base,
    // The stdlib precompiled to .pyc at build time (build.py): nothing to compile at start.
    stdLibURL: base + "python_stdlib.pyc.zip",
    lockFileURL: base + "pyodide-lock.json",
    packages: ["cassino"],
    stdout: (s) => console.log("[py]", s),
    stderr: (s) => console.warn("[py]", s),
  });
  progress(85, "game");
  const bridge = pyodide.pyimport("cassino.bridge");
  handle = bridge.handle;
  progress(95, "game");
}

let bootError = null;
const booted = boot().then(
  () => self.postMessage({ type: "ready" }),
  (err) => {
    bootError = String((err && err.message) || err);
    self.postMessage({ type: "fatal", error: bootError });
  },
);

self.onmessage = async (event) => {
  const { id, req } = event.data;
  await booted;
  if (bootError !== null) {
    self.postMessage({ type: "response", id, error: "Python did not start: " + bootError });
    return;
  }
  try {
    const out = handle(JSON.stringify(req));
    self.postMessage({ type: "response", id, res: JSON.parse(out) });
  } catch (err) {
    self.postMessage({ type: "response", id, error: String((err && err.message) || err) });
  }
};
