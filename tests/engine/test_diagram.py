"""Rules diagrams through the bridge: set up a position, try moves, get the why."""

import json

from cassino import bridge

POSITION = "casino|h0=7D,9S|h1=KC,3C|t=8D,AH|b=5C+2H:7:0|m=0"


def ask(**request):
    return bridge.handle_request(request)


def test_diagram_lists_hands_table_legal_moves_and_candidates():
    res = ask(op="diagram", position=POSITION)
    assert res["ok"] and res["position"] == POSITION
    assert res["hands"] == [["7D", "9S"], ["KC", "3C"]] and res["to_move"] == 0
    assert res["view"]["table"]["loose"] == ["8D", "AH"]
    kinds = {(m["kind"], m["card"]) for m in res["candidates"]}
    assert {("trail", "9S"), ("trail", "7D"), ("capture", "7D"), ("capture", "9S")} <= kinds
    legal = {json.dumps(m["label"]) for m in res["legal"]}
    labelled = {json.dumps(m["label"]) for m in res["candidates"]}
    assert legal <= labelled, "every legal move is among the candidates"
    assert [m["id"] for m in res["candidates"]] == list(range(len(res["candidates"])))
    json.dumps(res)


def test_try_a_legal_move_leaves_the_diagram_as_it_was():
    ask(op="diagram", position=POSITION)
    res = ask(op="try", move={"kind": "capture", "card": "7D", "takes": ["5C", "2H"],
                              "targets": [1]})
    assert res == {**res, "ok": True, "legal": True}
    assert res["move"]["label"]["en"] == "capture 5♣+2♥ with 7♦"
    assert res["after"].startswith("casino|h0=9S|h1=KC,3C|t=8D,AH|m=1")
    again = ask(op="try", move={"kind": "capture", "card": "7D", "takes": ["5C", "2H"],
                                "targets": [1]})
    assert again["legal"] is True


def test_try_explains_illegal_moves_in_both_languages():
    ask(op="diagram", position=POSITION)
    trail = ask(op="try", move={"kind": "trail", "card": "9S"})
    assert trail["ok"] and trail["legal"] is False
    assert trail["error"]["code"] == "cannot-trail-while-owning-build"
    assert "build" in trail["error"]["message"]["en"]
    assert "construção" in trail["error"]["message"]["pt"]
    capture = ask(op="try", move={"kind": "capture", "card": "9S", "takes": ["8D"]})
    assert capture["error"]["code"] == "capture-value-mismatch"
    keep = ask(op="try", move={"kind": "trail", "card": "7D"})
    assert keep["legal"] is False


def test_every_candidate_gets_an_answer():
    res = ask(op="diagram", position=POSITION)
    answers = [ask(op="try", move=m) for m in res["candidates"]]
    assert all(a["ok"] for a in answers)
    assert sum(a["legal"] for a in answers) == len(res["legal"])


def test_bad_requests():
    assert ask(op="diagram", position="casino|h0=ZZ|h1=")["error"]["code"] == "bad-position"
    assert ask(op="diagram", position=None)["error"]["code"] == "bad-position"
    assert ask(op="diagram", position="casino|h0=|h1=KC|m=0")["error"]["code"] == "bad-position"
    ask(op="diagram", position=POSITION)
    assert ask(op="try", move="trail")["error"]["code"] == "malformed-move"
    assert ask(op="try", move={"kind": "trail", "card": "KC"})["error"]["code"] == (
        "card-not-in-hand")
    out = json.loads(bridge.handle(json.dumps({"op": "try", "move": {"kind": "fly"}})))
    assert out["legal"] is False and out["error"]["code"] == "malformed-move"


def test_diagram_fit_names_the_candidates_the_touched_cards_fit_legal_or_not():
    """Playing a diagram by touching the cards (issue 17): 9♠ on 8♦ fits the (illegal)
    capture of 8♦ alone, exactly, and the capture of A♥+8♦; nothing with 7♦ takes 8♦ and
    A♥ together, and the rules say why."""
    res = ask(op="diagram", position=POSITION)
    label = {m["id"]: m["label"]["en"] for m in res["candidates"]}
    fit = ask(op="diagram_fit", card="9S", cards=["8D"])
    assert [label[i] for i in fit["exact"]] == ["capture 8♦ with 9♠"]
    assert "capture A♥+8♦ with 9♠" in [label[i] for i in fit["fits"]]
    assert [label[i] for i in ask(op="diagram_fit", card="9S")["exact"]] == ["trail 9♠"]
    none = ask(op="diagram_fit", card="7D", cards=["8D", "AH"])
    assert none["fits"] == [] and none["reason"]["code"] == "capture-value-mismatch"
    assert ask(op="diagram_fit", card="7D", cards="8D")["error"]["code"] == "bad-request"
