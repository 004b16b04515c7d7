"""The game: a match of rounds under one rule set, with legal moves, play and views."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from . import movegen, validate
from .cards import Card, codes, parse_card
from .errors import IllegalMove
from .moves import Build, Move, MoveRequest
from .rules import RuleSet, get_rules
from .rules import swazi_turns as turns
from .rules.base import NO_HOOKS
from .scoring import by_side, score_round

FORMAT = 1  # version of to_dict()'s layout
DECLARE = Move("declare", None)  # type: ignore[arg-type]
_SAVED_KEYS = ("variant", "options", "players", "seed", "round", "shuffles", "dealer",
               "scores", "match_over", "winner", "past_rounds", "hands", "loose", "builds",
               "piles", "stock", "sweeps", "sweep_score", "carry", "carry_in", "games_won",
               "declared", "interrupted", "to_move", "last_capturer", "next_build_id",
               "deal_no", "round_over", "round_void", "result", "history")


MUST_CAPTURE = "must-capture"


def _messages(code: str, move: MoveRequest | None = None) -> tuple[str, str]:
    card = move.card.symbol if move and move.card else ""
    texts = {
        movegen.TRAIL_WHILE_OWNING: (
            f"you own a build, so you may not trail {card}: capture, build or add to a build",
            f"tem uma construção, por isso não pode largar {card}: capture, construa ou "
            "acrescente a uma construção"),
        movegen.KEEP_CAPTURING_CARD: (
            f"playing {card} so would leave you without a card that captures your build",
            f"jogar {card} assim deixa-o sem carta que capture a sua construção"),
        turns.MUST_CAPTURE_ADDED_BUILD: (
            "you added to an opponent's build: capture it with your hand card this turn",
            "acrescentou à construção de um adversário: capture-a com a carta da mão nesta vez"),
        turns.MUST_ADD_TO_OWN_BUILD: (
            "cards on the table or a pile top can join your build: add them first (a claim)",
            "há cartas na mesa ou no topo de um montinho que cabem na sua construção: "
            "acrescente-as primeiro (reclamação)"),
        MUST_CAPTURE: (
            f"{card} can capture, and here capturing is compulsory: it may not be trailed",
            f"{card} pode capturar, e aqui capturar é obrigatório: não pode ser largada"),
        turns.MUST_TAKE_EVERYTHING: (
            f"{card} can take more: a capture takes every card it can (a claim)",
            f"{card} pode levar mais: uma captura leva todas as cartas que pode (reclamação)"),
        turns.ONE_BUILD_PER_VALUE: (
            "a build of that value is already on the table: only one of each value",
            "já há uma construção desse valor na mesa: só uma de cada valor"),
        movegen.ONE_BUILD_PER_PLAYER: (
            "you may own only one build at a time", "só pode ter uma construção de cada vez"),
        turns.NO_BUILD_FOR_PARTNER: (
            "you may build for your partner only once an opponent has taken their build, at "
            "its value, while they hold a card that takes it",
            "só pode construir para o parceiro depois que um adversário capturou a construção "
            "dele, com o mesmo valor, e enquanto ele tiver carta que a capture"),
        turns.NO_PARTNER_PILE: (
            "only captured court cards may go under your partner's pile",
            "só as figuras capturadas podem ir para o montinho do parceiro"),
        "no-declaration": ("this game has no declaration", "este jogo não tem declaração"),
        "already-declared": (
            "that player has already declared since the last card was played",
            "esse jogador já declarou depois da última carta jogada"),
        "no-such-seat": ("there is no such seat in this game", "não há esse lugar neste jogo"),
        "card-not-in-hand": (f"{card} is not in the hand of the player to move",
                             f"{card} não está na mão de quem joga"),
        "round-over": ("the round is over: start the next round",
                       "a rodada terminou: comece a rodada seguinte"),
        "round-not-over": ("the round is still being played", "a rodada ainda não terminou"),
        "match-over": ("the match is over", "a partida terminou"),
        "not-your-turn": ("it is not this seat's turn", "não é a vez deste lugar"),
        "ambiguous-move": (f"several legal moves with {card} fit that description: "
                           "name the cards taken or used, the build and the value",
                           f"várias jogadas legais com {card} correspondem: indique as cartas "
                           "levadas ou usadas, a construção e o valor"),
        "builds-not-allowed": ("this game has no builds", "este jogo não tem construções"),
        "build-too-high": (f"a build cannot be worth more than {move.value if move else ''}",
                           "uma construção não pode valer tanto"),
        "cannot-raise-multiple-build": (
            "a multiple build never changes value", "uma construção múltipla nunca muda de valor"),
        "no-such-build": ("there is no such build on the table", "não há essa construção na mesa"),
        "capture-value-mismatch": (
            f"{card} cannot take those cards: each group must add up to its value and a build "
            "is taken only at its announced value",
            f"{card} não pode levar essas cartas: cada grupo tem de somar o seu valor e uma "
            "construção só se leva pelo valor anunciado"),
        "illegal-move": (f"that move{f' with {card}' if card else ''} is not allowed here",
                         f"essa jogada{f' com {card}' if card else ''} não é permitida aqui"),
    }
    return texts.get(code, texts["illegal-move"])


def illegal(code: str, move: MoveRequest | None = None) -> IllegalMove:
    en, pt = _messages(code, move)
    return IllegalMove(code, en, pt)


class Game:
    """A match of one rule set: rounds are dealt, played and scored until someone wins.

    Seats are numbered from 0; with partnerships seats 0 and 2 form side 0, seats 1 and 3
    side 1. Scores and sweeps belong to sides, and so do capture piles — unless each player
    keeps one (``RuleSet.pile_per_player``, 000 Lesotho): then ``piles[i]`` is seat i's.
    Either way pile i counts for side ``i % sides``.
    """

    rules: RuleSet

    # ----------------------------------------------------------------- creation
    def __init__(self, rules: RuleSet, players: int, seed: int, options: dict) -> None:
        self.rules = rules
        self.variant = rules.id
        self.players = players
        self.seed = seed
        self.options = options
        self.sides = rules.sides_for(players)
        self.pile_count = rules.piles_for(players)
        """How many capture piles there are: one per side, or one per player."""
        self._pile_of = [rules.pile_for(seat, self.sides) for seat in range(players)]
        self._pile_seats = [tuple(s for s in range(players) if self._pile_of[s] == pile)
                            for pile in range(self.pile_count)]
        self._plan = rules.deal_for(players)
        # Rule sets with no special turn mechanics take the short road in _drafts.
        self._plain = not (rules.hooks is not NO_HOOKS or rules.declare_target is not None
                           or self.sides < players)
        self._partners = [tuple(s for s in range(players) if s % self.sides == seat % self.sides)
                          for seat in range(players)]
        self.scores = [0] * self.sides
        self.round = 0
        self.shuffles = 0
        self.dealer = 0
        self.match_over = False
        self.winner: int | None = None
        self.past_rounds: list[list[dict]] = []
        self.games_won = [0] * self.sides  # games of a best-of series (Basra's option)
        self.carry: dict[str, int] = {}  # points of tied majorities carried forward
        self.carry_in: dict[str, int] = {}  # what this round's majorities carry in
        self._reset_round()

    def _reset_round(self) -> None:
        self.hands: list[list[Card]] = [[] for _ in range(self.players)]
        self.loose: list[Card] = []
        self.builds: list[Build] = []
        self.piles: list[list[Card]] = [[] for _ in range(self.pile_count)]
        self.rebuilds: list[tuple[int, int, int]] = []
        """000 Swazi partnerships: ``(seat, partner, value)``, the builds ``seat`` may still
        make for ``partner`` (see ``swazi_turns.partner_rebuilds``)."""
        self.stock: list[Card] = []
        self.sweeps = [0] * self.sides  # how many sweeps each side made
        self.sweep_score = [0] * self.sides  # what they are worth
        self.declared_by: list[int] = []
        """Tablic: the seats that declared since the last card was played (each may
        declare once in between, on anyone's turn)."""
        self.pending_capture: int | None = None  # a build to capture before the turn ends
        self.interrupted = False  # a winning declaration ended the round
        self.to_move = 0
        self.last_capturer: int | None = None
        self.next_build_id = 1
        self.deal_no = 0
        self.round_over = False
        self.round_void = False
        self.result: list[dict] | None = None
        self._events: list[dict | tuple[Move, int, bool]] = []
        self._spelled = 0  # how many leading _events are dicts already
        self._legal: list[Move] | None = None

    @property
    def history(self) -> list[dict]:
        """The round's events as JSON-ready dicts: deals, moves (the move's dict with
        ``seat`` and ``sweep``) and the last capturer taking the rest.

        A move is recorded as played and turned into its dict only when the history is
        read, which keeps play fast.
        """
        events = self._events
        for i in range(self._spelled, len(events)):
            event = events[i]
            if type(event) is tuple:
                move, seat, sweep = event
                events[i] = {**move.to_dict(), "seat": seat, "sweep": sweep}
        self._spelled = len(events)
        return events

    @history.setter
    def history(self, events: list[dict]) -> None:
        self._events = events
        self._spelled = 0

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

    # ----------------------------------------------------------------- dealing
    def side_of(self, seat: int) -> int:
        """The side (team) a seat plays for."""
        return seat % self.sides

    def pile_of(self, seat: int) -> int:
        """The index in ``piles`` of the capture pile a seat's captures go to: its side's,
        or its own where each player keeps a pile (000 Lesotho)."""
        return self._pile_of[seat]

    def side_piles(self) -> list[list[Card]]:
        """The captured cards per side: pile i counts for side ``i % sides`` (partners'
        piles added together where each player keeps one, 000 Lesotho)."""
        if self.pile_count == self.sides:
            return self.piles
        return by_side(self.piles, self.sides)

    def _order(self) -> tuple[int, ...]:
        """Seats in dealing order: starting after the dealer, the dealer last."""
        return _dealing_order(self.dealer, self.rules.direction, self.players)

    def _start_round(self) -> None:
        self._reset_round()
        self.round += 1
        self.shuffles += 1
        self.carry_in = dict(self.carry)
        deck = list(self.rules.deck)
        rng = random.Random(f"cassino:{self.seed}:{self.shuffles}")
        rng.shuffle(deck)
        self.stock = deck
        self._deal(self.rules.deal_for(self.players).first)
        self._redeal_table(rng)
        self.rules.hooks.round_opened(self)

    def take_table(self, seat: int, sweeps: int = 0) -> None:
        """``seat`` takes every loose card before play starts (a rule set's opening, see
        ``Hooks.round_opened``: Escova's dealer): a capture, worth ``sweeps`` sweeps of
        ``sweep_points`` each, recorded as a ``table`` event."""
        takes, self.loose = self.loose, []
        self.piles[self._pile_of[seat]].extend(takes)
        side = self.side_of(seat)
        self.sweeps[side] += sweeps
        self.sweep_score[side] += sweeps * self.rules.sweep_points
        self.last_capturer = seat
        self._events.append({"event": "table", "seat": seat, "takes": codes(takes),
                             "sweeps": sweeps})
        self._legal = None

    def _redeal_table(self, rng: random.Random) -> None:
        """Cards the rule set bars from the opening table go back: the table cards are
        shuffled into the stock and as many are laid again (003: Tablanet, Basra). Where the
        whole pack was dealt, every card goes back and the deal starts over (000)."""
        rules = self.rules
        if not (rules.redeal_table_if or rules.redeal_table_limits) or not self.loose:
            return
        count = len(self.loose)
        for _ in range(1000):
            if not _barred_table(rules, self.loose):
                return
            if len(self.stock) >= count:
                self.stock += self.loose
                rng.shuffle(self.stock)
                self.loose = self.stock[:-count - 1:-1]
                del self.stock[-count:]
            else:
                deck = [*self.stock, *self.loose, *(c for hand in self.hands for c in hand)]
                rng.shuffle(deck)
                self.stock, self.loose = deck, []
                self.hands = [[] for _ in range(self.players)]
                self.deal_no = 0
                self._events.clear()
                self._deal(rules.deal_for(self.players).first)

    def _deal(self, steps: Sequence[tuple[str, int]]) -> None:
        order = self._order()
        stock = self.stock
        for where, count in steps:
            if count <= 0:
                continue
            for pile in map(self.hands.__getitem__, order) if where == "players" else [
                    self.loose]:
                # ``count`` cards off the top of the stock (its end), one at a time.
                pile += stock[:-count - 1:-1]
                del stock[-count:]
        self.deal_no += 1
        self.to_move = self.rules.hooks.first_to_play(self, order)
        self._events.append({"event": "deal", "deal": self.deal_no, "last": not self.stock})

    @property
    def last_deal(self) -> bool:
        """True once the stock is empty: "últimas" was announced (001 §02)."""
        return not self.stock

    @property
    def deals(self) -> int:
        """How many deals a round has."""
        plan = self.rules.deal_for(self.players)
        first = sum(n * (self.players if w == "players" else 1) for w, n in plan.first)
        later = sum(n * (self.players if w == "players" else 1) for w, n in plan.later)
        rest = len(self.rules.deck) - first
        if plan.draw_after_play or later == 0:
            return 1
        return 1 + -(-rest // later)

    # ----------------------------------------------------------------- moves
    def legal_moves(self) -> list[Move]:
        """The legal moves of the player to move (empty once the round is over)."""
        if self._legal is None:
            self._legal = [] if self.round_over else self._generate()
        return list(self._legal)

    def _generate(self) -> list[Move]:
        table, drafts = self._drafts()
        by_id = {b.id: b for b in self.builds}
        return [table.spell(d, by_id) for d in drafts] or self._no_move_left()

    def _no_move_left(self) -> list[Move]:
        """A player holding cards always has a move: with none legal, any card may be
        trailed. Dealt play never comes here (a build's owner keeps its capturing card); a
        position set up by hand can (a build whose owner holds no card that takes it)."""
        return [Move("trail", card) for card in self.hands[self.to_move]]

    def _drafts(self) -> tuple[movegen.Table, list]:
        """The legal moves as drafts (cheap to count and filter), with their table."""
        seat = self.to_move
        hand = self.hands[seat]
        rules = self.rules
        builds = self.builds
        if self._plain:
            table, drafts = movegen.pseudo_legal_drafts(rules, seat, hand, self.loose, builds)
            if builds and seat in [b.owner for b in builds]:
                drafts = movegen.obeying(rules, seat, drafts, hand, builds)
            return table, drafts
        hooks = rules.hooks
        rules = hooks.rules_in_force(self, rules)
        partners = self.partners(seat)
        table, drafts = movegen.pseudo_legal_drafts(rules, seat, hand, self.loose, builds,
                                                    partners=partners)
        if hooks is not NO_HOOKS:
            drafts += hooks.extra_moves(self, seat)
        if rules.declare_target is not None and self.to_move not in self.declared_by:
            drafts.append(DECLARE)  # Tablic: a side may declare it has the target
        drafts, actions = hooks.turn_moves(self, seat, rules, table, drafts)
        if builds and any(b.owner == seat for b in builds):
            drafts = movegen.obeying(rules, seat, drafts, hand, builds)
        # Without a build of one's own only a new build's capturing card is at stake, and the
        # generator announces only values the player keeps a card of. Table actions are
        # checked as they are made (swazi_turns.table_actions).
        return table, drafts + actions if actions else drafts

    def partners(self, seat: int) -> tuple[int, ...]:
        """The seats whose builds count as ``seat``'s own: its side's (000 partnerships)."""
        return self._partners[seat]

    def play_random(self, rng: random.Random) -> Move:
        """Play a legal move drawn uniformly at random (simulations, rollouts); returns it.

        Only the chosen move is spelled out, which makes random play fast.
        """
        if self.round_over:
            raise illegal("round-over")
        if self._legal is not None:
            move = rng.choice(self._legal)
        else:
            table, drafts = self._drafts()
            if not drafts:  # (a position set up by hand: see _no_move_left)
                return self.play_random(rng) if self.legal_moves() else self._stuck()
            # rng.choice(drafts), drawn exactly as it draws (getrandbits, rejecting values
            # out of range) without its two Python-level calls: the same seeded games.
            count = len(drafts)
            bits = count.bit_length()
            index = rng.getrandbits(bits)
            while index >= count:
                index = rng.getrandbits(bits)
            draft = drafts[index]
            move = table.spell(draft, {b.id: b for b in self.builds} if draft[2] else {})
        self._apply(move)
        return move

    def _stuck(self) -> Move:
        raise illegal("illegal-move")

    def play(self, move: Move | Mapping, seat: int | None = None) -> Move:
        """Play a legal move (a Move or its dict) for the player to move; returns it. A
        declaration (Tablic) may come from any ``seat``, to move or not (``declare``).

        :raises IllegalMove: anything else, with a stable ``code``; the game is unchanged.
        """
        legal = self._legal if self._legal is not None else self.legal_moves()
        if isinstance(move, Move) and any(m is move for m in legal) and seat in (None,
                                                                                 self.to_move):
            self._apply(move)
            return move
        kind = move.kind if isinstance(move, Move) else (
            move.get("kind") if isinstance(move, Mapping) else None)
        if kind == "declare":
            # Tablic: any seat, at any moment — whoever is to move stays to move
            self.declare(self.to_move if seat is None else seat)
            return DECLARE
        chosen = self.resolve(move, seat)
        self._apply(chosen)
        return chosen

    def resolve(self, move: Move | Mapping, seat: int | None = None) -> Move:
        """The legal move a dict describes; raise IllegalMove explaining why there is none."""
        request = MoveRequest.parse(move)
        if self.round_over:
            raise illegal("round-over", request)
        if seat is not None and seat != self.to_move:
            raise illegal("not-your-turn", request)
        hand = self.hands[self.to_move]
        if request.card is not None and request.card not in hand:
            raise illegal("card-not-in-hand", request)
        fits = self._fits(request, self.legal_moves())
        if len(fits) == 1:
            return fits[0]
        if len(fits) > 1:
            raise illegal("ambiguous-move", request)
        raise illegal(self._why_not(request), request)

    def _fits(self, request: MoveRequest, moves: Iterable[Move]) -> list[Move]:
        loose_set = set(self.loose)
        scored = []
        for m in moves:
            score = request.matches(m, frozenset(c for c in m.takes if c in loose_set))
            if score:
                scored.append((score, m))
        best = max((s for s, _ in scored), default=0)
        return [m for s, m in scored if s == best]

    def _why_not(self, request: MoveRequest) -> str:
        """The code that explains why no legal move fits the request."""
        rules, seat = self.rules, self.to_move
        rules = rules.hooks.rules_in_force(self, rules)  # 000: a phase's stricter rules
        hand = self.hands[seat]
        if request.names_partner and request.partner is not None:
            return turns.NO_PARTNER_PILE if request.kind == "capture" else \
                turns.NO_BUILD_FOR_PARTNER
        pseudo = movegen.pseudo_legal_moves(rules, seat, hand, self.loose, self.builds,
                                            any_value=True)
        for m in self._fits(request, pseudo):
            code = movegen.violation(rules, seat, m, hand, self.builds)
            if code:
                return code
        legal = self.legal_moves()
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
        ids = {b.id: b for b in self.builds}
        if request.targets:
            if not request.targets <= ids.keys():
                return "no-such-build"
            if request.kind == "raise" and any(ids[t].multiple for t in request.targets):
                return "cannot-raise-multiple-build"
        return None

    # ----------------------------------------------------------------- applying
    def _apply(self, move: Move) -> None:
        seat = self.to_move
        kind, played, takes, uses, targets, value, groups, from_pile, partner = move
        rules = self.rules
        if played is None:
            if kind == "declare":
                self._declare(seat)
            else:
                self._table_action(move, seat)
            return
        hand = self.hands[seat]
        hand.remove(played)
        if self.declared_by:
            self.declared_by = []  # each seat may declare again
        self.pending_capture = None
        sweep = False
        loose = self.loose
        if from_pile:
            self._lift_tops(move)
        if kind == "capture":
            sweep = self._capture(move, seat)
        elif kind == "trail":
            if uses:  # a trail that also builds table cards (003 house rule)
                for card in uses:
                    loose.remove(card)
                self.builds.append(Build(self.next_build_id, value, groups, seat))
                self.next_build_id += 1
            loose.append(played)
        else:
            self._lay(move, seat)
        self._events.append((move, seat, sweep))
        self._legal = None
        plan = self._plan
        if plan.draw_after_play and self.stock:
            hand.append(self.stock.pop())
        self.to_move = (seat + rules.direction) % self.players
        if not hand and not any(self.hands):
            if self.stock:
                self._deal(plan.later)
            else:
                self._end_round()
        elif not self.hands[self.to_move]:
            self._pass_empty_hands()

    def _capture(self, move: Move, seat: int) -> bool:
        """A capture: the cards taken leave the table (builds whole), go onto the pile as
        the rule set stacks them; returns whether it scored a sweep."""
        _, played, takes, _, targets, _, _, _, partner = move
        rules = self.rules
        loose = self.loose
        side = seat % self.sides
        hooks = rules.hooks
        before = None if hooks is NO_HOOKS else [*loose,
                                                  *(c for b in self.builds for c in b.cards)]
        if targets:
            taken = set(targets)
            if hooks is not NO_HOOKS:  # (000: a build taken from a partnership)
                hooks.builds_taken(self, seat, [b for b in self.builds if b.id in taken])
            self.builds = [b for b in self.builds if b.id not in taken]
            for card in takes:
                if card in loose:  # not a card of a captured build
                    loose.remove(card)
        else:
            for card in takes:
                loose.remove(card)
        pile = self.piles[self._pile_of[seat]]
        if partner is not None:  # 000 Lesotho: court cards under the partner's pile
            _stack(rules.pile_order, pile, played, takes,
                   self.piles[self._pile_of[partner]])
        elif rules.pile_order == "any":
            pile.append(played)
            pile += takes
        else:
            _stack(rules.pile_order, pile, played, takes)
        self.last_capturer = seat
        cleared = not loose and not self.builds
        if cleared and not rules.sweep_on_last_play and not self.stock and not any(
                self.hands):
            cleared = False  # the round's last card played sweeps nothing (Scopa)
        points = (rules.sweep_points if cleared else 0) if before is None else \
            hooks.sweep_value(rules, played, before, cleared)
        sweep = points > 0
        if sweep:
            self.sweeps[side] += 1
            self.sweep_score[side] += points
        return sweep

    def _lay(self, move: Move, seat: int) -> None:
        """A build, raise or extend with a hand card: its cards leave the table for the
        build, whose owner the rule set names."""
        kind, _, _, uses, targets, value, groups, _, partner = move
        rules = self.rules
        loose = self.loose
        for card in uses:
            loose.remove(card)
        if kind == "build":
            owner = seat if partner is None else self._rebuild_used(move, seat)
            self.builds.append(Build(self.next_build_id, value, groups, owner))
            self.next_build_id += 1
        else:
            target = targets[0]
            fixes = rules.extend_fixes
            partners = self.partners(seat)
            self.builds = [
                Build(b.id, value, groups,
                      # a raise makes it yours; an extend of your side's build leaves it
                      # with its owner, who keeps its capturing card (and in 000 any
                      # extend does: only a new value changes the owner)
                      rules.owner_after(kind, b.owner, seat, partners),
                      b.fixed or (kind == "extend" and (
                          fixes == "any" or (fixes == "own" and b.owner == seat))))
                if b.id == target else b for b in self.builds]

    def _pass_empty_hands(self) -> None:
        """A seat without a card is passed over while others still hold cards. Dealt games
        never need it (every hand is dealt alike, one card a turn); a position set up with
        uneven hands does (``from_position``)."""
        while not self.hands[self.to_move]:
            self.to_move = (self.to_move + self.rules.direction) % self.players

    def _lift_tops(self, move: Move) -> None:
        """Opponents' pile tops a move takes or uses leave their piles for the table, where
        the move then finds them (000)."""
        for pile in move.from_pile:
            self.loose.append(self.piles[pile].pop())

    def _rebuild_used(self, move: Move, seat: int) -> int:
        """A build made for a partner uses up its grant; the partner owns it."""
        self.rebuilds.remove((seat, move.partner, move.value))
        return move.partner  # type: ignore[return-value]

    def _table_action(self, move: Move, seat: int) -> None:
        """An action with table cards only: the same player goes on (000)."""
        if move.from_pile:
            self._lift_tops(move)
        for card in move.uses:
            self.loose.remove(card)
        if move.kind == "build":
            owner = seat if move.partner is None else self._rebuild_used(move, seat)
            self.builds.append(Build(self.next_build_id, move.value, move.groups, owner))
            self.next_build_id += 1
        else:
            target = move.targets[0]
            build = next(b for b in self.builds if b.id == target)
            partners = self.partners(seat)
            if build.owner not in partners:
                self.pending_capture = target  # 000: then you must capture it this turn
            # the value stays, and so does the owner (000): the capture that follows is an
            # opponent's capture of the owner's build
            owner = self.rules.owner_after("extend", build.owner, seat, partners)
            self.builds = [Build(b.id, b.value, move.groups, owner, b.fixed) if b.id == target
                           else b for b in self.builds]
        self._events.append((move, seat, False))
        self._legal = None

    @property
    def declared(self) -> bool:
        """Tablic: whether the seat to move has declared since the last card was played."""
        return self.to_move in self.declared_by

    @declared.setter
    def declared(self, value: bool) -> None:
        others = [s for s in self.declared_by if s != self.to_move]
        self.declared_by = [*others, self.to_move] if value else others

    def may_declare(self, seat: int) -> bool:
        """Tablic: whether ``seat`` may declare now — on anyone's turn, and between rounds,
        once between two cards played, until the match is over (003: "assim que um jogador
        ou dupla anuncia que ultrapassou os 101 pontos ... sem esperar o final da rodada")."""
        return (self.rules.declare_target is not None and not self.match_over
                and self.round > 0 and 0 <= seat < self.players
                and seat not in self.declared_by)

    def declare_total(self, seat: int, points: Sequence[int] | None = None) -> int:
        """The total a declaration by ``seat`` is counted at: its side's match score plus
        this round's points so far (none once the round is scored into the match).
        ``points``: this round's points per side, when already worked out."""
        side = self.side_of(seat)
        if self.round_over:
            return self.scores[side]
        if points is None:
            points = [entry["total"] for entry in self._score(self.carry_in)[0]]
        return self.scores[side] + points[side]

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
        if self.match_over:
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
        points = None if self.round_over else [
            entry["total"] for entry in self._score(self.carry_in)[0]]
        total = self.declare_total(seat, points)
        right = total >= self.rules.declare_target
        self._events.append({"event": "declare", "kind": "declare", "card": None,
                             "seat": seat, "right": right, "total": total})
        self._legal = None
        self.declared_by = [*self.declared_by, seat]
        if right:
            if not self.round_over:  # the round stops here, scored for the declarer
                self.scores[side] += points[side]
                self.result, self.carry = self._score(self.carry_in)
                self.past_rounds.append(self.result)
                self.round_over = self.interrupted = True
            self.match_over = True
            self.winner = side
            self._legal = []
        else:
            self.scores[side] -= self.rules.declare_penalty
        return right

    def _end_round(self) -> None:
        """Last capturer takes the rest (never a sweep); the round is scored (001 §07–§08)."""
        rest = [*self.loose, *(c for b in self.builds for c in b.cards)]
        if self.last_capturer is not None and rest:
            self.piles[self._pile_of[self.last_capturer]].extend(rest)
            self._events.append({"event": "rest", "seat": self.last_capturer,
                                 "takes": codes(rest)})
            self.loose, self.builds = [], []
        self.round_over = True
        self._legal = []
        self.round_void = self.rules.void_round_without_capture and self.last_capturer is None
        if self.round_void:
            self.result = [{"total": 0, "items": {i.key: 0 for i in self.rules.scoring}}
                           for _ in range(self.sides)]
        else:
            self.result, self.carry = self._score(self.carry_in)
            for side, entry in enumerate(self.result):
                self.scores[side] += entry["total"]
        self.past_rounds.append(self.result)
        self._check_match()

    def _check_match(self) -> None:
        """Reaching the target ends the match; the best total wins (the lowest where the
        rule set says so); a tie plays on (001 §08)."""
        rules = self.rules
        target = self.target
        if self.round_void or rules.declare_target is not None:
            return  # a declaring game ends only by a declaration
        outright = self.rules.outright_round_points
        if outright is not None and self.result:
            # 004: a side taking most of a round's points (6 of 11) wins outright.
            best = [s for s, e in enumerate(self.result) if e["total"] >= outright]
            if len(best) == 1:
                self.match_over = True
                self.winner = best[0]
                return
        if max(self.scores) < target:
            return
        best = min(self.scores) if rules.lowest_wins else max(self.scores)
        leaders = [s for s, total in enumerate(self.scores) if total == best]
        if len(leaders) != 1:
            return
        self.games_won[leaders[0]] += 1
        if self.games_won[leaders[0]] >= rules.games_to_win:
            self.match_over = True
            self.winner = leaders[0]
        else:  # a best-of series: the next game starts from nothing
            self.scores = [0] * self.sides
            self.carry = {}

    @property
    def target(self) -> int:
        """The total that ends the current game: a best-of series may have a decider with
        its own target (003 Basra: the fifth game to 150)."""
        rules = self.rules
        decider = rules.decider_target
        if decider is not None and rules.games_to_win > 1 and all(
                won == rules.games_to_win - 1 for won in self.games_won):
            return decider
        return rules.target

    def round_score(self) -> list[dict]:
        """Per side, ``{"total", "items"}``: the round's result, or so far while it lasts."""
        if self.result is not None:
            return [{"total": e["total"], "items": dict(e["items"])} for e in self.result]
        return self._score(self.carry_in)[0]

    def _score(self, carried: Mapping[str, int]) -> tuple[list[dict], dict[str, int]]:
        return score_round(self.rules, self.side_piles(), self.sweep_score,
                           self._last_capture_side(), carried)

    def _last_capture_side(self) -> int | None:
        return None if self.last_capturer is None else self.side_of(self.last_capturer)

    def next_round(self) -> None:
        """Deal the next round: the deal passes on, except after a void round (§08)."""
        if not self.round_over:
            raise illegal("round-not-over")
        if self.match_over:
            raise illegal("match-over")
        if not self.round_void:
            self.dealer = self._next_dealer()
        self._start_round()

    def _next_dealer(self) -> int:
        """Who deals next: the rule set says (``Hooks.next_dealer``: the deal passes on in
        the direction of play; 000 South African: the round's lowest scorer deals)."""
        return self.rules.hooks.next_dealer(self)

    # ----------------------------------------------------------------- views
    def view(self, seat: int) -> dict:
        """What ``seat`` may see, as JSON-ready data: its own hand, other hands as counts.

        ``piles`` counts the cards of each capture pile, ``pile_tops`` shows their tops where
        the rule set uses them, and ``pile_seats`` names the seats each pile belongs to (a
        side's, or one player's, 000 Lesotho); ``captured`` counts each side's cards over
        its piles. ``order``: every seat in the order play goes round the table, from this
        one. ``rebuilds``: the builds a seat may still
        make for its partner (000 Swazi partnerships)."""
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat!r} in a {self.players}-player game")
        last = next((e for e in reversed(self.history) if "kind" in e), None)
        points = [e["total"] for e in self.round_score()]
        return {
            "variant": self.variant, "players": self.players, "seat": seat,
            "side": self.side_of(seat),
            "teams": [[s for s in range(self.players) if self.side_of(s) == side]
                      for side in range(self.sides)],
            "to_move": self.to_move, "dealer": self.dealer,
            "order": self.rules.play_order(self.players, seat),
            "hand": codes(self.hands[seat]),
            "hands": [len(h) for h in self.hands],
            "table": {"loose": codes(self.loose), "builds": [
                {**b.to_dict(), "soy": b.fixed and self.rules.extend_fixes == "own"}
                for b in self.builds]},
            "piles": [len(p) for p in self.piles],
            "pile_seats": [list(seats) for seats in self._pile_seats],
            "captured": [len(p) for p in self.side_piles()],
            "sweeps": list(self.sweeps),
            "sweep_points": list(self.sweep_score), "carried": dict(self.carry_in),
            "pile_tops": ([p[-1].code if p else None for p in self.piles]
                          if self.rules.pile_tops else None),
            "pending_capture": self.pending_capture, "declared": self.declared,
            "declared_by": list(self.declared_by),
            "may_declare": self.may_declare(seat),
            "declare_total": (None if self.rules.declare_target is None
                              else self.declare_total(seat, points)),
            "rebuilds": [{"seat": seat_, "partner": partner, "value": value}
                         for seat_, partner, value in self.rebuilds],
            "games_won": list(self.games_won),
            "round_points": points,
            "stock": len(self.stock), "deal": self.deal_no, "deals": self.deals,
            "last_deal": self.last_deal, "round": self.round,
            "scores": list(self.scores), "target": self.target,
            "declare_target": self.rules.declare_target,
            "last_move": last, "round_over": self.round_over, "round_void": self.round_void,
            "match_over": self.match_over, "winner": self.winner,
            "options": dict(self.options),
        }

    def observation(self, seat: int) -> dict:
        """Everything ``seat`` may know: its view plus the round's public history."""
        data = self.view(seat)
        data["history"] = [dict(event) for event in self.history]
        return data

    # ----------------------------------------------------------------- persistence
    def to_dict(self) -> dict:
        """The whole game as JSON-ready data; ``Game.from_dict`` restores it exactly."""
        return {
            "format": FORMAT, "variant": self.variant, "options": dict(self.options),
            "players": self.players, "seed": self.seed, "round": self.round,
            "shuffles": self.shuffles, "dealer": self.dealer, "scores": list(self.scores),
            "match_over": self.match_over, "winner": self.winner,
            "past_rounds": self.past_rounds,
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
    def from_dict(cls, data: Mapping[str, Any]) -> Game:
        """Restore a game saved with ``to_dict``. Every field is checked (types, ranges,
        seats, cards of the deck at most once, a player to move with a card and a legal
        move, the history's events), so a game it returns plays to the end of its round
        and match.

        :raises ValueError: data of another format or that does not describe a game; the
            message names the field.
        """
        try:
            return cls._checked(data)
        except ValueError as exc:
            raise ValueError(f"not a saved game: {exc}") from None
        except (RecursionError, MemoryError, OverflowError):
            raise ValueError("not a saved game: too big or too deeply nested") from None

    @classmethod
    def _checked(cls, data: Any) -> Game:
        v = validate
        data = v.mapping(data, "the game")
        fmt = data.get("format")
        if type(fmt) is not int or fmt != FORMAT:
            raise ValueError(f"unsupported saved-game format {str(fmt)[:20]!r}")
        missing = [key for key in _SAVED_KEYS if key not in data]
        if missing:
            raise ValueError(f"missing {', '.join(missing)}")
        variant = data["variant"]
        if not isinstance(variant, str):
            raise v.bad("variant", "must be a rule set's id")
        rules, chosen = get_rules(variant).with_options(v.option_values(data["options"]))
        players = data["players"]
        if type(players) is not int or players not in rules.players:
            raise v.bad("players", f"{rules.id} is played by {list(rules.players)}")
        rules = rules.for_players(players)
        game = cls(rules, players, v.seed(data["seed"]), chosen)
        game._read_match(data)
        ids = game._read_table(data)
        game._read_round(data, ids)
        game._check_sound()
        return game

    def _read_match(self, data: Mapping[str, Any]) -> None:
        """A save's match fields: round, deal, dealer, scores, winner, past rounds."""
        game = self
        v = validate
        rules, players = game.rules, game.players
        sides, keys = game.sides, [item.key for item in rules.scoring]
        game.round = v.integer(data["round"], "round", 0, v.MAX_ROUNDS)
        game.shuffles = v.integer(data["shuffles"], "shuffles", 0, 10 * v.MAX_ROUNDS)
        game.dealer = v.seat(data["dealer"], "dealer", players)
        game.to_move = v.seat(data["to_move"], "to_move", players)
        game.deal_no = v.integer(data["deal_no"], "deal_no", 0, max(game.deals, 1))
        game.scores = v.ints(data["scores"], "scores", sides)
        game.match_over = v.boolean(data["match_over"], "match_over")
        game.winner = v.optional_integer(data["winner"], "winner", 0, sides - 1)
        if (game.winner is None) == game.match_over:
            raise v.bad("winner", "a finished match has a winner, a match in play none")
        game.past_rounds = [v.result(r, f"past_rounds[{i}]", sides, keys) for i, r in
                            enumerate(v.sequence(data["past_rounds"], "past_rounds",
                                                 most=v.MAX_ROUNDS))]

    def _read_table(self, data: Mapping[str, Any]) -> list[int]:
        """A save's cards: hands, table, builds (their ids returned), piles and stock."""
        game = self
        v = validate
        rules, players = game.rules, game.players
        game.hands = [v.cards(h, f"hands[{i}]")
                      for i, h in enumerate(v.sequence(data["hands"], "hands", players))]
        game.loose = v.cards(data["loose"], "loose")
        builds = [v.build(b, f"builds[{i}]", players, rules, hand_values=True)
                  for i, b in enumerate(v.sequence(data["builds"], "builds"))]
        if any("id" not in b for b in builds):
            raise v.bad("builds", "every build has an id")
        ids = [b["id"] for b in builds]
        if len(set(ids)) != len(ids):
            raise v.bad("builds", "two builds have one id")
        game.builds = [Build(b["id"], b["value"], b["groups"], b["owner"], b["fixed"])
                       for b in builds]
        game.next_build_id = v.integer(data["next_build_id"], "next_build_id",
                                       max(ids, default=0) + 1, v.MAX_BUILD_ID + 1)
        raw_piles = v.sequence(data["piles"], "piles")
        if len(raw_piles) == game.sides < game.pile_count:
            # saved when partners shared a pile: seat i < sides keeps side i's cards
            raw_piles = [*raw_piles, *([] for _ in range(game.pile_count - game.sides))]
        game.piles = [v.cards(p, f"piles[{i}]")
                      for i, p in enumerate(v.sequence(raw_piles, "piles", game.pile_count))]
        game.stock = v.cards(data["stock"], "stock")
        return ids

    def _read_round(self, data: Mapping[str, Any], ids: list[int]) -> None:
        """A save's round fields: sweeps, carried points, declarations, obligations,
        grants, the last capturer, the result and the history."""
        game = self
        v = validate
        rules, players = game.rules, game.players
        sides, keys = game.sides, [item.key for item in rules.scoring]
        game.sweeps = v.ints(data["sweeps"], "sweeps", sides, 0, v.MAX_POINTS)
        game.sweep_score = v.ints(data["sweep_score"], "sweep_score", sides)
        game.carry = v.points(data["carry"], "carry", keys)
        game.carry_in = v.points(data["carry_in"], "carry_in", keys)
        game.games_won = v.ints(data["games_won"], "games_won", sides, 0, rules.games_to_win)
        game.declared = v.boolean(data["declared"], "declared")
        if "declared_by" in data:  # (saves before any seat could declare have only declared)
            game.declared_by = list(dict.fromkeys(
                v.seat(s, "declared_by", players)
                for s in v.sequence(data["declared_by"], "declared_by", most=players)))
        game.pending_capture = v.optional_integer(data.get("pending_capture"),
                                                  "pending_capture", 1, v.MAX_BUILD_ID)
        if game.pending_capture is not None and game.pending_capture not in ids:
            raise v.bad("pending_capture", "names no build on the table")
        game.rebuilds = []
        for i, grant in enumerate(v.sequence(data.get("rebuilds", []), "rebuilds")):
            grant = v.sequence(grant, f"rebuilds[{i}]", 3)
            game.rebuilds.append((v.seat(grant[0], f"rebuilds[{i}]", players),
                                  v.seat(grant[1], f"rebuilds[{i}]", players),
                                  v.integer(grant[2], f"rebuilds[{i}]", 1, v.MAX_BUILD_VALUE)))
        game.interrupted = v.boolean(data["interrupted"], "interrupted")
        game.last_capturer = v.optional_seat(data["last_capturer"], "last_capturer", players)
        game.round_over = v.boolean(data["round_over"], "round_over")
        game.round_void = v.boolean(data["round_void"], "round_void")
        if game.round_over != (data["result"] is not None):
            raise v.bad("result", "a round that is over has a result, one in play none")
        game.result = None if data["result"] is None else v.result(data["result"], "result",
                                                                   sides, keys)
        game.history = v.history(data["history"], players, game.pile_count)

    def _check_sound(self) -> None:
        """A restored game is whole: its deck's cards once each, and a round in play has a
        player to move with a legal move."""
        game = self
        v = validate
        rules, players = game.rules, game.players
        if game.round < 1 and not game.round_over:
            raise v.bad("round", "a round in play is round 1 or later")
        v.distinct_cards(game._cards(), rules.deck)
        if game.shuffles and len(game._cards()) != len(rules.deck):
            # a dealt game (not a position set up by hand, whose shuffles are 0) keeps
            # every card of its deck somewhere
            raise ValueError(f"{len(rules.deck) - len(game._cards())} cards of the deck are "
                             "missing")
        if game.match_over and not game.round_over:
            raise v.bad("match_over", "a match ends with its round")
        if not game.round_over:
            v.stock_dealt(rules, players, game.stock)
            if game.builds and not rules.builds:
                raise v.bad("builds", "this game has no builds")
            if not game.hands[game.to_move]:
                raise v.bad("to_move", f"seat {game.to_move} is to move but holds no card")
            if not game.legal_moves():
                raise ValueError(f"seat {game.to_move} is to move but has no legal move")
            game._legal = None

    def _cards(self) -> list[Card]:
        """Every card of the round: hands, table, builds, capture piles and stock."""
        return [*self.loose, *self.stock, *(c for h in self.hands for c in h),
                *(c for b in self.builds for c in b.cards), *(c for p in self.piles for c in p)]

    def _copy(self) -> Game:
        """A copy made without the checks of ``from_dict`` (the game is known to be sound)."""
        game = Game(self.rules, self.players, self.seed, dict(self.options))
        data = copy.deepcopy(self.to_dict())
        for key in ("round", "shuffles", "dealer", "to_move", "next_build_id", "deal_no",
                    "match_over", "winner", "past_rounds", "declared", "pending_capture",
                    "interrupted", "last_capturer", "round_over", "round_void", "result",
                    "history", "carry", "carry_in", "scores", "sweeps", "sweep_score",
                    "games_won"):
            setattr(game, key, data[key])
        game.hands = [list(h) for h in self.hands]
        game.loose, game.stock = list(self.loose), list(self.stock)
        game.piles = [list(p) for p in self.piles]
        game.builds = list(self.builds)
        game.rebuilds = list(self.rebuilds)
        game.declared_by = list(self.declared_by)
        return game

    def copy(self) -> Game:
        return self._copy()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<Game {self.variant} round {self.round} to_move={self.to_move} "
                f"table={codes(self.loose)} builds={len(self.builds)}>")


@lru_cache(maxsize=64)
def _dealing_order(dealer: int, direction: int, players: int) -> tuple[int, ...]:
    return tuple((dealer + direction * k) % players for k in range(1, players + 1))


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


def _barred_table(rules: RuleSet, cards: Sequence[Card]) -> bool:
    """Whether the opening table holds a card, or too many cards, the rule set bars."""
    if any(c.code in rules.redeal_table_if or c.rank in rules.redeal_table_if for c in cards):
        return True
    return any(sum(1 for c in cards if c.code in named or c.rank in named) > limit
               for named, limit in rules.redeal_table_limits)


__all__ = ["Game", "IllegalMove", "Move", "parse_card"]
