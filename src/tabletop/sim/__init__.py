"""Simulation: many bot games in parallel, summarized with honest intervals."""

from .files import game_record, read_games
from .simulate import Plan, check, finished, game_seed, play_one, run, summarize, write_jsonl

__all__ = [
    "Plan",
    "check",
    "finished",
    "game_record",
    "game_seed",
    "play_one",
    "read_games",
    "run",
    "summarize",
    "write_jsonl",
]
