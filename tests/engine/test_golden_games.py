"""Seeded games keep their legal moves, in order, their scores and their saves (the record in
golden/games.json, written by golden_record.py before the engine was reshaped): a change of
shape must not change a rule."""

import json

import pytest
from golden_record import GOLDEN, SAVES, cases, digest, key

RECORD = json.loads(GOLDEN.read_text())
CASES = cases()


def test_the_record_covers_every_rule_set_player_count_and_option():
    assert sorted(RECORD) == sorted(key(*case) for case in CASES)


@pytest.mark.parametrize("case", CASES, ids=[key(*case) for case in CASES])
def test_a_seeded_match_has_the_recorded_moves_scores_and_save(case):
    assert digest(*case) == RECORD[key(*case)]


SAVED = json.loads(SAVES.read_text())


@pytest.mark.parametrize("name", sorted(SAVED))
def test_a_save_of_an_earlier_version_loads_with_the_same_legal_moves(name):
    from cassino.engine import Game

    game = Game.from_dict(SAVED[name]["save"])
    assert [move.to_dict() for move in game.legal_moves()] == SAVED[name]["legal"]
    assert Game.from_dict(game.to_dict()).to_dict() == game.to_dict()
