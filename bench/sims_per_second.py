"""The expert's simulations per second (and the endgame solver's share) on a few casino
positions, without the wall-clock stop. Runs in CPython, and in Pyodide on Node through
bench/pyodide_sims.mjs (the same file):

    PYTHONPATH=py_src python bench/sims_per_second.py [--budget-ms 300] [--positions 8]
        [--endgames 10]
    node bench/pyodide_sims.mjs [the same options]
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


def endgames(cases: int = 10, variant: str = "casino") -> dict:
    """The endgame solver on the first turn of the last deal of ``cases`` seeded rounds
    played at random (the biggest positions it meets): nodes and time per solve."""
    from cassino import Game
    from cassino.ai import endgame
    from cassino.ai.knowledge import read

    nodes, seconds = [], []
    for seed in range(cases):
        game = Game.new(variant, players=2, seed=seed)
        rng = random.Random(seed)
        while game.stock or len(game.legal_moves()) < 2:
            game.play_random(rng)
        k = read(game.observation(game.to_move))
        start = time.perf_counter()
        result = endgame.solve_game(endgame.exact_world(k), game.legal_moves(), k.side,
                                    10**7)
        seconds.append(time.perf_counter() - start)
        nodes.append(result[2])
    total = sum(seconds)
    return {"endgames": cases, "nodes_p50": sorted(nodes)[cases // 2], "nodes_max": max(nodes),
            "ms_p50": round(1000 * sorted(seconds)[cases // 2], 1),
            "ms_max": round(1000 * max(seconds), 1),
            "nodes_per_s": round(sum(nodes) / total)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget-ms", type=int, default=300)
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--variant", default="casino")
    parser.add_argument("--endgames", type=int, default=0,
                        help="also time the endgame solver on this many last deals")
    args = parser.parse_args(argv)
    print(f"python {sys.version.split()[0]} {sys.platform}", measure(
        args.budget_ms, args.positions, args.variant))
    if args.endgames:
        print(endgames(args.endgames, args.variant))


if __name__ == "__main__":
    main()
