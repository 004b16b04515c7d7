// Where the worker keeps the match (issue 22): IndexedDB, out of the page's reach in
// practice — every record is sealed with AES-GCM under a key the browser keeps and never
// exports (a non-extractable CryptoKey, stored in the same database), so nothing the page
// can read in storage holds a card or a seed. Without Web Crypto (a page served over plain
// http from another host) the text is kept as it is; without IndexedDB nothing is kept.
//
// Keys of the store "kv": "key" (the CryptoKey), "save" (the match: a sealed record),
// "aside" (saves that could not be resumed, newest first, each with its reason: never
// deleted but beyond the newest ASIDE_MAX), "resuming" (set while a save is being read: found
// at the next start, that save did not finish loading and is set aside unread).
const DB_NAME = "cassino";
const STORE = "kv";
export const ASIDE_MAX = 20;

let opened = null;
/** The database, or null where IndexedDB cannot be used (never rejects). */
export function database() {
  if (!opened) {
    opened = new Promise((resolve) => {
      let request;
      try {
        request = indexedDB.open(DB_NAME, 1);
      } catch {
        resolve(null);
        return;
      }
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    });
  }
  return opened;
}

function run(db, mode, work) {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request ? request.result : undefined);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}
const get = (db, key) => run(db, "readonly", (store) => store.get(key));
const put = (db, key, value) => run(db, "readwrite", (store) => store.put(value, key));
const remove = (db, key) => run(db, "readwrite", (store) => store.delete(key));

let sealKey = null;
async function keyOf(db) {
  if (!sealKey) {
    sealKey = (async () => {
      if (!(self.crypto && crypto.subtle)) return null;
      const kept = await get(db, "key");
      if (kept) return kept;
      const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false,
                                                  ["encrypt", "decrypt"]);
      await put(db, "key", key);
      return key;
    })().catch(() => null);
  }
  return sealKey;
}

async function seal(db, text) {
  const key = await keyOf(db);
  if (!key) return { plain: text };
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key,
                                           new TextEncoder().encode(text));
  return { iv, data };
}

/** A record's text; throws when it cannot be read (another key, damaged, not a record). */
async function unseal(db, record) {
  if (record && typeof record.plain === "string") return record.plain;
  if (!record || !(record.iv instanceof Uint8Array) || !(record.data instanceof ArrayBuffer)) {
    throw new Error("not a saved-game record");
  }
  const key = await keyOf(db);
  if (!key) throw new Error("the key to read it is gone");
  const bytes = await crypto.subtle.decrypt({ name: "AES-GCM", iv: record.iv }, key, record.data);
  return new TextDecoder().decode(bytes);
}

// Writes one after another, in the order asked (a later save never loses to an earlier one).
let queue = Promise.resolve();
function serial(work) {
  const next = queue.then(work, work);
  queue = next.catch(() => {});
  return next;
}

/** The kept match: null (none, or no database), {text, record}, or {record, error} when
 * it is there but cannot be read. */
export async function load() {
  const db = await database();
  if (!db) return null;
  const record = await get(db, "save");
  if (record === undefined) return null;
  try {
    return { text: await unseal(db, record), record };
  } catch (err) {
    return { record, error: String((err && err.message) || err) };
  }
}

/** Keep the match's save text (sealed). Resolves false where nothing can be kept. */
export function store(text) {
  return serial(async () => {
    const db = await database();
    if (!db) return false;
    await put(db, "save", await seal(db, text));
    return true;
  });
}

/** Drop the kept match (after it was set aside). */
export function forget() {
  return serial(async () => {
    const db = await database();
    if (db) await remove(db, "save");
  });
}

/** Keep a save that could not be resumed, with why: ``entry`` holds ``text`` (sealed here)
 * or an already sealed ``record``, and ``reason``, ``code``, ``format`` (when known). */
export function setAside(entry) {
  return serial(async () => {
    const db = await database();
    if (!db) return false;
    const record = entry.record ?? await seal(db, entry.text);
    const kept = { record, reason: entry.reason, code: entry.code ?? "bad-save",
                   format: entry.format ?? null, at: new Date().toISOString() };
    const aside = (await get(db, "aside")) || [];
    await put(db, "aside", [kept, ...aside].slice(0, ASIDE_MAX));
    return true;
  });
}

/** Mark (or clear) that a save is being read: Python reads it synchronously, and a read that
 * never ends must not be tried again at the next start. */
export function resuming(on) {
  return serial(async () => {
    const db = await database();
    if (!db) return;
    if (on) await put(db, "resuming", new Date().toISOString());
    else await remove(db, "resuming");
  });
}
/** Whether the last start left a save being read (it never finished). */
export async function wasResuming() {
  const db = await database();
  return Boolean(db && (await get(db, "resuming")));
}
