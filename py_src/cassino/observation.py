"""Observations: what one seat may see of the game (its own hand, the others' card
counts, the table, piles, scores), and with the round's public history."""

from __future__ import annotations

from .cards import codes
from .rules import RuleSet
from .seating import Seating
from .state import GameState


class Observation:
    """The views of ``Game``."""

    rules: RuleSet
    players: int
    sides: int
    seating: Seating
    state: GameState

    def view(self, seat: int) -> dict:
        """What ``seat`` may see, as JSON-ready data: its own hand, other hands as counts.

        ``piles`` counts the cards of each capture pile, ``pile_tops`` shows their tops where
        the rule set uses them, and ``pile_seats`` names the seats each pile belongs to (a
        side's, or one player's, 000 Lesotho); ``captured`` counts each side's cards over
        its piles. ``hand_size``: the most cards a hand is dealt at once (the rule set's deal
        for this many players). ``order``: every seat in the order play goes round the table,
        from this one. ``rebuilds``: the builds a seat may still
        make for its partner (000 Swazi partnerships)."""
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat!r} in a {self.players}-player game")
        last = next((e for e in reversed(self.history) if "kind" in e), None)
        points = [e["total"] for e in self.round_score()]
        plan = self.rules.deal_for(self.players)
        return {
            "variant": self.variant, "players": self.players, "seat": seat,
            "side": self.side_of(seat),
            "teams": [[s for s in range(self.players) if self.side_of(s) == side]
                      for side in range(self.sides)],
            "to_move": self.state.to_move, "dealer": self.state.dealer,
            "order": self.rules.play_order(self.players, seat),
            "hand": codes(self.state.hands[seat]),
            "hands": [len(h) for h in self.state.hands],
            "hand_size": max(sum(n for to, n in steps if to == "players")
                             for steps in (plan.first, plan.later)),
            "table": {"loose": codes(self.state.loose), "builds": [
                {**b.to_dict(), "soy": b.fixed and self.rules.extend_fixes == "own"}
                for b in self.state.builds]},
            "piles": [len(p) for p in self.state.piles],
            "pile_seats": [list(seats) for seats in self.seating.pile_seats],
            "captured": [len(p) for p in self.side_piles()],
            "sweeps": list(self.state.sweeps),
            "sweep_points": list(self.state.sweep_score), "carried": dict(self.state.carry_in),
            "pile_tops": ([p[-1].code if p else None for p in self.state.piles]
                          if self.rules.pile_tops else None),
            "pending_capture": self.state.pending_capture, "declared": self.declared,
            "declared_by": list(self.state.declared_by),
            "may_declare": self.may_declare(seat),
            "declare_total": (None if self.rules.declare_target is None
                              else self.declare_total(seat, points)),
            "rebuilds": [{"seat": seat_, "partner": partner, "value": value}
                         for seat_, partner, value in self.state.rebuilds],
            "games_won": list(self.state.games_won),
            "round_points": points,
            "stock": len(self.state.stock), "deal": self.state.deal_no, "deals": self.deals,
            "last_deal": self.last_deal, "round": self.state.round,
            "scores": list(self.state.scores), "target": self.target,
            "declare_target": self.rules.declare_target,
            "last_move": last, "round_over": self.state.round_over,
            "round_void": self.state.round_void,
            "match_over": self.state.match_over, "winner": self.state.winner,
            "options": dict(self.options),
        }

    def observation(self, seat: int) -> dict:
        """Everything ``seat`` may know: its view plus the round's public history."""
        data = self.view(seat)
        data["history"] = [dict(event) for event in self.history]
        return data
