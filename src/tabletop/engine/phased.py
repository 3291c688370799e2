"""The convention tabletop's own games share: a state's ``phase`` slot says where the game is,
and the game is over exactly when it is :data:`OVER`. Written once here, so that a game's rules
only say what its result is."""

from __future__ import annotations

from .contract import Result, State

OVER = "over"


class PhasedState(State):
    """A state with a ``phase`` slot (declared by the game's class): over in phase OVER, when
    ``_final_result`` gives the result."""

    __slots__ = ()

    # No class-level ``phase: str`` here: compiled, it would declare a field of its own that
    # hides the ``phase`` slot of a game's plain Python class, so ``phase`` is read by name.
    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def result(self) -> Result | None:
        return self._final_result() if self.phase == OVER else None

    def _final_result(self) -> Result:
        """The result of the game just over (phase OVER)."""
        raise NotImplementedError
