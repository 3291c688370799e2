"""Which module draws which game on the terminal: the ``screen`` of the game's descriptor.

The play loop and the replay viewer are generic; they ask for the game's screen here. A game
without one still plays, shown by :class:`GenericScreen`. A screen lays out with rich what the
game's words say (:mod:`tabletop.present`): the menu's move descriptions and the notation help
come from there, the same text the web server sends.
"""

from __future__ import annotations

from importlib import import_module
from typing import Protocol

from rich.console import RenderableType
from rich.pretty import Pretty
from rich.table import Table

from tabletop.engine import GameDescriptor


class Screen(Protocol):
    """What a game's screen module provides (module-level functions)."""

    def render(self, view: dict) -> RenderableType:
        """The whole position as the player sees it."""

    def render_result(self, result: dict) -> RenderableType:
        """How the game ended and the score breakdown."""


class GenericScreen:
    """Fallback for games without their own screen: the view as pretty data."""

    @staticmethod
    def render(view: dict) -> RenderableType:
        return Pretty(view)

    @staticmethod
    def render_result(result: dict) -> RenderableType:
        table = Table(title=f"Result: {result.get('reason', '')}")
        table.add_column("item")
        table.add_column("value", justify="right")
        for key in ("winners", "scores"):
            table.add_row(key, str(result.get(key)))
        for key, value in (result.get("details") or {}).items():
            table.add_row(key, str(value))
        return table


def screen_for(game: GameDescriptor) -> Screen:
    """The screen module the game's descriptor names, or :class:`GenericScreen`."""
    module = game.screen
    return import_module(module) if module else GenericScreen
