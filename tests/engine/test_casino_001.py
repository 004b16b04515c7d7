"""`casino` against its seed: 001 (strict Anglo-American Casino), sections 01-10, and the
worked examples of RULES.md that apply to `casino`.

Every expected value below is derived by hand from the rules text (quoted in the comments),
never copied from the engine's output. Legal-move sets are compared exactly, as signatures
(kind, card, cards taken, loose cards used, announced value, build groups).
"""

from __future__ import annotations

import pytest
from cassino import Game, IllegalMove
from moveshapes import B, C, E, R, T, assert_illegal, groups_of, legal, loose, play

# ----------------------------------------------------------------------------- helpers


def build_id(game: Game, index: int = 0) -> int:
    return game.view(0)["table"]["builds"][index]["id"]


def pile(game: Game, seat: int) -> set[str]:
    return {c.code for c in game.piles[seat]}


def with_scores(game: Game, scores: list[int]) -> Game:
    """The same position with match totals carried from earlier rounds."""
    data = game.to_dict()
    data["scores"] = list(scores)
    return Game.from_dict(data)


def items(spades=0, cards=0, aces=0, big=0, little=0, sweeps=0) -> dict:
    return {"cards": cards, "spades": spades, "aces": aces, "big_casino": big,
            "little_casino": little, "sweeps": sweeps}


SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


# ----------------------------------------------------------------------------- §01


def test_deck_is_52_cards_without_jokers():
    # 001 §01: "Dois jogadores usam um baralho normal de 52 cartas sem jokers."
    game = Game.new("casino", seed=7)
    cards = [*game.loose, *game.stock, *game.hands[0], *game.hands[1]]
    assert len(game.hands) == 2
    assert {c.code for c in cards} == {r + s for r in RANKS for s in SUITS}
    assert len(cards) == 52


def test_ace_is_one_numerals_face_value_court_cards_valueless():
    # 001 §01: "A vale 1 e as cartas numéricas 2–10 têm o seu valor facial. J, Q e K não têm
    # valor numérico." A 10 takes A+9; the jack and queen are in no sum; a king without a
    # king on the table takes nothing and can build nothing.
    game = Game.from_position("casino", hands=[["10S", "KC"], ["2D"]],
                              table=["AH", "9C", "JD", "QS"])
    assert legal(game) == {C("10S", "AH", "9C"), T("10S"), T("KC")}


def test_captures_are_kept_face_down():
    # 001 §01: "Capturam-se cartas da mesa aberta, guardando as capturas tapadas."
    game = Game.from_position("casino", hands=[["7S", "KC"], ["KD", "QH"]],
                              table=["3C", "4D", "9H"])
    play(game, C("7S", "3C", "4D"))
    for seat in (0, 1):
        assert game.view(seat)["piles"] == [3, 0]  # only how many, never which
        assert game.view(seat)["table"]["loose"] == ["9H"]  # the table stays open


# ----------------------------------------------------------------------------- §02


def test_first_deal_four_each_four_to_table_forty_in_stock_non_dealer_starts():
    # 001 §02: "Dê 4 cartas a cada jogador e 4 cartas abertas separadas à mesa; a reserva
    # tem 40. Começa quem não distribui."
    for seed in (1, 2, 3, 4):
        game = Game.new("casino", seed=seed)
        assert [len(h) for h in game.hands] == [4, 4]
        assert len(game.loose) == 4 and game.builds == []
        assert len(game.stock) == 40
        assert game.to_move == 1 - game.dealer


def test_first_dealer_is_drawn_by_lot():
    # 001 §02: "Sorteie o primeiro distribuidor" — either seat may be the first dealer.
    assert {Game.new("casino", seed=s).dealer for s in range(1, 41)} == {0, 1}


def test_later_deals_four_each_none_to_table():
    # 001 §02: "Quando ambas as mãos ficam vazias, dê mais 4 a cada um da reserva, sem novas
    # cartas para a mesa." Non-dealer (seat 0 here, dealer 1) leads the new deal.
    stock = ["2C", "3C", "4C", "6C", "7C", "8C", "9C", "10C"]
    game = Game.from_position("casino", hands=[["KC"], ["QD"]], table=["5H"], stock=stock,
                              to_move=0, dealer=1)
    play(game, T("KC"))
    assert [len(h) for h in game.hands] == [0, 1]  # one hand empty: no deal yet
    play(game, T("QD"))
    assert [len(h) for h in game.hands] == [4, 4]
    assert {c.code for h in game.hands for c in h} == set(stock)
    assert loose(game) == {"5H", "KC", "QD"}
    assert game.stock == []
    assert game.to_move == 0


def test_round_has_six_deals_last_announced_one_card_per_turn_turns_alternate():
    # 001 §02: "Há 6 lotes de mãos. Anuncie «últimas» antes do lote final. Jogue exatamente
    # 1 carta por turno; capturar não concede turno extra." A round ends when hands and
    # stock are empty: 52 - 4 table cards = 48 plays, alternating, non-dealer first.
    game = Game.new("casino", seed=11)
    dealer = game.dealer
    plays = 0
    stock_sizes = [len(game.stock)]
    while not game.round_over:
        seat = game.to_move
        assert seat == (1 - dealer if plays % 2 == 0 else dealer)
        on_table = len(game.loose) + sum(len(b.cards) for b in game.builds)
        hand = len(game.hands[seat])
        stock = len(game.stock)
        move = game.legal_moves()[0]
        game.play(move)
        plays += 1
        if game.round_over:
            break
        dealt = len(game.stock) != stock
        assert len(game.hands[seat]) == (4 if dealt else hand - 1)
        after = len(game.loose) + sum(len(b.cards) for b in game.builds)
        assert after == (on_table - len(move.takes) if move.kind == "capture" else on_table + 1)
        if dealt:
            stock_sizes.append(len(game.stock))
            assert [len(h) for h in game.hands] == [4, 4]
            assert game.to_move == 1 - dealer
    assert plays == 48
    assert stock_sizes == [40, 32, 24, 16, 8, 0]
    deals = [e for e in game.history if e.get("event") == "deal"]
    assert len(deals) == 6
    assert [e["last"] for e in deals] == [False] * 5 + [True]


def test_capture_gives_no_extra_turn_and_only_hand_cards_may_be_played():
    # 001 §02: "Jogue exatamente 1 carta por turno; capturar não concede turno extra."
    game = Game.from_position("casino", hands=[["7S", "KC"], ["KD", "QH"]],
                              table=["3C", "4D", "9H"])
    assert_illegal(game, {"kind": "trail", "card": "KD"}, "card-not-in-hand")
    with pytest.raises(IllegalMove) as info:
        game.play({"kind": "trail", "card": "KC"}, seat=1)
    assert info.value.code == "not-your-turn"
    play(game, C("7S", "3C", "4D"))
    assert game.to_move == 1
    assert [len(h) for h in game.hands] == [1, 2]


def test_dealer_alternates_after_each_complete_round():
    # 001 §02: "alternem depois de cada ronda completa"; "Começa quem não distribui".
    game = Game.new("casino", seed=5)
    first = game.dealer
    for expected in (1 - first, first):
        while not game.round_over:
            game.play(game.legal_moves()[0])
        assert not game.round_void and not game.match_over
        game.next_round()
        assert game.dealer == expected
        assert game.to_move == 1 - expected
        assert [len(h) for h in game.hands] == [4, 4] and len(game.stock) == 40


# ----------------------------------------------------------------------------- §03


def test_court_card_takes_only_one_loose_card_of_its_rank():
    # 001 §03: "Uma figura captura apenas 1 figura solta do mesmo valor, mesmo havendo várias
    # iguais." Two kings on the table: the king takes one or the other, never both.
    game = Game.from_position("casino", hands=[["KS", "5D"], ["2C"]], table=["KH", "KD", "5C"])
    assert legal(game) == {C("KS", "KH"), C("KS", "KD"), T("KS"), C("5D", "5C"), T("5D")}


def test_three_queens_a_queen_takes_only_one():
    # RULES.md worked example (004, and 001 §03/FAQ "Uma dama captura duas damas? Não").
    game = Game.from_position("casino", hands=[["QC", "KD"], ["2C"]],
                              table=["QH", "QD", "QS"])
    assert legal(game) == {C("QC", "QH"), C("QC", "QD"), C("QC", "QS"), T("QC"), T("KD")}


def test_numeral_takes_equal_cards_and_disjoint_groups_eight_example():
    # 001 §03: "Uma carta numérica captura cartas soltas de igual valor e grupos disjuntos
    # cuja soma seja esse valor. Pode levar vários grupos juntos; cada carta pertence apenas
    # a um grupo." RULES.md worked example: table A,2,3,5,6,8 — an 8 takes 8+(6,2)+(5,3) or
    # 8+(A,2,5), never all six. Groups of 8: {8}, {6,2}, {5,3}, {5,2,A}.
    game = Game.from_position("casino", hands=[["8S", "KC"], ["2S"]],
                              table=["AH", "2C", "3D", "5S", "6H", "8D"])
    captures = {m for m in legal(game) if m[0] == "capture"}
    assert captures == {
        C("8S", "8D"), C("8S", "6H", "2C"), C("8S", "5S", "3D"), C("8S", "5S", "2C", "AH"),
        C("8S", "8D", "6H", "2C"), C("8S", "8D", "5S", "3D"), C("8S", "8D", "5S", "2C", "AH"),
        C("8S", "6H", "2C", "5S", "3D"),
        C("8S", "8D", "6H", "2C", "5S", "3D"),
    }
    assert all(len(m[2]) < 6 for m in captures)


def test_five_ten_example_five_takes_all_four_ten_takes_five_five_or_five_three_two():
    # RULES.md worked example (004; 001 §03 says the same): table 3,2,5,5 — a 5 takes all
    # four; a 10 takes 5+5, or 5+3+2. Groups of 5: {5H}, {5S}, {3,2}; of 10: {5,5},
    # {5H,3,2}, {5S,3,2}, pairwise overlapping.
    game = Game.from_position("casino", hands=[["5D", "10C"], ["2S"]],
                              table=["3C", "2D", "5H", "5S"])
    moves = legal(game)
    assert {m for m in moves if m[1] == "5D" and m[0] == "capture"} == {
        C("5D", "5H"), C("5D", "5S"), C("5D", "3C", "2D"), C("5D", "5H", "5S"),
        C("5D", "5H", "3C", "2D"), C("5D", "5S", "3C", "2D"), C("5D", "5H", "5S", "3C", "2D"),
    }
    assert {m for m in moves if m[1] == "10C" and m[0] == "capture"} == {
        C("10C", "5H", "5S"), C("10C", "5H", "3C", "2D"), C("10C", "5S", "3C", "2D"),
    }


def test_capturing_everything_is_not_compulsory_and_trailing_is_allowed():
    # 001 §03: "Não é obrigatório capturar tudo o que se pode." "É permitido largar assim
    # mesmo podendo capturar, salvo as obrigações das suas construções."
    game = Game.from_position("casino", hands=[["4S", "KC"], ["2S"]], table=["4C", "4D"])
    assert legal(game) == {C("4S", "4C"), C("4S", "4D"), C("4S", "4C", "4D"), T("4S"), T("KC")}


def test_played_card_joins_the_captured_cards():
    # 001 §03: "A carta jogada junta-se às capturadas."
    game = Game.from_position("casino", hands=[["7S", "KC"], ["KD", "QH"]],
                              table=["3C", "4D", "9H"])
    play(game, C("7S", "3C", "4D"))
    assert pile(game, 0) == {"7S", "3C", "4D"} and len(game.piles[0]) == 3
    assert loose(game) == {"9H"}
    assert [c.code for c in game.hands[0]] == ["KC"]


def test_card_neither_capturing_nor_building_stays_loose_on_table():
    # 001 §03: "Sem captura nem construção, fica solta na mesa."
    game = Game.from_position("casino", hands=[["7S", "KC"], ["KD", "QH"]], table=["3C"])
    play(game, T("KC"))
    assert loose(game) == {"3C", "KC"}
    assert game.piles == [[], []]
    assert game.builds == []


# ----------------------------------------------------------------------------- §04


def test_build_from_hand_card_and_table_cards_announced_value():
    # 001 §04: "Crie uma construção combinando uma carta numérica jogada da mão com cartas
    # da mesa e anunciando o valor de captura. Conserve outra carta na mão capaz de a
    # capturar. Uma construção simples contém pelo menos 2 cartas cuja soma é o valor."
    game = Game.from_position("casino", hands=[["2H", "7D"], ["KD"]], table=["5C", "KS"])
    assert legal(game) == {B("2H", 7, ("2H", "5C")), T("2H"), T("7D")}
    play(game, B("2H", 7, ("2H", "5C")))
    [build] = game.builds
    assert build.value == 7 and build.owner == 0 and not build.multiple
    assert groups_of([[c.code for c in g] for g in build.groups]) == groups_of([["2H", "5C"]])
    assert loose(game) == {"KS"}


def test_builder_must_keep_a_card_that_captures_the_build():
    # 001 §04: "Conserve outra carta na mão capaz de a capturar." Holding 2 and 8, a 7 can
    # not be built on the 5.
    game = Game.from_position("casino", hands=[["2H", "8D"], ["KD"]], table=["5C"])
    assert legal(game) == {T("2H"), T("8D")}
    assert_illegal(game, {"kind": "build", "card": "2H", "uses": ["5C"], "value": 7},
                   "must-keep-capturing-card")


def test_multiple_build_groups_of_the_value_lone_equal_card_is_a_group():
    # 001 §04: "Uma múltipla contém vários grupos, cada um desse valor; uma carta isolada
    # igual também pode ser um grupo." Hand 2,7; table 5,7,4,3: the 2 joins the 5 (7), and
    # may gather the lone 7 and/or 4+3 as further groups of 7.
    game = Game.from_position("casino", hands=[["2H", "7S"], ["KD"]],
                              table=["5C", "7C", "4D", "3S"])
    assert legal(game) == {
        B("2H", 7, ("2H", "5C")),
        B("2H", 7, ("2H", "5C"), ("7C",)),
        B("2H", 7, ("2H", "5C"), ("4D", "3S")),
        B("2H", 7, ("2H", "5C"), ("7C",), ("4D", "3S")),
        T("2H"),
        C("7S", "7C"), C("7S", "4D", "3S"), C("7S", "7C", "4D", "3S"),
        T("7S"),
    }
    play(game, B("2H", 7, ("2H", "5C"), ("7C",), ("4D", "3S")))
    [build] = game.builds
    assert build.multiple and build.value == 7 and len(build.groups) == 3
    assert game.loose == []


def test_never_build_with_table_cards_only():
    # 001 §04: "Nunca construa só com cartas já na mesa." Table 5+2 makes 7 and a 7 is held,
    # but the only card that could be played onto them is a valueless king.
    game = Game.from_position("casino", hands=[["KC", "7D"], ["KD"]], table=["5C", "2H"])
    assert legal(game) == {C("7D", "5C", "2H"), T("7D"), T("KC")}
    assert_illegal(game, {"kind": "build", "card": "KC", "uses": ["5C", "2H"], "value": 7})


def test_build_groups_are_indivisible():
    # 001 §04: "Depois de criados, os grupos são indivisíveis: não os separe nem reorganize
    # noutra partição." Build 7 = (5+2)+(4+3): a 5 cannot take its 5, nor a 9 take 5+4.
    game = Game.from_position("casino", hands=[["9S", "5D", "KC"], ["2C"]],
                              builds=[{"groups": [["5C", "2H"], ["4D", "3S"]], "value": 7,
                                       "owner": 1}])
    assert legal(game) == {T("9S"), T("5D"), T("KC")}
    assert_illegal(game, {"kind": "capture", "card": "5D", "takes": ["5C"]})
    assert_illegal(game, {"kind": "capture", "card": "9S", "takes": ["5C", "4D"]})


# ----------------------------------------------------------------------------- §05


def test_raise_simple_build_with_hand_card_absorbing_groups_of_new_value():
    # 001 §05: "Aumente uma construção simples acrescentando uma carta numérica da mão e
    # conservando uma carta do novo valor. [...] Ao mesmo tempo pode incorporar grupos
    # adicionais já iguais ao novo valor, tornando a construção múltipla."
    # 6-build 3+3; loose 8, 5, 3; hand 2, 8: the 2 raises to 8, optionally gathering the
    # lone 8 and/or 5+3 (groups of 8 among the loose cards).
    game = Game.from_position("casino", hands=[["2H", "8S"], ["KD"]], table=["8H", "5S", "3H"],
                              builds=[{"groups": [["3C", "3D"]], "value": 6, "owner": 1}])
    raised = ("3C", "3D", "2H")
    assert legal(game) == {
        R("2H", 8, (), raised),
        R("2H", 8, ("8H",), raised, ("8H",)),
        R("2H", 8, ("5S", "3H"), raised, ("5S", "3H")),
        R("2H", 8, ("8H", "5S", "3H"), raised, ("8H",), ("5S", "3H")),
        T("2H"),
        C("8S", "8H"), C("8S", "5S", "3H"), C("8S", "8H", "5S", "3H"),
        T("8S"),
    }
    play(game, R("2H", 8, ("8H", "5S", "3H"), raised, ("8H",), ("5S", "3H")))
    [build] = game.builds
    assert build.value == 8 and build.multiple and build.owner == 0
    assert game.loose == []


def test_owner_may_raise_own_simple_build():
    # 001 §05 names no owner restriction on raising, and §06 lets the owner "acrescente a
    # uma [construção]" instead of trailing. Own 6-build; hand 2, 8, K: the 2 raises to 8
    # (8 kept); the K may not trail (§06); the 8 takes nothing and may not trail.
    game = Game.from_position("casino", hands=[["2D", "8S", "KC"], ["KD"]],
                              builds=[{"groups": [["3C", "3H"]], "value": 6, "owner": 0}])
    assert legal(game) == {R("2D", 8, (), ("3C", "3H", "2D"))}


def test_raise_requires_keeping_a_card_of_the_new_value():
    # 001 §05: "conservando uma carta do novo valor." 6-build; hand 2, 9: no raise to 8.
    game = Game.from_position("casino", hands=[["2H", "9S"], ["KD"]],
                              builds=[{"groups": [["3C", "3D"]], "value": 6, "owner": 1}])
    assert legal(game) == {T("2H"), T("9S")}
    assert_illegal(game, {"kind": "raise", "card": "2H", "target": build_id(game), "value": 8},
                   "must-keep-capturing-card")


def test_loose_cards_never_add_to_a_raise():
    # 001 §05: "Cartas soltas da mesa não podem contribuir para aumentar a soma."
    # 6-build, loose 2, hand A and 9: A alone makes 7 (no 7 kept); A+2 to 9 is forbidden.
    game = Game.from_position("casino", hands=[["AH", "9S"], ["KD"]], table=["2C"],
                              builds=[{"groups": [["3C", "3D"]], "value": 6, "owner": 1}])
    assert legal(game) == {T("AH"), T("9S")}
    assert_illegal(game, {"kind": "raise", "card": "AH", "uses": ["2C"],
                          "target": build_id(game), "value": 9})


def test_raise_example_six_to_eight_to_nine_adapted_to_strict_raise():
    # RULES.md worked example (003/000), under 001 §05: 6-build of 3+3, loose 4 and 5. One
    # player adds a 2 from the hand (holding an 8) -> 8. The other adds an A from the hand
    # (holding a 9) -> 9; the loose 4+5 cannot add to the sum, but as a group already worth
    # the new value 9 it may be absorbed: the build becomes the multiple (3+3+2+A)+(4+5).
    game = Game.from_position("casino", hands=[["AC", "9D", "KH"], ["2H", "8S", "KS"]],
                              table=["4H", "5S"], to_move=1,
                              builds=[{"groups": [["3C", "3D"]], "value": 6, "owner": 0}])
    eight = ("3C", "3D", "2H")
    raises = {m for m in legal(game) if m[0] == "raise"}
    assert raises == {R("2H", 8, (), eight)}  # 4+5 is no group of 8, nor adds to the sum
    play(game, R("2H", 8, (), eight))
    assert game.builds[0].owner == 1  # seat 0's obligation passed to seat 1 (§06)
    nine = ("3C", "3D", "2H", "AC")
    raises = {m for m in legal(game) if m[0] == "raise"}
    assert raises == {R("AC", 9, (), nine), R("AC", 9, ("4H", "5S"), nine, ("4H", "5S"))}
    play(game, R("AC", 9, ("4H", "5S"), nine, ("4H", "5S")))
    [build] = game.builds
    assert build.value == 9 and build.multiple and build.owner == 0
    assert game.loose == []


def test_build_announced_three_of_three_and_three_can_never_become_five():
    # RULES.md worked example (003/000): "Had it been announced as 3, it could never
    # become 5." Under 001 §04-§05 3+3 announced as 3 is a multiple build (two groups of 3),
    # and "O valor de uma construção múltipla nunca pode mudar."
    game = Game.from_position("casino", hands=[["KH"], ["2H", "5S"]], to_move=1,
                              builds=[{"groups": [["3C"], ["3D"]], "value": 3, "owner": 0}])
    assert legal(game) == {T("2H"), T("5S")}
    assert_illegal(game, {"kind": "raise", "card": "2H", "target": build_id(game), "value": 5},
                   "cannot-raise-multiple-build")


def test_ace_four_built_as_five_with_loose_two_holding_three_and_ten_cannot_make_ten():
    # RULES.md worked example (003), and 001 §05: loose cards never add to a raise; 3+2 as a
    # new group of 5 would need a 5 kept. Holding 3 and 10, nothing makes 10.
    game = Game.from_position("casino", hands=[["3H", "10S"], ["KD"]], table=["2C"],
                              builds=[{"groups": [["AC", "4D"]], "value": 5, "owner": 1}])
    assert legal(game) == {T("3H"), T("10S")}
    assert_illegal(game, {"kind": "raise", "card": "3H", "uses": ["2C"],
                          "target": build_id(game), "value": 10})


def test_extend_with_hand_card_and_loose_cards_keeps_the_value():
    # 001 §05: "Complete qualquer construção sem mudar o valor jogando uma carta da mão que,
    # sozinha ou com cartas soltas, forme outro grupo do valor anunciado. Conserve uma carta
    # de captura." RULES.md worked example (003): 5+4 built as 9, loose 3; holding 6 and 9
    # you may add 6+3 and keep 9. (RULES.md: two builds of one value may stand at once, so
    # 6+3 may also be a build of its own.)
    game = Game.from_position("casino", hands=[["6H", "9S"], ["KD"]], table=["3S"],
                              builds=[{"groups": [["5C", "4D"]], "value": 9, "owner": 1}])
    assert legal(game) == {
        E("6H", 9, ("3S",), ("5C", "4D"), ("6H", "3S")),
        B("6H", 9, ("6H", "3S")),
        T("6H"),
        C("9S", "5C", "4D"),
        T("9S"),
    }
    play(game, E("6H", 9, ("3S",), ("5C", "4D"), ("6H", "3S")))
    [build] = game.builds
    assert build.value == 9 and build.multiple and build.owner == 0


def test_any_build_may_be_extended_even_a_multiple_one():
    # 001 §05: "Complete qualquer construção" — a multiple 7 receives 4+3 as a third group;
    # it cannot be raised (value of a multiple build never changes).
    game = Game.from_position("casino", hands=[["4S", "7S"], ["KD"]], table=["3H"],
                              builds=[{"groups": [["5C", "2H"], ["7D"]], "value": 7,
                                       "owner": 1}])
    assert legal(game) == {
        E("4S", 7, ("3H",), ("5C", "2H"), ("7D",), ("4S", "3H")),
        B("4S", 7, ("4S", "3H")),
        T("4S"),
        C("7S", "5C", "2H", "7D"),
        T("7S"),
    }


def test_multiple_build_value_never_changes():
    # 001 §05: "O valor de uma construção múltipla nunca pode mudar."
    game = Game.from_position("casino", hands=[["2S", "9D"], ["KD"]],
                              builds=[{"groups": [["5C", "2H"], ["7D"]], "value": 7,
                                       "owner": 1}])
    assert legal(game) == {T("2S"), T("9D")}
    assert_illegal(game, {"kind": "raise", "card": "2S", "target": build_id(game), "value": 9},
                   "cannot-raise-multiple-build")


def test_no_build_above_ten():
    # 001 §05: "Os valores numéricos normais terminam em 10, pelo que não pode haver
    # construção superior." An 8-build plus a 3 would be 11.
    game = Game.from_position("casino", hands=[["3H", "10S"], ["KD"]],
                              builds=[{"groups": [["5C", "3D"]], "value": 8, "owner": 1}])
    assert legal(game) == {T("3H"), T("10S")}
    assert_illegal(game, {"kind": "raise", "card": "3H", "target": build_id(game), "value": 11},
                   "build-too-high")


# ----------------------------------------------------------------------------- §06


def test_any_player_captures_a_build_only_with_a_card_of_its_announced_value():
    # 001 §06: "Qualquer jogador pode capturar uma construção, mas apenas com uma carta
    # exatamente do valor anunciado." FAQ: a rival's build may be stolen.
    game = Game.from_position("casino", hands=[["7D", "KC"], ["KD"]],
                              builds=[{"groups": [["5C", "2H"]], "value": 7, "owner": 1}])
    assert legal(game) == {C("7D", "5C", "2H"), T("7D"), T("KC")}
    game = Game.from_position("casino", hands=[["5D", "2S"], ["KD"]],
                              builds=[{"groups": [["5C", "2H"]], "value": 7, "owner": 1}])
    assert legal(game) == {T("5D"), T("2S")}


def test_build_capture_also_takes_equal_loose_cards_and_groups():
    # 001 §06: "A mesma jogada pode levar cartas soltas iguais e grupos desse valor."
    game = Game.from_position("casino", hands=[["7D", "KC"], ["KD"]], table=["7S", "4C", "3H"],
                              builds=[{"groups": [["5C", "2H"]], "value": 7, "owner": 1}])
    build = ("5C", "2H")
    assert {m for m in legal(game) if m[0] == "capture"} == {
        C("7D", *build), C("7D", "7S"), C("7D", "4C", "3H"),
        C("7D", *build, "7S"), C("7D", *build, "4C", "3H"), C("7D", "7S", "4C", "3H"),
        C("7D", *build, "7S", "4C", "3H"),
    }


def test_seven_build_and_loose_three_cannot_be_taken_by_a_ten():
    # 001 §06: "Não pode juntar uma carta solta à construção para a capturar com outro
    # valor." RULES.md worked example (003): 7-build + loose 3, played 10 -> illegal.
    game = Game.from_position("casino", hands=[["10S", "KC"], ["KD"]], table=["3D"],
                              builds=[{"groups": [["5C", "2H"]], "value": 7, "owner": 1}])
    assert legal(game) == {T("10S"), T("KC")}
    assert_illegal(game, {"kind": "capture", "card": "10S", "takes": ["5C", "2H", "3D"]},
                   "capture-value-mismatch")


def test_builds_of_three_and_six_cannot_be_taken_by_a_nine():
    # 001 §06 and RULES.md worked example (003): builds of 3 and 6, played 9 -> illegal.
    game = Game.from_position("casino", hands=[["9S", "KC"], ["KD"]],
                              builds=[{"groups": [["AC", "2D"]], "value": 3, "owner": 1},
                                      {"groups": [["4H", "2S"]], "value": 6, "owner": 1}])
    assert legal(game) == {T("9S"), T("KC")}
    assert_illegal(game, {"kind": "capture", "card": "9S",
                          "takes": ["AC", "2D", "4H", "2S"]}, "capture-value-mismatch")


def test_nine_build_with_loose_four_and_five_taken_all_by_a_nine():
    # 001 §06 and RULES.md worked example (003): 9-build + loose 4 and 5, played 9 -> takes
    # all (the build, and 4+5 as a group of 9) — which empties the table: a sweep (§07).
    game = Game.from_position("casino", hands=[["9S", "KC"], ["KD"]], table=["4H", "5S"],
                              builds=[{"groups": [["6C", "3D"]], "value": 9, "owner": 1}])
    assert legal(game) == {C("9S", "6C", "3D"), C("9S", "4H", "5S"),
                           C("9S", "6C", "3D", "4H", "5S"), T("9S"), T("KC")}
    play(game, C("9S", "6C", "3D", "4H", "5S"))
    assert pile(game, 0) == {"9S", "6C", "3D", "4H", "5S"}
    assert game.sweeps == [1, 0]


def test_two_seven_builds_and_loose_six_ace_all_taken_by_one_seven():
    # RULES.md worked example (004) as far as it applies to `casino`: a 7 takes both 7-builds
    # and 6+A together (RULES.md: in `casino` a capture takes every build of its value).
    game = Game.from_position("casino", hands=[["7S", "KC"], ["KD"]], table=["6D", "AC"],
                              builds=[{"groups": [["5C", "2D"]], "value": 7, "owner": 1},
                                      {"groups": [["4H", "3S"]], "value": 7, "owner": 1}])
    one, two, loose_ = ("5C", "2D"), ("4H", "3S"), ("6D", "AC")
    assert legal(game) == {
        C("7S", *one), C("7S", *two), C("7S", *loose_), C("7S", *one, *two),
        C("7S", *one, *loose_), C("7S", *two, *loose_), C("7S", *one, *two, *loose_),
        T("7S"), T("KC"),
    }


def test_owner_of_a_build_may_not_trail():
    # 001 §06: "Enquanto restar uma construção que criou [...] não pode simplesmente largar
    # uma carta." Own 7-build, hand 7 and K, loose 8: only the capture of the build remains.
    game = Game.from_position("casino", hands=[["7D", "KC"], ["KD"]], table=["8D"],
                              builds=[{"groups": [["5C", "2H"]], "value": 7, "owner": 0}])
    assert legal(game) == {C("7D", "5C", "2H")}
    assert_illegal(game, {"kind": "trail", "card": "KC"}, "cannot-trail-while-owning-build")


def test_owner_need_not_capture_own_build_at_once_any_capture_will_do():
    # 001 §06: "Faça qualquer captura legal [...] Não tem de capturar imediatamente a sua."
    game = Game.from_position("casino", hands=[["7D", "4S"], ["KD"]], table=["4H", "KC"],
                              builds=[{"groups": [["5C", "2H"]], "value": 7, "owner": 0}])
    assert legal(game) == {C("7D", "5C", "2H"), C("4S", "4H")}
    play(game, C("4S", "4H"))
    assert game.builds[0].owner == 0 and loose(game) == {"KC"}


def test_owner_may_make_a_new_build_instead_keeping_both_capturing_cards():
    # 001 §06: "Faça qualquer captura legal, crie uma construção ou acrescente a uma."
    # Own 7-build; hand 7, 9, 4; loose 5: 4+5 may be built as 9 (7 and 9 both kept).
    game = Game.from_position("casino", hands=[["7D", "9C", "4S"], ["KD"]], table=["5H"],
                              builds=[{"groups": [["5C", "2H"]], "value": 7, "owner": 0}])
    assert legal(game) == {C("7D", "5C", "2H"), B("4S", 9, ("4S", "5H"))}


def test_owner_may_not_spend_the_last_card_that_captures_the_build():
    # 001 §06: "não a pode deixar gastando a última carta capaz de a capturar." Own 7-build,
    # hand 7, 9; loose 7, 2: the 7 may not take the loose 7 alone nor build 7+2 as 9.
    game = Game.from_position("casino", hands=[["7D", "9S"], ["KD"]], table=["7S", "2C"],
                              builds=[{"groups": [["5C", "2H"]], "value": 7, "owner": 0}])
    assert legal(game) == {C("7D", "5C", "2H"), C("7D", "5C", "2H", "7S"),
                           C("9S", "7S", "2C")}
    assert_illegal(game, {"kind": "build", "card": "7D", "uses": ["2C"], "value": 9},
                   "must-keep-capturing-card")


def test_obligation_ends_when_the_opponent_alters_the_build():
    # 001 §06: "sem o adversário a ter completado desde então [...] Se o adversário alterar
    # a construção, a obrigação anterior deixa de o vincular."
    game = Game.from_position("casino", hands=[["7D", "KC"], ["7S", "7C"]], to_move=1,
                              builds=[{"groups": [["5C", "2H"]], "value": 7, "owner": 0}])
    play(game, E("7S", 7, (), ("5C", "2H"), ("7S",)))
    multiple = ("5C", "2H", "7S")
    assert legal(game) == {C("7D", *multiple), T("7D"), T("KC")}
    play(game, T("KC"))
    # now seat 1, who completed the build last, is bound: it may only capture
    assert legal(game) == {C("7C", *multiple)}


# ----------------------------------------------------------------------------- §07


def test_last_capturer_takes_the_rest_not_the_last_player_and_it_is_no_sweep():
    # 001 §07: "quem fez a última captura recebe o resto da mesa, não necessariamente quem
    # jogou por último." "Recolher automaticamente o resto depois do último turno não é
    # limpeza." Seat 0 takes 9 with 9 (4 stays), seat 1 trails K last: 4 and K go to seat 0.
    game = Game.from_position("casino", hands=[["9C"], ["KD"]], table=["9S", "4H"])
    assert legal(game) == {C("9C", "9S"), T("9C")}
    play(game, C("9C", "9S"))
    play(game, T("KD"))
    assert game.round_over
    assert pile(game, 0) == {"9C", "9S", "4H", "KD"} and game.piles[1] == []
    assert game.sweeps == [0, 0]
    # 4 cards to 0: cards 3; one spade (9S) to 0: spades 1; nothing else.
    assert game.round_score() == [{"total": 4, "items": items(cards=3, spades=1)},
                                  {"total": 0, "items": items()}]


def test_last_two_plays_capture_then_trail_rest_goes_to_last_capturer():
    # RULES.md worked example (003/000) for two players: A captures, B captures, A and B
    # trail their last cards: the rest goes to B, not a sweep.
    game = Game.from_position("casino", hands=[["5C", "KH"], ["8D", "QC"]],
                              table=["5S", "8H", "2D", "JS"])
    play(game, C("5C", "5S"))
    play(game, C("8D", "8H"))
    play(game, T("KH"))
    play(game, T("QC"))
    assert game.round_over
    assert pile(game, 0) == {"5C", "5S"}
    assert pile(game, 1) == {"8D", "8H", "2D", "JS", "KH", "QC"}
    assert game.sweeps == [0, 0]


def test_scoring_items_most_cards_most_spades_aces_big_and_little_casino():
    # 001 §07: "Há normalmente 11 pontos base: mais cartas 3; mais espadas 1; cada A 1;
    # 10♦ 2; 2♠ 1." Seat 0: 8 cards, 4 spades, AS AH, 10D, 2S; seat 1: 5 + the rest (K, Q)
    # = 7 cards, no spades, AD AC.
    game = Game.from_position("casino", hands=[["KC"], ["QD"]], last_capturer=1,
                              piles=[["AS", "AH", "10D", "2S", "3S", "4S", "5H", "6H"],
                                     ["AD", "AC", "7C", "8C", "9C"]])
    play(game, T("KC"))
    play(game, T("QD"))
    assert game.round_over and not game.round_void
    score = game.round_score()
    assert score == [
        {"total": 9, "items": items(cards=3, spades=1, aces=2, big=2, little=1)},
        {"total": 2, "items": items(aces=2)},
    ]
    assert score[0]["total"] + score[1]["total"] == 11
    assert game.scores == [9, 2]


def test_tied_card_majority_26_each_scores_for_nobody():
    # 001 §07: "Empatando uma maioria, ninguém recebe esse prémio." Seat 0: all spades and
    # hearts (26). Seat 1: diamonds and clubs but KC, QD (24), then the rest KC, QD (26).
    spades_hearts = [r + s for s in "SH" for r in RANKS]
    diamonds_clubs = [r + s for s in "DC" for r in RANKS if r + s not in ("KC", "QD")]
    game = Game.from_position("casino", hands=[["KC"], ["QD"]], last_capturer=1,
                              piles=[spades_hearts, diamonds_clubs])
    play(game, T("KC"))
    play(game, T("QD"))
    assert [len(p) for p in game.piles] == [26, 26]
    # seat 0: spades 13-0 (1), AS AH (2), 2S (1); seat 1: AD AC (2), 10D (2); cards: nobody.
    assert game.round_score() == [
        {"total": 4, "items": items(spades=1, aces=2, little=1)},
        {"total": 4, "items": items(aces=2, big=2)},
    ]


def test_tied_spade_majority_scores_for_nobody():
    # 001 §07: "Empatando uma maioria, ninguém recebe esse prémio." Two spades each.
    game = Game.from_position("casino", hands=[["KC"], ["QD"]], last_capturer=0,
                              piles=[["AS", "2S", "5H"], ["3S", "4S", "6H", "7H"]])
    play(game, T("KC"))
    play(game, T("QD"))
    # seat 0: 5 cards vs 4 (3), AS (1), 2S (1); spades 2-2: nobody.
    assert game.round_score() == [
        {"total": 5, "items": items(cards=3, aces=1, little=1)},
        {"total": 0, "items": items()},
    ]


def test_sweep_scores_one_and_the_rest_is_no_sweep():
    # 001 §07: "Some 1 por cada limpeza real de toda a mesa através de captura. Marque-a
    # deixando a carta jogada aberta." The 7 takes 3+4, the whole table: a sweep. The rest
    # (K, 2, Q) collected by seat 0 afterwards is none.
    game = Game.from_position("casino", hands=[["7S", "2C"], ["KD", "QH"]], table=["3C", "4D"])
    play(game, C("7S", "3C", "4D"))
    assert game.sweeps == [1, 0]
    assert game.history[-1]["sweep"] is True
    play(game, T("KD"))
    play(game, T("2C"))
    play(game, T("QH"))
    assert game.round_over and game.sweeps == [1, 0]
    assert pile(game, 0) == {"7S", "3C", "4D", "KD", "2C", "QH"}
    # seat 0: 6 cards (3), 7S (1 spade), no ace, 2C is not 2S, one sweep (1).
    assert game.round_score() == [
        {"total": 5, "items": items(cards=3, spades=1, sweeps=1)},
        {"total": 0, "items": items()},
    ]


def test_capture_leaving_cards_on_table_is_no_sweep():
    # 001 §07: only "limpeza real de toda a mesa" counts.
    game = Game.from_position("casino", hands=[["7S", "2C"], ["KD", "QH"]],
                              table=["3C", "4D", "9H"])
    play(game, C("7S", "3C", "4D"))
    assert game.sweeps == [0, 0]
    assert game.history[-1]["sweep"] is False


def test_sweep_with_the_last_card_of_the_round_counts():
    # 001 §07: "A última carta pode ganhar este prémio se capturar realmente toda a mesa."
    game = Game.from_position("casino", hands=[["KC"], ["9D"]], table=["KH", "4C", "5H"])
    play(game, C("KC", "KH"))
    assert game.sweeps == [0, 0]
    play(game, C("9D", "4C", "5H"))
    assert game.round_over and game.sweeps == [0, 1]
    # seat 0: 2 cards; seat 1: 3 cards (3) and the sweep (1); no spades at all: nobody.
    assert game.round_score() == [
        {"total": 0, "items": items()},
        {"total": 4, "items": items(cards=3, sweeps=1)},
    ]


# ----------------------------------------------------------------------------- §08


def test_points_are_added_only_at_the_end_of_the_round_no_early_win():
    # 001 §08: "Some os pontos apenas no fim da ronda completa. [...] Não há declarações
    # antecipadas de vitória." Seat 0 stands at 20: its sweep mid-round does not win yet.
    game = with_scores(
        Game.from_position("casino", hands=[["7S", "2C"], ["KD", "QH"]], table=["3C", "4D"]),
        [20, 0])
    play(game, C("7S", "3C", "4D"))
    assert game.scores == [20, 0] and not game.match_over and game.winner is None
    play(game, T("KD"))
    play(game, T("2C"))
    assert game.scores == [20, 0] and not game.match_over
    play(game, T("QH"))
    # the round is worth 5 to seat 0 (see the sweep test): 25, reaching 21.
    assert game.scores == [25, 0]
    assert game.match_over and game.winner == 0


def _nine_two_round(scores: list[int]) -> Game:
    """A round worth 9 to seat 0 and 2 to seat 1 (see the scoring-items test), played out."""
    game = with_scores(
        Game.from_position("casino", hands=[["KC"], ["QD"]], last_capturer=1,
                           piles=[["AS", "AH", "10D", "2S", "3S", "4S", "5H", "6H"],
                                  ["AD", "AC", "7C", "8C", "9C"]]),
        scores)
    play(game, T("KC"))
    play(game, T("QD"))
    return game


def test_match_highest_total_wins_when_someone_reaches_21():
    # 001 §08: "Quando um total chega a 21 ou mais, vence o maior total acumulado."
    game = _nine_two_round([12, 20])  # 21 and 22: both reach 21, the higher (seat 1) wins
    assert game.scores == [21, 22] and game.match_over and game.winner == 1
    game = _nine_two_round([13, 5])  # 22 and 7
    assert game.scores == [22, 7] and game.match_over and game.winner == 0
    game = _nine_two_round([11, 5])  # 20 and 7: nobody at 21 yet
    assert game.scores == [20, 7] and not game.match_over and game.winner is None
    game.next_round()
    assert not game.round_over and [len(h) for h in game.hands] == [4, 4]


def test_match_tied_at_target_plays_another_round():
    # 001 §08: "Se ambos atingirem o objetivo empatados, jogue outra ronda completa."
    game = _nine_two_round([12, 19])  # 21 and 21
    assert game.scores == [21, 21]
    assert not game.match_over and game.winner is None
    game.next_round()
    assert not game.round_over and [len(h) for h in game.hands] == [4, 4]
    assert len(game.stock) == 40 and game.scores == [21, 21]


def test_round_where_nobody_captured_is_void_and_replayed_without_points():
    # 001 §08: "No caso excecional de ninguém ter capturado, a convenção doméstica anula a
    # ronda e repete sem pontos." Replaying the round: same dealer, nothing scored.
    game = with_scores(Game.from_position("casino", hands=[["KC"], ["QD"]], table=["5H"],
                                          to_move=0, dealer=1), [3, 7])
    play(game, T("KC"))
    play(game, T("QD"))
    assert game.round_over and game.round_void
    assert game.scores == [3, 7]
    assert [e["total"] for e in game.round_score()] == [0, 0]
    assert not game.match_over
    game.next_round()
    assert game.dealer == 1 and game.to_move == 0
    assert [len(h) for h in game.hands] == [4, 4] and len(game.loose) == 4
    assert len(game.stock) == 40 and game.scores == [3, 7]


# ----------------------------------------------------------------------------- §10


def test_explained_example_of_section_10():
    # 001 §10: "A mesa tem 5♣ e 8♦. A joga 2♥ sobre 5♣, anuncia construção 7 e conserva 7♦ e
    # 7♠. B larga K♣. A acrescenta 7♦ como outro grupo de valor 7: a construção é agora
    # múltipla, (5♣+2♥)+(7♦), ainda capturável apenas por um sete. B larga 3♣. A joga 7♠ e
    # captura as 4 cartas, incluindo a jogada. Ficam 8♦, K♣, 3♣ na mesa, pelo que não há
    # prémio de limpeza. Não podia anunciar soma 14 nem mudar o valor da construção
    # múltipla." A is seat 0, B seat 1.
    # A stock keeps the round going after the example (no "rest" collected at its end).
    game = Game.from_position("casino", hands=[["2H", "7D", "7S"], ["KC", "3C"]],
                              table=["5C", "8D"], to_move=0,
                              stock=["2C", "3D", "4C", "6C", "9C", "10C", "JC", "QC"])
    assert legal(game) == {B("2H", 7, ("2H", "5C")), T("2H"), T("7D"), T("7S")}
    game.play({"kind": "build", "card": "2H", "uses": ["5C"], "value": 7})
    assert game.builds[0].value == 7 and not game.builds[0].multiple
    # B: raising to 10 with the 3 would need a 10 kept; 3+8 is 11; so B can only trail.
    assert legal(game) == {T("KC"), T("3C")}
    game.play({"kind": "trail", "card": "KC"})
    # A owns the build: no trail; a 7 on a 7 may not be announced as 14 (above 10).
    simple = ("5C", "2H")
    assert legal(game) == {C("7D", *simple), C("7S", *simple),
                           E("7D", 7, (), simple, ("7D",)), E("7S", 7, (), simple, ("7S",))}
    assert_illegal(game, {"kind": "raise", "card": "7D", "target": build_id(game),
                          "value": 14}, "build-too-high")
    game.play({"kind": "extend", "card": "7D", "target": build_id(game)})
    [build] = game.builds
    assert build.multiple and build.value == 7
    assert groups_of([[c.code for c in g] for g in build.groups]) == groups_of(
        [["5C", "2H"], ["7D"]])
    # B may not change the multiple build's value (3 would make it 10).
    assert legal(game) == {T("3C")}
    assert_illegal(game, {"kind": "raise", "card": "3C", "target": build_id(game),
                          "value": 10}, "cannot-raise-multiple-build")
    game.play({"kind": "trail", "card": "3C"})
    # A's last card must capture its build (no trail, no extend without a 7 kept).
    assert legal(game) == {C("7S", "5C", "2H", "7D")}
    game.play({"kind": "capture", "card": "7S", "takes": ["5C", "2H", "7D"]})
    assert pile(game, 0) == {"5C", "2H", "7D", "7S"} and len(game.piles[0]) == 4
    assert loose(game) == {"8D", "KC", "3C"} and game.builds == []
    assert game.sweeps == [0, 0]
