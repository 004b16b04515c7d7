"""Playing by touching the cards (issue 17): which moves fit the cards a player touched —
a hand card (or none, for a table action, 000) and the table cards, builds and pile tops
picked with it. Shared by the game's ``fit`` request (cassino.bridge) and a rules
diagram's ``diagram_fit`` (cassino.diagram): the page decides nothing, it asks."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .errors import IllegalMove


class Touch(NamedTuple):
    """What was touched: the hand card (None: a table action) and the picks."""

    card: str | None
    cards: frozenset[str]
    builds: frozenset[int]
    piles: frozenset[int]


class Shape(NamedTuple):
    """What a move touches: the hand card it plays, its kind, the table cards it takes or
    uses (cards of builds included), the builds it acts on and the piles whose top it takes."""

    card: str | None
    kind: str
    touched: frozenset[str]
    targets: frozenset[int]
    piles: frozenset[int]


def read_touch(request: dict) -> Touch | None:
    """The touch a request names (``card``, ``cards``, ``builds``, ``piles``), or None when
    it is malformed (a card that is not text, a list that is not a list of at most 52)."""
    card = request.get("card")
    picked = [request.get(key) or [] for key in ("cards", "builds", "piles")]
    if (card is not None and not isinstance(card, str)) or not all(
            isinstance(v, list) and len(v) <= 52 for v in picked):
        return None
    try:
        return Touch(card, frozenset(picked[0]), frozenset(picked[1]), frozenset(picked[2]))
    except TypeError:  # an unhashable entry
        return None


def fitting(touch: Touch, shapes: Iterable[Shape],
            in_builds: dict[str, int]) -> tuple[list[int], list[int]]:
    """The indices of the moves (by their order in ``shapes``) that fit ``touch`` — play that
    card, take or use every picked card, act on every picked build and pile; never a
    declaration — and those of them that are exact: touching nothing else on the table.
    ``in_builds``: each build card's build id (a captured build's cards are not loose)."""
    fits, exact = [], []
    for index, shape in enumerate(shapes):
        if shape.card != touch.card or shape.kind == "declare":
            continue
        if not (touch.cards <= shape.touched and touch.builds <= shape.targets
                and touch.piles <= shape.piles):
            continue
        fits.append(index)
        loose = {c for c in shape.touched if in_builds.get(c) not in shape.targets}
        if loose == touch.cards and shape.targets == touch.builds and shape.piles == touch.piles:
            exact.append(index)
    return fits, exact


def reason(game, touch: Touch) -> dict | None:  # noqa: ANN001 (an engine Game)
    """Why no move fits: the IllegalMove the rules give for a capture (or, with no hand
    card, a table build) of just the picked cards and builds, as data."""
    attempt = {"kind": "capture" if touch.card else "build", "card": touch.card,
               "takes": sorted(touch.cards), "targets": sorted(touch.builds)}
    try:
        game.resolve(attempt)
    except IllegalMove as exc:
        return exc.to_dict()
    return None
