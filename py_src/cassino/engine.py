"""The game: a match of rounds under one rule set, with legal moves, play and views.

``Game`` is the façade; each of its responsibilities lives in a module of its own name:

- :mod:`.state` — ``GameState``, everything play changes, as one value (``clone``,
  ``to_dict``/``from_dict``); ``game.hands``, ``game.to_move`` … are its fields;
- :mod:`.seating` — seats, sides, partners and capture piles (``Seating``, ``Seats``);
- :mod:`.dealing` — the shuffle, the deals and the opening table;
- :mod:`.legality` — the legal moves, the move a request names, why none fits;
- :mod:`.applying` — carrying a move out: captures, builds, trails, table actions;
- :mod:`.match` — scoring a round into the match, the winner, the next dealer, declaring;
- :mod:`.observation` — what a seat may see;
- :mod:`.persistence` — the save format, every field checked on the way in;
- :mod:`.messages` — the texts of the error codes (English and Portuguese).

Here: creating a game (``new``, ``from_position``), playing (``play``, ``play_random``)
and copying (``clone``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from operator import attrgetter
from typing import Any

from . import validate
from .applying import Applying
from .cards import codes, parse_card
from .dealing import Dealing
from .errors import IllegalMove
from .legality import DECLARE, Legality
from .match import Match
from .messages import illegal
from .moves import Build, Move
from .observation import Observation
from .persistence import FORMAT, Persistence
from .rules import RuleSet, get_rules
from .seating import Seating, Seats
from .state import STATE_FIELDS, GameState

__all__ = ["DECLARE", "FORMAT", "Game", "IllegalMove", "Move", "illegal", "parse_card"]


class Game(Seats, Dealing, Legality, Applying, Match, Observation, Persistence):
    """A match of one rule set: rounds are dealt, played and scored until someone wins.

    Seats are numbered from 0; with partnerships seats 0 and 2 form side 0, seats 1 and 3
    side 1. Scores and sweeps belong to sides, and so do capture piles — unless each player
    keeps one (``RuleSet.pile_per_player``, 000 Lesotho): then ``piles[i]`` is seat i's.
    Either way pile i counts for side ``i % sides``.
    """

    rules: RuleSet

    def __init__(self, rules: RuleSet, players: int, seed: int, options: dict) -> None:
        seating = Seating.of(rules, players)
        self._bind(seating, seed, options, GameState.new(seating))

    def _bind(self, seating: Seating, seed: int, options: dict, state: GameState) -> None:
        """The game's fields: what the match fixes (shared by copies) and its state."""
        self.rules = seating.rules
        self.variant = seating.rules.id
        self.players = seating.players
        self.seed = seed
        self.options = options
        self.seating = seating
        self.sides = seating.sides
        self.pile_count = seating.pile_count
        """How many capture piles there are: one per side, or one per player."""
        self.state = state
        self.bounded = False
        """Whether, on a large table, the legal moves are a bounded choice of them (the
        computer players' own positions: ``Legality.bounded``)."""

    def clone(self) -> Game:
        """An independent copy to play on (the state cloned, the seating shared): playing
        it never changes this game. Undo, the computer players' worlds and ``copy`` use
        it."""
        game = object.__new__(Game)
        game._bind(self.seating, self.seed, self.options, self.state.clone())
        game.bounded = self.bounded
        return game

    @property
    def history(self) -> list[dict]:
        """The round's events as JSON-ready dicts: deals, moves (the move's dict with
        ``seat`` and ``sweep``) and the last capturer taking the rest.

        A move is recorded as played and turned into its dict only when the history is
        read, which keeps play fast.
        """
        return self.state.history

    @history.setter
    def history(self, events: list[dict]) -> None:
        self.state.history = events

    @classmethod
    def new(cls, variant: str | RuleSet = "casino", players: int = 2, seed: int | None = None,
            options: Mapping[str, Any] | None = None) -> Game:
        """A new match, shuffled and dealt from ``seed`` (a random one when None; seeds are
        0 … ``validate.SEED_MAX``, 2**53 - 1).

        :raises ValueError: unknown variant or option, a player count it does not allow, or
            a seed that is not a whole number in range.
        """
        base = get_rules(variant)
        rules, chosen = base.with_options(validate.option_values(options))
        if type(players) is not int or players not in rules.players:
            raise ValueError(f"{rules.id} is played by {rules.players}, not {players!r}")
        rules = rules.for_players(players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        validate.seed(seed)
        game = cls(rules, players, seed, chosen)
        game.dealer = random.Random(f"cassino:{seed}:dealer").randrange(players)
        game._start_round()
        return game

    @classmethod
    def from_position(cls, variant: str | RuleSet, hands: Sequence[Iterable[str]],
                      table: Iterable[str] = (), builds: Iterable[Mapping] = (),
                      to_move: int = 0, stock: Iterable[str] = (),
                      options: Mapping[str, Any] | None = None, dealer: int | None = None,
                      piles: Sequence[Iterable[str]] | None = None,
                      last_capturer: int | None = None) -> Game:
        """A game set up in a given position (tests, puzzles, rules diagrams).

        ``builds`` are ``{"groups": [["5C", "2H"], ["7D"]], "value": 7, "owner": 0}``
        (an ``id`` may be given; otherwise builds are numbered from 1). ``piles``: every
        capture pile, ``pile_count`` of them (one per side, or per player). Seats with no
        card are passed over when their turn comes (a set-up position may empty one hand
        before the others).
        :raises ValueError: naming what is wrong: a repeated or unknown card, a bad build, a
            seat out of range, a player to move without a card, a value of the wrong type.
        """
        v = validate
        try:
            base = get_rules(variant)
            rules, chosen = base.with_options(v.option_values(options))
            hands = v.sequence(hands, "hands", most=8)
            players = len(hands)
            if players not in rules.players:
                raise ValueError(f"{rules.id} is played by {rules.players}, not {players}")
            rules = rules.for_players(players)
            game = cls(rules, players, 0, chosen)
            game.round = 1
            game.to_move = v.seat(to_move, "to_move", players)
            game.dealer = (to_move - rules.direction) % players if dealer is None else \
                v.seat(dealer, "dealer", players)
            game.hands = [v.cards(hand, f"hand {i}") for i, hand in enumerate(hands)]
            game.loose = v.cards(table, "table")
            game.stock = v.cards(stock, "stock")
            game.last_capturer = v.optional_seat(last_capturer, "last_capturer", players)
            specs = builds if isinstance(builds, (list, tuple, str, Mapping)) or \
                not isinstance(builds, Iterable) else list(builds)
            for i, spec in enumerate(v.sequence(specs, "builds")):
                b = v.build(spec, f"build {i}", players, rules, hand_values=False)
                build_id = b.get("id", game.next_build_id)
                if any(other.id == build_id for other in game.builds):
                    raise ValueError(f"two builds have id {build_id}")
                game.builds.append(Build(build_id, b["value"], b["groups"], b["owner"],
                                         b["fixed"]))
                game.next_build_id = max(game.next_build_id, build_id) + 1
            if game.builds and not rules.builds:
                raise ValueError(f"{rules.id} has no builds")
            if piles is not None:
                game.piles = [v.cards(p, f"pile {i}") for i, p in
                              enumerate(v.sequence(piles, "piles"))]
                if len(game.piles) != game.pile_count:
                    raise ValueError(f"{len(game.piles)} capture piles given, but this game "
                                     f"has {game.pile_count}")
            v.distinct_cards(game._cards(), rules.deck)
            v.stock_dealt(rules, players, game.stock)
            if not game.hands[game.to_move]:
                raise ValueError(f"seat {game.to_move} is to move but holds no card")
        except (RecursionError, MemoryError, OverflowError):
            raise ValueError("not a position: too big or too deeply nested") from None
        game.deal_no = 1
        return game

    def _start_round(self) -> None:
        """Shuffle and deal the next round (:mod:`.dealing`): its shuffle is seeded by the
        match's seed and the count of shuffles so far, so seeds reproduce every deal."""
        self._open_round(random.Random(f"cassino:{self.seed}:{self.state.shuffles + 1}"))

    # ----------------------------------------------------------------- play
    def play_random(self, rng: random.Random) -> Move:
        """Play a legal move drawn uniformly at random (simulations, rollouts); returns it.

        Only the chosen move is spelled out, which makes random play fast.
        """
        if self.state.round_over:
            raise illegal("round-over")
        if self.state.legal is not None:
            move = rng.choice(self.state.legal)
        else:
            table, drafts = self._drafts()
            if not drafts:  # (a position set up by hand: see _no_move_left)
                return self.play_random(rng) if self._legal_list() else self._stuck()
            # rng.choice(drafts), drawn exactly as it draws (getrandbits, rejecting values
            # out of range) without its two Python-level calls: the same seeded games.
            count = len(drafts)
            bits = count.bit_length()
            index = rng.getrandbits(bits)
            while index >= count:
                index = rng.getrandbits(bits)
            move = drafts[index]
            if not isinstance(move, Move):  # (a plain trail is one already)
                move = table.spell(move, {b.id: b for b in self.state.builds} if move[2]
                                   else {})
        self._apply(move)
        return move

    def play_legal(self, move: Move) -> None:
        """Play ``move``, one of the Move objects this position's ``legal_moves()`` answered
        (the simulations' own road: no look-up, no check; anything else is undefined)."""
        self._apply(move)

    def _stuck(self) -> Move:
        raise illegal("illegal-move")

    def play(self, move: Move | Mapping, seat: int | None = None) -> Move:
        """Play a legal move (a Move or its dict) for the player to move; returns it. A
        declaration (Tablic) may come from any ``seat``, to move or not (``declare``).

        :raises IllegalMove: anything else, with a stable ``code``; the game is unchanged.
        """
        if not self._large():  # (on a large table a move is checked on the cards it names)
            legal = self._legal_list()
            if isinstance(move, Move) and any(m is move for m in legal) and seat in (
                    None, self.state.to_move):
                self._apply(move)
                return move
        kind = move.kind if isinstance(move, Move) else (
            move.get("kind") if isinstance(move, Mapping) else None)
        if kind == "declare":
            # Tablic: any seat, at any moment — whoever is to move stays to move
            self.declare(self.state.to_move if seat is None else seat)
            return DECLARE
        chosen = self.resolve(move, seat)
        self._apply(chosen)
        return chosen

    def copy(self) -> Game:
        """An independent copy of the game (``clone``)."""
        return self.clone()

    _copy = copy

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<Game {self.variant} round {self.state.round} to_move={self.state.to_move} "
                f"table={codes(self.state.loose)} builds={len(self.state.builds)}>")


def _state_field(name: str) -> property:
    """``game.<name>`` reads and sets ``game.state.<name>``."""
    def put(game: Game, value: Any) -> None:
        setattr(game.state, name, value)
    return property(attrgetter(f"state.{name}"), put, doc=f"``state.{name}``")


for _name in STATE_FIELDS:
    if _name not in ("events", "spelled", "legal"):
        setattr(Game, _name, _state_field(_name))


