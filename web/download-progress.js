// The worker's download progress: counts the bytes received of the big files Pyodide fetches
// (the runtime's WebAssembly, the stdlib zip, our wheel: build.py lists them in
// download.json with their sizes) and the runtime's script (counted when its import ends).
// Pyodide fetches them with the worker's fetch(): it is wrapped so that each of those
// responses is cloned and the clone read as it arrives, while Pyodide reads the original
// (the same Response: streaming compilation and the browser's code cache keep working).
// The files the page fetches for the worker (its head start: start-worker.js) are counted
// there and reported here (got).
//
// report({stage, value, received, total, firstVisit}) is called as bytes arrive (at most every
// 100 ms) and when the stage changes: "download" until the runtime, its script and the stdlib
// are in (or, at the latest, once Python is up: runtime()), then "runtime" (Python starting;
// our wheel may still be arriving). received and total are the bytes on the wire (gzipped
// where the server compresses) of the whole first visit, each file's part weighted by its
// share (the page's own files, in before the worker starts, count as received); value is the
// percent of the loading bar (0-80 while downloading).
const DOWNLOAD_SHARE = 80;
const SCRIPT = "pyodide.asm.mjs";
const BOOT = ["pyodide.asm.wasm", "python_stdlib.pyc.zip", SCRIPT]; // needed before Python runs

export function watchDownloads(base, report) {
  const original = self.fetch;
  const got = new Map(); // file -> bytes received so far (Infinity: all of it)
  let sizes = null;
  let last = 0;
  let stage = "download";

  const send = (force = false) => {
    if (!sizes) return;
    const now = performance.now();
    if (!force && now - last < 100) return;
    last = now;
    let received = 0;
    let total = 0;
    for (const [name, size] of Object.entries(sizes.files)) {
      received += Math.min(1, (got.get(name) || 0) / size.size) * size.transfer;
      total += size.transfer;
    }
    // The page's own files (the rest of the first visit) are in by now.
    const rest = Math.max(0, sizes.first_visit - total);
    received += rest;
    total += rest;
    if (stage === "download" && BOOT.every((name) => got.get(name) === Infinity)) {
      stage = "runtime";
      force = true;
    }
    report({ stage, value: total ? (DOWNLOAD_SHARE * received) / total : 0, received, total,
             firstVisit: sizes.first_visit });
  };

  const count = async (name, response) => {
    const reader = response.body.getReader();
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      got.set(name, bytes);
      send();
    }
    got.set(name, Infinity);
    send(true);
  };

  const fileName = (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), base);
    return url.href.startsWith(base) ? url.pathname.slice(new URL(base).pathname.length) : "";
  };

  /** ``response`` itself, a clone of it counted as ``name`` as its bytes come. */
  const watched = (name, response) => {
    if (response.ok && response.body) count(name, response.clone()).catch(() => {});
    return response;
  };

  self.fetch = (input, init) => {
    const promise = original(input, init);
    const name = fileName(input);
    if (!name.endsWith(".wasm") && !name.endsWith(".zip") && !name.endsWith(".whl")) {
      return promise;
    }
    return promise.then((response) => watched(name, response));
  };

  original(new URL("download.json", base)).then((r) => (r.ok ? r.json() : null)).then((data) => {
    sizes = data;
    send(true);
  }).catch(() => {});
  // The runtime's script comes by import(), not fetch(): counted whole once it is in (the
  // same module loadPyodide imports: one download).
  import(new URL(SCRIPT, base).href).then(() => {
    got.set(SCRIPT, Infinity);
    send(true);
  }, () => {});

  return {
    /** ``bytes`` of ``name`` received elsewhere (the page's head start, worker.js), all of
     * it when ``done``. */
    got(name, bytes, done) {
      got.set(name, done ? Infinity : bytes);
      send(done);
    },
    /** ``response`` (of the file ``name``), counted as it is read: one the worker got
     * otherwise than by fetch() (worker.js wasmFromCache). */
    watched,
    /** Python is up (loadPyodide resolved): the stage "runtime" is reported now if the counts
     * have not reported it (the page's head start may hand over its last counts after this,
     * and the page's loading screen never goes back a stage), before the worker's next stage. */
    runtime() {
      if (stage !== "download") return;
      stage = "runtime";
      if (sizes) send(true);
      else report({ stage });
    },
    /** Everything fetched (the bridge imported): stop counting; no report after this. */
    stop() {
      self.fetch = original;
      sizes = null; // no report after this
    },
  };
}
