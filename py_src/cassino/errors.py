"""Errors with stable codes and messages in Portuguese and English."""

from __future__ import annotations

import reprlib
from typing import Any

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
