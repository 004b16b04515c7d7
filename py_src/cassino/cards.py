"""Cards: codes such as ``AS 2S … 10S JS QS KS`` in the suits S, H, D, C.

Every card is one interned :class:`Card` object, so cards compare and hash by identity
and the parser always returns the same object for the same card.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import brief

SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_SYMBOL_TO_SUIT = {v: k for k, v in SUIT_SYMBOLS.items()} | {"♤": "S", "♡": "H", "♢": "D", "♧": "C"}

RANK_NAMES = {
    "en": {"A": "ace", "J": "jack", "Q": "queen", "K": "king", "2": "two", "3": "three",
           "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight", "9": "nine",
           "10": "ten"},
    "pt": {"A": "ás", "J": "valete", "Q": "dama", "K": "rei", "2": "dois", "3": "três",
           "4": "quatro", "5": "cinco", "6": "seis", "7": "sete", "8": "oito", "9": "nove",
           "10": "dez"},
}
SUIT_NAMES = {
    "en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
    "pt": {"S": "espadas", "H": "copas", "D": "ouros", "C": "paus"},
}


class Card:
    """One playing card; ``rank`` is one of RANKS, ``suit`` one of SUITS."""

    __slots__ = ("rank", "suit", "code", "index", "number")

    rank: str
    suit: str
    code: str
    index: int
    number: int

    def __init__(self, rank: str, suit: str, index: int) -> None:
        self.rank = rank
        self.suit = suit
        self.code = rank + suit
        self.index = index
        self.number = RANKS.index(rank) + 1  # A=1 … K=13: rank order, not a game value

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    # Equality is identity (every card is one interned object), as without these; spelled
    # out because a class that defines ``__lt__`` otherwise answers ``==`` through two
    # slow rounds of dunder look-ups, and ``list.remove`` and ``in`` compare cards.
    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    __hash__ = object.__hash__

    def __reduce__(self):  # pickling and copying keep the interned object
        return (parse_card, (self.code,))

    @property
    def symbol(self) -> str:
        """The card with its suit symbol, e.g. ``10♦``."""
        return self.rank + SUIT_SYMBOLS[self.suit]

    @property
    def is_court(self) -> bool:
        return self.rank in ("J", "Q", "K")

    def name(self, lang: str = "en") -> str:
        """The card in words: ``ten of diamonds`` / ``dez de ouros``."""
        joiner = " de " if lang == "pt" else " of "
        return RANK_NAMES[lang][self.rank] + joiner + SUIT_NAMES[lang][self.suit]


DECK: tuple[Card, ...] = tuple(
    Card(rank, suit, i * 4 + j) for i, rank in enumerate(RANKS) for j, suit in enumerate(SUITS)
)
_BY_CODE: dict[str, Card] = {card.code: card for card in DECK}


CARD_NAMES: dict[str, dict[str, str]] = {
    card.code: {"pt": card.name("pt"), "en": card.name("en")} for card in DECK}
"""Every card's name in words by its code, in both languages: what the pages say of a card
(its aria-label, a build's cards), sent to them by the bridge."""


def parse_card(text: str | Card) -> Card:
    """Parse ``7S``, ``10h``, ``TS``, ``10♠``, ``a♦``; raise ValueError naming bad text."""
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise ValueError(f"not a card: {brief(text)}")
    cleaned = text.strip().upper()
    if len(cleaned) >= 2 and cleaned[-1] in _SYMBOL_TO_SUIT:
        cleaned = cleaned[:-1] + _SYMBOL_TO_SUIT[cleaned[-1]]
    if cleaned.startswith("T"):
        cleaned = "10" + cleaned[1:]
    card = _BY_CODE.get(cleaned)
    if card is None:
        raise ValueError(f"not a card: {brief(text)}")
    return card


def parse_cards(texts: Iterable[str | Card]) -> list[Card]:
    """Parse several cards; a bare string is split on spaces and commas."""
    if isinstance(texts, str):
        texts = texts.replace(",", " ").split()
    return [parse_card(t) for t in texts]


def codes(cards: Iterable[Card]) -> list[str]:
    return [card.code for card in cards]
