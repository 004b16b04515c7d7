"""Cheap simulation: the one place the computer players copy a game to play on.

``fork(game)`` is ``Game.clone`` where the engine has one (the engine-shape issue's fast
copy of the state as one value), else the players' own shallow copy
(:func:`.sampling.clone`, tested against ``Game.copy`` in every rule set): ``Game.copy``
itself goes through the JSON-ready data, some fifty times slower.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Game
from .sampling import clone as _shallow

fork: Callable[[Game], Game] = getattr(Game, "clone", None) or _shallow
"""A copy of ``game`` to play on; playing it never changes ``game``."""


def scratch(game: Game) -> Game:
    """A copy of ``game`` for a search to play on from: the round's history is left
    behind (no rule looks back at it; the copies made from this one then skip it)."""
    new = fork(game)
    if isinstance(getattr(new, "_events", None), list):
        new._events = []
        new._spelled = 0
    return new
