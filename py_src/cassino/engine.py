"""The game: a match of rounds under one rule set, with legal moves, play and views."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from operator import attrgetter
from typing import Any

from . import movegen, turns, validate
from .cards import Card, codes, parse_card
from .errors import IllegalMove
from .moves import Build, Move, MoveRequest
from .rules import RuleSet, get_rules
from .rules.base import NO_HOOKS
from .scoring import by_side, score_round
from .seating import Seating
from .state import STATE_FIELDS, GameState

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

    def clone(self) -> Game:
        """An independent copy to play on (the state cloned, the seating shared): playing
        it never changes this game. Undo, the computer players' worlds and ``copy`` use
        it."""
        game = object.__new__(Game)
        game._bind(self.seating, self.seed, self.options, self.state.clone())
        return game

    def _reset_round(self) -> None:
        self.state.reset_round(self.seating)

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

    # ----------------------------------------------------------------- dealing
    def side_of(self, seat: int) -> int:
        """The side (team) a seat plays for."""
        return seat % self.sides

    def pile_of(self, seat: int) -> int:
        """The index in ``piles`` of the capture pile a seat's captures go to: its side's,
        or its own where each player keeps a pile (000 Lesotho)."""
        return self.seating.pile_of[seat]

    def side_piles(self) -> list[list[Card]]:
        """The captured cards per side: pile i counts for side ``i % sides`` (partners'
        piles added together where each player keeps one, 000 Lesotho)."""
        if self.pile_count == self.sides:
            return self.state.piles
        return by_side(self.state.piles, self.sides)

    def _order(self) -> tuple[int, ...]:
        """Seats in dealing order: starting after the dealer, the dealer last."""
        return _dealing_order(self.state.dealer, self.rules.direction, self.players)

    def _start_round(self) -> None:
        self._reset_round()
        self.state.round += 1
        self.state.shuffles += 1
        self.state.carry_in = dict(self.state.carry)
        deck = list(self.rules.deck)
        rng = random.Random(f"cassino:{self.seed}:{self.state.shuffles}")
        rng.shuffle(deck)
        self.state.stock = deck
        self._deal(self.rules.deal_for(self.players).first)
        self._redeal_table(rng)
        self.rules.hooks.round_opened(self)

    def take_table(self, seat: int, sweeps: int = 0) -> None:
        """``seat`` takes every loose card before play starts (a rule set's opening, see
        ``Hooks.round_opened``: Escova's dealer): a capture, worth ``sweeps`` sweeps of
        ``sweep_points`` each, recorded as a ``table`` event."""
        takes, self.state.loose = self.state.loose, []
        self.state.piles[self.seating.pile_of[seat]].extend(takes)
        side = self.side_of(seat)
        self.state.sweeps[side] += sweeps
        self.state.sweep_score[side] += sweeps * self.rules.sweep_points
        self.state.last_capturer = seat
        self.state.events.append({"event": "table", "seat": seat, "takes": codes(takes),
                             "sweeps": sweeps})
        self.state.legal = None

    def _redeal_table(self, rng: random.Random) -> None:
        """Cards the rule set bars from the opening table go back: the table cards are
        shuffled into the stock and as many are laid again (003: Tablanet, Basra). Where the
        whole pack was dealt, every card goes back and the deal starts over (000)."""
        rules = self.rules
        if not (rules.redeal_table_if or rules.redeal_table_limits) or not self.state.loose:
            return
        count = len(self.state.loose)
        for _ in range(1000):
            if not _barred_table(rules, self.state.loose):
                return
            if len(self.state.stock) >= count:
                self.state.stock += self.state.loose
                rng.shuffle(self.state.stock)
                self.state.loose = self.state.stock[:-count - 1:-1]
                del self.state.stock[-count:]
            else:
                state = self.state
                deck = [*state.stock, *state.loose, *(c for hand in state.hands for c in hand)]
                rng.shuffle(deck)
                self.state.stock, self.state.loose = deck, []
                self.state.hands = [[] for _ in range(self.players)]
                self.state.deal_no = 0
                self.state.events.clear()
                self._deal(rules.deal_for(self.players).first)

    def _deal(self, steps: Sequence[tuple[str, int]]) -> None:
        order = self._order()
        stock = self.state.stock
        for where, count in steps:
            if count <= 0:
                continue
            for pile in map(self.state.hands.__getitem__, order) if where == "players" else [
                    self.state.loose]:
                # ``count`` cards off the top of the stock (its end), one at a time.
                pile += stock[:-count - 1:-1]
                del stock[-count:]
        self.state.deal_no += 1
        self.state.to_move = self.state.dealer if self.rules.dealer_plays_first else order[0]
        self.state.events.append({"event": "deal", "deal": self.state.deal_no,
                                  "last": not self.state.stock})

    @property
    def last_deal(self) -> bool:
        """True once the stock is empty: "últimas" was announced (001 §02)."""
        return not self.state.stock

    @property
    def deals(self) -> int:
        """How many deals a round has."""
        return self.seating.deals

    # ----------------------------------------------------------------- moves
    def legal_moves(self) -> list[Move]:
        """The legal moves of the player to move (empty once the round is over)."""
        if self.state.legal is None:
            self.state.legal = [] if self.state.round_over else self._generate()
        return list(self.state.legal)

    def _generate(self) -> list[Move]:
        table, drafts = self._drafts()
        by_id = {b.id: b for b in self.state.builds}
        return [table.spell(d, by_id) for d in drafts] or self._no_move_left()

    def _no_move_left(self) -> list[Move]:
        """A player holding cards always has a move: with none legal, any card may be
        trailed. Dealt play never comes here (a build's owner keeps its capturing card); a
        position set up by hand can (a build whose owner holds no card that takes it)."""
        return [Move("trail", card) for card in self.state.hands[self.state.to_move]]

    def _drafts(self) -> tuple[movegen.Table, list]:
        """The legal moves as drafts (cheap to count and filter), with their table."""
        seat = self.state.to_move
        hand = self.state.hands[seat]
        rules = self.rules
        builds = self.state.builds
        if self.seating.plain:
            table, drafts = movegen.pseudo_legal_drafts(rules, seat, hand, self.state.loose, builds)
            if builds and seat in [b.owner for b in builds]:
                drafts = movegen.obeying(rules, seat, drafts, hand, builds)
            return table, drafts
        if rules.strict_phase and self._in_strict_phase():
            rules = self.seating.strict
        partners = self.partners(seat)
        table, drafts = movegen.pseudo_legal_drafts(rules, seat, hand, self.state.loose, builds,
                                                    partners=partners)
        if rules.hooks is not NO_HOOKS:
            drafts += rules.hooks.extra_moves(self, seat)
        if rules.declare_target is not None and self.state.to_move not in self.state.declared_by:
            drafts.append(DECLARE)  # Tablic: a side may declare it has the target
        if self.state.rebuilds:
            drafts += turns.partner_rebuilds(self, seat, rules)  # 000: builds for a partner
        actions: list[Move] = []
        if rules.table_actions or rules.pile_tops or rules.claims or rules.one_build_per_value:
            drafts, actions = self._turn_rules(table, drafts, rules)
        if builds and any(b.owner == seat for b in builds):
            drafts = movegen.obeying(rules, seat, drafts, hand, builds)
        # Without a build of one's own only a new build's capturing card is at stake, and the
        # generator announces only values the player keeps a card of. Table actions are
        # checked as they are made (turns.table_actions).
        return table, drafts + actions if actions else drafts

    def partners(self, seat: int) -> tuple[int, ...]:
        """The seats whose builds count as ``seat``'s own: its side's (000 partnerships)."""
        return self.seating.partners[seat]

    def _in_strict_phase(self) -> bool:
        """000: the first deal (two-player Swazi, South African) or while the stock lasts."""
        phase = self.rules.strict_phase
        return (phase == "first-deal" and self.state.deal_no == 1) or (phase == "stock"
                                                                   and bool(self.state.stock))

    def _turn_rules(self, table: movegen.Table, drafts: list,
                    rules: RuleSet) -> tuple[list, list[Move]]:
        """Seed 000's turns: the hand-card moves that remain (pile tops, a build to capture,
        claims, court cards for a partner's pile), and the table actions."""
        seat = self.state.to_move
        by_id = {b.id: b for b in self.state.builds}
        moves = [table.spell(d, by_id) for d in drafts]
        if rules.pile_tops == "capture":
            moves += turns.top_captures(self, seat) + turns.top_extends(self, seat)
        if self.seating.courts_to_partner:
            moves += turns.courts_for_partner(moves, self.partners(seat), seat)
        actions = turns.table_actions(self, seat, rules) if rules.table_actions else []
        if rules.one_build_per_value:
            moves = turns.one_per_value(moves, self.state.builds)
        if rules.claims:
            moves = turns.maximal_captures(moves)
            partners = self.partners(seat)
            if any(a.kind == "extend" and by_id[a.targets[0]].owner in partners
                   for a in actions):
                moves = [m for m in moves if not m.ends_turn]  # add to your builds first
        if self.state.pending_capture is not None:
            moves = [m for m in moves if not m.ends_turn
                     or (m.kind == "capture" and self.state.pending_capture in m.targets)]
        return moves, actions

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
                return self.play_random(rng) if self.legal_moves() else self._stuck()
            # rng.choice(drafts), drawn exactly as it draws (getrandbits, rejecting values
            # out of range) without its two Python-level calls: the same seeded games.
            count = len(drafts)
            bits = count.bit_length()
            index = rng.getrandbits(bits)
            while index >= count:
                index = rng.getrandbits(bits)
            draft = drafts[index]
            move = table.spell(draft, {b.id: b for b in self.state.builds} if draft[2] else {})
        self._apply(move)
        return move

    def _stuck(self) -> Move:
        raise illegal("illegal-move")

    def play(self, move: Move | Mapping, seat: int | None = None) -> Move:
        """Play a legal move (a Move or its dict) for the player to move; returns it. A
        declaration (Tablic) may come from any ``seat``, to move or not (``declare``).

        :raises IllegalMove: anything else, with a stable ``code``; the game is unchanged.
        """
        legal = self.state.legal if self.state.legal is not None else self.legal_moves()
        if isinstance(move, Move) and any(m is move for m in legal) and seat in (None,
                                                                                 self.state.to_move):
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
        fits = self._fits(request, self.legal_moves())
        if len(fits) == 1:
            return fits[0]
        if len(fits) > 1:
            raise illegal("ambiguous-move", request)
        raise illegal(self._why_not(request), request)

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
        if rules.strict_phase and self._in_strict_phase():
            rules = self.seating.strict  # 000: the stricter rules of the first deal or the stock
        hand = self.state.hands[seat]
        if request.names_partner and request.partner is not None:
            return turns.NO_PARTNER_PILE if request.kind == "capture" else \
                turns.NO_BUILD_FOR_PARTNER
        pseudo = movegen.pseudo_legal_moves(rules, seat, hand, self.state.loose, self.state.builds,
                                            any_value=True)
        for m in self._fits(request, pseudo):
            code = movegen.violation(rules, seat, m, hand, self.state.builds)
            if code:
                return code
        legal = self.legal_moves()
        if request.card is not None and legal and all(m.card is None for m in legal):
            # 000: no hand card may be played yet — a build you added to waits for its
            # capture, or cards that fit your builds must join them first (a claim)
            if self.state.pending_capture is not None:
                return turns.MUST_CAPTURE_ADDED_BUILD
            if rules.claims:
                return turns.MUST_ADD_TO_OWN_BUILD
        for m in self._fits(request, pseudo):
            if rules.claims and m.kind == "capture" and any(
                    o.kind == "capture" and o.card == m.card and set(m.takes) < set(o.takes)
                    for o in legal):
                return turns.MUST_TAKE_EVERYTHING  # 000 claims: it leaves cards it can take
            if (rules.one_build_per_value and m.kind in ("build", "raise")
                    and any(b.value == m.value and b.id not in m.targets
                            for b in self.state.builds)):
                return turns.ONE_BUILD_PER_VALUE
        if request.kind in ("build", "raise", "extend"):
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
        if request.kind == "capture":
            return "capture-value-mismatch"
        if request.kind == "trail" and rules.capture_compulsory and any(
                m.kind == "capture" and m.card == request.card for m in legal):
            return MUST_CAPTURE  # 003 Kontsina: a card that can capture may not be trailed
        return "illegal-move"

    # ----------------------------------------------------------------- applying
    def _apply(self, move: Move) -> None:
        seat = self.state.to_move
        kind, played, takes, uses, targets, value, groups, from_pile, partner = move
        rules = self.rules
        if played is None:
            if kind == "declare":
                self._declare(seat)
            else:
                self._table_action(move, seat)
            return
        hand = self.state.hands[seat]
        hand.remove(played)
        if self.state.declared_by:
            self.state.declared_by = []  # each seat may declare again
        self.state.pending_capture = None
        sweep = False
        loose = self.state.loose
        if from_pile:
            self._lift_tops(move)
        if kind == "capture":
            sweep = self._capture(move, seat)
        elif kind == "trail":
            if uses:  # a trail that also builds table cards (003 house rule)
                for card in uses:
                    loose.remove(card)
                self.state.builds.append(Build(self.state.next_build_id, value, groups, seat))
                self.state.next_build_id += 1
            loose.append(played)
        else:
            self._lay(move, seat)
        self.state.events.append((move, seat, sweep))
        self.state.legal = None
        plan = self.seating.plan
        if plan.draw_after_play and self.state.stock:
            hand.append(self.state.stock.pop())
        self.state.to_move = (seat + rules.direction) % self.players
        if not hand and not any(self.state.hands):
            if self.state.stock:
                self._deal(plan.later)
            else:
                self._end_round()
        elif not self.state.hands[self.state.to_move]:
            self._pass_empty_hands()

    def _capture(self, move: Move, seat: int) -> bool:
        """A capture: the cards taken leave the table (builds whole), go onto the pile as
        the rule set stacks them; returns whether it scored a sweep."""
        _, played, takes, _, targets, _, _, _, partner = move
        rules = self.rules
        loose = self.state.loose
        side = seat % self.sides
        hooks = rules.hooks
        before = None if hooks is NO_HOOKS else [*loose,
                                                  *(c for b in self.state.builds for c in b.cards)]
        if targets:
            taken = set(targets)
            if self.seating.rebuilding:
                self._grant_rebuilds(seat, [b for b in self.state.builds if b.id in taken])
            self.state.builds = [b for b in self.state.builds if b.id not in taken]
            for card in takes:
                if card in loose:  # not a card of a captured build
                    loose.remove(card)
        else:
            for card in takes:
                loose.remove(card)
        pile = self.state.piles[self.seating.pile_of[seat]]
        if partner is not None:  # 000 Lesotho: court cards under the partner's pile
            _stack(rules.pile_order, pile, played, takes,
                   self.state.piles[self.seating.pile_of[partner]])
        elif rules.pile_order == "any":
            pile.append(played)
            pile += takes
        else:
            _stack(rules.pile_order, pile, played, takes)
        self.state.last_capturer = seat
        cleared = not loose and not self.state.builds
        if cleared and not rules.sweep_on_last_play and not self.state.stock and not any(
                self.state.hands):
            cleared = False  # the round's last card played sweeps nothing (Scopa)
        points = (rules.sweep_points if cleared else 0) if before is None else \
            hooks.sweep_value(rules, played, before, cleared)
        sweep = points > 0
        if sweep:
            self.state.sweeps[side] += 1
            self.state.sweep_score[side] += points
        return sweep

    def _lay(self, move: Move, seat: int) -> None:
        """A build, raise or extend with a hand card: its cards leave the table for the
        build, whose owner the rule set names."""
        kind, _, _, uses, targets, value, groups, _, partner = move
        rules = self.rules
        loose = self.state.loose
        for card in uses:
            loose.remove(card)
        if kind == "build":
            owner = seat if partner is None else self._rebuild_used(move, seat)
            self.state.builds.append(Build(self.state.next_build_id, value, groups, owner))
            self.state.next_build_id += 1
        else:
            target = targets[0]
            fixes = rules.extend_fixes
            partners = self.partners(seat)
            self.state.builds = [
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

    def _grant_rebuilds(self, seat: int, taken: Iterable[Build]) -> None:
        """000 Swazi partnerships: ``seat`` captures builds; each one an opponent owned lets
        that owner's partner make one build of its value for the owner, on any later turn
        of the round (a grant of a value already granted is not repeated)."""
        for build in taken:
            owner = build.owner
            if owner % self.sides == seat % self.sides:
                continue  # taken by its owner or the owner's partner: nothing to rebuild
            for partner in self.seating.partners[owner]:
                grant = (partner, owner, build.value)
                if partner != owner and grant not in self.state.rebuilds:
                    self.state.rebuilds.append(grant)

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
        """The deal passes on in the direction of play; in South African Casino (000) the
        round's lowest scorer deals (a tie: the first of them from the last dealer on)."""
        rules = self.rules
        step = rules.direction
        if not rules.dealer_is_lowest_scorer or not self.state.result:
            return (self.state.dealer + step) % self.players
        totals = [self.state.result[self.side_of(s)]["total"] for s in range(self.players)]
        order = [(self.state.dealer + step * k) % self.players for k in range(self.players)]
        return min(order, key=lambda s: totals[s])

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
            "to_move": self.state.to_move, "dealer": self.state.dealer,
            "order": self.rules.play_order(self.players, seat),
            "hand": codes(self.state.hands[seat]),
            "hands": [len(h) for h in self.state.hands],
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

    # ----------------------------------------------------------------- persistence
    def to_dict(self) -> dict:
        """The whole game as JSON-ready data; ``Game.from_dict`` restores it exactly."""
        return {"format": FORMAT, "variant": self.variant, "options": dict(self.options),
                "players": self.players, "seed": self.seed, **self.state.to_dict()}

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
        seating = Seating.of(rules, players)
        game = object.__new__(cls)
        game._bind(seating, v.seed(data["seed"]), chosen, GameState.from_dict(data, seating))
        game._check_sound()
        return game

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
            game.state.legal = None

    def _cards(self) -> list[Card]:
        """Every card of the round: hands, table, builds, capture piles and stock."""
        return self.state.cards()

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
