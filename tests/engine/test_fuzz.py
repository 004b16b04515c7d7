"""Hostile input never escapes (issue 22): seeded fuzzing of every door into the engine.

Each group feeds inputs built from real seeded games of every rule set (tests/engine/
fuzzkit.py) and asserts the contract: a clear error (``ValueError``/``IllegalMove``, or a
bridge reply ``{"ok": false, "error": {code, message: {pt, en}}}``) with the state
unchanged, or an accepted input that plays to the end of its round; nothing runs longer
than ``fuzzkit.TIME_LIMIT_S`` of CPU time. Hypothesis is derandomized (the same inputs on
every run) and keeps no database. ``COUNTS`` records what each group tried and how it
ended; ``python bench/fuzz_report.py`` prints it.
"""

from __future__ import annotations

import copy
import json
import os
import random
import sys
import time
from collections import Counter

import fuzzkit
import pytest
from cassino import Game, IllegalMove, ai, bridge
from cassino.position import PositionError, game_from_position, parse_position
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

SCALE = float(os.environ.get("CASSINO_FUZZ_SCALE", 0.05 if sys.platform == "emscripten" else 1))
"""Inputs per group relative to the CI figure (Pyodide, several times slower, tries 5 %)."""
COUNTS: Counter = Counter()
"""``(group, outcome)`` → inputs: outcome ``tried``, ``refused`` (a clear error),
``accepted`` (played out), and the failures ``escaped``, ``crashed-later``, ``hang``."""


def fuzz(examples: int):
    return settings(max_examples=max(1, int(examples * SCALE)), derandomize=True,
                    database=None, deadline=None,
                    suppress_health_check=list(HealthCheck))


def record(group: str, outcome: str) -> None:
    COUNTS[(group, "tried")] += 1
    COUNTS[(group, outcome)] += 1


def check_loaded(group: str, load, rng: random.Random, errors=(ValueError,)) -> None:
    """``load()`` refuses with one of ``errors`` or gives a game that keeps the contract."""
    started = time.process_time()
    try:
        game = load()
    except errors as exc:
        assert str(exc), "an error says what is wrong"
        assert time.process_time() - started < fuzzkit.TIME_LIMIT_S, "refused, but slowly"
        record(group, "refused")
        return
    except Exception:
        record(group, "escaped")
        raise
    assert time.process_time() - started < fuzzkit.TIME_LIMIT_S, "accepted, but slowly"
    try:
        fuzzkit.exercise(game, rng, started)
    except fuzzkit.Hang:
        record(group, "hang")
        raise
    except Exception:
        record(group, "crashed-later")
        raise
    record(group, "accepted")


seeds = st.randoms(use_true_random=False)


# ------------------------------------------------------------------ saves and positions
@fuzz(1800)
@given(rng=seeds)
def test_a_mutated_save_is_refused_with_a_value_error_or_plays_to_the_end(rng):
    data = fuzzkit.mutate(fuzzkit.real_save(rng), rng)
    check_loaded("from_dict", lambda: Game.from_dict(data), rng)


@fuzz(600)
@given(data=st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
                         lambda inner: st.lists(inner, max_size=4)
                         | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                         max_leaves=20), rng=seeds)
def test_any_json_is_refused_as_a_save(data, rng):
    check_loaded("from_dict", lambda: Game.from_dict(data), rng)


@fuzz(1200)
@given(rng=seeds)
def test_mutated_position_arguments_are_refused_or_play_to_the_end(rng):
    kwargs = parse_position(fuzzkit.real_position(rng))
    kwargs = fuzzkit.mutate(kwargs, rng)
    if not isinstance(kwargs, dict) or "variant" not in kwargs or "hands" not in kwargs:
        kwargs = {"variant": "casino", "hands": kwargs}
    check_loaded("from_position", lambda: Game.from_position(**kwargs), rng)


@fuzz(1200)
@given(rng=seeds)
def test_a_mutated_position_text_is_a_position_error_or_plays_to_the_end(rng):
    text = fuzzkit.mutate_text(fuzzkit.real_position(rng), rng)
    check_loaded("position notation", lambda: game_from_position(text), rng, (PositionError,))


@fuzz(600)
@given(text=st.text(max_size=300), rng=seeds)
def test_any_text_is_a_position_error_or_a_position(text, rng):
    check_loaded("position notation", lambda: game_from_position(text), rng, (PositionError,))


@pytest.mark.parametrize("text", ["casino|h0=7D|h1=KC|o=" + "[" * 5000,
                                  "casino|h0=7D|h1=KC|o=values=" + "[" * 100_000,
                                  "[" * 5000, "casino|h0=" + ",".join(["7D"] * 3000),
                                  "casino|h0=7D|h1=KC|m=" + "9" * 5000,
                                  "casino|h0=7D|h1=KC|b=" + "7D:" + "9" * 5000 + ":0"],
                         ids=["options", "option-value", "brackets", "hand", "seat", "value"])
def test_a_huge_or_deeply_nested_position_is_refused_quickly(text):
    started = time.process_time()
    with pytest.raises(PositionError):
        game_from_position(text)
    assert time.process_time() - started < 0.2


# ------------------------------------------------------------------ play
@fuzz(1200)
@given(rng=seeds)
def test_a_mutated_move_is_refused_with_a_code_and_changes_nothing(rng):
    game = fuzzkit.real_game(rng)
    before = copy.deepcopy(game.to_dict())
    legal = [m.to_dict() for m in game.legal_moves()]
    move = fuzzkit.mutate(copy.deepcopy(rng.choice(legal)), rng) if rng.random() < 0.85 \
        else fuzzkit.junk(rng)
    try:
        game.play(move)
    except IllegalMove as exc:
        assert exc.code and exc.message["pt"] and exc.message["en"]
        assert game.to_dict() == before, "a refused move changes nothing"
        record("play", "refused")
        return
    except Exception:
        record("play", "escaped")
        raise
    record("play", "accepted")  # a legal move, or a request that names one loosely
    game.legal_moves()
    game.view(game.to_move)


# ------------------------------------------------------------------ choose_move
@fuzz(700)
@given(rng=seeds, level=st.sampled_from(ai.LEVELS))
def test_a_mutated_observation_is_refused_with_a_value_error_or_answered(rng, level):
    game = fuzzkit.real_game(rng)
    observation = fuzzkit.mutate(game.observation(game.to_move), rng)
    started = time.process_time()
    try:
        move = ai.choose_move(observation, level, seed=rng.randrange(1000), budget_ms=5)
    except ValueError as exc:
        assert str(exc)
        record("choose_move", "refused")
        return
    except Exception:
        record("choose_move", "escaped")
        raise
    assert time.process_time() - started < fuzzkit.TIME_LIMIT_S
    assert isinstance(move, dict) and move.get("kind")
    json.dumps(move)
    record("choose_move", "accepted")


# ------------------------------------------------------------------ the bridge
def answer(request) -> dict:
    """The bridge's reply to ``request`` (text sent as is, anything else as JSON)."""
    started = time.process_time()
    try:
        text = request if isinstance(request, str) else json.dumps(request)
    except RecursionError:  # too deep to write as JSON: given as data
        reply = json.dumps(bridge.handle_request(request))
    else:
        reply = bridge.handle(text)
    assert time.process_time() - started < fuzzkit.TIME_LIMIT_S + 1.0  # a computer thinks
    data = json.loads(reply)
    assert isinstance(data, dict) and type(data.get("ok")) is bool
    if not data["ok"]:
        error = data["error"]
        assert isinstance(error["code"], str) and error["code"]
        assert error["message"]["pt"] and error["message"]["en"]
    return data


def session_state():
    """The match the bridge keeps, as data: its game and each undo snapshot (``to_dict``: a
    deep copy of a ``Game`` would copy its rule set, and every cache reachable from it, on
    each call), the seats' humans and levels, the budget."""
    session = bridge._session
    if session is None:
        return None
    return copy.deepcopy((session.game.to_dict(), [g.to_dict() for g in session.undo],
                          session.humans, session.levels, session.budget_ms))


def bridge_request(rng: random.Random) -> object:
    """A request to some op with hostile arguments, or hostile text."""
    roll = rng.random()
    if roll < 0.08:
        return rng.choice(["", "{", "null", "[]", "NaN", '{"op": NaN}', "[" * 100_000,
                           '{"op": "new", "players": 1e999}', '{"op": "new", "seed": '
                           + "9" * 5000 + "}", "{" * 50 + "}" * 50, '"op"', "\ud800",
                           '{"op": "new", "players": 2}' * 2, "x" * 5_000_001])
    if roll < 0.15:
        return {"op": fuzzkit.junk(rng)}
    op = rng.choice(list(bridge.OPS))
    request: dict = {"op": op}
    if op == "new":
        variant, players = rng.choice(fuzzkit.CASES)
        request = {"op": "new", "variant": variant, "players": players,
                   "seed": rng.randrange(100), "humans": [0], "level": "random"}
    elif op == "play" and bridge._session is not None:
        moves = bridge._session.state()["moves"]
        request["move"] = rng.choice(moves) if moves else fuzzkit.junk(rng)
    elif op == "restore":
        request["save"] = copy.deepcopy(bridge._save({})["save"]) if bridge._session else \
            fuzzkit.junk(rng)
    elif op == "diagram":
        request["position"] = fuzzkit.real_position(rng)
    elif op == "try":
        request["move"] = {"kind": "trail", "card": "7D"}
    elif op == "hint":
        request.update(level="greedy", budget_ms=5)
    elif op == "rules":
        request["variant"] = rng.choice(list(fuzzkit.RULE_SETS))
    request = fuzzkit.mutate(request, rng) if rng.random() < 0.8 else request
    if isinstance(request, dict) and request.get("op") in ("hint", "new"):
        request.setdefault("budget_ms", 5)  # a computer's thinking stays short
    return request


@fuzz(2800)
@given(rng=seeds)
def test_every_bridge_request_gets_an_answer_and_an_error_changes_nothing(rng):
    bridge._session = None  # every example starts from its own match (or none)
    if rng.random() < 0.9:
        variant, players = rng.choice(fuzzkit.CASES)
        assert bridge.handle_request({"op": "new", "variant": variant, "players": players,
                                      "seed": rng.randrange(100), "level": "random",
                                      "budget_ms": 5, "humans": [rng.randrange(players)],
                                      "ai_secret": "fuzz"})["ok"]  # the same choices each run
        for _ in range(rng.randrange(4)):
            state = bridge._session.state()
            if state["awaiting"] == "human":
                bridge.handle_request({"op": "play", "move": rng.choice(state["moves"])})
            elif state["awaiting"] == "computer":
                bridge.handle_request({"op": "ai"})
    before = session_state()
    request = bridge_request(rng)
    op = request.get("op") if isinstance(request, dict) else None
    group = f"bridge {op}" if isinstance(op, str) and op in bridge.OPS else "bridge junk"
    try:
        reply = answer(request)
    except Exception:
        record(group, "escaped")
        raise
    if not reply["ok"] or reply.get("legal") is False:
        code = reply["error"]["code"]
        assert code != "internal-error", reply
        if op not in ("diagram", "try"):
            assert session_state() == before, f"{code}: an error reply changes nothing"
        record(group, "refused")
        return
    record(group, "accepted")
    if bridge._session is not None:
        state = bridge._session.state()  # the match the bridge keeps is still sound
        json.dumps(state)


def test_ai_and_hint_through_the_bridge_on_every_rule_set():
    for variant, players in fuzzkit.CASES:
        reply = answer({"op": "new", "variant": variant, "players": players, "humans": [],
                        "level": "random", "seed": 1})
        assert reply["ok"]
        for _ in range(3):
            assert answer({"op": "ai"})["ok"] or bridge._session.awaiting() != "computer"
        record("bridge ai", "accepted")


def test_restore_of_mutated_saves_is_refused_or_resumed():
    rng = random.Random(22)
    for _ in range(int(300 * SCALE) or 1):
        variant, players = rng.choice(fuzzkit.CASES)
        assert answer({"op": "new", "variant": variant, "players": players,
                       "seed": rng.randrange(50), "level": "random", "budget_ms": 5})["ok"]
        for _ in range(rng.randrange(6)):
            state = bridge._session.state()
            if state["awaiting"] == "human":
                answer({"op": "play", "move": rng.choice(state["moves"])})
            elif state["awaiting"] == "computer":
                answer({"op": "ai"})
        save = copy.deepcopy(bridge._save({})["save"])  # (it shares the game's lists)
        before = session_state()
        reply = answer({"op": "restore", "save": fuzzkit.mutate(save, rng)})
        if reply["ok"]:
            record("bridge restore", "accepted")
            while bridge._session.awaiting() in ("human", "computer"):
                state = bridge._session.state()
                if state["awaiting"] == "human":
                    assert answer({"op": "play", "move": rng.choice(state["moves"])})["ok"]
                else:
                    assert answer({"op": "ai"})["ok"]
            for _ in bridge._session.undo:
                assert answer({"op": "undo"})["ok"]
        else:
            # (bad-request: NaN or Infinity made the request text not JSON)
            assert reply["error"]["code"] in ("bad-save", "save-format", "bad-request",
                                              "request-too-deep"), reply
            assert session_state() == before
            record("bridge restore", "refused")


def test_a_large_request_and_deep_nesting_are_refused_with_their_codes():
    answer({"op": "new", "seed": 1, "level": "random"})
    before = session_state()
    assert answer("[" * 100_000)["error"]["code"] == "request-too-deep"
    assert answer('{"op": "state", "x": ' + "[" * 40 + "]" * 40 + "}")["error"]["code"] == \
        "request-too-deep"
    big = json.dumps({"op": "state", "x": "y" * bridge.MAX_REQUEST_CHARS})
    assert answer(big)["error"]["code"] == "request-too-large"
    assert answer('{"op": "state", "nested": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}')["ok"]
    assert session_state() == before


@pytest.mark.parametrize("request_,field", [
    ({"op": "new", "players": 2**40}, "players"), ({"op": "new", "players": 2**31}, "players"),
    ({"op": "new", "players": 5}, "players"), ({"op": "new", "players": "2"}, "players"),
    ({"op": "new", "seed": 10**21}, "seed"), ({"op": "new", "seed": -1}, "seed"),
    ({"op": "new", "seed": 1.5}, "seed"), ({"op": "new", "options": []}, "options"),
    ({"op": "new", "options": "x"}, "options"), ({"op": "new", "variant": "cassino",
                                                  "options": {"target": [1]}}, "options"),
    ({"op": "new", "variant": "cassino", "options": {"target": 21.0}}, "options"),
    ({"op": "new", "variant": "cassino", "options": {"no_sweeps": 1}}, "options"),
    ({"op": "new", "level": ["expert"]}, "level"), ({"op": "new", "levels": {}}, "levels"),
    ({"op": "new", "humans": [0, 0]}, "humans"), ({"op": "new", "humans": [9]}, "humans"),
    ({"op": "new", "budget_ms": 10**9}, "budget_ms"), ({"op": "hint", "budget_ms": 0},
                                                         "budget_ms"),
])
def test_a_bad_argument_answers_bad_request_naming_its_field(request_, field):
    answer({"op": "new", "seed": 1, "humans": [0, 1]})  # (a human to move: hint answers)
    before = session_state()
    error = answer(request_)["error"]
    assert (error["code"], error.get("field")) == ("bad-request", field)
    assert session_state() == before


@pytest.mark.parametrize("op", [[], {}, None, 1, "nope", "__class__"])
def test_an_unknown_or_unhashable_op_answers_bad_request(op):
    assert answer({"op": op})["error"]["code"] == "bad-request"


# ------------------------------------------------------------------ the cases
def _save(**changes) -> dict:
    data = copy.deepcopy(Game.new("casino", seed=5).to_dict())
    data.update(changes)
    return data


@pytest.mark.parametrize("changes,field", [
    ({"players": 30000}, "players"), ({"to_move": 5}, "to_move"), ({"seed": float("nan")},
                                                                    "seed"),
    ({"scores": [float("nan"), 0]}, "scores"), ({"scores": [10**400, 0]}, "scores"),
    ({"round": 2**63}, "round"), ({"dealer": -1}, "dealer"), ({"hands": "7D"}, "hands"),
    ({"history": [[]]}, "history"), ({"builds": [{"id": 1}]}, "builds"),
    ({"options": []}, "options"), ({"match_over": "yes"}, "match_over"),
], ids=lambda v: str(v)[:20])
def test_a_corrupted_save_names_its_field_at_once(changes, field):
    started = time.process_time()
    with pytest.raises(ValueError, match=field):
        Game.from_dict(_save(**changes))
    assert time.process_time() - started < 0.1


def test_a_save_that_is_not_an_object_is_a_value_error():
    for data in (None, [], "x", 7, [[[[]]]]):
        with pytest.raises(ValueError, match="not a saved game"):
            Game.from_dict(data)


@pytest.mark.parametrize("kwargs", [
    {"hands": [["7D"], ["KC"]], "to_move": "0"}, {"hands": [["7D"], ["KC"]], "to_move": 9},
    {"hands": [["7D"], ["KC"]], "builds": [{"groups": "5C", "value": 5}]},
    {"hands": [["7D"], ["KC"]], "builds": [{"groups": [["5C"]], "value": "5"}]},
    {"hands": [["7D"], ["KC"]], "builds": [{"groups": [["5C"]], "value": 5, "owner": 7}]},
    {"hands": [["7D"], ["KC"]], "builds": [5]}, {"hands": 7}, {"hands": [7, 8]},
    {"hands": [["7D"], ["KC"]], "options": "x"}, {"hands": [["7D"], ["KC"]], "piles": 3},
    {"hands": [[], ["KC"]]}, {"hands": [["7D"], ["KC"]], "last_capturer": 2**70},
], ids=lambda v: str(v)[:30])
def test_a_bad_position_is_a_value_error_never_a_type_error(kwargs):
    with pytest.raises(ValueError):
        Game.from_position("casino", **kwargs)


def test_a_stock_is_refused_where_every_card_is_dealt_at_once():
    # 000 Lesotho deals the whole pack at once: a stock would never be dealt.
    with pytest.raises(ValueError, match="no stock"):
        Game.from_position("lesotho", [["7D"], ["KC"], ["2H"]], stock=["3C"])


def test_a_position_with_uneven_hands_passes_over_a_seat_without_cards():
    game = Game.from_position("casino", [["9S", "5D", "KC"], ["2C"]], table=["3H"])
    while not game.round_over:
        game.play(game.legal_moves()[0])
    assert not any(game.hands)


@pytest.mark.parametrize("observation", [None, [], {"variant": []}, "x",
                                         {"variant": "casino", "seat": 0, "players": 2,
                                          "hand": ["7D"], "hands": [1, None], "table":
                                          {"loose": [], "builds": []}, "stock": 0,
                                          "history": [], "to_move": 0}],
                         ids=lambda v: str(v)[:20])
def test_choose_move_refuses_a_malformed_observation_with_a_value_error(observation):
    with pytest.raises(ValueError):
        ai.choose_move(observation, "greedy")


@pytest.mark.parametrize("variant,players", fuzzkit.CASES)
def test_a_diagram_of_a_real_position_answers_without_internal_error(variant, players):
    game = Game.new(variant, players=players, seed=3)
    rng = random.Random(3)
    for _ in range(5):
        game.play_random(rng)
    from cassino.position import format_position

    reply = answer({"op": "diagram", "position": format_position(game)})
    assert reply["ok"] or reply["error"]["code"] != "internal-error", reply


def test_the_groups_together_try_at_least_10000_inputs():
    """Run last (the file's order): the figure issue 22 asks for."""
    tried = sum(n for (group, outcome), n in COUNTS.items() if outcome == "tried")
    failures = sum(n for (group, outcome), n in COUNTS.items()
                   if outcome in ("escaped", "crashed-later", "hang"))
    print("\nfuzz:", dict(sorted(COUNTS.items())))
    assert failures == 0
    if SCALE == 1.0 and len(COUNTS) > 20:
        assert tried >= 10_000, tried
