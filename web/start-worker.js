// Starts the Python worker while the page is still being parsed, before app.js or embed.js
// (deferred module scripts) run: Pyodide's start then overlaps the page's own loading.
// The page script takes the worker over and replays what it said meanwhile (progress,
// ready, a start-up failure) to its own handlers.
"use strict";
(() => {
  const worker = new Worker(new URL("./worker.js", document.currentScript.src),
                            { type: "module" });
  const early = [];
  worker.onmessage = (event) => early.push(event);
  worker.onerror = (event) => {
    event.preventDefault();
    early.push(event);
  };
  window.cassinoWorker = { worker, early };
})();
