"""Moves in words, in Portuguese and English (labels, the game log, hints)."""

from __future__ import annotations

from collections.abc import Mapping

from .cards import parse_card


def _cards(items) -> str:
    return "+".join(parse_card(c).symbol for c in items)


def describe(move: Mapping, lang: str = "en", build_values: Mapping[int, int] | None = None,
             ) -> str:
    """A move dict in words: ``capturar 5♣+2♥ com 7♠`` / ``capture 5♣+2♥ with 7♠``; a move
    made for a partner says so (000: a build the partner will own, court cards put under
    the partner's pile)."""
    words = _describe(move, lang, build_values)
    if move.get("partner") is None:
        return words
    pt = lang == "pt"
    if move["kind"] == "capture":
        return words + (", figuras no fundo do montinho do parceiro" if pt
                        else ", court cards under the partner's pile")
    return words + (" para o parceiro" if pt else " for the partner")


def _describe(move: Mapping, lang: str, build_values: Mapping[int, int] | None) -> str:
    if move["kind"] == "declare":  # Tablic: a side declares it has reached the target
        return "declarar que chegou ao objetivo" if lang == "pt" else "declare the target"
    if move.get("card") is None:  # table cards only (000): the turn goes on
        return _table_action(move, lang)
    card = parse_card(move["card"]).symbol
    kind = move["kind"]
    uses = move.get("uses") or []
    value = move.get("value")
    pt = lang == "pt"
    if kind == "trail":
        return f"largar {card}" if pt else f"trail {card}"
    if kind == "capture":
        taken = _cards(move.get("takes") or [])
        return f"capturar {taken} com {card}" if pt else f"capture {taken} with {card}"
    with_ = (" + " + _cards(uses)) if uses else ""
    if kind == "build":
        return (f"construir {value} com {card}{with_}" if pt
                else f"build {value} with {card}{with_}")
    old = (build_values or {}).get(move.get("target"))
    if kind == "raise":
        if pt:
            return f"aumentar a construção{f' de {old}' if old else ''} para {value} com {card}" \
                + (f" e juntar {_cards(uses)}" if uses else "")
        return f"raise the{f' {old}' if old else ''} build to {value} with {card}" \
            + (f" and add {_cards(uses)}" if uses else "")
    if kind == "extend":
        return (f"completar a construção de {value} com {card}{with_}" if pt
                else f"extend the {value} build with {card}{with_}")
    return f"{kind} {card}"


def _table_action(move: Mapping, lang: str) -> str:
    """A build or an addition without a hand card: ``construir 7 com 3♠+4♦ da mesa``, ``juntar
    5♣ do montinho à construção de 7`` (an opponent's pile tops come first in ``uses``)."""
    pt = lang == "pt"
    uses = list(move.get("uses") or [])
    piles = move.get("from_piles")
    if piles is None:
        piles = [] if move.get("from_pile") is None else [move["from_pile"]]
    tops, rest = uses[:len(piles)], uses[len(piles):]
    parts = []
    groups = move.get("groups") or []
    if rest and not tops and move["kind"] == "build" and len(groups) > 1:
        # a multiple build: its groups apart (A♠ e A♦+K♣), as two builds of 14 differ so
        joined = (" e " if pt else " and ").join(_cards(g) for g in groups)
        parts.append(f"{joined} da mesa" if pt else f"{joined} from the table")
    elif rest:
        parts.append(f"{_cards(rest)} da mesa" if pt else f"{_cards(rest)} from the table")
    if tops:
        parts.append(f"{_cards(tops)} do montinho" if pt else f"{_cards(tops)} from a pile")
    what = " + ".join(parts)
    value = move.get("value")
    if move["kind"] == "build":
        return f"construir {value} com {what}" if pt else f"build {value} with {what}"
    return (f"juntar {what} à construção de {value}" if pt
            else f"add {what} to the {value} build")


def labels(move: Mapping, build_values: Mapping[int, int] | None = None) -> dict[str, str]:
    """The move described in both languages."""
    return {lang: describe(move, lang, build_values) for lang in ("pt", "en")}


# ---- numbers in words ---------------------------------------------------------------------
_EN_UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
             "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
             "seventeen", "eighteen", "nineteen")
_EN_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_PT_UNITS = ("zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove",
             "dez", "onze", "doze", "treze", "catorze", "quinze", "dezesseis", "dezessete",
             "dezoito", "dezenove")
_PT_TENS = ("", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta",
            "oitenta", "noventa")
_PT_HUNDREDS = ("", "cento", "duzentos", "trezentos", "quatrocentos", "quinhentos",
                "seiscentos", "setecentos", "oitocentos", "novecentos")


def number_words(n: int, lang: str = "en") -> str:
    """A whole number from -999 to 999 in words: ``7`` → ``seven`` / ``sete``, ``21`` →
    ``twenty-one`` / ``vinte e um``; other numbers stay as digits."""
    if not -999 <= n <= 999:
        return str(n)
    if n < 0:
        return ("menos " if lang == "pt" else "minus ") + number_words(-n, lang)
    if lang == "pt":
        if n < 20:
            return _PT_UNITS[n]
        if n < 100:
            tens, unit = divmod(n, 10)
            return _PT_TENS[tens] + (f" e {_PT_UNITS[unit]}" if unit else "")
        if n == 100:
            return "cem"
        hundreds, rest = divmod(n, 100)
        return _PT_HUNDREDS[hundreds] + (f" e {number_words(rest, 'pt')}" if rest else "")
    if n < 20:
        return _EN_UNITS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return _EN_TENS[tens] + (f"-{_EN_UNITS[unit]}" if unit else "")
    hundreds, rest = divmod(n, 100)
    return f"{_EN_UNITS[hundreds]} hundred" + (f" and {number_words(rest, 'en')}" if rest else "")


def announcement(value: int, lang: str = "en") -> str:
    """What a builder says (000, 003): ``construindo um sete`` / ``building seven``."""
    if lang == "pt":  # "construindo um sete"; a build of 1 is "construindo um"
        return "construindo um" if value == 1 else f"construindo um {number_words(value, 'pt')}"
    return f"building {number_words(value, 'en')}"


# ---- the game log -------------------------------------------------------------------------
def seat_name(seat: int, lang: str = "en",
              names: Mapping[int, Mapping[str, str] | str] | None = None) -> str:
    """A seat's name in the log: from ``names`` when given, else ``Jogador 1`` / ``Player 1``."""
    if names is not None and seat in names:
        name = names[seat]
        return name if isinstance(name, str) else name.get(lang) or name.get("en", str(seat))
    return f"Jogador {seat + 1}" if lang == "pt" else f"Player {seat + 1}"


SweepWords = Mapping[str, tuple[str, str]]
"""What a sweep is called, per language: ``(one, several)`` — the rule set's
``RuleSet.sweep_words`` (``{"pt": ("escova", "escovas"), ...}``)."""

SWEEP_WORDS: SweepWords = {"pt": ("limpeza", "limpezas"), "en": ("sweep", "sweeps")}
"""The family's own word, where no rule set names its sweeps otherwise."""


def sweep_words(count: int, lang: str = "en", sweep: SweepWords | None = None) -> str:
    """``count`` sweeps in words, the rule set's name in the singular or the plural:
    ``escova``, ``2 escovas``, ``basra``, ``2 sweeps``."""
    one, several = (sweep or SWEEP_WORDS).get(lang) or SWEEP_WORDS[lang]
    return one if count == 1 else f"{count} {several}"


def log_line(event: Mapping, lang: str = "en",
             names: Mapping[int, Mapping[str, str] | str] | None = None,
             build_values: Mapping[int, int] | None = None,
             sweep: SweepWords | None = None) -> str:
    """One event of ``Game.history`` in words, with the announcements the seeds name.

    * a deal: ``Mão 2.`` / ``Deal 2.``; the final one says ``últimas!`` / ``last!``;
    * a move: ``Você: construir 7 com 2♥ + 5♣ — “construindo um sete”``; a capture that
      empties the table ends with the rule set's name of a sweep (``sweep``: ``— limpeza!``
      / ``— sweep!``, Scopa's ``— scopa!``, Basra's ``— basra!``);
    * the rest, worded like a move so that no verb agrees with the name (``Você``, ``You``,
      ``Computador 2``): ``Você: levar o resto da mesa (última captura): 8♦+K♣``.
    ``names`` maps seats to names (a string or ``{pt, en}``); ``build_values`` maps build
    ids to their values before the move (for ``raise the 7 build to 9``).
    """
    pt = lang == "pt"
    kind = event.get("event")
    if kind == "deal":
        deal = event.get("deal", 1)
        if event.get("last"):
            return f"Mão {deal}: últimas!" if pt else f"Deal {deal}: last!"
        return f"Mão {deal}." if pt else f"Deal {deal}."
    if kind == "rest":
        who = seat_name(event["seat"], lang, names)
        cards = _cards(event.get("takes") or [])
        if pt:
            return f"{who}: levar o resto da mesa (última captura): {cards}"
        return f"{who}: take the rest of the table (last capture): {cards}"
    if kind == "table":  # the table taken before play (Escova's dealer)
        who = seat_name(event["seat"], lang, names)
        cards = _cards(event.get("takes") or [])
        sweeps = event.get("sweeps") or 0
        said = f" — {sweep_words(sweeps, lang, sweep)}!" if sweeps else ""
        if pt:
            return f"{who}: levar a mesa da abertura: {cards}{said}"
        return f"{who}: take the opening table: {cards}{said}"
    if "kind" not in event:
        return str(event.get("event", ""))
    who = seat_name(event["seat"], lang, names) if "seat" in event else ""
    words = describe(event, lang, build_values)
    builds = event["kind"] in ("build", "raise", "extend") or (
        event["kind"] == "trail" and event.get("uses") and event.get("value"))
    if builds and event.get("value"):
        words += f" — “{announcement(event['value'], lang)}”"
    if event["kind"] == "declare" and "right" in event:  # Tablic: was the declaration right?
        total = event.get("total")
        if event["right"]:
            words += f" — certo, {total} pontos!" if pt else f" — right, {total} points!"
        else:
            words += (f" — errado, só {total} pontos: multa" if pt
                      else f" — wrong, only {total} points: penalty")
    if event["kind"] == "capture" and event.get("sweep"):
        words += f" — {sweep_words(1, lang, sweep)}!"
    return f"{who}: {words}" if who else words


def log_lines(history: list[Mapping],
              names: Mapping[int, Mapping[str, str] | str] | None = None,
              sweep: SweepWords | None = None) -> list[dict[str, str]]:
    """A round's history in words, ``[{pt, en}, ...]``, one line per event, sweeps by the
    rule set's name (``sweep``). Build values are followed through the round (ids from 1,
    as the engine numbers them) so a raise says which build it raised."""
    values: dict[int, int] = {}
    next_id = 1
    lines = []
    for event in history:
        lines.append({lang: log_line(event, lang, names, values, sweep) for lang in ("pt", "en")})
        kind = event.get("kind")
        if kind == "build" or (kind == "trail" and event.get("uses") and event.get("value")):
            values[next_id] = event["value"]
            next_id += 1
        elif kind in ("raise", "extend") and event.get("target") is not None:
            values[event["target"]] = event["value"]
        elif kind == "capture":
            for target in event.get("targets") or []:
                values.pop(target, None)
    return lines
