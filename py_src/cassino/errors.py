"""Errors with stable codes and messages in Portuguese and English."""

from __future__ import annotations

import reprlib
from typing import Any

MUST_CAPTURE_ADDED_BUILD = "must-capture-the-build-you-added-to"
MUST_ADD_TO_OWN_BUILD = "must-add-to-own-build"
MUST_TAKE_EVERYTHING = "must-take-everything"
ONE_BUILD_PER_VALUE = "one-build-per-value"
NO_BUILD_FOR_PARTNER = "no-build-for-partner"
NO_PARTNER_PILE = "no-partner-pile"
"""Stable codes of refusals that turn rules give (a rule set's ``Hooks.refusal``) or that
moves made for a partner get (``Move.partner``); ``messages`` holds their texts. The core
owns every code, so that it imports no rule set's module for one."""

_BRIEF = reprlib.Repr()
_BRIEF.maxlevel, _BRIEF.maxstring, _BRIEF.maxother = 3, 40, 40


def brief(value: Any) -> str:
    """A value as a message quotes it: short, and safe however deeply it nests."""
    return _BRIEF.repr(value)


class IllegalMove(ValueError):
    """A move the rules do not allow here; the game is left exactly as it was.

    ``code`` is stable (for programs and the browser), ``message`` is ``{"pt", "en"}``.
    """

    def __init__(self, code: str, en: str, pt: str) -> None:
        super().__init__(f"{code}: {en}")
        self.code = code
        self.message = {"pt": pt, "en": en}

    def to_dict(self) -> dict:
        return {"code": self.code, "message": dict(self.message)}
