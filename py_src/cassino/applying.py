"""Applying moves: a card played (capture, trail, build, raise, extend) or a table action
changes the table, the piles, the sweeps and whose turn it is; a round ends when the
cards are out."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card
from .moves import Build, Move
from .rules import RuleSet
from .rules.base import NO_HOOKS
from .seating import Seating
from .state import GameState


class Applying:
    """The part of ``Game`` that carries a legal move out."""

    rules: RuleSet
    players: int
    sides: int
    seating: Seating
    state: GameState

    def _apply(self, move: Move) -> None:
        state = self.state
        seat = state.to_move
        kind, played, takes, uses, targets, value, groups, from_pile, partner = move
        rules = self.rules
        if played is None:
            if kind == "declare":
                self._declare(seat)
            else:
                self._table_action(move, seat)
            return
        hand = state.hands[seat]
        hand.remove(played)
        if state.declared_by:
            state.declared_by = []  # each seat may declare again
        state.pending_capture = None
        sweep = False
        loose = state.loose
        if from_pile:
            self._lift_tops(move)
        if kind == "capture":
            sweep = self._capture(move, seat)
        elif kind == "trail":
            if uses:  # a trail that also builds table cards (003 house rule)
                for card in uses:
                    loose.remove(card)
                state.builds.append(Build(state.next_build_id, value, groups, seat))
                state.next_build_id += 1
            loose.append(played)
        else:
            self._lay(move, seat)
        state.events.append((move, seat, sweep))
        state.legal = None
        plan = self.seating.plan
        if plan.draw_after_play and state.stock:
            hand.append(state.stock.pop())
        state.to_move = (seat + rules.direction) % self.players
        if not hand and not any(state.hands):
            if state.stock:
                self._deal(plan.later)
            else:
                self._end_round()
        elif not state.hands[state.to_move]:
            self._pass_empty_hands()

    def _capture(self, move: Move, seat: int) -> bool:
        """A capture: the cards taken leave the table (builds whole), go onto the pile as
        the rule set stacks them; returns whether it scored a sweep."""
        _, played, takes, _, targets, _, _, _, partner = move
        rules = self.rules
        state = self.state
        loose = state.loose
        side = seat % self.sides
        hooks = rules.hooks
        before = None if hooks is NO_HOOKS else [*loose,
                                                  *(c for b in state.builds for c in b.cards)]
        if targets:
            if hooks is not NO_HOOKS:  # (000: a build taken from a partnership)
                hooks.builds_taken(self, seat, _with_ids(state.builds, targets, True))
            state.builds = _with_ids(state.builds, targets, False)
            for card in takes:
                if card in loose:  # not a card of a captured build
                    loose.remove(card)
        else:
            for card in takes:
                loose.remove(card)
        pile = state.piles[self.seating.pile_of[seat]]
        if partner is not None:  # 000 Lesotho: court cards under the partner's pile
            _stack(rules.pile_order, pile, played, takes,
                   state.piles[self.seating.pile_of[partner]])
        elif rules.pile_order == "any":
            pile.append(played)
            pile += takes
        else:
            _stack(rules.pile_order, pile, played, takes)
        state.last_capturer = seat
        cleared = not loose and not state.builds
        points = (rules.sweep_points if cleared else 0) if before is None else \
            hooks.sweep_value(self, rules, played, before, cleared)
        sweep = points > 0
        if sweep:
            state.sweeps[side] += 1
            state.sweep_score[side] += points
        return sweep

    def _lay(self, move: Move, seat: int) -> None:
        """A build, raise or extend with a hand card: its cards leave the table for the
        build, whose owner the rule set names."""
        kind, _, _, uses, _, value, groups, _, partner = move
        loose = self.state.loose
        for card in uses:
            loose.remove(card)
        if kind == "build":
            owner = seat if partner is None else self._rebuild_used(move, seat)
            self.state.builds.append(Build(self.state.next_build_id, value, groups, owner))
            self.state.next_build_id += 1
        else:
            self.state.builds = self._changed(move, seat)

    def _changed(self, move: Move, seat: int) -> list[Build]:
        """The builds once ``move`` raised or extended its target."""
        kind, _, _, _, targets, value, groups, _, _ = move
        rules = self.rules
        target = targets[0]
        fixes = rules.extend_fixes
        partners = self.partners(seat)
        return [
            Build(b.id, value, groups,
                  # a raise makes it yours; an extend of your side's build leaves it
                  # with its owner, who keeps its capturing card (and in 000 any
                  # extend does: only a new value changes the owner)
                  rules.owner_after(kind, b.owner, seat, partners),
                  b.fixed or (kind == "extend" and (
                      fixes == "any" or (fixes == "own" and b.owner == seat))))
            if b.id == target else b for b in self.state.builds]

    def _pass_empty_hands(self) -> None:
        """A seat without a card is passed over while others still hold cards. Dealt games
        never need it (every hand is dealt alike, one card a turn); a position set up with
        uneven hands does (``from_position``)."""
        while not self.state.hands[self.state.to_move]:
            self.state.to_move = (self.state.to_move + self.rules.direction) % self.players

    def _lift_tops(self, move: Move) -> None:
        """Opponents' pile tops a move takes or uses leave their piles for the table, where
        the move then finds them (000)."""
        for pile in move.from_pile:
            self.state.loose.append(self.state.piles[pile].pop())

    def _rebuild_used(self, move: Move, seat: int) -> int:
        """A build made for a partner uses up its grant; the partner owns it."""
        self.state.rebuilds.remove((seat, move.partner, move.value))
        return move.partner  # type: ignore[return-value]

    def _table_action(self, move: Move, seat: int) -> None:
        """An action with table cards only: the same player goes on (000)."""
        if move.from_pile:
            self._lift_tops(move)
        for card in move.uses:
            self.state.loose.remove(card)
        if move.kind == "build":
            owner = seat if move.partner is None else self._rebuild_used(move, seat)
            self.state.builds.append(Build(self.state.next_build_id, move.value, move.groups,
                                           owner))
            self.state.next_build_id += 1
        else:
            target = move.targets[0]
            build = next(b for b in self.state.builds if b.id == target)
            partners = self.partners(seat)
            if build.owner not in partners:
                self.state.pending_capture = target  # 000: then you must capture it this turn
            # the value stays, and so does the owner (000): the capture that follows is an
            # opponent's capture of the owner's build
            owner = self.rules.owner_after("extend", build.owner, seat, partners)
            self.state.builds = [Build(b.id, b.value, move.groups, owner, b.fixed) if b.id == target
                           else b for b in self.state.builds]
        self.state.events.append((move, seat, False))
        self.state.legal = None


def _with_ids(builds: list[Build], ids: Sequence[int], keep: bool) -> list[Build]:
    """The builds whose id is among ``ids`` (``keep``), or those whose id is not."""
    return [b for b in builds if (b.id in ids) is keep]


def _stack(order: str, pile: list[Card], card: Card, takes: Sequence[Card],
           courts: list[Card] | None = None) -> None:
    """Put a capture on a pile the way the rule set lays them (000): the capturing card on
    top; court cards at the bottom; or in numerical order, the lowest on top. ``courts``:
    another pile (the partner's, 000 Lesotho) whose bottom receives the capture's court
    cards, the capturing card among them when it is one."""
    if courts is not None:
        courts[:0] = [c for c in (card, *takes) if c.is_court]
        rest = [c for c in takes if not c.is_court]
        if not card.is_court:
            _stack(order, pile, card, rest)
        elif rest:  # a court card that took numerals (no 000 rule set has one)
            pile += rest
        return
    if order == "capturer_on_top":
        pile += takes
        pile.append(card)
    elif order == "courts_bottom":
        batch = [*(c for c in takes if not c.is_court), card]
        pile[:0] = [c for c in takes if c.is_court]
        pile += [c for c in batch if not c.is_court] + ([card] if card.is_court else [])
        if card.is_court:  # a court capturing card goes to the bottom as well
            pile.remove(card)
            pile.insert(0, card)
    elif order == "ascending":
        pile += sorted([card, *takes], key=lambda c: -c.number)
    else:
        pile.append(card)
        pile += takes
