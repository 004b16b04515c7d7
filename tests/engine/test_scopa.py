"""Scopa (RULES.md, "Beyond the seeds" — `scopa`): the 40-card deck, one equal card before
any sum, capture compulsory, no builds, a scopa 1 but never with the round's last card,
primiera and settebello, to 11 — one rule-set file on the generic engine."""

import pytest
from cassino.bridge import handle_request
from cassino.cards import parse_cards
from cassino.engine import Game
from cassino.errors import IllegalMove
from cassino.rules import RULE_SETS
from cassino.rules.scopa import primiera_sum
from cassino.scoring import score_round


def takes(game, card):
    return sorted(sorted(m.to_dict()["takes"]) for m in game.legal_moves()
                  if m.card is not None and m.card.code == card and m.kind == "capture")


def test_the_deck_has_40_cards_jack_8_queen_9_king_10():
    rules = RULE_SETS["scopa"]
    assert len(rules.deck) == 40
    assert {c.rank for c in rules.deck} == {"A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"}
    assert [rules.on_table(c)[0] for c in parse_cards(["JS", "QS", "KS"])] == [8, 9, 10]


def test_three_cards_each_and_four_to_the_table_six_deals_with_two():
    game = Game.new("scopa", players=2, seed=4)
    assert [len(h) for h in game.hands] == [3, 3] and len(game.loose) == 4
    assert game.deals == 6
    assert game.to_move == (game.dealer - 1) % 2  # the dealer's right starts


def test_an_equal_card_takes_one_such_card_never_a_sum():
    game = Game.from_position("scopa", [["5C", "KS"], ["4H"]], ["5D", "5H", "2S", "3H"])
    assert takes(game, "5C") == [["5D"], ["5H"]]


def test_only_with_no_equal_card_a_sum_and_one_set_at_a_time():
    game = Game.from_position("scopa", [["7C", "AS"], ["4H"]], ["4D", "3S", "6H", "AH"])
    assert takes(game, "7C") == [["3S", "4D"], ["6H", "AH"]]


def test_capture_is_compulsory_a_card_that_can_capture_is_not_laid():
    game = Game.from_position("scopa", [["5C", "KS"], ["4H"]], ["5D", "2S"])
    kinds = {(m.card.code, m.kind) for m in game.legal_moves()}
    assert ("5C", "trail") not in kinds and ("KS", "trail") in kinds
    with pytest.raises(IllegalMove):
        game.play({"kind": "trail", "card": "5C"})


def test_there_are_no_builds():
    game = Game.from_position("scopa", [["2C", "7S"], ["4H"]], ["5D"])
    assert {m.kind for m in game.legal_moves()} <= {"capture", "trail"}


def test_a_capture_that_clears_the_table_is_a_scopa_worth_one():
    game = Game.from_position("scopa", [["QC", "2S"], ["4H"]], ["4D", "5S"])
    game.play({"kind": "capture", "card": "QC", "takes": ["4D", "5S"]})
    assert game.sweeps[0] == 1 and game.sweep_score[0] == 1


def test_the_rounds_last_card_makes_no_scopa():
    game = Game.from_position("scopa", [["QC"], []], ["4D", "5S"])
    game.play({"kind": "capture", "card": "QC", "takes": ["4D", "5S"]})
    assert game.round_over and game.sweeps == [0, 0]


def test_three_or_four_kings_on_the_opening_table_are_laid_again():
    for seed in range(300):
        game = Game.new("scopa", players=2, seed=seed)
        assert sum(1 for c in game.loose if c.rank == "K") <= 2


def test_primiera_adds_the_best_card_of_each_suit_a_side_missing_a_suit_has_none():
    suits = ["C", "D", "H", "S"]
    assert primiera_sum(parse_cards(["7C", "6D", "AH", "KS", "2C"]), suits) == 21 + 18 + 16 + 10
    assert primiera_sum(parse_cards(["7C", "7D", "7H"]), suits) is None


def test_the_round_scores_cards_diamonds_settebello_primiera_and_scopas():
    rules = RULE_SETS["scopa"]
    one = parse_cards(["7D", "7C", "7H", "7S", "2D", "3D", "4D", "5D", "6D", "AD", "JD",
                       "QD", "KD", "AC", "2C", "3C", "4C", "5C", "6C", "JC", "QC"])
    two = [c for c in rules.deck if c not in one]
    result, _ = score_round(rules, [one, two], [0, 2])
    assert result[0]["items"] == {"cards": 1, "diamonds": 1, "settebello": 1, "primiera": 1,
                                  "sweeps": 0}
    assert result[1]["items"]["sweeps"] == 2 and result[1]["total"] == 2


def test_a_tied_primiera_scores_for_nobody():
    rules = RULE_SETS["scopa"]
    one = parse_cards(["7D", "7C", "AH", "AS"])
    two = parse_cards(["7H", "7S", "AD", "AC"])
    result, _ = score_round(rules, [one, two], [0, 0])
    assert result[0]["items"]["primiera"] == result[1]["items"]["primiera"] == 0


def test_the_target_is_11_and_four_play_in_partnerships():
    rules = RULE_SETS["scopa"]
    assert rules.target == 11 and rules.players == (2, 3, 4)
    assert Game.new("scopa", players=4, seed=1).sides == 2


def test_the_bridge_names_the_sweep_a_scopa():
    answer = handle_request({"op": "new", "variant": "scopa", "players": 2, "seed": 3})
    assert answer["rules"]["sweep_name"] == {"pt": "scopa", "en": "scopa"}
    assert answer["rules"]["sweeps_name"]["en"] == "Scopas"
