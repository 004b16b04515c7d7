"""Turns of several actions, capture-pile tops and claims (seed 000, the Swazi family): the
family's hooks (:class:`SwaziTurns`, and Lesotho's and South Africa's own), which the engine
calls as it calls every rule set's.

In these games a build of table cards only, and table cards or an opponent's pile top added
to a build, are actions that do not end the turn: only playing a hand card does. Adding
table cards or a pile top to an opponent's build (which never changes its value) obliges
you to capture it before the turn ends; it stays its owner's, since only a change of value
makes a new owner (``RuleSet.extend_keeps_owner``). Claims, always made, oblige a capture
to take everything its card can take and cards that can join your own builds to join them
before you play a hand card.

Partnerships add two moves made for a partner (``Move.partner``): in Swazi, a build of the
value of a partner's build that an opponent took (:func:`partner_rebuilds`); in Lesotho,
where each player keeps a pile, a capture whose court cards go under the partner's pile
(:func:`courts_for_partner`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any, Protocol

from ..cards import Card
from ..combos import disjoint_unions, groups_summing, members
from ..errors import (
    MUST_ADD_TO_OWN_BUILD,
    MUST_CAPTURE_ADDED_BUILD,
    MUST_TAKE_EVERYTHING,
    ONE_BUILD_PER_VALUE,
)
from ..moves import Build, Move
from .base import Hooks, RuleSet

MEMO_SIZE = 1 << 15  # entries a rule set's memo of table-only builds keeps


class Game(Protocol):
    """What these turn rules read of a game in play (``engine.Game`` is one): they depend
    on this much, not on the engine, which calls them."""

    rules: RuleSet
    hands: list[list[Card]]
    loose: list[Card]
    builds: list[Build]
    piles: list[list[Card]]
    pending_capture: int | None
    rebuilds: list[tuple[int, int, int]]
    stock: list[Card]
    deal_no: int
    dealer: int
    players: int
    sides: int
    pile_count: int
    result: list[dict] | None

    def pile_of(self, seat: int) -> int: ...

    def partners(self, seat: int) -> tuple[int, ...]: ...

    def side_of(self, seat: int) -> int: ...

    def legal_moves(self) -> list[Move]: ...


def opponent_tops(game: Game, seat: int) -> list[tuple[Card, int]]:
    """The top card of every capture pile but the player's own, with the pile's index: the
    opponents' piles, and the partner's where each player keeps a pile (000 Lesotho: "pode
    utilizar as cartas do topo do montinho de seu parceiro como se ele fosse um oponente")."""
    own = game.pile_of(seat)
    return [(pile[-1], i) for i, pile in enumerate(game.piles) if i != own and pile]


def _subsets(rules, loose: Sequence[Card], value: int) -> tuple[int, ...]:
    return groups_summing(tuple(rules.on_table(c) for c in loose), value) if value > 0 else ()


def table_actions(game: Game, seat: int, rules: RuleSet, table: Any = None) -> list[Move]:
    """The actions with table cards (and opponents' pile tops) that do not end the turn.

    A table-only build needs a card of its value in the hand; so does adding to an
    opponent's build, which then becomes yours to capture this turn. Where a player may own
    one build only at the end of a turn, a table-only build is offered only while the hand
    card can still bring the count back (build one, capture another: 000). ``table``: the
    position's ``movegen.Table`` of the loose cards, where the caller has one."""
    if table is None:
        from ..movegen import Table

        table = Table(rules, game.loose)
    hand = game.hands[seat]
    held = {v for card in hand for v in rules.in_hand(card)}
    partners = game.partners(seat)
    loose = table.cards
    moves: list[Move] = []
    # A build of table cards only, at a value the player holds a card of (000 §3).
    if rules.builds:
        taken_values = {b.value for b in game.builds} if rules.one_build_per_value else ()
        build_max = rules.build_max
        for target in sorted(held):
            if target > build_max or target in taken_values:
                continue
            options = _table_build_options(rules, table, target)
            if options:
                moves += table_builds(table.take, options, target)
    if game.builds:
        moves += build_additions(game, seat, rules, loose, held)
    if not moves:
        return moves
    # The new build's capturing card, and every other build's, must stay in the hand — a
    # card for each where a card takes one build (an ace serves one value only).
    from ..movegen import violation

    # The build owed a capture this turn (000 §5) binds the hand card as one's own builds
    # do, though it stays its owner's: it counts as the player's for these checks.
    by_id = {b.id: b for b in game.builds}
    pending = game.pending_capture
    bound = game.builds if pending is None else [
        replace(b, owner=seat) if b.id == pending else b for b in game.builds]
    owned = sum(1 for b in bound if b.owner == seat)
    # A build made or added to must be capturable by the one hand card that ends the
    # turn: one build to capture at most, and no more than one over the player's limit.
    limit = rules.max_builds_per_player
    room = limit is None or owned <= limit
    kept = []
    for move in dict.fromkeys(moves):
        if move.kind == "extend" and (by_id[move.targets[0]].owner in partners
                                      or move.targets[0] == pending):
            kept.append(move)  # an addition to one's own side's build, or to the one owed
        elif room and not (move.kind == "extend" and pending is not None) and (
                violation(rules, seat, move, hand, bound) is None):
            kept.append(move)
    return kept


def build_additions(game: Game, seat: int, rules: RuleSet, loose: Sequence[Card],
                    held: set[int]) -> list[Move]:
    """Table cards or a pile top added to a build as another group of its value (000
    §5–6): to one's own side's build, or to another's where the hand holds a card of its
    value (whoever adds to another's build must capture it this turn). ``loose``: the
    loose cards in table order."""
    partners = game.partners(seat)
    tops = opponent_tops(game, seat) if rules.pile_tops == "add" else []
    moves: list[Move] = []
    for build in game.builds:
        if build.fixed or (build.owner not in partners and build.value not in held):
            continue
        for group in _subsets(rules, loose, build.value):
            cards = _take(loose, group)
            moves.append(Move("extend", None, (), cards, (build.id,), build.value,
                              (*build.groups, cards)))
        for top, side in tops:
            for top_value in rules.on_table(top):
                rest = build.value - top_value
                for group in (0,) if rest == 0 else _subsets(rules, loose, rest):
                    cards = (top, *_take(loose, group))
                    moves.append(Move("extend", None, (), cards, (build.id,), build.value,
                                      (*build.groups, cards), (side,)))
    return moves


def _table_build_options(rules: RuleSet, table: Any, target: int,
                         ) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The unions of disjoint loose groups worth ``target`` that hold two cards or more
    (what a table-only build may gather), each with its groups, in the order of
    ``disjoint_unions(_subsets(...))``. Tables with as many cards of each value share
    them: the rule set's memo keeps them by the table's code."""
    memo = rules.memo["table_builds"]
    key = (table.key, target)
    found = memo.get(key)
    if found is None:
        found = tuple((union, parts) for union, parts in
                      disjoint_unions(_subsets(rules, table.cards, target)).items()
                      if union & (union - 1))
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        memo[key] = found
    return found


def table_builds(take: Callable[[int], tuple[Card, ...]],
                 unions: Iterable[tuple[int, tuple[int, ...]]], target: int,
                 partner: int | None = None) -> list[Move]:
    """Builds of table cards only, two cards or more, worth ``target`` (000 §3: an action
    that does not end the turn): one per union of disjoint loose groups of that value
    (``unions``: pairs of a union and its groups, bitmasks that ``take`` turns into cards).
    ``partner``: made for the partner (000 Swazi partnerships)."""
    return [Move("build", None, (), take(union), (), target,
                 tuple(take(p) for p in parts), (), partner)
            for union, parts in unions if union & (union - 1)]


def _take(loose: Sequence[Card], mask: int) -> tuple[Card, ...]:
    return tuple(loose[i] for i in members(mask))


def top_extends(game: Game, seat: int) -> list[Move]:
    """000 South African: a pile top joins its owner's build only with a hand card."""
    rules = game.rules
    partners = game.partners(seat)
    loose = sorted(game.loose, key=rules.table_order)
    moves: list[Move] = []
    for card in game.hands[seat]:
        for build in game.builds:
            if build.fixed or build.owner not in partners:
                continue
            for top, side in opponent_tops(game, seat):
                for hv in rules.on_table(card):  # laid into a build: its table value
                    for tv in rules.on_table(top):
                        rest = build.value - hv - tv
                        for group in (0,) if rest == 0 else _subsets(rules, loose, rest):
                            uses = (top, *_take(loose, group))
                            moves.append(Move("extend", card, (), uses, (build.id,), build.value,
                                              (*build.groups, (card, *uses)), (side,)))
    return moves


def top_captures(game: Game, seat: int) -> list[Move]:
    """000 South African: captures that take opponents' pile tops like table cards."""
    from ..movegen import pseudo_legal_drafts

    tops = opponent_tops(game, seat)
    if not tops:
        return []
    side_of_top = {card: side for card, side in tops}
    table, drafts = pseudo_legal_drafts(game.rules, seat, game.hands[seat],
                                        [*game.loose, *side_of_top], game.builds,
                                        partners=game.partners(seat), captures_only=True)
    by_id = {b.id: b for b in game.builds}
    top_bits = sum(1 << i for i, card in enumerate(table.cards) if card in side_of_top)
    moves = []
    for draft in drafts:
        if draft[0] != "capture" or not (isinstance(draft, Move) or draft[5] & top_bits):
            continue  # (a draft's sixth field: the loose cards it takes, a bitmask)
        move = table.spell(draft, by_id)
        used = tuple(side_of_top[c] for c in move.takes if c in side_of_top)
        if used:
            moves.append(move._replace(from_pile=used))
    return moves


def maximal_captures(moves: list) -> list:
    """Claims: of the captures by one card at one value, only those no other capture
    contains (a capture leaving takeable cards behind would be claimed)."""
    captures: dict[tuple, list] = {}
    for move in moves:
        if move.kind == "capture":
            captures.setdefault((move.card, move.value), []).append(move.takes)
    contained: set = set()  # (card, value, takes) of the captures another one contains
    for (card, value), takes in captures.items():
        if len(takes) > 1:
            sets = [frozenset(t) for t in takes]
            contained.update((card, value, t) for t, taken in zip(takes, sets, strict=True)
                             if any(taken < other for other in sets))
    if not contained:
        return moves
    return [m for m in moves
            if m.kind != "capture" or (m.card, m.value, m.takes) not in contained]


def one_per_value(moves: list, builds: Sequence[Build]) -> list:
    """000: only one build of each value may stand on the table."""
    if not builds:
        return moves
    values = {b.id: b.value for b in builds}
    kept = []
    for move in moves:
        if move.kind in ("build", "raise") and move.value is not None:
            others = {v for i, v in values.items() if i not in move.targets}
            if move.value in others:
                continue
        kept.append(move)
    return kept


def partner_rebuilds(game: Game, seat: int, rules: RuleSet) -> list[Move]:
    """000 Swazi partnerships: the builds ``seat`` may make for its partner.

    "Se um dos jogadores criar uma construção que, mais tarde, for capturada por outro
    jogador que não seja o que criou a construção, o parceiro deste jogador poderá criar
    uma construção de igual valor em uma jogada subseqüente. O dono desta construção será o
    parceiro do jogador que a construiu."

    Decisions where the seed is silent: the grant (``Game.rebuilds``) comes when an
    opponent captures the build — also after adding table cards or a pile top to it, which
    obliges that capture the same turn and leaves the build its owner's; the build's owner
    when taken is the one who built it, or the last to change its value. It holds for one
    build of that value, on any later turn of the round, and lapses when the round ends.
    The build is made as any other — with a hand card (which ends the turn) or, where
    table actions exist, of table cards only — at that value, which the player need not
    hold; the partner owns it, so the partner must hold a card that takes it (and one for
    each of their other builds), and keeps it: the engine makes no build its owner cannot
    capture. A player's own builds still bind the hand card played.
    """
    from ..movegen import Table, _new_builds, violation

    grants = [(partner, value) for who, partner, value in game.rebuilds if who == seat]
    if not grants or not rules.builds:
        return []
    standing = {b.value for b in game.builds}
    table = Table(rules, game.loose)
    hand = game.hands[seat]
    moves: list[Move] = []
    for partner, value in grants:
        if value > rules.build_max or (rules.one_build_per_value and value in standing):
            continue
        claim = Move("build", None, value=value)
        if violation(rules, partner, claim, game.hands[partner], game.builds) is not None:
            continue  # the partner could not capture it
        drafts: list = []
        for card in hand:
            values = rules.on_table(card)  # laid into a build: its table value (003)
            if values:
                _new_builds(card, values, table, (value,), drafts)
        moves += [table.spell(d, {})._replace(partner=partner) for d in drafts]
        if rules.table_actions:  # of table cards only: the turn goes on
            moves += table_builds(table.take, table.unions(value).items(), value, partner)
    return moves


def courts_for_partner(moves: Sequence[Move], partners: Sequence[int],
                       seat: int) -> list[Move]:
    """000 Lesotho, each player keeping a pile: "Um jogador, ao capturar figuras, se
    quiser, pode colocá-las no final do montinho de seu parceiro, ao invés de no seu
    próprio." Each capture that holds court cards (the capturing card included) once more,
    made for the partner: its court cards go under the partner's pile."""
    partner = next((s for s in partners if s != seat), None)
    if partner is None:
        return []
    return [m._replace(partner=partner) for m in moves
            if m.kind == "capture" and m.card is not None
            and (m.card.is_court or any(c.is_court for c in m.takes))]


def grant_rebuilds(game: Game, seat: int, taken: Sequence[Build]) -> None:
    """000 partnerships: ``seat`` captures builds; each one an opponent owned lets that
    owner's partner make one build of its value for the owner, on any later turn of the
    round (a grant of a value already granted is not repeated)."""
    for build in taken:
        owner = build.owner
        if owner % game.sides == seat % game.sides:
            continue  # taken by its owner or the owner's partner: nothing to rebuild
        for partner in game.partners(owner):
            grant = (partner, owner, build.value)
            if partner != owner and grant not in game.rebuilds:
                game.rebuilds.append(grant)


@lru_cache(maxsize=64)
def strict_rules(rules: RuleSet) -> RuleSet:
    """000's stricter rules of the first deal or the stock: an owner may not trail, and with
    ``strict_one_build`` may own one build only at the end of the turn."""
    return replace(rules, owner_may_trail=False, max_builds_per_player=(
        1 if rules.strict_one_build else rules.max_builds_per_player), strict_phase=None)


def in_strict_phase(game: Game, rules: RuleSet) -> bool:
    """000: the first deal (two-player Swazi, South African) or while the stock lasts."""
    phase = rules.strict_phase
    return (phase == "first-deal" and game.deal_no == 1) or (phase == "stock"
                                                              and bool(game.stock))


class SwaziTurns(Hooks):
    """The Swazi family's turns (000): table actions that do not end the turn, opponents'
    pile tops, one build of each value, claims, a build to capture once added to, builds
    made for a partner whose build an opponent took, and the stricter rules of a phase."""

    def rules_in_force(self, game: Game, rules: RuleSet) -> RuleSet:
        """The stricter rules while ``strict_phase`` lasts (000), else the rule set."""
        return strict_rules(rules) if rules.strict_phase and in_strict_phase(game, rules) \
            else rules

    def turn_moves(self, game: Game, seat: int, rules: RuleSet, table: Any,
                   moves: list) -> tuple[list, list]:
        """Builds for a partner, then the family's turn rules over the hand-card moves, and
        the table actions."""
        if game.rebuilds:
            moves += partner_rebuilds(game, seat, rules)  # 000: builds for a partner
        if rules.table_actions or rules.pile_tops or rules.claims or rules.one_build_per_value:
            return self.turn_rules(game, seat, rules, table, moves)
        return moves, []

    def moves_key(self, game: Game, seat: int) -> tuple:
        """Besides the hand and the table, a turn depends on the stricter phase, the build
        owed a capture, the grants to build for a partner (and then the partners' hands),
        and the pile tops (000)."""
        rules = game.rules
        grants = tuple(game.rebuilds)
        return (rules.strict_phase is not None and in_strict_phase(game, rules),
                game.pending_capture, grants,
                tuple(tuple(game.hands[p]) for p in game.partners(seat)) if grants else (),
                tuple(pile[-1] if pile else None for pile in game.piles) if rules.pile_tops else ())

    def turn_rules(self, game: Game, seat: int, rules: RuleSet, table: Any,
                   drafts: list) -> tuple[list, list[Move]]:
        """Seed 000's turns: the hand-card moves that remain (pile tops, a build to capture,
        claims, court cards for a partner's pile), and the table actions."""
        by_id = {b.id: b for b in game.builds}
        moves = [table.spell(d, by_id) for d in drafts]
        if rules.pile_tops == "capture":
            moves += top_captures(game, seat) + top_extends(game, seat)
        moves += self.more_captures(game, seat, moves)
        actions = table_actions(game, seat, rules, table) if rules.table_actions else []
        if rules.one_build_per_value:
            moves = one_per_value(moves, game.builds)
        if rules.claims:
            moves = maximal_captures(moves)
            partners = game.partners(seat)
            if any(a.kind == "extend" and by_id[a.targets[0]].owner in partners
                   for a in actions):
                moves = [m for m in moves if not m.ends_turn]  # add to your builds first
        if game.pending_capture is not None:
            moves = [m for m in moves if not m.ends_turn
                     or (m.kind == "capture" and game.pending_capture in m.targets)]
        return moves, actions

    def more_captures(self, game: Game, seat: int, moves: list[Move]) -> list[Move]:
        """Captures beyond the hand card's own (none in Swazi)."""
        return []

    def refusal(self, game: Game, request: Any, rules: RuleSet, fits: list,
                legal: list) -> str | None:
        """000: no hand card may be played yet — a build you added to waits for its capture,
        or cards that fit your builds must join them first (a claim); a capture leaving
        cards it can take (a claim); a second build of a value on the table."""
        if request.card is not None and legal and all(m.card is None for m in legal):
            if game.pending_capture is not None:
                return MUST_CAPTURE_ADDED_BUILD
            if rules.claims:
                return MUST_ADD_TO_OWN_BUILD
        for m in fits:
            if rules.claims and m.kind == "capture" and any(
                    o.kind == "capture" and o.card == m.card and set(m.takes) < set(o.takes)
                    for o in legal):
                return MUST_TAKE_EVERYTHING
            if (rules.one_build_per_value and m.kind in ("build", "raise")
                    and any(b.value == m.value and b.id not in m.targets for b in game.builds)):
                return ONE_BUILD_PER_VALUE
        return None

    def builds_taken(self, game: Game, seat: int, taken: list) -> None:
        """000 partnerships: an opponent's capture of a build lets its owner's partner
        rebuild it (:func:`grant_rebuilds`)."""
        if game.sides < game.players:
            grant_rebuilds(game, seat, taken)


class LesothoTurns(SwaziTurns):
    """Lesotho (000): with a pile per player, a capture holding court cards may be made for
    the partner, its court cards going under the partner's pile."""

    def more_captures(self, game: Game, seat: int, moves: list[Move]) -> list[Move]:
        """Each capture with court cards once more, made for the partner
        (:func:`courts_for_partner`), where each player keeps a pile."""
        if game.pile_count > game.sides:
            return courts_for_partner(moves, game.partners(seat), seat)
        return []


class SouthAfricanTurns(SwaziTurns):
    """South African Casino (000): the dealer plays first, and the round's lowest scorer
    deals the next."""

    def first_to_play(self, game: Game, order: list[int]) -> int:
        """000 South African: the dealer plays first — unless a stock set up short left the
        dealer no card, when the first seat dealt one does (it is dealt first)."""
        return game.dealer if game.hands[game.dealer] else order[0]

    def next_dealer(self, game: Game) -> int:
        """000 South African: the round's lowest scorer deals (a tie: the first of them
        from the last dealer on)."""
        if not game.result:
            return super().next_dealer(game)
        step = game.rules.direction
        totals = [game.result[game.side_of(s)]["total"] for s in range(game.players)]
        order = [(game.dealer + step * k) % game.players for k in range(game.players)]
        return min(order, key=lambda s: totals[s])


SWAZI_TURNS = SwaziTurns()
LESOTHO_TURNS = LesothoTurns()
SOUTH_AFRICAN_TURNS = SouthAfricanTurns()
