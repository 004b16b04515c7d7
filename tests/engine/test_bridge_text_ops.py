"""Only the requests of ``bridge.TEXT_OPS`` import the rules texts and the lessons: the site
ships those apart from its wheel and its worker fetches them before the first such request
(build.py TEXT_PACKAGES, web/worker.js), so every other request, a whole match included,
must work without them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "py_src"
SCRIPT = """
import json, sys
from cassino import bridge

TEXTS = ("cassino.rules_text", "cassino.lessons")
loaded = lambda: sorted(m for m in sys.modules if m.startswith(TEXTS))
out = {}
ask = bridge.handle_request
state = ask({"op": "new", "variant": "casino", "players": 2, "seed": 3, "humans": [],
             "level": "greedy"})
assert state["ok"], state
for _ in range(6):
    assert ask({"op": "ai"})["ok"]
for req in ({"op": "variants"}, {"op": "state"}, {"op": "undo"}, {"op": "target"},
            {"op": "diagram", "position": "casino|h0=7D,9S|h1=KC,3C|t=8D,AH|m=0"}):
    ask(req)
out["match"] = loaded()
assert ask({"op": "rules", "variant": "casino"})["ok"]
out["rules"] = loaded()
assert ask({"op": "lessons", "variant": "casino"})["ok"]
out["lessons"] = loaded()
print(json.dumps(out))
"""


@pytest.mark.skipif(sys.platform == "emscripten",
                    reason="needs a fresh interpreter (a subprocess), which Pyodide has not")
def test_a_match_imports_neither_the_rules_texts_nor_the_lessons_until_asked():
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    run = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True,
                         text=True, timeout=300, check=True)
    found = json.loads(run.stdout.strip().splitlines()[-1])
    assert found["match"] == []
    assert "cassino.rules_text" in found["rules"]
    assert not any(m.startswith("cassino.lessons") for m in found["rules"])
    assert any(m.startswith("cassino.lessons") for m in found["lessons"])


def test_text_ops_are_requests_the_bridge_answers():
    from cassino import bridge

    assert bridge.TEXT_OPS
    assert bridge.TEXT_OPS.issubset(bridge.OPS)
