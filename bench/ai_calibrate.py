"""How well the estimator's majority chances match how majorities end, at the end of deals.

    python bench/ai_calibrate.py --variant casino --rounds 400 --a counter --b greedy \\
        [--budget-ms 50] [--jobs 2]

Plays seeded rounds (A in seat 0, B elsewhere, and the mirror), and at the end of every
deal but the last records, per majority item (``most``), each side's lead over its best
rival and the cards it counts still uncaptured; at the end of the round, whether the side
won the item, tied or lost. Then prints the log loss of the win chance the estimator would
give — the binomial of ``scoring.majority_chances`` (each card either way, even odds) and
``evaluate.spread_chances`` with several dispersions (captures take cards in clumps, so
the counts spread wider than card by card) — and the calibration by bins of the binomial's
chance.
"""

from __future__ import annotations

import argparse
import math
from multiprocessing import Pool

from cassino.ai import choose_move
from cassino.ai.evaluate import spread_chances
from cassino.engine import Game
from cassino.scoring import Most, counted, counted_in_deck, kind_of, majority_chances


def _round(job: tuple) -> list[tuple[str, int, int, int]]:
    """(item key, lead, left, outcome 1 win / 0 tie / -1 loss) for side 0 at each deal's end."""
    variant, seed, levels, budget_ms = job
    game = Game.new(variant, players=2, seed=seed)
    items = [i for i in game.rules.scoring if type(kind_of(i)) is Most]
    rows = []
    ply = 0
    while not game.round_over:
        held = sum(map(len, game.state.hands))
        seat = game.to_move
        game.play(choose_move(game.observation(seat), levels[seat], seed=seed * 1009 + ply,
                              budget_ms=budget_ms))
        ply += 1
        if not game.round_over and sum(map(len, game.state.hands)) > held:
            for item in items:
                counts = [counted(game.rules, item, p) for p in game.piles]
                left = counted_in_deck(game.rules, item) - sum(counts)
                rows.append((item.key, counts[0] - counts[1], left))
    final = {}
    for item in items:
        counts = [counted(game.rules, item, p) for p in game.piles]
        final[item.key] = (counts[0] > counts[1]) - (counts[0] < counts[1])
    return [(key, lead, left, final[key]) for key, lead, left in rows]


def _loss(rows: list[tuple[str, int, int, int]], chances) -> float:
    total = 0.0
    for _key, lead, left, outcome in rows:
        win, tie = chances(lead, left)
        lose = 1.0 - win - tie
        p = {1: win, 0: tie, -1: lose}[outcome]
        total -= math.log(min(1.0, max(p, 1e-6)))
    return total / len(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="casino")
    parser.add_argument("--rounds", type=int, default=400)
    parser.add_argument("--a", default="counter")
    parser.add_argument("--b", default="greedy")
    parser.add_argument("--budget-ms", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    jobs = [(args.variant, args.seed + i // 2, [args.a, args.b] if i % 2 == 0 else
             [args.b, args.a], args.budget_ms) for i in range(args.rounds)]
    with Pool(args.jobs) as pool:
        rows = [r for found in pool.imap(_round, jobs, chunksize=4) for r in found]
    for key in sorted({r[0] for r in rows}):
        mine = [r for r in rows if r[0] == key]
        print(f"{key}: {len(mine)} deal ends")
        print(f"  binomial: log loss {_loss(mine, majority_chances):.4f}")
        for spread in (1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0):
            loss = _loss(mine, lambda lead, left, s=spread: spread_chances(lead, left, s))
            print(f"  spread {spread}: log loss {loss:.4f}")
        bins: dict[int, list[float]] = {}
        for _key, lead, left, outcome in mine:
            win, _tie = majority_chances(lead, left)
            bins.setdefault(min(9, int(win * 10)), []).append(outcome == 1)
        print("  binomial win chance -> won: " + ", ".join(
            f"{b / 10:.1f}: {sum(v) / len(v):.2f} ({len(v)})" for b, v in sorted(bins.items())))


if __name__ == "__main__":
    main()
