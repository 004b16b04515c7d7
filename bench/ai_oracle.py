"""How much the expert would gain by knowing the hidden cards: a measurement, never a player.

    python bench/ai_oracle.py --variant casino --pairs 30 --budget-ms 300 --b greedy \\
        [--seed 101] [--modes always,after] [--jobs 1] [--verbose]

On the same mirrored pairs (the same deals and seeds, clock off, as ``ai_paired.py``) the
expert plays greedy (or ``--b``) as it is and in each ``--modes``: with the true hidden
hands and stock as its every world (``always``), or only once the other seat has played a
card since the deal (``after``; the deal's moves before that sampled as usual). Prints
each mode's gain over the expert as it is (points per mirrored pair, 95% CI), each one's
margin item by item (the expert's points minus the other's over the pair), and how many
of the expert's moves with a choice come before and after the other seat has played in
the deal. ``always`` bounds what any reading of the hands could bring to this search.
Two players only.
"""

from __future__ import annotations

import argparse
import math
import statistics
from collections.abc import Mapping
from multiprocessing import Pool

from ai_ab import match_arguments, mean_interval
from cassino import Game
from cassino.ai import choose_move, sampling, search

TRUE: dict = {"game": None, "mode": "none", "counts": {"after": 0, "first": 0}}
"""The real game while the oracle seat chooses, the mode, and the moves of each kind."""

_sample_hands = sampling.sample_hands


def _played_since_deal(observation: Mapping) -> bool:
    """Whether another seat has played a card since the last deal (its hand then read)."""
    for event in reversed(observation["history"]):
        if not isinstance(event, Mapping) or "kind" not in event:
            return False
        if event.get("seat") != observation["seat"] and event.get("card") is not None:
            return True
    return False


def _oracle_hands(k, rng):
    """The true hands and stock (for measurement only), or the usual sample."""
    game = TRUE["game"]
    if game is None:
        return _sample_hands(k, rng)
    if TRUE["mode"] == "none" or (TRUE["mode"] == "after" and
                                  not _played_since_deal(k.observation)):
        return _sample_hands(k, rng)
    hands = [list(k.hand) if s == k.seat else list(h) for s, h in enumerate(game.state.hands)]
    return hands, list(game.state.stock)


sampling.sample_hands = _oracle_hands


def _play(variant: str, seed: int, mode: str, b: str, budget_ms: int,
          flip: bool) -> list[dict]:
    search.SAFETY = math.inf
    game = Game.new(variant, players=2, seed=seed)
    levels = [b, "expert"] if flip else ["expert", b]
    ply = 0
    while not game.round_over:
        level = levels[game.to_move]
        TRUE["game"], TRUE["mode"] = (game, mode) if level == "expert" else (None, "none")
        view = game.observation(game.to_move)
        if level == "expert" and len(game.legal_moves()) > 1:
            TRUE["counts"]["after" if _played_since_deal(view) else "first"] += 1
        move = choose_move(view, level, seed=seed * 1009 + ply,
                           budget_ms=budget_ms)
        TRUE["game"] = None
        game.play(move)
        ply += 1
    return [{"total": e["total"], **e["items"]} for e in game.round_score()]


def _pair(job: tuple) -> tuple[list[dict], dict]:
    """Per mode, the expert's points minus the other's over the pair, by item and in all."""
    variant, seed, b, budget_ms, modes = job
    out = []
    for mode in ("none", *modes):
        TRUE["counts"] = {"after": 0, "first": 0}
        one = _play(variant, seed, mode, b, budget_ms, False)
        two = _play(variant, seed, mode, b, budget_ms, True)
        out.append({item: one[0][item] - one[1][item] + two[1][item] - two[0][item]
                    for item in one[0]})
        if mode == "none":
            counts = dict(TRUE["counts"])
    return out, counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    match_arguments(parser, b="greedy")
    parser.add_argument("--modes", default="always,after",
                        help="the oracle's modes to play beside the expert as it is")
    parser.add_argument("--verbose", action="store_true", help="print each pair's margins")
    args = parser.parse_args()
    modes = tuple(args.modes.split(","))
    work = [(args.variant, args.seed + i, args.b, args.budget_ms, modes)
            for i in range(args.pairs)]
    rows, after, first = [], 0, 0
    with Pool(args.jobs) as pool:
        for margins, counts in pool.imap(_pair, work, chunksize=1):
            rows.append(margins)
            after += counts["after"]
            first += counts["first"]
            if args.verbose:
                print("pair " + " ".join(f"{m['total']:+.1f}" for m in margins), flush=True)
    print(f"variant={args.variant} budget_ms={args.budget_ms} b={args.b} pairs={len(rows)} "
          f"expert_moves_with_a_choice first={first} after={after}")
    items = [item for item in rows[0][0] if item != "total"]
    for index, mode in enumerate(("base", *modes)):
        by_item = " ".join(f"{item}={statistics.fmean(r[index][item] for r in rows):+.2f}"
                           for item in items)
        line = f"{mode}: margin={statistics.fmean(r[index]['total'] for r in rows):+.3f}"
        if index:
            gain = [r[index]["total"] - r[0]["total"] for r in rows]
            mean, low, high = mean_interval(gain)
            line += f" gain={mean:+.3f} ci_low={low:+.3f} ci_high={high:+.3f}"
        print(f"{line} ({by_item})")


if __name__ == "__main__":
    main()
