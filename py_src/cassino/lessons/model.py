"""What a lesson is made of: steps, each a position (the notation of
:mod:`cassino.position`), a task and a hint in Portuguese and English, and the task's goal —
a small named check over the moves the learner played in the step, which the engine has
already found legal. A step also carries its own proof: a solution that completes it and a
wrong try, refused by the engine with a stated code or legal but short of the task
(tests/engine/test_lessons.py plays both)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Game
from ..moves import Move

Text = Mapping[str, str]  # {"pt": ..., "en": ...}
Check = Callable[[Game, Sequence[Move], Game], bool]
"""``check(before, moves, after)``: the position the step starts from, the moves played in
it (the last one ends the turn) and the position after them."""


def words(pt: str, en: str) -> dict[str, str]:
    return {"pt": pt, "en": en}


@dataclass(frozen=True)
class Goal:
    """A task's check, with a name that says it (``captures 7D``, ``builds 9``)."""

    name: str
    check: Check

    def met(self, before: Game, moves: Sequence[Move], after: Game) -> bool:
        return bool(moves) and self.check(before, moves, after)


@dataclass(frozen=True)
class Wrong:
    """A wrong try the step expects: refused by the engine with ``code``, or (``code`` None)
    legal but short of the task — then the step's ``miss`` text says why."""

    move: Mapping[str, Any]
    code: str | None = None


@dataclass(frozen=True)
class Step:
    position: str
    task: Text
    hint: Text
    goal: Goal
    solution: tuple[Mapping[str, Any], ...]
    wrong: Wrong
    miss: Text | None = None  # why a legal move that misses the task is not it
    well: Text | None = None  # what the learner has just seen, once the task is done


@dataclass(frozen=True)
class Lesson:
    variant: str
    steps: tuple[Step, ...]


def step(position: str, task: Text, hint: Text, goal: Goal,
         solution: Mapping[str, Any] | Sequence[Mapping[str, Any]], wrong: Wrong, *,
         miss: Text | None = None, well: Text | None = None) -> Step:
    moves = (solution,) if isinstance(solution, Mapping) else tuple(solution)
    return Step(position, task, hint, goal, moves, wrong, miss, well)


def refused(move: Mapping[str, Any], code: str) -> Wrong:
    """A wrong try the engine refuses with ``code`` (its reason, in both languages, is
    what the learner reads)."""
    return Wrong(dict(move), code)


def misses(move: Mapping[str, Any]) -> Wrong:
    """A legal move that does not do the task (the step's ``miss`` says why)."""
    return Wrong(dict(move), None)


# ---- goals: small named checks over the moves played -------------------------------------
def _last(moves: Sequence[Move]) -> Move:
    return moves[-1]


def captures(*cards: str) -> Goal:
    """The turn ends with a capture that takes every one of ``cards``."""
    wanted = set(cards)

    def check(before: Game, moves: Sequence[Move], after: Game) -> bool:
        move = _last(moves)
        return move.kind == "capture" and wanted <= {c.code for c in move.takes}
    return Goal(f"captures {' '.join(cards)}", check)


def captures_with(card: str, *cards: str) -> Goal:
    """The turn ends with ``card`` capturing (at least) ``cards``."""
    inner = captures(*cards)

    def check(before: Game, moves: Sequence[Move], after: Game) -> bool:
        move = _last(moves)
        return move.card is not None and move.card.code == card and inner.check(
            before, moves, after)
    return Goal(f"captures {' '.join(cards)} with {card}", check)


def captures_build(value: int) -> Goal:
    """The turn ends with a capture that takes a build of ``value``."""
    def check(before: Game, moves: Sequence[Move], after: Game) -> bool:
        move = _last(moves)
        taken = {b.value for b in before.builds if b.id in move.targets}
        return move.kind == "capture" and value in taken
    return Goal(f"captures a build of {value}", check)


def clears_table() -> Goal:
    """The turn ends with a capture that leaves the table empty (a sweep where it scores)."""
    def check(before: Game, moves: Sequence[Move], after: Game) -> bool:
        return _last(moves).kind == "capture" and not after.loose and not after.builds
    return Goal("clears the table", check)


def sweeps(points: int) -> Goal:
    """The turn ends with a capture that scores a sweep of ``points``."""
    def check(before: Game, moves: Sequence[Move], after: Game) -> bool:
        side = before.side_of(before.to_move)
        return after.sweep_score[side] - before.sweep_score[side] == points
    return Goal(f"sweeps for {points}", check)


def builds(value: int, kind: str = "build") -> Goal:
    """The turn ends with a build (or a ``raise``) of ``value``, and the hand keeps a card
    that captures it."""
    def check(before: Game, moves: Sequence[Move], after: Game) -> bool:
        move = _last(moves)
        seat = before.to_move
        kept = any(value in after.rules.in_hand(c) for c in after.hands[seat])
        return move.kind == kind and move.value == value and kept
    return Goal(f"{'builds' if kind == 'build' else kind + 's'} {value} and keeps a "
                f"{value}", check)


def trails(card: str | None = None) -> Goal:
    """The turn ends with a trail (of ``card``)."""
    def check(before: Game, moves: Sequence[Move], after: Game) -> bool:
        move = _last(moves)
        return move.kind == "trail" and (card is None or move.card.code == card)
    return Goal(f"trails {card}" if card else "trails", check)


def table_first(then: Goal) -> Goal:
    """At least one action with table cards only (it does not end the turn, 000), then a
    hand card that does ``then``."""
    def check(before: Game, moves: Sequence[Move], after: Game) -> bool:
        return (len(moves) >= 2 and all(m.card is None for m in moves[:-1])
                and then.check(before, moves, after))
    return Goal(f"a table action that does not end the turn, then {then.name}", check)
