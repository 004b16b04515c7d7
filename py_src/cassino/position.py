"""A one-line text notation for a position, for rules diagrams and embedded games.

    casino|h0=7D,7S|h1=KC,3C|t=5C,8D|b=5C+2H/7D:7:0|m=0

Fields are separated by ``|``; the first is the rule set's id, the others are ``key=value``
in any order:

``h0=``, ``h1=``, … (required, seats 0 … n-1)
    each seat's hand, cards separated by ``,`` (``AS 10H QD`` …; may be empty: ``h1=``);
    the number of hands is the number of players.
``t=``
    the loose table cards.
``b=``
    builds separated by ``;``. A build is ``groups:value:owner``, groups separated by ``/``
    and the cards of a group by ``+``: ``5C+2H/7D:7:0`` is a build of 7 owned by seat 0
    made of 5♣+2♥ and 7♦. Optional further parts: ``f`` (a fixed build, which can no
    longer change) and ``#id`` (its id; builds are otherwise numbered 1, 2, … in order).
``m=``
    the seat to move (default 0).
``s=``
    the stock, top card first (default empty: the last deal).
``d=``
    the dealer (default: the seat before the one to move).
``o=``
    options, ``key=value`` separated by ``,``; a value is read as JSON when it is JSON
    (``true``, ``11``, ``"royal"``) and as a word otherwise (``o=values=royal``).
``p0=``, ``p1=``, …
    each capture pile: one per side, or one per seat where each player keeps a pile (000
    Lesotho partnerships).
``lc=``
    the seat that captured last.

:func:`parse_position` turns the text into keyword arguments of :meth:`Game.from_position`;
:func:`format_position` writes a game's position (fields at their defaults left out), so
``format_position(Game.from_position(**parse_position(text)))`` gives the text back in its
normal form.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from .cards import codes, parse_cards
from .engine import Game
from .rules import get_rules

_SEAT_KEY = re.compile(r"^(h|p)(\d)$")
_SIMPLE_KEYS = ("t", "b", "m", "s", "d", "o", "lc")


class PositionError(ValueError):
    """Text that is not a position; the message says what is wrong."""


def _cards(text: str, what: str) -> list[str]:
    items = [c.strip() for c in text.split(",") if c.strip()]
    try:
        return codes(parse_cards(items))
    except ValueError as exc:
        raise PositionError(f"{what}: {exc}") from None


MAX_CHARS = 4_000
"""The longest position text read (a whole deck in the notation takes about 250)."""


def _int(text: str, what: str) -> int:
    if not re.fullmatch(r"\d{1,2}", text.strip()):
        raise PositionError(f"{what} must be a seat number, got {text[:20]!r}")
    return int(text)


def _build(text: str) -> dict:
    parts = text.split(":")
    if len(parts) < 3:
        raise PositionError(f"a build is groups:value:owner, got {text!r}")
    groups_text, value, owner, *extra = parts
    groups = []
    for group in groups_text.split("/"):
        cards = [c.strip() for c in group.split("+") if c.strip()]
        if not cards:
            raise PositionError(f"an empty group in build {text!r}")
        try:
            groups.append(codes(parse_cards(cards)))
        except ValueError as exc:
            raise PositionError(f"build {text!r}: {exc}") from None
    if not re.fullmatch(r"\d{1,3}", value.strip()):
        raise PositionError(f"the value of build {text[:40]!r} must be a number")
    spec: dict[str, Any] = {"groups": groups, "value": int(value),
                            "owner": _int(owner, f"the owner of build {text!r}")}
    for part in extra:
        part = part.strip()
        if part == "f":
            spec["fixed"] = True
        elif re.fullmatch(r"#\d{1,6}", part):
            spec["id"] = int(part[1:])
        else:
            raise PositionError(f"unknown build part {part!r} in {text!r} (f or #id)")
    return spec


def _option_value(text: str) -> Any:
    """A JSON scalar (``true``, ``11``, ``"royal"``) or else the word itself; never an
    array or object (no option takes one, and nesting is not read)."""
    if text[:1] in ("[", "{"):
        raise PositionError(f"an option's value is a word, a number or true/false, got "
                            f"{text[:20]!r}")
    try:
        value = json.loads(text)
    except ValueError:
        return text
    return text if isinstance(value, float) else value


def _format_option_value(value: Any) -> str:
    if isinstance(value, str) and _option_value(value) == value and "," not in value:
        return value
    return json.dumps(value, separators=(",", ":"))


def parse_position(text: str) -> dict:
    """The keyword arguments of ``Game.from_position`` that ``text`` describes.

    :raises PositionError: (a ValueError) naming what is wrong with the text.
    """
    if not isinstance(text, str) or not text.strip():
        raise PositionError("a position is text such as casino|h0=7D|h1=KC|t=5C|m=0")
    if len(text) > MAX_CHARS:
        raise PositionError(f"a position is at most {MAX_CHARS} characters, got {len(text)}")
    variant, *fields = [f.strip() for f in text.strip().split("|")]
    try:
        get_rules(variant)
    except ValueError:
        raise PositionError(f"unknown rule set {variant!r}") from None
    hands: dict[int, list[str]] = {}
    piles: dict[int, list[str]] = {}
    kwargs: dict[str, Any] = {"variant": variant}
    for key, value in _key_values(fields):
        seat_key = _SEAT_KEY.match(key)
        if seat_key:
            kind, seat = seat_key.group(1), int(seat_key.group(2))
            target = hands if kind == "h" else piles
            target[seat] = _cards(value, f"{'hand' if kind == 'h' else 'pile'} {seat}")
        elif key in _FIELDS:
            name, read = _FIELDS[key]
            kwargs[name] = read(value)
        else:
            raise PositionError(f"unknown field {key!r} (known: h0…, {', '.join(_SIMPLE_KEYS)}, "
                                "p0…)")
    players = _put_hands(kwargs, hands)
    _check_seats(kwargs, players)
    if piles:
        sides = max(piles) + 1
        kwargs["piles"] = [piles.get(s, []) for s in range(sides)]
    return kwargs


def _key_values(fields: list[str]) -> Iterator[tuple[str, str]]:
    """The ``key=value`` fields (empty ones skipped), each key given once; read one at a
    time, so that the first wrong field is the one named."""
    seen: set[str] = set()
    for field in fields:
        if not field:
            continue
        key, sep, value = field.partition("=")
        key = key.strip()
        if not sep:
            raise PositionError(f"a field is key=value, got {field!r}")
        if key in seen:
            raise PositionError(f"field {key!r} given twice")
        seen.add(key)
        yield key, value


def _options(value: str) -> dict[str, Any]:
    """``o=``: options, ``key=value`` separated by ``,``."""
    options = {}
    for item in value.split(","):
        if not item.strip():
            continue
        name, eq, raw = item.partition("=")
        if not eq:
            raise PositionError(f"an option is key=value, got {item!r}")
        options[name.strip()] = _option_value(raw.strip())
    return options


_FIELDS: dict[str, tuple[str, Any]] = {
    "t": ("table", lambda value: _cards(value, "table")),
    "s": ("stock", lambda value: _cards(value, "stock")),
    "b": ("builds", lambda value: [_build(b) for b in value.split(";") if b.strip()]),
    "m": ("to_move", lambda value: _int(value, "m (the seat to move)")),
    "d": ("dealer", lambda value: _int(value, "d (the dealer)")),
    "lc": ("last_capturer", lambda value: _int(value, "lc (the last capturer)")),
    "o": ("options", _options),
}
"""The fields other than hands and piles: the keyword each sets, and how its value reads."""


def _put_hands(kwargs: dict[str, Any], hands: dict[int, list[str]]) -> int:
    """The hands, seats 0 … n-1 with none missing, into ``kwargs``; the number of players."""
    if not hands:
        raise PositionError("no hands: give at least h0= and h1=")
    if sorted(hands) != list(range(len(hands))):
        raise PositionError(f"hands must be h0 … h{len(hands) - 1}, got "
                            f"{', '.join(f'h{s}' for s in sorted(hands))}")
    players = len(hands)
    kwargs["hands"] = [hands[s] for s in range(players)]
    return players


def _check_seats(kwargs: dict[str, Any], players: int) -> None:
    """Every seat named (to move, dealer, last capturer, a build's owner) is at the table."""
    for key in ("to_move", "dealer", "last_capturer"):
        if key in kwargs and kwargs[key] >= players:
            raise PositionError(f"{key} is seat {kwargs[key]}, but there are {players} players")
    for build in kwargs.get("builds", []):
        if build["owner"] >= players:
            raise PositionError(f"a build's owner is seat {build['owner']}, but there are "
                                f"{players} players")


def game_from_position(text: str) -> Game:
    """``Game.from_position(**parse_position(text))``; every error is a PositionError."""
    kwargs = parse_position(text)
    try:
        game = Game.from_position(**kwargs)
    except ValueError as exc:
        raise PositionError(str(exc)) from None
    return game


def _format_builds(builds) -> str:
    out = []
    next_id = 1  # the id Game.from_position gives a build without "#id"
    for build in builds:
        groups = "/".join("+".join(codes(group)) for group in build.groups)
        text = f"{groups}:{build.value}:{build.owner}"
        if build.fixed:
            text += ":f"
        if build.id != next_id:
            text += f":#{build.id}"
        next_id = max(next_id, build.id) + 1
        out.append(text)
    return ";".join(out)


def format_position(game: Game) -> str:
    """The current position of ``game`` in the notation (defaults left out)."""
    fields = [game.variant]
    fields += [f"h{seat}={','.join(codes(hand))}" for seat, hand in enumerate(game.hands)]
    fields.append(f"t={','.join(codes(game.loose))}")
    if game.builds:
        fields.append("b=" + _format_builds(game.builds))
    fields.append(f"m={game.to_move}")
    if game.stock:
        fields.append(f"s={','.join(codes(game.stock))}")
    if game.dealer != (game.to_move - game.rules.direction) % game.players:
        fields.append(f"d={game.dealer}")
    _, defaults = get_rules(game.variant).with_options(None)
    changed = {k: v for k, v in game.options.items() if defaults.get(k) != v}
    if changed:
        fields.append("o=" + ",".join(f"{k}={_format_option_value(v)}"
                                      for k, v in sorted(changed.items())))
    if any(game.piles):
        fields += [f"p{i}={','.join(codes(pile))}" for i, pile in enumerate(game.piles)]
    if game.last_capturer is not None:
        fields.append(f"lc={game.last_capturer}")
    return "|".join(fields)
