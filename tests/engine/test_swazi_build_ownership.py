"""Who owns a build in the Swazi family (seed 000_2cb9612bf51fbc35.txt), in every rule set
of it: `swazi`, `swazi-2p`, `swazi-2p-stock`, `lesotho`, `south-african`.

000 §3: "Um jogador que crie uma construção será considerado o 'dono' desta construção, a
não ser que seu valor seja alterado ou que ele seja capturado por outro jogador".
000 §5: "Um jogador que altere o valor de uma construção passa a ser considerado o novo
dono desta construção."

So an addition that keeps the value — a hand card with table cards, or table cards and a
pile top alone — leaves the build its creator's; only a raise makes a new owner. Every rule
that ownership drives follows: the owner's capturing card and no-trailing rule, claims on
the owner's builds, one build per player, the partner's rebuild, and the view's ``owner``
(the page's "yours" / "Computer 2's").
"""

from __future__ import annotations

import pytest
from cassino import Game
from cassino.ai.knowledge import read
from cassino.ai.policies import _after
from moveshapes import fs, groups_of

FAMILY = {"swazi": 3, "swazi-2p": 2, "swazi-2p-stock": 2, "lesotho": 3, "south-african": 3}
"""Each rule set with a player count it is played by (no partnerships: a pile per seat)."""
ADD_TOPS = ["swazi", "swazi-2p", "swazi-2p-stock", "lesotho"]  # pile_tops "add"
PARTNERSHIPS = ["swazi", "lesotho", "south-african"]  # four: builds for a partner
NINE = {"groups": [["5C", "4C"]], "value": 9}


def sig(move) -> tuple:
    d = move.to_dict()
    value = d["value"] if d["kind"] in ("build", "raise", "extend") else None
    return (d["kind"], d["card"], frozenset(d["takes"]), frozenset(d["uses"]), value,
            groups_of(d["groups"]), tuple(d["from_piles"]))


def legal(game: Game) -> set[tuple]:
    return {sig(m) for m in game.legal_moves()}


def T(card: str) -> tuple:
    return ("trail", card, frozenset(), frozenset(), None, frozenset(), ())


def C(card: str, *takes: str) -> tuple:
    return ("capture", card, fs(*takes), frozenset(), None, frozenset(), ())


def R(card: str, value: int, *groups: tuple[str, ...]) -> tuple:
    return ("raise", card, frozenset(), frozenset(), value, groups_of(groups), ())


def E(card: str | None, value: int, uses: tuple[str, ...], *groups: tuple[str, ...],
      piles: tuple[int, ...] = ()) -> tuple:
    return ("extend", card, frozenset(), fs(*uses), value, groups_of(groups), piles)


def play(game: Game, expected: tuple) -> None:
    found = [m for m in game.legal_moves() if sig(m) == expected and m.partner is None]
    assert len(found) == 1, f"{expected} is not exactly one legal move: {legal(game)}"
    game.play(found[0])


def position(variant: str, adder: list[str], owner_hand: list[str], table: list[str],
             build: dict, piles: list[list[str]] | None = None) -> tuple[Game, int]:
    """Seat 0 (the adder) to move; the build's owner is the seat after it (play goes to
    the right: seat n-1), who moves next. Returns the game and the owner's seat."""
    players = FAMILY[variant]
    owner = players - 1
    middle = [["8H", "8S"]] * (players - 2)
    game = Game.from_position(variant, [adder, *middle, owner_hand], table=table,
                              builds=[{**build, "owner": owner}], piles=piles)
    return game, owner


@pytest.mark.parametrize("variant", FAMILY)
def test_hand_card_added_at_the_same_value_leaves_the_build_its_owners(variant):
    # 000 §5: "Um jogador que tenha um 6 e um 9 em sua mão pode jogar o 6 sobre o 3, combinar
    # ambos com a construção e anunciar novamente 'construindo um nove'" — the value is not
    # altered, so the creator stays the owner (000 §3).
    game, owner = position(variant, ["6S", "9S"], ["9H", "10S"], ["3D"], NINE)
    play(game, E("6S", 9, ("3D",), ("5C", "4C"), ("6S", "3D")))
    assert [(b.value, b.owner) for b in game.builds] == [(9, owner)]
    # What every seat sees (the page labels the build "yours" for its owner only).
    assert {game.view(s)["table"]["builds"][0]["owner"] for s in range(game.players)} == {
        owner}
    # The owner still owes its capturing card: it may not trail away its last 9 (000 §4:
    # "deverá manter em sua mão a(s) carta(s) que usará para capturar a(s) construção(ões)").
    assert game.to_move == owner
    moves = legal(game)
    assert T("9H") not in moves
    assert C("9H", "5C", "4C", "6S", "3D") in moves


@pytest.mark.parametrize("variant", FAMILY)
def test_table_cards_added_at_the_same_value_leave_the_build_its_owners(variant):
    # 000 §5: table cards added to an opponent's build "desde que não altere o valor
    # original": the adder must capture it "logo após" — still the owner's build.
    game, owner = position(variant, ["9S", "10D"], ["9H", "10S"], ["6D", "3D"], NINE)
    play(game, E(None, 9, ("6D", "3D"), ("5C", "4C"), ("6D", "3D")))
    assert [(b.value, b.owner) for b in game.builds] == [(9, owner)]
    assert game.to_move == 0 and game.pending_capture == game.builds[0].id
    assert legal(game) == {C("9S", "5C", "4C", "6D", "3D")}
    play(game, C("9S", "5C", "4C", "6D", "3D"))
    assert game.builds == [] and game.last_capturer == 0


@pytest.mark.parametrize("variant", ADD_TOPS)
def test_pile_top_added_at_the_same_value_leaves_the_build_its_owners(variant):
    # 000 §5: "... ou a carta do topo do montinho de cartas capturadas de um de seus
    # oponentes, para adicionar cartas a uma construção cujo dono seja um oponente".
    players = FAMILY[variant]
    piles = [[] for _ in range(players)]
    piles[players - 1] = ["6H"]
    game, owner = position(variant, ["9S", "10D"], ["9H", "10S"], ["3D"], NINE, piles)
    play(game, E(None, 9, ("6H", "3D"), ("5C", "4C"), ("6H", "3D"), piles=(owner,)))
    assert [(b.value, b.owner) for b in game.builds] == [(9, owner)]
    assert legal(game) == {C("9S", "5C", "4C", "6H", "3D")}


@pytest.mark.parametrize("variant", FAMILY)
def test_a_raise_makes_the_raiser_the_owner(variant):
    # 000 §5: "Um jogador que altere o valor de uma construção passa a ser considerado o novo
    # dono desta construção."
    five = {"groups": [["3C", "2C"]], "value": 5}
    game, owner = position(variant, ["4H", "9S"], ["5H", "10S"], [], five)
    play(game, R("4H", 9, ("3C", "2C", "4H")))
    assert [(b.value, b.owner) for b in game.builds] == [(9, 0)]
    # The former owner is bound no more: it may let its 5 go.
    assert T("5H") in legal(game) or variant == "south-african"


@pytest.mark.parametrize("variant", ["swazi-2p", "swazi-2p-stock"])
def test_one_build_per_player_counts_only_the_builds_one_owns(variant):
    # 000: "cada jogador só poderá ser dono de uma construção de cada vez ao final de seu
    # turno". Seat 0 owns a 7; adding 6 + 3 to the opponent's 9 leaves that build the
    # opponent's, so seat 0 still owns one build only.
    game = Game.from_position(variant, [["7H", "9S", "6S"], ["9H", "10S"]], table=["3D"],
                              builds=[{"groups": [["3C", "4H"]], "value": 7, "owner": 0},
                                      {**NINE, "owner": 1}])
    play(game, E("6S", 9, ("3D",), ("5C", "4C"), ("6S", "3D")))
    assert sorted((b.value, b.owner) for b in game.builds) == [(7, 0), (9, 1)]


@pytest.mark.parametrize("variant", FAMILY)
def test_claims_still_bind_the_owner_after_a_same_value_addition(variant):
    # 000 §6: cards that could join "às construções de um jogador" must join them when
    # claimed — the owner's, who is still the creator after the addition.
    game, owner = position(variant, ["6S", "9S"], ["9H", "10S"], ["3D", "2D", "7D"], NINE)
    play(game, E("6S", 9, ("3D",), ("5C", "4C"), ("6S", "3D")))
    moves = legal(game)
    assert E(None, 9, ("2D", "7D"), ("5C", "4C"), ("6S", "3D"), ("2D", "7D")) in moves
    assert all(m[1] is None for m in moves), "the addition comes before any hand card"


@pytest.mark.parametrize("variant", PARTNERSHIPS)
def test_partner_rebuild_follows_the_owner_after_a_same_value_addition(variant):
    # 000: "Se um dos jogadores criar uma construção que, mais tarde, for capturada por outro
    # jogador que não seja o que criou a construção, o parceiro deste jogador poderá criar
    # uma construção de igual valor". Seat 2 builds 4 + 3 = 7; seat 1 (an opponent) adds
    # 5 + 2 at the same value — the build stays seat 2's; seat 3 (an opponent) takes it:
    # seat 0 may build a 7 for seat 2. Play goes to the right: 2, 1, 0, 3.
    game = Game.from_position(variant, [["10S", "AS"], ["5H", "7H", "10H"],
                                        ["4C", "7C", "10C"], ["7S", "10D"]],
                              table=["3C", "2D"], to_move=2)
    game.play(next(m for m in game.legal_moves() if m.kind == "build" and m.value == 7))
    play(game, E("5H", 7, ("2D",), ("4C", "3C"), ("5H", "2D")))
    assert [b.owner for b in game.builds] == [2]
    play(game, T("10S"))
    play(game, C("7S", "4C", "3C", "5H", "2D"))
    assert game.rebuilds == [(0, 2, 7)]


@pytest.mark.parametrize("variant", FAMILY)
def test_computer_players_foresee_the_same_owner_after_an_addition(variant):
    # The card counter's model of the position after a move (ai.policies._after) follows
    # the engine: a same-value addition keeps the owner, a raise makes the raiser it.
    game, owner = position(variant, ["6S", "9S", "4H"], ["9H", "10S"], ["3D"], NINE)
    k = read(game.observation(0))
    extend = next(m for m in game.legal_moves() if m.kind == "extend" and m.card is not None)
    assert [b["owner"] for b in _after(k, extend)[1]] == [owner]
