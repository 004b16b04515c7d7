"""Persistence: the whole game as versioned JSON-ready data and back, every field of a
save checked, so a restored game plays to the end of its match."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from . import validate
from .cards import Card
from .rules import RuleSet, get_rules
from .seating import Seating
from .state import GameState

FORMAT = 1  # version of to_dict()'s layout
_SAVED_KEYS = ("variant", "options", "players", "seed", "round", "shuffles", "dealer",
               "scores", "match_over", "winner", "past_rounds", "hands", "loose", "builds",
               "piles", "stock", "sweeps", "sweep_score", "carry", "carry_in", "games_won",
               "declared", "interrupted", "to_move", "last_capturer", "next_build_id",
               "deal_no", "round_over", "round_void", "result", "history")


class Persistence:
    """Saving and restoring ``Game``."""

    rules: RuleSet
    players: int
    sides: int
    seating: Seating
    state: GameState
    variant: str
    seed: int
    options: dict

    def to_dict(self) -> dict:
        """The whole game as JSON-ready data; ``Game.from_dict`` restores it exactly."""
        return {"format": FORMAT, "variant": self.variant, "options": dict(self.options),
                "players": self.players, "seed": self.seed, **self.state.to_dict()}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """Restore a game saved with ``to_dict``. Every field is checked (types, ranges,
        seats, cards of the deck at most once, a player to move with a card and a legal
        move, the history's events), so a game it returns plays to the end of its round
        and match.

        :raises ValueError: data of another format or that does not describe a game; the
            message names the field.
        """
        try:
            return cls._checked(data)
        except ValueError as exc:
            raise ValueError(f"not a saved game: {exc}") from None
        except (RecursionError, MemoryError, OverflowError):
            raise ValueError("not a saved game: too big or too deeply nested") from None

    @classmethod
    def _checked(cls, data: Any) -> Self:
        v = validate
        data = v.mapping(data, "the game")
        fmt = data.get("format")
        if type(fmt) is not int or fmt != FORMAT:
            raise ValueError(f"unsupported saved-game format {str(fmt)[:20]!r}")
        missing = [key for key in _SAVED_KEYS if key not in data]
        if missing:
            raise ValueError(f"missing {', '.join(missing)}")
        variant = data["variant"]
        if not isinstance(variant, str):
            raise v.bad("variant", "must be a rule set's id")
        rules, chosen = get_rules(variant).with_options(v.option_values(data["options"]))
        players = data["players"]
        if type(players) is not int or players not in rules.players:
            raise v.bad("players", f"{rules.id} is played by {list(rules.players)}")
        rules = rules.for_players(players)
        seating = Seating.of(rules, players)
        game = object.__new__(cls)
        game._bind(seating, v.seed(data["seed"]), chosen, GameState.from_dict(data, seating))
        game._check_sound()
        return game

    def _check_sound(self) -> None:
        """A restored game is whole: its deck's cards once each, and a round in play has a
        player to move with a legal move."""
        game = self
        v = validate
        rules, players = game.rules, game.players
        if game.round < 1 and not game.round_over:
            raise v.bad("round", "a round in play is round 1 or later")
        v.distinct_cards(game._cards(), rules.deck)
        if game.shuffles and len(game._cards()) != len(rules.deck):
            # a dealt game (not a position set up by hand, whose shuffles are 0) keeps
            # every card of its deck somewhere
            raise ValueError(f"{len(rules.deck) - len(game._cards())} cards of the deck are "
                             "missing")
        if game.match_over and not game.round_over:
            raise v.bad("match_over", "a match ends with its round")
        if not game.round_over:
            v.stock_dealt(rules, players, game.stock)
            if game.builds and not rules.builds:
                raise v.bad("builds", "this game has no builds")
            if not game.hands[game.to_move]:
                raise v.bad("to_move", f"seat {game.to_move} is to move but holds no card")
            if not game._legal_list():
                raise ValueError(f"seat {game.to_move} is to move but has no legal move")
            game.state.legal = None

    def _cards(self) -> list[Card]:
        """Every card of the round: hands, table, builds, capture piles and stock."""
        return self.state.cards()
