"""Screenshots of the game at 375×812 (phone) and 1280×800 (desktop), and of a rules page
at 390×844 and 1366×768, in Portuguese and English, written to docs/screenshots/*.png
(palette-quantised to stay small when Pillow is installed). Builds dist/ first unless
--no-build.

    python scripts/screenshots.py [--no-build] [--out docs/screenshots] [--only game|rules]

Each language gets: the table mid-round with a card selected (its choices shown), a hint,
the round-end breakdown with the match history chart, and the rules text; and the static
rules page of Swazi (its top, and a diagram with builds) and a diagram opened live.
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
    """The rules page of RULES_PAGE: its top and a diagram, read without JavaScript (as a
    reader without it sees them), and on the desktop the diagram opened live."""
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
                page.goto(f"{base}rules/{lang}/{RULES_PAGE}.html{RULES_DIAGRAM}")
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--only", choices=["game", "rules"], help="one set of screenshots")
    args = parser.parse_args(argv)
    if not args.no_build:
        subprocess.run([sys.executable, str(ROOT / "build.py")], cwd=ROOT, check=True)
    args.out.mkdir(parents=True, exist_ok=True)
    server, base = _serve()
    try:
        paths = [] if args.only == "rules" else shoot(base, args.out)
        paths += [] if args.only == "game" else shoot_rules(base, args.out)
        for path in paths:
            print(f"{path}  {path.stat().st_size:,} bytes")
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
