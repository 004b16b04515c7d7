"""How well the expert's models fit the real opponents: what the history's readings rule
out of a hand, and how often each rollout model picks the opponent's own move.

    python bench/ai_models.py --opponent greedy [--rounds 60] [--seed 1]

Seeded ``casino`` rounds, the counter level in seat 0 and ``--opponent`` in seat 1. At each
of seat 0's turns the trail reading (``Knowledge.lacks``) and the greedy reading
(``Knowledge.grab_lacks``, ``knowledge.READING="grab"``) of seat 1's hand are taken: the
cards they rule out on average, and how many of those seat 1 held (a correct reading
holds none). At each of seat 1's turns with a choice of hand card moves, each rollout
model (no random moves) is given the true game and its move compared with the one seat 1
played: the share it matches.
"""

from __future__ import annotations

import argparse
import random

from cassino import Game
from cassino.ai import choose_move, knowledge
from cassino.ai.knowledge import read
from cassino.ai.policies import BlindPolicy, FastPolicy, GrabPolicy, WaryPolicy


def measure(opponent: str, rounds: int, seed: int) -> dict:
    knowledge.READING = "grab"
    rules = Game.new("casino", players=2, seed=seed).rules
    models = {"grab": GrabPolicy(rules, 0.0), "wary": WaryPolicy(rules, 0.0),
              "fast": FastPolicy(rules, 0.0), "blind": BlindPolicy(rules, 0.0)}
    turns = trail = grab = held_trail = held_grab = 0
    choices = 0
    agree = dict.fromkeys(models, 0)
    for s in range(seed, seed + rounds):
        game = Game.new("casino", players=2, seed=s)
        ply = 0
        while not game.round_over:
            seat = game.to_move
            move = choose_move(game.observation(seat), "counter" if seat == 0 else opponent,
                               seed=ply)
            if seat == 0:
                k = read(game.observation(0))
                hand = set(game.hands[1])
                by_trail = k.lacks().get(1, frozenset())
                by_grab = k.grab_lacks().get(1, frozenset())
                turns += 1
                trail += len(by_trail)
                grab += len(by_grab)
                held_trail += len(by_trail & hand)
                held_grab += len(by_grab & hand)
            elif len([m for m in game.legal_moves() if m.card is not None]) > 1:
                choices += 1
                models["blind"].know(read(game.observation(1)).unseen)
                for name, model in models.items():
                    agree[name] += model.choose(game.clone(), random.Random(0)).to_dict() == move
            game.play(move)
            ply += 1
    return {"opponent": opponent, "rounds": rounds, "turns": turns,
            "trail_rules_out": round(trail / turns, 2), "trail_held": f"{held_trail}/{trail}",
            "grab_rules_out": round(grab / turns, 2), "grab_held": f"{held_grab}/{grab}",
            "choices": choices, **{f"{name}_matches": round(n / choices, 3)
                                   for name, n in agree.items()}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opponent", default="greedy")
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(measure(args.opponent, args.rounds, args.seed))


if __name__ == "__main__":
    main()
