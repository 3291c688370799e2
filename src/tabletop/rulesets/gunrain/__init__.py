"""Gun Rain (hinata): the 2-player playing-card gunfight of seed 004."""

from .game import GunRainGame
from .rules import GunRainState

__all__ = ["GunRainGame", "GunRainState"]
