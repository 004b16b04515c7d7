// Starts the Python worker while the page is still being parsed, before app.js or embed.js
// (deferred module scripts) run: Pyodide's start then overlaps the page's own loading.
// build.py puts it inline in the built pages (inline_start_worker: allowed by its hash in
// their Content-Security-Policy), so the worker starts as soon as the head is parsed.
// The page script takes the worker over and replays what it said meanwhile (progress,
// ready, a start-up failure) to its own handlers.
//
// The head start (worker.js, "the page's head start"): the worker's script and its imports
// arrive a few hundred milliseconds after this runs (more on a slow network, where they share
// it with the page's files), so the page itself starts what the worker's start waits for, and
// hands it over as it comes:
// - {headStart: "build", info}: build.json (undefined if it could not be read: the worker
//   fetches it itself), which says whether a snapshot kept is this build's;
// - {headStart: "snapshot", record}: the start-up snapshot's record read from IndexedDB
//   (record null: none kept; undefined: it could not be read, the worker reads it itself),
//   then, with one, {headStart: "snapshot-bytes", buffer}: its bytes (null if unreadable);
// - {headStart: "runtime", here}: whether the page fetches the runtime's files (fetchRuntime),
//   and if it does:
// - {headStart: "wasm", module}: the runtime's WebAssembly, fetched and compiled streaming
//   (from the service worker's cache, the HTTP cache or the network; the browser's code cache
//   serves it as it would the worker's own compile), or null if that failed;
// - {headStart: "file", name, buffer}: the stdlib zip's bytes (null if the fetch failed);
// - {headStart: "bytes", name, bytes, done}: the bytes received so far of each, for the
//   loading bar (download-progress.js), at most every 100 ms.
"use strict";
(() => {
  performance.mark("cassino:start script");
  const base = new URL("./", document.currentScript.src || document.baseURI); // inline: the page's
  const worker = new Worker(new URL("./worker.js", base), { type: "module", name: "cassino-page" });
  performance.mark("cassino:worker made");
  const early = [];
  worker.onmessage = (event) => early.push(event);
  worker.onerror = (event) => {
    event.preventDefault();
    early.push(event);
  };
  // The loading screen's clock until the screen's own module (progress.js) runs: on a slow
  // first visit that module shares the line with the runtime's download, and the screen would
  // stand still meanwhile. The seconds since the page began, to the nearest, in #loading-detail
  // as progress.js writes them; progress.js stops it (stopClock) and goes on from there.
  // (A page without that screen, the embed's or the lessons', stops it once parsed.)
  const clock = setInterval(() => {
    const detail = document.getElementById("loading-detail");
    const seconds = Math.round(performance.now() / 1000);
    if (detail && seconds >= 1) detail.textContent = `${seconds} s`;
    else if (!detail && document.readyState !== "loading") clearInterval(clock);
  }, 100);
  window.cassinoWorker = { worker, early, stopClock: () => clearInterval(clock) };
  const send = (message, transfer = []) => {
    // A mark of each part handed over (bench/start_profile.py reads them: "page: head start …").
    const name = message.headStart === "file" ? message.name : message.headStart;
    if (name !== "bytes") performance.mark(`cassino:head start ${name}`);
    worker.postMessage({ ...message }, transfer);
  };
  const served = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  fetchRuntime(!served); // at once, not after the snapshot's record (see there)
  fetch(new URL("build.json", base)).then((response) => (response.ok ? response.json() : null))
    .then((info) => send({ headStart: "build", info }),
          () => send({ headStart: "build", info: undefined }));

  new Promise((resolve, reject) => {
    const open = indexedDB.open("cassino-start", 1); // worker.js SNAPSHOT_DB
    open.onupgradeneeded = () => open.result.createObjectStore("snapshot");
    open.onerror = () => reject(open.error);
    open.onblocked = () => reject(new Error("blocked"));
    open.onsuccess = () => {
      const db = open.result;
      try {
        const get = db.transaction("snapshot", "readonly").objectStore("snapshot").get("python");
        get.onsuccess = () => resolve(get.result || null);
        get.onerror = () => reject(get.error);
      } catch (err) {
        reject(err);
      } finally {
        db.close(); // closes once the transaction is done
      }
    };
  }).then((record) => {
    send({ headStart: "snapshot", record });
    if (record && record.bytes instanceof Blob) {
      record.bytes.arrayBuffer().then(
        (buffer) => send({ headStart: "snapshot-bytes", buffer }, [buffer]),
        () => send({ headStart: "snapshot-bytes", buffer: null }));
    }
  }, () => {
    send({ headStart: "snapshot", record: undefined });
  });

  /** Counts the bytes of ``response`` (a clone's, or its own when ``keep``) as they come;
   * resolves to the bytes when ``keep``. */
  async function count(name, response, keep) {
    const reader = response.body.getReader();
    const chunks = [];
    let bytes = 0;
    let last = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (keep) chunks.push(value);
      const now = performance.now();
      if (now - last >= 100) {
        last = now;
        send({ headStart: "bytes", name, bytes, done: false });
      }
    }
    send({ headStart: "bytes", name, bytes, done: true });
    if (!keep) return null;
    const whole = new Uint8Array(bytes);
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    return whole.buffer;
  }

  function fetched(name) {
    return fetch(new URL(name, base)).then((response) => {
      if (!response.ok || !response.body) throw new Error(`${name}: HTTP ${response.status}`);
      return response;
    });
  }

  /** The runtime's files, fetched here (``here``: {headStart: "runtime", here}) when no
   * service worker serves this page (a first visit, or the HTTP cache only), from the page's
   * first moment. A page the service worker serves leaves them to the worker, and says so at
   * once, snapshot kept or not: the worker starts the WebAssembly's compile as soon as its
   * scripts have run, not once this page has read the snapshot's record (50-100 ms; measured
   * with bench/start_ab.py, 100 warm reloads a build: ready 20 ms sooner). Compiled here it
   * would cost more than it saves: a compile from the code cache takes the compiling thread's
   * time (its bytes are read there, then the compiled code deserialised), and this thread
   * reads the snapshot (measured: the hand-over 56 ms later, ready 23 ms later; the files
   * from the service worker's cache come quickly to a fresh start too). */
  function fetchRuntime(here) {
    send({ headStart: "runtime", here });
    if (!here) return;
    fetchWasm();
    const STDLIB = "python_stdlib.pyc.zip"; // build.py STDLIB_NAME
    fetched(STDLIB).then((response) => count(STDLIB, response, true)).then(
      (buffer) => send({ headStart: "file", name: STDLIB, buffer }, [buffer]),
      () => send({ headStart: "file", name: STDLIB, buffer: null }));
  }

  function fetchWasm() {
    const WASM = "pyodide.asm.wasm";
    if (!WebAssembly.compileStreaming) {
      send({ headStart: "wasm", module: null });
      return;
    }
    fetched(WASM).then((response) => {
      count(WASM, response.clone(), false).catch(() => {});
      return WebAssembly.compileStreaming(response);
    }).then((module) => send({ headStart: "wasm", module }),
            () => send({ headStart: "wasm", module: null }));
  }
})();
