"""Sampled worlds: complete games consistent with what one seat knows.

The unseen cards are shared at random among the other seats (each gets exactly the number
of cards it holds) and the stock (in a random order). Builds narrow the deal: the owner of
a build keeps a card of its value, so such a card is given to it first, drawn at random
among the unseen cards of that value; the rest is dealt uniformly. In a set-up position
with cards out of play, the unseen cards left over are dropped.
"""

from __future__ import annotations

import random

from ..cards import Card
from ..engine import Game
from .knowledge import Knowledge


def sample_hands(k: Knowledge, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """Hands for every seat (the observer's own as it is) and a stock, at random."""
    pool = list(k.unseen)
    rng.shuffle(pool)
    hands: list[list[Card]] = [[] for _ in range(k.players)]
    hands[k.seat] = list(k.hand)
    for seat, value in k.owners_need():
        if len(hands[seat]) >= k.hand_counts[seat]:
            continue
        if any(value in k.rules.in_hand(c) for c in hands[seat]):
            continue
        for i, card in enumerate(pool):
            if value in k.rules.in_hand(card):
                hands[seat].append(pool.pop(i))
                break
    for seat in range(k.players):
        if seat == k.seat:
            continue
        need = k.hand_counts[seat] - len(hands[seat])
        hands[seat].extend(pool[:need])
        del pool[:need]
    return hands, pool[:k.stock]


def sample_world(k: Knowledge, rng: random.Random) -> Game:
    """One complete game consistent with the observation."""
    hands, stock = sample_hands(k, rng)
    return k.position(hands, stock)
