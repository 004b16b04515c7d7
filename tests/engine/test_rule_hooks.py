"""The rule set's hooks: the engine asks them who deals, who plays first and which turn rules
apply, so a mechanic is a named hook any rule set may take, not a flag of one rule set."""

from __future__ import annotations

import ast
import random
from dataclasses import replace
from pathlib import Path

import cassino
from cassino.cards import parse_card as C
from cassino.engine import Game
from cassino.rules import get_rules
from cassino.rules.base import NO_HOOKS
from cassino.rules.swazi_turns import (
    LESOTHO_TURNS,
    SOUTH_AFRICAN_TURNS,
    SWAZI_TURNS,
    LesothoTurns,
    SouthAfricanTurns,
    SwaziTurns,
)


def test_the_plain_hooks_start_after_the_dealer_and_pass_the_deal_on():
    # 001 §02: the player after the dealer leads; the deal passes on round by round.
    game = Game.new("casino", 2, 3)
    assert get_rules("casino").hooks is NO_HOOKS
    assert game.to_move == (game.dealer + 1) % 2
    dealer = game.dealer
    rng = random.Random(3)
    while not game.round_over:
        game.play_random(rng)
    game.next_round()
    assert game.dealer == (dealer + 1) % 2


def test_the_swazi_family_declares_its_turn_rules_as_hooks():
    assert all(type(get_rules(v).hooks) is SwaziTurns
               for v in ("swazi", "swazi-2p", "swazi-2p-stock"))
    assert isinstance(get_rules("lesotho").hooks, LesothoTurns)
    assert isinstance(get_rules("south-african").hooks, SouthAfricanTurns)
    assert {SWAZI_TURNS, LESOTHO_TURNS, SOUTH_AFRICAN_TURNS} == {
        get_rules(v).hooks for v in ("swazi", "lesotho", "south-african")}


def test_a_rule_set_given_the_south_african_hooks_lets_the_dealer_play_first():
    # 000 South African: "O carteador é sempre o primeiro a jogar" — a hook any rule set may
    # take: Casino with it keeps its own moves and lets the dealer lead.
    rules = replace(get_rules("casino"), id="casino-dealer-leads", hooks=SOUTH_AFRICAN_TURNS)
    for seed in range(5):
        game = Game.new(rules, 2, seed)
        assert game.to_move == game.dealer
        plain = Game.new("casino", 2, seed)
        assert sorted(map(str, game.legal_moves())) == sorted(
            map(str, Game.from_position("casino", game.hands, table=game.loose,
                                        to_move=game.to_move).legal_moves()))
        assert plain.to_move != plain.dealer


def test_kontsinas_one_group_per_capture_is_a_capture_hook_any_rule_set_may_take():
    # 003 Kontsina: "um dos dois 8 (mas não os dois) ... mas não mais de uma destas
    # combinações" — Casino given Kontsina's hook takes one card or one combination only.
    rules = replace(get_rules("casino"), id="casino-one-group",
                    hooks=get_rules("kontsina").hooks)
    game = Game.from_position(rules, [["8S"], ["KC"]], ["8C", "5S", "3D"])
    captures = {frozenset(c.code for c in m.takes) for m in game.legal_moves()
                if m.kind == "capture"}
    assert captures == {frozenset({"8C"}), frozenset({"5S", "3D"})}
    plain = Game.from_position("casino", [["8S"], ["KC"]], ["8C", "5S", "3D"])
    assert frozenset({"8C", "5S", "3D"}) in {frozenset(c.code for c in m.takes)
                                             for m in plain.legal_moves()}


def test_scopas_no_sweep_with_the_last_card_is_its_sweep_hook():
    # RULES.md Scopa: a scopa is worth 1, never with the round's last card played; the
    # hook reads the game as the capture left it.
    rules = get_rules("scopa")
    last = Game.from_position("scopa", [["QC"], []], ["4D", "5S"])
    last.hands[0].clear()
    assert rules.hooks.sweep_value(last, rules, C("QC"), [C("4D"), C("5S")], True) == 0
    on = Game.from_position("scopa", [["QC"], ["2C"]], ["4D", "5S"])
    on.hands[0].clear()
    assert rules.hooks.sweep_value(on, rules, C("QC"), [C("4D"), C("5S")], True) == 1
    assert rules.hooks.sweep_value(on, rules, C("QC"), [C("4D"), C("5S")], False) == 0


def test_the_core_imports_no_rule_sets_module():
    # One generic engine: outside the rules package (and the texts and lessons written per
    # game) a module imports the registry and the model (rules, rules.base), never one rule
    # set's module — error codes included.
    package = Path(cassino.__file__).parent
    rule_sets = {p.stem for p in (package / "rules").glob("*.py")} - {"__init__", "base"}
    for path in package.rglob("*.py"):
        if {"rules", "rules_text", "lessons"} & set(path.relative_to(package).parts[:-1]):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                named = {*(node.module or "").split("."), *(a.name for a in node.names)}
            elif isinstance(node, ast.Import):
                named = {part for a in node.names for part in a.name.split(".")}
            else:
                continue
            assert not named & rule_sets, f"{path.name} imports {named & rule_sets}"
