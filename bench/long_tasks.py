"""Main-thread long tasks while cards travel (issue 17: "no main-thread task over 50 ms
during an animation; the worker thinks meanwhile").

    python bench/long_tasks.py [--no-build] [--rounds N] [--seed S] [--variant V] [--players N]
                               [--pace MS] [--level L] [--seconds S]
                               [--dist DIR] [--trace [--profile] [--save-trace FILE]]

Builds dist/ (unless --no-build, or --dist names another built tree, such as a copy of dist/
from before a change, to compare the two on the same machine), serves it on 127.0.0.1 and,
in Chromium (Playwright, build.py's launch options, as the e2e tests use), plays casino
rounds against the computer at the Normal pace (400 ms, motion on): the human seat plays the
first hand card that has moves and the first move offered, by clicking. The page records
every PerformanceObserver "longtask" entry (tasks of 50 ms or more), the intervals when cards
travel (from the start of each finite Web Animation, element.animate, to its end or cancel;
CSS animations and transitions left out: the turn plate's glow loops for ever), and
felt.js's "cassino:felt-render" user-timing measures (one per redraw of the felt). The bench
waits for the page by polling every 100 ms, not every frame (Playwright's default runs a
script on every animation frame: main-thread work of the bench's own while cards travel).
With --why, each long animation frame while cards travel is listed with its scripts and its
style and layout time; with --trace, the page's main-thread tasks are also counted by their
thread CPU time, which a busy machine does not stretch, and each task of 30 ms or more of
CPU is listed with the work inside it (with --profile, the page's functions by their share of
its JS samples), the animations Chromium would not run on the compositor are counted by reason,
and the busiest threads' CPU is printed (the compositor's own included).

Prints: the time animating, the long tasks that overlap an animation (count, max, p95
duration) and all long tasks, and the felt's redraw time (count, median, p95, max). No
asserts. Figures depend on the machine's load: on a shared machine they are noisy.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

RECORD = """
window.__long = [];
window.__anim = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
// why a frame was long (Long Animation Frames): its scripts by source, its style and layout
window.__loaf = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__loaf.push({
      start: e.startTime, duration: e.duration,
      render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
      layout: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
      scripts: e.scripts.map((s) => ({
        what: `${s.invoker}${s.sourceFunctionName ? " " + s.sourceFunctionName : ""}`
          + `@${(s.sourceURL || "").split("/").pop()}:${s.sourceCharPosition}`,
        duration: s.duration, forced: s.forcedStyleAndLayoutDuration })),
    });
  }
}).observe({ type: "long-animation-frame", buffered: true });
// the cards' travel: every finite Web Animation (element.animate) from its start to its end
// or cancel, the intervals merged. Counted as they are made, not by document.getAnimations()
// each frame (that brings the page's style up to date every frame: work the bench would add).
let live = 0;
let since = null;
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) {
  const animation = animate.apply(this, args);
  if (Number.isFinite(animation.effect.getTiming().iterations ?? 1)) {
    if (live === 0) since = performance.now();
    live += 1;
    const end = () => {
      live -= 1;
      if (live === 0) { window.__anim.push([since, performance.now()]); since = null; }
    };
    animation.finished.then(end, end);
  }
  return animation;
};
"""


def _build():
    spec = importlib.util.spec_from_file_location("cassino_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def percentile(values: list[float], p: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def summary(values: list[float]) -> str:
    if not values:
        return "none"
    return (f"{len(values)}, max {max(values):.0f} ms, p95 {percentile(values, 95):.0f} ms, "
            f"median {statistics.median(values):.0f} ms")


PLAYABLE = '[data-zone="hand"] [data-card]:not([data-moves="0"])'
SETTLED = "s => s.includes(document.body.dataset.state)"


TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline",
                    "disabled-by-default-devtools.timeline.stack"]
PROFILE_CATEGORY = "disabled-by-default-v8.cpu_profiler"  # JS samples: --profile


HEAVY_CPU_MS = 30  # tasks of this much CPU or more are listed (--heavy-ms)


def main_thread_cpu(events: list) -> dict:
    """The page's main-thread tasks (RunTask on CrRendererMain) by their thread CPU time
    (tdur), which a busy machine does not stretch as it stretches wall time: the work a task
    is, apart from the time it waited for a core."""
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in events
             if e.get("ph") == "M" and e.get("name") == "thread_name"}
    counts: dict = {}
    for e in events:
        key = (e.get("pid"), e.get("tid"))
        if names.get(key) == "CrRendererMain" and e.get("name") == "RunTask":
            counts[key] = counts.get(key, 0) + 1
    if not counts:
        return {}
    main = max(counts, key=counts.get)
    tasks = [e for e in events if (e.get("pid"), e.get("tid")) == main
             and e.get("name") == "RunTask" and e.get("ph") == "X"]
    cpu = [e.get("tdur", 0) / 1000 for e in tasks]
    wall = [e.get("dur", 0) / 1000 for e in tasks]
    inside = [e for e in events if (e.get("pid"), e.get("tid")) == main and e.get("ph") == "X"
              and e.get("name") != "RunTask"]
    samples = js_samples(events, main)
    heavy = [what_ran(t, inside, samples) for t in tasks if t.get("tdur", 0) >= HEAVY_CPU_MS * 1000]
    return {"cpu_total": sum(cpu), "over_50_cpu": sorted(c for c in cpu if c >= 50),
            "over_30_cpu": sum(1 for c in cpu if c >= 30),
            "over_50_wall": sum(1 for w in wall if w >= 50), "heavy": heavy}


def js_samples(events: list, main: tuple) -> list[tuple[float, str]]:
    """The main thread's JS samples (--profile: v8's sampling profiler in the trace), as
    (time, "function@file:line" of the innermost frame of the page's own, else of any)."""
    profile = next((e for e in events if e.get("name") == "Profile"
                    and (e.get("pid"), e.get("tid")) == main), None)
    if not profile:
        return []
    frames: dict[int, dict] = {}
    parents: dict[int, int] = {}
    out = []
    at = profile["args"]["data"]["startTime"]
    for e in events:
        if e.get("name") != "ProfileChunk" or e.get("id") != profile["id"]:
            continue
        data = e["args"]["data"]
        cpu = data.get("cpuProfile", {})
        for node in cpu.get("nodes", []):
            frames[node["id"]] = node["callFrame"]
            if "parent" in node:
                parents[node["id"]] = node["parent"]
        for node, delta in zip(cpu.get("samples", []), data.get("timeDeltas", []), strict=False):
            at += delta
            out.append((at, node))

    def named(node: int) -> str:
        chain = []
        while node is not None:
            chain.append(frames.get(node, {}))
            node = parents.get(node)
        ours = next((f for f in chain if f.get("url", "").startswith("http")), chain[0])
        return (f"{ours.get('functionName') or '(anonymous)'}@"
                f"{ours.get('url', '').rsplit('/', 1)[-1]}:{ours.get('lineNumber', -1) + 1}")

    return sorted((t, named(n)) for t, n in out)


def what_ran(task: dict, inside: list, samples: list | None = None) -> dict:
    """A task's thread CPU time, its start (trace clock, ms) and the work inside it: the
    named events it holds (a script by function and file, a layout, a paint) with their wall
    times, biggest first; with JS samples, each function of the page's own by its share of
    the task's samples (innermost frame of ours; "(program)" is the browser's own work)."""
    begin, end = task["ts"], task["ts"] + task.get("dur", 0)
    parts: dict[str, float] = {}
    for e in inside:
        if not begin <= e["ts"] < end:
            continue
        data = (e.get("args") or {}).get("data") or {}
        name = e["name"]
        if name == "FunctionCall":
            name = (f"{data.get('functionName') or '?'}@{data.get('url', '').rsplit('/', 1)[-1]}"
                    f":{data.get('lineNumber', 0) + 1}")
        parts[name] = parts.get(name, 0.0) + e.get("dur", 0) / 1000
    top = sorted(parts.items(), key=lambda kv: -kv[1])[:6]
    mine: dict[str, int] = {}
    for t, name in samples or []:
        if begin <= t < end:
            mine[name] = mine.get(name, 0) + 1
    total = max(1, sum(mine.values()))
    js = [(name, n / total) for name, n in sorted(mine.items(), key=lambda kv: -kv[1])[:5]]
    return {"ts": begin / 1000, "cpu": task["tdur"] / 1000, "wall": task.get("dur", 0) / 1000,
            "top": top, "js": js}


def forced_layouts(trace: bytes) -> dict:
    """The trace's style recalcs and layouts forced from JS (they carry a JS stack): count,
    total and max ms, and the count by the innermost function of the page that forced them
    (those forced by Playwright's own scripts, its clicks and waits, counted apart)."""
    import json

    events = json.loads(trace)
    events = events["traceEvents"] if isinstance(events, dict) else events
    found: dict[str, list[float]] = {"Layout": [], "UpdateLayoutTree": []}
    where: dict[str, int] = {}
    for e in events:
        name = e.get("name")
        if name not in found or e.get("ph") != "X":
            continue
        data = (e.get("args") or {}).get("beginData") or {}
        stack = data.get("stackTrace")
        if not stack:
            continue
        ours = [f for f in stack if f.get("url", "").startswith("http")]
        if not ours:  # Playwright's own reads (its clicks' hit tests, its waits)
            found.setdefault(f"{name} (bench)", []).append(e.get("dur", 0) / 1000)
            continue
        found[name].append(e.get("dur", 0) / 1000)
        top = ours[0]
        key = (f"{name}:{top.get('functionName') or '?'}@{top.get('url', '').rsplit('/', 1)[-1]}"
               f":{top.get('lineNumber', -1) + 1}")
        where[key] = where.get(key, 0) + 1
    return {"found": found, "where": where, "cpu": main_thread_cpu(events),
            "refused": compositor_refusals(events), "threads": thread_cpu(events)}


def compositor_refusals(events: list) -> dict[int, int]:
    """Animations Chromium would not run on the compositor, by its reason bits
    (CompositorAnimations::FailureReasons: 64 another animation of the element is in the
    way, 32 the element is not composited, 131072 no visible change): each such animation
    updates the page's style on the main thread on every frame it runs."""
    reasons: dict[int, int] = {}
    for e in events:
        if e.get("name") == "Animation" and e.get("ph") == "n":
            failed = ((e.get("args") or {}).get("data") or {}).get("compositeFailed")
            if failed:
                reasons[failed] = reasons.get(failed, 0) + 1
    return reasons


def thread_cpu(events: list) -> dict[str, float]:
    """CPU ms of every thread's tasks by thread name, summed over Chromium's processes (the
    compositor's own thread, VizCompositorThread, draws every frame without a GPU)."""
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in events
             if e.get("ph") == "M" and e.get("name") == "thread_name"}
    cpu: dict[str, float] = {}
    for e in events:
        if e.get("ph") == "X" and e.get("name") in ("RunTask", "ThreadControllerImpl::RunTask"):
            name = names.get((e.get("pid"), e.get("tid")), "?")
            cpu[name] = cpu.get(name, 0.0) + e.get("tdur", 0) / 1000
    return cpu


def play(base: str, rounds: int, seed: int, variant: str, pace: int,
         players: int | None = None, trace: bool | str = False,
         save_trace: Path | None = None, seconds: float | None = None,
         level: str = "greedy") -> dict:
    from playwright.sync_api import sync_playwright

    build = _build()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(**build.chromium_launch_options())
        context = browser.new_context(viewport={"width": 1366, "height": 768})
        context.add_init_script(RECORD)
        page = context.new_page()
        seats = f"&players={players}" if players else ""
        page.goto(f"{base}?pace={pace}&level={level}&seed={seed}&lang=en&variant={variant}{seats}")
        states = ["ready", "round-over", "match-over", "error"]
        page.wait_for_function(SETTLED, arg=states, timeout=180_000, polling=100)
        start = page.evaluate("performance.now()")
        if trace:
            categories = TRACE_CATEGORIES + ([PROFILE_CATEGORY] if trace == "profile" else [])
            browser.start_tracing(page=page, categories=categories)
        moves = 0
        played = 0
        while played < rounds:
            if seconds and page.evaluate("performance.now()") - start > seconds * 1000:
                break
            state = page.evaluate("document.body.dataset.state")
            if state == "error":
                raise SystemExit(page.locator("#error-message").text_content())
            if state == "ready":
                if page.locator(PLAYABLE).count():
                    page.locator(PLAYABLE).first.click()
                    page.locator("#choice-list [data-move]").first.click()
                else:
                    page.locator("#table-action-list [data-move]").first.click()
                moves += 1
                page.wait_for_timeout(50)
            else:
                played += 1
                if played < rounds:
                    page.locator('[data-testid="next"]').click()
                    page.wait_for_timeout(50)
            page.wait_for_function(SETTLED, arg=states, timeout=120_000, polling=100)
            page.wait_for_function("() => !window.cassino.busy", timeout=120_000, polling=100)
        page.wait_for_timeout(1500)  # the last cards land
        raw = browser.stop_tracing() if trace else None
        if raw and save_trace:
            save_trace.write_bytes(raw)
        traced = forced_layouts(raw) if trace else None
        result = page.evaluate("""(start) => ({
          long: window.__long.filter(([t]) => t >= start),
          anim: window.__anim.filter(([, end]) => end >= start),
          renders: performance.getEntriesByName("cassino:felt-render").map((e) => e.duration),
          loaf: window.__loaf.filter((e) => e.start >= start),
          elapsed: performance.now() - start,
        })""", start)
        result["start"] = start
        result["moves"] = moves
        result["forced"] = traced
        browser.close()
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--variant", default="casino")
    parser.add_argument("--players", type=int, default=None, help="seats (the rule set's default)")
    parser.add_argument("--pace", type=int, default=400, help="the computer's pace, ms (Normal)")
    parser.add_argument("--level", default="greedy",
                        help="the computers' level (expert: the worker thinks while cards travel)")
    parser.add_argument("--seconds", type=float, default=None,
                        help="stop playing this many seconds into the first round (a first "
                             "visit's opening moves: the service worker and the warm-up then)")
    parser.add_argument("--dist", type=Path, default=None,
                        help="serve this built tree as it is (a copy of dist/ before a change)")
    parser.add_argument("--why", action="store_true",
                        help="each long animation frame while cards travel: scripts, layout")
    parser.add_argument("--trace", action="store_true",
                        help="count layouts and style recalcs forced from JS (a Chromium trace)")
    parser.add_argument("--profile", action="store_true",
                        help="with --trace: sample JS too, and name the functions each task of "
                             "30 ms or more of CPU ran (the sampling adds to every task)")
    parser.add_argument("--heavy-ms", type=float, default=30,
                        help="with --trace: list each task of this much CPU or more (ms)")
    parser.add_argument("--save-trace", type=Path, default=None,
                        help="with --trace: write the Chromium trace to this file")
    args = parser.parse_args(argv)
    global HEAVY_CPU_MS
    HEAVY_CPU_MS = args.heavy_ms
    dist = args.dist or ROOT / "dist"
    if args.dist is None and (not args.no_build or not (dist / "index.html").exists()):
        subprocess.run([sys.executable, str(ROOT / "build.py")], cwd=ROOT, check=True)
    if not (dist / "index.html").exists():
        raise SystemExit(f"{dist}: no index.html (not a built tree)")
    server = _build().make_server(dist, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    try:
        trace = "profile" if args.trace and args.profile else args.trace
        r = play(f"http://{host}:{port}/", args.rounds, args.seed, args.variant, args.pace,
                 args.players, trace, args.save_trace, args.seconds, args.level)
    finally:
        server.shutdown()
    anim = r["anim"]
    animating = sum(end - begin for begin, end in anim)

    def overlaps(task):
        begin, duration = task
        return any(begin < end and begin + duration > a for a, end in anim)

    during = [d for t, d in r["long"] if overlaps((t, d))]
    seats = f" ({args.players} players)" if args.players else ""
    print(f"{dist}: {args.variant}{seats}, seed {args.seed}, pace {args.pace} ms, "
          f"{args.rounds} round(s), "
          f"{r['moves']} human moves, {r['elapsed'] / 1000:.1f} s played")
    print(f"animating: {len(anim)} spans, {animating / 1000:.1f} s in all")
    print(f"long tasks during an animation: {summary(during)}")
    print(f"long tasks, all: {summary([d for _, d in r['long']])}")
    each = [f"{d:.0f}@{(t - r['start']) / 1000:.1f}{'*' if overlaps((t, d)) else ''}"
            for t, d in r["long"]]
    print("each long task, ms @ s into the round (* while cards travel): " + ", ".join(each))
    print(f"felt redraw (cassino:felt-render): {summary(r['renders'])}")
    if args.why:
        print("long animation frames while cards travel (ms: whole, style+layout+render; scripts):")
        for f in r["loaf"]:
            if f["duration"] < 50 or not overlaps((f["start"], f["duration"])):
                continue
            scripts = ", ".join(f"{s['what']} {s['duration']:.0f}"
                                + (f" (forced {s['forced']:.0f})" if s["forced"] >= 1 else "")
                                for s in f["scripts"] if s["duration"] >= 3)
            print(f"  {(f['start'] - r['start']) / 1000:5.1f}s {f['duration']:4.0f} "
                  f"render {f['render']:3.0f} (style+layout {f['layout']:3.0f}); {scripts}")
    if r["forced"]:
        total_moves = max(1, r["moves"])
        for name, durations in r["forced"]["found"].items():
            per = len(durations) / total_moves
            print(f"forced {name} (from JS): {len(durations)} ({per:.1f} per human move), "
                  f"{sum(durations):.0f} ms in all, max {max(durations, default=0):.0f} ms")
        for key, n in sorted(r["forced"]["where"].items(), key=lambda kv: -kv[1])[:12]:
            print(f"  {n:4d} {key}")
        refused = r["forced"]["refused"]
        print("animations the compositor refused (reason bits: count): "
              + (", ".join(f"{k}: {n}" for k, n in sorted(refused.items())) or "none"))
        busiest = sorted(r["forced"]["threads"].items(), key=lambda kv: -kv[1])[:4]
        print("CPU by thread (traced): "
              + ", ".join(f"{name} {ms / 1000:.1f} s" for name, ms in busiest))
        cpu = r["forced"]["cpu"]
        if cpu:
            print(f"main-thread tasks by CPU time (traced): {cpu['cpu_total'] / 1000:.1f} s "
                  f"in all; {cpu['over_50_wall']} of 50 ms or more by the clock, "
                  f"{cpu['over_30_cpu']} of 30 ms or more of CPU, "
                  f"{len(cpu['over_50_cpu'])} of 50 ms or more "
                  f"({', '.join(f'{c:.0f}' for c in cpu['over_50_cpu'])})")
            first = min((h["ts"] for h in cpu["heavy"]), default=0)
            for h in cpu["heavy"]:
                parts = ", ".join(f"{name} {ms:.0f}" for name, ms in h["top"])
                print(f"  +{(h['ts'] - first) / 1000:5.1f}s cpu {h['cpu']:3.0f} ms "
                      f"(wall {h['wall']:3.0f}): {parts}")
                if h["js"]:
                    print("      samples: " + ", ".join(f"{name} {share:.0%}"
                                                        for name, share in h["js"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
