"""What the card table asks of the bridge (issue 17): which moves fit the cards a player
touched (``fit``), and what the table draws without deriving it — the direction of play, the
sweep's name, whether the last move ended the turn, the rest taken at the round's end, and
every card's name."""

from __future__ import annotations

from cassino import bridge


def ask(**request) -> dict:
    return bridge.handle_request(request)


def swazi_with_a_table_build() -> dict:
    """swazi-2p seed 2: table 5♦ A♠ K♣ A♦, the human to move with 5♠ 6♠ Q♥ … in hand."""
    state = ask(op="new", variant="swazi-2p", players=2, seed=2, level="greedy")
    assert state["view"]["table"]["loose"] == ["5D", "AS", "KC", "AD"]
    return state


def test_fit_a_touched_card_narrows_to_the_moves_it_makes_and_the_exact_ones():
    state = swazi_with_a_table_build()
    fit = ask(op="fit", card="5S", cards=["5D"])
    labels = {i: state["moves"][i]["label"]["en"] for i in fit["exact"]}
    # 5♠ on 5♦: capture it, build 10, or build 5 (two groups): the announced values differ
    assert sorted(labels.values()) == ["build 10 with 5♠ + 5♦", "build 5 with 5♠ + 5♦",
                                       "capture 5♦ with 5♠"]
    # more moves take 5♦ with others too (build 12 with 5♠ + A♠+A♦+5♦): fits, not exact
    assert set(fit["exact"]) < set(fit["fits"])
    assert fit["reason"] is None


def test_fit_nothing_touched_is_the_trail_and_a_table_action_has_no_card():
    state = swazi_with_a_table_build()
    trail = ask(op="fit", card="QH")
    assert [state["moves"][i]["kind"] for i in trail["exact"]] == ["trail"]
    table = ask(op="fit", card=None, cards=["AS", "5D"])
    assert [state["moves"][i]["label"]["en"] for i in table["fits"]] == [
        "build 6 with A♠+5♦ from the table"]
    assert table["exact"] == table["fits"]


def test_fit_a_selection_that_fits_no_move_says_why_and_changes_nothing():
    state = swazi_with_a_table_build()
    fit = ask(op="fit", card="QH", cards=["5D"])
    assert fit["fits"] == [] and fit["exact"] == []
    reason = fit["reason"]
    assert reason["code"] and reason["message"]["pt"] and reason["message"]["en"]
    assert ask(op="state")["view"] == state["view"]


def test_fit_refuses_what_is_not_a_list_of_picks():
    swazi_with_a_table_build()
    answer = ask(op="fit", card="5S", cards="5D")
    assert answer["ok"] is False and answer["error"]["code"] == "bad-request"


def test_the_view_says_the_direction_and_the_sweeps_name_and_variants_name_every_card():
    # 003 Basra plays to the right and scores basras; 001 casino to the left, no sweep name
    basra = ask(op="new", variant="basra", players=2, seed=3)["view"]
    assert (basra["direction"], basra["sweep_name"]) == (-1, {"pt": "basras", "en": "basras"})
    casino = ask(op="new", variant="casino", players=2, seed=3)["view"]
    assert casino["direction"] == 1
    names = ask(op="variants")["card_names"]
    assert len(names) == 52 and names["10D"] == {"pt": "dez de ouros", "en": "ten of diamonds"}


def test_a_table_action_does_not_end_the_turn_and_the_round_end_names_who_took_the_rest():
    state = swazi_with_a_table_build()
    build = next(m for m in state["moves"] if m["card"] is None)
    after = ask(op="play", move=build)
    assert after["last_move"]["ends_turn"] is False and after["rest"] is None
    state = ask(op="new", variant="casino", players=2, seed=7, level="greedy")
    while state["awaiting"] in ("human", "computer"):
        state = (ask(op="play", move=state["moves"][0]) if state["awaiting"] == "human"
                 else ask(op="ai"))
    # 001 §07: the last capturer takes what is left on the table
    assert state["rest"] == {"seat": 0, "takes": ["4D", "2C"]}


def test_four_players_of_cassino_scopa_and_escova_play_as_two_partnerships_three_do_not():
    """003 Cassino: four play in partnerships, partners facing each other (Scopa and Escova
    likewise); three play each alone. The New game panel reads it per player count."""
    rule_sets = {v["id"]: v for v in ask(op="variants")["variants"]}
    assert rule_sets["cassino"]["in_partnerships"] == {"2": False, "3": False, "4": True}
    assert rule_sets["casino"]["in_partnerships"] == {"2": False}  # 001: two players only
    for variant in ("scopa", "escova"):
        assert rule_sets[variant]["in_partnerships"]["4"] is True
        assert rule_sets[variant]["in_partnerships"]["2"] is False
    # every rule set names each player count it allows, and no other
    for v in rule_sets.values():
        assert sorted(map(int, v["in_partnerships"])) == sorted(v["players"])
