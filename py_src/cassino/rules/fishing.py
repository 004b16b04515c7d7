"""The fishing games of seed 003: Kasino (with and without builds), Kontsina, Diloti,
Tablic, Tablanet, Basra, Basra of Yemen and Ashush. Each is Cassino's rule set with the
fields its text changes, plus Kontsina's capture hook and a sweep hook for the three
basra scorings."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..cards import Card
from ..combos import disjoint_unions, groups_summing
from .base import CASINO_VALUES, DealPlan, Hooks, OptionSpec, RuleSet, ScoringItem
from .base import text as _name
from .cassino import CASSINO

NUMERALS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")


def _most(key: str, points: int, pt: str, en: str, suit: str | None = None,
          tie: str = "nobody", tie_points: int = 0) -> ScoringItem:
    return ScoringItem(key, "most", points, _name(pt, en), suit=suit, tie=tie,
                       tie_points=tie_points)


def _each(key: str, points: int, pt: str, en: str, cards: tuple[str, ...] = (),
          ranks: tuple[str, ...] = ()) -> ScoringItem:
    return ScoringItem(key, "each", points, _name(pt, en), cards=cards, ranks=ranks)


def _sweeps(pt: str = "limpezas", en: str = "sweeps") -> ScoringItem:
    return ScoringItem("sweeps", "sweeps", 1, _name(pt, en))


ACES = _each("aces", 1, "ases", "aces", ranks=("A",))
JACKS = _each("jacks", 1, "valetes", "jacks", ranks=("J",))

# 003 Tablic (and Tablanet, Ashush) with 2 or 4 players: 6 each in threes, then 4 to the
# table; 6 more each later. Three players are dealt as Cassino.
SIX_IN_THREES = DealPlan(first=(("players", 3), ("players", 3), ("table", 4)),
                         later=(("players", 3), ("players", 3)))


# ----------------------------------------------------------------------------- Kasino
KASINO = replace(
    CASSINO,
    id="kasino",
    name=_name("Kasino (Finlândia)", "Kasino (Finland)"),
    source="003",
    summary=_name(
        "Cassino finlandês sem construções: J=11, Q=12, K=13; na mão o Ás vale 14, o 2♠ "
        "15 e o 10♦ 16, na mesa 1, 2 e 10. Limpezas (mokki) valem 1, salvo se um lado "
        "faz os 10 pontos. Vence quem chega a 31.",
        "Finnish Casino without builds: J=11, Q=12, K=13; in the hand an ace is 14, 2♠ 15 "
        "and 10♦ 16, on the table 1, 2 and 10. Sweeps (mokki) score 1, unless one side "
        "takes all 10 points. First to 31."),
    # 003: values differ in the hand and on the table.
    table_values={**CASINO_VALUES, "J": (11,), "Q": (12,), "K": (13,)},
    hand_values={"A": (14,), "2S": (15,), "10D": (16,)},
    court_takes_one=False,
    builds=False,  # 003: "não é permitido construir"
    scoring=(
        _most("cards", 1, "mais cartas", "most cards", tie="carry"),  # 003: tie "adiado"
        _most("spades", 2, "mais espadas", "most spades", suit="S"),
        ACES,
        _each("big_casino", 2, "10♦ (Kasino Grande)", "10♦ (big Kasino)", cards=("10D",)),
        _each("little_casino", 1, "2♠ (Kasino Pequeno)", "2♠ (little Kasino)",
              cards=("2S",)),
        _sweeps("mokkis", "mokkis"),
    ),
    sweep_points=1,
    sweep_name=_name("mokki", "mokki"),
    sweeps_name=_name("Mokkis", "Mokkis"),
    sweeps_void_if_all_points=True,  # 003: one side taking all 10 points scores no mokki
    target=31,
    build_max=16,
    options=(),
)

KASINO_BUILDS = replace(
    KASINO,
    id="kasino-builds",
    name=_name("Kasino com construções", "Kasino with builds"),
    summary=_name(
        "Kasino com as construções do Cassino e construções duplas: junte uma construção "
        "nova a outra do mesmo valor; a dupla já não muda e só pode ser capturada. Postos "
        "numa construção, o Ás, o 2♠ e o 10♦ valem 1, 2 e 10; 14, 15 e 16 só ao capturar.",
        "Kasino with Cassino's builds and double builds: join a new build to one of the same "
        "value; a double build never changes and can only be captured. Laid into a build, "
        "an ace, 2♠ and 10♦ count 1, 2 and 10; 14, 15 and 16 only when capturing."),
    builds=True,
    extend=True,
    extend_fixes="any",  # 003: "Nenhum outro jogador pode adicionar cartas a uma dupla"
)

# ----------------------------------------------------------------------------- Kontsina
class OneGroupCaptures(Hooks):
    """003 Kontsina: a card takes one loose card or one combination of its value, never
    several at once ("não mais de uma destas combinações"); a game without builds."""

    def card_captures(self, rules: RuleSet, card: Card, table: Any,
                      ) -> list[tuple[int | None, int]] | None:
        values = rules.in_hand(card)
        if not values:
            return None  # a valueless card: the plain rule (one card of its rank)
        return [(value, group) for value in values for group in table.groups(value)]


KONTSINA = replace(
    CASSINO,
    id="kontsina",
    name=_name("Kontsina", "Kontsina"),
    source="003",
    summary=_name(
        "Jogo grego sem construções: cada carta leva uma só carta ou combinação, e quem "
        "pode capturar com a carta jogada tem de o fazer. 5 pontos por rodada; vence quem "
        "chega a 31.",
        "Greek game without builds: a card takes one card or one combination only, and a "
        "card that can capture must capture. 5 points a round; first to 31."),
    direction=-1,  # 003: right of the dealer, anticlockwise
    builds=False,
    capture_compulsory=True,
    hooks=OneGroupCaptures(),
    scoring=(
        _most("cards", 2, "mais cartas", "most cards", tie="split", tie_points=1),
        _most("clubs", 1, "mais paus", "most clubs", suit="C"),
        _each("big_casino", 1, "10♦", "10♦", cards=("10D",)),
        _each("two_of_clubs", 1, "2♣", "2♣", cards=("2C",)),
    ),
    sweep_points=0,  # 003: "Este jogo não possui sweeps"
    target=31,
    options=(),
)

# ----------------------------------------------------------------------------- Diloti
DILOTI = replace(
    CASSINO,
    id="diloti",
    name=_name("Diloti", "Diloti"),
    source="003",
    summary=_name(
        "Jogo grego: 6 cartas de três em três. Só se muda o valor de construções alheias; "
        "completar a própria com uma carta do seu valor faz um Soy, que só se captura. "
        "Uma construção por jogador; cada kseri vale 10.",
        "Greek game: 6 cards dealt in threes. Only opponents' builds may change value; "
        "adding a card of its value to your own build makes a Soy, which can only be "
        "captured. One build per player; each kseri scores 10."),
    players=(2, 4),
    deal=SIX_IN_THREES,
    raise_own_build=False,  # 003: only opponents' builds change value
    extend_fixes="own",  # 003: the Soy
    max_builds_per_player=1,  # 003: "só pode ter uma construção ou um Soy de cada vez"
    scoring=(
        _most("cards", 4, "mais cartas", "most cards", tie="split", tie_points=2),
        ACES,
        _each("big_casino", 2, "10♦", "10♦", cards=("10D",)),
        _each("two_of_clubs", 1, "2♣", "2♣", cards=("2C",)),
        _sweeps("kseris", "kseris"),
    ),
    sweep_points=10,  # 003: each kseri 10
    sweep_name=_name("kseri", "kseri"),
    sweeps_name=_name("Kseri", "Kseri"),
    target=21,  # RULES.md: inherited; 61 as an option
    options=(OptionSpec("target", _name("Pontos para vencer", "Points to win"), 21,
                        {21: {}, 61: {"target": 61}}),),
)

# ----------------------------------------------------------------------------- Tablic
TABLIC = replace(
    CASSINO,
    id="tablic",
    name=_name("Tablic", "Tablic"),
    source="003",
    summary=_name(
        "Sem construções; J=12, Q=13, K=14 e o Ás 1 ou 11. 25 pontos por rodada mais "
        "limpezas. Quem declara ter 101 ganha logo; uma declaração errada custa 5.",
        "No builds; J=12, Q=13, K=14 and an ace 1 or 11. 25 points a round plus sweeps. "
        "Declaring 101 wins at once; a wrong declaration costs 5."),
    direction=-1,
    table_values={**CASINO_VALUES, "A": (1, 11), "J": (12,), "Q": (13,), "K": (14,)},
    court_takes_one=False,
    builds=False,
    deal_by_players={2: SIX_IN_THREES, 4: SIX_IN_THREES},
    scoring=(
        _most("cards", 3, "mais cartas", "most cards"),
        _each("aces", 1, "ases", "aces", ranks=("A",)),
        JACKS,
        _each("queens", 1, "damas", "queens", ranks=("Q",)),
        _each("kings", 1, "reis", "kings", ranks=("K",)),
        _each("tens", 1, "dezes (menos o 10♦)", "tens (but 10♦)", cards=("10S", "10H", "10C")),
        _each("big_casino", 2, "10♦", "10♦", cards=("10D",)),
        _each("two_of_clubs", 1, "2♣", "2♣", cards=("2C",)),
        _sweeps(),
    ),
    sweep_points=1,
    target=101,
    declare_target=101,  # 003: the game ends when a side declares 101; wrong costs 5
    declare_penalty=5,
    options=(),
)

# ----------------------------------------------------------------------------- Tablanet
TABLANET = replace(
    TABLIC,
    id="tablanet",
    name=_name("Tablanet", "Tablanet"),
    summary=_name(
        "Jogo búlgaro: o Valete leva a mesa toda; na mesa só outro Valete o leva. Ás 1 "
        "ou 11, Q=12, K=13. Só conta a maioria de cartas (1 ponto, adiado no empate); "
        "vence quem chega a 11.",
        "Bulgarian game: a jack takes the whole table; on the table only a jack takes it. "
        "Ace 1 or 11, Q=12, K=13. Only most cards scores (1 point, carried on a tie); "
        "first to 11."),
    table_values={**CASINO_VALUES, "A": (1, 11), "J": (), "Q": (12,), "K": (13,)},
    sweeping_cards=("J",),
    redeal_table_if=("J",),  # 003: a jack among the four table cards: lay four more
    scoring=(_most("cards", 1, "mais cartas", "most cards", tie="carry"),),
    sweep_points=0,  # 003: no sweeps
    target=11,
    declare_target=None,
)


# ----------------------------------------------------------------------------- Basra
class BasraSweeps(Hooks):
    """003 Basra: a card that clears the table scores a basra, but not a jack, and the 7♦
    only when the table was all numerals (the ace included) adding up to less than 10."""

    def sweep_value(self, game: Any, rules: RuleSet, card: Card, before: list[Card],
                    cleared: bool) -> int:
        if not cleared or not before:
            return 0
        if card.rank == "J":
            return 0
        if card in rules.sweepers:  # the 7♦
            return rules.sweep_points if self.seven_basra(before) else 0
        return rules.sweep_points

    @staticmethod
    def seven_basra(before: list[Card]) -> bool:
        return all(c.rank in NUMERALS for c in before) and sum(c.number for c in before) < 10


class YemenSweeps(BasraSweeps):
    """003 Basra of Yemen: a jack taking a lone jack is a double basra (20); the 7♦ also
    scores when the table is only 10s, queens and kings, or splits into two or more groups
    of one equal sum below 10 (RULES.md: as A,2,7,8 = 9+9)."""

    def sweep_value(self, game: Any, rules: RuleSet, card: Card, before: list[Card],
                    cleared: bool) -> int:
        if cleared and card.rank == "J" and len(before) == 1 and before[0].rank == "J":
            return 2 * rules.sweep_points
        return super().sweep_value(game, rules, card, before, cleared)

    @staticmethod
    def seven_basra(before: list[Card]) -> bool:
        if BasraSweeps.seven_basra(before):
            return True
        if all(c.rank in ("10", "Q", "K") for c in before):
            return True
        if not all(c.rank in NUMERALS for c in before):
            return False
        values = tuple((c.number,) for c in before)
        everything = (1 << len(before)) - 1
        total = sum(c.number for c in before)
        return any(total % part == 0 and total // part >= 2
                   and everything in disjoint_unions(groups_summing(values, part))
                   for part in range(1, 10))


class AshushSweeps(Hooks):
    """003 Ashush: a basra only when a single card lies on the table and a card other than
    a jack takes it, or a jack takes a lone jack."""

    def sweep_value(self, game: Any, rules: RuleSet, card: Card, before: list[Card],
                    cleared: bool) -> int:
        if not cleared or len(before) != 1:
            return 0
        if card.rank == "J" and before[0].rank != "J":
            return 0
        return rules.sweep_points


BASRA_SCORING = (
    _most("cards", 30, "mais cartas", "most cards", tie="carry"),  # 003: tie → 60 next
    ACES,
    JACKS,
    _each("big_casino", 3, "10♦", "10♦", cards=("10D",)),
    _each("two_of_clubs", 2, "2♣", "2♣", cards=("2C",)),
    _sweeps("basras", "basras"),
)

BASRA = replace(
    CASSINO,
    id="basra",
    name=_name("Basra", "Basra"),
    source="003",
    summary=_name(
        "Jogo egípcio sem construções: o Valete e o 7♦ levam a mesa toda. Mais cartas vale "
        "30 (adiado no empate); cada basra 10, mas não com Valete, e com o 7♦ só numa mesa "
        "de números que somem menos de 10. Vence quem chega a 101.",
        "Egyptian game without builds: a jack and the 7♦ take the whole table. Most cards "
        "scores 30 (carried on a tie); each basra 10, but not with a jack, and with the 7♦ "
        "only on a table of numerals adding up to less than 10. First to 101."),
    players=(2, 4),
    direction=-1,
    table_values={**CASINO_VALUES, "J": ()},
    sweeping_cards=("J", "7D"),  # 003: on the table the 7♦ is an ordinary 7
    redeal_table_if=("J", "7D"),
    builds=False,
    # 003: four to each player one at a time, then four to the table.
    deal=DealPlan(first=(("players", 1),) * 4 + (("table", 4),), later=(("players", 1),) * 4),
    scoring=BASRA_SCORING,
    sweep_points=10,
    sweep_name=_name("basra", "basra"),
    sweeps_name=_name("Basras", "Basras"),
    target=101,
    hooks=BasraSweeps(),
    options=(OptionSpec("best_of_five",
                        _name("Melhor de cinco (a quinta até 150)",
                              "Best of five (a fifth game to 150)"),
                        False, {False: {}, True: {"games_to_win": 3, "decider_target": 150}}),),
)

BASRA_YEMEN = replace(
    BASRA,
    id="basra-yemen",
    name=_name("Basra do Iêmen", "Basra of Yemen"),
    summary=_name(
        "Basra com basra duplo (20) quando um Valete leva um Valete sozinho, e basras de "
        "7♦ mais largos. Vence quem chega a 121.",
        "Basra with a double basra (20) when a jack takes a lone jack, and wider 7♦ basras. "
        "First to 121."),
    target=121,
    hooks=YemenSweeps(),
)

ASHUSH = replace(
    BASRA,
    id="ashush",
    name=_name("Ashush", "Ashush"),
    summary=_name(
        "Basra libanês: só o Valete leva a mesa toda; basra (10) só quando há uma única "
        "carta na mesa e não é um Valete que a leva (ou um Valete leva outro). 16 pontos por "
        "rodada; vence quem chega a 101.",
        "Lebanese Basra: only the jack takes the whole table; a basra (10) only when a single "
        "card lies on the table and no jack takes it (or a jack takes a lone jack). 16 "
        "points a round; first to 101."),
    players=(2, 3, 4),
    sweeping_cards=("J",),
    redeal_table_if=("J",),
    deal=CASSINO.deal,
    deal_by_players={2: SIX_IN_THREES, 4: SIX_IN_THREES},
    scoring=(
        _most("cards", 3, "mais cartas", "most cards"),
        ACES,
        JACKS,
        _each("big_casino", 3, "10♦", "10♦", cards=("10D",)),
        _each("two_of_clubs", 2, "2♣", "2♣", cards=("2C",)),
        _sweeps("basras", "basras"),
    ),
    hooks=AshushSweeps(),
    options=(),
)

TABLANET = replace(TABLANET, players=(2, 3, 4))

FISHING_RULE_SETS: tuple[RuleSet, ...] = (KASINO, KASINO_BUILDS, KONTSINA, DILOTI, TABLIC,
                                          TABLANET, BASRA, BASRA_YEMEN, ASHUSH)

ORDER = 50
RULE_SETS = FISHING_RULE_SETS
