"""The walk-through's bridge requests (registered in ``bridge.OPS``; see docs/bridge.md).
Nothing is kept between requests: a step is its position and the table actions already
played in it, which the page sends back (``played``) and the engine replays.

``{"op": "lessons"}``
    every rule set's lesson: ``{"lessons": [{"id", "name", "steps"}]}``.
``{"op": "lessons", "variant": "casino"}``
    one lesson: ``{"variant", "name", "steps": [{"task", "hint", "position"}],
    "card_names"}`` (every card in words, ``cards.CARD_NAMES``: what the page says of a card).
``{"op": "lesson_step", "variant", "step", "played": []}``
    the step's board (what ``diagram`` answers: hands, table, legal moves, the candidates
    to try) with its task and hint.
``{"op": "lesson_try", "variant", "step", "played": [], "move": {...}}``
    the engine's verdict on one move: refused — ``legal`` false, ``error`` (the IllegalMove
    code and reason in both languages); legal and the turn goes on (a 000 table action) —
    ``goes_on`` true, ``played`` (to send next time) and the new ``board``; legal and the
    turn ends — ``done`` true when the step's goal is met, else false and ``message`` says
    why it is not the task (the step starts again).
"""

from __future__ import annotations

from typing import Any

from .. import diagram
from ..cards import CARD_NAMES
from ..engine import Game
from ..errors import IllegalMove, brief
from ..moves import Move, MoveRequest
from ..notation import labels
from ..position import game_from_position
from ..rules import get_rules
from . import LESSONS
from .model import Lesson, Step, words

MAX_PLAYED = 8
"""The most table actions a step replays (a lesson needs one or two)."""


class LessonError(Exception):
    def __init__(self, code: str, en: str, pt: str) -> None:
        super().__init__(en)
        self.answer = {"ok": False, "error": {"code": code, "message": words(pt, en)}}


def _lesson(request: dict) -> Lesson:
    variant = request.get("variant")
    if not isinstance(variant, str) or variant not in LESSONS:
        raise LessonError("no-lesson", f"no lesson for rule set {brief(variant)}",
                          f"não há lição para o jogo {brief(variant)}")
    return LESSONS[variant]


def _step(request: dict) -> tuple[Lesson, int, Step]:
    lesson = _lesson(request)
    index = request.get("step")
    if isinstance(index, bool) or not isinstance(index, int) or not (
            0 <= index < len(lesson.steps)):
        raise LessonError("no-step", f"step must be 0 to {len(lesson.steps) - 1}, got "
                          f"{brief(index)}", f"o passo vai de 0 a {len(lesson.steps) - 1}, "
                          f"não {brief(index)}")
    return lesson, index, lesson.steps[index]


def _clean(raw: Any) -> Any:
    return {k: v for k, v in raw.items() if k not in ("id", "label")} if isinstance(
        raw, dict) else raw


def replay(step: Step, played: Any) -> tuple[Game, Game, list[Move]]:
    """The step's start, the position after ``played`` (table actions that did not end the
    turn) and those moves; anything else in ``played`` is a bad request."""
    if played is None:
        played = []
    if not isinstance(played, list) or len(played) > MAX_PLAYED:
        raise LessonError("bad-played", f"played is a list of at most {MAX_PLAYED} moves",
                          f"played é uma lista de no máximo {MAX_PLAYED} jogadas")
    start = game_from_position(step.position)
    game = start.copy()
    moves = []
    for raw in played:
        try:
            MoveRequest.parse(_clean(raw))
            move = game.resolve(_clean(raw))
        except IllegalMove:
            move = None
        if move is None or move.card is not None:
            raise LessonError("bad-played", "played holds a move that is not a table action "
                              "of this step", "played tem uma jogada que não é uma ação de "
                              "mesa deste passo")
        game.play(move)
        moves.append(move)
    return start, game, moves


def _labelled(move: Move, game: Game) -> dict:
    data = move.to_dict()
    data["label"] = labels(data, {b.id: b.value for b in game.builds})
    return data


def _board(step: Step, game: Game, first: bool = True) -> dict:
    """The step's board: the legal moves, those the rules forbid, a trail of each card and,
    at the step's start, its wrong try — not every capture a rules diagram makes up."""
    extra = (dict(step.wrong.move),) if first and step.wrong.move.get("card") else ()
    board = diagram.state(game, made_up=False, extra=extra)
    board.update(task=dict(step.task), hint=dict(step.hint))
    return board


def _lessons_op(request: dict) -> dict:
    if request.get("variant") is None:
        return {"ok": True, "lessons": [
            {"id": v, "name": dict(get_rules(v).name), "steps": len(lesson.steps)}
            for v, lesson in LESSONS.items()]}
    lesson = _lesson(request)
    return {"ok": True, "variant": lesson.variant, "name": dict(get_rules(lesson.variant).name),
            "steps": [{"task": dict(s.task), "hint": dict(s.hint), "position": s.position}
                      for s in lesson.steps], "card_names": CARD_NAMES}


def _step_op(request: dict) -> dict:
    _, index, step = _step(request)
    _, game, moves = replay(step, request.get("played"))
    return {"ok": True, "step": index, "played": [m.to_dict() for m in moves],
            "board": _board(step, game, not moves)}


def verdict(step: Step, played: Any, raw: Any) -> dict:
    """The engine's answer to ``raw`` played after ``played`` in ``step`` (module doc)."""
    start, game, moves = replay(step, played)
    raw = _clean(raw)
    try:
        MoveRequest.parse(raw)
        move = game.resolve(raw)
    except IllegalMove as exc:
        return {"ok": True, "legal": False, "done": False, "goes_on": False,
                "error": exc.to_dict(), "played": [m.to_dict() for m in moves]}
    data = _labelled(move, game)
    after = game.copy()
    after.play(move)
    label = data["label"]
    if move.card is None and not after.round_over:
        moves.append(move)
        return {"ok": True, "legal": True, "done": False, "goes_on": True, "move": data,
                "played": [m.to_dict() for m in moves], "board": _board(step, after, False),
                "message": words(f"{label['pt']}: a vez continua — agora jogue uma carta da "
                                 "mão.", f"{label['en']}: your turn goes on — now play a "
                                 "card from your hand.")}
    done = step.goal.met(start, [*moves, move], after)
    if done:
        well = step.well or words("", "")
        message = words(f"Muito bem! {label['pt']}. {well['pt']}".strip(),
                        f"Well done! {label['en']}. {well['en']}".strip())
    else:
        miss = step.miss or words(f"a tarefa é outra: {step.task['pt']}",
                                  f"the task is another: {step.task['en']}")
        message = words(f"{label['pt']} é válida, mas {miss['pt']}",
                        f"{label['en']} is legal, but {miss['en']}")
    return {"ok": True, "legal": True, "done": done, "goes_on": False, "move": data,
            "played": [], "message": message}


def _try_op(request: dict) -> dict:
    _, _, step = _step(request)
    return verdict(step, request.get("played"), request.get("move"))


def _guarded(op):
    def answer(request: dict) -> dict:
        try:
            return op(request)
        except LessonError as exc:
            return exc.answer
    return answer


OPS = {"lessons": _guarded(_lessons_op), "lesson_step": _guarded(_step_op),
       "lesson_try": _guarded(_try_op)}
