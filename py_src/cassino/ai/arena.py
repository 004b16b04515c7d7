"""Arena: two levels play mirrored pairs of rounds; paired differences with a 95% CI.

Pair ``i`` deals one round from seed ``seed + i`` twice. In the first game A holds seat 0
(with partnerships, side 0: seats 0 and 2) and B every other seat; in the second the
seats are swapped. A game's difference is A's round points minus B's (B's mean over its
sides when it holds several); the pair's difference is the sum over its two games: points
per mirrored pair of rounds, the unit the issue and the published ladders use (a
card-counting one-ply player beats greedy by about +6.8 in it). ``win_rate`` is the share
of pairs where A's paired total beats B's, a tie counting half. Each seat decides from its
own observation through ``choose_move``.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from multiprocessing import Pool

from ..engine import Game
from . import choose_move


@dataclass
class PairResult:
    """One mirrored pair: A's and B's points in each game, and thinking time per level."""

    a_points: list[float]
    b_points: list[float]
    stuck: int = 0
    seconds: dict[str, float] = field(default_factory=dict)
    moves: dict[str, int] = field(default_factory=dict)
    expert: dict[str, int] = field(default_factory=dict)
    """The expert's counts (``search.STATS``) over the pair's moves."""

    @property
    def diff(self) -> float:
        """A's points minus B's over the pair's two games."""
        return sum(a - b for a, b in zip(self.a_points, self.b_points, strict=True))


def _play_round(variant: str, players: int, seed: int, levels: list[str], budget_ms: int,
                options: dict | None, clock: dict, counts: dict) -> tuple[list[float], bool]:
    game = Game.new(variant, players=players, seed=seed, options=options)
    ply = 0
    while not game.round_over:
        seat = game.to_move
        if not game.legal_moves:  # (the view's answer: no list spelled out)
            return [e["total"] for e in game.round_score()], True  # engine dead end
        level = levels[seat]
        start = time.perf_counter()
        move = choose_move(game.observation(seat), level, seed=seed * 1009 + ply,
                           budget_ms=budget_ms)
        clock[level] = clock.get(level, 0.0) + time.perf_counter() - start
        counts[level] = counts.get(level, 0) + 1
        game.play(move)
        ply += 1
    return [e["total"] for e in game.round_score()], False


def play_pair(variant: str, a: str, b: str, seed: int, players: int = 2, budget_ms: int = 1000,
              options: dict | None = None) -> PairResult:
    """Play the round of ``seed`` twice, A in seat (side) 0 and then B there."""
    rules_game = Game.new(variant, players=players, seed=seed, options=options)
    sides = rules_game.sides
    result = PairResult([], [])
    for a_side0 in (True, False):
        levels = [(a if a_side0 else b) if s % sides == 0 else (b if a_side0 else a)
                  for s in range(players)]
        points, stuck = _play_round(variant, players, seed, levels, budget_ms, options,
                                    result.seconds, result.moves)
        result.stuck += stuck
        rest = sum(points[1:]) / (sides - 1)
        if a_side0:
            result.a_points.append(points[0])
            result.b_points.append(rest)
        else:
            result.a_points.append(rest)
            result.b_points.append(points[0])
    return result


def _pair_job(job: tuple) -> PairResult:
    from . import search

    *args, clock = job
    safety = search.SAFETY
    before = dict(search.STATS)
    if not clock:
        search.SAFETY = math.inf  # no wall-clock stop: the simulation count decides
    try:
        result = play_pair(*args)
    finally:
        search.SAFETY = safety
    result.expert = {key: search.STATS[key] - before[key] for key in before}
    return result


@dataclass
class Summary:
    pairs: int
    mean_diff: float
    ci_low: float
    ci_high: float
    win_rate: float
    stuck: int
    ms_per_move: dict[str, float]
    expert: dict[str, int] = field(default_factory=dict)

    def line(self) -> str:
        return (f"mean_diff={self.mean_diff:.3f} ci_low={self.ci_low:.3f} "
                f"ci_high={self.ci_high:.3f} pairs={self.pairs} win_rate={self.win_rate:.3f}")

    def expert_line(self) -> str:
        """How the expert's moves went: solved exactly, stopped by the wall clock, by their
        rollout work."""
        e = self.expert
        moves = e.get("moves", 0)
        if not moves:
            return ""
        return (f"expert_moves={moves} exact={e['exact']} ({e['exact'] / moves:.1%}) "
                f"clock_stops={e['clock_stops']} ({e['clock_stops'] / moves:.1%}) "
                f"work_stops={e['work_stops']} ({e['work_stops'] / moves:.1%}) "
                f"simulations_per_move={e['simulations'] / moves:.0f}")


def summarise(results: Iterable[PairResult]) -> Summary:
    """Mean paired difference, its normal-approximation 95% CI, and A's win rate."""
    results = list(results)
    diffs = [r.diff for r in results]
    n = len(diffs)
    mean = statistics.fmean(diffs) if diffs else 0.0
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(n) if n > 1 else math.inf
    wins = sum(1.0 if d > 0 else 0.5 if d == 0 else 0.0 for d in diffs)
    seconds: dict[str, float] = {}
    moves: dict[str, int] = {}
    for r in results:
        for level, s in r.seconds.items():
            seconds[level] = seconds.get(level, 0.0) + s
            moves[level] = moves.get(level, 0) + r.moves[level]
    expert: dict[str, int] = {}
    for r in results:
        for key, count in r.expert.items():
            expert[key] = expert.get(key, 0) + count
    return Summary(n, mean, mean - half, mean + half, wins / n if n else 0.0,
                   sum(r.stuck for r in results),
                   {level: 1000 * seconds[level] / moves[level] for level in seconds}, expert)


def run(variant: str, a: str, b: str, pairs: int, seed: int, players: int = 2,
        budget_ms: int = 1000, jobs: int = 1, options: dict | None = None,
        clock: bool = True) -> Summary:
    """Play ``pairs`` mirrored pairs (in ``jobs`` processes) and summarise them. Without
    ``clock`` the expert never stops at the wall clock: its simulation count (a function
    of the budget) decides alone, so a busy machine measures the same player as an idle
    one, only slower."""
    work = [(variant, a, b, seed + i, players, budget_ms, options, clock)
            for i in range(pairs)]
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(_pair_job, work, chunksize=1)
    else:
        results = [_pair_job(job) for job in work]
    return summarise(results)
