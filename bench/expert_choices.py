"""The expert's choices on seeded positions of every rule set, with the clock off: one
JSON line per position. Two trees that print the same lines play alike, so a speed change
that alters the expert's play shows as a difference:

    PYTHONPATH=py_src python bench/expert_choices.py [--budget-ms 30] [--seeds 4]
        [--variant casino ...] > choices.jsonl
    diff choices-main.jsonl choices-branch.jsonl
"""

from __future__ import annotations

import argparse
import json
import random


def positions(variant: str, players: int, seeds: int) -> list:
    """Seeded positions spread over the round (random play to get there), skipping those
    with a single legal move."""
    from cassino import Game

    found = []
    for seed in range(seeds):
        game = Game.new(variant, players=players, seed=seed)
        rng = random.Random(seed)
        for _ in range(seed * 7 % 40 + 1):
            if game.round_over or not game.legal_moves():
                break
            game.play_random(rng)
        if not game.round_over and len(game.legal_moves()) > 1:
            found.append((seed, game))
    return found


def choices(variants: list[str], seeds: int, budget_ms: int):
    """(variant, players, seed, move dict, simulations) for each position."""
    from cassino.ai import choose_move, search
    from cassino.rules import RULE_SETS

    search.SAFETY = float("inf")
    for variant in variants:
        for players in RULE_SETS[variant].players:
            for seed, game in positions(variant, players, seeds):
                before = search.STATS["simulations"]
                move = choose_move(game.observation(game.to_move), "expert", seed=seed,
                                   budget_ms=budget_ms)
                yield variant, players, seed, move, search.STATS["simulations"] - before


def main(argv: list[str] | None = None) -> None:
    from cassino.rules import RULE_SETS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget-ms", type=int, default=30)
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--variant", nargs="*", default=sorted(RULE_SETS))
    args = parser.parse_args(argv)
    for variant, players, seed, move, sims in choices(args.variant, args.seeds,
                                                      args.budget_ms):
        print(json.dumps({"variant": variant, "players": players, "seed": seed,
                          "move": move, "simulations": sims}, sort_keys=True), flush=True)


if __name__ == "__main__":
    main()
