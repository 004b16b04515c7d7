// Registers the service worker (sw.js: offline play) once the page is ready, so precaching
// never competes with start-up. A newer build that is waiting is told to take over now that
// this page has everything it needs: the next visit runs it.
//
// Whenever a service worker takes control of this page (its first install claims the page; a
// newer build takes over once the page is ready), the next start is prepared from its cache:
// a short-lived worker.js (named WARM_UP) makes Python's start-up snapshot of this build and
// stores it (worker.js: the next start restores it instead of starting Python), which also
// leaves the runtime's script and WebAssembly compiled in the browser's code cache. A page
// that started controlled but not from a snapshot (none could be made or kept so far) starts
// the warm-up too once it is ready, without changing data-offline. <html data-offline>:
// "ready" once the page is controlled and the next start prepared, "preparing" meanwhile.
// <html data-start> (progress.js): "snapshot" or "fresh", how this page's Python started.
const WARM_UP = "cassino-warm-up";
const READY = ["ready", "round-over", "match-over"];

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

function markOffline(state) {
  document.documentElement.dataset.offline = state;
}

let preparing = null; // the warm-up worker at work

/** Start the warm-up worker (see above). ``controlled``: a service worker (maybe a newer
 * build's) has just taken the page: data-offline says "preparing" until the warm-up is done,
 * and one already at work (for the build before) is replaced. */
function prepareNextStart(controlled = true) {
  if (controlled) markOffline("preparing");
  if (preparing && !controlled) return;
  if (preparing) preparing.terminate();
  const worker = new Worker(new URL("./worker.js", import.meta.url),
                            { type: "module", name: WARM_UP });
  preparing = worker;
  const done = () => {
    worker.terminate();
    if (preparing !== worker) return;
    preparing = null;
    markOffline("ready");
  };
  worker.onmessage = done;
  worker.onerror = (event) => {
    event.preventDefault();
    done();
  };
}

if ("serviceWorker" in navigator && window.isSecureContext) {
  if (navigator.serviceWorker.controller) markOffline("ready");
  navigator.serviceWorker.addEventListener("controllerchange", () => prepareNextStart());
  whenReady()
    .then(() => {
      const started = document.documentElement.dataset.start;
      if (navigator.serviceWorker.controller && started !== "snapshot") prepareNextStart(false);
      return navigator.serviceWorker.register(new URL("./sw.js", import.meta.url));
    })
    .then((registration) => {
      promote(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        if (!worker) return;
        worker.addEventListener("statechange", () => {
          if (worker.state === "installed" && navigator.serviceWorker.controller) promote(worker);
        });
      });
    })
    .catch((err) => console.warn("cassino: no offline play:", err && err.message));
}
