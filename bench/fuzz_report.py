"""The fuzz suite's figures (issue 22): inputs tried per group and how each ended.

    python bench/fuzz_report.py [--scale 1.0] [--json out.json]

Runs tests/engine/test_fuzz.py (seeded: the same inputs every run) and prints, per group,
the inputs tried, refused with a clear error, accepted and played out, and the failures —
escaped exceptions, accepted-then-crashed, hangs — that must all be zero. ``--scale`` sets
the inputs per group relative to the CI figure (CASSINO_FUZZ_SCALE). The exit code is
pytest's.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAILURES = ("escaped", "crashed-later", "hang")


class Collect:
    """A pytest plugin that keeps the fuzz module's counts when the session ends."""

    counts: dict = {}

    def pytest_sessionfinish(self, session):
        module = sys.modules.get("test_fuzz") or sys.modules.get("tests.engine.test_fuzz")
        if module is not None:
            self.counts = dict(module.COUNTS)


def table(counts: dict) -> tuple[str, dict]:
    groups = sorted({group for group, _ in counts})
    outcomes = ["tried", "refused", "accepted", *FAILURES]
    rows = {g: {o: counts.get((g, o), 0) for o in outcomes} for g in groups}
    total = {o: sum(r[o] for r in rows.values()) for o in outcomes}
    width = max(len(g) for g in [*groups, "total"])
    lines = [f"{'group':<{width}}  " + "  ".join(f"{o:>9}" for o in outcomes)]
    for name, row in [*rows.items(), ("total", total)]:
        lines.append(f"{name:<{width}}  " + "  ".join(f"{row[o]:>9}" for o in outcomes))
    return "\n".join(lines), {"groups": rows, "total": total}


def main(argv: list[str] | None = None) -> int:
    import pytest

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    os.environ["CASSINO_FUZZ_SCALE"] = str(args.scale)
    sys.path.insert(0, str(ROOT / "py_src"))
    collect = Collect()
    started = time.process_time()
    code = pytest.main([str(ROOT / "tests" / "engine" / "test_fuzz.py"), "-q",
                        "-p", "no:cacheprovider", "-p", "no:warnings"], plugins=[collect])
    seconds = time.process_time() - started
    text, data = table(collect.counts)
    data["cpu_seconds"] = round(seconds, 1)
    print(f"\n{text}\n(CPU time {seconds:.1f} s; failures — escaped, crashed-later, hang — "
          "must be 0)")
    if args.json:
        args.json.write_text(json.dumps(data, indent=1))
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
