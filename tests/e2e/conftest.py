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
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
READY_STATES = ("ready", "round-over", "match-over", "error")
HAND_CARD = '[data-zone="hand"] [data-card]'
PLAYABLE = '[data-zone="hand"] [data-card]:not([data-moves="0"])'
CHOICE = "#choice-list [data-move]"
TABLE_ACTION = "#table-action-list [data-move]"


def pytest_configure(config):
    config.addinivalue_line("markers", "e2e: browser tests (build dist/, run Chromium)")


def pytest_collection_modifyitems(config, items):
    """Every test under tests/e2e is a browser test (``-m "not e2e"`` leaves them all out),
    whether or not its file says so."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.path).parents:
            item.add_marker(pytest.mark.e2e)


def _load_build_module():
    spec = importlib.util.spec_from_file_location("cassino_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return _load_build_module().chromium_launch_options(**browser_type_launch_args)


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
    g = _watch(page, context)
    yield g
    if not g.check_console:
        g.console_errors.clear()
    _check(g)


class Game:
    """Helpers to drive the page."""

    def __init__(self, page, base_url: str, guard: Guard):
        self.page = page
        self.base_url = base_url
        self.guard = guard
        self.lang = "en"  # the language the test opens the page in (for label checks)

    def open(self, query: str = "?pace=0&seed=7", wait: bool = True,
             level: str | None = "greedy"):
        """Open the page; the computers play at ``level`` (greedy keeps tests fast: the
        default, expert, thinks up to a second a move); None leaves the page's default."""
        if level is not None and "level=" not in query:
            query += ("&" if "?" in query else "?") + f"level={level}"
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

    def start_from_panel(self, variant: str, players: int, options: dict | None = None) -> dict:
        """Start a match with the new-game panel; ``options`` maps an option key to the
        index of a choice. Returns the first settled state."""
        page = self.page
        page.locator('[data-testid="new-game-button"]').click()
        dialog = page.locator('[data-testid="new-game"]')
        dialog.wait_for(state="visible")
        dialog.locator(f'input[name="variant"][value="{variant}"]').check()
        dialog.locator('[data-testid="players"]').select_option(str(players))
        for key, index in (options or {}).items():
            dialog.locator(f'select[data-option="{key}"]').select_option(str(index))
        generation = page.evaluate("window.cassino.gen")
        dialog.locator('[data-testid="start"]').click()
        page.wait_for_function("g => window.cassino.gen > g", arg=generation)
        self.wait_settled()
        state = self.bridge_state()
        assert (state["view"]["variant"], state["view"]["players"]) == (variant, players)
        return state

    def play_one_by_clicking(self, settle: bool = True) -> None:
        """One human move: the first hand card that has moves, then the first offered choice
        — or, when no hand card can be played yet, the first table action; then (``settle``)
        wait for the computers' replies."""
        page = self.page
        if page.locator(PLAYABLE).count():
            page.locator(PLAYABLE).first.click(timeout=10_000)
            page.locator(CHOICE).first.click(timeout=10_000)
        else:
            page.locator(TABLE_ACTION).first.click(timeout=10_000)
        if settle:
            self.wait_settled()

    def play_one_by_tapping_elements(self, card: str = "first") -> None:
        """One human move from the list in words, each element tapped on itself (a click
        event, not a pointer at the element's middle: in a hand of sixteen the cards
        overlap, and Playwright's click lands under the next card): the ``card`` ("first"
        or "last") hand card that has moves, then its first move — or, when no hand card
        can be played yet, the first table action. Does not wait for the replies."""
        page = self.page
        playable = page.locator(PLAYABLE)
        if playable.count():
            getattr(playable, card).dispatch_event("click")
            page.locator(CHOICE).first.dispatch_event("click")
        else:
            page.locator(TABLE_ACTION).first.dispatch_event("click")

    def play_by_clicking(self, max_moves: int = 400) -> tuple[str, list[int]]:
        """Play the human seat until the round (or match) ends: click the first hand card that
        has moves, then the first offered choice — or, when no hand card can be played yet
        (000: a claim makes an addition to one's own build compulsory first), the first table
        action. Returns the final page state and, for each human move that did not end the
        round, how many computer moves followed it."""
        page = self.page
        runs = []
        moves = 0
        while self.wait_settled() == "ready":
            before = page.evaluate("window.cassino.computerMoves")
            self.play_one_by_clicking(settle=False)
            moves += 1
            assert moves < max_moves, "the round does not end"
            if self.wait_settled() == "ready":
                runs.append(page.evaluate("window.cassino.computerMoves") - before)
        return self.state, runs


@pytest.fixture
def game(page, site_url, guard) -> Game:
    return Game(page, site_url, guard)


def _watch(page, context) -> Guard:
    g = Guard(page)
    page.route("**/*", g.route)
    # Requests made by the worker are seen here too: record them for the offline check.
    context.on("request", lambda req: g.requests.append(req.url))
    page.on("console", g.on_console)
    page.on("pageerror", g.on_pageerror)
    page.set_default_timeout(60_000)
    return g


def _check(g: Guard) -> None:
    external = g.external + [
        u for u in g.requests
        if urlsplit(u).hostname not in ("127.0.0.1", None) and not u.startswith(("data:", "blob:"))
    ]
    errors = list(g.console_errors)
    g.external.clear()
    g.requests.clear()
    g.console_errors.clear()
    assert not external, f"requests left 127.0.0.1: {sorted(set(external))}"
    assert not errors, f"console errors: {errors}"


SHARED_QUERY = "?pace=0&seed=17&lang=en"


@pytest.fixture(scope="module")
def shared_page(browser, site_url):
    """One page for a whole module, so Python starts once; tests start matches from the
    new-game panel. Use it through the `table` fixture."""
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    g = _watch(page, context)
    game = Game(page, site_url, g)
    game.open(SHARED_QUERY)
    yield game
    context.close()


@pytest.fixture
def table(shared_page) -> Game:
    """The module's shared page, checked after each test like `game` (no requests off
    127.0.0.1, no console errors); reloaded first if an earlier test left it broken."""
    game = shared_page
    if game.state == "error" or game.page.locator("#setup[open]").count():
        game.open(SHARED_QUERY)
    game.guard.external.clear()
    game.guard.requests.clear()
    game.guard.console_errors.clear()
    game.lang = "en"
    yield game
    _check(game.guard)


class Helpers:
    """The helpers above for test modules (they cannot import conftest by name)."""

    Game = Game
    watch = staticmethod(_watch)
    check = staticmethod(_check)
    root = ROOT
    playable = PLAYABLE
    choice = CHOICE
    table_action = TABLE_ACTION

    @staticmethod
    def inject_axe(page) -> None:
        """Load axe-core (npm ci installs it, a devDependency) into the page; its context
        must bypass the page's Content-Security-Policy, which forbids injected scripts."""
        assert AXE.exists(), "npm ci installs axe-core (a devDependency) for this test"
        page.add_script_tag(path=str(AXE))

    @staticmethod
    def axe_scan(page, what: str) -> None:
        """Assert that axe-core finds no serious or critical accessibility violation."""
        result = page.evaluate(
            "() => axe.run(document, {resultTypes: ['violations']}).then(r => r.violations"
            ".filter(v => ['serious', 'critical'].includes(v.impact))"
            ".map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.map(n => n.target)})))")
        assert result == [], f"{what}: {result}"

    @staticmethod
    def build():
        """build.py as a module."""
        return _load_build_module()

    @staticmethod
    def serve(directory: Path, base: str = "/"):
        """Serve ``directory`` at ``base`` on a free 127.0.0.1 port, in a thread."""
        server = _load_build_module().make_server(directory, 0, quiet=True, base=base)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        return server


@pytest.fixture(scope="session")
def e2e() -> type[Helpers]:
    return Helpers
