"""`cassino`, `royal-casino` (seed 003) and `casino-br`, `draw-casino`, `spade-casino`,
`casino-do-pato` (seed 004) against their seeds and the decisions of RULES.md.

Every expected value below is derived by hand from the rules texts (quoted in the comments),
never copied from the engine's output. Legal-move sets are compared exactly where the
position is small enough to enumerate by hand, as signatures (kind, card, cards taken, loose
cards used, announced value, build groups).
"""

from __future__ import annotations

import random
import types

import pytest
from cassino import Game
from cassino import engine as engine_module
from moveshapes import B, C, E, R, T, assert_illegal, groups_of, legal, loose, play, sig

# ----------------------------------------------------------------------------- helpers


def TB(card: str, value: int, *groups: tuple[str, ...]) -> tuple:
    """Trail ``card`` and build table cards only into ``groups`` of ``value`` (003 house rule)."""
    uses = frozenset(c for g in groups for c in g)
    return ("trail", card, frozenset(), uses, value, groups_of(groups))


def kinds_with(game: Game, card: str, kind: str) -> list:
    return [m for m in game.legal_moves() if m.card.code == card and m.kind == kind]


def pile(game: Game, side: int) -> set[str]:
    return {c.code for c in game.piles[side]}


def hand(game: Game, seat: int) -> set[str]:
    return {c.code for c in game.hands[seat]}


def with_scores(game: Game, scores: list[int]) -> Game:
    """The same position with match totals carried from earlier rounds."""
    data = game.to_dict()
    data["scores"] = list(scores)
    return Game.from_dict(data)


def totals(game: Game) -> list[int]:
    return [entry["total"] for entry in game.round_score()]


class _Unshuffled(random.Random):
    """A Random whose shuffle leaves the deck in deck order, so a deal can be followed."""

    def shuffle(self, x, *args, **kwargs) -> None:  # noqa: ARG002
        return None


@pytest.fixture
def unshuffled(monkeypatch):
    """Games dealt from an unshuffled deck (the dealer is still drawn by lot)."""
    fake = types.SimpleNamespace(Random=_Unshuffled, SystemRandom=random.SystemRandom)
    monkeypatch.setattr(engine_module, "random", fake)


def dealt(sequence: list[str], order: list[int], steps, players: int):
    """Hands and table after following ``steps`` with the cards in dealing ``sequence``."""
    cards = iter(sequence)
    hands: list[set[str]] = [set() for _ in range(players)]
    table: set[str] = set()
    for where, count in steps:
        if where == "players":
            for seat in order:
                for _ in range(count):
                    hands[seat].add(next(cards))
        else:
            for _ in range(count):
                table.add(next(cards))
    return hands, table


def assert_dealt_as(game: Game, steps) -> None:
    """The first deal followed ``steps`` from the top of the unshuffled deck (whichever end of
    the deck the engine calls its top), starting left of the dealer, the dealer last."""
    n = game.players
    order = [(game.dealer + k) % n for k in range(1, n + 1)]
    deck = [c.code for c in game.rules.deck]
    actual = ([hand(game, s) for s in range(n)], loose(game))
    options = [dealt(seq, order, steps, n) for seq in (deck[::-1], deck)]
    assert actual in options


def nine_two_round(variant: str, scores: list[int], options=None) -> Game:
    """A round played out: seat 0 holds 8 cards with AS AH 10D 2S 3S 4S; seat 1 the other two
    aces and, as last capturer, the two trailed court cards (7 cards, no spade)."""
    game = with_scores(
        Game.from_position(variant, hands=[["KC"], ["QD"]], last_capturer=1, options=options,
                           piles=[["AS", "AH", "10D", "2S", "3S", "4S", "5H", "6H"],
                                  ["AD", "AC", "7C", "8C", "9C"]]),
        scores)
    play(game, T("KC"))
    play(game, T("QD"))
    assert game.round_over and not game.round_void
    return game


# ============================================================================= cassino (003)


def test_cassino_first_deal_in_twos_two_each_two_table_twice(unshuffled):
    # 003 Distribuição: "duas para cada jogador, duas sobre a mesa, então mais duas para cada
    # jogador e duas sobre a mesa"; 4 each and 4 face up on the table.
    steps = (("players", 2), ("table", 2), ("players", 2), ("table", 2))
    for players in (2, 3, 4):
        for seed in (1, 2, 3):
            game = Game.new("cassino", players=players, seed=seed)
            assert [len(h) for h in game.hands] == [4] * players
            assert len(game.loose) == 4 and game.builds == []
            assert len(game.stock) == 52 - 4 * players - 4
            assert_dealt_as(game, steps)


def test_cassino_later_deals_four_each_in_twos_none_to_table():
    # 003: "o carteador deverá distribuir mais 4 para cada jogador, de duas em duas (mas
    # nenhuma mais sobre a mesa)". Dealer seat 1: seat 0 (on the left) is served first.
    stock = ["2C", "3C", "4C", "6C", "7C", "8C", "9C", "10C"]
    game = Game.from_position("cassino", hands=[["KC"], ["QD"]], table=["5H"], stock=stock,
                              to_move=0, dealer=1)
    play(game, T("KC"))
    play(game, T("QD"))
    assert loose(game) == {"5H", "KC", "QD"}
    assert game.stock == []
    # in twos: seat 0 gets the 1st, 2nd, 5th and 6th cards from the top, seat 1 the others
    # (whichever end of the stock is its top)
    options = [[set(seq[0:2] + seq[4:6]), set(seq[2:4] + seq[6:8])]
               for seq in (stock[::-1], stock)]
    assert [hand(game, 0), hand(game, 1)] in options
    assert game.to_move == 0


def test_cassino_left_of_dealer_starts_and_play_goes_clockwise():
    # 003 O Jogo: "O primeiro a jogar será o jogador sentado à esquerda do carteador, e os
    # demais jogarão no sentido horário." Seats are numbered clockwise (to the left).
    for players in (2, 3, 4):
        for seed in (1, 2, 3, 4):
            game = Game.new("cassino", players=players, seed=seed)
            assert game.to_move == (game.dealer + 1) % players
            for _ in range(2 * players):
                seat = game.to_move
                game.play(game.legal_moves()[0])
                assert game.to_move == (seat + 1) % players


def test_cassino_next_dealer_is_the_player_to_the_left():
    # 003: "uma nova rodada se iniciará, tendo como carteador o jogador que estava sentado à
    # esquerda do carteador anterior."
    game = Game.new("cassino", players=3, seed=5)
    first = game.dealer
    for k in (1, 2):
        while not game.round_over:
            game.play(game.legal_moves()[0])
        assert not game.round_void and not game.match_over
        game.next_round()
        assert game.dealer == (first + k) % 3
        assert game.to_move == (first + k + 1) % 3
        assert [len(h) for h in game.hands] == [4, 4, 4] and len(game.loose) == 4


def test_cassino_three_players_each_scores_alone():
    # 003: each player keeps "um montinho de cartas capturadas ... à sua frente" and scores
    # alone. Seat 0 takes 5D; seat 1 trails KD; seat 2 takes 4S+5S, the last capture, and so
    # the KD left over. Seat 2: 4 cards (most: 3), 2 spades (most: 1).
    game = Game.from_position("cassino", hands=[["5C"], ["KD"], ["9H"]],
                              table=["5D", "4S", "5S"])
    play(game, C("5C", "5D"))
    play(game, T("KD"))
    play(game, C("9H", "4S", "5S"))
    assert game.round_over
    assert [pile(game, s) for s in range(3)] == [{"5C", "5D"}, set(),
                                                 {"9H", "4S", "5S", "KD"}]
    assert totals(game) == [0, 0, 4]
    assert game.scores == [0, 0, 4]
    assert game.view(1)["teams"] == [[0], [1], [2]]


def test_cassino_partnerships_share_pile_and_score_rest_goes_to_last_capturer_no_sweep():
    # 003: "4 jogadores podem jogar em duplas, sentados de frente um com o outro ... se somam os
    # pontos dos dois jogadores da dupla". Worked example (003 Após a última carta): "O jogador
    # A captura uma carta da mesa, o jogador B captura uma carta da mesa, o jogador C
    # simplesmente joga sua carta ... o jogador D também ... As cartas que ainda estiverem
    # sobre a mesa pertencem ao jogador B"; "Ganhar todas as cartas que restam ... não conta
    # como um Sweep." A..D are seats 0..3; partners face each other: 0+2 and 1+3.
    game = Game.from_position("cassino", hands=[["5C"], ["6S"], ["KD"], ["QH"]],
                              table=["5D", "6H", "2C"])
    view = game.view(2)
    assert view["teams"] == [[0, 2], [1, 3]]
    assert view["side"] == 0 and game.view(3)["side"] == 1
    play(game, C("5C", "5D"))
    play(game, C("6S", "6H"))
    play(game, T("KD"))
    play(game, T("QH"))
    assert game.round_over
    assert len(game.piles) == 2
    assert pile(game, 0) == {"5C", "5D"}
    assert pile(game, 1) == {"6S", "6H", "2C", "KD", "QH"}
    assert game.sweeps == [0, 0]
    # team 1: 5 cards against 2 (3), the only spade (1); team 0 nothing.
    assert len(game.round_score()) == 2
    assert totals(game) == [0, 4]
    assert game.scores == [0, 4]


def test_cassino_partners_captures_go_to_one_shared_pile():
    # 003: "somam os pontos dos dois jogadores da dupla" — seats 0 and 2 capture into one pile.
    game = Game.from_position("cassino", hands=[["5C"], ["KD"], ["9H"], ["QS"]],
                              table=["5D", "4S", "5S", "2H"])
    play(game, C("5C", "5D"))
    play(game, T("KD"))
    play(game, C("9H", "4S", "5S"))
    play(game, T("QS"))
    # team 0 took the last capture: the rest (2H, KD, QS) is theirs too.
    assert pile(game, 0) == {"5C", "5D", "9H", "4S", "5S", "2H", "KD", "QS"}
    assert pile(game, 1) == set()
    assert totals(game) == [4, 0]  # most cards 3, most spades (3-0) 1


def test_cassino_partnership_sweep_counts_for_the_team():
    # 003: "Cada Sweep vale 1 ponto extra para aquele jogador"; in partnerships "se somam os
    # pontos dos dois jogadores da dupla". Seat 2 takes 4S+5S, the whole table: team 0's
    # sweep; the JS trailed last goes to seat 2, the last capturer. Team 0: 6 cards to 2 (3),
    # spades 3-1 (1), one sweep (1).
    game = Game.from_position("cassino", hands=[["5C"], ["6S"], ["9H"], ["JS"]],
                              table=["5D", "6H", "4S", "5S"])
    play(game, C("5C", "5D"))
    play(game, C("6S", "6H"))
    play(game, C("9H", "4S", "5S"))
    assert game.sweeps == [1, 0]
    play(game, T("JS"))
    assert game.round_over
    assert pile(game, 0) == {"5C", "5D", "9H", "4S", "5S", "JS"}
    assert totals(game) == [5, 0]


def test_cassino_eight_takes_disjoint_groups_never_all_six():
    # 003: "A, 2, 3, 5, 6, 8; e um jogador jogar um 8, ele poderá capturar ou as cartas 2, 6,
    # 3, 5, 8 ... ou as cartas A, 2, 5, 8 ... mas não todas as cartas". Groups of 8: {8},
    # {6,2}, {5,3}, {A,2,5}; every union of disjoint groups is a capture.
    game = Game.from_position("cassino", hands=[["8H", "KC"], ["QD"]],
                              table=["AS", "2S", "3S", "5S", "6S", "8S"])
    assert legal(game) == {
        C("8H", "8S"), C("8H", "6S", "2S"), C("8H", "5S", "3S"), C("8H", "AS", "2S", "5S"),
        C("8H", "8S", "6S", "2S"), C("8H", "8S", "5S", "3S"), C("8H", "8S", "AS", "2S", "5S"),
        C("8H", "6S", "2S", "5S", "3S"), C("8H", "8S", "6S", "2S", "5S", "3S"),
        T("8H"), T("KC"),
    }


def test_cassino_builds_of_three_and_six_cannot_both_be_taken_by_a_nine():
    # 003: "um jogador não pode capturar mais de uma construção na mesma jogada (se houver
    # sobre a mesa uma construção de 3 e uma construção de 6, um jogador não pode jogar um 9
    # e pegar ambas)."
    game = Game.from_position("cassino", hands=[["9H", "KC"], ["3C", "6C"]], builds=[
        {"groups": [["2S", "AD"]], "value": 3, "owner": 1},
        {"groups": [["4S", "2D"]], "value": 6, "owner": 1}])
    assert legal(game) == {T("9H"), T("KC")}
    assert_illegal(game, {"kind": "capture", "card": "9H",
                          "takes": ["2S", "AD", "4S", "2D"]})


def test_cassino_seven_build_and_loose_three_cannot_be_taken_by_a_ten():
    # 003: "se há sobre a mesa uma construção de valor 7 e um 3, um jogador não pode jogar um
    # 10 e capturar a construção e o 3."
    game = Game.from_position("cassino", hands=[["10H", "KC"], ["7C"]], table=["3S"],
                              builds=[{"groups": [["4C", "3D"]], "value": 7, "owner": 1}])
    assert legal(game) == {T("10H"), T("KC")}
    assert_illegal(game, {"kind": "capture", "card": "10H", "takes": ["4C", "3D", "3S"]})


def test_cassino_nine_build_with_loose_four_and_five_all_taken_by_a_nine():
    # 003: "Sobre a mesa temos uma construção de valor 9, um 4 e um 5. Ao jogar seu 9, além
    # de capturar a construção, o jogador também poderá capturar o 4 e o 5."
    game = Game.from_position("cassino", hands=[["9H", "KC"], ["9C"]], table=["4S", "5H"],
                              builds=[{"groups": [["6C", "3D"]], "value": 9, "owner": 1}])
    assert legal(game) == {
        C("9H", "4S", "5H"), C("9H", "6C", "3D"), C("9H", "6C", "3D", "4S", "5H"),
        T("9H"), T("KC"),
    }
    play(game, C("9H", "6C", "3D", "4S", "5H"))
    assert pile(game, 0) == {"9H", "6C", "3D", "4S", "5H"}
    assert game.builds == [] and game.loose == []


def test_cassino_one_capture_takes_one_of_two_builds_of_the_same_value():
    # 003: "um jogador não pode capturar mais de uma construção na mesma jogada" — holds for
    # two builds of one value as well (RULES.md: `cassino`, one build per capture). Groups of
    # 7 besides the builds: {6, A}.
    game = Game.from_position("cassino", hands=[["7H", "KC"], ["7C", "7S"]],
                              table=["6C", "AD"], builds=[
                                  {"groups": [["4C", "3D"]], "value": 7, "owner": 1},
                                  {"groups": [["5S", "2H"]], "value": 7, "owner": 1}])
    assert legal(game) == {
        C("7H", "6C", "AD"), C("7H", "4C", "3D"), C("7H", "5S", "2H"),
        C("7H", "4C", "3D", "6C", "AD"), C("7H", "5S", "2H", "6C", "AD"),
        T("7H"), T("KC"),
    }


def test_cassino_second_build_of_a_value_needs_a_second_capturing_card():
    # 003: "deverá manter em sua mão a(s) carta(s) que usará para capturar a(s)
    # construção(ões) que fez", and one capture takes one build ("não pode capturar mais de
    # uma construção na mesma jogada"): with one 7 left, a second 7-build could never be taken.
    position = {"table": ["2S"],
                "builds": [{"groups": [["4C", "3D"]], "value": 7, "owner": 0}]}
    one = Game.from_position("cassino", hands=[["5C", "7D"], ["9C"]], **position)
    assert B("5C", 7, ("5C", "2S")) not in legal(one)
    two = Game.from_position("cassino", hands=[["5C", "7D", "7H"], ["9C"]], **position)
    assert B("5C", 7, ("5C", "2S")) in legal(two)


def test_cassino_any_build_may_be_raised_own_too():
    # 003 (5 – Adicionar a uma construção): "Em sua vez de jogar, um jogador pode pegar uma
    # das cartas de sua mão e adicioná-la a uma construção, mudando o valor desta construção,
    # desde que ... tenha em sua mão uma carta capaz de capturar o novo valor" — no owner
    # restriction (RULES.md: any build may be raised, not only opponents').
    own = Game.from_position("cassino", hands=[["2D", "7S"], ["9C"]],
                             builds=[{"groups": [["AH", "4C"]], "value": 5, "owner": 0}])
    assert R("2D", 7, (), ("AH", "4C", "2D")) in legal(own)
    theirs = Game.from_position("cassino", hands=[["2D", "7S"], ["9C"]],
                                builds=[{"groups": [["AH", "4C"]], "value": 5, "owner": 1}])
    play(theirs, R("2D", 7, (), ("AH", "4C", "2D")))
    assert [(b.value, b.owner) for b in theirs.builds] == [(7, 0)]


def test_cassino_loose_cards_not_of_the_new_value_never_join_a_raise():
    # 003: "Sobre a mesa temos um A, um 2 e um 4. O A e o 4 estão combinados numa construção
    # de 5. Um jogador que tenha um 3 e um 10 em sua mão não pode combinar o 3 com o 2 da
    # mesa e combinar ambos com a construção de 5 para anunciar que está construindo um 10."
    # 3 + 5 = 8 is no card he holds, so the 3 can only be trailed; the 10 takes nothing.
    game = Game.from_position("cassino", hands=[["3C", "10D"], ["9C"]], table=["2S"],
                              builds=[{"groups": [["AH", "4C"]], "value": 5, "owner": 1}])
    assert legal(game) == {T("3C"), T("10D")}
    assert_illegal(game, {"kind": "raise", "card": "3C", "uses": ["2S"], "value": 10})


def test_cassino_loose_cards_of_the_old_value_may_join_keeping_the_value():
    # 003: "Sobre a mesa temos um 3, um 4 e um 5. O 5 e o 4 estão combinados em uma construção
    # de 9. Um jogador que tenha um 6 e um 9 em sua mão pode jogar o 6 sobre o 3, combinar
    # ambos com a construção e anunciar novamente 'construindo um nove'."
    game = Game.from_position("cassino", hands=[["6H", "9D"], ["9C"]], table=["3C"],
                              builds=[{"groups": [["5S", "4D"]], "value": 9, "owner": 1}])
    play(game, E("6H", 9, ("3C",), ("5S", "4D"), ("6H", "3C")))
    assert game.loose == []
    [build] = game.builds
    assert build.value == 9 and build.owner == 0
    assert {c.code for c in build.cards} == {"5S", "4D", "6H", "3C"}


def test_cassino_three_three_six_raised_to_eight_then_nine_with_loose_four_five():
    # 003: "Há sobre a mesa uma construção de dois 3, anunciada como 'construindo um seis', um
    # 4 e um 5. Um jogador que tenha um 2 e um 8 em sua mão poderia jogar o 2 sobre a
    # construção e anunciar 'construindo um oito'. O jogador seguinte tem em sua mão um A e
    # um 9. Ele adiciona o 4 e o 5 à construção, joga seu A sobre ela e anuncia 'construindo
    # um nove'."
    game = Game.from_position("cassino", hands=[["2D", "8S"], ["AD", "9C"]],
                              table=["4H", "5C"],
                              builds=[{"groups": [["3S", "3H"]], "value": 6, "owner": 1}])
    play(game, R("2D", 8, (), ("3S", "3H", "2D")))
    assert [(b.value, b.owner) for b in game.builds] == [(8, 0)]
    play(game, R("AD", 9, ("4H", "5C"), ("3S", "3H", "2D", "AD"), ("4H", "5C")))
    [build] = game.builds
    assert build.value == 9 and build.owner == 1
    assert {c.code for c in build.cards} == {"3S", "3H", "2D", "AD", "4H", "5C"}
    assert game.loose == []


def test_cassino_build_announced_as_three_of_two_threes_never_changes_value():
    # 003: "se a construção ... tivesse sido anunciada como 'construindo um três', um jogador
    # que tivesse um 2 e um 5 na mão jamais poderia jogar o 2 sobre ela e anunciar
    # 'construindo um cinco'. Ele poderia, porém, jogar outro 3 na construção, anunciando
    # novamente 'construindo um três'."
    three = {"groups": [["3S"], ["3H"]], "value": 3, "owner": 1}
    game = Game.from_position("cassino", hands=[["2D", "5C"], ["9C"]], builds=[three])
    assert [m for m in game.legal_moves() if m.kind == "raise"] == []
    assert_illegal(game, {"kind": "raise", "card": "2D", "value": 5})
    other = Game.from_position("cassino", hands=[["3D", "3C"], ["9C"]], builds=[three])
    play(other, E("3D", 3, (), ("3S",), ("3H",), ("3D",)))
    assert [(b.value, b.owner) for b in other.builds] == [(3, 0)]


def test_cassino_house_rules_are_all_off_by_default():
    # 003 "Alguns jogadores ...": variations, so the plain game is played unless chosen.
    game = Game.new("cassino", seed=1)
    assert game.options == {"trail_and_table_build": False, "builder_may_trail": False,
                            "loose_cards_raise": False, "target": 21,
                            "cards_two_last_capture_one": False, "no_sweeps": False}
    assert game.rules.target == 21


def test_cassino_option_trail_and_build_from_table_cards_only():
    # 003: "Alguns jogadores permitem que um jogador jogue uma de suas cartas sobre a mesa e
    # simultaneamente faça uma construção utilizando somente cartas da mesa, sem incluir a
    # carta jogada, desde que tenha em sua mão uma carta capaz de capturar esta construção".
    position = {"hands": [["KC", "7D"], ["9C"]], "table": ["3H", "4S", "9S"]}
    plain = Game.from_position("cassino", **position)
    assert not [m for m in plain.legal_moves() if m.kind == "trail" and m.uses]
    game = Game.from_position("cassino", options={"trail_and_table_build": True}, **position)
    assert TB("KC", 7, ("3H", "4S")) in legal(game)
    # the 7 is the capturing card: it cannot be the card trailed beside a 7-build
    assert not [m for m in kinds_with(game, "7D", "trail") if m.uses]
    play(game, TB("KC", 7, ("3H", "4S")))
    assert loose(game) == {"9S", "KC"}
    [build] = game.builds
    assert build.value == 7 and build.owner == 0
    assert {c.code for c in build.cards} == {"3H", "4S"}
    # without a card to capture it, no such build
    none = Game.from_position("cassino", hands=[["KC", "9D"], ["9C"]], table=["3H", "4S"],
                              options={"trail_and_table_build": True})
    assert not [m for m in none.legal_moves() if m.kind == "trail" and m.uses]


def test_cassino_option_builder_may_trail():
    # 003: "Alguns jogadores permitem que um jogador que tenha feito uma construção
    # simplesmente jogue uma carta sobre a mesa na jogada seguinte, deixando para capturar a
    # construção quando bem entender." Without it: "não poderá simplesmente jogar uma carta
    # sobre a mesa". Either way he keeps the card that captures it.
    position = {"hands": [["5D", "KC"], ["9C"]],
                "builds": [{"groups": [["AH", "4C"]], "value": 5, "owner": 0}]}
    plain = Game.from_position("cassino", **position)
    assert_illegal(plain, {"kind": "trail", "card": "KC"}, "cannot-trail-while-owning-build")
    game = Game.from_position("cassino", options={"builder_may_trail": True}, **position)
    assert T("KC") in legal(game)
    assert T("5D") not in legal(game)
    play(game, T("KC"))
    assert loose(game) == {"KC"} and len(game.builds) == 1


def test_cassino_option_loose_cards_may_help_raise():
    # 003: "Segundo esta variação, um jogador que tenha um 3 e um 10 em sua mão poderia
    # combinar o 3 com o 2 da mesa e combinar ambos com a construção de 5 para anunciar que
    # está construindo um 10."
    game = Game.from_position("cassino", hands=[["3C", "10D"], ["9C"]], table=["2S"],
                              options={"loose_cards_raise": True},
                              builds=[{"groups": [["AH", "4C"]], "value": 5, "owner": 1}])
    play(game, R("3C", 10, ("2S",), ("AH", "4C", "3C", "2S")))
    [build] = game.builds
    assert build.value == 10 and build.owner == 0
    assert game.loose == []


@pytest.mark.parametrize(("target", "before", "over"), [
    (11, [1, 0], False), (11, [2, 0], True),
    (31, [21, 0], False), (31, [22, 0], True),
    (50, [40, 0], False), (50, [41, 0], True),
])
def test_cassino_option_target_11_31_or_50(target, before, over):
    # 003: "Alguns jogadores jogam até 11, 31 ou 50 pontos, ao invés de 21." The round below
    # is worth 9 to seat 0 and 2 to seat 1.
    game = nine_two_round("cassino", before, {"target": target})
    assert game.rules.target == target
    assert game.scores == [before[0] + 9, 2]
    assert game.match_over is over
    assert game.winner == (0 if over else None)


def test_cassino_default_target_is_21():
    # 003 Fim do Jogo: "Assim que um jogador alcançar ou ultrapassar os 21 pontos".
    assert nine_two_round("cassino", [11, 0]).match_over is False  # 20
    game = nine_two_round("cassino", [12, 0])  # 21
    assert game.match_over and game.winner == 0


def test_cassino_option_most_cards_two_and_last_capture_one():
    # 003: "Alguns jogadores conferem apenas 2 pontos ao jogador que pegou a maior quantidade
    # de cartas, e 1 ponto ao jogador que efetuou a última captura da rodada".
    # Seat 0: 8 cards (2), 4 spades (1), AS AH (2), 10D (2), 2S (1) = 8; seat 1: AD AC (2)
    # and the last capture (1) = 3. Plain scoring: 9 and 2.
    assert totals(nine_two_round("cassino", [0, 0])) == [9, 2]
    game = nine_two_round("cassino", [0, 0], {"cards_two_last_capture_one": True})
    assert totals(game) == [8, 3]
    assert game.scores == [8, 3]


def test_cassino_option_no_sweep_points():
    # 003: "Cada Sweep vale 1 ponto extra"; "Alguns jogadores não conferem pontos por Sweeps."
    # The 7 takes 3+4, the whole table; the rest (KD 2C QH) later goes to seat 0 too: 6 cards
    # (3), one spade (1), and the sweep (1 or nothing).
    for options, expected in ((None, [5, 0]), ({"no_sweeps": True}, [4, 0])):
        game = Game.from_position("cassino", hands=[["7S", "2C"], ["KD", "QH"]],
                                  table=["3C", "4D"], options=options)
        play(game, C("7S", "3C", "4D"))
        play(game, T("KD"))
        play(game, T("2C"))
        play(game, T("QH"))
        assert game.round_over
        assert totals(game) == expected


# ============================================================================= royal-casino


def test_royal_court_cards_are_worth_eleven_twelve_thirteen_and_capture_sums():
    # 003 Royal Casino: "cada J vale 11, cada Q vale 12 e cada K vale 13 ... um Q poderia
    # capturar um 5 e um 7, pois 5 + 7 = 12".
    game = Game.from_position("royal-casino", hands=[["QH"], ["9C"]], table=["5S", "7D"])
    assert legal(game) == {C("QH", "5S", "7D"), T("QH")}
    jack = Game.from_position("royal-casino", hands=[["JH"], ["9C"]], table=["5S", "6D"])
    assert C("JH", "5S", "6D") in legal(jack)
    king = Game.from_position("royal-casino", hands=[["KH"], ["9C"]], table=["6S", "7D"])
    assert C("KH", "6S", "7D") in legal(king)
    # and in plain cassino a court card takes no sum
    plain = Game.from_position("cassino", hands=[["QH"], ["9C"]], table=["5S", "7D"])
    assert legal(plain) == {T("QH")}


def test_royal_all_matching_court_cards_may_be_taken():
    # 003 Royal Casino: court cards are numbers, "as figuras podem ser utilizadas para capturar
    # combinações ... normalmente" — so, like any number, a K takes every K (RULES.md:
    # "matching court cards may all be taken"), unlike cassino's "só poderá capturar um".
    game = Game.from_position("royal-casino", hands=[["KD"], ["9C"]], table=["KS", "KH"])
    assert legal(game) == {C("KD", "KS"), C("KD", "KH"), C("KD", "KS", "KH"), T("KD")}


def test_royal_court_cards_take_part_in_builds():
    # 003 Royal Casino: "como parte de combinações ou de construções normalmente". A 5 on a 7
    # builds 12, kept for the Q.
    game = Game.from_position("royal-casino", hands=[["5D", "QC"], ["9C"]], table=["7S"])
    assert B("5D", 12, ("5D", "7S")) in legal(game)


def test_royal_builds_go_past_ten_for_court_cards():
    # 003 Royal Casino: court cards take part "de construções normalmente" — a 9-build raised
    # with a 3 is a 12, kept for the Q; in cassino a Q has no value, so no such raise.
    position = {"hands": [["3D", "QC"], ["9C"]],
                "builds": [{"groups": [["4C", "5D"]], "value": 9, "owner": 1}]}
    royal = Game.from_position("royal-casino", **position)
    play(royal, R("3D", 12, (), ("4C", "5D", "3D")))
    assert [(b.value, b.owner) for b in royal.builds] == [(12, 0)]
    plain = Game.from_position("cassino", **position)
    assert [m for m in plain.legal_moves() if m.kind == "raise"] == []


def test_royal_ace_counts_one_or_fourteen_as_its_player_chooses():
    # 003 Royal Casino: "um A pode valer tanto 1 quanto 14, e quem escolhe seu valor é o
    # jogador que o está jogando, capturando ou incluindo em uma combinação". The AH takes
    # the AS as 1, or 6+8 as 14, or the AS counted 14 with 6+8 (two groups of 14).
    game = Game.from_position("royal-casino", hands=[["AH"], ["9C"]], table=["AS", "6C", "8D"])
    assert legal(game) == {C("AH", "AS"), C("AH", "6C", "8D"), C("AH", "AS", "6C", "8D"),
                           T("AH")}
    move = next(m for m in game.legal_moves() if sig(m) == C("AH", "6C", "8D"))
    assert move.value == 14


def test_royal_ace_in_a_build_keeps_the_value_it_was_given():
    # 003 Royal Casino: "Uma vez que o valor de um A é determinado para incluí-lo em uma
    # construção, o valor deste A não pode ser alterado por outros jogadores." The AH on the
    # KS (13) counts 1: a build of 14, kept for the AD counted 14; then any ace takes it at 14.
    game = Game.from_position("royal-casino", hands=[["AH", "AD"], ["AC", "3S"]],
                              table=["KS"])
    play(game, B("AH", 14, ("AH", "KS")))
    [build] = game.builds
    assert build.value == 14 and build.owner == 0
    move = next(m for m in game.legal_moves() if m.kind == "capture" and m.card.code == "AC")
    assert move.value == 14 and set(c.code for c in move.takes) == {"AH", "KS"}
    # nobody re-counts that ace: the 14-build is no 1+13 that a 3 could raise to 17 or 4
    assert [m for m in game.legal_moves() if m.kind == "raise"] == []


# ============================================================================= casino-br (004)


def test_casino_br_deals_singly_one_each_and_one_to_table_four_times(unshuffled):
    # 004: "O carteador deve distribuir uma carta a cada participante, virando uma na mesa,
    # repetindo essa distribuição quatro vezes, até que cada um tenha quatro cartas na mão e
    # haja quatro cartas abertas na mesa." "no sentido horário".
    steps = (("players", 1), ("table", 1)) * 4
    for players in (2, 3, 4):
        for seed in (1, 2, 3):
            game = Game.new("casino-br", players=players, seed=seed)
            assert [len(h) for h in game.hands] == [4] * players
            assert len(game.loose) == 4
            assert len(game.stock) == 52 - 4 * players - 4
            assert_dealt_as(game, steps)


def test_casino_br_later_deals_four_each_singly_none_to_table():
    # 004: "receberá outras quatro cartas do carteador, que não porá mais cartas sobre a
    # mesa"; dealt "uma a uma". Dealer seat 1: seat 0 first.
    stock = ["2C", "3C", "4C", "6C", "7C", "8C", "9C", "10C"]
    game = Game.from_position("casino-br", hands=[["KC"], ["QD"]], table=["5H"], stock=stock,
                              to_move=0, dealer=1)
    play(game, T("KC"))
    play(game, T("QD"))
    assert loose(game) == {"5H", "KC", "QD"} and game.stock == []
    options = [[set(seq[0::2]), set(seq[1::2])] for seq in (stock[::-1], stock)]
    assert [hand(game, 0), hand(game, 1)] in options
    assert game.to_move == 0


def test_casino_br_left_of_dealer_plays_first_and_dealer_always_last():
    # 004: "O jogador à esquerda do carteador será o primeiro a jogar; o carteador será sempre
    # o último."
    for players in (2, 3, 4):
        for seed in (1, 2, 3):
            game = Game.new("casino-br", players=players, seed=seed)
            dealer = game.dealer
            seats = []
            for _ in range(4 * players):  # the whole first deal
                seats.append(game.to_move)
                game.play(game.legal_moves()[-1])
            expected = [(dealer + k) % players for k in range(1, players + 1)] * 4
            assert seats == expected
            assert seats[players - 1] == dealer


def test_casino_br_three_players_individual_and_four_in_partnerships():
    # 004 "para Três": "O jogo é individual e cada um recebe quatro cartas." "de Duplas":
    # "parceiros devem sentar-se alternadamente. As cartas levadas por uma dupla são colocadas
    # juntas e os pontos computados para a dupla."
    three = Game.new("casino-br", players=3, seed=2)
    assert len(three.piles) == 3 and len(three.round_score()) == 3
    assert three.view(0)["teams"] == [[0], [1], [2]]
    game = Game.from_position("casino-br", hands=[["5C"], ["KD"], ["9H"], ["QS"]],
                              table=["5D", "4S", "5S", "2H"])
    assert game.view(1)["teams"] == [[0, 2], [1, 3]]
    play(game, C("5C", "5D"))
    play(game, T("KD"))
    play(game, C("9H", "4S", "5S"))
    play(game, T("QS"))
    assert pile(game, 0) == {"5C", "5D", "9H", "4S", "5S", "2H", "KD", "QS"}
    assert len(game.round_score()) == 2
    assert totals(game) == [4, 0]  # most cards 3, most spades 1


def test_casino_br_five_takes_three_two_five_five_ten_takes_five_five_or_five_three_two():
    # 004: "Suponhamos que as quatro cartas abertas sejam um 3, 2, 5 e 5. Com um cinco, um
    # jogador pode pegar os dois 5 e também o 3 e o 2 ... Se tivesse um 10, poderia pegar os
    # dois 5 ou um 5, o 3 e o 2."
    table = ["3S", "2D", "5H", "5C"]
    five = Game.from_position("casino-br", hands=[["5S", "KC"], ["9C"]], table=table)
    assert legal(five) == {
        C("5S", "5H"), C("5S", "5C"), C("5S", "3S", "2D"), C("5S", "5H", "5C"),
        C("5S", "5H", "3S", "2D"), C("5S", "5C", "3S", "2D"), C("5S", "5H", "5C", "3S", "2D"),
        T("5S"), T("KC"),
    }
    ten = Game.from_position("casino-br", hands=[["10S", "KC"], ["9C"]], table=table)
    assert legal(ten) == {C("10S", "5H", "5C"), C("10S", "5H", "3S", "2D"),
                          C("10S", "5C", "3S", "2D"), T("10S"), T("KC")}


def test_casino_br_three_queens_a_queen_takes_only_one():
    # 004: "Se houver três Damas na mesa e o jogador tiver uma Dama, só poderá pegar uma delas."
    game = Game.from_position("casino-br", hands=[["QS"], ["9C"]], table=["QH", "QD", "QC"])
    assert legal(game) == {C("QS", "QH"), C("QS", "QD"), C("QS", "QC"), T("QS")}


def test_casino_br_nine_takes_a_six_build_plus_a_loose_three():
    # 004: "Um jogador que tenha um nove, poderá levar também uma construção de seis e um três
    # isolado, pois somam nove."
    game = Game.from_position("casino-br", hands=[["9H", "KC"], ["6C"]], table=["3S"],
                              builds=[{"groups": [["4C", "2D"]], "value": 6, "owner": 1}])
    assert legal(game) == {C("9H", "4C", "2D", "3S"), T("9H"), T("KC")}
    play(game, C("9H", "4C", "2D", "3S"))
    assert pile(game, 0) == {"9H", "4C", "2D", "3S"}


def test_casino_br_two_seven_builds_of_one_player_and_loose_six_ace_one_seven_takes_all():
    # 004: "sobre um quatro da mesa, põe um três de sua mão, construindo um sete. Na vez
    # seguinte, sobre um dois, constrói outro sete, colocando um cinco ... ele ou qualquer
    # jogador que tenha um 7 poderá levar as duas construções. Se além das suas construções,
    # houvesse ainda um 6 e um Ás, ele poderia levar também essas duas cartas".
    # Groups of 7: each build, and 6+A; any union of them may be taken.
    game = Game.from_position("casino-br", hands=[["7H", "KC"], ["7C", "7S"]],
                              table=["6C", "AD"], builds=[
                                  {"groups": [["4C", "3D"]], "value": 7, "owner": 1},
                                  {"groups": [["2H", "5S"]], "value": 7, "owner": 1}])
    everything = C("7H", "4C", "3D", "2H", "5S", "6C", "AD")
    assert legal(game) == {
        C("7H", "6C", "AD"), C("7H", "4C", "3D"), C("7H", "2H", "5S"),
        C("7H", "4C", "3D", "6C", "AD"), C("7H", "2H", "5S", "6C", "AD"),
        C("7H", "4C", "3D", "2H", "5S"), everything, T("7H"), T("KC"),
    }
    play(game, everything)
    assert game.builds == [] and game.loose == []


def test_casino_br_duplicated_builds_cannot_be_raised_by_anyone():
    # 004: "Quando existe uma duplicação de construção, ninguém, nem mesmo quem as construiu,
    # poderá aumentá-las com novas cartas."
    builds = [{"groups": [["4C", "3D"]], "value": 7, "owner": 1},
              {"groups": [["2H", "5S"]], "value": 7, "owner": 1}]
    other = Game.from_position("casino-br", hands=[["2D", "9S"], ["7C", "2C", "9C"]],
                               builds=builds)
    assert [m for m in other.legal_moves() if m.kind in ("raise", "extend")] == []
    assert_illegal(other, {"kind": "raise", "card": "2D", "value": 9})
    owner = Game.from_position("casino-br", hands=[["KD"], ["7C", "2C", "9C"]],
                               builds=builds, to_move=1)
    assert [m for m in owner.legal_moves() if m.kind in ("raise", "extend")] == []
    assert_illegal(owner, {"kind": "raise", "card": "2C", "value": 9})


def test_casino_br_any_player_may_raise_a_build_with_a_hand_card_up_to_ten():
    # 004: "qualquer jogador poderá aumentá-la com outra carta de sua mão, um ás, por exemplo,
    # desde que tenha um sete, etc. As construções podem subir até 10".
    game = Game.from_position("casino-br", hands=[["AS", "7D"], ["9C"]],
                              builds=[{"groups": [["4C", "2D"]], "value": 6, "owner": 1}])
    play(game, R("AS", 7, (), ("4C", "2D", "AS")))
    assert [(b.value, b.owner) for b in game.builds] == [(7, 0)]
    high = Game.from_position("casino-br", hands=[["5S", "KD"], ["9C"]],
                              builds=[{"groups": [["4C", "2D"]], "value": 6, "owner": 1}])
    assert [m for m in high.legal_moves() if m.kind == "raise"] == []


def test_casino_br_build_of_equal_cards_cannot_change_value():
    # 004: "Se houver um quatro, por exemplo, o jogador pode colocar outro quatro, dizendo
    # 'construindo 4'. Essa construção não poderá ser mudada para 5, 6, 7, etc."
    four = {"groups": [["4S"], ["4H"]], "value": 4, "owner": 1}
    game = Game.from_position("casino-br", hands=[["AD", "5C"], ["9C"]], builds=[four])
    assert [m for m in game.legal_moves() if m.kind == "raise"] == []
    assert_illegal(game, {"kind": "raise", "card": "AD", "value": 5})
    # the build of 4 on a 4 is made by the player holding a third 4
    made = Game.from_position("casino-br", hands=[["4D", "4C"], ["9C"]], table=["4S"])
    play(made, B("4D", 4, ("4D",), ("4S",)))
    owner = Game.from_position("casino-br", hands=[["AD", "5C", "4C"], ["9C"]], builds=[
        {"groups": [["4S"], ["4H"]], "value": 4, "owner": 0}])
    assert [m for m in owner.legal_moves() if m.kind == "raise"] == []


def test_casino_br_builder_must_keep_a_capturing_card_but_may_trail():
    # 004: "A construção só pode ser feita se quem a fez tiver na mão uma carta que iguale a
    # soma da construção." "Quando um jogador não puder ou não quiser levar cartas da mesa, nem
    # fazer uma construção, descartará uma carta" — nothing forbids a builder to trail.
    game = Game.from_position("casino-br", hands=[["6D", "3C"], ["9C"]],
                              builds=[{"groups": [["4C", "2D"]], "value": 6, "owner": 0}])
    assert legal(game) == {C("6D", "4C", "2D"), T("3C")}
    assert_illegal(game, {"kind": "trail", "card": "6D"}, "must-keep-capturing-card")
    play(game, T("3C"))
    assert loose(game) == {"3C"}


def test_casino_br_no_sweep_points():
    # 004: the 11 points of a hand are cards, spades, aces, 10D and 2S ("A mão de Casino tem
    # um total de onze pontos em disputa"); no sweep is named. The 7 takes the whole table;
    # seat 0 ends with 6 cards (3) and one spade (1).
    game = Game.from_position("casino-br", hands=[["7S", "2C"], ["KD", "QH"]],
                              table=["3C", "4D"])
    play(game, C("7S", "3C", "4D"))
    assert game.sweeps == [0, 0]
    play(game, T("KD"))
    play(game, T("2C"))
    play(game, T("QH"))
    assert totals(game) == [4, 0]


def test_casino_br_scoring_eleven_points_tied_cards_score_nobody():
    # 004: "Quando dois jogadores terminarem a mão com o mesmo número de cartas, os três pontos
    # referentes a maioria de cartas são anulados, contando-se apenas os oitos pontos
    # restantes." Seat 0: 8 cards with AS AH 10D 2S 3S 4S: 3+1+2+2+1 = 9; seat 1: AD AC = 2.
    assert totals(nine_two_round("casino-br", [0, 0])) == [9, 2]
    game = Game.from_position("casino-br", hands=[["KC"], ["QD"]], last_capturer=1,
                              piles=[["AS", "3S", "5H", "6H"], ["AD", "7C"]])
    play(game, T("KC"))
    play(game, T("QD"))
    # 4 cards each: nobody takes the 3; seat 0: spades 2-0 (1), AS (1); seat 1: AD (1).
    assert totals(game) == [2, 1]


@pytest.mark.parametrize(("options", "target"), [(None, 21), ({"target": 31}, 31)])
def test_casino_br_target_21_or_31(options, target):
    # 004: "A partida é geralmente jogada até um máximo de 21 ou 31 pontos, conforme seja
    # combinado ... quem primeiro atingir o limite será o vencedor."
    below = nine_two_round("casino-br", [target - 10, 0], options)
    assert below.rules.target == target
    assert not below.match_over and below.winner is None
    game = nine_two_round("casino-br", [target - 9, 0], options)
    assert game.match_over and game.winner == 0


def test_casino_br_option_six_of_eleven_points_wins_outright():
    # 004: "Pode-se também considerar vencedor o jogador que, em uma mão, fizer a maioria dos
    # onze pontos, ou seja, seis ou mais." Seat 0 makes 9 in the round.
    plain = nine_two_round("casino-br", [0, 0])
    assert not plain.match_over
    game = nine_two_round("casino-br", [0, 0], {"six_of_eleven_wins": True})
    assert game.match_over and game.winner == 0
    # a round of 2 and 1 wins nothing
    small = Game.from_position("casino-br", hands=[["KC"], ["QD"]], last_capturer=1,
                               piles=[["AS", "3S", "5H", "6H"], ["AD", "7C"]],
                               options={"six_of_eleven_wins": True})
    play(small, T("KC"))
    play(small, T("QD"))
    assert not small.match_over


# ============================================================================= draw-casino


def test_draw_casino_one_deal_of_four_each_and_four_to_the_table():
    # RULES.md `draw-casino` (004 "Aberto"): "One deal of 4 each + 4 table; the rest is a stock"
    # (52 - 8 - 4 = 40 cards).
    game = Game.new("draw-casino", seed=3)
    assert [len(h) for h in game.hands] == [4, 4]
    assert len(game.loose) == 4 and len(game.stock) == 40


def test_draw_casino_draw_after_each_play_keeping_four_until_stock_is_gone():
    # RULES.md `draw-casino`: "after each play the player draws one card, keeping 4, until the
    # stock is gone; then hands are played out."
    stock = ["2C", "3C"]
    game = Game.from_position("draw-casino", hands=[["KC", "QC", "JC", "9D"],
                                                    ["KD", "QD", "JD", "8D"]],
                              table=["5H"], stock=stock)
    play(game, T("KC"))
    assert len(game.hands[0]) == 4 and len(game.stock) == 1
    drawn = hand(game, 0) - {"QC", "JC", "9D"}
    assert drawn <= set(stock) and len(drawn) == 1
    play(game, T("KD"))
    assert len(game.hands[1]) == 4 and game.stock == []
    assert hand(game, 1) - {"QD", "JD", "8D"} == set(stock) - drawn
    play(game, T("QC"))
    assert len(game.hands[0]) == 3  # the stock is gone: no more drawing
    for _ in range(7):
        assert not game.round_over
        game.play(game.legal_moves()[-1])
    assert game.round_over and game.hands == [[], []]


@pytest.mark.parametrize("variant", ["draw-casino", "spade-casino", "casino-do-pato"])
def test_values_option_casino_or_royal(variant):
    # 004: "Os participantes podem escolher se desejam jogar com as regras do Casino ou com as
    # do Casino Real"; "Também pode ser jogado de acordo com o Casino ou com o Casino Real"
    # (RULES.md: a `values` option of draw-casino, spade-casino and casino-do-pato). With Royal
    # values a J (11) takes 5+6; with Casino values a J has no value and takes only a J.
    position = {"hands": [["JH"], ["9C"]], "table": ["5S", "6D", "JS", "JC"]}
    plain = Game.from_position(variant, **position)
    assert plain.options["values"] == "casino"
    assert legal(plain) == {C("JH", "JS"), C("JH", "JC"), T("JH")}
    royal = Game.from_position(variant, options={"values": "royal"}, **position)
    assert {C("JH", "5S", "6D"), C("JH", "JS", "JC"),
            C("JH", "5S", "6D", "JS", "JC")} <= legal(royal)


# ============================================================================= spade-casino


def test_spade_casino_spade_ace_jack_two_score_two_each_other_spades_one():
    # 004 "de Espadas": "além das cartas habitualmente de valor no Casino, o Ás, o Valete, e o
    # 2 de Espadas valem 2 pontos cada e as outras cartas de espadas valem um."
    # Seat 0: 8 cards (3), spades 4-2 (1), AS AH (2), 10D (2), 2S (1) = 9, plus AS 2, 2S 2,
    # 3S 1, 4S 1 = 15. Seat 1 (+ KC QD): AD AC (2), JS 2, KS 1 = 5.
    game = Game.from_position("spade-casino", hands=[["KC"], ["QD"]], last_capturer=1,
                              piles=[["AS", "AH", "10D", "2S", "3S", "4S", "5H", "6H"],
                                     ["AD", "AC", "7C", "JS", "KS"]])
    play(game, T("KC"))
    play(game, T("QD"))
    assert totals(game) == [15, 5]


def test_spade_casino_target_61():
    # RULES.md `spade-casino`: "Target 61 (references; the seed's is lost)."
    game = nine_two_round("spade-casino", [0, 0])
    # 9 + AS 2, 2S 2, 3S 1, 4S 1 = 15 to seat 0; 2 to seat 1
    assert totals(game) == [15, 2]
    assert game.rules.target == 61
    assert not nine_two_round("spade-casino", [45, 0]).match_over  # 60
    over = nine_two_round("spade-casino", [46, 0])  # 61
    assert over.match_over and over.winner == 0


# ============================================================================= casino-do-pato


def test_casino_do_pato_match_ends_at_21_and_lowest_total_wins():
    # 004 "do Pato": "O objetivo desta variante, que segue todas as regras do Casino, é não
    # fazer pontos." RULES.md: "the match ends when someone reaches 21; the lowest total wins."
    game = nine_two_round("casino-do-pato", [15, 18])  # 24 and 20
    assert game.scores == [24, 20]
    assert game.match_over and game.winner == 1
    early = nine_two_round("casino-do-pato", [5, 10])  # 14 and 12: nobody at 21
    assert not early.match_over and early.winner is None


def test_casino_do_pato_plays_as_casino_br():
    # 004 "do Pato": "segue todas as regras do Casino": builds in sums, no sweep points.
    game = Game.from_position("casino-do-pato", hands=[["9H", "KC"], ["6C"]], table=["3S"],
                              builds=[{"groups": [["4C", "2D"]], "value": 6, "owner": 1}])
    play(game, C("9H", "4C", "2D", "3S"))
    assert game.sweeps == [0, 0]
