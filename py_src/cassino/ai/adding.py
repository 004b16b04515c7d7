"""Float sums that come out the same on every Python the computer players run on.

From Python 3.12 on, ``sum`` of floats compensates its roundings; CPython 3.11 (the arena,
the tests) adds left to right. The players' estimates are float sums, so one seed led the
expert to one move in the arena and another in the browser (Pyodide runs Python 3.14).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import reduce
from operator import add


def add_up(values: Iterable[float], start: float = 0) -> float:
    """``values`` added to ``start`` left to right, one rounding per addition: what ``sum``
    gives on CPython 3.11, on every version."""
    return reduce(add, values, start)
