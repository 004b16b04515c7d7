"""What copying a game costs: ``Game.clone`` (the state as one value) against the deep
copies it replaced, on seeded positions of a few rule sets, then random play's speed.

    PYTHONPATH=py_src python bench/clone.py [--positions 20] [--repeat 200]
        [--rounds 2000] [--baseline-src DIR]

Baselines, measured in the same run: ``copy.deepcopy(game)``, the deep copy of the save
the old ``Game.copy`` made, and the bridge's old undo snapshot
(``Game.from_dict(copy.deepcopy(game.to_dict()))``). ``--baseline-src`` also runs
``python -m cassino simulate`` with another tree's ``py_src`` (e.g. a ``git archive`` of
main) next to this one's, so both rounds/s figures come from one run on one machine.
"""

from __future__ import annotations

import argparse
import copy
import os
import random
import subprocess
import sys
import time

VARIANTS = (("casino", 2), ("swazi", 4), ("tablic", 3), ("escova", 2))


def positions(count: int) -> list:
    from cassino import Game

    games = []
    for i in range(count):
        variant, players = VARIANTS[i % len(VARIANTS)]
        game = Game.new(variant, players=players, seed=i)
        rng = random.Random(i)
        for _ in range(rng.randrange(1, 30)):
            if game.round_over:
                break
            game.play_random(rng)
        games.append(game)
    return games


def per_copy_us(copier, games: list, repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        for game in games:
            copier(game)
    return 1e6 * (time.perf_counter() - start) / (repeat * len(games))


def simulate(src: str, rounds: int) -> str:
    env = {**os.environ, "PYTHONPATH": src}
    out = subprocess.run([sys.executable, "-m", "cassino", "simulate", "--variant", "casino",
                          "--rounds", str(rounds), "--seed", "1"], env=env, check=True,
                         capture_output=True, text=True).stdout
    return next(part for part in out.split() if part.startswith("rounds_per_s="))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--baseline-src", help="another tree's py_src for simulate")
    args = parser.parse_args()
    from cassino import Game

    games = positions(args.positions)
    slow = max(1, args.repeat // 20)
    figures = {
        "copy.deepcopy(game)": per_copy_us(copy.deepcopy, games, slow),
        "deepcopy(to_dict()) (old Game.copy's core)": per_copy_us(
            lambda g: copy.deepcopy(g.to_dict()), games, slow),
        "from_dict(deepcopy(to_dict())) (old undo)": per_copy_us(
            lambda g: Game.from_dict(copy.deepcopy(g.to_dict())), games, slow),
        "Game.clone()": per_copy_us(Game.clone, games, args.repeat),
        "Game.copy()": per_copy_us(Game.copy, games, args.repeat),
    }
    for name, us in figures.items():
        print(f"{name:44} {us:9.1f} µs per copy")
    print(f"clone is {figures['copy.deepcopy(game)'] / figures['Game.clone()']:.0f}x faster "
          "than deepcopy")
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py_src")
    print("simulate casino 2000 rounds, this tree:", simulate(here, args.rounds))
    if args.baseline_src:
        print("simulate casino 2000 rounds, baseline:", simulate(args.baseline_src, args.rounds))
        print("simulate casino 2000 rounds, this tree:", simulate(here, args.rounds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
