"""Seeded random play of every rule set and player count keeps the round invariants
(issue: 1,000 rounds per rule set and player count; fewer inside Pyodide, which is slower)."""

import sys

import pytest
from cassino.audit import InvariantBroken, check_round, random_rounds
from cassino.engine import Game
from cassino.rules import RULE_SETS

ROUNDS = 100 if sys.platform == "emscripten" else 1000
CASES = [(variant, players) for variant, rules in RULE_SETS.items() for players in rules.players]


@pytest.mark.parametrize("variant,players", CASES)
def test_seeded_random_rounds_keep_the_invariants(variant, players):
    games = list(random_rounds(variant, players, ROUNDS, seed=7))
    assert len(games) == ROUNDS
    assert all(game.round_over and not game.builds for game in games)


def test_the_audit_catches_a_lost_card():
    game = Game.new("casino", seed=3)
    game.stock.pop()  # a card vanishes
    with pytest.raises(InvariantBroken, match="cards not conserved"):
        check_round(game, __import__("random").Random(1))
