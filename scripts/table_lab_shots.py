"""Screenshots of the table lab (web/table/lab.html) on the fixtures of
tests/e2e/fixtures/ at 1366×768 and 390×844, written to docs/screenshots/table-lab-*.png
(palette-quantised when Pillow is installed). Serves the repository's root (the lab reads
the fixtures from tests/e2e/fixtures/); builds nothing.

    python scripts/table_lab_shots.py [--out DIR] [--only casino-2p,swazi-3p] [--lang en]
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = {"1366": (1366, 768), "390": (390, 844)}
DEFAULT = ["casino-2p", "casino-2p-build", "swazi-3p", "basra-2p", "cassino-4p"]


def _build():
    spec = importlib.util.spec_from_file_location("cassino_build", ROOT / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    return build


def _save(png: bytes, path: Path) -> None:
    try:
        from PIL import Image
    except ImportError:
        path.write_bytes(png)
        return
    Image.open(io.BytesIO(png)).convert("RGB").quantize(colors=128).save(path, optimize=True)


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--only", default=",".join(DEFAULT))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--deck", action="store_true", help="also the whole deck")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    build = _build()
    server = build.make_server(ROOT, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    lab = f"http://{host}:{port}/web/table/lab.html"
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(**build.chromium_launch_options())
            for size, (width, height) in SIZES.items():
                context = browser.new_context(viewport={"width": width, "height": height},
                                              reduced_motion="reduce")
                page = context.new_page()
                for name in args.only.split(","):
                    page.goto(f"{lab}?fixture={name}&lang={args.lang}&chrome=0")
                    page.wait_for_selector('body[data-ready="true"]', state="attached")
                    path = args.out / f"table-lab-{name}-{size}.png"
                    _save(page.screenshot(), path)
                    print(f"{path}  {path.stat().st_size:,} bytes")
                if args.deck:
                    page.goto(f"{lab}?deck=1&chrome=0&w={120 if size == '1366' else 64}")
                    page.wait_for_selector('body[data-ready="true"]', state="attached")
                    path = args.out / f"table-lab-deck-{size}.png"
                    _save(page.screenshot(full_page=True), path)
                    print(f"{path}  {path.stat().st_size:,} bytes")
                context.close()
            browser.close()
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
