"""A/B of two settings of the expert (or of any level) on mirrored pairs, by simulation count.

    python bench/ai_ab.py --variant casino --pairs 100 --budget-ms 100 \\
        --a expert --a-set search.EXACT=1 --b expert --b-set search.EXACT=0 [--jobs 2]

Each ``--x-set module.NAME=VALUE`` (a module of ``cassino.ai``, a Python literal) holds
while that side's seats choose their moves, so two versions of one level play each other
in one process. The wall clock never stops the expert (``search.SAFETY`` off): its
simulation count, set by the budget, decides, so a busy machine measures the same players
as an idle one. Prints the arena's summary line (points per mirrored pair, 95% CI).
"""

from __future__ import annotations

import argparse
import ast
import importlib
import math
import statistics
from multiprocessing import Pool

from cassino import Game
from cassino.ai import choose_move
from cassino.ai.arena import PairResult, summarise


def _settings(specs: list[str]) -> list[tuple[object, str, object]]:
    out = []
    for spec in specs:
        name, value = spec.split("=", 1)
        module, attr = name.rsplit(".", 1)
        out.append((importlib.import_module(f"cassino.ai.{module}"), attr,
                    ast.literal_eval(value)))
    return out


def _play(variant: str, seed: int, levels: list[tuple[str, list[str]]],
          budget_ms: int) -> list[float]:
    from cassino.ai import search

    search.SAFETY = math.inf
    game = Game.new(variant, players=2, seed=seed)
    ply = 0
    while not game.round_over:
        level, specs = levels[game.to_move]
        saved = []
        for module, attr, value in _settings(specs):
            saved.append((module, attr, getattr(module, attr)))
            setattr(module, attr, value)
        try:
            move = choose_move(game.observation(game.to_move), level, seed=seed * 1009 + ply,
                               budget_ms=budget_ms)
        finally:
            for module, attr, value in reversed(saved):
                setattr(module, attr, value)
        game.play(move)
        ply += 1
    return [e["total"] for e in game.round_score()]


def _pair(job: tuple) -> PairResult:
    variant, seed, a, b, budget_ms = job
    first = _play(variant, seed, [a, b], budget_ms)
    second = _play(variant, seed, [b, a], budget_ms)
    return PairResult([first[0], second[1]], [first[1], second[0]])


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """The mean of paired differences and its normal-approximation 95% interval."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 \
        else 0.0
    return mean, mean - half, mean + half


def match_arguments(parser: argparse.ArgumentParser, b: str) -> None:
    """The options of a run of mirrored pairs: rule set, pairs, first seed, budget, jobs, and
    the two players (``b``: the second's default)."""
    parser.add_argument("--variant", default="casino")
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget-ms", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--a", default="expert")
    parser.add_argument("--b", default=b)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    match_arguments(parser, b="expert")
    parser.add_argument("--a-set", action="append", default=[])
    parser.add_argument("--b-set", action="append", default=[])
    args = parser.parse_args()
    work = [(args.variant, args.seed + i, (args.a, args.a_set), (args.b, args.b_set),
             args.budget_ms) for i in range(args.pairs)]
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            results = pool.map(_pair, work, chunksize=1)
    else:
        results = [_pair(job) for job in work]
    print(f"variant={args.variant} budget_ms={args.budget_ms} a={args.a} {args.a_set} "
          f"b={args.b} {args.b_set}")
    print(summarise(results).line())


if __name__ == "__main__":
    main()
