"""Checks of data that comes from outside: saved games, set-up positions and their pieces.

Every reader here either returns clean values (ints that are ints, cards that are cards,
seats in range) or raises ``ValueError`` naming the field and what is wrong with it, so a
game built from them can be played: nothing later trips over a string where a number was
meant, a seat that does not exist or a number too big to count to. The bounds are part of
the contract (docs/bridge.md).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .cards import Card, parse_card
from .errors import brief
from .moves import KINDS, Move

SEED_MAX = 2**53 - 1
"""Seeds are 0 … 2**53 - 1: every one of them survives JSON and JavaScript numbers."""
MAX_ROUNDS = 10_000  # rounds of one match a save may record
MAX_POINTS = 10**9  # |score| of a side, a round's item or total
MAX_BUILD_ID = 10**6
MAX_BUILD_VALUE = 100
MAX_EVENTS = 2_000  # events of one round's history
MAX_CARDS = 104  # cards in one list (a hand, the table, a pile, a group)


def bad(what: str, why: str) -> ValueError:
    return ValueError(f"{what}: {why}")


def _show(value: Any) -> str:
    return brief(value)


def integer(value: Any, what: str, lo: int, hi: int) -> int:
    """An int (not a bool, not a float) in ``lo … hi``."""
    if type(value) is not int:
        raise bad(what, f"must be a whole number, got {_show(value)}")
    if not lo <= value <= hi:
        raise bad(what, f"must be between {lo} and {hi}, got {_show(value)}")
    return value


def optional_integer(value: Any, what: str, lo: int, hi: int) -> int | None:
    return None if value is None else integer(value, what, lo, hi)


def boolean(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise bad(what, f"must be true or false, got {_show(value)}")
    return value


def seat(value: Any, what: str, players: int) -> int:
    return integer(value, what, 0, players - 1)


def optional_seat(value: Any, what: str, players: int) -> int | None:
    return None if value is None else seat(value, what, players)


def seed(value: Any, what: str = "seed") -> int:
    """A deal's seed: a whole number in ``0 … SEED_MAX``."""
    return integer(value, what, 0, SEED_MAX)


def sequence(value: Any, what: str, length: int | None = None,
             most: int = MAX_CARDS) -> Sequence:
    """A list or tuple (never a string), of exactly ``length`` items when given."""
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)):
        raise bad(what, f"must be a list, got {_show(value)}")
    if length is not None and len(value) != length:
        raise bad(what, f"must list {length} entries, got {len(value)}")
    if len(value) > most:
        raise bad(what, f"lists {len(value)} entries, at most {most} make sense")
    return value


def mapping(value: Any, what: str) -> Mapping:
    if not isinstance(value, Mapping):
        raise bad(what, f"must be an object, got {_show(value)}")
    return value


def cards(value: Any, what: str) -> list[Card]:
    """A list of card codes (a string of codes separated by spaces or commas, too)."""
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    elif not isinstance(value, (list, tuple)):
        if isinstance(value, Iterable) and not isinstance(value, (bytes, Mapping)):
            value = list(value)
        else:
            raise bad(what, f"must be a list of cards, got {_show(value)}")
    sequence(value, what)
    out = []
    for item in value:
        try:
            out.append(parse_card(item))
        except ValueError:
            raise bad(what, f"not a card: {_show(item)}") from None
    return out


def ints(value: Any, what: str, length: int, lo: int = -MAX_POINTS,
         hi: int = MAX_POINTS) -> list[int]:
    return [integer(v, f"{what}[{i}]", lo, hi)
            for i, v in enumerate(sequence(value, what, length))]


def points(value: Any, what: str, keys: Iterable[str]) -> dict[str, int]:
    """``{item: points}`` with items of the rule set's scoring table."""
    known = set(keys)
    out = {}
    for key, v in mapping(value, what).items():
        if key not in known:
            raise bad(what, f"unknown scoring item {_show(key)}")
        out[key] = integer(v, f"{what}[{key!r}]", -MAX_POINTS, MAX_POINTS)
    return out


def result(value: Any, what: str, sides: int, keys: Iterable[str]) -> list[dict]:
    """A round's result: per side ``{"total": n, "items": {item: n}}``."""
    keys = list(keys)
    out = []
    for side, entry in enumerate(sequence(value, what, sides)):
        entry = mapping(entry, f"{what}[{side}]")
        if set(entry) != {"total", "items"}:
            raise bad(f"{what}[{side}]", "must have exactly 'total' and 'items'")
        out.append({"total": integer(entry["total"], f"{what}[{side}].total",
                                     -MAX_POINTS, MAX_POINTS),
                    "items": points(entry["items"], f"{what}[{side}].items", keys)})
    return out


def option_values(options: Any) -> Mapping | None:
    """Options as given (None or an object); each value is checked by the rule set."""
    if options is None:
        return None
    return mapping(options, "options")


def number_is_finite(value: Any) -> bool:
    return not isinstance(value, float) or math.isfinite(value)


def build(spec: Any, what: str, players: int, rules: Any, hand_values: bool) -> dict:
    """A build's parts: ``groups`` (non-empty groups of cards), ``value``, ``owner``, and
    ``id`` and ``fixed`` when given. Each group must be able to make the value from the
    cards' table values (and, with ``hand_values``, their hand values: a saved game's
    builds may use them, Kasino)."""
    spec = mapping(spec, what)
    if "groups" not in spec or "value" not in spec:
        raise bad(what, "a build needs 'groups' and 'value'")
    value = integer(spec["value"], f"{what}.value", 1, MAX_BUILD_VALUE)
    groups = []
    for i, raw in enumerate(sequence(spec["groups"], f"{what}.groups")):
        group = cards(raw, f"{what}.groups[{i}]")
        if not group:
            raise bad(what, "a build's group holds at least one card")
        options = [(*rules.on_table(c), *(rules.in_hand(c) if hand_values else ())) or (0,)
                   for c in group]
        if not can_sum(options, value):
            raise bad(what, f"group {'+'.join(c.code for c in group)} does not make {value}")
        groups.append(tuple(group))
    if not groups:
        raise bad(what, "a build holds at least one group")
    out = {"groups": tuple(groups), "value": value,
           "owner": seat(spec.get("owner", 0), f"{what}.owner", players),
           "fixed": boolean(spec.get("fixed", False), f"{what}.fixed")}
    if "id" in spec:
        out["id"] = integer(spec["id"], f"{what}.id", 1, MAX_BUILD_ID)
    return out


def can_sum(options: Sequence[Sequence[int]], target: int) -> bool:
    """Whether one value per card (from its options) adds up to ``target``."""
    totals = {0}
    for values in options:
        totals = {t + v for t in totals for v in values if t + v <= target}
    return target in totals


def distinct_cards(everything: Sequence[Card], deck: Iterable[Card]) -> None:
    """No card twice, none outside the deck (a set-up position may leave cards out)."""
    if len(set(everything)) != len(everything):
        twice = sorted({c.code for c in everything if everything.count(c) > 1})
        raise ValueError(f"a card appears twice: {', '.join(twice[:5])}")
    deck = set(deck)
    outside = [c.code for c in everything if c not in deck]
    if outside:
        raise ValueError(f"not in this rule set's deck: {', '.join(outside[:5])}")


def stock_dealt(rules: Any, players: int, stock: Sequence[Card]) -> None:
    """A stock must be one the rule set deals from: after a play (draw-after-play) or in
    later deals; where every card is dealt at once (000 Swazi, Lesotho), there is none."""
    plan = rules.deal_for(players)
    if stock and not plan.draw_after_play and not any(n > 0 for _, n in plan.later):
        raise ValueError(f"{rules.id} deals every card at once: there is no stock to deal "
                         f"from, got {len(stock)} cards")


_MOVE_KEYS = {"kind", "card", "takes", "uses", "target", "targets", "value", "groups",
              "ends_turn", "from_pile", "from_piles"}


def history(value: Any, players: int, piles: int) -> list[dict]:
    """A round's history as the engine writes it: deals, moves with ``seat`` and ``sweep``,
    declarations, the table taken before play (``Game.take_table``) and the rest taken at
    the end; anything else is refused."""
    events = sequence(value, "history", most=MAX_EVENTS)
    out = []
    for i, event in enumerate(events):
        what = f"history[{i}]"
        event = mapping(event, what)
        kind = event.get("event")
        if kind == "deal":
            if set(event) != {"event", "deal", "last"}:
                raise bad(what, "a deal is {event, deal, last}")
            integer(event["deal"], f"{what}.deal", 0, 1000)
            boolean(event["last"], f"{what}.last")
        elif kind == "rest":
            if set(event) != {"event", "seat", "takes"}:
                raise bad(what, "the rest is {event, seat, takes}")
            seat(event["seat"], f"{what}.seat", players)
            cards(event["takes"], f"{what}.takes")
        elif kind == "table":
            if set(event) != {"event", "seat", "takes", "sweeps"}:
                raise bad(what, "the table taken is {event, seat, takes, sweeps}")
            seat(event["seat"], f"{what}.seat", players)
            cards(event["takes"], f"{what}.takes")
            integer(event["sweeps"], f"{what}.sweeps", 0, MAX_POINTS)
        elif kind == "declare":
            if set(event) != {"event", "kind", "card", "seat", "right", "total"} or \
                    event["kind"] != "declare" or event["card"] is not None:
                raise bad(what, "a declaration is {event, kind, card: null, seat, right, total}")
            seat(event["seat"], f"{what}.seat", players)
            boolean(event["right"], f"{what}.right")
            integer(event["total"], f"{what}.total", -MAX_POINTS, MAX_POINTS)
        elif kind is None:
            _move_event(event, what, players, piles)
        else:
            raise bad(what, f"unknown event {_show(kind)}")
        out.append(dict(event))
    return out


def _move_event(event: Mapping, what: str, players: int, piles: int) -> None:
    keys = set(event) - {"seat", "sweep", "partner"}
    if keys != _MOVE_KEYS or "seat" not in event or "sweep" not in event:
        raise bad(what, "not a move as the engine records it")
    seat(event["seat"], f"{what}.seat", players)
    boolean(event["sweep"], f"{what}.sweep")
    kind = event["kind"]
    if kind not in KINDS or kind == "declare":
        raise bad(what, f"unknown move kind {_show(kind)}")
    card = event["card"]
    if card is not None:
        card = cards([card], f"{what}.card")[0]
    targets = [integer(t, f"{what}.targets", 1, MAX_BUILD_ID)
               for t in sequence(event["targets"], f"{what}.targets")]
    from_piles = [integer(p, f"{what}.from_piles", 0, piles - 1)
                  for p in sequence(event["from_piles"], f"{what}.from_piles")]
    move = Move(kind, card, tuple(cards(event["takes"], f"{what}.takes")),
                tuple(cards(event["uses"], f"{what}.uses")), tuple(targets),
                optional_integer(event["value"], f"{what}.value", 0, MAX_BUILD_VALUE),
                tuple(tuple(cards(g, f"{what}.groups")) for g in
                      sequence(event["groups"], f"{what}.groups")),
                tuple(from_piles), optional_seat(event.get("partner"), f"{what}.partner",
                                                 players))
    expected = move.to_dict()
    if {k: event[k] for k in expected} != expected or set(event) - {"seat", "sweep"} != \
            set(expected):
        raise bad(what, "not a move as the engine records it")
