"""Exact endgames: with nothing hidden, the expert plays the rest of the round perfectly."""

import random

import pytest
from cassino import Game
from cassino.ai import choose_move, endgame
from cassino.ai.evaluate import final_objective
from cassino.ai.fastsim import scratch
from cassino.ai.knowledge import read
from cassino.ai.sampling import clone

# Rule sets of different shapes: plain, Royal's court values, table-only actions and
# builds for a partner (Swazi), Tablic's declarations, Kasino's table values, Scopa's
# and Escova's captures (an equal card first, sums to 15).
VARIANTS = ["casino", "royal-casino", "cassino", "swazi-2p", "tablic", "kasino-builds",
            "basra", "scopa", "escova"]


def last_deal(variant: str, seed: int, cards: int) -> Game | None:
    """A two-player game played at random into its last deal until the seat to move holds
    ``cards`` cards (or fewer), with two moves or more to choose from."""
    game = Game.new(variant, players=2, seed=seed)
    rng = random.Random(seed)
    while not game.round_over:
        if not game.stock and len(game.hands[game.to_move]) <= cards and \
                len([m for m in game.legal_moves() if m.kind != "declare"]) > 1:
            return game
        game.play_random(rng)
    return None


def brute(game: Game, side: int) -> float:
    """Plain minimax, no pruning and no table (declarations left out); the copies are the
    players' cheap clone, pinned to play like Game.copy in test_ai."""
    if game.round_over:
        return final_objective(game.rules, game.round_score(), side)
    values = []
    for move in endgame.searchable(game.legal_moves()):
        child = clone(game)
        child.play(move)
        values.append(brute(child, side))
    return max(values) if game.side_of(game.to_move) == side else min(values)


def brute_values(game: Game, moves: list, side: int) -> dict:
    """Each of ``moves``' plain minimax value for ``side``."""
    values = {}
    for m in moves:
        child = game.copy()
        child.play(m)
        values[m] = brute(child, side)
    return values


def cases(cards: int, per_variant: int) -> list[tuple[str, int]]:
    return [(v, s) for v in VARIANTS for s in range(per_variant)]


@pytest.mark.parametrize(("variant", "seed"), cases(3, 3))
def test_the_solvers_value_is_plain_minimax_and_its_move_is_a_best_one(variant, seed):
    game = last_deal(variant, seed, 3)
    if game is None:
        pytest.skip("no last deal with a choice in this round")
    k = read(game.observation(game.to_move))
    assert endgame.perfect_information(k)
    world = endgame.exact_world(k)
    moves = endgame.searchable(game.legal_moves())
    move, value, *_ = endgame.solve_game(world, moves, k.side, 10**6)
    exact = brute_values(game, moves, k.side)
    assert value == pytest.approx(max(exact.values()))
    assert exact[move] == pytest.approx(max(exact.values()))  # never a worse move


@pytest.mark.parametrize(("variant", "seed"), cases(3, 2) + [("kontsina", 0), ("kontsina", 1)])
def test_the_solvers_equal_moves_are_exactly_the_best_ones(variant, seed):
    """``solve_best`` lists every move of the best minimax value and no other, in the
    caller's order: the moves among which only a fallible opponent makes a difference."""
    game = last_deal(variant, seed, 3)
    if game is None:
        pytest.skip("no last deal with a choice in this round")
    k = read(game.observation(game.to_move))
    moves = endgame.searchable(game.legal_moves())
    exact = brute_values(game, moves, k.side)
    top = max(exact.values())
    assert endgame.solve_best(k, moves, budget_ms=10**5) == \
        [m for m in moves if exact[m] == pytest.approx(top)]


def test_the_expert_chooses_among_equal_moves_by_its_search(monkeypatch):
    """With ``search.EXACT_TIES="search"`` a solved position with several best moves is
    searched among them: the move is always one of the best, and in some positions
    another best than the solver's first (the counter player's choice)."""
    monkeypatch.setattr("cassino.ai.search.SAFETY", 1000.0)
    differs = 0
    for seed in range(12):
        game = last_deal("kontsina", seed, 4)
        if game is None:
            continue
        k = read(game.observation(game.to_move))
        best = [m.to_dict() for m in endgame.solve_best(k, game.legal_moves(), 10**5)]
        choices = []
        for ties in ("first", "search"):
            monkeypatch.setattr("cassino.ai.search.EXACT_TIES", ties)
            choices.append(choose_move(game.observation(game.to_move), "expert", seed=1,
                                       budget_ms=300))
        assert choices[1] in best
        differs += choices[0] != choices[1]
    assert differs


def test_the_world_rebuilt_from_the_observation_is_the_real_game():
    game = last_deal("casino", 4, 4)
    k = read(game.observation(game.to_move))
    world = endgame.exact_world(k)
    assert [sorted(map(str, h)) for h in world.hands] == \
        [sorted(map(str, h)) for h in game.hands]
    assert world.loose == game.loose and world.builds == game.builds
    assert world.piles == game.piles and world.stock == []


def test_perfect_information_only_with_the_stock_empty_and_one_other_holder():
    game = Game.new("casino", players=2, seed=2)
    assert not endgame.perfect_information(read(game.observation(0)))  # a stock
    assert endgame.perfect_information(read(last_deal("casino", 2, 4).observation(
        last_deal("casino", 2, 4).to_move)))
    three = Game.new("cassino", players=3, seed=2)
    rng = random.Random(2)
    while three.stock or len(three.hands[three.to_move]) < 2:
        three.play_random(rng)
    assert not endgame.perfect_information(read(three.observation(three.to_move)))


@pytest.mark.parametrize("seed", range(4))
def test_the_expert_plays_the_solvers_move_on_the_last_deal(seed, monkeypatch):
    monkeypatch.setattr("cassino.ai.search.SAFETY", 1000.0)
    game = last_deal("casino", seed, 4)
    observation = game.observation(game.to_move)
    k = read(observation)
    moves = game.legal_moves()
    best = endgame.solve_game(endgame.exact_world(k), moves, k.side, 10**6)
    chosen = choose_move(observation, "expert", seed=1, budget_ms=300)
    child = game.copy()
    child.play(chosen)
    solver = endgame.Solver(k.side, 10**6)
    assert solver.value(scratch(child)) == pytest.approx(best[1])


def test_a_position_too_big_for_the_node_bound_falls_back_to_the_search():
    game = last_deal("casino", 0, 4)
    k = read(game.observation(game.to_move))
    assert endgame.solve(k, game.legal_moves(), budget_ms=0.01) is None
    move = choose_move(game.observation(game.to_move), "expert", seed=1, budget_ms=1)
    assert move in [m.to_dict() for m in game.legal_moves()]


@pytest.mark.parametrize("variant", ["swazi-2p"])
def test_the_expert_makes_table_only_builds_and_additions_in_the_swazi_family(
        variant, monkeypatch):
    # 000: a build of table cards only, or table cards added to a build, and the same
    # player goes on; the expert weighs them beside its hand cards (the others do not).
    monkeypatch.setattr("cassino.ai.search.SAFETY", 1000.0)
    game = Game.new(variant, players=2, seed=1)
    made = []
    for ply in range(16):
        level = "expert" if game.to_move == 0 else "greedy"
        legal = game.legal_moves()
        # (300 ms: the work cap leaves a Swazi search about a tenth of its count)
        move = choose_move(game.observation(game.to_move), level, seed=ply, budget_ms=300)
        assert move in [m.to_dict() for m in legal]
        if level == "expert" and move["card"] is None and any(m.card for m in legal):
            made.append(move["kind"])
            assert game.play(move).ends_turn is False and game.to_move == 0
        else:
            game.play(move)
    assert made and set(made) <= {"build", "extend"}


def test_the_arena_without_the_clock_counts_the_experts_exact_moves_and_no_stop():
    from cassino.ai.arena import run

    summary = run("casino", "expert", "greedy", pairs=1, seed=3, budget_ms=5, clock=False)
    assert summary.expert["moves"] > 0 and summary.expert["clock_stops"] == 0
    assert 0 < summary.expert["exact"] < summary.expert["moves"]  # the last deal's turns
    assert "exact=" in summary.expert_line()
