"""Where a warm start's CPU goes: a Chromium trace of warm reloads, summed by thread and task.

    python bench/start_trace.py [--reloads N] [--no-build] [--dist DIR] [--http] [--keep FILE]

Serves dist/ like bench/startup.py; a fresh context loads the page once, waits until the next
start is prepared (`<html data-offline="ready">`, or with --http, service workers blocked,
`data-snapshot="ready"`), reloads twice untraced, then traces N reloads (Chromium's trace
categories below, no sampling profiler: its own cost would skew the figures). For each
traced reload, from navigation start to `data-state=ready`: the wall time each thread spent
in tasks (per process and thread name; two cores here, so the sum against twice the start's
length says how crowded the start is), and the longest kinds of trace event on the page's
thread pool and the worker's thread (nested events count inside their parent). Prints the
median over the reloads. No asserts. --keep writes the last trace's JSON (Perfetto opens it).
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from start_profile import serve_site  # noqa: E402
from startup import ROOT, launch_options, new_page, ready_ms  # noqa: E402

CATEGORIES = ["devtools.timeline", "v8", "v8.wasm", "blink", "loading", "toplevel",
              "blink.user_timing", "ServiceWorker", "disabled-by-default-devtools.timeline",
              "disabled-by-default-v8.compile"]
START_MARK = "cassino:start script"  # start-worker.js's first performance mark
# Threads whose events are listed by kind (process name, thread name).
LISTED = [("Renderer", "ThreadPoolForegroundWorker"), ("Renderer", "DedicatedWorker thread"),
          ("Renderer", "CrRendererMain")]
# Wrappers around every task: left out of the listing by kind.
WRAPPERS = {"RunTask", "ThreadControllerImpl::RunTask", "ThreadPool_RunTask",
            "SimpleWatcher::OnHandleReady", "Receive mojo message", "TaskGraphRunner::RunTask"}


def navigation_start(events: list[dict]) -> float:
    """The trace time (µs) of the reload's navigation start, from the start script's mark."""
    mark = [e for e in events if e.get("name") == START_MARK][-1]
    return mark["ts"] - mark["args"]["data"]["startTime"] * 1000


def thread_names(events: list[dict]) -> dict[tuple, tuple[str, str]]:
    processes = {e["pid"]: e["args"]["name"] for e in events
                 if e.get("ph") == "M" and e.get("name") == "process_name"}
    return {(e["pid"], e["tid"]): (processes.get(e["pid"], str(e["pid"])), e["args"]["name"])
            for e in events if e.get("ph") == "M" and e.get("name") == "thread_name"}


def busy_by_thread(events: list[dict], t0: float, end_ms: float) -> dict[tuple, float]:
    """Milliseconds each (process, thread) name spent inside any event in [0, end_ms]."""
    names = thread_names(events)
    spans: dict[tuple, list] = collections.defaultdict(list)
    for e in events:
        if e.get("ph") != "X" or "dur" not in e:
            continue
        start = (e["ts"] - t0) / 1000
        end = start + e["dur"] / 1000
        if end > 0 and start < end_ms:
            spans[(e["pid"], e["tid"])].append((max(start, 0.0), min(end, end_ms)))
    busy: dict[tuple, float] = collections.Counter()
    for key, intervals in spans.items():
        intervals.sort()
        total, (low, high) = 0.0, intervals[0]
        for start, end in intervals[1:]:
            if start <= high:
                high = max(high, end)
            else:
                total, low, high = total + high - low, start, end
        busy[names.get(key, ("?", str(key[1])))] += total + high - low
    return busy


def events_by_kind(events: list[dict], t0: float, end_ms: float) -> dict[tuple, float]:
    """Milliseconds of each event name on the LISTED threads in [0, end_ms]."""
    names = thread_names(events)
    kinds: dict[tuple, float] = collections.Counter()
    for e in events:
        thread = names.get((e.get("pid"), e.get("tid")))
        if thread not in LISTED or e.get("ph") != "X" or e.get("name") in WRAPPERS:
            continue
        if 0 <= (e["ts"] - t0) / 1000 <= end_ms:
            kinds[(thread[1], e["name"])] += e.get("dur", 0) / 1000
    return kinds


def traced_reload(browser, page, path: Path) -> tuple[list[dict], float]:
    browser.start_tracing(page=None, path=str(path), categories=CATEGORIES)
    page.reload()
    ready = ready_ms(page)
    browser.stop_tracing()
    data = json.loads(path.read_text())
    return (data["traceEvents"] if isinstance(data, dict) else data), ready


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reloads", type=int, default=3)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--http", action="store_true", help="service workers blocked")
    parser.add_argument("--keep", type=Path, help="write the last trace here")
    args = parser.parse_args()
    build, server, url = serve_site(args.dist, args.no_build)
    readies: list[float] = []
    busy: dict[tuple, list] = collections.defaultdict(list)
    kinds: dict[tuple, list] = collections.defaultdict(list)
    with sync_playwright() as pw, tempfile.TemporaryDirectory() as tmp:
        browser = pw.chromium.launch(**launch_options(build))
        try:
            context, page = new_page(browser, 2.0, **(
                {"service_workers": "block"} if args.http else {}))
            page.goto(url)
            ready_ms(page)
            mark = "snapshot" if args.http else "offline"
            page.wait_for_function(
                f"() => document.documentElement.dataset.{mark} === 'ready'", timeout=120_000)
            for _ in range(2):
                page.reload()
                ready_ms(page)
            trace = Path(tmp) / "trace.json"
            for _ in range(args.reloads):
                events, ready = traced_reload(browser, page, trace)
                t0 = navigation_start(events)
                readies.append(ready)
                for key, ms in busy_by_thread(events, t0, ready).items():
                    busy[key].append(ms)
                for key, ms in events_by_kind(events, t0, ready).items():
                    kinds[key].append(ms)
            if args.keep:
                args.keep.write_bytes(trace.read_bytes())
            context.close()
        finally:
            browser.close()
            server.shutdown()

    def median(values: list[float]) -> float:
        return statistics.median(values + [0.0] * (len(readies) - len(values)))

    print(f"traced warm reloads: {len(readies)}, ready at median {statistics.median(readies):.0f} "
          f"ms (traced: slower than untraced)")
    print("busy in tasks from navigation start to ready (median ms), by process and thread:")
    rows = sorted(((median(v), k) for k, v in busy.items()), reverse=True)
    for ms, (process, thread) in rows[:16]:
        print(f"  {ms:7.1f}  {process} / {thread}")
    print(f"  {sum(ms for ms, _ in rows):7.1f}  all threads "
          f"(two cores give {2 * statistics.median(readies):.0f})")
    for thread in sorted({k[0] for k in kinds}):
        print(f"longest kinds of event on {thread} (median ms, nested ones inside their parent):")
        rows = sorted(((median(v), k[1]) for k, v in kinds.items() if k[0] == thread),
                      reverse=True)
        for ms, name in rows[:14]:
            print(f"  {ms:7.1f}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
