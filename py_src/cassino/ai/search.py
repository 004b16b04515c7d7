"""The expert: determinised sampling with rollouts, budgeted by successive halving.

Idea (perfect-information Monte Carlo): deal the unseen cards into many worlds consistent
with the observation (:mod:`.sampling`), play each candidate move in a world and finish
the round with the fast policy of every seat; the move with the best mean objective
(:func:`.evaluate.final_objective`) wins. Every candidate is tried on the same worlds
(common random numbers), so their differences are measured with less noise.

Budget: the number of simulations is a function of ``budget_ms`` only
(``SIMS_PER_MS`` per millisecond), spent by successive halving: in each of
ceil(log2(moves)) rounds the surviving moves get an equal share, then the worse half is
dropped. This makes the choice deterministic for a given observation, seed and budget,
whatever the machine's speed. The wall clock is a safety net only: if the budget runs out
first (a slow machine, e.g. Pyodide), the search stops and answers with what it has —
then, and only then, the choice may depend on speed. The counter player's ranking orders
the moves, so ties and an early stop favour its choice.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from ..engine import Game
from ..moves import Move
from .evaluate import Estimator, final_objective
from .knowledge import Knowledge
from .policies import FastPolicy, counter, rollout
from .sampling import sample_world

SIMS_PER_MS = 1.5
"""Simulations per millisecond of budget. One simulation (a world, a move, play to the end
of the deal) costs about 0.3 ms in CPython 3.11 on the reference machine, so the cap is
reached in about half the budget there; slower machines (Pyodide) meet the wall clock."""

HORIZON = "deal"
"""How far a simulation plays: ``"deal"`` until the hands now dealt are played out (then
the estimator values the captured cards), ``"round"`` to the end of the round."""

SAFETY = 0.9
"""The share of the budget after which the wall clock stops the search."""


def _order(k: Knowledge, moves: Sequence[Move]) -> list[Move]:
    """The moves with the counter player's choice first (a tie-break and an early stop)."""
    first = counter(k, moves)
    return [first, *[m for m in moves if m != first]]


def expert(k: Knowledge, moves: Sequence[Move], seed: int, budget_ms: float) -> Move:
    """The expert's move (see the module doc)."""
    start = time.perf_counter()
    deadline = start + budget_ms * SAFETY / 1000
    moves = _order(k, moves)
    total = max(int(budget_ms * SIMS_PER_MS), len(moves))
    rng = random.Random(seed)
    policy = FastPolicy(k.rules)
    estimator = Estimator(k.rules, k.sides)
    rounds = max(1, math.ceil(math.log2(len(moves))))
    alive = list(range(len(moves)))
    sums = [0.0] * len(moves)
    runs = [0] * len(moves)
    worlds: list = []  # (world seed, sampled game), shared by every move
    out_of_time = False
    for _ in range(rounds):
        share = max(1, total // (rounds * len(alive)))
        while len(worlds) < max(runs[i] for i in alive) + share:
            world_seed = rng.randrange(2**62)
            worlds.append((world_seed, sample_world(k, random.Random(world_seed))))
        for i in alive:
            for w in range(runs[i], runs[i] + share):
                if time.perf_counter() > deadline:
                    out_of_time = True
                    break
                world_seed, world = worlds[w]
                game = world.copy()
                game.play(moves[i])
                rollout(game, policy, random.Random(world_seed ^ 0x5DEECE66D),
                        deal_only=HORIZON == "deal")
                sums[i] += _value(k, estimator, game)
                runs[i] += 1
            if out_of_time:
                break
        if out_of_time or len(alive) == 1:
            break
        ranked = sorted(alive, key=lambda i: (-_mean(sums, runs, i), i))
        alive = ranked[:max(1, math.ceil(len(alive) / 2))]
    best = max(alive, key=lambda i: (_mean(sums, runs, i) if runs[i] else -1e9, -i))
    return moves[best]


def _value(k: Knowledge, estimator: Estimator, game: Game) -> float:
    """The objective at the end of a simulation: exact once the round is over, else
    estimated from the captured cards."""
    if game.round_over:
        return final_objective(k.rules, game.round_score(), k.side)
    last = None if game.last_capturer is None else game.side_of(game.last_capturer)
    return estimator.value(game.piles, game.sweeps, last, k.side)


def _mean(sums: list[float], runs: list[int], i: int) -> float:
    return sums[i] / runs[i] if runs[i] else -1e9
