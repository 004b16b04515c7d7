"""Legality: the legal moves of the player to move (the move generator, then the rule
set's turn rules), the move a request names, and the code explaining why none fits."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from . import movegen
from .cards import Card
from .errors import NO_BUILD_FOR_PARTNER, NO_PARTNER_PILE
from .messages import MUST_CAPTURE, illegal
from .moves import Move, MoveRequest
from .rules import RuleSet
from .rules.base import NO_HOOKS
from .seating import Seating
from .state import GameState

DECLARE = Move("declare", None)  # type: ignore[arg-type]
"""Tablic's declaration, a move of no card."""


class LegalMoves:
    """A live view of the legal moves of a game's player to move (python-chess's
    ``LegalMoveGenerator``): nothing is worked out until asked, and it always shows the
    game as it is now. Calling it gives the moves as a new list."""

    __slots__ = ("_game",)

    def __init__(self, game: Legality) -> None:
        self._game = game

    def __call__(self) -> list[Move]:
        return list(self._game._legal_list())

    def __iter__(self) -> Iterator[Move]:
        return iter(self._game._legal_list())

    def __len__(self) -> int:
        return self._game._count_legal()

    def count(self) -> int:
        """How many legal moves there are (``len``)."""
        return self._game._count_legal()

    def __bool__(self) -> bool:
        return self._game._has_legal()

    def __contains__(self, move: object) -> bool:
        """A ``Move``: whether it is one of them. A dict: whether it names exactly one of
        them (what ``Game.play`` accepts from the player to move)."""
        if isinstance(move, Move):
            return move in self._game._legal_list()
        if isinstance(move, Mapping):
            try:
                self._game.resolve(move)
            except ValueError:  # IllegalMove, or a dict that is no move at all
                return False
            return True
        return False

    def __repr__(self) -> str:
        return f"<LegalMoves ({', '.join(str(move) for move in self)})>"


class Legality:
    """The legal-move part of ``Game``."""

    rules: RuleSet
    players: int
    sides: int
    seating: Seating
    state: GameState
    bounded: bool

    @property
    def legal_moves(self) -> LegalMoves:
        """The legal moves of the player to move (none once the round is over): call it
        for the list (``game.legal_moves()``), or ask the view ``move in
        game.legal_moves``, ``len(game.legal_moves)`` without spelling the moves out."""
        return LegalMoves(self)

    def _legal_list(self) -> list[Move]:
        """The legal moves, worked out once per position (the state's ``legal``)."""
        legal = self.state.legal
        if legal is None:
            legal = self.state.legal = [] if self.state.round_over else self._generate()
        return legal

    def _large(self) -> bool:
        """Whether the table is large (``movegen.LARGE_TABLE``) in a rule set whose moves
        come from the generator alone (no hooks, no compulsory capture): there a named move
        is checked on the cards it names, never against the whole list."""
        state = self.state
        return (len(state.loose) > movegen.LARGE_TABLE and state.legal is None
                and self.seating.plain and not self.rules.capture_compulsory)

    def bounds_large_tables(self) -> bool:
        """Whether a large table's moves here can be offered as a bounded choice
        (``offered_moves``): the rule set's moves come from the generator alone, capturing
        is not compulsory, and each loose card counts one value. Elsewhere a large table's
        list is whole, and may run to hundreds of thousands of moves."""
        settings = self.rules.generator_settings
        return (self.seating.plain and not self.rules.capture_compulsory
                and all(len(settings.on_table(card)) <= 1 for card in self.state.loose))

    def _has_legal(self) -> bool:
        """Whether the player to move has a move (one always has, holding a card)."""
        state = self.state
        if state.legal is not None or not self._large():
            return self._count_legal() > 0
        return not state.round_over and bool(state.hands[state.to_move] or self._drafts(
            bounded=True)[1])

    def _count_legal(self) -> int:
        """How many legal moves there are, counted as drafts when not yet spelled out."""
        state = self.state
        if state.legal is not None:
            return len(state.legal)
        if state.round_over:
            return 0
        _, drafts = self._drafts(bounded=True) if self.bounded else self._drafts()
        return len(drafts) or len(state.hands[state.to_move])  # (see _no_move_left)

    def _generate(self) -> list[Move]:
        table, drafts = self._drafts(bounded=True) if self.bounded else self._drafts()
        by_id = {b.id: b for b in self.state.builds}
        return [table.spell(d, by_id) for d in drafts] or self._no_move_left()

    def _no_move_left(self) -> list[Move]:
        """A player holding cards always has a move: with none legal, any card may be
        trailed. Dealt play never comes here (a build's owner keeps its capturing card); a
        position set up by hand can (a build whose owner holds no card that takes it)."""
        return [Move("trail", card) for card in self.state.hands[self.state.to_move]]

    def _drafts(self, within: frozenset | None = None, bounded: bool = False,
                captures_only: bool = False) -> tuple[movegen.Table, list]:
        """The legal moves as drafts (cheap to count and filter), with their table; in a
        rule set without hooks, ``within`` and ``bounded`` choose the table's unions
        (``movegen.Table``: those among named cards, or a bounded choice), and
        ``captures_only`` leaves the builds out (``movegen.capture_settings``)."""
        state = self.state
        seat = state.to_move
        hand = state.hands[seat]
        rules = self.rules
        builds = state.builds
        # (a table of LARGE_TABLE cards or fewer is never bounded: the plain call)
        bounded = bounded and len(state.loose) > movegen.LARGE_TABLE
        if self.seating.plain:
            table, drafts = movegen.pseudo_legal_drafts(
                rules, seat, hand, state.loose, builds, within=within, bounded=bounded,
                captures_only=captures_only,
            ) if within is not None or bounded or captures_only else movegen.pseudo_legal_drafts(
                rules, seat, hand, state.loose, builds)
            for build in builds:
                if build.owner == seat:  # the owner's obligations
                    return table, movegen.obeying(rules, seat, drafts, hand, builds)
            return table, drafts
        hooks = rules.hooks
        rules = hooks.rules_in_force(self, rules)
        partners = self.partners(seat)
        table, drafts = movegen.pseudo_legal_drafts(rules, seat, hand, self.state.loose, builds,
                                                    partners=partners)
        if hooks is not NO_HOOKS:
            drafts += hooks.extra_moves(self, seat)
        if rules.declare_target is not None and self.state.to_move not in self.state.declared_by:
            drafts.append(DECLARE)  # Tablic: a side may declare it has the target
        drafts, actions = hooks.turn_moves(self, seat, rules, table, drafts)
        for build in builds:
            if build.owner == seat:
                drafts = movegen.obeying(rules, seat, drafts, hand, builds)
                break
        # Without a build of one's own only a new build's capturing card is at stake, and the
        # generator announces only values the player keeps a card of. Table actions are
        # checked as they are made (the rule set's ``turn_moves``).
        return table, drafts + actions if actions else drafts

    def resolve(self, move: Move | Mapping, seat: int | None = None) -> Move:
        """The legal move a dict describes; raise IllegalMove explaining why there is none."""
        request = MoveRequest.parse(move)
        if self.state.round_over:
            raise illegal("round-over", request)
        if seat is not None and seat != self.state.to_move:
            raise illegal("not-your-turn", request)
        hand = self.state.hands[self.state.to_move]
        if request.card is not None and request.card not in hand:
            raise illegal("card-not-in-hand", request)
        fits = self._fits(request, self._named(request))
        if len(fits) == 1:
            return fits[0]
        if len(fits) > 1:
            raise illegal("ambiguous-move", request)
        raise illegal(self._why_not(request), request)

    def offered_moves(self) -> tuple[list[Move], tuple[Card, ...]]:
        """The moves to offer the player to move, and the hand cards some of whose legal
        moves are not among them: on a large table (``movegen.LARGE_TABLE``) the bounded
        choice the computer players weigh, since the whole list may run to millions; any
        legal move may still be named (``moves_within``)."""
        if not self._large():
            return self._legal_list(), ()
        table, drafts = self._drafts(bounded=True)
        return self._spell(table, drafts), table.partial

    def legal_captures(self) -> list[Move]:
        """The legal captures, in the order and spelling of the legal moves (of the bounded
        choice, where the game is ``bounded``): in a rule set whose moves come from the
        generator alone, generated without the builds and trails (``capture_settings``);
        elsewhere the legal moves' captures."""
        state = self.state
        if state.legal is not None or not self.seating.plain or state.round_over:
            return [m for m in self._legal_list() if m.kind == "capture"]
        table, drafts = self._drafts(bounded=self.bounded, captures_only=True)
        drafts = [d for d in drafts if d[0] == "capture"]
        return self._spell(table, drafts) if drafts else []

    def moves_within(self, cards: Iterable[Card]) -> list[Move]:
        """The legal moves that take or use no loose card but ``cards`` (each spelled as
        ``legal_moves`` spells it): what a player who picked those cards may mean, found
        without listing every move."""
        if not self._large():
            picked = frozenset(cards)
            loose = self.state.loose
            return [m for m in self._legal_list()
                    if all(c in picked for c in (*m.takes, *m.uses) if c in loose)]
        return self._spelled(within=frozenset(cards))

    def _spelled(self, within: frozenset | None = None, bounded: bool = False) -> list[Move]:
        """The legal moves ``_drafts`` makes with this choice of unions, spelled out."""
        return self._spell(*self._drafts(within=within, bounded=bounded))

    def _spell(self, table: movegen.Table, drafts: list) -> list[Move]:
        by_id = {b.id: b for b in self.state.builds}
        return [table.spell(d, by_id) for d in drafts] or self._no_move_left()

    def _named(self, request: MoveRequest) -> list[Move]:
        """The legal moves ``request`` may name: all of them, or, on a large table, those
        whose loose cards lie among the cards it names (a trail names none) — the ones
        that fit are among them, spelled as the whole list spells them."""
        within = self._within(request)
        return self._legal_list() if within is None else self._spelled(within=within)

    def _within(self, request: MoveRequest) -> frozenset | None:
        """The loose cards a request names on a large table (None: not large, or it names
        none where it would need to: a capture without ``takes``, a build without
        ``uses``, which the whole list settles)."""
        if not self._large():
            return None
        if request.kind == "trail":
            return frozenset()
        named = request.takes if request.kind == "capture" else request.uses
        if named is None or request.kind == "declare":
            return None
        return named.intersection(self.state.loose)

    def _fits(self, request: MoveRequest, moves: Iterable[Move]) -> list[Move]:
        loose_set = set(self.state.loose)
        scored = []
        for m in moves:
            score = request.matches(m, frozenset(c for c in m.takes if c in loose_set))
            if score:
                scored.append((score, m))
        best = max((s for s, _ in scored), default=0)
        return [m for s, m in scored if s == best]

    def _why_not(self, request: MoveRequest) -> str:
        """The code that explains why no legal move fits the request."""
        rules, seat = self.rules, self.state.to_move
        rules = rules.hooks.rules_in_force(self, rules)  # 000: a phase's stricter rules
        hand = self.state.hands[seat]
        if request.names_partner and request.partner is not None:
            return NO_PARTNER_PILE if request.kind == "capture" else NO_BUILD_FOR_PARTNER
        within = self._within(request)
        pseudo = movegen.pseudo_legal_moves(rules, seat, hand, self.state.loose, self.state.builds,
                                            any_value=True, within=within)
        for m in self._fits(request, pseudo):
            code = movegen.violation(rules, seat, m, hand, self.state.builds)
            if code:
                return code
        legal = self._named(request)
        code = rules.hooks.refusal(self, request, rules, self._fits(request, pseudo), legal)
        if code:
            return code
        if request.kind in ("build", "raise", "extend"):
            code = self._why_not_build(request, rules)
            if code:
                return code
        if request.kind == "capture":
            return "capture-value-mismatch"
        if request.kind == "trail" and rules.capture_compulsory and any(
                m.kind == "capture" and m.card == request.card for m in legal):
            return MUST_CAPTURE  # 003 Kontsina: a card that can capture may not be trailed
        return "illegal-move"

    def _why_not_build(self, request: MoveRequest, rules: RuleSet) -> str | None:
        """Why a build, raise or extend cannot be: the rule set has no builds, the value is
        above the highest build, the build named is not on the table, or a multiple build
        cannot change value."""
        if not rules.builds:
            return "builds-not-allowed"
        if request.value is not None and request.value > rules.build_max:
            return "build-too-high"
        ids = {b.id: b for b in self.state.builds}
        if request.targets:
            if not request.targets <= ids.keys():
                return "no-such-build"
            if request.kind == "raise" and any(ids[t].multiple for t in request.targets):
                return "cannot-raise-multiple-build"
        return None
