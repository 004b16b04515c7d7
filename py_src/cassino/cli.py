"""``python -m cassino``: list variants, play in the terminal, simulate random play, and
pit computer levels against each other (arena)."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from . import ai, variants
from .cards import parse_card
from .engine import Game
from .errors import IllegalMove
from .notation import describe


def _cmd_variants(args: argparse.Namespace) -> int:
    for v in variants():
        players = ",".join(str(p) for p in v["players"])
        print(f"{v['id']:16} {v['name']['en']:28} players {players:8} seed {v['source']}")
    return 0


def simulate(variant: str, rounds: int, seed: int, players: int = 2) -> dict:
    """Play ``rounds`` rounds of uniformly random legal moves; return counts and speed.

    Speed is rounds per second of this process's CPU time (one core), so that other work
    on the machine does not blur the figure; ``wall_seconds`` gives the elapsed time.
    """
    rng = random.Random(seed)
    game = Game.new(variant, players=players, seed=seed)
    plies = 0
    start, wall = time.process_time(), time.perf_counter()
    for _ in range(rounds):
        while not game.round_over:
            game.play_random(rng)
            plies += 1
        if game.match_over:
            game = Game.new(variant, players=players, seed=rng.randrange(2**31))
        else:
            game.next_round()
    elapsed = time.process_time() - start
    return {"rounds": rounds, "plies": plies, "seconds": elapsed,
            "wall_seconds": time.perf_counter() - wall,
            "rounds_per_s": rounds / elapsed if elapsed else float("inf")}


def _cmd_check(args: argparse.Namespace) -> int:
    from .audit import InvariantBroken, random_rounds
    from .rules import RULE_SETS

    failures = 0
    for variant, rules in RULE_SETS.items():
        if args.variant and variant != args.variant:
            continue
        for players in rules.players:
            start = time.perf_counter()
            try:
                count = sum(1 for _ in random_rounds(variant, players, args.rounds, args.seed))
                status = "ok"
            except InvariantBroken as exc:
                count, status = 0, f"BROKEN: {exc}"
                failures += 1
            print(f"{variant:16} players={players} rounds={count} "
                  f"seconds={time.perf_counter() - start:.1f} {status}")
    print(f"invariant_failures={failures}")
    return 1 if failures else 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    result = simulate(args.variant, args.rounds, args.seed, args.players)
    print(f"variant={args.variant} rounds={result['rounds']} plies={result['plies']} "
          f"cpu_seconds={result['seconds']:.3f} wall_seconds={result['wall_seconds']:.3f}")
    print(f"rounds_per_s={result['rounds_per_s']:.1f}")
    return 0


def _cmd_arena(args: argparse.Namespace) -> int:
    from .ai import arena

    summary = arena.run(args.variant, args.a, args.b, args.pairs, args.seed,
                        players=args.players, budget_ms=args.budget_ms, jobs=args.jobs,
                        clock=not args.no_clock)
    print(f"variant={args.variant} players={args.players} a={args.a} b={args.b} "
          f"budget_ms={args.budget_ms} seed={args.seed}"
          + (" no_clock" if args.no_clock else ""))
    for level, ms in sorted(summary.ms_per_move.items()):
        print(f"ms_per_move[{level}]={ms:.1f}")
    if summary.stuck:
        print(f"stuck_rounds={summary.stuck} (no legal move before the round's end)")
    if summary.expert_line():
        print(summary.expert_line())
    print(summary.line())
    return 0


ARENA_HELP = """Play mirrored pairs: each seeded round is played twice, A in seat 0 (side 0
with partnerships) and B in the other seats, then swapped. mean_diff is the mean over
pairs of A's points minus B's, summed over the pair's two games: points per mirrored pair
(B's points are the mean of its sides when it holds several); ci_low/ci_high its 95%
confidence interval; win_rate the share of pairs where A's paired total beats B's (a tie
counts half). Where the lowest total wins, a negative mean_diff favours A."""


def _show(game: Game, seat: int, lang: str) -> None:
    view = game.view(seat)
    table = " ".join(parse_card(c).symbol for c in view["table"]["loose"]) or "-"
    print(f"\nround {view['round']} deal {view['deal']}/{view['deals']}"
          f"{' (últimas/last)' if view['last_deal'] else ''}  scores {view['scores']}")
    print(f"table: {table}")
    for b in view["table"]["builds"]:
        groups = " | ".join("+".join(parse_card(c).symbol for c in g) for g in b["groups"])
        print(f"  build #{b['id']} value {b['value']} owner {b['owner']}: {groups}")
    print(f"opponent holds {view['hands'][1 - seat]} cards; stock {view['stock']}")
    print("your hand: " + " ".join(parse_card(c).symbol for c in view["hand"]))


def _cmd_play(args: argparse.Namespace) -> int:
    game = Game.new(args.variant, seed=args.seed)
    human = 0
    lang = args.lang
    while True:
        while not game.round_over:
            if game.to_move == human:
                _show(game, human, lang)
                moves, _ = game.offered_moves()  # (on a large table, a bounded choice)
                for i, move in enumerate(moves, 1):
                    print(f"  {i:2}. {describe(move.to_dict(), lang)}")
                answer = input("move> ").strip()
                if answer in ("q", "quit"):
                    return 0
                try:
                    game.play(moves[int(answer) - 1])
                except (ValueError, IndexError):
                    print("type a move number (q quits)")
                except IllegalMove as exc:
                    print(exc.message[lang])
            else:
                move = ai.choose_move(game.observation(game.to_move), "greedy")
                print(f"computer: {describe(move, lang)}")
                game.play(move)
        print("round score:", json.dumps(game.round_score()), "match:", game.scores)
        if game.match_over:
            print(f"winner: seat {game.winner}")
            return 0
        game.next_round()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cassino", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("variants", help="list the rule sets").set_defaults(func=_cmd_variants)
    play = sub.add_parser("play", help="play in the terminal against the computer")
    play.add_argument("--variant", default="casino")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--lang", choices=("pt", "en"), default="en")
    play.set_defaults(func=_cmd_play)
    check = sub.add_parser("check", help="seeded random rounds of every rule set and player "
                           "count, checking the invariants")
    check.add_argument("--variant", default=None)
    check.add_argument("--rounds", type=int, default=1000)
    check.add_argument("--seed", type=int, default=1)
    check.set_defaults(func=_cmd_check)
    sim = sub.add_parser("simulate", help="random legal play; prints rounds_per_s")
    sim.add_argument("--variant", default="casino")
    sim.add_argument("--rounds", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--players", type=int, default=2)
    sim.set_defaults(func=_cmd_simulate)
    arena = sub.add_parser("arena", help="pit two computer levels against each other",
                           description=ARENA_HELP)
    arena.add_argument("--variant", default="casino")
    arena.add_argument("--a", default="counter", choices=ai.LEVELS, help="level of player A")
    arena.add_argument("--b", default="greedy", choices=ai.LEVELS, help="level of player B")
    arena.add_argument("--pairs", type=int, default=100)
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--players", type=int, default=2)
    arena.add_argument("--budget-ms", type=int, default=1000,
                       help="expert's thinking budget per move")
    arena.add_argument("--jobs", type=int, default=1, help="worker processes")
    arena.add_argument("--no-clock", action="store_true",
                       help="the expert never stops at the wall clock (80%% of the budget): "
                            "its simulation count, set by --budget-ms alone, decides, so a "
                            "busy machine measures the same player as an idle one")
    arena.set_defaults(func=_cmd_arena)
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except (EOFError, KeyboardInterrupt):
        return 0


if __name__ == "__main__":
    sys.exit(main())
