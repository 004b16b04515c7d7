"""Kasino's two values of a card (seed 003_a84bfd851d1c0260.txt, Kasino; `kasino-builds`
plays "as regras do Cassino para construções" on top). The rule sets with hand values
(``RuleSet.hand_values``) are `kasino` and `kasino-builds`; only the latter builds.

003: "Cada Ás (A) vale 14 na mão de um jogador, mas apenas 1 se estiver sobre a mesa ...
(em outras palavras, um A vale 14 para capturar outras cartas, mas apenas 1 para ser
capturado ou utilizado em combinações)"; "O Dois de Espadas ... vale 15 na mão de um
jogador, mas apenas 2 na mesa"; "O Dez de Ouros ... vale 16 na mão de um jogador, mas
apenas 10 na mesa".

So the hand value serves only the card that captures; a card laid from the hand into a
build, a raise or an extend counts its table value (A=1, 2♠=2, 10♦=10) — and a build may be
announced at a hand value the player keeps a card of (14, 15, 16), to be captured by it.
"""

from __future__ import annotations

import pytest
from cassino import Game
from moveshapes import B, C, E, R, legal


def game(hand: list[str], table: list[str] = (), builds: list[dict] = (),
         variant: str = "kasino-builds") -> Game:
    """Seat 0 to move holding ``hand``; the opponent holds a 3♣."""
    return Game.from_position(variant, [hand, ["3C"]], table=list(table),
                              builds=[{**b, "owner": b.get("owner", 1)} for b in builds])


def values_built(g: Game) -> set[int]:
    return {m.value for m in g.legal_moves() if m.kind in ("build", "raise", "extend")}


# ----------------------------------------------------------------------------- builds


def test_an_ace_laid_into_a_build_counts_one():
    # A + 3 = 4, kept for the 4♠; never 14 + 3.
    g = game(["AS", "4S"], ["3H"])
    assert values_built(g) == {4}
    assert B("AS", 4, ("AS", "3H")) in legal(g)


def test_an_ace_laid_with_a_two_is_three_not_sixteen():
    # Holding the 10♦ (16 in the hand), A♠ + 2♥ was offered as a build of 16: it is 1 + 2.
    assert values_built(game(["AS", "10D"], ["2H"])) == set()
    assert values_built(game(["AS", "3S"], ["2H"])) == {3}


def test_the_two_of_spades_laid_into_a_build_counts_two():
    # 2♠ + 3 = 5, kept for the 5♦; never 15 + 1 = 16 for the 10♦.
    g = game(["2S", "5D"], ["3H"])
    assert B("2S", 5, ("2S", "3H")) in legal(g)
    assert values_built(game(["2S", "10D"], ["AH"])) == set()


def test_the_ten_of_diamonds_laid_into_a_build_counts_ten():
    # 10♦ + 4 = 14, to be taken by the ace (14 in the hand); 10♦ + 5 = 15 for the 2♠.
    g = game(["10D", "AH"], ["4H"])
    assert values_built(g) == {14}
    assert B("10D", 14, ("10D", "4H")) in legal(g)
    assert B("10D", 15, ("10D", "5H")) in legal(game(["10D", "2S"], ["5H"]))


# ----------------------------------------------------------------------------- raises

SEVEN = {"groups": [["3H", "4H"]], "value": 7}


@pytest.mark.parametrize(("card", "keep", "value"), [("AH", "8S", 8), ("2S", "9S", 9)])
def test_an_ace_or_the_two_of_spades_raises_by_its_table_value(card, keep, value):
    # Raising a 7 with an ace makes 8 (not 21), with the 2♠ 9 (not 22).
    g = game([card, keep], builds=[SEVEN])
    assert R(card, value, (), ("3H", "4H", card)) in legal(g)


def test_the_ten_of_diamonds_raises_by_ten_to_a_build_the_ace_takes():
    four = {"groups": [["3H", "AC"]], "value": 4}
    g = game(["10D", "AS"], builds=[four])
    assert R("10D", 14, (), ("3H", "AC", "10D")) in legal(g)


# ----------------------------------------------------------------------------- extends

FIVE = {"groups": [["3H", "2H"]], "value": 5}


@pytest.mark.parametrize(("card", "loose"), [("AS", "4D"), ("2S", "3D")])
def test_an_ace_or_the_two_of_spades_extends_by_its_table_value(card, loose):
    # A + 4 and 2♠ + 3 make another group of 5.
    g = game([card, "5S"], [loose], builds=[FIVE])
    assert E(card, 5, (loose,), ("3H", "2H"), (card, loose)) in legal(g)


def test_the_ten_of_diamonds_extends_a_build_of_ten():
    ten = {"groups": [["6H", "4H"]], "value": 10}
    g = game(["10D", "10S"], builds=[ten])
    assert E("10D", 10, (), ("6H", "4H"), ("10D",)) in legal(g)


# ----------------------------------------------------------------------------- captures


@pytest.mark.parametrize(("card", "groups", "value"), [
    ("AH", [["10H", "4H"]], 14), ("2S", [["10H", "5H"]], 15), ("10D", [["10H", "6H"]], 16)])
def test_a_build_of_a_hand_value_is_taken_by_that_card(card, groups, value):
    g = game([card, "3S"], builds=[{"groups": groups, "value": value}])
    assert C(card, *groups[0]) in legal(g)


def test_the_ten_of_diamonds_built_to_fourteen_is_taken_by_the_ace_next_turn():
    # 10♦ + 4 = 14 announced; the ace, 14 in the hand, takes it on the next turn.
    g = Game.from_position("kasino-builds", [["10D", "AH"], ["3C", "9S"]], table=["4H"])
    g.play({"kind": "build", "card": "10D", "value": 14})
    assert [(b.value, b.owner) for b in g.builds] == [(14, 0)]
    g.play({"kind": "trail", "card": "9S"})
    g.play({"kind": "capture", "card": "AH"})
    assert g.builds == [] and {c.code for c in g.piles[0]} == {"10D", "4H", "AH"}


@pytest.mark.parametrize("variant", ["kasino", "kasino-builds"])
def test_an_ace_captures_at_fourteen_never_a_lone_ace(variant):
    # 003: "um jogador não pode utilizar um A para capturar outro, a menos que este outro
    # esteja incluído em uma combinação".
    g = game(["AS"], ["10H", "4H"], variant=variant)
    assert C("AS", "10H", "4H") in legal(g)
    assert not any(m.kind == "capture" for m in game(["AS"], ["AH"], variant=variant)
                   .legal_moves())
    assert C("AS", "AH", "10H", "3H") in legal(game(["AS"], ["AH", "10H", "3H"],
                                                    variant=variant))
