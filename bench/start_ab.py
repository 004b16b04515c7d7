"""Warm starts of two or more builds, alternated in one browser: which is quicker.

    python bench/start_ab.py DIST_A DIST_B [...] [--rounds N] [--reloads N] [--http]

Each build is served by build.py's server on its own port. Per round, each build in turn
gets a fresh Chromium context (settled 1 s, see bench/startup.py new_page), a first load,
then, once `<html data-offline="ready">` (the service worker has the site and the start-up
snapshot is made) or, with --http (service workers blocked), `data-snapshot="ready"`,
N reloads: each reload's time to `data-state=ready` and the start's stages (as
bench/start_profile.py reads them), milliseconds from navigation start. Builds alternate
round by round, so a slower spell of a shared machine weighs on all of them; a single
`bench/startup.py` run per build does not (its figures drift by 50-100 ms between runs at a
load of 5-10). The order within a round turns each round (give an even number of rounds for
two builds): the build that comes first in a round was measured 40-80 ms quicker than the
same build second (two builds with the same start, load 7-8). Prints per build the median
and mean of each stage and how many reloads started from the snapshot. No asserts.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from start_profile import breakdown  # noqa: E402
from startup import launch_options, load_build, new_page, ready_ms  # noqa: E402

STAGES = ["worker: worker", "worker: evaluated", "page: head start snapshot",
          "page: head start snapshot-bytes", "page: head start wasm", "worker: snapshot-awaited",
          "worker: wasm-start", "worker: wasm-compiled", "worker: wasm-instantiated",
          "worker: pyodide-loaded", "worker: booted", "first-paint", "ready"]


def reload_rows(browser, url: str, reloads: int, http: bool) -> list[dict]:
    """A fresh context's first load, then ``reloads`` warm reloads' breakdowns."""
    blocked = {"service_workers": "block"} if http else {}
    context, page = new_page(browser, 1.0, **blocked)
    try:
        page.goto(url)
        ready_ms(page)
        mark = "snapshot" if http else "offline"
        page.wait_for_function(
            f"() => document.documentElement.dataset.{mark} === 'ready'", timeout=120_000)
        rows = []
        for _ in range(reloads):
            page.reload()
            ready_ms(page)
            row = breakdown(page)
            row["start"] = page.evaluate("document.documentElement.dataset.start")
            rows.append(row)
        return rows
    finally:
        context.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dists", type=Path, nargs="+", help="built sites (e.g. copies of dist/)")
    parser.add_argument("--rounds", type=int, default=3, help="fresh contexts per build")
    parser.add_argument("--reloads", type=int, default=4, help="warm reloads per context")
    parser.add_argument("--http", action="store_true",
                        help="service workers blocked: warm from the HTTP cache only")
    args = parser.parse_args()
    build = load_build()
    servers = [build.make_server(dist, 0, quiet=True) for dist in args.dists]
    for server in servers:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    query = "?pace=0&seed=1&lang=en&level=greedy"
    urls = [f"http://127.0.0.1:{s.server_address[1]}/{query}" for s in servers]
    rows: list[list[dict]] = [[] for _ in args.dists]
    with sync_playwright() as pw:
        browser = pw.chromium.launch(**launch_options(build))
        try:
            for round_ in range(args.rounds):
                for i in range(len(urls)):
                    turn = (i + round_) % len(urls)
                    rows[turn].extend(reload_rows(browser, urls[turn], args.reloads, args.http))
        finally:
            browser.close()
            for server in servers:
                server.shutdown()
    for dist, found in zip(args.dists, rows, strict=True):
        starts = [row["start"] for row in found]
        print(f"== {dist}: {len(found)} reloads, {starts.count('snapshot')} from the snapshot")
        for stage in STAGES:
            values = [row[stage] for row in found if stage in row]
            if values:
                print(f"  {stage:34} median {statistics.median(values):6.0f}  "
                      f"mean {statistics.mean(values):6.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
