"""The position notation (cassino.position): parsing, formatting, round trips, errors."""

import random

import pytest
from cassino import Game
from cassino.position import (
    PositionError,
    format_position,
    game_from_position,
    parse_position,
)
from cassino.rules import RULE_SETS

EXAMPLE = "casino|h0=7D,7S|h1=KC,3C|t=8D|b=5C+2H/7H:7:0|m=0"


def test_parse_gives_from_position_arguments():
    assert parse_position(EXAMPLE) == {
        "variant": "casino",
        "hands": [["7D", "7S"], ["KC", "3C"]],
        "table": ["8D"],
        "builds": [{"groups": [["5C", "2H"], ["7H"]], "value": 7, "owner": 0}],
        "to_move": 0,
    }
    game = Game.from_position(**parse_position(EXAMPLE))
    assert game.view(0)["table"]["builds"][0]["value"] == 7
    assert format_position(game) == EXAMPLE


def test_optional_fields():
    text = ("cassino|h0=AS|h1=2S|h2=3S|h3=4S|t=|m=2|s=5S,6S|d=0|o=no_sweeps=true,target=11|"
            "p0=7S|p1=8S|lc=1")
    kwargs = parse_position(text)
    assert kwargs["stock"] == ["5S", "6S"] and kwargs["dealer"] == 0
    assert kwargs["piles"] == [["7S"], ["8S"]] and kwargs["last_capturer"] == 1
    assert kwargs["options"] == {"no_sweeps": True, "target": 11}
    game = game_from_position(text)
    assert game.rules.target == 11 and game.sides == 2
    assert format_position(game) == text


def test_word_options_are_read_as_words():
    game = game_from_position("draw-casino|h0=AS|h1=2S|t=|m=0|o=values=royal")
    assert game.options == {"values": "royal"}
    assert format_position(game) == "draw-casino|h0=AS|h1=2S|t=|m=0|o=values=royal"


def test_fields_in_any_order_spaces_and_lower_case_cards_normalise():
    text = " casino | m=1 | t=8d , 5c | h1=kc | h0=7d "
    game = game_from_position(text)
    assert format_position(game) == "casino|h0=7D|h1=KC|t=8D,5C|m=1"


def test_build_ids_and_fixed_flag_round_trip():
    text = "casino|h0=7D,9S|h1=KC|t=|b=5C+2H:7:1:#3;4C+5H:9:0:f|m=0"
    game = game_from_position(text)
    ids = [b.id for b in game.builds]
    assert ids == [3, 4] and game.builds[1].fixed
    assert format_position(game) == "casino|h0=7D,9S|h1=KC|t=|b=5C+2H:7:1:#3;4C+5H:9:0:f|m=0"


@pytest.mark.parametrize("text, words", [
    ("", "position"),
    ("nosuch|h0=AS|h1=2S", "unknown rule set"),
    ("casino|h0=AS", "played by"),
    ("casino|h0=AS|h2=2S", "h0 … h1"),
    ("casino|t=AS", "no hands"),
    ("casino|h0=AS|h1=ZZ", "hand 1"),
    ("casino|h0=AS|h1=AS", "twice"),
    ("casino|h0=AS|h1=2S|m=2", "2 players"),
    ("casino|h0=AS|h1=2S|m=x", "seat number"),
    ("casino|h0=AS|h1=2S|q=1", "unknown field"),
    ("casino|h0=AS|h1=2S|t", "key=value"),
    ("casino|h0=AS|h0=2S", "twice"),
    ("casino|h0=AS|h1=2S|b=5C+2H:8:0", "does not make 8"),
    ("casino|h0=AS|h1=2S|b=5C+2H:7", "groups:value:owner"),
    ("casino|h0=AS|h1=2S|b=5C+2H:7:0:z", "unknown build part"),
    ("casino|h0=AS|h1=2S|b=5C+2H:7:3", "owner"),
    ("casino|h0=AS|h1=2S|o=nosuch=1", "unknown option"),
])
def test_bad_positions_say_what_is_wrong(text, words):
    with pytest.raises(PositionError, match=words):
        game_from_position(text)


@pytest.mark.parametrize("variant", sorted(RULE_SETS))
def test_round_trip_of_positions_from_played_games(variant):
    rules = RULE_SETS[variant]
    for players in rules.players:
        for seed in range(4):
            options = {o.key: list(o.effects)[seed % len(o.effects)] for o in rules.options}
            game = Game.new(variant, players=players, seed=seed, options=options)
            rng = random.Random(seed)
            for _ in range(rng.randrange(0, 25)):
                if game.round_over:
                    break
                game.play(rng.choice(game.legal_moves()))
            if game.round_over:
                continue
            text = format_position(game)
            again = Game.from_position(**parse_position(text))
            assert format_position(again) == text
            assert again.hands == game.hands and again.loose == game.loose
            assert again.builds == game.builds and again.to_move == game.to_move
            assert again.stock == game.stock and again.dealer == game.dealer
            assert again.options == game.options and again.piles == game.piles
            # A declaration (Tablic) belongs to the turn, not to the position.
            assert [m for m in again.legal_moves() if m.kind != "declare"] == [
                m for m in game.legal_moves() if m.kind != "declare"]
