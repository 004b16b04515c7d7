"""The Swazi family of seed 000: Swazi Casino (3 players, 4 in partnerships), its two
two-player forms, the Lesotho game and South African Casino."""

from __future__ import annotations

from dataclasses import replace

from .base import CASINO_VALUES, ROYAL_VALUES, DealPlan, OptionSpec, RuleSet, ScoringItem
from .base import text as _name
from .cassino import CASSINO
from .swazi_turns import LESOTHO_TURNS, SOUTH_AFRICAN_TURNS, SWAZI_TURNS


def _singly(players: int, *, table_first: int = 0, table_after: int = 0) -> tuple:
    """Deal steps: ``table_first`` cards to the table, then one card at a time to each
    player, ``players`` rounds of it, then ``table_after`` to the table."""
    steps: tuple = (("table", table_first),) if table_first else ()
    steps += (("players", 1),) * players
    return steps + ((("table", table_after),) if table_after else ())


SWAZI_SCORING = (
    # 000: cards 2 (a tie: 1 each), spades 2 (a tie: 1 each), each ace 1, 10♦ 2, 2♠ 1.
    ScoringItem("cards", "most", 2, _name("mais cartas", "most cards"), tie="split",
                tie_points=1),
    ScoringItem("spades", "most", 2, _name("mais espadas", "most spades"), suit="S",
                tie="split", tie_points=1),
    ScoringItem("aces", "each", 1, _name("ases", "aces"), ranks=("A",)),
    ScoringItem("big_ten", "each", 2, _name("10♦ (Big Ten)", "10♦ (Big Ten)"), cards=("10D",)),
    ScoringItem("spy_two", "each", 1, _name("2♠ (Spy Two)", "2♠ (Spy Two)"), cards=("2S",)),
)

REDEAL_OPTION = OptionSpec(
    "redeal_table", _name("Nova mesa com mais de três figuras ou um Ás",
                          "Redeal a table of more than three court cards or any ace"),
    False, {False: {}, True: {"redeal_table_if": ("A",),
                              "redeal_table_limits": ((("J", "Q", "K"), 3),)}})
CLAIMS_OPTION = OptionSpec(
    "claims", _name("Reclamações (capturas e acréscimos completos)",
                    "Claims (complete captures and additions)"),
    True, {True: {}, False: {"claims": False}})

SWAZI = replace(
    CASSINO,
    id="swazi",
    name=_name("Cassino suázi", "Swazi Casino"),
    source="000",
    summary=_name(
        "Para 3 (ou 4 em duplas): J=11, Q=12, K=13, Ás 1 ou 14. Construções só com cartas "
        "da mesa e acréscimos às suas construções, da mesa ou do topo do montinho de um "
        "adversário, não acabam a vez. Uma construção de cada valor; só se muda o valor das "
        "alheias. Sem limpezas; 11 pontos; vence quem chega a 21.",
        "For 3 (or 4 in partnerships): J=11, Q=12, K=13, ace 1 or 14. Builds of table cards "
        "only, and adding table cards or an opponent's pile top to your builds, do not end "
        "the turn. One build per value; only opponents' builds change value. No sweeps; 11 "
        "points; first to 21."),
    players=(3, 4),
    partnerships=True,  # 000: four play in partnerships, one pile per team
    table_values=ROYAL_VALUES,
    court_takes_one=False,
    build_max=14,
    # 000: four cards to the table from the cut, the rest dealt singly: 16 each (12 with 4).
    deal=DealPlan(first=_singly(16, table_first=4), later=()),
    deal_by_players={4: DealPlan(first=_singly(12, table_first=4), later=())},
    direction=-1,  # 000: right of the dealer, anticlockwise; the deal passes right
    raise_own_build=False,  # 000: a hand card re-values only an opponent's build
    # 000: the creator stays the owner "a não ser que seu valor seja alterado ou que ele
    # seja capturado"; "Um jogador que altere o valor de uma construção passa a ser
    # considerado o novo dono" — an addition of the build's own value changes no owner.
    extend_keeps_owner=True,
    max_builds_per_capture=1,  # 000: "não pode capturar mais de uma construção"
    table_actions=True,
    pile_tops="add",
    pile_order="capturer_on_top",
    one_build_per_value=True,
    claims=True,  # RULES.md: claims are always made; an option turns them off
    owner_may_trail=True,  # RULES.md: trailing is allowed, the capturing card kept
    keep_capturing_card=True,
    scoring=SWAZI_SCORING,
    sweep_points=0,  # 000 names no sweeps
    target=21,
    options=(REDEAL_OPTION, CLAIMS_OPTION),
    # 000's turns (swazi_turns.SwaziTurns); in partnerships "Se um dos jogadores criar uma
    # construção que, mais tarde, for capturada por outro jogador ... o parceiro deste
    # jogador poderá criar uma construção de igual valor"
    hooks=SWAZI_TURNS,
)

SWAZI_2P = replace(
    SWAZI,
    id="swazi-2p",
    name=_name("Cassino suázi a dois", "Swazi Casino for two"),
    summary=_name(
        "Swazi a dois: 4 na mesa e 12 cartas cada, depois mais 12. Com as primeiras 12, "
        "quem tem construção não pode largar e só pode ter uma no fim da vez.",
        "Swazi for two: 4 to the table and 12 cards each, then 12 more. With the first 12 a "
        "builder may not trail and may own one build only at the end of a turn."),
    players=(2,),
    deal=DealPlan(first=_singly(12, table_first=4), later=_singly(12)),
    deal_by_players={},
    strict_phase="first-deal",
    strict_one_build=True,
)

SWAZI_2P_STOCK = replace(
    SWAZI,
    id="swazi-2p-stock",
    name=_name("Cassino suázi a dois, com Morto", "Swazi Casino for two, with a stock"),
    summary=_name(
        "Swazi a dois com Morto: 4 na mesa e 8 cartas cada; compra-se uma depois de cada "
        "carta jogada. Enquanto houver Morto, quem tem construção não pode largar; cada um "
        "só pode ter uma construção no fim da vez, com ou sem Morto.",
        "Swazi for two with a stock: 4 to the table and 8 cards each; draw one after each "
        "card played. While the stock lasts a builder may not trail; each may own one build "
        "only at the end of a turn, stock or no stock."),
    players=(2,),
    deal=DealPlan(first=_singly(8, table_first=4), later=(), draw_after_play=True),
    deal_by_players={},
    strict_phase="stock",
    max_builds_per_player=1,  # 000 states it without the stock's limit
)

LESOTHO = replace(
    SWAZI,
    id="lesotho",
    name=_name("Cassino do Lesoto", "Lesotho Casino"),
    summary=_name(
        "Swazi em que as figuras não têm valor (não fazem somas nem construções) e o Ás vale "
        "1; no montinho a carta que captura fica no topo e as figuras sempre no fundo. Em "
        "duplas cada jogador tem o seu montinho; as figuras capturadas podem ir para o fundo "
        "do montinho do parceiro.",
        "Swazi where court cards have no value (no sums, no builds) and an ace is 1; on a "
        "pile the capturing card lies on top and court cards always at the bottom. In "
        "partnerships each player keeps a pile; captured court cards may go under the "
        "partner's."),
    table_values=CASINO_VALUES,
    build_max=10,
    pile_order="courts_bottom",
    # 000: "No jogo em duplas, cada jogador possui seu próprio montinho ... e pode utilizar
    # as cartas do topo do montinho de seu parceiro como se ele fosse um oponente."
    pile_per_player=True,
    # 000: "Um jogador, ao capturar figuras, se quiser, pode colocá-las no final do montinho
    # de seu parceiro, ao invés de no seu próprio." (swazi_turns.LesothoTurns)
    hooks=LESOTHO_TURNS,
)

SOUTH_AFRICAN = replace(
    SWAZI,
    id="south-african",
    name=_name("Cassino sul-africano", "South African Casino"),
    summary=_name(
        "40 cartas (sem figuras), Ás 1. O topo do montinho de um adversário captura-se como "
        "uma carta da mesa; os montinhos ficam em ordem, a menor em cima. Quem fez menos "
        "pontos dá e joga primeiro. 10 pontos; vence quem chega a 21.",
        "40 cards (no court cards), ace 1. An opponent's pile top is captured like a table "
        "card; piles are kept in order, lowest on top. The round's lowest scorer deals and "
        "plays first. 10 points; first to 21."),
    players=(2, 3, 4),
    ranks=("A", "2", "3", "4", "5", "6", "7", "8", "9", "10"),
    table_values=CASINO_VALUES,
    build_max=10,
    deal=DealPlan(first=_singly(13, table_after=1), later=()),  # three players
    deal_by_players={2: DealPlan(first=_singly(10), later=_singly(10)),
                     4: DealPlan(first=_singly(10), later=())},
    hooks=SOUTH_AFRICAN_TURNS,  # the dealer plays first; the lowest scorer deals next
    pile_order="ascending",
    pile_tops="capture",
    owner_may_trail=False,  # 000: a builder may not trail ...
    by_players={2: {"owner_may_trail": True, "strict_phase": "first-deal"}},  # ... but
    # in the second hand of ten of the two-player game
    scoring=(
        ScoringItem("cards", "most", 2, _name("mais cartas", "most cards"), tie="split",
                    tie_points=1),
        ScoringItem("five_spades", "threshold", 1,
                    _name("cinco espadas ou mais", "five spades or more"), suit="S",
                    threshold=5),
        ScoringItem("aces", "each", 1, _name("ases", "aces"), ranks=("A",)),
        ScoringItem("big_ten", "each", 2, _name("10♦", "10♦"), cards=("10D",)),
        ScoringItem("spy_two", "each", 1, _name("2♠", "2♠"), cards=("2S",)),
    ),
    options=(CLAIMS_OPTION,),
)

SWAZI_RULE_SETS: tuple[RuleSet, ...] = (SWAZI, SWAZI_2P, SWAZI_2P_STOCK, LESOTHO,
                                        SOUTH_AFRICAN)

ORDER = 40
RULE_SETS = SWAZI_RULE_SETS
