"""The nine fishing games of seed 003 after Royal Casino: `kasino`, `kasino-builds`,
`kontsina`, `diloti`, `tablic`, `tablanet`, `basra`, `basra-yemen`, `ashush`, against the seed
and the decisions of RULES.md.

Every expected value below is derived by hand from the rules texts (quoted in the comments),
never copied from the engine's output. Legal-move sets are compared whole where the position
is small enough to enumerate by hand, as signatures (kind, card, cards taken, loose cards
used, announced value, build groups).
"""

from __future__ import annotations

import random
import types

import pytest
from cassino import Game, IllegalMove
from cassino import engine as engine_module
from moveshapes import B, C, E, R, T, loose, sig

# ----------------------------------------------------------------------------- helpers


def legal(game: Game) -> set[tuple]:
    sigs = [sig(m) for m in game.legal_moves() if m.kind != "declare"]
    assert len(sigs) == len(set(sigs)), "a legal move is listed twice"
    return set(sigs)


def play(game: Game, expected: tuple) -> None:
    found = [m for m in game.legal_moves() if m.kind != "declare" and sig(m) == expected]
    assert len(found) == 1, f"{expected} is not exactly one legal move"
    game.play(found[0])


def pile(game: Game, side: int) -> set[str]:
    return {c.code for c in game.piles[side]}


def hand(game: Game, seat: int) -> set[str]:
    return {c.code for c in game.hands[seat]}


def with_state(game: Game, **fields) -> Game:
    """The same position with match state (scores, carry, carry_in, games_won) set."""
    data = game.to_dict()
    data.update(fields)
    return Game.from_dict(data)


def totals(game: Game) -> list[int]:
    return [entry["total"] for entry in game.round_score()]


def sweep_after(variant: str, card: str, table: list[str]) -> int:
    """What seat 0's capture of the whole ``table`` with ``card`` scores as a sweep."""
    game = Game.from_position(variant, hands=[[card, "KC"], ["KH"]], table=table)
    everything = [m for m in game.legal_moves()
                  if m.kind == "capture" and m.card.code == card
                  and {c.code for c in m.takes} == set(table)]
    assert len(everything) == 1
    game.play(everything[0])
    assert game.loose == [] and game.builds == []
    return game.sweep_score[0]


def short_round(variant: str, piles, last_capturer: int, hands=(("KC",), ("QD",)),
                **state) -> Game:
    """A round ending after two trails (of cards that capture nothing); the trailed cards
    go to ``last_capturer`` with whatever is left."""
    game = Game.from_position(variant, hands=[list(h) for h in hands], piles=piles,
                              last_capturer=last_capturer)
    if state:
        game = with_state(game, **state)
    for _ in range(len(hands)):
        (move,) = game.legal_moves() if game.rules.declare_target is None else [
            m for m in game.legal_moves() if m.kind != "declare"]
        assert move.kind == "trail"
        game.play(move)
    assert game.round_over and not game.round_void
    return game


class _Unshuffled(random.Random):
    def shuffle(self, x, *args, **kwargs) -> None:  # noqa: ARG002
        return None


@pytest.fixture
def unshuffled(monkeypatch):
    fake = types.SimpleNamespace(Random=_Unshuffled, SystemRandom=random.SystemRandom)
    monkeypatch.setattr(engine_module, "random", fake)


def dealt_as(game: Game, steps, order: list[int]) -> bool:
    """The first deal followed ``steps`` from the top of the unshuffled deck (either end)
    in seat ``order``."""
    n = game.players
    deck = [c.code for c in game.rules.deck]
    actual = ([hand(game, s) for s in range(n)], loose(game))
    for seq in (deck[::-1], deck):
        cards = iter(seq)
        hands: list[set[str]] = [set() for _ in range(n)]
        table: set[str] = set()
        for where, count in steps:
            if where == "players":
                for seat in order:
                    for _ in range(count):
                        hands[seat].add(next(cards))
            else:
                for _ in range(count):
                    table.add(next(cards))
        if actual == (hands, table):
            return True
    return False


SIX_IN_THREES = (("players", 3), ("players", 3), ("table", 4))
EVERY_CARD = [f"{r}{s}" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q",
                                  "K") for s in "SHDC"]


@pytest.mark.parametrize(("variant", "points"), [
    ("kasino", 10),      # 003 Kasino: "Existem 10 pontos em jogo"
    ("kontsina", 5),     # 003 Kontsina: "Existem apenas 5 pontos em jogo por rodada"
    ("diloti", 11),      # 003 Diloti: 4 + 4 + 2 + 1 (RULES.md: the seed's "10" miscounts)
    ("tablic", 25),      # 003 Tablic: "existem 25 pontos em jogo por rodada"
    ("tablanet", 1),     # 003 Tablanet: only most cards, 1 point
    ("basra", 43),       # 003 Basra: "Existem 43 pontos em jogo"
    ("basra-yemen", 43),
    ("ashush", 16),      # 003 Ashush: "Existem 16 pontos em jogo"
])
def test_one_side_taking_every_card_scores_the_whole_table(variant, points):
    rest = [c for c in EVERY_CARD if c not in ("KC", "QD")]
    game = short_round(variant, [rest, []], last_capturer=0)
    assert totals(game) == [points, 0]


# ============================================================================= kasino


def test_kasino_hand_ace_cannot_take_a_lone_table_ace():
    # 003 Kasino: "um jogador não pode utilizar um A para capturar outro, a menos que este
    # outro esteja incluído em uma combinação" (A = 14 in the hand, 1 on the table).
    game = Game.from_position("kasino", hands=[["AS"], ["KC"]], table=["AH"])
    assert legal(game) == {T("AS")}


def test_kasino_hand_ace_takes_an_ace_inside_a_combination():
    # 003 Kasino: A (14) takes table A (1) + K (13).
    game = Game.from_position("kasino", hands=[["AS"], ["KC"]], table=["AH", "KD"])
    assert legal(game) == {C("AS", "AH", "KD"), T("AS")}


def test_kasino_two_of_spades_is_fifteen_in_hand():
    # 003 Kasino: "O Dois de Espadas ... vale 15 na mão de um jogador, mas apenas 2 na mesa."
    game = Game.from_position("kasino", hands=[["2S"], ["KC"]], table=["2H", "10C", "5D"])
    assert legal(game) == {C("2S", "10C", "5D"), T("2S")}


def test_kasino_two_of_spades_is_two_on_the_table():
    game = Game.from_position("kasino", hands=[["2H"], ["KC"]], table=["2S", "10C"])
    assert legal(game) == {C("2H", "2S"), T("2H")}


def test_kasino_ten_of_diamonds_is_sixteen_in_hand():
    # 003 Kasino: "O Dez de Ouros ... vale 16 na mão de um jogador, mas apenas 10 na mesa."
    game = Game.from_position("kasino", hands=[["10D"], ["KC"]], table=["10C", "9H", "7S"])
    assert legal(game) == {C("10D", "9H", "7S"), T("10D")}


def test_kasino_ten_of_diamonds_is_ten_on_the_table():
    game = Game.from_position("kasino", hands=[["10S"], ["KC"]], table=["10D", "6C"])
    assert legal(game) == {C("10S", "10D"), T("10S")}


def test_kasino_court_cards_are_eleven_twelve_thirteen_everywhere():
    # 003 Kasino: "Cada J vale 11, cada Q vale 12 e cada K vale 13, não importa se na mão ou
    # na mesa." Q takes the Q and 5+7, together or apart.
    game = Game.from_position("kasino", hands=[["QS"], ["KC"]], table=["QH", "5C", "7D"])
    assert legal(game) == {C("QS", "QH"), C("QS", "5C", "7D"), C("QS", "QH", "5C", "7D"),
                           T("QS")}


def test_kasino_no_builds():
    # 003 Kasino: "Neste jogo, não é permitido construir."
    game = Game.from_position("kasino", hands=[["3C", "8S"], ["KC"]], table=["5H"])
    assert legal(game) == {T("3C"), T("8S")}


def test_kasino_scoring_ten_points():
    # 003 Kasino: most cards 1, most spades 2, aces 1 each, 10♦ 2, 2♠ 1. Side 0: 8 cards,
    # 4 spades, AS AH, 10♦, 2♠ → 1+2+2+2+1 = 8; side 1: 5 + KC QD = 7 cards, AD AC → 2.
    game = short_round("kasino", [["AS", "AH", "10D", "2S", "3S", "4S", "5H", "6H"],
                                  ["AD", "AC", "7C", "8C", "9C"]], last_capturer=1)
    assert totals(game) == [8, 2]


def test_kasino_most_cards_tie_is_carried_to_the_next_round():
    # 003 Kasino: "Se houver empate, este ponto é 'adiado' para a rodada seguinte". 4 v 4
    # cards: side 0 scores spades 2, AS 1, 2♠ 1 = 4; the point is carried.
    game = short_round("kasino", [["AS", "2S", "3S", "5H"], ["5C", "6C"]], last_capturer=1)
    assert totals(game) == [4, 0]
    assert game.carry == {"cards": 1}


def test_kasino_carried_point_goes_to_next_rounds_majority():
    # 003 Kasino: "na rodada seguinte, o jogador que pegar o maior número de cartas ganhará
    # 2 pontos". Side 1: 5C 6C 7C KC QD (5 cards, no spades, aces…) → 2.
    game = short_round("kasino", [["5H"], ["5C", "6C", "7C"]], last_capturer=1,
                       carry_in={"cards": 1}, carry={"cards": 1})
    assert game.round_score()[1]["items"]["cards"] == 2
    assert totals(game) == [0, 2]
    assert game.carry == {}


def _kasino_mokki_round(side1_pile: list[str], **state) -> Game:
    # Side 0 sweeps: 5S takes the lone 5H (a mokki); 9C is trailed and goes to side 0 as
    # the rest (never a sweep).
    side0 = ["AS", "AH", "AD", "10D", "2S", "3S", "4S", "6S", "7H"]
    game = Game.from_position("kasino", hands=[["5S"], ["9C"]], table=["5H"],
                              piles=[side0 if "AC" in side1_pile else [*side0, "AC"],
                                     side1_pile])
    if state:
        game = with_state(game, **state)
    play(game, C("5S", "5H"))
    play(game, T("9C"))
    assert game.round_over
    assert game.sweeps == [1, 0]
    return game


def test_kasino_mokki_scores_one():
    # 003 Kasino: mokki = sweep, 1 point. Side 0: cards 1, spades 2, aces 3, 10♦ 2, 2♠ 1 = 9
    # + 1 mokki = 10; side 1: AC = 1.
    game = _kasino_mokki_round(["AC", "8C"])
    assert game.round_score()[0]["items"]["sweeps"] == 1
    assert totals(game) == [10, 1]


def test_kasino_no_mokki_when_one_side_takes_all_ten_points():
    # 003 Kasino: "se uma mesma dupla pegar todos os 10 pontos, nenhuma das duas duplas
    # ganhará pontos por mokkis".
    game = _kasino_mokki_round(["8C", "8D"])
    assert game.round_score()[0]["items"]["sweeps"] == 0
    assert totals(game) == [10, 0]


def test_kasino_no_mokki_when_one_side_takes_all_ten_points_plus_a_carried_one():
    # Reading: the side still took "todos os 10 pontos" of the round; the carried point on
    # top does not bring the mokkis back. 1 + 1 carried + 2 + 4 + 2 + 1 = 11.
    game = _kasino_mokki_round(["8C", "8D"], carry_in={"cards": 1}, carry={"cards": 1})
    assert game.round_score()[0]["items"]["sweeps"] == 0
    assert totals(game) == [11, 0]


@pytest.mark.parametrize(("scores", "over", "winner"), [
    ([30, 0], True, 0), ([22, 0], False, None), ([23, 29], False, None)])
def test_kasino_target_31(scores, over, winner):
    # 003 Kasino: "Assim que um jogador alcançar ou ultrapassar os 31 pontos, o jogo termina";
    # a tie plays on. The round scores [8, 2] (as in the scoring test).
    game = Game.from_position("kasino", hands=[["KC"], ["QD"]], last_capturer=1,
                              piles=[["AS", "AH", "10D", "2S", "3S", "4S", "5H", "6H"],
                                     ["AD", "AC", "7C", "8C", "9C"]])
    game = with_state(game, scores=scores)
    play(game, T("KC"))
    play(game, T("QD"))
    assert game.scores == [scores[0] + 8, scores[1] + 2]
    assert game.match_over is over and game.winner == winner


# ============================================================================= kasino-builds

DOUBLE = dict(builds=[{"groups": [["3H", "5C"]], "value": 8, "owner": 1}], table=["4D"])


def test_kasino_builds_double_build_example():
    # 003: "Um jogador que tenha um 8 e um 4 na mão poderá jogar o 4 sobre o outro 4, formar
    # uma nova construção de valor 8 e uni-la à construção já existente".
    game = Game.from_position("kasino-builds", hands=[["8S", "4S"], ["2C", "10C"]], **DOUBLE)
    assert legal(game) == {
        C("8S", "3H", "5C"), T("8S"), C("4S", "4D"), B("4S", 8, ("4S", "4D")),
        E("4S", 8, ("4D",), ("3H", "5C"), ("4S", "4D")), T("4S")}
    play(game, E("4S", 8, ("4D",), ("3H", "5C"), ("4S", "4D")))
    (build,) = game.view(1)["table"]["builds"]
    assert build["value"] == 8 and build["fixed"] and build["owner"] == 0
    # "um que tenha um 2 e um 10 na mão não poderá adicionar o 2 à construção dupla para
    # transformá-la em uma construção de valor 10" — nor add anything else.
    assert legal(game) == {T("2C"), T("10C")}
    play(game, T("2C"))
    # "Um jogador que tenha um 8 na mão poderá capturar esta construção".
    assert C("8S", "3H", "5C", "4S", "4D") in legal(game)


def test_kasino_builds_plain_build_may_be_raised_by_cassino_rules():
    # 003: builds follow Cassino's rules ("utilize as regras do Cassino"): before it is
    # doubled, the 3+5 build may be raised to 10 with the 2 by a player holding a 10.
    game = Game.from_position("kasino-builds", hands=[["8S", "4S"], ["2C", "10C"]],
                              to_move=1, **DOUBLE)
    assert R("2C", 10, (), ("3H", "5C", "2C")) in legal(game)


def test_kasino_builds_nobody_adds_to_a_double_build_not_even_its_owner():
    # 003: "Nenhum outro jogador pode adicionar cartas a uma construção dupla. Após ser
    # formada, uma construção dupla só pode ser capturada." Seat 0 holds another 8 and 4.
    game = Game.from_position("kasino-builds", hands=[["8S", "4S", "8H"], ["2C", "KC"]],
                              table=["4D", "4H"],
                              builds=[{"groups": [["3H", "5C"]], "value": 8, "owner": 1}])
    play(game, E("4S", 8, ("4D",), ("3H", "5C"), ("4S", "4D")))
    play(game, T("KC"))
    kinds = {m.kind for m in game.legal_moves() if m.targets}
    assert kinds == {"capture"}


# ============================================================================= kontsina


def test_kontsina_eight_takes_exactly_one_card_or_one_combination():
    # 003 Kontsina: table A,2,3,5,6,8,8 — "um dos dois 8 (mas não os dois); ou o 6 e o 2; ou
    # o 3 e o 5; ou o 5, o 2 e o A, mas não mais de uma destas combinações"; and it must
    # capture ("você é obrigado a capturá-la").
    game = Game.from_position("kontsina", hands=[["8S"], ["KC"]],
                              table=["AH", "2C", "3D", "5S", "6H", "8C", "8D"])
    assert legal(game) == {C("8S", "8C"), C("8S", "8D"), C("8S", "6H", "2C"),
                           C("8S", "3D", "5S"), C("8S", "5S", "2C", "AH")}


def test_kontsina_capture_compulsory_per_card_others_may_trail():
    # 003: a card that can capture may not be laid on the table; one that cannot, may.
    game = Game.from_position("kontsina", hands=[["8S", "4C"], ["KC"]], table=["8H", "9D"])
    assert legal(game) == {C("8S", "8H"), T("4C")}


def test_kontsina_no_builds():
    # 003 Kontsina: "Neste jogo, não é permitido construir."
    game = Game.from_position("kontsina", hands=[["3C", "8S"], ["KC"]], table=["5H"])
    assert legal(game) == {T("3C"), T("8S")}


def test_kontsina_court_card_takes_one_of_its_rank_and_must():
    # RULES.md common rules: a valueless court card captures one loose card of its rank
    # (Kontsina keeps Cassino's values); 003 Kontsina: a card that can capture must.
    game = Game.from_position("kontsina", hands=[["QS"], ["KC"]], table=["QH", "5C"])
    assert legal(game) == {C("QS", "QH")}


def test_kontsina_right_of_dealer_starts_anticlockwise():
    # 003 Kontsina: "O primeiro a jogar será o jogador sentado à direita do carteador, e o
    # jogo transcorre no sentido anti-horário" (left = seat + 1, as in Cassino).
    for seed in (1, 2, 3):
        game = Game.new("kontsina", players=3, seed=seed)
        first = (game.dealer - 1) % 3
        assert game.to_move == first
        game.play(game.legal_moves()[0])
        assert game.to_move == (first - 1) % 3


def test_kontsina_no_sweeps():
    # 003 Kontsina: "Este jogo não possui sweeps".
    game = Game.from_position("kontsina", hands=[["5S"], ["9C"]], table=["5H"])
    play(game, C("5S", "5H"))
    assert game.sweeps == [0, 0] and game.sweep_score == [0, 0]


def test_kontsina_scoring_cards_tie_one_each_clubs_ten_of_diamonds_two_of_clubs():
    # 003 Kontsina: 5 v 5 cards → 1 each; clubs 3 v 1 → side 0 1; 10♦ 1; 2♣ 1.
    game = short_round("kontsina", [["10D", "2C", "3C", "4C", "5H"], ["6C", "7H", "8H"]],
                       last_capturer=1, hands=(("KS",), ("QS",)))
    assert totals(game) == [4, 1]
    assert game.round_score()[0]["items"]["cards"] == 1


def test_kontsina_most_cards_two_clubs_tie_nobody():
    # Side 0: 4 cards + KS QS = 6 v 3 → 2; clubs 1 v 1 → nobody.
    game = short_round("kontsina", [["2H", "3H", "4H", "5C"], ["6C", "7H", "8H"]],
                       last_capturer=0, hands=(("KS",), ("QS",)))
    assert totals(game) == [2, 0]


def test_kontsina_four_play_in_partnerships():
    # 003 Kontsina: "a versão de 4 pode ser jogada em duplas".
    game = Game.new("kontsina", players=4, seed=1)
    assert game.view(0)["teams"] == [[0, 2], [1, 3]]


def test_kontsina_target_31():
    # 003 Kontsina: "alcançar ou ultrapassar os 31 pontos". The round scores [2, 0].
    for scores, over in (([29, 0], True), ([28, 0], False)):
        game = short_round("kontsina", [["2H", "3H", "4H", "5C"], ["6C", "7H", "8H"]],
                           last_capturer=0, hands=(("KS",), ("QS",)), scores=scores)
        assert game.match_over is over


# ============================================================================= diloti


def test_diloti_six_each_in_threes_and_four_to_the_table(unshuffled):
    # 003 Diloti: "São distribuídas 6 cartas a cada jogador, de três em três, e então são
    # colocadas 4 cartas sobre a mesa".
    for players in (2, 4):
        game = Game.new("diloti", players=players, seed=1)
        assert [len(h) for h in game.hands] == [6] * players and len(game.loose) == 4
        assert len(game.stock) == 52 - 6 * players - 4
        order = [(game.dealer + k) % players for k in range(1, players + 1)]
        assert dealt_as(game, SIX_IN_THREES, order)


def test_diloti_is_for_two_or_four():
    with pytest.raises(ValueError):
        Game.new("diloti", players=3, seed=1)


def test_diloti_later_deal_six_more_each_none_to_the_table():
    # 003 Diloti: "mais 6 a cada jogador quando eles tiverem terminado de jogar suas
    # primeiras 6 cartas".
    stock = ["2C", "3C", "4C", "6C", "7C", "8C", "9C", "10C", "2H", "3H", "4H", "6H"]
    game = Game.from_position("diloti", hands=[["KC"], ["QD"]], table=["5H"], stock=stock)
    play(game, T("KC"))
    play(game, T("QD"))
    assert [len(h) for h in game.hands] == [6, 6]
    assert loose(game) == {"5H", "KC", "QD"} and game.stock == []


OWN_FOUR = [{"groups": [["3H", "AC"]], "value": 4, "owner": 0}]


def test_diloti_owner_may_not_revalue_own_build():
    # 003 Diloti: "Um jogador não pode alterar o valor de uma construção que ele próprio
    # tenha criado".
    game = Game.from_position("diloti", hands=[["2D", "6C", "4S"], ["2H", "6S"]],
                              builds=OWN_FOUR)
    assert not [m for m in game.legal_moves() if m.kind == "raise"]


def test_diloti_opponent_may_revalue_the_build():
    # 003 Diloti: "só sendo permitido que um jogador altere o valor de uma construção criada
    # pelos oponentes".
    game = Game.from_position("diloti", hands=[["2D", "6C", "4S"], ["2H", "6S"]],
                              builds=OWN_FOUR, to_move=1)
    assert R("2H", 6, (), ("3H", "AC", "2H")) in legal(game)


def test_diloti_soy_example():
    # 003 Diloti: own 4-build, table 2♠, hand 2♦ and 4♣: "ele adiciona o 2 de Ouros e o 2 de
    # Espadas à construção de valor 4, criando um Soy de valor 4."
    game = Game.from_position("diloti", hands=[["2D", "4C"], ["2H", "6S"]], table=["2S"],
                              builds=OWN_FOUR)
    play(game, E("2D", 4, ("2S",), ("3H", "AC"), ("2D", "2S")))
    (build,) = game.view(0)["table"]["builds"]
    assert build["soy"] and build["value"] == 4 and build["owner"] == 0
    # "Uma vez criado um Soy, nenhum outro jogador poderá mudar seu valor. Após criado, um Soy
    # só pode ser capturado." 2H would raise a plain 4 to 6 (holding 6S).
    assert legal(game) == {T("2H"), T("6S")}
    play(game, T("2H"))
    assert C("4C", "3H", "AC", "2D", "2S") in legal(game)


def test_diloti_one_build_per_player():
    # 003 Diloti: "se ele já possui uma construção criada por ele na mesa, não poderá criar
    # outra". 2♦ + 7♠ = 9 (holding 9♣) would be a second build; the owner may not trail; 4♣
    # alone on the 4 would be a Soy with no 4 kept. Only the capture is left.
    game = Game.from_position("diloti", hands=[["2D", "4C", "9C"], ["KH"]], table=["7S"],
                              builds=OWN_FOUR)
    assert legal(game) == {C("4C", "3H", "AC")}
    with pytest.raises(IllegalMove):
        game.play({"kind": "build", "card": "2D", "uses": ["7S"], "value": 9})


def test_diloti_kseri_scores_ten_but_not_the_last_capturers_rest():
    # 003 Diloti: "Cada kseri vale 10 pontos extras"; the rest after the last play "não conta
    # como um kseri". Side 0 takes 5S 5H and then the trailed 9C: 3 v 0 cards → 4 + 10.
    game = Game.from_position("diloti", hands=[["5S"], ["9C"]], table=["5H"])
    play(game, C("5S", "5H"))
    assert game.sweep_score == [10, 0]
    play(game, T("9C"))
    assert game.round_over and game.sweeps == [1, 0]
    assert totals(game) == [14, 0]


def test_diloti_scoring_most_cards_tie_two_each():
    # 003 Diloti: cards 4 (tie 2 each), aces 1, 10♦ 2, 2♣ 1. 4 v 4 cards: side 0 2 + AS 1 +
    # 10♦ 2 = 5; side 1 2 + AC 1 + 2♣ 1 = 4.
    game = short_round("diloti", [["AS", "10D", "3H", "4H"], ["AC", "2C"]], last_capturer=1)
    assert totals(game) == [5, 4]


@pytest.mark.parametrize(("options", "scores", "over"), [
    (None, [20, 0], True), ({"target": 61}, [20, 0], False), ({"target": 61}, [60, 0], True)])
def test_diloti_target_21_option_61(options, scores, over):
    # RULES.md: target 21 (inherited), option 61. The round gives side 0 4 (cards) + 1 (AS).
    game = Game.from_position("diloti", hands=[["KC"], ["QD"]], piles=[["AS"], []],
                              last_capturer=0, options=options)
    game = with_state(game, scores=scores)
    play(game, T("KC"))
    play(game, T("QD"))
    assert game.scores[0] == scores[0] + 5
    assert game.match_over is over


# ============================================================================= tablic


@pytest.mark.parametrize("players", [2, 3, 4])
def test_tablic_right_of_dealer_starts_anticlockwise(players):
    # 003 Tablic: "O primeiro a jogar será o jogador sentado à direita do carteador, e o jogo
    # transcorre no sentido anti-horário."
    game = Game.new("tablic", players=players, seed=5)
    first = (game.dealer - 1) % players
    assert game.to_move == first
    game.play(next(m for m in game.legal_moves() if m.kind != "declare"))
    assert game.to_move == (first - 1) % players


@pytest.mark.parametrize("players", [2, 4])
def test_tablic_two_or_four_six_each_in_threes_then_four_to_table(unshuffled, players):
    # 003 Tablic: "6 cartas a cada jogador, de três em três, e então são colocadas 4 cartas
    # sobre a mesa".
    game = Game.new("tablic", players=players, seed=1)
    assert [len(h) for h in game.hands] == [6] * players and len(game.loose) == 4
    order = [(game.dealer - k) % players for k in range(1, players + 1)]
    assert dealt_as(game, SIX_IN_THREES, order)


def test_tablic_three_players_dealt_as_cassino(unshuffled):
    # 003 Tablic: "A distribuição na versão de 3 jogadores é idêntica à do Cassino" (2 each,
    # 2 table, 2 each, 2 table).
    game = Game.new("tablic", players=3, seed=1)
    assert [len(h) for h in game.hands] == [4, 4, 4] and len(game.loose) == 4
    order = [(game.dealer - k) % 3 for k in range(1, 4)]
    steps = (("players", 2), ("table", 2), ("players", 2), ("table", 2))
    assert dealt_as(game, steps, order)


def test_tablic_king_is_fourteen_jack_twelve():
    # 003 Tablic: "Cada J vale 12, cada Q vale 13, cada K vale 14."
    game = Game.from_position("tablic", hands=[["KS"], ["KC"]], table=["10H", "4C", "JD", "2S"])
    assert legal(game) == {C("KS", "10H", "4C"), C("KS", "JD", "2S"),
                           C("KS", "10H", "4C", "JD", "2S"), T("KS")}


def test_tablic_queen_is_thirteen():
    game = Game.from_position("tablic", hands=[["QS"], ["KC"]], table=["6H", "7C", "QD"])
    assert legal(game) == {C("QS", "6H", "7C"), C("QS", "QD"), C("QS", "6H", "7C", "QD"),
                           T("QS")}


def test_tablic_ace_from_the_hand_is_one_or_eleven():
    # 003 Tablic: "Cada A pode valer 1 ou 11, escolhido pelo jogador que está jogando o A."
    game = Game.from_position("tablic", hands=[["AS"], ["KC"]], table=["5H", "6C", "9D"])
    assert legal(game) == {C("AS", "5H", "6C"), T("AS")}


def test_tablic_no_builds():
    # 003 Tablic: "Neste jogo, não é permitido construir."
    game = Game.from_position("tablic", hands=[["3C", "8S"], ["KC"]], table=["5H"])
    assert legal(game) == {T("3C"), T("8S")}


def test_tablic_scoring():
    # 003 Tablic: most cards 3 (10 v 3); each A, J, Q, K 1; each 10 but 10♦ 1; 10♦ 2; 2♣ 1.
    # Side 0: 3 + AS + JS + QS + KS + 10S + 2 + 1 = 11; side 1: AH + 10H = 2.
    game = short_round("tablic", [["AS", "JS", "QS", "KS", "10S", "10D", "2C", "3H"],
                                  ["AH", "10H", "4C"]], last_capturer=0,
                       hands=(("5C",), ("6D",)))
    assert totals(game) == [11, 2]


def test_tablic_sweep_scores_one():
    # 003 Tablic: "Além dos eventuais sweeps"; Cassino's sweep is worth 1.
    assert sweep_after("tablic", "5S", ["5H"]) == 1


def _tablic_declaring(scores: list[int]) -> Game:
    # Side 0 has AS so far: most cards 3 + ace 1 = 4 this round.
    game = Game.from_position("tablic", hands=[["5C", "9H"], ["6D"]], piles=[["AS"], []],
                              last_capturer=0)
    return with_state(game, scores=scores)


def test_tablic_right_declaration_wins_at_once():
    # 003 Tablic: "O jogo termina assim que um jogador ou dupla anuncia que ultrapassou os
    # 101 pontos"; 100 + 4 this round.
    game = _tablic_declaring([100, 0])
    game.play({"kind": "declare"})
    assert game.match_over and game.winner == 0 and game.interrupted
    assert game.scores[0] == 104


def test_tablic_first_to_declare_wins_even_if_the_other_has_more():
    # 003: "mesmo que outro jogador ou dupla também tenha ultrapassado os 101 pontos, o
    # vencedor será o que anunciou primeiro".
    game = _tablic_declaring([100, 130])
    game.play({"kind": "declare"})
    assert game.match_over and game.winner == 0


def test_tablic_wrong_declaration_costs_five_and_play_goes_on():
    # 003: "Se ele não tiver ultrapassado os 101 pontos, porém, o jogo prosseguirá
    # normalmente, e o jogador que anunciou erradamente perderá 5 pontos." 90 + 4 < 101.
    game = _tablic_declaring([90, 0])
    game.play({"kind": "declare"})
    assert not game.match_over and game.scores == [85, 0]
    assert game.to_move == 0
    assert legal(game) == {T("5C"), T("9H")}
    play(game, T("5C"))
    assert game.to_move == 1


def test_tablic_reaching_101_without_declaring_does_not_end_the_match():
    # RULES.md: the game ends only when a side declares. The round gives side 0 3 + 1.
    game = short_round("tablic", [["AS"], []], last_capturer=0, hands=(("5C",), ("6D",)),
                       scores=[100, 0])
    assert game.scores == [104, 0] and not game.match_over


# ============================================================================= tablanet


def test_tablanet_jack_takes_the_whole_table():
    # 003 Tablanet: "Quando um jogador joga um J, ele captura imediatamente todas as cartas
    # que estiverem sobre a mesa".
    game = Game.from_position("tablanet", hands=[["JS", "5D"], ["KC"]],
                              table=["5H", "9C", "QD", "AS"])
    assert legal(game) == {C("JS", "5H", "9C", "QD", "AS"), C("5D", "5H"), T("5D")}


def test_tablanet_table_jack_in_no_sum_taken_only_by_a_jack():
    # 003: "Valetes que estiverem sobre a mesa não podem ser incluídos em combinações, e só
    # podem ser capturados por Valetes". Q (12) takes 5+7, never the J.
    game = Game.from_position("tablanet", hands=[["QC", "JS"], ["KC"]],
                              table=["JH", "5C", "7D"])
    assert legal(game) == {C("QC", "5C", "7D"), T("QC"), C("JS", "JH", "5C", "7D")}


def test_tablanet_values_king_thirteen_ace_one_or_eleven():
    # 003 Tablanet: "Cada A pode valer 1 ou 11 ... cada Q vale 12, e cada K vale 13."
    game = Game.from_position("tablanet", hands=[["KS", "AS"], ["KC"]],
                              table=["6H", "7C", "5D"])
    assert legal(game) == {C("KS", "6H", "7C"), T("KS"), C("AS", "5D", "6H"), T("AS")}


def test_tablanet_no_sweeps():
    # 003 Tablanet: "Não existem sweeps".
    assert sweep_after("tablanet", "JS", ["5H", "9C"]) == 0
    assert sweep_after("tablanet", "5S", ["5H"]) == 0


@pytest.mark.parametrize("seed", range(1, 41))
def test_tablanet_no_jack_on_the_opening_table(seed):
    # 003 Tablanet: a J among the four table cards → "quatro novas cartas serão colocadas".
    game = Game.new("tablanet", players=2, seed=seed)
    assert len(game.loose) == 4 and not any(c.rank == "J" for c in game.loose)
    cards = [*game.loose, *game.stock, *game.hands[0], *game.hands[1]]
    assert len(set(cards)) == 52


def test_tablanet_most_cards_one_point_tie_carried():
    # 003 Tablanet: "o jogador que pegar o maior número de cartas ganha 1 ponto. Se houver
    # empate, o ponto é adiado ... ganhará 2 pontos."
    tie = short_round("tablanet", [["2H", "3H"], []], last_capturer=1)
    assert totals(tie) == [0, 0] and tie.carry == {"cards": 1}
    nxt = short_round("tablanet", [["2H"], []], last_capturer=0, carry_in={"cards": 1},
                      carry={"cards": 1})
    assert totals(nxt) == [2, 0]


def test_tablanet_target_11():
    # 003 Tablanet: "alcançar ou ultrapassar os 11 pontos".
    over = short_round("tablanet", [["2H"], []], last_capturer=0, scores=[10, 0])
    assert over.match_over and over.winner == 0
    not_yet = short_round("tablanet", [["2H"], []], last_capturer=0, scores=[9, 0])
    assert not not_yet.match_over


# ============================================================================= basra


def test_basra_jack_and_seven_of_diamonds_take_the_whole_table():
    # 003 Basra: "Quando um jogador joga um J ou o 7 de Ouros, ele captura imediatamente todas
    # as cartas que estiverem sobre a mesa". Any other 7 is a 7.
    table = ["5H", "9C", "QD", "2S"]
    game = Game.from_position("basra", hands=[["JS", "7D", "7C"], ["KC"]], table=table)
    assert legal(game) == {C("JS", *table), C("7D", *table), C("7C", "5H", "2S"), T("7C")}


def test_basra_seven_of_diamonds_on_the_table_is_an_ordinary_seven():
    # 003: "O 7 de Ouros, se estiver sobre a mesa, vale 7, e pode ser capturado ou incluído
    # em combinações como qualquer outro 7."
    game = Game.from_position("basra", hands=[["7S"], ["KC"]], table=["7D", "3H", "4C"])
    assert legal(game) == {C("7S", "7D"), C("7S", "3H", "4C"), C("7S", "7D", "3H", "4C"),
                           T("7S")}


def test_basra_queen_takes_one_queen_table_jack_only_by_a_jack():
    # 003 Basra: Q and K have no value, "só podendo um Q ser capturado por outro Q"; table
    # jacks "só podem ser capturados por Valetes".
    table = ["QH", "QC", "JD", "5S"]
    game = Game.from_position("basra", hands=[["QS", "JS"], ["KC"]], table=table)
    assert legal(game) == {C("QS", "QH"), C("QS", "QC"), T("QS"), C("JS", *table)}


def test_basra_no_builds():
    game = Game.from_position("basra", hands=[["3C", "8S"], ["KC"]], table=["5H"])
    assert legal(game) == {T("3C"), T("8S")}


@pytest.mark.parametrize("players", [2, 4])
def test_basra_four_each_then_four_to_the_table(players):
    # 003 Basra: "Primeiro são distribuídas 4 cartas a cada jogador ... Então, são colocadas
    # 4 cartas".
    game = Game.new("basra", players=players, seed=3)
    assert [len(h) for h in game.hands] == [4] * players and len(game.loose) == 4
    assert len(game.stock) == 52 - 4 * players - 4
    assert game.to_move == (game.dealer - 1) % players


def test_basra_is_for_two_or_four():
    with pytest.raises(ValueError):
        Game.new("basra", players=3, seed=1)


@pytest.mark.parametrize("seed", range(1, 41))
def test_basra_no_jack_nor_seven_of_diamonds_on_the_opening_table(seed):
    # 003 Basra: "houver um ou mais J ou o 7 de Ouros entre elas" → four new table cards.
    game = Game.new("basra", players=2, seed=seed)
    codes = {c.code for c in game.loose}
    assert len(codes) == 4 and "7D" not in codes and not any(c.rank == "J" for c in game.loose)
    assert len({*game.loose, *game.stock, *game.hands[0], *game.hands[1]}) == 52


def test_basra_numeral_clearing_the_table_scores_ten():
    # 003 Basra: "com uma única carta, capturar todas as cartas da mesa ... vale 10 pontos".
    assert sweep_after("basra", "5S", ["5H", "3C", "2D"]) == 10


def test_basra_jack_clearing_the_table_is_no_basra():
    # 003: "Pegar todas as cartas da mesa com um J não é considerado um basra".
    assert sweep_after("basra", "JS", ["5H", "3C"]) == 0
    assert sweep_after("basra", "JS", ["JH"]) == 0


@pytest.mark.parametrize(("table", "points"), [
    (["AH", "3C", "4D"], 10),  # numerals, 8 < 10
    (["5H", "4C"], 10),        # 9 < 10
    (["5H", "5C"], 0),         # 10: "igual ou superior a 10"
    (["QH", "2C"], 0),         # a court card
    (["10H", "QC", "KD"], 0),  # Basra of Yemen only
    (["AH", "2C", "7S", "8D"], 0),  # 18; Yemen only
])
def test_basra_seven_of_diamonds_basra_only_on_numerals_below_ten(table, points):
    # 003: "só é considerado um basra se todas as cartas da mesa forem numéricas (o A é
    # considerado uma carta numérica) e seu somatório for inferior a 10."
    assert sweep_after("basra", "7D", table) == points


def test_basra_final_residue_is_no_basra_but_the_last_card_may_be_one():
    # 003: the rest "não conta como um basra"; RULES.md: the last card of the round may sweep.
    game = Game.from_position("basra", hands=[["5D"], ["6S"]], table=["5H"])
    play(game, C("5D", "5H"))
    play(game, T("6S"))
    assert game.round_over and game.sweeps == [1, 0] and game.sweep_score == [10, 0]
    game = Game.from_position("basra", hands=[["6C"], ["6S"]], last_capturer=0)
    play(game, T("6C"))
    play(game, C("6S", "6C"))
    assert game.sweep_score == [0, 10]


def test_basra_scoring():
    # 003 Basra: most cards 30, aces 1, jacks 1, 10♦ 3, 2♣ 2. Side 0 (5+2 v 3 cards): 30 +
    # AS + JS + 3 = 35; side 1: AH + 2♣ 2 = 3.
    game = short_round("basra", [["AS", "JS", "10D", "3H", "4H"], ["AH", "2C", "5C"]],
                       last_capturer=0)
    assert totals(game) == [35, 3]


def test_basra_most_cards_tie_carried_sixty_next_round():
    # 003 Basra: "Se houver empate, os pontos são adiados para a rodada seguinte, ou seja, o
    # jogador que pegar mais cartas na rodada seguinte ganhará 60 pontos".
    tie = short_round("basra", [["2H", "3H"], []], last_capturer=1)
    assert totals(tie) == [0, 0] and tie.carry == {"cards": 30}
    nxt = short_round("basra", [["2H"], []], last_capturer=0, carry_in={"cards": 30},
                      carry={"cards": 30})
    assert totals(nxt) == [60, 0] and nxt.carry == {}


def _basra_round(scores, options=None, games_won=None) -> Game:
    # The round gives side 0 (AS KC QD v nothing) 30 + 1 = 31.
    state = {"scores": scores}
    if games_won is not None:
        state["games_won"] = games_won
    game = Game.from_position("basra", hands=[["KC"], ["QD"]], piles=[["AS"], []],
                              last_capturer=0, options=options)
    game = with_state(game, **state)
    play(game, T("KC"))
    play(game, T("QD"))
    return game


def test_basra_target_101():
    # 003 Basra: "alcançar ou ultrapassar os 101 pontos".
    assert _basra_round([70, 0]).match_over
    assert not _basra_round([69, 0]).match_over


def test_basra_best_of_five_a_game_won_starts_the_next_from_nothing():
    # 003: "quando um jogador ou dupla alcança ou ultrapassa os 101 pontos, ganha um tento, e
    # o primeiro a ganhar três tentos ganha o jogo".
    game = _basra_round([100, 0], {"best_of_five": True})
    assert not game.match_over and game.games_won == [1, 0] and game.scores == [0, 0]
    game = _basra_round([100, 0], {"best_of_five": True}, games_won=[2, 1])
    assert game.match_over and game.winner == 0 and game.games_won == [3, 1]


def test_basra_best_of_five_fifth_game_to_150():
    # 003: "Se, ao final do quarto jogo ambos ... empatados em 2 tentos para cada um, a quinta
    # e decisiva partida será jogada até os 150 pontos".
    game = _basra_round([110, 0], {"best_of_five": True}, games_won=[2, 2])
    assert game.target == 150 and not game.match_over and game.scores == [141, 0]
    game = _basra_round([119, 0], {"best_of_five": True}, games_won=[2, 2])
    assert game.match_over and game.winner == 0


# ============================================================================= basra-yemen


def test_yemen_seven_of_diamonds_basra_on_equal_sum_split():
    # 003 Yemen: "A, 2, 7, 8; elas poderiam ser divididas em dois grupos de somatório 9
    # (8 + A e 2 + 7)."
    assert sweep_after("basra-yemen", "7D", ["AH", "2C", "7S", "8D"]) == 10


@pytest.mark.parametrize(("table", "points"), [
    (["AH", "3C", "4D"], 10),   # numerals below 10, as in Basra
    (["10H", "QC", "KD"], 10),  # "Todas as cartas da mesa sejam 10, Q e K"
    (["5H", "5C"], 10),         # two groups of 5
    (["8H", "8C", "3D"], 0),    # RULES.md decision: groups of equal sum only
    (["9H", "QC"], 0),          # a court card among numerals
])
def test_yemen_wider_seven_of_diamonds_basra(table, points):
    assert sweep_after("basra-yemen", "7D", table) == points


def test_yemen_jack_taking_a_lone_jack_is_a_double_basra():
    # 003 Yemen: "se sobre a mesa só houver uma única carta, esta carta for um J, e um
    # jogador jogar outro J para capturá-lo ... valerá 20 pontos extras".
    assert sweep_after("basra-yemen", "JS", ["JH"]) == 20
    assert sweep_after("basra-yemen", "JS", ["5H"]) == 0
    assert sweep_after("basra-yemen", "JS", ["JH", "5H"]) == 0


def test_yemen_target_121():
    # 003 Yemen: "alcançar ou ultrapassar os 121 pontos". The round gives side 0 31.
    def round_with(scores):
        game = Game.from_position("basra-yemen", hands=[["KC"], ["QD"]], piles=[["AS"], []],
                                  last_capturer=0)
        game = with_state(game, scores=scores)
        play(game, T("KC"))
        play(game, T("QD"))
        return game

    assert not round_with([80, 0]).match_over
    assert round_with([90, 0]).match_over


# ============================================================================= ashush


def test_ashush_only_the_jack_takes_the_whole_table():
    # 003 Ashush: only "os Valetes" are special; the 7♦ is a plain 7.
    game = Game.from_position("ashush", hands=[["JS", "7D"], ["KC"]], table=["5H", "9C"])
    assert legal(game) == {C("JS", "5H", "9C"), T("7D")}


@pytest.mark.parametrize(("card", "table", "points"), [
    ("5S", ["5H"], 10),              # a lone card taken by a non-jack
    ("5S", ["5H", "3C", "2D"], 0),   # several cards: no basra
    ("JS", ["JH"], 10),              # a jack on a lone jack: 10, not 20
    ("JS", ["5H"], 0),               # a jack on a lone other card
    ("JS", ["5H", "9C"], 0),
])
def test_ashush_basra_only_on_a_lone_card(card, table, points):
    # 003 Ashush: "um basra só acontece se só houver uma única carta sobre a mesa ... com uma
    # de suas cartas que não seja um J ... se a única carta ... for um J, e um jogador
    # utilizar outro J para capturá-lo, isto também contará como um basra".
    assert sweep_after("ashush", card, table) == points


def test_ashush_scoring_most_cards_tie_nobody():
    # 003 Ashush: cards 3 (tie: nobody), aces 1, jacks 1, 10♦ 3, 2♣ 2. 4 v 4 cards.
    game = short_round("ashush", [["AS", "JS", "10D", "3H"], ["2C", "5C"]], last_capturer=1)
    assert totals(game) == [5, 2]


@pytest.mark.parametrize("seed", range(1, 41))
def test_ashush_no_jack_on_the_opening_table(seed):
    game = Game.new("ashush", players=2, seed=seed)
    assert len(game.loose) == 4 and not any(c.rank == "J" for c in game.loose)


def test_ashush_deal_as_tablic(unshuffled):
    # 003 Ashush: 2 or 4 players 6 each in threes then 4; 3 players as Cassino.
    for players in (2, 4):
        game = Game.new("ashush", players=players, seed=1)
        assert [len(h) for h in game.hands] == [6] * players and len(game.loose) == 4
    game = Game.new("ashush", players=3, seed=1)
    assert [len(h) for h in game.hands] == [4] * 3 and len(game.loose) == 4
    assert game.to_move == (game.dealer - 1) % 3


def test_ashush_target_101():
    # The round gives side 0 (AS KC QD v nothing) 3 + 1 = 4.
    for scores, over in (([97, 0], True), ([96, 0], False)):
        game = short_round("ashush", [["AS"], []], last_capturer=0, scores=scores)
        assert game.match_over is over


# ============================================================================= 003/000 example


def test_four_players_last_cards_rest_goes_to_last_capturer_not_a_sweep():
    # 003/000: one card each left; A captures, B captures, C and D trail: the rest goes to B,
    # not a sweep. Basra, four in partnerships, anticlockwise: A=0, B=3, C=2, D=1.
    game = Game.from_position("basra", hands=[["5S"], ["4H"], ["3C"], ["9D"]],
                              table=["5H", "9C", "KD"], to_move=0)
    play(game, C("5S", "5H"))
    assert game.to_move == 3
    play(game, C("9D", "9C"))
    play(game, T("3C"))
    play(game, T("4H"))
    assert game.round_over
    assert pile(game, 1) == {"9D", "9C", "KD", "3C", "4H"}
    assert pile(game, 0) == {"5S", "5H"}
    assert game.sweeps == [0, 0] and game.sweep_score == [0, 0]
