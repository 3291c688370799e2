"""The baseline opponent: a uniformly random legal action."""

from __future__ import annotations

import random

from tabletop.engine import Action, State


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: State, player: int) -> Action:
        return self._rng.choice(state.legal_actions(player))
