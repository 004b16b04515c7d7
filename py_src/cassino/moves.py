"""Moves and builds as values, with their JSON forms."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from .cards import Card, codes, parse_card
from .errors import IllegalMove, brief

KINDS = ("capture", "build", "raise", "extend", "trail", "declare")


@dataclass(frozen=True, slots=True)
class Build:
    """A build on the table: indivisible groups of cards, each worth ``value``.

    ``owner`` is the seat that created it or last added to it (000: last changed its
    value, ``RuleSet.owner_after``); ``fixed`` builds can no longer change value or
    receive cards (a rule set's hook may fix them).
    """

    id: int
    value: int
    groups: tuple[tuple[Card, ...], ...]
    owner: int
    fixed: bool = False

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for group in self.groups for card in group)

    @property
    def multiple(self) -> bool:
        """A multiple build holds several groups of its value (a lone equal card counts)."""
        return len(self.groups) > 1

    def to_dict(self) -> dict:
        return {"id": self.id, "value": self.value,
                "groups": [codes(group) for group in self.groups],
                "owner": self.owner, "multiple": self.multiple, "fixed": self.fixed}


class Move(NamedTuple):
    """One play of one hand card, or an action with table cards only that does not end the
    turn (``card`` None: a table-only build or an addition to a build, 000), or a
    declaration (an immutable value: equal moves compare equal).

    ``takes``: every table card a capture removes (cards of captured builds included).
    ``uses``: the loose table cards a build, raise or extend gathers.
    ``target``: the build a raise or extend acts on (for a capture, the first build taken);
    ``targets``: every build acted on. ``value``: the announced or capturing value.
    ``groups``: the build's groups after a build, raise or extend.
    ``from_pile``: the capture piles (by index in ``Game.piles``) whose top the move takes
    or uses (000). ``partner``: the partner a move is made for (000 partnerships): a build
    that partner will own (Swazi's rebuild for a partner whose build an opponent took), or
    a capture whose court cards go under that partner's pile (Lesotho); None otherwise.
    """

    kind: str
    card: Card | None
    takes: tuple[Card, ...] = ()
    uses: tuple[Card, ...] = ()
    targets: tuple[int, ...] = ()
    value: int | None = None
    groups: tuple[tuple[Card, ...], ...] = ()
    from_pile: tuple[int, ...] = ()
    partner: int | None = None

    @property
    def ends_turn(self) -> bool:
        """Only playing a hand card ends the turn (000)."""
        return self.card is not None

    @property
    def target(self) -> int | None:
        return self.targets[0] if self.targets else None

    def to_dict(self) -> dict:
        """The move as JSON-ready data; ``partner`` appears only on a move made for a
        partner (older readers see the same keys as before)."""
        data = {"kind": self.kind, "card": self.card.code if self.card else None,
                "takes": codes(self.takes),
                "uses": codes(self.uses), "target": self.target, "targets": list(self.targets),
                "value": self.value, "groups": [codes(group) for group in self.groups],
                "ends_turn": self.card is not None,
                "from_pile": self.from_pile[0] if self.from_pile else None,
                "from_piles": list(self.from_pile)}
        if self.partner is not None:
            data["partner"] = self.partner
        return data

    def __str__(self) -> str:
        if self.kind == "declare":
            return "declare"
        if self.kind == "trail":
            return f"trail {self.card}"
        partner = "" if self.partner is None else f" for seat {self.partner}"
        if self.card is None:
            return (f"{self.kind} {self.value} with {'+'.join(codes(self.uses))} (table)"
                    f"{partner}")
        if self.kind == "capture":
            return f"{self.card} takes {'+'.join(codes(self.takes))}{partner}"
        used = "+".join(codes(self.uses))
        on = f" on build {self.target}" if self.target is not None else ""
        return (f"{self.kind} {self.value} with {self.card}{' and ' + used if used else ''}"
                f"{on}{partner}")


def malformed(why: str) -> IllegalMove:
    return IllegalMove("malformed-move", f"malformed move: {why}",
                       f"jogada mal formada: {why}")


@dataclass(frozen=True)
class MoveRequest:
    """A move as asked for in JSON: only ``kind`` and ``card`` are required."""

    kind: str
    card: Card | None
    takes: frozenset[Card] | None
    uses: frozenset[Card] | None
    targets: frozenset[int] | None
    value: int | None
    partner: int | None = None
    names_partner: bool = False
    """Whether the request says ``partner`` (a seat, or null for a move of one's own)."""

    @classmethod
    def parse(cls, data: Any) -> MoveRequest:
        """Check the shape of a move dict.

        :raises IllegalMove: ``malformed-move`` naming what is wrong.
        """
        if isinstance(data, Move):
            data = data.to_dict()
        if not isinstance(data, Mapping):
            raise malformed(f"expected an object, got {brief(data)}")
        kind = data.get("kind")
        if kind not in KINDS:
            raise malformed(f"unknown kind {brief(kind)}")
        if kind == "declare":  # a declaration plays no card (Tablic)
            return cls(kind, None, None, None, None, None)  # type: ignore[arg-type]
        if kind in ("build", "extend") and "card" in data and data["card"] is None:
            card = None  # an action with table cards only (000)
        else:
            try:
                card = parse_card(data.get("card"))
            except ValueError as exc:
                raise malformed(str(exc)) from None

        targets = _targets(data)
        value = _number(data.get("value"), "value must be a number")
        has_target = "target" in data or "targets" in data
        partner = _number(data.get("partner"), "partner must be a seat number")
        return cls(kind, card, _card_set(data, "takes"), _card_set(data, "uses"),
                   frozenset(targets) if has_target else None, value, partner,
                   "partner" in data)

    def matches(self, move: Move, loose_takes: frozenset[Card]) -> int:
        """How well ``move`` fits this request: 2 exactly, 1 loosely (``takes`` named only
        the loose cards and ``target`` the builds), 0 not at all. Absent fields match
        anything; ``takes`` without the cards of a build means that build is not taken. A
        request that does not say ``partner`` fits a move made for a partner only loosely,
        so it means the player's own move where both exist."""
        if move.kind != self.kind or move.card is not self.card:
            return 0
        if self.names_partner and move.partner != self.partner:
            return 0
        exact = 1 if move.partner is not None and not self.names_partner else 2
        if self.value is not None and move.value != self.value:
            return 0
        if self.uses is not None and self.uses != frozenset(move.uses):
            return 0
        exact_takes = self.takes is not None and self.takes == frozenset(move.takes)
        if self.targets is not None and self.targets != frozenset(move.targets) and not (
                exact_takes and not self.targets):
            return 0  # a named build must be the one acted on; a null target with the
            # complete list of cards taken is still unambiguous
        if self.takes is not None and not exact_takes:
            # ``takes`` may name only the loose cards when the builds taken are named too.
            named_builds = bool(self.targets) and self.targets == frozenset(move.targets)
            return 1 if named_builds and self.takes == loose_takes else 0
        return exact


def _card_set(data: Mapping, key: str) -> frozenset[Card] | None:
    """A request's list of cards under ``key`` (None when absent), each at most once."""
    raw = data.get(key)
    if raw is None:
        return None
    if isinstance(raw, str) or not isinstance(raw, (list, tuple)):
        raise malformed(f"{key} must be a list of cards, got {brief(raw)}")
    try:
        cards = [parse_card(item) for item in raw]
    except ValueError as exc:
        raise malformed(f"{key}: {exc}") from None
    if len(set(cards)) != len(cards):
        raise malformed(f"{key} repeats a card")
    return frozenset(cards)


def _targets(data: Mapping) -> set[int]:
    """The build ids a request names under ``target`` and ``targets``."""
    targets: set[int] = set()
    for key in ("target", "targets"):
        raw = data.get(key)
        items = raw if isinstance(raw, (list, tuple)) else ([] if raw is None else [raw])
        for item in items:
            if isinstance(item, bool) or not isinstance(item, int):
                raise malformed(f"{key} must be a build id, got {brief(item)}")
            targets.add(item)
    return targets


def _number(value: Any, message: str) -> int | None:
    """A whole number or None; anything else is malformed (``message``)."""
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise malformed(f"{message}, got {brief(value)}")
    return value
