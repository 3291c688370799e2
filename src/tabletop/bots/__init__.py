"""Bots: programs that pick actions knowing only the engine contract.

A bot sees what its seat may see (``view``, ``legal_actions``, and ``determinize`` for
search), never a game's hidden fields. Every bot is deterministic given its seed.
"""

from __future__ import annotations

from typing import Any, Protocol

from tabletop.engine import Action, ConfigError, State

from .heuristics import HeuristicBot
from .ismcts import ISMCTSBot
from .random_bot import RandomBot


class Bot(Protocol):
    name: str

    def choose(self, state: State, player: int) -> Action:
        """The action ``player`` takes in ``state``; ``state`` is not changed."""


_BOTS: dict[str, type] = {"heuristic": HeuristicBot, "ismcts": ISMCTSBot, "random": RandomBot}


def names() -> tuple[str, ...]:
    return tuple(sorted(_BOTS))


def make(name: str, **options: Any) -> Bot:
    """A bot by name, e.g. ``make("random", seed=1)``; bad names or options: ConfigError."""
    if name not in _BOTS:
        raise ConfigError(f"unknown bot {name!r}; available: {', '.join(names())}")
    try:
        return _BOTS[name](**options)
    except TypeError:
        raise ConfigError(f"bot {name!r} does not take options {sorted(options)}") from None


__all__ = ["Bot", "HeuristicBot", "ISMCTSBot", "RandomBot", "make", "names"]
