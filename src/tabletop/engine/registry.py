"""The registered games: every descriptor found under the ``tabletop.games`` entry point group.

tabletop's own games register there too (``pyproject.toml``), so a game distributed as its own
package is found exactly like them. A plug-in that cannot be loaded is left out with a warning
instead of stopping every command.
"""

from __future__ import annotations

import warnings
from functools import cache
from importlib.metadata import entry_points
from typing import Any

from tabletop.i18n.common import ERRORS

from .contract import Game
from .descriptor import ENTRY_POINT_GROUP, GameDescriptor
from .errors import ConfigError


@cache
def descriptors() -> dict[str, GameDescriptor]:
    """Game name -> descriptor, sorted by name, read once per process."""
    found: dict[str, GameDescriptor] = {}
    for point in entry_points(group=ENTRY_POINT_GROUP):
        try:
            descriptor = point.load()
        except Exception as exc:  # a broken plug-in must not stop the others
            warnings.warn(f"game plug-in {point.value!r} cannot be loaded: {exc}", stacklevel=2)
            continue
        problem = _problem(point.name, descriptor, found)
        if problem:
            warnings.warn(f"game plug-in {point.value!r} is left out: {problem}", stacklevel=2)
            continue
        found[point.name] = descriptor
    return dict(sorted(found.items()))


def _problem(name: str, descriptor: Any, found: dict[str, GameDescriptor]) -> str | None:
    if not isinstance(descriptor, GameDescriptor):
        return "it is not a tabletop.engine.GameDescriptor"
    if descriptor.name != name:
        return f"its entry point is named {name!r} but the game {descriptor.name!r}"
    if name in found:
        return f"another package already registers a game named {name!r}"
    return None


def games() -> tuple[str, ...]:
    """The registered game names."""
    return tuple(descriptors())


def descriptor(name: str) -> GameDescriptor:
    """The descriptor of a registered game; an unknown name is a :class:`ConfigError`."""
    found = descriptors()
    if not isinstance(name, str) or name not in found:
        values = {"game": repr(name), "games": ", ".join(found)}
        raise ConfigError(msgid=ERRORS["game_unknown"], values=values)
    return found[name]


def game_class(name: str) -> type[Game]:
    return descriptor(name).load_game_class()


def make(name: str, /, **options: Any) -> Game:  # (an option named "name" is unknown)
    """A configured game; bad options raise :class:`ConfigError`."""
    return game_class(name)(**options)
