"""Friday (Friedemann Friese): the solo deck-builder of seeds 000 and 001."""

from .game import FridayGame
from .rules import FridayState

__all__ = ["FridayGame", "FridayState"]
