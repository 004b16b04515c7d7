"""Delivery: offline play (service worker), the site under a sub-path, embed.html in a frame
of another origin with its postMessage API, and rules diagrams."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from urllib.parse import quote, urlsplit

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e

HOST_DIR = Path(__file__).resolve().parent / "host"
DIAGRAM = "casino|h0=7D,9S|h1=KC,3C|t=8D,AH|b=5C+2H:7:0|m=0"


@pytest.fixture(scope="module")
def servers(site_url, e2e):
    """dist/ under /cassino/ (a GitHub Pages project site), and two host origins."""
    started = [e2e.serve(e2e.root / "dist", "/cassino/"), e2e.serve(HOST_DIR),
               e2e.serve(HOST_DIR)]
    ports = [s.server_address[1] for s in started]
    yield {"subpath": f"http://127.0.0.1:{ports[0]}/cassino/",
           "host": f"http://127.0.0.1:{ports[1]}/", "other": f"http://127.0.0.1:{ports[2]}/"}
    for server in started:
        server.shutdown()
        server.server_close()


def _play_one_move(page, e2e) -> None:
    hand = page.evaluate("window.cassino.state.view.hand.length")
    page.locator(e2e.playable).first.click()
    page.locator(e2e.choice).first.click()
    page.wait_for_function(
        "n => window.cassino.state.view.hand.length < n || document.body.dataset.state !== 'ready'"
        " && document.body.dataset.state !== 'thinking'", arg=hand)


def test_plays_offline_after_one_visit(browser, site_url, e2e):
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    errors: list[str] = []
    requests: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    context.on("request", lambda r: requests.append(r.url))
    game = e2e.Game(page, site_url, None)
    try:
        game.open("?pace=0&seed=5&lang=en")
        # The service worker registers once the page is ready and precaches every file.
        state = page.evaluate("""async () => {
            const reg = await navigator.serviceWorker.ready;
            const w = reg.active;
            if (w.state !== "activated") {
                await new Promise((r) => w.addEventListener("statechange",
                    () => w.state === "activated" && r()));
            }
            return {scope: reg.scope, keys: await caches.keys()};
        }""")
        assert state["scope"] == site_url
        assert len(state["keys"]) == 1 and state["keys"][0].startswith("cassino-")
        # The first install takes this page, which then prepares the next start from the cache.
        page.wait_for_function("() => document.documentElement.dataset.offline === 'ready'")
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        context.set_offline(True)
        page.reload(wait_until="domcontentloaded")
        assert game.wait_settled() == "ready"
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert page.evaluate("document.documentElement.dataset.offline") == "ready"
        # Its files came from the cache by the service worker's static routes (sw.js
        # addCacheRoutes), the browser serving them without the fetch handler.
        sources = page.evaluate("""() => Object.fromEntries(performance.getEntriesByType(
            "resource").map((e) => [e.name.split("/").pop(), e.workerMatchedSourceType]))""")
        assert sources["app.js"] == sources["style.css"] == "cache", sources
        _play_one_move(page, e2e)
        assert game.bridge_state()["last_move"] is not None
    finally:
        context.close()
    assert not errors, errors
    assert all(urlsplit(u).hostname == "127.0.0.1" for u in requests if u.startswith("http"))


WAIT_ACTIVE = """async () => {
    const reg = await navigator.serviceWorker.ready;
    const w = reg.active;
    if (w.state !== "activated") {
        await new Promise((r) => w.addEventListener("statechange",
            () => w.state === "activated" && r()));
    }
    return caches.keys();
}"""


def test_a_new_build_replaces_the_old_cache_on_the_next_visit(browser, site_url, e2e,
                                                             tmp_path):
    site = tmp_path / "site"
    shutil.copytree(e2e.root / "dist", site)
    server = e2e.serve(site)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    guard = e2e.watch(page, context)
    try:
        game = e2e.Game(page, url, guard)
        game.open("?pace=0&seed=5&lang=en")
        (old,) = page.evaluate(WAIT_ACTIVE)
        # A new build: other content, so another hash, cache name and sw.js.
        index = site / "index.html"
        index.write_text(index.read_text().replace("</body>", "<!-- build 2 --></body>"))
        new = "cassino-" + e2e.build().write_service_worker(site)[:16]
        assert new != old
        # The next visit still runs the old build (no mixing mid-start); once it is ready the
        # new service worker takes over and the old cache goes.
        page.reload(wait_until="domcontentloaded")
        game.wait_settled()
        assert "build 2" not in page.content()
        for _ in range(300):
            if page.evaluate("caches.keys()") == [new]:
                break
            page.wait_for_timeout(200)
        else:
            pytest.fail(f"the new build's cache did not replace the old: "
                        f"{page.evaluate('caches.keys()')}")
        page.reload(wait_until="domcontentloaded")
        game.wait_settled()
        assert "build 2" in page.content()
        assert page.evaluate("caches.keys()") == [new]
        e2e.check(guard)
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def test_plays_under_a_sub_path(browser, servers, e2e):
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    guard = e2e.watch(page, context)
    try:
        game = e2e.Game(page, servers["subpath"], guard)
        game.open("?pace=0&seed=9&lang=en")
        _play_one_move(page, e2e)
        prefix = servers["subpath"]
        outside = [u for u in guard.requests if u.startswith("http") and not u.startswith(prefix)]
        assert not outside, f"requests outside {prefix}: {outside}"
        assert any(u.endswith("/cassino/python_stdlib.pyc.zip") for u in guard.requests)
        scope = page.evaluate("navigator.serviceWorker.ready.then((r) => r.scope)")
        assert scope == prefix
        # Installable: the manifest and its icons are there, under the sub-path too.
        manifest = page.request.get(prefix + "manifest.webmanifest").json()
        for icon in manifest["icons"]:
            response = page.request.get(prefix + icon["src"].removeprefix("./"))
            assert response.ok and response.headers["content-type"] == "image/png"
        assert page.request.get(prefix + "pyodide.asm.wasm").headers["content-type"] == (
            "application/wasm")
        e2e.check(guard)
    finally:
        context.close()


def _events(page, kind: str) -> list[dict]:
    return page.evaluate("k => window.events.filter((e) => e.data && e.data.type === k)", kind)


def test_embed_in_a_frame_of_another_origin(browser, site_url, servers, e2e):
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    guard = e2e.watch(page, context)
    site_origin = site_url.rstrip("/")
    src = site_url + "embed.html?seats=human,computer&seed=5&pace=0&level=greedy&lang=en"
    # A second frame of yet another origin posts commands to the game frame.
    other = servers["other"] + "attacker.html"
    page.goto(servers["host"] + f"host.html?src={quote(src)}&other={quote(other)}")
    try:
        page.wait_for_function("() => window.events.some((e) => e.data.type === 'ready')",
                               timeout=60_000)
        (ready,) = _events(page, "ready")
        assert ready["origin"] == site_origin
        assert ready["data"]["source"] == "cassino" and ready["data"]["variant"] == "casino"
        assert ready["data"]["seats"] == ["human", "computer"]
        frame = page.frame_locator("#cassino")
        body = frame.locator("body")
        expect(body).to_have_attribute("data-state", "ready", timeout=30_000)

        # The other origin's commands (sent on load and now again) are ignored.
        page.frame_locator("#other").locator("body").evaluate("() => window.attack()")
        # Malformed messages from the allowed origin are ignored too.
        for bad in ["set-lang", None, [1], {"type": 5}, {"type": "set-lang", "lang": "xx"},
                    {"type": "new-game", "seed": "x"}, {"type": "explode"}]:
            page.evaluate("m => window.send(m)", bad)
        page.wait_for_timeout(300)
        expect(frame.locator("html")).to_have_attribute("lang", "en")
        assert len(_events(page, "ready")) == 1

        # A move by clicking in the frame is posted to the host.
        frame.locator('[data-zone="hand"] [data-card]:not([data-moves="0"])').first.click()
        frame.locator("#choices [data-move]").first.click()
        page.wait_for_function(
            "() => window.events.some((e) => e.data.type === 'move' && e.data.human)")
        move = next(e for e in _events(page, "move") if e["data"]["human"])
        assert move["origin"] == site_origin
        assert move["data"]["seat"] == 0 and move["data"]["move"]["label"]["en"]

        # An allowed command works: the frame switches language.
        page.evaluate("m => window.send(m)", {"type": "set-lang", "lang": "pt"})
        expect(frame.locator("html")).to_have_attribute("lang", "pt-BR")
        expect(frame.locator(".hand-title")).to_have_text("Sua mão")
        page.evaluate("m => window.send(m)", {"type": "new-game", "seed": 8})
        page.wait_for_function("() => window.events.filter((e) => e.data.type === 'move')"
                               ".length >= 1")
        expect(body).to_have_attribute("data-state", "ready", timeout=30_000)
        e2e.check(guard)
    finally:
        context.close()


def test_embed_posts_nothing_to_an_origin_not_allowed(browser, site_url, servers, e2e):
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    guard = e2e.watch(page, context)
    src = site_url + "embed.html?seed=5&pace=0&level=greedy&lang=en&origin=https://example.org"
    page.goto(servers["host"] + f"host.html?src={quote(src)}")
    try:
        body = page.frame_locator("#cassino").locator("body")
        expect(body).to_have_attribute("data-state", "ready", timeout=60_000)
        page.evaluate("m => window.send(m)", {"type": "set-lang", "lang": "pt"})
        page.wait_for_timeout(300)
        expect(page.frame_locator("#cassino").locator("html")).to_have_attribute("lang", "en")
        assert page.evaluate("window.events.length") == 0
        e2e.check(guard)
    finally:
        context.close()


def test_rules_diagram_accepts_a_legal_move_and_explains_an_illegal_one(page, site_url, guard):
    caption = "You own the 7 build: you may not trail."
    page.goto(site_url + "embed.html?lang=en&position=" + quote(DIAGRAM)
              + "&caption=" + quote(caption))
    page.wait_for_function("() => document.body.dataset.state === 'ready'", timeout=60_000)
    expect(page.locator('[data-testid="caption"]')).to_have_text(caption)
    expect(page.locator('[data-zone="table"] [data-build]')).to_have_count(1)
    verdict = page.locator('[data-testid="verdict"]')

    page.locator('[data-zone="hand"] [data-card="7D"]').click()
    page.locator("#choices button", has_text="capture 5♣+2♥ with 7♦").click()
    expect(verdict).to_have_attribute("data-legal", "true")
    expect(verdict).to_contain_text("Legal: capture 5♣+2♥ with 7♦")

    page.locator('[data-zone="hand"] [data-card="9S"]').click()
    page.locator("#choices button", has_text="trail 9♠").click()
    expect(verdict).to_have_attribute("data-legal", "false")
    expect(verdict).to_have_attribute("data-code", "cannot-trail-while-owning-build")
    expect(verdict).to_contain_text("you own a build")

    page.locator("#choices button", has_text="capture 8♦ with 9♠").click()
    expect(verdict).to_have_attribute("data-code", "capture-value-mismatch")
    # The same diagram in Portuguese explains in Portuguese.
    page.goto(site_url + "embed.html?lang=pt&position=" + quote(DIAGRAM))
    page.wait_for_function("() => document.body.dataset.state === 'ready'", timeout=60_000)
    page.locator('[data-zone="hand"] [data-card="9S"]').click()
    page.locator("#choices button", has_text="largar 9♠").click()
    expect(verdict).to_contain_text("Não é permitido")
    expect(verdict).to_contain_text("construção")


def test_variants_file_is_the_bridges_own_answer(site_url, e2e):
    # The page reads the rule sets from variants.json while Python starts (web/app.js): it
    # must be exactly what the bridge answers to {"op": "variants"}, not a copy kept by hand.
    from cassino import bridge

    built = json.loads((e2e.root / "dist" / "variants.json").read_text(encoding="utf-8"))
    assert built == json.loads(bridge.handle(json.dumps({"op": "variants"})))
    assert {v["id"] for v in built["variants"]} >= {"casino", "basra", "diloti", "swazi"}


def test_page_asks_python_for_the_rule_sets_when_variants_json_is_missing(page, site_url, e2e):
    page.route("**/variants.json", lambda route: route.fulfill(status=404, body="gone"))
    game = e2e.Game(page, site_url, None)
    game.open("?pace=0&seed=3&lang=en&variant=basra")
    assert game.bridge_state()["view"]["variant"] == "basra"
    page.locator('[data-testid="new-game-button"]').click()
    expect(page.locator('#variant-list input[value="diloti"]')).to_have_count(1)
