"""Hostile inputs for the fuzz suite (test_fuzz.py, bench/fuzz_report.py).

Saves, positions and observations are taken from real seeded games of every rule set and
player count, then mutated: a field replaced by junk (wrong types, huge or negative
numbers, NaN, deep nesting, unhashable values), a list grown or shrunk, cards moved,
repeated or dropped, a seat or build id pushed out of range. ``exercise`` is the contract
an accepted game must keep: view, legal_moves, round_score and to_dict work, and the game
plays to the end of its round (and through the next one) within a time bound.
"""

from __future__ import annotations

import copy
import random
import time
from functools import cache
from typing import Any

from cassino import Game
from cassino.position import format_position
from cassino.rules import RULE_SETS

CASES = [(variant, players) for variant, rules in RULE_SETS.items() for players in rules.players]

TIME_LIMIT_S = 1.0
"""No single input may run longer than this (loading it plus playing it out)."""


class Hang(AssertionError):
    """An input ran longer than TIME_LIMIT_S."""


def _nested(depth: int, leaf: Any = 1) -> Any:
    value = leaf
    for _ in range(depth):
        value = [value]
    return value


JUNK: list[Any] = [
    None, True, False, 0, 1, -1, 2, 3, 5, 7, 13, 99, 30000, 2**31, 2**40, 2**63, -2**63, 10**30,
    0.5, 1.0, -0.0, float("nan"), float("inf"), -float("inf"), "", "x", "7D", "10H", "ZZ",
    "casino", "0", "1e400", [], [1], ["7D"], ["7D", "7D"], [[]], [None], {}, {"a": 1},
    {"id": 1}, _nested(50), [0] * 5000, "A" * 10000, "DEEP",
]


def junk(rng: random.Random) -> Any:
    """A hostile value (a fresh one: mutations may change it)."""
    value = rng.choice(JUNK)
    return _nested(3000) if value == "DEEP" else copy.deepcopy(value)


@cache
def _snapshots(per_case: int = 2) -> tuple:
    """``(variant, players, to_dict)`` of real seeded games: at the deal, mid-round, near
    the end and once the round is over, for every rule set and player count."""
    out = []
    for variant, players in CASES:
        for seed in range(per_case):
            rng = random.Random(f"{variant}:{players}:{seed}")
            game = Game.new(variant, players=players, seed=seed)
            stops = {0, rng.randrange(1, 30), rng.randrange(30, 80)}
            ply = 0
            out.append((variant, players, game.to_dict()))
            while not game.round_over:
                game.play_random(rng)
                ply += 1
                if ply in stops:
                    out.append((variant, players, copy.deepcopy(game.to_dict())))
            out.append((variant, players, copy.deepcopy(game.to_dict())))
    return tuple(out)


def real_save(rng: random.Random) -> dict:
    return copy.deepcopy(rng.choice(_snapshots())[2])


def real_game(rng: random.Random) -> Game:
    """A real game in progress (never a finished round)."""
    while True:
        data = real_save(rng)
        if not data["round_over"]:
            return Game.from_dict(data)


def real_position(rng: random.Random) -> str:
    return format_position(real_game(rng))


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path to a value inside nested dicts and lists (down to 12 levels)."""
    out = [prefix]
    if len(prefix) >= 12:
        return out
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _paths(item, (*prefix, index))
    return out


def _get(value: Any, path: tuple) -> Any:
    for step in path:
        value = value[step]
    return value


def _set(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    _get(value, path[:-1])[path[-1]] = new
    return value


def _delete(value: Any, path: tuple) -> Any:
    parent = _get(value, path[:-1])
    del parent[path[-1]]
    return value


def mutate(data: Any, rng: random.Random, steps: int | None = None) -> Any:
    """``data`` with one to three hostile changes somewhere inside it."""
    for _ in range(steps or rng.choice((1, 1, 1, 2, 3))):
        paths = _paths(data)
        path = rng.choice(paths[1:] or paths)
        target = _get(data, path)
        roll = rng.random()
        if roll < 0.35 or not path:
            data = _set(data, path, junk(rng))
        elif roll < 0.45:
            data = _delete(data, path)
        elif roll < 0.6 and isinstance(target, int) and not isinstance(target, bool):
            data = _set(data, path, target + rng.choice((-2, -1, 1, 2, 4, 100)))
        elif roll < 0.7 and isinstance(target, list):
            if target and rng.random() < 0.5:
                target.pop(rng.randrange(len(target)))
            else:
                try:
                    target.append(copy.deepcopy(rng.choice(target)) if target else junk(rng))
                except RecursionError:
                    target.append(junk(rng))
        elif roll < 0.8 and isinstance(target, str):
            # a card moved or copied elsewhere
            other = rng.choice([p for p in paths if isinstance(_get(data, p), list)] or [()])
            place = _get(data, other)
            if isinstance(place, list):
                place.append(target)
                if rng.random() < 0.5:
                    data = _delete(data, path) if path[:-1] != other else data
        elif roll < 0.9 and isinstance(target, dict):
            target[rng.choice(("extra", "id", "kind", "seat", "0"))] = junk(rng)
        else:
            data = _set(data, path, junk(rng))
    return data


FIELD_JUNK = ["", "9", "30000", "-1", "ZZ", "7D,7D", "x:y:z", "[" * 5000, "1" * 5000,
              "AS+AS:2:0", "5C:99:0", ";;;", "+/+"]


def mutate_text(text: str, rng: random.Random) -> str:
    """A position text with a hostile edit: a field changed, cut, repeated or junk added."""
    fields = text.split("|")
    roll = rng.random()
    if roll < 0.2:
        index = rng.randrange(len(fields))
        key = fields[index].partition("=")[0]
        fields[index] = f"{key}={rng.choice(FIELD_JUNK)}"
    elif roll < 0.35:
        fields.pop(rng.randrange(len(fields)))
    elif roll < 0.5:
        fields.append(rng.choice(fields))
    elif roll < 0.6:
        fields.append(rng.choice(["o=" + "[" * 5000, "o=target=" + "[" * 3000 + "]" * 3000,
                                  "o=target=1e999", "o=target=99", "o=values=royal",
                                  "o=x=1", "h9=AS", "p7=2C", "lc=3", "m=7", "d=9",
                                  "b=" + "+".join(["AS"] * 200) + ":1:0", "q=1",
                                  "s=" + ",".join(["2C"] * 3)]))
    elif roll < 0.7:
        cut = rng.randrange(len(text) + 1)
        return text[:cut] + rng.choice(["|", "=", ",", "+", ":", "/", ";", "#", "\x00", "é",
                                        "♠", "|h1=", "|b=", "]"]) + text[cut:]
    elif roll < 0.8:
        index = rng.randrange(len(fields))
        fields[index] = fields[index][: rng.randrange(len(fields[index]) + 1)]
    elif roll < 0.9:
        # a card moved to another field
        index, other = rng.randrange(len(fields)), rng.randrange(len(fields))
        cards = fields[index].partition("=")[2].split(",")
        if cards and cards[0]:
            fields[other] += ("," if "=" in fields[other] and fields[other][-1] != "=" else "") \
                + cards[0]
    else:
        fields[0] = rng.choice(["", "nope", "CASINO", "casino ", "tablic", "lesotho"])
    return "|".join(fields)


def exercise(game: Game, rng: random.Random, started: float) -> None:
    """The contract of an accepted game: every view, the legal moves, the score and its
    saved form work, the round plays to its end and the next round is dealt (``started``:
    ``time.process_time()`` when the input was given)."""
    for seat in range(game.players):
        game.view(seat)
        if not game.round_over and seat == game.to_move:
            game.observation(seat)
    game.round_score()
    data = game.to_dict()
    assert Game.from_dict(copy.deepcopy(data)).to_dict() == data
    while not game.round_over:
        moves = game.legal_moves()
        assert moves, "a legal move exists while the round lasts"
        game.play(rng.choice(moves))
        if time.process_time() - started > TIME_LIMIT_S:
            raise Hang(f"still playing after {TIME_LIMIT_S} s")
    game.round_score()
    game.view(0)
    game.to_dict()
    if not game.match_over:
        game.next_round()
        game.legal_moves()
        game.view(0)
