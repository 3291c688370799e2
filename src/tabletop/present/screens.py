"""Which module draws which game on the terminal: the ``screen`` of the game's descriptor.

The terminal's play loop and replay viewer use it, and so do the research adapters' ``human``
render mode (:func:`print_screen`), which need no part of the terminal's command line.

The play loop and the replay viewer are generic; they ask for the game's screen here. A game
without one still plays, shown by :class:`GenericScreen`. A screen lays out with rich what the
game's words say (:mod:`tabletop.present`): the menu's move descriptions and the notation help
come from there, the same text the web server sends.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module
from typing import Protocol

from rich.console import Console, RenderableType
from rich.pretty import Pretty
from rich.table import Table

from tabletop.engine import GameDescriptor
from tabletop.i18n import N_, Translator
from tabletop.present import EN, GenericWords, Words, words_for


class Screen(Protocol):
    """What a game's screen module provides (module-level functions)."""

    def render(
        self, view: dict, t: Translator = EN, names: Sequence[str] | None = None
    ) -> RenderableType:
        """The whole position as the player sees it, in ``t``'s language; seats by ``names``
        (display names by seat), else "Player 1"..."""

    def render_result(
        self, result: dict, t: Translator = EN, names: Sequence[str] | None = None
    ) -> RenderableType:
        """How the game ended and the score breakdown; seats by ``names`` (display names by
        seat, :func:`tabletop.present.names.display_names`), else "Player 1"..."""


class GenericScreen:
    """Fallback for games without their own screen: the view as pretty data, and the result
    headed by the game's words for it (its describe module's outcome, as the browser shows it;
    without one, its reason)."""

    def __init__(self, words: Words = GenericWords) -> None:
        self.words = words

    @staticmethod
    def render(
        view: dict, t: Translator = EN, names: Sequence[str] | None = None
    ) -> RenderableType:
        return Pretty(view)

    def render_result(
        self, result: dict, t: Translator = EN, names: Sequence[str] | None = None
    ) -> RenderableType:
        """The result's data under the game's headline; a plug-in game's detail keys are its
        own words, and its winners the seat numbers it gives."""
        headline = self.words.describe_outcome(result, t, names)
        table = Table(title=t.format(N_("Result: {reason}"), reason=headline))
        table.add_column(t.gettext(N_("item")))
        table.add_column(t.gettext(N_("value")), justify="right")
        for key, label in (("winners", N_("winners")), ("scores", N_("scores"))):
            table.add_row(t.gettext(label), str(result.get(key)))
        for key, value in (result.get("details") or {}).items():
            table.add_row(key, str(value))
        return table


def screen_for(game: GameDescriptor) -> Screen:
    """The screen module the descriptor names, or a :class:`GenericScreen` speaking the game's
    words (:func:`tabletop.present.words_for`)."""
    module = game.screen
    return import_module(module) if module else GenericScreen(words_for(game))


def print_screen(game: GameDescriptor, view: dict) -> None:
    """The game's screen of ``view`` (and of its result, once there is one), printed to
    standard output in English."""
    screen = screen_for(game)
    Console().print(screen.render(view))
    if view.get("result"):
        Console().print(screen.render_result(view["result"]))
