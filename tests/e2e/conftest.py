"""Browser tests: build dist/ once, serve it on 127.0.0.1, drive it with Chromium.

Every request that does not go to 127.0.0.1 is aborted and recorded, and console errors are
collected; the `game` fixture asserts after each test that there were none.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
]
READY_STATES = ("ready", "round-over", "match-over", "error")


def pytest_configure(config):
    config.addinivalue_line("markers", "e2e: browser tests (build dist/, run Chromium)")


def _load_build_module():
    spec = importlib.util.spec_from_file_location("cassino_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    args = {**browser_type_launch_args, "args": CHROMIUM_ARGS}
    if CHROMIUM.exists():
        args["executable_path"] = str(CHROMIUM)
    return args


@pytest.fixture(scope="session")
def site_url():
    """Build dist/ once (python build.py) and serve it on a free port in a thread."""
    subprocess.run([sys.executable, str(ROOT / "build.py")], cwd=ROOT, check=True)
    build = _load_build_module()
    server = build.make_server(ROOT / "dist", 0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    yield f"http://{host}:{port}/"
    server.shutdown()
    server.server_close()


class Guard:
    """Records blocked external requests and console errors of one page."""

    def __init__(self, page):
        self.page = page
        self.external: list[str] = []
        self.console_errors: list[str] = []
        self.requests: list[str] = []
        self.check_console = True

    def route(self, route):
        url = route.request.url
        host = urlsplit(url).hostname
        if url.startswith(("data:", "blob:")) or host == "127.0.0.1":
            route.continue_()
        else:
            self.external.append(url)
            route.abort()

    def on_console(self, msg):
        if msg.type == "error":
            self.console_errors.append(msg.text)

    def on_pageerror(self, err):
        self.console_errors.append(f"pageerror: {err}")


@pytest.fixture
def guard(page, context):
    g = Guard(page)
    page.route("**/*", g.route)
    # Requests made by the worker are seen here too: record them for the offline check.
    context.on("request", lambda req: g.requests.append(req.url))
    page.on("console", g.on_console)
    page.on("pageerror", g.on_pageerror)
    page.set_default_timeout(60_000)
    yield g
    external = g.external + [
        u for u in g.requests
        if urlsplit(u).hostname not in ("127.0.0.1", None) and not u.startswith(("data:", "blob:"))
    ]
    assert not external, f"requests left 127.0.0.1: {sorted(set(external))}"
    if g.check_console:
        assert not g.console_errors, f"console errors: {g.console_errors}"


class Game:
    """Helpers to drive the page."""

    def __init__(self, page, base_url: str, guard: Guard):
        self.page = page
        self.base_url = base_url
        self.guard = guard
        self.lang = "en"  # the language the test opens the page in (for label checks)

    def open(self, query: str = "?pace=0&seed=7", wait: bool = True):
        self.page.goto(self.base_url + query, wait_until="domcontentloaded")
        if wait:
            self.wait_settled()

    @property
    def state(self) -> str:
        return self.page.evaluate("document.body.dataset.state")

    def wait_settled(self, timeout: float = 60_000) -> str:
        self.page.wait_for_function(
            "states => states.includes(document.body.dataset.state)",
            arg=list(READY_STATES),
            timeout=timeout,
        )
        state = self.state
        if state == "error":
            msg = self.page.locator("#error-message").text_content()
            raise AssertionError(f"the page shows an error: {msg}")
        return state

    def bridge_state(self) -> dict:
        return self.page.evaluate("window.cassino.state")


@pytest.fixture
def game(page, site_url, guard) -> Game:
    return Game(page, site_url, guard)
