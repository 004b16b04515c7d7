"""Computer players. They decide from a seat's observation only, never from hidden cards."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..engine import Game
from ..moves import Move
from ..rules import RuleSet, get_rules

LEVELS = ("random", "greedy")


def card_worth(rules: RuleSet, code: str) -> float:
    """What capturing one card is worth under the rule set's scoring table, on average:
    its own points, plus its share of each majority it counts toward."""
    from ..cards import parse_card

    card = parse_card(code)
    deck = len(rules.deck)
    worth = 0.0
    for item in rules.scoring:
        if item.kind == "each" and (card.code in item.cards or card.rank in item.ranks):
            worth += item.points
        elif item.kind == "most":
            if item.suit is None:
                worth += item.points / (deck / 2)
            elif card.suit == item.suit:
                worth += item.points / (deck / 8)
    return worth


def position_from_observation(observation: Mapping[str, Any]) -> Game:
    """The observing seat's position: its hand and the table; other hands are unknown and
    left empty, which is all the seat's own legal moves depend on."""
    try:
        seat = observation["seat"]
        players = observation["players"]
        table = observation["table"]
        hands = [observation["hand"] if s == seat else [] for s in range(players)]
        return Game.from_position(observation["variant"], hands, table["loose"],
                                  table["builds"], to_move=seat,
                                  options=observation.get("options") or None)
    except (KeyError, TypeError) as exc:
        raise ValueError(f"malformed observation: missing {exc}") from None


def greedy(rules: RuleSet, moves: list[Move], table_size: int) -> Move:
    """Take the most valuable capture; otherwise trail the least valuable card."""
    captures = [m for m in moves if m.kind == "capture"]
    if captures:
        def gain(m: Move) -> float:
            sweep = rules.sweep_points if len(m.takes) == table_size else 0
            return sum(card_worth(rules, c.code) for c in (m.card, *m.takes)) + sweep + \
                len(m.takes) * 0.01
        return max(captures, key=gain)
    trails = [m for m in moves if m.kind == "trail"]
    if trails:
        return min(trails, key=lambda m: card_worth(rules, m.card.code))
    return moves[0]


def choose_move(observation: Mapping[str, Any], level: str = "greedy", seed: int = 0,
                budget_ms: int = 1000) -> dict:
    """A legal move dict for the observing seat, chosen at ``level``.

    :raises ValueError: an unknown level or a malformed observation.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    game = position_from_observation(observation)
    moves = game.legal_moves()
    if not moves:
        raise ValueError("no legal move: the round is over")
    if len(moves) == 1:
        return moves[0].to_dict()
    if level == "random":
        return random.Random(seed).choice(moves).to_dict()
    rules = get_rules(observation["variant"])
    table_size = len(game.loose) + sum(len(b.cards) for b in game.builds)
    return greedy(rules, moves, table_size).to_dict()
