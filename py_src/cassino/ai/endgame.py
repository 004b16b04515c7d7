"""Exact endgames: the rest of the round solved by alpha-beta when nothing is hidden.

With the stock empty and every unseen card in the hand of the one other seat that still
holds cards (two players on the last deal: whatever one has not seen, the other holds),
the rest of the round is a game of perfect information for the seat to move. Its value
is then worked out exactly: the rule set's own scoring of the round (``Game.round_score``,
the rest to the last capturer included), as the objective of the searching side
(:func:`.evaluate.final_objective`: its points minus the other side's, negated where the
lowest total wins), the searching side maximising it and the other side minimising it —
with two sides the game is zero-sum, so this is its minimax value.

Alpha-beta with a transposition table (positions reached by different orders of play
are solved once: the key is the whole state that bears on the rest of the round, build
ids left out) and move ordering (the table's best move first, then captures by what
they take). Every kind of move the seat may make is searched: table-only actions of the
turn (000: ``card`` None, the same player goes on) and builds for a partner included;
only Tablic's declaration is left out (it changes the match score, not the round's).

The search is bounded by a number of nodes (``NODES_PER_MS`` per millisecond of budget),
never by the clock, so its answer does not depend on the machine; a position too big for
the bound answers None and the caller searches as usual.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ..engine import Game
from ..moves import Move
from .adding import add_up
from .evaluate import card_worth, final_objective
from .fastsim import fork, scratch
from .knowledge import Knowledge

NODES_PER_MS = 4
"""Positions the solver may visit per millisecond of budget. A node costs about 0.05 ms in
CPython 3.11 on an idle machine (a clone, its moves and a play), so the bound spends about
a fifth of the budget in the worst case; most last deals of ``casino`` take a few dozen
nodes, the first move of the last deal (four cards each) a few hundred to a few thousand."""

EXACT, LOWER, UPPER = 0, 1, 2
NULL = 1e-6
"""The width of a null window: no two round values closer than this differ."""


class TooBig(Exception):
    """The node bound was reached before the position was solved."""


def perfect_information(k: Knowledge) -> bool:
    """Whether the rest of the round is a game of perfect information for the seat: two
    sides, no stock, and every unseen card held by the one other seat holding cards (or
    none left anywhere else)."""
    if k.stock or k.sides != 2:
        return False
    holders = [s for s in range(k.players) if s != k.seat and k.hand_counts[s]]
    hidden = sum(k.hand_counts[s] for s in holders)
    return len(holders) <= 1 and hidden == len(k.unseen)


def exact_world(k: Knowledge) -> Game:
    """The one game consistent with the observation (``perfect_information`` holds)."""
    hands = [list(k.hand) if s == k.seat else [] for s in range(k.players)]
    for s in range(k.players):
        if s != k.seat and k.hand_counts[s]:
            hands[s] = list(k.unseen)
    return scratch(k.position(hands, []))


def _cutoff(entry: tuple[int, float, Move | None], alpha: float, beta: float) -> float | None:
    """The stored value of a transposition-table entry where it settles the window (an
    exact value, a lower bound at or above beta, an upper bound at or below alpha)."""
    flag, stored, _ = entry
    if flag == EXACT or (flag == LOWER and stored >= beta) or (flag == UPPER and stored <= alpha):
        return stored
    return None


class Solver:
    """Alpha-beta over the rest of a round, from the point of view of ``side``."""

    def __init__(self, side: int, max_nodes: int, deadline: float | None = None) -> None:
        self.side = side
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self.table: dict[tuple, tuple[int, float, Move | None]] = {}
        self._worth: dict = {}

    # ------------------------------------------------------------------ search
    def value(self, game: Game, alpha: float = -1e9, beta: float = 1e9) -> float:
        """The exact objective of ``side`` with best play from ``game`` on (within the
        window: a fail-soft bound outside it)."""
        if game.round_over:
            return final_objective(game.rules, game.round_score(), self.side)
        self._count_node()
        key = state_key(game)
        entry = self.table.get(key)
        hint = None
        if entry is not None:
            stored = _cutoff(entry, alpha, beta)
            if stored is not None:
                return stored
            hint = entry[2]
        maximising = game.side_of(game.to_move) == self.side
        moves = self.ordered(game, searchable(game.legal_moves()), hint)
        if not moves:  # (a position set up by hand with nothing to play)
            return final_objective(game.rules, game.round_score(), self.side)
        lo, hi = alpha, beta
        best_move = moves[0]
        best = -1e18 if maximising else 1e18
        for i, move in enumerate(moves):
            child = fork(game)
            child.play(move)
            v = self._child_value(child, i, maximising, lo, hi)
            if maximising:
                if v > best:
                    best, best_move = v, move
                    lo = max(lo, v)
            elif v < best:
                best, best_move = v, move
                hi = min(hi, v)
            if lo >= hi:
                break
        flag = UPPER if best <= alpha else LOWER if best >= beta else EXACT
        self.table[key] = (flag, best, best_move)
        return best

    def _count_node(self) -> None:
        """One more node searched; past ``max_nodes`` (or the deadline, looked at every
        64 nodes) the search gives up with TooBig."""
        self.nodes += 1
        if self.nodes > self.max_nodes or (
                self.deadline is not None and not self.nodes & 63
                and time.perf_counter() > self.deadline):
            raise TooBig

    def _child_value(self, child: Game, i: int, maximising: bool, lo: float,
                     hi: float) -> float:
        """Principal variation search: the first move is presumed best, the others are
        tested against it with a null window and searched again only when better."""
        if not i:
            return self.value(child, lo, hi)
        v = self.value(child, lo, lo + NULL) if maximising else self.value(child, hi - NULL, hi)
        if lo < v < hi:
            v = self.value(child, lo, hi)
        return v

    def best(self, game: Game, moves: Sequence[Move]) -> tuple[Move, float, list[float]]:
        """The best of ``moves`` (the first of equals wins), its value, and every move's
        exact value (each searched with a window just above the best so far, so only a
        better move costs a full search; the others' figures are upper bounds)."""
        values: list[float] = []
        best_index, best = 0, -1e18
        for i, move in enumerate(moves):
            child = fork(game)
            child.play(move)
            if i:
                v = self.value(child, best, best + NULL)
                if v > best:
                    v = self.value(child, best, 1e9)
            else:
                v = self.value(child)
            values.append(v)
            if v > best + 1e-9:
                best_index, best = i, v
        return moves[best_index], best, values

    def equals(self, game: Game, moves: Sequence[Move], best: Move,
               value: float) -> list[Move]:
        """The moves worth ``value`` (the best), in their order: each other move tested
        with a null window at it. Past the node bound, ``best`` alone."""
        tied = []
        try:
            for move in moves:
                if move is not best:
                    child = fork(game)
                    child.play(move)
                    if self.value(child, value - NULL, value) < value:
                        continue
                tied.append(move)
        except TooBig:
            return [best]
        return tied

    # ------------------------------------------------------------------ ordering
    def ordered(self, game: Game, moves: list[Move], hint: Move | None) -> list[Move]:
        """Captures first, the most valuable first; the transposition table's move before
        all."""
        worth = self._worth
        if not worth:
            worth.update((c, card_worth(game.rules, c)) for c in game.rules.deck)

        def gain(m: Move) -> float:
            if m.kind == "capture":
                return 10 + add_up(worth[c] for c in m.takes) + len(m.takes) * 0.01
            if m.kind == "trail":
                return -worth[m.card] if m.card is not None else 0.0
            return 1.0
        moves = sorted(moves, key=gain, reverse=True)
        if hint is not None and hint in moves:
            moves.remove(hint)
            moves.insert(0, hint)
        return moves


def searchable(moves: Sequence[Move]) -> list[Move]:
    """Every move but a declaration (it changes the match, not the round)."""
    return [m for m in moves if m.kind != "declare"] or list(moves)


def state_key(game: Game) -> tuple:
    """What bears on the rest of the round: whose turn, every hand, the table, the builds
    (without their ids), the piles (in order where the rule set plays from their tops),
    sweeps and their worth, the last capturer and the turn's pending state."""
    ordered = bool(game.rules.pile_tops)
    return (
        game.to_move,
        tuple(frozenset(h) for h in game.hands),
        frozenset(game.loose),
        frozenset((b.value, b.groups, b.owner, b.fixed) for b in game.builds),
        tuple(tuple(p) if ordered else frozenset(p) for p in game.piles),
        tuple(game.sweeps), tuple(game.sweep_score), game.last_capturer,
        game.pending_capture, tuple(game.rebuilds), tuple(game.declared_by), game.deal_no,
    )


def solve(k: Knowledge, moves: Sequence[Move], budget_ms: float,
          deadline: float | None = None) -> Move | None:
    """The exact best of ``moves`` (the first of equal value wins: the caller orders
    them), or None when the round is not of perfect information for the seat or too big
    for the budget's node bound. ``deadline`` (``time.perf_counter()``): a safety net for
    a machine too slow for the bound, as in the search."""
    result = _solve_seat(k, moves, budget_ms, deadline, ties=False)
    return None if result is None else result[0]


def solve_best(k: Knowledge, moves: Sequence[Move], budget_ms: float,
               deadline: float | None = None) -> list[Move] | None:
    """Every one of ``moves`` of the best exact value, in the caller's order, or None as
    :func:`solve`. Against best play these moves are worth the same; which one a fallible
    opponent is likeliest to answer badly is left to the caller (the first alone where
    the node bound leaves no room to test the others)."""
    result = _solve_seat(k, moves, budget_ms, deadline, ties=True)
    return None if result is None else result[3]


def _solve_seat(k: Knowledge, moves: Sequence[Move], budget_ms: float,
                deadline: float | None, ties: bool,
                ) -> tuple[Move, float, int, list[Move]] | None:
    """:func:`solve_game` on the one world consistent with the seat's observation, within
    the budget's node bound; None when the round is not of perfect information for it."""
    if not perfect_information(k):
        return None
    return solve_game(exact_world(k), moves, k.side, int(budget_ms * NODES_PER_MS),
                      deadline, ties)


def solve_game(game: Game, moves: Sequence[Move], side: int, max_nodes: int,
               deadline: float | None = None, ties: bool = False,
               ) -> tuple[Move, float, int, list[Move]] | None:
    """``(best move, its value, nodes visited, the moves of that value)`` of ``side`` in
    ``game`` among ``moves`` (moves of ``game`` or equal to them), or None past
    ``max_nodes`` (or ``deadline``). The moves of the best value are tested only with
    ``ties`` (else the best alone), within the same bound."""
    legal = {m: m for m in game.legal_moves()}
    own = [legal.get(m, m) for m in moves]
    solver = Solver(side, max_nodes, deadline)
    try:
        move, value, _ = solver.best(game, own)
    except TooBig:
        return None
    best = moves[own.index(move)]
    tied = solver.equals(game, own, move, value) if ties else [move]
    return best, value, solver.nodes, [moves[own.index(m)] for m in tied]
