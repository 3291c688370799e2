"""Balance studies: many games over a sweep of options, reduced to a self-contained HTML report
of what a designer asks (seat advantage, length, lead, cards, difficulty), with intervals. What
is particular to a game (its sweep, what it counts, its own sections) is in its own package,
its ``balance.py``, a part its descriptor lists (parts.py)."""

from .parts import GameBalance, Tracker
from .report import Report, build
from .study import Setting, load, plan_settings, play

__all__ = ["GameBalance", "Report", "Setting", "Tracker", "build", "load", "plan_settings", "play"]
