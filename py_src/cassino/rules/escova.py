"""`escova` (Brazil), as RULES.md specifies it ("Beyond the seeds"): the 40-card deck, a
played card takes any set of table cards that adds up to 15 with it, capture optional, no
builds, an escova 1 (the last card included), the dealer's opening escova, sete belo, most
sevens, to 21.

The whole game is this file: data (the deck and deal of :mod:`.scopa`) and two hooks.
"""

from __future__ import annotations

from .base import Hooks, RuleSet, ScoringItem
from .base import text as _name
from .scopa import ITALIAN_RANKS, ITALIAN_VALUES, THREES

FIFTEEN = 15
"""What a played card and the table cards it takes add up to."""


class EscovaHooks(Hooks):
    """A played card takes one set of table cards that makes 15 with it (the player
    chooses the set); before the first card, a dealer whose four opening table cards make
    15 takes them as an escova, or as two escovas when they make 30."""

    def card_captures(self, rules, card, table):
        need = FIFTEEN - rules.in_hand(card)[0]
        return [(FIFTEEN, mask) for mask in table.groups(need)] if need > 0 else []

    def round_opened(self, game):
        total = sum(game.rules.on_table(card)[0] for card in game.loose)
        if game.loose and total % FIFTEEN == 0 and total // FIFTEEN in (1, 2):
            game.take_table(game.dealer, sweeps=total // FIFTEEN)


ESCOVA = RuleSet(
    id="escova",
    name=_name("Escova", "Escova"),
    source="RULES.md",
    summary=_name(
        "O jogo brasileiro de 40 cartas (J=8, Q=9, K=10): a carta jogada leva cartas da mesa "
        "que somem 15 com ela. Sem construções; capturar é opcional. Cada escova vale 1, e o "
        "carteador faz uma se as quatro cartas da mesa somam 15 (duas se 30). Sete belo, mais "
        "setes; vence quem chega a 21.",
        "The Brazilian 40-card game (J=8, Q=9, K=10): the played card takes table cards that "
        "add up to 15 with it. No builds; capturing is optional. Each escova scores 1, and "
        "the dealer makes one when the four table cards add up to 15 (two when 30). Sete "
        "belo, most sevens; first to 21."),
    players=(2, 3, 4),
    partnerships=True,  # four play in partnerships, partners opposite
    ranks=ITALIAN_RANKS,
    table_values=ITALIAN_VALUES,
    court_takes_one=False,
    deal=THREES,
    direction=-1,  # RULES.md's decision: anticlockwise, the dealer's right starts
    builds=False,
    sums_up_to=FIFTEEN - 1,  # an ace makes 15 with table cards adding up to 14
    scoring=(
        ScoringItem("cards", "most", 1, _name("mais cartas", "most cards")),
        ScoringItem("diamonds", "most", 1, _name("mais ouros (♦)", "most diamonds (♦)"),
                    suit="D"),
        ScoringItem("sete_belo", "each", 1, _name("sete belo (7♦)", "sete belo (7♦)"),
                    cards=("7D",)),
        ScoringItem("sevens", "most", 1, _name("mais setes", "most sevens"), ranks=("7",)),
        ScoringItem("sweeps", "sweeps", 1, _name("escovas", "escovas")),
    ),
    sweep_points=1,
    sweep_name=_name("escova", "escova"),
    sweeps_name=_name("Escovas", "Escovas"),
    target=21,
    hooks=EscovaHooks(),
)

ORDER = 61  # the registry's order (rules/__init__.py): after Scopa
RULE_SETS = (ESCOVA,)
