"""What a large table costs: the legal moves of a position with many loose cards, the
bounded choice offered there, and the computer players' time a move in a round where
nobody captures.

    PYTHONPATH=py_src python bench/large_table.py [--variant casino-do-pato]
        [--sizes 12 16 20 24 28] [--tables 3] [--level counter] [--plies 48]
        [--budget-ms 50] [--seed 0] [--page-plies 48] [--expert-tables 0]

Capturing is optional and may be partial (001 §03; 003: a card takes any disjoint groups of
its value), so a table of n loose cards offers a hand card every union of disjoint groups:
their number grows exponentially with n. In Misère Casino (``casino-do-pato``, 004) both
players prefer to trail, so the table grows by the hands' cards each deal. The first part
deals ``--tables`` seeded random positions per size (a hand of four, n loose cards, no
builds) and prints the legal moves' count and the time to list them (``Game.legal_moves``)
beside the bounded choice offered on a large table and its time (``Game.offered_moves``:
what the page receives and the computer players weigh, above ``movegen.LARGE_TABLE`` loose
cards); the second plays ``--plies`` moves of a seeded round with ``--level`` in both seats
and prints, per move, the table's size, the moves offered and the level's time to choose;
the third plays ``--page-plies`` moves of a hot-seat round through the bridge (two humans,
each trailing) and prints, for each state the page receives with a hand to play, the moves
it spells out, whether they are all the legal ones, its size and the time to make it.
``--expert-tables N`` (alone: the other parts are skipped) plays N seeded rounds with the
counter level in both seats until the table holds 24 loose cards (hands of two), and again
until it holds 18 or more at a deal's first turn (hands of four), and prints the expert's
CPU time and simulations there at the default budget, clock off: what a rollout on a large
table costs (its work, ``fastsim.playout``).
"""

from __future__ import annotations

import argparse
import json
import random
import time

from cassino import Game, bridge
from cassino.ai import choose_move, search
from cassino.rules import RULE_SETS


def listing(variant: str, sizes: list[int], tables: int) -> None:
    """The legal moves of random positions with ``sizes`` loose cards."""
    rules = RULE_SETS[variant]
    for size in sizes:
        for seed in range(tables):
            cards = list(rules.deck)
            random.Random(seed).shuffle(cards)
            game = Game.from_position(rules, [cards[:4], []], cards[4:4 + size], [], to_move=0)
            start = time.perf_counter()
            offered, _ = game.offered_moves()
            offer_s = time.perf_counter() - start
            start = time.perf_counter()
            moves = len(game.legal_moves())
            seconds = time.perf_counter() - start
            print(f"loose={size} table_seed={seed} legal_moves={moves} list_s={seconds:.3f} "
                  f"offered={len(offered)} offer_s={offer_s:.3f}", flush=True)


def round_play(variant: str, level: str, plies: int, budget_ms: int, seed: int) -> None:
    """A round with ``level`` in both seats: each move's table size and thinking time."""
    game = Game.new(variant, players=2, seed=seed)
    for ply in range(plies):
        if game.round_over:
            break
        loose, moves = len(game.state.loose), len(game.offered_moves()[0])
        start = time.perf_counter()
        move = choose_move(game.observation(game.to_move), level, seed=ply,
                           budget_ms=budget_ms)
        seconds = time.perf_counter() - start
        game.play(move)
        print(f"ply={ply + 1} deal={game.state.deal_no} loose={loose} offered={moves} "
              f"{level}_s={seconds:.2f} played={move['kind']}", flush=True)


def page_play(variant: str, plies: int, seed: int) -> None:
    """A hot-seat round through the bridge, both players trailing: each state's moves."""
    def call(request: dict) -> tuple[dict, float, int]:
        start = time.perf_counter()
        text = bridge.handle(json.dumps(request))
        return json.loads(text), time.perf_counter() - start, len(text)

    state, _, _ = call({"op": "new", "variant": variant, "players": 2, "humans": [0, 1],
                        "seed": seed})
    for ply in range(plies):
        if not state.get("ok") or state["awaiting"] != "human":
            break
        state, seconds, size = call({"op": "confirm", "seat": state["view"]["to_move"]})
        moves = state["moves"]
        print(f"ply={ply + 1} loose={len(state['view']['table']['loose'])} "
              f"moves={len(moves)} complete={state['moves_complete']} "
              f"state_kB={size // 1024} state_s={seconds:.3f}", flush=True)
        trails = [m for m in moves if m["kind"] == "trail"]
        state, _, _ = call({"op": "play", "move": (trails or moves)[0]})


def expert_tables(variant: str, rounds: int, budget_ms: int = 1000) -> None:
    """The expert's CPU time and simulations on large tables reached by counter play."""
    search.SAFETY = float("inf")
    stops = {"hands of two": lambda g: len(g.loose) >= 24,
             "a deal's first turn": lambda g: len(g.loose) >= 18
             and len(g.hands[g.to_move]) == 4}
    for where, reached in stops.items():
        for seed in range(rounds):
            game = Game.new(variant, players=2, seed=seed)
            while not game.round_over and not reached(game):
                game.play(choose_move(game.observation(game.to_move), "counter", seed=1))
            if game.round_over:
                continue
            before, cpu = dict(search.STATS), time.process_time()
            choose_move(game.observation(game.to_move), "expert", seed=1, budget_ms=budget_ms)
            print(f"{where}: seed={seed} loose={len(game.loose)} "
                  f"hand={len(game.hands[game.to_move])} "
                  f"cpu_s={time.process_time() - cpu:.3f} "
                  f"simulations={search.STATS['simulations'] - before['simulations']}",
                  flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="casino-do-pato")
    parser.add_argument("--sizes", type=int, nargs="*", default=[12, 16, 20, 24, 28])
    parser.add_argument("--tables", type=int, default=3)
    parser.add_argument("--level", default="counter")
    parser.add_argument("--plies", type=int, default=48)
    parser.add_argument("--budget-ms", type=int, default=50)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--page-plies", type=int, default=48)
    parser.add_argument("--expert-tables", type=int, default=0)
    args = parser.parse_args()
    if args.expert_tables:
        expert_tables(args.variant, args.expert_tables)
        return
    listing(args.variant, args.sizes, args.tables)
    round_play(args.variant, args.level, args.plies, args.budget_ms, args.seed)
    page_play(args.variant, args.page_plies, args.seed)


if __name__ == "__main__":
    main()
