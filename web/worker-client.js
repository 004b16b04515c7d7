// The page's side of the Python worker (worker.js), shared by the game (app.js) and the
// embed frame (embed.js): requests go out with an id, answers come back by it.
//
//   const client = connectWorker({ onProgress, onFatal });
//   const state = await client.call({ op: "state" });        // the bridge's answer, as is
//   const sure = await client.mustCall({ op: "new", ... });  // throws on ok:false
//
// start-worker.js starts the worker while the page is still being parsed; what it said
// before this module ran (progress, ready, a start-up failure) is replayed here, in order.
// <html data-start>: how the worker's Python started, from its ready message: "snapshot"
// (restored from the start-up snapshot, worker.js), "shipped" (from the build's snapshot, on a
// first visit on a fast line: worker.js shippedSnapshot) or "fresh" (register-sw.js reads it).

/** A readable text of a bridge error ({code, message: {pt, en}}) in ``lang``. */
export function errorText(error, lang) {
  if (!error) return "bad answer from the bridge";
  const message = error.message && typeof error.message === "object" ? error.message[lang] : error.message;
  return `${error.code}: ${message || ""}`;
}

export function connectWorker({ onProgress = () => {}, onFatal = () => {}, lang = () => "en" } = {}) {
  const { worker, early } = globalThis.cassinoWorker
    || { worker: new Worker(new URL("./worker.js", import.meta.url), { type: "module" }), early: [] };
  const pending = new Map();
  let nextId = 1;
  worker.onmessage = (event) => {
    const msg = event.data;
    if (msg.type === "ready" && msg.start) document.documentElement.dataset.start = msg.start;
    if (msg.type === "ready" && msg.marks) {
      // The worker's start, on this page's clock (ms from navigation): bench/start_profile.py.
      globalThis.cassinoStartMarks = Object.fromEntries(Object.entries(msg.marks)
        .map(([name, at]) => [name, at - performance.timeOrigin]));
    }
    if (msg.type === "progress" || msg.type === "ready") onProgress(msg);
    else if (msg.type === "fatal") onFatal(msg.error);
    else if (msg.type === "response") {
      const p = pending.get(msg.id);
      pending.delete(msg.id);
      if (!p) return;
      if (msg.error !== undefined) p.reject(new Error(msg.error));
      else p.resolve(msg.res);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    onFatal(event.message || "the worker could not start");
  };
  // Replayed once the importing module has been evaluated (its handlers may use bindings
  // it declares further down).
  queueMicrotask(() => {
    for (const event of early.splice(0)) {
      if (event.type === "error") worker.onerror(event);
      else worker.onmessage(event);
    }
  });

  /** Send one request; resolves with the bridge's answer (ok or not). */
  function call(req) {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, req });
    });
  }

  /** A request that must not fail: an ok:false answer is thrown as an Error. */
  async function mustCall(req) {
    const res = await call(req);
    if (!res || res.ok !== true) throw new Error(`${req.op}: ${errorText(res && res.error, lang())}`);
    return res;
  }

  return { call, mustCall, worker };
}
