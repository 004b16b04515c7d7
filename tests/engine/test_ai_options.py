"""The expert's screened options: the blind rollout policy, the information-set tree of
the seat's later moves, the clumped leaf estimator and the greedy reading of the others'
moves stay legal in every rule set and deterministic."""

import random

import pytest
from cassino import Game, get_rules
from cassino.ai import choose_move
from cassino.ai.policies import BlindPolicy, GrabPolicy, WaryPolicy
from cassino.ai.tree import Node, back_up, descend
from cassino.cards import parse_card
from cassino.rules import RULE_SETS
from midround import positions

CASES = [(v, p) for v, rules in RULE_SETS.items() for p in rules.players]


OPTIONS = [{"OWN_POLICY": "blind"}, {"OTHER_POLICY": "blind"}, {"OTHER_MIX": "blind"},
           {"TREE": True}, {"CLUMP": 2.5},
           {"knowledge.READING": "grab", "sampling.GRAB_TRUST": 0.99}]
"""Each a setting of ``cassino.ai.search`` (or of the module named before the dot)."""


def _set(monkeypatch, option: dict) -> None:
    for name, value in option.items():
        monkeypatch.setattr(f"cassino.ai.{name if '.' in name else 'search.' + name}", value)


@pytest.mark.parametrize(("variant", "players"), CASES)
@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: ",".join(o))
def test_each_option_plays_legal_moves_in_every_rule_set(variant, players, option,
                                                          monkeypatch):
    _set(monkeypatch, option)
    for game in positions(variant, players, count=2):
        move = choose_move(game.observation(game.to_move), "expert", seed=1, budget_ms=20)
        assert move in [m.to_dict() for m in game.legal_moves()]


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: ",".join(o))
def test_each_option_is_deterministic(option, monkeypatch):
    monkeypatch.setattr("cassino.ai.search.SAFETY", 1000.0)
    _set(monkeypatch, option)
    game = positions("casino", 2, count=3)[2]
    observation = game.observation(game.to_move)
    first = choose_move(observation, "expert", seed=5, budget_ms=30)
    assert all(choose_move(observation, "expert", seed=5, budget_ms=30) == first
               for _ in range(2))


def test_the_blind_policy_counts_the_chance_a_hand_takes_a_card():
    rules = get_rules("casino")
    policy = BlindPolicy(rules)
    unseen = [parse_card(c) for c in ("7S", "7H", "KC", "2D")]
    policy.know(unseen)
    seven, king, queen = parse_card("7D"), parse_card("KD"), parse_card("QD")
    # two of four unseen cards take a 7: a hand of one holds one half the time, of two
    # five times in six (1 - C(2,2)/C(4,2))
    assert policy.chance(seven, 1) == pytest.approx(0.5)
    assert policy.chance(seven, 2) == pytest.approx(5 / 6)
    assert policy.chance(king, 1) == pytest.approx(0.25)
    assert policy.chance(queen, 3) == 0.0
    assert policy.chance(7, 4) == 1.0  # a build of 7 (a value) is taken for sure


def test_the_tree_remembers_the_seats_decisions_by_the_public_moves():
    game = Game.new("casino", players=2, seed=3)
    root = Node()
    policies = [WaryPolicy(game.rules, 0.0), GrabPolicy(game.rules, 0.0)]
    seat = game.to_move
    for i in range(6):
        copy = game.copy()
        path = descend(copy, root, seat, policies, random.Random(i), None)
        assert copy.round_over or copy.state.deal_no != game.state.deal_no
        back_up(path, float(i))
    assert root.visits == 6 and root.total == 15.0
    # every node under the root was passed through no more often than the root
    stack = [root]
    while stack:
        node = stack.pop()
        assert all(child.visits <= node.visits for child in node.children.values())
        stack.extend(node.children.values())
    assert root.children  # the tree grew past the root
