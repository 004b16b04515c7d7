"""Evaluation from the rule set's own scoring table.

Every computer player aims at one number, the *objective* of a side: its round points minus
the mean of the other sides' points, negated when the lowest total wins (then a player
minimises its own points). At the end of a round the points are exact; during a round
:class:`Estimator` estimates them: ``each`` items, sweeps and the last capture are counted
as they stand, and each ``most`` item is worth its points times the chance of ending with
the majority when the cards still to be captured are shared at random (card counting: the
cards already captured are known).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from math import comb

from ..cards import Card
from ..rules import RuleSet
from ..scoring import by_side


def objective(rules: RuleSet, points: Sequence[float], side: int) -> float:
    """A side's round points minus the others' mean; negated where the lowest wins."""
    others = [p for s, p in enumerate(points) if s != side]
    value = points[side] - (sum(others) / len(others) if others else 0.0)
    return -value if rules.lowest_wins else value


def final_objective(rules: RuleSet, round_score: Sequence[dict], side: int) -> float:
    """The objective of a scored round (``Game.round_score()``)."""
    return objective(rules, [e["total"] for e in round_score], side)


@lru_cache(maxsize=65536)
def majority_chances(lead: int, remaining: int) -> tuple[float, float]:
    """(win, tie) chances of a side ``lead`` cards ahead of its rival when ``remaining``
    cards are still shared between them, each going either way with even odds."""
    if remaining <= 0:
        return (1.0, 0.0) if lead > 0 else ((0.0, 1.0) if lead == 0 else (0.0, 0.0))
    win = tie = 0.0
    scale = 0.5 ** remaining
    for x in range(remaining + 1):
        final = lead + 2 * x - remaining
        if final > 0:
            win += comb(remaining, x) * scale
        elif final == 0:
            tie += comb(remaining, x) * scale
    return win, tie


def card_worth(rules: RuleSet, card: Card) -> float:
    """What capturing one card is worth on average: its own points, plus its share of each
    majority it counts toward (a static value, for the cheap players)."""
    deck = len(rules.deck)
    suits = len({c.suit for c in rules.deck})
    worth = 0.0
    for item in rules.scoring:
        if item.kind == "each" and (card.code in item.cards or card.rank in item.ranks):
            worth += item.points
        elif item.kind == "most":
            if item.suit is None:
                worth += item.points / (deck / 2)
            elif card.suit == item.suit:
                worth += item.points / (deck / suits / 2)
    return worth


class Estimator:
    """Estimated round points of every side, from captured cards (see the module doc)."""

    def __init__(self, rules: RuleSet, sides: int) -> None:
        self.rules = rules
        self.sides = sides
        self.each = {card: sum(i.points for i in rules.scoring if i.kind == "each"
                               and (card.code in i.cards or card.rank in i.ranks))
                     for card in rules.deck}
        self.most = [i for i in rules.scoring if i.kind == "most"]
        self.totals = [sum(1 for c in rules.deck if i.suit is None or c.suit == i.suit)
                       for i in self.most]
        self.sweep_points = rules.sweep_points
        self.last_items = sum(i.points for i in rules.scoring if i.kind == "last_capture")

    def counts(self, piles: Sequence[Sequence[Card]]) -> list[list[int]]:
        """Per ``most`` item, the count of each side (``piles`` one per side)."""
        return [[sum(1 for c in pile if item.suit is None or c.suit == item.suit)
                 for pile in piles] for item in self.most]

    def points(self, piles: Sequence[Sequence[Card]], sweeps: Sequence[int],
               last_side: int | None) -> list[float]:
        """Expected round points per side. ``piles``: the capture piles, one per side or one
        per player (pile i counts for side ``i % sides``)."""
        if len(piles) != self.sides:
            piles = by_side(piles, self.sides)
        points = [sum(self.each[c] for c in pile) + self.sweep_points * sweeps[s]
                  for s, pile in enumerate(piles)]
        if last_side is not None:
            points[last_side] += self.last_items * 0.5
        share = 2 / self.sides
        for item, total, counts in zip(self.most, self.totals, self.counts(piles),
                                       strict=True):
            left = total - sum(counts)
            pair = round(left * share)
            for s in range(self.sides):
                rival = max(c for o, c in enumerate(counts) if o != s)
                win, tie = majority_chances(counts[s] - rival, pair)
                tie_points = item.tie_points if item.tie == "split" else 0
                points[s] += item.points * win + tie_points * tie
        return points

    def value(self, piles: Sequence[Sequence[Card]], sweeps: Sequence[int],
              last_side: int | None, side: int) -> float:
        """The estimated objective of ``side``."""
        return objective(self.rules, self.points(piles, sweeps, last_side), side)
