"""Learn to play (issue 19, item 4): every rule set has a walk-through of 5 to 10 steps in
Portuguese and English; each step's position parses, its described solution completes the
task through the engine, and its described wrong try is refused with the stated reason or,
legal, fails the task with the step's explanation."""

import pytest
from cassino import bridge
from cassino.cards import DECK
from cassino.lessons import LESSONS
from cassino.lessons.tutor import verdict
from cassino.position import game_from_position
from cassino.rules import RULE_SETS

STEPS = [(v, i, s) for v in sorted(LESSONS) for i, s in enumerate(LESSONS[v].steps)]
IDS = [f"{v}-{i}" for v, i, _ in STEPS]


@pytest.mark.parametrize("variant", sorted(RULE_SETS))
def test_every_rule_set_has_a_lesson_of_5_to_10_steps_in_both_languages(variant):
    lesson = LESSONS[variant]
    assert lesson.variant == variant
    assert 5 <= len(lesson.steps) <= 10
    for item in lesson.steps:
        for text in (item.task, item.hint):
            assert text["pt"].strip() and text["en"].strip() and text["pt"] != text["en"]


@pytest.mark.parametrize(("variant", "index", "item"), STEPS, ids=IDS)
def test_the_steps_solution_completes_its_task(variant, index, item):
    assert game_from_position(item.position).variant == variant
    played: list = []
    for n, move in enumerate(item.solution):
        answer = verdict(item, played, dict(move))
        assert answer["legal"], (move, answer.get("error"))
        if n < len(item.solution) - 1:
            assert answer["goes_on"], move
            played = answer["played"]
    assert answer["done"], (item.goal.name, answer["message"]["en"])


@pytest.mark.parametrize(("variant", "index", "item"), STEPS, ids=IDS)
def test_the_steps_wrong_try_is_refused_or_misses_the_task_and_says_why(variant, index,
                                                                        item):
    answer = verdict(item, [], dict(item.wrong.move))
    assert not answer["done"]
    if item.wrong.code is not None:
        assert answer["legal"] is False
        assert answer["error"]["code"] == item.wrong.code
        assert answer["error"]["message"]["pt"] != answer["error"]["message"]["en"]
    else:
        assert answer["legal"] is True and not answer["goes_on"]
        assert item.miss is not None
        for lang in ("pt", "en"):
            assert item.miss[lang] in answer["message"][lang]


def test_the_bridge_serves_lessons_steps_and_verdicts():
    listing = bridge.handle_request({"op": "lessons"})
    assert {entry["id"] for entry in listing["lessons"]} == set(LESSONS)
    lesson = bridge.handle_request({"op": "lessons", "variant": "casino"})
    assert len(lesson["steps"]) == len(LESSONS["casino"].steps)
    board = bridge.handle_request({"op": "lesson_step", "variant": "casino", "step": 0})
    assert board["ok"] and board["board"]["hands"][0]
    first = LESSONS["casino"].steps[0]
    done = bridge.handle_request({"op": "lesson_try", "variant": "casino", "step": 0,
                                  "played": [], "move": dict(first.solution[0])})
    assert done["ok"] and done["done"] is True
    assert done["message"]["pt"].startswith("Muito bem")


def test_a_lesson_names_every_card_in_words_as_cards_py_does():
    """The lessons page said a card's name (its button's label, a build's cards) from word
    tables of its own; the lesson's answer carries every card's name in both languages, from
    cards.py, as the game's rule-set answer does."""
    names = bridge.handle_request({"op": "lessons", "variant": "swazi"})["card_names"]
    assert set(names) == {card.code for card in DECK}
    assert names["QD"] == {"pt": DECK[46].name("pt"), "en": DECK[46].name("en")}
    assert names == bridge.handle_request({"op": "variants"})["card_names"]


@pytest.mark.parametrize("request_", [
    {"op": "lessons", "variant": "nope"},
    {"op": "lesson_step", "variant": "casino", "step": 99},
    {"op": "lesson_step", "variant": "casino", "step": True},
    {"op": "lesson_try", "variant": "casino", "step": 0, "played": "x", "move": {}},
    {"op": "lesson_try", "variant": "casino", "step": 0,
     "played": [{"kind": "trail", "card": "7S"}], "move": {}},
])
def test_a_bad_lesson_request_is_refused_with_a_code_in_both_languages(request_):
    answer = bridge.handle_request(request_)
    assert answer["ok"] is False and answer["error"]["code"] != "internal-error"
    assert set(answer["error"]["message"]) == {"pt", "en"}


def _offered(board: dict, move: dict) -> bool:
    def shape(m: dict) -> tuple:
        return (m.get("kind"), m.get("card"), frozenset(m.get("takes") or []),
                frozenset(m.get("targets") or []), frozenset(m.get("uses") or []))
    want = shape(move)
    return any(shape(c) == want or (c["kind"], c.get("card")) == want[:2] and (
        want[2] <= frozenset(c.get("takes") or []) and want[3] <= frozenset(
            c.get("targets") or []) and want[4] <= frozenset(c.get("uses") or []))
        for c in board["candidates"])


@pytest.mark.parametrize(("variant", "index", "item"), STEPS, ids=IDS)
def test_the_page_offers_the_solution_and_the_wrong_try_as_moves_to_click(variant, index,
                                                                          item):
    request = {"op": "lesson_step", "variant": variant, "step": index, "played": []}
    board = bridge.handle_request(request)["board"]
    assert _offered(board, dict(item.wrong.move)), item.wrong.move
    played: list = []
    for move in item.solution:
        assert _offered(board, dict(move)), move
        answer = verdict(item, played, dict(move))
        if answer.get("goes_on"):
            board, played = answer["board"], answer["played"]
