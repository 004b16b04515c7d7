"""The table on a phone (issue 17, deliver 6): at 390x844 every tap target the player can see
— buttons, selects, links, check boxes and radios (with their labels), hand cards, table
cards, builds and pile tops — is at least 44x44 px, on a 2-, 3- and 4-player table, at the
round's end and in the New game panel; and a 3- or 4-player table fits the 844 px height
(the log, in its drawer, is the only thing out of view). On a desktop, the side panel's
scoreboard shows every column. The screens around the table look finished (deliver 9): the
status shows whole, no breakdown row shows beside "Next round", the match over's title spans
its box, a phone on its side shows the selected card's moves, the loading box is in view."""

from __future__ import annotations

from itertools import pairwise

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
MIN = 44
PLAYABLE = '[data-zone="hand"] [data-card]:not([data-moves="0"])'
CHOICE = "#choice-list [data-move]"
TABLE_ACTION = "#table-action-list [data-move]"

# Every visible tap target's size. A check box or a radio counts with its label (the label
# takes the tap); an element clipped to 1 px for screen readers is not a tap target.
TARGETS = """() => {
  const seen = [];
  const sel = 'button, select, a[href], input:not([type="hidden"]), '
    + '[data-zone="hand"] [data-card], [data-zone="table"] > [data-card], [data-build], '
    + '[data-zone="pile"] button';
  for (const node of document.querySelectorAll(sel)) {
    if (node.closest('.visually-hidden, [hidden], dialog:not([open])')) continue;
    const style = getComputedStyle(node);
    if (style.visibility !== 'visible' || style.display === 'none') continue;
    if (node.matches('[data-zone="hand"] [data-card]') && node.tagName !== 'BUTTON') continue;
    let r = node.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    let w = r.width, h = r.height;
    if (node.matches('input[type="radio"], input[type="checkbox"]')) {
      for (const label of node.labels || []) {
        const b = label.getBoundingClientRect();
        w = Math.max(w, b.width);
        h = Math.max(h, b.height);
      }
    }
    const name = node.id ? '#' + node.id : (node.dataset.card || node.dataset.build
      || node.dataset.move || node.textContent.trim().slice(0, 30) || node.outerHTML.slice(0, 60));
    seen.push({ name: `${node.tagName.toLowerCase()} ${name}`, w: Math.round(w * 10) / 10,
                h: Math.round(h * 10) / 10 });
  }
  return seen;
}"""

# How far the page reaches down: the document's scroll height, and the lowest bottom edge
# of the felt and of the panel under it.
FIT = """() => ({
  scroll: document.scrollingElement.scrollHeight,
  felt: document.querySelector('.felt').getBoundingClientRect().bottom,
  side: document.querySelector('#side').getBoundingClientRect().bottom,
  tools: document.querySelector('#tools').getBoundingClientRect().bottom,
})"""


def small_targets(page) -> list[dict]:
    return [t for t in page.evaluate(TARGETS) if t["w"] < MIN or t["h"] < MIN]


def assert_targets(page, where: str) -> None:
    targets = page.evaluate(TARGETS)
    assert targets, f"{where}: no tap target found"
    small = [t for t in targets if t["w"] < MIN - 0.5 or t["h"] < MIN - 0.5]
    assert not small, f"{where}: tap targets under {MIN}x{MIN} px: {small}"


def assert_fits(page, where: str) -> None:
    fit = page.evaluate(FIT)
    assert fit["scroll"] <= PHONE["height"], f"{where}: the page scrolls: {fit}"
    assert max(fit["felt"], fit["side"], fit["tools"]) <= PHONE["height"], f"{where}: {fit}"


@pytest.fixture
def phone(browser, site_url, e2e):
    context = browser.new_context(viewport=PHONE, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    yield game
    e2e.check(game.guard)
    context.close()


def test_tables_of_2_3_and_4_players_fit_a_phone_with_tap_targets_of_44_px(phone):
    game = phone
    page = game.page
    game.open("?pace=0&seed=7&lang=en&variant=casino&players=2")
    page.locator('[data-zone="hand"] [data-card]').first.click()  # a card picked: choices show
    assert_targets(page, "2 players, a card selected")
    assert_fits(page, "2 players")
    for variant, players in (("swazi", 3), ("cassino", 4)):
        game.start_from_panel(variant, players)
        assert_fits(page, f"{players} players")
        page.locator('.seat.mine [data-zone="hand"] [data-card]').first.click()
        assert_targets(page, f"{variant}, {players} players, a card selected")
        page.keyboard.press("Escape")


def test_round_over_and_the_new_game_panel_have_tap_targets_of_44_px_on_a_phone(phone):
    game = phone
    page = game.page
    game.open("?pace=0&seed=7&lang=en&variant=casino")
    state, _ = game.play_by_clicking()
    assert state in ("round-over", "match-over")
    assert_targets(page, "round over")
    page.locator('[data-testid="new-game-button"]').click()
    page.locator('[data-testid="new-game"]').wait_for(state="visible")
    assert_targets(page, "the New game panel")


# Every cell of the scoreboard: its right edge against the inner right edge (inside the
# padding) of the box that holds the table and of the side panel around it (which clips).
SCOREBOARD = """() => {
  const innerRight = (node) => node.getBoundingClientRect().right
    - parseFloat(getComputedStyle(node).paddingRight);
  const table = document.querySelector('#scoreboard');
  const inner = Math.min(innerRight(table.parentElement), innerRight(table.closest('.side')));
  const cells = [...document.querySelectorAll('#scoreboard th, #scoreboard td')]
    .filter((c) => !c.hidden && c.getBoundingClientRect().width > 0);
  return { inner, cells: cells.map((c) => ({ text: c.textContent,
                                            right: c.getBoundingClientRect().right })) };
}"""


@pytest.mark.parametrize("lang", ["pt", "en"])
def test_every_column_of_the_scoreboard_is_in_view_on_a_desktop(browser, site_url, e2e, lang):
    """Tablic's scoreboard has five columns (side, cards, sweeps, this round's points, the
    match score); in Portuguese the match score ("Placar") lay past the panel's right edge,
    cut off, at 1366x768."""
    context = browser.new_context(viewport={"width": 1366, "height": 768}, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open(f"?pace=0&seed=3&lang={lang}&variant=tablic")
    found = page.evaluate(SCOREBOARD)
    heads = [c["text"] for c in found["cells"][:5]]
    assert len(heads) == 5 and heads[-1] in ("Placar", "Score"), found
    out = [c for c in found["cells"] if c["right"] > found["inner"] + 0.5]
    assert not out, f"cells past the panel's edge ({found['inner']:.0f} px): {out}"
    e2e.check(game.guard)
    context.close()


# Each side's name in the scoreboard: the lines its text takes.
SIDE_NAME_LINES = """() => [...document.querySelectorAll('#scoreboard tbody th')].map((th) => {
  const range = document.createRange();
  range.selectNodeContents(th);
  const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
  return { text: th.textContent.trim(), lines: tops.size };
})"""


@pytest.mark.parametrize("table", ["tablic&players=3", "cassino&players=4"])
def test_the_scoreboard_shows_each_sides_name_on_one_line_on_a_desktop(
        browser, site_url, e2e, table):
    """Three-player Tablic's scoreboard broke "Computador 1" over two lines in Portuguese at
    1366x768 (five columns in the side panel); a partnership's name stays whole too."""
    context = browser.new_context(viewport={"width": 1366, "height": 768}, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open(f"?pace=0&seed=3&lang=pt&level=greedy&variant={table}")
    names = page.evaluate(SIDE_NAME_LINES)
    assert len(names) >= 2 and all(n["lines"] == 1 for n in names), names
    found = page.evaluate(SCOREBOARD)
    out = [c for c in found["cells"] if c["right"] > found["inner"] + 0.5]
    assert not out, f"cells past the panel's edge ({found['inner']:.0f} px): {out}"
    e2e.check(game.guard)
    context.close()


# The status box's content against its own height: what a scroll would be needed to see.
STATUS_HIDDEN = """() => {
  const box = document.querySelector('.status-box');
  const shown = [...box.querySelectorAll('.status, .message')].map((n) => n.innerText);
  return { hidden: box.scrollHeight - box.clientHeight, text: shown.join(' | ') };
}"""


def play_first_moves(game, page, moves: int) -> None:
    """Play the first move of the first playable hand card (or the first table action)."""
    for _ in range(moves):
        if page.locator(PLAYABLE).count():
            page.locator(PLAYABLE).first.click(force=True)  # a card of a big hand overlaps
            page.locator(CHOICE).first.click()
        else:
            page.locator(TABLE_ACTION).first.click()
        assert game.wait_settled() == "ready"


@pytest.mark.parametrize("size, table, moves, computers", [
    ((1366, 768), "swazi&players=3&seed=5", 0, 2), ((844, 390), "swazi&players=3&seed=5", 0, 2),
    ((390, 844), "swazi&players=3&seed=5", 0, 2), ((1366, 768), "scopa&players=4&seed=6", 1, 3)],
    ids=["desktop", "phone-on-its-side", "phone", "desktop-4-players"])
def test_the_status_and_the_computers_last_moves_show_whole(
        browser, site_url, e2e, size, table, moves, computers):
    """Three-player Swazi in Portuguese, a card selected: the hint for it (three lines) and
    both computers' last moves are all in view in the side panel, none cut off at its foot;
    at four players (Scopa) the three computers' moves, one of two lines, as well."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open(f"?pace=0&lang=pt&variant={table}&level=greedy")
    play_first_moves(game, page, moves)
    for state in ("none", "selected"):
        if state == "selected":
            page.locator('.seat.mine [data-zone="hand"] [data-card]').first.click(force=True)
        found = page.evaluate(STATUS_HIDDEN)
        assert found["text"].count("Computador") == computers, found
        assert found["hidden"] <= 1, f"{state}: {found['hidden']} px of the status cut off: {found}"
    e2e.check(game.guard)
    context.close()


# Each word of each seat's name: on one line (a word broken across two lines has two boxes).
BROKEN_NAMES = """() => {
  const broken = [];
  for (const plate of document.querySelectorAll('.felt .plate-name')) {
    const walker = document.createTreeWalker(plate, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const s = text.textContent;
      for (const m of s.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(text, m.index);
        range.setEnd(text, m.index + m[0].length);
        if (range.getClientRects().length > 1) broken.push(`${plate.textContent}: ${m[0]}`);
      }
    }
    // cut short to an ellipsis on one line
    if (plate.scrollWidth > plate.clientWidth + 1) broken.push(`${plate.textContent}: cut`);
  }
  // a computer's level beside it, cut to "Gu…"
  for (const level of document.querySelectorAll('.felt .plate-level')) {
    if (level.scrollWidth > level.clientWidth + 1) broken.push(`${level.textContent}: cut`);
  }
  return broken;
}"""


@pytest.mark.parametrize("size", [(390, 844), (375, 667), (844, 390), (568, 320)],
                         ids=["phone", "short-phone", "phone-on-its-side",
                              "smallest-phone-on-its-side"])
@pytest.mark.parametrize("table", ["cassino&players=4&seed=8", "tablic&players=3&seed=4"])
def test_seat_names_show_whole_and_break_between_words(browser, site_url, e2e, size, table):
    """Tables of 3 and 4 players in Portuguese on a phone: the seats' plates are narrow;
    "Computador 1" may take two lines, but is never "Computad / or 1", nor cut to
    "Computad…" beside its level (which computer it is would be lost); nor is the level
    cut to "Gu…" beside the dealer's chip (Tablic for 3, Computador 2 deals)."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open(f"?pace=0&lang=pt&variant={table}&level=greedy")
    assert page.locator(".felt .plate-name").count() == int(table.split("players=")[1][0])
    assert page.evaluate(BROKEN_NAMES) == []
    e2e.check(game.guard)
    context.close()


# The felt and the viewport; the player's first hand card; each other seat's plate against
# every card and stack drawn in that seat (its hand's backs, its capture pile).
SHORT_PHONE = """() => {
  const box = (n) => n.getBoundingClientRect();
  const felt = box(document.querySelector('.felt'));
  const card = box(document.querySelector('.seat.mine [data-zone="hand"] [data-card]'));
  const covered = [];
  for (const seat of document.querySelectorAll('.felt .seat:not(.mine)')) {
    const plate = box(seat.querySelector('.plate'));
    for (const part of seat.querySelectorAll('.seat-body .card, .seat-body .stack')) {
      const r = box(part);
      const across = Math.min(r.right, plate.right) - Math.max(r.left, plate.left);
      const down = Math.min(r.bottom, plate.bottom) - Math.max(r.top, plate.top);
      if (across > 1 && down > 1) covered.push(`seat ${seat.dataset.seat}: ${down.toFixed(0)} px`);
    }
  }
  return { feltWidth: felt.width, width: innerWidth, cardWidth: card.width, covered,
           scroll: document.scrollingElement.scrollHeight, height: innerHeight };
}"""


@pytest.mark.parametrize("size", [(375, 667), (360, 640)], ids=["375x667", "360x640"])
def test_a_short_phone_upright_gets_a_table_as_wide_as_the_screen(browser, site_url, e2e, size):
    """On a phone upright but short (375x667, 360x640, or any phone with the browser's bars
    shown), a 3:5 felt was two thirds of the screen's width, its cards 45-48 px wide, and the
    computer's capture pile covered its name. The felt is 4:5 there: the screen's width, the
    cards 60 px wide or more, every plate clear, and the page does not scroll."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open("?pace=0&seed=5&lang=pt&variant=casino&level=greedy")
    for _ in range(3):  # the computer's pile grows beside its hand
        game.play_one_by_clicking()
    found = page.evaluate(SHORT_PHONE)
    assert found["feltWidth"] >= 0.9 * found["width"], found
    assert found["cardWidth"] >= 60, found
    assert found["covered"] == [], found
    assert found["scroll"] <= found["height"], found
    e2e.check(game.guard)
    context.close()


# The felt's and the side panel's boxes, and how far the page reaches down.
FELT_AND_PANEL = """() => {
  const box = (n) => { const r = n.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom,
             width: r.width, height: r.height }; };
  return { felt: box(document.querySelector('.felt')), side: box(document.querySelector('#side')),
           scroll: document.scrollingElement.scrollHeight, height: innerHeight };
}"""


@pytest.mark.parametrize("table", ["casino&players=2", "swazi&players=3"])
def test_a_small_phone_on_its_side_sets_the_panel_beside_the_felt(browser, site_url, e2e, table):
    """667x375 (a small phone on its side) is under 700 px wide: the upright phone's layout
    put the panel under the felt, which was then 150 px tall with cards 15-20 px wide. The
    panel is beside the felt there too: the felt takes most of the height, every tap target
    (hand and table cards, pile tops, buttons) is 44x44 px or more, and nothing scrolls."""
    context = browser.new_context(viewport={"width": 667, "height": 375}, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open(f"?pace=0&seed=5&lang=pt&variant={table}&level=greedy")
    page.locator('.seat.mine [data-zone="hand"] [data-card]').last.click()
    found = page.evaluate(FELT_AND_PANEL)
    assert found["side"]["left"] >= found["felt"]["right"], found
    assert found["felt"]["height"] >= 0.7 * found["height"], found
    assert found["scroll"] <= found["height"], found
    assert_targets(page, f"{table} at 667x375, a card selected")
    e2e.check(game.guard)
    context.close()


HAND_IN_THE_FELT = """() => {
  const felt = document.querySelector('.felt').getBoundingClientRect();
  const hand = [...document.querySelectorAll('.seat.mine [data-zone="hand"] [data-card]')];
  return { felt: { top: felt.top, bottom: felt.bottom },
           cards: hand.map((c) => { const r = c.getBoundingClientRect();
             return { card: c.dataset.card, width: r.width, top: r.top, bottom: r.bottom }; }) };
}"""


@pytest.mark.parametrize("table", ["casino&players=2", "cassino&players=4"])
def test_the_smallest_phone_on_its_side_shows_the_whole_hand_in_the_felt(
        browser, site_url, e2e, table):
    """At 568x320 (the smallest phone on its side) the 16:10 felt was too short for the
    player's plate and a hand of 44 px cards: the hand's lower 11 px fell below the felt's
    edge, cut off. Every hand card lies whole inside the felt now, 44 px wide, and
    nothing scrolls."""
    context = browser.new_context(viewport={"width": 568, "height": 320}, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open(f"?pace=0&seed=5&lang=pt&variant={table}&level=greedy")
    found = page.evaluate(HAND_IN_THE_FELT)
    assert found["cards"], found
    for card in found["cards"]:
        assert card["width"] >= MIN - 0.5, card
        assert found["felt"]["top"] <= card["top"], (card, found["felt"])
        assert card["bottom"] <= found["felt"]["bottom"], (card, found["felt"])
    assert page.evaluate("document.scrollingElement.scrollHeight") <= 320
    e2e.check(game.guard)
    context.close()


def test_the_narrowest_phone_keeps_the_page_to_its_width(browser, site_url, e2e):
    """At 320x568 in Portuguese the bar's language menu and the last tool ("Placar e
    registro") ran 23 px past the screen's right edge: the page scrolled sideways. They keep
    to the width now, every tap target 44x44 px or more."""
    context = browser.new_context(viewport={"width": 320, "height": 568}, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open("?pace=0&seed=5&lang=pt&variant=casino&level=greedy")
    page.locator('.seat.mine [data-zone="hand"] [data-card]').last.click()
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 320
    assert_targets(page, "casino at 320x568, a card selected")
    e2e.check(game.guard)
    context.close()


def test_a_tablet_upright_gives_the_felt_the_screens_width(browser, site_url, e2e):
    """768x1024 (a tablet upright) is over 700 px wide: it took the desktop's layout, a
    panel beside a 3:5 felt 411 px wide in the middle of the height.
    Upright screens up to 900 px wide set the panel under the felt, as a phone does: the
    felt is 80% of the width or more, and nothing scrolls."""
    context = browser.new_context(viewport={"width": 768, "height": 1024}, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open("?pace=0&seed=5&lang=pt&variant=casino&level=greedy")
    found = page.evaluate(FELT_AND_PANEL)
    assert found["felt"]["width"] >= 0.8 * 768, found
    assert found["side"]["top"] >= found["felt"]["bottom"] - 1, found
    assert found["scroll"] <= found["height"], found
    e2e.check(game.guard)
    context.close()


# The own hand's card places: each card's left and top offsets in the hand (--x, --y).
HAND_PLACES = """() => [...document.querySelectorAll('.seat.mine [data-zone="hand"] .card')]
  .map((c) => [parseFloat(c.style.getPropertyValue('--x')),
               parseFloat(c.style.getPropertyValue('--y'))])"""


def test_a_hand_of_sixteen_on_a_short_phone_shows_44_px_of_every_card(browser, site_url, e2e):
    """Three-player Swazi deals 16 cards a hand (RULES.md, 000). On a 375x667 phone the hand's
    seat held them only in rows 18 px apart: a card's index was a sliver to tap. A hand dealt
    more than 12 cards (the view's hand_size) gets a taller seat there: three rows, each card
    showing 44 px of its middle across and down."""
    context = browser.new_context(viewport={"width": 375, "height": 667}, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open("?pace=0&seed=5&lang=pt&variant=swazi&players=3&level=greedy")
    places = page.evaluate(HAND_PLACES)
    assert len(places) == 16, places
    rows = sorted({round(y, 1) for _, y in places})
    assert all(b - a >= 44 - 0.5 for a, b in pairwise(rows)), rows
    for row in rows:
        xs = sorted(x for x, y in places if round(y, 1) == row)
        assert all(b - a >= 44 - 0.5 for a, b in pairwise(xs)), (row, xs)
    e2e.check(game.guard)


def saved_position(variant: str, hands: list[list[str]], table: list[str],
                   piles: list[list[str]] | None = None, scores: list[int] | None = None) -> str:
    """A script that leaves, before the page's own, a match saved in this position (the
    first seat the human's, to move; the others greedy computers; ``scores`` the match's)."""
    import json

    from cassino import Game

    data = Game.from_position(variant, hands=hands, table=table, piles=piles).to_dict()
    if scores is not None:
        data["scores"] = scores
    save = {"format": 1, "game": data, "humans": [0], "levels": ["greedy"] * len(hands),
            "budget_ms": 1000}
    return f"localStorage.setItem('cassino.save', {json.dumps(json.dumps(save))})"


def saved_match(scores: list[int]) -> str:
    """A casino match saved one move from its round's end (the human's 7♠ takes 7♦; the
    computer's K♣ is the last card), with these scores: the round's end at once, or the
    match's with 20 points."""
    return saved_position("casino", [["7S"], ["KC"]], ["7D", "3H"], scores=scores)


def open_at_the_end(browser, site_url, e2e, size, lang, scores):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-US")
    context.add_init_script(saved_match(scores))
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open(f"?pace=0&lang={lang}")
    page.locator(f'{PLAYABLE}[data-card="7S"]').click()
    page.locator(f'{CHOICE}[data-kind="capture"]').click()
    assert game.wait_settled() in ("round-over", "match-over")
    return context, page, game


# The breakdown's cells whose middle lies level with the Next button, and what is drawn there.
BESIDE_NEXT = """() => {
  const next = document.querySelector('#next').getBoundingClientRect();
  const shown = [];
  for (const cell of document.querySelectorAll('#round-end table th, #round-end table td')) {
    const r = cell.getBoundingClientRect();
    const y = r.top + r.height / 2;
    if (r.width === 0 || y < next.top || y > next.bottom) continue;
    const hit = document.elementFromPoint(r.left + r.width / 2, y);
    if (hit && cell.contains(hit)) shown.push(cell.textContent);
  }
  return shown;
}"""


@pytest.mark.parametrize("size, lang", [((390, 844), "pt"), ((844, 390), "en")],
                         ids=["phone", "phone-on-its-side"])
def test_at_round_over_no_row_of_the_breakdown_shows_beside_the_next_button(
        browser, site_url, e2e, size, lang):
    """On a phone the breakdown scrolls under "Next round", which stays at the box's foot: the
    rows pass under a band across the box, not beside the button ("Placar da partida" hidden
    under it, its figures showing at its right)."""
    context, page, game = open_at_the_end(browser, site_url, e2e, size, lang, [0, 0])
    box = page.locator('[data-testid="round-end"]')
    for scroll in range(0, 600, 40):
        box.evaluate("(b, y) => { b.scrollTop = y; }", scroll)
        assert page.evaluate(BESIDE_NEXT) == [], f"scrolled {scroll} px"
    e2e.check(game.guard)
    context.close()


def test_at_match_over_the_title_band_and_the_winner_span_the_box_on_a_desktop(
        browser, site_url, e2e):
    """The match over at 1366x768: the title's band of felt runs the box's width and the
    winner's line and the final scores are centred in it (they were a tab at its left)."""
    context, page, game = open_at_the_end(browser, site_url, e2e, (1366, 768), "pt", [20, 0])
    assert game.state == "match-over"
    found = page.evaluate("""() => {
      const box = document.querySelector('#round-end').getBoundingClientRect();
      const rect = (s) => document.querySelector(s).getBoundingClientRect();
      const middle = (r) => r.left + r.width / 2;
      return { box: box.width, title: rect('#round-end-title').width,
               centre: middle(box), winner: middle(rect('#winner')),
               scores: middle(rect('.final-list')) };
    }""")
    assert found["title"] >= found["box"] - 8, found
    assert abs(found["winner"] - found["centre"]) <= 2, found
    assert abs(found["scores"] - found["centre"]) <= 2, found
    e2e.check(game.guard)
    context.close()


# Each move offered for the selected card against the moves box's visible part.
MOVES_CUT = """() => {
  const box = document.querySelector('#moves').getBoundingClientRect();
  return [...document.querySelectorAll('#choice-list [data-move]')]
    .map((b) => ({ text: b.textContent, r: b.getBoundingClientRect() }))
    .filter(({ r }) => r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5 || r.height === 0)
    .map(({ text, r }) => `${text}: ${Math.round(r.top)}-${Math.round(r.bottom)} in `
         + `${Math.round(box.top)}-${Math.round(box.bottom)}`);
}"""


@pytest.mark.parametrize("table, moves, choices", [("tablic&players=3&seed=4", 1, 1),
                                                   ("cassino&players=4&seed=8", 2, 2)],
                         ids=["tablic-five-tools", "cassino-4-two-moves"])
def test_on_a_phone_on_its_side_the_selected_cards_moves_show_whole(
        browser, site_url, e2e, table, moves, choices):
    """At 844x390 the side panel is short: Tablic's fifth tool (Declare) took a third row and
    hid the move of the selected card; a card's two moves showed as one and a half (more
    scroll in their box)."""
    context = browser.new_context(viewport={"width": 844, "height": 390}, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open(f"?pace=0&lang=pt&variant={table}&level=greedy")
    play_first_moves(game, page, moves)
    page.locator(f'{PLAYABLE}[data-moves="{choices}"]').first.click(force=True)
    expect(page.locator(CHOICE)).to_have_count(choices)
    assert page.evaluate(MOVES_CUT) == []
    e2e.check(game.guard)
    context.close()


@pytest.mark.parametrize("size", [(844, 390), (390, 844), (1366, 768)],
                         ids=["phone-on-its-side", "phone", "desktop"])
def test_the_loading_box_is_whole_in_the_window(browser, site_url, e2e, size):
    """While the runtime downloads (held back here), the loading box lies over the felt in
    full: on a phone on its side its foot and its note were below the window's edge."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-US",
                                  service_workers="block")
    page = context.new_page()
    page.route("**/pyodide.asm.wasm", lambda route: None)  # never answered: loading stays
    page.goto(site_url + "?pace=0&lang=pt", wait_until="domcontentloaded")
    loading = page.locator('[data-testid="loading"]')
    loading.wait_for(state="visible")
    box = loading.bounding_box()
    felt = page.evaluate("() => document.querySelector('.felt').getBoundingClientRect().toJSON()")
    assert box["y"] >= 0 and box["y"] + box["height"] <= height, box
    assert felt["top"] <= box["y"] and box["y"] + box["height"] <= felt["bottom"], (box, felt)
    context.close()


# Every table card's box and the felt's; for the table's cards and the own hand's, how much
# of each shows from its top-left corner, where a tap lands on it (the part no later card
# covers, across and down; the felt's edge clips).
TABLE_AND_HAND = """() => {
  const box = (n) => n.getBoundingClientRect();
  const felt = box(document.querySelector('.felt'));
  const shownOf = (cards) => cards.map((c, i) => {
    const r = box(c);
    let right = Math.min(r.right, felt.right), bottom = Math.min(r.bottom, felt.bottom);
    for (const later of cards.slice(i + 1)) {
      const o = box(later);
      if (o.left < right && o.right > r.left && o.top < bottom && o.bottom > r.top) {
        if (o.top > r.top + 1) bottom = Math.min(bottom, o.top);
        else right = Math.min(right, o.left);
      }
    }
    return { card: c.dataset.card, across: right - r.left, down: bottom - r.top };
  });
  const onTable = [...document.querySelectorAll('[data-zone="table"] > [data-card]')];
  const table = onTable.map((c) => {
    const r = box(c); return { card: c.dataset.card, left: r.left, right: r.right, top: r.top,
                               bottom: r.bottom, width: r.width, height: r.height }; });
  const hand = [...document.querySelectorAll('.seat.mine [data-zone="hand"] [data-card]')];
  return { felt: { left: felt.left, right: felt.right, top: felt.top, bottom: felt.bottom },
           table, tableShown: shownOf(onTable), shown: shownOf(hand) };
}"""

EIGHT_ON_THE_TABLE = ("casino", [["2S", "9D", "8D", "6H"], ["3C", "4C", "QH", "KS"]],
                      ["5D", "9S", "JD", "4S", "KD", "9H", "10H", "7C"])
FOUR_PLAYERS = ("cassino", [["2S", "9D", "8D"], ["3C", "4C", "QH"], ["5H", "6C", "AS"],
                            ["7H", "8C", "9C"]], ["5D", "6D", "2D", "7C"])
TWELVE_ON_THE_TABLE = ("casino", [["2S", "9D", "8D", "6H"], ["3C", "4C", "QH", "KS"]],
                       ["5D", "9S", "JD", "4S", "KD", "9H", "10H", "7C", "2C", "3D", "QC", "AH"])
SIXTEEN_IN_HAND = ("swazi", [["KD", "8S", "9S", "9D", "7S", "2H", "AC", "8H", "AS", "10D", "KC",
                              "9C", "3H", "KH", "6S", "4C"],
                             ["2C", "3C", "5C", "6C", "7C", "10C", "JC", "QC", "2D", "3D", "4D",
                              "5D", "6D", "7D", "8D", "JD"],
                             ["QD", "2S", "3S", "4S", "5S", "10S", "JS", "QS", "KS", "4H", "5H",
                              "6H", "7H", "9H", "10H", "JH"]], ["AH", "AD", "QH", "8C"])


@pytest.mark.parametrize("size, position", [
    ((844, 390), EIGHT_ON_THE_TABLE), ((667, 375), EIGHT_ON_THE_TABLE),
    ((844, 390), FOUR_PLAYERS), ((667, 375), FOUR_PLAYERS),
    ((844, 390), TWELVE_ON_THE_TABLE), ((667, 375), TWELVE_ON_THE_TABLE),
    ((844, 390), SIXTEEN_IN_HAND), ((667, 375), SIXTEEN_IN_HAND),
], ids=["casino-eight-on-the-table-844x390", "casino-eight-on-the-table-667x375",
        "cassino-4-players-844x390", "cassino-4-players-667x375",
        "casino-twelve-on-the-table-844x390", "casino-twelve-on-the-table-667x375",
        "swazi-sixteen-in-hand-844x390", "swazi-sixteen-in-hand-667x375"])
def test_on_a_phone_on_its_side_table_cards_stay_44_px_and_every_hand_card_shows(
        browser, site_url, e2e, size, position):
    """On a phone on its side the table's cards were sized from a guess (60 px, as the card
    width's CSS expression cannot be read back): eight on a casino table, or four on a
    4-player one, came out 31-35 px wide. They are measured now: 44 px wide or more, in the
    felt, each showing 44x44 px from its corner (twelve: two rows, the front one over the
    lower part of the back one; at 667x375 they had shrunk to 29 px, the table's box too
    short for two such rows under the top seat's plate, now beside its hand). A hand too
    tall for its seat (four cards at 667x375) was laid as three rows stacked 2 px apart, two
    cards hidden under two others; sixteen Swazi cards (RULES.md, 000) showed a 10 px sliver
    of some. Every hand card shows its corner (28 px across, 28 px down or more), and a tap
    on that corner selects it."""
    width, height = size
    variant, hands, table = position
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-US")
    context.add_init_script(saved_position(variant, hands, table))
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open("?pace=0&lang=en")
    found = page.evaluate(TABLE_AND_HAND)
    felt = found["felt"]
    assert len(found["table"]) == len(table), found
    for card in found["table"]:
        assert card["width"] >= MIN - 0.5 and card["height"] >= MIN - 0.5, card
        assert felt["left"] <= card["left"] and card["right"] <= felt["right"], (card, felt)
        assert felt["top"] <= card["top"] and card["bottom"] <= felt["bottom"], (card, felt)
    for card in found["tableShown"]:
        assert card["across"] >= MIN - 0.5 and card["down"] >= MIN - 0.5, card
    assert len(found["shown"]) == len(hands[0]), found
    for card in found["shown"]:
        assert card["across"] >= 28 and card["down"] >= 28, card
    first = page.locator(f'.seat.mine [data-card="{hands[0][0]}"]')
    first.click(position={"x": 6, "y": 8})
    expect(first).to_have_attribute("aria-pressed", "true")
    e2e.check(game.guard)
    context.close()


SWAZI_PILE_TOPS = ("swazi", [["KD", "8S", "9S", "9D"], ["2C", "3C", "5C", "6C"],
                             ["QD", "2S", "3S", "4S"]], ["AH", "AD", "QH", "8C"],
                   [["7H"], ["10C", "JC"], ["KS"]])


@pytest.mark.parametrize("size, query, position", [
    ((915, 412), "?pace=0&lang=en", SWAZI_PILE_TOPS),
    ((360, 640), "?pace=0&seed=7&lang=en&variant=tablic&players=3", None),
], ids=["swazi-pile-tops-915x412", "tablic-five-tools-360x640"])
def test_pile_tops_and_tools_are_44_px_on_more_phones(browser, site_url, e2e, size, query,
                                                      position):
    """A phone on its side as wide as 915x412 took the desktop's pile size: the Swazi pile
    tops a player may take (RULES.md, 000: the opponents' piles' top cards) were 30 px wide.
    At 360x640 Tablic's five tools (Declare among them) left Hint 41 px wide. Every tap
    target is 44x44 px or more there."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-US")
    if position:
        context.add_init_script(saved_position(*position))
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open(query + "&level=greedy")
    if position:
        expect(page.locator('[data-zone="pile"] button[data-card]')).to_have_count(3)
    else:
        expect(page.locator("#declare")).to_be_visible()
    assert_targets(page, f"{query} at {width}x{height}")
    e2e.check(game.guard)
    context.close()


PILES_AND_HAND = """() => {
  const rect = (node) => { const r = node.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width }; };
  const mine = document.querySelector('.seat.mine');
  return {
    hand: rect(mine.querySelector('[data-zone="hand"]')),
    cards: [...mine.querySelectorAll('[data-zone="hand"] [data-card]')].map(rect),
    own: rect(mine.querySelector('[data-zone="pile"] .stack')),
    ownCount: Number(mine.querySelector('[data-zone="pile"]').dataset.count),
    piles: [...document.querySelectorAll('[data-zone="pile"]')].map((p) => ({
      pile: p.dataset.pile, count: Number(p.dataset.count),
      width: p.querySelector('.stack').getBoundingClientRect().width })),
  };
}"""


def play_one_on_a_crowded_hand(game) -> None:
    """One human move on a hand of sixteen (its last playable card), then the computers'
    replies."""
    game.play_one_by_tapping_elements("last")
    assert game.wait_settled() == "ready"
    game.page.wait_for_timeout(200)


def apart(a: dict, b: dict) -> bool:
    """Whether two boxes do not overlap (half a pixel of rounding allowed)."""
    return (a["right"] <= b["left"] + 0.5 or a["left"] >= b["right"] - 0.5
            or a["bottom"] <= b["top"] + 0.5 or a["top"] >= b["bottom"] - 0.5)


@pytest.mark.parametrize("size", [(568, 320), (375, 667)], ids=["568x320", "375x667"])
def test_a_pile_that_fills_keeps_its_size_and_never_covers_the_hand(
        browser, site_url, e2e, size):
    """Where a pile's top may be taken (the Swazi family), a pile with cards is a tap target,
    45 px wide; an empty one was smaller. At 568x320 the player's pile grew with its first
    capture and lay over the last cards of the hand beside it (placed in the box measured at
    the deal); upright, a top seat's backs moved aside as its pile grew. Every pile now keeps
    one size from the deal on: the hand's box does not move and no hand card lies under the
    player's own pile."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height},
                                  locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open("?pace=0&seed=2&lang=pt&variant=swazi&players=3&level=greedy")
    dealt = page.evaluate(PILES_AND_HAND)
    assert dealt["ownCount"] == 0, dealt
    now = dealt
    for _ in range(12):
        if now["ownCount"] and sum(p["count"] > 0 for p in now["piles"]) >= 2:
            break
        play_one_on_a_crowded_hand(game)
        now = page.evaluate(PILES_AND_HAND)
    assert now["ownCount"] and sum(p["count"] > 0 for p in now["piles"]) >= 2, now
    assert now["hand"] == dealt["hand"], (dealt["hand"], now["hand"])
    widths = {p["pile"]: p["width"] for p in dealt["piles"]}
    for pile in now["piles"]:
        assert pile["width"] == pytest.approx(widths[pile["pile"]], abs=0.5), (dealt, now)
    own = now["own"]
    for card in now["cards"]:
        assert apart(card, own), (card, own)
    e2e.check(game.guard)
    context.close()


TOP_PILES_AND_TABLE = """() => {
  const rect = (node) => { const r = node.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
  return {
    felt: rect(document.querySelector('.felt')),
    tops: [...document.querySelectorAll('.seat[data-place^="top"] [data-zone="pile"] button')]
      .map((b) => ({ card: b.dataset.card, ...rect(b) })),
    table: [...document.querySelectorAll('[data-zone="table"] > [data-card], [data-build]')]
      .map((t) => ({ card: t.dataset.card || t.dataset.build, ...rect(t) })),
  };
}"""


def test_on_the_smallest_phone_on_its_side_a_pile_top_to_take_lies_clear_of_the_table(
        browser, site_url, e2e):
    """At 568x320 a 3-player Swazi table's top seats had their pile under the plate: a pile
    top to take (45 px wide, 63 tall) reached 25 px into the table's cards, over their
    corner index. The pile is beside the plate and the backs now, on the felt's outer
    side: no pile top to take overlaps a table card or a build, and each lies inside the
    felt."""
    context = browser.new_context(viewport={"width": 568, "height": 320}, locale="en-US")
    page = context.new_page()
    game = e2e.Game(page, site_url, e2e.watch(page, context))
    game.open("?pace=0&seed=7&lang=pt&variant=swazi&players=3&level=greedy")
    found = page.evaluate(TOP_PILES_AND_TABLE)
    for _ in range(12):
        if len(found["tops"]) == 2 and len(found["table"]) >= 3:
            break
        play_one_on_a_crowded_hand(game)
        found = page.evaluate(TOP_PILES_AND_TABLE)
    assert len(found["tops"]) == 2 and len(found["table"]) >= 3, found
    felt = found["felt"]
    for top in found["tops"]:
        assert felt["left"] <= top["left"] and top["right"] <= felt["right"], (top, felt)
        assert felt["top"] <= top["top"] and top["bottom"] <= felt["bottom"], (top, felt)
        for card in found["table"]:
            assert apart(card, top), (top, card)
    e2e.check(game.guard)
    context.close()
