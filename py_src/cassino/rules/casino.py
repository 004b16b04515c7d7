"""`casino`: strict Anglo-American Casino, seed 001 — the product's default game."""

from .base import DealPlan, RuleSet, ScoringItem

CASINO_SCORING = (
    # 001 §07: most cards 3; most spades 1; each ace 1; 10♦ 2; 2♠ 1; a tied majority: nobody.
    ScoringItem("cards", "most", 3, {"pt": "mais cartas", "en": "most cards"}),
    ScoringItem("spades", "most", 1, {"pt": "mais espadas", "en": "most spades"}, suit="S"),
    ScoringItem("aces", "each", 1, {"pt": "ases", "en": "aces"}, ranks=("A",)),
    ScoringItem("big_casino", "each", 2, {"pt": "10♦ (grande cassino)", "en": "10♦ (big casino)"},
                cards=("10D",)),
    ScoringItem("little_casino", "each", 1,
                {"pt": "2♠ (pequeno cassino)", "en": "2♠ (little casino)"}, cards=("2S",)),
    ScoringItem("sweeps", "sweeps", 1, {"pt": "limpezas", "en": "sweeps"}),
)

CASINO = RuleSet(
    id="casino",
    name={"pt": "Cassino (regras estritas)", "en": "Casino (strict)"},
    source="001",
    summary={
        "pt": "Dois jogadores, 4 cartas cada, 6 distribuições. Capture cartas iguais ou somas; "
              "construa, aumente (só construções simples) ou complete construções. "
              "Quem tem uma construção não pode largar nem gastar a última carta que a "
              "captura. 11 pontos por rodada mais limpezas; vence quem chega a 21.",
        "en": "Two players, 4 cards each, 6 deals. Capture equal cards or sums; build, raise "
              "(simple builds only) or extend builds. Whoever owns a build may not trail nor "
              "spend the last card that takes it. 11 points a round plus sweeps; first to 21.",
    },
    players=(2,),
    # 001 §02: 4 to each player and 4 face up to the table; later 4 each, none to the table.
    deal=DealPlan(first=(("players", 4), ("table", 4)), later=(("players", 4),)),
    direction=1,
    builds=True,
    build_max=10,  # 001 §05: values end at 10, so no build above it
    raise_simple_only=True,  # 001 §05: only a simple build is raised; a multiple never changes
    raise_own_build=True,  # 001 §05 names no owner restriction
    extend=True,
    max_builds_per_capture=None,  # RULES.md: 001 silent, pagat allows every build of the value
    builds_in_sums=False,  # 001 §06: no card joins a build to take it at another value
    court_takes_one=True,  # 001 §03: a court card takes exactly one loose card of its rank
    owner_may_trail=False,  # 001 §06
    keep_capturing_card=True,  # 001 §04, §05, §06
    scoring=CASINO_SCORING,
    sweep_points=1,  # 001 §07
    target=21,  # 001 §08
    void_round_without_capture=True,  # 001 §08
)

ORDER = 10  # the registry's order (rules/__init__.py): the default game first
RULE_SETS = (CASINO,)
