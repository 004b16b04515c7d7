"""Each mirrored pair's margin, seed by seed, clock off: for comparing two commits pair
by pair (run it once with each commit's code first on the path).

    PYTHONPATH=<worktree>/py_src python bench/ai_per_seed.py --variant tablic \\
        [--pairs 30] [--seed 1] [--budget-ms 50] [--a expert] [--b greedy]

Prints ``seed margin`` lines (A's points minus B's over the pair's two rounds, as
``python -m cassino arena --pairs 1 --seed S --no-clock``) and their mean. The arena's
``--seed 1 --pairs N`` plays the same pairs, seeds 1 to N.
"""

from __future__ import annotations

import argparse
import math
import statistics


def main(argv: list[str] | None = None) -> None:
    from cassino.ai import arena, search

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="casino")
    parser.add_argument("--pairs", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget-ms", type=int, default=50)
    parser.add_argument("--a", default="expert")
    parser.add_argument("--b", default="greedy")
    args = parser.parse_args(argv)
    search.SAFETY = math.inf  # the clock off: the full count on every move
    margins = []
    for seed in range(args.seed, args.seed + args.pairs):
        summary = arena.run(args.variant, args.a, args.b, 1, seed,
                            budget_ms=args.budget_ms, jobs=1)
        margins.append(summary.mean_diff)
        print(seed, summary.mean_diff, flush=True)
    print(f"mean={statistics.mean(margins):+.3f} pairs={len(margins)}")


if __name__ == "__main__":
    main()
