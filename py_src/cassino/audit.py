"""Invariants of a round, checked over seeded random play (``python -m cassino check``).

Every rule set must keep them: the deck's cards are conserved at every step, a legal move
always exists while the round lasts, no build survives the round, and the round's points
add up to the scoring table's total (less a tied majority's points) plus sweeps.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from .engine import Game
from .scoring import kind_of


class InvariantBroken(AssertionError):
    """A round broke one of the invariants; the message says which, and where."""


def cards_in_play(game: Game) -> list:
    """Every card of the round: hands, table, builds, capture piles and stock."""
    return [*game.loose, *game.stock, *(c for h in game.hands for c in h),
            *(c for b in game.builds for c in b.cards), *(c for p in game.piles for c in p)]


def expected_points(game: Game) -> int:
    """What a finished round's points must add up to under the rule set's scoring table:
    each item's own expectation (:meth:`~.scoring.ScoringKind.expected`: every card item,
    each majority once with points carried in from tied rounds, nothing or the tie's share
    when tied, the last capture…), and the sweeps made."""
    rules = game.rules
    sweeps = sum(game.sweep_score)
    piles = game.side_piles()  # a side's piles count together (000 Lesotho: one a player)
    total = 0
    has_sweep_item = False
    for item in rules.scoring:
        kind = kind_of(item)
        total += kind.expected(item, rules, piles, game.carry_in)
        if kind.sweeps:
            has_sweep_item = True
            if rules.sweeps_void_if_all_points and game.result:
                # Kasino: sweeps count for nothing when one side took every table point.
                sweeps = sum(entry["items"][item.key] for entry in game.result)
    return total + (sweeps if has_sweep_item else 0)


def check_round(game: Game, rng: random.Random) -> None:
    """Play the round out with random legal moves, checking every invariant.

    :raises InvariantBroken: naming the broken invariant.
    """
    deck_size = len(game.rules.deck)
    where = f"{game.variant} players={game.players} seed={game.seed} round={game.round}"
    while not game.round_over:
        cards = cards_in_play(game)
        if len(cards) != deck_size or len(set(cards)) != deck_size:
            raise InvariantBroken(f"cards not conserved ({len(set(cards))}) at {where}")
        if not game.legal_moves():
            raise InvariantBroken(f"no legal move for seat {game.to_move} at {where}")
        game.play_random(rng)
    if len(cards_in_play(game)) != deck_size:
        raise InvariantBroken(f"cards not conserved at the end of {where}")
    if game.interrupted:
        return  # a winning declaration ended the match mid-round (Tablic)
    if game.builds:
        raise InvariantBroken(f"a build survived {where}")
    score = game.round_score()
    total = sum(entry["total"] for entry in score)
    if any(entry["total"] != sum(entry["items"].values()) for entry in score):
        raise InvariantBroken(f"a total is not the sum of its items at {where}")
    expected = 0 if game.round_void else expected_points(game)
    if total != expected:
        raise InvariantBroken(f"round worth {total}, expected {expected} at {where}")


def random_rounds(variant: str, players: int, rounds: int, seed: int) -> Iterator[Game]:
    """``rounds`` seeded rounds played at random, each checked; yields each finished game."""
    rng = random.Random(seed)
    for index in range(rounds):
        game = Game.new(variant, players=players, seed=seed * 100_003 + index)
        check_round(game, rng)
        yield game
