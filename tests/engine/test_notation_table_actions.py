"""Moves without a hand card in words (000 table actions, Tablic's declaration): the bridge
labels every legal move, these included."""

from __future__ import annotations

import json

import pytest
from cassino import bridge
from cassino.notation import labels, log_line


def test_a_build_of_table_cards_says_where_its_cards_come_from():
    move = {"kind": "build", "card": None, "uses": ["3S", "4D"], "value": 7,
            "groups": [["3S", "4D"]], "from_pile": None, "from_piles": []}
    assert labels(move) == {"pt": "construir 7 com 3♠+4♦ da mesa",
                            "en": "build 7 with 3♠+4♦ from the table"}


def test_a_multiple_build_of_table_cards_names_its_groups():
    move = {"kind": "build", "card": None, "uses": ["AS", "AD", "KC"], "value": 14,
            "groups": [["AS"], ["AD", "KC"]]}
    assert labels(move)["en"] == "build 14 with A♠ and A♦+K♣ from the table"


def test_an_addition_with_a_pile_top_names_the_pile():
    move = {"kind": "extend", "card": None, "uses": ["8C", "6C"], "value": 14, "target": 1,
            "targets": [1], "from_pile": 2, "from_piles": [2]}
    assert labels(move) == {"pt": "juntar 6♣ da mesa + 8♣ do montinho à construção de 14",
                            "en": "add 6♣ from the table + 8♣ from a pile to the 14 build"}


def test_a_declaration_in_the_log_says_whether_it_was_right():
    wrong = {"event": "declare", "kind": "declare", "card": None, "seat": 0, "right": False,
             "total": 23}
    assert log_line(wrong, "en", {0: "You"}) == (
        "You: declare the target — wrong, only 23 points: penalty")
    right = dict(wrong, right=True, total=104)
    assert log_line(right, "pt", {0: "Você"}) == (
        "Você: declarar que chegou ao objetivo — certo, 104 pontos!")


def test_the_bridge_labels_a_swazi_turn_with_table_actions():
    state = json.loads(bridge.handle(json.dumps(
        {"op": "new", "variant": "swazi", "players": 3, "seed": 2, "level": "greedy"})))
    assert state["ok"], state
    actions = [m for m in state["moves"] if m["card"] is None]
    assert actions and all(m["label"]["pt"].endswith("da mesa") for m in actions)
    state = json.loads(bridge.handle(json.dumps({"op": "play", "move": actions[0]})))
    assert state["ok"] and state["awaiting"] == "human"
    assert state["last_move"]["label"] == actions[0]["label"]
    assert "construindo" in state["log"][-1]["pt"]


VARIANTS = json.loads(bridge.handle(json.dumps({"op": "variants"})))["variants"]
PAIRS = [(v["id"], n) for v in VARIANTS for n in v["players"]]


@pytest.mark.parametrize(("variant", "players"), PAIRS, ids=[f"{v}-{n}p" for v, n in PAIRS])
def test_the_bridge_labels_every_move_of_a_round(variant, players):
    """Every seat human (no computer involved): each state the page gets has a label in both
    languages for every legal move and a log in words, to the end of the round. The browser
    tests play a round of only some player counts (tests/e2e/test_variants.py)."""
    state = json.loads(bridge.handle(json.dumps(
        {"op": "new", "variant": variant, "players": players, "seed": 5,
         "humans": list(range(players))})))
    for _ in range(400):
        assert state["ok"], state
        if state["awaiting"] != "human":
            break
        if state["hand_hidden"]:  # hot-seat: the hand comes once its player has the device
            state = json.loads(bridge.handle(json.dumps({"op": "confirm",
                                                         "seat": state["seat"]})))
        assert state["moves"]
        for move in state["moves"]:
            assert move["label"]["pt"] and move["label"]["en"]
        assert all(line["pt"] and line["en"] for line in state["log"])
        # a hand card when one can be played, else the first table action (a claim)
        move = next((m for m in state["moves"] if m["card"] and m["kind"] != "declare"),
                    state["moves"][0])
        state = json.loads(bridge.handle(json.dumps({"op": "play", "move": move})))
    assert state["awaiting"] in ("round-over", "match-over")
