"""tabletop's generic tests of the engine contract and of its bots, run on the plug-in.

They are written per game name, parametrized over ``tabletop.games()``, which pytest reads
before the plug-in is installed: each is copied here with ``name`` set to the plug-in's,
keeping its other parameters, so a change to those tests covers the plug-in too. Tests
parametrized over a few chosen games are about those games, and are left out.
"""

from __future__ import annotations

import importlib.util
import types
from collections.abc import Callable
from pathlib import Path

import pytest

import tabletop

from .conftest import NAME

EVERY_GAME = list(tabletop.games())  # read while collecting: tabletop's own games
TESTS = Path(__file__).resolve().parents[1]


def _per_game_tests(relative: str) -> dict[str, Callable]:
    """The tests of ``tests/<relative>`` parametrized over ``name``, for the plug-in alone."""
    path = TESTS / relative
    spec = importlib.util.spec_from_file_location(f"plugin_reuses_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    copies = {}
    for attribute, test in vars(module).items():
        marks = getattr(test, "pytestmark", [])
        per_game = [
            m
            for m in marks
            if m.name == "parametrize" and m.args[0] == "name" and list(m.args[1]) == EVERY_GAME
        ]
        if not attribute.startswith("test_") or not per_game:
            continue
        copy = types.FunctionType(test.__code__, test.__globals__, attribute, test.__defaults__)
        copy.__doc__ = test.__doc__
        copy.pytestmark = [m for m in marks if m not in per_game]
        copy.pytestmark.append(pytest.mark.parametrize("name", [NAME]).mark)
        copies[f"{attribute}__{path.stem}"] = copy
    assert copies, f"{relative} has no per-game tests any more"
    return copies


globals().update(_per_game_tests("engine/test_contract.py"))
globals().update(_per_game_tests("bots/test_random_bot.py"))
globals().update(_per_game_tests("bots/test_ismcts.py"))
