"""The errors a user can cause. Everything else is a bug and may raise anything."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Error(Exception):
    """Base class of every error tabletop raises on purpose."""


class ConfigError(Error):
    """A bad option, scenario (setup), card file or seat number: nothing was created."""


class OptionError(ConfigError):
    """An option given a value the game does not allow. Its message writes values as Python
    does (``draft=False``); :meth:`message` writes them as another caller types them."""

    def __init__(self, game: str, key: str, given: Any, allowed: tuple) -> None:
        self.game, self.key, self.given, self.allowed = game, key, given, allowed
        super().__init__(self.message(repr))

    def message(self, show: Callable[[Any], str]) -> str:
        """The error with every value written by ``show``."""
        choices = ", ".join(map(show, self.allowed))
        return f"{self.game}: option {self.key}={show(self.given)} is not one of {choices}"

    def __reduce__(self) -> tuple:  # pickled back from a worker process
        return type(self), (self.game, self.key, self.given, self.allowed)


class IllegalAction(Error):
    """An action that is not legal now; the state is unchanged."""


class RecordError(Error):
    """A saved game that cannot be replayed (corrupt, other rules version, illegal action)."""


def counted(count: int, noun: str) -> str:
    """A count with its noun, for messages: "1 move", "3 moves"."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
