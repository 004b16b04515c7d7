"""The expert's simulation road (``fastsim.simulate``) computes what the engine's plain road
computes: ``Game.clone``, ``Game.play``, a new ``random.Random`` of the seed and the
rollout loop as it was, with each rollout player's choice made as it was (the reference
below, kept here as it stood before the fast road). The same worlds, candidates and seeds
in several rule sets (the Casino family, Royal Casino, a Swazi one with its hooks, Scopa,
Tablic with its declarations): the same end states (history included), the same draws
left in the generator, the same positions remembered."""

import random

import pytest
from cassino import Game
from cassino.ai import search
from cassino.ai.fastsim import Positions, simulate
from cassino.ai.knowledge import read
from cassino.ai.policies import FastPolicy
from cassino.ai.sampling import sample_world

RULE_SETS = [("casino", 2), ("cassino", 4), ("royal-casino", 2), ("swazi-2p", 2),
             ("swazi", 4), ("lesotho", 3), ("scopa", 2), ("tablic", 2), ("tablic", 3),
             ("draw-casino", 2), ("casino-do-pato", 2)]


def _reference_choose(policy: FastPolicy, game: Game, rng: random.Random, at):
    """``FastPolicy.choose`` as it was (its ``_candidates`` step, then the memo)."""
    moves = at.moves if at is not None else \
        [m for m in game.legal_moves() if m.card is not None] or game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    if moves and rng.random() < policy.epsilon:
        return rng.choice(moves)
    if not moves:
        return None
    if at is None:
        return policy._best(game, moves)
    situation = policy._situation(game)
    best = at.chosen.get(situation)
    if best is None:
        best = at.chosen[situation] = policy._best(game, moves)
    return best


def _reference(world: Game, move, seed: int, policies, positions, max_plies: int = 400,
               deal_only: bool = True) -> tuple[Game, random.Random]:
    """The simulation as the search played it before ``fastsim.simulate``."""
    game = world.clone()
    game.play(move)
    rng = random.Random(seed)
    state = game.state
    deal = state.deal_no
    for _ in range(max_plies):
        if state.round_over or (deal_only and state.deal_no != deal):
            break
        at = positions.at(game) if positions is not None else None
        chosen = _reference_choose(policies[state.to_move], game, rng, at)
        if chosen is None:
            break
        game.play_legal(chosen)
    return game, rng


def _seeded(variant: str, players: int, seed: int, plies: int) -> Game:
    """A seeded round after ``plies`` random moves (or its end, if sooner)."""
    game = Game.new(variant, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if game.round_over:
            break
        game.play_random(rng)
    return game


def _cases(variant: str, players: int, seeds: int):
    """(knowledge, worlds) at seeded positions spread over the round."""
    for seed in range(seeds):
        game = _seeded(variant, players, seed, seed * 5 % 23)
        if game.round_over:
            continue
        k = read(game.observation(game.to_move))
        base = k.position()
        worlds = [sample_world(k, random.Random(seed * 100 + w), base) for w in range(3)]
        yield seed, k, worlds


CASES = [(variant, players, True) for variant, players in RULE_SETS] + [
    ("casino", 2, False), ("swazi-2p", 2, False), ("tablic", 2, False)]
"""(rule set, players, whether the rollouts stop at the deal's end or play the round out)"""


@pytest.mark.parametrize(("variant", "players", "deal_only"), CASES)
def test_a_simulation_ends_as_the_engine_road_ends_it(variant, players, deal_only):
    for seed, k, worlds in _cases(variant, players, 5 if deal_only else 2):
        own = search.POLICIES["wary"](k.rules, 0.1)
        other = search.POLICIES["grab"](k.rules, 0.1)
        policies = [own if k.side_of(s) == k.side else other for s in range(k.players)]
        old_positions, new_positions = Positions(worlds[0]), Positions(worlds[0])
        rng = random.Random()  # reused, as the search reuses it
        for w, world in enumerate(worlds):
            before = world.to_dict()
            legal = world.legal_moves()
            for i, move in enumerate(legal[:6]):
                sim_seed = seed * 1000 + w * 37 + i
                old, old_rng = _reference(world, move, sim_seed, policies, old_positions,
                                          deal_only=deal_only)
                new = simulate(world, move, True, sim_seed, policies, new_positions,
                               deal_only=deal_only, rng=rng)
                assert new.to_dict() == old.to_dict(), (variant, seed, w, move)
                assert new.state.legal == old.state.legal
                assert rng.getstate() == old_rng.getstate()
                # an equal move that is not the world's own object: played by look-up
                copy = type(move)(*move)
                again = simulate(world, copy, False, sim_seed, policies, new_positions,
                                 deal_only=deal_only)
                assert again.to_dict() == old.to_dict()
            assert world.to_dict() == before  # the world is never changed
        assert new_positions.known.keys() == old_positions.known.keys()
        for key, at in new_positions.known.items():
            assert at.legal == old_positions.known[key].legal
            assert at.chosen == old_positions.known[key].chosen


@pytest.mark.parametrize(("variant", "players"), [("casino", 2), ("swazi-2p", 2)])
def test_a_simulation_without_the_memo_makes_the_same_choices(variant, players):
    # the memo remembers choices, it does not change them: the reference without it
    for seed, k, worlds in _cases(variant, players, 4):
        own = search.POLICIES["wary"](k.rules, 0.1)
        other = search.POLICIES["grab"](k.rules, 0.1)
        policies = [own if k.side_of(s) == k.side else other for s in range(k.players)]
        positions = Positions(worlds[0])
        for w, world in enumerate(worlds):
            for i, move in enumerate(world.legal_moves()[:6]):
                old, _ = _reference(world, move, seed + w + i, policies, None)
                new = simulate(world, move, True, seed + w + i, policies, positions)
                assert new.to_dict() == old.to_dict()


class _CheckedMemo(dict):
    """A search's memo that never answers: every visit generates the moves anew, and a
    position met again under a key it was met under before must have the same moves."""

    def __init__(self) -> None:
        super().__init__()
        self.first: dict = {}
        self.again = 0

    def get(self, key, default=None):
        return None

    def __setitem__(self, key, position) -> None:
        first = self.first.setdefault(key, position.legal)
        if first is not position.legal:
            assert position.legal == first, key
            self.again += 1
        super().__setitem__(key, position)


HOOKED = [("swazi", 3), ("swazi", 4), ("swazi-2p", 2), ("swazi-2p-stock", 2), ("lesotho", 3),
          ("lesotho", 4), ("south-african", 2), ("south-african", 4), ("kontsina", 2),
          ("basra", 2), ("basra-yemen", 4), ("ashush", 3), ("scopa", 2), ("escova", 2),
          ("cassino", 4), ("casino", 2)]
"""Every hook class (000's turns, one-group captures, the sweeps, Scopa's and Escova's
captures), and two plain rule sets, with and without partners."""


@pytest.mark.parametrize(("variant", "players"), HOOKED)
def test_a_remembered_position_has_the_moves_its_rules_give_it(variant, players, monkeypatch):
    # A search remembers a position's moves under the seat, its hand, the table and what
    # the rule set's hooks name (Hooks.moves_key: 000's phase, owed build, grants, pile
    # tops): every position the expert's rollouts meet again under one key has, generated
    # anew, the moves it had the first time.
    memo = _CheckedMemo()
    original = Positions.__init__

    def checked(self, game):
        original(self, game)
        assert self.memo
        self.known = memo

    monkeypatch.setattr(Positions, "__init__", checked)
    monkeypatch.setattr(search, "SAFETY", float("inf"))
    from cassino.ai import choose_move

    for seed in range(6):
        game = _seeded(variant, players, seed, seed * 7 % 30)
        if not game.round_over:
            choose_move(game.observation(game.to_move), "expert", seed=seed, budget_ms=20)
    assert memo.again > 50  # positions met again, each checked
