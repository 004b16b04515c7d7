// Registers the service worker (sw.js: offline play) once the page is ready, so precaching
// never competes with start-up. A newer build that is waiting is told to take over now that
// this page has everything it needs: the next visit runs it.
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

if ("serviceWorker" in navigator && window.isSecureContext) {
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
