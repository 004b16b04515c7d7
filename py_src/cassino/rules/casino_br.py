"""The Casino of seed 004 (a Brazilian book) and its variants: Aberto, de Espadas, do Pato."""

from dataclasses import replace

from .base import ROYAL, DealPlan, OptionSpec, RuleSet, ScoringItem
from .casino import CASINO, CASINO_SCORING

BOOK_SCORING = tuple(item for item in CASINO_SCORING if item.kind != "sweeps")
"""004: 11 points a round — cards 3 (a tie: nobody), spades 1, aces 1, 10♦ 2, 2♠ 1."""

VALUES_OPTION = OptionSpec("values", {"pt": "Valores das cartas", "en": "Card values"},
                           "casino", {"casino": {}, "royal": ROYAL})
"""004: the players choose Casino or Royal Casino values."""

CASINO_BR = replace(
    CASINO,
    id="casino-br",
    name={"pt": "Cassino (livro)", "en": "Casino (book rules)"},
    source="004",
    summary={
        "pt": "Dado carta a carta, para 2 a 4 (4 em duplas). As construções também se "
              "levam em somas (um 9 leva uma construção de 6 e um 3 solto); duas "
              "construções iguais do mesmo jogador ficam travadas. Sem limpezas; 11 "
              "pontos por rodada, vence quem chega a 21.",
        "en": "Dealt one card at a time, for 2 to 4 (4 in partnerships). Builds can be taken "
              "in sums too (a 9 takes a 6-build and a loose 3); one player's two builds of "
              "one value are locked. No sweeps; 11 points a round, first to 21.",
    },
    players=(2, 3, 4),
    partnerships=True,  # 004 "de Duplas": partners sit alternately and score together
    # 004: one to each player and one face up to the table, four times; later 4 each,
    # dealt singly, none to the table; left of the dealer starts, the dealer plays last.
    deal=DealPlan(first=(("players", 1), ("table", 1)) * 4, later=(("players", 1),) * 4),
    direction=1,
    raise_own_build=True,  # 004: any player may raise with a hand card
    extend=False,  # 004 names no adding of another group to a standing build
    builds_in_sums=True,  # 004: "uma construção de seis e um três isolado"
    max_builds_per_capture=None,  # 004: one 7 takes both duplicated 7-builds
    lock_duplicate_builds=True,  # 004: "ninguém ... poderá aumentá-las"
    owner_may_trail=True,  # 004 only demands keeping a capturing card
    keep_capturing_card=True,
    scoring=BOOK_SCORING,
    sweep_points=0,  # 004 names no sweeps
    target=21,
    options=(
        OptionSpec("target", {"pt": "Pontos para vencer", "en": "Points to win"},
                   21, {21: {}, 31: {"target": 31}}),
        OptionSpec("six_of_eleven_wins",
                   {"pt": "Quem faz 6 dos 11 pontos numa rodada vence",
                    "en": "Taking 6 of a round's 11 points wins outright"},
                   False, {False: {}, True: {"outright_round_points": 6}}),
    ),
)

DRAW_CASINO = replace(
    CASINO_BR,
    id="draw-casino",
    name={"pt": "Cassino Aberto", "en": "Draw Casino"},
    summary={
        "pt": "Uma só distribuição de 4 cartas a cada um e 4 na mesa; depois de cada "
              "jogada compra-se uma carta do monte, mantendo 4, até o monte acabar.",
        "en": "One deal of 4 each and 4 to the table; after each play you draw a card from "
              "the stock, keeping 4, until the stock runs out.",
    },
    deal=DealPlan(first=(("players", 1), ("table", 1)) * 4, later=(), draw_after_play=True),
    options=(VALUES_OPTION,),
)

SPADE_SCORING = (
    *BOOK_SCORING,
    # 004 "de Espadas": A♠, J♠ and 2♠ are worth 2 each, every other spade 1.
    ScoringItem("spade_aces_jacks_twos", "each", 2,
                {"pt": "A♠, J♠ e 2♠", "en": "A♠, J♠ and 2♠"}, cards=("AS", "JS", "2S")),
    ScoringItem("other_spades", "each", 1, {"pt": "outras espadas", "en": "other spades"},
                cards=("3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "QS", "KS")),
)

SPADE_CASINO = replace(
    CASINO_BR,
    id="spade-casino",
    name={"pt": "Cassino de Espadas", "en": "Spade Casino"},
    summary={
        "pt": "Além dos pontos habituais, A♠, J♠ e 2♠ valem 2 cada e as outras espadas 1. "
              "Vence quem chega a 61.",
        "en": "On top of the usual points, A♠, J♠ and 2♠ score 2 each and every other spade "
              "1. First to 61 wins.",
    },
    scoring=SPADE_SCORING,
    target=61,  # RULES.md: the seed's target is lost; 61 as in the references
    options=(VALUES_OPTION,),
)

CASINO_DO_PATO = replace(
    CASINO_BR,
    id="casino-do-pato",
    name={"pt": "Cassino do Pato", "en": "Misère Casino"},
    summary={
        "pt": "Joga-se como o Cassino do livro, mas o objetivo é não fazer pontos: livre-se dos "
              "ases, do 10♦ e do 2♠ e evite ser o último a capturar. Quando alguém chega "
              "a 21, vence o menor total.",
        "en": "Played as Casino, but the aim is to score nothing: get rid of aces, 10♦ and "
              "2♠ and avoid the last capture. When someone reaches 21, the lowest total "
              "wins.",
    },
    lowest_wins=True,
    options=(VALUES_OPTION,),
)

BOOK_RULE_SETS: tuple[RuleSet, ...] = (CASINO_BR, DRAW_CASINO, SPADE_CASINO, CASINO_DO_PATO)

ORDER = 30
RULE_SETS = BOOK_RULE_SETS
