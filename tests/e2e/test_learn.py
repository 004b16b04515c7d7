"""Learn to play (learn.html, issue 19 item 4) in the browser: the walk-throughs of
`casino`, `swazi` and `basra` completed by clicking cards and moves, each step's task
checked by the engine in the worker; one wrong try explained in the page's language (the
engine's reason), and the progress kept in localStorage."""

from __future__ import annotations

import json

import pytest
from cassino import bridge
from cassino.lessons import LESSONS
from cassino.lessons.tutor import verdict
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e

VERDICT = '[data-testid="verdict"]'


def _label(board: dict, move: dict, lang: str) -> str:
    """The label the page shows for ``move``: the board's candidate of its kind, card,
    targets and uses that takes the fewest cards beyond those named (a capture of a build
    names the build, the candidate its cards too)."""
    def cards(m: dict, key: str) -> frozenset:
        return frozenset(m.get(key) or [])
    found = [c for c in board["candidates"]
             if (c["kind"], c.get("card"), cards(c, "targets"), cards(c, "uses"))
             == (move["kind"], move.get("card"), cards(move, "targets"), cards(move, "uses"))
             and cards(move, "takes") <= cards(c, "takes")]
    return min(found, key=lambda c: len(c.get("takes") or []))["label"][lang]


def _click(page, move: dict, label: str) -> None:
    if move.get("card"):
        card = page.locator(f'[data-zone="hand"] [data-card="{move["card"]}"]')
        if card.get_attribute("aria-pressed") != "true":  # a second click lets it go
            card.click()
    page.locator('[data-testid="choices"]').get_by_role("button", name=label,
                                                        exact=True).click()


def test_casino_swazi_and_basra_walk_throughs_complete_by_clicking(page, site_url, guard):
    for variant, lang in (("casino", "pt"), ("swazi", "en"), ("basra", "en")):
        page.goto(f"{site_url}learn.html?variant={variant}&lang={lang}")
        expect(page.locator("body")).to_have_attribute("data-state", "ready", timeout=120_000)
        steps = LESSONS[variant].steps
        expect(page.locator('[data-testid="steps"] li')).to_have_count(len(steps))
        for index, step in enumerate(steps):
            expect(page.locator("body")).to_have_attribute("data-step", str(index))
            expect(page.locator('[data-testid="task"]')).to_have_text(step.task[lang])
            board = bridge.handle_request({"op": "lesson_step", "variant": variant,
                                           "step": index})["board"]
            if index == 0:  # one wrong try: refused, and the engine's reason shown
                wrong = dict(step.wrong.move)
                _click(page, wrong, _label(board, wrong, lang))
                reason = verdict(step, [], wrong)["error"]["message"][lang]
                expect(page.locator(VERDICT)).to_have_attribute("data-tone", "refused")
                expect(page.locator(VERDICT)).to_contain_text(reason)
                page.locator('[data-testid="hint-button"]').click()
                expect(page.locator('[data-testid="hint"]')).to_have_text(step.hint[lang])
            played: list = []
            for move in step.solution:
                answer = verdict(step, played, dict(move))
                _click(page, dict(move), _label(board, dict(move), lang))
                tone = "goes-on" if answer["goes_on"] else "done"
                expect(page.locator(VERDICT)).to_have_attribute("data-tone", tone)
                if answer["goes_on"]:
                    board, played = answer["board"], answer["played"]
            if index < len(steps) - 1:
                page.locator('[data-testid="next"]').click()
        expect(page.locator('[data-testid="finished"]')).to_be_visible()
        stored = json.loads(page.evaluate("localStorage.getItem('cassino.learn')"))
        assert stored["lessons"][variant] == {"done": list(range(len(steps))),
                                              "finished": True}
        assert page.evaluate(
            "v => import('./learn-progress.js').then(m => [m.isLearned(v), m.shouldOffer(v),"
            " m.shouldOffer('tablic')])", variant) == [True, False, True]


def test_new_game_panel_offers_the_walk_through_of_a_rule_set_not_yet_played(table):
    """Issue 19: "offered when a player first picks a rule set they have not played"."""
    page = table.page
    page.locator('[data-testid="new-game-button"]').click()
    dialog = page.locator('[data-testid="new-game"]')
    offer = dialog.locator('[data-testid="setup-learn"]')
    dialog.locator('input[name="variant"][value="swazi"]').check()
    expect(offer).to_be_visible()
    expect(offer).to_have_attribute("href", "./learn.html?variant=swazi&lang=en")
    expect(offer).to_contain_text("Learn to play")
    playing = table.bridge_state()["view"]["variant"]  # a match of it is on the table
    dialog.locator(f'input[name="variant"][value="{playing}"]').check()
    expect(offer).to_be_hidden()
    page.keyboard.press("Escape")


def test_the_lessons_page_has_no_serious_accessibility_violation(browser, site_url, e2e):
    """axe-core on the lessons page in both languages, at a step's start and with a card
    picked (its moves offered): no serious or critical violation. The step's title ("STEP 1
    OF 7", gold on white) had a contrast of 4.2:1, under the 4.5:1 its size asks."""
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  bypass_csp=True)  # for axe-core only
    page = context.new_page()
    for lang in ("pt", "en"):
        page.goto(f"{site_url}learn.html?variant=swazi&lang={lang}")
        expect(page.locator("body")).to_have_attribute("data-state", "ready", timeout=120_000)
        e2e.inject_axe(page)
        e2e.axe_scan(page, f"the lessons page ({lang})")
        page.locator('[data-zone="hand"] [data-card]').first.click()
        expect(page.locator('[data-testid="choices"] button').first).to_be_visible()
        e2e.axe_scan(page, f"the lessons page, a card picked ({lang})")
    context.close()
