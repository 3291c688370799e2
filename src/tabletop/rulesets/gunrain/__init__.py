"""Gun Rain (hinata): the 2-player playing-card gunfight of seed 004."""

# The rules before the game: compiled, the game's encoding imports the types of the rules and of
# setting.py, and setting.py (which the rules import) must find the rules begun.
from .rules import GunRainState  # isort: skip
from .game import GunRainGame  # isort: skip

__all__ = ["GunRainGame", "GunRainState"]
