"""``game.legal_moves`` is a live view (python-chess's LegalMoveGenerator): calling it gives
the list as before; ``len``, ``bool`` and ``in`` answer without a copy, and count the moves
without spelling them out."""

from __future__ import annotations

import random

import pytest
from cassino import Game
from cassino.rules import RULE_SETS

CASES = [(v, p) for v, rules in RULE_SETS.items() for p in rules.players]


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_the_view_counts_and_holds_exactly_the_listed_moves(variant, players):
    game = Game.new(variant, players=players, seed=9)
    rng = random.Random(9)
    while not game.round_over:
        fresh = game.clone()  # nothing worked out yet: len counts the drafts
        listed = game.legal_moves()
        assert len(fresh.legal_moves) == len(listed) == len(game.legal_moves)
        assert bool(fresh.legal_moves) and list(game.legal_moves) == listed
        assert all(move in game.legal_moves for move in listed)
        assert all(move.to_dict() in fresh.legal_moves for move in listed)
        game.play_random(rng)
    assert len(game.legal_moves) == 0 and not game.legal_moves and game.legal_moves() == []


def test_a_move_of_another_position_or_a_card_not_held_is_not_in_the_view():
    game = Game.new("casino", seed=3)
    view = game.legal_moves
    played = game.legal_moves()[0]
    game.play(played)
    assert played not in view  # the view shows the game as it is now
    absent = next(c for c in game.rules.deck if c not in game.hands[game.to_move])
    assert {"kind": "trail", "card": absent.code} not in view
    assert {"kind": "trail", "card": "not a card"} not in view and 7 not in view


def test_calling_the_view_gives_a_new_list_each_time():
    game = Game.new("casino", seed=3)
    first = game.legal_moves()
    first.clear()
    assert game.legal_moves() and game.legal_moves() is not game.legal_moves()
