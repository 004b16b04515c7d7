"""Every rule set the bridge lists, for every player count it allows: one round by clicking.

The list comes from the bridge itself (`{"op": "variants"}`, run with `python -c` at
collection time against py_src/), so a newly registered rule set is tested without editing
this file. The round tests share one page (Python starts once) and start each match from the
new-game panel.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
HAND_CARD = '[data-zone="hand"] [data-card]'


def bridge_variants() -> list[dict]:
    """The bridge's answer to {"op": "variants"}, from a fresh interpreter on py_src/."""
    code = ("import json, cassino.bridge as b; "
            "print(b.handle(json.dumps({'op': 'variants'})))")
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT / "py_src"),
                                                    env.get("PYTHONPATH")) if p)
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, check=True,
                         capture_output=True, text=True, timeout=120)
    answer = json.loads(out.stdout)
    assert answer["ok"], answer
    return answer["variants"]


VARIANTS = bridge_variants()
VARIANT_SEATS = [(v["id"], n) for v in VARIANTS for n in v["players"]]
# A round in the browser costs seconds: every rule set at its smallest player count, every
# count of the classic game, and the partnership game of the newer families (000 Swazi: one
# pile, its top, per team; 003 Basra). test_variants_* in tests/engine play every pair.
EVERY_COUNT = {"casino", "cassino"}
ALSO = {("swazi", 4), ("basra", 4)}
ROUND_SEATS = [(v["id"], n) for v in VARIANTS for n in v["players"]
               if v["id"] in EVERY_COUNT or n == min(v["players"]) or (v["id"], n) in ALSO]


def side_labels(view: dict) -> list[str]:
    """The English label of every side, as the page should write it."""
    labels = []
    for team in view["teams"]:
        if view["seat"] in team:
            labels.append("You and partner" if len(team) > 1 else "You")
        elif len(team) > 1:
            labels.append("Opponents")
        else:
            labels.append("Computer" if view["players"] == 2 else f"Computer {team[0]}")
    return labels


def test_the_panel_lists_every_variant_the_bridge_lists(table):
    page = table.page
    in_page = page.evaluate("window.cassino.variants.map(v => v.id)")
    assert in_page == [v["id"] for v in VARIANTS]
    page.locator('[data-testid="new-game-button"]').click()
    dialog = page.locator('[data-testid="new-game"]')
    expect(dialog).to_be_visible()
    for variant in VARIANTS:
        radio = dialog.locator(f'input[name="variant"][value="{variant["id"]}"]')
        expect(radio).to_have_count(1)
        label = dialog.locator(f'label[for="variant-{variant["id"]}"]')
        expect(label).to_contain_text(variant["name"]["en"])
        expect(label).to_contain_text(variant["summary"]["en"])
        radio.check()
        players = dialog.locator('[data-testid="players"] option')
        assert [int(x) for x in players.evaluate_all("os => os.map(o => o.value)")] == (
            variant["players"])
        for option in variant["options"]:
            select = dialog.locator(f'select[data-option="{option["key"]}"]')
            expect(dialog.locator(f'label[for="option-{option["key"]}"]')).to_have_text(
                option["name"]["en"])
            texts = select.locator("option").all_text_contents()
            # the bridge's words for each choice (choice_labels), the default marked
            expected = [label["en"] + (" (default)" if c == option["default"] else "")
                        for c, label in zip(option["choices"], option["choice_labels"],
                                            strict=True)]
            assert texts == expected
            assert select.evaluate("s => s.selectedIndex") == option["choices"].index(
                option["default"])
    page.locator('[data-testid="cancel"]').click()
    expect(dialog).to_be_hidden()


@pytest.mark.parametrize(("variant", "players"), ROUND_SEATS,
                         ids=[f"{v}-{n}p" for v, n in ROUND_SEATS])
def test_plays_a_round_of_every_variant(table, variant, players):
    page = table.page
    state = table.start_from_panel(variant, players)
    view = state["view"]
    sides = len(view["scores"])
    # Every other seat has its zone, with its card count; partners are marked.
    zones = page.locator('[data-zone="opponent"]')
    expect(zones).to_have_count(players - 1)
    my_side = view["side"]
    for seat in range(1, players):
        zone = page.locator(f'[data-zone="opponent"][data-seat="{seat}"]')
        role = "partner" if seat in view["teams"][my_side] else "opponent"
        expect(zone).to_have_attribute("data-role", role)
        if players == 4 and sides == 2:
            expect(zone.locator(".role")).to_have_text(role)
    labels = side_labels(view)
    expect(page.locator('[data-testid="scoreboard"] tbody tr')).to_have_count(sides)
    expect(page.locator('[data-testid="scoreboard"] tbody th')).to_have_text(labels)

    final, runs = table.play_by_clicking()
    assert final in ("round-over", "match-over")
    if players > 2:
        # After our move every computer seat played in turn before we were asked again.
        assert players - 1 in runs, runs
    end = table.bridge_state()
    breakdown = page.locator('[data-testid="breakdown"]')
    expect(breakdown).to_be_visible()
    expect(breakdown.locator("thead th[data-side]")).to_have_text(labels)
    assert len(end["round_score"]) == sides
    for side, score in enumerate(end["round_score"]):
        total = breakdown.locator(f'tfoot tr[data-item="total"] td[data-seat="{side}"]')
        expect(total).to_have_text(str(score["total"]))
        match = breakdown.locator(f'tfoot tr[data-item="match"] td[data-seat="{side}"]')
        expect(match).to_have_text(str(end["view"]["scores"][side]))


def test_options_from_the_panel_reach_the_bridge(table):
    found = [(v, o) for v in VARIANTS for o in v["options"] if len(o["choices"]) > 1]
    if not found:
        pytest.skip("no rule set has options yet")
    # Prefer the points target: its effect is visible in the view.
    variant, option = next(((v, o) for v, o in found if o["key"] == "target"), found[0])
    index = next(i for i, c in enumerate(option["choices"]) if c != option["default"])
    choice = option["choices"][index]
    state = table.start_from_panel(variant["id"], variant["players"][0], {option["key"]: index})
    assert state["view"]["options"][option["key"]] == choice
    if option["key"] == "target":
        assert state["view"]["target"] == choice
        expect(table.page.locator("#target")).to_have_text(f"(to {choice})")


def test_new_game_panel_by_keyboard_at_375px(table):
    page = table.page
    page.set_viewport_size({"width": 375, "height": 740})
    try:
        table.start_from_panel(VARIANTS[0]["id"], VARIANTS[0]["players"][0])
        page.locator('[data-testid="new-game-button"]').focus()
        page.keyboard.press("Enter")
        dialog = page.locator('[data-testid="new-game"]')
        expect(dialog).to_be_visible()
        # Focus starts on the chosen rule set; arrows move through the list.
        expect(page.locator(f'input[name="variant"][value="{VARIANTS[0]["id"]}"]')).to_be_focused()
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        assert dialog.evaluate("d => d.scrollWidth <= d.clientWidth")
        for control in dialog.locator("input, select, button").all():
            box = control.bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 375, box
        # Escape closes the panel and changes nothing.
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
        assert table.bridge_state()["view"]["variant"] == VARIANTS[0]["id"]
        page.keyboard.press("Enter")  # focus is back on the New game button
        expect(dialog).to_be_visible()
        target = VARIANTS[1] if len(VARIANTS) > 1 else VARIANTS[0]
        if target is not VARIANTS[0]:
            page.keyboard.press("ArrowDown")
        expect(page.locator(f'input[name="variant"][value="{target["id"]}"]')).to_be_checked()
        start = dialog.locator('[data-testid="start"]')
        for _ in range(40):
            page.keyboard.press("Tab")
            if start.evaluate("b => b === document.activeElement"):
                break
        else:
            pytest.fail("Tab never reached Start")
        generation = page.evaluate("window.cassino.gen")
        page.keyboard.press("Enter")
        page.wait_for_function("g => window.cassino.gen > g", arg=generation)
        assert table.wait_settled() in ("ready", "round-over", "match-over")
        expect(dialog).to_be_hidden()
        assert table.bridge_state()["view"]["variant"] == target["id"]
        if table.state == "ready":
            expect(page.locator(f"{HAND_CARD}:focus")).to_have_count(1)
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def test_url_preselects_variant_and_players(game):
    variant, players = max(VARIANT_SEATS, key=lambda vs: vs[1])
    game.open(f"?pace=0&seed=3&lang=en&variant={variant}&players={players}")
    view = game.bridge_state()["view"]
    assert (view["variant"], view["players"]) == (variant, players)
    expect(game.page.locator('[data-testid="notice"]')).to_be_hidden()
    expect(game.page.locator('[data-zone="opponent"]')).to_have_count(players - 1)
    game.page.locator('[data-testid="new-game-button"]').click()
    dialog = game.page.locator('[data-testid="new-game"]')
    expect(dialog.locator(f'input[name="variant"][value="{variant}"]')).to_be_checked()
    expect(dialog.locator('[data-testid="players"]')).to_have_value(str(players))


def test_disallowed_player_count_shows_notice_and_falls_back(game):
    game.open("?pace=0&seed=3&lang=en&players=5", wait=False)
    assert game.wait_settled() == "ready"
    notice = game.page.locator('[data-testid="notice"]')
    expect(notice).to_be_visible()
    expect(notice).to_have_attribute("role", "alert")
    expect(notice).to_contain_text("5")
    view = game.bridge_state()["view"]
    default = next(v for v in VARIANTS if v["id"] == view["variant"])
    assert view["players"] == (2 if 2 in default["players"] else default["players"][0])
    expect(game.page.locator('[data-zone="opponent"]')).to_have_count(view["players"] - 1)
    expect(game.page.locator(HAND_CARD).first).to_be_visible()


def test_new_game_while_the_computers_play_drops_the_old_match(game):
    many = [(v, n) for v, n in VARIANT_SEATS if n > 2]
    if not many:
        pytest.skip("no rule set for more than two players yet")
    variant, players = many[-1]
    page = game.page
    game.open(f"?pace=300&seed=5&lang=en&variant={variant}&players={players}")
    page.locator('[data-zone="hand"] [data-card]:not([data-moves="0"])').first.click()
    page.locator("#choice-list [data-move]").first.click()
    assert game.state == "thinking"  # the computer seats now play, 300 ms apart
    first = VARIANTS[0]
    game.start_from_panel(first["id"], first["players"][0])
    page.wait_for_timeout(300 * players)
    view = game.bridge_state()["view"]
    assert (view["variant"], view["players"]) == (first["id"], first["players"][0])
    expect(page.locator('[data-zone="opponent"]')).to_have_count(first["players"][0] - 1)


def test_computer_level_from_the_panel_reaches_the_bridge(table):
    page = table.page
    page.locator('[data-testid="new-game-button"]').click()
    select = page.locator('[data-testid="level"]')
    assert select.input_value() == "greedy"  # the URL's ?level=greedy
    names = select.locator("option").all_text_contents()
    assert names == ["Random", "Greedy", "Card counter", "Expert"]
    select.select_option("counter")
    generation = page.evaluate("window.cassino.gen")
    page.locator('[data-testid="start"]').click()
    page.wait_for_function("g => window.cassino.gen > g", arg=generation)
    table.wait_settled()
    assert table.bridge_state()["levels"] == {"1": "counter"}
    page.locator('[data-testid="new-game-button"]').click()
    page.locator('[data-testid="level"]').select_option("greedy")
    page.locator('[data-testid="start"]').click()
    table.wait_settled()
