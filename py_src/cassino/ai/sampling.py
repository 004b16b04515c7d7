"""Sampled worlds: complete games consistent with what one seat knows.

The unseen cards are shared at random among the other seats (each gets exactly the number
of cards it holds) and the stock (in a random order). Builds narrow the deal: the owner of
a build keeps a card of its value, so such a card is given to it first, drawn at random
among the unseen cards of that value. A trail narrows it too: a seat that has just
trailed probably holds no card that would have captured then
(:meth:`.knowledge.Knowledge.lacks`), so such cards go to it with a low weight
(``TRAIL_TRUST``); and every move of the deal is read as the greedy level's would be (no
cheaper card where it trailed, no card for a capture worth more where it captured:
``GRAB_TRUST``) until the seat's later play belies that reading. The rest is dealt
uniformly. In a set-up position with cards out of play, the unseen cards left over are
dropped.
"""

from __future__ import annotations

import random

from ..cards import Card
from ..dealing import shuffle  # the deal's own: random.shuffle's draws, cheaper
from ..engine import Game
from .knowledge import Knowledge

TRAIL_TRUST = 0.99
"""How much a trail is believed to say that its player could not capture: a card that
would have captured on the table it faced is dealt to it with weight ``1 - TRAIL_TRUST``
(1 elsewhere), while the seat's play this deal bears the reading out."""

GRAB_TRUST = 0.99
"""How much a move read as the greedy level's (``knowledge.READING`` ``"grab"``) is
believed: a card it says the seat lacks is dealt to it with weight ``1 - GRAB_TRUST``."""

TRAIL_TRUST_DOUBTED = 0.85
"""``TRAIL_TRUST`` for a seat whose later play this deal belies the greedy reading
(:meth:`.knowledge.Knowledge.doubted`; its greedy reading is then dropped)."""


def clone(game: Game) -> Game:
    """A copy of ``game`` to play on: ``Game.clone`` (the state cloned, the rule set and
    seating shared). The original is never changed by playing the copy (tested against
    ``Game.copy`` in every rule set)."""
    return game.clone()


def sample_hands(k: Knowledge, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """Hands for every seat (the observer's own as it is) and a stock, at random."""
    pool = list(k.unseen)
    shuffle(rng, pool)
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
    lacks = k.lacks() if TRAIL_TRUST > 0 else {}
    grab = k.grab_lacks()
    doubted = k.doubted()
    for seat in range(k.players):
        if seat == k.seat:
            continue
        need = k.hand_counts[seat] - len(hands[seat])
        avoid = lacks.get(seat)
        worse = grab.get(seat)
        trust = TRAIL_TRUST_DOUBTED if seat in doubted else TRAIL_TRUST
        if worse and need > 0:
            # as below, with a second weight for what the greedy reading says it lacks
            weight = 1 / max(1 - trust, 1e-9)
            second = 1 / max(1 - GRAB_TRUST, 1e-9)
            avoid = avoid or frozenset()
            keys = [rng.random() ** weight if c in avoid else
                    rng.random() ** second if c in worse else rng.random() for c in pool]
            chosen = sorted(range(len(pool)), key=keys.__getitem__, reverse=True)[:need]
            hands[seat].extend(pool[i] for i in sorted(chosen))
            taken = set(chosen)
            pool = [c for i, c in enumerate(pool) if i not in taken]
            continue
        if avoid and need > 0:
            # Weighted sampling without replacement (keys u ** (1 / weight)): a card the
            # seat would have captured with is dealt to it with weight 1 - TRAIL_TRUST.
            weight = 1 / max(1 - trust, 1e-9)
            keys = [rng.random() ** weight if c in avoid else rng.random() for c in pool]
            chosen = sorted(range(len(pool)), key=keys.__getitem__, reverse=True)[:need]
            hands[seat].extend(pool[i] for i in sorted(chosen))
            taken = set(chosen)
            pool = [c for i, c in enumerate(pool) if i not in taken]
            continue
        hands[seat].extend(pool[:need])
        del pool[:need]
    return hands, pool[:k.stock]


def sample_world(k: Knowledge, rng: random.Random, base: Game | None = None) -> Game:
    """One complete game consistent with the observation. With ``base`` (``k.position()``:
    the position with the other hands empty), the world is a copy of it with the sampled
    hands and stock put in, which skips ``Game.from_position``'s checks."""
    hands, stock = sample_hands(k, rng)
    if base is None:
        return k.position(hands, stock)
    game = base.clone()
    state = game.state
    state.hands = hands
    state.stock = stock
    state.legal = None  # the moves cached for the base's hands are not this world's
    return game
