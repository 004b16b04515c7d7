"""Computer players: legal, deterministic, within budget, blind to hidden cards."""

import random
import time

import pytest
from cassino import Game, get_rules
from cassino.ai import LEVELS, choose_move
from cassino.ai.arena import play_pair, summarise
from cassino.ai.knowledge import read
from cassino.ai.sampling import sample_hands
from cassino.rules import RULE_SETS
from midround import positions

CASES = [(v, p) for v, rules in RULE_SETS.items() for p in rules.players]


@pytest.mark.parametrize(("variant", "players"), CASES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_legal_move_in_every_rule_set(variant, players, level):
    for game in positions(variant, players):
        move = choose_move(game.observation(game.to_move), level, seed=1, budget_ms=20)
        assert move in [m.to_dict() for m in game.legal_moves()]
        game.copy().play(move)


@pytest.mark.parametrize("level", ["counter", "expert"])
def test_a_whole_round_of_every_level_is_legal(level):
    game = Game.new("cassino", players=3, seed=4)
    while not game.round_over and game.legal_moves():
        move = choose_move(game.observation(game.to_move), level, seed=len(game.history),
                           budget_ms=10)
        game.play(move)
    assert game.round_over


@pytest.mark.parametrize("level", LEVELS)
def test_same_observation_seed_and_budget_give_the_same_move(level, monkeypatch):
    # The wall clock is a safety net that a busy machine may meet; switched off here.
    monkeypatch.setattr("cassino.ai.search.SAFETY", 1000.0)
    game = positions("casino", 2)[2]
    observation = game.observation(game.to_move)
    first = choose_move(observation, level, seed=5, budget_ms=30)
    assert all(choose_move(observation, level, seed=5, budget_ms=30) == first
               for _ in range(3))


def test_the_simulation_count_depends_on_the_budget_alone():
    from cassino.ai.search import simulations

    # 4 a millisecond up to 300 ms (the arena's budget plays as before), 0.6 past it
    assert [simulations(b) for b in (1, 100, 300, 1000)] == [4, 400, 1200, 1620]
    assert all(simulations(b) <= simulations(b + 1) for b in range(1, 2000))
    assert all(simulations(b) < simulations(b + 5) for b in range(1, 2000))


def test_expert_stops_at_its_budget():
    game = Game.new("cassino", players=4, seed=2)
    start = time.perf_counter()
    choose_move(game.observation(game.to_move), "expert", budget_ms=200)
    assert time.perf_counter() - start < 0.4


def test_only_legal_move_is_answered_at_once():
    game = Game.from_position("casino", [["KC"], ["3C"]], ["5D"], stock=[])
    start = time.perf_counter()
    move = choose_move(game.observation(0), "expert", budget_ms=5000)
    assert move["kind"] == "trail" and move["card"] == "KC"
    assert time.perf_counter() - start < 0.5


@pytest.mark.parametrize("bad", [
    {"seat": 0}, None, "casino", [],
    {"variant": "casino", "seat": 0, "players": 2, "hand": "7S", "hands": [1, 1],
     "table": {"loose": [], "builds": []}, "stock": 0, "history": [], "to_move": 0},
    {"variant": "poker", "seat": 0, "players": 2, "hand": [], "hands": [1, 1],
     "table": {"loose": [], "builds": []}, "stock": 0, "history": [], "to_move": 0},
])
def test_choose_move_refuses_a_malformed_observation(bad):
    with pytest.raises(ValueError, match="malformed observation"):
        choose_move(bad, "expert")


def test_choose_move_refuses_an_observation_whose_cards_do_not_add_up():
    observation = Game.new("casino", seed=3).observation(0)
    observation["stock"] += 1
    with pytest.raises(ValueError, match="malformed observation"):
        choose_move(observation, "counter")


def test_choose_move_refuses_a_seat_not_to_move_and_an_unknown_level():
    game = Game.new("casino", seed=3)
    with pytest.raises(ValueError, match="not to move"):
        choose_move(game.observation(1 - game.to_move), "greedy")
    with pytest.raises(ValueError, match="unknown level"):
        choose_move(game.observation(game.to_move), "godlike")


def two_games_one_observation():
    """Same hand, table, build and history for seat 0; the opponent's hand and the stock
    differ."""
    table, build = ["3D", "9C"], [{"groups": [["4C", "3H"]], "value": 7, "owner": 1}]
    mine = ["7S", "9H", "10D", "2S"]
    others = [c.code for c in get_rules("casino").deck
              if c.code not in {*mine, *table, "4C", "3H"}]
    rng = random.Random(1)
    games = []
    for _ in range(2):
        rng.shuffle(others)
        hand = next(c for c in others if c.startswith("7"))
        rest = [c for c in others if c != hand]
        games.append(Game.from_position("casino", [mine, [hand, *rest[:3]]], table, build,
                                        stock=rest[3:31]))
    return games


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_do_not_change_the_choice(level, monkeypatch):
    monkeypatch.setattr("cassino.ai.search.SAFETY", 1000.0)  # as above: no wall clock
    first, second = two_games_one_observation()
    assert first.hands[1] != second.hands[1] and first.stock != second.stock
    assert first.observation(0) == second.observation(0)
    assert choose_move(first.observation(0), level, seed=3, budget_ms=50) == \
        choose_move(second.observation(0), level, seed=3, budget_ms=50)


def test_knowledge_counts_unseen_cards_and_captures():
    game = Game.new("casino", seed=8)
    rng = random.Random(8)
    for _ in range(9):
        game.play_random(rng)
    k = read(game.observation(0))
    hidden = {*game.hands[1], *game.stock}
    assert set(k.unseen) == hidden
    assert [sorted(p) for p in k.captured] == [sorted(p) for p in game.piles]


def test_sampled_worlds_respect_hand_sizes_and_build_owners():
    first, _ = two_games_one_observation()
    k = read(first.observation(0))
    for seed in range(20):
        hands, stock = sample_hands(k, random.Random(seed))
        assert [len(h) for h in hands] == [4, 4] and len(stock) == 28
        assert any(c.rank == "7" for c in hands[1]), "the 7-build's owner keeps a 7"
        assert set(hands[0]) == set(first.hands[0])


def test_arena_pairs_mirror_the_seats():
    result = play_pair("casino", "greedy", "greedy", seed=3)
    assert result.diff == 0 and len(result.a_points) == 2
    summary = summarise([result, play_pair("casino", "counter", "random", seed=4)])
    assert summary.pairs == 2 and summary.ci_low <= summary.mean_diff <= summary.ci_high
    assert summary.line().startswith("mean_diff=") and "win_rate=" in summary.line()


def test_arena_with_partnerships_and_three_players():
    assert play_pair("cassino", "counter", "greedy", seed=1, players=4).stuck == 0
    assert len(play_pair("casino-br", "greedy", "random", seed=1, players=3).a_points) == 2


def test_bridge_new_takes_a_level_or_levels_per_seat_and_lists_the_levels():
    import json

    from cassino import bridge

    def ask(request):
        return json.loads(bridge.handle(json.dumps(request)))

    listed = ask({"op": "variants"})
    assert [lv["id"] for lv in listed["levels"]] == list(LEVELS)
    assert listed["default_level"] == "expert"
    assert all(lv["name"]["pt"] and lv["name"]["en"] for lv in listed["levels"])
    state = ask({"op": "new", "seed": 4, "players": 3, "variant": "cassino",
                 "levels": ["greedy", "counter", "expert"], "budget_ms": 20})
    assert state["ok"] and state["levels"] == {"1": "counter", "2": "expert"}
    assert ask({"op": "new", "seed": 4})["levels"] == {"1": "expert"}
    for bad in ({"level": "godlike"}, {"levels": ["greedy"]}, {"budget_ms": 0}):
        answer = ask({"op": "new", "seed": 4, **bad})
        assert answer["error"]["code"] == "bad-request"
    state = ask({"op": "new", "seed": 4, "humans": [], "level": "counter"})
    while state["awaiting"] == "computer":
        state = ask({"op": "ai"})
        assert state["ok"], state
    assert state["awaiting"] == "round-over"


@pytest.mark.parametrize("level", ["greedy", "counter", "expert"])
@pytest.mark.parametrize("scores", [[0, 0], [90, 97], [100, 95]])
def test_tablic_declares_exactly_when_the_side_reaches_the_target(level, scores):
    for seed in range(3):
        game = Game.new("tablic", seed=seed)
        game.scores = list(scores)
        while not game.round_over and game.legal_moves():
            view = game.observation(game.to_move)
            side = view["side"]
            reached = view["scores"][side] + view["round_points"][side] >= \
                view["declare_target"]
            move = choose_move(view, level, seed=len(game.history), budget_ms=10)
            assert (move["kind"] == "declare") == reached, (view["scores"],
                                                            view["round_points"])
            game.play(move)
        if scores == [100, 95]:
            assert game.match_over and game.winner is not None


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_clone_plays_like_copy_and_leaves_the_original_alone(variant, players):
    from cassino.ai.sampling import clone

    for seed in range(4):
        game = Game.new(variant, players=players, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 30)):
            if game.round_over or not game.legal_moves():
                break
            game.play_random(rng)
        before = game.to_dict()
        a, b = game.copy(), clone(game)
        ra, rb = random.Random(seed), random.Random(seed)
        while not a.round_over and a.legal_moves():
            a.play_random(ra)
            b.play_random(rb)
        assert a.to_dict() == b.to_dict()
        assert game.to_dict() == before


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_a_world_put_into_the_base_position_equals_one_set_up_anew(variant, players):
    from cassino.ai.sampling import sample_world

    for game in positions(variant, players):
        k = read(game.observation(game.to_move))
        fresh = sample_world(k, random.Random(7))
        quick = sample_world(k, random.Random(7), k.position())
        assert fresh.to_dict() == quick.to_dict()
        assert fresh.legal_moves() == quick.legal_moves()


def test_a_trail_says_what_its_player_lacks():
    # Seat 1 trailed the 9C on a table holding a 5 and a 3: it holds no 5, 3 or 8.
    game = Game.from_position("casino", [["KC", "2D"], ["9C", "4H", "QS"]], ["5D", "3H"],
                              to_move=1, stock=[])
    game.play({"kind": "trail", "card": "9C"})
    k = read(game.observation(0))
    lacks = k.lacks()[1]
    assert {c.rank for c in lacks} == {"5", "3", "8"}
    assert not any(c.rank in ("5", "3", "8") for c in game.hands[1])


def test_earlier_trails_of_the_deal_count_too():
    # Seat 1 trailed the 9C facing a 5 and a 3 (so holds no 5, 3 or 8), seat 0 took the 5,
    # then seat 1 trailed the KD facing the 3 and the 9C (so holds no 3 or 9 either).
    game = Game.from_position("casino", [["KC", "5S", "2D"], ["9C", "KD", "QS"]],
                              ["5D", "3H"], to_move=1, stock=[])
    game.play({"kind": "trail", "card": "9C"})
    game.play({"kind": "capture", "card": "5S", "takes": ["5D"]})
    game.play({"kind": "trail", "card": "KD"})
    lacks = read(game.observation(0)).lacks()[1]
    assert {c.rank for c in lacks} == {"5", "3", "8", "9"}
    assert not any(c in lacks for c in game.hands[1])


def test_read_as_greedy_a_capture_says_its_player_had_no_better_one(monkeypatch):
    # Seat 1 took the 5D with the 5S beside the 10D: read as greedy's play, it holds no
    # 10 (the big casino was there to take); read for its trails only, nothing is read
    # from a capture.
    from cassino.ai import knowledge

    game = Game.from_position("casino", [["KC", "2D", "4S"], ["5S", "2H", "3C"]],
                              ["5D", "10D"], to_move=1, stock=[])
    game.play({"kind": "capture", "card": "5S", "takes": ["5D"]})
    monkeypatch.setattr(knowledge, "READING", "trail")
    assert read(game.observation(0)).grab_lacks() == {}
    monkeypatch.setattr(knowledge, "READING", "grab")
    lacks = read(game.observation(0)).grab_lacks()[1]
    assert {c.code for c in lacks} == {"10C", "10H", "10S"}


def test_read_as_greedy_a_trail_says_its_player_had_no_cheaper_card(monkeypatch):
    # Seat 1 trailed the 9S (a spade, worth more than a plain card): read as greedy's
    # play, it held no plain card of another suit (nor, as any trail says, a 3, 5 or 8).
    from cassino.ai import knowledge

    monkeypatch.setattr(knowledge, "READING", "grab")
    game = Game.from_position("casino", [["KC", "2D", "4S"], ["9S", "KS", "QS"]],
                              ["5D", "3H"], to_move=1, stock=[])
    game.play({"kind": "trail", "card": "9S"})
    k = read(game.observation(0))
    lacks = k.grab_lacks()[1]
    assert {"7H", "9D", "QC", "10H"} <= {c.code for c in lacks}
    assert not any(c.suit == "S" or c.code in ("AH", "10D") for c in lacks)
    assert not lacks & k.lacks()[1]
    assert not any(c in lacks for c in game.hands[1])


def test_a_seat_whose_later_play_belies_the_greedy_reading_is_doubted(monkeypatch):
    # Seat 1 trailed the 9C facing a 5 and a 3, then took them with the 8S it held all
    # along: not the greedy level's play, so its moves are no longer read as greedy's.
    from cassino.ai import knowledge

    monkeypatch.setattr(knowledge, "READING", "grab")
    game = Game.from_position("casino", [["KC", "2D", "4S"], ["9C", "8S", "QS"]],
                              ["5D", "3H"], to_move=1, stock=[])
    game.play({"kind": "trail", "card": "9C"})
    assert read(game.observation(0)).doubted() == frozenset()
    game.play({"kind": "trail", "card": "2D"})
    game.play({"kind": "capture", "card": "8S", "takes": ["5D", "3H"]})
    k = read(game.observation(0))
    assert k.doubted() == {1}
    assert 1 not in k.grab_lacks()


@pytest.mark.parametrize("variant", ["casino", "royal-casino", "kontsina", "tablic"])
def test_a_greedy_players_moves_are_never_doubted(monkeypatch, variant):
    # The greedy level's own play bears its reading out at every turn of a round, while a
    # counter player's is belied at some turn of these rounds.
    from cassino.ai import knowledge

    monkeypatch.setattr(knowledge, "READING", "grab")
    doubted: dict[str, set[int]] = {"greedy": set(), "counter": set()}
    for other in doubted:
        for seed in range(5, 10):
            game = Game.new(variant, players=2, seed=seed)
            while not game.round_over:
                doubted[other] |= read(game.observation(0)).doubted()
                level = other if game.to_move == 1 else "greedy"
                game.play(choose_move(game.observation(game.to_move), level, seed=1))
    assert doubted == {"greedy": set(), "counter": {1}}


@pytest.mark.parametrize("level", LEVELS)
def test_a_build_announced_at_a_hand_value_is_read(level):
    # kasino-builds: 10♦ + 4 laid as 10 + 4 = 14, a build the ace (14 from the hand) takes
    # (003: an ace "vale 14 para capturar"); every level reads it and plays on.
    game = Game.from_position("kasino-builds", [["10D", "AH", "5S"], ["9C", "AD", "3S"]],
                              table=["4H", "7C"])
    game.play({"kind": "build", "card": "10D", "value": 14})
    assert [b.value for b in game.builds] == [14]
    while not game.round_over and game.builds:
        move = choose_move(game.observation(game.to_move), level, seed=1, budget_ms=10)
        game.play(move)
