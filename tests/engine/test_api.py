"""The public API: views hide what a seat may not see, errors leave the game unchanged."""

import json
import random

import pytest
from cassino import Game, IllegalMove, bridge
from cassino.ai import choose_move


def test_view_shows_own_hand_and_only_counts_of_other_hands():
    game = Game.new("casino", seed=7)
    view = game.view(0)
    assert view["hand"] == [c.code for c in game.hands[0]]
    assert view["hands"] == [4, 4]
    assert not set(view["hand"]) & {c.code for c in game.hands[1]}
    assert not any(c.code in json.dumps(view) for c in game.hands[1])
    assert set(view) >= {"to_move", "table", "hand", "hands", "piles", "stock", "scores",
                         "last_move", "round_over"}
    assert view["stock"] == 40 and len(view["table"]["loose"]) == 4


def test_observation_holds_no_hidden_card():
    game = Game.new("casino", seed=11)
    rng = random.Random(3)
    for _ in range(10):
        game.play(rng.choice(game.legal_moves()))
    text = json.dumps(game.observation(0))
    assert not any(c.code in text.split('"') for c in game.hands[1])
    assert not any(c.code in text.split('"') for c in game.stock)


def test_view_of_a_build_lists_id_value_groups_owner_and_multiple():
    game = Game.from_position("casino", [["7D", "7S"], ["KC", "3C"]], ["8D"],
                              [{"groups": [["5C", "2H"], ["7H"]], "value": 7, "owner": 0}])
    (build,) = game.view(1)["table"]["builds"]
    assert build["value"] == 7 and build["owner"] == 0 and build["multiple"] is True
    assert build["groups"] == [["5C", "2H"], ["7H"]] and isinstance(build["id"], int)


def test_from_position_refuses_repeated_cards_and_wrong_build_sums():
    with pytest.raises(ValueError):
        Game.from_position("casino", [["7D"], ["7D"]])
    with pytest.raises(ValueError):
        Game.from_position("casino", [["7D"], ["3C"]], [],
                           [{"groups": [["5C", "3H"]], "value": 7, "owner": 0}])


def test_unknown_variant_and_bad_player_count_raise_value_error():
    with pytest.raises(ValueError, match="unknown variant"):
        Game.new("poker")
    with pytest.raises(ValueError):
        Game.new("casino", players=3)


def test_play_card_not_in_hand_raises_and_changes_nothing():
    game = Game.from_position("casino", [["7D", "2C"], ["KC", "3C"]], ["5C"])
    before = game.to_dict()
    with pytest.raises(IllegalMove) as info:
        game.play({"kind": "trail", "card": "KC"})
    assert info.value.code == "card-not-in-hand"
    assert game.to_dict() == before


def test_next_round_before_the_round_ends_is_refused():
    game = Game.new("casino", seed=1)
    with pytest.raises(IllegalMove) as info:
        game.next_round()
    assert info.value.code == "round-not-over"


def test_a_whole_match_runs_to_a_winner_with_next_round():
    game = Game.new("casino", seed=5)
    rng = random.Random(5)
    rounds = 0
    while not game.match_over:
        while not game.round_over:
            game.play(rng.choice(game.legal_moves()))
        rounds += 1
        assert game.legal_moves() == []
        if not game.match_over:
            game.next_round()
    assert game.winner is not None
    assert max(game.scores) >= 21 and game.scores[game.winner] == max(game.scores)
    assert game.scores.count(max(game.scores)) == 1


@pytest.mark.parametrize("level", ["random", "greedy"])
def test_every_ai_level_plays_only_legal_moves(level):
    game = Game.new("casino", seed=9)
    while not game.round_over:
        move = choose_move(game.observation(game.to_move), level, seed=len(game.history))
        assert move in [m.to_dict() for m in game.legal_moves()]
        game.play(move)


def test_choose_move_refuses_a_malformed_observation():
    with pytest.raises(ValueError, match="malformed observation"):
        choose_move({"seat": 0}, "greedy")
    with pytest.raises(ValueError, match="unknown level"):
        choose_move(Game.new("casino", seed=1).observation(0), "godlike")


def test_bridge_plays_a_round_and_reports_errors_without_changing_the_game():
    state = json.loads(bridge.handle(json.dumps({"op": "new", "seed": 4, "level": "greedy"})))
    assert state["ok"] and state["view"]["variant"] == "casino"
    bad = json.loads(bridge.handle(json.dumps({"op": "new", "variant": "nope"})))
    assert bad["error"]["code"] == "unknown-variant"
    same = json.loads(bridge.handle(json.dumps({"op": "state"})))
    assert same == state
    while state["awaiting"] in ("human", "computer"):
        if state["awaiting"] == "human":
            assert state["moves"] and all(m["label"]["pt"] and m["label"]["en"]
                                          for m in state["moves"])
            wrong = {"kind": "trail", "card": "ZZ"}
            err = json.loads(bridge.handle(json.dumps({"op": "play", "move": wrong})))
            assert err["ok"] is False and err["error"]["code"] == "malformed-move"
            request = {"op": "play", "move": state["moves"][-1]}
        else:
            request = {"op": "ai"}
        state = json.loads(bridge.handle(json.dumps(request)))
        assert state["ok"], state
    assert state["round_score"] and len(state["round_score"]) == 2


def test_a_rule_set_works_out_its_tables_on_first_use_and_all_of_them_at_once():
    from dataclasses import fields, replace

    from cassino.rules import base, get_rules

    rules = replace(get_rules("casino"))  # a fresh copy: nothing worked out yet
    assert "deck" not in vars(rules)
    assert len(rules.deck) == 52
    given = {f.name for f in fields(rules) if f.init}
    assert set(vars(rules)) - given == base._DERIVED
    assert rules.in_hand(rules.deck[0]) == rules._hand[rules.deck[0]]
    assert repr(rules) == "<RuleSet casino>"
    with pytest.raises(AttributeError):
        rules.no_such_table  # noqa: B018 - the attribute access is the test


def test_a_rule_set_is_made_of_named_fields_with_defaults_and_stays_frozen():
    from dataclasses import FrozenInstanceError, replace

    from cassino.rules import get_rules
    from cassino.rules.base import CASINO_VALUES, RuleSet

    made = RuleSet(id="x", name={"pt": "x", "en": "x"}, source="", summary={}, target=11)
    assert made.target == 11 and made.players == (2,) and made.table_values == CASINO_VALUES
    assert made.by_players == {} and made.by_players is not RuleSet(
        id="y", name={}, source="", summary={}).by_players  # a factory default: one each
    with pytest.raises(TypeError, match="'name'"):
        RuleSet(id="x")
    with pytest.raises(TypeError, match="'trget'"):
        RuleSet(id="x", name={}, source="", summary={}, trget=11)
    with pytest.raises(TypeError):
        RuleSet("x", {}, "", {})  # keywords only
    with pytest.raises(FrozenInstanceError):
        made.target = 5
    casino = get_rules("casino")
    copy = replace(casino, target=31)
    assert copy.target == 31 and copy.scoring == casino.scoring and casino.target != 31


def test_a_round_is_shuffled_as_random_shuffle_shuffles_so_seeds_keep_their_deals():
    from cassino import dealing
    from cassino.cards import DECK

    for seed in range(30):
        for size in (0, 1, 2, 3, 40, 52):
            expected, cards = list(DECK[:size]), list(DECK[:size])
            random.Random(seed).shuffle(expected)
            dealing.shuffle(random.Random(seed), cards)
            assert cards == expected


def test_cards_compare_and_hash_by_identity_and_sort_by_deck_order():
    from cassino.cards import DECK, parse_card

    ace, two = parse_card("AS"), parse_card("2S")
    assert ace == parse_card("as") and ace != two and (ace != parse_card("AS")) is False
    assert ace != "AS" and ace != 0 and hash(ace) == object.__hash__(ace)
    assert sorted(reversed(DECK)) == list(DECK)
    hand = [two, ace]
    hand.remove(ace)
    assert hand == [two] and ace not in hand


def test_view_says_how_many_cards_a_hand_is_dealt():
    """``hand_size``, the most cards a hand is dealt at once: the table draws a big hand's
    seat taller by it. RULES.md, 000 Swazi: 3 players get 16 each, 4 players 12; casino deals
    4 at a time."""
    assert Game.new("swazi", players=3, seed=1).view(0)["hand_size"] == 16
    assert Game.new("swazi", players=4, seed=1).view(0)["hand_size"] == 12
    assert Game.new("casino", seed=1).view(1)["hand_size"] == 4
