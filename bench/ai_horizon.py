"""What the deal-end leaf costs the expert where it knows the other hand: a measurement,
never a player.

    python bench/ai_horizon.py --variant casino --pairs 60 --budget-ms 100 --b greedy \\
        [--seed 101] [--stock true|shuffled] [--epsilon 0.1] [--jobs 2]

On the same mirrored pairs (clock off) the expert plays ``--b`` with the other seat's
true hand in every world and its rollouts played to the end of the deal (``HORIZON
"deal"``, the estimator valuing the captured cards) and to the end of the round
(``"round"``). ``--stock true`` gives the worlds the true stock in its order (the future
deals known too); ``shuffled`` the stock's cards in a random order of each world (only the
hands known). Prints each horizon's margin (points per mirrored pair) and the paired gain
of the round's over the deal's, 95% CI. ``--epsilon`` sets both random-move shares of the
rollouts. Two players only.
"""

from __future__ import annotations

import argparse
from multiprocessing import Pool

import ai_oracle
from ai_ab import match_arguments, mean_interval
from cassino.ai import sampling, search

STOCK = {"order": "true"}
"""Whether the oracle's worlds get the true stock order or its cards shuffled."""

_oracle_hands = ai_oracle._oracle_hands


def _hands(k, rng):
    """The true hands, and the stock as ``STOCK`` says (the usual sample for the others)."""
    hands, stock = _oracle_hands(k, rng)
    if ai_oracle.TRUE["game"] is not None and STOCK["order"] == "shuffled":
        stock = list(stock)
        rng.shuffle(stock)
    return hands, stock


sampling.sample_hands = _hands


def _pair(job: tuple) -> tuple[float, float]:
    """The pair's margin (the expert's points minus the other's) at each horizon."""
    variant, seed, b, budget_ms, order, epsilon = job
    STOCK["order"] = order
    search.EPSILON = search.OTHER_EPSILON = epsilon
    out = []
    for horizon in ("deal", "round"):
        search.HORIZON = horizon
        one = ai_oracle._play(variant, seed, "always", b, budget_ms, False)
        two = ai_oracle._play(variant, seed, "always", b, budget_ms, True)
        out.append(one[0]["total"] - one[1]["total"] + two[1]["total"] - two[0]["total"])
    return out[0], out[1]


def _line(name: str, values: list[float]) -> str:
    mean, low, high = mean_interval(values)
    return f"{name}={mean:+.3f} [{low:+.3f}, {high:+.3f}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    match_arguments(parser, b="greedy")
    parser.add_argument("--stock", choices=("true", "shuffled"), default="shuffled")
    parser.add_argument("--epsilon", type=float, default=search.EPSILON)
    args = parser.parse_args()
    work = [(args.variant, args.seed + i, args.b, args.budget_ms, args.stock, args.epsilon)
            for i in range(args.pairs)]
    with Pool(args.jobs) as pool:
        rows = pool.map(_pair, work, chunksize=1)
    deal = [r[0] for r in rows]
    rest = [r[1] for r in rows]
    print(f"variant={args.variant} budget_ms={args.budget_ms} b={args.b} pairs={len(rows)} "
          f"stock={args.stock} epsilon={args.epsilon}")
    print(_line("deal", deal), _line("round", rest),
          _line("gain", [r - d for d, r in zip(deal, rest, strict=True)]))


if __name__ == "__main__":
    main()
