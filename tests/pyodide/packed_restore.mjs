// node tests/pyodide/packed_restore.mjs DIR: DIR holds Pyodide's core files with build.py's
// quicker pyodide.asm.mjs, which calls globalThis.__restored(HEAP8) once a snapshot is
// restored (tests/test_runtime_linking.py). Makes a snapshot, packs it as web/worker.js does
// (its pages of zeros left out), starts from it packed, and prints one JSON line: whether the
// WebAssembly memory right after the restore is the snapshot's memory, byte for byte, and
// what Python answers.
import { pathToFileURL } from "node:url";

const dir = process.argv[2];
const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
const maker = await loadPyodide({ indexURL: `${dir}/`, _makeSnapshot: true });
maker.runPython("import json\nKEPT = json.dumps({'kept': 42})");
const snapshot = maker.makeMemorySnapshot();
const whole = snapshot.slice();

const PAGE = 4096; // web/worker.js packMemory
const runs = [];
const parts = [];
let start = -1;
for (let at = 0; at < whole.length; at += PAGE) {
  const zero = whole.subarray(at, Math.min(at + PAGE, whole.length)).every((b) => b === 0);
  if (!zero && start < 0) start = at;
  if (zero && start >= 0) { runs.push(start, at - start); parts.push(whole.subarray(start, at)); start = -1; }
}
if (start >= 0) { runs.push(start, whole.length - start); parts.push(whole.subarray(start)); }
const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
let from = 0;
for (const part of parts) { bytes.set(part, from); from += part.length; }

const headerEnd = new DataView(whole.buffer).getUint32(4, true);
const memory = new Uint8Array(whole.length);
memory.set(bytes.subarray(0, headerEnd));
memory.packedRuns = { runs, bytes };
let same = null;
globalThis.__restored = (heap) => {
  const expected = whole.subarray(headerEnd);
  same = heap.length >= expected.length
    && Buffer.compare(Buffer.from(heap.buffer, heap.byteOffset, expected.length),
                      Buffer.from(expected.buffer, expected.byteOffset, expected.length)) === 0;
};
const restored = await loadPyodide({ indexURL: `${dir}/`, _loadSnapshot: memory });
const answer = restored.runPython("KEPT");
console.log(JSON.stringify({ same, answer, runs: runs.length / 2, kept: bytes.length,
                             memory: whole.length }));
