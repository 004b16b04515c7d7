"""The game state as one value (cassino.state.GameState): everything play changes lives in
it, ``clone`` copies it so that playing the copy leaves the original alone, and its dict is
the save's state fields."""

from __future__ import annotations

import json
import random

import pytest
from cassino import Game
from cassino.rules import RULE_SETS
from cassino.seating import Seating
from cassino.state import STATE_FIELDS, GameState

CASES = [(v, p) for v, rules in RULE_SETS.items() for p in rules.players]


def part_played(variant: str, players: int, seed: int) -> Game:
    game = Game.new(variant, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 30)):
        if game.round_over:
            break
        game.play_random(rng)
    return game


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_play_changes_only_the_state_never_the_fields_a_match_fixes(variant, players):
    game = Game.new(variant, players=players, seed=5)
    fixed = dict(vars(game))
    options = dict(game.options)
    rng = random.Random(5)
    for _ in range(3):
        while not game.round_over:
            game.play_random(rng)
        if game.match_over:
            break
        game.next_round()
    assert vars(game) == fixed and all(vars(game)[k] is v for k, v in fixed.items())
    assert game.options == options


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_a_clone_plays_on_without_changing_the_original(variant, players):
    for seed in range(3):
        game = part_played(variant, players, seed)
        before = json.dumps(game.to_dict())
        copy = game.clone()
        assert copy == game and copy.state is not game.state
        rng = random.Random(seed)
        while not copy.round_over:
            copy.play_random(rng)
        if not copy.match_over:
            copy.next_round()
        assert json.dumps(game.to_dict()) == before


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_play_legal_plays_a_legal_move_as_play_does(variant, players):
    # the simulations' road (Game.play_legal: no look-up) ends in the state play() reaches
    for seed in range(3):
        game = part_played(variant, players, seed)
        other = game.clone()
        rng = random.Random(seed)
        while not game.round_over:
            legal = game.legal_moves()
            move = legal[rng.randrange(len(legal))]
            game.play_legal(move)
            other.play(move)
            assert game.to_dict() == other.to_dict()
            other = game.clone()


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_the_state_reads_back_from_its_dict(variant, players):
    game = part_played(variant, players, 2)
    seating = Seating.of(game.rules, game.players)
    data = json.loads(json.dumps(game.state.to_dict()))
    assert GameState.from_dict(data, seating).to_dict() == game.state.to_dict()


def test_the_games_fields_are_the_states():
    game = part_played("casino", 2, 1)
    assert game.hands is game.state.hands and game.loose is game.state.loose
    game.to_move = 1 - game.to_move
    assert game.state.to_move == game.to_move
    public = {name for name in STATE_FIELDS if name not in ("events", "spelled", "legal")}
    assert all(getattr(game, name) is getattr(game.state, name) for name in public)


def test_a_save_is_the_match_fields_then_the_state_fields_in_the_saved_order():
    game = part_played("tablic", 3, 4)
    keys = list(game.to_dict())
    assert keys[:5] == ["format", "variant", "options", "players", "seed"]
    assert keys[5:] == list(game.state.to_dict())
