"""The one-move players: greedy, counter, and the fast policy that plays out simulations.

* ``greedy``: the most valuable capture, else trail the least valuable card.
* ``counter``: one ply with card counting. Each legal move is scored by the change it makes
  to the estimated objective (:class:`~.evaluate.Estimator`), minus the expected damage the
  next player can do on the table it leaves: for every class of unseen card (cards that
  capture alike), the chance that player holds one (hypergeometric, from the number of
  unseen cards and its hand size) and the best capture such a card makes there; the
  expected maximum over the classes is subtracted. A build of one's own counts for part of
  what capturing it will bring. When the move ends the round, the cards left go to the
  last capturer.
* ``fast``: a cheap greedy with a little randomness, for rollouts in full-information
  worlds (it sees the whole game it is given: use it only inside sampled worlds);
  ``grab``, the same without builds (a model of the other players in the expert's
  rollouts); ``wary``, the same looking at the next player's hand in the world (a trail
  or a lone card left that it can take costs that card, a build it can take counts
  against), the expert's own rollout player.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import comb

from ..cards import Card, parse_card
from ..engine import Game
from ..moves import Move
from ..rules import RuleSet
from .adding import add_up
from .evaluate import Estimator, card_worth, estimator, worths
from .fastsim import Position, Positions
from .knowledge import Knowledge

BUILD_HOPE = 0.8
"""The share of a build's capture a counter player counts on when it makes the build."""


def greedy(rules: RuleSet, moves: Sequence[Move], table_size: int) -> Move:
    """Take the most valuable capture; otherwise trail the least valuable card."""
    captures = [m for m in moves if m.kind == "capture"]
    if captures:
        def gain(m: Move) -> float:
            sweep = rules.sweep_points if len(m.takes) == table_size else 0
            return add_up(card_worth(rules, c) for c in (m.card, *m.takes)) + sweep + \
                len(m.takes) * 0.01
        return max(captures, key=gain)
    trails = [m for m in moves if m.kind == "trail"]
    if trails:
        return min(trails, key=lambda m: card_worth(rules, m.card))
    return moves[0]


class FastPolicy:
    """A cheap rollout player: greedy on static card worth, with ``epsilon`` random moves.

    Captures score the worth of the cards taken (and a sweep), builds half the worth of
    what they gather, trails lose a little of the trailed card's worth. Where the lowest
    total wins, worth counts against the player.
    """

    builds = True

    def __init__(self, rules: RuleSet, epsilon: float = 0.1) -> None:
        self.worth = worths(rules)
        self.sign = -1.0 if rules.lowest_wins else 1.0
        self.sweep = rules.sweep_points
        self.epsilon = epsilon

    def _candidates(self, game: Game, rng: random.Random,
                    at: Position | None) -> tuple[list[Move], Move | None]:
        """The moves to score (hand-card moves; the others only when there is none), and
        the pick when no scoring is needed: the only move, or a random one (``epsilon``)."""
        moves = at.moves if at is not None else \
            [m for m in game.legal_moves() if m.card is not None] or game.legal_moves()
        if len(moves) == 1:
            return moves, moves[0]
        if moves and rng.random() < self.epsilon:
            return moves, rng.choice(moves)
        return moves, None

    def choose(self, game: Game, rng: random.Random, at: Position | None = None) -> Move | None:
        """The policy's move in ``game``. ``at``: the search's memo of this position
        (:class:`.fastsim.Position`), where a choice made before in the same situation is
        made again without scoring the moves."""
        if at is None:
            moves, pick = self._candidates(game, rng, None)
            if pick is not None or not moves:
                return pick
            return self._best(game, moves)
        moves = at.moves  # (_candidates, inlined)
        if len(moves) == 1:
            return moves[0]
        if not moves:
            return None
        if rng.random() < self.epsilon:
            return rng.choice(moves)
        situation = self._situation(game)
        best = at.chosen.get(situation)
        if best is None:
            best = at.chosen[situation] = self._best(game, moves)
        return best

    def _situation(self, game: Game) -> object:
        """What the best move depends on besides the position: only the policy."""
        return self

    def _best(self, game: Game, moves: list[Move]) -> Move:
        """The best-scored of ``moves`` (the first of equals)."""
        worth = self.worth
        sign = self.sign
        table = len(game.loose) + sum(len(b.cards) for b in game.builds)
        best, best_score = moves[0], -1e9
        for m in moves:
            kind = m.kind
            if m.card is None:  # a declaration: only when nothing else is legal
                score = -1e6
            elif kind == "capture":
                score = sign * (add_up(worth[c] for c in m.takes) + worth[m.card]
                                + (self.sweep if len(m.takes) == table else 0)) + 0.01
            elif kind == "trail":
                score = -0.3 * sign * worth[m.card] - 0.05
            elif self.builds:
                score = sign * 0.5 * (add_up(worth[c] for c in m.uses) + worth[m.card])
            else:
                score = -1e5
            if score > best_score:
                best, best_score = m, score
        return best


class GrabPolicy(FastPolicy):
    """The fast policy that never builds while it can capture or trail: a model of a
    player who grabs what it can (the greedy level's way)."""

    builds = False


class WaryPolicy(FastPolicy):
    """The fast policy with a look at the next player's hand (it sees the whole sampled
    world): a card trailed or left alone on the table that the next player can take costs
    its worth (and a sweep, when it would be the table's last card); a build the next
    player can take counts against instead of for."""

    sums = False

    def __init__(self, rules: RuleSet, epsilon: float = 0.1) -> None:
        super().__init__(rules, epsilon)
        self.rules = rules
        self.hand_values = {card: rules.in_hand(card) for card in rules.deck}
        self.table_values = {card: rules.on_table(card) for card in rules.deck}

    def _situation(self, game: Game) -> object:
        """The policy and, when the next player is a rival, its hand."""
        state, sides = game.state, game.sides
        seat = state.to_move
        nxt = (seat + self.rules.direction) % game.players
        if nxt % sides == seat % sides:  # (Game.side_of)
            return self
        return self, tuple(state.hands[nxt])

    def _glance(self, game: Game) -> _Glance:
        """What this policy sees of the position (the next hand itself)."""
        return _Glance(self, game)

    def _best(self, game: Game, moves: list[Move]) -> Move:
        glance = self._glance(game)
        best, best_score = moves[0], -1e9
        for m in moves:
            score = glance.score(m)
            if score > best_score:
                best, best_score = m, score
        return best


class _Glance:
    """What the wary policy sees of one position: the table, and whether the next player
    is a rival and which values and ranks their hand can take."""

    __slots__ = ("policy", "worth", "sign", "sweep", "loose", "builds", "table", "rival",
                 "reach", "ranks")

    def __init__(self, policy: WaryPolicy, game: Game) -> None:
        self.policy = policy
        self.worth, self.sign, self.sweep = policy.worth, policy.sign, policy.sweep
        self.loose = loose = game.loose
        self.builds = builds = game.builds
        self.table = len(loose) + sum(len(b.cards) for b in builds)
        nxt = (game.to_move + game.rules.direction) % game.players
        self.rival = rival = game.side_of(nxt) != game.side_of(game.to_move)
        self.reach: set = set()
        self.ranks: set = set()
        if rival:
            hand_values = policy.hand_values
            for c in game.hands[nxt]:
                self.reach.update(hand_values[c])
                self.ranks.add(c.rank)

    def score(self, m: Move) -> float:
        """A move's worth: a capture's cards (and sweep), less the card it leaves alone
        where the next player takes it; a trail costs a little of its card and what the
        next player takes of it; a build the next player can take is a gift, else half its
        worth. A declaration comes only when nothing else is legal."""
        worth, sign, sweep, table = self.worth, self.sign, self.sweep, self.table
        kind = m.kind
        if m.card is None:
            return -1e6
        if kind == "capture":
            score = sign * (add_up(worth[c] for c in m.takes) + worth[m.card]
                            + (sweep if len(m.takes) == table else 0)) + 0.01
            loose = self.loose
            if self.rival and not self.builds and len(m.takes) == len(loose) - 1:
                left = next(c for c in loose if c not in m.takes)
                score -= sign * self.exposed(left, True)
            return score
        if kind == "trail":
            score = -0.3 * sign * worth[m.card] - 0.05
            if self.rival:
                score -= sign * self.exposed(m.card, table == 0, self.policy.sums)
            return score
        gather = add_up(worth[c] for c in m.uses) + worth[m.card]
        return -sign * gather if self.rival and m.value in self.reach else sign * 0.5 * gather

    def exposed(self, card: Card, alone: bool, pairs: bool = False) -> float:
        """What the next player gains by taking ``card`` off the table (alone, or
        with one other loose card when SUMS is on)."""
        worth, reach = self.worth, self.reach
        table_values = self.policy.table_values
        values = table_values[card]
        if (values and reach.intersection(values)) or (not values and card.rank in self.ranks):
            return worth[card] + (self.sweep if alone else 0.0)
        if pairs and values and reach:
            for other in self.loose:
                for x in table_values[other]:
                    for v in values:
                        if v + x in reach:
                            return worth[card] + worth[other] + (
                                self.sweep if self.table == 1 and not self.builds else 0.0)
        return 0.0


class BlindPolicy(WaryPolicy):
    """The wary policy without a look at the next player's hand: a card it leaves is lost
    with the chance that a hand of the next player's size, dealt from the cards the search
    has not seen (:meth:`know`), holds a card that takes it (the counter player's reading,
    cheap: a table of chances per card and hand size)."""

    def __init__(self, rules: RuleSet, epsilon: float = 0.1) -> None:
        super().__init__(rules, epsilon)
        self.takers: dict[Card, int] = {}
        self.value_takers: dict[int, int] = {}
        self.unseen = 0
        self.chances: dict[tuple[Card, int], float] = {}

    def know(self, unseen: Sequence[Card]) -> None:
        """Count, for each card of the deck, the unseen cards that would take it alone."""
        hand_values = self.hand_values
        self.unseen = len(unseen)
        for card in self.rules.deck:
            values = self.table_values[card]
            if values:
                n = sum(1 for c in unseen if not set(values).isdisjoint(hand_values[c]))
            else:
                n = sum(1 for c in unseen if c.rank == card.rank)
            self.takers[card] = n
        self.value_takers = {}
        for c in unseen:
            for v in hand_values[c]:
                self.value_takers[v] = self.value_takers.get(v, 0) + 1
        self.chances = {}

    def chance(self, card: Card | int, hand: int) -> float:
        """The chance a hand of ``hand`` unseen cards holds a taker of ``card`` (a card
        left alone, or a build's value)."""
        key = (card, hand)
        found = self.chances.get(key)
        if found is None:
            u = self.unseen
            n = self.value_takers.get(card, 0) if isinstance(card, int) else \
                self.takers.get(card, 0)
            found = 1.0 - comb(u - n, hand) / comb(u, hand) if 0 < hand <= u else 0.0
            found = self.chances[key] = found
        return found

    def _situation(self, game: Game) -> object:
        return self

    def _glance(self, game: Game) -> _Glance:
        """What this policy sees of the position (chances in place of the next hand)."""
        return _BlindGlance(self, game)


class _BlindGlance(_Glance):
    """The wary glance with chances in place of the next player's hand."""

    __slots__ = ("hand",)

    def __init__(self, policy: BlindPolicy, game: Game) -> None:
        self.policy = policy
        self.worth, self.sign, self.sweep = policy.worth, policy.sign, policy.sweep
        self.loose = game.loose
        self.builds = game.builds
        self.table = len(self.loose) + sum(len(b.cards) for b in self.builds)
        nxt = (game.to_move + game.rules.direction) % game.players
        self.rival = game.side_of(nxt) != game.side_of(game.to_move)
        self.hand = len(game.hands[nxt])
        self.reach = set()
        self.ranks = set()

    def score(self, m: Move) -> float:
        kind = m.kind
        if m.card is None or kind in ("capture", "trail"):
            return super().score(m)
        gather = add_up(self.worth[c] for c in m.uses) + self.worth[m.card]
        if not self.rival:
            return self.sign * 0.5 * gather
        p = self.policy.chance(m.value, self.hand)  # type: ignore[attr-defined]
        return self.sign * gather * (0.5 - 1.5 * p)

    def exposed(self, card: Card, alone: bool, pairs: bool = False) -> float:
        policy: BlindPolicy = self.policy  # type: ignore[assignment]
        return policy.chance(card, self.hand) * (
            self.worth[card] + (self.sweep if alone else 0.0))


class SumsPolicy(WaryPolicy):
    """The wary policy that also sees a trailed card taken with one other loose card."""

    sums = True


def rollout(game: Game, policy: FastPolicy, rng: random.Random, max_plies: int = 400,
            deal_only: bool = False, policies: Sequence[FastPolicy] | None = None,
            positions: Positions | None = None) -> bool:
    """Play the round out with ``policy`` (or ``policies``, one per seat; with
    ``deal_only``, only until the hands dealt now are played out); False if it got stuck
    (no legal move). ``positions``: the search's memo of the positions met (the same
    moves are chosen, with less work)."""
    state = game.state  # (the game's one state, changed in place by play)
    deal = state.deal_no
    at = None
    for _ in range(max_plies):
        if state.round_over or (deal_only and state.deal_no != deal):
            return True
        if positions is not None:
            at = positions.at(game)
        move = (policies[state.to_move] if policies else policy).choose(game, rng, at)
        if move is None:
            return False
        game.play_legal(move)  # (a move of the position's legal list)
    return state.round_over


# --------------------------------------------------------------------------- counter
def _after(k: Knowledge, move: Move) -> tuple[list[Card], list[dict], list[list[Card]],
                                               list[int], int | None]:
    """Table, builds, captured piles, sweeps and last capturer after the seat's ``move``."""
    loose = list(k.loose)
    builds = [dict(b) for b in k.builds]
    piles = [list(p) for p in k.captured]
    sweeps = list(k.sweeps)
    last = k.last_capturer
    groups = [[c.code for c in g] for g in move.groups]
    new_id = max((b["id"] for b in builds), default=0) + 1
    if move.kind == "capture":
        taken = set(move.takes)
        loose = [c for c in loose if c not in taken]
        builds = [b for b in builds if b["id"] not in move.targets]
        piles[k.pile_of(k.seat)].extend([move.card, *move.takes])  # (a partner's, 000:
        # the same side's points)
        last = k.seat
        if not loose and not builds and k.rules.sweep_points > 0:
            sweeps[k.side] += 1
    elif move.kind == "trail":
        if move.uses:
            used = set(move.uses)
            loose = [c for c in loose if c not in used]
            builds.append({"id": new_id, "value": move.value, "groups": groups,
                           "owner": k.seat})
        loose.append(move.card)
    else:
        used = set(move.uses)
        loose = [c for c in loose if c not in used]
        if move.kind == "build":
            builds.append({"id": new_id, "value": move.value, "groups": groups,
                           "owner": k.seat if move.partner is None else move.partner})
        else:
            partners = tuple(s for s in range(k.players) if k.side_of(s) == k.side)
            for b in builds:
                if b["id"] == move.target:
                    b.update(value=move.value, groups=groups, owner=k.rules.owner_after(
                        move.kind, b["owner"], k.seat, partners))
    return loose, builds, piles, sweeps, last


def _classes(rules: RuleSet, cards: Sequence[Card]) -> dict[tuple, list[Card]]:
    """Unseen cards grouped by what they capture: their hand values (their rank when they
    have none)."""
    classes: dict[tuple, list[Card]] = {}
    for card in cards:
        values = rules.in_hand(card)
        classes.setdefault((values, None if values else card.rank), []).append(card)
    return classes


def _expected_max(options: list[tuple[float, float]]) -> float:
    """E[max gain] over independent options ``(gain, chance it is available)``; 0 floor."""
    total, none_better = 0.0, 1.0
    for gain, chance in sorted(options, reverse=True):
        if gain <= 0:
            break
        total += gain * chance * none_better
        none_better *= 1 - chance
    return total


def counter(k: Knowledge, moves: Sequence[Move]) -> Move:
    """The counter player's move (see the module doc)."""
    rules = k.rules
    est = estimator(rules, k.sides)
    base = est.value(k.captured, k.sweeps, _side(k, k.last_capturer), k.side)
    nxt = (k.seat + rules.direction) % k.players
    hidden = len(k.unseen)
    classes = _classes(rules, k.unseen)
    later = sum(n for where, n in rules.deal.later if where == "players")
    draws = rules.deal.draw_after_play and k.stock > 0
    mine_left = len(k.hand) - 1 + (1 if draws else 0)
    others_left = sum(n for s, n in enumerate(k.hand_counts) if s != k.seat)
    round_ends = mine_left == 0 and others_left == 0 and k.stock == 0
    opp_hand = k.hand_counts[nxt] or (later if k.stock and mine_left == 0
                                      and others_left == 0 else 0)
    best, best_score = moves[0], -1e18
    for move in moves:
        loose, builds, piles, sweeps, last = _after(k, move)
        if round_ends and last is not None:
            rest = [*loose, *(parse_card(c) for b in builds for g in b["groups"] for c in g)]
            piles[k.pile_of(last)].extend(rest)
            score = est.value(piles, sweeps, _side(k, last), k.side) - base
        else:
            now = est.value(piles, sweeps, _side(k, last), k.side)
            score = now - base
            if opp_hand and k.side_of(nxt) != k.side:
                score -= _threat(k, est, nxt, opp_hand, hidden, classes, loose, builds,
                                 piles, sweeps, now)
            if move.kind != "capture" and (move.kind != "trail" or move.uses):
                score += BUILD_HOPE * _build_gain(k, est, move, piles, sweeps, now)
        if score > best_score + 1e-9:
            best, best_score = move, score
    return best


def _side(k: Knowledge, seat: int | None) -> int | None:
    return None if seat is None else k.side_of(seat)


def _threat(k: Knowledge, est: Estimator, opp: int, hand_size: int, hidden: int,
            classes: dict[tuple, list[Card]], loose: list[Card], builds: list[dict],
            piles: list[list[Card]], sweeps: list[int], now: float) -> float:
    """The expected objective the next player ``opp`` takes away with its best capture."""
    reps = [cards[0] for cards in classes.values()]
    if not reps:
        return 0.0
    hands: list[list[Card]] = [[] for _ in range(k.players)]
    hands[opp] = reps
    try:
        game = Game.from_position(k.rules, hands, loose, builds, to_move=opp,
                                  piles=piles, last_capturer=k.seat)
    except ValueError:
        return 0.0
    game.bounded = True  # on a large table, a bounded choice of its captures (movegen)
    opp_side = k.side_of(opp)
    best: dict[Card, float] = {}
    table = len(loose) + sum(len(g) for b in builds for g in b["groups"])
    for m in game.legal_captures():
        if m.card is None:
            continue
        after = [list(p) for p in piles]
        after[k.pile_of(opp)].extend([m.card, *m.takes])
        swept = list(sweeps)
        if len(m.takes) == table and k.rules.sweep_points > 0:
            swept[opp_side] += 1
        loss = now - est.value(after, swept, opp_side, k.side)
        if loss > best.get(m.card, 0.0):
            best[m.card] = loss
    options = []
    for cards in classes.values():
        gain = best.get(cards[0], 0.0)
        if gain > 0:
            chance = 1 - comb(hidden - len(cards), hand_size) / comb(hidden, hand_size) \
                if hidden >= hand_size else 1.0
            options.append((gain, chance))
    return _expected_max(options)


def _build_gain(k: Knowledge, est: Estimator, move: Move, piles: list[list[Card]],
                sweeps: list[int], now: float) -> float:
    """What capturing the build ``move`` leaves would bring, with the card kept for it."""
    value = move.value
    keep = [c for c in k.hand if c is not move.card and value in k.rules.in_hand(c)]
    if not keep:
        return 0.0
    cards = [c for g in move.groups for c in g]
    after = [list(p) for p in piles]
    after[k.pile_of(k.seat)].extend([min(keep, key=lambda c: est.each[c]), *cards])
    return est.value(after, sweeps, k.side, k.side) - now
