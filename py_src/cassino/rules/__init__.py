"""The registry of rule sets, by id.

Every module of this package that declares ``RULE_SETS`` (a tuple of rule sets) joins the
registry, in the order of its ``ORDER`` (then its name): a new game is one file here, found
by being there. ``base`` is the model every rule set is made of.
"""

from __future__ import annotations

import os
from importlib import import_module

from .base import DealPlan, Hooks, OptionSpec, RuleSet, ScoringItem


def _families() -> list:
    """The modules of this package that declare rule sets, in their ``ORDER``."""
    here = os.path.dirname(__file__)
    names = sorted({entry.split(".")[0] for entry in os.listdir(here)
                    if entry.endswith((".py", ".pyc")) and not entry.startswith("_")}
                   - {"base"})
    modules = [import_module(f"{__name__}.{name}") for name in names]
    return sorted((m for m in modules if hasattr(m, "RULE_SETS")),
                  key=lambda m: (getattr(m, "ORDER", 1000), m.__name__))


RULE_SETS: dict[str, RuleSet] = {
    rules.id: rules for module in _families() for rules in module.RULE_SETS
}
DEFAULT_VARIANT = "casino"


def get_rules(variant: str | RuleSet) -> RuleSet:
    """The rule set with this id; raise ValueError naming an unknown one."""
    if isinstance(variant, RuleSet):
        return variant
    try:
        return RULE_SETS[variant]
    except (KeyError, TypeError):
        known = ", ".join(RULE_SETS)
        raise ValueError(f"unknown variant {variant!r} (known: {known})") from None


__all__ = ["DEFAULT_VARIANT", "RULE_SETS", "DealPlan", "Hooks", "OptionSpec", "RuleSet",
           "ScoringItem", "get_rules"]
