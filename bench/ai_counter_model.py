"""The expert with the counter player itself inside its rollouts: a measurement, never a
player (each rollout move costs about a millisecond, ten times the whole simulation).

    python bench/ai_counter_model.py --variant casino --pairs 60 --budget-ms 100 \\
        --b counter --new-set 'search.OTHER_POLICY="counter"' \\
        --new-set search.OTHER_EPSILON=0.0 [--seed 101] [--jobs 2] [--verbose]

Registers ``"counter"`` as a rollout policy (``search.POLICIES``): at each rollout move the
seat to move reads the world as its own view (its hand, the table, the piles; the other
hands and the stock unseen) and plays :func:`cassino.ai.policies.counter`'s choice. Then
runs ``ai_paired.py`` with the arguments given, so ``--new-set
search.OTHER_POLICY="counter"`` measures an exact model of the counter player as the
other side (against ``--b counter``) and ``search.OWN_POLICY="counter"`` the counter
player as the searching side's own rollout policy.
"""

from __future__ import annotations

import ai_paired
from cassino.ai import search
from cassino.ai.knowledge import Knowledge
from cassino.ai.policies import FastPolicy, counter
from cassino.engine import Game
from cassino.moves import Move


def world_view(game: Game, seat: int) -> Knowledge:
    """What ``seat`` knows in a world: its hand, the table and the piles; every card in
    another hand or the stock unseen."""
    state = game.state
    rules = game.rules
    hand = list(state.hands[seat])
    builds = [{"id": b.id, "value": b.value, "groups": [[c.code for c in g] for g in b.groups],
               "owner": b.owner, "fixed": b.fixed} for b in state.builds]
    seen = {*hand, *state.loose, *(c for b in state.builds for g in b.groups for c in g),
            *(c for pile in state.piles for c in pile)}
    players = len(state.hands)
    return Knowledge(observation={}, rules=rules, options={}, seat=seat, players=players,
                     sides=rules.sides_for(players), to_move=seat, dealer=state.dealer,
                     hand=hand, loose=list(state.loose), builds=builds,
                     hand_counts=[len(h) for h in state.hands], stock=len(state.stock),
                     captured=[list(p) for p in state.piles], sweeps=list(state.sweeps),
                     last_capturer=state.last_capturer,
                     unseen=[c for c in rules.deck if c not in seen])


class CounterRollout(FastPolicy):
    """The counter player as a rollout policy (with the usual ``epsilon`` random moves)."""

    def _situation(self, game: Game) -> object:
        """Besides the position (seat, hand, table), counter's choice depends on the
        piles, sweeps, last capturer and the hidden cards' counts."""
        state = game.state
        return (tuple(map(tuple, state.piles)), tuple(state.sweeps), state.last_capturer,
                len(state.stock), tuple(len(h) for h in state.hands))

    def _best(self, game: Game, moves: list[Move]) -> Move:
        return counter(world_view(game, game.state.to_move), moves)


search.POLICIES["counter"] = CounterRollout

if __name__ == "__main__":
    ai_paired.main()
