"""Perfect-recall information-state tensors, of a fixed size per game configuration.

OpenSpiel's information states promise perfect recall, which the observation alone (the seat's
view now) does not keep. The tensor is the observation, then the seat's own past action ids,
one one-hot block of ``num_distinct_actions`` per decision in the order taken, ``recall`` blocks
in all (blocks past the seat's decisions so far stay zero), then one ``overflow`` entry, 1 once
the seat has taken more than ``recall`` actions (only the first ``recall`` are then held). It
is built from the view and the seat's own moves only, so it leaks nothing hidden.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

import tabletop

# The default ``recall`` of each game: above its longest seat's share of 200 random games
# (Friday 75 decisions, Gun Rain 254, Kung Fu 52 with 2 to 4 players).
DEFAULT_RECALL = {"friday": 100, "gunrain": 300, "kungfu": 64}
FALLBACK_RECALL = 100  # a game not in the table


class Recall:
    """The layout of one game configuration's information-state tensor (immutable)."""

    __slots__ = ("observation_size", "num_actions", "recall", "size")

    def __init__(self, observation_size: int, num_actions: int, recall: Any) -> None:
        if isinstance(recall, bool) or not isinstance(recall, int) or recall < 0:
            raise tabletop.ConfigError(
                f"recall is the number of a seat's past actions the information-state tensor "
                f"holds, an integer from 0; got {recall!r}"
            )
        self.observation_size = observation_size
        self.num_actions = num_actions
        self.recall = recall
        self.size = observation_size + recall * num_actions + 1

    def slices(self) -> list[tuple[str, int, int]]:
        """``(name, start, stop)`` of each block, in order: they cover the tensor exactly."""
        actions = self.observation_size + self.recall * self.num_actions
        return [
            ("observation", 0, self.observation_size),
            ("actions", self.observation_size, actions),
            ("overflow", actions, self.size),
        ]

    def _ones(self, own: Iterable[int]) -> list[int]:
        """The indices set to 1 after the observation: one per held action, and overflow."""
        ones = []
        start, width = self.observation_size, self.num_actions
        for step, action in enumerate(own):
            if step == self.recall:
                ones.append(self.size - 1)
                break
            ones.append(start + step * width + action)
        return ones

    def as_list(self, observation: list[float], own: Iterable[int]) -> list[float]:
        """The tensor as a new list: ``observation`` (the seat's, a list it may keep) and its
        own action ids ``own`` in the order taken."""
        tensor = observation + [0.0] * (self.size - self.observation_size)
        for i in self._ones(own):
            tensor[i] = 1.0
        return tensor

    def into(self, tensor: np.ndarray, observation: Sequence[float], own: Iterable[int]) -> None:
        """Rewrite ``tensor`` (of ``size``) in place, as OpenSpiel's observers do."""
        tensor.fill(0.0)
        tensor[: self.observation_size] = observation
        tensor[self._ones(own)] = 1.0

    def views(self, tensor: np.ndarray) -> dict[str, np.ndarray]:
        """The blocks of ``tensor`` by name, as views (``actions`` as ``recall`` rows)."""
        (_, _, obs), (_, _, actions), _ = self.slices()
        return {
            "observation": tensor[:obs],
            "actions": tensor[obs:actions].reshape(self.recall, self.num_actions),
            "overflow": tensor[actions:],
        }
