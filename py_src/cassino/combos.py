"""The one subset-partition search over the table, shared by every rule set.

Table items are numbered; an item set is a bitmask. ``groups_summing`` finds the item sets
whose values can add up to a target, and ``disjoint_unions`` every way of taking several
of those groups at once, each item in one group only. Both are memoised on the values, so a
table seen before costs a dictionary look-up.
"""

from __future__ import annotations

from functools import lru_cache

Values = tuple[tuple[int, ...], ...]  # per item, the values it may count as


@lru_cache(maxsize=1 << 16)
def groups_summing(values: Values, target: int) -> tuple[int, ...]:
    """Bitmasks of the non-empty item sets whose values can sum to ``target``."""
    found: dict[int, None] = {}
    count = len(values)

    def search(start: int, remaining: int, mask: int) -> None:
        for i in range(start, count):
            for value in values[i]:
                if value == remaining:
                    found[mask | 1 << i] = None
                elif 0 < value < remaining:
                    search(i + 1, remaining - value, mask | 1 << i)

    if target > 0:
        search(0, target, 0)
    return tuple(found)


def groups_by_sum(values: Values, limit: int) -> dict[int, tuple[int, ...]]:
    """Every sum up to ``limit`` that a non-empty item set can make, mapped to those item
    sets: one pass over the items serves every value of a table."""
    states: list[tuple[int, int]] = [(0, 0)]
    several = False  # whether an item may count as more than one value
    bit = 1
    for options in values:
        if len(options) == 1:
            value = options[0]
            room = limit - value
            states += [(total + value, mask | bit) for total, mask in states if total <= room]
        elif options:
            several = True
            grown: list[tuple[int, int]] = []
            for value in options:
                grown += [(total + value, mask | bit) for total, mask in states
                          if total + value <= limit]
            states += grown
        bit <<= 1
    found: dict[int, list[int]] = {}
    for total, mask in states[1:]:
        if total in found:
            found[total].append(mask)
        else:
            found[total] = [mask]
    if several:  # an item set may then make one sum in several ways: list it once
        return {total: tuple(dict.fromkeys(masks)) for total, masks in found.items()}
    return {total: tuple(masks) for total, masks in found.items()}


def add_item(sums: dict[int, tuple[int, ...]], value: int, bit: int, limit: int,
             ) -> dict[int, tuple[int, ...]]:
    """``groups_by_sum`` of some items and one more, worth ``value`` alone and numbered
    ``bit`` (above all theirs), from ``sums``, theirs: the sets with the new item are the
    old ones plus it. Sums and sets come in the order ``groups_by_sum`` gives them."""
    grown = dict(sums)
    if value <= limit:
        grown[value] = (*sums.get(value, ()), bit)
    for total, masks in sums.items():
        if total + value <= limit:
            grown[total + value] = (*grown.get(total + value, ()),
                                    *[mask | bit for mask in masks])
    return grown


@lru_cache(maxsize=1 << 16)
def disjoint_unions(groups: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    """Every union of pairwise disjoint groups (the empty union included), each mapped to
    one choice of the groups that make it up."""
    return _unions(groups, None)[0]


def _unions(groups: tuple[int, ...], cap: int | None,
            ) -> tuple[dict[int, tuple[int, ...]], bool]:
    """The unions of disjoint ``groups``, found group by group, until more than ``cap`` are
    found (None: no cap): the first ``cap`` of them, and whether that is all."""
    reach: dict[int, tuple[int, ...]] = {0: ()}
    for group in groups:
        for union, parts in list(reach.items()):
            if not union & group and union | group not in reach:
                reach[union | group] = (*parts, group)
                if cap is not None and len(reach) > cap:
                    return dict(list(reach.items())[:cap]), False
    return reach, True


@lru_cache(maxsize=1 << 16)
def nonempty_unions(groups: tuple[int, ...]) -> tuple[int, ...]:
    """The unions of disjoint ``groups`` but the empty one: what a capture may take."""
    return tuple(disjoint_unions(groups))[1:]


@lru_cache(maxsize=1 << 16)
def build_options(owns: tuple[int, ...], groups: tuple[int, ...],
                  ) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """The ways to make a new build: one of ``owns`` (the items grouped with the hand
    card; 0 for none) joined by a union of disjoint ``groups`` of the build's value, as
    ``(own, union, parts)``. Each item set gathered appears once, and never none."""
    found: dict[int, tuple[int, int, tuple[int, ...]]] = {}
    unions = disjoint_unions(groups)
    for own in owns:
        for union, parts in unions.items():
            if not union & own and union | own and union | own not in found:
                found[union | own] = (own, union, parts)
    return tuple(found.values())


@lru_cache(maxsize=1 << 14)
def members(mask: int) -> tuple[int, ...]:
    """The item numbers in a bitmask, ascending."""
    return tuple(i for i in range(mask.bit_length()) if mask >> i & 1)


@lru_cache(maxsize=1 << 12)
def first_unions(groups: tuple[int, ...], cap: int) -> tuple[dict[int, tuple[int, ...]], bool]:
    """``disjoint_unions`` found in its own order until more than ``cap`` are found: the
    first ``cap`` of them (each with the same groups as there), and whether that is all."""
    return _unions(groups, cap)


@lru_cache(maxsize=1 << 12)
def fewest_cards(groups: tuple[int, ...], count: int) -> tuple[int, ...]:
    """The ``count`` groups of the fewest cards (ties in their order), in their order."""
    if len(groups) <= count:
        return groups
    chosen = set(sorted(range(len(groups)), key=lambda i: groups[i].bit_count())[:count])
    return tuple(g for i, g in enumerate(groups) if i in chosen)


def packings(groups: tuple[int, ...], starts: int) -> dict[int, tuple[int, ...]]:
    """Maximal unions of disjoint groups: from each of the first ``starts`` groups, every
    later group (then every earlier one) that fits is added, in order."""
    found: dict[int, tuple[int, ...]] = {}
    for first in range(min(starts, len(groups))):
        union, parts = 0, []
        for group in (*groups[first:], *groups[:first]):
            if not union & group:
                union |= group
                parts.append(group)
        found.setdefault(union, tuple(parts))
    return found
