"""What the environments pay a seat: the rules' win or loss by default, or a score that teaches.

A learner that starts from random play and sees only the win/loss reward learns nothing where
random play never wins (Friday's level 1: -1 in every episode). The other kinds pay the seat's
*standing*, a number the rules' own score gives at any position (public facts only):

- ``"win"``: the game's returns (+1 win, -1 loss, 0 draw) when it ends, 0 before;
- ``"score"``: the standing when the game ends, 0 before;
- ``"score_delta"``: the change of the standing over each step, so an episode adds up to the
  final standing minus the standing of the first position.

Standings: Friday, the F15 score (``Result.scores``) over 100; Gun Rain, the seat's HP minus
the opponent's over the starting 5; Kung Fu, the seat's share of its maximum HP minus the best
share among the others. The two-player and multi-player ones lie in [-1, 1].
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

import tabletop
from tabletop.engine import State

REWARDS = ("win", "score", "score_delta")


def standing_of(game: str) -> Callable[[State, int], float] | None:
    """The game's standing (its descriptor's ``research.standing``), or None."""
    where = tabletop.engine.descriptor(game).research.standing
    if where is None:
        return None
    module, _, function = where.partition(":")
    return getattr(import_module(module), function)


def check_reward(kind: object, game: str) -> str:
    """``kind`` if it is a reward this game can pay, else a ``ConfigError`` naming the choices."""
    if kind not in REWARDS:
        raise tabletop.ConfigError(f"reward is one of {', '.join(REWARDS)}; got {kind!r}")
    if kind != "win" and standing_of(game) is None:
        raise tabletop.ConfigError(f"reward {kind!r} needs a standing for {game}; it has 'win'")
    return kind


class Rewarder:
    """Pays one kind of reward to the seats of one game, one episode at a time."""

    __slots__ = ("kind", "_standing", "_last")

    def __init__(self, kind: str, game: str) -> None:
        self.kind = check_reward(kind, game)
        self._standing = standing_of(game)
        self._last: list[float] = []

    def start(self, state: State) -> None:
        """A new episode from ``state``: ``score_delta`` counts from its standings."""
        if self.kind == "score_delta":
            self._last = [self._standing(state, p) for p in range(state.game.num_players)]

    def __call__(self, state: State, seat: int) -> float:
        """``seat``'s reward for the steps since its last call (or since :meth:`start`)."""
        if self.kind == "score_delta":
            now = self._standing(state, seat)
            paid, self._last[seat] = now - self._last[seat], now
            return paid
        if not state.is_over:
            return 0.0
        if self.kind == "win":
            return float(state.result.returns[seat])
        return self._standing(state, seat)


def final_info(state: State, seat: int) -> dict[str, object]:
    """What an episode's last ``info`` adds: the seat's final score and whether it won
    (``is_success``, which Stable-Baselines3's ``Monitor`` and ``EvalCallback`` count)."""
    result = state.result
    return {"final_score": float(result.scores[seat]), "is_success": seat in result.winners}
