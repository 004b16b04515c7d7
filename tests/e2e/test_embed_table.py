"""The embed frame (embed.html) in the game's card style (issue 17, item 9): the same SVG
faces, builds as fanned stacks with a value badge, piles and the stock as stacks, cards that
travel at the frame's pace and stand still under prefers-reduced-motion."""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e

DIAGRAM = "casino|h0=7D,9S|h1=KC,3C|t=8D,AH|b=5C+2H/7H:7:0|m=0|p1=2S,3S"
PLAYABLE = '[data-zone="hand"] [data-card]:not([data-moves="0"])'
SLOW = "?lang=en&seed=7&pace=900&level=greedy"
READY = "() => ['ready', 'round-over', 'match-over'].includes(document.body.dataset.state)"


def open_frame(browser, site_url, e2e, query: str, **context_args):
    context = browser.new_context(locale="en-US", **context_args)
    page = context.new_page()
    guard = e2e.watch(page, context)
    page.goto(site_url + "embed.html" + query)
    page.wait_for_function(READY, timeout=60_000)
    return context, page, guard


def test_diagram_draws_svg_faces_a_fanned_build_with_its_value_and_the_piles_it_gives(
        browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e, "?lang=en&position=" + quote(DIAGRAM))
    try:
        for zone in ("hand", "table"):
            cards = page.locator(f'[data-zone="{zone}"] [data-card]')
            assert cards.count() >= 2
            assert cards.evaluate_all("cs => cs.every(c => c.querySelector('svg image'))")
        # the viewer's cards are named in words (the bridge's names), not by glyphs
        expect(page.locator('[data-zone="hand"] [data-card="7D"]')).to_have_attribute(
            "aria-label", "seven of diamonds")
        build = page.locator('[data-zone="table"] [data-build]')
        expect(build).to_have_count(1)
        expect(build.locator(".group")).to_have_count(2)
        expect(build.locator(".badge")).to_have_text("7")
        expect(build).to_have_attribute("aria-label", "build of 7 · Seat 1: five of clubs, "
                                        "two of hearts, seven of hearts")
        # the other seat's hand is open in a diagram; its pile (p1=) a stack with its count
        expect(page.locator('#others [data-seat="1"] [data-card]')).to_have_count(2)
        pile = page.locator('#others [data-seat="1"] [data-zone="pile"]')
        expect(pile).to_have_attribute("data-count", "2")
        expect(page.locator('#own-piles [data-zone="pile"]')).to_have_count(0)  # nothing captured
        expect(page.locator('[data-zone="stock"]')).to_have_count(0)  # the last deal
        e2e.check(guard)
    finally:
        context.close()


def test_play_shows_the_stock_and_every_pile_as_stacks_and_the_four_colour_deck(
        browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e,
                                      "?lang=en&seed=7&pace=0&level=greedy&colours=4")
    try:
        expect(page.locator('[data-zone="stock"]')).to_have_attribute("data-count", "40")
        expect(page.locator('[data-zone="pile"]')).to_have_count(2)
        expect(page.locator('#others [data-seat="1"] [data-back]')).to_have_count(4)
        expect(page.locator("body")).to_have_class("four-colour")
        colours = page.locator("[data-card]").evaluate_all(
            "cs => Object.fromEntries(cs.map(c => [c.dataset.card.slice(-1),"
            " getComputedStyle(c).color]))")
        assert len(colours) == 4 and len(set(colours.values())) == 4, colours  # one per suit
        e2e.check(guard)
    finally:
        context.close()


def _trail(page) -> str:
    """Select a hand card that may trail and trail it; its code."""
    for code in page.locator(PLAYABLE).evaluate_all("cs => cs.map(c => c.dataset.card)"):
        page.locator(f'[data-zone="hand"] [data-card="{code}"]').click()
        trail = page.locator('#choices [data-kind="trail"]')
        if trail.count():
            trail.click()
            return code
    raise AssertionError("no card of the hand may trail")


TRAVELLING = """code => {
  const c = document.querySelector(`[data-zone="table"] [data-card="${code}"]`);
  return c ? {running: c.getAnimations().filter(a => a.playState === "running").length} : null;
}"""


def test_a_trailed_card_travels_to_the_table_at_the_frames_pace(browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e, SLOW)
    try:
        code = _trail(page)
        seen = page.wait_for_function(TRAVELLING, arg=code, polling="raf").json_value()
        assert seen["running"] >= 1
        page.wait_for_function(READY, timeout=60_000)
        e2e.check(guard)
    finally:
        context.close()


def test_with_reduced_motion_a_trailed_card_is_on_the_table_at_once(browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e, SLOW, reduced_motion="reduce")
    try:
        code = _trail(page)
        seen = page.wait_for_function(TRAVELLING, arg=code, polling="raf").json_value()
        assert seen["running"] == 0
        e2e.check(guard)
    finally:
        context.close()


# ---- moves that play no hand card: 000's table actions, Tablic's declaration ---------------
def test_play_offers_tablics_declaration_before_a_card_with_the_sides_total(browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e,
                                      "?lang=en&variant=tablic&seed=1&pace=0&level=greedy")
    try:
        declare = page.locator('#choices [data-kind="declare"]')
        expect(declare).to_have_text("declare the target")
        expect(page.locator('[data-testid="status"]')).to_contain_text(
            "pick a card, or a move below (your turn goes on). Your side: 0 of 101.")
        declare.click()
        page.wait_for_function(READY, timeout=60_000)
        # wrong (0 of 101): the penalty, and no second declaration before a card is played
        expect(page.locator('[data-testid="status"]')).to_contain_text("You: declare the target")
        expect(page.locator('#choices [data-kind="declare"]')).to_have_count(0)
        expect(page.locator(PLAYABLE).first).to_be_enabled()
        e2e.check(guard)
    finally:
        context.close()


SWAZI = "swazi|h0=JC,2S|h1=KC,3C|h2=5H,6H|t=4D,7C,9S|m=0"


def test_a_swazi_diagram_lets_the_reader_try_a_table_action_before_a_card(browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e,
                                      "?lang=pt&position=" + quote(SWAZI))
    try:
        action = page.locator('#choices [data-kind="build"]')
        expect(action).to_have_text("construir 11 com 4♦+7♣ da mesa")
        action.click()
        verdict = page.locator('[data-testid="verdict"]')
        expect(verdict).to_have_attribute("data-legal", "true")
        expect(verdict).to_contain_text("construir 11 com 4♦+7♣ da mesa")
        # a card picked: its own moves only
        page.locator('[data-zone="hand"] [data-card="JC"]').click()
        expect(page.locator('#choices [data-kind="build"]')).to_have_count(0)
        e2e.check(guard)
    finally:
        context.close()


# ---- playing by touching the cards (issue 17, item 4): the bridge says which moves fit -----
# seed 11, greedy: the reader (seat 1) holds A♠ 3♣ 3♦ 8♠; the table is 9♠ 3♠ 8♣ J♦
TOUCH = "?lang=en&seed=11&pace=0&level=greedy"


def test_the_embed_plays_a_capture_by_touching_the_cards(browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e, TOUCH)
    try:
        page.locator('[data-zone="hand"] [data-card="8S"]').click()
        page.locator('[data-zone="table"] > [data-card="8C"]').click()  # the one move: played
        page.wait_for_function(READY, timeout=60_000)
        expect(page.locator('[data-zone="hand"] [data-card="8S"]')).to_have_count(0)
        expect(page.locator('[data-zone="table"] [data-card="8C"]')).to_have_count(0)
        expect(page.locator('#own-piles [data-zone="pile"]')).to_have_attribute("data-count", "2")
        e2e.check(guard)
    finally:
        context.close()


def test_a_selection_the_embed_cannot_play_is_explained_by_the_rules(browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e, TOUCH)
    try:
        page.locator('[data-zone="hand"] [data-card="AS"]').click()
        page.locator('[data-zone="table"] > [data-card="9S"]').click()
        status = page.locator('[data-testid="status"]')
        expect(status).to_have_attribute("data-code", "capture-value-mismatch")
        expect(status).to_contain_text("Not allowed:")
        # nothing changed: the card is still in hand, 9♠ on the table and not picked
        expect(page.locator('[data-zone="hand"] [data-card="AS"]')).to_have_count(1)
        expect(page.locator('[data-zone="table"] > [data-card="9S"]')).to_have_attribute(
            "aria-pressed", "false")
        e2e.check(guard)
    finally:
        context.close()


def test_two_moves_fitting_the_touched_cards_are_offered_and_one_is_played(browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e, TOUCH)
    try:
        page.locator('[data-zone="hand"] [data-card="3C"]').click()
        page.locator('[data-zone="table"] > [data-card="3S"]').click()
        moves = page.locator("#choices [data-move]")
        expect(moves).to_have_text(["capture 3♠ with 3♣", "build 3 with 3♣ + 3♠"])
        expect(page.locator('[data-zone="table"] > [data-card="3S"]')).to_have_class(
            re.compile(r"\bpicked\b"))
        moves.nth(1).click()
        page.wait_for_function(READY, timeout=60_000)
        expect(page.locator('[data-zone="table"] [data-build]')).to_have_count(1)
        e2e.check(guard)
    finally:
        context.close()


def test_touching_the_felt_with_a_card_selected_trails_it(browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e, TOUCH)
    try:
        page.locator('[data-zone="hand"] [data-card="AS"]').click()
        area = page.locator(".table-area")
        box = area.bounding_box()
        page.mouse.click(box["x"] + box["width"] - 6, box["y"] + box["height"] - 6)
        # laid on the table (the computer may take it at once): gone from the hand, no capture
        expect(page.locator('[data-zone="hand"] [data-card="AS"]')).to_have_count(0)
        page.wait_for_function(READY, timeout=60_000)
        expect(page.locator('#own-piles [data-zone="pile"]')).to_have_attribute("data-count", "0")
        e2e.check(guard)
    finally:
        context.close()


def test_a_hand_card_dragged_onto_a_table_card_captures_it(browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e, TOUCH)
    try:
        page.locator('[data-zone="hand"] [data-card="8S"]').drag_to(
            page.locator('[data-zone="table"] > [data-card="8C"]'))
        page.wait_for_function(READY, timeout=60_000)
        expect(page.locator('[data-zone="table"] [data-card="8C"]')).to_have_count(0)
        expect(page.locator('#own-piles [data-zone="pile"]')).to_have_attribute("data-count", "2")
        e2e.check(guard)
    finally:
        context.close()


MULTIPLE = "casino|h0=4C,8D,4H|h1=KC,QC,JC|t=4S|m=0"


def test_a_diagram_offers_both_announced_values_of_a_build_made_by_touching(browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e,
                                      "?lang=en&position=" + quote(MULTIPLE))
    try:
        page.locator('[data-zone="hand"] [data-card="4C"]').click()
        page.locator('[data-zone="table"] > [data-card="4S"]').click()
        moves = page.locator("#choices [data-move]")
        expect(moves).to_have_text(["capture 4♠ with 4♣", "build 4 with 4♣ + 4♠",
                                    "build 8 with 4♣ + 4♠"])
        moves.nth(2).click()
        verdict = page.locator('[data-testid="verdict"]')
        expect(verdict).to_have_attribute("data-legal", "true")
        expect(verdict).to_contain_text("build 8 with 4♣ + 4♠")
        e2e.check(guard)
    finally:
        context.close()


def test_a_diagram_tells_why_a_capture_touched_on_the_table_is_not_allowed(browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e, "?lang=pt&position=" + quote(DIAGRAM))
    try:
        # 9♠ on 8♦: the capture of 8♦ and of A♥+8♦ fit; the felt tapped tries the exact one
        page.locator('[data-zone="hand"] [data-card="9S"]').click()
        page.locator('[data-zone="table"] > [data-card="8D"]').click()
        expect(page.locator("#choices [data-move]")).to_have_count(1)
        page.locator(".table-area").click(position={"x": 4, "y": 4})
        verdict = page.locator('[data-testid="verdict"]')
        expect(verdict).to_have_attribute("data-legal", "false")
        expect(verdict).to_have_attribute("data-code", "capture-value-mismatch")
        e2e.check(guard)
    finally:
        context.close()


def test_a_swazi_table_action_is_made_by_touching_table_cards_then_build(browser, site_url, e2e):
    context, page, guard = open_frame(browser, site_url, e2e, "?lang=en&position=" + quote(SWAZI))
    try:
        page.locator('[data-zone="table"] > [data-card="4D"]').click()
        page.locator('[data-zone="table"] > [data-card="7C"]').click()
        build = page.locator('[data-testid="build-picked"]')
        expect(build).to_have_text("Build")
        build.click()
        verdict = page.locator('[data-testid="verdict"]')
        expect(verdict).to_have_attribute("data-legal", "true")
        expect(verdict).to_contain_text("build 11 with 4♦+7♣ from the table")
        e2e.check(guard)
    finally:
        context.close()


def test_a_four_player_embed_seats_the_others_in_one_row_within_its_frame(browser, site_url, e2e):
    """At the documented 380x520, the three other seats of a 4-player game sit side by side
    across the top (in the order play goes), and nothing scrolls."""
    context, page, guard = open_frame(
        browser, site_url, e2e, "?lang=pt&variant=cassino&seed=3&pace=0&seats="
        "human,computer,computer,computer", viewport={"width": 380, "height": 520})
    try:
        seats = page.locator("#others .seat")
        expect(seats).to_have_count(3)
        boxes = [seats.nth(i).bounding_box() for i in range(3)]
        assert max(b["y"] for b in boxes) - min(b["y"] for b in boxes) < 4, boxes  # one row
        assert boxes[0]["x"] < boxes[1]["x"] < boxes[2]["x"]
        size = page.evaluate("() => [document.documentElement.scrollWidth,"
                             " document.documentElement.scrollHeight]")
        assert size[0] <= 380 and size[1] <= 520, size
        e2e.check(guard)
    finally:
        context.close()


def test_on_a_touch_screen_the_frames_buttons_are_44_px_tap_targets(browser, site_url, e2e):
    """Issue 17, item 6: every tap target at least 44 x 44 px on a phone (a touch screen:
    pointer coarse), the move buttons a touched selection offers included."""
    context, page, guard = open_frame(browser, site_url, e2e, TOUCH, has_touch=True,
                                      is_mobile=True, viewport={"width": 390, "height": 700})
    try:
        assert page.evaluate("matchMedia('(pointer: coarse)').matches")
        page.locator('[data-zone="hand"] [data-card="3C"]').tap()
        page.locator('[data-zone="table"] > [data-card="3S"]').tap()
        moves = page.locator("#choices [data-move]")
        expect(moves).to_have_count(2)
        sizes = moves.evaluate_all(
            "bs => bs.map(b => b.getBoundingClientRect()).map(r => [r.width, r.height])")
        assert all(w >= 44 and h >= 44 for w, h in sizes), sizes
        e2e.check(guard)
    finally:
        context.close()


def test_a_diagram_of_a_large_table_lists_a_bounded_choice_and_tries_a_capture_touched(
        browser, site_url, e2e):
    # 30 loose cards: a hand card's captures run to hundreds of thousands. The frame lists
    # a bounded choice, says under a card whose list is cut short that more moves are made
    # by touching the cards, and a capture left out is tried by touching its cards.
    import random

    from cassino import Game, bridge
    from cassino.position import format_position
    from cassino.rules import RULE_SETS

    cards = list(RULE_SETS["casino"].deck)
    random.Random(5).shuffle(cards)
    game = Game.from_position("casino", [cards[:4], cards[4:8]], cards[8:38], [], to_move=0)
    res = bridge.handle_request({"op": "diagram", "position": format_position(game)})
    listed = {(m["card"], frozenset(m["takes"])) for m in res["candidates"]}
    missing = next(m for m in game.moves_within(game.loose[:14]) if m.kind == "capture"
                   and (m.card.code, frozenset(c.code for c in m.takes)) not in listed)
    context, page, guard = open_frame(browser, site_url, e2e,
                                      "?lang=en&position=" + quote(format_position(game)))
    try:
        page.locator(f'[data-zone="hand"] [data-card="{missing.card.code}"]').click()
        expect(page.locator("#choices .more-moves")).to_contain_text("touch the table cards")
        for card in missing.takes:
            page.locator(f'[data-zone="table"] > [data-card="{card.code}"]').click()
        expect(page.locator('[data-testid="verdict"]')).to_be_hidden()  # nothing tried yet
        page.locator(".table-area").click(position={"x": 4, "y": 4})
        verdict = page.locator('[data-testid="verdict"]')
        expect(verdict).to_have_attribute("data-legal", "true")
        expect(verdict).to_contain_text(f"with {missing.card.code[:-1]}")
        e2e.check(guard)
    finally:
        context.close()
