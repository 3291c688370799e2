"""The "heuristic" bot: one hand-written strategy per game, each reading only the view."""

from __future__ import annotations

from importlib import import_module

from tabletop.engine import Action, ConfigError, State

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
        module = _STRATEGIES.get(state.game.name)
        if module is None:
            raise ConfigError(f"no heuristic bot for {state.game.name} yet")
        return import_module(module).choose(state, player)
