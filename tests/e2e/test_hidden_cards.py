"""Hidden cards stay hidden (issue 22): every message the worker posts to the page, and
everything the page can find in its storage, through a whole round against the computer and
a hot-seat round, holds no card of a hand the viewer may not see or of the stock, and no seed
of the running deal. The truth is replayed here with the engine from the deal's seed."""

from __future__ import annotations

import json

import pytest
from cassino import Game
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e

SEED = 918273645
PLAYABLE = '[data-zone="hand"] [data-card]:not([data-moves="0"])'
CHOICE = "#choice-list [data-move]"

# Records, in order, every message any worker posts to the page (before any page script runs).
RECORD_WORKER_MESSAGES = """
(() => {
  const Real = window.Worker;
  window.__posted = [];
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        try { window.__posted.push(JSON.stringify(e.data)); }
        catch { window.__posted.push(String(e.data)); }
      });
    }
  };
})();
"""

# Everything the page itself can read back from storage: localStorage, sessionStorage and
# every IndexedDB database (binary values as whether they read as UTF-8 text, keys as
# whether they can be exported).
DUMP_STORAGE = """
async () => {
  const describe = (v) => {
    if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) {
      const bytes = v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(v.buffer);
      let text = null;
      try { text = new TextDecoder("utf-8", { fatal: true }).decode(bytes); } catch {}
      return { binary: bytes.length, text };
    }
    if (typeof CryptoKey !== "undefined" && v instanceof CryptoKey) {
      return { cryptoKey: v.algorithm.name, extractable: v.extractable };
    }
    if (Array.isArray(v)) return v.map(describe);
    if (v && typeof v === "object") {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, describe(x)]));
    }
    return v;
  };
  const out = { local: { ...localStorage }, session: { ...sessionStorage }, idb: [] };
  for (const { name } of await indexedDB.databases()) {
    const db = await new Promise((ok, no) => {
      const r = indexedDB.open(name);
      r.onsuccess = () => ok(r.result);
      r.onerror = () => no(r.error);
    });
    for (const store of db.objectStoreNames) {
      const [keys, values] = await new Promise((ok) => {
        const tx = db.transaction(store);
        const k = tx.objectStore(store).getAllKeys();
        const v = tx.objectStore(store).getAll();
        tx.oncomplete = () => ok([k.result, v.result]);
      });
      keys.forEach((k, i) => out.idb.push({ db: name, store, key: String(k),
                                            value: describe(values[i]) }));
    }
    db.close();
  }
  return out;
}
"""


class Truth:
    """The real game behind the page's states, replayed from the seed and the moves seen."""

    def __init__(self) -> None:
        self.game = Game.new("casino", players=2, seed=SEED)
        self.viewer = 0
        self.states = 0

    def hidden(self, hand_hidden: bool) -> set[str]:
        cards = {c.code for c in self.game.stock}
        for seat, hand in enumerate(self.game.hands):
            if hand_hidden or seat != self.viewer:
                cards |= {c.code for c in hand}
        return cards

    def expected_view(self, state: dict) -> dict:
        view = self.game.view(state["seat"])
        if state["hand_hidden"]:
            view["hand"] = []
        # what the bridge adds for the table (docs/bridge.md): the rule set's, no card
        rules = self.game.rules
        sweeps = next((item for item in rules.scoring if item.kind == "sweeps"), None)
        view["direction"] = rules.direction
        view["sweep_name"] = dict(sweeps.name) if sweeps else None
        return json.loads(json.dumps(view))

    def follow(self, state: dict) -> None:
        """Bring the replay to this state (a move played, a round dealt) and check that the
        state's view is exactly the engine's view for its seat."""
        if state["view"] != self.expected_view(state):
            move = state["last_move"]
            if state["view"]["round"] == self.game.round + 1:
                self.game.next_round()
            elif move is not None:
                self.game.play({k: move[k] for k in ("kind", "card", "takes", "uses", "target",
                                                     "value", "partner") if k in move})
        assert state["view"] == self.expected_view(state), "the page's view is not the engine's"
        self.viewer = state["seat"]
        self.states += 1


def check_messages(messages: list[str], truth: Truth) -> None:
    hand_hidden = False
    for text in messages:
        assert str(SEED) not in text and '"seed"' not in text, f"a seed in {text[:200]}"
        assert '"save"' not in text and '"ai_secret"' not in text, text[:200]
        data = json.loads(text)
        res = data.get("res") if isinstance(data, dict) else None
        if isinstance(res, dict) and "view" in res:
            truth.follow(res)
            hand_hidden = res["hand_hidden"]
        leaked = {code for code in truth.hidden(hand_hidden) if f'"{code}"' in text}
        assert not leaked, f"hidden cards {sorted(leaked)} in {text[:300]}"


def check_storage(page, context, truth: Truth) -> None:
    stored = page.evaluate(DUMP_STORAGE)
    text = json.dumps(stored)
    hidden = truth.hidden(False)
    for entry in stored["idb"]:
        value = entry["value"]
        for part in value.values() if isinstance(value, dict) else [value]:
            if isinstance(part, dict) and part.get("binary", 0) >= 64:
                assert part["text"] is None, f"readable text kept in {entry['key']}"
            if isinstance(part, dict) and "cryptoKey" in part:
                assert part["extractable"] is False
    assert "cassino.save" not in stored["local"]
    assert str(SEED) not in text
    assert not {code for code in hidden if f'\\"{code}\\"' in text or f'"{code}"' in text}
    assert any(e["key"] == "save" for e in stored["idb"]), "the match is kept (sealed)"
    cookies = json.dumps(context.cookies())
    assert str(SEED) not in cookies and not any(f'"{c}"' in cookies for c in hidden)


def settle(page) -> str:
    page.wait_for_function(
        "() => ['ready', 'pass', 'round-over', 'match-over', 'error']"
        ".includes(document.body.dataset.state)")
    state = page.evaluate("document.body.dataset.state")
    assert state != "error", page.locator("#error-message").text_content()
    return state


def test_no_hidden_card_or_seed_reaches_the_page_in_a_round_and_a_hot_seat_round(browser,
                                                                                 site_url):
    context = browser.new_context(locale="en-US")
    try:
        context.add_init_script(RECORD_WORKER_MESSAGES)
        page = context.new_page()
        page.goto(site_url + f"?pace=0&seed={SEED}&lang=en&level=greedy")
        truth = Truth()
        moves = 0
        while settle(page) == "ready":
            page.locator(PLAYABLE).first.click()
            page.locator(CHOICE).first.click()
            moves += 1
            assert moves < 60
            if moves == 6:
                check_storage(page, context, truth)
        assert settle(page) in ("round-over", "match-over")
        posted = page.evaluate("window.__posted")
        check_messages(posted, truth)
        assert truth.states > 20 and truth.game.round_over
        check_storage(page, context, truth)

        # A hot-seat round (the URL's seed deals it again): a hand arrives only once confirmed.
        seen = len(posted)
        page.locator('[data-testid="new-game-button"]').click()
        dialog = page.locator('[data-testid="new-game"]')
        dialog.locator('input[name="variant"][value="casino"]').check()
        dialog.locator('select[data-seat-kind="1"]').select_option("human")
        dialog.locator('[data-testid="start"]').click()
        truth = Truth()
        confirms = 0
        while (state := settle(page)) in ("pass", "ready"):
            if state == "pass":
                expect(page.locator('[data-zone="hand"] [data-card]')).to_have_count(0)
                page.locator('[data-testid="pass-show"]').click()
                page.wait_for_function("() => document.body.dataset.state !== 'pass'")
                confirms += 1
            else:
                page.locator(PLAYABLE).first.click()
                page.locator(CHOICE).first.click()
            assert confirms < 60
        assert confirms > 20
        check_messages(page.evaluate("window.__posted")[seen:], truth)
        assert truth.game.round_over
        check_storage(page, context, truth)
    finally:
        context.close()
