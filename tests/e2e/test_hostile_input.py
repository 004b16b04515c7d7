"""Hostile input never escapes (issue 22): URL parameters and messages are looked up by the
tables' own keys (prototype keys get a notice and the default, never a blank page, an error
screen or an endless "loading"); a save that cannot be read gives a notice and a playable new
match on the first and every later reload, and is kept aside with its reason (a newer
format's save too, word for word), never overwritten."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

import pytest
from cassino import bridge
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e

HOST_DIR = Path(__file__).resolve().parent / "host"
PLAYABLE = '[data-zone="hand"] [data-card]:not([data-moves="0"])'
CHOICE = "#choice-list [data-move]"


def settle(page) -> str:
    page.wait_for_function(
        "() => ['ready', 'round-over', 'match-over', 'error']"
        ".includes(document.body.dataset.state)")
    state = page.evaluate("document.body.dataset.state")
    assert state != "error", page.locator("#error-message").text_content()
    return state


def play_a_move(page) -> None:
    """The match on screen is playable: a move by clicking is taken."""
    assert settle(page) == "ready"
    hand = page.evaluate("window.cassino.state.view.hand.length")
    page.locator(PLAYABLE).first.click()
    page.locator(CHOICE).first.click()
    page.wait_for_function("n => window.cassino.state.view.hand.length < n", arg=hand)
    assert settle(page) in ("ready", "round-over")


@pytest.mark.parametrize(("query", "notices"), [
    ("?lang=__proto__&seed=1e21&pace=junk",
     ["Unknown language “__proto__”", "Seed “1e21” is not a whole number",
      "Pace “junk” is not a number"]),
    ("?lang=constructor&seed=1000000000000000000000&pace=-5",
     ["Unknown language “constructor”", "Seed “1000000000000000000000”", "Pace “-5”"]),
])
def test_prototype_keys_and_bad_numbers_in_the_url_get_a_notice_and_the_default(game, query,
                                                                                notices):
    game.open(query + "&level=greedy", wait=False)
    page = game.page
    play_a_move(page)
    notice = page.locator('[data-testid="notice"]')
    for text in notices:
        expect(notice).to_contain_text(text)
    expect(page.locator("html")).to_have_attribute("lang", "en")  # the browser's language


@pytest.fixture(scope="module")
def host(e2e):
    server = e2e.serve(HOST_DIR)
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def test_embed_shows_a_notice_and_the_default_game_for_a_bad_position_and_prototype_keys(
        browser, site_url, host, e2e):
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    guard = e2e.watch(page, context)
    src = site_url + "embed.html?position=junk&lang=constructor&pace=junk&level=greedy"
    page.goto(host + f"host.html?src={quote(src)}")
    try:
        frame = page.frame_locator("#cassino")
        expect(frame.locator("body")).to_have_attribute("data-state", "ready", timeout=60_000)
        notice = frame.locator('[data-testid="notice"]')
        for text in ("Ignored position=“junk”", "Ignored lang=“constructor”",
                     "Ignored pace=“junk”"):
            expect(notice).to_contain_text(text)
        # The default game, playable.
        frame.locator('[data-zone="hand"] [data-card]:not([data-moves="0"])').first.click()
        frame.locator("#choices [data-move]").first.click()
        page.wait_for_function(
            "() => window.events.some((e) => e.data.type === 'move' && e.data.human)")
        # set-lang with prototype keys from the allowed origin: ignored, the frame goes on.
        for lang in ("toString", "constructor", "__proto__", "hasOwnProperty"):
            page.evaluate("m => window.send(m)", {"type": "set-lang", "lang": lang})
        page.evaluate("m => window.send(m)", {"type": "set-lang", "lang": "pt"})
        expect(frame.locator("html")).to_have_attribute("lang", "pt-BR")
        expect(frame.locator(".hand-title")).to_have_text("Sua mão")
        expect(frame.locator('[data-testid="error"]')).to_be_hidden()
        e2e.check(guard)
    finally:
        context.close()


# ---- saves that cannot be read ------------------------------------------------------------
def real_save(**game_changes) -> dict:
    state = json.loads(bridge.handle(json.dumps(
        {"op": "new", "variant": "casino", "seed": 31, "level": "greedy", "with_save": True})))
    save = state["save"]
    save["game"].update(game_changes)
    return save


BAD_SAVES = {
    "corrupt": ('{"format": 1, "game": {"oops"', "not JSON"),
    "to_move=5": (json.dumps(real_save(to_move=5)), "bad to_move"),
    "NaN": (json.dumps(real_save()).replace('"scores": [0, 0]', '"scores": [NaN, 0]', 1),
            "not JSON"),
    "nested": ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    "players=30000": (json.dumps(real_save(players=30000)), "30000 players"),
    "format 2": (json.dumps({**real_save(), "format": 2}), "format 2"),
}

READ_ASIDE = """
async () => {
  const db = await new Promise((ok) => {
    const r = indexedDB.open("cassino");
    r.onsuccess = () => ok(r.result);
  });
  const get = (key) => new Promise((ok) => {
    const r = db.transaction("kv").objectStore("kv").get(key);
    r.onsuccess = () => ok(r.result);
  });
  const aside = (await get("aside")) || [];
  const key = await get("key");
  const out = [];
  for (const e of aside) {
    const r = e.record;
    let text = r.plain ?? null;
    if (text === null && key) {
      const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: r.iv }, key, r.data);
      text = new TextDecoder().decode(plain);
    }
    out.push({ reason: e.reason, code: e.code, format: e.format, text });
  }
  db.close();
  return out;
}
"""

PUT_PLAIN_SAVE = """
async (text) => {
  const db = await new Promise((ok) => {
    const r = indexedDB.open("cassino");
    r.onsuccess = () => ok(r.result);
  });
  await new Promise((ok) => {
    const tx = db.transaction("kv", "readwrite");
    tx.objectStore("kv").put({ plain: text }, "save");
    tx.oncomplete = ok;
  });
  db.close();
}
"""


def test_each_unreadable_save_is_kept_aside_and_every_reload_plays_a_new_match(game):
    game.open("?pace=0&lang=en&level=greedy")
    page = game.page
    notice = page.locator('[data-testid="notice"]')
    message = page.locator('[data-testid="message"]')
    for index, (name, (text, why)) in enumerate(BAD_SAVES.items()):
        # Half of them as an older version left them (localStorage), half in the worker's store.
        if index % 2:
            page.evaluate(PUT_PLAIN_SAVE, text)
        else:
            page.evaluate("s => localStorage.setItem('cassino.save', s)", text)
        page.reload()
        play_a_move(page)
        expect(notice).to_contain_text("The saved game could not be resumed", timeout=1000)
        expect(notice).to_contain_text(why)
        assert page.evaluate("localStorage.getItem('cassino.save')") is None, name
        newest = page.evaluate(READ_ASIDE)[0]
        assert newest["text"] == text, f"{name}: the unreadable save is kept word for word"
        assert why in newest["reason"], (name, newest["reason"])
        if name == "format 2":
            assert newest["format"] == 2 and newest["code"] == "save-format"
        # Every later reload resumes the new match (the bad save is not tried again).
        for _ in range(2 if index == 0 else 1):
            page.reload()
            assert settle(page) == "ready"
            expect(message).to_have_text("Your saved game was resumed.")
            expect(notice).to_be_hidden()
            play_a_move(page)
    assert len(page.evaluate(READ_ASIDE)) >= len(BAD_SAVES)
