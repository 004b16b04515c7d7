"""The expert's simulations per second (and the endgame solver's share) on a few casino
positions, without the wall-clock stop. Runs in CPython, and in Pyodide on Node through
bench/pyodide_sims.mjs (the same file):

    PYTHONPATH=py_src python bench/sims_per_second.py [--budget-ms 300] [--positions 8]
        [--variant casino|all] [--endgames 10] [--rounds 2]
    node bench/pyodide_sims.mjs [the same options]

``--rounds N`` plays N whole rounds instead of the expert against itself at the budget, clock
off, and prints each move's CPU time (``time.process_time``: the machine's load left out)
at p50 and p95, and how many moves took at least the wall-clock stop (``search.SAFETY`` of
the budget): the moves the clock would stop on an idle machine of this speed. ``--variant
all`` measures every rule set (two players, or its smallest count): CPU time a move,
simulations a move, and the moves whose rollout work (``search.WORK_PER_SIM``) ended the
search before its count.
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
    from cassino.rules import RULE_SETS

    players = 2 if 2 in RULE_SETS[variant].players else min(RULE_SETS[variant].players)
    observations = []
    for seed in range(positions):
        game = Game.new(variant, players=players, seed=seed)
        rng = random.Random(seed)
        for _ in range(seed * 4 % 36 + 1):  # spread over the round, the last deal left out
            game.play_random(rng)
        observations.append(game.observation(game.to_move))
    before = dict(search.STATS)
    start, cpu = time.perf_counter(), time.process_time()
    for observation in observations:
        choose_move(observation, "expert", seed=1, budget_ms=budget_ms)
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu
    sims = search.STATS["simulations"] - before["simulations"]
    return {"variant": variant, "players": players, "budget_ms": budget_ms,
            "moves": len(observations),
            "cpu_ms_per_move": round(1000 * cpu / len(observations)),
            "work_stops": search.STATS["work_stops"] - before["work_stops"],
            "simulations": sims, "seconds": round(seconds, 3),
            "sims_per_s": round(sims / seconds), "ms_per_move": round(1000 * seconds /
                                                                      len(observations)),
            "cpu_s": round(cpu, 3), "sims_per_cpu_s": round(sims / cpu)}


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


def think(rounds: int, budget_ms: int = 1000, variant: str = "casino") -> dict:
    """CPU time per expert move over ``rounds`` whole rounds of self-play, clock off."""
    from cassino import Game
    from cassino.ai import choose_move, search

    stop = search.SAFETY * budget_ms / 1000
    search.SAFETY = float("inf")
    times = []
    for seed in range(1, rounds + 1):
        game = Game.new(variant, players=2, seed=seed)
        ply = 0
        while not game.round_over:
            start = time.process_time()
            move = choose_move(game.observation(game.to_move), "expert", seed=seed * 1009 + ply,
                               budget_ms=budget_ms)
            times.append(time.process_time() - start)
            game.play(move)
            ply += 1
    times.sort()
    over = sum(t >= stop for t in times)
    return {"rounds": rounds, "budget_ms": budget_ms, "moves": len(times),
            "p50_s": round(times[len(times) // 2], 3),
            "p95_s": round(times[min(len(times) - 1, int(0.95 * len(times)))], 3),
            "max_s": round(times[-1], 3),
            "at_clock": f"{over} ({100 * over / len(times):.1f}%)"}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget-ms", type=int, default=300)
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--variant", default="casino")
    parser.add_argument("--repeat", type=int, default=1,
                        help="measure this many times (the warm-up included), print each")
    parser.add_argument("--endgames", type=int, default=0,
                        help="also time the endgame solver on this many last deals")
    parser.add_argument("--rounds", type=int, default=0,
                        help="time every move of this many rounds of self-play instead")
    args = parser.parse_args(argv)
    if args.rounds:
        print(think(args.rounds, args.budget_ms, args.variant))
        return
    if args.variant == "all":
        from cassino.rules import RULE_SETS

        for variant in RULE_SETS:
            print(measure(args.budget_ms, args.positions, variant), flush=True)
        return
    for _ in range(args.repeat):
        print(f"python {sys.version.split()[0]} {sys.platform}", measure(
            args.budget_ms, args.positions, args.variant))
    if args.endgames:
        print(endgames(args.endgames, args.variant))


if __name__ == "__main__":
    main()
