"""tabletop's checks as pytest tests, one per check, so a failure names the check.

Two ways, both documented in docs/testing.md:

- ``@pytest.mark.parametrize("check", game_checks("mygame"))`` and ``check()`` in the test;
- with this plugin active (installed with tabletop through the ``pytest11`` entry point, or
  ``pytest_plugins = ["tabletop.testing.pytest_plugin"]`` in a top-level conftest.py), a test
  that takes ``game_check`` and is marked ``@pytest.mark.tabletop_game("mygame")`` runs once
  per check (the marker takes ``options``, ``seed`` and ``checks`` as :func:`check_game`).

A check whose library is not installed is a pytest skip that names the library.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest

from . import CHECKS, game_checks, run_check, skip_reason

MARKER = "tabletop_game"


@dataclass(frozen=True)
class GameCheck:
    """One check of one game, called by a test: runs it, or skips it naming the library it
    lacks."""

    check: str
    game: str
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0

    def __call__(self) -> float:
        why = skip_reason(CHECKS[self.check])
        if why:
            pytest.skip(f"tabletop check {self.check!r} of {self.game!r}: {why}")
        return run_check(self.check, self.game, self.options, self.seed)


def check_id(game: str, options: Mapping[str, Any], check: str) -> str:
    """A check's test id: ``GAME[-OPTION=VALUE...]-CHECK``."""
    given = "".join(f"-{k}={v}" for k, v in options.items())
    return f"{game}{given}-{check}"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        f"{MARKER}(name, options=None, seed=0, checks=None): the game whose tabletop checks a "
        "test taking the game_check argument runs, one test per check",
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Parametrize ``game_check`` over the checks of every game the test's markers name."""
    if "game_check" not in metafunc.fixturenames:
        return
    params = [
        param
        for marker in metafunc.definition.iter_markers(MARKER)
        for param in game_checks(*marker.args, **marker.kwargs)
    ]
    if not params:
        raise ValueError(
            f"{metafunc.function.__name__} takes game_check: mark it "
            f'@pytest.mark.{MARKER}("GAME") to name the game to check'
        )
    metafunc.parametrize("game_check", params)
