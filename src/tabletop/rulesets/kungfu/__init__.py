"""Kung Fu: the 2-5 player dice-and-card battle of seed 002 (rulings K1-K9)."""

from .game import KungFuGame
from .rules import KungFuState

__all__ = ["KungFuGame", "KungFuState"]
