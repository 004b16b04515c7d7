"""The expert's simulations per second (and the endgame solver's share) on a few casino
positions, without the wall-clock stop. Runs in CPython, and in Pyodide on Node through
bench/pyodide_sims.mjs (the same file):

    PYTHONPATH=py_src python bench/sims_per_second.py [--budget-ms 300] [--positions 8]
    node bench/pyodide_sims.mjs [--budget-ms 300] [--positions 8]
"""

from __future__ import annotations

import argparse
import random
import sys
import time


def measure(budget_ms: int = 300, positions: int = 8, variant: str = "casino") -> dict:
    from cassino import Game
    from cassino.ai import choose_move, search

    search.SAFETY = float("inf")
    observations = []
    for seed in range(positions):
        game = Game.new(variant, players=2, seed=seed)
        rng = random.Random(seed)
        for _ in range(seed * 4 % 36 + 1):  # spread over the round, the last deal left out
            game.play_random(rng)
        observations.append(game.observation(game.to_move))
    before = dict(search.STATS)
    start = time.perf_counter()
    for observation in observations:
        choose_move(observation, "expert", seed=1, budget_ms=budget_ms)
    seconds = time.perf_counter() - start
    sims = search.STATS["simulations"] - before["simulations"]
    return {"variant": variant, "budget_ms": budget_ms, "moves": len(observations),
            "simulations": sims, "seconds": round(seconds, 3),
            "sims_per_s": round(sims / seconds), "ms_per_move": round(1000 * seconds /
                                                                      len(observations))}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget-ms", type=int, default=300)
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--variant", default="casino")
    args = parser.parse_args(argv)
    print(f"python {sys.version.split()[0]} {sys.platform}", measure(
        args.budget_ms, args.positions, args.variant))


if __name__ == "__main__":
    main()
