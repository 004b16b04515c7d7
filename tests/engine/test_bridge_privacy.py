"""What the bridge lets out to the page (issue 22): a state holds only its viewer's cards
and no seed of the deal; in hot-seat a hand is sent only after its player confirmed having
the device; the computers' seeds come from a session secret, not from the deal; a save that
cannot be played on (or that would take long to read) is refused, never resumed."""

from __future__ import annotations

import json
import re
import time

import pytest
from cassino import Game, ai, bridge


def ask(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def hidden_cards(viewer: int) -> set[str]:
    """The cards ``viewer`` may not know now: the other hands and the stock."""
    game = bridge._session.game
    cards = {c.code for c in game.stock}
    for seat, hand in enumerate(game.hands):
        if seat != viewer:
            cards |= {c.code for c in hand}
    return cards


def leaked(state: dict, viewer: int) -> set[str]:
    text = json.dumps(state)
    return {code for code in hidden_cards(viewer) if f'"{code}"' in text}


def test_states_of_a_whole_round_hold_no_hidden_card_and_no_seed():
    seed = 918273645
    state = ask(op="new", variant="casino", seed=seed, level="greedy")
    states = 0
    while state["awaiting"] in ("human", "computer"):
        assert leaked(state, 0) == set()
        assert "seed" not in state and not re.search(rf"\b{seed}\b", json.dumps(state))
        states += 1
        state = ask(op="play", move=state["moves"][0]) if state["awaiting"] == "human" \
            else ask(op="ai")
    assert states > 20
    assert ask(op="link") == {"ok": True, "seed": seed, "variant": "casino", "players": 2}


def test_hot_seat_sends_a_hand_only_once_its_player_confirmed():
    state = ask(op="new", variant="casino", seed=4, humans=[0, 1], level="greedy")
    seat = state["seat"]
    assert state["hand_hidden"] is True and state["view"]["hand"] == [] and state["moves"] == []
    assert leaked(state, -1) == set()  # nobody's cards before a player took the device
    for refused in (ask(op="play", move={"kind": "trail", "card": "2C"}), ask(op="hint")):
        assert refused["error"]["code"] == "not-confirmed"
        assert refused["error"]["message"]["pt"] and refused["error"]["message"]["en"]
    assert ask(op="confirm", seat=1 - seat)["error"]["code"] == "not-your-turn"
    assert ask(op="confirm", seat=True)["error"]["code"] == "not-your-turn"
    shown = ask(op="confirm", seat=seat)
    assert shown["hand_hidden"] is False and len(shown["view"]["hand"]) == 4 and shown["moves"]
    assert leaked(shown, seat) == set()
    after = ask(op="play", move=shown["moves"][0])
    assert after["seat"] == 1 - seat and after["hand_hidden"] is True
    assert after["view"]["hand"] == [] and after["moves"] == []
    assert leaked(after, -1) == set()
    # An undo gives the move back to its player, behind the pass screen again.
    back = ask(op="undo")
    assert back["seat"] == seat and back["hand_hidden"] is True and back["view"]["hand"] == []


def test_a_computer_between_two_humans_shows_the_hand_of_the_one_with_the_device():
    state = ask(op="new", variant="cassino", players=3, seed=6, humans=[0, 1], level="greedy")
    while not (state["awaiting"] == "human" and state["seat"] == 1):
        if state["awaiting"] == "human":
            state = ask(op="confirm", seat=state["seat"])
            state = ask(op="play", move=state["moves"][0])
        else:
            state = ask(op="ai")
    state = ask(op="confirm", seat=1)
    state = ask(op="play", move=state["moves"][0])
    assert state["awaiting"] == "computer"
    assert state["seat"] == 1 and state["hand_hidden"] is False
    assert leaked(state, 1) == set()


def test_computer_seeds_come_from_the_session_secret_not_the_deal(monkeypatch):
    seeds: list[int] = []
    choose = ai.choose_move

    def spy(observation, level="greedy", seed=0, budget_ms=1000):
        seeds.append(seed)
        return choose(observation, level, seed, budget_ms)

    monkeypatch.setattr(ai, "choose_move", spy)

    def first_seeds(deal_seed: int, secret: str | None) -> list[int]:
        seeds.clear()
        state = ask(op="new", variant="casino", seed=deal_seed, humans=[], level="random",
                    ai_secret=secret)
        for _ in range(6):
            state = ask(op="ai")
        assert state["ok"]
        return list(seeds)

    one = first_seeds(1, "s3cret")
    dealer = bridge._session.game.dealer
    other = next(d for d in range(2, 50) if Game.new("casino", seed=d).dealer == dealer)
    assert first_seeds(other, "s3cret") == one  # the same whatever the deal: they tell nothing
    assert first_seeds(1, "s3cret") == one  # and the same secret replays the same choices
    assert first_seeds(1, "other") != one
    assert first_seeds(1, None) != first_seeds(1, None)  # a fresh secret per match
    assert all(s not in (1000 * d + n for d in (1, 2) for n in range(50)) for s in one)
    saved = ask(op="save")["save"]
    assert len(saved["ai_secret"]) == 32  # kept with the match, in the worker's save only
    assert "ai_secret" not in json.dumps(ask(op="state"))


def saved_game(**changes) -> dict:
    state = ask(op="new", variant="casino", seed=5, level="greedy", with_save=True)
    save = state["save"]
    save["game"].update(changes)
    return save


@pytest.mark.parametrize(("change", "why"), [
    ({"to_move": 5}, "bad to_move"),
    ({"players": 30000}, "30000 players"),
    ({"players": 2**40}, "players"),
    ({"dealer": -1}, "bad dealer"),
])
def test_a_save_that_cannot_be_played_on_is_refused_at_once(change, why):
    save = saved_game(**change)
    before = ask(op="state")
    start = time.monotonic()
    answer = ask(op="restore", save=save)
    assert time.monotonic() - start < 1
    assert answer["error"]["code"] == "bad-save" and why in answer["error"]["message"]["en"]
    assert ask(op="state") == before


@pytest.mark.parametrize("text", ["[" * 100_000, '{"format": 1, "game": NaN}'])
def test_deeply_nested_or_nan_save_text_is_refused(text):
    assert ask(op="restore", save=text)["error"]["code"] == "bad-save"


def test_a_save_that_takes_too_long_to_read_is_refused(monkeypatch):
    save = saved_game()
    read = Game.from_dict

    def slow(data):
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            json.dumps([1])
        return read(data)

    monkeypatch.setattr(bridge, "RESTORE_SECONDS", 0.3)
    monkeypatch.setattr(Game, "from_dict", staticmethod(slow))
    start = time.monotonic()
    answer = ask(op="restore", save=save)
    assert time.monotonic() - start < 2
    assert answer["error"]["code"] == "bad-save"
    assert "longer than" in answer["error"]["message"]["en"]


def test_the_piles_are_counted_out_at_the_round_end_and_never_before():
    """001 §07: the points are counted from the capture piles once the last card is played;
    until then a pile is a count (its cards are not sent), and at the end every pile's cards
    come with those that score marked: each ace, 10♦ and 2♠."""
    state = ask(op="new", variant="casino", seed=5, level="greedy")
    while state["awaiting"] in ("human", "computer"):
        assert state["counted_piles"] is None
        state = ask(op="ai") if state["awaiting"] == "computer" else ask(
            op="play", move=state["moves"][0])
    game = bridge._session.game
    counted = state["counted_piles"]
    assert [len(p["cards"]) for p in counted] == state["view"]["piles"]
    assert [p["cards"] for p in counted] == [[c.code for c in pile] for pile in game.piles]
    for pile in counted:
        marked = {code for code in pile["cards"] if code[:-1] == "A" or code in ("10D", "2S")}
        assert set(pile["scoring"]) == marked
        for code in marked:
            assert pile["scoring"][code] == (["aces"] if code[0] == "A" else
                                             ["big_casino"] if code == "10D" else ["little_casino"])


def test_escova_marks_the_sevens_of_the_side_that_took_most_of_them():
    """Escova: the side with most sevens scores them (with the sete belo, 7♦, its own item);
    the other side's sevens count for nothing and are not marked."""
    from cassino.cards import parse_cards
    from cassino.rules import RULE_SETS
    from cassino.scoring import scoring_cards

    rules = RULE_SETS["escova"]
    won = parse_cards(["7D", "7C", "7H", "2D"])
    lost = parse_cards(["7S", "3C"])
    assert scoring_cards(rules, won, {"sevens": 1, "sete_belo": 1}) == {
        "7D": ["sete_belo", "sevens"], "7C": ["sevens"], "7H": ["sevens"]}
    assert scoring_cards(rules, lost, {"sevens": 0}) == {}
