"""Card codes and their parser."""

import pytest
from cassino import parse_card, parse_cards
from cassino.cards import DECK


def test_deck_has_52_distinct_codes_in_four_suits():
    assert len(DECK) == 52
    assert len({c.code for c in DECK}) == 52
    assert {c.suit for c in DECK} == set("SHDC")
    assert [c.code for c in DECK if c.suit == "S"] == [
        "AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS"]


@pytest.mark.parametrize("text", ["10S", "TS", "ts", "10♠", "10s", " 10S "])
def test_parser_accepts_ten_in_every_spelling(text):
    assert parse_card(text).code == "10S"


@pytest.mark.parametrize("text,code", [("a♦", "AD"), ("kh", "KH"), ("Q♣", "QC"), ("2♥", "2H")])
def test_parser_accepts_lower_case_and_suit_symbols(text, code):
    assert parse_card(text).code == code


@pytest.mark.parametrize("text", ["", "1S", "11H", "ZZ", "10X", "S10", "AS AS", None, 7])
def test_parser_rejects_bad_text_naming_it(text):
    with pytest.raises(ValueError) as info:
        parse_card(text)
    assert repr(text) in str(info.value)


def test_parse_returns_the_same_card_object():
    assert parse_card("7s") is parse_card("7♠") is parse_cards("7S 8D")[0]


def test_card_names_in_both_languages():
    card = parse_card("10D")
    assert card.name("pt") == "dez de ouros"
    assert card.name("en") == "ten of diamonds"
    assert card.symbol == "10♦"
