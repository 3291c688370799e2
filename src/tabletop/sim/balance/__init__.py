"""Balance studies: many games over a sweep of options, reduced to a self-contained HTML report
of what a designer asks (seat advantage, length, lead, cards, difficulty), with intervals."""

from .report import build
from .study import SWEEPS, Setting, load, plan_settings, play

__all__ = ["SWEEPS", "Setting", "build", "load", "plan_settings", "play"]
