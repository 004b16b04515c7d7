"""The match: a round scored into the match, the target and who wins, the next dealer,
and Tablic's declarations."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import codes
from .messages import illegal
from .rules import RuleSet
from .scoring import score_round
from .seating import Seating
from .state import GameState


class Match:
    """The match part of ``Game``: scoring rounds, the winner, declarations."""

    rules: RuleSet
    players: int
    sides: int
    seating: Seating
    state: GameState

    @property
    def declared(self) -> bool:
        """Tablic: whether the seat to move has declared since the last card was played."""
        return self.state.declared

    @declared.setter
    def declared(self, value: bool) -> None:
        self.state.declared = value

    def may_declare(self, seat: int) -> bool:
        """Tablic: whether ``seat`` may declare now — on anyone's turn, and between rounds,
        once between two cards played, until the match is over (003: "assim que um jogador
        ou dupla anuncia que ultrapassou os 101 pontos ... sem esperar o final da rodada")."""
        return (self.rules.declare_target is not None and not self.state.match_over
                and self.state.round > 0 and 0 <= seat < self.players
                and seat not in self.state.declared_by)

    def declare_total(self, seat: int, points: Sequence[int] | None = None) -> int:
        """The total a declaration by ``seat`` is counted at: its side's match score plus
        this round's points so far (none once the round is scored into the match).
        ``points``: this round's points per side, when already worked out."""
        side = self.side_of(seat)
        if self.state.round_over:
            return self.state.scores[side]
        if points is None:
            points = [entry["total"] for entry in self._score(self.state.carry_in)[0]]
        return self.state.scores[side] + points[side]

    def declare(self, seat: int) -> bool:
        """Tablic: ``seat`` declares that its side has reached the target, on anyone's turn
        (whose turn it is does not change); returns whether it was right. Right, the side
        wins the match at once — the first to declare wins, whoever else has the target;
        wrong, it loses ``declare_penalty`` points and play goes on (003).

        :raises IllegalMove: no declarations in this game (``no-declaration``), the match
            is over, no such seat, or the seat declared since the last card played.
        """
        if self.rules.declare_target is None:
            raise illegal("no-declaration")
        if self.state.match_over:
            raise illegal("match-over")
        if isinstance(seat, bool) or not isinstance(seat, int) or not (
                0 <= seat < self.players):
            raise illegal("no-such-seat")
        if not self.may_declare(seat):
            raise illegal("already-declared")
        return self._declare(seat)

    def _declare(self, seat: int) -> bool:
        """A declaration by ``seat``: its side's total (this round's points so far included)
        is counted. Right, it wins at once; wrong, it loses the penalty and play goes on.
        The seat to move then plays a card as usual."""
        side = self.side_of(seat)
        points = None if self.state.round_over else [
            entry["total"] for entry in self._score(self.state.carry_in)[0]]
        total = self.declare_total(seat, points)
        right = total >= self.rules.declare_target
        self.state.events.append({"event": "declare", "kind": "declare", "card": None,
                             "seat": seat, "right": right, "total": total})
        self.state.legal = None
        self.state.declared_by = [*self.state.declared_by, seat]
        if right:
            if not self.state.round_over:  # the round stops here, scored for the declarer
                self.state.scores[side] += points[side]
                self.state.result, self.state.carry = self._score(self.state.carry_in)
                self.state.past_rounds.append(self.state.result)
                self.state.round_over = self.state.interrupted = True
            self.state.match_over = True
            self.state.winner = side
            self.state.legal = []
        else:
            self.state.scores[side] -= self.rules.declare_penalty
        return right

    def _end_round(self) -> None:
        """Last capturer takes the rest (never a sweep); the round is scored (001 §07–§08)."""
        rest = [*self.state.loose, *(c for b in self.state.builds for c in b.cards)]
        if self.state.last_capturer is not None and rest:
            self.state.piles[self.seating.pile_of[self.state.last_capturer]].extend(rest)
            self.state.events.append({"event": "rest", "seat": self.state.last_capturer,
                                 "takes": codes(rest)})
            self.state.loose, self.state.builds = [], []
        self.state.round_over = True
        self.state.legal = []
        self.state.round_void = (self.rules.void_round_without_capture
                                 and self.state.last_capturer is None)
        if self.state.round_void:
            self.state.result = [{"total": 0, "items": {i.key: 0 for i in self.rules.scoring}}
                           for _ in range(self.sides)]
        else:
            self.state.result, self.state.carry = self._score(self.state.carry_in)
            for side, entry in enumerate(self.state.result):
                self.state.scores[side] += entry["total"]
        self.state.past_rounds.append(self.state.result)
        self._check_match()

    def _check_match(self) -> None:
        """Reaching the target ends the match; the best total wins (the lowest where the
        rule set says so); a tie plays on (001 §08)."""
        rules = self.rules
        target = self.target
        if self.state.round_void or rules.declare_target is not None:
            return  # a declaring game ends only by a declaration
        outright = self.rules.outright_round_points
        if outright is not None and self.state.result:
            # 004: a side taking most of a round's points (6 of 11) wins outright.
            best = [s for s, e in enumerate(self.state.result) if e["total"] >= outright]
            if len(best) == 1:
                self.state.match_over = True
                self.state.winner = best[0]
                return
        if max(self.state.scores) < target:
            return
        best = min(self.state.scores) if rules.lowest_wins else max(self.state.scores)
        leaders = [s for s, total in enumerate(self.state.scores) if total == best]
        if len(leaders) != 1:
            return
        self.state.games_won[leaders[0]] += 1
        if self.state.games_won[leaders[0]] >= rules.games_to_win:
            self.state.match_over = True
            self.state.winner = leaders[0]
        else:  # a best-of series: the next game starts from nothing
            self.state.scores = [0] * self.sides
            self.state.carry = {}

    @property
    def target(self) -> int:
        """The total that ends the current game: a best-of series may have a decider with
        its own target (003 Basra: the fifth game to 150)."""
        rules = self.rules
        decider = rules.decider_target
        if decider is not None and rules.games_to_win > 1 and all(
                won == rules.games_to_win - 1 for won in self.state.games_won):
            return decider
        return rules.target

    def round_score(self) -> list[dict]:
        """Per side, ``{"total", "items"}``: the round's result, or so far while it lasts."""
        if self.state.result is not None:
            return [{"total": e["total"], "items": dict(e["items"])} for e in self.state.result]
        return self._score(self.state.carry_in)[0]

    def _score(self, carried: Mapping[str, int]) -> tuple[list[dict], dict[str, int]]:
        return score_round(self.rules, self.side_piles(), self.state.sweep_score,
                           self._last_capture_side(), carried)

    def _last_capture_side(self) -> int | None:
        return None if self.state.last_capturer is None else self.side_of(self.state.last_capturer)

    def next_round(self) -> None:
        """Deal the next round: the deal passes on, except after a void round (§08)."""
        if not self.state.round_over:
            raise illegal("round-not-over")
        if self.state.match_over:
            raise illegal("match-over")
        if not self.state.round_void:
            self.state.dealer = self._next_dealer()
        self._start_round()

    def _next_dealer(self) -> int:
        """Who deals next: the rule set says (``Hooks.next_dealer``: the deal passes on in
        the direction of play; 000 South African: the round's lowest scorer deals)."""
        return self.rules.hooks.next_dealer(self)
