"""Lessons of seed 004, the book's Casino: `casino-br`, `draw-casino`, `spade-casino` and
`casino-do-pato` — builds count in sums, a builder may trail, no sweeps."""

from __future__ import annotations

from ..rules_text.model import capture
from .common import (
    MISMATCH,
    build_step,
    court,
    pair,
    position,
    raise_step,
    several,
    sum_,
    take_build,
    trail_step,
)
from .model import Lesson, captures, refused, step, words

TWO = "h1=QH,4C"


def build_in_sum(variant: str) -> object:
    return step(
        position(variant, "9C,KS", "3D,8H", TWO, "b=2C+4S:6:1"),
        words("Aqui as construções entram nas somas: leve a construção de 6 e o 3♦ com o 9♣.",
              "Here builds join sums: take the 6 build and the 3♦ with your 9♣."),
        words("A construção vale 6, e 6 + 3 = 9.", "The build is worth 6, and 6 + 3 = 9."),
        captures("2C", "4S", "3D"), capture("9C", "3D", targets=(1,)),
        refused(capture("9C", "8H"), MISMATCH))


def book_lesson(variant: str) -> Lesson:
    return Lesson(variant, (
        pair(variant, TWO), sum_(variant, TWO), several(variant, TWO), court(variant, TWO),
        build_step(variant, TWO),
        take_build(variant, TWO, wrong=refused(capture("KC", "2C"), MISMATCH)),
        build_in_sum(variant), raise_step(variant, TWO), trail_step(variant, TWO)))


LESSONS = {v: book_lesson(v) for v in ("casino-br", "draw-casino", "spade-casino",
                                       "casino-do-pato")}
