"""Move signatures and small helpers shared by the rule tests.

A legal move is compared as a signature — kind, card, cards taken, loose cards used,
announced value, build groups — so that build ids and card order do not matter.
"""

from __future__ import annotations

import pytest
from cassino import Game, IllegalMove


def fs(*cards: str) -> frozenset[str]:
    return frozenset(cards)

def groups_of(groups) -> frozenset[frozenset[str]]:
    return frozenset(frozenset(g) for g in groups)

def sig(move) -> tuple:
    """A move's identity for comparison: the build id is left out, the cards say which."""
    d = move.to_dict()
    value = d["value"] if d["kind"] in ("build", "raise", "extend") or d["uses"] else None
    return (d["kind"], d["card"], frozenset(d["takes"]), frozenset(d["uses"]), value,
            groups_of(d["groups"]))

def legal(game: Game) -> set[tuple]:
    moves = game.legal_moves()
    sigs = [sig(m) for m in moves]
    assert len(sigs) == len(set(sigs)), "a legal move is listed twice"
    return set(sigs)

def T(card: str) -> tuple:
    """Trail ``card``."""
    return ("trail", card, frozenset(), frozenset(), None, frozenset())

def C(card: str, *takes: str) -> tuple:
    """``card`` captures ``takes`` (every table card taken, build cards included)."""
    return ("capture", card, fs(*takes), frozenset(), None, frozenset())

def B(card: str, value: int, *groups: tuple[str, ...]) -> tuple:
    """A new build of ``value`` made of ``groups`` (the hand card is in the first)."""
    uses = frozenset(c for g in groups for c in g) - {card}
    return ("build", card, frozenset(), uses, value, groups_of(groups))

def R(card: str, value: int, uses: tuple[str, ...], *groups: tuple[str, ...]) -> tuple:
    """Raise a build to ``value``; ``uses``: loose cards absorbed; ``groups`` afterwards."""
    return ("raise", card, frozenset(), fs(*uses), value, groups_of(groups))

def E(card: str, value: int, uses: tuple[str, ...], *groups: tuple[str, ...]) -> tuple:
    """Extend (complete) a build of ``value``; ``groups`` afterwards."""
    return ("extend", card, frozenset(), fs(*uses), value, groups_of(groups))

def play(game: Game, expected: tuple) -> None:
    """Play the one legal move with this signature."""
    found = [m for m in game.legal_moves() if sig(m) == expected]
    assert len(found) == 1, f"{expected} is not exactly one legal move"
    game.play(found[0])

def assert_illegal(game: Game, move: dict, code: str | None = None) -> None:
    """The move is refused (with ``code`` when given) and the game is left unchanged."""
    before = game.to_dict()
    with pytest.raises(IllegalMove) as info:
        game.play(move)
    if code is not None:
        assert info.value.code == code
    assert game.to_dict() == before

def loose(game: Game) -> set[str]:
    return {c.code for c in game.loose}
