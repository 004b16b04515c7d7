"""Every rule set's rules for players, in Portuguese and English (issue 19): each text has
every heading, is long enough to teach the game, and its worked examples are rules diagrams
the engine agrees with — the position parses, a move said legal is legal, a move said
refused is refused with the code the text gives, and a sweep it promises is scored."""

import pytest
from cassino import bridge
from cassino.errors import IllegalMove
from cassino.position import game_from_position
from cassino.rules import RULE_SETS
from cassino.rules_text import HEADINGS, TEXTS, diagrams_of, rules_text

VARIANTS = sorted(TEXTS)
DIAGRAMS = [(v, i, d) for v in VARIANTS for i, d in enumerate(diagrams_of(v))]

# RULES.md, "Worked examples in the seeds": each is drawn in at least one rules text.
WORKED_EXAMPLES = {
    "table-A23568", "table-3255", "three-queens", "build-not-in-sum", "build-9-and-4-5",
    "raise-6-to-8-to-9", "raise-loose-not-new-value", "extend-6-3", "two-7-builds",
    "001-10", "rest-to-last-capturer", "swazi-table-build", "double-build", "kasino-ace",
    "kontsina-one-group", "diloti-soy", "yemen-7d-basra",
}


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("lang", ["pt", "en"])
def test_rules_text_has_every_heading_and_teaches_the_game(variant, lang):
    text = rules_text(variant, lang)
    assert text["full"] is True
    assert len(text["text"]) >= 1500
    paragraphs = text["text"].split("\n\n")
    for heading in HEADINGS.values():
        assert heading[lang] in paragraphs, heading[lang]
    assert [s["key"] for s in text["sections"]] == list(HEADINGS)
    assert len(diagrams_of(variant)) >= 3


@pytest.mark.parametrize("variant", VARIANTS)
def test_rules_text_says_the_engines_target_options_and_source(variant):
    rules = RULE_SETS[variant]
    for lang in ("pt", "en"):
        text = rules_text(variant, lang)["text"]
        assert str(rules.target) in text
        assert "seeds/" in text and rules.source in text
        for spec in rules.options:
            assert spec.name[lang] in text, spec.key
        for item in rules.scoring:
            assert item.name[lang] in text, item.key


@pytest.mark.parametrize(("variant", "index", "item"), DIAGRAMS,
                         ids=[f"{v}-{i}" for v, i, _ in DIAGRAMS])
def test_every_diagram_is_what_the_text_says(variant, index, item):
    game = game_from_position(item.position)
    assert game.variant == variant
    assert item.tries and any(t.legal for t in item.tries) or any(
        not t.legal for t in item.tries)
    for attempt in item.tries:
        try:
            move = game.resolve(dict(attempt.move))
        except IllegalMove as exc:
            assert not attempt.legal, (attempt.move, exc.code)
            assert exc.code == attempt.code, attempt.move
            continue
        assert attempt.legal, (attempt.move, "is legal")
        if attempt.sweep is not None:
            after = game.copy()
            side = game.side_of(game.to_move)
            before = after.sweep_score[side]
            after.play(move)
            assert after.sweep_score[side] - before == attempt.sweep, attempt.move


@pytest.mark.parametrize(("variant", "index", "item"), DIAGRAMS[::5],
                         ids=[f"{v}-{i}" for v, i, _ in DIAGRAMS[::5]])
def test_the_bridge_answers_a_diagram_as_the_text_does(variant, index, item):
    assert bridge.handle_request({"op": "diagram", "position": item.position})["ok"]
    for attempt in item.tries:
        answer = bridge.handle_request({"op": "try", "move": dict(attempt.move)})
        assert answer["ok"] and answer["legal"] is attempt.legal
        if not attempt.legal:
            assert answer["error"]["code"] == attempt.code


def test_every_worked_example_of_rules_md_is_drawn():
    drawn = {d.example for v in VARIANTS for d in diagrams_of(v)}
    assert drawn >= WORKED_EXAMPLES, WORKED_EXAMPLES - drawn


def test_the_rules_request_sends_sections_with_diagrams():
    answer = bridge.handle_request({"op": "rules", "variant": "casino"})
    assert answer["ok"] and answer["full"]
    moves = answer["sections"]["en"][3]
    assert moves["key"] == "moves" and moves["diagrams"]
    first = moves["diagrams"][0]
    assert first["position"].startswith("casino|") and first["tries"][0]["label"]
    assert answer["sections"]["pt"][0]["heading"] == "Baralho e valores"
