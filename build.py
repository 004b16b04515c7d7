"""Build the static site into dist/ (and optionally serve it).

    python build.py                  # writes dist/
    python build.py serve [--port N] # builds, then serves dist/ on 127.0.0.1

dist/ holds the Pyodide core files (from node_modules/pyodide, installed with `npm ci` when
missing), the micropip and packaging wheels (downloaded once from PyPI into .cache/), our own
`cassino` wheel built from this repo, a pyodide-lock.json of our own listing those wheels with
their sha256 (Pyodide checks them), and everything in web/. Nothing is fetched from a CDN: the
page loads Pyodide with `lockFileURL: "./pyodide-lock.json"`, all URLs relative.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
CACHE = ROOT / ".cache" / "wheels"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_VERSION = "314.0.7"
PYODIDE_PYTHON = "3.14"
# Files loadPyodide needs from the npm package (the stock lock file is replaced by ours).
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
# Pure-Python wheels shipped beside ours; pinned to the versions of Pyodide's stock lock file.
EXTRA_WHEELS = {"micropip": "0.11.1", "packaging": "26.1"}


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def ensure_pyodide() -> None:
    """Run `npm ci` when node_modules/pyodide is missing or not the pinned version."""
    pkg = PYODIDE_DIR / "package.json"
    if pkg.exists() and json.loads(pkg.read_text())["version"] == PYODIDE_VERSION:
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build.py: npm is needed (Node 20+) to install pyodide; install Node.js first")
    log("node_modules/pyodide missing or stale: running npm ci")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    version = json.loads(pkg.read_text())["version"]
    if version != PYODIDE_VERSION:
        sys.exit(f"build.py: node_modules has pyodide {version}, expected {PYODIDE_VERSION}")


def extra_wheels() -> list[Path]:
    """The micropip and packaging wheels, from .cache/wheels or downloaded into it."""
    CACHE.mkdir(parents=True, exist_ok=True)
    wheels = []
    for name, version in EXTRA_WHEELS.items():
        found = sorted(CACHE.glob(f"{name}-{version}-*.whl"))
        if not found:
            log(f"downloading {name}=={version} from PyPI into {CACHE.relative_to(ROOT)}")
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                 "--python-version", PYODIDE_PYTHON, "--only-binary=:all:",
                 "-d", str(CACHE), f"{name}=={version}"],
                check=True,
            )
            found = sorted(CACHE.glob(f"{name}-{version}-*.whl"))
        if not found:
            sys.exit(f"build.py: no wheel for {name}=={version} after download")
        wheels.append(found[-1])
    return wheels


def own_wheel(outdir: Path) -> Path:
    """Build the cassino wheel from this repo."""
    log("building the cassino wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
         "-w", str(outdir), str(ROOT)],
        check=True,
    )
    found = sorted(outdir.glob("cassino-*.whl"))
    if len(found) != 1:
        sys.exit(f"build.py: expected one cassino wheel, got {found}")
    return found[0]


def wheel_version(wheel: Path) -> str:
    return wheel.name.split("-")[1]


def lock_entry(wheel: Path, imports: list[str], depends: list[str]) -> dict:
    name = wheel.name.split("-")[0].lower().replace("_", "-")
    return {
        "name": name,
        "version": wheel_version(wheel),
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": depends,
        "unvendored_tests": False,
        "shared_library": False,
    }


def write_lock(wheels: dict[str, Path]) -> dict:
    stock = json.loads((PYODIDE_DIR / "pyodide-lock.json").read_text())
    packages = {
        "micropip": lock_entry(wheels["micropip"], ["micropip"], []),
        "packaging": lock_entry(wheels["packaging"], ["packaging"], []),
        "cassino": lock_entry(wheels["cassino"], ["cassino"], []),
    }
    lock = {"info": stock["info"], "packages": packages}
    (DIST / "pyodide-lock.json").write_text(json.dumps(lock, indent=2) + "\n")
    return lock


def build() -> Path:
    ensure_pyodide()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_DIR / name, DIST / name)
    wheels: dict[str, Path] = {}
    for wheel in extra_wheels():
        wheels[wheel.name.split("-")[0]] = shutil.copy2(wheel, DIST / wheel.name)
    with tempfile.TemporaryDirectory(prefix="cassino-wheel-") as tmp:
        wheel = own_wheel(Path(tmp))
        wheels["cassino"] = Path(shutil.copy2(wheel, DIST / wheel.name))
    wheels = {k: Path(v) for k, v in wheels.items()}
    write_lock(wheels)
    shutil.copytree(WEB, DIST, dirs_exist_ok=True)
    # GitHub Pages: serve files as they are (no Jekyll processing).
    (DIST / ".nojekyll").write_text("")
    total = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    log(f"wrote {DIST.relative_to(ROOT)}/ ({total:,} bytes)")
    return DIST


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".whl": "application/zip",
        ".json": "application/json",
    }

    def end_headers(self):
        # Revalidate every file (cheap 304s): a rebuilt wheel must never be taken from the
        # browser's cache, or Pyodide's sha256 check against the new lock file fails.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002 - http.server's signature
        if getattr(self.server, "quiet", False):
            return
        super().log_message(format, *args)


def make_server(directory: Path, port: int = 0, quiet: bool = False) -> http.server.HTTPServer:
    """A threading HTTP server for `directory` on 127.0.0.1 (port 0 = any free port)."""
    handler = functools.partial(Handler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.quiet = quiet
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (default 8000)")
    args = parser.parse_args(argv)
    dist = build()
    if args.command == "serve":
        server = make_server(dist, args.port)
        host, port = server.server_address[:2]
        print(f"Serving Cassino at http://{host}:{port}/  (Ctrl+C to stop)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
