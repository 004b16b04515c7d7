"""Round scoring from the rule set's scoring table (001 §07, and each seed's own table).

Each :class:`~.rules.base.ScoringItem` names a *kind*; :data:`KINDS` maps every kind to a
:class:`ScoringKind`, which says how the item scores a round, what it hands out, what the
invariant audit expects of it, what a captured card is worth to it and how the computer
players estimate it during a round. Adding a kind is one entry: a subclass registered with
:func:`register_kind` (a rule-set module may register its own, as Scopa's *primiera*).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from math import comb

from .cards import Card
from .rules.base import RuleSet, ScoringItem


def by_side(piles: Sequence[Sequence[Card]], sides: int) -> list[list[Card]]:
    """Capture piles gathered per side: pile i counts for side ``i % sides`` (one pile per
    side, or one per player where each keeps a pile, 000 Lesotho)."""
    gathered: list[list[Card]] = [[] for _ in range(sides)]
    for i, pile in enumerate(piles):
        gathered[i % sides].extend(pile)
    return gathered


def counted(rules: RuleSet, item: ScoringItem, pile: Sequence[Card]) -> int:
    """How many cards of ``pile`` an item counts: every card, those of its ``suit``, or
    those it names by code or rank (Escova's most sevens)."""
    if item.cards or item.ranks:
        wanted = rules.scored_cards[item.key]
        return sum(1 for card in pile if card in wanted
                   and (item.suit is None or card.suit == item.suit))
    if item.suit is None:
        return len(pile)
    return [card.suit for card in pile].count(item.suit)


def counted_in_deck(rules: RuleSet, item: ScoringItem) -> int:
    """How many cards of the deck an item counts."""
    return counted(rules, item, rules.deck)


class Tally:
    """What a round's scoring carries from item to item: points carried by tied majorities
    (``carried``, updated), the points handed out (``available``) and whether every point
    of the table went to someone (``every_point_awarded``)."""

    __slots__ = ("available", "carried", "every_point_awarded")

    def __init__(self, carried: dict[str, int], available: int) -> None:
        self.carried = carried
        self.available = available
        self.every_point_awarded = True


class ScoringKind:
    """How one kind of scoring item scores. Every method has the plain answer: nothing."""

    sweeps = False
    """The item counts sweeps (Kasino: a side taking every table point voids them)."""
    majority = False
    """The item goes to a majority of cards counted by :func:`counted` (the computer
    players estimate it as the chance of ending with the majority)."""

    def score(self, item: ScoringItem, rules: RuleSet, piles: Sequence[Sequence[Card]],
              sweep_points: Sequence[int], last_capture: int | None,
              tally: Tally) -> list[int]:
        """The item's points per side in a scored round."""
        return [0] * len(piles)

    def table_points(self, item: ScoringItem, rules: RuleSet) -> int:
        """The points the item hands out each round (sweeps and carried points aside)."""
        return 0

    def fixed(self, item: ScoringItem, rules: RuleSet) -> bool:
        """Whether those points are the same every round (a rules text sums them)."""
        return True

    def expected(self, item: ScoringItem, rules: RuleSet, piles: Sequence[Sequence[Card]],
                 carried: Mapping[str, int]) -> int:
        """What the audit expects the sides' points for the item to add up to, worked out
        on its own from the captured cards (sweeps are the audit's own count)."""
        return 0

    def card_points(self, item: ScoringItem, card: Card) -> int:
        """The points one captured card scores by itself under the item."""
        return 0

    def card_worth(self, item: ScoringItem, rules: RuleSet, card: Card) -> float:
        """What capturing ``card`` is worth on average under the item (cheap players)."""
        return float(self.card_points(item, card))

    def estimate(self, item: ScoringItem, rules: RuleSet, piles: Sequence[Sequence[Card]],
                 sides: int) -> list[float] | None:
        """Expected points per side during a round, beyond ``card_points`` (None: none)."""
        return None

    def words(self, item: ScoringItem, rules: RuleSet, lang: str) -> str | None:
        """The item in a rules text's scoring line (None: left out)."""
        return f"{item.name[lang]} {item.points}"


KINDS: dict[str, ScoringKind] = {}
"""Every scoring kind, by the name a :class:`ScoringItem` gives."""


def register_kind(name: str, kind: ScoringKind) -> ScoringKind:
    """Add a scoring kind under ``name`` (a name is registered once)."""
    if KINDS.get(name, kind) is not kind:
        raise ValueError(f"scoring kind {name!r} is already registered")
    KINDS[name] = kind
    return kind


def kind_of(item: ScoringItem) -> ScoringKind:
    """The kind of a scoring item; raise ValueError naming an unknown one."""
    try:
        return KINDS[item.kind]
    except KeyError:
        raise ValueError(f"unknown scoring kind {item.kind!r}") from None


_TIES = {"nobody": ("empate: ninguém", "a tie: nobody"),
         "split": ("empate: {n} a cada um", "a tie: {n} each"),
         "carry": ("empate: os pontos passam para a rodada seguinte",
                   "a tie: the points carry to the next round")}


class Most(ScoringKind):
    """``points`` to the side holding most cards (of ``suit``, or named by ``cards`` or
    ``ranks``, when given); ``tie`` says what a tied majority gets: ``nobody``, ``split``
    (``tie_points`` each), or ``carry`` (the points go to the next round's majority, on top
    of its own). Nobody has the most of nothing."""

    majority = True

    def score(self, item, rules, piles, sweep_points, last_capture, tally):
        counts = [counted(rules, item, pile) for pile in piles]
        best = max(counts)
        leaders = [s for s, count in enumerate(counts) if count == best]
        points = item.points + tally.carried.get(item.key, 0)
        if best == 0:  # nobody took any: nobody has the most
            return [0] * len(piles)
        if len(leaders) == 1:
            tally.available += tally.carried.pop(item.key, 0)
            return [points if s in leaders else 0 for s in range(len(piles))]
        tally.every_point_awarded = False
        tie = item.tie_points if item.tie == "split" else 0
        if item.tie == "carry":
            tally.carried[item.key] = points
        return [tie if s in leaders else 0 for s in range(len(piles))]

    def table_points(self, item, rules):
        return item.points

    def expected(self, item, rules, piles, carried):
        counts = [sum(1 for c in pile if item.suit in (None, c.suit)
                      and (not (item.cards or item.ranks)
                           or c.code in item.cards or c.rank in item.ranks))
                  for pile in piles]
        leaders = counts.count(max(counts))
        if max(counts) == 0:
            return 0
        if leaders == 1:
            return item.points + carried.get(item.key, 0)
        return item.tie_points * leaders if item.tie == "split" else 0

    def card_worth(self, item, rules, card):
        total = counted_in_deck(rules, item)
        if not total or not counted(rules, item, (card,)):
            return 0.0
        if item.suit is None and not (item.cards or item.ranks):
            return item.points / (len(rules.deck) / 2)
        return item.points / (total / 2)

    def estimate(self, item, rules, piles, sides):
        counts = [counted(rules, item, pile) for pile in piles]
        return majority_points(item, counts, counted_in_deck(rules, item) - sum(counts), sides)

    def words(self, item, rules, lang):
        tie = _TIES[item.tie][0 if lang == "pt" else 1].format(n=item.tie_points)
        return f"{item.name[lang]} {item.points} ({tie})"


class Each(ScoringKind):
    """``points`` for each captured card whose code is in ``cards`` or whose rank is in
    ``ranks``."""

    def score(self, item, rules, piles, sweep_points, last_capture, tally):
        wanted = rules.scored_cards[item.key]
        return [len(wanted.intersection(pile)) * item.points for pile in piles]

    def table_points(self, item, rules):
        return item.points * len(rules.scored_cards[item.key])

    def expected(self, item, rules, piles, carried):
        return self.table_points(item, rules)

    def card_points(self, item, card):
        return item.points if card.code in item.cards or card.rank in item.ranks else 0

    def words(self, item, rules, lang):
        count = len(rules.scored_cards[item.key])
        each = "cada" if lang == "pt" else "each"
        return (f"{item.name[lang]}: {item.points} {each}" if count > 1
                else f"{item.name[lang]} {item.points}")


class Sweeps(ScoringKind):
    """Each side's sweeps, at what they are worth (``RuleSet.sweep_points``, or a rule
    set's ``sweep_value`` hook)."""

    sweeps = True

    def score(self, item, rules, piles, sweep_points, last_capture, tally):
        return [sweep_points[s] for s in range(len(piles))]

    def words(self, item, rules, lang):
        if not rules.sweep_points:
            return None
        return f"{item.name[lang]}: {rules.sweep_points} {'cada' if lang == 'pt' else 'each'}"


class LastCapture(ScoringKind):
    """``points`` to the side that made the round's last capture."""

    def score(self, item, rules, piles, sweep_points, last_capture, tally):
        return [item.points if s == last_capture else 0 for s in range(len(piles))]

    def table_points(self, item, rules):
        return item.points

    def expected(self, item, rules, piles, carried):
        return item.points


class Threshold(ScoringKind):
    """``points`` to every side holding at least ``threshold`` cards (of ``suit`` when
    given)."""

    def score(self, item, rules, piles, sweep_points, last_capture, tally):
        return [item.points if counted(rules, item, pile) >= item.threshold else 0
                for pile in piles]

    def fixed(self, item, rules):
        return False

    def expected(self, item, rules, piles, carried):
        return item.points * sum(
            1 for pile in piles
            if sum(1 for c in pile if item.suit in (None, c.suit)) >= item.threshold)

    def words(self, item, rules, lang):
        return (f"{item.name[lang]}: {item.points} a cada lado que as tem" if lang == "pt"
                else f"{item.name[lang]}: {item.points} to every side holding them")


for _name, _kind in (("most", Most()), ("each", Each()), ("sweeps", Sweeps()),
                     ("last_capture", LastCapture()), ("threshold", Threshold())):
    register_kind(_name, _kind)


def score_round(rules: RuleSet, piles: Sequence[Sequence[Card]], sweep_points: Sequence[int],
                last_capture: int | None = None, carried: Mapping[str, int] | None = None,
                ) -> tuple[list[dict], dict[str, int]]:
    """One entry per side, ``{"total": n, "items": {key: points}}``, and the points carried
    to the next round. ``piles``: the cards each side captured (see :func:`by_side`);
    ``sweep_points``: what each side's sweeps are worth; ``last_capture``: the side that
    made the round's last capture. Each item scores by its kind (:data:`KINDS`).
    """
    tally = Tally(dict(carried or {}), table_total(rules))
    items: list[dict[str, int]] = [{} for _ in piles]
    for item in rules.scoring:
        for entry, points in zip(items, kind_of(item).score(
                item, rules, piles, sweep_points, last_capture, tally), strict=True):
            entry[item.key] = points
    if rules.sweeps_void_if_all_points:
        _void_sweeps(rules, items, tally)
    return [{"total": sum(entry.values()), "items": entry} for entry in items], tally.carried


def _void_sweeps(rules: RuleSet, items: list[dict[str, int]], tally: Tally) -> None:
    """Kasino: a side that takes every point of the round (the 10 of the table, and any
    point carried into it) scores no sweeps (mokkis), nor does anyone else."""
    swept = {item.key for item in rules.scoring if kind_of(item).sweeps}
    table_points = [sum(v for k, v in entry.items() if k not in swept) for entry in items]
    if tally.every_point_awarded and max(table_points) == tally.available:
        for entry in items:
            for key in swept:
                entry[key] = 0


def scoring_cards(rules: RuleSet, pile: Sequence[Card], items: Mapping[str, int],
                  ) -> dict[str, list[str]]:
    """The cards of a counted pile that score, each with the keys of its items: a card that
    scores by itself (each ace, 10♦, 2♠: 001 §07; Scopa's settebello), and the named cards
    of a majority its side won (``items``: the side's points by item; Escova's sevens).
    A majority of every card or of a suit is the pile's count, not a card's: not marked."""
    marks: dict[str, list[str]] = {}
    for item in rules.scoring:
        kind = kind_of(item)
        named = kind.majority and bool(item.cards or item.ranks) and items.get(item.key, 0) > 0
        for card in pile:
            if kind.card_points(item, card) > 0 or (named and card in rules.scored_cards[item.key]):
                marks.setdefault(card.code, []).append(item.key)
    return marks


def table_total(rules: RuleSet) -> int:
    """The points of the scoring table, sweeps and carried points aside."""
    return sum(kind_of(item).table_points(item, rules) for item in rules.scoring)


def counts(rules: RuleSet, piles: Sequence[Sequence[Card]]) -> list[dict[str, int]]:
    """The raw counts behind the majority items, per side (cards, spades…)."""
    return [{item.key: counted(rules, item, pile) for item in rules.scoring
             if kind_of(item).majority} for pile in piles]


def majority_points(item: ScoringItem, counts: Sequence[int], left: int, sides: int,
                    chances: Callable[[int, int], tuple[float, float]] | None = None,
                    ) -> list[float]:
    """Expected points per side of a majority item: each side's (win, tie) chances against
    its best rival, by ``chances(lead, remaining)`` (:func:`majority_chances` unless given),
    with the ``left`` cards still to capture shared as between two of the ``sides``."""
    chances = chances or majority_chances
    pair = round(left * (2 / sides))
    tie_points = item.tie_points if item.tie == "split" else 0
    found = []
    for s in range(sides):
        rival = max(c for o, c in enumerate(counts) if o != s)
        win, tie = chances(counts[s] - rival, pair)
        found.append(item.points * win + tie_points * tie)
    return found


@lru_cache(maxsize=65536)
def majority_chances(lead: int, remaining: int) -> tuple[float, float]:
    """(win, tie) chances of a side ``lead`` cards ahead of its rival when ``remaining``
    cards are still shared between them, each going either way with even odds."""
    if remaining <= 0:
        return (1.0, 0.0) if lead > 0 else ((0.0, 1.0) if lead == 0 else (0.0, 0.0))
    win = tie = 0.0
    scale = 0.5 ** remaining
    for x in range(remaining + 1):
        final = lead + 2 * x - remaining
        if final > 0:
            win += comb(remaining, x) * scale
        elif final == 0:
            tie += comb(remaining, x) * scale
    return win, tie


__all__ = ["KINDS", "ScoringKind", "Tally", "by_side", "counted", "kind_of", "register_kind",
           "score_round", "table_total"]
