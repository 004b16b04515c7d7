"""Dealing: a round's shuffle from the seed, the deals from the stock in dealing order,
and the opening table's redeal where the rule set bars some cards from it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from .cards import Card, codes
from .rules import RuleSet
from .seating import Seating
from .state import GameState


class Dealing:
    """The dealing part of ``Game``: starting a round and dealing its cards."""

    rules: RuleSet
    players: int
    sides: int
    seating: Seating
    state: GameState
    seed: int

    def _reset_round(self) -> None:
        self.state.reset_round(self.seating)
    def _order(self) -> tuple[int, ...]:
        """Seats in dealing order: starting after the dealer, the dealer last."""
        return _dealing_order(self.state.dealer, self.rules.direction, self.players)

    def _open_round(self, rng: random.Random) -> None:
        """A new round: the deck shuffled with ``rng`` (``Game._start_round`` seeds it),
        the first deal, the opening table and the rule set's opening."""
        self._reset_round()
        self.state.round += 1
        self.state.shuffles += 1
        self.state.carry_in = dict(self.state.carry)
        deck = list(self.rules.deck)
        shuffle(rng, deck)
        self.state.stock = deck
        self._deal(self.rules.deal_for(self.players).first)
        self._redeal_table(rng)
        self.rules.hooks.round_opened(self)

    def take_table(self, seat: int, sweeps: int = 0) -> None:
        """``seat`` takes every loose card before play starts (a rule set's opening, see
        ``Hooks.round_opened``: Escova's dealer): a capture, worth ``sweeps`` sweeps of
        ``sweep_points`` each, recorded as a ``table`` event."""
        takes, self.state.loose = self.state.loose, []
        self.state.piles[self.seating.pile_of[seat]].extend(takes)
        side = self.side_of(seat)
        self.state.sweeps[side] += sweeps
        self.state.sweep_score[side] += sweeps * self.rules.sweep_points
        self.state.last_capturer = seat
        self.state.events.append({"event": "table", "seat": seat, "takes": codes(takes),
                             "sweeps": sweeps})
        self.state.legal = None

    def _redeal_table(self, rng: random.Random) -> None:
        """Cards the rule set bars from the opening table go back: the table cards are
        shuffled into the stock and as many are laid again (003: Tablanet, Basra). Where the
        whole pack was dealt, every card goes back and the deal starts over (000)."""
        rules = self.rules
        if not (rules.redeal_table_if or rules.redeal_table_limits) or not self.state.loose:
            return
        count = len(self.state.loose)
        for _ in range(1000):
            if not _barred_table(rules, self.state.loose):
                return
            if len(self.state.stock) >= count:
                self.state.stock += self.state.loose
                shuffle(rng, self.state.stock)
                self.state.loose = self.state.stock[:-count - 1:-1]
                del self.state.stock[-count:]
            else:
                state = self.state
                deck = [*state.stock, *state.loose, *(c for hand in state.hands for c in hand)]
                shuffle(rng, deck)
                self.state.stock, self.state.loose = deck, []
                self.state.hands = [[] for _ in range(self.players)]
                self.state.deal_no = 0
                self.state.events.clear()
                self._deal(rules.deal_for(self.players).first)

    def _deal(self, steps: Sequence[tuple[str, int]]) -> None:
        order = self._order()
        stock = self.state.stock
        for where, count in steps:
            if count <= 0:
                continue
            for pile in map(self.state.hands.__getitem__, order) if where == "players" else [
                    self.state.loose]:
                # ``count`` cards off the top of the stock (its end), one at a time.
                pile += stock[:-count - 1:-1]
                del stock[-count:]
        self.state.deal_no += 1
        self.state.to_move = self.rules.hooks.first_to_play(self, order)
        self.state.events.append({"event": "deal", "deal": self.state.deal_no,
                                  "last": not self.state.stock})

    @property
    def last_deal(self) -> bool:
        """True once the stock is empty: "últimas" was announced (001 §02)."""
        return not self.state.stock

    @property
    def deals(self) -> int:
        """How many deals a round has."""
        return self.seating.deals


def shuffle(rng: random.Random, cards: list[Card]) -> None:
    """``rng.shuffle(cards)``, drawn exactly as it draws (Fisher-Yates from the end, each
    index by ``getrandbits``, values out of range drawn again) without its Python-level
    call per card: the same seeded deals. A generator of another class shuffles its own
    way (``rng.shuffle``)."""
    if type(rng) is not random.Random:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        bits = (i + 1).bit_length()
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


@lru_cache(maxsize=64)
def _dealing_order(dealer: int, direction: int, players: int) -> tuple[int, ...]:
    return tuple((dealer + direction * k) % players for k in range(1, players + 1))

def _barred_table(rules: RuleSet, cards: Sequence[Card]) -> bool:
    """Whether the opening table holds a card, or too many cards, the rule set bars."""
    if any(c.code in rules.redeal_table_if or c.rank in rules.redeal_table_if for c in cards):
        return True
    return any(sum(1 for c in cards if c.code in named or c.rank in named) > limit
               for named, limit in rules.redeal_table_limits)

