// The loading screen (#loading): what the start is waiting for, in the player's language.
//
// - While the big files download, the bar and "2.1 of 5.7 MB" follow the bytes received
//   (the worker counts them: download-progress.js), 0-80 %; when no byte has come for half a
//   second, the seconds since the last one are shown beside them (to the nearest second).
// - Then named stages: "Starting Python" (the runtime runs; 80-90 %), "Loading the rules"
//   (the worker imports the bridge; 90-96 %), "Dealing" (the worker is ready and the first
//   deal is on its way; 96-99 %). Within a stage the bar creeps (never past the stage's end)
//   and, once the stage has lasted half a second, the seconds it has lasted are shown (to the
//   nearest): no figure stays the same for more than a second.
// - A note: on a first visit whose download lasts over a second, "first visit: downloading
//   the game, N MB" (N from download.json, written by build.py from the real sizes); on a
//   visit served by the service worker, "plays offline".
// - The worker's stage "snapshot" (Python restored from the start-up snapshot, worker.js) shows
//   as "Loading the rules"; <html data-start> is set by worker-client.js.
// The screen starts itself as soon as this module runs (index.html loads it on its own, async,
// after the screen's elements: on a slow line the style sheets and the rest of the page's
// modules take seconds), in the language the page will speak, and shows the worker's progress
// from then on (the worker start-worker.js started: window.cassinoWorker). The page also calls
// update(msg) with the worker's progress and ready messages (each message counts once),
// render() after a language change, finish() with the first drawing of the game and stop() on
// failure.
import { pageLang } from "./lang.js";

const TEXT = {
  en: {
    loading: "Loading the game…", download: "Downloading the game…",
    runtime: "Starting Python…", game: "Loading the rules…", dealing: "Dealing…",
    of: (got, all) => `${got} of ${all} MB`, seconds: (n) => `${n} s`,
    firstVisit: (mb) => `First visit: downloading the game, ${mb} MB. Later visits start from this device.`,
    offline: "Plays offline: the game is kept on this device.",
  },
  pt: {
    loading: "Carregando o jogo…", download: "Baixando o jogo…",
    runtime: "Iniciando o Python…", game: "Carregando as regras…", dealing: "Dando as cartas…",
    of: (got, all) => `${got} de ${all} MB`, seconds: (n) => `${n} s`,
    firstVisit: (mb) => `Primeira visita: baixando o jogo, ${mb} MB. As próximas começam deste aparelho.`,
    offline: "Funciona sem internet: o jogo fica guardado neste aparelho.",
  },
};
// Each stage's part of the bar: [from, to] in percent.
const RANGE = { loading: [0, 5], download: [0, 80], runtime: [80, 90], game: [90, 96],
                dealing: [96, 99] };
const ORDER = ["loading", "download", "runtime", "game", "dealing"];
const CREEP = 0.2; // percent per tick, within a stage (2 % a second)
const TICK_MS = 100; // a figure that changes each second shows it within a tenth

const $ = (selector) => document.querySelector(selector);
const state = {
  // "Loading the game" began with the page (performance.now() counts from the navigation)
  stage: "loading", value: 0, since: 0, received: 0, total: 0,
  firstVisit: 0, slow: false, lang: "en", timer: null, moved: performance.now(),
  controlled: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
};
const counted = new WeakSet(); // the messages already shown (the page replays the kept ones)

function mb(bytes) {
  const text = (bytes / 1e6).toFixed(1);
  return state.lang === "pt" ? text.replace(".", ",") : text;
}

function enter(stage) {
  if (ORDER.indexOf(stage) <= ORDER.indexOf(state.stage)) return;
  state.stage = stage;
  state.since = performance.now();
  state.value = Math.max(state.value, RANGE[stage][0]);
}

/** The worker's {type: "progress", stage, value, received, total, firstVisit} or "ready". */
export function update(msg) {
  if (counted.has(msg)) return;
  counted.add(msg);
  if (msg.type === "ready") {
    enter("dealing");
  } else {
    enter(msg.stage === "download" || msg.stage === "runtime" ? msg.stage : "game");
    if (msg.total) {
      if (msg.received !== state.received) state.moved = performance.now();
      state.received = msg.received;
      state.total = msg.total;
      // Every byte in: the runtime is what the start waits for now (the worker, busy starting
      // it, may say so later).
      if (msg.received >= msg.total) enter("runtime");
    }
    if (msg.firstVisit) state.firstVisit = msg.firstVisit;
    if (typeof msg.value === "number") state.value = Math.max(state.value, msg.value);
  }
  render();
}

/** Redraw the loading screen (in ``lang`` when given). */
export function render(lang = state.lang) {
  state.lang = lang === "pt" ? "pt" : "en";
  const text = TEXT[state.lang];
  // seconds to the nearest: shown from half a second, so a figure moves on before a second is out
  const elapsed = Math.round((performance.now() - state.since) / 1000);
  const value = Math.min(99, state.value);
  $("#progress-fill").style.width = `${value}%`;
  $("#loading .progress").setAttribute("aria-valuenow", String(Math.round(value)));
  $("#loading-label").textContent = text[state.stage];
  let detail = "";
  if (state.stage === "download" && state.total) {
    // The bytes, and how long since the last of them came (to the nearest second) once that is
    // half a second: the figure moves on before a second is out.
    const still = Math.round((performance.now() - state.moved) / 1000);
    detail = text.of(mb(state.received), mb(state.total))
      + (still >= 1 ? ` · ${text.seconds(still)}` : "");
  } else if (elapsed >= 1) {
    detail = text.seconds(elapsed);
  }
  $("#loading-detail").textContent = detail;
  const lasted = performance.now() - state.since; // a download over a second is a slow one
  if (state.stage === "download" && lasted >= 1000 && state.firstVisit) state.slow = true;
  const note = $("#loading-note");
  note.textContent = state.controlled ? text.offline
    : state.slow ? text.firstVisit(mb(state.firstVisit)) : "";
  note.hidden = note.textContent === "";
}

/** Show the worker's progress from now on, and what start-worker.js has kept of it so far
 * (each message once: the page replays the kept ones to its own handler when it takes the
 * worker over, and that handler passes them on here). */
function listenToWorker() {
  const kept = globalThis.cassinoWorker;
  if (!kept) return;
  if (kept.stopClock) kept.stopClock(); // its clock until now (start-worker.js)
  const show = (msg) => {
    if (state.timer === undefined) return; // finished or failed
    if (msg && (msg.type === "progress" || msg.type === "ready")) update(msg);
  };
  for (const event of kept.early) show(event.data);
  kept.worker.addEventListener("message", (event) => show(event.data));
}

function tick() {
  const [, end] = RANGE[state.stage];
  if (state.stage !== "download") state.value = Math.min(end - 0.5, state.value + CREEP);
  render();
}

/** The loading screen runs (the page is parsed), in ``lang``; again: only the language. */
export function start(lang) {
  render(lang);
  if (state.timer === null) state.timer = setInterval(tick, TICK_MS);
}

/** The first drawing of the game: the bar at 100 % and the screen hidden. */
export function finish() {
  clearInterval(state.timer);
  state.timer = undefined;
  $("#progress-fill").style.width = "100%";
  $("#loading .progress").setAttribute("aria-valuenow", "100");
  $("#loading").hidden = true;
}

/** Start-up failed: no more ticks. */
export function stop() {
  clearInterval(state.timer);
  state.timer = undefined;
}

if (document.getElementById("loading") && !document.getElementById("loading").hidden) {
  start(pageLang(TEXT));
  listenToWorker();
}
