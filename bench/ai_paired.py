"""Two settings of the expert against one opponent on the same mirrored pairs, paired.

    python bench/ai_paired.py --variant casino --pairs 100 --budget-ms 100 --b greedy \\
        --new-set search.EPSILON=0.0 [--base-set ...] [--jobs 2] [--verbose]

For each seed the pair (A with the base settings against B) and the pair (A with the new
settings against B) are played on the same deals, with the same seeds; the figure is the
mean of the new pair's margin minus the base pair's (points per mirrored pair, 95% CI).
The deal's luck is common to both, so a change is measured with far fewer pairs than two
separate arena runs need (against greedy at 300 ms, about ±0.3 points per pair over 25
pairs). Clock off, as in ``ai_ab.py``. ``--verbose`` prints each pair's two margins as
they come (``pair base=… new=…``), so a run cut short can still be pooled.
"""

from __future__ import annotations

import argparse
import statistics
from multiprocessing import Pool

from ai_ab import _pair, match_arguments, mean_interval


def _both(job: tuple) -> tuple[float, float]:
    variant, seed, base, new, b, budget_ms = job
    one = _pair((variant, seed, base, b, budget_ms)).diff
    two = _pair((variant, seed, new, b, budget_ms)).diff
    return one, two


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    match_arguments(parser, b="greedy")
    parser.add_argument("--base-set", action="append", default=[])
    parser.add_argument("--new-set", action="append", default=[])
    parser.add_argument("--verbose", action="store_true", help="print each pair's margins")
    args = parser.parse_args()
    work = [(args.variant, args.seed + i, (args.a, args.base_set), (args.a, args.new_set),
             (args.b, []), args.budget_ms) for i in range(args.pairs)]
    results = []
    with Pool(args.jobs) as pool:
        for one, two in pool.imap(_both, work, chunksize=1):
            results.append((one, two))
            if args.verbose:
                print(f"pair base={one:+.1f} new={two:+.1f}", flush=True)
    base = [r[0] for r in results]
    new = [r[1] for r in results]
    gain = [n - b for b, n in results]
    mean, low, high = mean_interval(gain)
    print(f"variant={args.variant} budget_ms={args.budget_ms} a={args.a} b={args.b} "
          f"base={args.base_set} new={args.new_set} pairs={len(gain)}")
    print(f"base={statistics.fmean(base):+.3f} new={statistics.fmean(new):+.3f} "
          f"gain={mean:+.3f} ci_low={low:+.3f} ci_high={high:+.3f}")


if __name__ == "__main__":
    main()
