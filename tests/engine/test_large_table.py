"""A large table: capturing is optional and may be partial (001 §03; 003: a card takes any
disjoint groups of its value), so a hand card's moves are every union of disjoint groups of
its value — millions on 32 loose cards, which Misère Casino (004, ``casino-do-pato``)
reaches when both players trail. There a named move is checked on the cards it names, the
player and the computer players are offered a bounded choice, and any legal move can still
be played (``movegen.LARGE_TABLE``)."""

from __future__ import annotations

import json
import random

import pytest
from cassino import Game, bridge, movegen
from cassino.ai import choose_move
from cassino.errors import IllegalMove
from cassino.rules import RULE_SETS


def position(variant: str, loose: int, seed: int) -> Game:
    """A seeded position: a hand of four for each seat, ``loose`` cards on the table."""
    rules = RULE_SETS[variant]
    cards = list(rules.deck)
    random.Random(seed).shuffle(cards)
    return Game.from_position(rules, [cards[:4], cards[4:8]], cards[8:8 + loose], [],
                              to_move=0)


def whole_list(game: Game, request: dict):
    """What the game answers to ``request`` when it lists every move (the table counted as
    small): the move and the state after it, or the IllegalMove's code."""
    return outcome(game, request, large_from=10_000)


def outcome(game: Game, request: dict, large_from: int = movegen.LARGE_TABLE):
    saved = movegen.LARGE_TABLE
    movegen.LARGE_TABLE = large_from
    try:
        copy = game.clone()
        try:
            move = copy.play(request)
        except IllegalMove as exc:
            assert copy == game  # refused: the game is unchanged
            return exc.code
        return move, copy.state.loose, copy.state.piles, copy.state.builds, copy.to_move
    finally:
        movegen.LARGE_TABLE = saved


@pytest.mark.parametrize("variant", ["casino-do-pato", "casino", "royal-casino", "diloti"])
def test_a_move_named_on_a_large_table_is_the_one_the_whole_list_names(variant):
    checked = 0
    for seed in range(3):
        game = position(variant, 20, seed)
        moves = game.legal_moves()
        rng = random.Random(seed)
        for move in rng.sample(moves, min(60, len(moves))):
            assert outcome(game, move.to_dict()) == whole_list(game, move.to_dict())
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("variant", ["casino-do-pato", "casino-br", "kasino-builds"])
def test_a_refused_move_on_a_large_table_gets_the_code_the_whole_list_gives(variant):
    codes = set()
    for seed in range(4):
        game = position(variant, 18, seed)
        # a build on the table, so that captures of builds and the owner's duties show
        builds = [m for m in game.legal_moves() if m.kind == "build"]
        if builds:
            game.play(builds[0])
        rng = random.Random(seed)
        loose, hand = list(game.state.loose), game.state.hands[game.to_move]
        for _ in range(40):
            kind = rng.choice(["capture", "capture", "build", "trail", "raise", "extend"])
            request = {"kind": kind, "card": rng.choice(hand).code}
            picked = [c.code for c in rng.sample(loose, rng.randrange(0, 5))]
            if kind == "capture":
                request["takes"] = picked
            elif kind != "trail":
                request["uses"] = picked
                request["value"] = rng.randrange(2, 15)
                if kind != "build" and game.state.builds:
                    request["targets"] = [game.state.builds[0].id]
            answer = outcome(game, request)
            assert answer == whole_list(game, request), request
            if isinstance(answer, str):
                codes.add(answer)
    assert "capture-value-mismatch" in codes  # refusals were met, and named alike


def test_the_moves_offered_on_a_large_table_are_legal_few_and_hold_every_trail():
    for seed in range(3):
        game = position("casino-do-pato", 22, seed)
        offered, partial = game.offered_moves()
        legal = set(game.legal_moves())
        assert set(offered) <= legal
        assert len(offered) < len(legal)
        # the cards named partial are exactly those with legal moves left out
        assert set(partial) == {m.card for m in legal - set(offered)}
        assert {m.card for m in offered if m.kind == "trail"} == set(game.state.hands[0])
        assert {m.card for m in offered if m.kind == "capture"} == {
            m.card for m in legal if m.kind == "capture"}  # every card that can capture
    small = position("casino-do-pato", 12, 0)
    assert small.offered_moves() == (small.legal_moves(), ())


def test_the_moves_within_picked_cards_are_the_legal_moves_among_them_in_order():
    game = position("casino-do-pato", 20, 1)
    loose = game.state.loose
    for picked in (loose[:3], loose[2:8], loose[::3], []):
        chosen = frozenset(picked)
        among = [m for m in game.legal_moves()
                 if all(c in chosen for c in (*m.takes, *m.uses) if c in loose)]
        assert game.moves_within(picked) == among


def test_a_capture_outside_the_offered_choice_can_be_played_on_a_table_of_32_cards():
    """Seeded: K♥ 3♥ 10♥ 6♦ against 32 loose cards, where 10♥ alone has 705,936 ways to
    take; the player takes three disjoint groups of 10 that no offered move takes."""
    game = position("casino-do-pato", 32, 1)
    ten = next(c for c in game.state.hands[0] if c.code == "10H")
    offered, partial = game.offered_moves()
    assert ten in partial and len(offered) < 500
    table = movegen.Table(game.rules, game.state.loose)
    union, parts = next((u, p) for u, p in table.unions(10).items()
                        if len(p) == 3 and all(m.takes != table.take(u) for m in offered))
    takes = [c.code for c in table.take(union)]
    move = game.play({"kind": "capture", "card": "10H", "takes": takes})
    assert move.card is ten and sorted(c.code for c in move.takes) == sorted(takes)
    assert not set(move.takes) & set(game.state.loose)
    assert game.to_move == 1


@pytest.mark.parametrize("level", ["greedy", "counter", "expert"])
def test_every_computer_level_plays_a_legal_move_on_a_table_of_32_cards(level):
    game = position("casino-do-pato", 32, 1)
    move = choose_move(game.observation(0), level, seed=3, budget_ms=50)
    offered, _ = game.offered_moves()
    played = game.play(move)
    assert played.card.code == move["card"]
    assert played in offered  # the bounded choice the page is offered is what it weighs


def test_the_page_is_offered_a_bounded_choice_and_a_touch_adds_the_move_it_names():
    """Two humans trail in Misère Casino until the table holds more than 16 loose cards;
    the state then offers a bounded choice (``moves_complete`` false, ``moves_partial`` the
    hand cards whose moves it leaves out), and picking cards
    for a capture outside it adds that capture (``fit``'s ``added``) and plays it."""
    def ask(**request) -> dict:
        answer = bridge.handle_request(request)
        assert answer["ok"], answer
        return answer

    def key(move: dict) -> str:
        return json.dumps({k: v for k, v in move.items() if k not in ("id", "label")},
                          sort_keys=True)

    state = ask(op="new", variant="casino-do-pato", players=2, humans=[0, 1], seed=0)
    while True:
        state = ask(op="confirm", seat=state["view"]["to_move"])
        large = len(state["view"]["table"]["loose"]) > movegen.LARGE_TABLE
        # the moves left out (the whole list is short enough yet to be listed here)
        offered = {key(m) for m in state["moves"]}
        left_out = [m for m in bridge._session.game.legal_moves() if key(m.to_dict())
                    not in offered]
        assert state["moves_partial"] == sorted({m.card.code for m in left_out},
                                                key=state["view"]["hand"].index)
        assert state["moves_complete"] is not left_out
        if left_out:
            assert large
            missing = next((m for m in left_out if m.kind == "capture"), None)
            if missing:
                break
        state = ask(op="play", move=next(m for m in state["moves"] if m["kind"] == "trail"))
    takes = [c.code for c in missing.takes]
    fit = ask(op="fit", card=missing.card.code, cards=takes)
    assert fit["more"] is True
    assert [m["id"] for m in fit["added"]] == list(range(len(state["moves"]),
                                                         len(state["moves"]) + len(fit["added"])))
    exact = [m for m in fit["added"] if m["id"] in fit["exact"]]
    assert len(exact) == 1 and sorted(exact[0]["takes"]) == sorted(takes)
    after = ask(op="play", move=exact[0])
    assert not set(takes) & set(after["view"]["table"]["loose"])
    assert after["last_move"]["takes"] and sorted(after["last_move"]["takes"]) == sorted(takes)


def test_a_rules_diagram_of_a_large_table_offers_a_bounded_choice_and_adds_what_is_touched():
    # An embedding page may ask for any position: a diagram of 30 loose cards used to list
    # every legal and structurally possible move (hundreds of thousands, seconds and
    # megabytes). It is offered the game's bounded choice, names the cards whose list is
    # cut short, and a capture left out is added when its cards are touched, then tried.
    from cassino.position import format_position, game_from_position

    game = position("casino", 30, seed=5)
    text = format_position(game)
    res = bridge.handle_request({"op": "diagram", "position": text})
    assert res["ok"] and res["complete"] is False
    assert set(res["partial"]) <= {c.code for c in game.hands[0]} and res["partial"]
    assert len(res["candidates"]) < 600 and len(json.dumps(res)) < 200_000
    assert [m["id"] for m in res["candidates"]] == list(range(len(res["candidates"])))
    fresh = game_from_position(text)
    for move in res["legal"]:  # every move offered as legal is legal
        fresh.resolve({k: v for k, v in move.items() if k != "label"})
    listed = {(m["card"], frozenset(m["takes"])) for m in res["candidates"]}
    missing = next(m for m in fresh.moves_within(fresh.loose[:14]) if m.kind == "capture"
                   and (m.card.code, frozenset(c.code for c in m.takes)) not in listed)
    takes = [c.code for c in missing.takes]
    fit = bridge.handle_request({"op": "diagram_fit", "card": missing.card.code,
                                 "cards": takes, "builds": [], "piles": []})
    assert fit["ok"] and fit["more"] is True
    added = [m for m in fit["added"] if m["card"] == missing.card.code
             and set(m["takes"]) == set(takes) and m["kind"] == "capture"]
    assert len(added) == 1 and added[0]["id"] in fit["exact"]
    assert added[0]["id"] >= len(res["candidates"])  # numbered after those listed
    tried = bridge.handle_request({"op": "try", "move": added[0]})
    assert tried["legal"] is True and tried["move"]["takes"] == added[0]["takes"]
    again = bridge.handle_request({"op": "diagram_fit", "card": missing.card.code,
                                   "cards": takes, "builds": [], "piles": []})
    assert again["added"] == [] and added[0]["id"] in again["exact"]  # added once


def test_a_small_tables_diagram_is_whole():
    from cassino.position import format_position

    res = bridge.handle_request({"op": "diagram",
                                 "position": format_position(position("casino", 12, seed=5))})
    assert res["complete"] is True and res["partial"] == []
    fit = bridge.handle_request({"op": "diagram_fit", "card": res["hands"][0][0], "cards": [],
                                 "builds": [], "piles": []})
    assert fit["added"] == [] and fit["more"] is False
