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

import math
from collections.abc import Sequence
from functools import lru_cache

from ..cards import Card
from ..rules import RuleSet
from ..scoring import (
    LastCapture,
    Most,
    ScoringKind,
    by_side,
    counted,
    counted_in_deck,
    kind_of,
    majority_points,
)
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


@lru_cache(maxsize=65536)
def spread_chances(lead: int, remaining: int, spread: float) -> tuple[float, float]:
    """(win, tie) chances of a side ``lead`` counted cards ahead of its rival with
    ``remaining`` still to share, the final lead taken as normal with variance ``spread``
    times the card-by-card binomial's (``remaining``): captures take cards in clumps, so
    the counts spread wider. The final lead keeps the parity of ``lead + remaining``."""
    if remaining <= 0:
        return (1.0, 0.0) if lead > 0 else ((0.0, 1.0) if lead == 0 else (0.0, 0.0))
    sigma = math.sqrt(spread * remaining)

    def below(x: float) -> float:
        return 0.5 * (1.0 + math.erf(x / (sigma * math.sqrt(2.0))))

    if (lead + remaining) % 2:  # no tie possible: the lead ends odd
        return below(lead), 0.0
    win = below(lead - 1)
    return win, below(lead + 1) - win


@lru_cache(maxsize=64)
def worths(rules: RuleSet) -> dict[Card, float]:
    """``card_worth`` of every card of the deck (rule sets are kept, one object each: this
    is worked out once per rule set). Read it, never change it."""
    return {card: card_worth(rules, card) for card in rules.deck}


@lru_cache(maxsize=64)
def estimator(rules: RuleSet, sides: int, clump: float = 1.0) -> Estimator:
    """The rule set's :class:`Estimator` for ``sides`` sides (and ``clump``), made once (it
    remembers the majorities' estimates it has worked out)."""
    return Estimator(rules, sides, clump)


class Estimator:
    """Estimated round points of every side, from captured cards (see the module doc)."""

    def __init__(self, rules: RuleSet, sides: int, clump: float = 1.0) -> None:
        self.rules = rules
        self.sides = sides
        self.clump = clump
        """How much wider than card by card the majorities' counts spread (1: the
        binomial of ``Most.estimate``): a card item's spread is ``1 + share * (clump -
        1)``, ``share`` the part of the deck the item counts (captures take the cards in
        clumps; a suit's share of a clump is smaller)."""
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
                    found = known[key] = self._majority(item, key) if self.clump != 1.0 \
                        else kind.estimate(item, rules, piles, sides)
            for s, extra in enumerate(found):
                points[s] += extra
        return points

    def _majority(self, item, counts: tuple[int, ...]) -> list[float]:
        """``Most.estimate`` with the counts spread by ``clump`` (:func:`spread_chances`)."""
        deck = counted_in_deck(self.rules, item)
        spread = 1.0 + deck / len(self.rules.deck) * (self.clump - 1.0)
        return majority_points(item, counts, deck - sum(counts), self.sides,
                               lambda lead, remaining: spread_chances(lead, remaining, spread))

    def value(self, piles: Sequence[Sequence[Card]], sweeps: Sequence[int],
              last_side: int | None, side: int) -> float:
        """The estimated objective of ``side``."""
        return objective(self.rules, self.points(piles, sweeps, last_side), side)
