"""The browser game end to end: a whole round by clicking, bad input, loading, language,
keyboard play. Run alone with `python -m pytest -m e2e`."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e

HAND_CARD = '[data-zone="hand"] [data-card]'
PLAYABLE = '[data-zone="hand"] [data-card]:not([data-moves="0"])'
CHOICE = "#choice-list [data-move]"


def play_one_move_by_clicking(game) -> None:
    page = game.page
    before = game.bridge_state()
    page.locator(PLAYABLE).first.click()
    choices = page.locator(CHOICE)
    expect(choices.first).to_be_visible()
    # Every offered choice is a move of the selected card, labelled from the state.
    card = page.locator(f"{HAND_CARD}.selected").get_attribute("data-card")
    for i in range(choices.count()):
        index = int(choices.nth(i).get_attribute("data-move"))
        move = before["moves"][index]
        assert move["card"] == card
        assert choices.nth(i).text_content() == move["label"][game.lang]
    choices.first.click()


def test_plays_a_whole_round_by_clicking(game):
    game.lang = "en"
    game.open("?pace=0&seed=11&lang=en")
    page = game.page
    moves = 0
    while game.wait_settled() == "ready":
        play_one_move_by_clicking(game)
        moves += 1
        assert moves < 200, "the round does not end"
    assert game.state in ("round-over", "match-over")
    assert moves > 0
    state = game.bridge_state()
    breakdown = page.locator('[data-testid="breakdown"]')
    expect(breakdown).to_be_visible()
    for seat, score in enumerate(state["round_score"]):
        total = breakdown.locator(f'tfoot tr[data-item="total"] td[data-seat="{seat}"]')
        assert int(total.text_content()) == score["total"]
        for item, value in score["items"].items():
            cell = breakdown.locator(f'tbody tr[data-item="{item}"] td[data-seat="{seat}"]')
            assert int(cell.text_content()) == value
        assert sum(score["items"].values()) == score["total"]
    for item, names in state["item_names"].items():
        row = breakdown.locator(f'tbody tr[data-item="{item}"] th')
        assert row.text_content() == names["en"]
    if game.state == "round-over":
        next_button = page.locator('[data-testid="next"]')
        expect(next_button).to_be_visible()
        next_button.click()
        assert game.wait_settled() == "ready"
        assert game.bridge_state()["view"]["round"] == state["view"]["round"] + 1
        expect(breakdown).to_be_hidden()


def test_match_runs_to_the_target_and_shows_the_winner(game):
    game.lang = "en"
    game.open("?pace=0&seed=2&lang=en")
    page = game.page
    rounds = 0
    while True:
        state = game.wait_settled()
        if state == "ready":
            play_one_move_by_clicking(game)
        elif state == "round-over":
            rounds += 1
            assert rounds < 20, "the match does not end"
            page.locator('[data-testid="next"]').click()
        else:
            break
    assert state == "match-over"
    final = game.bridge_state()["view"]
    assert max(final["scores"]) >= final["target"]
    winner = page.locator('[data-testid="winner"]')
    expect(winner).to_be_visible()
    expected = "You win the match!" if final["winner"] == final.get("side", final["seat"]) else (
        "The computer wins the match.")
    expect(winner).to_have_text(expected)
    expect(page.locator('[data-testid="next"]')).to_have_text("New match")
    page.locator('[data-testid="next"]').click()
    assert game.wait_settled() == "ready"
    assert game.bridge_state()["view"]["scores"] == [0, 0]


def test_unknown_variant_shows_notice_and_falls_back(game):
    game.open("?pace=0&variant=no-such-game", wait=False)
    notice = game.page.locator('[data-testid="notice"]')
    # The rule sets are Python's (variants.json is the bridge's answer, written at build).
    expect(notice).to_be_visible(timeout=60_000)
    assert game.wait_settled() == "ready"
    expect(notice).to_contain_text("no-such-game")
    assert game.bridge_state()["view"]["variant"] == "casino"
    expect(game.page.locator(HAND_CARD).first).to_be_visible()


def test_unknown_lang_shows_notice_and_uses_browser_language(game):
    game.open("?pace=0&lang=xx")
    notice = game.page.locator('[data-testid="notice"]')
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("xx")
    expect(notice).to_have_attribute("role", "alert")
    # Playwright's default locale is en-US, so the fallback is English.
    assert game.page.evaluate("document.documentElement.lang") == "en"
    expect(game.page.locator(HAND_CARD).first).to_be_visible()


def test_loading_bar_is_painted_before_python_is_ready(game):
    page = game.page
    # Hold back the wasm so the loading phase cannot race past the check.
    released = []

    def slow_wasm(route):
        released.append(route)

    page.route("**/pyodide.asm.wasm", slow_wasm)
    game.open("?pace=0", wait=False)
    page.wait_for_selector('[data-testid="loading"]', state="visible")
    assert game.state == "loading"
    expect(page.locator('[data-zone="table"]')).to_be_attached()
    expect(page.locator('.seat.mine [data-zone="hand"]')).to_be_attached()
    page.wait_for_timeout(300)
    assert game.state == "loading"
    # Meanwhile the type sizes of a dealt game (a card, a badge, the status line) are laid
    # out unseen, so the first drawing of the game does not wait on the fonts.
    warmup = page.locator(".font-warmup")
    expect(warmup).to_be_attached()
    expect(warmup).to_have_attribute("aria-hidden", "true")
    assert warmup.evaluate("n => getComputedStyle(n).visibility") == "hidden"
    # The worker's own requests go through page.route too (so the offline check covers them).
    page.wait_for_timeout(200)
    assert released, "the worker's wasm request was not routed"
    page.unroute("**/pyodide.asm.wasm", slow_wasm)
    for route in released:
        route.fallback()
    assert game.wait_settled() == "ready"
    expect(page.locator('[data-testid="loading"]')).to_be_hidden()
    expect(page.locator(".font-warmup")).to_have_count(0)


def test_language_switch_changes_texts(game):
    game.open("?pace=0&seed=3&lang=en")
    page = game.page
    hand_title = page.locator(".seat.mine h2")
    expect(hand_title).to_have_text("Your hand")
    page.locator(PLAYABLE).first.click()
    first = page.locator(CHOICE).first
    move = game.bridge_state()["moves"][int(first.get_attribute("data-move"))]
    expect(first).to_have_text(move["label"]["en"])
    page.select_option('[data-testid="lang"]', "pt")
    expect(hand_title).to_have_text("Sua mão")
    expect(first).to_have_text(move["label"]["pt"])
    assert page.evaluate("document.documentElement.lang").startswith("pt")
    page.select_option('[data-testid="lang"]', "en")
    expect(hand_title).to_have_text("Your hand")


def test_default_language_follows_the_browser(browser, site_url):
    context = browser.new_context(locale="pt-BR")
    try:
        page = context.new_page()
        page.route("**/*", lambda r: r.continue_() if "127.0.0.1" in r.request.url else r.abort())
        page.goto(site_url + "?pace=0&level=greedy")
        expect(page.locator(".seat.mine h2")).to_have_text("Sua mão")
    finally:
        context.close()


def test_keyboard_only_play(game):
    game.open("?pace=0&seed=5&lang=en")
    page = game.page
    before = game.bridge_state()
    hand_before = list(before["view"]["hand"])
    for _ in range(30):
        page.keyboard.press("Tab")
        focused = page.evaluate(
            "document.activeElement.closest('[data-zone=\"hand\"]') ? "
            "document.activeElement.dataset.card : null"
        )
        if focused:
            break
    else:
        pytest.fail("Tab never reached a hand card")
    page.keyboard.press("Enter")
    expect(page.locator(CHOICE).first).to_be_focused()
    # Focusing a choice highlights what it takes or uses on the table.
    index = int(page.evaluate("document.activeElement.dataset.move"))
    move = before["moves"][index]
    assert move["card"] == focused
    for code in move.get("takes", []) + move.get("uses", []):
        expect(page.locator(f'[data-zone="table"] [data-card="{code}"]').first).to_have_class(
            re.compile(r"\bhl\b")
        )
    page.keyboard.press("Space")
    game.wait_settled()
    after = game.bridge_state()
    assert focused not in after["view"]["hand"] or after["view"]["hand"] != hand_before
    # Focus comes back to the hand, so the next move needs no mouse either.
    if game.state == "ready":
        expect(page.locator(f"{HAND_CARD}:focus")).to_have_count(1)


def test_python_start_failure_shows_error_panel(game):
    game.guard.check_console = False  # the forced 404 is logged by the browser
    page = game.page
    page.route("**/pyodide-lock.json", lambda route: route.fulfill(status=404, body="gone"))
    game.open("?pace=0", wait=False)
    page.wait_for_function("() => document.body.dataset.state === 'error'")
    panel = page.locator('[data-testid="error"]')
    expect(panel).to_be_visible()
    assert panel.locator("#error-message").text_content().strip()


def test_illegal_move_answer_is_shown_and_the_game_goes_on(game):
    game.open("?pace=0&seed=11&lang=en")
    page = game.page
    page.locator(PLAYABLE).first.click()
    first = page.locator(CHOICE).first
    index = int(first.get_attribute("data-move"))
    # Tamper with the offered move (as a stale or forged page might), so the bridge refuses it.
    page.evaluate(
        "i => { const m = window.cassino.state.moves[i];"
        " window.cassino.state.moves[i] = {...m, kind: 'capture', takes: ['ZZ']}; }",
        index,
    )
    hand_before = game.bridge_state()["view"]["hand"]
    first.click()
    assert game.wait_settled() == "ready"
    message = page.locator('[data-testid="message"]')
    expect(message).to_have_class(re.compile(r"\bwarn\b"))
    assert message.text_content().strip()
    assert game.bridge_state()["view"]["hand"] == hand_before
    expect(page.locator('[data-testid="error"]')).to_be_hidden()
    # The card stays selected with its (fresh) choices; Escape clears the selection.
    expect(page.locator(CHOICE).first).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator(CHOICE)).to_have_count(0)
    play_one_move_by_clicking(game)
    assert game.wait_settled() in ("ready", "round-over")


def test_expert_is_the_default_and_thinks_in_the_worker_while_the_page_responds(game):
    game.open("?pace=0&seed=11&lang=en", level=None)
    assert game.bridge_state()["levels"] == {"1": "expert"}
    page = game.page
    page.locator(PLAYABLE).first.click()
    page.locator(CHOICE).first.click()
    page.wait_for_function("() => document.body.dataset.state === 'thinking'")
    # The main thread answers while Python thinks in the worker: once the page has drawn the
    # player's move and the computer's turn (two frames on), a 10 ms timer keeps ticking.
    page.wait_for_function("""() => document.body.dataset.state !== 'thinking'
        || document.querySelector('.seat[data-seat="1"][data-turn]')""")
    ticks = page.evaluate("""() => new Promise((done) => requestAnimationFrame(
        () => requestAnimationFrame(() => {
        let n = 0; const start = performance.now();
        const id = setInterval(() => { n += 1; if (performance.now() - start > 300) {
            clearInterval(id); done(n); } }, 10);
    })))""")
    assert ticks >= 10
    game.wait_settled()
    assert game.bridge_state()["last_move"] is not None
