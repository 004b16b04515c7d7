"""Cassino: the Casino family of fishing card games — rules, scoring and computer players."""

from .cards import Card, parse_card, parse_cards
from .engine import Game
from .errors import IllegalMove
from .moves import Build, Move
from .rules import RULE_SETS, get_rules

__version__ = "0.1.0"


def variants() -> list[dict]:
    """Every rule set: ``{id, name: {pt, en}, players, source, summary, options, target}``."""
    return [rules.describe() for rules in RULE_SETS.values()]


__all__ = ["Build", "Card", "Game", "IllegalMove", "Move", "get_rules", "parse_card",
           "parse_cards", "variants"]
