"""Evaluation from the rule set's own scoring table.

Every computer player aims at one number, the *objective* of a side: its round points minus
the mean of the other sides' points, negated when the lowest total wins (then a player
minimises its own points). At the end of a round the points are exact; during a round
:class:`Estimator` estimates them: ``each`` items, sweeps and the last capture are counted
as they stand, and each ``most`` item is worth its points times the chance of ending with
the majority when the cards still to be captured are shared at random (card counting: the
cards already captured are known). Each item is read by its kind (``scoring.KINDS``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..cards import Card
from ..rules import RuleSet
from ..scoring import LastCapture, Most, ScoringKind, by_side, counted, kind_of
from .adding import add_up


def objective(rules: RuleSet, points: Sequence[float], side: int) -> float:
    """A side's round points minus the others' mean; negated where the lowest wins."""
    others = [p for s, p in enumerate(points) if s != side]
    value = points[side] - (add_up(others) / len(others) if others else 0.0)
    return -value if rules.lowest_wins else value


def final_objective(rules: RuleSet, round_score: Sequence[dict], side: int) -> float:
    """The objective of a scored round (``Game.round_score()``)."""
    return objective(rules, [e["total"] for e in round_score], side)


def card_worth(rules: RuleSet, card: Card) -> float:
    """What capturing one card is worth on average: its own points, plus its share of each
    majority it counts toward (a static value, for the cheap players), by each item's kind."""
    worth = 0.0
    for item in rules.scoring:
        worth += kind_of(item).card_worth(item, rules, card)
    return worth


@lru_cache(maxsize=64)
def worths(rules: RuleSet) -> dict[Card, float]:
    """``card_worth`` of every card of the deck (rule sets are kept, one object each: this
    is worked out once per rule set). Read it, never change it."""
    return {card: card_worth(rules, card) for card in rules.deck}


@lru_cache(maxsize=64)
def estimator(rules: RuleSet, sides: int) -> Estimator:
    """The rule set's :class:`Estimator` for ``sides`` sides, made once (it remembers the
    majorities' estimates it has worked out)."""
    return Estimator(rules, sides)


class Estimator:
    """Estimated round points of every side, from captured cards (see the module doc)."""

    def __init__(self, rules: RuleSet, sides: int) -> None:
        self.rules = rules
        self.sides = sides
        kinds = [(item, kind_of(item)) for item in rules.scoring]
        self.each = {card: add_up(kind.card_points(item, card) for item, kind in kinds)
                     for card in rules.deck}
        """What each captured card scores by itself."""
        self.estimated = [(item, kind) for item, kind in kinds
                          if type(kind).estimate is not ScoringKind.estimate]
        """The items estimated from the piles as they stand (majorities, primiera…)."""
        self.counts = [{card: counted(rules, item, (card,)) for card in rules.deck}
                       if type(kind) is Most else None for item, kind in self.estimated]
        """Per estimated item, what each card adds to its count where the estimate depends
        on the counts only (a majority, :class:`~..scoring.Most`); else None."""
        self.known: list[dict[tuple, list[float]]] = [{} for _ in self.estimated]
        """Per estimated item, the estimates worked out, by the sides' counts."""
        self.sweep_points = rules.sweep_points
        self.last_items = add_up(kind.table_points(item, rules) for item, kind in kinds
                              if isinstance(kind, LastCapture))

    def points(self, piles: Sequence[Sequence[Card]], sweeps: Sequence[int],
               last_side: int | None) -> list[float]:
        """Expected round points per side. ``piles``: the capture piles, one per side or one
        per player (pile i counts for side ``i % sides``)."""
        if len(piles) != self.sides:
            piles = by_side(piles, self.sides)
        each = self.each.__getitem__
        points = [add_up(map(each, pile)) + self.sweep_points * sweeps[s]
                  for s, pile in enumerate(piles)]
        if last_side is not None:
            points[last_side] += self.last_items * 0.5
        rules, sides = self.rules, self.sides
        for (item, kind), counts, known in zip(self.estimated, self.counts, self.known,
                                               strict=True):
            if counts is None:
                found = kind.estimate(item, rules, piles, sides)
            else:  # a majority: the same counts, the same estimate
                key = tuple([sum(map(counts.__getitem__, pile)) for pile in piles])
                found = known.get(key)
                if found is None:
                    found = known[key] = kind.estimate(item, rules, piles, sides)
            for s, extra in enumerate(found):
                points[s] += extra
        return points

    def value(self, piles: Sequence[Sequence[Card]], sweeps: Sequence[int],
              last_side: int | None, side: int) -> float:
        """The estimated objective of ``side``."""
        return objective(self.rules, self.points(piles, sweeps, last_side), side)
