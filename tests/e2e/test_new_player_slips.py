"""What a new player trips over (issue 15), each pinned in the browser: a hand shown by a
hot-seat undo, an embed that speaks before a card is chosen, a diagram frame that hides its
verdict, the New game panel's target, grammar and a doubled ellipsis, seats out of turn order,
a table scrolled away on load, Tablic's one-click declaration, only the last computer's move
shown, a selected card over the turn badge and the chart's target label."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from cassino import Game
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
HAND_CARD = '[data-zone="hand"] [data-card]'
PLAYABLE = '[data-zone="hand"] [data-card]:not([data-moves="0"])'
CHOICE = "#choice-list [data-move]"


def settle(page, states=("ready", "round-over", "match-over", "pass")) -> str:
    page.wait_for_function("s => s.includes(document.body.dataset.state)", arg=list(states))
    state = page.evaluate("document.body.dataset.state")
    assert state != "error", page.locator("#error-message").text_content()
    return state


def play_first_choice(page) -> None:
    page.locator(PLAYABLE).first.click()
    page.locator(CHOICE).first.click()


def resume(table, game: Game, scores: list[int] | None = None) -> None:
    """Reload the shared page with this game saved as the match in progress."""
    data = game.to_dict()
    if scores is not None:
        data["scores"] = scores
    save = {"format": 1, "game": data, "humans": [0], "levels": ["greedy"] * game.players,
            "budget_ms": 1000}
    table.page.evaluate("s => localStorage.setItem('cassino.save', s)", json.dumps(save))
    table.open("?pace=0&lang=en")


def open_setup(page, variant: str, players: int):
    page.locator('[data-testid="new-game-button"]').click()
    dialog = page.locator('[data-testid="new-game"]')
    dialog.locator(f'input[name="variant"][value="{variant}"]').check()
    dialog.locator('[data-testid="players"]').select_option(str(players))
    return dialog


def start(table, dialog) -> dict:
    generation = table.page.evaluate("window.cassino.gen")
    dialog.locator('[data-testid="start"]').click()
    table.page.wait_for_function("g => window.cassino.gen > g", arg=generation)
    settle(table.page)
    return table.bridge_state()


# ---- 1. hot-seat undo --------------------------------------------------------------------
def test_hot_seat_undo_leaves_the_pass_screen_until_the_right_player_confirms(table):
    page = table.page
    dialog = open_setup(page, "cassino", 2)
    dialog.locator('select[data-seat-kind="1"]').select_option("human")
    start(table, dialog)
    for _ in range(2):  # each player in turn: confirm on the pass screen, then play
        assert settle(page) == "pass"
        page.locator('[data-testid="pass-show"]').click()
        play_first_choice(page)
    assert settle(page) == "pass"
    mover = table.bridge_state()["view"]["to_move"]
    page.locator('[data-testid="undo"]').click()
    page.wait_for_function("m => window.cassino.state.view.to_move !== m", arg=mover)
    state = table.bridge_state()
    name = state["names"][state["seat"]]["en"]
    # The player who moved last is to move again: the device goes back to them first.
    assert settle(page) == "pass"
    expect(page.locator('[data-testid="pass"]')).to_be_visible()
    expect(page.locator("#pass-title")).to_have_text(f"Pass the device to {name}")
    expect(page.locator(HAND_CARD)).to_have_count(0)
    assert state["hand_hidden"] and state["view"]["hand"] == []  # not even sent to the page
    page.locator('[data-testid="pass-show"]').click()
    page.wait_for_function("() => !window.cassino.state.hand_hidden")
    expect(page.locator(HAND_CARD)).to_have_count(len(table.bridge_state()["view"]["hand"]))


def test_undo_is_off_after_the_round_and_the_match_and_the_log_and_chart_read_right(table):
    """One card each, the stock empty: the human's capture and the computer's trail end the
    round, and the human, last to capture, takes the rest. Undo is off on the round-over
    screen (and on match-over); the rest's log line agrees with "You"; the chart's target
    number sits left of the plot (no line crosses it) and each round has a tick."""
    page = table.page
    position = Game.from_position("casino", hands=[["7S"], ["KC"]], table=["7D", "3H"])
    for scores, end in (([0, 0], "round-over"), ([20, 0], "match-over")):
        resume(table, position, scores)
        undo = page.locator('[data-testid="undo"]')
        status = page.locator('[data-testid="status"]')
        expect(status).to_have_text("Your turn: choose a card.")
        # Busy states show the status as it is: one ellipsis at most, none after a full stop.
        after = page.evaluate("""() => { document.body.dataset.state = "thinking";
            const c = getComputedStyle(document.querySelector("#status"), "::after").content;
            document.body.dataset.state = "ready"; return c; }""")
        assert "…" not in after, f"the status gains {after!r} while busy"
        page.locator(f'{HAND_CARD}[data-card="7S"]').click()
        page.locator(f'{CHOICE}[data-kind="capture"]').click()
        assert settle(page) == end
        assert table.bridge_state()["can_undo"] is True  # the bridge keeps the snapshot
        expect(undo).to_be_disabled()
        log = page.locator('[data-testid="log"] li').all_text_contents()
        assert "You: take the rest of the table (last capture): 3♥+K♣" in log
        assert not any("You takes" in line for line in log)
        chart = page.locator("#history-chart svg")
        label = chart.locator(".target-label").bounding_box()
        axis = chart.locator(".axis").bounding_box()
        assert label["x"] + label["width"] <= axis["x"], "the target number is inside the plot"
        expect(chart.locator("line.tick")).to_have_count(1)
        expect(chart.locator("text.tick-label")).to_have_text(["1"])
    page.evaluate("localStorage.removeItem('cassino.save')")


# ---- 2, 3. the embedded frame ---------------------------------------------------------------
def test_embedded_play_names_no_moves_before_a_card_is_chosen(game):
    page = game.page
    page.goto(game.base_url + "embed.html?lang=en&seed=7&pace=0&level=greedy")
    page.wait_for_function("() => document.body.dataset.state === 'ready'")
    expect(page.locator('[data-testid="choices"]')).to_be_hidden()
    expect(page.get_by_text("No moves with this card.")).to_have_count(0)
    page.locator('[data-zone="hand"] [data-card]:not([data-moves="0"])').first.click()
    expect(page.locator('[data-testid="choices"] button').first).to_be_visible()


def documented_diagram() -> tuple[str, int, int]:
    """The rules-diagram snippet of docs/embedding.md: its query, width and height."""
    text = (ROOT / "docs" / "embedding.md").read_text(encoding="utf-8")
    found = re.search(r'<iframe src="[^"]*/embed\.html(\?[^"]*position=[^"]*)"[^>]*?'
                      r'width="(\d+)" height="(\d+)"', text, re.S)
    assert found, "docs/embedding.md has no diagram snippet"
    return found[1], int(found[2]), int(found[3])


def test_documented_diagram_frame_shows_every_verdict_and_numbers_seats_from_one(
        browser, site_url, e2e):
    query, width, height = documented_diagram()
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        guard = e2e.watch(page, context)
        for lang, seat in (("en", "Seat"), ("pt", "Lugar")):
            page.goto(site_url + "embed.html" + query.replace("lang=en", f"lang={lang}"))
            page.wait_for_function("() => document.body.dataset.state === 'ready'")
            expect(page.locator("#hand-title")).to_contain_text(f"{seat} 1")
            expect(page.locator('#others [data-seat="1"]')).to_contain_text(f"{seat} 2")
            verdict = page.locator('[data-testid="verdict"]')
            for code in page.locator('[data-zone="hand"] [data-card]').evaluate_all(
                    "cards => cards.map(c => c.dataset.card)"):
                page.locator(f'[data-zone="hand"] [data-card="{code}"]').click()
                moves = page.locator("#choices button")
                for i in range(moves.count()):
                    label = moves.nth(i).text_content()
                    moves.nth(i).click()
                    expect(verdict).to_contain_text(label)
                    box = verdict.bounding_box()
                    assert box["y"] + box["height"] <= height, f"{lang} {label}: verdict below"
                    assert page.evaluate("document.documentElement.scrollHeight") <= height
        e2e.check(guard)
    finally:
        context.close()


# ---- 4. the target in the New game panel -----------------------------------------------------
def test_new_game_panel_shows_the_target_the_match_will_use(table):
    page = table.page
    dialog = open_setup(page, "cassino", 2)
    target = dialog.locator("#setup-target")
    expect(target).to_have_text("Target: 21 points.")
    dialog.locator('select[data-option="target"]').select_option("1")  # 11
    expect(target).to_have_text("Target: 11 points.")
    dialog.locator('input[name="variant"][value="basra"]').check()
    expect(target).to_have_text("Target: 101 points.")
    dialog.locator('select[data-option="best_of_five"]').select_option("1")
    expect(target).to_have_text(re.compile(r"^Target: 101 points\. Best of 5: .*3 games.*150"))
    dialog.locator('input[name="variant"][value="cassino"]').check()
    dialog.locator('select[data-option="target"]').select_option("1")
    expect(target).to_have_text("Target: 11 points.")
    state = start(table, dialog)
    assert state["view"]["target"] == 11
    expect(page.locator("#target")).to_have_text("(to 11)")


# ---- 5, 6, 9. three players anticlockwise ----------------------------------------------------
def test_swazi_seats_drawn_and_named_in_turn_order_with_each_computers_move(table):
    """000 Swazi plays to the right: seat 0, then 2, then 1. The panel, the opponents, the
    scoreboard and the piles follow that order, computers named by it (Computer 1 plays
    right after you); after the human's move each computer's move is shown, not only the
    last; the own pile is "Your pile"."""
    page = table.page
    dialog = open_setup(page, "swazi", 3)
    rows = dialog.locator("#seat-list .seat-field")
    expect(rows.locator("label")).to_have_text(["Seat 1 (you)", "Seat 2", "Seat 3"])
    assert rows.locator("select").evaluate_all(
        "s => s.map(x => x.dataset.seatKind)") == ["0", "2", "1"]
    state = start(table, dialog)
    view = state["view"]
    assert view["order"] == [0, 2, 1]
    assert [n["en"] for n in state["names"]] == ["You", "Computer 2", "Computer 1"]
    opponents = page.locator('.felt [data-zone="opponent"]')
    assert opponents.evaluate_all("o => o.map(x => x.dataset.seat)") == ["2", "1"]
    expect(opponents.locator(".seat-name")).to_have_text(["Computer 1", "Computer 2"])
    assert page.locator("#scoreboard tbody tr").evaluate_all(
        "r => r.map(x => x.dataset.side)") == ["0", "2", "1"]
    assert page.locator('.felt [data-zone="pile"]').evaluate_all(
        "p => p.map(x => x.dataset.pile)") == ["0", "2", "1"]
    expect(page.locator('.felt [data-pile="0"]')).to_have_attribute(
        "aria-label", re.compile(r"^Your pile, "))
    while page.locator(PLAYABLE).count() == 0:  # 000: a table action comes first
        page.locator("#table-action-list [data-move]").first.click()
        assert settle(page) == "ready"
    play_first_choice(page)
    assert settle(page) == "ready"
    log = table.bridge_state()["log"]
    mine = max(i for i, line in enumerate(log) if line["en"].startswith("You: "))
    replies = [line["en"] for line in log[mine + 1:] if line["en"].startswith("Computer")]
    assert replies[0].startswith("Computer 1: ") and len(replies) >= 2
    message = page.locator('[data-testid="message"]')
    assert message.text_content().split("\n") == replies


# ---- 7, 10. the first view, and a selected card ---------------------------------------------
@pytest.mark.parametrize("size", [(1366, 768), (390, 844)], ids=["desktop", "phone"])
def test_table_stays_in_view_on_load_and_a_selected_card_clears_the_turn_badge(
        browser, site_url, e2e, size):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        game = e2e.Game(page, site_url, e2e.watch(page, context))
        game.open("?pace=0&seed=5&lang=en&variant=swazi&players=3")
        page.wait_for_timeout(100)  # a scroll would follow the focus within a frame
        assert page.evaluate("scrollY") == 0
        table = page.locator('[data-zone="table"]').bounding_box()
        assert table["y"] + table["height"] <= height, "the table is out of view"
        # Focus is on the hand, no card ringed as if it were chosen.
        assert page.evaluate("document.activeElement.dataset.zone") == "hand"
        expect(page.locator(f"{HAND_CARD}:focus")).to_have_count(0)
        while page.locator(PLAYABLE).count() == 0:
            page.locator("#table-action-list [data-move]").first.click()
            assert game.wait_settled() == "ready"
        card = page.locator(PLAYABLE).first
        card.click()
        expect(card).to_have_class(re.compile(r"\bselected\b"))
        page.wait_for_timeout(50)
        box = card.bounding_box()
        badge = page.locator(".seat.mine .turn-badge").bounding_box()
        ring = 3  # the selection's ring (box-shadow) around the card
        assert box["y"] - ring >= badge["y"] + badge["height"], "the card covers YOUR TURN"
        e2e.check(game.guard)
    finally:
        context.close()


# ---- 8. Tablic's declaration ----------------------------------------------------------------
def test_tablic_declaration_asks_first_with_the_sides_total_and_the_target(table):
    page = table.page
    state = start(table, open_setup(page, "tablic", 2))
    assert state["awaiting"] == "human"
    # Not among the table actions (a single click there cost 5 points): a button of its own.
    expect(page.locator('#table-action-list [data-kind="declare"]')).to_have_count(0)
    button = page.locator('[data-testid="declare"]')
    expect(button).to_have_text("Declare 101…")
    side = state["view"]["side"]
    total = state["view"]["scores"][side] + state["view"]["round_points"][side]
    log = len(state["log"])
    button.click()
    confirm = page.locator('[data-testid="declare-dialog"]')
    expect(confirm).to_be_visible()
    expect(page.locator("#declare-cancel")).to_be_focused()
    expect(confirm.locator("#declare-text")).to_contain_text(f"Your side has {total} points now")
    expect(confirm.locator("#declare-text")).to_contain_text("The target is 101.")
    page.keyboard.press("Enter")  # a stray Enter cancels
    expect(confirm).to_be_hidden()
    after = table.bridge_state()
    assert len(after["log"]) == log and after["view"]["scores"] == state["view"]["scores"]
    button.click()
    confirm.locator('[data-testid="declare-confirm"]').click()
    assert settle(page) == "ready"
    after = table.bridge_state()
    assert after["view"]["scores"][side] == state["view"]["scores"][side] - 5
    expect(page.locator('[data-testid="message"]')).to_contain_text("wrong")
    expect(button).to_be_hidden()  # one declaration a turn
