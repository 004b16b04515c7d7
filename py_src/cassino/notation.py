"""Moves in words, in Portuguese and English (labels, the game log, hints)."""

from __future__ import annotations

from collections.abc import Mapping

from .cards import parse_card


def _cards(items) -> str:
    return "+".join(parse_card(c).symbol for c in items)


def describe(move: Mapping, lang: str = "en", build_values: Mapping[int, int] | None = None,
             ) -> str:
    """A move dict in words: ``capturar 5♣+2♥ com 7♠`` / ``capture 5♣+2♥ with 7♠``."""
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


def labels(move: Mapping, build_values: Mapping[int, int] | None = None) -> dict[str, str]:
    """The move described in both languages."""
    return {lang: describe(move, lang, build_values) for lang in ("pt", "en")}
