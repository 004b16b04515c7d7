"""The game state as one value: everything that changes while a match is played.

A :class:`GameState` holds the match (round, dealer, scores, past rounds) and the round in
play (hands, table, builds, piles, stock, sweeps, whose turn, the history). What never
changes during a match (the rule set, the seats and sides) is the game's
:class:`.seating.Seating`, shared by every copy. ``clone`` copies only what play changes
(the lists, one level down: cards and builds are immutable and shared), so the computer
players' worlds, undo and ``Game.copy`` all cost a few microseconds; ``to_dict`` and
``from_dict`` are the save's state fields, in the save's order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from . import validate
from .cards import Card, codes
from .moves import Build, Move
from .seating import Seating

Event = dict | tuple[Move, int, bool]
"""A history event: a dict, or a move as played ``(move, seat, sweep)`` spelled out as a
dict only when the history is read."""


@dataclass(slots=True, eq=False)
class GameState:
    """The mutable state of one match; see the module's docstring."""

    # the match
    round: int
    shuffles: int
    dealer: int
    scores: list[int]
    match_over: bool
    winner: int | None
    past_rounds: list[list[dict]]
    games_won: list[int]
    """Games of a best-of series (Basra's option)."""
    carry: dict[str, int]
    """Points of tied majorities carried forward."""
    carry_in: dict[str, int]
    """What this round's majorities carry in."""
    # the round
    hands: list[list[Card]]
    loose: list[Card]
    builds: list[Build]
    piles: list[list[Card]]
    rebuilds: list[tuple[int, int, int]]
    """000 Swazi partnerships: ``(seat, partner, value)``, the builds ``seat`` may still
    make for ``partner`` (see ``rules.swazi_turns.partner_rebuilds``)."""
    stock: list[Card]
    sweeps: list[int]
    """How many sweeps each side made."""
    sweep_score: list[int]
    """What they are worth."""
    declared_by: list[int]
    """Tablic: the seats that declared since the last card was played (each may declare
    once in between, on anyone's turn)."""
    pending_capture: int | None
    """A build to capture before the turn ends (000)."""
    interrupted: bool
    """A winning declaration ended the round."""
    to_move: int
    last_capturer: int | None
    next_build_id: int
    deal_no: int
    round_over: bool
    round_void: bool
    result: list[dict] | None
    events: list[Event]
    spelled: int
    """How many leading ``events`` are dicts already."""
    legal: list[Move] | None
    """The legal moves of the player to move, once worked out (never changed in place)."""

    @classmethod
    def new(cls, seating: Seating) -> GameState:
        """A match not yet dealt."""
        sides = seating.sides
        state = cls(0, 0, 0, [0] * sides, False, None, [], [0] * sides, {}, {},
                    *_EMPTY_ROUND)
        state.reset_round(seating)
        return state

    def reset_round(self, seating: Seating) -> None:
        """An empty round: no card anywhere, nothing captured, nobody to move yet."""
        sides = seating.sides
        self.hands = [[] for _ in range(seating.players)]
        self.loose = []
        self.builds = []
        self.piles = [[] for _ in range(seating.pile_count)]
        self.rebuilds = []
        self.stock = []
        self.sweeps = [0] * sides
        self.sweep_score = [0] * sides
        self.declared_by = []
        self.pending_capture = None
        self.interrupted = False
        self.to_move = 0
        self.last_capturer = None
        self.next_build_id = 1
        self.deal_no = 0
        self.round_over = False
        self.round_void = False
        self.result = None
        self.events = []
        self.spelled = 0
        self.legal = None

    def clone(self) -> GameState:
        """An independent copy: playing on it never changes this state. Lists are copied
        one level down (hands and piles are lists of lists); cards, builds, moves, results
        and spelled-out events are immutable in play and shared."""
        return GameState(
            self.round, self.shuffles, self.dealer, self.scores.copy(), self.match_over,
            self.winner, self.past_rounds.copy(), self.games_won.copy(), self.carry.copy(),
            self.carry_in.copy(), [h.copy() for h in self.hands], self.loose.copy(),
            self.builds.copy(), [p.copy() for p in self.piles], self.rebuilds.copy(),
            self.stock.copy(), self.sweeps.copy(), self.sweep_score.copy(),
            self.declared_by.copy(), self.pending_capture, self.interrupted, self.to_move,
            self.last_capturer, self.next_build_id, self.deal_no, self.round_over,
            self.round_void, None if self.result is None else self.result.copy(),
            self.events.copy(), self.spelled, self.legal)

    # ----------------------------------------------------------------- derived
    @property
    def history(self) -> list[dict]:
        """The round's events as JSON-ready dicts (moves spelled out as they are read)."""
        events = self.events
        for i in range(self.spelled, len(events)):
            event = events[i]
            if type(event) is tuple:
                move, seat, sweep = event
                events[i] = {**move.to_dict(), "seat": seat, "sweep": sweep}
        self.spelled = len(events)
        return events  # type: ignore[return-value]

    @history.setter
    def history(self, events: list[dict]) -> None:
        self.events = events  # type: ignore[assignment]
        self.spelled = 0

    @property
    def declared(self) -> bool:
        """Tablic: whether the seat to move has declared since the last card was played."""
        return self.to_move in self.declared_by

    @declared.setter
    def declared(self, value: bool) -> None:
        others = [s for s in self.declared_by if s != self.to_move]
        self.declared_by = [*others, self.to_move] if value else others

    def cards(self) -> list[Card]:
        """Every card of the round: hands, table, builds, capture piles and stock."""
        return [*self.loose, *self.stock, *(c for h in self.hands for c in h),
                *(c for b in self.builds for c in b.cards), *(c for p in self.piles for c in p)]

    # ----------------------------------------------------------------- saving
    def to_dict(self) -> dict:
        """The state's fields of a save, JSON-ready, in the save's order (the history is
        the state's own list: copy it before changing it)."""
        return {
            "round": self.round, "shuffles": self.shuffles, "dealer": self.dealer,
            "scores": list(self.scores), "match_over": self.match_over,
            "winner": self.winner, "past_rounds": self.past_rounds,
            "hands": [codes(h) for h in self.hands], "loose": codes(self.loose),
            "builds": [b.to_dict() for b in self.builds],
            "piles": [codes(p) for p in self.piles], "stock": codes(self.stock),
            "sweeps": list(self.sweeps), "sweep_score": list(self.sweep_score),
            "carry": dict(self.carry), "carry_in": dict(self.carry_in),
            "games_won": list(self.games_won), "declared": self.declared,
            "declared_by": list(self.declared_by),
            "pending_capture": self.pending_capture,
            "rebuilds": [list(grant) for grant in self.rebuilds],
            "interrupted": self.interrupted, "to_move": self.to_move,
            "last_capturer": self.last_capturer, "next_build_id": self.next_build_id,
            "deal_no": self.deal_no, "round_over": self.round_over,
            "round_void": self.round_void, "result": self.result, "history": self.history,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], seating: Seating) -> GameState:
        """The state a save's fields describe, every field checked (types, ranges, seats,
        ids); whether the cards and the turn make a sound game is the caller's check
        (``persistence.load``).

        :raises ValueError: naming the field that is wrong.
        """
        state = cls.new(seating)
        state._read_match(data, seating)
        ids = state._read_table(data, seating)
        state._read_round(data, seating, ids)
        return state

    def _read_match(self, data: Mapping[str, Any], seating: Seating) -> None:
        """A save's match fields: round, deal, dealer, scores, winner, past rounds."""
        v = validate
        players, sides = seating.players, seating.sides
        keys = [item.key for item in seating.rules.scoring]
        self.round = v.integer(data["round"], "round", 0, v.MAX_ROUNDS)
        self.shuffles = v.integer(data["shuffles"], "shuffles", 0, 10 * v.MAX_ROUNDS)
        self.dealer = v.seat(data["dealer"], "dealer", players)
        self.to_move = v.seat(data["to_move"], "to_move", players)
        self.deal_no = v.integer(data["deal_no"], "deal_no", 0, max(seating.deals, 1))
        self.scores = v.ints(data["scores"], "scores", sides)
        self.match_over = v.boolean(data["match_over"], "match_over")
        self.winner = v.optional_integer(data["winner"], "winner", 0, sides - 1)
        if (self.winner is None) == self.match_over:
            raise v.bad("winner", "a finished match has a winner, a match in play none")
        self.past_rounds = [v.result(r, f"past_rounds[{i}]", sides, keys) for i, r in
                            enumerate(v.sequence(data["past_rounds"], "past_rounds",
                                                 most=v.MAX_ROUNDS))]

    def _read_table(self, data: Mapping[str, Any], seating: Seating) -> list[int]:
        """A save's cards: hands, table, builds (their ids returned), piles and stock."""
        v = validate
        rules, players = seating.rules, seating.players
        self.hands = [v.cards(h, f"hands[{i}]")
                      for i, h in enumerate(v.sequence(data["hands"], "hands", players))]
        self.loose = v.cards(data["loose"], "loose")
        builds = [v.build(b, f"builds[{i}]", players, rules, hand_values=True)
                  for i, b in enumerate(v.sequence(data["builds"], "builds"))]
        if any("id" not in b for b in builds):
            raise v.bad("builds", "every build has an id")
        ids = [b["id"] for b in builds]
        if len(set(ids)) != len(ids):
            raise v.bad("builds", "two builds have one id")
        self.builds = [Build(b["id"], b["value"], b["groups"], b["owner"], b["fixed"])
                       for b in builds]
        self.next_build_id = v.integer(data["next_build_id"], "next_build_id",
                                       max(ids, default=0) + 1, v.MAX_BUILD_ID + 1)
        raw_piles = v.sequence(data["piles"], "piles")
        if len(raw_piles) == seating.sides < seating.pile_count:
            # saved when partners shared a pile: seat i < sides keeps side i's cards
            raw_piles = [*raw_piles, *([] for _ in range(seating.pile_count - seating.sides))]
        self.piles = [v.cards(p, f"piles[{i}]") for i, p in
                      enumerate(v.sequence(raw_piles, "piles", seating.pile_count))]
        self.stock = v.cards(data["stock"], "stock")
        return ids

    def _read_round(self, data: Mapping[str, Any], seating: Seating, ids: list[int]) -> None:
        """A save's round fields: sweeps, carried points, declarations, obligations,
        grants, the last capturer, the result and the history."""
        v = validate
        rules, players, sides = seating.rules, seating.players, seating.sides
        keys = [item.key for item in rules.scoring]
        self.sweeps = v.ints(data["sweeps"], "sweeps", sides, 0, v.MAX_POINTS)
        self.sweep_score = v.ints(data["sweep_score"], "sweep_score", sides)
        self.carry = v.points(data["carry"], "carry", keys)
        self.carry_in = v.points(data["carry_in"], "carry_in", keys)
        self.games_won = v.ints(data["games_won"], "games_won", sides, 0, rules.games_to_win)
        self.declared = v.boolean(data["declared"], "declared")
        if "declared_by" in data:  # (saves before any seat could declare have only declared)
            self.declared_by = list(dict.fromkeys(
                v.seat(s, "declared_by", players)
                for s in v.sequence(data["declared_by"], "declared_by", most=players)))
        self.pending_capture = v.optional_integer(data.get("pending_capture"),
                                                  "pending_capture", 1, v.MAX_BUILD_ID)
        if self.pending_capture is not None and self.pending_capture not in ids:
            raise v.bad("pending_capture", "names no build on the table")
        self.rebuilds = []
        for i, grant in enumerate(v.sequence(data.get("rebuilds", []), "rebuilds")):
            grant = v.sequence(grant, f"rebuilds[{i}]", 3)
            self.rebuilds.append((v.seat(grant[0], f"rebuilds[{i}]", players),
                                  v.seat(grant[1], f"rebuilds[{i}]", players),
                                  v.integer(grant[2], f"rebuilds[{i}]", 1, v.MAX_BUILD_VALUE)))
        self.interrupted = v.boolean(data["interrupted"], "interrupted")
        self.last_capturer = v.optional_seat(data["last_capturer"], "last_capturer", players)
        self.round_over = v.boolean(data["round_over"], "round_over")
        self.round_void = v.boolean(data["round_void"], "round_void")
        if self.round_over != (data["result"] is not None):
            raise v.bad("result", "a round that is over has a result, one in play none")
        self.result = None if data["result"] is None else v.result(data["result"], "result",
                                                                   sides, keys)
        self.history = v.history(data["history"], players, seating.pile_count)


_EMPTY_ROUND = ([], [], [], [], [], [], [], [], [], None, False, 0, None, 1, 0, False, False,
                None, [], 0, None)
"""Placeholders for the round's fields until ``reset_round`` fills them."""

STATE_FIELDS = GameState.__slots__
"""The names of the state's fields (``Game`` shows each as an attribute of its own)."""
