"""Blind Bid as a configured game: the option, the deal, scenarios and the research spaces."""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action, ConfigError, Game, Rng, unknown_keys
from tabletop.engine.encoding import Features

from . import encoding
from .descriptor import DESCRIPTOR
from .rules import CARDS, PRIZES, BlindBidState

_SETUP_KEYS = ("hands", "prizes")


class BlindBidGame(Game):
    """Blind Bid; option ``rounds`` (1-4): prizes to bid for, and cards per hand."""

    descriptor = DESCRIPTOR
    rules_version = "blindbid-1"
    num_distinct_actions = encoding.NUM_ACTIONS

    def new_game(self, seed: int, setup: dict | None = None) -> BlindBidState:
        """A deal from ``seed``; a scenario may fix ``hands`` (``rounds`` cards of each suit)
        and ``prizes`` (the prize cards to come, the first turned up first)."""
        s = self._blank_state(BlindBidState, seed, setup)
        setup = s.setup or {}
        unknown = unknown_keys(setup, _SETUP_KEYS)
        if unknown:
            raise ConfigError(f"setup: unknown key {unknown[0]!r} (keys: {', '.join(_SETUP_KEYS)})")
        s.rng = Rng(s.seed)
        s.rounds = rounds = self.options["rounds"]
        suits, prizes = [list(CARDS), list(CARDS)], list(PRIZES)
        for cards in (*suits, prizes):
            s.rng.shuffle(cards)
        dealt = [sorted(cards[:rounds]) for cards in suits]
        s.hands = _hands(setup["hands"], rounds) if "hands" in setup else dealt
        s.pile = _prizes(setup["prizes"], rounds)[::-1] if "prizes" in setup else prizes
        s.prize = s.pile.pop()
        s.round = 1
        s.bids = [None, None]
        s.scores = [0, 0]
        s.played = []
        return s

    def action_id(self, state: BlindBidState, action: Action) -> int:
        return encoding.action_id(action)

    def action_notation(self, action_id: int) -> str | None:
        return encoding.action_notation(action_id)

    def encode(self, view: dict) -> list[float]:
        return encoding.features(view).out

    def features(self, view: dict) -> Features:
        return encoding.features(view)


def _hands(value: Any, rounds: int) -> list[list[int]]:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(h, list) and len(h) == rounds for h in value)
        or not all(type(c) is int and c in CARDS for h in value for c in h)
        or not all(len(set(h)) == rounds for h in value)
    ):
        raise ConfigError(
            f"setup: 'hands' must be two lists of {rounds} different cards 1-9, got {value!r}"
        )
    return [sorted(h) for h in value]


def _prizes(value: Any, rounds: int) -> list[int]:
    if (
        not isinstance(value, list)
        or len(value) < rounds
        or not all(type(p) is int and p in PRIZES for p in value)
        or len(set(value)) != len(value)
    ):
        raise ConfigError(
            f"setup: 'prizes' must list at least {rounds} different prizes 1-5, got {value!r}"
        )
    return list(value)
