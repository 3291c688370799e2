"""A game's words, shared by the terminal and the server: what a move does, said in English.

Each game keeps its words in one module, ``rulesets/<game>/describe.py``, named by its
descriptor's ``describe``: plain strings built from the view, with no rich markup and no
HTML, so the terminal's screens (:mod:`tabletop.cli`) and the web server print the very same
text. A translation will plug in here: every English sentence a player reads comes out of a
``describe_*`` function, which is where a ``locale`` argument will go.

The protocol a game's describe module follows is :class:`Words`; a game without one still
plays, with :class:`GenericWords`. A game log in words will plug in here as well: the games'
describe modules already say what happened (Gun Rain's ``describe_event``, Kung Fu's
``describe_last_exchange``), the screens only lay those sentences out.
"""

from __future__ import annotations

from importlib import import_module
from typing import Protocol

from tabletop.engine import GameDescriptor


class Words(Protocol):
    """What a game's describe module provides (module-level functions and a constant)."""

    NOTATION_HELP: str

    def describe_move(self, view: dict, notation: str) -> str:
        """A few words on what a legal move does, from the view of the seat that makes it."""

    def describe_outcome(self, result: dict) -> str:
        """The headline of a finished game (``GameResult.to_dict()``): who won, and why."""


class GenericWords:
    """The words of a game without a describe module: the notation speaks for itself."""

    NOTATION_HELP = "Moves are written exactly as the menu shows them."

    @staticmethod
    def describe_move(view: dict, notation: str) -> str:
        return ""

    @staticmethod
    def describe_outcome(result: dict) -> str:
        return str(result.get("reason", ""))


def words_for(game: GameDescriptor) -> Words:
    """The describe module the game's descriptor names, or :class:`GenericWords`."""
    return import_module(game.describe) if game.describe else GenericWords
