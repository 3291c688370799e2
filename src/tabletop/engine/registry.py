"""Name -> game class. A new game is one package plus one line in ``_GAMES``."""

from __future__ import annotations

from importlib import import_module
from typing import Any

from .contract import Game
from .errors import ConfigError

# name -> "module:Class", imported on first use so that start-up stays cheap.
_GAMES = {
    "friday": "tabletop.rulesets.friday:FridayGame",
    "kungfu": "tabletop.rulesets.kungfu:KungFuGame",
    "gunrain": "tabletop.rulesets.gunrain:GunRainGame",
}


def games() -> tuple[str, ...]:
    """The registered game names."""
    return tuple(sorted(_GAMES))


def game_class(name: str) -> type[Game]:
    if not isinstance(name, str) or name not in _GAMES:
        raise ConfigError(f"unknown game {name!r}; available: {', '.join(games())}")
    module, cls = _GAMES[name].split(":")
    return getattr(import_module(module), cls)


def make(name: str, /, **options: Any) -> Game:  # (an option named "name" is unknown)
    """A configured game; bad options raise :class:`ConfigError`."""
    return game_class(name)(**options)
