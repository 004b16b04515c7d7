"""Computer players. They decide from a seat's observation only, never from hidden cards.

``choose_move(observation, level, seed, budget_ms)`` answers a move dict ``Game.play``
accepts. Levels, weakest first:

* ``random``: a uniformly random legal move;
* ``greedy``: the most valuable capture, else trail the least valuable card;
* ``counter``: one ply with card counting, scored by the rule set's own scoring items
  (:mod:`.policies`, :mod:`.evaluate`);
* ``expert``: sampled worlds consistent with the observation, played out by fast
  policies, under a budget (:mod:`.search`).

In Tablic the greedy, counter and expert players declare exactly when their side's total
(match score plus this round's points so far) reaches the target — on their turn, and on
anyone's turn through :func:`first_to_declare`, which the bridge asks after every change;
the random level may declare at any time of its own turn.

Nothing here is specific to one rule set: the evaluation comes from ``rules.scoring``,
``sweep_points`` and ``lowest_wins``.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterable, Mapping
from typing import Any

# The players' modules load on first use (``choose_move``, or an attribute of this package):
# a page that starts a game imports this package and needs them only at the computer's turn.
_LAZY = {"Knowledge": "knowledge", "read": "knowledge", "counter": "policies",
         "greedy": "policies", "expert": "search"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        module = importlib.import_module(f".{_LAZY[name]}", __name__)
        return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


LEVELS = ("random", "greedy", "counter", "expert")
EXPERT_TABLE_ACTIONS = True
"""Whether the expert weighs table-only actions (000) beside the hand-card moves."""
DEFAULT_LEVEL = "expert"
DEFAULT_BUDGET_MS = 1000
LEVEL_NAMES = {
    "random": {"pt": "Aleatório", "en": "Random"},
    "greedy": {"pt": "Guloso", "en": "Greedy"},
    "counter": {"pt": "Contador de cartas", "en": "Card counter"},
    "expert": {"pt": "Especialista", "en": "Expert"},
}


def should_declare(view: Mapping[str, Any]) -> bool:
    """Tablic: does the observing seat's side reach the declaration target with its match
    score plus this round's points so far (``view["round_points"]``)?"""
    target = view.get("declare_target")
    if target is None:
        return False
    total = view.get("declare_total")  # the engine's count (none added once scored)
    if not isinstance(total, int):
        side = view.get("side", view["seat"])
        try:
            total = view["scores"][side] + view["round_points"][side]
        except (KeyError, IndexError, TypeError):
            return False
    return total >= target


def first_to_declare(views: Iterable[Mapping[str, Any]]) -> int | None:
    """Tablic, on anyone's turn: of the computer seats' views (``Game.view``), in the
    order given, the seat of the first that may declare now (``view["may_declare"]``) and
    whose side has reached the target; None when none has."""
    for view in views:
        if view.get("may_declare") and should_declare(view):
            return int(view["seat"])
    return None


def choose_move(observation: Mapping[str, Any], level: str = "greedy", seed: int = 0,
                budget_ms: int = 1000) -> dict:
    """A legal move dict for the observing seat, chosen at ``level``.

    Deterministic for a given observation, level, seed and budget (see :mod:`.search` for
    the one exception, a machine too slow for the budget). Instant when one move is legal.

    :raises ValueError: an unknown level, a malformed observation, or a seat not to move.
    """
    try:
        return _choose(observation, level, seed, budget_ms)
    except (TypeError, KeyError, IndexError, AttributeError, OverflowError,
            RecursionError) as exc:
        # a value of the wrong kind somewhere in the observation (a real one never has)
        raise ValueError(f"malformed observation: {type(exc).__name__}: "
                         f"{str(exc)[:200]}") from None


def _choose(observation: Mapping[str, Any], level: str, seed: int, budget_ms: int) -> dict:
    from .knowledge import read
    from .policies import counter, greedy

    if not isinstance(level, str) or level not in LEVELS:
        raise ValueError(f"unknown level {str(level)[:40]!r} (known: {', '.join(LEVELS)})")
    if type(seed) is not int or type(budget_ms) is not int or budget_ms <= 0:
        raise ValueError("seed and budget_ms must be whole numbers (budget_ms above 0)")
    k = read(observation)
    if observation.get("round_over"):
        raise ValueError("no legal move: the round is over")
    if k.to_move != k.seat:
        raise ValueError(f"seat {k.seat} is not to move (seat {k.to_move} is)")
    try:
        game = k.position()
    except ValueError as exc:  # a position no game can be in: the observation contradicts
        raise ValueError(f"malformed observation: {str(exc)[:200]}") from None
    moves = game.legal_moves()
    if not moves:
        raise ValueError("no legal move in this position")
    if len(moves) == 1:
        return moves[0].to_dict()
    if level == "random":
        return random.Random(seed).choice(moves).to_dict()
    # A declaration (Tablic): made exactly when the side's total reaches the target.
    declares = [m for m in moves if m.kind == "declare"]
    if declares and should_declare(observation):
        return declares[0].to_dict()
    # The expert weighs every move but a declaration: table-only builds and additions
    # (000: the same player goes on) and builds for a partner included, its search
    # playing on to the turn's card. The others play a hand card: no table-only action
    # while a card can be played.
    moves = ([m for m in moves if m.kind != "declare"] if level == "expert" and
             EXPERT_TABLE_ACTIONS else
             [m for m in moves if m.card is not None]) or \
        [m for m in moves if m.kind != "declare"] or moves
    if len(moves) == 1:
        return moves[0].to_dict()
    if level == "greedy":
        table_size = len(game.loose) + sum(len(b.cards) for b in game.builds)
        return greedy(k.rules, moves, table_size).to_dict()
    if level == "counter":
        return counter(k, moves).to_dict()
    from .search import expert  # (and its sampling) only for the level that searches

    return expert(k, moves, seed, budget_ms).to_dict()


__all__ = ["DEFAULT_BUDGET_MS", "DEFAULT_LEVEL", "LEVELS", "LEVEL_NAMES", "Knowledge",
           "choose_move", "first_to_declare", "read", "should_declare"]
