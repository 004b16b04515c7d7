"""Where the start goes: a breakdown of one cold load, warm reloads from the service worker
and from the HTTP cache only, on the page's clock.

    python bench/start_profile.py [--reloads N] [--no-build] [--dist DIR]

Serves dist/ (or --dist) like bench/startup.py and reads, once the page is `data-state=ready`,
the worker's marks (web/worker.js sends them with "ready": the snapshot read, loadPyodide,
the WebAssembly instantiated, the wheel extracted, the first answer; and its fetches), the
page's paint entries, its DOMContentLoaded and the end of its own module files. Every figure
is milliseconds from navigation start. No asserts.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from startup import ROOT, launch_options, load_build, new_page, ready_ms  # noqa: E402

PAGE = """() => {
  const out = {};
  for (const e of performance.getEntriesByType('paint')) out[e.name] = e.startTime;
  const nav = performance.getEntriesByType('navigation')[0];
  out['page: html in'] = nav.responseEnd;
  out['page: DOMContentLoaded'] = nav.domContentLoadedEventEnd;
  let modules = 0;
  for (const e of performance.getEntriesByType('resource')) {
    const page = e.name.endsWith('.js') || e.name.endsWith('.css');
    if (page) modules = Math.max(modules, e.responseEnd);
  }
  out['page: last js/css in'] = modules;
  for (const [k, v] of Object.entries(window.cassinoStartMarks || {})) out['worker: ' + k] = v;
  for (const e of performance.getEntriesByType('mark')) {
    if (e.name.startsWith('cassino:')) out['page: ' + e.name.slice(8)] = e.startTime;
  }
  return out;
}"""


def breakdown(page) -> dict[str, float]:
    out = page.evaluate(PAGE)
    out["ready"] = page.evaluate("window.__ready")
    return out


def show(title: str, rows: list[dict[str, float]]) -> None:
    print(f"== {title} ({len(rows)} load(s)): median ms from navigation start")
    names = sorted({k for r in rows for k in r}, key=lambda k: statistics.median(
        [r[k] for r in rows if k in r]))
    for name in names:
        values = [r[name] for r in rows if name in r]
        print(f"  {name:42} {statistics.median(values):7.0f}   "
              f"({', '.join(f'{v:.0f}' for v in values)})")


def reloads(page, mark: str, count: int, into: list) -> None:
    """Once ``<html data-MARK>`` is "ready" (the service worker has the site, or the snapshot
    is made), reload ``count`` times and add each reload's breakdown to ``into``."""
    page.wait_for_function(
        f"() => document.documentElement.dataset.{mark} === 'ready'", timeout=120_000)
    for _ in range(count):
        page.reload()
        ready_ms(page)
        into.append(breakdown(page))


def serve_site(dist: Path, no_build: bool):
    """dist/ built (unless ``no_build``, or another directory is given) and served on
    127.0.0.1 in a thread: (the build module, the server, the game's URL: a seeded deal, the
    computer at level greedy, no pause between turns)."""
    if not no_build and dist == ROOT / "dist":
        subprocess.run([sys.executable, str(ROOT / "build.py")], cwd=ROOT, check=True)
    build = load_build()
    server = build.make_server(dist, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/?pace=0&seed=1&lang=en&level=greedy"
    return build, server, url


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reloads", type=int, default=3)
    parser.add_argument("--runs", type=int, default=1, help="fresh contexts")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--settle", type=float, default=2.0)
    args = parser.parse_args()
    build, server, url = serve_site(args.dist, args.no_build)
    rows: dict[str, list] = {"cold": [], "warm (service worker)": [],
                             "warm (HTTP cache only)": []}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(**launch_options(build))
        try:
            for _ in range(args.runs):
                context, page = new_page(browser, args.settle)
                page.goto(url)
                ready_ms(page)
                rows["cold"].append(breakdown(page))
                reloads(page, "offline", args.reloads, rows["warm (service worker)"])
                context.close()
                context, page = new_page(browser, args.settle, service_workers="block")
                page.goto(url)
                ready_ms(page)
                reloads(page, "snapshot", args.reloads, rows["warm (HTTP cache only)"])
                context.close()
        finally:
            browser.close()
            server.shutdown()
    for title, found in rows.items():
        show(title, found)
    return 0


if __name__ == "__main__":
    sys.exit(main())
