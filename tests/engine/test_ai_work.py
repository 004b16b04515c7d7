"""The expert's rollout work follows its budget in every rule set: a long deal (draw
casino's, which runs while the stock lasts) or big hands (the Swazi family's) buy fewer
simulations, so a move takes about as long as in casino; the casino family plays its full
simulation count. Counts, not times: the same position and seed give the same move on any
machine."""

import pytest
from cassino import Game
from cassino.ai import choose_move, search
from cassino.ai.fastsim import Positions, simulate
from cassino.ai.policies import GrabPolicy, WaryPolicy

BUDGET_MS = 50


def _first_move(variant: str, players: int = 2) -> tuple[dict, dict]:
    """The expert's first move of a seeded round at ``BUDGET_MS``, clock off, and the
    search's counts for it."""
    game = Game.new(variant, players=players, seed=3)
    before = dict(search.STATS)
    move = choose_move(game.observation(game.to_move), "expert", seed=3, budget_ms=BUDGET_MS)
    return move, {key: search.STATS[key] - before[key] for key in before}


@pytest.fixture(autouse=True)
def _no_clock(monkeypatch):
    monkeypatch.setattr(search, "SAFETY", float("inf"))  # the counts decide


@pytest.mark.parametrize("variant", ["casino", "royal-casino", "kasino", "basra"])
def test_a_rule_set_with_hands_of_four_plays_its_full_count_on_a_deals_first_move(
        variant, monkeypatch):
    move, counts = _first_move(variant)
    monkeypatch.setattr(search, "WORK_PER_SIM", 10**9)
    uncapped, full = _first_move(variant)
    assert counts["work_stops"] == 0
    assert (move, counts["simulations"]) == (uncapped, full["simulations"])


@pytest.mark.parametrize(("variant", "players"), [("draw-casino", 2), ("swazi-2p", 2),
                                                  ("swazi-2p-stock", 2), ("swazi", 3)])
def test_a_long_deal_buys_fewer_simulations_within_the_same_work(variant, players):
    _, counts = _first_move(variant, players)
    assert counts["work_stops"] == 1
    assert counts["simulations"] < search.simulations(BUDGET_MS) / 2


def test_the_work_cap_leaves_the_move_deterministic():
    assert _first_move("draw-casino")[0] == _first_move("draw-casino")[0]


def test_a_rollouts_work_is_the_hand_of_the_seat_to_move_summed_over_its_plies():
    # casino's deal: after the first card of four, the others play 4, 3, 3, 2, 2, 1, 1
    game = Game.new("casino", players=2, seed=5)
    positions = Positions(game)
    policies = [WaryPolicy(game.rules, 0.0), GrabPolicy(game.rules, 0.0)]
    move = game.legal_moves()[0]
    end = simulate(game, move, False, 7, policies, positions)
    assert end.state.deal_no != game.state.deal_no or end.state.round_over
    assert positions.work == 4 + 3 + 3 + 2 + 2 + 1 + 1
