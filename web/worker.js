// Module worker: loads Pyodide and our wheel (offline, from this site), imports
// cassino.bridge and forwards every request to bridge.handle(json) -> json.
// Messages in:  {id, req}            (req is a bridge request object)
// Messages out: {type: "progress", value, stage, received, total, firstVisit}
//                 (stage "download" and "runtime": see download-progress.js; then "game")
//                 ("snapshot": Python restored from the start-up snapshot, see below)
//               {type: "warmed", snapshot}        (the warm-up worker only: see warmUp)
//               {type: "ready", start, marks}     (start: "snapshot", "shipped" (the build's
//                                                  snapshot: shippedSnapshot) or "fresh"; marks: when
//                                                  each step of the start ended, see mark)
//               {type: "response", id, res}       (res: the bridge's parsed answer)
//               {type: "response", id, error}     (a Python/JS exception, as text)
//               {type: "fatal", error}            (start-up failed)
//
// The full match stays here (issue 22): the page gets the bridge's states, which hold only
// the viewer's cards and no seed; the save (every hand, the stock, the seed) is kept by this
// worker in IndexedDB, sealed (save-store.js), once the page asked for it with
// {op: "resume", legacy, resume} — see resume(). The page may not ask for "save" or
// "restore" nor add "with_save"; a request too big or too deeply nested for Python to read
// safely is refused here with a bad-request answer.
import { loadPyodide } from "./pyodide.mjs";
import * as saves from "./save-store.js";
import { watchDownloads } from "./download-progress.js";

const base = new URL("./", import.meta.url).href;
const STDLIB_NAME = "python_stdlib.pyc.zip"; // precompiled to .pyc at build time (build.py)
const STDLIB = base + STDLIB_NAME;
let handle = null;
let saveFormat = 1;
let started = "fresh"; // how this worker's Python started: "fresh", "snapshot" or "shipped"
// When each step of the start ended, in milliseconds on the wall clock (timeOrigin + now, so
// that the page can set them against its own clock): sent with "ready" (bench/start_profile.py).
const marks = { worker: performance.timeOrigin };
const mark = (name) => { marks[name] = performance.timeOrigin + performance.now(); };
mark("evaluated");
// ---- the runtime's WebAssembly, compiled from the start --------------------------------------
// loadPyodide calls WebAssembly.instantiateStreaming only once it has the runtime's script and,
// on a start from the snapshot, the snapshot's bytes. compileEarly() fetches the WebAssembly
// and compiles it at once instead (streaming, from the service worker's cache or the HTTP
// cache: the browser's code cache serves it as for instantiateStreaming), while the snapshot is
// read; loadPyodide's own fetch of it gets the same response (one download), and its
// instantiateStreaming instantiates the module compiled meanwhile. If that compile failed, it
// is the usual instantiateStreaming of a new fetch. NOT public API: that loadPyodide fetches
// pyodide.asm.wasm with fetch() and compiles it with instantiateStreaming is Pyodide's inside
// (314.0.7); a release that does otherwise leaves both wrappers unused (one extra fetch), and
// the start is as it was.
const WASM_NAME = "pyodide.asm.wasm";
const WASM = base + WASM_NAME;
let compiling = null;
/** ``module``: the promise of the WebAssembly compiled by the page (the head start, below;
 * null if that failed), or none: compile it here, from now, from ``cached`` (the promise of
 * wasmFromCache's response, or of null: fetch it). */
function compileEarly(module = null, cached = Promise.resolve(null)) {
  if (compiling || !WebAssembly.compileStreaming || !WebAssembly.instantiateStreaming) return;
  const fetchNext = self.fetch;
  const response = module ? Promise.resolve(lazyResponse(fetchNext, WASM))
    : cached.catch(() => null).then((found) => found || fetchNext(WASM));
  compiling = module || WebAssembly.compileStreaming(response).catch(() => null);
  response.then(() => mark("wasm-response")); // its bytes begin to come (start_profile.py)
  compiling.then(() => mark("wasm-compiled")); // the compile's end
  self.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    return url === WASM ? response : fetchNext(input, init);
  };
  const instantiate = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    mark("wasm-start");
    try {
      const compiled = await compiling;
      if (!compiled) return await instantiate(fetchNext(WASM), imports);
      return { module: compiled, instance: await WebAssembly.instantiate(compiled, imports) };
    } finally {
      mark("wasm-instantiated");
    }
  };
}

/** The runtime's WebAssembly read from the service worker's cache named ``cacheName`` (the
 * one it serves the page from), counted for the loading bar, or null (no such cache, or the
 * file not in it: then it is fetched). Not fetched through the service worker: its fetch
 * handler passes the 9.6 MB on from the same cache, and took twice as long
 * (bench/start_ab.py, 50 warm reloads a build: compiled 311 -> 261 ms, ready 464 -> 439
 * median). The browser's code cache serves a response from the cache all the same.
 * ``found``: the promise of that cache's answer, if asked already (wasmInOurCache). */
async function wasmFromCache(cacheName, found = null) {
  if (typeof cacheName !== "string" || !self.caches) return null;
  const response = await (found || caches.match(WASM, { cacheName }));
  if (!response || !response.ok) return null;
  return downloads ? downloads.watched(WASM_NAME, response) : response;
}

// The name of this build's cache in the service worker (sw.js CACHE), written here by build.py
// (write_service_worker): this script, when the service worker serves it, comes from that very
// cache. The placeholder where it is not written (web/ as it is): build.json's "cache" then.
const OUR_CACHE = "__CACHE_NAME__";
const OUR_CACHE_KNOWN = OUR_CACHE.startsWith("cassino-"); // sw.template.js PREFIX
/** The WebAssembly asked of our cache as this script starts, before the page has said whether
 * the service worker serves it (then it is used: boot) — on a reload the cache's answer took
 * 60 ms, and asking it after build.json had come, up to 200 ms more. Null if not known. */
const wasmInOurCache = OUR_CACHE_KNOWN && self.caches
  ? caches.match(WASM, { cacheName: OUR_CACHE }).catch(() => null) : null;

/** A response for ``url`` that fetches it only if its body is read (with the page's compiled
 * WebAssembly, loadPyodide's own fetch of it is never read: see compileEarly). */
function lazyResponse(fetchNext, url) {
  let reader = null;
  const body = new ReadableStream({
    async pull(controller) {
      if (!reader) reader = (await fetchNext(url)).body.getReader();
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  }, { highWaterMark: 0 });
  return new Response(body, { headers: { "Content-Type": "application/wasm" } });
}

// ---- the page's head start --------------------------------------------------------------------
// The worker that start-worker.js starts (named PAGE_START) gets from the page what its start
// waits for, read or fetched from the page's first moment, while this script and its imports
// still arrive: build.json, the start-up snapshot (record and bytes), and for a page no
// service worker serves, the runtime's WebAssembly compiled and the stdlib zip's bytes, with
// the bytes counted of each for the loading bar (start-worker.js says how).
// Any part the page could not get is got here as without it.
const PAGE_START = "cassino-page";
const headStart = self.name === PAGE_START ? receiveHeadStart() : null;
let downloads = null; // the loading bar's count (watchDownloads), once boot() started it

function receiveHeadStart() {
  const parts = new Map();
  const part = (name) => {
    if (!parts.has(name)) {
      let resolve;
      parts.set(name, { promise: new Promise((r) => { resolve = r; }), resolve: (v) => resolve(v) });
    }
    return parts.get(name);
  };
  self.addEventListener("message", (event) => {
    const message = event.data;
    if (!message || typeof message.headStart !== "string") return;
    if (message.headStart === "snapshot") part("snapshot").resolve(message.record);
    else if (message.headStart === "snapshot-bytes") part("snapshot-bytes").resolve(message.buffer);
    else if (message.headStart === "build") part("build").resolve(message.info);
    else if (message.headStart === "runtime") part("runtime").resolve(Boolean(message.here));
    else if (message.headStart === "wasm") part("wasm").resolve(message.module || null);
    else if (message.headStart === "file") part(message.name).resolve(message.buffer || null);
    else if (message.headStart === "bytes" && downloads) {
      downloads.got(message.name, message.bytes, message.done);
    }
  });
  return { get: (name) => part(name).promise };
}

/** The page's head start put to use: the compiled WebAssembly for loadPyodide, and the
 * stdlib's bytes for its fetch of them (any number of times: a start from the snapshot that
 * fails starts afresh). */
function useHeadStart() {
  compileEarly(headStart.get("wasm"));
  const fetchNext = self.fetch;
  const stdlib = headStart.get(STDLIB_NAME);
  self.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url !== STDLIB) return fetchNext(input, init);
    return stdlib.then((buffer) => (buffer ? new Response(buffer, {
      headers: { "Content-Type": "application/zip" } }) : fetchNext(input, init)));
  };
}

function progress(value, stage) {
  self.postMessage({ type: "progress", value, stage });
}

// ---- the start-up snapshot -------------------------------------------------------------------
// A memory snapshot of Python right after `import cassino.bridge` (Pyodide's linear memory:
// the interpreter, the stdlib modules and our package imported, no game). A start from it skips
// Python's initialisation and the imports: it restores the bytes instead.
//
// NOT public API: loadPyodide's `_makeSnapshot` and `_loadSnapshot` options are marked
// @ignore, and `pyodide.makeMemorySnapshot()` @private, in pyodide.d.ts (Pyodide 314.0.7);
// Pyodide may change or drop them in any release. Public: loadPyodide's indexURL, stdLibURL,
// lockFileURL and packages, pyodide.FS, runPython, pyimport. Why it is safe here:
// - A snapshot is only used by the build that made it: it is stored with the build's content
//   hash and the Pyodide version (build.json, written by build.py; the hash covers the
//   runtime, the stdlib, our wheel and this script), and one of another build is deleted.
// - Its length is checked, and after restoring it the bridge must answer a request; any
//   failure (missing, another build, corrupt, storage refused or full) deletes it and Python
//   starts the normal way in the same worker: at worst the start is as slow as without it.
// - The file system is not in the snapshot (only memory): the stdlib zip is mounted again by
//   loadPyodide. Every module of our package is imported before the snapshot is made (lazy
//   ones such as cassino.lessons too: IMPORT_ALL), so the start from it reads none of the
//   wheel's files; they are extracted again once the first deal is drawn (putFilesBack).
// - Hidden information (issue 22): the snapshot is made by the warm-up worker, which handles
//   no request: it boots, imports the bridge, checks that no match exists, and snapshots.
//   No game, seed, save or secret can be in it (the bridge draws seeds and the computers'
//   secret from os.urandom per match, and the global `random` is reseeded after a restore, so
//   two visits never share a random state).
// Made once per build by the warm-up worker that register-sw.js starts: after the service
// worker took the page, or, with no service worker (none allowed, e.g. an embed frame whose
// storage is partitioned), once the page is ready (IndexedDB needs no service worker; the
// files then come from the HTTP cache). With IndexedDB refused there is none and the start is
// the normal one.
const SNAPSHOT_DB = "cassino-start";
const SNAPSHOT_STORE = "snapshot";
const SNAPSHOT_KEY = "python";

function snapshotDb() {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === "undefined") { reject(new Error("no IndexedDB")); return; }
    const request = indexedDB.open(SNAPSHOT_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(SNAPSHOT_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error("snapshot store blocked"));
  });
}

async function snapshotDo(mode, work) {
  const db = await snapshotDb();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(SNAPSHOT_STORE, mode);
      const request = work(tx.objectStore(SNAPSHOT_STORE));
      tx.oncomplete = () => resolve(request && request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error || new Error("aborted"));
    });
  } finally {
    db.close();
  }
}

const snapshots = {
  /** The stored record {build, pyodide, length, bytes: Blob}, or null. */
  get: () => snapshotDo("readonly", (store) => store.get(SNAPSHOT_KEY)).then((r) => r || null),
  put: (record) => snapshotDo("readwrite", (store) => store.put(record, SNAPSHOT_KEY)),
  forget: () => snapshotDo("readwrite", (store) => store.delete(SNAPSHOT_KEY)).catch(() => {}),
};

/** build.json (build.py): {build, pyodide, wheel, cache}: the content hash of the files this
 * worker loads, Pyodide's version, our wheel's file name and the service worker's cache of
 * them; null if there is none. */
async function buildInfo() {
  let info = headStart ? await headStart.get("build") : undefined; // the page's, if it could
  if (info === undefined) {
    const response = await fetch(new URL("build.json", base));
    info = response.ok ? await response.json() : null;
  }
  return info && info.build && info.pyodide && info.wheel ? info : null;
}

const sameBuild = (record, info) => record && info && record.build === info.build
  && record.pyodide === info.pyodide;

/** A file of ours, as bytes, fetched once: the wheel as soon as build.json names it (a fresh
 * start imports the package from it, one from the snapshot puts its files back), the rules
 * texts and lessons (build.json "texts", build.py TEXTS_NAME) when first needed. */
const archives = new Map();
function archive(name) {
  if (!archives.has(name)) {
    const bytes = fetch(new URL(name, base)).then(async (response) => {
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    });
    archives.set(name, bytes);
    bytes.catch(() => archives.delete(name)); // fetched again when next asked for
  }
  return archives.get(name);
}

// The stdlib comes in two zips (build.py, tools/split_stdlib.mjs): loadPyodide's stdLibURL
// (STDLIB) holds what Python's own start imports; the rest (what our package, and the lock
// file's package loader, import) is fetched while Python starts and put on sys.path as soon as
// loadPyodide resolves, before any import of ours (mountMore): on a first visit its bytes are
// not on the way to Python's start. A start-up snapshot's memory holds sys.path with it (and
// the zip's directory, read by zipimport): after a start from one, the same file is written
// back at the same path before Python runs anything (the snapshot is this build's).
const STDLIB_MORE_NAME = "python_stdlib_more.pyc.zip"; // build.py STDLIB_MORE_NAME
const STDLIB_MORE_PATH = "/lib/python_stdlib_more.zip";

/** The rest of the stdlib in the file system and, unless ``restored`` (a snapshot's sys.path
 * has it), on sys.path. */
async function mountMore(pyodide, restored = false) {
  pyodide.FS.writeFile(STDLIB_MORE_PATH, await archive(STDLIB_MORE_NAME));
  if (!restored) {
    pyodide.runPython(`import sys
if ${JSON.stringify(STDLIB_MORE_PATH)} not in sys.path:
    sys.path.append(${JSON.stringify(STDLIB_MORE_PATH)})`);
  }
  mark("stdlib-more");
}

/** The files of the zip ``name`` (our wheel, or the texts) in site-packages. */
async function extract(pyodide, name) {
  const bytes = await archive(name);
  pyodide.FS.mkdirTree("/tmp/cassino");
  const path = `/tmp/cassino/${name}`;
  pyodide.FS.writeFile(path, bytes);
  pyodide.runPython(`import importlib, site, zipfile
with zipfile.ZipFile(${JSON.stringify(path)}) as whl:
    whl.extractall(site.getsitepackages()[0])
importlib.invalidate_caches()`);
  pyodide.FS.unlink(path);
}

/** Our wheel's files in site-packages (the snapshot's memory holds the imported modules,
 * not the files; a fresh start imports the package from them). */
const extractWheel = (pyodide, info) => extract(pyodide, info.wheel);

// The rules texts and the lessons come apart from the wheel (build.py TEXTS_NAME): extracted
// before the first request of bridge.TEXT_OPS (the only ones that import them), or with the
// wheel's files after a start from the snapshot (which holds them imported).
let python = null; // {pyodide, info} once Python is up
let textOps = new Set();
let texts = null;
function haveTexts() {
  if (!texts) {
    texts = python && python.info && python.info.texts
      ? extract(python.pyodide, python.info.texts) : Promise.resolve();
    texts.catch(() => { texts = null; }); // tried again by the next such request
  }
  return texts;
}

/** The stored snapshot's record, or null: as the page read it (the head start), or read here
 * without one or if the page could not. */
let recordFromPage = false; // the page read it, and reads its bytes too (start-worker.js)
async function storedRecord() {
  const fromPage = headStart ? await headStart.get("snapshot") : undefined;
  recordFromPage = Boolean(fromPage);
  return fromPage !== undefined ? fromPage : snapshots.get();
}

// The snapshot is kept without its pages of zeros (about half of Python's memory after the
// start): the record holds ``memory`` (the snapshot's length), ``runs`` ([offset, length, …]:
// where each stretch of the kept bytes goes, in order) and ``bytes`` (the stretches one after
// another; ``length``: their size). Reading it from IndexedDB, on the way to a start from it,
// then takes half the time (31 MB of memory: 14 MB kept, for Pyodide 314.0.7 and our package).
const PAGE = 4096;

/** ``memory`` (the snapshot's bytes) packed: {runs: {memory, list}, packed: Blob}. */
function packMemory(snapshot) {
  const memory = snapshot.byteOffset % 4 ? snapshot.slice() : snapshot;
  const words = new Uint32Array(memory.buffer, memory.byteOffset, memory.byteLength >>> 2);
  const list = [];
  const parts = [];
  const perPage = PAGE >>> 2;
  let start = -1;
  const close = (end) => {
    list.push(start, end - start);
    parts.push(memory.subarray(start, end));
    start = -1;
  };
  for (let page = 0; page * PAGE < memory.byteLength; page += 1) {
    let zero = true;
    const from = page * perPage;
    const to = Math.min(from + perPage, words.length);
    for (let i = from; i < to; i += 1) if (words[i] !== 0) { zero = false; break; }
    if (to * 4 < Math.min((page + 1) * PAGE, memory.byteLength)) zero = false; // a ragged end
    if (!zero && start < 0) start = page * PAGE;
    if (zero && start >= 0) close(page * PAGE);
  }
  if (start >= 0) close(memory.byteLength);
  return { runs: { memory: memory.byteLength, list }, packed: new Blob(parts) };
}

/** Whether the record's runs (packMemory) fit its memory and add up to its bytes' length; a
 * record of the whole memory (no runs) fits. */
function packedRunsFit(record) {
  if (record.runs === undefined) return true;
  const { runs, memory } = record;
  if (!Array.isArray(runs) || runs.length % 2 || !Number.isInteger(memory)) return false;
  let total = 0;
  let end = 0;
  for (let i = 0; i < runs.length; i += 2) {
    const [at, size] = [runs[i], runs[i + 1]];
    if (!Number.isInteger(at) || !Number.isInteger(size) || at < end || size <= 0) return false;
    end = at + size;
    total += size;
  }
  return end <= memory && total === record.length;
}

/** The snapshot's memory from the record's bytes (``buffer``), as loadPyodide takes it.
 * ``inPlace`` (build.json "restore": "packed": this build's runtime has build.py's
 * RUNTIME_RESTORE, not Pyodide's API): only the header is copied to the memory's array (zeros
 * cost nothing), which carries the runs as they are (``packedRuns``); the runtime copies each
 * to its place in the WebAssembly memory and zeroes the rest, with no whole copy in between. */
function unpackMemory(record, buffer, inPlace = false) {
  const packed = new Uint8Array(buffer);
  if (record.runs === undefined) return packed;
  const memory = new Uint8Array(record.memory);
  const headerEnd = packed.byteLength >= 8 ? new DataView(buffer).getUint32(4, true) : 0;
  if (inPlace && record.runs[0] === 0 && headerEnd > 0 && headerEnd <= record.runs[1]) {
    memory.set(packed.subarray(0, headerEnd));
    memory.packedRuns = { runs: record.runs, bytes: packed };
    return memory;
  }
  let from = 0;
  for (let i = 0; i < record.runs.length; i += 2) {
    const size = record.runs[i + 1];
    memory.set(packed.subarray(from, from + size), record.runs[i]);
    from += size;
  }
  return memory;
}

/** The snapshot of this build to start from: {bytes: a promise of them, info}, or null (a
 * stale or unreadable one is deleted). Quick when there is none: this runs before loadPyodide
 * is called. The bytes are read while loadPyodide fetches and compiles the WebAssembly. */
async function snapshotToLoad(asked) {
  const record = await storedRecord().catch((err) => {
    console.warn("cassino: the start-up snapshot cannot be read:", String(err));
    return null;
  });
  mark("snapshot-read");
  if (!record) return null;
  const info = await asked;
  const setAside = async (why) => {
    console.warn("cassino: the start-up snapshot is set aside:", why);
    await snapshots.forget();
    return null;
  };
  if (!sameBuild(record, info)) return setAside("it is another build's");
  if (!(record.bytes instanceof Blob) || record.bytes.size !== record.length
      || !packedRunsFit(record)) {
    return setAside("it is not whole");
  }
  const read = recordFromPage ? headStart.get("snapshot-bytes") : Promise.resolve(null);
  const bytes = read.then((buffer) => (buffer && buffer.byteLength === record.length
    ? buffer : record.bytes.arrayBuffer())).then((buffer) => {
    mark("snapshot-bytes");
    return unpackMemory(record, buffer, info.restore === "packed");
  });
  bytes.catch(() => {}); // a failure is loadPyodide's (bootFromSnapshot falls back)
  return { bytes, info };
}

// ---- the build's snapshot, for a first visit on a fast line ------------------------------------
// build.py ships a start-up snapshot made on Node at build time (tools/make_snapshot.mjs: the
// same as the warm-up worker's, no match in it; build.json "snapshot": {file, fast, memory, runs,
// length}, the file gzipped, about 5 MB). A first visit (no snapshot kept, the page fetching the
// runtime's files) restores Python from it instead of starting Python and importing the rules,
// but only if the line is fast: the runtime's script (260 KB gzipped), which loadPyodide waits
// for first, came at FAST_BYTES_PER_MS or more (from its first byte to its last, by Resource
// Timing: about 40 Mbit/s), so that the snapshot's bytes cost less time than the start they
// save. On a slower line, one that says Save-Data, or a script from a cache (no measure),
// nothing more is fetched and the start is the normal one. Its failure (fetch, size, restore,
// the bridge not answering) means the normal start in the same worker; nothing is kept from
// it (the warm-up worker still makes this browser's own snapshot). NOT public API, as above
// (_loadSnapshot), and that a Node-made snapshot restores in a browser is not promised by
// Pyodide.
// The bar (bytes per millisecond) is the build's: build.json "snapshot" "fast" (build.py
// FAST_BYTES_PER_MS, where its measure is).
const RUNTIME_SCRIPT = base + "pyodide.asm.mjs";

/** The shipped snapshot to start from ({bytes: a promise of them, info}), or null. */
async function shippedSnapshot(asked) {
  if (typeof DecompressionStream === "undefined") return null;
  if (self.navigator && navigator.connection && navigator.connection.saveData) return null;
  await import(RUNTIME_SCRIPT); // loadPyodide imports it first: waiting for it costs nothing
  const info = await asked; // asked with it
  const record = info && info.snapshot;
  if (!record || !packedRunsFit(record)) return null;
  const entry = performance.getEntriesByName(RUNTIME_SCRIPT).pop();
  if (!entry || !entry.transferSize || entry.encodedBodySize < 100_000) return null;
  const took = Math.max(1, entry.responseEnd - entry.responseStart);
  if (!(entry.encodedBodySize / took >= record.fast)) return null;
  mark("shipped-chosen");
  const bytes = fetch(new URL(record.file, base)).then(async (response) => {
    if (!response.ok || !response.body) throw new Error(`${record.file}: HTTP ${response.status}`);
    // Gzipped by build.py; a server that sends it with Content-Encoding: gzip has the browser
    // unzip it already.
    const decoded = /gzip/i.test(response.headers.get("Content-Encoding") || "");
    const body = decoded ? response.body : response.body.pipeThrough(new DecompressionStream("gzip"));
    const buffer = await new Response(body).arrayBuffer();
    mark("snapshot-bytes");
    if (buffer.byteLength !== record.length) throw new Error("the shipped snapshot is not whole");
    return unpackMemory(record, buffer, info.restore === "packed");
  });
  bytes.catch(() => {}); // a failure is loadPyodide's (boot falls back)
  return { bytes, info };
}

/** ``promise``, marked ``name`` when first awaited (then called): when loadPyodide waits for
 * it, for bench/start_profile.py. */
function awaited(promise, name) {
  return { then(resolve, reject) { if (!(name in marks)) mark(name); return promise.then(resolve, reject); } };
}

/** The package's modules imported by the snapshot's maker (makeSnapshot): with every one in
 * memory, a start from the snapshot needs none of the wheel's files before it answers. */
const IMPORT_ALL = `import importlib, pkgutil, cassino, cassino.bridge
for _found in pkgutil.walk_packages(cassino.__path__, "cassino."):
    if not _found.name.endswith(".__main__"):  # running it is the command line
        importlib.import_module(_found.name)
del _found`;

/** Python from the stored snapshot, ready to answer; throws if anything is amiss. The wheel's
 * files come back afterwards (putFilesBack): every module is in the snapshot's memory. */
async function bootFromSnapshot(snapshot) {
  mark("load-start");
  const pyodide = await loadPyodide({
    indexURL: base,
    stdLibURL: STDLIB,
    _loadSnapshot: awaited(snapshot.bytes, "snapshot-awaited"), // private (see above)
    stdout: (s) => console.log("[py]", s),
    stderr: (s) => console.warn("[py]", s),
  });
  mark("pyodide-loaded");
  await mountMore(pyodide, true);
  progress(90, "snapshot");
  pyodide.runPython("import random; random.seed()");
  const bridge = pyodide.pyimport("cassino.bridge");
  const answer = JSON.parse(bridge.handle(JSON.stringify({ op: "state" })));
  mark("first-answer");
  if (!answer || typeof answer !== "object" || !("ok" in answer)) {
    throw new Error("the bridge did not answer");
  }
  python = { pyodide, info: snapshot.info };
  restored = python;
  return bridge;
}

/** After a start from the snapshot: the wheel's files, for anything that reads them (no
 * request does: every module is imported). Done FILES_AFTER_MS after "ready", once the page's
 * first requests are answered, so that it is not on the way to the first deal. */
let restored = null;
const FILES_AFTER_MS = 1500;
function putFilesBack() {
  if (!restored) return;
  const { pyodide, info } = restored;
  restored = null;
  extractWheel(pyodide, info).then(haveTexts).catch((err) => {
    console.warn("cassino: the wheel's files could not be put back:", String(err));
  });
}

/** A fresh start: the wheel extracted by zipfile (not loadPyodide's package loader, which
 * imports its own machinery first), or, with no build.json, through the lock file.
 * ``asked``: the promise of build.json (buildInfo), awaited only once Python is up, so that
 * the runtime and the stdlib are not fetched after it (on a first visit its answer can come
 * late, queued behind the page's files and the WebAssembly). */
async function bootFresh(asked) {
  mark("load-start");
  const pyodide = await loadPyodide({
    indexURL: base,
    stdLibURL: STDLIB,
    lockFileURL: base + "pyodide-lock.json",
    stdout: (s) => console.log("[py]", s),
    stderr: (s) => console.warn("[py]", s),
  });
  mark("pyodide-loaded");
  downloads.runtime(); // before "game", whatever the counts said (download-progress.js)
  progress(90, "game");
  await mountMore(pyodide);
  const info = await asked;
  if (info) {
    await extractWheel(pyodide, info);
    mark("wheel-extracted");
  } else {
    await pyodide.loadPackage("cassino");
  }
  python = { pyodide, info };
  const bridge = pyodide.pyimport("cassino.bridge");
  mark("bridge-imported");
  return bridge;
}

async function boot() {
  downloads = watchDownloads(base, (report) => self.postMessage({ type: "progress", ...report }));
  // Whether the page fetches the runtime's files (start-worker.js fetchRuntime).
  const pageFetches = headStart && await headStart.get("runtime");
  const asked = buildInfo().catch(() => null);
  if (pageFetches) useHeadStart();
  else if (wasmInOurCache) compileEarly(null, wasmFromCache(OUR_CACHE, wasmInOurCache));
  else compileEarly(null, asked.then((info) => wasmFromCache(info && info.cache)));
  // Our wheel and the rest of the stdlib once the runtime's files are in (with the page's
  // head start), not beside them: on a slow first visit their bytes would share the bandwidth
  // with the files Python's own start waits for, and they are needed only once Python is up.
  const runtimeIn = pageFetches
    ? Promise.all([headStart.get("wasm"), headStart.get(STDLIB_NAME)]) : Promise.resolve();
  runtimeIn.then(() => archive(STDLIB_MORE_NAME).catch(() => {}));
  Promise.all([asked, runtimeIn]).then(([info]) => info && archive(info.wheel).catch(() => {}));
  let snapshot = await snapshotToLoad(asked).catch(() => null);
  const shipped = !snapshot && pageFetches;
  if (shipped) snapshot = await shippedSnapshot(asked).catch(() => null);
  let bridge = null;
  if (snapshot) {
    try {
      bridge = await bootFromSnapshot(snapshot);
      started = shipped ? "shipped" : "snapshot";
    } catch (err) {
      console.warn(`cassino: the ${shipped ? "shipped" : "start-up"} snapshot failed; starting `
                   + "Python afresh:", String((err && err.message) || err));
      if (!shipped) await snapshots.forget();
    }
  }
  if (!bridge) bridge = await bootFresh(asked);
  downloads.stop();
  handle = bridge.handle;
  saveFormat = bridge.SAVE_FORMAT;
  textOps = new Set(bridge.TEXT_OPS || []);
  progress(95, "game");
  mark("booted");
  for (const entry of performance.getEntriesByType("resource")) {
    const name = entry.name.slice(base.length);
    if (/\.(wasm|zip|whl|mjs)$/.test(name)) {
      marks[`fetch ${name}`] = performance.timeOrigin + entry.startTime;
      marks[`fetched ${name}`] = performance.timeOrigin + entry.responseEnd;
    }
  }
}

/** The warm-up worker's snapshot of this build (see above): made and stored unless one is
 * kept already. Answers "kept", "made" or "none" (no build.json). */
async function makeSnapshot() {
  const info = await buildInfo();
  if (!info) return "none";
  const record = await snapshots.get();
  if (sameBuild(record, info) && record.bytes instanceof Blob
      && record.bytes.size === record.length && record.runs !== undefined
      && packedRunsFit(record)) {
    return "kept";
  }
  compileEarly(null, wasmFromCache(info.cache));
  const pyodide = await loadPyodide({
    indexURL: base,
    stdLibURL: STDLIB,
    _makeSnapshot: true, // private (see above)
  });
  await mountMore(pyodide);
  // Not through the lock file (packages: loadPyodide's package loader keeps JS objects that a
  // snapshot cannot hold), and no PyProxy kept: runPython, not pyimport.
  await extractWheel(pyodide, info);
  if (info.texts) await extract(pyodide, info.texts);
  pyodide.runPython(`${IMPORT_ALL}
if cassino.bridge._session is not None:
    raise RuntimeError("a match exists before the snapshot")`);
  const { runs, packed } = packMemory(pyodide.makeMemorySnapshot()); // private (see above)
  await snapshots.put({ build: info.build, pyodide: info.pyodide, length: packed.size,
                        memory: runs.memory, runs: runs.list, bytes: packed });
  return "made";
}

/** The short-lived worker named "cassino-warm-up" (register-sw.js) only prepares the next
 * start: it makes the start-up snapshot of this build if none is kept (above), which also
 * runs the runtime's script and compiles its WebAssembly (from the service worker's cache, or
 * the HTTP cache when there is none), so that the browser keeps their compiled code. If no
 * snapshot can be made, it still loads the runtime's script and runs its module factory, with
 * no WebAssembly (instantiateWasm never calls back), for the script's compiled code. Then it
 * says "warmed", with the snapshot's fate. */
async function warmUp() {
  let snapshot = "none";
  try {
    snapshot = await makeSnapshot();
  } catch (err) {
    snapshot = "failed";
    console.warn("cassino: no start-up snapshot:", String((err && err.message) || err));
    await snapshots.forget();
  }
  try {
    if (snapshot === "none" || snapshot === "failed") {
      const { default: createModule } = await import("./pyodide.asm.mjs");
      createModule({ instantiateWasm: () => ({}), noInitialRun: true, API: {},
                     locateFile: (path) => path }).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    self.postMessage({ type: "warmed", snapshot });
  }
}

let bootError = null;
const booted = self.name === "cassino-warm-up" ? warmUp() : boot().then(
  () => {
    self.postMessage({ type: "ready", start: started, marks });
    if (restored) setTimeout(putFilesBack, FILES_AFTER_MS);
  },
  (err) => {
    bootError = String((err && err.message) || err);
    self.postMessage({ type: "fatal", error: bootError });
  },
);

// ---- the page's requests -----------------------------------------------------------------
const MAX_REQUEST = 100_000; // characters of a request's JSON
const MAX_DEPTH = 32; // nesting of a request, and of brackets within any of its strings
const MAX_SAVE = 4_000_000; // characters of a save's JSON
const MAX_SAVE_DEPTH = 64;
const PAGE_REFUSED = new Set(["save", "restore"]);
/** Requests whose answer is a new position of the match: its save is kept after them. */
const KEEPS = new Set(["new", "play", "ai", "next_round", "undo", "restore"]);
let keeping = false; // the page asked to keep the match ("resume"); an embed frame does not

function refusal(en, pt, code = "bad-request") {
  return { ok: false, error: { code, message: { en, pt } } };
}

/** How deeply ``value`` nests (arrays, objects, and brackets within strings), up to limit+1. */
function depthOf(value, limit) {
  let deepest = 0;
  const stack = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop();
    if (typeof item === "string") {
      let level = 0;
      for (const ch of item) {
        if (ch === "[" || ch === "(" || ch === "{") level += 1;
        else if (ch === "]" || ch === ")" || ch === "}") level = Math.max(0, level - 1);
        deepest = Math.max(deepest, depth + level - 1);
        if (deepest > limit) return deepest;
      }
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const kid of Object.values(item)) stack.push([kid, depth + 1]);
  }
  return deepest;
}

/** Why a page request is not handed to Python, or null. */
function refuse(req) {
  if (req === null || typeof req !== "object" || Array.isArray(req)) {
    return refusal("a request is an object", "um pedido é um objeto");
  }
  if (PAGE_REFUSED.has(req.op)) {
    return refusal(`"${req.op}" is kept by the worker`, `"${req.op}" fica com o worker`);
  }
  let text;
  try {
    text = JSON.stringify(req);
  } catch {
    return refusal("the request is not JSON", "o pedido não é JSON");
  }
  if (text.length > MAX_REQUEST) return refusal("the request is too big", "o pedido é grande demais");
  if (depthOf(req, MAX_DEPTH) > MAX_DEPTH) {
    return refusal("the request is nested too deeply", "o pedido tem aninhamento demais");
  }
  return null;
}

/** The bridge's answer to ``req``; with ``keep``, the match's save is stored before it is
 * answered (so a reload right after the answer resumes it), and never sent on. */
async function ask(req, keep = keeping && KEEPS.has(req.op)) {
  const res = JSON.parse(handle(JSON.stringify({ ...req, with_save: keep })));
  if (res && typeof res === "object" && "save" in res) {
    const save = res.save;
    delete res.save;
    if (keep && res.ok) await saves.store(JSON.stringify(save)).catch(() => false);
  }
  return res;
}

// ---- resuming the kept match ----------------------------------------------------------------
const TEXTS = {
  large: ["it is too big", "é grande demais"],
  json: ["not JSON", "não é JSON"],
  deep: ["it is nested too deeply", "tem aninhamento demais"],
  unfinished: ["reading it did not finish last time", "a leitura não terminou da última vez"],
  sealed: ["it cannot be unsealed", "não pode ser aberto"],
};
function badSave(key) {
  const [en, pt] = TEXTS[key];
  return refusal(`the saved game cannot be read (${en}); starting afresh`,
                 `o jogo salvo não pode ser lido (${pt}); começando de novo`, "bad-save");
}

/** {op: "resume", legacy, resume}: from now on the match is kept (after every new position).
 * The save to resume is ``legacy`` (the text an older version of the site left in
 * localStorage: it wins, being the last one written) or the one kept here. Unless ``resume``
 * is false (a link starts another deal), it is checked (size, JSON, nesting), then read by
 * the bridge (at most RESTORE_SECONDS there). A save that cannot be resumed — unreadable, of
 * another format, or a link's deal replacing it — is set aside with its reason, never
 * overwritten. Answers the state (``resumed: true``), or ``{ok: false, error, set_aside}``,
 * or ``{ok: false, error: {code: "no-save"}}``; ``legacy_taken``: the legacy text is kept
 * here now (the page removes it from localStorage). */
async function resume(req) {
  keeping = true;
  const legacy = typeof req.legacy === "string" ? req.legacy : null;
  const [kept, unfinished, db] = await Promise.all([
    saves.load().catch(() => null), saves.wasResuming().catch(() => false), saves.database()]);
  if (unfinished) await saves.resuming(false);
  const taken = { legacy_taken: legacy !== null && db !== null };
  let candidate = kept;
  if (legacy !== null) {
    if (kept) {
      await saves.setAside({ record: kept.record, reason: "replaced by the save an older version "
        + "of the site left in localStorage" });
    }
    candidate = { text: legacy };
  }
  if (!candidate) return { ...refusal("no saved game", "nenhum jogo salvo", "no-save"), ...taken };
  const aside = async (answer, extra = {}) => {
    await saves.setAside({ ...candidate, reason: answer.error.message.en, code: answer.error.code,
                           ...extra });
    if (kept) await saves.forget();
    return { ...answer, set_aside: db !== null, ...taken };
  };
  if (req.resume === false) {
    return aside(refusal("a link started another deal", "um link começou outra partida",
                         "replaced"));
  }
  if (candidate.error) return aside(badSave("sealed"));
  if (unfinished) return aside(badSave("unfinished"));
  const text = candidate.text;
  if (text.length > MAX_SAVE) return aside(badSave("large"));
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return aside(badSave("json"));
  }
  if (depthOf(data, MAX_SAVE_DEPTH) > MAX_SAVE_DEPTH) return aside(badSave("deep"));
  await booted;
  if (bootError !== null) throw new Error("Python did not start: " + bootError);
  const format = data && typeof data === "object" ? data.format : undefined;
  await saves.resuming(true);
  let answer;
  try {
    answer = await ask({ op: "restore", save: data }, true);
  } finally {
    await saves.resuming(false);
  }
  if (answer.ok) return { ...answer, resumed: true, ...taken };
  // A newer format is kept as it is, for the version that wrote it.
  return aside(answer, { format: typeof format === "number" ? format : null,
                         newer: typeof format === "number" && format > saveFormat });
}

self.onmessage = async (event) => {
  if (event.data && event.data.headStart) return; // receiveHeadStart's
  const { id, req } = event.data || {};
  try {
    if (req && req.op === "resume") {
      self.postMessage({ type: "response", id, res: await resume(req) });
      return;
    }
    await booted;
    if (bootError !== null) {
      self.postMessage({ type: "response", id, error: "Python did not start: " + bootError });
      return;
    }
    const refused = refuse(req);
    if (!refused && textOps.has(req.op)) await haveTexts();
    const res = refused || await ask(req);
    self.postMessage({ type: "response", id, res });
  } catch (err) {
    self.postMessage({ type: "response", id, error: String((err && err.message) || err) });
  }
};
