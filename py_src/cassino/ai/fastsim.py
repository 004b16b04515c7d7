"""Cheap simulation: the one place the computer players copy a game to play on.

``fork(game)`` is ``Game.clone``: the game's state (:class:`..state.GameState`) copied as
one value, the rule set and seating shared.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Game

fork: Callable[[Game], Game] = Game.clone
"""A copy of ``game`` to play on; playing it never changes ``game``."""


def scratch(game: Game) -> Game:
    """A copy of ``game`` for a search to play on from: the round's history is left
    behind (no rule looks back at it; the copies made from this one then skip it)."""
    new = fork(game)
    new.state.history = []
    return new
