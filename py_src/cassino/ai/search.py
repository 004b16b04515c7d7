"""The expert: determinised sampling with rollouts, budgeted by successive halving.

Idea (perfect-information Monte Carlo): deal the unseen cards into many worlds consistent
with the observation (:mod:`.sampling`: hand sizes, build owners' capturing cards, and
what a trail says its player lacks), play each candidate move in a world and play on to
the end of the deal; the move with the best mean objective (:mod:`.evaluate`: exact at
the end of the round, estimated from the captured cards otherwise) wins. Every candidate
is tried on the same worlds (common random numbers), so their differences are measured
with less noise. In the rollouts the searching side plays the *wary* policy (it looks at
what the next player could take) and the others the *grab* model (the most valuable
capture, else the least valuable trail — how most players, and the greedy level, play);
both with a few random moves.

Budget: the number of simulations is a function of ``budget_ms`` only
(:func:`simulations`: ``SIMS_PER_MS`` per millisecond up to ``KNEE_MS``, fewer past it),
spent by successive halving: in each of ceil(log2(moves)) rounds the surviving moves get
an equal share, then the worse half is dropped. The rollouts' work is capped too
(``WORK_PER_SIM`` a simulation on average), so a long deal or big hands buy fewer
simulations. Both are counts, not times: the choice is deterministic for a given
observation, seed and budget, whatever the machine's speed. The wall clock is a
safety net only: if the budget runs out first (a slow machine, e.g. Pyodide), the search
stops and answers with what it has — then, and only then, the choice may depend on speed.
The counter player's ranking orders the moves, so ties and an early stop favour its choice.

Tried and not kept (casino, 40 mirrored pairs against greedy at 300 ms, all within
noise of one another, about +5.2 to +6.1): playing rollouts to the end of the round, no
randomness in rollouts, the wary policy for every seat, and a per-world search of the
deal (every own move at each own turn, the others by the grab model) in place of
rollouts. With the hidden cards *revealed* to it, the rollout expert scores about +7.2
and the per-world search about +7.5 (20 pairs): most of the gap to a perfect player is in
the play, not in the sampling.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from ..engine import Game
from ..moves import Move
from .endgame import solve, solve_best
from .evaluate import Estimator, estimator, final_objective
from .fastsim import Positions, simulate
from .knowledge import Knowledge
from .policies import BlindPolicy, FastPolicy, GrabPolicy, SumsPolicy, WaryPolicy, counter
from .sampling import clone, sample_world
from .tree import Node, back_up, descend

SIMS_PER_MS = 4.0
"""Simulations per millisecond of budget. One simulation (a world, a move, play to the end
of the deal) costs about 0.1 ms in CPython 3.11 on the reference machine (about 0.6 million
instructions in casino, the positions met remembered: :class:`.fastsim.Positions`), so the
cap is reached in about half the budget there; slower machines (Pyodide) meet the wall
clock."""

KNEE_MS = 300
"""The budget past which each further millisecond buys ``SIMS_PAST_KNEE`` simulations."""

SIMS_PAST_KNEE = 0.6
"""Simulations per millisecond of budget past ``KNEE_MS``: 1,620 at the default budget
(1000 ms), so Pyodide (3-4 times slower than CPython) finishes its count before the wall
clock on all but a few moves (at 1.2, 2,040, the clock stopped 6-9% of a casino round's
moves in Chromium here); the arena's budget (300 ms) keeps its 1,200."""

WORK_PER_SIM = 20
"""The rollout work (:attr:`.fastsim.Positions.work`: over every rollout ply, the cards in
the hand of the seat to move) a simulation may cost on average: the search's count buys
at most ``WORK_PER_SIM`` times as much work, so the time a move takes follows the budget
in every rule set, long deals and big hands included (draw casino's deal runs while the
stock lasts; the Swazi family deals hands of up to 16 cards). 20 is casino's dearest
simulation for two players (the deal's last card, whose rollout plays the whole next
deal: 4 + 4 + 3 + 3 + 2 + 2 + 1 + 1), so two-player rule sets with hands of four play
their full count; a simulation with a longer rest of the deal meets the cap. A count of
work, not of time: the move does not depend on the machine."""

HORIZON = "deal"
"""How far a simulation plays: ``"deal"`` until the hands now dealt are played out (then
the estimator values the captured cards), ``"round"`` to the end of the round."""

PLIES: int | None = None
"""At most this many plies of each rollout after the candidate (None: no limit), the
estimator valuing the captured cards where it stops."""

SAFETY = 0.8
"""The share of the budget after which the wall clock stops the search."""

OWN_POLICY = "wary"
"""The rollout policy of the searching side's seats (a key of ``POLICIES``)."""

OTHER_POLICY = "grab"
"""The rollout policy of the other sides' seats: a model of how they play."""

EPSILON = 0.1
"""The share of random moves in rollouts."""

OTHER_EPSILON = 0.1
"""The share of random moves of the other sides' seats in rollouts."""

OTHER_MIX: str | None = None
"""A second model of the other sides (a key of ``POLICIES``), played in every other world
(a hedge between two kinds of opponent); None: ``OTHER_POLICY`` in every world."""

TREE = False
"""Whether the searching seat's later moves of the deal are chosen over information sets
(:mod:`.tree`) rather than by its rollout policy."""

CLUMP = 1.0
"""The leaf estimator's clump (:class:`.evaluate.Estimator`): how much wider than card by
card the majorities' counts spread to the end of the round (1: the binomial). Screened
at 2.5 and not kept (docs/ai.md, issue 21's sixth session)."""

EXACT = True
"""Whether a round in full view is solved exactly (:mod:`.endgame`) before searching."""

EXACT_TIES = "search"
"""Among the moves of equal exact value: ``"search"`` searches them as any position (the
rollouts' model of the others finds the one a fallible opponent is likeliest to answer
badly; against best play they are worth the same); ``"first"`` plays the first (the
counter player's choice where it is one), as before issue 21's eleventh session."""

STATS = {"moves": 0, "clock_stops": 0, "exact": 0, "simulations": 0, "work_stops": 0}
"""Counts of this process's expert moves: how many met the wall clock, how many the
endgame solver answered, the simulations played, how many moves spent their rollout work
(``WORK_PER_SIM``) before their simulation count (read by the arena's report)."""

POLICIES = {"blind": BlindPolicy, "fast": FastPolicy, "wary": WaryPolicy, "grab": GrabPolicy,
            "sums": SumsPolicy}


def _order(k: Knowledge, moves: Sequence[Move]) -> list[Move]:
    """The moves with the counter player's choice first (a tie-break and an early stop)."""
    first = counter(k, moves)
    return [first, *[m for m in moves if m != first]]


def _solved(k: Knowledge, moves: list[Move], budget_ms: float,
            deadline: float) -> list[Move] | None:
    """The moves left to choose from once the round in full view is solved exactly: the
    solver's one move, or with ``EXACT_TIES="search"`` every move of the best value (the
    search then chooses among them); None where it is not solved."""
    if not EXACT:
        return None
    if EXACT_TIES == "search":
        return solve_best(k, moves, budget_ms, deadline)
    exact = solve(k, moves, budget_ms, deadline)
    return None if exact is None else [exact]


def expert(k: Knowledge, moves: Sequence[Move], seed: int, budget_ms: float) -> Move:
    """The expert's move (see the module doc)."""
    start = time.perf_counter()
    deadline = start + budget_ms * SAFETY / 1000
    moves = _order(k, moves)
    STATS["moves"] += 1
    # the rest of the round in full view: solved exactly
    # (within half the time: a position too big for a slow machine leaves the search the rest)
    solved = _solved(k, moves, budget_ms, start + budget_ms * SAFETY / 2000)
    if solved is not None:
        STATS["exact"] += 1
        if len(solved) == 1:
            return solved[0]
        moves = solved
    total = max(simulations(budget_ms), len(moves))
    rng = random.Random(seed)
    own = POLICIES[OWN_POLICY](k.rules, EPSILON)
    other = own if (OTHER_POLICY, OTHER_EPSILON) == (OWN_POLICY, EPSILON) else \
        POLICIES[OTHER_POLICY](k.rules, OTHER_EPSILON)
    second = other if OTHER_MIX is None else POLICIES[OTHER_MIX](k.rules, OTHER_EPSILON)
    for policy in (own, other, second):
        if isinstance(policy, BlindPolicy):
            policy.know(k.unseen)
    mixes = [[own if k.side_of(s) == k.side else model for s in range(k.players)]
             for model in (other, second)]
    values = estimator(k.rules, k.sides, CLUMP)
    rounds = max(1, math.ceil(math.log2(len(moves))))
    alive = list(range(len(moves)))
    sums = [0.0] * len(moves)
    runs = [0] * len(moves)
    base = k.position()
    positions = Positions(base)  # the positions the rollouts meet, shared by every move
    worlds: list = []  # (world seed, sampled game, its moves), shared by every move
    roots: dict[int, list[Move]] = {}  # the candidates in a remembered root position
    out_of_time = False
    play_rng = random.Random()  # the rollouts' draws, seeded anew for each
    trees = [Node() for _ in moves] if TREE else []
    plies = 400 if PLIES is None else PLIES
    deal_only = HORIZON == "deal"
    work_stops = 0
    for r in range(rounds):
        share = max(1, total // (rounds * len(alive)))
        while len(worlds) < max(runs[i] for i in alive) + share:
            world_seed = rng.randrange(2**62)
            world = sample_world(k, random.Random(world_seed), base)
            worlds.append((world_seed, world, *_world_moves(world, moves, positions, roots)))
        # each round spends at most its part of the work, candidate by candidate a world
        # at a time (the same simulations as candidate after candidate where it does not)
        work = total * WORK_PER_SIM * (r + 1) // rounds
        for _ in range(share):
            if positions.work > work:
                work_stops += 1
                break
            for i in alive:
                w = runs[i]
                if time.perf_counter() > deadline:
                    out_of_time = True
                    break
                world_seed, world, own_moves, direct = worlds[w]
                policies = mixes[w & 1]
                if TREE:
                    game = clone(world)
                    game.play(own_moves[i])
                    play_rng.seed(world_seed ^ 0x5DEECE66D)  # (as a new Random of that seed)
                    path = descend(game, trees[i], k.seat, policies, play_rng, positions)
                    value = _value(k, values, game)
                    back_up(path, value)
                else:
                    # (clone, play, seed as a new Random of that seed, rollout: fastsim)
                    game = simulate(world, own_moves[i], direct[i], world_seed ^ 0x5DEECE66D,
                                    policies, positions, plies, deal_only, play_rng)
                    value = _value(k, values, game)
                sums[i] += value
                runs[i] += 1
            if out_of_time:
                break
        if out_of_time or len(alive) == 1:
            break
        ranked = sorted(alive, key=lambda i: (-_mean(sums, runs, i), i))
        alive = ranked[:max(1, math.ceil(len(alive) / 2))]
    STATS["clock_stops"] += out_of_time
    STATS["simulations"] += sum(runs)
    STATS["work_stops"] += work_stops > 0
    best = max(alive, key=lambda i: (_mean(sums, runs, i) if runs[i] else -1e9, -i))
    return moves[best]


def simulations(budget_ms: float) -> int:
    """The simulations a budget buys: ``SIMS_PER_MS`` per millisecond up to ``KNEE_MS``,
    ``SIMS_PAST_KNEE`` per millisecond past it (a function of the budget only)."""
    within = min(budget_ms, KNEE_MS)
    return int(within * SIMS_PER_MS + (budget_ms - within) * SIMS_PAST_KNEE)


def _world_moves(world: Game, moves: list[Move], positions: Positions,
                 roots: dict[int, tuple[list[Move], list[bool]]],
                 ) -> tuple[list[Move], list[bool]]:
    """The candidate moves as the world's own move objects (equal to them), which play
    without a lookup, and for each whether it is one (``fastsim.simulate``'s ``direct``).
    Where the positions are remembered every world shares the root's moves, and they are
    matched once."""
    at = positions.at(world)
    found = roots.get(id(at)) if at is not None else None
    if found is None:
        index = {m: m for m in world.legal_moves()}
        own = [index.get(m, m) for m in moves]
        found = (own, [m in index for m in moves])
        if at is not None:
            roots[id(at)] = found
    return found


def _value(k: Knowledge, estimator: Estimator, game: Game) -> float:
    """The objective at the end of a simulation: exact once the round is over, else
    estimated from the captured cards."""
    state = game.state
    if state.round_over:
        return final_objective(k.rules, game.round_score(), k.side)
    last = state.last_capturer
    return estimator.value(state.piles, state.sweeps,
                           None if last is None else last % game.sides, k.side)  # (side_of)


def _mean(sums: list[float], runs: list[int], i: int) -> float:
    return sums[i] / runs[i] if runs[i] else -1e9
