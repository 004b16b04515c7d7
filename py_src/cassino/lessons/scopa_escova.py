"""Lessons of the two games beyond the seeds (RULES.md, "Beyond the seeds"): `scopa`, where
an equal card is taken before any sum and capturing is compulsory, and `escova`, where the
played card takes cards that make 15 with it and capturing is optional. Both play the
40-card deck: A–7 their number, J=8, Q=9, K=10."""

from __future__ import annotations

from ..rules_text.model import capture, trail
from .common import MISMATCH, pair, position, sum_, sweep, trail_step
from .model import Lesson, Step, captures_with, misses, refused, step, trails, words

TWO = "h1=4H,QD"  # the other hand: cards of the 40-card deck


def _jack_is_eight(variant: str) -> Step:
    """Scopa: the court cards count J=8, Q=9, K=10, so a jack takes a sum of 8."""
    return step(
        position(variant, "JC,2S", "5H,3S,KD", TWO),
        words("Aqui as figuras têm valor: J=8, Q=9, K=10. Leve 5♥+3♠ com o seu J♣.",
              "Here court cards have values: J=8, Q=9, K=10. Take 5♥+3♠ with your J♣."),
        words("5 + 3 = 8, o valor do valete.", "5 + 3 = 8, the jack's value."),
        captures_with("JC", "5H", "3S"), capture("JC", "5H", "3S"),
        refused(capture("JC", "KD"), MISMATCH))


def _equal_before_sum(variant: str) -> Step:
    """Scopa: a card equal to a table card takes it; a sum only when no card equals it."""
    return step(
        position(variant, "6S,KC", "6H,2C,4D,JH", TWO),
        words("Há um 6 na mesa: o seu 6♠ leva o 6♥. Uma soma (2♣+4♦) só vale quando "
              "nenhuma carta da mesa é igual à sua.",
              "There is a 6 on the table: your 6♠ takes the 6♥. A sum (2♣+4♦) counts only "
              "when no table card equals yours."),
        words("Escolha o 6♠ e capture o 6♥.", "Pick the 6♠ and capture the 6♥."),
        captures_with("6S", "6H"), capture("6S", "6H"),
        refused(capture("6S", "2C", "4D"), MISMATCH))


def _must_capture(variant: str) -> Step:
    """Scopa: a card that can capture must capture."""
    return step(
        position(variant, "5C,KC", "5H,QC", TWO),
        words("Capturar é obrigatório: o 5♣ pode levar o 5♥, então leve-o.",
              "Capturing is compulsory: the 5♣ can take the 5♥, so take it."),
        words("Largar na mesa uma carta que captura não é permitido.",
              "Trailing a card that can capture is not allowed."),
        captures_with("5C", "5H"), capture("5C", "5H"), refused(trail("5C"), "must-capture"))


def _seven_of_diamonds(variant: str, card: str, name: str, other: str = "7C",
                       table: tuple[str, ...] = ("7D", "7C", "2H"),
                       spare: str = "KS") -> Step:
    """Taking the 7♦, worth a point of its own (settebello, sete belo) and much to the
    primiera where it counts."""
    return step(
        position(variant, f"{card},{spare}", ",".join(table), TWO),
        words(f"O 7♦ é o {name}: vale um ponto para quem o leva. O seu {card[:-1]}♠ pode "
              f"levar o 7♦ ou o 7♣ — leve o 7♦.",
              f"The 7♦ is the {name}: it scores a point for the side that takes it. Your "
              f"{card[:-1]}♠ can take the 7♦ or the 7♣ — take the 7♦."),
        words("Escolha a captura do 7♦, não a do 7♣.",
              "Choose the capture of the 7♦, not the one of the 7♣."),
        captures_with(card, "7D"), capture(card, "7D"), misses(capture(card, other)),
        miss=words(f"levou o 7♣ e deixou o 7♦ ({name}) na mesa.",
                   f"you took the 7♣ and left the 7♦ ({name}) on the table."))


def scopa_lesson(variant: str = "scopa") -> Lesson:
    return Lesson(variant, (
        pair(variant, TWO, card="5C", target="5H", rest=("2C", "6S"), spare="KS",
             wrong="6S"),
        sum_(variant, TWO, rest=("JC",)),
        _equal_before_sum(variant),
        _jack_is_eight(variant),
        _must_capture(variant),
        sweep(variant, TWO, 1, card="QS", table=("4D", "5C"), spare="KC",
              name=("scopa", "scopa")),
        _seven_of_diamonds(variant, "7S", "settebello"),
        trail_step(variant, TWO, hand="6C,KS", table="JH,5D,3S", card="6C", wrong="5D"),
    ))


def _fifteen(variant: str) -> Step:
    """Escova: the played card and the cards it takes add up to 15."""
    return step(
        position(variant, "7D,2S", "5H,3C,6S", TWO),
        words("Aqui a carta jogada leva cartas que somam 15 com ela: leve 5♥+3♣ com o 7♦ "
              "(7 + 5 + 3 = 15).", "Here the card played takes cards that add up to 15 with "
              "it: take 5♥+3♣ with the 7♦ (7 + 5 + 3 = 15)."),
        words("Conte a sua carta junto: 7 + 5 + 3 = 15; 7 + 6 = 13 não serve.",
              "Count your own card too: 7 + 5 + 3 = 15; 7 + 6 = 13 will not do."),
        captures_with("7D", "5H", "3C"), capture("7D", "5H", "3C"),
        refused(capture("7D", "6S"), MISMATCH))


def _courts_count(variant: str) -> Step:
    """Escova: J=8, Q=9, K=10 count toward the 15."""
    return step(
        position(variant, "KC,3S", "5H,4D,QH", TWO),
        words("As figuras valem J=8, Q=9, K=10. Leve o 5♥ com o seu K♣ (10 + 5 = 15).",
              "Court cards count J=8, Q=9, K=10. Take the 5♥ with your K♣ (10 + 5 = 15)."),
        words("10 + 4 = 14, 10 + 9 = 19: só o 5♥ fecha 15.",
              "10 + 4 = 14, 10 + 9 = 19: only the 5♥ makes 15."),
        captures_with("KC", "5H"), capture("KC", "5H"), refused(capture("KC", "4D"), MISMATCH))


def _optional(variant: str) -> Step:
    """Escova: capturing is optional; a card that could capture may be laid down."""
    return step(
        position(variant, "6S,AC", "QH,3D", TWO),
        words("Capturar é opcional: o 6♠ poderia levar a Q♥ (6 + 9 = 15), mas aqui largue-o "
              "na mesa.", "Capturing is optional: the 6♠ could take the Q♥ (6 + 9 = 15), "
              "but here trail it: lay it on the table."),
        words("Escolha o 6♠ e a jogada «largar».", "Pick the 6♠ and the move “trail”."),
        trails("6S"), trail("6S"), refused(capture("6S", "3D"), MISMATCH))


def escova_lesson(variant: str = "escova") -> Lesson:
    return Lesson(variant, (
        _fifteen(variant),
        _courts_count(variant),
        _optional(variant),
        sweep(variant, TWO, 1, card="5S", table=("4D", "6C"), spare="KC",
              name=("escova", "escova")),
        _seven_of_diamonds(variant, "JS", "sete belo"),
        trail_step(variant, TWO, hand="6C,KS", table="JH,5D,3S", card="6C", wrong="5D"),
    ))


LESSONS = {"scopa": scopa_lesson(), "escova": escova_lesson()}
