"""Properties of seeded random play (OpenSpiel-style simulation over every rule set)."""

import random

import cassino
import pytest
from cassino import Game, IllegalMove
from cassino.audit import cards_in_play, expected_points
from cassino.rules import RULE_SETS
from hypothesis import given
from hypothesis import strategies as st

CASES = [(variant, players) for variant, rules in RULE_SETS.items() for players in rules.players]


def play_round(game: Game, rng: random.Random, check=None) -> None:
    while not game.round_over:
        moves = game.legal_moves()
        assert moves, "a legal move always exists while the round lasts"
        if check:
            check(game, moves)
        game.play(rng.choice(moves))


@pytest.mark.parametrize("variant,players", CASES)
@given(seed=st.integers(0, 2**31 - 1))
def test_random_round_keeps_the_invariants(variant, players, seed):
    game = Game.new(variant, players=players, seed=seed)
    rules = game.rules
    deck_size = len(rules.deck)

    def check(g, moves):
        cards = cards_in_play(g)
        assert len(cards) == deck_size and len(set(cards)) == deck_size

    play_round(game, random.Random(seed), check)
    assert len(cards_in_play(game)) == deck_size
    assert not game.builds, "no build survives a round"
    assert not game.loose or game.round_void
    score = game.round_score()
    total = sum(entry["total"] for entry in score)
    assert total == (0 if game.round_void else expected_points(game))
    assert all(entry["total"] == sum(entry["items"].values()) for entry in score)


@given(seed=st.integers(0, 2**31 - 1))
def test_casino_round_is_worth_11_or_8_on_a_card_tie_plus_sweeps(seed):
    # 001 §07: 11 base points; a tied majority (26-26 cards) scores for nobody.
    game = Game.new("casino", seed=seed)
    play_round(game, random.Random(seed))
    counts = [len(p) for p in game.piles]
    base = 8 if counts[0] == counts[1] else 11
    assert sum(e["total"] for e in game.round_score()) == base + sum(game.sweeps)


@given(seed=st.integers(0, 2**31 - 1), cut=st.integers(0, 47))
def test_to_dict_from_dict_round_trip_mid_round(seed, cut):
    game = Game.new("casino", seed=seed)
    rng = random.Random(seed)
    for _ in range(cut):
        if game.round_over:
            break
        game.play(rng.choice(game.legal_moves()))
    copy = Game.from_dict(game.to_dict())
    assert copy == game
    assert copy.to_dict() == game.to_dict()
    assert [m.to_dict() for m in copy.legal_moves()] == [m.to_dict() for m in game.legal_moves()]


@given(seed=st.integers(0, 2**31 - 1))
def test_every_listed_move_is_accepted_by_play_as_object_and_as_dict(seed):
    game = Game.new("casino", seed=seed)
    rng = random.Random(seed)
    for _ in range(12):
        if game.round_over:
            break
        for move in game.legal_moves():
            by_object = game.copy()
            by_object.play(move)
            by_dict = game.copy()
            played = by_dict.play(move.to_dict())
            assert played.to_dict() == move.to_dict()
            assert by_dict == by_object
        game.play(rng.choice(game.legal_moves()))


def mutations(move: dict, game: Game):
    """Dicts that differ from a legal move in one way."""
    hand = set(c.code for c in game.hands[game.to_move])
    outside = next(c.code for c in game.rules.deck
                   if c.code not in hand and c not in game.loose)
    yield {**move, "card": outside}
    yield {**move, "kind": "teleport"}
    yield {**move, "card": "XX"}
    yield {**move, "takes": "5C"}
    yield {**move, "takes": [outside]}
    yield {**move, "uses": [outside, outside]}
    yield {**move, "value": 99}
    yield {**move, "target": 999}
    yield {k: v for k, v in move.items() if k != "card"}


@given(seed=st.integers(0, 2**31 - 1))
def test_mutated_and_foreign_move_dicts_are_refused_and_change_nothing(seed):
    game = Game.new("casino", seed=seed)
    rng = random.Random(seed)
    legal = [m.to_dict() for m in game.legal_moves()]
    for _ in range(6):
        for move in game.legal_moves():
            for bad in mutations(move.to_dict(), game):
                if bad in legal:
                    continue
                before = game.to_dict()
                with pytest.raises(IllegalMove) as info:
                    game.play(bad)
                assert info.value.code
                assert info.value.message["pt"] and info.value.message["en"]
                assert game.to_dict() == before
        game.play(rng.choice(game.legal_moves()))
        legal = [m.to_dict() for m in game.legal_moves()]
    for foreign in (None, 7, "trail 7S", [], {"kind": "trail"}, {"card": "7S"}):
        before = game.to_dict()
        with pytest.raises(IllegalMove) as info:
            game.play(foreign)
        assert info.value.code == "malformed-move"
        assert game.to_dict() == before


@given(seed=st.integers(0, 2**31 - 1))
def test_same_seed_same_deal_and_game(seed):
    a, b = Game.new("casino", seed=seed), Game.new("casino", seed=seed)
    assert a == b
    play_round(a, random.Random(1))
    play_round(b, random.Random(1))
    assert a == b


def test_variants_lists_every_rule_set_with_names_in_both_languages():
    listed = cassino.variants()
    assert [v["id"] for v in listed] == list(RULE_SETS)
    for v in listed:
        assert v["name"]["pt"] and v["name"]["en"] and v["players"] and v["source"]
    assert listed[0]["id"] == "casino" and listed[0]["players"] == [2]


OPTION_CASES = [(variant, players, spec.key, choice)
                for variant, rules in RULE_SETS.items() for spec in rules.options
                for choice in spec.effects if choice != spec.default
                for players in rules.players]


@pytest.mark.parametrize("variant,players,key,choice", OPTION_CASES)
def test_every_option_keeps_the_invariants(variant, players, key, choice):
    for seed in range(8):
        game = Game.new(variant, players=players, seed=seed, options={key: choice})
        assert game.options[key] == choice
        deck_size = len(game.rules.deck)
        play_round(game, random.Random(seed))
        assert len(cards_in_play(game)) == deck_size and not game.builds
        assert all(e["total"] == sum(e["items"].values()) for e in game.round_score())


def test_unknown_option_is_refused():
    with pytest.raises(ValueError, match="unknown option"):
        Game.new("cassino", options={"jokers": True})
    with pytest.raises(ValueError, match="bad value"):
        Game.new("cassino", options={"target": 99})


VALUE_OPTIONS = st.one_of(st.tuples(st.integers(1, 14)), st.just((1, 14)), st.just(()))


@given(values=st.lists(VALUE_OPTIONS, max_size=9), last=st.integers(1, 16),
       limit=st.sampled_from([10, 14, 16]))
def test_table_sums_grown_by_one_card_equal_the_full_search(values, last, limit):
    # The memo grows a table's sums from those of the table one card smaller; the result,
    # order included (it orders the legal moves), must be the full subset search's.
    from cassino.combos import add_item, groups_by_sum

    grown = add_item(groups_by_sum(tuple(values), limit), last, 1 << len(values), limit)
    full = groups_by_sum((*values, (last,)), limit)
    assert list(grown.items()) == list(full.items())


@given(seed=st.integers(0, 2**31 - 1), cut=st.integers(0, 40))
def test_legal_moves_do_not_depend_on_what_the_memo_has_seen(seed, cut):
    # Deterministic: a position lists the same moves, in the same order, whether the rule
    # set's memo is empty or full of earlier tables.
    game = Game.new("casino", seed=seed)
    rng = random.Random(seed)
    for _ in range(cut):
        game.play_random(rng)
    warm = [m.to_dict() for m in Game.from_dict(game.to_dict()).legal_moves()]
    for memo in game.rules.memo.values():
        memo.clear()
    cold = [m.to_dict() for m in Game.from_dict(game.to_dict()).legal_moves()]
    assert cold == warm


@pytest.mark.parametrize("variant,players", CASES)
@given(seed=st.integers(0, 2**31 - 1))
def test_the_capture_only_generator_lists_the_same_captures_in_the_same_order(
        variant, players, seed):
    """``pseudo_legal_drafts(..., captures_only=True)`` (what 000 South African's pile-top
    captures use) lists exactly the captures of the full generator, in its order."""
    from cassino.movegen import pseudo_legal_drafts

    game = Game.new(variant, players=players, seed=seed)
    rng = random.Random(seed)
    while not game.round_over:
        seat = game.to_move
        args = (game.rules, seat, game.hands[seat], [*game.loose, *game.stock[:3]],
                game.builds)
        _, full = pseudo_legal_drafts(*args)
        _, captures = pseudo_legal_drafts(*args, captures_only=True)
        assert [d for d in captures if d[0] == "capture"] == [
            d for d in full if d[0] == "capture"]
        game.play(rng.choice(game.legal_moves()))


@pytest.mark.parametrize("variant,players", CASES)
@given(seed=st.integers(0, 2**31 - 1))
def test_the_legal_captures_are_the_legal_moves_captures(variant, players, seed):
    """``Game.legal_captures`` (the counter level's threat: the next player's best capture)
    lists the captures of ``legal_moves``, in its order and spelling, the owner's
    obligations kept — and of the bounded choice where the game is ``bounded``."""
    game = Game.new(variant, players=players, seed=seed)
    rng = random.Random(seed)
    while not game.round_over:
        for bounded in (False, True):
            fresh = game.clone()
            fresh.bounded = bounded
            fresh.state.legal = None  # generated, not read from the list
            whole = game.clone()
            whole.bounded = bounded
            assert fresh.legal_captures() == [m for m in whole.legal_moves()
                                              if m.kind == "capture"]
        game.play(rng.choice(game.legal_moves()))
