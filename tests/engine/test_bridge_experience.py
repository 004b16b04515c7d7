"""Bridge ops for the player experience (hint, undo, save/restore, rules text, the log) and
the words they use (cassino.notation, cassino.rules_text)."""

from __future__ import annotations

import json

import pytest
from cassino import Game, bridge, variants
from cassino.notation import announcement, log_line, log_lines, number_words
from cassino.rules_text import TEXTS, rules_text


def ask(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def new(**extra):
    request = {"op": "new", "variant": "casino", "seed": 11, "level": "greedy", **extra}
    state = ask(**request)
    assert state["ok"], state
    return run_computers(state)  # the computer may hold the first move


def play_first(state):
    return ask(op="play", move=state["moves"][0])


def run_computers(state):
    while state["awaiting"] == "computer":
        state = ask(op="ai")
    return state


# ---- numbers and the log ------------------------------------------------------------------
@pytest.mark.parametrize(("n", "pt", "en"), [
    (0, "zero", "zero"), (7, "sete", "seven"), (14, "catorze", "fourteen"),
    (16, "dezesseis", "sixteen"), (21, "vinte e um", "twenty-one"),
    (61, "sessenta e um", "sixty-one"), (100, "cem", "one hundred"),
    (121, "cento e vinte e um", "one hundred and twenty-one"), (-5, "menos cinco", "minus five"),
])
def test_numbers_in_words(n, pt, en):
    assert number_words(n, "pt") == pt
    assert number_words(n, "en") == en


def test_announcements_as_the_seeds_say_them():
    assert announcement(7, "pt") == "construindo um sete"
    assert announcement(7, "en") == "building seven"


def test_log_lines_name_builds_sweeps_last_deal_and_the_rest():
    names = {0: {"pt": "Você", "en": "You"}, 1: {"pt": "Computador", "en": "Computer"}}
    build = {"kind": "build", "card": "2H", "takes": [], "uses": ["5C"], "target": None,
             "targets": [], "value": 7, "groups": [["5C", "2H"]], "seat": 0, "sweep": False}
    line = log_line(build, "pt", names)
    assert line.startswith("Você: construir 7 com 2♥") and "construindo um sete" in line
    assert "building seven" in log_line(build, "en", names)
    sweep = {"kind": "capture", "card": "7S", "takes": ["5C", "2H"], "uses": [], "target": 1,
             "targets": [1], "value": 7, "groups": [], "seat": 1, "sweep": True}
    assert log_line(sweep, "pt", names).endswith("limpeza!")
    assert log_line(sweep, "en", names) == "Computer: capture 5♣+2♥ with 7♠ — sweep!"
    assert log_line({"event": "deal", "deal": 6, "last": True}, "pt") == "Mão 6: últimas!"
    assert log_line({"event": "deal", "deal": 6, "last": True}, "en") == "Deal 6: last!"
    rest = {"event": "rest", "seat": 1, "takes": ["8D", "KC"]}
    assert "resto da mesa" in log_line(rest, "pt", names)
    assert log_line(rest, "en", names).startswith("Computer: take the rest")
    assert log_line(rest, "en", {1: {"pt": "Você", "en": "You"}}).startswith(
        "You: take the rest")  # worded like a move: no verb to agree with "You"
    raise_ = {"kind": "raise", "card": "AD", "takes": [], "uses": [], "target": 1,
              "targets": [1], "value": 8, "groups": [["5C", "2H", "AD"]], "seat": 1,
              "sweep": False}
    lines = log_lines([build, raise_], names)
    assert "raise the 7 build to 8" in lines[1]["en"]
    assert "de 7 para 8" in lines[1]["pt"] and "construindo um oito" in lines[1]["pt"]


@pytest.mark.parametrize(("variant", "pt", "en"), [
    ("scopa", "scopa", "scopa"), ("escova", "escova", "escova"), ("basra", "basra", "basra"),
    ("kasino", "mokki", "mokki"), ("casino", "limpeza", "sweep"),
])
def test_the_log_calls_a_sweep_by_the_rule_sets_own_name(variant, pt, en):
    """003 Kasino: "Os sweeps neste jogo se chamam mokki"; Scopa's scopa, Escova's escova,
    003 Basra's basra; the Casino family's sweep (limpeza) elsewhere."""
    from cassino.rules import RULE_SETS

    words = RULE_SETS[variant].sweep_words
    sweep = {"kind": "capture", "card": "7S", "takes": ["5C", "2H"], "uses": [], "target": None,
             "targets": [], "value": 7, "groups": [], "seat": 1, "sweep": True}
    names = {1: {"pt": "Computador", "en": "Computer"}}
    assert log_line(sweep, "pt", names, sweep=words) == f"Computador: capturar 5♣+2♥ com 7♠ — {pt}!"
    assert log_line(sweep, "en", names, sweep=words) == f"Computer: capture 5♣+2♥ with 7♠ — {en}!"


def test_two_sweeps_at_once_are_named_in_the_plural():
    """Escova: the dealer who finds 30 on the opening table takes it as two escovas."""
    from cassino.rules import RULE_SETS

    table = {"event": "table", "seat": 0, "takes": ["5C", "5D", "10S", "10H"], "sweeps": 2}
    names = {0: {"pt": "Você", "en": "You"}}
    escova = RULE_SETS["escova"].sweep_words
    assert log_line(table, "pt", names, sweep=escova).endswith("— 2 escovas!")
    assert log_line(table, "en", names, sweep=escova).endswith("— 2 escovas!")
    assert log_line(table, "pt", names).endswith("— 2 limpezas!")
    assert log_line(table, "en", names).endswith("— 2 sweeps!")
    assert log_line({**table, "sweeps": 1}, "en", names, sweep=escova).endswith("— escova!")


def test_the_bridges_log_names_a_scopa_a_scopa():
    """The log the page shows says the rule set's own word (here Scopa's), never "sweep"."""
    state = ask(op="new", variant="scopa", seed=3, level="greedy")
    for _ in range(200):
        if any(e.get("sweep") for e in bridge._session.game.history):
            break
        state = run_computers(state)
        if state["awaiting"] != "human":
            state = ask(op="next_round")
            continue
        state = play_first(state)
    lines = [line for line in state["log"] if "—" in line["en"] and "capture" in line["en"]]
    assert lines and all(line["en"].endswith("— scopa!") for line in lines)
    assert all(line["pt"].endswith("— scopa!") for line in lines)
    assert not any("sweep" in line["en"] or "limpeza" in line["pt"] for line in state["log"])


def test_state_sends_the_rounds_log_in_both_languages():
    state = new()
    assert state["log"][0] == {"pt": "Mão 1.", "en": "Deal 1."}
    before = len(state["log"])
    state = run_computers(play_first(state))
    assert len(state["log"]) > before
    mine = state["log"][before]
    assert mine["en"].startswith("You: ") and mine["pt"].startswith("Você: ")
    assert state["names"][1] == {"pt": "Computador", "en": "Computer"}


# ---- undo ---------------------------------------------------------------------------------
def test_undo_takes_back_the_human_move_and_the_computer_replies():
    start = new()
    assert start["can_undo"] is False
    after = run_computers(play_first(start))
    assert after["can_undo"] is True
    back = ask(op="undo")
    assert back["ok"]
    assert back["view"] == start["view"]
    assert back["moves"] == start["moves"]
    assert back["can_undo"] is False
    refused = ask(op="undo")
    assert refused["error"]["code"] == "nothing-to-undo"
    assert set(refused["error"]["message"]) == {"pt", "en"}


def test_undo_goes_back_to_the_start_of_the_round_only():
    state = new(seed=3)
    while state["awaiting"] not in ("round-over", "match-over"):
        state = run_computers(play_first(state))
    assert state["can_undo"]
    state = ask(op="next_round")
    assert state["can_undo"] is False
    assert ask(op="undo")["error"]["code"] == "nothing-to-undo"


def test_an_illegal_move_is_not_undoable_and_explains_itself():
    game = Game.from_position("casino", hands=[["7S", "3D"], ["KC", "QD"]], table=["5C", "8D"],
                              builds=[{"groups": [["4H", "3C"]], "value": 7, "owner": 0}])
    bridge._session = bridge.Session(game, [0], ["greedy", "greedy"])
    answer = ask(op="play", move={"kind": "trail", "card": "3D"})
    assert answer["ok"] is False
    assert answer["error"]["code"] == "cannot-trail-while-owning-build"
    assert answer["error"]["message"]["pt"] and answer["error"]["message"]["en"]
    wrong = ask(op="play", move={"kind": "capture", "card": "7S", "takes": ["8D"]})
    assert wrong["error"]["code"] == "capture-value-mismatch"
    assert ask(op="state")["can_undo"] is False


# ---- hints --------------------------------------------------------------------------------
def test_hint_is_one_of_the_legal_moves_with_its_words():
    state = new()
    answer = ask(op="hint")
    assert answer["ok"], answer
    hint = answer["hint"]
    offered = state["moves"][hint["id"]]
    assert {k: offered[k] for k in ("kind", "card", "takes", "uses")} == {
        k: hint[k] for k in ("kind", "card", "takes", "uses")}
    assert hint["label"] == offered["label"]
    assert ask(op="hint", level="expert", budget_ms=50)["ok"]
    assert ask(op="hint", level="nope")["error"]["code"] == "bad-request"


def test_hint_only_on_a_humans_turn():
    state = play_first(new())
    if state["awaiting"] == "computer":
        assert ask(op="hint")["error"]["code"] == "not-your-turn"


# ---- save and restore ---------------------------------------------------------------------
def test_save_and_restore_resume_the_same_match_with_its_undo():
    state = run_computers(play_first(new(seed=5)))
    saved = ask(op="save")["save"]
    assert saved["format"] == bridge.SAVE_FORMAT and saved["saved_at"].endswith("Z")
    text = json.dumps(saved)
    new(seed=99)  # another match in between
    restored = ask(op="restore", save=json.loads(text))
    assert restored["ok"], restored
    assert restored["view"] == state["view"] and restored["moves"] == state["moves"]
    assert restored["log"] == state["log"] and restored["can_undo"]
    assert ask(op="undo")["ok"]
    assert ask(op="restore", save=text)["ok"]  # the JSON text is accepted too


def test_a_state_asked_with_save_carries_what_save_would_answer():
    state = ask(op="new", variant="casino", seed=5, level="greedy", with_save=True)
    while state["awaiting"] == "computer":
        state = ask(op="ai", with_save=True)
    state = ask(op="play", move=state["moves"][0], with_save=True)
    carried = state.pop("save")
    kept = ask(op="save")["save"]
    assert {**carried, "saved_at": None} == {**kept, "saved_at": None}
    assert carried["undo"], "the save holds the undo snapshot of the move just played"
    # Only match states carry it; a failed request or another op does not.
    assert "save" not in ask(op="variants", with_save=True)
    refused = ask(op="play", move={"kind": "trail", "card": "XX"}, with_save=True)
    assert not refused["ok"] and "save" not in refused


@pytest.mark.parametrize(("save", "code"), [
    ("{not json", "bad-save"),
    ([1, 2], "bad-save"),
    ({"format": 0, "game": {}}, "save-format"),
    ({"game": {}}, "save-format"),
    ({"format": 1, "game": {"format": 1}}, "bad-save"),
    ({"format": 1, "game": "x", "humans": [0], "levels": ["greedy"] * 2}, "bad-save"),
])
def test_corrupt_or_older_saves_are_refused_and_the_match_goes_on(save, code):
    state = new(seed=8)
    answer = ask(op="restore", save=save)
    assert answer["ok"] is False and answer["error"]["code"] == code
    assert answer["error"]["message"]["pt"] and answer["error"]["message"]["en"]
    assert ask(op="state")["view"] == state["view"]


def test_a_tampered_save_is_refused():
    new(seed=9)
    saved = ask(op="save")["save"]
    broken = json.loads(json.dumps(saved))
    broken["game"]["hands"][0] = ["ZZ"]
    assert ask(op="restore", save=broken)["error"]["code"] == "bad-save"
    twice = json.loads(json.dumps(saved))
    twice["game"]["loose"] = twice["game"]["hands"][0][:1]
    assert ask(op="restore", save=twice)["error"]["code"] == "bad-save"
    seats = json.loads(json.dumps(saved))
    seats["humans"] = [7]
    assert ask(op="restore", save=seats)["error"]["code"] == "bad-save"


# ---- hot-seat -----------------------------------------------------------------------------
def test_hot_seat_shows_the_seat_to_move_and_names_players():
    state = new(humans=[0, 1], seed=4)
    assert state["hotseat"] is True
    assert state["names"] == [{"pt": "Jogador 1", "en": "Player 1"},
                              {"pt": "Jogador 2", "en": "Player 2"}]
    for _ in range(4):
        assert state["awaiting"] == "human"
        assert state["seat"] == state["view"]["to_move"] == state["view"]["seat"]
        state = play_first(ask(op="confirm", seat=state["seat"]))


# ---- rules text ---------------------------------------------------------------------------
REQUIRED = ("casino", "cassino", "royal-casino", "casino-br", "draw-casino", "spade-casino",
            "casino-do-pato")


@pytest.mark.parametrize("variant", REQUIRED)
def test_rules_text_is_written_in_both_languages(variant):
    answer = ask(op="rules", variant=variant)
    assert answer["ok"] and answer["full"] is True
    assert len(answer["text"]["pt"]) > 600 and len(answer["text"]["en"]) > 600
    assert "−5" in answer["text"]["pt"] and "−5" in answer["text"]["en"]


def test_rules_text_falls_back_to_the_summary():
    every = {v["id"]: v for v in variants()}
    assert set(TEXTS) <= set(every)
    for variant_id, variant in every.items():
        for lang in ("pt", "en"):
            text = rules_text(variant_id, lang)
            if not text["full"]:
                assert text["text"] == variant["summary"][lang]
    assert ask(op="rules", variant="nope")["error"]["code"] == "unknown-variant"


def test_match_history_follows_past_rounds():
    state = new(seed=3)
    assert state["match_history"]["rounds"] == []
    while state["awaiting"] not in ("round-over", "match-over"):
        state = run_computers(play_first(state))
    history = state["match_history"]
    assert history["rounds"] == [[s["total"] for s in state["round_score"]]]
    assert history["running"][-1] == state["view"]["scores"]
    assert history["target"] == state["view"]["target"]


# ---- what the page shows before and around a match (issue 15) ------------------------------
def test_target_answers_what_ends_the_match_with_its_options():
    """003 Basra's best of five plays a fifth game to 150; Cassino's "points to win"."""
    answer = ask(op="target", variant="cassino", players=2, options={"target": 11})
    assert answer["target"] == 11 and answer["text"]["en"] == "Target: 11 points."
    assert answer["text"]["pt"] == "Meta: 11 pontos."
    basra = ask(op="target", variant="basra", players=2, options={"best_of_five": True})
    assert (basra["games_to_win"], basra["decider_target"]) == (3, 150)
    assert "150" in basra["text"]["en"] and "150" in basra["text"]["pt"]
    assert ask(op="target", variant="tablic")["declare_target"] == 101
    assert ask(op="target", variant="nope")["error"]["code"] == "unknown-variant"
    assert ask(op="target", variant="casino", players=5)["error"]["code"] == "bad-request"
    assert ask(op="target", variant="casino", options={"x": 1})["error"]["code"] == "bad-request"


def test_seats_are_named_in_the_order_play_goes_round_the_table():
    """000 Swazi plays to the right (seat 0, 2, 1): Computer 1 is the one after you."""
    state = new(variant="swazi", players=3)
    assert state["view"]["order"] == [0, 2, 1]
    assert [n["en"] for n in state["names"]] == ["You", "Computer 2", "Computer 1"]
    assert state["rules"]["seat_order"]["3"] == [0, 2, 1]
    hotseat = new(variant="swazi", players=3, humans=[0, 1])
    assert [n["en"] for n in hotseat["names"]] == ["Player 1", "Player 3", "Computer 2"]
    clockwise = new(variant="cassino", players=3)
    assert clockwise["view"]["order"] == [0, 1, 2]
    assert [n["en"] for n in clockwise["names"]] == ["You", "Computer 1", "Computer 2"]
