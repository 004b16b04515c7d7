"""Escova (RULES.md, "Beyond the seeds" — `escova`): the 40-card deck, a played card takes
one set of table cards that adds up to 15 with it, capture optional, no builds, an escova 1
(the last card included), the dealer's opening escova at 15 (two at 30), sete belo and most
sevens, to 21 — one rule-set file on the generic engine."""

from cassino.bridge import handle_request
from cassino.cards import parse_cards
from cassino.engine import Game
from cassino.rules import RULE_SETS
from cassino.scoring import score_round


def takes(game, card):
    return sorted(sorted(m.to_dict()["takes"]) for m in game.legal_moves()
                  if m.card is not None and m.card.code == card and m.kind == "capture")


def test_a_card_takes_one_set_that_makes_15_with_it():
    game = Game.from_position("escova", [["5C", "KS"], ["4H"]], ["7D", "3S", "JH", "2H"])
    # 5 + (7+3) = 5 + (8+2) = 15; never both sets at once
    assert takes(game, "5C") == [["2H", "JH"], ["3S", "7D"]]
    assert takes(game, "KS") == [["2H", "3S"]]


def test_capturing_is_optional_every_card_may_be_laid():
    game = Game.from_position("escova", [["5C", "KS"], ["4H"]], ["7D", "3S"])
    assert {m.card.code for m in game.legal_moves() if m.kind == "trail"} == {"5C", "KS"}


def test_there_are_no_builds():
    game = Game.from_position("escova", [["2C", "7S"], ["4H"]], ["6D"])
    assert {m.kind for m in game.legal_moves()} <= {"capture", "trail"}


def test_clearing_the_table_is_an_escova_the_last_card_included():
    game = Game.from_position("escova", [["KC"], []], ["4D", "AS"])
    game.play({"kind": "capture", "card": "KC", "takes": ["4D", "AS"]})
    assert game.round_over and game.sweeps[0] == 1 and game.sweep_score[0] == 1


def opening(total):
    """The first seeded deal whose four opening table cards add up to ``total``."""
    for seed in range(2000):
        game = Game.new("escova", players=2, seed=seed)
        first = [e for e in game.history if e.get("event") == "table"]
        if first and sum(RULE_SETS["escova"].on_table(c)[0]
                         for c in parse_cards(first[0]["takes"])) == total:
            return game, first[0]
    raise AssertionError(f"no opening of {total}")


def test_an_opening_table_of_15_is_the_dealers_escova():
    game, event = opening(15)
    assert event["seat"] == game.dealer and event["sweeps"] == 1 and len(event["takes"]) == 4
    assert not game.loose and game.last_capturer == game.dealer
    assert game.sweeps[game.side_of(game.dealer)] == 1
    assert Game.from_dict(game.to_dict()).to_dict() == game.to_dict()


def test_an_opening_table_of_30_is_two_escovas():
    game, event = opening(30)
    assert event["sweeps"] == 2 and game.sweep_score[game.side_of(game.dealer)] == 2


def test_any_other_opening_table_stays():
    for seed in range(50):
        game = Game.new("escova", players=3, seed=seed)
        taken = [e for e in game.history if e.get("event") == "table"]
        cards = parse_cards(taken[0]["takes"]) if taken else game.loose
        total = sum(game.rules.on_table(c)[0] for c in cards)
        assert len(cards) == 4 and (total in (15, 30)) == bool(taken)


def test_the_log_and_the_computer_read_the_dealers_escova():
    from cassino.ai import choose_move
    from cassino.notation import log_line

    game, event = opening(15)
    line = log_line(event, "en", sweep=game.rules.sweep_words)
    assert line.endswith("— escova!") and "sweep" not in line
    move = choose_move(game.observation(game.to_move), "counter", seed=1)
    game.resolve(move if isinstance(move, dict) else move.to_dict())


def test_the_round_scores_cards_diamonds_sete_belo_most_sevens_and_escovas():
    rules = RULE_SETS["escova"]
    one = parse_cards(["7D", "7C", "7H", "2D", "3D", "4D", "5D", "6D", "AD", "JD", "QD",
                       "KD", "AC", "2C", "3C", "4C", "5C", "6C", "JC", "QC", "KC"])
    two = [c for c in rules.deck if c not in one]
    result, _ = score_round(rules, [one, two], [1, 0])
    assert result[0]["items"] == {"cards": 1, "diamonds": 1, "sete_belo": 1, "sevens": 1,
                                  "sweeps": 1}
    assert result[1]["total"] == 0


def test_tied_sevens_score_for_nobody():
    rules = RULE_SETS["escova"]
    result, _ = score_round(rules, [parse_cards(["7D", "7C"]), parse_cards(["7H", "7S"])],
                            [0, 0])
    assert result[0]["items"]["sevens"] == result[1]["items"]["sevens"] == 0


def test_the_target_is_21_play_goes_right_and_four_play_in_partnerships():
    rules = RULE_SETS["escova"]
    assert rules.target == 21 and rules.players == (2, 3, 4) and rules.direction == -1
    assert Game.new("escova", players=4, seed=1).sides == 2


def test_the_bridge_names_the_sweep_an_escova():
    answer = handle_request({"op": "new", "variant": "escova", "players": 2, "seed": 3})
    assert answer["rules"]["sweep_name"] == {"pt": "escova", "en": "escova"}
