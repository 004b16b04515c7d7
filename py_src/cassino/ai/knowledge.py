"""What one seat knows, worked out from its observation alone.

The observation (``Game.observation(seat)``) holds the seat's view and the round's public
history. From them follow every card seen this round (own hand, table, every card played
or taken), the cards each side has captured, and so the *unseen* cards: those held by the
other seats or still in the stock. Builds add a little more: a build's owner must keep a
card that captures it, so it holds a card of the build's value.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ..cards import Card, parse_card
from ..engine import Game
from ..moves import Build
from ..rules import RuleSet, get_rules
from .adding import add_up

READING = "grab"
"""What the other seats' moves of the deal are read for: ``"trail"``, a trail says its
player could not capture (:meth:`Knowledge.lacks`); ``"grab"``, each move is also read as
the greedy level's (:meth:`Knowledge.grab_lacks`) until the seat's later play belies it
(:meth:`Knowledge.doubted`)."""


def malformed(why: str) -> ValueError:
    return ValueError(f"malformed observation: {why}")


@dataclass
class Knowledge:
    """A seat's knowledge of the round in progress (all cards as :class:`Card`)."""

    observation: Mapping[str, Any]
    rules: RuleSet
    options: dict
    seat: int
    players: int
    sides: int
    to_move: int
    dealer: int
    hand: list[Card]
    loose: list[Card]
    builds: list[dict]
    hand_counts: list[int]
    stock: int
    captured: list[list[Card]]
    sweeps: list[int]
    last_capturer: int | None
    unseen: list[Card]
    _lacks: dict[int, frozenset[Card]] | None = None
    _grab_lacks: dict[int, frozenset[Card]] | None = None
    _doubted: frozenset[int] | None = None

    def side_of(self, seat: int) -> int:
        return seat % self.sides

    def pile_of(self, seat: int) -> int:
        """The index in ``captured`` of the pile a seat's captures go to (as
        ``Game.pile_of``: its side's, or its own where each player keeps a pile)."""
        return self.rules.pile_for(seat, self.sides)

    @property
    def side(self) -> int:
        return self.side_of(self.seat)

    def owners_need(self) -> list[tuple[int, int]]:
        """``(seat, value)``: another seat that owns a build of ``value`` holds a card
        of that value (it may not spend its last capturing card)."""
        if not self.rules.keep_capturing_card:
            return []
        need = {(b["owner"], b["value"]) for b in self.builds if b["owner"] != self.seat}
        return sorted(need)

    def lacks(self) -> dict[int, frozenset[Card]]:
        """What other seats probably do not hold, from their trails this deal: a seat that
        trailed held no card that would have captured on the table it faced (most players
        capture when they can), and what it holds now it held then. The table is worked
        back from the present through this deal's trails and plain captures (a build, a
        capture of a build or anything else ends the walk). Empty in rule sets that draw
        after each play."""
        if self._lacks is not None:
            return self._lacks
        found: dict[int, set[Card]] = {}
        grab: dict[int, set[Card]] = {}
        later: dict[int, list[Card]] = {}  # what each seat played after the event read
        doubted: set[int] = set()
        if not self.rules.deal.draw_after_play:
            loose = list(self.loose)
            for event in reversed(self.observation["history"]):
                if not isinstance(event, Mapping) or "kind" not in event:
                    break  # the deal (or the end of the round)
                if event.get("card") is None:
                    continue  # a declaration leaves the table as it is
                kind = event["kind"]
                card = parse_card(event["card"])
                if kind == "trail" and not event.get("uses"):
                    if card not in loose:
                        break
                    loose.remove(card)
                    seat = event.get("seat")
                    if self._other(seat):
                        found.setdefault(seat, set()).update(
                            self._takers(seat, loose, found.get(seat, set())))
                        if READING == "grab":
                            grab.setdefault(seat, set()).update(self._cheaper(card))
                            if self._takers(seat, loose, pool=later.get(seat, ())) or \
                                    self._cheaper(card, later.get(seat, ())):
                                doubted.add(seat)
                elif kind == "capture" and not event.get("targets") and \
                        not event.get("from_piles"):
                    takes = [parse_card(c) for c in event.get("takes") or ()]
                    loose.extend(takes)
                    seat = event.get("seat")
                    if READING == "grab" and self._other(seat):
                        grab.setdefault(seat, set()).update(
                            self._better(seat, loose, card, takes))
                        if self._better(seat, loose, card, takes, later.get(seat, ())):
                            doubted.add(seat)
                else:
                    break
                if isinstance(event.get("seat"), int):
                    later.setdefault(event["seat"], []).append(card)
        self._lacks = {seat: frozenset(cards) for seat, cards in found.items() if cards}
        self._grab_lacks = {seat: frozenset(cards - found.get(seat, set()))
                            for seat, cards in grab.items()
                            if cards - found.get(seat, set()) and seat not in doubted}
        self._doubted = frozenset(doubted)
        return self._lacks

    def doubted(self) -> frozenset[int]:
        """The seats whose later play this deal belies the greedy reading (``READING``
        ``"grab"``): a card one played after a move would have made that move, read as the
        greedy level's, another (a capture where it trailed, a cheaper trail, a capture
        worth more). Their moves are read only as :meth:`lacks` reads them, and believed
        less (``sampling.TRAIL_TRUST_DOUBTED``)."""
        if self._doubted is None:
            self.lacks()
        return self._doubted or frozenset()

    def grab_lacks(self) -> dict[int, frozenset[Card]]:
        """What other seats would not hold if they played as the greedy level (``READING
        "grab"``; beside :meth:`lacks`): a seat that trailed held no card worth less than the
        one it trailed, one that captured no card for a capture worth more (greedy's
        measure: the cards' worth, a sweep). Empty unless ``READING`` is ``"grab"``."""
        if self._grab_lacks is None:
            self.lacks()
        return self._grab_lacks or {}

    def _other(self, seat: object) -> bool:
        """Whether ``seat`` is another seat that still holds cards."""
        return isinstance(seat, int) and seat != self.seat and 0 <= seat < self.players \
            and self.hand_counts[seat] > 0

    def _cheaper(self, card: Card, pool: Iterable[Card] | None = None) -> set[Card]:
        """The unseen cards (or those of ``pool``) worth less than ``card`` (greedy trails
        its cheapest)."""
        from .evaluate import worths
        worth = worths(self.rules)
        return {c for c in (self.unseen if pool is None else pool)
                if worth[c] < worth[card] - 1e-9}

    def _better(self, seat: int, loose: list[Card], card: Card,
                takes: list[Card], pool: Iterable[Card] | None = None) -> set[Card]:
        """The unseen cards (or those of ``pool``) that would have made a capture worth
        more (greedy's measure) than ``card`` taking ``takes`` from ``loose`` and the
        builds."""
        from .evaluate import worths
        worth = worths(self.rules)
        table = len(loose) + sum(len(g) for b in self.builds for g in b["groups"])
        sweep = self.rules.sweep_points

        def gain(taken: list[Card] | tuple[Card, ...]) -> float:
            return add_up(worth[c] for c in taken) + (sweep if len(taken) == table else 0) \
                + len(taken) * 0.01

        made = worth[card] + gain(takes)
        better: set[Card] = set()
        for cards, captures in self._captures_by_kind(seat, loose, pool=pool):
            best = max((gain(m.takes) for m in captures), default=None)
            if best is not None:
                better.update(c for c in cards if worth[c] + best > made + 1e-9)
        return better

    def _takers(self, seat: int, loose: list[Card], known: set[Card] = frozenset(),
                pool: Iterable[Card] | None = None) -> set[Card]:
        """The unseen cards (or those of ``pool``) that would let ``seat`` capture on
        ``loose`` and the builds."""
        takers: set[Card] = set()
        for cards, captures in self._captures_by_kind(seat, loose, known, pool):
            if captures:
                takers.update(cards)
        return takers

    def _captures_by_kind(self, seat: int, loose: list[Card],
                          skip: set[Card] | frozenset[Card] = frozenset(),
                          pool: Iterable[Card] | None = None,
                          ) -> Iterator[tuple[list[Card], list]]:
        """The unseen cards (or those of ``pool``; but ``skip``) by kind — those with the
        same values in hand, or of the same rank — each kind with the captures one of them
        would give ``seat`` on ``loose`` and the builds (a position the rule set refuses
        gives none)."""
        by_values: dict[tuple, list[Card]] = {}
        for c in (self.unseen if pool is None else pool):
            if c not in skip:
                values = self.rules.in_hand(c)
                by_values.setdefault((values, None if values else c.rank), []).append(c)
        for cards in by_values.values():
            hands: list[list[Card]] = [[] for _ in range(self.players)]
            hands[seat] = [cards[0]]
            try:
                game = Game.from_position(self.rules, hands, loose, self.builds, to_move=seat)
            except ValueError:
                continue
            game.bounded = True  # on a large table, a bounded choice (movegen)
            yield cards, [m for m in game.legal_moves() if m.kind == "capture"]

    def position(self, hands: list[list[Card]] | None = None,
                 stock: list[Card] | None = None) -> Game:
        """A game in this position. Unknown hands default to empty and an unknown stock to
        stand-in unseen cards (as many as the stock holds): the seat's own legal moves
        depend only on its hand, the table, the deal and whether the stock lasts."""
        if hands is None:
            hands = [self.hand if s == self.seat else [] for s in range(self.players)]
            if stock is None:
                stock = self.unseen[:self.stock]
        game = Game.from_position(
            self.rules, [list(h) for h in hands], list(self.loose), (),
            to_move=self.to_move, stock=list(stock or ()), options=None, dealer=self.dealer,
            piles=[list(p) for p in self.captured], last_capturer=self.last_capturer)
        # The builds go in as they stand: Game.from_position checks each group with the
        # cards' table values, which refuses a group made with a card's hand value
        # (kasino-builds: an ace is 14 from the hand).
        game.bounded = True  # on a large table, a bounded list of candidates (movegen)
        game.builds = [Build(b["id"], b["value"],
                             tuple(tuple(parse_card(c) for c in g) for g in b["groups"]),
                             b["owner"], b["fixed"]) for b in self.builds]
        game.next_build_id = max((b["id"] for b in self.builds), default=0) + 1
        game.sweeps = list(self.sweeps)
        view = self.observation
        if isinstance(view.get("deal"), int):
            game.deal_no = view["deal"]  # rules for the first deal only (000)
        if "sweep_points" in view and hasattr(game, "sweep_score"):
            game.sweep_score = list(view["sweep_points"])  # what the sweeps are worth
        if "carried" in view and hasattr(game, "carry_in"):
            game.carry_in = dict(view["carried"])  # majorities carried into this round
        game.declared = bool(view.get("declared"))  # one declaration a turn (Tablic)
        game.pending_capture = view.get("pending_capture")  # a build to capture (000)
        game.rebuilds = [(int(r["seat"]), int(r["partner"]), int(r["value"]))
                         for r in view.get("rebuilds") or ()]  # builds for a partner (000)
        for index, top in enumerate(view.get("pile_tops") or ()):
            pile = game.piles[index] if index < len(game.piles) else []
            card = parse_card(top) if top else None
            if card is not None and card in pile:  # the pile's real top (000 pile order)
                pile.remove(card)
                pile.append(card)
        return game


def _cards(raw: Any, what: str) -> list[Card]:
    if isinstance(raw, str) or not isinstance(raw, (list, tuple)):
        raise malformed(f"{what} must be a list of cards, got {raw!r}")
    try:
        return [parse_card(c) for c in raw]
    except ValueError as exc:
        raise malformed(f"{what}: {exc}") from None


def read(observation: Any) -> Knowledge:
    """Check an observation and work out what its seat knows.

    :raises ValueError: ``malformed observation: …`` naming what is missing or wrong (a
        value of the wrong type anywhere inside it included).
    """
    try:
        return _read(observation)
    except (TypeError, KeyError, IndexError, AttributeError, OverflowError,
            RecursionError) as exc:
        raise malformed(f"{type(exc).__name__}: {str(exc)[:200]}") from None


def _whole(value: Any, what: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise malformed(f"{what} must be a whole number from {lo} to {hi}, got "
                        f"{str(value)[:40]!r}")
    return value


def _read(observation: Any) -> Knowledge:
    """``read`` without its net for the errors of wrongly typed values."""
    rules, options = _read_rules(observation)
    seat, players = observation["seat"], observation["players"]
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in (seat, players)):
        raise malformed("seat and players must be integers")
    if players not in rules.players or not 0 <= seat < players:
        raise malformed(f"seat {seat!r} of {players!r} players in {rules.id}")
    table = observation["table"]
    if not isinstance(table, Mapping) or "loose" not in table or "builds" not in table:
        raise malformed("table must have 'loose' and 'builds'")
    deck = len(rules.deck)
    to_move = _whole(observation["to_move"], "to_move", 0, players - 1)
    dealer = _whole(observation.get("dealer", 0), "dealer", 0, players - 1)
    stock = _whole(observation["stock"], "stock", 0, deck)
    hand = _cards(observation["hand"], "hand")
    loose = _cards(table["loose"], "table")
    builds, build_cards = _read_builds(table["builds"], players)
    counts = _read_counts(observation["hands"], seat, players, deck, hand)
    if len({*hand, *loose, *build_cards}) != len(hand) + len(loose) + len(build_cards):
        raise malformed("a card is both in the hand and on the table, or twice")
    sides = rules.sides_for(players)
    captured: list[list[Card]] = [[] for _ in range(rules.piles_for(players))]
    seen: set[Card] = {*hand, *loose, *build_cards}
    last_capturer = _replay(rules, observation["history"], players, captured, seen)
    unseen = [c for c in rules.deck if c not in seen]
    hidden = sum(n for s, n in enumerate(counts) if s != seat) + stock
    if hidden > len(unseen):
        # Fewer unseen cards than hidden ones cannot be; more happen in set-up positions
        # (Game.from_position) that leave cards out of play: sampling deals some of them.
        raise malformed(f"{hidden} hidden cards but only {len(unseen)} unseen ones")
    return Knowledge(
        observation=observation, rules=rules, options=options, seat=seat, players=players,
        sides=sides, to_move=to_move, dealer=dealer,
        hand=hand, loose=loose, builds=builds, hand_counts=list(counts), stock=stock,
        captured=captured, sweeps=list(observation.get("sweeps") or [0] * sides),
        last_capturer=last_capturer, unseen=unseen)


def _read_rules(observation: Any) -> tuple[RuleSet, dict]:
    """An observation is an object with every key a seat is shown; its variant and options
    name the rule set played."""
    if not isinstance(observation, Mapping):
        raise malformed(f"expected an object, got {type(observation).__name__}")
    for key in ("variant", "seat", "players", "hand", "hands", "table", "stock", "history",
                "to_move"):
        if key not in observation:
            raise malformed(f"missing {key!r}")
    try:
        base = get_rules(observation["variant"])
        return base.with_options(observation.get("options") or None)
    except ValueError as exc:
        raise malformed(str(exc)) from None


def _read_builds(raw: Any, players: int) -> tuple[list[dict], list[Card]]:
    """The builds on the table (each with an id, a value, groups of cards, an owner seat),
    and every card in them."""
    builds = []
    build_cards: list[Card] = []
    for b in raw:
        try:
            groups = [_cards(g, "build group") for g in b["groups"]]
            builds.append({"id": _whole(b["id"], "a build's id", 1, 10**6),
                           "value": _whole(b["value"], "a build's value", 1, 100),
                           "groups": [[c.code for c in g] for g in groups],
                           "owner": _whole(b["owner"], "a build's owner", 0, players - 1),
                           "fixed": bool(b.get("fixed", False))})
        except (KeyError, TypeError) as exc:
            raise malformed(f"bad build {b!r}: {exc}") from None
        build_cards.extend(c for g in groups for c in g)
    return builds, build_cards


def _read_counts(raw: Any, seat: int, players: int, deck: int, hand: list[Card]) -> list[int]:
    """Every seat's card count, the observer's matching the hand it is shown."""
    if not isinstance(raw, list) or len(raw) != players:
        raise malformed("hands must list every seat's card count")
    counts = [_whole(n, "a hand's card count", 0, deck) for n in raw]
    if counts[seat] != len(hand):
        raise malformed(f"seat {seat} holds {len(hand)} cards, not {counts[seat]}")
    return counts


def _replay(rules: RuleSet, history: Any, players: int, captured: list[list[Card]],
            seen: set[Card]) -> int | None:
    """Replay the round's public history into the capture piles and the cards seen; the
    seat that made the last capture (None before any)."""
    if not isinstance(history, list):
        raise malformed("history must be a list")
    if len(history) > 2000:
        raise malformed("history is longer than any round")
    last_capturer = None
    for event in history:
        if not isinstance(event, Mapping):
            raise malformed(f"bad history event {str(event)[:40]!r}")
        if "seat" in event:
            _whole(event["seat"], "an event's seat", 0, players - 1)
        _leave_piles(event, captured)
        if _replay_event(rules, event, players, captured, seen):
            last_capturer = event["seat"]
    return last_capturer


def _leave_piles(event: Mapping, captured: list[list[Card]]) -> None:
    """000: a pile top taken or used leaves that pile."""
    for index in event.get("from_piles") or ():
        _whole(index, "an event's from_piles", 0, len(captured) - 1)
    for index in event.get("from_piles") or ():
        pile = captured[index % len(captured)]
        for code in [*(event.get("takes") or []), *(event.get("uses") or [])]:
            used = parse_card(code)
            if used in pile:
                pile.remove(used)
                break


def _replay_event(rules: RuleSet, event: Mapping, players: int, captured: list[list[Card]],
                  seen: set[Card]) -> bool:
    """One history event's cards into the piles and the cards seen: a move's card and
    takes (a capture's go to the capturer's pile), the rest of the table taken after play
    or the table taken before it. Whether it counts as the round's latest capture."""
    sides = rules.sides_for(players)
    if "kind" in event and event.get("card") is not None:  # a declaration has none
        card = parse_card(event["card"])
        takes = _cards(event.get("takes") or [], "takes")
        seen.add(card)
        seen.update(takes)
        if event["kind"] != "capture":
            return False
        batch = [card, *takes]
        partner = event.get("partner")
        if isinstance(partner, int) and 0 <= partner < players:
            # 000 Lesotho: the court cards went under the partner's pile
            captured[rules.pile_for(partner, sides)][:0] = [c for c in batch if c.is_court]
            batch = [c for c in batch if not c.is_court]
        captured[rules.pile_for(event["seat"] % players, sides)].extend(batch)
        return True
    if event.get("event") in ("rest", "table"):  # taken after or before play
        takes = _cards(event["takes"], "rest")
        seen.update(takes)
        captured[rules.pile_for(event["seat"] % players, sides)].extend(takes)
        return event["event"] == "table"
    return False
