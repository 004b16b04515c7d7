"""Lessons of seed 000, the Swazi family: `swazi`, `swazi-2p`, `swazi-2p-stock`, `lesotho`
and `south-african` — table actions that do not end the turn, claims, and builds that only
an opponent may re-value."""

from __future__ import annotations

from ..rules_text.model import build, capture, extend, raise_
from .common import MISMATCH, build_step, position
from .model import (
    Lesson,
    builds,
    captures,
    captures_build,
    captures_with,
    misses,
    refused,
    step,
    table_first,
    words,
)

THREE = "h1=10D,JH|h2=8S,QD"
TWO = "h1=10D,JH"
NO_COURTS = "h1=2D,8H|h2=10C,10H"  # south-african plays 40 cards


def claims(variant: str, others: str) -> object:
    return step(
        position(variant, "7C,6C", "7D,3H,4D,9C", others),
        words("Capture com o seu 7♣. Aqui uma captura leva tudo o que a carta pode levar.",
              "Capture with your 7♣. Here a capture takes everything its card can take."),
        words("O 7♦ e 3♥+4♦ valem 7: leve os dois grupos.",
              "The 7♦ and 3♥+4♦ are both worth 7: take both groups."),
        captures("7D", "3H", "4D"), capture("7C", "7D", "3H", "4D"),
        refused(capture("7C", "7D"), "must-take-everything"))


def table_build(variant: str, others: str) -> object:
    return step(
        position(variant, "7C,9S", "3H,4D,9D", others),
        words("Construa 7 só com cartas da mesa (3♥+4♦) — isso não acaba a vez — e depois "
              "leve o 9♦ com o 9♠.", "Build 7 from the table alone (3♥+4♦) — that does not "
              "end your turn — then take the 9♦ with your 9♠."),
        words("Sem escolher carta da mão, toque em «construir 7 com 3♥+4♦»; você guarda o 7♣ "
              "para levá-la depois.", "With no hand card picked, choose “build 7 with "
              "3♥+4♦”; you keep the 7♣ to take it later."),
        table_first(captures("9D")), (build(None, 7, "3H", "4D"), capture("9S", "9D")),
        misses(capture("9S", "9D")),
        miss=words("a vez acabou sem a construção da mesa: comece por ela, não gasta a vez.",
                   "your turn ended without the table build: start with it, it does not "
                   "spend your turn."),
        well=words("Ações só com cartas da mesa não gastam a vez.",
                   "Actions with table cards only do not spend your turn."))


def raise_theirs(variant: str, others: str) -> object:
    return step(
        position(variant, "4C,9S", "8D", others, "b=2S+3S:5:1"),
        words("O adversário construiu 5. Aumente para 9 com o seu 4♣ e guarde o 9♠: a "
              "construção passa a ser sua.", "An opponent built 5. Raise it to 9 with your "
              "4♣ and keep the 9♠: the build becomes yours."),
        words("5 + 4 = 9. Escolha o 4♣ e «aumentar».", "5 + 4 = 9. Pick the 4♣ and “raise”."),
        builds(9, "raise"), raise_("4C", 1, 9),
        refused(capture("9S", targets=(1,)), MISMATCH))


def not_yours_to_raise(variant: str, others: str) -> object:
    return step(
        position(variant, "5S,4C,6C", "8D", others, "b=2S+3S:5:0"),
        words("A construção de 5 é sua: uma carta da mão não lhe muda o valor. Leve-a com o "
              "5♠.", "The 5 build is yours: a hand card does not change its value. Take it "
              "with the 5♠."),
        words("Só se aumenta a construção de um adversário.",
              "Only an opponent's build can be raised."),
        captures_build(5), capture("5S", targets=(1,)),
        refused(raise_("4C", 1, 9), "illegal-move"))


def add_then_take(variant: str, others: str) -> object:
    return step(
        position(variant, "5C,6C", "4D,AH", others, "b=2S+3S:5:0"),
        words("4♦+A♥ cabem na sua construção de 5: junte-as a ela (não gasta a vez) e leve "
              "tudo com o 5♣.", "4♦+A♥ fit your build of 5: add them to it (that does not "
              "spend your turn), then take it all with the 5♣."),
        words("Sem carta escolhida, toque em «acrescentar 4♦+A♥ à construção de 5».",
              "With no card picked, choose “add 4♦+A♥ to the build of 5”."),
        table_first(captures_build(5)),
        (extend(None, 1, 5, "4D", "AH"), capture("5C", targets=(1,))),
        refused(capture("5C", targets=(1,)), "must-add-to-own-build"))


def ace_14(variant: str, others: str) -> object:
    return step(
        position(variant, "AC,6C", "6H,8D,2C", others),
        words("O ás vale 1 ou 14, à sua escolha. Leve 6♥+8♦ com o seu A♣.",
              "An ace is 1 or 14, as you choose. Take 6♥+8♦ with your A♣."),
        words("6 + 8 = 14: aqui o ás vale 14.", "6 + 8 = 14: here the ace counts 14."),
        captures_with("AC", "6H", "8D"), capture("AC", "6H", "8D", value=14),
        refused(capture("AC", "2C", "6H"), MISMATCH))


def swazi_lesson(variant: str, others: str, royal: bool = True) -> Lesson:
    steps = [claims(variant, others), table_build(variant, others),
             build_step(variant, others, spare="10S"), raise_theirs(variant, others),
             not_yours_to_raise(variant, others), add_then_take(variant, others)]
    if royal:
        steps.append(ace_14(variant, others))
    return Lesson(variant, tuple(steps))


LESSONS = {"swazi": swazi_lesson("swazi", THREE), "swazi-2p": swazi_lesson("swazi-2p", TWO),
           "swazi-2p-stock": swazi_lesson("swazi-2p-stock", TWO),
           "lesotho": swazi_lesson("lesotho", THREE, royal=False),
           "south-african": swazi_lesson("south-african", NO_COURTS, royal=False)}
