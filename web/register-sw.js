// Registers the service worker (sw.js: offline play) once the page is ready and the player
// pauses (whenQuiet: the table at rest for a moment), so precaching competes neither with
// start-up nor with the cards' motion. A newer build that is waiting is told to take over now that
// this page has everything it needs: the next visit runs it.
//
// The next start is prepared by a short-lived background worker.js (named WARM_UP): it makes
// Python's start-up snapshot of this build and stores it in IndexedDB (worker.js: the next
// start restores it instead of starting Python), which also leaves the runtime's script and
// WebAssembly compiled in the browser's code cache. It is started:
// - whenever a service worker takes control of this page (its first install claims the page;
//   a newer build takes over once the page is ready), at the next pause: from the service
//   worker's cache;
// - at a pause once the page is ready, if this page's Python did not start from a snapshot and no
//   service worker is about to take the page: a controlled page with no snapshot kept (none
//   could be made or kept so far), and a page with no service worker at all (none allowed,
//   e.g. blocked, or an embed frame whose storage is partitioned; HTTP cache only), since
//   IndexedDB needs none. At most once per page on this path, never before the page is ready.
// <html data-offline> (service worker path only): "ready" once the page is controlled and the
// next start prepared, "preparing" meanwhile. <html data-snapshot>: "ready" once a snapshot of
// this build is kept (this page started from it, or the warm-up made or found it), "preparing"
// while the warm-up works, "none" if it could not make one.
// <html data-start> (worker-client.js): "snapshot", "shipped" or "fresh", how this page's Python
// started ("shipped", the build's own snapshot on a first visit, keeps none: the warm-up runs).
const WARM_UP = "cassino-warm-up";
const READY = ["ready", "round-over", "match-over"];
const KEPT = new Set(["made", "kept"]); // worker.js's "warmed" answers with a snapshot kept

function whenReady() {
  return new Promise((resolve) => {
    const check = () => READY.includes(document.body.dataset.state);
    if (check()) { resolve(); return; }
    const observer = new MutationObserver(() => {
      if (check()) { observer.disconnect(); resolve(); }
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ["data-state"] });
  });
}

function promote(worker) {
  if (worker) worker.postMessage({ type: "skip-waiting" });
}

/** Promote ``worker`` (installing) once it is installed, if it is a newer build: a page is
 * controlled already (the first install activates by itself). */
function promoteOnceInstalled(worker) {
  if (!worker) return;
  const check = () => {
    if (worker.state === "installed" && navigator.serviceWorker.controller) promote(worker);
  };
  worker.addEventListener("statechange", check);
  check();
}

function markOffline(state) {
  document.documentElement.dataset.offline = state;
}

function markSnapshot(state) {
  document.documentElement.dataset.snapshot = state;
}

const startedFromSnapshot = () => document.documentElement.dataset.start === "snapshot";

let preparing = null; // the warm-up worker at work
let preparedAlone = false; // the warm-up was started once without a service worker taking over

/** Start the warm-up worker (see above). ``controlled``: a service worker (maybe a newer
 * build's) has just taken the page: data-offline says "preparing" until the warm-up is done,
 * and one already at work (for the build before) is replaced. Otherwise at most once per
 * page, and not while one works. */
function prepareNextStart(controlled = true) {
  if (controlled) markOffline("preparing");
  else if (preparing || preparedAlone) return;
  else preparedAlone = true;
  if (preparing) preparing.terminate();
  markSnapshot("preparing");
  let worker;
  try {
    worker = new Worker(new URL("./worker.js", import.meta.url),
                        { type: "module", name: WARM_UP });
  } catch (err) {
    console.warn("cassino: no start-up snapshot:", err && err.message);
    markSnapshot("none");
    if (controlled) markOffline("ready");
    return;
  }
  preparing = worker;
  const done = (snapshot) => {
    worker.terminate();
    if (preparing !== worker) return;
    preparing = null;
    markSnapshot(KEPT.has(snapshot) ? "ready" : "none");
    if (controlled) markOffline("ready");
  };
  worker.onmessage = (event) => done(event.data && event.data.snapshot);
  worker.onerror = (event) => {
    event.preventDefault();
    done("failed");
  };
}

// How long the table must rest (the player to move, no card travelling, the computer not
// thinking) before the work for the next visit starts, and how long to wait for such a rest
// before any moment of rest will do (a player who never pauses still gets offline play).
const QUIET_MS = 1500;
const PATIENCE_MS = 30000;
const POLL_MS = 250;

/** Whether the page is at rest: a settled phase and no card travelling (a finite Web
 * Animation of the page's own running; the turn plate's CSS glow does not count). */
function atRest() {
  if (!READY.includes(document.body.dataset.state)) return false;
  if (typeof document.getAnimations !== "function") return true;
  return !document.getAnimations().some((a) => a.playState === "running"
    && !(globalThis.CSSAnimation && a instanceof CSSAnimation)
    && !(globalThis.CSSTransition && a instanceof CSSTransition));
}

/** Resolves once the page has rested QUIET_MS on end (after PATIENCE_MS, at the first moment
 * of rest). The service worker's precache (every file copied into its cache) and the warm-up
 * (a second Python booted for the next start) take the cores the cards' motion needs on a
 * small machine: they wait for the player to pause, not for the page to be ready. */
function whenQuiet() {
  return new Promise((resolve) => {
    const began = performance.now();
    let restingSince = null;
    const check = () => {
      const now = performance.now();
      if (!atRest()) restingSince = null;
      else if (restingSince === null) restingSince = now;
      if (restingSince !== null && (now - restingSince >= QUIET_MS || now - began >= PATIENCE_MS)) {
        resolve();
      } else setTimeout(check, POLL_MS);
    };
    setTimeout(check, POLL_MS);
  });
}

/** The page is ready with no service worker to take it: prepare the next start alone, once
 * the page is quiet. */
function prepareAlone() {
  whenQuiet().then(() => {
    if (!startedFromSnapshot()) prepareNextStart(false);
  });
}

const ready = whenReady().then(() => {
  if (startedFromSnapshot()) markSnapshot("ready");
});

if ("serviceWorker" in navigator && window.isSecureContext) {
  if (navigator.serviceWorker.controller) markOffline("ready");
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    markOffline("preparing");
    whenQuiet().then(() => prepareNextStart());
  });
  ready
    .then(whenQuiet)
    .then(() => {
      if (navigator.serviceWorker.controller) prepareAlone();
      return navigator.serviceWorker.register(new URL("./sw.js", import.meta.url));
    })
    .then((registration) => {
      // None (registration blocked), or one that will not take this page (it is active
      // already, yet the page is not controlled: a forced reload): no controllerchange comes.
      if (!registration) throw new Error("service workers are not allowed here");
      if (!navigator.serviceWorker.controller && !registration.installing
          && !registration.waiting) prepareAlone();
      // A newer build may be waiting, or still installing: the browser checks for one when a
      // controlled page is opened, so its updatefound may have fired before this listener.
      promote(registration.waiting);
      promoteOnceInstalled(registration.installing);
      registration.addEventListener("updatefound",
        () => promoteOnceInstalled(registration.installing));
    })
    .catch((err) => {
      console.warn("cassino: no offline play:", err && err.message);
      prepareAlone();
    });
} else {
  ready.then(prepareAlone);
}
