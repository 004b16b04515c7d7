// Module worker: loads Pyodide and our wheel (offline, from this site), imports
// cassino.bridge and forwards every request to bridge.handle(json) -> json.
// Messages in:  {id, req}            (req is a bridge request object)
// Messages out: {type: "progress", value, stage, received, total, firstVisit}
//                 (stage "download" and "runtime": see download-progress.js; then "game")
//               {type: "warmed"}                  (the warm-up worker only: see warmUp)
//               {type: "ready"}
//               {type: "response", id, res}       (res: the bridge's parsed answer)
//               {type: "response", id, error}     (a Python/JS exception, as text)
//               {type: "fatal", error}            (start-up failed)
import { loadPyodide } from "./pyodide.mjs";
import { watchDownloads } from "./download-progress.js";

const base = new URL("./", import.meta.url).href;
let handle = null;

function progress(value, stage) {
  self.postMessage({ type: "progress", value, stage });
}

async function boot() {
  const downloads = watchDownloads(base, (report) => self.postMessage({ type: "progress", ...report }));
  const pyodide = await loadPyodide({
    indexURL: base,
    // The stdlib precompiled to .pyc at build time (build.py): nothing to compile at start.
    stdLibURL: base + "python_stdlib.pyc.zip",
    lockFileURL: base + "pyodide-lock.json",
    packages: ["cassino"],
    stdout: (s) => console.log("[py]", s),
    stderr: (s) => console.warn("[py]", s),
  });
  downloads.stop();
  progress(90, "game");
  const bridge = pyodide.pyimport("cassino.bridge");
  handle = bridge.handle;
  progress(95, "game");
}

/** The short-lived worker named "cassino-warm-up" (register-sw.js) only prepares the next
 * start: it loads the runtime's script from the service worker's cache and runs its module
 * factory, with no WebAssembly (instantiateWasm never calls back), so that the browser keeps
 * the script's compiled code; then it says "warmed". */
async function warmUp() {
  try {
    const { default: createModule } = await import("./pyodide.asm.mjs");
    createModule({ instantiateWasm: () => ({}), noInitialRun: true, API: {},
                   locateFile: (path) => path }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    self.postMessage({ type: "warmed" });
  }
}

let bootError = null;
const booted = self.name === "cassino-warm-up" ? warmUp() : boot().then(
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
