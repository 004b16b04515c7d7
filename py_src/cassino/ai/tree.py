"""The searching seat's later moves of the deal chosen over information sets, not peeked.

In a flat search the rollout player of the searching seat (the wary policy) sees the
sampled world: its later moves are chosen as if it knew the other hands, which the real
player never will (strategy fusion). Here each candidate has a tree of the seat's own
later decisions keyed by the public moves since the candidate (the same in every world
where the moves are public): at a node met before, the seat's move is picked by UCB1 over
what its moves brought across the worlds, so one move is chosen per information set; the
others' moves and the positions past the tree are played by the rollout policies.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..engine import Game
from ..moves import Move
from .fastsim import Positions
from .policies import FastPolicy

EXPLORE = 2.0
"""UCB1's exploration weight, in points of the objective."""


class Node:
    """An information set of the searching seat's deal: its visits, the sum of the values
    met through it, and the nodes after each move (its own, or another seat's)."""

    __slots__ = ("visits", "total", "children")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.children: dict[Move, Node] = {}


def descend(game: Game, node: Node, seat: int, policies: Sequence[FastPolicy],
            rng: random.Random, positions: Positions | None,
            max_plies: int = 400) -> list[Node]:
    """Play ``game`` to the end of its deal (or of the round): the searching ``seat``'s
    moves by UCB1 while in the tree (a node new to it is played on by the policies), the
    others' by their policies. Answers the nodes passed through, ``node`` first."""
    state = game.state
    deal = state.deal_no
    path = [node]
    in_tree = node.visits > 0
    for _ in range(max_plies):
        if state.round_over or state.deal_no != deal:
            break
        at = positions.at(game) if positions is not None else None
        mover = state.to_move
        if in_tree and mover == seat:
            moves = at.moves if at is not None else \
                [m for m in game.legal_moves() if m.card is not None] or game.legal_moves()
            move = _pick(node, moves, policies[mover], game, rng, at)
            child = node.children.get(move)
            if child is None:
                child = node.children[move] = Node()
            in_tree = child.visits > 0
        else:
            move = policies[mover].choose(game, rng, at)
            if move is None:
                break
            if in_tree:
                child = node.children.get(move)
                if child is None:
                    child = node.children[move] = Node()
                # (another seat's move: the node after it is in the tree while the
                # seat's next decision there has been met)
            else:
                child = None
        game.play_legal(move)
        if child is not None:
            node = child
            path.append(node)
    return path


def _pick(node: Node, moves: list[Move], policy: FastPolicy, game: Game,
          rng: random.Random, at: object) -> Move:
    """UCB1 over ``moves``; the policy's choice first among the untried ones."""
    children = node.children
    untried = [m for m in moves if m not in children]
    if untried:
        if len(untried) == len(moves):
            return policy.choose(game, rng, at)  # type: ignore[arg-type]
        return untried[0]
    log_n = math.log(max(1, node.visits))
    best, best_score = moves[0], -math.inf
    for m in moves:
        child = children[m]
        score = child.total / child.visits + EXPLORE * math.sqrt(log_n / child.visits) \
            if child.visits else math.inf
        if score > best_score:
            best, best_score = m, score
    return best


def back_up(path: list[Node], value: float) -> None:
    """Add a simulation's value to every node it passed through."""
    for node in path:
        node.visits += 1
        node.total += value
