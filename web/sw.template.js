// Service worker (offline play). build.py writes dist/sw.js from this template: CACHE is
// named for the build's content hash and FILES lists every file of dist/ (relative to this
// script), so a new build installs into a new cache and the old one is deleted.
//
// - install: precache every file (revalidated against the server: no stale HTTP cache).
// - A new build does not take over a page mid-start: it waits until a page that is ready
//   (register-sw.js) sends "skip-waiting"; then it activates and deletes older caches, and
//   the next visit runs the new build. The first install activates at once and takes the
//   page that installed it (clients.claim), so that page can prepare the next start from this
//   cache (register-sw.js).
// - fetch: our files from the cache (query strings ignored; "./" is index.html), then the
//   network; anything else is left to the network. Where the browser has static routes, it
//   serves the requests without a query string itself (addCacheRoutes).
const CACHE = "__CACHE_NAME__";
const FILES = __FILES__;
const PREFIX = "cassino-";
const SCOPE = new URL("./", self.location.href);
const OURS = new Set(FILES);

self.addEventListener("install", (event) => {
  addCacheRoutes(event);
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(FILES.map((name) => new Request(new URL(name, SCOPE), { cache: "no-cache" })))
      .then(() => primeWasm(cache))));
});

// The browser serves our files from this build's cache itself, without running this script
// (the static routing API, InstallEvent.addRoutes, where the browser has it): a request in
// the scope with no query string, other than a page's navigation, is looked up in CACHE and,
// if it is not there, fetched from the network, as the fetch handler below would. A warm
// start's 30 or so requests (the page's scripts, the worker's, the runtime's) then no longer
// wait for this worker's fetch handler: bench/start_ab.py, 80 warm reloads a build, the
// WebAssembly compiled 276 -> 262 ms, ready 419 -> 400 ms (median). Navigations ("./" is
// index.html) and URLs with a query string stay with the fetch handler. Without the routes
// (refused, or an older browser) every request goes to the fetch handler, as before.
function addCacheRoutes(event) {
  if (typeof event.addRoutes !== "function" || typeof URLPattern !== "function") return;
  try {
    const pathname = SCOPE.pathname.replace(/[\\:*?()[\]{}+]/g, "\\$&") + "*";
    event.waitUntil(event.addRoutes([
      { condition: { requestMode: "navigate" }, source: "fetch-event" },
      { condition: { urlPattern: new URLPattern({ pathname, search: "" }), requestMethod: "GET" },
        source: { cacheName: CACHE } },
    ]).catch(() => {}));
  } catch { /* the fetch handler serves everything */ }
}

// Compile the runtime's WebAssembly once from the cache, so that the browser can keep its
// compiled code for the next visit (served from this cache) instead of compiling it then.
async function primeWasm(cache) {
  try {
    const response = await cache.match(new URL("pyodide.asm.wasm", SCOPE).href);
    if (response && WebAssembly.compileStreaming) await WebAssembly.compileStreaming(response);
  } catch { /* only a head start */ }
}

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then(async (keys) => {
    const older = keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE);
    await Promise.all(older.map((key) => caches.delete(key)));
    if (older.length === 0) await self.clients.claim(); // the first install
  }));
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  let name = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  if (name === "" || name.endsWith("/")) name += "index.html";
  if (!OURS.has(name)) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(new URL(name, SCOPE).href))
    .then((hit) => hit || fetch(request)));
});
