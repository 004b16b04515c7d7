"""The rule set's hooks: the engine asks them who deals, who plays first and which turn rules
apply, so a mechanic is a named hook any rule set may take, not a flag of one rule set."""

from __future__ import annotations

import random
from dataclasses import replace

from cassino.engine import Game
from cassino.rules import get_rules
from cassino.rules.base import NO_HOOKS
from cassino.rules.swazi_turns import (
    LESOTHO_TURNS,
    SOUTH_AFRICAN_TURNS,
    SWAZI_TURNS,
    LesothoTurns,
    SouthAfricanTurns,
    SwaziTurns,
)


def test_the_plain_hooks_start_after_the_dealer_and_pass_the_deal_on():
    # 001 §02: the player after the dealer leads; the deal passes on round by round.
    game = Game.new("casino", 2, 3)
    assert get_rules("casino").hooks is NO_HOOKS
    assert game.to_move == (game.dealer + 1) % 2
    dealer = game.dealer
    rng = random.Random(3)
    while not game.round_over:
        game.play_random(rng)
    game.next_round()
    assert game.dealer == (dealer + 1) % 2


def test_the_swazi_family_declares_its_turn_rules_as_hooks():
    assert all(type(get_rules(v).hooks) is SwaziTurns
               for v in ("swazi", "swazi-2p", "swazi-2p-stock"))
    assert isinstance(get_rules("lesotho").hooks, LesothoTurns)
    assert isinstance(get_rules("south-african").hooks, SouthAfricanTurns)
    assert {SWAZI_TURNS, LESOTHO_TURNS, SOUTH_AFRICAN_TURNS} == {
        get_rules(v).hooks for v in ("swazi", "lesotho", "south-african")}


def test_a_rule_set_given_the_south_african_hooks_lets_the_dealer_play_first():
    # 000 South African: "O carteador é sempre o primeiro a jogar" — a hook any rule set may
    # take: Casino with it keeps its own moves and lets the dealer lead.
    rules = replace(get_rules("casino"), id="casino-dealer-leads", hooks=SOUTH_AFRICAN_TURNS)
    for seed in range(5):
        game = Game.new(rules, 2, seed)
        assert game.to_move == game.dealer
        plain = Game.new("casino", 2, seed)
        assert sorted(map(str, game.legal_moves())) == sorted(
            map(str, Game.from_position("casino", game.hands, table=game.loose,
                                        to_move=game.to_move).legal_moves()))
        assert plain.to_move != plain.dealer
