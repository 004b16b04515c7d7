"""Lessons of seed 003's other fishing games: `kasino`, `kasino-builds`, `kontsina`,
`diloti`, `tablic`, `tablanet`, `basra`, `basra-yemen` and `ashush`."""

from __future__ import annotations

from ..rules_text.model import capture, trail
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
from .model import Lesson, captures_with, refused, step, words

TWO = "h1=4H,QD"


def takes_all(variant: str, card: str, others: str = TWO, spare: str = "8S",
              table: tuple[str, ...] = ("2H", "3S", "4C")) -> object:
    """A card that takes the whole table (a jack; in Basra the 7♦ too)."""
    what_pt = "o valete" if card[0] == "J" else f"o {card[:-1]}♦"
    what_en = "a jack" if card[0] == "J" else f"the {card[:-1]}♦"
    from .common import plus, sym
    return step(
        position(variant, f"{card},{spare}", ",".join(table), others),
        words(f"Aqui {what_pt} jogado da mão leva a mesa inteira: leve {plus(*table)} com o "
              f"{sym(card)}.", f"Here {what_en} played from the hand takes the whole table: "
              f"take {plus(*table)} with the {sym(card)}."),
        words(f"Escolha o {sym(card)}: ele não precisa de somar nada.",
              f"Pick the {sym(card)}: it needs no sum."),
        captures_with(card, *table), capture(card, *table),
        refused(capture(spare, table[-1]), MISMATCH))


def counts_as(variant: str, card: str, parts: tuple[str, ...], value: int, pt: str, en: str,
              others: str = TWO, spare: str = "3C", wrong: str | None = None,
              rest: tuple[str, ...] = ()) -> object:
    """A card worth a value of its own in this game takes a sum of that value."""
    from .common import plus, sym
    extra = {"value": value} if card[0] == "A" else {}
    return step(
        position(variant, f"{card},{spare}", ",".join((*parts, *rest)), others),
        words(f"{pt} Leve {plus(*parts)} com o {sym(card)}.",
              f"{en} Take {plus(*parts)} with the {sym(card)}."),
        words(f"{' + '.join(c[:-1] for c in parts)} = {value}: é o valor do {sym(card)} "
              "neste jogo.", f"{' + '.join(c[:-1] for c in parts)} = {value}: the "
              f"{sym(card)}'s value in this game."),
        captures_with(card, *parts), capture(card, *parts, **extra),
        refused(capture(card, wrong or parts[0]), MISMATCH))


def basra_lesson(variant: str, seven: bool = True) -> Lesson:
    steps = [pair(variant, TWO, card="5C", target="5H", rest=("2C", "8S"), spare="KS",
                  wrong="8S"),
             sum_(variant, TWO),
             sweep(variant, TWO, 10, card="5C", table=("5H",), spare="KS",
                   name=("basra", "basra")),
             takes_all(variant, "JC")]
    if seven:
        steps.append(takes_all(variant, "7D", spare="3C", table=("5H", "6S")))
    steps += [court(variant, TWO, card="QC", target="QH", rest=("5D", "7S")),
              trail_step(variant, TWO)]
    return Lesson(variant, tuple(steps))


def tablic_lesson(variant: str) -> Lesson:
    return Lesson(variant, (
        pair(variant, TWO), sum_(variant, TWO), several(variant, TWO),
        counts_as(variant, "KC", ("10H", "4D"), 14, "O rei vale 14.", "A king is 14.",
                  spare="3S"),
        counts_as(variant, "AC", ("5H", "6S"), 11, "O ás vale 1 ou 11.", "An ace is 1 or 11.",
                  spare="3S", wrong="2C", rest=("2C", "8C")),
        sweep(variant, TWO, 1, name=("tabla", "tabla")), trail_step(variant, TWO)))


def tablanet_lesson(variant: str) -> Lesson:
    return Lesson(variant, (
        pair(variant, TWO), sum_(variant, TWO), several(variant, TWO),
        takes_all(variant, "JC"),
        counts_as(variant, "QC", ("5H", "7D"), 12, "A dama vale 12.", "A queen is 12.",
                  spare="3S", wrong="2C", rest=("2C",)),
        trail_step(variant, TWO, table="KH,5D,3S")))


def kasino_lesson(variant: str, with_builds: bool = False) -> Lesson:
    steps = [pair(variant, TWO), sum_(variant, TWO),
             counts_as(variant, "AC", ("10C", "4D"), 14, "Na mão o ás vale 14.",
                       "In the hand an ace is 14.", spare="9S", wrong="AH", rest=("AH",)),
             counts_as(variant, "10D", ("9C", "7S"), 16, "Na mão o 10♦ (o grande Kasino) vale "
                       "16.", "In the hand the 10♦ (big Kasino) is 16.", spare="3S",
                       wrong="10S", rest=("10S",))]
    if with_builds:
        steps += [build_step(variant, TWO), take_build(variant, TWO)]
    steps += [sweep(variant, TWO, 1), trail_step(variant, TWO)]
    return Lesson(variant, tuple(steps))


def kontsina_lesson(variant: str) -> Lesson:
    one_group = step(
        position(variant, "7S,KC", "7D,3H,4D,9C", TWO),
        words("Aqui cada carta leva um só grupo: com o 7♠, leve o 7♦ (ou 3♥+4♦, não os dois).",
              "Here each card takes one group only: with the 7♠, take the 7♦ (or 3♥+4♦, not "
              "both)."),
        words("Escolha uma das capturas de um grupo.", "Choose one of the one-group captures."),
        captures_with("7S", "7D"), capture("7S", "7D"),
        refused(capture("7S", "7D", "3H", "4D"), MISMATCH))
    must = step(
        position(variant, "5C,KC", "5H,9C", TWO),
        words("Capturar é obrigatório: o 5♣ pode levar o 5♥, então leve-o.",
              "Capturing is compulsory: the 5♣ can take the 5♥, so take it."),
        words("Largar uma carta que captura não é permitido.",
              "Trailing a card that can capture is not allowed."),
        captures_with("5C", "5H"), capture("5C", "5H"), refused(trail("5C"), "must-capture"))
    return Lesson(variant, (pair(variant, TWO), sum_(variant, TWO), one_group, must,
                            court(variant, TWO), trail_step(variant, TWO, table="JH,5D,3S")))


def diloti_lesson(variant: str) -> Lesson:
    return Lesson(variant, (
        pair(variant, TWO), sum_(variant, TWO), several(variant, TWO), court(variant, TWO),
        build_step(variant, TWO), take_build(variant, TWO), raise_step(variant, TWO),
        sweep(variant, TWO, 10)))


def ashush_lesson(variant: str) -> Lesson:
    return basra_lesson(variant, seven=False)


LESSONS = {
    "kasino": kasino_lesson("kasino"),
    "kasino-builds": kasino_lesson("kasino-builds", with_builds=True),
    "kontsina": kontsina_lesson("kontsina"),
    "diloti": diloti_lesson("diloti"),
    "tablic": tablic_lesson("tablic"),
    "tablanet": tablanet_lesson("tablanet"),
    "basra": basra_lesson("basra"),
    "basra-yemen": basra_lesson("basra-yemen"),
    "ashush": ashush_lesson("ashush"),
}
