"""A static rules page (tools/rules_pages.py) in the browser: without JavaScript it shows the
text and its diagrams as cards; with it, a diagram opens live (embed.html) and the engine
answers a move, under a sub-path as on GitHub Pages."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e


def test_rules_page_reads_without_javascript_and_a_diagram_opens_live(browser, site_url, e2e):
    context = browser.new_context(java_script_enabled=False, locale="en-US")
    page = context.new_page()
    guard = e2e.watch(page, context)
    try:
        page.goto(site_url + "rules/en/casino.html")
        expect(page.locator("html")).to_have_attribute("lang", "en")
        expect(page.locator("h1")).to_have_text("Casino (strict)")
        expect(page.locator("h2#moves")).to_have_text("Moves")
        expect(page.locator("#scoring")).to_be_visible()
        figure = page.locator("#moves-2")
        expect(figure.locator("figcaption")).to_contain_text("001 §10")
        expect(figure.locator('.build [data-card="5C"]')).to_be_visible()
        expect(figure.locator('.hand.mine [data-card="7D"]')).to_have_attribute(
            "aria-label", "seven of diamonds")
        expect(figure.locator(".try").first).to_contain_text("legal")
        expect(figure.locator(".try-button")).to_have_count(0)  # no script, no button
        e2e.check(guard)
    finally:
        context.close()

    server = e2e.serve(e2e.root / "dist", "/cassino/")
    context = browser.new_context(locale="pt-BR", bypass_csp=True)  # for axe-core
    page = context.new_page()
    guard = e2e.watch(page, context)
    try:
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/cassino/rules/pt/casino.html")
        expect(page.locator("html")).to_have_attribute("lang", "pt-BR")
        e2e.inject_axe(page)
        e2e.axe_scan(page, "rules page")
        figure = page.locator("#moves-2")
        button = figure.locator(".try-button")
        expect(button).to_have_text("Experimentar as jogadas")
        button.click()
        expect(figure.locator(".board")).to_be_hidden()
        frame = figure.frame_locator("iframe")
        frame.locator("body[data-state=ready]").wait_for(timeout=60_000)
        frame.locator('[data-zone="hand"] [data-card="7D"]').click()
        frame.locator("#choices button", has_text="capturar 5♣+2♥ com 7♦").click()
        verdict = frame.locator('[data-testid="verdict"]')
        expect(verdict).to_have_attribute("data-legal", "true")
        expect(verdict).to_contain_text("Válida")
        button.click()  # closes it: the cards again
        expect(figure.locator("iframe")).to_have_count(0)
        expect(figure.locator(".board")).to_be_visible()
        e2e.check(guard)
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def test_a_rules_pages_diagram_draws_its_cards_with_the_games_svg_faces(browser, site_url, e2e):
    """Issue 17, item 9: the rules diagrams in the table's card style — each card the game's
    SVG face (table/cards.js), under the page's own Content-Security-Policy (a blocked picture
    is a console error the guard reports), its name in words kept."""
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    guard = e2e.watch(page, context)
    try:
        page.goto(site_url + "rules/en/casino.html")
        cards = page.locator("#moves-2 .board .card[data-card]")
        classes = cards.first.evaluate("c => [...c.classList].sort()")
        assert classes == ["black", "card", "face", "s-C"], classes
        faces = cards.evaluate_all("""cs => cs.map(c => ({
            svg: !!c.querySelector(':scope > svg image[href^="blob:"]'),
            text: c.textContent.trim(), width: c.getBoundingClientRect().width}))""")
        assert len(faces) >= 8
        assert all(f["svg"] and not f["text"] and f["width"] >= 40 for f in faces), faces
        expect(page.locator('#moves-2 .hand.mine [data-card="7D"]')).to_have_attribute(
            "aria-label", "seven of diamonds")
        page.wait_for_timeout(300)  # the pictures load: a refused one logs an error
        e2e.check(guard)
    finally:
        context.close()
