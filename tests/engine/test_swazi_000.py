"""The Swazi family of seed 000 (`swazi`, `swazi-2p`, `swazi-2p-stock`, `lesotho`,
`south-african`) against the seed's words and the decisions of RULES.md.

Every expected value is derived by hand from the texts (quoted in the comments), never
copied from the engine's output. Legal-move sets are compared whole where the position is
small, as signatures (kind, hand card or None for a table action, cards taken, cards used,
announced value, build groups, pile sides used).
"""

from __future__ import annotations

import json
import random

import pytest
from cassino import Game, IllegalMove
from cassino.ai.knowledge import read
from cassino.ai.sampling import clone
from cassino.position import game_from_position
from moveshapes import fs, groups_of

# ----------------------------------------------------------------------------- helpers


def sig(move) -> tuple:
    d = move.to_dict()
    value = d["value"] if d["kind"] in ("build", "raise", "extend") else None
    return (d["kind"], d["card"], frozenset(d["takes"]), frozenset(d["uses"]), value,
            groups_of(d["groups"]), tuple(d["from_piles"]))


def legal(game: Game) -> set[tuple]:
    """The signatures of the legal moves (a move made for a partner, 000, and the same move
    of one's own share one)."""
    sigs = [(sig(m), m.partner) for m in game.legal_moves()]
    assert len(sigs) == len(set(sigs)), "a legal move is listed twice"
    return {s for s, _ in sigs}


def T(card: str) -> tuple:
    return ("trail", card, frozenset(), frozenset(), None, frozenset(), ())


def C(card: str, *takes: str, piles: tuple[int, ...] = ()) -> tuple:
    return ("capture", card, fs(*takes), frozenset(), None, frozenset(), piles)


def B(card: str | None, value: int, *groups: tuple[str, ...]) -> tuple:
    """A new build (``card`` None: of table cards only, a table action)."""
    uses = frozenset(c for g in groups for c in g) - {card}
    return ("build", card, frozenset(), uses, value, groups_of(groups), ())


def R(card: str, value: int, uses: tuple[str, ...], *groups: tuple[str, ...]) -> tuple:
    return ("raise", card, frozenset(), fs(*uses), value, groups_of(groups), ())


def E(card: str | None, value: int, uses: tuple[str, ...], *groups: tuple[str, ...],
      piles: tuple[int, ...] = ()) -> tuple:
    """An addition to a build (``card`` None: table cards or pile tops only)."""
    return ("extend", card, frozenset(), fs(*uses), value, groups_of(groups), piles)


def play(game: Game, expected: tuple, partner: int | None = None) -> None:
    found = [m for m in game.legal_moves() if sig(m) == expected and m.partner == partner]
    assert len(found) == 1, f"{expected} is not exactly one legal move: {legal(game)}"
    game.play(found[0])


def kinds(game: Game, kind: str, card: str | None = "any") -> set[tuple]:
    return {s for s in legal(game) if s[0] == kind and (card == "any" or s[1] == card)}


def codes(cards) -> list[str]:
    return [c.code for c in cards]


def totals(game: Game) -> list[int]:
    return [entry["total"] for entry in game.round_score()]


def play_out(game: Game) -> None:
    """Play the round to its end with the first legal move each time."""
    while not game.round_over:
        game.play(game.legal_moves()[0])


def with_deal_no(game: Game, deal_no: int) -> Game:
    """The same position, in a later deal of the round (the second hand of twelve/ten)."""
    data = game.to_dict()
    data["deal_no"] = deal_no
    return Game.from_dict(data)


def spare(*used: str, n: int, deck: tuple[str, ...] | None = None) -> list[str]:
    """``n`` cards of the deck not among ``used`` (a stock for a position)."""
    ranks = deck or ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    cards = [r + s for r in ranks for s in "CDHS" if r + s not in used]
    return cards[:n]


# ----------------------------------------------------------------------------- swazi: values


def test_swazi_court_cards_count_11_12_13_and_capture_sums():
    # 000: "Cada J vale 11, cada Q vale 12, cada K vale 13."
    game = Game.from_position("swazi", [["KS"], ["2C"], ["3C"]], table=["QD", "AH", "5C", "6C"])
    # K=13 takes Q+A(1); 5+6=11 is not 13; the ace alone as 14 is not 13.
    assert kinds(game, "capture") == {C("KS", "QD", "AH")}
    game = Game.from_position("swazi", [["JS"], ["2C"], ["3C"]], table=["5C", "6C", "JD"])
    # J=11 takes the other jack and 5+6 together (claims: everything its card can take).
    assert kinds(game, "capture") == {C("JS", "JD", "5C", "6C")}


def test_swazi_ace_counts_one_or_fourteen():
    # 000: "Cada A pode valer 1 ou 14, escolhido pelo jogador que o está jogando ou capturando."
    game = Game.from_position("swazi", [["AS", "2C"], ["3C"], ["4C"]], table=["10C", "4H"])
    # The ace from the hand as 14 takes 10+4; 10+4 is also a table-only build of 14 (the
    # ace is held to capture it).
    assert legal(game) == {C("AS", "10C", "4H"), T("AS"), T("2C"),
                           B(None, 14, ("10C", "4H"))}
    # A table ace counts 1 in a sum: the 2 takes A+... nothing else, but A(1)+... a 3 takes A+2.
    game = Game.from_position("swazi", [["3S"], ["5C"], ["6C"]], table=["AD", "2D"])
    assert kinds(game, "capture") == {C("3S", "AD", "2D")}
    # A table ace counts 14 in a sum too: a king (13) does not take it, but 14 = A alone.
    game = Game.from_position("swazi", [["AS"], ["5C"], ["6C"]], table=["AD"])
    assert kinds(game, "capture") == {C("AS", "AD")}


def test_swazi_all_ace_build_one_value_for_all_aces():
    # 000: "Um jogador que crie uma construção composta somente por Ases deverá anunciar se o
    # valor de cada Ás é 1 ou 14, e todos estes Ases deverão compartilhar o mesmo valor (você
    # não pode jogar um A sobre outro e 'construir quinze')."
    game = Game.from_position("swazi", [["AH", "AS", "2C"], ["3C"], ["4C"]], table=["AC"])
    values = {s[4] for s in kinds(game, "build", "AH")}
    # AH on AC: "building 1" or "building 14" (both aces alike, the AS captures either), or
    # "building 2" (1 + 1, the 2C captures); never 15 (14 + 1).
    assert values == {1, 2, 14}
    assert B("AH", 1, ("AH",), ("AC",)) in legal(game)
    assert B("AH", 14, ("AH",), ("AC",)) in legal(game)
    assert B("AH", 2, ("AH", "AC")) in legal(game)


def test_swazi_ace_in_a_build_keeps_its_value():
    # 000: "Uma vez que um Ás seja incorporado a uma construção, porém, seu valor não poderá
    # mais ser alterado por outros jogadores."  Aces built as 14 stay 14: a 2 cannot take
    # them as 1 + 1; only another ace (as 14) can.
    game = Game.from_position("swazi", [["2C", "AD"], ["3C"], ["4C"]],
                              builds=[{"groups": [["AH"], ["AS"]], "value": 14, "owner": 1}])
    assert kinds(game, "capture") == {C("AD", "AH", "AS")}


# ----------------------------------------------------------------------------- swazi: deal


def test_swazi_three_players_four_to_the_table_then_sixteen_each():
    # 000: "As quatro cartas do topo do monte cortado serão colocadas no centro da mesa ... As
    # demais cartas são distribuídas ... uma a uma ... cada jogador terá 16 cartas".
    for seed in range(5):
        game = Game.new("swazi", 3, seed)
        assert len(game.loose) == 4
        assert [len(h) for h in game.hands] == [16, 16, 16]
        assert game.stock == []
        assert len(game.piles) == 3


def test_swazi_four_players_partnerships_twelve_each_one_pile_per_team():
    # RULES.md: "4 players (partnerships) get 12 each"; 000: "Só existem dois montinhos de
    # cartas capturadas, um para cada dupla."
    game = Game.new("swazi", 4, 3)
    assert len(game.loose) == 4
    assert [len(h) for h in game.hands] == [12, 12, 12, 12]
    assert game.stock == []
    assert len(game.piles) == 2
    assert game.view(0)["teams"] == [[0, 2], [1, 3]]


def _redeal_checked(variant: str, players: int, hand: int) -> None:
    for seed in range(200):
        game = Game.new(variant, players, seed, {"redeal_table": True})
        ranks = [c.rank for c in game.loose]
        assert "A" not in ranks, (seed, ranks)
        assert sum(r in ("J", "Q", "K") for r in ranks) <= 3, (seed, ranks)
        assert len(game.loose) == 4 and [len(h) for h in game.hands] == [hand] * players
        dealt = [*game.loose, *game.stock, *(c for h in game.hands for c in h)]
        assert len(set(dealt)) == 52


def test_swazi_redeal_option_is_off_by_default():
    # 000: "Alguns jogadores dizem que ..." — an option, off by default: aces may lie there.
    assert Game.new("swazi", 3, 0).options["redeal_table"] is False
    assert any(any(c.rank == "A" for c in Game.new("swazi", 3, seed).loose)
               for seed in range(200))


def test_swazi_2p_redeal_option_table_without_aces_and_at_most_three_court_cards():
    # 000: "se dentre as quatro cartas que iniciam o jogo sobre a mesa houver mais de três
    # figuras (J, Q, K) ou pelo menos um Ás, as cartas deverão ser reincorporadas ao maço,
    # novamente embaralhadas, e um novo corte feito."
    _redeal_checked("swazi-2p", 2, 12)


@pytest.mark.parametrize("players, hand", [(3, 16), (4, 12)])
def test_swazi_redeal_option_table_without_aces_and_at_most_three_court_cards(players, hand):
    # 000: the same sentence, for the three- and four-player game.
    _redeal_checked("swazi", players, hand)


def test_swazi_right_of_dealer_starts_anticlockwise_next_dealer_to_the_right():
    # 000: "O primeiro a jogar será o jogador sentado à direita do carteador, e os demais
    # jogarão no sentido anti-horário" and the next dealer is "o jogador que estava sentado à
    # direita do carteador anterior". Seats are numbered to the left: the right is seat - 1.
    game = Game.new("swazi", 3, 11)
    dealer = game.dealer
    assert game.to_move == (dealer - 1) % 3
    seat = game.to_move
    game.play(next(m for m in game.legal_moves() if m.ends_turn))
    assert game.to_move == (seat - 1) % 3
    play_out(game)
    if not game.match_over:
        game.next_round()
        assert game.dealer == (dealer - 1) % 3
        assert game.to_move == (dealer - 2) % 3


# ----------------------------------------------------------------------------- swazi: piles


def test_swazi_capturing_card_on_top_of_the_pile():
    # 000: "A carta utilizada para fazer a captura deverá sempre ficar no topo do montinho".
    game = Game.from_position("swazi", [["9C"], ["2C"], ["3C"]], table=["4D", "5D"],
                              piles=[["KH"], [], []])
    play(game, C("9C", "4D", "5D"))
    assert game.piles[0][-1].code == "9C"
    assert set(codes(game.piles[0])) == {"KH", "4D", "5D", "9C"}
    assert game.view(1)["pile_tops"] == ["9C", None, None]


# ----------------------------------------------------------------------------- swazi: builds


def test_swazi_table_only_build_then_capture_in_the_same_turn_000_example():
    # 000: "Sobre a mesa temos um 3, 4 e um 9, e um jogador possui em sua mão um 7 e um 9. Ele
    # combina o 3 e o 4 para construir um 7, e captura o 9 com seu 9, deixando a construção
    # sobre a mesa" — "Um jogador que crie uma construção deste tipo pode continuar jogando,
    # e só passa sua vez de jogar quando joga uma das cartas de sua mão."
    game = Game.from_position("swazi", [["7C", "9C"], ["2H"], ["KH"]], table=["3D", "4D", "9D"])
    assert legal(game) == {C("7C", "3D", "4D"), C("9C", "9D"), T("7C"), T("9C"),
                           B(None, 7, ("3D", "4D"))}
    play(game, B(None, 7, ("3D", "4D")))
    assert game.to_move == 0  # the turn goes on
    assert [(b.value, b.owner) for b in game.builds] == [(7, 0)]
    # Now the 7 must stay in the hand (it captures the build); the 9 may capture or trail.
    assert legal(game) == {C("7C", "3D", "4D"), C("9C", "9D"), T("9C")}
    play(game, C("9C", "9D"))
    assert game.to_move == 2  # the hand card ended the turn; play goes to the right
    assert codes(game.hands[0]) == ["7C"]
    assert [(b.value, b.owner) for b in game.builds] == [(7, 0)]


def test_swazi_table_only_build_needs_the_capturing_card():
    # 000: "desde que ele tenha em sua mão uma carta capaz de capturar esta construção".
    game = Game.from_position("swazi", [["8C", "9C"], ["2H"], ["KH"]], table=["3D", "4D"])
    assert kinds(game, "build", None) == set()


def test_swazi_one_build_per_value():
    # 000: "Só pode haver uma construção de cada valor de cada vez na mesa".
    game = Game.from_position("swazi", [["3C", "7C", "KS"], ["2H"], ["KH"]],
                              table=["4D", "2D", "5D"],
                              builds=[{"groups": [["6S", "AS"]], "value": 7, "owner": 1}])
    # 3+4 = 7 with the hand's 3 and 2+5 = 7 from the table: both would make a second 7.
    assert not any(s[4] == 7 for s in kinds(game, "build"))
    # The opponent's 7 may still be captured (with the loose 2+5 that make 7 — claims).
    assert C("7C", "6S", "AS", "2D", "5D") in legal(game)


def test_swazi_hand_card_revalues_an_opponents_build_and_makes_you_its_owner():
    # 000 §5: "pode pegar uma das cartas de sua mão e adicioná-la a uma construção, mudando
    # o valor desta construção, desde que ... tenha em sua mão uma carta capaz de capturar o
    # novo valor, e que o dono desta construção seja um de seus oponentes."
    game = Game.from_position("swazi", [["4H", "9S"], ["2H"], ["KH"]],
                              builds=[{"groups": [["3C", "2C"]], "value": 5, "owner": 1}])
    assert kinds(game, "raise") == {R("4H", 9, (), ("3C", "2C", "4H"))}
    play(game, R("4H", 9, (), ("3C", "2C", "4H")))
    assert [(b.value, b.owner) for b in game.builds] == [(9, 0)]
    assert game.to_move == 2


def test_swazi_hand_card_never_revalues_your_own_build():
    # RULES.md: "A hand card may re-value only an opponent's build".
    game = Game.from_position("swazi", [["4H", "9S", "5D"], ["2H"], ["KH"]],
                              builds=[{"groups": [["3C", "2C"]], "value": 5, "owner": 0}])
    assert kinds(game, "raise") == set()


def test_swazi_worked_example_six_raised_to_eight_then_nine_absorbing_four_and_five():
    # 000: "Há sobre a mesa uma construção de dois 3, anunciada como 'construindo um seis', um 4
    # e um 5. Um jogador que tenha um 2 e um 8 ... jogar o 2 sobre a construção e anunciar
    # 'construindo um oito'. O jogador seguinte tem em sua mão um A e um 9. Ele adiciona o 4 e
    # o 5 à construção, joga seu A sobre ela e anuncia 'construindo um nove'."
    game = Game.from_position("swazi", [["2S", "8S"], ["KH"], ["AC", "9C"]],
                              table=["4H", "5H"],
                              builds=[{"groups": [["3C", "3D"]], "value": 6, "owner": 1}])
    play(game, R("2S", 8, (), ("3C", "3D", "2S")))
    assert [(b.value, b.owner) for b in game.builds] == [(8, 0)]
    assert game.to_move == 2
    play(game, R("AC", 9, ("4H", "5H"), ("3C", "3D", "2S", "AC"), ("4H", "5H")))
    assert [(b.value, b.owner) for b in game.builds] == [(9, 2)]


def test_swazi_build_of_its_own_value_never_changes_value():
    # 000: "se a construção ... tivesse sido anunciada como 'construindo um três', um jogador que
    # tivesse um 2 e um 5 na mão jamais poderia jogar o 2 sobre ela e anunciar 'construindo um
    # cinco'. Ele poderia, porém, jogar outro 3 na construção, anunciando novamente
    # 'construindo um três'."
    three = [{"groups": [["3C"], ["3D"]], "value": 3, "owner": 1}]
    game = Game.from_position("swazi", [["2S", "5S"], ["KH"], ["QH"]], builds=three)
    assert kinds(game, "raise") == set()
    game = Game.from_position("swazi", [["3H", "3S"], ["KH"], ["QH"]], builds=three)
    assert E("3H", 3, (), ("3C",), ("3D",), ("3H",)) in legal(game)


def test_swazi_loose_cards_never_help_a_raise_003_examples():
    # 000: "Um jogador também não pode adicionar cartas da mesa a uma construção se estas não
    # forem do novo valor anunciado ... Sobre a mesa temos um A, um 2 e um 4. O A e o 4 estão
    # combinados numa construção de 5. Um jogador que tenha um 3 e um 10 ... não pode ...
    # anunciar que está construindo um 10."
    game = Game.from_position("swazi", [["3S", "10S"], ["KH"], ["QH"]], table=["2D"],
                              builds=[{"groups": [["AC", "4C"]], "value": 5, "owner": 1}])
    assert not any(s[4] == 10 and s[0] in ("raise", "extend") for s in legal(game))
    # "Sobre a mesa temos um 3, um 4 e um 5. O 5 e o 4 estão combinados em uma construção de
    # 9. Um jogador que tenha um 6 e um 9 ... pode jogar o 6 sobre o 3, combinar ambos com a
    # construção e anunciar novamente 'construindo um nove'."
    game = Game.from_position("swazi", [["6S", "9S"], ["KH"], ["QH"]], table=["3D"],
                              builds=[{"groups": [["5C", "4C"]], "value": 9, "owner": 1}])
    play(game, E("6S", 9, ("3D",), ("5C", "4C"), ("6S", "3D")))
    # The value did not change, so neither did the owner (000 §3: "a não ser que seu valor
    # seja alterado"; see test_swazi_build_ownership.py).
    assert [(b.value, b.owner) for b in game.builds] == [(9, 1)]


def test_swazi_table_cards_added_to_an_opponents_build_must_be_captured_that_turn():
    # 000 §5: "Um jogador também pode utilizar uma das cartas da mesa ... para adicionar cartas
    # a uma construção cujo dono seja um oponente, desde que não altere o valor original da
    # construção. Se fizer isso, porém, ele será obrigado a capturar esta construção logo
    # após". And "Um jogador que altere o valor de uma construção passa a ser ... dono".
    game = Game.from_position("swazi", [["7H", "KS"], ["2H"], ["QH"]], table=["5D", "2D"],
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 1}])
    add = E(None, 7, ("5D", "2D"), ("3C", "4C"), ("5D", "2D"))
    assert add in legal(game)
    play(game, add)
    assert game.to_move == 0
    assert game.pending_capture == game.builds[0].id
    assert game.view(0)["pending_capture"] == game.builds[0].id
    # Only the capture of that build ends the turn: no trail, nothing else.
    assert legal(game) == {C("7H", "3C", "4C", "5D", "2D")}


def test_swazi_no_addition_to_an_opponents_build_without_its_capturing_card():
    game = Game.from_position("swazi", [["8H", "KS"], ["2H"], ["QH"]], table=["5D", "2D"],
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 1}])
    assert kinds(game, "extend") == set()


def test_swazi_opponents_pile_top_added_to_an_opponents_build_then_captured():
    # 000 §5: "... ou a carta do topo do montinho de cartas capturadas de um de seus oponentes,
    # para adicionar cartas a uma construção cujo dono seja um oponente".
    game = Game.from_position("swazi", [["7H", "KS"], ["2H"], ["QH"]], table=["AD"],
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 1}],
                              piles=[["6S"], [], ["9H", "6D"]])
    adds = kinds(game, "extend", None)
    # 6♦ (top of seat 2's pile) + A♦ = 7; never the player's own pile top 6♠.
    assert adds == {E(None, 7, ("6D", "AD"), ("3C", "4C"), ("6D", "AD"), piles=(2,))}
    play(game, E(None, 7, ("6D", "AD"), ("3C", "4C"), ("6D", "AD"), piles=(2,)))
    assert codes(game.piles[2]) == ["9H"]  # the next card becomes available
    assert legal(game) == {C("7H", "3C", "4C", "6D", "AD")}


def test_swazi_own_build_receives_table_cards_hand_card_or_opponents_pile_top_not_own():
    # 000 §6: "Um jogador pode adiconar cartas a uma construção da qual seja o dono, utilizando
    # outras cartas da mesa, uma carta de sua mão, ou a carta do topo do montinho de cartas
    # capturadas de um dos oponentes ... Um jogador nunca pode utilizar uma carta do topo de
    # seu próprio montinho".
    game = Game.from_position("swazi", [["7H", "5C", "9S"], ["2H"], ["QH"]],
                              table=["2D", "AD"],
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 0}],
                              piles=[["6S"], ["6D"], []])
    assert kinds(game, "extend", None) == {
        E(None, 7, ("6D", "AD"), ("3C", "4C"), ("6D", "AD"), piles=(1,))}
    play(game, E(None, 7, ("6D", "AD"), ("3C", "4C"), ("6D", "AD"), piles=(1,)))
    assert game.to_move == 0
    assert game.pending_capture is None
    assert [(b.value, b.owner) for b in game.builds] == [(7, 0)]
    # A hand card with a table card: 5 + 2 = 7.
    assert E("5C", 7, ("2D",), ("3C", "4C"), ("6D", "AD"), ("5C", "2D")) in legal(game)


def test_swazi_own_build_once_added_to_is_fixed():
    # 000 §6: "O valor de uma construção criada desta forma jamais poderá ser alterado
    # novamente. A construção só poderá receber novas cartas ... deste mesmo valor, ou ser
    # capturada."
    game = Game.from_position("swazi", [["7H", "KS"], ["9H", "2H"], ["9C", "2C"]],
                              table=["5D", "2D"],
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 0}])
    play(game, E(None, 7, ("5D", "2D"), ("3C", "4C"), ("5D", "2D")))
    play(game, T("KS"))
    assert game.to_move == 2
    # Seat 2 holds 2 and 9 but may not raise the 7 to 9.
    assert kinds(game, "raise") == set()


# ----------------------------------------------------------------------------- claims


def test_swazi_claims_a_capture_takes_everything_its_card_can():
    # 000: "Qualquer outro jogador, porém, pode reclamar que um jogador deixou cartas por pegar
    # sobre a mesa, o que obrigará este jogador a pegá-las." RULES.md: claims are always made.
    game = Game.from_position("swazi", [["8S", "KS"], ["2H"], ["QH"]],
                              table=["8C", "8D", "8H"])
    assert kinds(game, "capture") == {C("8S", "8C", "8D", "8H")}
    off = Game.from_position("swazi", [["8S", "KS"], ["2H"], ["QH"]],
                             table=["8C", "8D", "8H"], options={"claims": False})
    # 000: "o jogador só quiser capturar dois deles, deixando o terceiro lá, ele pode fazer
    # isso" — without claims any non-empty choice of the three 8s.
    assert kinds(off, "capture") == {C("8S", *cards) for cards in (
        ("8C",), ("8D",), ("8H",), ("8C", "8D"), ("8C", "8H"), ("8D", "8H"),
        ("8C", "8D", "8H"))}


def test_swazi_eight_example_either_of_two_complete_captures():
    # 000: "A, 2, 3, 5, 6, 8; e um jogador jogar um 8, ele poderá capturar ou as cartas 2, 6,
    # 3, 5, 8 ... ou as cartas A, 2, 5, 8 ... mas não todas as cartas".
    game = Game.from_position("swazi", [["8S"], ["KH"], ["QH"]],
                              table=["AC", "2C", "3C", "5C", "6C", "8C"])
    assert kinds(game, "capture") == {C("8S", "8C", "6C", "2C", "5C", "3C"),
                                      C("8S", "8C", "AC", "2C", "5C")}


def test_swazi_claims_compulsory_additions_to_your_own_build():
    # 000 §6: "Se houverem cartas sobre a mesa ... que poderiam ser adicionadas às construções
    # de um jogador e este jogador não o fizer, qualquer oponente poderá reclamar, o que
    # obrigará o jogador a adicionar tais cartas às suas construções."
    position = dict(hands=[["7H", "9S"], ["2H"], ["QH"]], table=["5D", "2D"],
                    builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 0}])
    game = Game.from_position("swazi", **position)
    add = E(None, 7, ("5D", "2D"), ("3C", "4C"), ("5D", "2D"))
    assert add in legal(game)
    assert T("9S") not in legal(game)  # the addition comes first
    assert C("7H", "3C", "4C") not in legal(game)  # the 5+2 would be left behind
    play(game, add)
    assert legal(game) == {C("7H", "3C", "4C", "5D", "2D"), T("9S")}
    off = Game.from_position("swazi", options={"claims": False}, **position)
    assert T("9S") in legal(off)
    assert add in legal(off)
    assert C("7H", "3C", "4C") in legal(off)


# ----------------------------------------------------------------------------- trailing


def test_swazi_trailing_allowed_but_keep_the_capturing_card():
    # 000 §7: "um jogador não pode jogar todas as cartas de sua mão e abandonar uma construção
    # na mesa"; RULES.md: "Trailing is allowed, but not with your last card while you own a
    # build" (and the builder keeps the capturing card).
    own = [{"groups": [["3C", "4C"]], "value": 7, "owner": 0}]
    game = Game.from_position("swazi", [["7H", "KS"], ["2H"], ["QH"]], builds=own)
    assert legal(game) == {C("7H", "3C", "4C"), T("KS")}
    game = Game.from_position("swazi", [["7H"], ["2H"], ["QH"]], builds=own)
    assert legal(game) == {C("7H", "3C", "4C")}


# ----------------------------------------------------------------------------- end of round


def test_swazi_no_sweeps():
    # RULES.md: "No sweeps" (000 names none).
    game = Game.from_position("swazi", [["9C", "KS"], ["2H"], ["QH"]], table=["4D", "5D"])
    play(game, C("9C", "4D", "5D"))
    assert game.sweeps == [0, 0, 0]
    assert game.history[-1]["sweep"] is False


def test_last_card_example_the_rest_goes_to_the_last_capturer_not_a_sweep():
    # 000: "Cada jogador só tem uma carta na mão. O jogador A captura uma carta da mesa, o
    # jogador B captura uma carta da mesa, o jogador C simplesmente joga sua carta ... o
    # jogador D também ... As cartas que ainda estiverem sobre a mesa pertencem ao jogador B".
    # Four players, anticlockwise: A = seat 0, B = 3, C = 2, D = 1 (B and D one side).
    game = Game.from_position("swazi", [["5D"], ["4S"], ["3S"], ["9C"]],
                              table=["5C", "9D", "KS", "2H"], to_move=0)
    play(game, C("5D", "5C"))
    assert game.to_move == 3
    play(game, C("9C", "9D"))
    play(game, T("3S"))
    play(game, T("4S"))
    assert game.round_over
    assert set(codes(game.piles[0])) == {"5C", "5D"}
    assert set(codes(game.piles[1])) == {"9C", "9D", "KS", "2H", "3S", "4S"}
    assert game.sweeps == [0, 0]


# ----------------------------------------------------------------------------- scoring


def test_swazi_scoring_eleven_points_ties_one_each():
    # 000: cards 2 (tie: 1 each), spades 2 (tie: 1 each), each A 1, 10♦ 2, 2♠ 1.
    game = Game.from_position(
        "swazi", [["9C"], ["9H"], ["9S"]],
        piles=[["10D", "2S", "AS", "3S", "4C"], ["AH", "5S", "6S", "7S", "8C"], ["2C", "2D"]])
    # Cards 5-5-2: 1 + 1. Spades 3-3-0: 1 + 1. Aces: A♠ 1, A♥ 1. 10♦ 2, 2♠ 1 to side 0.
    assert totals(game) == [1 + 1 + 1 + 2 + 1, 1 + 1 + 1, 0]
    game = Game.from_position(
        "swazi", [["9C"], ["9H"], ["9S"]],
        piles=[["10D", "2S", "AS", "3S", "4C", "AC"], ["AH", "5S", "8C"], ["AD"]])
    # Cards 6: 2. Spades 3: 2. Aces 2 / 1 / 1. Everything: 11 in all.
    assert totals(game) == [2 + 2 + 2 + 2 + 1, 1, 1]
    assert sum(totals(game)) == 11


def test_swazi_target_twenty_one():
    # 000: "Assim que um jogador alcançar ou ultrapassar os 21 pontos, o jogo termina".
    assert Game.new("swazi", 3, 1).view(0)["target"] == 21
    game = Game.from_position("swazi", [["5D"], ["KH"], ["QH"]], table=["5C"],
                              piles=[["10D", "3S"], [], []])
    data = game.to_dict()
    data["scores"] = [18, 20, 0]
    game = Game.from_dict(data)
    play(game, C("5D", "5C"))
    play(game, T("QH"))
    play(game, T("KH"))
    # Side 0: cards (6 with the rest) 2 + spades (3♠ alone) 2 + 10♦ 2 = 6 → 24.
    assert game.round_over and game.scores == [24, 20, 0]
    assert game.match_over and game.winner == 0


# ----------------------------------------------------------------------------- partnerships


def test_swazi_partnership_partners_build_counts_as_your_own():
    # 000: "um jogador também é considerado 'dono' de quaisquer construções criadas por seu
    # parceiro" — so a hand card may not re-value it (only an opponent's build), and table
    # cards added to it leave it your side's, with no capture owed this turn.
    game = Game.from_position("swazi", [["2S", "9S"], ["KH"], ["QH"], ["JH"]],
                              table=["5D", "2D"],
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 2}])
    assert kinds(game, "raise") == set()
    add = E(None, 7, ("5D", "2D"), ("3C", "4C"), ("5D", "2D"))
    assert add in legal(game)
    play(game, add)
    assert game.pending_capture is None
    assert game.builds[0].owner == 2


def test_swazi_partnership_captures_go_to_the_teams_pile_and_only_opponents_top_is_used():
    # 000: "Só existem dois montinhos ... deverá utilizar a do topo do montinho da dupla
    # adversária."
    game = Game.from_position("swazi", [["KS"], ["KH"], ["9C", "QS"], ["JH"]],
                              table=["4D", "5D", "AD"], to_move=2,
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 3}],
                              piles=[["6S"], ["6H"]])
    play(game, C("9C", "4D", "5D"))
    assert game.piles[0][-1].code == "9C"
    game = Game.from_position("swazi", [["7C", "KS"], ["KH"], ["QS"], ["JH"]],
                              table=["AD"],
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 1}],
                              piles=[["6S"], ["6H"]])
    assert kinds(game, "extend", None) == {
        E(None, 7, ("6H", "AD"), ("3C", "4C"), ("6H", "AD"), piles=(1,))}


def test_swazi_partnership_rebuild_for_partner_after_an_opponent_took_the_build():
    # 000: "Se um dos jogadores criar uma construção que, mais tarde, for capturada por outro
    # jogador que não seja o que criou a construção, o parceiro deste jogador poderá criar uma
    # construção de igual valor em uma jogada subseqüente. O dono desta construção será o
    # parceiro do jogador que a construiu."  Order to the right: 2, 1, 0.
    game = Game.from_position("swazi", [["2S", "KS"], ["7H", "QH"], ["4C", "7C", "QC"],
                                        ["JH", "JD"]],
                              table=["3C", "5D", "6D"], to_move=2)
    play(game, B("4C", 7, ("4C", "3C")))
    play(game, C("7H", "4C", "3C"))
    assert game.to_move == 0
    # Seat 0 holds no 7, yet may build 2 + 5 = 7 for seat 2, who holds the 7♣.
    assert B("2S", 7, ("2S", "5D")) in legal(game)


# Seat 2 builds 4♣ + 3♣ = 7 keeping the 7♣; seat 1 (an opponent) takes it with the 7♥.
# Play goes to the right: 2, 1, 0, 3, 2 …
REBUILD = dict(hands=[["2S", "AS", "KS"], ["7H", "QH", "KH"], ["4C", "7C", "7D", "QC"],
                      ["JH", "JD", "9S"]],
               table=["3C", "5D", "6D"], to_move=2)


def _opponent_took_seat_2s_seven() -> Game:
    game = Game.from_position("swazi", **REBUILD)
    play(game, B("4C", 7, ("4C", "3C")))
    play(game, C("7H", "4C", "3C"))
    return game


def for_partner(game: Game) -> list:
    """The legal moves made for a partner."""
    return [m for m in game.legal_moves() if m.partner is not None]


def test_swazi_partnership_build_for_the_partner_is_owned_by_the_partner_who_keeps_its_card():
    # 000: "O dono desta construção será o parceiro do jogador que a construiu." The owner
    # keeps a card that captures it (000 §4: "deverá manter em sua mão a(s) carta(s) que
    # usará para capturar a(s) construção(ões)").
    game = _opponent_took_seat_2s_seven()
    assert game.view(0)["rebuilds"] == [{"seat": 0, "partner": 2, "value": 7}]
    move = next(m for m in for_partner(game) if m.card is not None
                and set(codes(m.uses)) == {"5D"})
    assert move.partner == 2 and sig(move) == B("2S", 7, ("2S", "5D"))
    game.play(move)
    assert [(b.value, b.owner) for b in game.builds] == [(7, 2)]
    assert game.history[-1]["partner"] == 2
    assert game.rebuilds == []
    assert game.to_move == 3  # a hand card ended the turn
    play(game, T("JH"))
    # Seat 2 owns the 7: a claim makes it add the 7♥ on seat 1's pile to its build first
    # (000 §6), then one 7 must stay in the hand (the other may go) or take the build.
    top = E(None, 7, ("7H",), ("2S", "5D"), ("7H",), piles=(1,))
    assert legal(game) == {top}
    play(game, top)
    assert legal(game) == {C("7C", "2S", "5D", "7H"), C("7D", "2S", "5D", "7H"), T("QC"),
                           T("7C"), T("7D"), E("7C", 7, (), ("2S", "5D"), ("7H",), ("7C",)),
                           E("7D", 7, (), ("2S", "5D"), ("7H",), ("7D",))}
    game = Game.from_position("swazi", **dict(REBUILD, hands=[
        ["2S", "AS", "KS"], ["7H", "QH", "KH"], ["4C", "7C", "QC"], ["JH", "JD", "9S"]]))
    play(game, B("4C", 7, ("4C", "3C")))
    play(game, C("7H", "4C", "3C"))
    play(game, B("2S", 7, ("2S", "5D")), partner=2)
    play(game, T("JH"))
    play(game, top)
    assert legal(game) == {C("7C", "2S", "5D", "7H"), T("QC")}  # its last 7 stays


def test_swazi_partnership_no_build_for_the_partner_when_the_partners_side_took_it():
    # 000: "... for capturada por outro jogador que não seja o que criou a construção" — and
    # RULES.md: "after an opponent takes your partner's build". Taken by its builder or by
    # the builder's partner, nothing may be rebuilt; seat 2 still holds a 7 either way.
    game = Game.from_position("swazi", **dict(REBUILD, hands=[
        ["2S", "7S", "3S"], ["KH", "QH", "9H"], ["4C", "7C", "7D", "QC"], ["JH", "JD", "9S"]]))
    play(game, B("4C", 7, ("4C", "3C")))
    play(game, T("QH"))
    play(game, C("7S", "4C", "3C"))  # the partner takes it
    play(game, T("JH"))
    play(game, T("QC"))
    play(game, T("KH"))
    assert game.rebuilds == [] and for_partner(game) == []
    assert B("2S", 7, ("2S", "5D")) not in legal(game)
    game = Game.from_position("swazi", **REBUILD)
    play(game, B("4C", 7, ("4C", "3C")))
    play(game, T("QH"))
    play(game, T("KS"))
    play(game, T("JH"))
    play(game, C("7C", "4C", "3C"))  # its builder takes it
    play(game, T("KH"))
    assert game.rebuilds == [] and for_partner(game) == []


def test_swazi_partnership_no_build_for_the_partner_without_a_build_taken():
    # 000: "Esta é a única ocasião na qual um jogador poderá construir para seu parceiro".
    game = Game.from_position("swazi", **dict(REBUILD, to_move=0))
    assert for_partner(game) == []
    assert B("2S", 7, ("2S", "5D")) not in legal(game)  # seat 0 holds no 7
    before = game.to_dict()
    with pytest.raises(IllegalMove) as error:
        game.play({"kind": "build", "card": "2S", "value": 7, "uses": ["5D"], "partner": 2})
    assert error.value.code == "no-build-for-partner"
    assert game.to_dict() == before


def test_swazi_partnership_build_for_the_partner_once_on_any_later_turn():
    # 000: "... poderá criar uma construção de igual valor em uma jogada subseqüente."
    # Decision (RULES.md is silent): one build, on any later turn of the round.
    game = _opponent_took_seat_2s_seven()
    play(game, T("KS"))  # seat 0 does not use it at once ...
    play(game, T("JH"))
    play(game, T("QC"))
    play(game, T("KH"))
    assert game.to_move == 0 and game.rebuilds == [(0, 2, 7)]  # ... and keeps it
    options = {frozenset(codes(m.uses)) for m in for_partner(game)}
    assert options == {frozenset({"5D"}), frozenset({"6D"})}  # 2+5 or A+6, for seat 2
    play(game, B("2S", 7, ("2S", "5D")), partner=2)
    play(game, T("JD"))
    play(game, E(None, 7, ("7H",), ("2S", "5D"), ("7H",), piles=(1,)))  # a claim
    play(game, C("7C", "2S", "5D", "7H"))  # seat 2 takes it; it still holds the 7♦
    play(game, T("QH"))
    # Used once, gone: A♠ + 6♦ = 7 would be a build for seat 2, who still holds a 7.
    assert game.to_move == 0 and game.rebuilds == [] and for_partner(game) == []
    assert any(c.code == "7D" for c in game.hands[2])


def test_swazi_partnership_build_for_the_partner_only_while_the_partner_can_take_it():
    # RULES.md: "the engine enforces legality, so the seeds' 'illegal build, −5 points' (000,
    # 003) can never arise" — no build for a partner who no longer holds its capturing card.
    game = Game.from_position("swazi", **dict(REBUILD, hands=[
        ["2S", "AS", "KS"], ["7H", "QH", "KH"], ["4C", "7C", "QC"], ["JH", "JD", "9S"]]))
    play(game, B("4C", 7, ("4C", "3C")))
    play(game, C("7H", "4C", "3C"))
    play(game, T("KS"))
    play(game, T("JH"))
    play(game, T("7C"))  # seat 2 lets its last 7 go
    play(game, T("KH"))
    assert game.to_move == 0 and game.rebuilds == [(0, 2, 7)]
    assert for_partner(game) == []


def test_swazi_partnership_adding_to_a_build_to_capture_it_counts_as_taking_it():
    # 000 §5: adding table cards to an opponent's build obliges "capturar esta construção
    # logo após"; the build stays seat 2's (its value is unchanged), so the capture that
    # follows is an opponent's capture of seat 2's build, which grants the rebuild.
    game = Game.from_position("swazi", **dict(REBUILD, table=["3C", "5D", "2D"]))
    play(game, B("4C", 7, ("4C", "3C")))
    play(game, E(None, 7, ("5D", "2D"), ("4C", "3C"), ("5D", "2D")))
    assert [b.owner for b in game.builds] == [2]
    play(game, C("7H", "4C", "3C", "5D", "2D"))
    assert game.rebuilds == [(0, 2, 7)] and game.to_move == 0


def test_swazi_partnership_rebuild_grant_survives_saving_and_copying():
    game = _opponent_took_seat_2s_seven()
    moves = game.legal_moves()
    for other in (Game.from_dict(json.loads(json.dumps(game.to_dict()))), game.copy(),
                  clone(game)):
        assert other.rebuilds == [(0, 2, 7)]
        assert other.legal_moves() == moves
    copied = clone(game)
    play(copied, B("2S", 7, ("2S", "5D")), partner=2)
    assert game.rebuilds == [(0, 2, 7)] and copied.rebuilds == []  # the original is apart
    # The computer players read the grant from the observation (view "rebuilds"); not
    # knowing the partner's hand, they are offered no build for the partner, never one the
    # game would refuse.
    position = read(game.observation(0)).position()
    assert position.rebuilds == [(0, 2, 7)]
    assert set(position.legal_moves()) <= set(moves)


@pytest.mark.parametrize("variant", ["swazi", "lesotho"])
def test_partnership_moves_for_a_partner_and_ones_own_are_told_apart_as_dicts(variant):
    # A move dict with "partner" names the move made for the partner; without it, the
    # player's own move (Move.to_dict leaves the key out then).
    rng = random.Random(5)
    seen = 0
    for seed in range(20):
        game = Game.new(variant, 4, seed)
        while not game.round_over:
            moves = game.legal_moves()
            for move in moves:
                if move.partner is None and not any(
                        m.partner is not None and m._replace(partner=None) == move
                        for m in moves):
                    continue
                seen += 1
                by_dict = game.copy()
                assert by_dict.play(move.to_dict()) == move
                assert ("partner" in move.to_dict()) == (move.partner is not None)
            game.play(rng.choice(moves))
    assert seen > 10


# ----------------------------------------------------------------------------- swazi-2p


def test_swazi_2p_deal_four_to_the_table_twelve_each_then_twelve_more():
    # 000: "são distribuídas 12 cartas para cada jogador ... serão distribuídas mais 12 cartas
    # para cada jogador quando ambos já tiverem jogado todas as suas cartas."
    game = Game.new("swazi-2p", 2, 5)
    assert len(game.loose) == 4 and [len(h) for h in game.hands] == [12, 12]
    assert len(game.stock) == 24
    while game.deal_no == 1:
        moves = game.legal_moves()
        game.play(next((m for m in moves if m.ends_turn), moves[0]))
    assert [len(h) for h in game.hands] == [12, 12]
    assert game.stock == []


def _strict_2p(variant: str, deal_no: int = 1, **kw) -> Game:
    hands = [["7H", "9S", "KD"], ["2H", "QH", "QC"]]
    table = ["5C", "4D"]
    builds = [{"groups": [["3C", "4H"]], "value": 7, "owner": 0}]
    stock = spare(*hands[0], *hands[1], *table, "3C", "4H", n=kw.pop("n", 24))
    game = Game.from_position(variant, hands, table=table, builds=builds, stock=stock, **kw)
    return with_deal_no(game, deal_no) if deal_no != 1 else game


def test_swazi_2p_first_twelve_builder_may_not_trail_and_owns_one_build():
    # 000: "Enquanto estiver jogando com suas 12 primeiras cartas, um jogador que crie uma
    # construção não poderá simplesmente jogar uma carta sobre a mesa ... cada jogador só
    # poderá ser dono de uma construção de cada vez ao final de seu turno (ele poderá
    # construir e capturar outra no mesmo turno ...)".
    game = _strict_2p("swazi-2p")
    # No trail; no second build by a hand card (9S + 4D = 13 with the K kept); the 9 takes
    # 5+4, the 7 its build; or a table build of 9 (5+4), then a capture.
    assert legal(game) == {C("9S", "5C", "4D"), C("7H", "3C", "4H"),
                           B(None, 9, ("5C", "4D"))}
    play(game, B(None, 9, ("5C", "4D")))
    # Build one and capture another in the same turn: either build may be taken, no trail.
    assert legal(game) == {C("7H", "3C", "4H"), C("9S", "5C", "4D")}


def test_swazi_2p_second_twelve_trailing_and_two_builds_allowed():
    # The restrictions hold "Enquanto estiver jogando com suas 12 primeiras cartas" only.
    game = _strict_2p("swazi-2p", deal_no=2, n=0)
    assert T("KD") in legal(game)
    assert B("9S", 13, ("9S", "4D")) in legal(game)


# ----------------------------------------------------------------------------- swazi-2p-stock


def test_swazi_2p_stock_eight_each_draw_after_each_hand_card():
    # 000: "são distribuídas 8 cartas para cada jogador. As cartas restantes ... formar um
    # Morto. Toda vez que um jogador jogar uma das cartas de sua mão, deverá pegar uma nova
    # carta do topo do Morto."
    game = Game.new("swazi-2p-stock", 2, 2)
    assert len(game.loose) == 4 and [len(h) for h in game.hands] == [8, 8]
    assert len(game.stock) == 52 - 4 - 16
    seat = game.to_move
    top = game.stock[-1]
    game.play(next(m for m in game.legal_moves() if m.ends_turn))
    assert len(game.hands[seat]) == 8 and top in game.hands[seat]
    assert len(game.stock) == 31


def test_swazi_2p_stock_no_trailing_while_the_stock_lasts_one_build_per_player():
    # 000: "Enquanto houverem cartas no Morto, um jogador que crie uma construção não poderá
    # simplesmente jogar uma carta sobre a mesa ... Cada jogador só poderá ser dono de uma
    # construção de cada vez ao final de seu turno".
    game = _strict_2p("swazi-2p-stock", n=10)
    assert legal(game) == {C("9S", "5C", "4D"), C("7H", "3C", "4H"),
                           B(None, 9, ("5C", "4D"))}
    # "Depois que o Morto acabar, esta regra não vigora mais" — the trailing rule.
    game = _strict_2p("swazi-2p-stock", n=0)
    assert T("KD") in legal(game)
    # The one-build rule is stated without the stock's limit (reading to confirm).
    assert B("9S", 13, ("9S", "4D")) not in legal(game)


# ----------------------------------------------------------------------------- lesotho


def test_lesotho_court_cards_valueless_ace_one():
    # 000: "Figuras (J, Q, K) não possuem valor numérico, não podem ser utilizadas para
    # capturar combinações, nem para formar combinações ou construções. Ases (A) valem sempre 1."
    game = Game.from_position("lesotho", [["KS", "AS", "5H"], ["2H"], ["3H"]],
                              table=["QD", "AH", "10C", "4C", "KD"])
    assert kinds(game, "capture") == {C("KS", "KD"), C("AS", "AH"), C("5H", "AH", "4C")}
    assert not any(s[1] == "KS" or s[4] in (11, 12, 13, 14) for s in kinds(game, "build"))
    assert not any("QD" in s[3] or "KD" in s[3] for s in legal(game) if s[0] != "capture")


def test_lesotho_pile_capturing_card_on_top_court_cards_at_the_bottom():
    # 000: "A ordem das cartas capturadas em cada montinho não pode ser alterada. A carta
    # utilizada para fazer a captura deve sempre ser colocada no topo do montinho, e as
    # figuras sempre no final".
    game = Game.from_position("lesotho", [["KS", "9C"], ["2H", "3H"], ["QH", "JH"]],
                              table=["KD", "4D", "5D"], piles=[["6C"], [], []])
    play(game, C("KS", "KD"))
    assert codes(game.piles[0])[-1] == "6C"  # the 6 stays on top: usable, unlike a king
    assert set(codes(game.piles[0])[:2]) == {"KS", "KD"}
    play(game, T("JH"))
    play(game, T("3H"))
    play(game, C("9C", "4D", "5D"))
    assert codes(game.piles[0])[-1] == "9C"
    assert set(codes(game.piles[0])[:2]) == {"KS", "KD"}


def test_lesotho_partnership_each_player_keeps_a_pile():
    # 000: "No jogo em duplas, cada jogador possui seu próprio montinho de cartas capturadas,
    # e pode utilizar as cartas do topo do montinho de seu parceiro como se ele fosse um
    # oponente."
    game = Game.new("lesotho", 4, 1)
    assert len(game.piles) == 4
    view = game.view(0)
    assert view["piles"] == [0, 0, 0, 0] and view["pile_tops"] == [None] * 4
    assert view["pile_seats"] == [[0], [1], [2], [3]] and view["teams"] == [[0, 2], [1, 3]]
    # A capture goes to its player's own pile, not the partner's.
    game = Game.from_position("lesotho", [["KS"], ["QH"], ["9C", "JS"], ["JH"]],
                              table=["4D", "5D"], to_move=2)
    play(game, C("9C", "4D", "5D"))
    assert [codes(p) for p in game.piles] == [[], [], ["4D", "5D", "9C"], []]
    assert game.view(1)["piles"] == [0, 0, 3, 0]
    # Swazi itself keeps one pile per team, and three-player Lesotho one per player.
    assert Game.new("swazi", 4, 1).view(0)["pile_seats"] == [[0, 2], [1, 3]]
    assert len(Game.new("lesotho", 3, 1).piles) == 3


def test_lesotho_partnership_partners_pile_top_used_like_an_opponents():
    # 000: "... pode utilizar as cartas do topo do montinho de seu parceiro como se ele fosse
    # um oponente" — for an addition to one's own build (000 §6), never one's own top.
    game = Game.from_position("lesotho", [["7H", "KS"], ["2H"], ["QH"], ["JH"]],
                              table=["AD"],
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 0}],
                              piles=[["6S"], [], ["9H", "6D"], []])
    add = E(None, 7, ("6D", "AD"), ("3C", "4C"), ("6D", "AD"), piles=(2,))
    assert kinds(game, "extend", None) == {add}
    play(game, add)
    assert codes(game.piles[2]) == ["9H"] and codes(game.piles[0]) == ["6S"]
    # In Swazi the same cards lie in the team's one pile: nothing to add from it.
    game = Game.from_position("swazi", [["7H", "KS"], ["2H"], ["QH"], ["JH"]],
                              table=["AD"],
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 0}],
                              piles=[["6S", "9H", "6D"], []])
    assert kinds(game, "extend", None) == set()


def test_lesotho_partnership_scoring_adds_the_two_piles_of_a_side():
    # 000: "se somam os pontos dos dois jogadores da dupla na hora da contagem."
    game = Game.from_position(
        "lesotho", [["9C"], ["9H"], ["9S"], ["9D"]],
        piles=[["10D", "2S"], ["AH"], ["AS", "3S", "4S"], ["5C", "6C"]])
    # Side 0 (seats 0 + 2): 5 cards 2, 4 spades 2, A♠ 1, 10♦ 2, 2♠ 1. Side 1: 3 cards, A♥ 1.
    assert totals(game) == [2 + 2 + 1 + 2 + 1, 1]
    assert game.side_piles()[0] == [*game.piles[0], *game.piles[2]]


def test_lesotho_partnership_view_counts_a_sides_cards_over_both_piles():
    # 000: each player keeps a pile, "se somam os pontos dos dois jogadores da dupla": the
    # view counts a side's captured cards over its two piles (the page shows that count).
    game = Game.from_position(
        "lesotho", [["9C"], ["9H"], ["9S"], ["9D"]],
        piles=[["10D", "2S"], ["AH"], ["AS", "3S", "4S"], ["5C", "6C"]])
    view = game.view(0)
    assert view["piles"] == [2, 1, 3, 2]
    assert view["captured"] == [2 + 3, 1 + 2]


def _lesotho_court_capture() -> Game:
    return Game.from_position("lesotho", [["KS", "9C"], ["2H"], ["QH"], ["JH"]],
                              table=["KD", "4D", "5D"], piles=[["6C"], [], ["5H"], []])


def test_lesotho_partnership_captured_court_cards_under_the_partners_pile_when_chosen():
    # 000: "Um jogador, ao capturar figuras, se quiser, pode colocá-las no final do montinho
    # de seu parceiro, ao invés de no seu próprio." A choice: the capture made for seat 2.
    game = _lesotho_court_capture()
    for_seat_2 = [m for m in game.legal_moves() if m.partner is not None]
    assert [(sig(m), m.partner) for m in for_seat_2] == [(C("KS", "KD"), 2)]
    assert C("9C", "4D", "5D") in legal(game)  # no court card: no choice
    game.play({"kind": "capture", "card": "KS", "takes": ["KD"], "partner": 2})
    assert codes(game.piles[0]) == ["6C"]  # the 6 stays on top of seat 0's pile
    assert set(codes(game.piles[2])[:2]) == {"KS", "KD"} and codes(game.piles[2])[2:] == ["5H"]
    assert game.history[-1]["partner"] == 2 and game.last_capturer == 0
    # Not said: the courts go to the player's own pile, at its bottom.
    game = _lesotho_court_capture()
    game.play({"kind": "capture", "card": "KS", "takes": ["KD"]})
    assert set(codes(game.piles[0])[:2]) == {"KS", "KD"} and codes(game.piles[0])[2] == "6C"
    assert codes(game.piles[2]) == ["5H"]


def test_lesotho_partnership_only_court_cards_go_to_the_partners_pile():
    game = _lesotho_court_capture()
    before = game.to_dict()
    with pytest.raises(IllegalMove) as error:
        game.play({"kind": "capture", "card": "9C", "takes": ["4D", "5D"], "partner": 2})
    assert error.value.code == "no-partner-pile"
    assert game.to_dict() == before


def test_lesotho_partnership_piles_survive_saving_and_older_saves_of_team_piles():
    game = _lesotho_court_capture()
    game.play({"kind": "capture", "card": "KS", "takes": ["KD"], "partner": 2})
    data = json.loads(json.dumps(game.to_dict()))
    assert Game.from_dict(data) == game and game.copy() == game
    # A save from when partners shared a pile: side i's pile becomes seat i's.
    data["piles"] = [["6C", "QS"], ["5H"]]
    old = Game.from_dict(data)
    assert [codes(p) for p in old.piles] == [["6C", "QS"], ["5H"], [], []]
    data["piles"] = [["6C"], ["5H"], []]
    with pytest.raises(ValueError):
        Game.from_dict(data)


# ----------------------------------------------------------------------------- south-african

SA_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")


def test_south_african_deck_and_deals():
    # 000: "Devem ser retirados todos os J, Q e K do baralho, restando 40 cartas ... 2
    # jogadores, são distribuídas 10 cartas para cada jogador ... 3 jogadores, ... 13 cartas
    # para cada jogador, e uma é colocada com a face para cima sobre a mesa ... 4 jogadores,
    # são distribuídas 10 cartas para cada jogador."
    game = Game.new("south-african", 2, 1)
    assert len(game.rules.deck) == 40
    assert not any(c.is_court for c in game.rules.deck)
    assert [len(h) for h in game.hands] == [10, 10] and game.loose == []
    assert len(game.stock) == 20
    game = Game.new("south-african", 3, 1)
    assert [len(h) for h in game.hands] == [13, 13, 13] and len(game.loose) == 1
    assert game.stock == []
    game = Game.new("south-african", 4, 1)
    assert [len(h) for h in game.hands] == [10] * 4 and game.loose == [] and game.stock == []


def test_south_african_two_players_ten_more_after_the_first_ten():
    game = Game.new("south-african", 2, 4)
    while game.deal_no == 1:
        moves = game.legal_moves()
        game.play(next((m for m in moves if m.ends_turn), moves[0]))
    assert [len(h) for h in game.hands] == [10, 10] and game.stock == []


def test_south_african_ace_is_one():
    game = Game.from_position("south-african", [["AS", "5H"], ["2H"], ["3H"]],
                              table=["AH", "4C", "10C"])
    assert kinds(game, "capture") == {C("AS", "AH"), C("5H", "AH", "4C")}


def test_south_african_dealer_plays_first():
    # 000: "O carteador é sempre o primeiro a jogar, e não o jogador à sua direita."
    for players in (2, 3, 4):
        game = Game.new("south-african", players, 7)
        assert game.to_move == game.dealer


def test_south_african_short_stock_leaving_the_dealer_no_card_lets_the_next_seat_lead():
    # 000: the dealer plays first; a position set up with a stock too short to reach the
    # dealer (found by the fuzz test) must still leave the seat to move a card to play.
    game = game_from_position("south-african|h0=5C|h1=6H|t=9S|s=7D|m=1|d=1")
    game.play(next(m for m in game.legal_moves() if m.kind == "trail"))
    game.play(next(m for m in game.legal_moves() if m.kind == "trail"))
    assert not game.round_over and game.hands[game.dealer] == []
    assert game.hands[game.to_move] and game.legal_moves()


def test_south_african_lowest_scorer_deals_next_round_and_plays_first():
    # 000: "O carteador da rodada seguinte será sempre o jogador que fez menos pontos na
    # rodada anterior."
    game = Game.from_position("south-african", [["5C"], ["6C"], ["7C"]], table=["5D"],
                              piles=[[], [], ["10D"]], dealer=1)
    play(game, C("5C", "5D"))
    play(game, T("7C"))
    play(game, T("6C"))
    assert game.round_over
    # Seat 0: 4 cards (2); seat 2: 10♦ (2); seat 1: nothing (0).
    assert totals(game) == [2, 0, 2]
    game.next_round()
    assert game.dealer == 1 and game.to_move == 1


def test_south_african_pile_in_numerical_order_lowest_on_top():
    # 000: "Toda vez que um jogador capturar cartas, estas deverão ser colocadas sobre as cartas
    # que já estavam no montinho em ordem numérica, com a menor sempre no topo."
    game = Game.from_position("south-african", [["5C", "9S"], ["8H"], ["10H"]],
                              table=["2D", "3D"], piles=[["9C"], [], []])
    play(game, C("5C", "2D", "3D"))
    assert codes(game.piles[0]) == ["9C", "5C", "3D", "2D"]


def test_south_african_opponents_pile_top_captured_like_a_table_card_in_sums_too():
    # 000: "As cartas do topo de cada montinho de cartas capturadas podem ser capturadas pelos
    # outros jogadores normalmente, como se fossem cartas da mesa, podendo, inclusive, fazer
    # parte de combinações."
    game = Game.from_position("south-african", [["4C", "9S"], ["8H"], ["10H"]],
                              table=["2C"], piles=[["2S"], ["5H", "2D"], ["4H"]])
    captures = kinds(game, "capture", "4C")
    # The 4 takes 4♥ (seat 2's top) and 2♦ (seat 1's top) + 2♣ together; never its own 2♠.
    assert captures == {C("4C", "4H", "2D", "2C", piles=(1, 2))} or captures == {
        C("4C", "4H", "2D", "2C", piles=(2, 1))}
    game.play(next(m for m in game.legal_moves() if m.kind == "capture"))
    assert codes(game.piles[1]) == ["5H"] and game.piles[2] == []
    assert codes(game.piles[0])[-1] == "2C" or codes(game.piles[0])[-1] == "2D"


def test_south_african_builder_may_not_trail():
    # 000: "Um jogador que crie uma construção não poderá simplesmente jogar uma carta sobre a
    # mesa e passar sua vez".
    game = Game.from_position("south-african", [["7H", "9S"], ["8H"], ["10H"]],
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 0}])
    assert legal(game) == {C("7H", "3C", "4C")}


def test_south_african_two_players_builder_may_trail_only_in_the_second_ten():
    # 000: "Esta regra não se aplica na versão de 2 jogadores, quando os jogadores já
    # estiverem em sua segunda mão de 10 cartas".
    hands = [["7H", "9S"], ["8H", "10H"]]
    build = [{"groups": [["3C", "4C"]], "value": 7, "owner": 0}]
    stock = spare("7H", "9S", "8H", "10H", "3C", "4C", n=20, deck=SA_RANKS)
    first = Game.from_position("south-african", hands, builds=build, stock=stock)
    assert T("9S") not in legal(first)
    second = with_deal_no(Game.from_position("south-african", hands, builds=build), 2)
    assert T("9S") in legal(second)


def test_south_african_pile_top_joins_a_build_only_by_its_owner_with_a_hand_card():
    # 000: "Um jogador só pode adicionar uma carta do topo de um montinho de cartas capturadas
    # a uma construção se ele for o dono desta construção, e se, na mesma jogada, adicionar
    # uma carta de sua mão a esta construção."
    game = Game.from_position("south-african", [["7H", "2S", "9S"], ["8H"], ["10H"]],
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 0}],
                              piles=[[], ["5H"], ["7D"]])
    extends = kinds(game, "extend")
    assert E("2S", 7, ("5H",), ("3C", "4C"), ("2S", "5H"), piles=(1,)) in extends
    assert not any(s[1] is None and s[6] for s in extends)  # never the top alone
    # An opponent's build: no pile top may join it.
    game = Game.from_position("south-african", [["7H", "2S", "9S"], ["8H"], ["10H"]],
                              builds=[{"groups": [["3C", "4C"]], "value": 7, "owner": 1}],
                              piles=[[], ["5H"], ["6D"]])
    assert not any(s[0] in ("extend", "raise") and s[6] for s in legal(game))


def test_south_african_scoring_ten_points():
    # 000: cards 2 (tie 1 each), each player with 5+ spades 1, each A 1, 10♦ 2, 2♠ 1.
    game = Game.from_position(
        "south-african", [["9C"], ["9H"], ["9D"]],
        piles=[["AS", "2S", "3S", "4S", "5S", "10D"], ["AH", "6S", "7S", "8S", "9S", "10S"],
               ["AD"]])
    assert totals(game) == [1 + 1 + 1 + 2 + 1, 1 + 1 + 1, 1]
    assert game.rules.target == 21
