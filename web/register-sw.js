// Registers the service worker (sw.js: offline play) once the page is ready, so precaching
// never competes with start-up. A newer build that is waiting is told to take over now that
// this page has everything it needs: the next visit runs it.
//
// Whenever a service worker takes control of this page (its first install claims the page; a
// newer build takes over once the page is ready), the next start is prepared from its cache:
// a short-lived worker.js (named WARM_UP) loads the runtime's script and runs its module
// factory without WebAssembly, so the browser keeps that script's compiled code with the
// cached file. Without it, the first visit served from the cache started ~100 ms slower than
// the visits after it (bench/startup.py). <html data-offline>: "ready" once the page is
// controlled and the next start prepared, "preparing" meanwhile.
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

function prepareNextStart() {
  markOffline("preparing");
  const worker = new Worker(new URL("./worker.js", import.meta.url),
                            { type: "module", name: WARM_UP });
  const done = () => {
    worker.terminate();
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
  navigator.serviceWorker.addEventListener("controllerchange", prepareNextStart);
  whenReady()
    .then(() => navigator.serviceWorker.register(new URL("./sw.js", import.meta.url)))
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
