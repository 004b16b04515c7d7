"""The loading screen tells what the start waits for (issue 18): on a slow first visit the bar
follows the bytes received, then named stages, and no figure stays the same for more than a
second; a later visit, served by the service worker, says it plays offline."""

from __future__ import annotations

import json
import re

import pytest

pytestmark = pytest.mark.e2e

MBIT = 10  # the throttled first visit: 10 Mbit/s down and up, 40 ms latency (Chromium CDP)
# Every change of the loading screen's figures (bar value, stage, detail, note), as seen by the
# page, with the time; and when the game became playable.
RECORD = """
window.__loading = [];
window.__ready = null;
const seen = () => {
  const bar = document.querySelector("#loading .progress");
  if (!bar) return;
  const row = [bar.getAttribute("aria-valuenow"),
               document.querySelector("#loading-label").textContent,
               document.querySelector("#loading-detail").textContent,
               document.querySelector("#loading-note").textContent];
  const last = window.__loading[window.__loading.length - 1];
  if (!last || JSON.stringify(last.slice(1)) !== JSON.stringify(row)) {
    window.__loading.push([performance.now(), ...row]);
  }
  if (window.__ready === null && document.body.dataset.state === "ready") {
    window.__ready = performance.now();
  }
};
new MutationObserver(seen).observe(document, {subtree: true, childList: true,
  attributes: true, characterData: true});
"""


def throttle(context, page, mbit: float, latency_ms: float = 40) -> None:
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": latency_ms,
        "downloadThroughput": mbit * 1e6 / 8, "uploadThroughput": mbit * 1e6 / 8})


def test_a_slow_first_visit_shows_bytes_then_stages_and_no_figure_stays_over_a_second(
        browser, site_url, e2e):
    sizes = json.loads((e2e.root / "dist" / "download.json").read_text())
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    context.add_init_script(RECORD)
    throttle(context, page, MBIT)
    try:
        page.goto(site_url + "?pace=0&seed=3&lang=pt&level=greedy", wait_until="commit")
        page.wait_for_function("() => window.__ready !== null", timeout=180_000, polling=100)
        rows = page.evaluate("window.__loading")
        ready = page.evaluate("window.__ready")
    finally:
        context.close()
    assert not errors, errors
    loading = [r for r in rows if r[0] < ready]
    times = [r[0] for r in loading] + [ready]
    gaps = [(b - a, row) for a, b, row in zip(times, times[1:], loading, strict=False)]
    # A second, and a quarter for a busy machine (the screen ticks every 100 ms).
    longest = max(gaps, key=lambda g: g[0])
    assert longest[0] <= 1250, f"a figure stayed {longest[0]:.0f} ms: {longest[1]}"

    stages = [r[2] for r in loading]
    downloading = [r for r in loading if r[2] == "Baixando o jogo…"]
    # The bar follows the bytes while the runtime downloads: many steps, each a bit further.
    values = [int(r[1]) for r in downloading]
    assert len(set(values)) >= 10 and values == sorted(values), values
    total = sizes["first_visit"] / 1e6
    shown = [re.fullmatch(r"([\d,]+) de ([\d,]+) MB( · \d+ s)?", r[3]) for r in downloading
             if r[3]]
    assert shown and all(m and m.group(2) == f"{total:.1f}".replace(".", ",") for m in shown)
    got = [float(m.group(1).replace(",", ".")) for m in shown]
    assert got == sorted(got) and got[-1] > got[0]
    # The first-visit note names what it downloads, computed at build from the real sizes.
    mb = f"{sizes['first_visit'] / 1e6:.1f}".replace(".", ",")
    assert any(r[4] == f"Primeira visita: baixando o jogo, {mb} MB. As próximas começam "
               "deste aparelho." for r in loading)
    # Then the named stages, in order.
    order = ["Baixando o jogo…", "Iniciando o Python…", "Carregando as regras…"]
    firsts = [stages.index(s) for s in order]
    assert firsts == sorted(firsts), stages


# Holds back the page's byte counts of its head start (start-worker.js: {headStart: "bytes"}),
# as a busy page may hand them over only once Python is up.
HOLD_COUNTS = """
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message && message.headStart === "bytes") return undefined;
  return post.call(this, message, ...rest);
};
"""


def test_starting_python_is_shown_before_the_rules_when_the_pages_counts_come_late(
        browser, site_url):
    context = browser.new_context(service_workers="block")
    context.add_init_script(HOLD_COUNTS)
    context.add_init_script(RECORD)
    page = context.new_page()
    # Below the fast-line bar (build.json snapshot.fast, ~40 Mbit/s), so that Python starts
    # (on a faster line a first visit may restore it from the build's snapshot: no such stage).
    throttle(context, page, 20)
    try:
        page.goto(site_url + "?pace=0&seed=3&lang=en&level=greedy", wait_until="commit")
        page.wait_for_function("() => window.__ready !== null", timeout=180_000, polling=100)
        ready = page.evaluate("window.__ready")
        start = page.evaluate("document.documentElement.dataset.start")
        stages = [r[2] for r in page.evaluate("window.__loading") if r[0] < ready]
    finally:
        context.close()
    assert start == "fresh", start
    assert "Starting Python…" in stages and "Loading the rules…" in stages, stages
    assert stages.index("Starting Python…") < stages.index("Loading the rules…"), stages


def test_a_visit_served_by_the_service_worker_says_it_plays_offline(browser, site_url, e2e):
    context = browser.new_context()
    page = context.new_page()
    game = e2e.Game(page, site_url, None)
    try:
        game.open("?pace=0&seed=5&lang=en")
        assert "offline" not in page.locator("#loading-note").text_content()
        page.wait_for_function("() => document.documentElement.dataset.offline === 'ready'")
        page.reload(wait_until="domcontentloaded")
        game.wait_settled()
        assert page.locator("#loading-note").text_content() == (
            "Plays offline: the game is kept on this device.")
    finally:
        context.close()


BIG = ("pyodide.asm.wasm", "python_stdlib.pyc.zip", "pyodide.asm.mjs", ".whl")


def _big_requests(context) -> list[str]:
    """The names of the big files the context asks for (the page's, the worker's), in order;
    not the service worker's own (its precache, once the page is ready, may come before the
    test reads the list)."""
    asked: list[str] = []
    context.on("request", lambda r: asked.append(r.url.rsplit("/", 1)[-1])
               if r.url.endswith(BIG) and r.service_worker is None else None)
    return asked


@pytest.mark.parametrize("workers", ["allow", "block"])
def test_each_big_file_is_fetched_once_before_the_first_deal_fresh_or_from_the_snapshot(
        browser, site_url, e2e, workers):
    # The page fetches the runtime's WebAssembly and the stdlib for the worker (its head start,
    # start-worker.js), the worker the rest: no file twice, on a first visit nor on a reload
    # that starts from the snapshot (served by the service worker, or the HTTP cache only).
    context = browser.new_context(service_workers=workers)
    page = context.new_page()
    game = e2e.Game(page, site_url, None)
    asked = _big_requests(context)
    try:
        game.open("?pace=0&seed=5&lang=en")
        assert game.wait_settled() == "ready"
        first = list(asked)
        assert len(first) == len(set(first)) == 4, first
        assert {name for name in first if not name.endswith(".whl")} == set(BIG[:3]), first
        mark = "offline" if workers == "allow" else "snapshot"
        page.wait_for_function(f"() => document.documentElement.dataset.{mark} === 'ready'",
                               timeout=120_000)
        asked.clear()
        page.reload(wait_until="domcontentloaded")
        assert game.wait_settled() == "ready"
        assert page.evaluate("document.documentElement.dataset.start") == "snapshot"
        again = [name for name in asked if not name.endswith(".whl")]  # put back after ready
        assert len(again) == len(set(again)), again
    finally:
        context.close()


# The page's own modules held back: what the first paint shows before any of them runs.
SCRIPTS = re.compile(r"/(app|progress|embed|learn)\.js$")
FIRST_WORDS = {"pt": ("pt-BR", "Novo jogo", "Regras", "Ajustes", "Carregando o jogo…"),
               "en": ("en", "New game", "Rules", "Settings", "Loading the game…")}


def first_paint(browser, locale: str, url: str):
    """A page opened in a browser of ``locale`` with its own modules (SCRIPTS) held back:
    what it shows before any of them runs (its context, to close, and the page)."""
    context = browser.new_context(locale=locale)
    context.route(SCRIPTS, lambda route: route.abort())
    page = context.new_page()
    page.goto(url, wait_until="domcontentloaded")
    return context, page


@pytest.mark.parametrize("locale, query, lang", [("pt-BR", "", "pt"), ("en-US", "", "en"),
                                                 ("en-US", "?lang=pt", "pt")],
                         ids=["portuguese-browser", "english-browser", "lang-pt-in-the-url"])
def test_the_first_paint_speaks_the_pages_language_before_its_scripts_run(
        browser, site_url, locale, query, lang):
    """On a slow first visit the page's modules come a second or more after the first paint,
    and until then a Portuguese visitor saw the header ("New game", "Rules", "Settings") and
    the loading label in English. The built page carries those words in both languages and
    shows the page's language (the URL's ?lang=, else the browser's) from the first paint:
    here with the game's and the loading screen's modules never arriving."""
    context, page = first_paint(browser, locale, site_url + query)
    html_lang, *words = FIRST_WORDS[lang]
    assert page.evaluate("document.documentElement.lang") == html_lang
    shown = [page.locator(f'[data-testid="{tid}"]').inner_text()
             for tid in ("new-game-button", "rules-button", "prefs-button")]
    shown.append(page.locator("#loading-label").inner_text())
    assert shown == words
    context.close()


@pytest.mark.parametrize("locale, query, words", [
    ("pt-BR", "", ("pt-BR", "Carregando o jogo…")),
    ("pt-BR", "?lang=en", ("en", "Loading the game…")),
], ids=["portuguese-browser", "lang-en-in-the-url"])
def test_the_embed_frames_first_paint_speaks_its_language_before_its_script_runs(
        browser, site_url, locale, query, words):
    """The embed frame's loading label said "Loading…" in English until embed.js ran; it is
    in the frame's language (the URL's ?lang=, else the browser's) from the first paint."""
    context, page = first_paint(browser, locale, site_url + "embed.html" + query)
    shown = (page.evaluate("document.documentElement.lang"),
             page.locator("#loading-label").inner_text())
    assert shown == words
    context.close()


@pytest.mark.parametrize("locale, query, words", [
    ("pt-BR", "", ("pt-BR", "Aprender a jogar", "Carregando o professor…")),
    ("pt-BR", "?lang=en", ("en", "Learn to play", "Loading the teacher…")),
    ("en-US", "?lang=pt", ("pt-BR", "Aprender a jogar", "Carregando o professor…")),
], ids=["portuguese-browser", "lang-en-in-the-url", "lang-pt-in-the-url"])
def test_the_lessons_pages_first_paint_speaks_its_language_before_its_script_runs(
        browser, site_url, locale, query, words):
    """The lessons page said "Learn to play" and "Loading…" in English until learn.js ran; its
    heading and loading label are in the page's language (the URL's ?lang=, else the
    browser's) from the first paint."""
    context, page = first_paint(browser, locale, site_url + "learn.html" + query)
    shown = (page.evaluate("document.documentElement.lang"),
             page.locator("#title").inner_text(), page.locator("#loading-label").inner_text())
    assert shown == words
    context.close()
