"""`cassino` and `royal-casino`: the classic game of seed 003 and its Royal form."""

from dataclasses import replace

from .base import ROYAL, DealPlan, OptionSpec, ScoringItem
from .casino import CASINO, CASINO_SCORING

# 003 "alguns jogadores": 2 points for most cards and 1 for the last capture.
CASSINO_ALT_SCORING = (
    ScoringItem("cards", "most", 2, {"pt": "mais cartas", "en": "most cards"}),
    *CASINO_SCORING[1:],
    ScoringItem("last_capture", "last_capture", 1,
                {"pt": "última captura", "en": "last capture"}),
)

CASSINO_OPTIONS = (
    OptionSpec("trail_and_table_build",
               {"pt": "Largar e construir só com cartas da mesa na mesma jogada",
                "en": "Trail and build from table cards only in the same turn"},
               False, {False: {}, True: {"trail_with_table_build": True}}),
    OptionSpec("builder_may_trail",
               {"pt": "Quem construiu pode largar", "en": "A builder may trail"},
               False, {False: {}, True: {"owner_may_trail": True}}),
    OptionSpec("loose_cards_raise",
               {"pt": "Cartas da mesa podem ajudar a aumentar",
                "en": "Loose cards may help raise a build"},
               False, {False: {}, True: {"raise_with_loose": True}}),
    OptionSpec("target", {"pt": "Pontos para vencer", "en": "Points to win"},
               21, {21: {}, 11: {"target": 11}, 31: {"target": 31}, 50: {"target": 50}}),
    OptionSpec("cards_two_last_capture_one",
               {"pt": "Mais cartas vale 2 e a última captura 1",
                "en": "Most cards 2 points, last capture 1"},
               False, {False: {}, True: {"scoring": CASSINO_ALT_SCORING}}),
    OptionSpec("no_sweeps", {"pt": "Sem pontos por limpeza", "en": "No points for sweeps"},
               False, {False: {}, True: {"sweep_points": 0}}),
)

CASSINO = replace(
    CASINO,
    id="cassino",
    name={"pt": "Cassino", "en": "Cassino"},
    source="003",
    summary={
        "pt": "O clássico para 2 a 4 jogadores (4 em duplas), dado de duas em duas. "
              "Capture cartas iguais ou somas, construa e aumente qualquer construção "
              "simples; uma captura leva no máximo uma construção. 11 pontos por rodada "
              "mais limpezas; vence quem chega a 21.",
        "en": "The classic for 2 to 4 players (4 in partnerships), dealt in twos. Capture "
              "equal cards or sums, build and raise any simple build; one capture takes at "
              "most one build. 11 points a round plus sweeps; first to 21.",
    },
    players=(2, 3, 4),
    partnerships=True,  # 003: four play in partnerships, partners facing each other
    # 003: two to each player, two to the table, twice; later 4 each in twos.
    deal=DealPlan(first=(("players", 2), ("table", 2), ("players", 2), ("table", 2)),
                  later=(("players", 2), ("players", 2))),
    direction=1,  # 003: left of the dealer starts, clockwise; the deal passes left
    raise_own_build=True,  # RULES.md: any build may be raised
    max_builds_per_capture=1,  # 003: "não pode capturar mais de uma construção"
    options=CASSINO_OPTIONS,
)

ROYAL_CASINO = replace(
    CASSINO,
    id="royal-casino",
    name={"pt": "Cassino Real", "en": "Royal Casino"},
    source="003",
    summary={
        "pt": "Cassino com figuras numéricas: J=11, Q=12, K=13, e o Ás vale 1 ou 14 à "
              "escolha de quem o joga. As figuras capturam somas e entram em construções.",
        "en": "Cassino with numeric court cards: J=11, Q=12, K=13, and an ace counts 1 or "
              "14 as its player chooses. Court cards take sums and join builds.",
    },
    **ROYAL,
)

ORDER = 20
RULE_SETS = (CASSINO, ROYAL_CASINO)
