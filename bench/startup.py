"""Start-up time and size of the built site.

    python bench/startup.py [--runs N] [--no-build]

Builds dist/ (unless --no-build and dist/ exists), serves it on 127.0.0.1, and measures in
Chromium (Playwright, the e2e tests' launch flags) the time from navigation to
`data-state=ready`: cold (a fresh browser context, empty cache) and warm (a reload in the same
context). Then prints the size of dist/ in bytes, raw and gzipped file by file. No asserts.
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
]
READY = "() => document.body.dataset.state === 'ready' || document.body.dataset.state === 'error'"


def load_build():
    spec = importlib.util.spec_from_file_location("cassino_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sizes(directory: Path) -> tuple[int, int]:
    raw = gz = 0
    for path in sorted(directory.rglob("*")):
        if path.is_file():
            data = path.read_bytes()
            raw += len(data)
            gz += len(gzip.compress(data, compresslevel=9))
    return raw, gz


def wait_ready(page) -> float:
    page.wait_for_function(READY, timeout=120_000, polling=20)
    if page.evaluate("document.body.dataset.state") == "error":
        raise RuntimeError(page.locator("#error-message").text_content())
    return time.perf_counter()


def block_external(route):
    if route.request.url.startswith("http://127.0.0.1"):
        route.continue_()
    else:
        route.abort()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    args = parser.parse_args()

    if not (args.no_build and DIST.exists()):
        subprocess.run([sys.executable, str(ROOT / "build.py")], cwd=ROOT, check=True)
    server = load_build().make_server(DIST, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/?pace=0&seed=1&lang=en"

    launch = {"args": CHROMIUM_ARGS, "headless": True}
    if CHROMIUM.exists():
        launch["executable_path"] = str(CHROMIUM)
    cold, warm = [], []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(**launch)
        try:
            for _ in range(args.runs):
                context = browser.new_context()
                page = context.new_page()
                page.route("**/*", block_external)
                start = time.perf_counter()
                page.goto(url)
                cold.append((wait_ready(page) - start) * 1000)
                start = time.perf_counter()
                page.reload()
                warm.append((wait_ready(page) - start) * 1000)
                context.close()
        finally:
            browser.close()
    server.shutdown()

    def line(name, values):
        shown = ", ".join(f"{v:.0f}" for v in values)
        return (f"{name:5} navigation -> ready: min {min(values):.0f} ms, "
                f"median {statistics.median(values):.0f} ms  (runs: {shown})")

    print(line("cold", cold))
    print(line("warm", warm))
    raw, gz = sizes(DIST)
    print(f"dist/ size: {raw:,} bytes raw, {gz:,} bytes gzipped (each file gzipped, summed)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
