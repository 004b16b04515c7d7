"""The golden record of seeded games: every legal move, in order, at every step.

For each rule set, player count and seed, a match is played for up to ``ROUNDS`` rounds; at
each step the full list of legal moves (their dicts, in the engine's order) is digested, then a
move is drawn from it with a seeded ``random.Random``; each round's score and the final save
are digested too. ``python tests/engine/golden_record.py`` rewrites ``golden/games.json``; the
test compares the engine's digests with it, so a refactor that changes a legal move, its
order, a score or a save fails it.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py_src"))

from cassino.engine import Game  # noqa: E402
from cassino.rules import RULE_SETS  # noqa: E402

GOLDEN = Path(__file__).with_name("golden") / "games.json"
SAVES = GOLDEN.with_name("saves.json")
SEEDS = (1, 2, 3)
ROUNDS = 3


def cases() -> list[tuple[str, int, int, dict]]:
    """Every rule set, each of its player counts and seeds with the default options, and each
    other choice of each of its options once (two players, the first seed)."""
    found = [(variant, players, seed, {}) for variant, rules in RULE_SETS.items()
             for players in rules.players for seed in SEEDS]
    for variant, rules in RULE_SETS.items():
        for spec in rules.options:
            for choice in spec.effects:
                if choice != spec.default:
                    found.append((variant, rules.players[0], SEEDS[0], {spec.key: choice}))
    return found


def key(variant: str, players: int, seed: int, options: dict) -> str:
    """The case's name in the record: ``variant/players/seed[/option=choice]``."""
    extra = "".join(f"/{name}={value}" for name, value in sorted(options.items()))
    return f"{variant}/{players}/{seed}{extra}"


def _line(data: object) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":")).encode() + b"\n"


def digest(variant: str, players: int, seed: int, options: dict) -> dict:
    """The digests of one seeded match: legal moves at each step, scores, the final save."""
    game = Game.new(variant, players=players, seed=seed, options=options)
    rng = random.Random(f"golden:{key(variant, players, seed, options)}")
    moves, scores = hashlib.sha256(), hashlib.sha256()
    steps = 0
    for _ in range(ROUNDS):
        while not game.round_over:
            legal = game.legal_moves()
            moves.update(_line([move.to_dict() for move in legal]))
            game.play(legal[rng.randrange(len(legal))])
            steps += 1
        scores.update(_line(game.round_score()))
        if game.match_over:
            break
        game.next_round()
    save = hashlib.sha256(_line(game.to_dict()))
    return {"steps": steps, "moves": moves.hexdigest()[:24], "scores": scores.hexdigest()[:24],
            "save": save.hexdigest()[:24]}


def record() -> dict[str, dict]:
    """The digests of every case, keyed ``variant/players/seed``."""
    return {key(*case): digest(*case) for case in cases()}


def mid_round_save(variant: str, players: int) -> tuple[dict, list[dict]]:
    """A save of a seeded match in the middle of its first round, and the legal moves there."""
    game = Game.new(variant, players=players, seed=5)
    rng = random.Random(f"save:{variant}:{players}")
    for _ in range(7):
        legal = game.legal_moves()
        game.play(legal[rng.randrange(len(legal))])
    return game.to_dict(), [move.to_dict() for move in game.legal_moves()]


def saves() -> dict[str, dict]:
    """Mid-round saves of every rule set and player count, with their legal moves."""
    found = {}
    for variant, rules in RULE_SETS.items():
        for players in rules.players:
            save, legal = mid_round_save(variant, players)
            found[f"{variant}/{players}"] = {"save": save, "legal": legal}
    return found


if __name__ == "__main__":
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(record(), indent=1, sort_keys=True) + "\n")
    print(f"wrote {GOLDEN.relative_to(ROOT)}")
    if "--saves" in sys.argv:  # saves of this version: kept, so that later versions load them
        SAVES.write_text(json.dumps(saves(), sort_keys=True, separators=(",", ":")) + "\n")
        print(f"wrote {SAVES.relative_to(ROOT)}")
