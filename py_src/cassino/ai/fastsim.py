"""Cheap simulation: the one place the computer players copy a game to play on, and what a
search remembers of the positions its simulations meet.

``fork(game)`` is ``Game.clone``: the game's state (:class:`..state.GameState`) copied as
one value, the rule set and seating shared.

:class:`Positions` is one search's memo of the positions its rollouts reach: the legal
moves, the rollout players' candidates and the choices they made there. The simulations of
one move share most positions (the same own hand meets the same table in many worlds), so
a position's moves are generated once per search, not once per visit.

``simulate`` is one simulation of the expert's search (the copy, the candidate, the seeded
generator and the rollout, ``playout``): what the engine's road computes, move for move and
draw for draw (``tests/engine/test_ai_fastsim.py``), with less work.
"""

from __future__ import annotations

import _random
import random
from collections.abc import Callable, Sequence

from ..engine import Game
from ..movegen import LARGE_TABLE
from ..moves import Move
from ..rules.base import NO_HOOKS

fork: Callable[[Game], Game] = Game.clone
"""A copy of ``game`` to play on; playing it never changes ``game``."""


def scratch(game: Game) -> Game:
    """A copy of ``game`` for a search to play on from: the round's history is left
    behind (no rule looks back at it; the copies made from this one then skip it)."""
    new = fork(game)
    new.state.history = []
    return new


TABLE_ACTIONS_WEIGHT = 2
"""What a hand card weighs in a rollout ply's work where the rule set has table-only
actions (the Swazi family's builds and additions made from the table alone, beside every
hand card's moves): measured in CPython, such a card costs about twice casino's (18 µs
against 9)."""


class Position:
    """What a search knows of one position: its legal moves (the engine's list, shared by
    every game in it), the hand-card moves a rollout player weighs (``moves``) and the
    choices made there (``chosen``, by whatever the choice depended on besides the
    position)."""

    __slots__ = ("legal", "moves", "chosen")

    def __init__(self, legal: list[Move]) -> None:
        self.legal = legal
        self.moves = [m for m in legal if m.card is not None] or legal
        self.chosen: dict = {}


class Positions:
    """One search's memo of positions, keyed by what the player to move's legal moves
    depend on: the seat, its hand, the table's loose cards and builds, in their order, and
    whatever more the rule set's hooks name (``Hooks.moves_key``: the Swazi family's
    phase, owed build, grants and pile tops), partners or not (a seat's partners are
    fixed). Where a side may declare (Tablic) nothing is remembered (``memo`` is False) and
    each visit generates the moves anew."""

    __slots__ = ("memo", "more", "known", "work", "weight")

    def __init__(self, game: Game) -> None:
        rules = game.rules
        self.memo = rules.declare_target is None
        self.more = None if rules.hooks is NO_HOOKS else rules.hooks.moves_key
        """The hooks' part of the key (None: the rule set has none)."""
        self.known: dict[tuple, Position] = {}
        self.work = 0
        """The rollouts' work so far (:func:`playout`): over every ply, the number of cards
        in the hand of the seat to move (what generating and weighing its moves costs),
        and on a large table (``movegen.LARGE_TABLE``: dozens of moves a card) the moves
        weighed too, times ``weight``."""
        self.weight = TABLE_ACTIONS_WEIGHT if rules.table_actions else 1

    def key(self, game: Game) -> tuple:
        """The key of the position ``game`` is in."""
        state = game.state
        seat = state.to_move
        key = (seat, tuple(state.hands[seat]), tuple(state.loose), tuple(state.builds))
        return key if self.more is None else (*key, self.more(game, seat))

    def at(self, game: Game) -> Position | None:
        """The position ``game`` is in (the round not over), its legal moves put into the
        game's state when already known; None where positions are not remembered."""
        if not self.memo:
            return None
        key = self.key(game)
        found = self.known.get(key)
        if found is None:
            found = self.known[key] = Position(game.legal_moves())
        elif game.state.legal is None:
            game.state.legal = found.legal
        return found


_seed = _random.Random.seed
"""``random.Random.seed`` for an int, without its Python-level checks (the same state)."""

_new_game = Game.__new__


def simulate(world: Game, move: Move, direct: bool, seed: int, policies: Sequence,
             positions: Positions, max_plies: int = 400, deal_only: bool = True,
             rng: random.Random | None = None) -> Game:
    """One simulation of a search: a copy of ``world``, ``move`` played in it, then the
    rollout (:func:`playout`) with a generator seeded ``seed``; the game as it ends.

    Exactly what ``g = fork(world); g.play(move); rollout(g, …, random.Random(seed), …)``
    computes, with less work: the copy shares the world's fixed fields at once, ``move``
    is played without a look-up where it is one of the world's own legal moves
    (``direct``), and ``rng`` (reused from one simulation to the next) is seeded in place.
    """
    game = _new_game(Game)
    game.__dict__.update(world.__dict__)
    game.state = world.state.clone()
    if direct:
        game._apply(move)
    else:
        game.play(move)
    if rng is None:
        rng = random.Random()
    _seed(rng, seed)
    rng.gauss_next = None
    playout(game, policies, rng, positions, max_plies, deal_only)
    return game


def playout(game: Game, policies: Sequence, rng: random.Random, positions: Positions,
            max_plies: int = 400, deal_only: bool = True) -> bool:
    """``policies.rollout(game, …, policies=policies, positions=positions)``: play on, each
    seat by its policy, to the end of the deal (``deal_only``) or of the round; False if it
    got stuck. The same moves and the same draws, in one loop: where positions are
    remembered the memo is read here (:meth:`Positions.at`, inlined)."""
    state = game.state
    deal = state.deal_no
    apply = game._apply
    work = 0
    try:
        if not positions.memo:
            for _ in range(max_plies):
                if state.round_over or (deal_only and state.deal_no != deal):
                    return True
                seat = state.to_move
                work += len(state.hands[seat])
                move = policies[seat].choose(game, rng, None)
                if move is None:
                    return False
                if len(state.loose) > LARGE_TABLE:  # (see below)
                    work += len(state.legal or ())
                apply(move)
            return state.round_over
        known = positions.known
        more = positions.more
        for _ in range(max_plies):
            if state.round_over or (deal_only and state.deal_no != deal):
                return True
            seat = state.to_move
            hand = state.hands[seat]
            work += len(hand)
            key = (seat, tuple(hand), tuple(state.loose), tuple(state.builds))
            if more is not None:
                key = (*key, more(game, seat))
            at = known.get(key)
            if at is None:  # (the state's own list: never changed in place)
                at = known[key] = Position(game._legal_list())
            elif state.legal is None:
                state.legal = at.legal
            if len(state.loose) > LARGE_TABLE:  # a large table: many moves a card, weighed
                work += len(at.moves)
            move = policies[seat].choose(game, rng, at)
            if move is None:
                return False
            apply(move)
        return state.round_over
    finally:
        positions.work += work * positions.weight
