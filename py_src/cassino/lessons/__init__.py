"""Learn to play: a short guided walk-through per rule set (issue 19, item 4).

Each lesson is data (:class:`.model.Lesson`): 5 to 10 steps, each a position in the
notation of :mod:`cassino.position`, a task and a hint in Portuguese and English, and the
task's goal, a named check over the moves played (:mod:`.model`). The engine decides what
is legal and why not; the goal only says whether the task is done. One module per family,
like :mod:`cassino.rules_text` (and :mod:`.scopa_escova` for the two games beyond the
seeds); a rule set's lesson is one entry of its module's ``LESSONS``. The bridge's
requests are in :mod:`.tutor`.
"""

from __future__ import annotations

from . import book, casino, fishing, scopa_escova, swazi
from .model import Lesson

LESSONS: dict[str, Lesson] = {**casino.LESSONS, **book.LESSONS,
                               **swazi.LESSONS, **fishing.LESSONS,
                               **scopa_escova.LESSONS}
"""Each rule set's lesson, by id."""
