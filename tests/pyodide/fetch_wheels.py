"""Download the wheels that run_in_pyodide.mjs loads into Pyodide, if they are missing.

The pins and their sha256 live in wheels.txt beside this file. Wheels go to
<repo>/.cache/pyodide-test-wheels/ (gitignored). Idempotent: a wheel already there with the
pinned hash is kept; a missing or corrupt one is downloaded again (pip, --require-hashes,
pure-Python wheels only). Prints one line per wheel; exit status 0 when all are present.

    python tests/pyodide/fetch_wheels.py [--dest DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
REQUIREMENTS = HERE / "wheels.txt"
DEFAULT_DEST = REPO / ".cache" / "pyodide-test-wheels"
PYODIDE_PYTHON = "3.14"

_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+)\s+--hash=sha256:([0-9a-f]{64})$")


@dataclass(frozen=True)
class Pin:
    name: str
    version: str
    sha256: str
    line: str

    @property
    def prefix(self) -> str:
        """Start of the wheel's file name: normalized name, dash, version, dash."""
        return f"{re.sub(r'[-_.]+', '_', self.name).lower()}-{self.version}-"


def read_pins(path: Path = REQUIREMENTS) -> list[Pin]:
    pins = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = _PIN.match(line)
        if not m:
            raise ValueError(f"bad line in {path.name}: {raw!r} (want name==version --hash=...)")
        pins.append(Pin(m[1], m[2], m[3], line))
    return pins


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def find_wheel(pin: Pin, dest: Path) -> Path | None:
    """The cached wheel of this pin with the pinned hash, or None."""
    if not dest.is_dir():
        return None
    for path in sorted(dest.glob("*.whl")):
        if path.name.lower().startswith(pin.prefix) and _sha256(path) == pin.sha256:
            return path
    return None


def fetch(dest: Path = DEFAULT_DEST, quiet: bool = False) -> list[Path]:
    """Make sure every pinned wheel is in dest; return their paths in pin order."""
    pins = read_pins()
    dest.mkdir(parents=True, exist_ok=True)
    missing = [p for p in pins if find_wheel(p, dest) is None]
    if missing:
        with tempfile.TemporaryDirectory(prefix="pyodide-wheels-") as tmp:
            req = Path(tmp) / "requirements.txt"
            req.write_text("".join(p.line + "\n" for p in missing), encoding="utf-8")
            out = Path(tmp) / "out"
            cmd = [
                sys.executable, "-m", "pip", "download",
                "--disable-pip-version-check", "--quiet",
                "--no-deps", "--only-binary=:all:", "--require-hashes",
                "--python-version", PYODIDE_PYTHON, "--platform", "any",
                "-d", str(out), "-r", str(req),
            ]  # fmt: skip
            subprocess.run(cmd, check=True)
            for path in sorted(out.glob("*.whl")):
                if not path.name.endswith("-none-any.whl"):
                    raise RuntimeError(f"not a pure-Python wheel: {path.name}")
                # copy to a temporary name, then rename: a killed run leaves no partial wheel
                part = dest / (path.name + ".part")
                shutil.copyfile(path, part)
                part.replace(dest / path.name)
    found = []
    for pin in pins:
        path = find_wheel(pin, dest)
        if path is None:
            raise RuntimeError(f"{pin.name}=={pin.version} still missing from {dest}")
        found.append(path)
        if not quiet:
            print(f"{'fetched' if pin in missing else 'cached '} {path.name}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dest", type=Path, default=DEFAULT_DEST, help="wheel cache folder")
    parser.add_argument("--quiet", action="store_true", help="print nothing on success")
    args = parser.parse_args(argv)
    fetch(args.dest, quiet=args.quiet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
