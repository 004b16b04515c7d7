"""Screenshots of the game at 375×812 (phone) and 1280×800 (desktop), and of a rules page
at 390×844 and 1366×768, in Portuguese and English, written to docs/screenshots/*.png
(palette-quantised to stay small when Pillow is installed: pip install -e '.[test,docs]').
Builds dist/ first unless --no-build.

    python scripts/screenshots.py [--no-build] [--out docs/screenshots]
                                  [--only game|rules|slips|learn|table|embed|screens]

Each language gets: the table mid-round with a card selected (its choices shown), a hint,
the round-end breakdown with the match history chart, and the rules text; the static
rules page of Swazi (its top, and a diagram with builds) and a diagram opened live. Then,
at 1366×768 and 390×844 in English, what a new player met (issue 15): the hot-seat pass
screen after an undo, three-player Swazi's seats in the order play goes, Tablic's
declaration asking first. The embed frame (``--only embed``): a game with a card selected,
and a rules diagram's verdict in the frame at the size docs/embedding.md gives (both
languages). The card table (issue 17, ``--only table``): 2-, 3-
and 4-player tables, a build and a round over at 1366×768 and 390×844 in both languages, and
a frame strip of a capture travelling. ``--only`` makes just one set.
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = {"375": (375, 812), "1280": (1280, 800)}
RULES_SIZES = {"390": (390, 844), "1366": (1366, 768)}
RULES_PAGE = "swazi"  # builds of two owners, three hands: the fullest diagrams
RULES_DIAGRAM = "#moves-2"
SLIP_SIZES = {"1366": (1366, 768), "390": (390, 844)}
DIAGRAM = "casino|h0=7D,9S|h1=KC,3C|t=8D,AH|b=5C+2H:7:0|m=0"
PLAYABLE = '[data-zone="hand"] [data-card]:not([data-moves="0"])'


def _build():
    spec = importlib.util.spec_from_file_location("cassino_build", ROOT / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    return build


def _serve():
    server = _build().make_server(ROOT / "dist", 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}/"


def _save(png: bytes, path: Path) -> None:
    try:
        from PIL import Image
    except ImportError:
        path.write_bytes(png)
        return
    image = Image.open(io.BytesIO(png)).convert("RGB").quantize(colors=128)
    image.save(path, optimize=True)


def _settled(page) -> None:
    page.wait_for_function(
        "s => s.includes(document.body.dataset.state)",
        arg=["ready", "round-over", "match-over", "pass", "error"], timeout=120_000)


def play_one(page) -> None:
    """The human's first move: the first playable card's first move, else the first table
    action; waits for the hand or the table actions (drawn a task or two after the state on
    a busy machine), then for the table to settle."""
    page.wait_for_selector(f'{PLAYABLE}, #table-action-list [data-move]')
    if page.locator(PLAYABLE).count() == 0:
        page.locator("#table-action-list [data-move]").first.click()
    else:
        page.locator(PLAYABLE).first.click()
        page.locator("#choice-list [data-move]").first.click()
    _settled(page)


def shoot(base: str, out: Path) -> list[Path]:
    from playwright.sync_api import sync_playwright

    written = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(**_build().chromium_launch_options())
        for lang in ("pt", "en"):
            for size, (width, height) in SIZES.items():
                context = browser.new_context(viewport={"width": width, "height": height},
                                              reduced_motion="reduce")
                page = context.new_page()
                page.goto(f"{base}?pace=0&level=greedy&seed=21&lang={lang}")
                _settled(page)
                # a few moves in, so the log and the table have something to show
                for _ in range(3):
                    page.locator(PLAYABLE).first.click()
                    page.locator("#choice-list [data-move]").first.click()
                    _settled(page)
                page.locator('[data-testid="hint"]').click()
                page.wait_for_selector('#choice-list [data-hint="true"]')
                name = out / f"table-{lang}-{size}.png"
                _save(page.screenshot(full_page=size == "375"), name)
                written.append(name)
                if size == "1280":
                    page.locator('[data-testid="rules-button"]').click()
                    page.locator('[data-testid="rules-dialog"]').wait_for(state="visible")
                    name = out / f"rules-{lang}-{size}.png"
                    _save(page.screenshot(), name)
                    written.append(name)
                    page.keyboard.press("Escape")
                page.keyboard.press("Escape")  # drop the hint's selection
                # play the round out for the round-end screen
                while page.evaluate("document.body.dataset.state") == "ready":
                    page.locator(PLAYABLE).first.click()
                    page.locator("#choice-list [data-move]").first.click()
                    _settled(page)
                page.locator('[data-testid="round-end"]').scroll_into_view_if_needed()
                name = out / f"round-end-{lang}-{size}.png"
                _save(page.screenshot(full_page=size == "375"), name)
                written.append(name)
                context.close()
        browser.close()
    return written


def shoot_rules(base: str, out: Path) -> list[Path]:
    """The rules page of RULES_PAGE: its top read without JavaScript (as a reader without it
    sees it), a diagram with its cards drawn as the game's faces, and on the desktop the
    diagram opened live."""
    from playwright.sync_api import sync_playwright

    written = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(**_build().chromium_launch_options())
        for lang in ("pt", "en"):
            for size, (width, height) in RULES_SIZES.items():
                context = browser.new_context(viewport={"width": width, "height": height},
                                              reduced_motion="reduce", java_script_enabled=False)
                page = context.new_page()
                page.goto(f"{base}rules/{lang}/{RULES_PAGE}.html")
                name = out / f"rules-page-{lang}-{size}.png"
                _save(page.screenshot(), name)
                written.append(name)
                context.close()
                # the diagram as most readers see it: its cards the game's SVG faces
                context = browser.new_context(viewport={"width": width, "height": height},
                                              reduced_motion="reduce")
                page = context.new_page()
                page.goto(f"{base}rules/{lang}/{RULES_PAGE}.html{RULES_DIAGRAM}")
                page.wait_for_timeout(300)  # the faces' pictures load
                name = out / f"rules-diagram-{lang}-{size}.png"
                _save(page.screenshot(), name)
                written.append(name)
                context.close()
            context = browser.new_context(viewport={"width": 1366, "height": 768},
                                          reduced_motion="reduce")
            page = context.new_page()
            page.goto(f"{base}rules/{lang}/{RULES_PAGE}.html{RULES_DIAGRAM}")
            page.locator(f"{RULES_DIAGRAM} .try-button").click()
            frame = page.frame_locator(f"{RULES_DIAGRAM} iframe")
            frame.locator("body[data-state=ready]").wait_for(timeout=120_000)
            frame.locator('[data-zone="hand"] [data-card]').first.click()
            frame.locator("#choices button").first.click()
            frame.locator("#verdict").wait_for()
            page.wait_for_timeout(300)  # the frame grows to its content
            name = out / f"rules-live-{lang}-1366.png"
            _save(page.screenshot(), name)
            written.append(name)
            context.close()
        browser.close()
    return written


def _documented_frame() -> tuple[int, int]:
    """The rules-diagram frame's size in docs/embedding.md."""
    import re

    text = (ROOT / "docs" / "embedding.md").read_text(encoding="utf-8")
    found = re.search(r'embed\.html\?[^"]*position=[^"]*"[^>]*?width="(\d+)" height="(\d+)"',
                      text, re.S)
    return (int(found[1]), int(found[2])) if found else (380, 440)


def shoot_slips(base: str, out: Path) -> list[Path]:
    """Issue 15's screens after the fix, as a new player meets them."""

    from playwright.sync_api import sync_playwright

    written = []

    def keep(page, name: str, full: bool = False) -> None:
        path = out / name
        _save(page.screenshot(full_page=full), path)
        written.append(path)

    def start(page, variant: str, players: int, humans: tuple[int, ...] = (0,)) -> None:
        page.locator('[data-testid="new-game-button"]').click()
        dialog = page.locator('[data-testid="new-game"]')
        dialog.locator(f'input[name="variant"][value="{variant}"]').check()
        dialog.locator('[data-testid="players"]').select_option(str(players))
        for seat in range(1, players):
            dialog.locator(f'select[data-seat-kind="{seat}"]').select_option(
                "human" if seat in humans else "greedy")
        generation = page.evaluate("window.cassino.gen")
        dialog.locator('[data-testid="start"]').click()
        page.wait_for_function("g => window.cassino.gen > g", arg=generation)
        _settled(page)

    with sync_playwright() as pw:
        browser = pw.chromium.launch(**_build().chromium_launch_options())
        for size, (width, height) in SLIP_SIZES.items():
            context = browser.new_context(viewport={"width": width, "height": height},
                                          reduced_motion="reduce")
            page = context.new_page()
            # Swazi for three, as it opens: the table in view, seats in the order of play.
            page.goto(f"{base}?pace=0&level=greedy&seed=5&lang=en&variant=swazi&players=3")
            _settled(page)
            keep(page, f"swazi-3-en-{size}.png")
            play_one(page)  # each computer's move since yours, in the message
            keep(page, f"swazi-3-replies-en-{size}.png")
            # Hot-seat: two moves, then Undo on the pass screen: the pass screen stays.
            start(page, "cassino", 2, humans=(0, 1))
            for _ in range(2):
                page.locator('[data-testid="pass-show"]').click()
                play_one(page)
            page.locator('[data-testid="undo"]').click()
            page.wait_for_function("() => !window.cassino.busy")
            _settled(page)
            page.locator('[data-testid="pass"]').scroll_into_view_if_needed()
            keep(page, f"hotseat-undo-en-{size}.png")
            # Tablic: the declaration asks first, with the side's total and the target.
            start(page, "tablic", 2)
            play_one(page)
            page.locator('[data-testid="declare"]').click()
            page.locator('[data-testid="declare-dialog"]').wait_for(state="visible")
            keep(page, f"tablic-declare-en-{size}.png")
            page.keyboard.press("Escape")
            context.close()
        browser.close()
    return written


EMBED_PLAY = "embed.html?lang={lang}&seed=7&pace=0&level=greedy"


def shoot_embed(base: str, out: Path) -> list[Path]:
    """The embed frame in the game's card style: a game at 380×520 (docs/embedding.md's
    play snippet) with a card selected, and a rules diagram's verdict at the diagram
    snippet's size — the verdict shows without scrolling; both languages."""
    from urllib.parse import quote

    from playwright.sync_api import sync_playwright

    written = []

    def keep(page, name: str) -> None:
        path = out / name
        _save(page.screenshot(), path)
        written.append(path)

    with sync_playwright() as pw:
        browser = pw.chromium.launch(**_build().chromium_launch_options())
        for lang in ("en", "pt"):
            context = browser.new_context(viewport={"width": 380, "height": 520},
                                          reduced_motion="reduce")
            page = context.new_page()
            page.goto(base + EMBED_PLAY.format(lang=lang))
            _settled(page)
            page.locator(PLAYABLE).first.click()
            keep(page, f"embed-play-{lang}-380.png")
            context.close()
        width, height = _documented_frame()
        for lang in ("en", "pt"):
            context = browser.new_context(viewport={"width": width, "height": height},
                                          reduced_motion="reduce")
            page = context.new_page()
            caption = "You own the build of 7: try to trail" if lang == "en" else \
                "Você é dono da construção de 7: tente largar"
            page.goto(f"{base}embed.html?lang={lang}&caption={quote(caption)}"
                      f"&position={quote(DIAGRAM)}")
            _settled(page)
            page.locator('[data-zone="hand"] [data-card="9S"]').click()
            page.locator('#choices [data-move]').last.click()  # the trail: not allowed
            page.locator('[data-testid="verdict"]').wait_for(state="visible")
            keep(page, f"diagram-verdict-{lang}-{width}.png")
            context.close()
        browser.close()
    return written


LEARN = "swazi"  # claims and table actions: the lesson with the most to say


def shoot_learn(base: str, out: Path) -> list[Path]:
    """A step of the walk-through (learn.html) with its hint shown, after a wrong try the
    engine refuses and explains, on a phone and a desktop, in both languages."""
    from playwright.sync_api import sync_playwright

    written = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(**_build().chromium_launch_options())
        for lang in ("pt", "en"):
            for size, (width, height) in RULES_SIZES.items():
                context = browser.new_context(viewport={"width": width, "height": height},
                                              reduced_motion="reduce")
                page = context.new_page()
                page.goto(f"{base}learn.html?variant={LEARN}&lang={lang}&step=1")
                _settled(page)
                page.locator('[data-testid="hint-button"]').click()
                page.locator('[data-zone="hand"] [data-card="7C"]').click()
                label = "capturar 7♦ com 7♣" if lang == "pt" else "capture 7♦ with 7♣"
                page.locator('[data-testid="choices"] button', has_text=label).click()
                page.locator('[data-testid="verdict"][data-tone="refused"]').wait_for()
                _settled(page)
                name = out / f"learn-{lang}-{size}.png"
                _save(page.screenshot(full_page=size == "390"), name)
                written.append(name)
                context.close()
        browser.close()
    return written


TABLE_SIZES = {"1366": (1366, 768), "390": (390, 844)}
TABLES = [  # (name, variant, players, seed, human moves before the shot)
    ("casino-2", "casino", 2, 21, 2), ("swazi-3", "swazi", 3, 5, 1),
    ("cassino-4", "cassino", 4, 8, 2)]


def shoot_table(base: str, out: Path) -> list[Path]:
    """The card table (issue 17) at 1366x768 and 390x844 in both languages: 2-, 3- and
    4-player tables mid-round with a card selected and what it takes picked, a build on the
    table, and a round over; then a frame strip of one capture travelling (English, desktop)."""
    from playwright.sync_api import sync_playwright

    written = []

    def keep(page, name: str) -> None:
        path = out / name
        _save(page.screenshot(), path)
        written.append(path)

    def select_capture(page) -> None:
        """Select a hand card that captures, and pick the first card it takes."""
        state = page.evaluate("window.cassino.state")
        loose = set(state["view"]["table"]["loose"])
        move = next((m for m in state["moves"] if m["kind"] == "capture"
                     and any(c in loose for c in m["takes"])), None)
        move = move or next((m for m in state["moves"] if m["card"]), None)
        if move is None:
            return
        page.locator(f'.seat.mine [data-zone="hand"] [data-card="{move["card"]}"]').click()
        page.wait_for_timeout(150)

    with sync_playwright() as pw:
        browser = pw.chromium.launch(**_build().chromium_launch_options())
        for lang in ("pt", "en"):
            for size, (width, height) in TABLE_SIZES.items():
                context = browser.new_context(viewport={"width": width, "height": height},
                                              reduced_motion="reduce")
                page = context.new_page()
                for name, variant, players, seed, moves in TABLES:
                    page.goto(f"{base}?pace=0&level=greedy&seed={seed}&lang={lang}"
                              f"&variant={variant}&players={players}")
                    _settled(page)
                    for _ in range(moves):
                        play_one(page)
                    select_capture(page)
                    keep(page, f"table-{name}-{lang}-{size}.png")
                # a build on the table: play until one stands there
                page.goto(f"{base}?pace=0&level=greedy&seed=4&lang={lang}&variant=casino")
                _settled(page)
                for _ in range(30):
                    state = page.evaluate("window.cassino.state")
                    if state["view"]["table"]["builds"] or state["awaiting"] != "human":
                        break
                    build = next((m for m in state["moves"] if m["kind"] == "build"), None)
                    if build:
                        hand = '.seat.mine [data-zone="hand"]'
                        page.locator(f'{hand} [data-card="{build["card"]}"]').click()
                        page.locator(f'#choice-list [data-move="{build["id"]}"]').click()
                    else:
                        play_one(page)
                    _settled(page)
                keep(page, f"table-build-{lang}-{size}.png")
                while page.evaluate("document.body.dataset.state") == "ready":
                    play_one(page)
                keep(page, f"table-round-over-{lang}-{size}.png")
                context.close()
        written += _capture_strip(browser, base, out)
        browser.close()
    return written


SCREEN_SIZES = {"1366": (1366, 768), "390": (390, 844)}


def shoot_screens(base: str, out: Path) -> list[Path]:
    """The screens around the table (issue 17, ``--only screens``) at 1366×768 and 390×844 in
    both languages: the loading screen caught mid-download (the network throttled to
    10 Mbit/s, no service worker), the New game panel, Rules, Settings and a match over
    (cassino to 11 points, played out by clicking)."""
    from playwright.sync_api import sync_playwright

    written = []

    def keep(page, name: str) -> None:
        path = out / name
        _save(page.screenshot(), path)
        written.append(path)

    with sync_playwright() as pw:
        browser = pw.chromium.launch(**_build().chromium_launch_options())
        for lang in ("pt", "en"):
            for size, (width, height) in SCREEN_SIZES.items():
                viewport = {"width": width, "height": height}
                # loading: a first visit on a slow line, caught while the runtime downloads
                context = browser.new_context(viewport=viewport, reduced_motion="reduce",
                                              service_workers="block")
                page = context.new_page()
                cdp = context.new_cdp_session(page)
                cdp.send("Network.enable")
                cdp.send("Network.emulateNetworkConditions", {
                    "offline": False, "latency": 40,
                    "downloadThroughput": 10e6 / 8, "uploadThroughput": 10e6 / 8})
                page.goto(f"{base}?pace=0&level=greedy&seed=3&lang={lang}", wait_until="commit")
                page.wait_for_function(
                    "() => Number(document.querySelector('#loading .progress')"
                    "?.getAttribute('aria-valuenow')) >= 25", timeout=120_000, polling=100)
                keep(page, f"loading-{lang}-{size}.png")
                context.close()

                context = browser.new_context(viewport=viewport, reduced_motion="reduce")
                page = context.new_page()
                page.goto(f"{base}?pace=0&level=greedy&seed=3&lang={lang}")
                _settled(page)
                page.locator('[data-testid="new-game-button"]').click()
                page.locator('[data-testid="new-game"]').wait_for(state="visible")
                keep(page, f"new-game-{lang}-{size}.png")
                page.locator('[data-testid="cancel"]').click()
                page.locator('[data-testid="rules-button"]').click()
                page.locator('[data-testid="rules-dialog"]').wait_for(state="visible")
                keep(page, f"rules-dialog-{lang}-{size}.png")
                page.keyboard.press("Escape")
                page.locator('[data-testid="prefs-button"]').click()
                page.locator('[data-testid="prefs"]').wait_for(state="visible")
                keep(page, f"settings-{lang}-{size}.png")
                page.keyboard.press("Escape")
                # a match over: cassino to 11 points
                page.locator('[data-testid="new-game-button"]').click()
                dialog = page.locator('[data-testid="new-game"]')
                dialog.locator('input[name="variant"][value="cassino"]').check()
                dialog.locator('select[data-option="target"]').select_option("1")  # 11 points
                generation = page.evaluate("window.cassino.gen")
                dialog.locator('[data-testid="start"]').click()
                page.wait_for_function("g => window.cassino.gen > g", arg=generation)
                _settled(page)
                for _ in range(400):
                    state = page.evaluate("document.body.dataset.state")
                    if state == "match-over":
                        break
                    if state == "round-over":
                        page.locator('[data-testid="next"]').click()
                        page.wait_for_function(
                            "() => document.body.dataset.state !== 'round-over'")
                        _settled(page)
                    else:
                        play_one(page)
                keep(page, f"match-over-{lang}-{size}.png")
                context.close()
        browser.close()
    return written


def _capture_strip(browser, base: str, out: Path) -> list[Path]:
    """Frames of one capture as it travels (the card onto its target, then both into the
    pile), every 90 ms at the Slow pace, side by side in one PNG."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    page.goto(f"{base}?pace=900&level=greedy&seed=7&lang=en&variant=casino")
    _settled(page)
    frames = []
    for _ in range(12):
        state = page.evaluate("window.cassino.state")
        loose = set(state["view"]["table"]["loose"])
        capture = next((m for m in state["moves"] if m["kind"] == "capture"
                        and set(m["takes"]) <= loose), None)
        if capture is None:
            play_one_slow(page)
            continue
        page.locator(f'.seat.mine [data-zone="hand"] [data-card="{capture["card"]}"]').click()
        felt = page.locator(".felt").bounding_box()
        clip = {"x": felt["x"], "y": felt["y"] + felt["height"] * 0.25,
                "width": felt["width"], "height": felt["height"] * 0.75}
        page.locator(f'.felt [data-zone="table"] > [data-card="{capture["takes"][0]}"]').click()
        for _ in range(14):
            frames.append(page.screenshot(clip=clip))
            page.wait_for_timeout(90)
        break
    context.close()
    if not frames:
        return []
    try:
        from PIL import Image
    except ImportError:
        return []
    images = [Image.open(io.BytesIO(f)).convert("RGB") for f in frames]
    scale = 0.34
    w, h = int(images[0].width * scale), int(images[0].height * scale)
    strip = Image.new("RGB", (w * 7, h * 2), "white")
    for i, image in enumerate(images):
        strip.paste(image.resize((w, h)), ((i % 7) * w, (i // 7) * h))
    path = out / "capture-strip-en-1366.png"
    strip.quantize(colors=128).save(path, optimize=True)
    return [path]


def play_one_slow(page) -> None:
    page.locator(PLAYABLE).first.click()
    page.locator("#choice-list [data-move]").first.click()
    _settled(page)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--only", choices=["game", "rules", "slips", "learn", "table", "embed",
                                           "screens"],
                        help="one set of screenshots")
    args = parser.parse_args(argv)
    if not args.no_build:
        subprocess.run([sys.executable, str(ROOT / "build.py")], cwd=ROOT, check=True)
    args.out.mkdir(parents=True, exist_ok=True)
    server, base = _serve()
    try:
        paths = shoot(base, args.out) if args.only in (None, "game") else []
        paths += shoot_rules(base, args.out) if args.only in (None, "rules") else []
        paths += shoot_slips(base, args.out) if args.only in (None, "slips") else []
        paths += shoot_learn(base, args.out) if args.only in (None, "learn") else []
        paths += shoot_table(base, args.out) if args.only in (None, "table") else []
        paths += shoot_embed(base, args.out) if args.only in (None, "embed") else []
        paths += shoot_screens(base, args.out) if args.only in (None, "screens") else []
        for path in paths:
            print(f"{path}  {path.stat().st_size:,} bytes")
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
