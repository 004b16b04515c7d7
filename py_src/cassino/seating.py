"""Seating and sides: who plays with whom, whose capture pile a seat fills, and the rest of
what a rule set and a player count fix for a whole match.

Seats are numbered from 0; with partnerships seats 0 and 2 form side 0, seats 1 and 3
side 1. Scores and sweeps belong to sides, and so do capture piles — unless each player
keeps one (``RuleSet.pile_per_player``, 000 Lesotho): then pile i is seat i's. Either way
pile i counts for side ``i % sides``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .cards import Card
from .rules import RuleSet
from .rules.base import NO_HOOKS, DealPlan
from .scoring import by_side


@dataclass(frozen=True, slots=True)
class Seating:
    """What never changes during a match of ``rules`` with ``players`` seats; shared by a
    game and every copy of it."""

    rules: RuleSet
    players: int
    sides: int
    pile_count: int
    """How many capture piles there are: one per side, or one per player."""
    pile_of: tuple[int, ...]
    """Per seat, the index of the capture pile its captures go to."""
    pile_seats: tuple[tuple[int, ...], ...]
    """Per pile, the seats it belongs to."""
    partners: tuple[tuple[int, ...], ...]
    """Per seat, the seats of its side (itself included)."""
    plan: DealPlan
    plain: bool
    """No special turn mechanics: legal moves take the short road."""
    deals: int
    """How many deals a round has."""

    @staticmethod
    def of(rules: RuleSet, players: int) -> Seating:
        """The seating of ``players`` seats under ``rules`` (made once per pair)."""
        return _seating(rules, players)

    def side_of(self, seat: int) -> int:
        """The side (team) a seat plays for."""
        return seat % self.sides


class Seats:
    """The seating part of ``Game``: sides, partners and capture piles of seats."""

    sides: int
    pile_count: int
    seating: Seating

    def side_of(self, seat: int) -> int:
        """The side (team) a seat plays for."""
        return seat % self.sides

    def pile_of(self, seat: int) -> int:
        """The index in ``piles`` of the capture pile a seat's captures go to: its side's,
        or its own where each player keeps a pile (000 Lesotho)."""
        return self.seating.pile_of[seat]

    def side_piles(self) -> list[list[Card]]:
        """The captured cards per side: pile i counts for side ``i % sides`` (partners'
        piles added together where each player keeps one, 000 Lesotho)."""
        if self.pile_count == self.sides:
            return self.piles
        return by_side(self.piles, self.sides)


    def partners(self, seat: int) -> tuple[int, ...]:
        """The seats whose builds count as ``seat``'s own: its side's (000 partnerships)."""
        return self.seating.partners[seat]



def _deals(rules: RuleSet, players: int) -> int:
    plan = rules.deal_for(players)
    first = sum(n * (players if w == "players" else 1) for w, n in plan.first)
    later = sum(n * (players if w == "players" else 1) for w, n in plan.later)
    rest = len(rules.deck) - first
    if plan.draw_after_play or later == 0:
        return 1
    return 1 + -(-rest // later)


@lru_cache(maxsize=256)
def _seating(rules: RuleSet, players: int) -> Seating:
    sides = rules.sides_for(players)
    pile_count = rules.piles_for(players)
    pile_of = tuple(rules.pile_for(seat, sides) for seat in range(players))
    # Rule sets with no special turn mechanics take the short road in _drafts.
    plain = not (rules.hooks is not NO_HOOKS or rules.declare_target is not None
                 or sides < players)
    return Seating(
        rules=rules, players=players, sides=sides, pile_count=pile_count, pile_of=pile_of,
        pile_seats=tuple(tuple(s for s in range(players) if pile_of[s] == pile)
                         for pile in range(pile_count)),
        partners=tuple(tuple(s for s in range(players) if s % sides == seat % sides)
                       for seat in range(players)),
        plan=rules.deal_for(players), plain=plain,
        deals=_deals(rules, players))
