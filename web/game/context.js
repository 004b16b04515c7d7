// What every part of the game page shares: the presentation state (app), the language,
// the player's preferences, the worker client, and two small DOM helpers. No rule lives
// here: moves, labels, whose turn, teams and scores all come from cassino.bridge.
import { I18N } from "../i18n/index.js";
import { parsePace, parseSeed } from "../params.js";
import { el } from "../dom.js";
import { askedLang, browserLang } from "../lang.js";

export const DEFAULT_VARIANT = "casino";
export const PACES = [0, 150, 400, 900];
const PREFS_KEY = "cassino.prefs";

export const params = new URLSearchParams(location.search);
export const notices = []; // [fn(t) -> text]

/** The page's settings of this visit: language, pace, seed from the URL. */
export const page = { lang: askedLang(I18N) || browserLang(), pace: 400, pacePinned: false,
                      seed: null };
if (params.has("lang") && !askedLang(I18N)) notices.push((t) => t.badLang(params.get("lang")));
const paceParam = params.has("pace") ? parsePace(params.get("pace")) : null;
if (params.has("pace") && paceParam === null) notices.push((t) => t.badPace(params.get("pace")));
if (params.has("seed")) {
  const raw = params.get("seed");
  page.seed = parseSeed(raw);
  if (page.seed === null) notices.push((t) => t.badSeed(raw));
}

// ---- preferences (localStorage; a page that cannot use it simply does not keep them) ----
export function storageGet(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}
export function storageSet(key, value) {
  try { localStorage.setItem(key, value); } catch { /* not kept */ }
}
export function storageRemove(key) {
  try { localStorage.removeItem(key); } catch { /* nothing to remove */ }
}
export const prefs = { fourColour: false, pace: 400, sound: true };
try {
  const kept = JSON.parse(storageGet(PREFS_KEY) || "{}");
  if (kept && typeof kept.fourColour === "boolean") prefs.fourColour = kept.fourColour;
  if (kept && PACES.includes(kept.pace)) prefs.pace = kept.pace;
  if (kept && typeof kept.sound === "boolean") prefs.sound = kept.sound;
} catch { /* unreadable preferences: the defaults */ }
export function keepPrefs() {
  storageSet(PREFS_KEY, JSON.stringify(prefs));
}
page.pacePinned = paceParam !== null; // ?pace= wins over the setting
page.pace = page.pacePinned ? paceParam : prefs.pace;

// ---- presentation state ------------------------------------------------------------------
export const app = {
  state: null,       // last state from the bridge
  variant: DEFAULT_VARIANT,
  players: 2,
  options: {},       // option key -> chosen value, sent with "new"
  level: "expert",   // the computer seats' default level
  seats: null,       // per seat: "human" or a computer level
  levels: [],        // [{id, name: {pt, en}}] from the bridge
  variants: [],
  gen: 0,            // bumped by every new match: answers for an older one are dropped
  computerMoves: 0,  // computer moves asked for so far (a counter for tests)
  selected: null,    // selected hand card code
  picked: [],        // table cards / builds / pile tops picked with it: [{card}|{build}|{pile, card}]
  filter: null,      // move indices the choice list is narrowed to
  message: null,     // {kind, text: {pt, en}}
  busy: false,
  phase: "loading",
  hint: null,        // the computer's suggestion for this turn
  shownSeat: null,   // hot-seat: the seat whose hand is on screen (null: hidden)
  announced: 0,      // log lines already announced to screen readers
  replies: [],       // the computer moves since a human last played (each is shown)
  touched: false,    // the player has pressed a key or clicked (see focusHand)
  focusGame: false,
  touches: 0,        // touches of the table answered (see touch.js; a counter for tests)
  lastInput: null,   // "key" or "pointer": how the player last acted
  cardNames: null,   // every card in words, from the bridge (cards.py)
  shown: false,      // a state was drawn (the first is drawn in one task: see show)
};
window.cassino = app; // read-only hook for tests and embedding pages

/** The current language's catalogue. */
export function t() { return I18N[page.lang]; }
export { I18N };

export function setPhase(phase) {
  app.phase = phase;
  document.body.dataset.state = phase;
}

/** Actions the controller registers, so views can call them without importing it. */
/** After the next frame (what was drawn is painted, its cards set off): a task of its own. */
export const nextTask = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export const actions = {};

// ---- DOM helpers ---------------------------------------------------------------------------
export const $ = (sel) => document.querySelector(sel);
export { el }; // ../dom.js, shared with the embed frame and Learn to play
const SVG = "http://www.w3.org/2000/svg";
export function svg(tag, attrs = {}, ...kids) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, val] of Object.entries(attrs)) node.setAttribute(k, String(val));
  for (const kid of kids) node.append(kid);
  return node;
}
