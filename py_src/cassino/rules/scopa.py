"""`scopa` (Italy), as RULES.md specifies it ("Beyond the seeds"): the 40-card deck, a card
equal to a table card takes one such card and only otherwise a sum, capture compulsory, no
builds, a scopa 1 (never with the round's last card), primiera, settebello, to 11.

The whole game is this file: data, a capture hook, a sweep hook and the *primiera*, a
scoring kind of its own registered with the scoring registry.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..scoring import ScoringKind, register_kind
from .base import DealPlan, Hooks, RuleSet, ScoringItem
from .base import text as _name

ITALIAN_RANKS = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
"""The 40-card deck: the French deck without its 8s, 9s and 10s."""
ITALIAN_VALUES: dict[str, tuple[int, ...]] = {
    "A": (1,), "2": (2,), "3": (3,), "4": (4,), "5": (5,), "6": (6,), "7": (7,),
    "J": (8,), "Q": (9,), "K": (10,),
}
"""A=1, 2–7 their number, J=8, Q=9, K=10 (the Italian and Spanish 8–9–10 court cards)."""

THREES = DealPlan(first=(("players", 3), ("table", 4)), later=(("players", 3),))
"""3 cards to each player and 4 face up to the table; later 3 each, none to the table."""

PRIMIERA_VALUES = {"7": 21, "6": 18, "A": 16, "5": 15, "4": 14, "3": 13, "2": 12,
                   "J": 10, "Q": 10, "K": 10}
"""What each rank is worth to the primiera."""


def primiera_sum(cards: Sequence[Card], suits: Sequence[str]) -> int | None:
    """The best card of each suit by ``PRIMIERA_VALUES``, added up; None when a suit is
    missing (a side without a suit has no primiera)."""
    best = dict.fromkeys(suits, 0)
    for card in cards:
        value = PRIMIERA_VALUES[card.rank]
        if value > best[card.suit]:
            best[card.suit] = value
    return None if 0 in best.values() else sum(best.values())


class Primiera(ScoringKind):
    """``points`` to the side whose best card of each suit adds up highest (a side missing
    a suit has no primiera; a tie scores for nobody)."""

    majority = False

    @staticmethod
    def _suits(rules: RuleSet) -> list[str]:
        return sorted({card.suit for card in rules.deck})

    def score(self, item, rules, piles, sweep_points, last_capture, tally):
        suits = self._suits(rules)
        sums = [primiera_sum(pile, suits) for pile in piles]
        best = max((s for s in sums if s is not None), default=None)
        if best is None or sums.count(best) > 1:
            tally.every_point_awarded = False
            return [0] * len(piles)
        return [item.points if s == best else 0 for s in sums]

    def table_points(self, item, rules):
        return item.points

    def expected(self, item, rules, piles, carried):
        complete = [p for p in piles if {c.suit for c in p} >= set(self._suits(rules))]
        if not complete:
            return 0
        sums = sorted((sum(max(PRIMIERA_VALUES[c.rank] for c in p if c.suit == suit)
                           for suit in self._suits(rules)) for p in complete), reverse=True)
        return item.points if len(sums) == 1 or sums[0] > sums[1] else 0

    def card_worth(self, item, rules, card):
        # a quarter of the point to a seven of its suit, less to lower primiera values
        return item.points * PRIMIERA_VALUES[card.rank] / 21 / 4

    def estimate(self, item, rules, piles, sides):
        suits = self._suits(rules)
        partial = []
        for pile in piles:
            best = dict.fromkeys(suits, 0)
            for card in pile:
                best[card.suit] = max(best[card.suit], PRIMIERA_VALUES[card.rank])
            partial.append(sum(best.values()))
        total = sum(partial)
        if not total:
            return [item.points / sides] * sides
        return [item.points * p / total for p in partial]

    def words(self, item, rules, lang):
        if lang == "pt":
            return (f"{item.name[lang]} {item.points} (a melhor carta de cada naipe: 7=21, "
                    "6=18, A=16, 5=15, 4=14, 3=13, 2=12, figuras 10; sem um naipe, não há "
                    "primiera; empate: ninguém)")
        return (f"{item.name[lang]} {item.points} (the best card of each suit: 7=21, 6=18, "
                "A=16, 5=15, 4=14, 3=13, 2=12, court cards 10; missing a suit, no primiera; "
                "a tie: nobody)")


register_kind("primiera", Primiera())


class ScopaCaptures(Hooks):
    """A card equal to a table card takes one such card (the player chooses which); only
    when no table card equals it may it take a set of table cards adding up to its value
    (the player chooses the set). The round's last card played makes no scopa."""

    def card_captures(self, rules, card, table):
        value = rules.in_hand(card)[0]
        sets = table.groups(value)
        singles = [mask for mask in sets if not mask & (mask - 1)]
        return [(value, mask) for mask in singles or sets]

    def sweep_value(self, game, rules, card, before, cleared):
        """A scopa is worth ``sweep_points``, but the round's last card played makes none
        (RULES.md)."""
        if cleared and not game.stock and not any(game.hands):
            return 0
        return rules.sweep_points if cleared else 0


SCOPA = RuleSet(
    id="scopa",
    name=_name("Scopa", "Scopa"),
    source="RULES.md",
    summary=_name(
        "O jogo italiano de 40 cartas (J=8, Q=9, K=10). Uma carta igual a uma da mesa leva "
        "essa carta; só sem igual leva uma soma. Capturar é obrigatório e não há "
        "construções. Cada scopa vale 1 (não com a última carta); primiera, settebello; "
        "vence quem chega a 11.",
        "The Italian 40-card game (J=8, Q=9, K=10). A card equal to a table card takes that "
        "card; only with no equal card does it take a sum. Capturing is compulsory and there "
        "are no builds. Each scopa scores 1 (not with the last card); primiera, settebello; "
        "first to 11."),
    players=(2, 3, 4),
    partnerships=True,  # four play in partnerships, partners opposite
    ranks=ITALIAN_RANKS,
    table_values=ITALIAN_VALUES,
    court_takes_one=False,
    deal=THREES,
    redeal_table_limits=((("K",), 2),),  # three or four kings on the opening table: redeal
    direction=-1,  # the player on the dealer's right starts; the deal passes right
    builds=False,
    capture_compulsory=True,  # a card that can capture must capture
    scoring=(
        ScoringItem("cards", "most", 1, _name("mais cartas", "most cards")),
        ScoringItem("diamonds", "most", 1, _name("mais ouros (♦)", "most diamonds (♦)"),
                    suit="D"),
        ScoringItem("settebello", "each", 1, _name("settebello (7♦)", "settebello (7♦)"),
                    cards=("7D",)),
        ScoringItem("primiera", "primiera", 1, _name("primiera", "primiera")),
        ScoringItem("sweeps", "sweeps", 1, _name("scopas", "scopas")),
    ),
    sweep_points=1,
    sweep_name=_name("scopa", "scopa"),
    sweeps_name=_name("Scopas", "Scopas"),
    target=11,
    hooks=ScopaCaptures(),
)

ORDER = 60  # the registry's order (rules/__init__.py): after the seeds' games
RULE_SETS = (SCOPA,)
