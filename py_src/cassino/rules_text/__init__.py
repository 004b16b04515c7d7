"""The rules as players read them, in Portuguese and English, one text per rule set.

Written from the seeds (/work/shared/seeds/) and RULES.md, one module per family
(:mod:`.casino` — seeds 001 and 003's Cassino; :mod:`.book` — seed 004; :mod:`.swazi` —
seed 000; :mod:`.fishing` — 003's other games). Each text has the sections of
:data:`.model.HEADINGS`; the scoring table, the target and the options are written from the
rule set's own data, so they say what the engine plays. Worked examples are rules diagrams
(:class:`.model.Diagram`): the reader tries the moves, and the engine agrees with what the
text says of each (tests/engine/test_rules_texts.py).

``rules_text(variant, lang)`` answers ``{"id", "lang", "text", "full", "sections"}``: the
whole text as paragraphs separated by blank lines (each diagram told in words), and the same
as sections with their diagrams for pages that draw them. A rule set without a text (one
added later) answers its summary, ``full`` false.
"""

from __future__ import annotations

import os
from importlib import import_module
from typing import Any

from ..errors import IllegalMove
from ..notation import labels, seat_name
from ..position import game_from_position
from ..rules import RuleSet, get_rules
from ..rules.base import choice_label
from ..scoring import kind_of
from .model import HEADINGS, Diagram, Section


def _texts() -> dict[str, tuple[Section, ...]]:
    """The sections of every module of this package that declares ``TEXTS``: a new rule
    set's text is one file here, found by being there."""
    here = os.path.dirname(__file__)
    names = sorted({entry.split(".")[0] for entry in os.listdir(here)
                    if entry.endswith((".py", ".pyc")) and not entry.startswith("_")}
                   - {"model"})
    found: dict[str, tuple[Section, ...]] = {}
    for name in names:
        found.update(getattr(import_module(f"{__name__}.{name}"), "TEXTS", {}))
    return found


TEXTS: dict[str, tuple[Section, ...]] = _texts()
"""Each rule set's hand-written sections, by id."""

SEED_FILES = {"000": "000_2cb9612bf51fbc35.txt", "001": "001_a1fb973b815c6dfe.txt",
              "003": "003_a84bfd851d1c0260.txt", "004": "004_f14d5e84bd430bed.txt"}

def _lang(lang: str) -> str:
    return "pt" if lang == "pt" else "en"


def scoring_table(rules: RuleSet, lang: str) -> str:
    """The rule set's scoring items in words, from its data."""
    pt = lang == "pt"
    parts = []
    fixed = 0
    for item in rules.scoring:
        kind = kind_of(item)
        words = kind.words(item, rules, lang)
        if words is not None:
            parts.append(words)
        fixed += kind.table_points(item, rules) if kind.fixed(item, rules) else -10**6
    head = "Pontos de cada rodada: " if pt else "Points each round: "
    text = head + "; ".join(parts) + "."
    if fixed > 0:
        text += (f" São {fixed} pontos em jogo" if pt else f" {fixed} points are at stake")
        has_sweeps = any(kind_of(i).sweeps for i in rules.scoring) and rules.sweep_points
        text += ((", mais as limpezas." if pt else ", plus sweeps.") if has_sweeps else ".")
    if not rules.sweep_points:
        text += " Não há pontos por limpar a mesa." if pt else " Clearing the table scores nothing."
    return text


def options_list(rules: RuleSet, lang: str) -> str:
    """The rule set's options in words, from its data."""
    pt = lang == "pt"
    if not rules.options:
        return "Esta versão não tem opções." if pt else "This version has no options."
    items = []
    for spec in rules.options:
        choices = ", ".join(choice_label(c)[lang] for c in spec.effects)
        default = choice_label(spec.default)[lang]
        items.append(f"«{spec.name[lang]}»: {choices} ({'de início' if pt else 'default'}: "
                     f"{default})" if pt else
                     f"“{spec.name[lang]}”: {choices} ({'default'}: {default})")
    return ("Opções que se escolhem no início da partida: " if pt
            else "Options chosen when the match starts: ") + "; ".join(items) + "."


def target_line(rules: RuleSet, lang: str) -> str:
    if lang == "pt":
        return f"Objetivo: {rules.target} pontos."
    return f"Target: {rules.target} points."


def source_line(rules: RuleSet, lang: str) -> str:
    seed = rules.source
    if seed not in SEED_FILES:  # a game beyond the four seeds (RULES.md specifies it)
        if lang == "pt":
            return (f"Regras escritas a partir da especificação de {seed} («Beyond the "
                    "seeds»), com as nossas palavras; os exemplos são de lá ou deste texto.")
        return (f"Written from the specification in {seed} (“Beyond the seeds”), in our own "
                "words; the examples come from it or from this text.")
    file = SEED_FILES[seed]
    if lang == "pt":
        return (f"Regras escritas a partir do texto-fonte {seed} (seeds/{file}) e das decisões "
                "registadas em RULES.md, com as nossas palavras; os exemplos são desse texto "
                "ou de RULES.md, como indicado em cada um.")
    return (f"Written from source text {seed} (seeds/{file}) and the decisions recorded in "
            "RULES.md, in our own words; the examples come from that text or from RULES.md, "
            "as each one says.")


# ---- diagrams in words --------------------------------------------------------------------
def _symbols(cards) -> str:
    return ", ".join(c.symbol for c in cards)


def position_words(game: Any, lang: str) -> str:
    """What a diagram's position shows, in words: hands, table, builds, piles, stock."""
    pt = lang == "pt"
    seat = game.to_move
    parts = []
    who = seat_name(seat, lang)
    parts.append(f"{who} joga e tem {_symbols(game.hands[seat])}" if pt
                 else f"{who} to play, holding {_symbols(game.hands[seat])}")
    for other, hand in enumerate(game.hands):
        if other != seat and hand:
            parts.append(f"{seat_name(other, lang)} tem {_symbols(hand)}" if pt
                         else f"{seat_name(other, lang)} holds {_symbols(hand)}")
    table = _symbols(game.loose) or ("nada" if pt else "nothing")
    parts.append(f"na mesa: {table}" if pt else f"on the table: {table}")
    for b in game.builds:
        groups = " / ".join("+".join(c.symbol for c in g) for g in b.groups)
        owner = seat_name(b.owner, lang)
        parts.append(f"uma construção de {b.value} ({groups}) de {owner}" if pt
                     else f"a build of {b.value} ({groups}) owned by {owner}")
    for index, pile in enumerate(game.piles):
        if pile:
            top = pile[-1].symbol
            parts.append(f"no topo do montinho {index + 1}: {top}" if pt
                         else f"on top of capture pile {index + 1}: {top}")
    if game.stock:
        parts.append(f"{len(game.stock)} cartas no monte" if pt
                     else f"{len(game.stock)} cards in the stock")
    return "; ".join(parts) + "."


def _resolve(game: Any, move: dict) -> tuple[Any, IllegalMove | None]:
    try:
        return game.resolve(move), None
    except IllegalMove as exc:
        return None, exc


def try_label(game: Any, move: dict) -> dict[str, str]:
    """The words for a tried move: the engine's move when legal, else the move asked."""
    values = {b.id: b.value for b in game.builds}
    found, _ = _resolve(game, move)
    data = found.to_dict() if found is not None else {"takes": [], "uses": [], **move}
    return labels(data, values)


def diagram_data(item: Diagram, lang: str) -> dict:
    """A diagram as JSON for a page: position, caption, source and each try with its label,
    verdict and reason."""
    game = game_from_position(item.position)
    return {"position": item.position, "caption": item.caption[lang], "source": item.source,
            "example": item.example, "variant": game.variant,
            "words": position_words(game, lang),
            "tries": [{"move": dict(t.move), "label": try_label(game, dict(t.move))[lang],
                       "legal": t.legal, "code": t.code, "why": t.why[lang]}
                      for t in item.tries]}


def diagram_words(item: Diagram, lang: str) -> str:
    """A diagram told as one paragraph (for a page that shows text only)."""
    data = diagram_data(item, lang)
    pt = lang == "pt"
    head = "Exemplo" if pt else "Example"
    if item.source and not item.caption[lang].startswith(item.source):
        head += f" ({item.source})"
    tries = []
    for t in data["tries"]:
        verdict = ("pode" if pt else "legal") if t["legal"] else ("não pode" if pt else "refused")
        tries.append(f"«{t['label']}» — {verdict}: {t['why']}" if pt
                     else f"“{t['label']}” — {verdict}: {t['why']}")
    try_word = "Experimente" if pt else "Try"
    return (f"{head}: {data['caption']} {data['words'][0].upper()}{data['words'][1:]} "
            f"{try_word}: " + " ".join(tries))


def _sections(rules: RuleSet, lang: str) -> list[dict]:
    written = {s.key: s for s in TEXTS[rules.id]}
    out = []
    for key, heading in HEADINGS.items():
        written_section = written.get(key)
        text = written_section.text[lang] if written_section else ""
        paragraphs = [p for p in text.split("\n\n") if p.strip()]
        if key == "scoring":
            paragraphs.insert(0, scoring_table(rules, lang))
        elif key == "match":
            paragraphs.insert(0, target_line(rules, lang))
        elif key == "options":
            paragraphs.insert(0, options_list(rules, lang))
        elif key == "source":
            paragraphs.append(source_line(rules, lang))
        diagrams = written_section.diagrams if written_section else ()
        out.append({"key": key, "heading": heading[lang], "paragraphs": paragraphs,
                    "diagrams": [diagram_data(d, lang) for d in diagrams],
                    "_diagrams": diagrams})
    return out


def diagrams_of(variant: str) -> list[Diagram]:
    """Every diagram of a rule set's text."""
    return [d for s in TEXTS.get(get_rules(variant).id, ()) for d in s.diagrams]


def rules_text(variant: str, lang: str = "en") -> dict:
    """``{"id", "lang", "text", "full", "sections"}``: the rule set's full text in ``lang``
    (``pt`` or ``en``), or its summary (``full`` false) when no text was written for it.

    :raises ValueError: an unknown rule set.
    """
    rules = get_rules(variant)
    lang = _lang(lang)
    if rules.id not in TEXTS:
        summary = rules.describe().get("summary") or {}
        return {"id": rules.id, "lang": lang, "text": summary.get(lang, ""), "full": False,
                "sections": []}
    sections = _sections(rules, lang)
    paragraphs = [f"{rules.name[lang]}"]
    for s in sections:
        paragraphs.append(s["heading"])
        paragraphs += s["paragraphs"]
        paragraphs += [diagram_words(d, lang) for d in s.pop("_diagrams")]
    return {"id": rules.id, "lang": lang, "text": "\n\n".join(paragraphs), "full": True,
            "sections": sections}


__all__ = ["HEADINGS", "TEXTS", "diagrams_of", "rules_text"]
