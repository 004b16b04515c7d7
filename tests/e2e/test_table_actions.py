"""The Swazi family's turns of several actions and capture-pile tops (seed 000), the fishing
games' scoreboard (Basra's basras and carried majorities) and Tablic's declaration (003),
played by clicking.

Seeds (computers at level greedy, the human clicking as below) were picked by replaying the
bridge in Python: swazi seed 2 offers the human a table action on the first turn and later a
pile top to add to a build; basra seed 16 ties the cards 26–26 (30 carried) with a basra.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e

HAND_CARD = '[data-zone="hand"] [data-card]'
PLAYABLE = '[data-zone="hand"] [data-card]:not([data-moves="0"])'
CHOICE = "#choice-list [data-move]"
TABLE_ACTION = "#table-action-list [data-move]"


def check_piles(page, view) -> None:
    """Each side's pile shows its top card face up, or says it is empty."""
    tops = view["pile_tops"]
    piles = page.locator('.felt [data-zone="pile"]')
    expect(piles).to_have_count(len(tops))
    for side, top in enumerate(tops):
        pile = page.locator(f'.felt [data-zone="pile"][data-pile="{side}"]')
        if top is None:
            expect(pile.locator("[data-card]")).to_have_count(0)
        else:
            expect(pile.locator("[data-card]")).to_have_count(1)
            expect(pile.locator(f'[data-card="{top}"]')).to_be_visible()


def play_hand_card(page) -> None:
    page.locator(PLAYABLE).first.click()
    page.locator(CHOICE).first.click()


def test_swazi_three_players_a_turn_of_several_actions(game):
    page = game.page
    game.open("?pace=0&seed=2&lang=en&variant=swazi&players=3")
    state = game.bridge_state()
    assert (state["view"]["variant"], state["view"]["players"]) == ("swazi", 3)
    expect(page.locator('[data-zone="opponent"]')).to_have_count(2)
    several = pile_hl = False
    moves = 0
    while game.wait_settled() == "ready":
        moves += 1
        assert moves < 100, "the round does not end"
        state = game.bridge_state()
        view = state["view"]
        check_piles(page, view)
        actions = [m for m in state["moves"] if m["card"] is None]
        buttons = page.locator(TABLE_ACTION)
        expect(buttons).to_have_count(len(actions))
        for button, move in zip(buttons.all(), actions, strict=True):
            assert int(button.get_attribute("data-move")) == move["id"]
            expect(button).to_have_text(move["label"]["en"])
        topped = next((m for m in actions if m["from_pile"] is not None), None)
        if topped is not None and not pile_hl:
            # Focusing an addition that uses an opponent's pile top lights that top up.
            button = page.locator(f'{TABLE_ACTION}[data-move="{topped["id"]}"]')
            button.focus()
            top = page.locator(f'.felt [data-zone="pile"][data-pile="{topped["from_pile"]}"] '
                               f'[data-card="{view["pile_tops"][topped["from_pile"]]}"]')
            expect(top).to_have_class(re.compile(r"\bhl\b"))
            for code in topped["uses"][1:]:
                expect(page.locator(f'[data-zone="table"] [data-card="{code}"]')).to_have_class(
                    re.compile(r"\bhl\b"))
            button.blur()
            expect(top).not_to_have_class(re.compile(r"\bhl\b"))
            pile_hl = True
        build = next((m for m in actions if m["kind"] == "build"), None)
        if build is not None and not several:
            several = True
            hand = list(view["hand"])
            ai_moves = page.evaluate("window.cassino.computerMoves")
            # By keyboard: the table actions are buttons in the tab order.
            button = page.locator(f'{TABLE_ACTION}[data-move="{build["id"]}"]')
            button.focus()
            page.keyboard.press("Enter")
            assert game.wait_settled() == "ready"
            after = game.bridge_state()
            # The turn goes on: same seat, same hand, the new build on the table.
            assert after["awaiting"] == "human"
            assert after["view"]["to_move"] == view["to_move"] == 0
            assert after["view"]["hand"] == hand
            assert page.evaluate("window.cassino.computerMoves") == ai_moves
            new = [b for b in after["view"]["table"]["builds"]
                   if b["id"] not in {x["id"] for x in view["table"]["builds"]}]
            assert len(new) == 1 and new[0]["value"] == build["value"]
            table = page.locator('[data-zone="table"]')
            expect(table.locator(f'[data-build="{new[0]["id"]}"]')).to_be_visible()
            message = page.locator('[data-testid="message"]')
            expect(message).to_contain_text("your turn goes on")
            expect(message).to_contain_text(build["label"]["en"])
            expect(page.locator('[data-testid="status"]')).to_contain_text("Your turn goes on")
            last_line = page.locator('[data-testid="log"] li').last
            expect(last_line).to_contain_text(build["label"]["en"])
            # Then a hand card: capture the new build with it, which ends the turn.
            capture = next(m for m in after["moves"]
                           if m["kind"] == "capture" and new[0]["id"] in m["targets"])
            page.locator(f'{HAND_CARD}[data-card="{capture["card"]}"]').click()
            page.locator(f'{CHOICE}[data-move="{capture["id"]}"]').click()
            if game.wait_settled() == "ready":
                assert page.evaluate("window.cassino.computerMoves") == ai_moves + 2
                assert len(game.bridge_state()["view"]["hand"]) == len(hand) - 1
            continue
        if page.locator(PLAYABLE).count():
            play_hand_card(page)
        else:  # a claim: the addition to one's own build comes first
            page.locator(TABLE_ACTION).first.click()
    assert several, "no table build was offered to the human"
    assert pile_hl, "no pile top was offered to the human"
    assert game.state in ("round-over", "match-over")
    end = game.bridge_state()
    breakdown = page.locator('[data-testid="breakdown"]')
    expect(breakdown).to_be_visible()
    for side, score in enumerate(end["round_score"]):
        total = breakdown.locator(f'tfoot tr[data-item="total"] td[data-seat="{side}"]')
        expect(total).to_have_text(str(score["total"]))


def test_basra_round_by_clicking_shows_basras_and_carried_points(game):
    page = game.page
    game.open("?pace=0&seed=16&lang=en&variant=basra&players=2")
    board = page.locator('[data-testid="scoreboard"]')
    expect(board.locator("thead th").nth(2)).to_have_text("Basras")
    # Basra uses no pile tops: its piles are stacks of backs
    expect(page.locator('.felt [data-zone="pile"] [data-card]')).to_have_count(0)
    expect(page.locator('[data-testid="table-actions"]')).to_be_hidden()
    final, _ = game.play_by_clicking()
    assert final in ("round-over", "match-over")
    view = game.bridge_state()["view"]
    assert any(view["sweeps"]), "seed 16 has a basra in its first round"
    for side, (count, points) in enumerate(zip(view["sweeps"], view["sweep_points"],
                                               strict=True)):
        cell = page.locator(f"#sweeps-{side}")
        expect(cell).to_have_text(f"{count} ({points} pts)" if points else str(count))
    end = game.bridge_state()
    assert end["round_score"][0]["items"]["cards"] == end["round_score"][1]["items"]["cards"] == 0
    expect(page.locator('[data-testid="carried"]')).to_be_hidden()
    page.locator('[data-testid="next"]').click()
    assert game.wait_settled() == "ready"
    view = game.bridge_state()["view"]
    assert view["carried"] == {"cards": 30}
    carried = page.locator('[data-testid="carried"]')
    expect(carried).to_be_visible()
    expect(carried).to_have_text("Carried from tied majorities: most cards 30.")
    expect(page.locator("#sweeps-0")).to_have_text("0")


def test_tablic_a_wrong_declaration_costs_five_and_play_goes_on(game):
    page = game.page
    game.open("?pace=0&seed=3&lang=en&variant=tablic&players=2")
    state = game.bridge_state()
    view = state["view"]
    assert view["declare_target"] == 101 and view["scores"] == [0, 0]
    assert any(m["kind"] == "declare" for m in state["moves"])
    button = page.locator('[data-testid="declare"]')  # its own button, then a confirmation
    expect(button).to_have_text("Declare 101…")
    expect(page.locator("#so-far-head")).to_be_visible()  # this round's points so far
    hand = list(view["hand"])
    button.click()
    page.locator('[data-testid="declare-confirm"]').click()
    assert game.wait_settled() == "ready"
    after = game.bridge_state()
    assert after["view"]["scores"][after["view"]["side"]] == -5
    assert after["view"]["to_move"] == view["to_move"] and after["view"]["hand"] == hand
    expect(page.locator("#score-0")).to_have_text("-5")
    message = page.locator('[data-testid="message"]')
    expect(message).to_contain_text("wrong")
    expect(message).to_contain_text("your turn goes on")
    # One declaration a turn: the button is gone; a hand card ends the turn.
    expect(button).to_be_hidden()
    ai_moves = page.evaluate("window.cassino.computerMoves")
    play_hand_card(page)
    assert game.wait_settled() == "ready"
    assert page.evaluate("window.cassino.computerMoves") == ai_moves + 1
    expect(button).to_be_visible()
    final, _ = game.play_by_clicking()
    assert final in ("round-over", "match-over")
    end = game.bridge_state()
    assert end["view"]["scores"][0] == -5 + end["round_score"][0]["total"]


def test_axe_on_table_actions_and_pile_tops(browser, site_url, e2e):
    # The page's Content-Security-Policy forbids injected scripts: bypass it for the scan only.
    context = browser.new_context(bypass_csp=True, viewport={"width": 375, "height": 812})
    try:
        page = context.new_page()
        game = e2e.Game(page, site_url, e2e.watch(page, context))
        game.open("?pace=0&seed=2&lang=en&variant=swazi&players=3")
        e2e.inject_axe(page)

        expect(page.locator(TABLE_ACTION).first).to_be_visible()
        expect(page.locator('.felt [data-zone="pile"]')).to_have_count(3)
        e2e.axe_scan(page, "table actions and empty piles")
        page.locator(TABLE_ACTION).first.click()
        assert game.wait_settled() == "ready"
        e2e.axe_scan(page, "after a table action")
        for _ in range(3):  # a few turns, until some pile has a top card
            play_hand_card(page)
            assert game.wait_settled() == "ready"
        expect(page.locator('.felt [data-zone="pile"] [data-card]')).not_to_have_count(0)
        page.locator(PLAYABLE).first.click()  # pile tops of opponents become buttons
        expect(page.locator('.felt [data-zone="pile"] button[data-card]')).not_to_have_count(0)
        e2e.axe_scan(page, "pile tops with a card selected")
        e2e.check(game.guard)
    finally:
        context.close()
