"""What a rules text is made of: sections under fixed headings, and rules diagrams — a
position in the notation of :mod:`cassino.position` with moves to try, each said to be legal
or refused and why (the engine checks both: tests/engine/test_rules_texts.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

Text = Mapping[str, str]  # {"pt": ..., "en": ...}

HEADINGS: dict[str, dict[str, str]] = {
    "deck": {"pt": "Baralho e valores", "en": "Deck and card values"},
    "deal": {"pt": "Distribuição", "en": "The deal"},
    "order": {"pt": "Quem começa e sentido do jogo", "en": "Who starts and direction of play"},
    "moves": {"pt": "Jogadas", "en": "Moves"},
    "turn": {"pt": "Fim da vez", "en": "End of a turn"},
    "round": {"pt": "Fim da rodada", "en": "End of the round"},
    "scoring": {"pt": "Pontuação", "en": "Scoring"},
    "match": {"pt": "Objetivo e fim da partida", "en": "Target and end of the match"},
    "options": {"pt": "Opções", "en": "Options"},
    "decisions": {"pt": "Decisões onde o texto se cala",
                  "en": "Decisions where the text is silent"},
    "source": {"pt": "Fonte", "en": "Source"},
}
"""Every rules text has these sections, in this order (issue 19, item 1)."""


@dataclass(frozen=True)
class Try:
    """A move a diagram invites the reader to try. ``move`` is what the bridge's ``try``
    takes; ``code`` is the engine's refusal code when it is not legal; ``sweep`` the sweep
    points it scores (a basra, a kseri) when the text says so."""

    move: Mapping[str, Any]
    why: Text
    legal: bool = True
    code: str | None = None
    sweep: int | None = None


@dataclass(frozen=True)
class Diagram:
    """A worked example: a position, what it shows, the moves to try and where it is from
    (``001 §10``, ``003``, ``RULES.md``); ``example`` names a worked example of RULES.md."""

    position: str
    caption: Text
    tries: tuple[Try, ...]
    source: str = ""
    example: str = ""


@dataclass(frozen=True)
class Section:
    key: str
    text: Text  # paragraphs separated by blank lines
    diagrams: tuple[Diagram, ...] = ()


def words(pt: str, en: str) -> dict[str, str]:
    return {"pt": pt, "en": en}


def legal(move: Mapping[str, Any], pt: str, en: str, sweep: int | None = None) -> Try:
    """A move the engine allows, and why."""
    return Try(dict(move), words(pt, en), True, None, sweep)


def refused(move: Mapping[str, Any], code: str, pt: str, en: str) -> Try:
    """A move the engine refuses with ``code``, and why."""
    return Try(dict(move), words(pt, en), False, code)


def diagram(position: str, pt: str, en: str, *tries: Try, source: str = "",
            example: str = "") -> Diagram:
    return Diagram(position, words(pt, en), tries, source, example)


def section(key: str, pt: str, en: str, *diagrams: Diagram) -> Section:
    if key not in HEADINGS:
        raise ValueError(f"unknown section {key!r}")
    return Section(key, words(pt, en), diagrams)


# Moves as the bridge's "try" takes them.
def capture(card: str, *takes: str, targets: tuple[int, ...] = (), value: int | None = None,
            ) -> dict[str, Any]:
    move: dict[str, Any] = {"kind": "capture", "card": card, "takes": list(takes),
                            "targets": list(targets)}
    if value is not None:
        move["value"] = value
    return move


def trail(card: str) -> dict[str, Any]:
    return {"kind": "trail", "card": card}


def build(card: str | None, value: int, *uses: str) -> dict[str, Any]:
    return {"kind": "build", "card": card, "uses": list(uses), "value": value}


def raise_(card: str, target: int, value: int, *uses: str) -> dict[str, Any]:
    return {"kind": "raise", "card": card, "targets": [target], "uses": list(uses),
            "value": value}


def extend(card: str | None, target: int, value: int, *uses: str) -> dict[str, Any]:
    return {"kind": "extend", "card": card, "targets": [target], "uses": list(uses),
            "value": value}
