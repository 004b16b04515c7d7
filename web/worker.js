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
let handle = null;
let saveFormat = 1;

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
  saveFormat = bridge.SAVE_FORMAT;
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
    const res = refused || await ask(req);
    self.postMessage({ type: "response", id, res });
  } catch (err) {
    self.postMessage({ type: "response", id, error: String((err && err.message) || err) });
  }
};
