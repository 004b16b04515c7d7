"""Seeded positions part-way through a round, for the computer players' tests."""

from __future__ import annotations

import random

from cassino import Game


def positions(variant: str, players: int, count: int = 3) -> list[Game]:
    """Up to ``count`` seeded positions part-way through a round (random play to get there;
    a position where the round is over or nothing is legal is left out)."""
    found = []
    for seed in range(count):
        game = Game.new(variant, players=players, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 3 * players * 2)):
            if game.round_over or not game.legal_moves():
                break
            game.play_random(rng)
        if not game.round_over and game.legal_moves():
            found.append(game)
    return found
