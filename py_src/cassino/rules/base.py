"""The rule-set model: a variant is data plus a few named hooks.

A :class:`RuleSet` says which deck is used, what each card is worth in the hand and on the
table, how cards are dealt, who starts and in which direction play goes, which kinds of move
exist and under which constraints, how a round is scored and what wins the match. Special
mechanics that data cannot say live in a :class:`Hooks` object whose methods are no-ops.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING, dataclass, field, fields, replace
from typing import Any

from ..cards import DECK, Card

Text = Mapping[str, str]  # {"pt": ..., "en": ...}


def text(pt: str, en: str) -> dict[str, str]:
    """Words in Portuguese and English."""
    return {"pt": pt, "en": en}

CASINO_VALUES: dict[str, tuple[int, ...]] = {
    "A": (1,), "2": (2,), "3": (3,), "4": (4,), "5": (5,), "6": (6,), "7": (7,),
    "8": (8,), "9": (9,), "10": (10,), "J": (), "Q": (), "K": (),
}
"""Casino values: A=1, numerals their face value, court cards no value (001 §01)."""

ROYAL_VALUES: dict[str, tuple[int, ...]] = {
    **CASINO_VALUES, "A": (1, 14), "J": (11,), "Q": (12,), "K": (13,),
}
"""Royal Casino values: J=11, Q=12, K=13, and an ace 1 or 14 as its player chooses (003)."""

ROYAL = {"table_values": ROYAL_VALUES, "build_max": 14, "court_takes_one": False}
"""The fields that turn a Casino rule set into its Royal form."""


def _multiset_codes(values_of: Mapping[Card, tuple[int, ...]]) -> dict[Card, int]:
    """Per card, a power of two such that the sum over a set of cards counts the cards of
    each values tuple: one bit field per tuple, wide enough for every card that has it."""
    sizes: dict[tuple[int, ...], int] = {}
    for values in values_of.values():
        sizes[values] = sizes.get(values, 0) + 1
    field_of: dict[tuple[int, ...], int] = {}
    shift = 0
    for values in sorted(sizes, key=lambda values: (not values, values)):
        field_of[values] = 1 << shift
        shift += sizes[values].bit_length()
    return {card: field_of[values] for card, values in values_of.items()}


ONE_VALUE, COURT, SWEEPER, OTHER = range(4)
"""How the move generator plays a hand card (``GeneratorSettings.plans``): a card of one
value under the plain capture rule; a valueless card taking one card of its rank; a card
taking the whole table (``sweeping_cards``); any other (the rule set's captures hook, a
card of several values, a valueless card taking several)."""


@dataclass(frozen=True, slots=True)
class GeneratorSettings:
    """A rule set's fields the move generator reads for every position, gathered in one
    object with slots (whose attributes read fast, unlike a named tuple's or the rule
    set's own)."""

    builds: bool
    builds_in_sums: bool
    capture_compulsory: bool
    trail_with_table_build: bool
    court_takes_one: bool
    build_max: int
    max_value: int
    in_hand: Any
    hand_code: Any
    announce_memo: dict
    sweepers: frozenset
    lock_duplicate_builds: bool
    raise_simple_only: bool
    raise_own_build: bool
    extend: bool
    captures: Any
    """The rule set's ``Hooks.card_captures``, or None where it keeps the plain rule."""
    on_table: Any
    table_order: Any
    table_code: Any
    sums_memo: dict
    plans: dict
    """Per hand card: its hand values, its table values and how it plays
    (``ONE_VALUE`` …)."""


def _plans(hand: Mapping[Card, tuple[int, ...]], table: Mapping[Card, tuple[int, ...]],
           sweepers: frozenset[Card], plain_captures: bool, court_takes_one: bool,
           ) -> dict[Card, tuple[tuple[int, ...], tuple[int, ...], int]]:
    """``GeneratorSettings.plans``: each card's values and the road it takes."""
    plans = {}
    for card, values in hand.items():
        if card in sweepers:
            road = SWEEPER
        elif plain_captures and len(values) == 1:
            road = ONE_VALUE
        elif plain_captures and not values and court_takes_one:
            road = COURT
        else:
            road = OTHER
        plans[card] = (values, table[card], road)
    return plans


@dataclass(frozen=True)
class DealPlan:
    """How cards go out. Each step is ``("players", n)`` or ``("table", n)``.

    ``first`` is the round's opening deal, ``later`` every deal after the hands run out,
    repeated while the stock lasts. ``draw_after_play``: the player draws one card from the
    stock after each play (Draw Casino).
    """

    first: tuple[tuple[str, int], ...]
    later: tuple[tuple[str, int], ...]
    draw_after_play: bool = False


@dataclass(frozen=True)
class ScoringItem:
    """One line of the scoring table.

    kind ``most``: ``points`` to the side holding most cards (of ``suit`` when given);
    ``tie`` says what a tied majority gets: ``nobody``, ``split`` (``tie_points`` each), or
    ``carry`` (the points go to the next round's majority, on top of its own).
    kind ``each``: ``points`` for each captured card whose code is in ``cards`` or whose
    rank is in ``ranks``.
    kind ``sweeps``: ``points`` for each sweep.
    kind ``last_capture``: ``points`` to the side that made the round's last capture.
    kind ``threshold``: ``points`` to every side holding at least ``threshold`` cards (of
    ``suit`` when given).
    """

    key: str
    kind: str
    points: int
    name: Text
    suit: str | None = None
    cards: tuple[str, ...] = ()
    ranks: tuple[str, ...] = ()
    tie: str = "nobody"
    tie_points: int = 0
    threshold: int = 0


@dataclass(frozen=True)
class OptionSpec:
    """A user-selectable option: each choice maps to field overrides of the rule set."""

    key: str
    name: Text
    default: Any
    effects: Mapping[Any, Mapping[str, Any]]


class Hooks:
    """Special mechanics a rule set may need; every hook here is the plain rule."""

    def extra_moves(self, game: Any, seat: int) -> list:
        """Moves data cannot describe (none by default)."""
        return []

    def card_captures(self, rules: RuleSet, card: Card, table: Any,
                      ) -> list[tuple[int | None, int]] | None:
        """The captures of loose cards a hand card may make, as ``(value, bitmask)`` pairs
        over ``table.cards`` (``movegen.Table``: ``table.groups(v)`` are the card sets
        summing to v, up to ``RuleSet.max_value``), in the order they are offered; None
        keeps the plain rule (equal cards and disjoint groups of the card's value, builds
        of that value). Builds, raises and extends are made as usual."""
        return None

    def round_opened(self, game: Any) -> None:
        """Called once the round's opening deal is on the table (after any redeal of the
        table): what happens before the first card is played (nothing by default). The
        game's ``take_table`` gives every loose card to a seat, as sweeps if need be."""

    def sweep_value(self, game: Any, rules: RuleSet, card: Card, before: list[Card],
                    cleared: bool) -> int:
        """Points for a capture by ``card`` of ``before`` (the table's cards before it);
        ``cleared``: it left the table empty. ``game`` is as the capture left it (the card
        out of its player's hand). Plainly, a sweep is worth ``sweep_points``, the round's
        last card played included (001 §07)."""
        return rules.sweep_points if cleared else 0

    def rules_in_force(self, game: Any, rules: RuleSet) -> RuleSet:
        """The rules that bind the player to move now: plainly the rule set itself (000: a
        stricter set in the first deal, or while the stock lasts)."""
        return rules

    def turn_moves(self, game: Any, seat: int, rules: RuleSet, table: Any,
                   moves: list) -> tuple[list, list]:
        """The rule set's own turn rules over the generated ``moves`` (drafts, or Moves
        spelled over ``table``): the moves that remain, and the actions that do not end the
        turn, made with no hand card and checked as they are made. Plainly every move
        stays and there are no such actions."""
        return moves, []

    def moves_key(self, game: Any, seat: int) -> tuple:
        """What ``seat``'s legal moves depend on besides its hand, the table's loose cards
        and builds (in their order) and the fixed seating: a search remembers a position's
        moves under these (``ai.fastsim.Positions``). Plainly nothing; a rule set whose
        hooks read more of the game to make its moves must name it here."""
        return ()

    def refusal(self, game: Any, request: Any, rules: RuleSet, fits: list,
                legal: list) -> str | None:
        """The code of the rule set's own rule that refuses ``request`` (``fits``: the
        structurally possible moves it describes; ``legal``: the legal moves), or None to
        leave the explanation to the common rules."""
        return None

    def builds_taken(self, game: Any, seat: int, taken: list) -> None:
        """Called when ``seat`` captures the builds ``taken`` (nothing by default)."""

    def next_dealer(self, game: Any) -> int:
        """Who deals the next round: the deal passes on in the direction of play."""
        return (game.dealer + game.rules.direction) % game.players

    def first_to_play(self, game: Any, order: list[int]) -> int:
        """Who plays first after a deal (``order``: the seats from the dealer's left, or
        right, on): the first seat after the dealer."""
        return order[0]


NO_HOOKS = Hooks()


@dataclass(frozen=True, eq=False, repr=False, init=False)
class RuleSet:
    """Everything that distinguishes one game of the family from another.

    Made with keyword arguments, one per field; a field left out takes its default.
    Compared by identity and shown by its id. Nothing here is generated but the frozen
    ``__setattr__``: sixty fields' worth of generated ``__init__``, ``__eq__``,
    ``__hash__`` and ``__repr__`` cost the page's start tens of milliseconds to compile in
    the browser.
    """

    id: str
    name: Text
    source: str
    summary: Text
    players: tuple[int, ...] = (2,)
    partnerships: bool = False  # with 4 players, partners sit opposite (and share a pile)
    # deck and values
    ranks: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    table_values: Mapping[str, tuple[int, ...]] = field(default_factory=lambda: CASINO_VALUES)
    hand_values: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    """Overrides of table_values for a card in the hand, by card code or rank (Kasino): the
    values it captures with. Laid into a build, a raise or an extend, a card counts its table
    value (003: "apenas 1 para ser capturado ou utilizado em combinações")."""
    # deal and turn order
    deal: DealPlan = DealPlan(first=(("players", 4), ("table", 4)), later=(("players", 4),))
    deal_by_players: Mapping[int, DealPlan] = field(default_factory=dict)
    """A different deal for some player counts (Tablic: three players are dealt as Cassino)."""
    redeal_table_if: tuple[str, ...] = ()
    """Cards (codes or ranks) that may not lie on the opening table: the table cards go back,
    the stock is shuffled and four more are laid (Tablanet, Basra)."""
    redeal_table_limits: tuple[tuple[tuple[str, ...], int], ...] = ()
    """``(cards, n)``: the opening table may hold at most n of these cards, or it is laid
    again as with ``redeal_table_if`` (Scopa: two kings; a 000 option: three court cards)."""
    direction: int = 1  # +1: to the left (clockwise); -1: to the right
    # moves
    builds: bool = True
    build_max: int = 10
    raise_simple_only: bool = True  # a multiple build never changes value
    raise_own_build: bool = True
    extend: bool = True
    extend_absorbs_groups: bool = False
    raise_with_loose: bool = False  # loose cards may add to a raise's sum (003 house rule)
    trail_with_table_build: bool = False
    """A trail may come with a build of table cards only, its capturing card kept (003)."""
    lock_duplicate_builds: bool = False
    """Two builds of one value owned by one player can no longer change (004)."""
    max_builds_per_capture: int | None = None  # None: every build of the value at once
    builds_in_sums: bool = False  # a build may be taken as part of a sum (004)
    court_takes_one: bool = True  # a valueless card takes exactly one card of its rank
    sweeping_cards: tuple[str, ...] = ()
    """Cards (codes or ranks) that, played from the hand, take the whole table (Basra)."""
    capture_compulsory: bool = False  # a card that can capture may not trail (003 Kontsina, Scopa)
    extend_fixes: str | None = None
    """Which extended builds become fixed: ``own`` (Diloti's Soy), ``any`` (double builds)."""
    max_builds_per_player: int | None = None  # Diloti: one build (or Soy) per player
    table_actions: bool = False
    """000: a build of table cards only, and cards from the table or an opponent's pile top
    added to a build, are actions that do not end the turn; playing a hand card does."""
    pile_tops: str | None = None
    """What an opponent's capture-pile top may do (000): ``add`` — join a build; ``capture``
    — be captured like a table card, and join its owner's build with a hand card."""
    pile_order: str = "any"
    """How captured cards lie on a pile: ``any``; ``capturer_on_top``; ``courts_bottom``
    (the capturing card on top, court cards at the bottom); ``ascending`` (lowest on top)."""
    pile_per_player: bool = False
    """Who keeps a capture pile: each player, partners too (000 Lesotho, the partner's top
    usable like an opponent's), a side still scoring its piles together; otherwise each
    side. Seating data, read only through ``piles_for`` and ``pile_for``."""
    one_build_per_value: bool = False  # 000: one build of each value on the table
    claims: bool = False
    """000 claims, always made: a capture takes everything its card can take, and cards that
    can join your own builds must join them before you play a hand card."""
    strict_phase: str | None = None
    """000: while ``first-deal`` (or while the ``stock`` lasts) an owner may not trail, and
    with ``strict_one_build`` may own one build only at the end of the turn."""
    strict_one_build: bool = False
    by_players: Mapping[int, Mapping[str, Any]] = field(default_factory=dict)
    """Fields that differ with some player counts (000 South African's two-player game)."""
    owner_may_trail: bool = False
    keep_capturing_card: bool = True
    extend_keeps_owner: bool = False
    """000: a group of a build's own value added to it leaves the build with its owner
    (the creator stays "dono desta construção, a não ser que seu valor seja alterado ou que
    ele seja capturado"); only a raise makes it the raiser's. Otherwise whoever extends
    another side's build becomes its owner."""
    # scoring and match
    scoring: tuple[ScoringItem, ...] = ()
    sweep_points: int = 1
    target: int = 21
    lowest_wins: bool = False
    outright_round_points: int | None = None  # a round worth this many wins the match (004)
    sweeps_void_if_all_points: bool = False
    """Kasino: a side that takes every point of the scoring table scores no sweeps."""
    sweep_name: Text = field(default_factory=lambda: text("limpeza", "sweep"))
    """What a sweep is called (``basra``, ``mokki``, ``scopa``, ``escova``…)."""
    sweeps_name: Text = field(default_factory=lambda: text("Limpezas", "Sweeps"))
    """The same in the plural, as a heading (``Basras``, ``Mokkis``…)."""
    sums_up_to: int = 0
    """The highest sum of table cards the move generator looks up, when above every card's
    and build's value (Escova: 14, which an ace makes 15 with)."""
    declare_target: int | None = None
    """Tablic: the match ends only when a side declares this total, at any turn; a wrong
    declaration costs ``declare_penalty`` and play goes on."""
    declare_penalty: int = 5
    games_to_win: int = 1  # Basra's best of five: 3 games
    decider_target: int | None = None  # the target of the deciding game (Basra: 150)
    void_round_without_capture: bool = True
    options: tuple[OptionSpec, ...] = ()
    hooks: Hooks = NO_HOOKS

    def __init__(self, **values: Any) -> None:
        for name, default, factory in _init_fields():
            if name in values:
                value = values.pop(name)
            elif default is not MISSING:
                value = default
            elif factory is not MISSING:
                value = factory()
            else:
                raise TypeError(f"RuleSet() needs the field {name!r}")
            object.__setattr__(self, name, value)
        if values:
            raise TypeError(f"RuleSet() has no field {sorted(values)[0]!r}")

    def __repr__(self) -> str:
        return f"<RuleSet {self.id}>"

    def _derive(self) -> None:
        """Work out the tables the engine reads (deck, values by card, codes, settings)."""
        deck = tuple(card for card in DECK if card.rank in self.ranks)
        table = {card: tuple(self.table_values[card.rank]) for card in deck}
        hand = {
            card: tuple(self.hand_values.get(card.code, self.hand_values.get(card.rank,
                                                                              table[card])))
            for card in deck
        }
        # Smallest values first, valueless cards last, then deck order, as one number: cards
        # of equal values lie together, so a table's values follow from its multiset.
        kinds = sorted(set(table.values()), key=lambda values: (not values, values))
        order = {card: kinds.index(table[card]) * len(DECK) + card.index for card in deck}
        top = max((v for vs in [*table.values(), *hand.values()] for v in vs), default=0)
        scored = {item.key: frozenset(card for card in deck if card.code in item.cards
                                      or card.rank in item.ranks) for item in self.scoring}
        object.__setattr__(self, "deck", deck)
        object.__setattr__(self, "sweepers", frozenset(
            card for card in deck if card.code in self.sweeping_cards
            or card.rank in self.sweeping_cards))
        object.__setattr__(self, "scored_cards", scored)
        object.__setattr__(self, "table_order", order.__getitem__)
        valued = _multiset_codes({card: values for card, values in table.items() if values})
        table_code = {card: valued.get(card, 0) for card in deck}
        object.__setattr__(self, "table_code", table_code.__getitem__)
        object.__setattr__(self, "hand_code", _multiset_codes(hand).__getitem__)
        memo: dict[str, dict] = {"sums": {}, "announce": {}, "table_builds": {}}
        object.__setattr__(self, "memo", memo)
        object.__setattr__(self, "max_value", max(top, self.build_max, self.sums_up_to))
        hooks = self.hooks
        captures = (hooks.card_captures
                    if type(hooks).card_captures is not Hooks.card_captures else None)
        object.__setattr__(self, "generator_settings", GeneratorSettings(
            self.builds, self.builds_in_sums, self.capture_compulsory,
            self.trail_with_table_build, self.court_takes_one,
            self.build_max, self.max_value, hand.__getitem__, _multiset_codes(hand).__getitem__,
            memo["announce"], self.sweepers, self.lock_duplicate_builds, self.raise_simple_only,
            self.raise_own_build, self.extend, captures, table.__getitem__, order.__getitem__,
            table_code.__getitem__, memo["sums"],
            _plans(hand, table, self.sweepers, captures is None, self.court_takes_one)))
        object.__setattr__(self, "_table", table)
        object.__setattr__(self, "_hand", hand)
        # Hot look-ups: plain dictionary getters shadow the documented methods below.
        object.__setattr__(self, "in_hand", hand.__getitem__)
        object.__setattr__(self, "on_table", table.__getitem__)

    deck: tuple[Card, ...] = field(init=False, repr=False, compare=False)
    sweepers: frozenset[Card] = field(init=False, repr=False, compare=False)
    """The cards that take the whole table when played from the hand."""
    table_order: Any = field(init=False, repr=False, compare=False)
    """Sort key of a loose card: ascending smallest value, valueless cards last, then deck
    order."""
    max_value: int = field(init=False, repr=False, compare=False)
    """The highest value a card or a build can have."""
    scored_cards: Mapping[str, frozenset[Card]] = field(init=False, repr=False, compare=False)
    """Per scoring item, the cards of the deck it names (by code or rank)."""
    table_code: Any = field(init=False, repr=False, compare=False)
    hand_code: Any = field(init=False, repr=False, compare=False)
    """``sum(map(rules.table_code, cards))`` is a number that tells how many loose cards
    have each value (valueless cards count for nothing); ``hand_code`` likewise for the
    values in the hand, valueless included."""
    memo: dict[str, dict] = field(init=False, repr=False, compare=False)
    """Work the move generator keeps per rule set, keyed by those numbers."""
    generator_settings: GeneratorSettings = field(init=False, repr=False, compare=False)
    """The fields the move generator reads on every call, in one tuple."""

    def in_hand(self, card: Card) -> tuple[int, ...]:
        """The values a card may capture with, played from the hand; () if it has none.
        Laid into a build, a raise or an extend it counts ``on_table`` (003 Kasino)."""
        return self._hand[card]  # type: ignore[attr-defined]

    def on_table(self, card: Card) -> tuple[int, ...]:
        """The values a loose table card may count as in a sum, and a hand card laid into
        a build; () if none."""
        return self._table[card]  # type: ignore[attr-defined]

    def sides_for(self, players: int) -> int:
        """How many sides play: two partnerships with four players where partners sit
        opposite (``partnerships``), else every player alone."""
        return 2 if self.partnerships and players == 4 else players

    def piles_for(self, players: int) -> int:
        """How many capture piles there are: one per player (``pile_per_player``, 000
        Lesotho), else one per side."""
        return players if self.pile_per_player else self.sides_for(players)

    def owner_after(self, kind: str, owner: int, seat: int,
                    partners: tuple[int, ...]) -> int:
        """Who owns a build ``owner`` owned once ``seat`` raises or extends it: a raise (a
        new value) makes it the raiser's; an extend leaves a build of the player's side
        with its owner (000: one owns the partner's builds too), and another side's with
        its owner where ``extend_keeps_owner`` says so, else makes it the player's."""
        if kind == "extend" and (owner in partners or self.extend_keeps_owner):
            return owner
        return seat

    def pile_for(self, seat: int, sides: int) -> int:
        """The capture pile a seat's captures go to: its own where each player keeps one
        (``pile_per_player``, 000 Lesotho), else its side's (``seat % sides``)."""
        return seat if self.pile_per_player else seat % sides

    def play_order(self, players: int, start: int = 0) -> list[int]:
        """Every seat in the order play goes round the table from ``start``: to the left
        (``direction`` +1, clockwise) or to the right (-1, anticlockwise: 000, 003)."""
        return [(start + self.direction * k) % players for k in range(players)]

    def for_players(self, players: int) -> RuleSet:
        """The rule set as played by this many players."""
        changes = self.by_players.get(players)
        return replace(self, **changes) if changes else self

    def deal_for(self, players: int) -> DealPlan:
        """How cards are dealt with this many players."""
        return self.deal_by_players.get(players, self.deal)

    def with_options(self, options: Mapping[str, Any] | None) -> tuple[RuleSet, dict]:
        """The rule set with ``options`` applied, and the complete option values used.

        :raises ValueError: an unknown option or choice.
        """
        chosen = {spec.key: spec.default for spec in self.options}
        if options is not None and not isinstance(options, Mapping):
            raise ValueError(f"options must be an object, got {type(options).__name__}")
        for key, value in (options or {}).items():
            spec = next((s for s in self.options if s.key == key), None)
            if spec is None:
                raise ValueError(f"unknown option {str(key)[:40]!r} for {self.id!r}")
            # a choice of the same type (1 is not true, 21.0 is not 21)
            if not any(type(value) is type(c) and value == c for c in spec.effects):
                raise ValueError(f"bad value {str(value)[:40]!r} for option {key!r} "
                                 f"(choices: {', '.join(map(str, spec.effects))})")
            chosen[key] = value
        overrides: dict[str, Any] = {}
        for spec in self.options:
            overrides.update(spec.effects[chosen[spec.key]])
        return (replace(self, **overrides) if overrides else self), chosen

    def describe(self) -> dict:
        """The rule set's public description."""
        return {"id": self.id, "name": dict(self.name), "players": list(self.players),
                "source": self.source, "summary": dict(self.summary),
                "partnerships": self.partnerships, "lowest_wins": self.lowest_wins,
                "options": [{"key": s.key, "name": dict(s.name), "default": s.default,
                             "choices": list(s.effects),
                             "choice_labels": [choice_label(c) for c in s.effects]}
                            for s in self.options],
                "target": self.target,
                "sweep_name": dict(self.sweep_name), "sweeps_name": dict(self.sweeps_name),
                "seat_order": {str(n): self.play_order(n) for n in self.players},
                "in_partnerships": {str(n): self.in_partnerships(n) for n in self.players}}

    @property
    def sweep_words(self) -> dict[str, tuple[str, str]]:
        """What a sweep is called in the game's words, per language, in the singular and
        the plural (``sweep_name``, ``sweeps_name``): ``{"pt": ("escova", "escovas")}``."""
        return {lang: (self.sweep_name[lang], self.sweeps_name[lang].lower())
                for lang in ("pt", "en")}

    def in_partnerships(self, players: int) -> bool:
        """Whether this many players play as partnerships (two sides of two, partners
        opposite: 003 Cassino's four, Scopa's and Escova's four), as the rule set played by
        that many says (``sides_for``)."""
        return self.for_players(players).sides_for(players) < players


_INIT_FIELDS: list[tuple[str, Any, Any]] = []


def _init_fields() -> list[tuple[str, Any, Any]]:
    """RuleSet's fields given when it is made: (name, default, default factory)."""
    if not _INIT_FIELDS:
        _INIT_FIELDS.extend((f.name, f.default, f.default_factory)
                            for f in fields(RuleSet) if f.init)
    return _INIT_FIELDS


_DERIVED = frozenset({
    "deck", "sweepers", "scored_cards", "table_order", "table_code", "hand_code", "memo",
    "max_value", "generator_settings", "_table", "_hand", "in_hand", "on_table"})
"""What ``RuleSet._derive`` sets (``in_hand``/``on_table``: dictionary getters that shadow
the methods of those names once worked out)."""


class _Derived:
    """A table of the rule set worked out on first use, not when the rule set is made:
    the package's two dozen rule sets (and option variants) cost nothing until played.
    Reading one works them all out (``RuleSet._derive``) into the instance, whose
    attributes then shadow this descriptor. (A descriptor, not ``__getattr__``: a class
    with ``__getattr__`` has every attribute read go the slow way, unspecialised.)"""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, rules: RuleSet | None, owner: type) -> Any:
        if rules is None:
            return self
        rules._derive()
        return rules.__dict__[self.name]


for _name in _DERIVED - {"in_hand", "on_table"}:  # (those two are methods until derived)
    setattr(RuleSet, _name, _Derived(_name))


def choice_label(choice: Any) -> dict[str, str]:
    """An option's choice in words, in both languages."""
    if isinstance(choice, bool):
        return {"pt": "sim" if choice else "não", "en": "yes" if choice else "no"}
    names = {"casino": {"pt": "Cassino", "en": "Casino"},
             "royal": {"pt": "Cassino Real", "en": "Royal Casino"}}
    return dict(names.get(choice, {"pt": str(choice), "en": str(choice)}))
