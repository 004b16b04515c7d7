"""JSON in, JSON out: the only Python the browser's worker talks to (see docs/bridge.md).

The bridge keeps one match in progress, knows which seats are human, and answers every
request with the state the page renders: the human seat's view, its legal moves with
labels in both languages, what is awaited next, and the round's score when it ends.

A state holds only what its viewer may see: no other seat's cards, no stock, no seed of the
deal (``link`` gives it, for a link that deals the match again). With several humans
(hot-seat), a seat's hand is sent only once the page said its player took the device
(``confirm``). The computers' randomness comes from a secret of the session, not the deal.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import sys
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from . import ai, touching, validate, variants
from .cards import CARD_NAMES
from .engine import Game
from .errors import IllegalMove, brief
from .moves import Move
from .notation import labels, log_lines
from .rules import get_rules
from .scoring import scoring_cards

SAVE_FORMAT = 1  # the saved-match format ("save" / "restore"); bump on any change
# (an optional key older versions ignore, as "ai_secret", is no change)
SEED_MAX = validate.SEED_MAX  # seeds are 0 … 2**53 - 1 (exact in JSON and JavaScript)
MAX_BUDGET_MS = 10_000  # the most a computer player may think per move
MAX_REQUEST_CHARS = 4_000_000  # a request's JSON text (a save with its undo list fits)
MAX_DEPTH = 32  # nesting of arrays and objects in a request (a save needs 8)
MAX_UNDO = 500  # snapshots in a save's undo list
HINT_LEVEL = "counter"
HINT_BUDGET_MS = 300


class BridgeError(Exception):
    """A request refused: a stable ``code``, a message in both languages and, for a bad
    argument, the ``field`` it names."""

    def __init__(self, code: str, en: str, pt: str, field: str | None = None) -> None:
        super().__init__(en)
        self.code = code
        self.message = {"pt": pt, "en": en}
        self.field = field

    def to_dict(self) -> dict:
        data = {"code": self.code, "message": dict(self.message)}
        if self.field is not None:
            data["field"] = self.field
        return data


class Session:
    """One match between human and computer seats."""

    def __init__(self, game: Game, humans: list[int], levels: list[str],
                 budget_ms: int = ai.DEFAULT_BUDGET_MS, ai_secret: str | None = None) -> None:
        self.game = game
        self.humans = humans
        self.levels = levels  # per seat; human seats' entries are unused
        self.budget_ms = budget_ms
        self.moves_played = 0
        self.undo: list[Game] = []  # Game.clone() before each human move of this round
        self.ai_secret = ai_secret or os.urandom(16).hex()
        """Where the computers' seeds come from (saved with the match, never shown)."""
        self.confirmed: int | None = None
        """Hot-seat: the seat whose player has the device (``confirm``); None: nobody yet."""
        self.shown: list[Move] = []
        """The moves the last state offered the page, by id (``fit`` and ``hint`` may add
        to them: on a large table the page is offered a bounded choice)."""
        self.complete = True
        """Whether ``shown`` held every legal move when the state was made."""

    def ai_seed(self, purpose: str) -> int:
        """A seed for a computer's (or the hint's) choice now: a hash of the session's
        secret, the seat to move and the move number, from which nothing of the deal (its
        seed, the hidden cards) can be learnt. The same secret replays the same choices."""
        game = self.game
        key = (f"{self.ai_secret}|{purpose}|{game.round}|{game.shuffles}|"
               f"{len(game.history)}|{game.to_move}")
        return int.from_bytes(hashlib.sha256(key.encode()).digest()[:6], "big")

    def shows_hand(self, seat: int) -> bool:
        """Whether ``seat``'s hand may be sent: the one human's, or in hot-seat the seat
        whose player confirmed having the device; never a computer's."""
        if seat not in self.humans:
            return False
        return len(self.humans) == 1 or self.confirmed == seat

    def names(self) -> list[dict[str, str]]:
        """Each seat's name in both languages, as the page and the log call it, numbered
        in the order play goes round the table (to the right where the rules say so): in
        hot-seat play from seat 0 (``Jogador 1``, ``Computador 2``…), else the computers
        from the human player (``Computador 1`` plays right after ``Você``)."""
        players = self.game.players
        hotseat = len(self.humans) > 1
        start = 0 if hotseat or not self.humans else self.humans[0]
        place = {seat: k for k, seat in enumerate(self.game.rules.play_order(players, start))}
        names = []
        for seat in range(players):
            if seat in self.humans:
                n = place[seat] + 1
                names.append({"pt": f"Jogador {n}", "en": f"Player {n}"}
                             if hotseat else {"pt": "Você", "en": "You"})
            elif players == 2:
                names.append({"pt": "Computador", "en": "Computer"})
            else:
                n = place[seat] + 1 if hotseat else place[seat]
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
        """The human seat whose view is shown: the one to move when several are human (or,
        while a computer moves, the one who has the device)."""
        if self.game.to_move in self.humans:
            return self.game.to_move
        if self.confirmed in self.humans:
            return self.confirmed
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
        shown = self.shows_hand(seat)
        if not shown:
            view["hand"] = []  # hot-seat, before its player confirmed: nothing of it
        self.shown, partial = [], ()
        if self.awaiting() == "human" and shown:
            offered, partial = game.offered_moves()
            self.shown = list(offered)
        self.complete = not partial
        moves = [self.move_data(index) for index in range(len(self.shown))]
        last = view["last_move"]
        if last is not None:
            last = dict(last)
            last["label"] = labels(last)
            # Move.ends_turn's rule (only a hand card ends the turn, 000), for every kind of
            # last move (a declaration included): the page does not test card === null
            last.setdefault("ends_turn", last.get("card") is not None)
        rules = game.rules
        # What the table draws and may not derive (issue 17): the way play goes round the
        # table, and what a sweep is called where sweeps score (null where they do not).
        view["direction"] = rules.direction
        sweeps = next((item for item in rules.scoring if item.kind == "sweeps"), None)
        view["sweep_name"] = dict(sweeps.name) if sweeps else None
        return {
            "ok": True, "awaiting": self.awaiting(), "seat": seat, "humans": self.humans,
            "view": view, "moves": moves, "moves_complete": self.complete,
            "moves_partial": [card.code for card in partial], "last_move": last,
            "round_score": game.round_score() if game.round_over else None,
            "levels": {str(s): self.levels[s] for s in range(game.players)
                       if s not in self.humans},
            "round_void": game.round_void,
            "item_names": {item.key: dict(item.name) for item in rules.scoring},
            "rules": rules.describe(),
            "names": self.names(), "hotseat": len(self.humans) > 1, "hand_hidden": not shown,
            "log": log_lines(game.history, dict(enumerate(self.names())), rules.sweep_words),
            "can_undo": bool(self.undo) and self.awaiting() != "computer",
            "match_history": self.match_history(),
            "rest": self.rest(),
            "counted_piles": self.counted_piles(view["pile_seats"]),
        }

    def move_data(self, index: int) -> dict:
        """The move ``shown[index]`` as the page receives it: its dict, id and label."""
        data = self.shown[index].to_dict()
        data["id"] = index
        data["label"] = labels(data, {b.id: b.value for b in self.game.builds})
        return data

    def offer(self, moves: Iterable[Move]) -> list[dict]:
        """Add ``moves`` to the offered ones where they are not yet: the page's data of
        those added (it appends them to ``state.moves``)."""
        added = []
        for move in moves:
            if move not in self.shown:
                self.shown.append(move)
                added.append(self.move_data(len(self.shown) - 1))
        return added

    def counted_piles(self, pile_seats: list[list[int]]) -> list[dict] | None:
        """At a round's end, every capture pile (as ``view.piles``) counted out in the open
        (001 §07: the points are counted from the piles once the last card is played):
        ``{"cards", "scoring"}``, its cards and those that score with their items
        (``scoring.scoring_cards``). None while the round is played: a pile is a count."""
        game = self.game
        if not game.round_over:
            return None
        score = game.round_score()
        return [{"cards": [card.code for card in pile],
                 "scoring": scoring_cards(game.rules, pile,
                                          score[game.side_of(seats[0])]["items"])}
                for pile, seats in zip(game.piles, pile_seats, strict=True)]

    def rest(self) -> dict | None:
        """At a round's end, the cards left on the table that the last capturer took
        (``{"seat", "takes"}``, 001 §07), or None: the table draws them going to that pile."""
        if not self.game.round_over:
            return None
        event = next((e for e in reversed(self.game.history)
                      if isinstance(e, dict) and e.get("event") in ("rest", "deal")), None)
        if not event or event.get("event") != "rest":
            return None
        return {"seat": event["seat"], "takes": list(event["takes"])}


_session: Session | None = None


def _require_session() -> Session:
    if _session is None:
        raise BridgeError("no-game", "no game has been started", "nenhum jogo foi iniciado")
    return _session


def _require_confirmed(session: Session) -> None:
    """A hand's moves and hints are for its player only: in hot-seat, once confirmed."""
    if not session.shows_hand(session.game.to_move):
        raise BridgeError("not-confirmed", "the player to move has not taken the device yet",
                          "o jogador da vez ainda não pegou o aparelho")


def _ai_secret(request: dict) -> str | None:
    secret = request.get("ai_secret")
    if secret is None:
        return None
    if not isinstance(secret, str) or not 1 <= len(secret) <= 128:
        raise BridgeError("bad-request", "ai_secret must be a short text",
                          "ai_secret tem de ser um texto curto")
    return secret


def _new(request: dict) -> dict:
    global _session
    variant = request.get("variant") or "casino"
    try:
        rules = get_rules(variant if isinstance(variant, str) else "")
    except ValueError:
        raise BridgeError("unknown-variant", f"unknown variant {_show(variant)}",
                          f"variante desconhecida {_show(variant)}") from None
    options = request.get("options")
    options = None if isinstance(options, dict) and not options else options
    try:
        rules, _ = rules.with_options(options)
    except ValueError as exc:
        raise BridgeError("bad-request", str(exc), f"opção inválida: {exc}",
                          field="options") from None
    players = request.get("players", 2)
    if type(players) is not int or players not in rules.players:
        raise BridgeError("bad-request", f"{rules.id} is played by "
                          f"{' or '.join(map(str, rules.players))} players, not {_show(players)}",
                          f"{rules.id} joga-se com {' ou '.join(map(str, rules.players))} "
                          f"jogadores, não {_show(players)}", field="players")
    seed = request.get("seed")
    if seed is not None and not _is_seed(seed):
        raise BridgeError("bad-request", f"a seed is a whole number from 0 to {SEED_MAX}, not "
                          f"{_show(seed)}", f"a semente é um número inteiro de 0 a {SEED_MAX}, "
                          f"não {_show(seed)}", field="seed")
    humans = request.get("humans", [0])
    if not (isinstance(humans, list) and len(humans) <= players
            and all(type(h) is int and 0 <= h < players for h in humans)
            and len(set(humans)) == len(humans)):
        raise BridgeError("bad-request", f"bad human seats {_show(humans)}",
                          f"lugares humanos inválidos {_show(humans)}", field="humans")
    level = request.get("level") or ai.DEFAULT_LEVEL
    levels = request.get("levels")
    if levels is None:
        levels = [level] * players
    if not isinstance(levels, list) or len(levels) != players:
        raise BridgeError("bad-request", f"levels must list one level per seat, got "
                          f"{_show(levels)}", f"levels tem de indicar um nível por lugar, não "
                          f"{_show(levels)}", field="levels")
    _check_level(level)
    for name in levels:
        _check_level(name, "levels")
    budget = _budget(request, ai.DEFAULT_BUDGET_MS)
    try:
        game = Game.new(variant, players=players, seed=seed, options=options)
    except ValueError as exc:
        raise BridgeError("bad-request", str(exc), str(exc)) from None
    _session = Session(game, humans, levels, budget, _ai_secret(request))
    return _session.state()


def _show(value: Any) -> str:
    """A value quoted in a message, cut short (a request may hold anything)."""
    return brief(value)


def _is_seed(value: Any) -> bool:
    return type(value) is int and 0 <= value <= SEED_MAX


def _check_level(name: Any, field: str = "level") -> str:
    if not isinstance(name, str) or name not in ai.LEVELS:
        raise BridgeError("bad-request", f"unknown level {_show(name)} (known: "
                          f"{', '.join(ai.LEVELS)})", f"nível desconhecido {_show(name)}",
                          field=field)
    return name


def _budget(request: dict, default: int) -> int:
    """A thinking budget: whole milliseconds, 1 … MAX_BUDGET_MS."""
    budget = request.get("budget_ms", default)
    if type(budget) is not int or not 0 < budget <= MAX_BUDGET_MS:
        raise BridgeError("bad-request", f"budget_ms must be a whole number from 1 to "
                          f"{MAX_BUDGET_MS}, got {_show(budget)}",
                          f"budget_ms tem de ser um número inteiro de 1 a {MAX_BUDGET_MS}, "
                          f"não {_show(budget)}", field="budget_ms")
    return budget


def _play(request: dict) -> dict:
    session = _require_session()
    if session.awaiting() != "human":
        raise BridgeError("not-your-turn", "it is not a human player's turn",
                          "não é a vez de um jogador humano")
    _require_confirmed(session)
    move = request.get("move")
    if isinstance(move, dict):
        move = {k: v for k, v in move.items() if k not in ("id", "label")}
    before = session.game.clone()
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
    before = session.game.clone()
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
    seed = session.ai_seed("move")
    try:
        move = ai.choose_move(game.observation(seat), session.levels[seat], seed=seed,
                              budget_ms=session.budget_ms)
        game.play(move)
    except ValueError:  # (IllegalMove is one; a refused move changed nothing)
        # The computer could not read this position (a restored save with cards left out
        # of play): it plays a legal move at random instead of stopping the match.
        game.play(random.Random(seed).choice(game.offered_moves()[0]))
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
    session.game = session.undo.pop()
    if len(session.humans) > 1:
        session.confirmed = None  # hot-seat: the hand waits for its player again
    return session.state()


def _confirm(request: dict) -> dict:
    """Hot-seat: the player of ``seat`` (the human to move) has the device; the next
    states show that seat's hand and moves."""
    session = _require_session()
    seat = request.get("seat")
    if session.awaiting() != "human" or type(seat) is not int or seat != session.game.to_move:
        raise BridgeError("not-your-turn", f"seat {seat!r} is not the human to move",
                          f"o lugar {seat!r} não é o humano da vez")
    session.confirmed = seat
    return session.state()


def _link(request: dict) -> dict:
    """What a link that deals this match again needs (the page's "copy link", on demand)."""
    game = _require_session().game
    return {"ok": True, "seed": game.seed, "variant": game.variant, "players": game.players}


def _hint(request: dict) -> dict:
    """The computer's suggestion for the human to move, as one of ``state.moves``."""
    session = _require_session()
    if session.awaiting() != "human":
        raise BridgeError("not-your-turn", "it is not a human player's turn",
                          "não é a vez de um jogador humano")
    level = _check_level(request.get("level") or HINT_LEVEL)
    budget = _budget(request, HINT_BUDGET_MS)
    _require_confirmed(session)
    game = session.game
    seat = game.to_move
    chosen = game.resolve(ai.choose_move(game.observation(seat), level,
                                         seed=session.ai_seed("hint"), budget_ms=budget))
    added = session.offer([chosen])
    return {"ok": True, "hint": session.move_data(session.shown.index(chosen)),
            "level": level, "added": added}


def _fit(request: dict) -> dict:
    """The legal moves that fit what the player has touched: a hand card (``card``, or null
    for a table action, 000) and the table cards, builds and pile tops picked with it
    (``cards``: codes, ``builds``: ids, ``piles``: pile indices). A move fits when it plays
    that card and takes or uses every picked card and acts on every picked build and pile;
    it is ``exact`` when it touches nothing else on the table. With none, ``reason`` says why
    (the IllegalMove the rules give for a capture, or a table build, of just those)."""
    session = _require_session()
    if session.awaiting() != "human":
        raise BridgeError("not-your-turn", "it is not a human player's turn",
                          "não é a vez de um jogador humano")
    _require_confirmed(session)
    touch = touching.read_touch(request)
    if touch is None:
        raise BridgeError("bad-request", "fit takes a card and lists of cards, builds, piles",
                          "fit recebe uma carta e listas de cartas, construções, montinhos")
    game = session.game
    in_builds = {c.code: b.id for b in game.builds for g in b.groups for c in g}
    complete = session.complete
    added = [] if complete else session.offer(game.moves_within(
        c for c in game.loose if c.code in touch.cards))
    shapes = [touching.Shape(move.card.code if move.card else None, move.kind,
                             frozenset(c.code for c in (*move.takes, *move.uses)),
                             frozenset(move.targets), frozenset(move.from_pile))
              for move in session.shown]
    fits, exact = touching.fitting(touch, shapes, in_builds)
    # ``more``: on a large table the offered moves are a bounded choice, so more moves may
    # take these cards and others: one fitting move is not yet the one meant.
    return {"ok": True, "fits": fits, "exact": exact, "added": added, "more": not complete,
            "reason": None if fits else touching.reason(game, touch)}


def _save(request: dict) -> dict:
    """The match as versioned JSON data the page keeps (``restore`` reads it back)."""
    session = _require_session()
    return {"ok": True, "save": {
        "format": SAVE_FORMAT, "game": session.game.to_dict(), "humans": list(session.humans),
        "levels": list(session.levels), "budget_ms": session.budget_ms,
        "undo": [snapshot.to_dict() for snapshot in session.undo], "ai_secret": session.ai_secret,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}}


def _bad_save(why: str) -> BridgeError:
    return BridgeError("bad-save", f"the saved game cannot be read ({why}); starting afresh",
                       f"o jogo salvo não pode ser lido ({why}); começando de novo")


RESTORE_SECONDS = 2.0
"""How long resuming a save may take before it counts as unreadable."""


@contextmanager
def _time_bound(seconds: float) -> Iterator[None]:
    """Raise TimeoutError in the Python code run inside once ``seconds`` have passed, looked
    at every 256 calls: a save crafted to be slow cannot hang the page's worker. Watched
    through sys.monitoring's starts of Python functions where Python has it (3.12+, Pyodide)
    and its profiler slot is free — less than half the cost of a profile hook, which also sees
    every return and C call — else through a profile hook."""
    end = time.monotonic() + seconds
    calls = 0

    def check(*_: object) -> None:
        nonlocal calls
        calls += 1
        if calls & 255 == 0 and time.monotonic() > end:
            raise TimeoutError(f"took longer than {seconds:g} s")

    monitoring = getattr(sys, "monitoring", None)
    if monitoring is not None and monitoring.get_tool(monitoring.PROFILER_ID) is None:
        tool, start = monitoring.PROFILER_ID, monitoring.events.PY_START
        monitoring.use_tool_id(tool, "cassino restore time bound")
        monitoring.register_callback(tool, start, check)
        monitoring.set_events(tool, start)
        try:
            yield
        finally:
            monitoring.set_events(tool, monitoring.events.NO_EVENTS)
            monitoring.register_callback(tool, start, None)
            monitoring.free_tool_id(tool)
        return
    previous = sys.getprofile()
    sys.setprofile(check)
    try:
        yield
    finally:
        sys.setprofile(previous)


def _check_game_shape(data: Any) -> None:
    """The counts a saved game's cost grows with, checked before it is read: a seat count
    the rule set allows, seats (to move, dealer) among them."""
    if not isinstance(data, dict):
        raise ValueError("the game is not an object")
    variant = data.get("variant")
    if not isinstance(variant, str):
        raise ValueError("no rule set named")
    players = data.get("players")
    if type(players) is not int or players not in get_rules(variant).players:
        raise ValueError(f"{players!r} players")
    for key in ("to_move", "dealer"):
        if type(data.get(key)) is not int or not 0 <= data[key] < players:
            raise ValueError(f"bad {key}")


def _check_playable(session: Session) -> None:
    """A resumed game must be one that can be shown and played on: every seat's view, the
    moves of the seat to move (and a computer's observation), the round's score."""
    game = session.game
    for seat in range(game.players):
        game.view(seat)
    if not game.round_over:
        game.offered_moves()
        game.observation(game.to_move)
    game.round_score()


def _restore(request: dict) -> dict:
    """Resume a match kept by ``save``; a corrupt or older one is refused, nothing changes."""
    global _session
    data = request.get("save")
    if isinstance(data, str):
        try:
            data = _loads(data)
        except BridgeError as exc:
            raise _bad_save(exc.message["en"]) from None
    if not isinstance(data, dict):
        raise _bad_save("not an object")
    if type(data.get("format")) is not int or data.get("format") != SAVE_FORMAT:
        raise BridgeError(
            "save-format", f"the saved game has format {_show(data.get('format'))}, this "
            f"version reads {SAVE_FORMAT}; starting afresh",
            f"o jogo salvo tem o formato {_show(data.get('format'))}, esta versão lê o "
            f"{SAVE_FORMAT}; começando de novo")
    try:
        with _time_bound(RESTORE_SECONDS):
            _check_game_shape(data.get("game"))
            game = Game.from_dict(data["game"])
            players = game.players
            humans, levels = data["humans"], data["levels"]
            if not (isinstance(humans, list) and all(
                    type(h) is int and 0 <= h < players for h in humans)
                    and len(set(humans)) == len(humans)):
                raise ValueError("bad human seats")
            if not (isinstance(levels, list) and len(levels) == players
                    and all(isinstance(lv, str) and lv in ai.LEVELS for lv in levels)):
                raise ValueError("bad levels")
            budget = data.get("budget_ms", ai.DEFAULT_BUDGET_MS)
            if type(budget) is not int or not 0 < budget <= MAX_BUDGET_MS:
                raise ValueError("bad budget")
            undo = data.get("undo") or []
            if not isinstance(undo, list) or len(undo) > MAX_UNDO:
                raise ValueError("bad undo list")
            snapshots = []
            for snapshot in undo:  # each one must be a game undo can go back to
                _check_game_shape(snapshot)
                snapshots.append(Game.from_dict(snapshot))
                if snapshots[-1].variant != game.variant:
                    raise ValueError("bad undo list")
            secret = data.get("ai_secret")
            session = Session(game, humans, levels, budget,
                              secret if isinstance(secret, str) and secret else None)
            session.undo = snapshots
            _check_playable(session)
            state = session.state()  # a game that cannot be shown is not resumed either
    except Exception as exc:  # noqa: BLE001 - any fault in the data means a bad save
        raise _bad_save(type(exc).__name__ if not str(exc) else str(exc)[:120]) from None
    _session = session
    return state


def _rules(request: dict) -> dict:
    """A rule set's text for players, in both languages (its summary until one is written),
    and the same as sections with their rules diagrams (``cassino.rules_text``, imported by
    the first of these requests: a fifth of the bridge's import, not needed to deal)."""
    from .rules_text import rules_text

    variant = request.get("variant") or "casino"
    try:
        texts = {lang: rules_text(variant, lang) for lang in ("pt", "en")}
    except ValueError:
        raise BridgeError("unknown-variant", f"unknown variant {variant!r}",
                          f"variante desconhecida {variant!r}") from None
    return {"ok": True, "id": texts["en"]["id"],
            "text": {lang: t["text"] for lang, t in texts.items()},
            "full": texts["en"]["full"] and texts["pt"]["full"],
            "sections": {lang: t["sections"] for lang, t in texts.items()}}


def _target(request: dict) -> dict:
    """What ends the match a ``new`` request with this variant, player count and options
    would start, with a sentence for the new-game panel: the target with its options, a
    best-of series and its decider (003 Basra: the fifth game to 150), a declaring game
    (Tablic), a game where the lowest total wins."""
    variant = request.get("variant") or "casino"
    try:
        base = get_rules(variant)
    except ValueError:
        raise BridgeError("unknown-variant", f"unknown variant {variant!r}",
                          f"variante desconhecida {variant!r}") from None
    players = request.get("players", 2)
    if isinstance(players, bool) or players not in base.players:
        raise BridgeError("bad-request", f"{variant} is not played by {players!r} players",
                          f"{variant} não se joga com {players!r} jogadores")
    try:
        rules = base.with_options(request.get("options") or None)[0].for_players(players)
    except ValueError as exc:
        raise BridgeError("bad-request", str(exc), str(exc)) from None
    target, games, decider = rules.target, rules.games_to_win, rules.decider_target
    if rules.declare_target is not None:
        pt = (f"Meta: declarar {rules.declare_target} pontos (uma declaração errada custa "
              f"{rules.declare_penalty}).")
        en = (f"Target: declare {rules.declare_target} points (a wrong declaration costs "
              f"{rules.declare_penalty}).")
    elif rules.lowest_wins:
        pt = f"A partida acaba quando um lado chega a {target} pontos; vence o menor total."
        en = f"The match ends when a side reaches {target} points; the lowest total wins."
    else:
        pt, en = f"Meta: {target} pontos.", f"Target: {target} points."
    if games > 1:
        pt += f" Melhor de {2 * games - 1}: vence quem ganhar {games} jogos"
        en += f" Best of {2 * games - 1}: the first to win {games} games wins the match"
        if decider is not None:
            pt += f"; o jogo decisivo vai até {decider}"
            en += f"; a deciding game is played to {decider}"
        pt, en = pt + ".", en + "."
    return {"ok": True, "variant": rules.id, "players": players, "target": target,
            "games_to_win": games, "decider_target": decider,
            "declare_target": rules.declare_target, "lowest_wins": bool(rules.lowest_wins),
            "text": {"pt": pt, "en": en}}


OPS = {
    "variants": lambda request: {"ok": True, "variants": variants(),
                                 "levels": [{"id": lv, "name": dict(ai.LEVEL_NAMES[lv])}
                                            for lv in ai.LEVELS],
                                 "default_level": ai.DEFAULT_LEVEL,
                                 "card_names": CARD_NAMES},
    "new": _new,
    "play": _play,
    "declare": _declare,
    "ai": _ai,
    "next_round": _next_round,
    "state": lambda request: _require_session().state(),
    "undo": _undo,
    "confirm": _confirm,
    "link": _link,
    "hint": _hint,
    "fit": _fit,
    "save": _save,
    "restore": _restore,
    "rules": _rules,
    "target": _target,
    # rules diagrams (cassino.diagram, loaded by the first of them: a game page never asks)
    "diagram": lambda request: _diagram_ops()["diagram"](_position_request(request)),
    "try": lambda request: _diagram_ops()["try"](request),
    "diagram_fit": lambda request: _diagram_ops()["diagram_fit"](request),
    # the walk-through (cassino.lessons.tutor, loaded by the first of them)
    "lessons": lambda request: _lesson_ops()["lessons"](request),
    "lesson_step": lambda request: _lesson_ops()["lesson_step"](request),
    "lesson_try": lambda request: _lesson_ops()["lesson_try"](request),
}


MAX_POSITION_CHARS = 2_000  # a position text (a whole deck in the notation is ~250)


def _position_request(request: dict) -> dict:
    text = request.get("position")
    if not isinstance(text, str) or len(text) > MAX_POSITION_CHARS:
        what = f"{len(text)} characters" if isinstance(text, str) else _show(text)
        raise BridgeError("bad-position", f"not a position: a position is text of at most "
                          f"{MAX_POSITION_CHARS} characters, got {what}",
                          f"posição inválida: uma posição é um texto de no máximo "
                          f"{MAX_POSITION_CHARS} caracteres, não {what}")
    return request


def _diagram_ops() -> dict:
    from . import diagram

    return diagram.OPS


def _lesson_ops() -> dict:
    from .lessons import tutor

    return tutor.OPS


MATCH_OPS = frozenset({"new", "play", "declare", "ai", "next_round", "state", "undo",
                       "confirm",
                       "restore"})
"""The requests that answer with the match's state (and so may ask for its save)."""

TEXT_OPS = frozenset({"rules", "lessons", "lesson_step", "lesson_try"})
"""The only requests that import the rules texts or the lessons (``cassino.rules_text``,
``cassino.lessons``): the site ships those beside its wheel (build.py ``TEXT_PACKAGES``), and
its worker puts them in place before the first of these requests."""


CHANGING_OPS = frozenset({"play", "ai", "next_round", "undo"})
"""The requests that change the match in place (``new`` and ``restore`` replace it only
once it is ready)."""


def _keep() -> tuple | None:
    """What an unforeseen fault in a request must put back: the match and its undo list."""
    if _session is None:
        return None
    return _session, _session.game.clone(), list(_session.undo)


def _put_back(kept: tuple | None) -> None:
    global _session
    if kept is not None:
        _session, game, undo = kept
        _session.game, _session.undo = game, undo


def handle_request(request: Any) -> dict:
    """Answer one request (a dict); errors come back as ``{"ok": false, "error": …}`` and
    change nothing. Never raises: a fault no check foresaw answers ``internal-error``."""
    try:
        if not isinstance(request, dict):
            raise BridgeError("bad-request", f"a request is an object with an op, got "
                              f"{_show(request)}", f"um pedido é um objeto com op, não "
                              f"{_show(request)}")
        op = request.get("op")
        if not isinstance(op, str) or op not in OPS:
            raise BridgeError("bad-request", f"unknown request {_show(op)} (known: "
                              f"{', '.join(OPS)})", f"pedido desconhecido {_show(op)}")
        kept = _keep() if op in CHANGING_OPS else None
        try:
            answer = OPS[op](request)
        except (IllegalMove, BridgeError):
            raise
        except Exception:
            _put_back(kept)
            raise
        if request.get("with_save") is True and op in MATCH_OPS and answer.get("ok"):
            # The page keeps the match after every state: sent along, it needs no second
            # request (and no wait) for it.
            answer["save"] = _save(request)["save"]
        return answer
    except IllegalMove as exc:
        return {"ok": False, "error": exc.to_dict()}
    except BridgeError as exc:
        return {"ok": False, "error": exc.to_dict()}
    except RecursionError:  # data given as objects (not JSON text) nested too deeply
        return {"ok": False, "error": BridgeError(
            "request-too-deep", "the request nests too deeply to be read; nothing was changed",
            "o pedido aninha demais para ser lido; nada foi alterado").to_dict()}
    except Exception as exc:  # noqa: BLE001 - the contract: an answer, never an exception
        what = f"{type(exc).__name__}: {str(exc)[:200]}"
        return {"ok": False, "error": {"code": "internal-error", "message": {
            "en": f"the request could not be answered ({what}); nothing was changed",
            "pt": f"o pedido não pôde ser respondido ({what}); nada foi alterado"}}}


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON text (strings skipped), counted without
    recursion, so that a hostile text cannot exhaust the stack before it is refused."""
    brackets = _BRACKETS.findall(_STRINGS.sub("", text))
    depth = deepest = 0
    for bracket in brackets:
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def _loads(text: Any) -> Any:
    """JSON text to data, bounded: at most MAX_REQUEST_CHARS characters and MAX_DEPTH levels
    of nesting; NaN and Infinity are not JSON numbers."""
    if not isinstance(text, str):
        raise BridgeError("bad-request", f"a request is JSON text, got {type(text).__name__}",
                          f"um pedido é texto JSON, não {type(text).__name__}")
    if len(text) > MAX_REQUEST_CHARS:
        raise BridgeError("request-too-large", f"the request has {len(text)} characters, at "
                          f"most {MAX_REQUEST_CHARS} are read", f"o pedido tem {len(text)} "
                          f"caracteres, no máximo {MAX_REQUEST_CHARS} são lidos")
    if _depth(text) > MAX_DEPTH:
        raise BridgeError("request-too-deep", f"the request nests more than {MAX_DEPTH} "
                          "levels deep", f"o pedido aninha mais de {MAX_DEPTH} níveis")
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:  # (a number too long to read is one)
        raise BridgeError("bad-request", f"not JSON: {str(exc)[:120]}",
                          f"não é JSON: {str(exc)[:120]}") from None


def handle(request_json: str) -> str:
    """JSON text in, JSON text out (what the worker calls); never raises."""
    try:
        answer = handle_request(_loads(request_json))
    except BridgeError as exc:
        answer = {"ok": False, "error": exc.to_dict()}
    try:
        return json.dumps(answer, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError, RecursionError) as exc:
        return json.dumps({"ok": False, "error": {"code": "internal-error", "message": {
            "en": f"the answer could not be written as JSON ({type(exc).__name__})",
            "pt": f"a resposta não pôde ser escrita em JSON ({type(exc).__name__})"}}})
