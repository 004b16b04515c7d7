// What a player has learned and played, kept in localStorage under one key ("cassino.learn"):
//   {"v": 1, "lessons": {"casino": {"done": [0, 1, 2], "finished": true}},
//    "played": {"swazi": true}}
// Read by its own keys only (params.js's own()): a value stored by anything else — not JSON,
// a wrong shape, "__proto__" as a rule set — is ignored, never a crash. No storage (private
// mode, a blocked frame) reads as nothing learned and writes nothing.
//
// For the game's New game panel: shouldOffer(variant) is true when a player picks a rule set
// they have neither learned nor played; learnUrl(variant, lang) opens its walk-through;
// markPlayed(variant) once a match of it starts.
import { own } from "./params.js";

export const KEY = "cassino.learn";
const ID = /^[a-z0-9-]{1,40}$/;

function storage() {
  try { return window.localStorage; } catch { return null; }
}

/** The stored progress, cleaned: only well-formed entries survive. */
export function readProgress(store = storage()) {
  const empty = { v: 1, lessons: {}, played: {} };
  let raw = null;
  try { raw = store ? JSON.parse(store.getItem(KEY) || "null") : null; } catch { return empty; }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return empty;
  const out = { v: 1, lessons: Object.create(null), played: Object.create(null) };
  const lessons = own(raw, "lessons");
  if (lessons && typeof lessons === "object" && !Array.isArray(lessons)) {
    for (const id of Object.keys(lessons)) {
      const entry = lessons[id];
      if (!ID.test(id) || !entry || typeof entry !== "object") continue;
      const done = Array.isArray(own(entry, "done"))
        ? [...new Set(entry.done.filter((n) => Number.isInteger(n) && n >= 0 && n < 50))].sort((a, b) => a - b)
        : [];
      out.lessons[id] = { done, finished: own(entry, "finished") === true };
    }
  }
  const played = own(raw, "played");
  if (played && typeof played === "object" && !Array.isArray(played)) {
    for (const id of Object.keys(played)) if (ID.test(id) && played[id] === true) out.played[id] = true;
  }
  return out;
}

function write(progress, store = storage()) {
  try { if (store) store.setItem(KEY, JSON.stringify(progress)); } catch { /* full or blocked */ }
}

/** The steps of ``variant``'s lesson already done (indexes). */
export function stepsDone(variant, store = storage()) {
  return (own(readProgress(store).lessons, variant) || { done: [] }).done;
}

/** Record step ``index`` of ``variant`` done; the lesson is finished once all ``total`` are. */
export function markStep(variant, index, total, store = storage()) {
  if (!ID.test(String(variant))) return;
  const progress = readProgress(store);
  const entry = own(progress.lessons, variant) || { done: [], finished: false };
  entry.done = [...new Set([...entry.done, index])].sort((a, b) => a - b);
  entry.finished = entry.finished || entry.done.length >= total;
  progress.lessons[variant] = entry;
  write(progress, store);
}

/** Forget ``variant``'s steps (start the lesson again); "finished" stays. */
export function resetSteps(variant, store = storage()) {
  const progress = readProgress(store);
  const entry = own(progress.lessons, variant);
  if (!entry) return;
  entry.done = [];
  write(progress, store);
}

export function isLearned(variant, store = storage()) {
  return (own(readProgress(store).lessons, variant) || {}).finished === true;
}

export function hasPlayed(variant, store = storage()) {
  return own(readProgress(store).played, variant) === true;
}

export function markPlayed(variant, store = storage()) {
  if (!ID.test(String(variant))) return;
  const progress = readProgress(store);
  progress.played[variant] = true;
  write(progress, store);
}

/** Whether to offer ``variant``'s walk-through: neither learned nor played yet. */
export function shouldOffer(variant, store = storage()) {
  return !isLearned(variant, store) && !hasPlayed(variant, store);
}

/** The walk-through's address, relative to the site's root. */
export function learnUrl(variant, lang) {
  return `./learn.html?variant=${encodeURIComponent(variant)}&lang=${lang === "pt" ? "pt" : "en"}`;
}
