"""Simulation: many bot games in parallel, summarized with honest intervals."""

from .simulate import Plan, check, finished, game_seed, play_one, run, summarize, write_jsonl

__all__ = [
    "Plan",
    "check",
    "finished",
    "game_seed",
    "play_one",
    "run",
    "summarize",
    "write_jsonl",
]
