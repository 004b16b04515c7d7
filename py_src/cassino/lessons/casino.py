"""Lessons of the Casino family of seeds 001 and 003: `casino`, `cassino`, `royal-casino`."""

from __future__ import annotations

from ..rules_text.model import capture, raise_
from .common import (
    MISMATCH,
    build_step,
    court,
    pair,
    position,
    raise_step,
    several,
    sum_,
    sweep,
    take_build,
    trail_step,
)
from .model import Lesson, builds, captures, captures_with, refused, step, words

TWO = "h1=QH,4C"


def basics(variant: str) -> tuple:
    """Capturing, building, taking a build, raising: what every Casino game teaches."""
    return (pair(variant, TWO), sum_(variant, TWO), several(variant, TWO),
            build_step(variant, TWO), take_build(variant, TWO), raise_step(variant, TWO))


def casino_lesson(variant: str) -> Lesson:
    """001 and 003's Cassino: court cards have no value; a sweep scores 1."""
    return Lesson(variant, (*basics(variant)[:3], court(variant, TWO), *basics(variant)[3:],
                            sweep(variant, TWO, 1), trail_step(variant, TWO)))


def royal_lesson(variant: str) -> Lesson:
    """003's Royal Casino: court cards count (J 11, Q 12, K 13), an ace 1 or 14."""
    queen = step(
        position(variant, "QC,4S", "5H,7D,KD", TWO),
        words("Aqui as figuras contam: a dama vale 12. Leve 5♥+7♦ com a sua Q♣.",
              "Here court cards count: a queen is 12. Take 5♥+7♦ with your Q♣."),
        words("5 + 7 = 12, o valor da dama.", "5 + 7 = 12, the queen's value."),
        captures("5H", "7D"), capture("QC", "5H", "7D"),
        refused(capture("QC", "KD"), MISMATCH))
    ace = step(
        position(variant, "AC,4S", "6H,8D,2C", TWO),
        words("O ás vale 1 ou 14, à sua escolha. Leve 6♥+8♦ com o seu A♣.",
              "An ace is 1 or 14, as you choose. Take 6♥+8♦ with your A♣."),
        words("6 + 8 = 14: aqui o ás vale 14.", "6 + 8 = 14: here the ace counts 14."),
        captures_with("AC", "6H", "8D"), capture("AC", "6H", "8D", value=14),
        refused(capture("AC", "2C"), MISMATCH))
    raise_king = step(
        position(variant, "3C,KH", "4S", TWO, "b=6D+4D:10:1"),
        words("Aumente a construção de 10 do adversário para 13 com o seu 3♣ (você guarda o "
              "rei).", "Raise your opponent's build of 10 to 13 with your 3♣ (you keep the "
              "king)."),
        words("10 + 3 = 13, o valor do rei.", "10 + 3 = 13, the king's value."),
        builds(13, "raise"), raise_("3C", 1, 13), refused(capture("KH", targets=(1,)),
                                                            MISMATCH))
    return Lesson(variant, (*basics(variant)[:3], queen, ace, *basics(variant)[3:5],
                            raise_king, sweep(variant, TWO, 1)))


LESSONS = {"casino": casino_lesson("casino"), "cassino": casino_lesson("cassino"),
           "royal-casino": royal_lesson("royal-casino")}
