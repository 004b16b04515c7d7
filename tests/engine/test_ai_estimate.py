"""The leaf estimator's majorities: the clumped spread of the counts still to be captured
(``evaluate.spread_chances``, ``Estimator(clump=…)``) and the binomial it replaces."""

import pytest
from cassino import get_rules
from cassino.ai.evaluate import Estimator, spread_chances
from cassino.cards import parse_card
from cassino.scoring import majority_chances


@pytest.mark.parametrize(("lead", "remaining"), [(0, 40), (4, 40), (3, 21), (-5, 20), (2, 9)])
def test_a_spread_of_one_agrees_with_the_card_by_card_binomial(lead, remaining):
    win, tie = spread_chances(lead, remaining, 1.0)
    exact_win, exact_tie = majority_chances(lead, remaining)
    assert win == pytest.approx(exact_win, abs=0.01)
    assert tie == pytest.approx(exact_tie, abs=0.01)


def test_a_wider_spread_makes_a_lead_less_sure_and_a_deficit_less_hopeless():
    ahead, _ = spread_chances(4, 40, 2.5)
    behind, _ = spread_chances(-4, 40, 2.5)
    assert 0.5 < ahead < spread_chances(4, 40, 1.0)[0]
    assert spread_chances(-4, 40, 1.0)[0] < behind < 0.5


def test_a_tie_is_possible_only_when_lead_and_remaining_have_the_same_parity():
    assert spread_chances(3, 40, 2.5)[1] == 0.0
    assert spread_chances(4, 40, 2.5)[1] > 0.0


def test_nothing_left_to_capture_decides_the_majority():
    assert spread_chances(2, 0, 2.5) == (1.0, 0.0)
    assert spread_chances(0, 0, 2.5) == (0.0, 1.0)
    assert spread_chances(-1, 0, 2.5) == (0.0, 0.0)


def _piles(codes0: str, codes1: str):
    return [[parse_card(c) for c in codes0.split()], [parse_card(c) for c in codes1.split()]]


def test_a_clump_of_one_estimates_as_the_rule_sets_binomial():
    rules = get_rules("casino")
    piles = _piles("2C 3C 4C 5C 6C 7C 8C 9H", "JC QC")
    plain = Estimator(rules, 2, 1.0)
    # cards: 8 against 2, 42 left; spades: none either side, 13 left
    cards, _ = majority_chances(6, 42)
    spades, _ = majority_chances(0, 13)
    assert plain.points(piles, [0, 0], None)[0] == pytest.approx(3 * cards + spades)


def test_a_clumped_estimator_values_a_lead_in_cards_less_than_the_binomial():
    rules = get_rules("casino")
    piles = _piles("2C 3C 4C 5C 6C 7C 8C 9H", "JC QC")
    plain = Estimator(rules, 2, 1.0).value(piles, [0, 0], None, 0)
    clumped = Estimator(rules, 2, 2.5).value(piles, [0, 0], None, 0)
    assert 0 < clumped < plain


def test_a_suit_majority_spreads_less_than_the_card_majority():
    # spades count a quarter of the deck: their spread is 1 + 1/4 * (clump - 1)
    rules = get_rules("casino")
    piles = _piles("3S 4S 5S 6S", "JC QC 9H 8H")  # four cards each: only spades differ
    points = Estimator(rules, 2, 2.5).points(piles, [0, 0], None)
    win, _ = spread_chances(4, 9, 1.375)
    assert points[0] - points[1] == pytest.approx(win * 1 - (1 - win) * 1)
