"""The "heuristic" bot: one hand-written strategy per game, each reading only the view.

Each strategy module also has ``evaluate(state) -> Estimate``: a static guess of how the game
will end, which a search calls on the worlds it samples (never on the real state) to cut its
rollouts short; and may have ``quiet(state) -> bool``, the positions where that guess is fair
to compare (Kung Fu: while cards are chosen, when no attack is half done).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import import_module
from types import ModuleType
from typing import NamedTuple

from tabletop.engine import Action, ConfigError, State


class Estimate(NamedTuple):
    """A position's static evaluation, per player."""

    values: tuple[float, ...]  # expected reward in 0..1 (the search's reward scale)
    scores: tuple[float, ...]  # expected final score


# game name -> module with choose(state, player) -> Action
_STRATEGIES = {
    "friday": "tabletop.bots.heuristics.friday",
    "gunrain": "tabletop.bots.heuristics.gunrain",
    "kungfu": "tabletop.bots.heuristics.kungfu",
}


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # the strategies are deterministic; the seed is kept for symmetry

    @staticmethod
    def knows(state: State) -> bool:
        return state.game.name in _STRATEGIES

    def choose(self, state: State, player: int) -> Action:
        return _strategy(state.game.name).choose(state, player)


@cache
def _strategy(game: str) -> ModuleType:
    """The game's strategy module, looked up once (rollouts ask for it at every move)."""
    module = _STRATEGIES.get(game)
    if module is None:
        raise ConfigError(f"no heuristic bot for {game} yet")
    return import_module(module)


def evaluator(game: str) -> tuple[Callable[[State], Estimate], Callable[[State], bool]] | None:
    """The game's ``evaluate(state) -> Estimate`` and ``quiet(state) -> bool`` (positions the
    evaluation can be trusted at; every position when the game has no ``quiet``), or None."""
    if game not in _STRATEGIES or not hasattr(strategy := _strategy(game), "evaluate"):
        return None
    return strategy.evaluate, getattr(strategy, "quiet", _anywhere)


def _anywhere(state: State) -> bool:
    return True
