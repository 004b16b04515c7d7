"""The expert against the greedy player in every rule set: the table of docs/ai.md.

    PYTHONPATH=py_src python scripts/ai_table.py [--pairs 100] [--budget-ms 300] \
        [--seed 1] [--jobs 2] [--a expert] [--b greedy] [--variant ID ...] [--no-clock] \
        [--rows FILE] [--saved-only] [--write]

For every rule set ``cassino.variants()`` lists (new ones are picked up by themselves),
plays ``--pairs`` mirrored pairs with two players (``python -m cassino arena``; a rule set
without a two-player game uses its smallest player count) and prints one Markdown row:
the mean paired difference in points per mirrored pair (A minus B over the pair's two
rounds), its 95% confidence interval and A's win rate. Where the lowest total wins, the
signs (and the win rate) are flipped so that a positive figure always favours A
("advantage"). With ``--write`` the table
replaces the one between the markers in docs/ai.md.

With ``--no-clock`` the expert plays its full simulation count on every move (the arena's
``--no-clock``), so a busy machine measures the same player, only slower. With ``--rows
FILE`` each finished row is appended to FILE (JSON lines) under its settings and a
fingerprint of the players' code (every ``.py`` file of ``py_src/cassino``); a later run
with the same settings and the same code reads those rows back instead of playing them
again, so a long table (the default budget: hours on two cores) can be finished over
several runs; ``--saved-only`` prints the rows FILE holds for these settings and plays
none. Each row's advantage is compared with the table docs/ai.md holds (read before
``--write`` replaces it): the rule sets whose advantage is lower are printed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.append(str(ROOT / "py_src"))  # PYTHONPATH, when set, comes first

from cassino import variants  # noqa: E402
from cassino.ai import arena  # noqa: E402

DOC = ROOT / "docs" / "ai.md"
BEGIN, END = "<!-- ai-table:begin -->", "<!-- ai-table:end -->"


def code_fingerprint() -> str:
    """A hash of every Python file of the rules package: any change to the players (or to
    the engine they play on) gives another fingerprint."""
    digest = hashlib.sha256()
    package = ROOT / "py_src" / "cassino"
    for path in sorted(package.rglob("*.py")):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def settings(args: argparse.Namespace, variant_id: str) -> dict:
    """What a row depends on: the rule set, the players, the pairs, the budget, the seed,
    the clock and the code."""
    return {"variant": variant_id, "a": args.a, "b": args.b, "pairs": args.pairs,
            "budget_ms": args.budget_ms, "seed": args.seed, "clock": not args.no_clock,
            "code": args.code}


def saved_rows(path: Path | None) -> list[dict]:
    """The rows FILE holds (none if there is no such file)."""
    if path is None or not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def advantages(table: str) -> dict[str, float]:
    """Each rule set's advantage (points per pair) in a table of this script's rows."""
    found = re.findall(r"^\| `([^`]+)` \| \d* \| \d* \| ([+-]\d+\.\d+) \|", table, re.M)
    return {variant_id: float(value) for variant_id, value in found}


def documented_table() -> str:
    """The table between the markers in docs/ai.md."""
    match = re.search(re.escape(BEGIN) + "(.*?)" + re.escape(END), DOC.read_text(), re.S)
    return match.group(1) if match else ""


def row(variant: dict, args: argparse.Namespace) -> tuple[str, float] | None:
    """The rule set's row and its CI's lower end: read back from ``--rows`` where saved,
    else played (None with ``--saved-only``)."""
    key = settings(args, variant["id"])
    for saved in args.saved:
        if saved["settings"] == key:
            print(saved["text"], "(read back from", f"{args.rows})", file=sys.stderr, flush=True)
            return saved["text"], saved["low"]
    if args.saved_only:
        return None
    players = 2 if 2 in variant["players"] else min(variant["players"])
    start = time.perf_counter()
    s = arena.run(variant["id"], args.a, args.b, args.pairs, args.seed, players=players,
                  budget_ms=args.budget_ms, jobs=args.jobs, clock=not args.no_clock)
    sign = -1.0 if variant["lowest_wins"] else 1.0
    low, high = sorted((sign * s.ci_low, sign * s.ci_high))
    ms = s.ms_per_move.get(args.a, 0.0)
    win = s.win_rate if sign > 0 else 1 - s.win_rate  # the arena's counts the higher total
    text = (f"| `{variant['id']}` | {players} | {s.pairs} | {sign * s.mean_diff:+.2f} | "
            f"[{low:+.2f}, {high:+.2f}] | {win:.2f} | {ms:.0f} |"
            f"{' lowest wins' if sign < 0 else ''}")
    print(text, f"({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)
    if args.rows is not None:
        with args.rows.open("a") as out:
            out.write(json.dumps({"settings": key, "text": text, "low": low}) + "\n")
    return text, low


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--budget-ms", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--a", default="expert")
    parser.add_argument("--b", default="greedy")
    parser.add_argument("--variant", nargs="*", help="only these rule sets")
    parser.add_argument("--no-clock", action="store_true",
                        help="the expert's full simulation count on every move")
    parser.add_argument("--rows", type=Path, help="keep finished rows here (JSON lines) "
                        "and read back those of the same settings and code")
    parser.add_argument("--saved-only", action="store_true",
                        help="print the rows --rows holds for these settings; play none")
    parser.add_argument("--write", action="store_true", help="update the table in docs/ai.md")
    args = parser.parse_args()
    args.code = code_fingerprint()
    args.saved = saved_rows(args.rows)
    chosen = [v for v in variants() if not args.variant or v["id"] in args.variant]
    head = (f"`{args.a}` vs `{args.b}`, {args.pairs} mirrored pairs per rule set, "
            f"budget {args.budget_ms} ms, seed {args.seed}"
            f"{', clock off' if args.no_clock else ''}\n\n"
            "| rule set | players | pairs | advantage (points per pair) | 95% CI | "
            f"win rate | ms per move ({args.a}) |\n|---|---|---|---|---|---|---|")
    rows, lows = [], []
    for variant in chosen:
        try:
            found = row(variant, args)
        except Exception as exc:  # a rule set the computer players cannot play yet
            found = f"| `{variant['id']}` | | | error: {type(exc).__name__}: {exc} | | | |", \
                float("-inf")
            print(found[0], file=sys.stderr, flush=True)
        if found is not None:
            rows.append(found[0])
            lows.append(found[1])
    table = "\n".join([head, *rows])
    print(table)
    before, now = advantages(documented_table()), advantages(table)
    lower = [f"{v} {now[v]:+.2f} < {before[v]:+.2f}" for v in now if v in before
             and now[v] < before[v]]
    print(f"rule_sets={len(rows)} of {len(chosen)} all_ci_low_above_0="
          f"{all(x > 0 for x in lows)} lower_than_docs_table={lower or 'none'}")
    if args.write:
        doc = DOC.read_text()
        block = f"{BEGIN}\n{table}\n{END}"
        doc = re.sub(re.escape(BEGIN) + ".*?" + re.escape(END), lambda _: block, doc,
                     flags=re.S)
        DOC.write_text(doc)
    return 0


if __name__ == "__main__":
    sys.exit(main())
