"""Round scoring from the rule set's scoring table (001 §07, and each seed's own table)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import Card
from .rules.base import RuleSet, ScoringItem


def by_side(piles: Sequence[Sequence[Card]], sides: int) -> list[list[Card]]:
    """Capture piles gathered per side: pile i counts for side ``i % sides`` (one pile per
    side, or one per player where each keeps a pile, 000 Lesotho)."""
    gathered: list[list[Card]] = [[] for _ in range(sides)]
    for i, pile in enumerate(piles):
        gathered[i % sides].extend(pile)
    return gathered


def _count(item: ScoringItem, pile: Sequence[Card]) -> int:
    if item.suit is None:
        return len(pile)
    return [card.suit for card in pile].count(item.suit)


def score_round(rules: RuleSet, piles: Sequence[Sequence[Card]], sweep_points: Sequence[int],
                last_capture: int | None = None, carried: Mapping[str, int] | None = None,
                ) -> tuple[list[dict], dict[str, int]]:
    """One entry per side, ``{"total": n, "items": {key: points}}``, and the points carried
    to the next round. ``piles``: the cards each side captured (see :func:`by_side`).

    ``most`` items go to the single side with the highest count; a tie scores for nobody,
    ``tie_points`` each, or is carried: the next untied majority takes the carried points
    on top of its own. ``sweep_points``: what each side's sweeps are worth. ``last_capture``
    is the side that made the round's last capture.
    """
    carried = dict(carried or {})
    available = table_total(rules)  # the points this round hands out, carried ones included
    every_point_awarded = True
    sides = range(len(piles))
    items: list[dict[str, int]] = [{} for _ in sides]
    for item in rules.scoring:
        if item.kind == "most":
            counts = [_count(item, pile) for pile in piles]
            best = max(counts)
            leaders = [s for s in sides if counts[s] == best]
            points = item.points + carried.get(item.key, 0)
            if best == 0:  # nobody took any: nobody has the most
                for s in sides:
                    items[s][item.key] = 0
            elif len(leaders) == 1:
                available += carried.pop(item.key, 0)
                for s in sides:
                    items[s][item.key] = points if s in leaders else 0
            else:
                every_point_awarded = False
                tie = item.tie_points if item.tie == "split" else 0
                if item.tie == "carry":
                    carried[item.key] = points
                for s in sides:
                    items[s][item.key] = tie if s in leaders else 0
        elif item.kind == "each":
            wanted = rules.scored_cards[item.key]
            for s in sides:
                items[s][item.key] = len(wanted.intersection(piles[s])) * item.points
        elif item.kind == "sweeps":
            for s in sides:
                items[s][item.key] = sweep_points[s]
        elif item.kind == "threshold":
            for s in sides:
                items[s][item.key] = item.points if _count(item, piles[s]) >= item.threshold \
                    else 0
        elif item.kind == "last_capture":
            for s in sides:
                items[s][item.key] = item.points if s == last_capture else 0
        else:
            raise ValueError(f"unknown scoring kind {item.kind!r}")
    if rules.sweeps_void_if_all_points:
        # Kasino: a side that takes every point of the round (the 10 of the table, and any
        # point carried into it) scores no sweeps (mokkis), nor does anyone else.
        table_points = [sum(v for k, v in entry.items() if _kind(rules, k) != "sweeps")
                        for entry in items]
        if every_point_awarded and max(table_points) == available:
            for entry in items:
                for key in entry:
                    if _kind(rules, key) == "sweeps":
                        entry[key] = 0
    return [{"total": sum(entry.values()), "items": entry} for entry in items], carried


def _kind(rules: RuleSet, key: str) -> str:
    return next(item.kind for item in rules.scoring if item.key == key)


def table_total(rules: RuleSet) -> int:
    """The points of the scoring table, sweeps and carried points aside."""
    total = 0
    for item in rules.scoring:
        if item.kind in ("most", "last_capture"):
            total += item.points
        elif item.kind == "each":
            total += item.points * len(rules.scored_cards[item.key])
    return total


def counts(rules: RuleSet, piles: Sequence[Sequence[Card]]) -> list[dict[str, int]]:
    """The raw counts behind the ``most`` items, per side (cards, spades…)."""
    return [{item.key: _count(item, pile) for item in rules.scoring if item.kind == "most"}
            for pile in piles]
