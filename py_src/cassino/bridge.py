"""JSON in, JSON out: the only Python the browser's worker talks to (see docs/bridge.md).

The bridge keeps one match in progress, knows which seats are human, and answers every
request with the state the page renders: the human seat's view, its legal moves with
labels in both languages, what is awaited next, and the round's score when it ends.
"""

from __future__ import annotations

import json
from typing import Any

from . import ai, diagram, variants
from .engine import Game
from .errors import IllegalMove
from .notation import labels
from .rules import get_rules


class BridgeError(Exception):
    def __init__(self, code: str, en: str, pt: str) -> None:
        super().__init__(en)
        self.code = code
        self.message = {"pt": pt, "en": en}


class Session:
    """One match between human and computer seats."""

    def __init__(self, game: Game, humans: list[int], levels: list[str],
                 budget_ms: int = ai.DEFAULT_BUDGET_MS) -> None:
        self.game = game
        self.humans = humans
        self.levels = levels  # per seat; human seats' entries are unused
        self.budget_ms = budget_ms
        self.moves_played = 0

    @property
    def seat(self) -> int:
        """The human seat whose view is shown (the one to move when several are human)."""
        if self.game.to_move in self.humans:
            return self.game.to_move
        return self.humans[0] if self.humans else 0

    def awaiting(self) -> str:
        if self.game.match_over:
            return "match-over"
        if self.game.round_over:
            return "round-over"
        return "human" if self.game.to_move in self.humans else "computer"

    def state(self) -> dict:
        game = self.game
        seat = self.seat
        view = game.view(seat)
        values = {b["id"]: b["value"] for b in view["table"]["builds"]}
        moves = []
        if self.awaiting() == "human":
            for index, move in enumerate(game.legal_moves()):
                data = move.to_dict()
                data["id"] = index
                data["label"] = labels(data, values)
                moves.append(data)
        last = view["last_move"]
        if last is not None:
            last = dict(last)
            last["label"] = labels(last)
        rules = game.rules
        return {
            "ok": True, "awaiting": self.awaiting(), "seat": seat, "humans": self.humans,
            "view": view, "moves": moves, "last_move": last,
            "round_score": game.round_score() if game.round_over else None,
            "levels": {str(s): self.levels[s] for s in range(game.players)
                       if s not in self.humans},
            "round_void": game.round_void,
            "item_names": {item.key: dict(item.name) for item in rules.scoring},
            "rules": rules.describe(),
        }


_session: Session | None = None


def _require_session() -> Session:
    if _session is None:
        raise BridgeError("no-game", "no game has been started", "nenhum jogo foi iniciado")
    return _session


def _new(request: dict) -> dict:
    global _session
    variant = request.get("variant") or "casino"
    try:
        get_rules(variant)
    except ValueError:
        raise BridgeError("unknown-variant", f"unknown variant {variant!r}",
                          f"variante desconhecida {variant!r}") from None
    players = request.get("players", 2)
    if isinstance(players, bool) or not isinstance(players, int):
        raise BridgeError("bad-request", f"players must be a number, got {players!r}",
                          f"o número de jogadores tem de ser um número, não {players!r}")
    humans = request.get("humans", [0])
    level = request.get("level") or ai.DEFAULT_LEVEL
    levels = request.get("levels")
    if levels is None:
        levels = [level] * players
    if not isinstance(levels, list) or len(levels) != players:
        raise BridgeError("bad-request", f"levels must list one level per seat, got {levels!r}",
                          f"levels tem de indicar um nível por lugar, não {levels!r}")
    for name in [level, *levels]:
        if name not in ai.LEVELS:
            raise BridgeError("bad-request", f"unknown level {name!r}",
                              f"nível desconhecido {name!r}")
    budget = request.get("budget_ms", ai.DEFAULT_BUDGET_MS)
    if isinstance(budget, bool) or not isinstance(budget, int) or budget <= 0:
        raise BridgeError("bad-request", f"budget_ms must be a positive number, got {budget!r}",
                          f"budget_ms tem de ser um número positivo, não {budget!r}")
    try:
        game = Game.new(variant, players=players, seed=request.get("seed"),
                        options=request.get("options") or None)
    except ValueError as exc:
        raise BridgeError("bad-request", str(exc), str(exc)) from None
    if not isinstance(humans, list) or not all(isinstance(h, int) and 0 <= h < players
                                               for h in humans):
        raise BridgeError("bad-request", f"bad human seats {humans!r}",
                          f"lugares humanos inválidos {humans!r}")
    _session = Session(game, humans, levels, budget)
    return _session.state()


def _play(request: dict) -> dict:
    session = _require_session()
    if session.awaiting() != "human":
        raise BridgeError("not-your-turn", "it is not a human player's turn",
                          "não é a vez de um jogador humano")
    move = request.get("move")
    if isinstance(move, dict):
        move = {k: v for k, v in move.items() if k not in ("id", "label")}
    session.game.play(move)
    return session.state()


def _ai(request: dict) -> dict:
    session = _require_session()
    if session.awaiting() != "computer":
        raise BridgeError("not-computer-turn", "it is not a computer player's turn",
                          "não é a vez do computador")
    game = session.game
    seat = game.to_move
    move = ai.choose_move(game.observation(seat), session.levels[seat],
                          seed=game.seed * 1000 + len(game.history),
                          budget_ms=session.budget_ms)
    game.play(move)
    return session.state()


def _next_round(request: dict) -> dict:
    session = _require_session()
    session.game.next_round()
    return session.state()


OPS = {
    "variants": lambda request: {"ok": True, "variants": variants(),
                                 "levels": [{"id": lv, "name": dict(ai.LEVEL_NAMES[lv])}
                                            for lv in ai.LEVELS],
                                 "default_level": ai.DEFAULT_LEVEL},
    "new": _new,
    "play": _play,
    "ai": _ai,
    "next_round": _next_round,
    "state": lambda request: _require_session().state(),
    **diagram.OPS,  # rules diagrams: "diagram" and "try" (cassino.diagram)
}


def handle_request(request: Any) -> dict:
    """Answer one request (a dict); errors come back as ``{"ok": false, "error": …}``."""
    try:
        if not isinstance(request, dict) or request.get("op") not in OPS:
            op = request.get("op") if isinstance(request, dict) else request
            raise BridgeError("bad-request", f"unknown request {op!r}",
                              f"pedido desconhecido {op!r}")
        return OPS[request["op"]](request)
    except IllegalMove as exc:
        return {"ok": False, "error": exc.to_dict()}
    except BridgeError as exc:
        return {"ok": False, "error": {"code": exc.code, "message": exc.message}}


def handle(request_json: str) -> str:
    """JSON text in, JSON text out (what the worker calls)."""
    try:
        request = json.loads(request_json)
    except (TypeError, ValueError) as exc:
        return json.dumps({"ok": False, "error": {"code": "bad-request", "message": {
            "en": f"not JSON: {exc}", "pt": f"não é JSON: {exc}"}}})
    return json.dumps(handle_request(request), ensure_ascii=False)
