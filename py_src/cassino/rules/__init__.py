"""The registry of rule sets, by id."""

from __future__ import annotations

from .base import DealPlan, Hooks, OptionSpec, RuleSet, ScoringItem
from .casino import CASINO
from .casino_br import CASINO_BR, CASINO_DO_PATO, DRAW_CASINO, SPADE_CASINO
from .cassino import CASSINO, ROYAL_CASINO
from .fishing import FISHING_RULE_SETS
from .swazi import SWAZI_RULE_SETS

RULE_SETS: dict[str, RuleSet] = {
    rules.id: rules
    for rules in (CASINO, CASSINO, ROYAL_CASINO, CASINO_BR, DRAW_CASINO, SPADE_CASINO,
                  CASINO_DO_PATO, *SWAZI_RULE_SETS, *FISHING_RULE_SETS)
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
