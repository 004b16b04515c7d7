"""Rules diagrams draw every position a real game reaches, in every rule set, and answer
every move tried on it (issue 22 item 3: positions of draw-casino, basra-yemen, tablanet,
ashush, casino-do-pato … sorted moves with None; Tablic's declaration had no place)."""

import random

import pytest
from cassino import bridge
from cassino.engine import Game
from cassino.position import format_position
from cassino.rules import RULE_SETS

CASES = [(vid, players) for vid, rules in RULE_SETS.items() for players in rules.players]


def ask(**request):
    return bridge.handle_request(request)


def positions(variant: str, players: int, seed: int, every: int = 4) -> list[str]:
    """Positions of one seeded round played at random, every few plies, where the player
    to move holds cards (a diagram needs a card to try)."""
    game = Game.new(variant, players, seed=seed)
    rng = random.Random(seed)
    out, ply = [], 0
    while not game.round_over:
        if ply % every == 0 and game.hands[game.to_move]:
            out.append(format_position(game))
        game.play_random(rng)
        ply += 1
    return out


def junk_moves(state: dict) -> list[dict]:
    """Moves a reader might try that are mostly not legal: every loose card and build taken
    by every hand card, a build of an impossible value, a declaration, a made-up kind."""
    hand = state["hands"][state["to_move"]]
    loose = state["view"]["table"]["loose"]
    builds = [b["id"] for b in state["view"]["table"]["builds"]]
    out: list[dict] = [{"kind": "declare", "card": None}, {"kind": "fly", "card": hand[0]}]
    for card in hand:
        out.append({"kind": "capture", "card": card, "takes": loose, "targets": builds})
        out.append({"kind": "build", "card": card, "takes": [], "uses": loose, "value": 99})
        out.append({"kind": "raise", "card": card, "targets": builds[:1], "value": 2})
    return out


def answered(answer: dict) -> bool:
    if not answer.get("ok"):
        return False
    if answer["legal"]:
        return bool(answer["move"]["label"]["en"]) and bool(answer["message"]["pt"])
    error = answer["error"]
    return bool(error["code"]) and bool(error["message"]["en"]) and bool(error["message"]["pt"])


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_every_position_of_a_real_game_draws_and_answers_every_move(variant, players):
    drawn, awaiting_issue_16 = 0, []
    for text in positions(variant, players, seed=11 + players):
        state = ask(op="diagram", position=text)
        if (not state["ok"] and variant == "kasino-builds"
                and "does not make" in state["error"]["message"]["en"]):
            # The engine still counts an ace, 2♠ or 10♦ at its hand value inside a build,
            # which the notation (table values, as 003 says) refuses; issue 16 fixes it.
            awaiting_issue_16.append(text)
            continue
        assert state["ok"], (text, state)
        drawn += 1
        legal = sum(1 for m in state["legal"])
        tries = [ask(op="try", move=m) for m in state["candidates"]]
        assert all(answered(a) for a in tries), text
        # every legal move is among the candidates, and each is answered "legal"
        assert sum(a["legal"] for a in tries) == legal, text
        for move in state["legal"]:
            assert ask(op="try", move=move)["legal"] is True, (text, move)
        for move in junk_moves(state):
            assert answered(ask(op="try", move=move)), (text, move)
    assert drawn >= 3
    if awaiting_issue_16:
        pytest.xfail(f"issue 16: kasino-builds builds with hand values: {awaiting_issue_16[0]}")


def test_a_tablic_position_offers_the_declaration():
    state = ask(op="diagram", position="tablic|h0=5C,KD|h1=9S|t=5H,2D|m=0")
    assert state["ok"]
    declare = [m for m in state["candidates"] if m["kind"] == "declare"]
    assert len(declare) == 1 and declare[0]["card"] is None
    answer = ask(op="try", move=declare[0])
    assert answered(answer)


def test_a_swazi_table_build_is_a_candidate_of_its_own():
    # 000: a build of table cards only (3+4 as 7) while holding the 7; the turn goes on
    state = ask(op="diagram", position="swazi|h0=7C,9S|h1=2D|h2=5C|t=3H,4D,9D|m=0")
    assert state["ok"]
    table_builds = [m for m in state["candidates"] if m["card"] is None]
    assert any(m["kind"] == "build" and m["value"] == 7 for m in table_builds)
    assert all(answered(ask(op="try", move=m)) for m in state["candidates"])
