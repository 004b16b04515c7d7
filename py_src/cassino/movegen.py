"""One move generator for every rule set.

``pseudo_legal_moves`` lists the captures, builds, raises, extends and trails the table
allows for each hand card (the structural rules); ``violation`` then names the constraint
of the rule set a move breaks, if any (obligations of a build's owner). Legal moves are the
pseudo-legal ones with no violation.
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import replace
from functools import lru_cache, partial
from itertools import chain, combinations
from operator import attrgetter

from .cards import DECK, Card
from .combos import (
    add_item,
    build_options,
    disjoint_unions,
    fewest_cards,
    first_unions,
    groups_by_sum,
    groups_summing,
    members,
    nonempty_unions,
    packings,
)
from .moves import Build, Move
from .rules.base import COURT, ONE_VALUE, SWEEPER, GeneratorSettings, RuleSet

TRAIL_WHILE_OWNING = "cannot-trail-while-owning-build"
KEEP_CAPTURING_CARD = "must-keep-capturing-card"
ONE_BUILD_PER_PLAYER = "one-build-per-player"
MEMO_SIZE = 1 << 15  # entries a rule set's memo keeps of table sums and of hand values

LARGE_TABLE = 16
"""Loose cards above which a table is large: a hand card's captures and builds there are
every union of disjoint groups of a value, exponentially many (Misère Casino's tables grow
when both players trail: a hand of four against 32 loose cards may have two million
moves). On a large table a named move is checked on the cards it names
(``ChosenTable.within``) and the computer players weigh a bounded list
(``ChosenTable.bounded``)."""

BOUND_UNIONS = 32
"""On a large table, where a value's groups make at most this many disjoint unions, a
capture may take any of them; beyond it, the bounded choice below."""
BOUND_CAPTURE_UNIONS = 8
"""The first unions (in the generator's order) a capture may take, besides the groups of
fewest cards alone and the maximal packings (``BOUND_SINGLES``, ``BOUND_PACKINGS``)."""
BOUND_SINGLES = 12
BOUND_PACKINGS = 4
BOUND_BUILD_UNIONS = 2
"""The first unions that may join a build, raise or extend (the empty one first); with a
group of loose cards joining the hand card (``own``) in a new build or an extend, only the
empty one, so that the build's groups are those the whole list gives it."""
BOUND_OWN = 4
"""The groups of fewest cards a hand card may be joined by in a build, raise or extend."""


class Table:
    """The loose cards of one position in a canonical order (by value), with their value
    groups worked out once and shared by every hand card (and, through the rule set's
    memo, by every table with as many cards of each value). Every union of groups is
    made (``ChosenTable`` chooses among them)."""

    __slots__ = ("cards", "key", "sums")

    exact = True
    """Whether every union is made (``ChosenTable``: not always)."""
    bounded = False
    """Whether a bounded choice of unions is made (``ChosenTable``)."""
    partial: tuple[Card, ...] = ()
    """The hand cards some of whose moves a bounded choice left out (``ChosenTable``)."""

    def __init__(self, rules: RuleSet, loose: Sequence[Card],
                 settings: GeneratorSettings | None = None) -> None:
        if settings is None:
            settings = rules.generator_settings
        self.cards = cards = sorted(loose, key=settings.table_order)
        # Tables with as many cards of each value share their sums: sorted by value, their
        # cards make the same sums at the same positions. Valueless cards come last and
        # add to no sum, so they do not count.
        self.key = key = sum(map(settings.table_code, cards))
        """How many loose cards of each value lie here, as one number (``RuleSet.table_code``)."""
        sums = settings.sums_memo.get(key)
        self.sums = _table_sums(settings, cards, key) if sums is None else sums
        """Each sum loose cards make, mapped to the bitmasks of the card sets making it."""

    def groups(self, value: int) -> tuple[int, ...]:
        """Bitmasks of the loose card sets that add up to ``value``."""
        return self.sums.get(value, ())

    def own_groups(self, value: int, card: Card | None = None) -> tuple[int, ...]:
        """The groups of ``value`` that may join hand ``card`` in a build, raise or extend."""
        return self.sums.get(value, ())

    def unions(self, value: int, card: Card | None = None) -> dict[int, tuple[int, ...]]:
        """Every union of disjoint groups of ``value`` (the empty one included) that may
        join hand ``card`` in a build, raise or extend, each with the groups making it up."""
        return disjoint_unions(self.sums.get(value, ()))

    def capture_unions(self, value: int, card: Card) -> dict[int, tuple[int, ...]]:
        """The same for a capture of loose cards of ``value`` by ``card``."""
        return disjoint_unions(self.sums.get(value, ()))

    def choose(self, groups: tuple[int, ...], capture: bool, card: Card | None,
               spare: int = 0) -> dict[int, tuple[int, ...]]:
        """The unions of disjoint ``groups`` this table offers hand ``card`` (``capture``:
        for a capture; ``spare``: bits above the loose cards', builds counted as items)."""
        return disjoint_unions(groups)

    def take(self, mask: int) -> tuple[Card, ...]:
        """The loose cards in a bitmask."""
        if not mask:
            return ()
        return tuple(map(self.cards.__getitem__, members(mask)))

    def spell(self, draft: Draft | Move, builds: dict[int, Build]) -> Move:
        """The move a draft stands for, with its cards (a Move passes through)."""
        if isinstance(draft, Move):  # from a rule set's hooks
            return draft
        kind, card, targets, value, own, union, parts = draft
        if kind == "trail":
            if not union:
                return TRAIL_MOVES[card]
            # a trail with a build of table cards only (003 house rule)
            take = self.take
            return _move((kind, card, (), take(union), (), value, tuple(map(take, parts)), (),
                          None))
        take = self.take
        if kind == "capture":
            takes = take(union)
            for target in targets:
                takes += builds[target].cards
            return _move((kind, card, takes, (), targets, value, (), (), None))
        loose_groups = tuple(map(take, parts))
        if kind == "build":
            groups = ((card, *take(own)), *loose_groups)
        elif kind == "raise":
            groups = ((*builds[targets[0]].cards, card, *take(own)), *loose_groups)
        else:
            groups = (*builds[targets[0]].groups, (card, *take(own)), *loose_groups)
        return _move((kind, card, (), take(own | union), targets, value, tuple(groups), (),
                      None))


class ChosenTable(Table):
    """A table that chooses the unions it makes. ``within`` (loose cards): only unions of
    groups lying among those cards — the moves that take or use exactly a named set of
    cards are among them, in the order the whole list has them, spelled the same.
    ``bounded``: on a large table (more than ``LARGE_TABLE`` loose cards, each counting
    one value) a bounded choice of unions and groups (the computer players' candidates,
    what the page is offered); every move so made is legal."""

    __slots__ = ("bounded", "exact", "partial", "within")

    def __init__(self, rules: RuleSet, loose: Sequence[Card],
                 settings: GeneratorSettings | None = None, *,
                 within: Container[Card] | None = None, bounded: bool = False) -> None:
        super().__init__(rules, loose, settings)
        settings = settings or rules.generator_settings
        cards = self.cards
        self.within = None if within is None else sum(
            1 << i for i, card in enumerate(cards) if card in within)
        """The bitmask of the cards unions must lie among (None: anywhere)."""
        self.bounded = bounded and len(cards) > LARGE_TABLE and all(
            len(settings.on_table(card)) <= 1 for card in cards)
        """Whether a bounded choice is made (where each card counts one value, a set of
        cards makes a build one way only, so each move offered is spelled as the whole
        list spells it)."""
        self.exact = within is None and not self.bounded
        self.partial = ()

    def cut(self, card: Card | None) -> None:
        """Note that a bounded choice left some of ``card``'s moves out."""
        if card not in self.partial:
            self.partial += (card,)

    def own_groups(self, value: int, card: Card | None = None) -> tuple[int, ...]:
        """All the groups of ``value``, or, on a bounded table, the ``BOUND_OWN`` of fewest
        cards."""
        groups = self.sums.get(value, ())
        if not self.bounded or len(groups) <= BOUND_OWN:
            return groups
        self.cut(card)
        return fewest_cards(groups, BOUND_OWN)

    def unions(self, value: int, card: Card | None = None) -> dict[int, tuple[int, ...]]:
        return self.choose(self.sums.get(value, ()), False, card)

    def capture_unions(self, value: int, card: Card) -> dict[int, tuple[int, ...]]:
        return self.choose(self.sums.get(value, ()), True, card)

    def choose(self, groups: tuple[int, ...], capture: bool, card: Card | None,
               spare: int = 0) -> dict[int, tuple[int, ...]]:
        """Those among ``within``; on a bounded table, for a build, raise or extend the
        first ``BOUND_BUILD_UNIONS``, for a capture all where they are at most
        ``BOUND_UNIONS``, else the first ``BOUND_CAPTURE_UNIONS``, the ``BOUND_SINGLES``
        groups of fewest cards and ``BOUND_PACKINGS`` maximal packings."""
        if self.within is not None:
            keep = self.within | spare
            return disjoint_unions(tuple([g for g in groups if not g & ~keep]))
        if not self.bounded:
            return disjoint_unions(groups)
        found, whole = first_unions(groups, BOUND_UNIONS)
        if not capture:
            if len(found) > BOUND_BUILD_UNIONS:
                self.cut(card)
                return dict(list(found.items())[:BOUND_BUILD_UNIONS])
            return found
        if whole:
            return found
        self.cut(card)
        offered = dict(list(found.items())[:BOUND_CAPTURE_UNIONS])
        for group in fewest_cards(groups, BOUND_SINGLES):
            offered.setdefault(group, (group,))
        for union, parts in packings(groups, BOUND_PACKINGS).items():
            offered.setdefault(union, parts)
        return offered


def _table_sums(settings: GeneratorSettings, cards: Sequence[Card], key: int,
                ) -> dict[int, tuple[int, ...]]:
    """The sums of loose ``cards`` sorted by value (``key`` their table code), memoised:
    worked out from the sums of the same cards but the last valued one, which a table
    seen one trail earlier has already left in the memo."""
    memo = settings.sums_memo
    sums = memo.get(key)
    if sums is not None:
        return sums
    on_table = settings.on_table
    count = len(cards)
    while count and not on_table(cards[count - 1]):
        count -= 1  # valueless cards lie last and add to no sum
    last_values = on_table(cards[count - 1]) if count else ()
    if len(last_values) == 1:
        last = cards[count - 1]
        sums = add_item(_table_sums(settings, cards[:count - 1],
                                    key - settings.table_code(last)),
                        last_values[0], 1 << (count - 1), settings.max_value)
    else:
        sums = groups_by_sum(tuple(map(on_table, cards[:count])), settings.max_value)
    if len(memo) >= MEMO_SIZE:
        memo.clear()
    memo[key] = sums
    return sums


_move = partial(tuple.__new__, Move)
"""``_move((kind, card, takes, uses, targets, value, groups, from_pile, partner))``: a Move
from all its fields, without the keyword handling of ``Move(...)``."""
TRAIL_MOVES: dict[Card, Move] = {card: Move("trail", card) for card in DECK}
SAME_RANK: dict[Card, frozenset[Card]] = {
    card: frozenset(other for other in DECK if other.rank == card.rank and other is not card)
    for card in DECK}
"""The other cards of each card's rank."""


Draft = tuple[str, Card, tuple[int, ...], int | None, int, int, tuple[int, ...]]
"""A move before its cards are spelled out: enough to check the obligations and to count
or pick moves; ``Table.spell`` turns it into a :class:`Move`. A plain tuple (the generator
makes many, and a named tuple costs a second allocation) of, in order:

``kind``, ``card`` (the hand card), ``targets`` (build ids), ``value``; ``own``: the loose
cards grouped with the hand card; ``union``: the other loose cards taken or gathered, made
of the groups ``parts`` (all bitmasks over ``Table.cards``).

A plain trail, and a move from a rule set's hooks, is a :class:`Move` already: read a
draft's fields past ``kind`` and ``card`` only once ``isinstance(draft, Move)`` says it is
none.
"""

TRAILS: dict[Card, Move] = TRAIL_MOVES
"""A plain trail needs no spelling out: its draft is the Move itself (``Table.spell``
passes Moves through; a Move's ``kind``, ``card`` come first as a draft's do)."""


def pseudo_legal_moves(rules: RuleSet, seat: int, hand: Sequence[Card], loose: Sequence[Card],
                       builds: Sequence[Build], *, any_value: bool = False,
                       within: Container[Card] | None = None) -> list[Move]:
    """Every structurally possible move, before the owner's obligations are checked.

    Builds are announced only at values the player holds another card of (the builder must
    keep a capturing card) unless ``any_value`` is set, which lists every value up to the
    rule set's maximum so that a refused move can be explained.
    """
    table, drafts = pseudo_legal_drafts(rules, seat, hand, loose, builds, any_value=any_value,
                                        within=within)
    by_id = {b.id: b for b in builds}
    return [table.spell(d, by_id) for d in drafts]


def pseudo_legal_drafts(rules: RuleSet, seat: int, hand: Sequence[Card], loose: Sequence[Card],
                        builds: Sequence[Build], *, any_value: bool = False,
                        partners: frozenset[int] | None = None, captures_only: bool = False,
                        within: Container[Card] | None = None, bounded: bool = False,
                        ) -> tuple[Table, list[Draft]]:
    """``pseudo_legal_moves`` as drafts, with the table index that spells them out.
    ``partners``: the seats whose builds count as the player's own (a partnership);
    ``captures_only``: the captures, in their places, and the trails, but no build, raise
    or extend (where only captures are wanted: 000 South African's pile tops);
    ``within``, ``bounded``: the table's choice of unions (``ChosenTable``).

    Each hand card, in turn, makes its captures and new builds (``_plays``), then its raises
    and extends of the builds on the table, then its trail (``_trails``)."""
    settings = capture_settings(rules) if captures_only else rules.generator_settings
    table = Table(rules, loose, settings) if within is None and not bounded else ChosenTable(
        rules, loose, settings, within=within, bounded=bounded)
    drafts: list[Draft] = []
    # Hands with as many cards of each value announce the same values (_announced).
    announced = None if any_value else settings.announce_memo.get(
        sum(map(settings.hand_code, hand)))
    if announced is None:
        announced = _announced(settings, hand, any_value)
    build_values = _build_values(settings, builds) if builds else ()
    raisable, extendable = _changeable(settings, builds, seat, partners) if builds else NONE
    # The common cases take the short road: a card of one value under the general capture
    # rule (``_single_value_plays``), and a plain trail (``_trails``).
    plain_trail = not (settings.capture_compulsory or settings.trail_with_table_build)
    plans = settings.plans
    single_value_plays = _single_value_plays if table.exact else _chosen_value_plays
    for card in hand:
        # Laid into a build, raise or extend a card counts its table value (``laid``); its
        # hand value serves only its capture (003 Kasino: an ace "vale 14 para capturar
        # outras cartas, mas apenas 1 para ser capturado ou utilizado em combinações").
        values, laid, road = plans[card]
        announce, kept = announced[values]
        if not plain_trail:
            before = len(drafts)
        if road == ONE_VALUE:
            single_value_plays(rules, settings, card, values, laid, table, builds,
                               build_values, announce, drafts)
        elif road == COURT:
            # (_rank_captures, inlined: a court takes one of its rank, if one lies there)
            if not SAME_RANK[card].isdisjoint(loose):
                rank = card.rank
                for i, loose_card in enumerate(table.cards):
                    if loose_card.rank == rank:
                        drafts.append(("capture", card, (), None, 0, 1 << i, ()))
        elif road == SWEEPER:
            _sweep(card, table, builds, drafts)
            continue
        else:
            _plays(rules, settings, card, values, laid, table, builds, build_values, announce,
                   drafts)
        if laid:
            if raisable:
                _raises(rules, card, laid, table, raisable, kept, drafts)
            if extendable:
                _extends(rules, card, laid, table, extendable, kept, drafts)
        if plain_trail:
            drafts.append(TRAILS[card])
        else:
            _trails(settings, card, table, announce, drafts, before)
    return table, drafts


@lru_cache(maxsize=64)
def capture_settings(rules: RuleSet) -> GeneratorSettings:
    """The rule set's generator settings with builds, extends and trails that build turned
    off: the generator then lists the same captures, and no build (the memos are shared)."""
    return replace(rules.generator_settings, builds=False, extend=False,
                   trail_with_table_build=False)


def _announced(settings: GeneratorSettings, hand: Sequence[Card], any_value: bool,
               ) -> dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...] | None]]:
    """``announcements`` for a hand; hands with as many cards of each value announce the
    same values, so the rule set's memo keeps them by the hand's code."""
    in_hand, build_max = settings.in_hand, settings.build_max
    if any_value:
        return announcements(tuple(map(in_hand, hand)), build_max, any_value)
    memo = settings.announce_memo
    key = sum(map(settings.hand_code, hand))
    announced = memo.get(key)
    if announced is None:
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        announced = memo[key] = announcements(tuple(map(in_hand, hand)), build_max, any_value)
    return announced


_VALUE = attrgetter("value")
NONE: tuple[tuple[Build, ...], tuple[Build, ...]] = ((), ())
"""No build to raise or extend (a table without builds)."""


def _build_values(settings: GeneratorSettings, builds: Sequence[Build]) -> Container[int]:
    """The values at which a capture involves a build (every value where a build may be
    part of a sum, 004); every other capture takes loose cards only."""
    if not builds:
        return ()
    if settings.builds_in_sums:
        return range(settings.max_value + 1)
    return set(map(_VALUE, builds))


def _changeable(settings: GeneratorSettings, builds: Sequence[Build], seat: int,
                partners: frozenset[int] | None) -> tuple[list[Build], list[Build]]:
    """The builds a hand card may raise and those it may extend (the same for every card):
    never a fixed build nor one of a player's two builds of one value (004), a multiple
    build never raised where only simple ones change value, and the side's own builds
    raised only where ``raise_own_build`` allows."""
    if not (builds and settings.builds):
        return [], []
    locked = _locked(builds) if settings.lock_duplicate_builds else ()
    mine = partners or (seat,)
    simple_only, raise_own = settings.raise_simple_only, settings.raise_own_build
    unfixed, raisable = [], []
    for b in builds:
        if b.fixed or b.id in locked:
            continue
        unfixed.append(b)
        if not (simple_only and b.multiple) and (raise_own or b.owner not in mine):
            raisable.append(b)
    return raisable, (unfixed if settings.extend else [])


def _sweep(card: Card, table: Table, builds: Sequence[Build], out: list[Draft]) -> None:
    """A card that takes the whole table (003: Basra's jacks and 7♦) does nothing else: it
    captures every loose card and build, or trails onto an empty table."""
    if table.cards or builds:
        out.append(("capture", card, tuple([b.id for b in builds]), None, 0,
                    (1 << len(table.cards)) - 1, ()))
    else:
        out.append(TRAILS[card])


def _plays(rules: RuleSet, settings: GeneratorSettings, card: Card, values: tuple[int, ...],
           laid: tuple[int, ...], table: Table, builds: Sequence[Build],
           build_values: Container[int], announce: tuple[int, ...], out: list[Draft]) -> None:
    """The captures of one hand card, by the first capture rule that applies to it (the
    rule set's own hook, a card of one value, a valueless card taking one card of its rank,
    the general rule), and the new builds it makes."""
    captures = settings.captures
    if captures is not None and (found := captures(rules, card, table)) is not None:
        # The rule set's own captures (Hooks.card_captures), then builds as usual.
        out.extend(("capture", card, (), value, 0, union, ()) for value, union in found)
    elif len(values) == 1:
        (_single_value_plays if table.exact else _chosen_value_plays)(
            rules, settings, card, values, laid, table, builds, build_values, announce, out)
        return
    elif not values and settings.court_takes_one:
        _rank_captures(card, table, out)
        return
    else:
        _captures(rules, card, values, table, builds, out)
    if settings.builds and laid:
        _new_builds(card, laid, table, announce, out)


def _chosen_value_plays(rules: RuleSet, settings: GeneratorSettings, card: Card,
                        values: tuple[int, ...], laid: tuple[int, ...], table: Table,
                        builds: Sequence[Build], build_values: Container[int],
                        announce: tuple[int, ...], out: list[Draft]) -> None:
    """``_single_value_plays`` on a table that chooses its unions (``ChosenTable``:
    ``within`` or ``bounded``): the general road, which asks the table for them."""
    _captures(rules, card, values, table, builds, out)
    if settings.builds and laid:
        _new_builds(card, laid, table, announce, out)


def _single_value_plays(rules: RuleSet, settings: GeneratorSettings, card: Card,
                        values: tuple[int, ...], laid: tuple[int, ...], table: Table,
                        builds: Sequence[Build], build_values: Container[int],
                        announce: tuple[int, ...], out: list[Draft]) -> None:
    """The common case, inlined: a card of one value takes every union of disjoint loose
    groups of that value (and builds of it), and builds at the values it announces."""
    value = values[0]
    sums = table.sums
    if value in build_values:
        _captures(rules, card, values, table, builds, out)
    else:
        groups = sums.get(value)
        if groups:
            add = out.append
            for union in nonempty_unions(groups):
                add(("capture", card, (), value, 0, union, ()))
    if not settings.builds:
        return
    if laid != values:  # a card counting another value on the table (003 Kasino's ace)
        if laid:
            _new_builds(card, laid, table, announce, out)
        return
    for target in announce:  # highest first
        if target > value:
            owns = sums.get(target - value)
        elif target == value:
            owns = (0,)  # the card joined by loose groups of its own value
        else:
            break
        if owns:
            for own, union, parts in build_options(owns, sums.get(target, ())):
                out.append(("build", card, (), target, own, union, parts))


def _rank_captures(card: Card, table: Table, out: list[Draft]) -> None:
    """A valueless card takes one loose card of its own rank (001 §03)."""
    rank = card.rank
    for i, loose_card in enumerate(table.cards):
        if loose_card.rank == rank:
            out.append(("capture", card, (), None, 0, 1 << i, ()))


def _trails(settings: GeneratorSettings, card: Card, table: Table, announce: tuple[int, ...],
            out: list[Draft], before: int) -> None:
    """The card's trail, unless it can capture where capture is compulsory (Kontsina:
    ``before`` is where its drafts start); with ``trail_with_table_build``, trails that
    also build table cards (003 house rule)."""
    if settings.capture_compulsory and any(d[0] == "capture" for d in out[before:]):
        return
    out.append(TRAILS[card])
    if settings.trail_with_table_build:
        _table_builds(card, table, announce, out)


def _table_builds(card: Card, table: Table, announce: tuple[int, ...],
                  out: list[Draft]) -> None:
    """Trails that also build table cards only, into groups of a value the player keeps a
    card of (003 house rule); such a build has at least two cards."""
    for target in announce:
        for union, parts in table.unions(target, card).items():
            if union & (union - 1):  # two cards or more
                out.append(("trail", card, (), target, 0, union, parts))


def _locked(builds: Sequence[Build]) -> set[int]:
    """Builds that can no longer change: a player's two builds of one value (004)."""
    if len(builds) < 2:
        return set()
    seen: dict[tuple[int, int], int] = {}
    locked: set[int] = set()
    for build in builds:
        key = (build.owner, build.value)
        if key in seen:
            locked.update((seen[key], build.id))
        seen[key] = build.id
    return locked


def announcements(hand_values: tuple[tuple[int, ...], ...], build_max: int, any_value: bool,
                  ) -> dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...] | None]]:
    """For the values of each card of a hand (in any order): the values a build made with
    that card may be announced at, highest first, and every value the player keeps a card
    of once it is played. A builder must keep a card that captures the build (001 §04);
    with ``any_value`` every value up to ``build_max`` may be announced (and None is kept:
    no constraint)."""
    if any_value:
        return dict.fromkeys(hand_values, (tuple(range(build_max, 0, -1)), None))
    found = {}
    for i, values in enumerate(hand_values):
        kept = tuple(sorted({v for j, others in enumerate(hand_values) if j != i
                             for v in others}, reverse=True))
        found[values] = (tuple([v for v in kept if v <= build_max]), kept)
    return found


def _captures(rules: RuleSet, card: Card, values: tuple[int, ...], table: Table,
              builds: Sequence[Build], out: list[Draft]) -> None:
    """Captures by one hand card: loose cards and disjoint groups of its value, and builds
    of its value (as part of a sum too where the rule set allows it)."""
    if not values:
        # A valueless card takes one loose card of its own rank (001 §03).
        same = [i for i, c in enumerate(table.cards) if c.rank == card.rank]
        if rules.court_takes_one:
            out.extend(("capture", card, (), None, 0, 1 << i, ()) for i in same)
        else:  # any of the cards of its rank (000: "poderá pegar todas")
            for chosen in subsets(tuple(1 << i for i in same))[1:]:
                out.append(("capture", card, (), None, 0, sum(chosen), ()))
        return
    limit = rules.max_builds_per_capture
    if rules.builds_in_sums and builds:
        _captures_in_sums(rules, card, values, table, builds, out)
        return
    seen: set[tuple[int, tuple[int, ...]]] = set()
    for value in values:
        # Disjoint loose groups of the value, with any of the builds of that value.
        ids = tuple([b.id for b in builds if b.value == value])
        for union in table.capture_unions(value, card):
            for taken in subsets(ids):
                if not (union or taken) or (limit is not None and len(taken) > limit):
                    continue
                if (union, taken) not in seen:
                    seen.add((union, taken))
                    out.append(("capture", card, taken, value, 0, union, ()))


def _captures_in_sums(rules: RuleSet, card: Card, values: tuple[int, ...], table: Table,
                      builds: Sequence[Build], out: list[Draft]) -> None:
    """Captures where a build may be part of a sum: loose cards and builds are items of
    one subset search."""
    n = len(table.cards)
    loose_mask = (1 << n) - 1
    limit = rules.max_builds_per_capture
    seen: set[int] = set()
    item_values = (*map(rules.on_table, table.cards), *((b.value,) for b in builds))
    for value in values:
        spare = ((1 << len(builds)) - 1) << n
        for union in table.choose(groups_summing(item_values, value), True, card, spare):
            if not union or union in seen:
                continue
            seen.add(union)
            taken = members(union >> n)
            if limit is not None and len(taken) > limit:
                continue
            out.append(("capture", card, tuple([builds[k].id for k in taken]), value, 0,
                        union & loose_mask, ()))


@lru_cache(maxsize=1 << 10)
def subsets(items: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every subset of ``items`` (the empty one first), each in the order of ``items``."""
    return tuple(chosen for size in range(len(items) + 1)
                 for chosen in combinations(items, size))


def _new_builds(card: Card, values: tuple[int, ...], table: Table, announce,
                out: list[Draft]) -> None:
    """New builds: the hand card alone or with loose cards makes one group of the announced
    value, and any disjoint loose groups of that value may join it (001 §04). A build has
    at least two cards and is never made from table cards alone."""
    seen: set[tuple[int, int]] = set()
    bounded = table.bounded
    for target in announce:
        extra = table.unions(target, card)
        for value in values:
            if value > target:
                continue
            need = target - value
            for own in (0,) if need == 0 else table.own_groups(need, card):
                for union, parts in extra.items():
                    if union & own or not (union | own):
                        continue
                    if bounded and union and own:
                        table.cut(card)
                        continue
                    key = (own | union, target)
                    if key in seen:
                        continue
                    seen.add(key)
                    out.append(("build", card, (), target, own, union, parts))


def _raises(rules: RuleSet, card: Card, values: tuple[int, ...], table: Table,
            builds: Sequence[Build], kept: tuple[int, ...] | None, out: list[Draft]) -> None:
    """Raises of the raisable ``builds``: a hand card added to a simple build makes it worth
    more (001 §05, 003). Loose cards never add to the sum (unless the rule set's
    ``raise_with_loose`` house rule says they may), but loose groups already worth the new
    value may be absorbed."""
    build_max = rules.build_max
    for build in builds:
        for value in values:
            base = build.value + value
            if rules.raise_with_loose:
                targets = [v for v in (range(base, build_max + 1) if kept is None else kept)
                           if base <= v <= build_max]
            elif base <= build_max and (kept is None or base in kept):
                targets = [base]
            else:
                continue
            for target in targets:
                need = target - base
                for own in (0,) if need == 0 else table.own_groups(need, card):
                    for union, parts in table.unions(target, card).items():
                        if not union & own:
                            out.append(("raise", card, (build.id,), target, own, union, parts))


def _extends(rules: RuleSet, card: Card, values: tuple[int, ...], table: Table,
             builds: Sequence[Build], kept: tuple[int, ...] | None, out: list[Draft]) -> None:
    """Extends of the unfixed ``builds``: the hand card, alone or with loose cards, forms
    another group of a build's value; the value never changes (001 §05)."""
    bounded = table.bounded
    for build in builds:
        target = build.value
        if kept is not None and target not in kept:
            continue
        seen: set[int] = set()
        for value in values:
            if value > target:
                continue
            need = target - value
            for own in (0,) if need == 0 else table.own_groups(need, card):
                unions = (table.unions(target, card).items() if rules.extend_absorbs_groups
                          else ((0, ()),))
                for union, parts in unions:
                    if union & own or (own | union) in seen:
                        continue
                    if bounded and union and own:
                        table.cut(card)
                        continue
                    seen.add(own | union)
                    out.append(("extend", card, (build.id,), target, own, union, parts))


def violation(rules: RuleSet, seat: int, move: Move | Draft, hand: Sequence[Card],
              builds: Sequence[Build]) -> str | None:
    """The code of the owner's obligation this move (or draft) breaks, or None (001 §06).

    While you own a build (you created it or were the last to add to it, or, in 000, the
    last to change its value) you may not trail, and no play may leave you without a card
    that captures each build you own — a card for each of them where a capture takes only
    one build (003).
    """
    owned = [b for b in builds if b.owner == seat]
    if isinstance(move, Move):
        kind, played, targets, announced = move.kind, move.card, move.targets, move.value
        if move.partner is not None and kind == "build":
            announced = None  # a build made for a partner is the partner's to capture (000)
    else:  # a draft
        kind, played, targets, announced = move[0], move[1], move[2], move[3]
    if kind == "declare" or (not owned and kind in ("capture", "trail") and announced is None):
        return None
    if kind == "trail" and owned and not rules.owner_may_trail and announced is None:
        return TRAIL_WHILE_OWNING
    if not rules.keep_capturing_card:
        return None
    settled = set(targets) if kind in ("capture", "raise", "extend") else set()
    needed: dict[int, int] = {}
    for build in owned:
        if build.id not in settled:
            needed[build.value] = needed.get(build.value, 0) + 1
    if kind != "capture" and announced is not None and not (
            kind == "extend" and played is not None and _leaves_owner(rules, seat, targets,
                                                                       builds)):
        needed[announced] = needed.get(announced, 0) + 1
    limit = rules.max_builds_per_player
    if limit is not None and played is not None and sum(needed.values()) > limit:
        # counted when a hand card ends the turn (000: "ao final de seu turno")
        return ONE_BUILD_PER_PLAYER
    if not needed:
        return None
    rest = []
    skipped = False
    for card in hand:
        if card is played and not skipped:
            skipped = True
            continue
        rest.append(rules.in_hand(card))
    per_capture = rules.max_builds_per_capture
    # With one build per capture, each build of a value needs a card of its own.
    slots = [value for value, count in needed.items()
             for _ in range(1 if per_capture is None else -(-count // per_capture))]
    return None if _distinct_cards(slots, rest) else KEEP_CAPTURING_CARD


def _leaves_owner(rules: RuleSet, seat: int, targets: Sequence[int],
                  builds: Sequence[Build]) -> bool:
    """Whether a hand card extending build ``targets[0]`` leaves it another seat's (000: a
    group of its own value changes no owner), so that the player need keep no card for it
    once the turn ends."""
    owner = next((b.owner for b in builds if b.id == targets[0]), seat) if targets else seat
    return rules.owner_after("extend", owner, seat, (seat,)) != seat


def _distinct_cards(slots: list[int], cards: list[tuple[int, ...]]) -> bool:
    """Whether each slot (a value to capture) can get a card of its own that may take that
    value — a matching, since an ace worth 1 or 14 serves one build only."""
    holder: dict[int, int] = {}  # card index -> slot index

    def assign(slot: int, seen: set[int]) -> bool:
        for i, values in enumerate(cards):
            if slots[slot] in values and i not in seen:
                seen.add(i)
                if i not in holder or assign(holder[i], seen):
                    holder[i] = slot
                    return True
        return False

    return all(assign(slot, set()) for slot in range(len(slots)))


def obeying(rules: RuleSet, seat: int, moves: list[Draft | Move], hand: Sequence[Card],
            builds: Sequence[Build]) -> list[Draft | Move]:
    """The moves (drafts or Moves) for which ``violation`` finds nothing, worked out for
    all of them at once where the rule set allows: what each hand card leaves in the hand
    is found only once."""
    if (rules.max_builds_per_capture is not None or rules.trail_with_table_build
            or rules.max_builds_per_player is not None
            or max(map(len, map(rules.in_hand, hand)), default=0) > 1):
        # Counting cards per build, trails that build, or a card of two values (an ace
        # serves one build only): check move by move.
        return _each_obeying(rules, seat, moves, hand, builds)
    owned: dict[int, int] = {}
    for build in builds:
        if build.owner == seat:
            owned[build.id] = build.value
    may_trail = not owned or rules.owner_may_trail
    keep = rules.keep_capturing_card
    every = set(owned.values())
    kept_by_card = _kept_by_card(rules, hand)
    legal = []
    for move in moves:
        if isinstance(move, Move):  # a plain trail, from a rule set's hooks, seed 000's turns
            kind, card, _, _, targets, value, _, _, partner = move
            if partner is not None and kind == "build":
                value = None  # made for a partner, who keeps its capturing card (000)
        else:
            kind, card, targets, value = move[0], move[1], move[2], move[3]
        if kind == "declare":
            legal.append(move)
            continue
        if kind == "trail" and not may_trail:
            continue
        if keep:
            kept = kept_by_card[card]
            if kind in ("build", "raise", "extend") and value is not None and (
                    value not in kept):
                continue
            # Captured, raised or extended builds need no card of their old value.
            needed = _needed(owned, targets) if targets and kind != "build" else every
            if not needed <= kept:
                continue
        legal.append(move)
    return legal


def _each_obeying(rules: RuleSet, seat: int, moves: list[Draft | Move], hand: Sequence[Card],
                  builds: Sequence[Build]) -> list[Draft | Move]:
    """``obeying``, move by move."""
    return [m for m in moves if violation(rules, seat, m, hand, builds) is None]


def _kept_by_card(rules: RuleSet, hand: Sequence[Card]) -> dict[Card | None, frozenset[int]]:
    """The values the rest of the hand holds once a card is played: the ``kept`` values of
    its announcements; the whole hand's for a table action (None: no card played, 000)."""
    announced = _announced(rules.generator_settings, hand, False)
    in_hand = rules.in_hand
    kept: dict[Card | None, frozenset[int]] = {
        None: frozenset(chain.from_iterable(map(in_hand, hand)))}
    for card in hand:
        kept[card] = frozenset(announced[in_hand(card)][1])
    return kept


def _needed(owned: dict[int, int], targets: Sequence[int]) -> set[int]:
    """The values of the owned builds (``owned``: value by id) that a move acting on the
    builds ``targets`` leaves to be captured."""
    return {v for i, v in owned.items() if i not in targets}
