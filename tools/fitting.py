"""What the Friday fitting and tuning tools share: the ``--levels`` option, reading the
decisions a tool saved with ``--data`` (a clear error for anything else, never a traceback),
and the playout their paired searches value moves by."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable

from tabletop.bots.ismcts import outcome
from tabletop.engine import State
from tabletop.rulesets.friday import heuristic as friday


def levels_option(text: str) -> list[int]:
    """``--levels``: comma-separated Friday levels, each 1-4."""
    try:
        levels = [int(part) for part in text.split(",")]
    except ValueError:
        levels = []
    if not levels or any(level not in (1, 2, 3, 4) for level in levels):
        raise argparse.ArgumentTypeError(f"levels are 1-4, comma-separated; got {text!r}")
    return levels


def load_decisions(
    path: str, is_decision: Callable[[object], bool], empty: bool = False
) -> list[dict]:
    """The decisions of a ``--data`` file, each checked by ``is_decision`` (none only if
    ``empty``)."""
    try:
        with open(path, encoding="utf-8") as lines:
            found = [json.loads(line) for line in lines if line.strip()]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise SystemExit(f"cannot read decisions from {path}: {error}") from None
    for number, decision in enumerate(found, 1):
        if not is_decision(decision):
            raise SystemExit(f"{path}, line {number}: not a decision written by --data")
    if not found and not empty:
        raise SystemExit(f"{path} holds no decisions")
    return found


def playout(world: State) -> float:
    """The search's reward of ``world`` played to the end by the heuristic."""
    choose = friday.choose
    while not world.is_over:
        world.apply_legal(0, choose(world, 0))
    return outcome(world).values[0]
