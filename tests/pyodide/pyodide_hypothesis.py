"""pytest plugin loaded by run_in_pyodide.mjs (``-p pyodide_hypothesis``) inside Pyodide.

Registers a Hypothesis profile "pyodide": fewer examples (Python in WebAssembly is several
times slower than CPython), no deadline (timings there are noisy) and no example database
(nothing is written into the mounted repo). The runner selects it with
``--hypothesis-profile=pyodide``; Hypothesis's own pytest plugin loads it in pytest_configure,
which runs after tests/engine/conftest.py has been imported, so it wins over a profile that
conftest loads. Tests with an explicit ``@settings(max_examples=...)`` keep their own number.

PYODIDE_HYPOTHESIS_MAX_EXAMPLES (environment of the node process) overrides the number.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

MAX_EXAMPLES = int(os.environ.get("PYODIDE_HYPOTHESIS_MAX_EXAMPLES", "20"))

settings.register_profile(
    "pyodide",
    max_examples=MAX_EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def pytest_report_header(config):
    return f"hypothesis profile registered by pyodide_hypothesis: max_examples={MAX_EXAMPLES}"
