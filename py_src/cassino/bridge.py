"""JSON in, JSON out: the only Python the browser's worker talks to (see docs/bridge.md).

The bridge keeps one match in progress, knows which seats are human, and answers every
request with the state the page renders: the human seat's view, its legal moves with
labels in both languages, what is awaited next, and the round's score when it ends.
"""

from __future__ import annotations

import copy
import json
import time
from typing import Any

from . import ai, variants
from .engine import Game
from .errors import IllegalMove
from .notation import labels, log_lines
from .rules import get_rules
from .rules_text import rules_text

SAVE_FORMAT = 1  # the saved-match format ("save" / "restore"); bump on any change
HINT_LEVEL = "counter"
HINT_BUDGET_MS = 300


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
        self.undo: list[dict] = []  # Game.to_dict() before each human move of this round

    def names(self) -> list[dict[str, str]]:
        """Each seat's name in both languages, as the page and the log call it."""
        players = self.game.players
        hotseat = len(self.humans) > 1
        names = []
        for seat in range(players):
            if seat in self.humans:
                names.append({"pt": f"Jogador {seat + 1}", "en": f"Player {seat + 1}"}
                             if hotseat else {"pt": "Você", "en": "You"})
            elif players == 2:
                names.append({"pt": "Computador", "en": "Computer"})
            else:
                n = seat + 1 if hotseat else seat
                names.append({"pt": f"Computador {n}", "en": f"Computer {n}"})
        return names

    def match_history(self) -> dict:
        """Each finished round's totals per side and the running match scores."""
        rounds, running = [], []
        totals = [0] * len(self.game.scores)
        for result in self.game.past_rounds:
            points = [int(entry.get("total", 0)) for entry in result]
            totals = [a + b for a, b in zip(totals, points, strict=False)]
            rounds.append(points)
            running.append(list(totals))
        return {"rounds": rounds, "running": running, "target": self.game.rules.target,
                "lowest_wins": bool(self.game.rules.lowest_wins)}

    @property
    def seat(self) -> int:
        """The human seat whose view is shown (the one to move when several are human)."""
        if self.game.to_move in self.humans:
            return self.game.to_move
        return self.humans[0] if self.humans else 0

    def computers_declare(self) -> int | None:
        """Tablic: a computer seat whose side has reached the target declares at once, on
        anyone's turn and between rounds (``ai.first_to_declare``). Asked after every
        change the bridge makes, in the order of play from the seat to move; the first that
        qualifies declares (it is right, so the match ends). The random level declares only
        as one of its random moves. Returns the declaring seat, or None."""
        game = self.game
        if game.rules.declare_target is None or game.match_over:
            return None
        order = [(game.to_move + game.rules.direction * k) % game.players
                 for k in range(game.players)]
        seat = ai.first_to_declare(game.view(s) for s in order
                                   if s not in self.humans and self.levels[s] != "random")
        if seat is not None:
            game.declare(seat)
        return seat

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
            "names": self.names(), "hotseat": len(self.humans) > 1, "seed": game.seed,
            "log": log_lines(game.history, dict(enumerate(self.names()))),
            "can_undo": bool(self.undo) and self.awaiting() != "computer",
            "match_history": self.match_history(),
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
    before = copy.deepcopy(session.game.to_dict())  # to_dict shares the history list
    session.game.play(move)  # an IllegalMove leaves the game (and the undo list) unchanged
    session.undo.append(before)
    session.computers_declare()
    return session.state()


def _declare(request: dict) -> dict:
    """Tablic: a human seat declares its side's total at any moment, its turn or not
    (``seat``: that seat, by default the one whose view is shown); whose turn it is does
    not change. Undo takes it back like a move."""
    session = _require_session()
    seat = request.get("seat", session.seat)
    if isinstance(seat, bool) or not isinstance(seat, int) or seat not in session.humans:
        raise BridgeError("bad-request", f"seat must be a human seat, got {seat!r}",
                          f"o lugar tem de ser de um jogador humano, não {seat!r}")
    before = copy.deepcopy(session.game.to_dict())
    session.game.declare(seat)  # an IllegalMove leaves the game (and the undo list) unchanged
    session.undo.append(before)
    session.computers_declare()
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
    session.computers_declare()
    return session.state()


def _next_round(request: dict) -> dict:
    session = _require_session()
    session.game.next_round()
    session.undo.clear()  # undo goes back to the start of the round, no further
    session.computers_declare()
    return session.state()


def _undo(request: dict) -> dict:
    """Take back the last human move and the computer moves after it."""
    session = _require_session()
    if not session.undo:
        raise BridgeError("nothing-to-undo", "there is no move of yours to take back in "
                          "this round", "não há jogada sua para desfazer nesta rodada")
    try:
        game = Game.from_dict(session.undo.pop())
    except ValueError:
        session.undo.clear()
        raise BridgeError("nothing-to-undo", "the earlier position could not be read",
                          "a posição anterior não pôde ser lida") from None
    session.game = game
    return session.state()


def _hint(request: dict) -> dict:
    """The computer's suggestion for the human to move, as one of ``state.moves``."""
    session = _require_session()
    if session.awaiting() != "human":
        raise BridgeError("not-your-turn", "it is not a human player's turn",
                          "não é a vez de um jogador humano")
    level = request.get("level") or HINT_LEVEL
    if level not in ai.LEVELS:
        raise BridgeError("bad-request", f"unknown level {level!r}",
                          f"nível desconhecido {level!r}")
    budget = request.get("budget_ms", HINT_BUDGET_MS)
    if isinstance(budget, bool) or not isinstance(budget, int) or budget <= 0:
        raise BridgeError("bad-request", f"budget_ms must be a positive number, got {budget!r}",
                          f"budget_ms tem de ser um número positivo, não {budget!r}")
    game = session.game
    seat = game.to_move
    chosen = game.resolve(ai.choose_move(game.observation(seat), level,
                                         seed=game.seed * 1000 + len(game.history),
                                         budget_ms=budget))
    index = game.legal_moves().index(chosen)
    values = {b.id: b.value for b in game.builds}
    data = chosen.to_dict()
    data["id"] = index
    data["label"] = labels(data, values)
    return {"ok": True, "hint": data, "level": level}


def _save(request: dict) -> dict:
    """The match as versioned JSON data the page keeps (``restore`` reads it back)."""
    session = _require_session()
    return {"ok": True, "save": {
        "format": SAVE_FORMAT, "game": session.game.to_dict(), "humans": list(session.humans),
        "levels": list(session.levels), "budget_ms": session.budget_ms,
        "undo": copy.deepcopy(session.undo),
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}}


def _bad_save(why: str) -> BridgeError:
    return BridgeError("bad-save", f"the saved game cannot be read ({why}); starting afresh",
                       f"o jogo salvo não pode ser lido ({why}); começando de novo")


def _restore(request: dict) -> dict:
    """Resume a match kept by ``save``; a corrupt or older one is refused, nothing changes."""
    global _session
    data = request.get("save")
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except ValueError:
            raise _bad_save("not JSON") from None
    if not isinstance(data, dict):
        raise _bad_save("not an object")
    if data.get("format") != SAVE_FORMAT:
        raise BridgeError(
            "save-format", f"the saved game has format {data.get('format')!r}, this version "
            f"reads {SAVE_FORMAT}; starting afresh",
            f"o jogo salvo tem o formato {data.get('format')!r}, esta versão lê o "
            f"{SAVE_FORMAT}; começando de novo")
    try:
        game = Game.from_dict(data["game"])
        players = game.players
        humans, levels = data["humans"], data["levels"]
        if not (isinstance(humans, list) and all(
                type(h) is int and 0 <= h < players for h in humans)):
            raise ValueError("bad human seats")
        if not (isinstance(levels, list) and len(levels) == players
                and all(lv in ai.LEVELS for lv in levels)):
            raise ValueError("bad levels")
        budget = data.get("budget_ms", ai.DEFAULT_BUDGET_MS)
        if type(budget) is not int or budget <= 0:
            raise ValueError("bad budget")
        undo = data.get("undo") or []
        if not isinstance(undo, list) or not all(isinstance(u, dict) for u in undo):
            raise ValueError("bad undo list")
        session = Session(game, humans, levels, budget)
        session.undo = undo
        state = session.state()  # a game that cannot be shown is not resumed either
    except Exception as exc:  # noqa: BLE001 - any fault in the data means a bad save
        raise _bad_save(type(exc).__name__ if not str(exc) else str(exc)[:120]) from None
    _session = session
    return state


def _rules(request: dict) -> dict:
    """A rule set's text for players, in both languages (its summary until one is written)."""
    variant = request.get("variant") or "casino"
    try:
        texts = {lang: rules_text(variant, lang) for lang in ("pt", "en")}
    except ValueError:
        raise BridgeError("unknown-variant", f"unknown variant {variant!r}",
                          f"variante desconhecida {variant!r}") from None
    return {"ok": True, "id": texts["en"]["id"],
            "text": {lang: t["text"] for lang, t in texts.items()},
            "full": texts["en"]["full"] and texts["pt"]["full"]}


OPS = {
    "variants": lambda request: {"ok": True, "variants": variants(),
                                 "levels": [{"id": lv, "name": dict(ai.LEVEL_NAMES[lv])}
                                            for lv in ai.LEVELS],
                                 "default_level": ai.DEFAULT_LEVEL},
    "new": _new,
    "play": _play,
    "declare": _declare,
    "ai": _ai,
    "next_round": _next_round,
    "state": lambda request: _require_session().state(),
    "undo": _undo,
    "hint": _hint,
    "save": _save,
    "restore": _restore,
    "rules": _rules,
    # rules diagrams (cassino.diagram, loaded by the first of them: a game page never asks)
    "diagram": lambda request: _diagram_ops()["diagram"](request),
    "try": lambda request: _diagram_ops()["try"](request),
}


def _diagram_ops() -> dict:
    from . import diagram

    return diagram.OPS


MATCH_OPS = frozenset({"new", "play", "declare", "ai", "next_round", "state", "undo",
                       "restore"})
"""The requests that answer with the match's state (and so may ask for its save)."""


def handle_request(request: Any) -> dict:
    """Answer one request (a dict); errors come back as ``{"ok": false, "error": …}``."""
    try:
        if not isinstance(request, dict) or request.get("op") not in OPS:
            op = request.get("op") if isinstance(request, dict) else request
            raise BridgeError("bad-request", f"unknown request {op!r}",
                              f"pedido desconhecido {op!r}")
        answer = OPS[request["op"]](request)
        if request.get("with_save") is True and request["op"] in MATCH_OPS and answer.get("ok"):
            # The page keeps the match after every state: sent along, it needs no second
            # request (and no wait) for it.
            answer["save"] = _save(request)["save"]
        return answer
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
