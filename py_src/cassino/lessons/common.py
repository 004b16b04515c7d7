"""Steps every family's lessons share, written once: a position from the learner's hand,
the table and the other hands, and the task in both languages with the cards named."""

from __future__ import annotations

from ..cards import parse_card
from ..rules_text.model import build, capture, raise_, trail
from .model import (
    Step,
    Wrong,
    builds,
    captures,
    captures_build,
    captures_with,
    clears_table,
    misses,
    refused,
    step,
    sweeps,
    trails,
    words,
)

MISMATCH = "capture-value-mismatch"


def sym(code: str) -> str:
    return parse_card(code).symbol


def plus(*codes: str) -> str:
    return "+".join(sym(c) for c in codes)


def _total(codes: tuple[str, ...]) -> int:
    return sum(int(parse_card(c).rank) for c in codes)


def position(variant: str, hand: str, table: str, others: str, extra: str = "") -> str:
    """``variant|h0=hand|others|t=table|extra|m=0``: the learner is seat 0, to move."""
    fields = [variant, f"h0={hand}", others, f"t={table}"]
    if extra:
        fields.append(extra)
    return "|".join([*fields, "m=0"])


def pair(variant: str, others: str, card: str = "7S", target: str = "7D",
         rest: tuple[str, ...] = ("3H", "9C"), spare: str = "KC", wrong: str = "9C") -> Step:
    """Capture a table card with a card of the same value."""
    return step(
        position(variant, f"{card},{spare}", ",".join((target, *rest)), others),
        words(f"Capture o {sym(target)} com o seu {sym(card)}: cartas de mesmo valor se "
              "capturam.", f"Capture the {sym(target)} with your {sym(card)}: a card takes "
              "one of the same value."),
        words(f"Toque no {sym(card)} da sua mão e escolha capturar o {sym(target)}.",
              f"Tap the {sym(card)} in your hand, then choose to capture the {sym(target)}."),
        captures_with(card, target), capture(card, target),
        refused(capture(card, wrong), MISMATCH))


def sum_(variant: str, others: str, card: str = "7S", parts: tuple[str, ...] = ("3H", "4D"),
         rest: tuple[str, ...] = ("9C",), spare: str = "KC") -> Step:
    """Capture cards that add up to the played card's value."""
    value = parse_card(card).rank
    return step(
        position(variant, f"{card},{spare}", ",".join((*parts, *rest)), others),
        words(f"Capture {plus(*parts)} com o seu {sym(card)}: cartas que somam {value} "
              "também se capturam.", f"Capture {plus(*parts)} with your {sym(card)}: cards "
              f"adding up to {value} are taken too."),
        words(f"{plus(*parts)} = {value}. Escolha o {sym(card)} e a jogada que leva as duas.",
              f"{plus(*parts)} = {value}. Pick the {sym(card)} and the move that takes both."),
        captures(*parts), capture(card, *parts),
        refused(capture(card, parts[0], *rest), MISMATCH))


def several(variant: str, others: str, card: str = "7S", same: str = "7D",
            parts: tuple[str, ...] = ("3H", "4D"), rest: tuple[str, ...] = ("9C",),
            spare: str = "KC") -> Step:
    """One card takes a card of its value and a sum at once."""
    value = parse_card(card).rank
    return step(
        position(variant, f"{card},{spare}", ",".join((same, *parts, *rest)), others),
        words(f"Leve o {sym(same)} e {plus(*parts)} de uma vez com o seu {sym(card)}.",
              f"Take the {sym(same)} and {plus(*parts)} at once with your {sym(card)}."),
        words(f"Uma carta leva vários grupos que valem {value}, cada carta num só grupo.",
              f"One card takes several groups worth {value}, each card in one group only."),
        captures(same, *parts), capture(card, same, *parts),
        misses(capture(card, same)),
        miss=words(f"deixou {plus(*parts)} na mesa: o {sym(card)} podia levar tudo.",
                   f"you left {plus(*parts)} on the table: the {sym(card)} could take it all."))


def court(variant: str, others: str, card: str = "KC", target: str = "KD",
          rest: tuple[str, ...] = ("5H", "8C"), spare: str = "4S") -> Step:
    """A court card without a value takes only a card of its rank."""
    return step(
        position(variant, f"{card},{spare}", ",".join((target, *rest)), others),
        words(f"Figuras não têm valor: capture o {sym(target)} com o seu {sym(card)}.",
              f"Court cards have no value: capture the {sym(target)} with your {sym(card)}."),
        words(f"{plus(*rest)} somam {_total(rest)}, mas uma figura só leva outra do mesmo "
              "valor.", f"{plus(*rest)} add up to {_total(rest)}, but a court card takes "
              "only one of its rank."),
        captures_with(card, target), capture(card, target),
        refused(capture(card, *rest), MISMATCH))


def trail_step(variant: str, others: str, hand: str = "9C,KS", table: str = "JH,5D,3S",
               card: str = "9C", wrong: str = "5D") -> Step:
    """No capture: lay a card on the table."""
    return step(
        position(variant, hand, table, others),
        words(f"Nada a capturar com o {sym(card)}? Largue-o na mesa.",
              f"Nothing to capture with the {sym(card)}? Trail it: lay it on the table."),
        words(f"Escolha o {sym(card)} e a jogada «largar».",
              f"Pick the {sym(card)} and the move “trail”."),
        trails(card), trail(card), refused(capture(card, wrong), MISMATCH))


def sweep(variant: str, others: str, points: int, card: str = "9S",
          table: tuple[str, ...] = ("4D", "5C"), spare: str = "KC", name: tuple = ()) -> Step:
    """Take every card on the table: a sweep, worth ``points`` where sweeps score."""
    pt_name, en_name = name or ("limpeza", "sweep")
    goal = sweeps(points) if points else clears_table()
    score_pt = f"vale {points} ponto{'s' if points > 1 else ''}" if points else "limpa a mesa"
    score_en = f"worth {points} point{'s' if points > 1 else ''}" if points else \
        "clears the table"
    return step(
        position(variant, f"{card},{spare}", ",".join(table), others),
        words(f"Leve todas as cartas da mesa com o {sym(card)}: uma {pt_name} {score_pt}.",
              f"Take every card on the table with the {sym(card)}: a {en_name} is "
              f"{score_en}."),
        words(f"{plus(*table)} — o {sym(card)} leva tudo de uma vez.",
              f"{plus(*table)} — the {sym(card)} takes it all at once."),
        goal, capture(card, *table), misses(trail(spare)),
        miss=words("a mesa não ficou vazia.", "the table is not empty."))


def build_step(variant: str, others: str, card: str = "4S", keep: str = "9D",
               table: tuple[str, ...] = ("5H", "2C"), spare: str = "KC",
               wrong_table: str = "2C") -> Step:
    """Build: a hand card on a table card, keeping a card of the value to take it later."""
    use = table[0]
    value = sum(int(parse_card(c).rank) for c in (card, use))
    wrong_value = int(parse_card(card).rank) + int(parse_card(wrong_table).rank)
    return step(
        position(variant, f"{card},{keep},{spare}", ",".join(table), others),
        words(f"Construa {value}: junte o {sym(card)} ao {sym(use)} e guarde o seu "
              f"{sym(keep)} para levar a construção depois.",
              f"Build {value}: put your {sym(card)} on the {sym(use)} and keep your "
              f"{sym(keep)} to take the build later."),
        words(f"Só se constrói um valor que se pode capturar: você tem o {sym(keep)}, "
              f"não um {wrong_value}.", f"You build only a value you can capture: you hold "
              f"the {sym(keep)}, not a {wrong_value}."),
        builds(value), build(card, value, use),
        refused(build(card, wrong_value, wrong_table), "must-keep-capturing-card"))


def take_build(variant: str, others: str, build_text: str = "4S+5H:9:0", card: str = "9D",
               value: int = 9, table: str = "2C", spare: str = "KC",
               wrong: Wrong | None = None) -> Step:
    """Capture your own build with the card you kept."""
    return step(
        position(variant, f"{card},{spare}", table, others, f"b={build_text}"),
        words(f"Leve a sua construção de {value} com o {sym(card)} que guardou.",
              f"Take your build of {value} with the {sym(card)} you kept."),
        words(f"Escolha o {sym(card)}: uma construção só se leva inteira, pelo valor "
              "anunciado.", f"Pick the {sym(card)}: a build is taken whole, at its "
              "announced value."),
        captures_build(value), capture(card, targets=(1,)),
        wrong or refused(trail(spare), "cannot-trail-while-owning-build"))


def raise_step(variant: str, others: str, card: str = "2C", keep: str = "8H",
               build_text: str = "3C+3D:6:1", old: int = 6, table: str = "4S,5H") -> Step:
    """Raise an opponent's build with a hand card, keeping a card of the new value."""
    new = old + int(parse_card(card).rank)
    return step(
        position(variant, f"{card},{keep}", table, others, f"b={build_text}"),
        words(f"O adversário construiu {old}. Aumente para {new} com o seu {sym(card)} "
              f"(você guarda o {sym(keep)}).", f"Your opponent built {old}. Raise it to "
              f"{new} with your {sym(card)} (you keep the {sym(keep)})."),
        words(f"{old} + {parse_card(card).rank} = {new}: a construção passa a ser sua.",
              f"{old} + {parse_card(card).rank} = {new}: the build becomes yours."),
        builds(new, "raise"), raise_(card, 1, new),
        refused(capture(keep, targets=(1,)), MISMATCH))
