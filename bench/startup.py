"""Start-up time and size of the built site, against a bare loadPyodide().

    python bench/startup.py [--runs N] [--reloads N] [--no-build] [--settle S] [--dist DIR]

Builds dist/ (unless --no-build and dist/ exists) and serves it on 127.0.0.1. Beside it, a
temporary directory with Pyodide's stock files from node_modules/pyodide (the same core
files, the stock stdlib zip and lock file) and a tiny page that only calls loadPyodide() on
the main thread. Both are served by build.py's server (gzip where GitHub Pages compresses;
Cache-Control: no-cache, so a warm load revalidates with 304s). In Chromium (Playwright, the
e2e tests' launch flags), each run:

- bare cold: a fresh context (left to settle for S seconds first, 2 by default: see
  new_page), navigation -> loadPyodide() resolved; bare warm: reloads.
  Also "bare + compiled stdlib": the same page with loadPyodide({stdLibURL}) and our
  compiled (and trimmed) stdlib, to show how much of our time is loadPyodide's own floor.
- ours cold: a fresh context (settled alike), navigation -> `data-state=ready` (a dealt game
  the player can act on; the computer, at level greedy, has made its quick first move);
  first paint and
  first contentful paint (performance paint entries).
- ours warm: reloads once the service worker is active (files from its cache) and the page
  has prepared the next start (`<html data-offline="ready">`, register-sw.js), as a later
  visit would find it: Python starts from the start-up snapshot the page's warm-up worker
  made (web/worker.js; `<html data-start="snapshot">`, counted and printed);
  ours warm (HTTP cache only): reloads in a context with service workers blocked, once the
  first load of that context has kept a start-up snapshot of this build without a service
  worker (`<html data-snapshot="ready">`, register-sw.js: the page's warm-up worker makes it
  from the HTTP cache once the page is ready), as a later visit of a frame or browser that
  allows no service worker would find it: those reloads start from the snapshot too (counted
  and printed). Its bytes are the reloads' only, not the warm-up's.

Bytes: what the cold loads and the HTTP-cache-only reloads transferred (every response, the
worker's included: body as sent plus headers).

Times are measured in the page (performance.now() from navigation start). Prints the
medians, the ratios to the bare figures (of the medians, and run by run: this machine's
speed drifts between runs, and a run's figures are taken seconds apart), and the size of our
own files — everything in dist/ but Pyodide's core files and the stdlib — gzipped file by
file. No asserts; the targets are printed beside the figures.
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
PYODIDE = ROOT / "node_modules" / "pyodide"
# Records when <body data-state> first becomes "ready" (or "error"), in the page's clock.
MARK_READY = """
window.__ready = null;
new MutationObserver(() => {
  const s = document.body && document.body.dataset.state;
  if (window.__ready === null && (s === "ready" || s === "error")) {
    window.__ready = performance.now();
  }
}).observe(document, {subtree: true, childList: true, attributes: true,
                      attributeFilter: ["data-state"]});
"""
BARE_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare loadPyodide</title>
<script type="module" src="./bare.js"></script></head>
<body data-state="loading"><p>loadPyodide()…</p></body></html>
"""
BARE_JS = """import { loadPyodide } from "./pyodide.mjs";
const options = new URLSearchParams(location.search).has("pyc")
  ? { stdLibURL: "./python_stdlib.pyc.zip" } : {};
loadPyodide(options).then(
  () => { document.body.dataset.state = "ready"; },
  (err) => { document.body.dataset.state = "error"; console.error(err); });
"""
BARE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
              "pyodide-lock.json"]
# own_kb: issue 17's "keep our own files <= 400 KB gzipped in total", read (as its closing
# note did) as the game's own weight: the static rules site came after the cap was set
TARGETS = {"warm": 0.25, "cold": 0.35, "http": 0.45, "paint": 0.3, "own_kb": 400}


def load_build():
    spec = importlib.util.spec_from_file_location("cassino_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def own_files(build, dist: Path = DIST) -> list[Path]:
    """Our own files in dist/: everything but Pyodide's core files, the stdlib (its two zips)
    and the shipped snapshot (Python's memory, fetched only by a first visit on a fast line:
    printed apart)."""
    skip = set(build.PYODIDE_FILES) | {build.STDLIB_NAME, build.STDLIB_MORE_NAME,
                                       getattr(build, "SNAPSHOT_NAME", None)}
    return [p for p in sorted(dist.rglob("*")) if p.is_file() and p.name not in skip]


def gzipped(paths: list[Path]) -> tuple[int, int]:
    raw = gz = 0
    for path in paths:
        data = path.read_bytes()
        raw += len(data)
        gz += len(gzip.compress(data, compresslevel=9))
    return raw, gz


def launch_options(build) -> dict:
    """The e2e tests' Chromium launch options, and no host but 127.0.0.1 resolves: the pages
    reach nothing else. (Not Playwright's page.route, which turns the HTTP cache off: every
    reload would fetch everything again, and a warm start without the service worker could
    not be measured.)"""
    options = build.chromium_launch_options()
    options["args"] = [*options["args"],
                       "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
    return options


def ready_ms(page) -> float:
    page.wait_for_function("() => window.__ready !== null", timeout=120_000, polling=10)
    if page.evaluate("document.body.dataset.state") == "error":
        raise RuntimeError(f"the page failed to start: {page.url}")
    return page.evaluate("window.__ready")


def new_page(browser, settle: float, **context_args):
    """A page in a fresh context (empty caches), once the context has settled: headless
    Chromium starts a WebUI renderer (the omnibox popup) for every new context, and its
    ~1.2 s of CPU (measured in a trace) would otherwise weigh, on two cores, on whichever
    page loads meanwhile — bare or ours alike. The page waits on about:blank."""
    context = browser.new_context(**context_args)
    context.add_init_script(MARK_READY)
    page = context.new_page()
    if settle > 0:
        page.goto("about:blank")
        time.sleep(settle)
    return context, page


class Transferred:
    """Bytes on the wire of a context's responses (the worker's included): body as sent
    (gzipped where the server compresses) plus headers, Playwright's Request.sizes()."""

    def __init__(self, context) -> None:
        self.requests: list = []
        context.on("requestfinished", lambda request: self.requests.append(request))

    def take(self) -> int:
        """The bytes of the responses finished since the last take."""
        done, self.requests = self.requests, []
        return sum(r.sizes()["responseBodySize"] + r.sizes()["responseHeadersSize"]
                   for r in done)


def paint_ms(page) -> dict[str, float]:
    entries = page.evaluate(
        "() => performance.getEntriesByType('paint').map((e) => [e.name, e.startTime])")
    return dict(entries)


def measure(browser, bare_url: str, our_url: str, runs: int, reloads: int,
            settle: float) -> tuple[dict[str, list[float]], list[dict[str, float]]]:
    """Every figure of every run, and per run the ratios of ours to bare measured in that
    run (a few seconds apart, so a slower spell of the machine weighs on both)."""
    paired: list[dict[str, float]] = []
    starts: list[str] = []  # how each warm reload served by the service worker started
    http_starts: list[str] = []  # how each HTTP-cache-only reload started
    out: dict[str, list[float]] = {k: [] for k in (
        "bare cold", "bare warm", "bare + compiled stdlib cold",
        "bare + compiled stdlib warm", "ours cold", "ours warm (service worker)",
        "ours warm (HTTP cache only)", "first paint", "first contentful paint",
        "bytes: bare cold", "bytes: ours cold", "bytes: ours warm (HTTP cache only)")}
    for _ in range(runs):
        first = {k: len(v) for k, v in out.items()}
        context, page = new_page(browser, settle)
        wire = Transferred(context)
        page.goto(bare_url)
        out["bare cold"].append(ready_ms(page))
        out["bytes: bare cold"].append(wire.take())
        for _ in range(reloads):
            page.reload()
            out["bare warm"].append(ready_ms(page))
        context.close()

        context, page = new_page(browser, settle)
        page.goto(bare_url + "?pyc")
        out["bare + compiled stdlib cold"].append(ready_ms(page))
        for _ in range(reloads):
            page.reload()
            out["bare + compiled stdlib warm"].append(ready_ms(page))
        context.close()

        context, page = new_page(browser, settle)
        wire = Transferred(context)
        page.goto(our_url)
        out["ours cold"].append(ready_ms(page))
        out["bytes: ours cold"].append(wire.take())
        paints = paint_ms(page)
        out["first paint"].append(paints.get("first-paint", float("nan")))
        out["first contentful paint"].append(paints.get("first-contentful-paint", float("nan")))
        page.evaluate("""async () => {
            const reg = await navigator.serviceWorker.ready;
            const w = reg.active;
            if (w.state !== "activated") await new Promise((r) =>
                w.addEventListener("statechange", () => w.state === "activated" && r()));
        }""")
        page.wait_for_function("() => document.documentElement.dataset.offline === 'ready'")
        for _ in range(reloads):
            page.reload()
            out["ours warm (service worker)"].append(ready_ms(page))
            assert page.evaluate("navigator.serviceWorker.controller !== null")
            starts.append(page.evaluate("document.documentElement.dataset.start"))
        context.close()

        context, page = new_page(browser, settle, service_workers="block")
        wire = Transferred(context)
        page.goto(our_url)
        ready_ms(page)
        page.wait_for_function("() => document.documentElement.dataset.snapshot === 'ready'",
                               timeout=120_000)
        for _ in range(reloads):
            wire.take()
            page.reload()
            out["ours warm (HTTP cache only)"].append(ready_ms(page))
            out["bytes: ours warm (HTTP cache only)"].append(wire.take())
            http_starts.append(page.evaluate("document.documentElement.dataset.start"))
        context.close()
        run = {k: v[first[k]:] for k, v in out.items()}
        paired.append({
            "cold": run["ours cold"][0] / run["bare cold"][0],
            "warm": statistics.median(run["ours warm (service worker)"])
            / statistics.median(run["bare warm"]),
            "http": statistics.median(run["ours warm (HTTP cache only)"])
            / statistics.median(run["bare warm"])})
    print(f"warm reloads (service worker) started from the snapshot: "
          f"{starts.count('snapshot')} of {len(starts)}")
    print(f"warm reloads (HTTP cache only) started from the snapshot: "
          f"{http_starts.count('snapshot')} of {len(http_starts)}")
    return out, paired


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="fresh contexts (cold loads)")
    parser.add_argument("--reloads", type=int, default=3, help="warm reloads per context")
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--settle", type=float, default=2.0,
                        help="seconds a fresh context rests before its cold load (0: none)")
    parser.add_argument("--dist", type=Path, default=None,
                        help="a built site to measure instead of dist/ (not built: e.g. a copy "
                        "of another build, to compare in one series)")
    args = parser.parse_args()

    dist = args.dist or DIST
    if args.dist is None and not (args.no_build and DIST.exists()):
        subprocess.run([sys.executable, str(ROOT / "build.py")], cwd=ROOT, check=True)
    build = load_build()
    with tempfile.TemporaryDirectory(prefix="cassino-bare-") as tmp:
        bare = Path(tmp)
        for name in BARE_FILES:
            shutil.copy2(PYODIDE / name, bare / name)
        shutil.copy2(dist / build.STDLIB_NAME, bare / build.STDLIB_NAME)
        (bare / "index.html").write_text(BARE_HTML)
        (bare / "bare.js").write_text(BARE_JS)
        servers = [build.make_server(dist, 0, quiet=True), build.make_server(bare, 0, quiet=True)]
        for server in servers:
            threading.Thread(target=server.serve_forever, daemon=True).start()
        query = "?pace=0&seed=1&lang=en&level=greedy"
        our_url = f"http://127.0.0.1:{servers[0].server_address[1]}/{query}"
        bare_url = f"http://127.0.0.1:{servers[1].server_address[1]}/"

        launch = launch_options(build)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(**launch)
            try:
                figures, paired = measure(browser, bare_url, our_url, args.runs, args.reloads,
                                          args.settle)
            finally:
                browser.close()
        for server in servers:
            server.shutdown()
            server.server_close()

    med = {k: statistics.median(v) for k, v in figures.items()}
    for name, values in figures.items():
        shown = ", ".join(f"{v:.0f}" for v in values)
        unit = "B " if name.startswith("bytes") else "ms"
        print(f"{name:30} median {med[name]:6.0f} {unit}  min {min(values):6.0f}  (runs: {shown})")
    warm = med["ours warm (service worker)"] / med["bare warm"]
    warm_http = med["ours warm (HTTP cache only)"] / med["bare warm"]
    cold = med["ours cold"] / med["bare cold"]
    floor_warm = med["bare + compiled stdlib warm"] / med["bare warm"]
    floor_cold = med["bare + compiled stdlib cold"] / med["bare cold"]
    print(f"ratio warm (service worker) / bare warm: {warm:.2f}  (target <= {TARGETS['warm']})")
    print(f"ratio warm (HTTP cache only) / bare warm: {warm_http:.2f}  "
          f"(target <= {TARGETS['http']})")
    print(f"ratio cold / bare cold:                  {cold:.2f}  (target <= {TARGETS['cold']})")
    for kind in ("warm", "http", "cold"):
        values = [run[kind] for run in paired]
        print(f"ratio {kind}, run by run (ours / bare of the same run): median "
              f"{statistics.median(values):.2f}  (runs: {', '.join(f'{v:.2f}' for v in values)})")
    print(f"for comparison, bare + compiled stdlib / bare: warm {floor_warm:.2f}, "
          f"cold {floor_cold:.2f}")
    print(f"first paint: {med['first paint'] / 1000:.3f} s, first contentful paint: "
          f"{med['first contentful paint'] / 1000:.3f} s  (target <= {TARGETS['paint']} s)")
    own = own_files(build, dist)
    raw, gz = gzipped(own)
    print(f"our own files ({len(own)}): {raw:,} bytes raw, {gz:,} bytes gzipped "
          f"= {gz / 1000:.0f} KB")
    rules = [p for p in own if p.relative_to(dist).parts[0] == "rules"]
    game = [p for p in own if p not in rules]
    print(f"  of which the game (app, wheel, texts): {gzipped(game)[1] / 1000:.0f} KB gzipped "
          f"(target <= {TARGETS['own_kb']} KB), "
          f"the static rules site (rules/, {len(rules)} pages): "
          f"{gzipped(rules)[1] / 1000:.0f} KB gzipped")
    for path in own:
        data = path.read_bytes()
        print(f"    {path.name:36} {len(data):9,} raw {len(gzip.compress(data, 9)):9,} gz")
    shipped = dist / getattr(build, "SNAPSHOT_NAME", "-")
    if shipped.is_file():
        print(f"the shipped snapshot (a first visit on a fast line only): "
              f"{shipped.stat().st_size:,} bytes (gzipped)")
    total_raw, total_gz = gzipped([p for p in dist.rglob("*") if p.is_file()])
    print(f"all of dist/: {total_raw:,} bytes raw, {total_gz:,} bytes gzipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
