"""The expert's choices on seeded positions are pinned: a change meant to make its
simulations cheaper must leave its play alone (the arena's figures were measured with it).

The expected moves are what main chose before the simulations were made cheaper
(``choose_move(..., "expert", seed, budget_ms=40)`` with the wall clock off). A change of
play shows here first; bench/expert_choices.py compares many more positions.
"""

import random

import pytest
from cassino import Game
from cassino.ai import choose_move, search
from cassino.ai.fastsim import Positions
from cassino.rules import RULE_SETS

PINNED = [
    # (variant, players, seed, random plies before the position, the expert's move)
    ("casino", 2, 0, 1, {"kind": "capture", "card": "KH", "takes": ["KD"]}),
    ("casino", 2, 2, 11, {"kind": "build", "card": "3H", "uses": ["5D"], "value": 8}),
    ("casino", 2, 3, 16, {"kind": "build", "card": "2D", "uses": ["AC", "2H", "7D", "8D"],
                          "value": 10}),
    ("casino", 2, 5, 26, {"kind": "capture", "card": "6S", "takes": ["6D"]}),
    ("casino", 2, 6, 1, {"kind": "capture", "card": "9C", "takes": ["AC", "8H"]}),
    ("royal-casino", 2, 0, 1, {"kind": "build", "card": "AH", "uses": ["JH", "QH"],
                               "value": 12}),
    ("royal-casino", 2, 3, 16, {"kind": "capture", "card": "10D", "takes": ["10C"]}),
    ("royal-casino", 2, 4, 21, {"kind": "build", "card": "2S", "uses": ["AC", "4S"],
                                "value": 7}),
    ("royal-casino", 2, 5, 26, {"kind": "build", "card": "6S", "uses": ["4H"], "value": 10}),
    ("royal-casino", 2, 6, 1, {"kind": "build", "card": "6S", "uses": ["8H"], "value": 14}),
    ("cassino", 3, 3, 16, {"kind": "trail", "card": "5H"}),
    ("cassino", 4, 3, 16, {"kind": "capture", "card": "10D",
                           "takes": ["AC", "4D", "6D", "9C", "10S", "10C"]}),
    ("scopa", 2, 1, 6, {"kind": "capture", "card": "6H", "takes": ["6C"]}),
]


@pytest.mark.parametrize(("variant", "players", "seed", "plies", "expected"), PINNED)
def test_expert_makes_the_same_choice_as_before_its_simulations_got_cheaper(
        variant, players, seed, plies, expected, monkeypatch):
    monkeypatch.setattr(search, "SAFETY", float("inf"))  # the simulation count decides
    monkeypatch.setattr(search, "WORK_PER_SIM", 10**9)  # (pinned before the work cap)
    game = Game.new(variant, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        game.play_random(rng)
    move = choose_move(game.observation(game.to_move), "expert", seed=seed, budget_ms=40)
    assert {key: move[key] for key in expected} == expected


def test_the_worlds_shuffle_draws_exactly_as_random_shuffle():
    from cassino.ai.sampling import shuffle

    for seed in range(50):
        for size in (0, 1, 2, 3, 7, 17, 40, 52, 80):
            ours, theirs = random.Random(seed), random.Random(seed)
            cards, expected = list(range(size)), list(range(size))
            shuffle(ours, cards)
            theirs.shuffle(expected)
            assert cards == expected
            assert ours.random() == theirs.random()  # as many bits drawn


REMEMBERED = [(v, p) for v, rules in RULE_SETS.items() for p in rules.players
              if Positions(Game.new(v, players=p, seed=0)).memo]


def _elsewhere(game: Game) -> list[Game]:
    """The game with everything but the mover's hand, the table and the builds changed: the
    stock, the other hands, the piles, the sweeps, the deal, the last capturer."""
    variants = []
    for change in ("stock", "hands", "piles", "sweeps", "deal_no", "last_capturer"):
        other = game.clone()
        state = other.state
        if change == "stock":
            state.stock = []
        elif change == "hands":
            state.hands = [h if s == state.to_move else [] for s, h in enumerate(state.hands)]
        elif change == "piles":
            state.piles = [[] for _ in state.piles]
        elif change == "sweeps":
            state.sweeps = [s + 1 for s in state.sweeps]
        elif change == "deal_no":
            state.deal_no += 1
        else:
            state.last_capturer = (state.to_move + 1) % other.players
        state.legal = None
        variants.append(other)
    return variants


@pytest.mark.parametrize(("variant", "players"), REMEMBERED)
def test_a_remembered_position_has_the_moves_the_engine_generates_there(variant, players):
    # fastsim.Positions keys a position's moves by the seat, its hand, the loose cards and
    # the builds, and what the rule set's hooks name (Hooks.moves_key: 000's phase, owed
    # build, grants, pile tops): the rest of the game must not change them.
    for seed in range(4):
        game = Game.new(variant, players=players, seed=seed)
        positions = Positions(game)
        rng = random.Random(seed)
        while not game.round_over:
            at = positions.at(game)
            assert at is not None
            for other in _elsewhere(game):
                found = positions.at(other)
                if positions.key(other) == positions.key(game):  # not named by the hooks
                    assert found is at
                assert other.legal_moves() == found.legal
                other.state.legal = None
                assert other.legal_moves() == found.legal  # as the engine generates them
            game.play(rng.choice(at.legal))


def test_the_players_float_sums_are_the_same_on_every_python_version():
    """The estimates are added left to right on every Python (ai/adding.py): Python 3.12
    and later compensate ``sum``'s float roundings, CPython 3.11 does not, so the browser's
    Pyodide (3.14) and the arena chose differently from one seed."""
    from cassino.ai.adding import add_up

    values = [1e16, 1.0, -1e16, 0.1, 0.2]
    left_to_right = 0
    for v in values:
        left_to_right += v
    assert add_up(values) == left_to_right == 0.30000000000000004
    assert add_up(iter([2, 3]), 0.5) == 5.5
