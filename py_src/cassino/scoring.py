"""Round scoring from the rule set's scoring table (001 §07)."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card
from .rules.base import RuleSet, ScoringItem


def _count(item: ScoringItem, pile: Sequence[Card]) -> int:
    if item.suit is None:
        return len(pile)
    return [card.suit for card in pile].count(item.suit)


def score_round(rules: RuleSet, piles: Sequence[Sequence[Card]],
                sweeps: Sequence[int], last_capture: int | None = None) -> list[dict]:
    """One entry per side: ``{"total": n, "items": {key: points}}``.

    ``most`` items go to the single side with the highest count; a tie scores for nobody
    or ``tie_points`` each, as the item says. ``last_capture`` is the side that made the
    round's last capture.
    """
    sides = range(len(piles))
    items: list[dict[str, int]] = [{} for _ in sides]
    for item in rules.scoring:
        if item.kind == "most":
            counts = [_count(item, pile) for pile in piles]
            best = max(counts)
            leaders = [s for s in sides if counts[s] == best]
            for s in sides:
                if len(leaders) == 1:
                    items[s][item.key] = item.points if s in leaders else 0
                else:
                    tie = item.tie_points if item.tie == "split" else 0
                    items[s][item.key] = tie if s in leaders else 0
        elif item.kind == "each":
            wanted = rules.scored_cards[item.key]
            for s in sides:
                items[s][item.key] = len(wanted.intersection(piles[s])) * item.points
        elif item.kind == "sweeps":
            for s in sides:
                items[s][item.key] = sweeps[s] * item.points
        elif item.kind == "last_capture":
            for s in sides:
                items[s][item.key] = item.points if s == last_capture else 0
        else:
            raise ValueError(f"unknown scoring kind {item.kind!r}")
    return [{"total": sum(entry.values()), "items": entry} for entry in items]


def counts(rules: RuleSet, piles: Sequence[Sequence[Card]]) -> list[dict[str, int]]:
    """The raw counts behind the ``most`` items, per side (cards, spades…)."""
    return [{item.key: _count(item, pile) for item in rules.scoring if item.kind == "most"}
            for pile in piles]
