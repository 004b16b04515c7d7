"""Rules diagrams: a position the reader tries moves in, told whether each is legal and why.

Three bridge requests (registered in ``bridge.OPS``; see docs/embedding.md):

``{"op": "diagram", "position": "casino|h0=7D,7S|h1=KC|t=8D|b=5C+2H:7:0|m=0"}``
    sets up the position (notation of :mod:`cassino.position`) and answers it: every
    hand in the open, the table, the legal moves and, per hand card, the candidate moves a
    reader may try — the legal ones, the structurally possible ones the owner's
    obligations forbid, a trail and a capture of each single table item — in one list,
    not marked, so that trying one teaches something. On a large table
    (``movegen.LARGE_TABLE``) the legal and possible moves are the game's bounded choice
    (``complete`` false, ``partial`` the hand cards cut short); where a large table's list
    cannot be bounded the position is refused.
``{"op": "try", "move": {...}}``
    checks one move in the diagram's position, which never changes:
    ``{"ok": true, "legal": true, "move": {... "label"}, "after": "<position after it>",
    "message": {pt, en}}`` or ``{"ok": true, "legal": false, "error": {"code", "message":
    {pt, en}}}`` (the engine's IllegalMove code and message).
``{"op": "diagram_fit", "card": "7D", "cards": [...], "builds": [...], "piles": [...]}``
    which candidates fit the cards the reader touched (as the game's ``fit``, over the
    candidates): ``{"ok": true, "fits": [ids], "exact": [ids], "reason": null or {code,
    message}}``, with ``added`` (on a large table, the candidates that take or use just the
    touched cards, numbered after the others) and ``more``; the page tries the one that
    fits, offers the exact ones when several do.
"""

from __future__ import annotations

from typing import Any

from . import movegen, touching
from .cards import codes
from .engine import Game
from .errors import IllegalMove
from .moves import MoveRequest
from .notation import labels
from .position import PositionError, format_position, game_from_position

KIND_ORDER = {"capture": 0, "build": 1, "raise": 2, "extend": 3, "trail": 4, "declare": 5}
"""How a hand card's candidates are listed; a kind not named here comes last."""

_diagram: Game | None = None
_shown: list[dict] = []
"""The candidates the page was given (by id), with those ``diagram_fit`` added."""


def _error(code: str, en: str, pt: str) -> dict:
    return {"ok": False, "error": {"code": code, "message": {"pt": pt, "en": en}}}


def _key(move: dict) -> tuple:
    """What tells one candidate from another, as a tuple that always sorts: a move may have
    no card (000 table actions, Tablic's declaration), no value, pile tops or a partner."""
    def cards(key: str) -> tuple[str, ...]:
        return tuple(sorted(str(c) for c in move.get(key) or []))

    def number(key: str) -> int:
        value = move.get(key)
        return -1 if value is None else int(value)

    piles = move.get("from_piles")
    if piles is None:
        piles = [] if move.get("from_pile") is None else [move["from_pile"]]
    return (str(move.get("kind")), move.get("card") or "", cards("takes"), cards("uses"),
            tuple(sorted(int(t) for t in move.get("targets") or [])), number("value"),
            tuple(sorted(int(p) for p in piles)), number("partner"))


def _shape(move: dict) -> tuple:
    """What a reader sees of a move: its kind, card, the cards it takes and its builds."""
    return (move.get("kind"), move.get("card"), frozenset(move.get("takes") or []),
            frozenset(move.get("targets") or []))


def candidates(game: Game, made_up: bool = True, extra: tuple[dict, ...] = ()) -> list[dict]:
    """The moves a reader may try with each card of the hand to move (see module doc);
    without ``made_up`` only the legal, the structurally possible and the trails (a lesson's
    board, which adds its own wrong try in ``extra``). On a large table
    (``movegen.LARGE_TABLE``) the legal and the possible moves are a bounded choice, as the
    game offers them (:func:`choice`)."""
    return _numbered(game, choice(game, made_up, extra)[0])


def choice(game: Game, made_up: bool = True, extra: tuple[dict, ...] = (),
           within: frozenset | None = None) -> tuple[dict[tuple, dict], tuple[str, ...]]:
    """The candidates by key, unnumbered, and the hand cards some of whose legal or
    possible moves are left out (a large table's bounded choice). ``within``: only the
    moves that take or use no loose card but these (what touching them may mean)."""
    seat = game.to_move
    hand = game.hands[seat]
    found: dict[tuple, dict] = {}
    shapes: set[tuple] = set()

    def add(move: dict) -> None:
        found.setdefault(_key(move), move)
        shapes.add(_shape(move))

    def add_tried(move: dict) -> None:
        """A move made up for the reader to try, unless one of that shape is listed."""
        if _shape(move) not in shapes:
            add(move)

    large = len(game.loose) > movegen.LARGE_TABLE
    if within is not None:
        legal, partial = game.moves_within(within), ()
    elif large:
        legal, partial = game.offered_moves()
    else:
        legal, partial = game.legal_moves(), ()
    for move in legal:
        add(move.to_dict())
    table, drafts = movegen.pseudo_legal_drafts(game.rules, seat, hand, game.loose,
                                                game.builds, within=within,
                                                bounded=large and within is None)
    by_id = {b.id: b for b in game.builds}
    for draft in drafts:
        add(table.spell(draft, by_id).to_dict())
    partial = tuple(dict.fromkeys(c.code for c in (*partial, *table.partial)))
    listed = {(_shape(m), frozenset(m.get("uses") or [])) for m in found.values()}
    for move in extra:
        if (_shape(move), frozenset(move.get("uses") or [])) not in listed:
            add({"takes": [], "uses": [], "target": None, "targets": [], "value": None,
                 "groups": [], **move})
    for card in hand:
        add_tried({"kind": "trail", "card": card.code, "takes": [], "uses": [],
                   "target": None, "targets": [], "value": None, "groups": []})
        if not made_up:
            continue
        for loose in game.loose:
            if within is None or loose in within:
                add_tried({"kind": "capture", "card": card.code, "takes": [loose.code],
                           "uses": [], "target": None, "targets": [], "value": None,
                           "groups": []})
        for build in game.builds:
            add_tried({"kind": "capture", "card": card.code, "takes": codes(build.cards),
                       "uses": [], "target": build.id, "targets": [build.id],
                       "value": build.value, "groups": []})
    return found, partial


def _numbered(game: Game, found: dict[tuple, dict], start: int = 0) -> list[dict]:
    """The candidates in the order they are listed (hand card, kind), numbered from
    ``start`` and labelled."""
    values = {b.id: b.value for b in game.builds}
    order = {c.code: i for i, c in enumerate(game.hands[game.to_move])}
    out = sorted(found.values(), key=lambda m: (order.get(m["card"], len(order)),
                                                KIND_ORDER.get(m["kind"], len(KIND_ORDER)),
                                                _key(m)))
    for index, move in enumerate(out, start):
        move["id"] = index
        move["label"] = labels(move, values)
    return out


def state(game: Game, made_up: bool = True, extra: tuple[dict, ...] = ()) -> dict:
    """The diagram as the page receives it. On a large table ``legal`` and ``candidates``
    are bounded choices: ``complete`` is false, ``partial`` names the hand cards whose
    moves are not all listed, and ``diagram_fit`` adds those the touched cards name."""
    values = {b.id: b.value for b in game.builds}
    found, partial = choice(game, made_up, extra)
    offered = game.offered_moves()[0] if len(game.loose) > movegen.LARGE_TABLE \
        else game.legal_moves()
    legal = []
    for move in offered:
        data = move.to_dict()
        data["label"] = labels(data, values)
        legal.append(data)
    return {
        "ok": True, "position": format_position(game), "variant": game.variant,
        "rules": game.rules.describe(), "players": game.players, "to_move": game.to_move,
        "hands": [codes(hand) for hand in game.hands],
        "view": game.view(game.to_move), "legal": legal,
        "candidates": _numbered(game, found), "complete": not partial, "partial": list(partial),
    }


def _diagram_op(request: dict) -> dict:
    global _diagram, _shown
    try:
        game = game_from_position(request.get("position"))
    except PositionError as exc:
        return _error("bad-position", f"not a position: {exc}", f"posição inválida: {exc}")
    if game.round_over or not game.hands[game.to_move]:
        return _error("bad-position", "the player to move has no cards",
                      "quem joga não tem cartas")
    if len(game.loose) > movegen.LARGE_TABLE and not game.bounds_large_tables():
        name = game.rules.describe()["name"]
        most = movegen.LARGE_TABLE
        return _error("bad-position",
                      f"a diagram of {name['en']} shows at most {most} loose cards, "
                      f"got {len(game.loose)}",
                      f"um diagrama de {name['pt']} mostra no máximo {most} cartas soltas na "
                      f"mesa, recebeu {len(game.loose)}")
    _diagram = game
    answer = state(game)
    _shown = list(answer["candidates"])
    return answer


def _try_op(request: dict) -> dict:
    game = _diagram
    if game is None:
        return _error("no-diagram", "no diagram has been set up", "nenhum diagrama foi montado")
    raw: Any = request.get("move")
    if isinstance(raw, dict):
        raw = {k: v for k, v in raw.items() if k not in ("id", "label")}
    try:
        MoveRequest.parse(raw)
        move = game.resolve(raw)
    except IllegalMove as exc:
        return {"ok": True, "legal": False, "error": exc.to_dict()}
    after = game.copy()
    after.play(move)
    data = move.to_dict()
    data["label"] = labels(data, {b.id: b.value for b in game.builds})
    return {"ok": True, "legal": True, "move": data,
            "after": None if after.round_over else format_position(after),
            "message": {"en": f"Legal: {data['label']['en']}.",
                        "pt": f"Jogada válida: {data['label']['pt']}."}}


def _fit_op(request: dict) -> dict:
    game = _diagram
    if game is None:
        return _error("no-diagram", "no diagram has been set up", "nenhum diagrama foi montado")
    touch = touching.read_touch(request)
    if touch is None:
        return _error("bad-request", "diagram_fit takes a card and lists of cards, builds, piles",
                      "diagram_fit recebe uma carta e listas de cartas, construções, montinhos")
    in_builds = {c.code: b.id for b in game.builds for g in b.groups for c in g}
    added: list[dict] = []
    more = len(game.loose) > movegen.LARGE_TABLE
    if more:  # a large table: the candidates that take or use just the touched cards
        picked = frozenset(c for c in game.loose if c.code in touch.cards)
        found, _ = choice(game, within=picked)
        known = {_key(m) for m in _shown}
        new = {key: m for key, m in found.items() if key not in known}
        added = _numbered(game, new, start=len(_shown))
        _shown.extend(added)
    moves = _shown
    shapes = [touching.Shape(m.get("card"), m["kind"],
                             frozenset((m.get("takes") or []) + (m.get("uses") or [])),
                             frozenset(m.get("targets") or []),
                             frozenset(m.get("from_piles") or []))
              for m in moves]
    fits, exact = touching.fitting(touch, shapes, in_builds)
    return {"ok": True, "fits": [moves[i]["id"] for i in fits],
            "exact": [moves[i]["id"] for i in exact], "added": added, "more": more,
            "reason": None if fits else touching.reason(game, touch)}


OPS = {"diagram": _diagram_op, "try": _try_op, "diagram_fit": _fit_op}
