"""Tablic's declaration at any moment (seed 003_a84bfd851d1c0260.txt, Tablic — the only rule
set with ``declare_target``), for 2, 3 and 4 players (four in partnerships).

003: "O jogo termina assim que um jogador ou dupla anuncia que ultrapassou os 101 pontos.
... mesmo que outro jogador ou dupla também tenha ultrapassado os 101 pontos, o vencedor
será o que anunciou primeiro. ... para anunciar o mais rápido possível que ultrapassou os
101 pontos, sem esperar o final da rodada." "Se ele não tiver ultrapassado os 101 pontos,
porém, o jogo prosseguirá normalmente, e o jogador que anunciou erradamente perderá 5
pontos."

So any seat may declare between any two moves, its turn or not, and whose turn it is does
not change; the first right declaration wins. The computer players declare as soon as their
side's total reaches the target, on anyone's turn (the bridge asks them after every change).
"""

from __future__ import annotations

import json

import pytest
from cassino import Game, IllegalMove, bridge

PLAYERS = [2, 3, 4]
HANDS = {2: [["5C", "9H"], ["6D", "8S"]],
         3: [["5C", "9H"], ["6D", "8S"], ["7C", "4H"]],
         4: [["5C", "9H"], ["6D", "8S"], ["7C", "4H"], ["3D", "2H"]]}


def tablic(players: int, scores: list[int] | None = None) -> Game:
    """Seat 0 to move; seat 0's side has captured A♠ (most cards 3 + ace 1 = 4 so far), the
    other sides nothing. ``scores``: the match scores per side."""
    sides = 2 if players == 4 else players
    piles = [["AS"]] + [[] for _ in range(sides - 1)]
    game = Game.from_position("tablic", HANDS[players], piles=piles, last_capturer=0)
    if scores is not None:
        data = game.to_dict()
        data["scores"] = scores
        game = Game.from_dict(data)
    return game


def other_seat(game: Game) -> int:
    """A seat not to move, of another side than the seat to move's."""
    return next(s for s in range(game.players) if game.side_of(s) != game.side_of(0))


@pytest.mark.parametrize("players", PLAYERS)
def test_a_seat_not_to_move_declares_rightly_and_wins_at_once(players):
    seat = 1
    side = seat % (2 if players == 4 else players)
    scores = [0] * (2 if players == 4 else players)
    scores[side] = 101
    game = tablic(players, scores)
    assert game.view(seat)["may_declare"] and game.view(seat)["declare_total"] == 101
    assert game.declare(seat) is True
    assert game.match_over and game.winner == side and game.interrupted
    assert game.to_move == 0  # the declaration changed no turn
    assert game.history[-1] == {"event": "declare", "kind": "declare", "card": None,
                                "seat": seat, "right": True, "total": 101}


@pytest.mark.parametrize("players", PLAYERS)
def test_a_wrong_declaration_out_of_turn_costs_five_and_the_turn_stays(players):
    game = tablic(players, [90] + [0] * ((2 if players == 4 else players) - 1))
    moves = game.legal_moves()
    seat = other_seat(game)
    side = game.side_of(seat)
    assert game.declare(seat) is False
    assert game.scores[side] == -5 and not game.match_over
    assert game.to_move == 0 and game.legal_moves() == moves  # seat 0 still to move
    # Once between two cards: the seat may not declare again until a card is played.
    assert not game.view(seat)["may_declare"]
    before = game.to_dict()
    with pytest.raises(IllegalMove) as info:
        game.declare(seat)
    assert info.value.code == "already-declared" and game.to_dict() == before
    game.play(next(m for m in moves if m.kind == "trail"))
    assert game.view(seat)["may_declare"]


@pytest.mark.parametrize("players", PLAYERS)
def test_the_first_to_declare_wins_even_when_another_side_has_more(players):
    # "mesmo que outro jogador ou dupla também tenha ultrapassado os 101 pontos, o vencedor
    # será o que anunciou primeiro": seat 0's side has 104 with this round, the other 130.
    sides = 2 if players == 4 else players
    game = tablic(players, [100] + [130] * (sides - 1))
    seat = other_seat(game)
    assert game.declare(seat) is True and game.winner == game.side_of(seat)
    with pytest.raises(IllegalMove) as info:
        game.declare(0)
    assert info.value.code == "match-over"
    # The other order: the seat to move declares first and wins with less.
    game = tablic(players, [100] + [130] * (sides - 1))
    assert game.declare(0) is True and game.winner == 0


@pytest.mark.parametrize("players", PLAYERS)
def test_play_takes_a_declaration_from_a_seat_not_to_move(players):
    game = tablic(players, [0] * (2 if players == 4 else players))
    seat = other_seat(game)
    game.play({"kind": "declare"}, seat=seat)
    assert game.history[-1]["seat"] == seat and game.to_move == 0
    assert game.declared_by == [seat] and not game.view(0)["declared"]
    # The seat to move keeps its own declaration among its moves.
    assert any(m.kind == "declare" for m in game.legal_moves())


def test_a_declaration_between_rounds_counts_the_scored_round():
    # "sem esperar o final da rodada" — nor after it: a round just scored counts once.
    game = Game.from_position("tablic", [["5C"], ["6D"]], piles=[["AS"], []],
                              last_capturer=0)
    data = game.to_dict()
    data["scores"] = [98, 0]
    game = Game.from_dict(data)
    for _ in range(2):
        game.play(next(m for m in game.legal_moves() if m.kind == "trail"))
    assert game.round_over and not game.match_over
    assert game.scores[0] >= 101  # the round's points are in the match score now
    view = game.view(0)
    assert view["declare_total"] == game.scores[0] < game.scores[0] + view["round_points"][0]
    assert view["may_declare"]
    total = game.scores[0]
    assert game.declare(0) is True and game.winner == 0 and game.scores[0] == total


def test_declarations_survive_saving():
    game = tablic(3, [0, 0, 0])
    game.declare(2)
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.declared_by == [2] and again.scores == game.scores
    assert not again.may_declare(2) and again.may_declare(1)


def test_no_declaration_outside_tablic_and_no_such_seat():
    game = Game.from_position("casino", [["5C"], ["6D"]])
    assert game.view(0)["may_declare"] is False and game.view(0)["declare_total"] is None
    with pytest.raises(IllegalMove) as info:
        game.declare(0)
    assert info.value.code == "no-declaration"
    game = tablic(2, [0, 0])
    before = game.to_dict()
    with pytest.raises(IllegalMove) as info:
        game.declare(5)
    assert info.value.code == "no-such-seat" and game.to_dict() == before


# ----------------------------------------------------------------------------- the bridge


def ask(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def session_with_scores(scores: list[int], players: int = 2, level: str = "greedy") -> dict:
    """A Tablic match, the human (seat 0) to move, with these match scores set."""
    for seed in range(50):
        state = ask(op="new", variant="tablic", players=players, seed=seed, humans=[0],
                    level=level)
        if state["awaiting"] == "human":
            break
    bridge._session.game.scores = list(scores)
    state = ask(op="state")
    assert state["awaiting"] == "human"
    return state


def test_a_human_declares_with_the_declare_request_and_may_win_first():
    # The computer's side has more, but the human declares first (and rightly).
    state = session_with_scores([101, 140])
    view = state["view"]
    assert view["may_declare"] and view["declare_total"] >= 101
    state = ask(op="declare")
    assert state["ok"] and state["awaiting"] == "match-over"
    assert state["view"]["winner"] == 0


def test_computers_declare_on_the_humans_turn_as_soon_as_their_side_has_the_target():
    # The human declares wrongly (a change): the computer, whose side has the target,
    # declares at once, though the human is to move — and wins.
    state = session_with_scores([0, 120])
    to_move = state["view"]["to_move"]
    state = ask(op="declare", seat=0)
    assert state["awaiting"] == "match-over" and state["view"]["winner"] == 1
    declarations = [e for e in bridge._session.game.history if e.get("kind") == "declare"]
    assert [(e["seat"], e["right"]) for e in declarations] == [(0, False), (1, True)]
    assert state["view"]["to_move"] == to_move


def test_computers_declare_after_a_human_move_on_another_computers_turn():
    # Three players, play to the right (0, 2, 1): after the human's card seat 2 is to move;
    # seat 1's side has the target, so seat 1 declares out of turn.
    state = session_with_scores([0, 110, 0], players=3)
    move = next(m for m in state["moves"] if m["kind"] != "declare")
    state = ask(op="play", move=move)
    assert state["awaiting"] == "match-over" and state["view"]["winner"] == 1
    last = bridge._session.game.history[-1]
    assert last["kind"] == "declare" and last["seat"] == 1
    assert state["view"]["to_move"] == 2


def test_random_level_computers_do_not_declare_out_of_turn():
    state = session_with_scores([0, 120], level="random")
    state = ask(op="declare", seat=0)
    assert state["awaiting"] != "match-over"
    assert state["view"]["scores"][0] == -5


def test_declare_request_needs_a_human_seat_and_changes_nothing_when_refused():
    state = session_with_scores([0, 0])
    before = bridge._session.game.to_dict()
    answer = ask(op="declare", seat=1)
    assert answer["ok"] is False and answer["error"]["code"] == "bad-request"
    ask(op="declare", seat=0)
    answer = ask(op="declare", seat=0)
    assert answer["error"]["code"] == "already-declared"
    assert set(answer["error"]["message"]) == {"pt", "en"}
    assert bridge._session.game.to_dict()["scores"] == [before["scores"][0] - 5, 0]
    assert state["ok"]
