"""Misère Casino's growing table (004; captures optional and partial, 001 §03): both sides
trail until the table holds more loose cards than ``movegen.LARGE_TABLE``, where a hand
card's captures run to thousands. The page is then offered a bounded choice
(``moves_complete`` false, ``moves_partial`` naming the hand cards concerned), stays
quick, and a capture outside that choice is still made
by touching its cards: the bridge adds it (``fit``'s ``added``) and the tap plays it; the
card's list in words says so."""

from __future__ import annotations

import pytest
from cassino import Game, movegen
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e

HAND = '.seat.mine [data-zone="hand"]'


def capture_not_offered(state: dict):
    """A legal capture of the human's hand that ``state.moves`` does not hold (the engine,
    from the view: the table must have no builds), or None."""
    view = state["view"]
    if view["table"]["builds"]:
        return None
    game = Game.from_position(view["variant"], [view["hand"], []], view["table"]["loose"], [],
                              to_move=0)
    offered = {(m["card"], frozenset(m["takes"])) for m in state["moves"]}
    return next((m for m in game.moves_within(game.state.loose) if m.kind == "capture"
                 and len(m.takes) > 1
                 and (m.card.code, frozenset(c.code for c in m.takes)) not in offered), None)


def test_misere_casino_on_a_large_table_a_capture_outside_the_offered_moves_is_made_by_touch(
        game):
    page = game.page
    game.open("?pace=0&seed=0&lang=en&variant=casino-do-pato&players=2", level="counter")
    for _ in range(40):
        assert game.wait_settled() == "ready"
        state = game.bridge_state()
        loose = state["view"]["table"]["loose"]
        assert state["moves_complete"] or len(loose) > movegen.LARGE_TABLE
        missing = None if state["moves_complete"] else capture_not_offered(state)
        if missing:
            break
        trail = next(m for m in state["moves"] if m["kind"] == "trail")
        page.locator(f'{HAND} [data-card="{trail["card"]}"]').dispatch_event("click")
        page.locator(f'#choice-list [data-move="{trail["id"]}"]').dispatch_event("click")
    else:
        pytest.fail("no capture outside the offered moves came up")
    takes = [c.code for c in missing.takes]
    offered = len(state["moves"])
    assert missing.card.code in state["moves_partial"]
    whole = [c for c in state["view"]["hand"] if c not in state["moves_partial"]]
    if whole:  # a card all of whose moves are listed: no such words
        page.locator(f'{HAND} [data-card="{whole[0]}"]').dispatch_event("click")
        expect(page.locator("#choice-list [data-move]").first).to_be_visible()
        expect(page.locator("#choice-list .more-moves")).to_have_count(0)
    page.locator(f'{HAND} [data-card="{missing.card.code}"]').dispatch_event("click")
    # the card's list in words says that more moves are made by touching the cards
    expect(page.locator("#choice-list .more-moves")).to_contain_text("tap the cards to take")
    for code in takes:  # each picked card narrows nothing to one move: nothing is played yet
        page.locator(f'[data-zone="table"] > [data-card="{code}"]').dispatch_event("click")
        assert game.bridge_state()["view"]["table"]["loose"] == loose
    assert len(game.bridge_state()["moves"]) > offered  # the capture, added to the list
    page.locator('[data-zone="table"]').dispatch_event("click")  # the table tapped: play it
    page.wait_for_function("n => window.cassino.state.view.piles[0] > n",
                           arg=state["view"]["piles"][0])
    game.wait_settled()
    after = game.bridge_state()["view"]
    assert after["piles"][0] == state["view"]["piles"][0] + len(takes) + 1
    for code in takes:
        expect(page.locator(f'[data-zone="table"] > [data-card="{code}"]')).to_have_count(0)
