"""Real bridge states for the table lab and its browser tests, written to
tests/e2e/fixtures/table-*.json (deterministic: fixed seeds, greedy computers).

    python scripts/table_fixtures.py

Each fixture is ``{"name", "note", "state", "level_names", "card_names"}``: ``state`` is the
bridge's answer to ``new``/``play``/``ai`` after a few moves, with two fields the bridge
does not send yet and the table needs, added here from the rule set (see
docs/table-parts.md): ``view.direction`` (+1 clockwise, -1 anticlockwise) and
``view.sweep_name`` (what a sweep is called where sweeps score, else null).
``card_names`` is every card's name from cards.py (the table's accessible names).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_src"))

from cassino import bridge  # noqa: E402
from cassino.cards import DECK  # noqa: E402
from cassino.rules import get_rules  # noqa: E402

OUT = ROOT / "tests" / "e2e" / "fixtures"

# name, variant, players, seed, options, what the fixture should show, stop condition
FIXTURES = [
    ("casino-2p", "casino", 2, 21, {}, "2 players face to face, mid-round", "moves:8"),
    ("casino-2p-build", "casino", 2, 3, {}, "a build on the table", "build"),
    ("casino-2p-build-groups", "casino", 2, 60, {}, "a build of two groups beside four cards",
     "groups"),
    ("swazi-3p", "swazi", 3, 5, {}, "3 players anticlockwise, pile tops face up", "moves:7"),
    ("basra-2p", "basra", 2, 4, {}, "sweeps score (basras)", "sweep"),
    ("tablic-3p", "tablic", 3, 8, {}, "3 players, Tablic", "moves:3"),
    ("cassino-4p", "cassino", 4, 11, {}, "partnerships: the partner opposite", "build"),
    ("lesotho-4p", "lesotho", 4, 2, {}, "a capture pile per player, tops face up", "moves:5"),
]


def ask(request: dict) -> dict:
    answer = json.loads(bridge.handle(json.dumps(request)))
    if not answer.get("ok"):
        raise SystemExit(f"bridge refused {request}: {answer}")
    return answer


def pick(moves: list[dict], want_build: bool) -> dict:
    """The human's move: a build when asked for one, else a capture, else the first."""
    for kinds in (("build", "raise") if want_build else (), ("capture",), ()):
        for move in moves:
            if not kinds or move["kind"] in kinds:
                return move
    raise AssertionError("no move")


def reached(state: dict, stop: str, moves: int) -> bool:
    view = state["view"]
    if state["awaiting"] != "human":
        return False
    if stop == "build":
        return bool(view["table"]["builds"])
    if stop == "groups":  # a build of two groups or more (a fan of columns)
        return any(len(b["groups"]) > 1 for b in view["table"]["builds"])
    if stop == "sweep":
        return any(view["sweeps"])
    return moves >= int(stop.split(":")[1])


def fixture(name, variant, players, seed, options, note, stop) -> dict:
    state = ask({"op": "new", "variant": variant, "players": players, "seed": seed,
                 "options": options, "humans": [0], "level": "greedy"})
    moves = 0
    while not reached(state, stop, moves):
        if state["awaiting"] == "computer":
            state = ask({"op": "ai"})
        elif state["awaiting"] == "human":
            state = ask({"op": "play", "move": pick(state["moves"], stop in ("build", "groups"))})
        else:
            raise SystemExit(f"{name}: the round ended before {stop}")
        moves += 1
        if moves > 400:
            raise SystemExit(f"{name}: never reached {stop}")
    rules, _ = get_rules(variant).with_options(state["view"]["options"])
    sweeps = next((item for item in rules.scoring if item.kind == "sweeps"), None)
    state["view"]["direction"] = rules.direction
    state["view"]["sweep_name"] = dict(sweeps.name) if sweeps else None
    levels = ask({"op": "variants"})["levels"]
    return {"name": name, "note": note, "state": state,
            "level_names": {lv["id"]: lv["name"] for lv in levels},
            "card_names": {card.code: {"pt": card.name("pt"), "en": card.name("en")}
                           for card in DECK}}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    names = []
    for spec in FIXTURES:
        data = fixture(*spec)
        path = OUT / f"table-{spec[0]}.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        names.append(spec[0])
        print(f"wrote {path.relative_to(ROOT)}")
    (OUT / "table-index.json").write_text(json.dumps(names, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
