"""A game's words, shared by the terminal and the server: what a move does, in a person's language.

Each game keeps its words in one module, ``rulesets/<game>/describe.py``, named by its
descriptor's ``describe``: plain strings built from the view, with no rich markup and no
HTML, so the terminal's screens (:mod:`tabletop.cli`) and the web server print the very same
text. Every function takes a :class:`tabletop.i18n.Translator` ``t`` (English when left out) and
makes each word from a msgid, so the same function speaks English, Japanese or Chinese; the
notation next to the words stays ASCII and language-neutral.

The protocol a game's describe module follows is :class:`Words`; a game without one still
plays, with :class:`GenericWords`. A game log in words will plug in here as well: the games'
describe modules already say what happened (Gun Rain's ``describe_event``, Kung Fu's
``describe_last_exchange``), the screens only lay those sentences out.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from importlib import import_module
from typing import Protocol

from tabletop.engine import GameDescriptor
from tabletop.i18n import DEFAULT_LOCALE, N_, Translator, translator
from tabletop.i18n.common import ERRORS

EN = translator(DEFAULT_LOCALE)


class Words(Protocol):
    """What a game's describe module provides (module-level functions and a constant).

    A module may also set ``NOTATION_EXAMPLE``, one move written in its notation (``"fight
    H07"``): the terminal's ``help`` shows it as the example of a typed move
    (:func:`notation_example`)."""

    NOTATION_HELP: str  # a msgid: translate it with ``t.gettext``

    def describe_move(
        self, view: dict, notation: str, t: Translator = EN, names: Sequence[str] | None = None
    ) -> str:
        """What a legal move does, in words, from the view of the seat that makes it; seats by
        ``names`` (display names by seat), else "Player 1"..."""

    def describe_outcome(
        self, result: dict, t: Translator = EN, names: Sequence[str] | None = None
    ) -> str:
        """The headline of a finished game (``GameResult.to_dict()``): who won, and why; seats
        by ``names`` (display names by seat), else "Player 1"..."""


class GenericWords:
    """The words of a game without a describe module: the notation speaks for itself."""

    NOTATION_HELP = N_("Moves are written exactly as the menu shows them.")

    @staticmethod
    def describe_move(
        view: dict, notation: str, t: Translator = EN, names: Sequence[str] | None = None
    ) -> str:
        return ""

    @staticmethod
    def describe_outcome(
        result: dict, t: Translator = EN, names: Sequence[str] | None = None
    ) -> str:
        """A plug-in game's reason is its own text, shown as it is (no catalog knows it)."""
        return str(result.get("reason", ""))


def words_for(game: GameDescriptor) -> Words:
    """The describe module the game's descriptor names, or :class:`GenericWords`."""
    return import_module(game.describe) if game.describe else GenericWords


def move_label(
    words: Words, view: dict, notation: str, t: Translator, names: Sequence[str] | None = None
) -> str:
    """What a person reads for a move: the game's words for it, or its notation where the
    game has no words (a plug-in without a describe module)."""
    return words.describe_move(view, notation, t, names=names) or notation


def moves_in_words(labels: Sequence[str], t: Translator = EN) -> str:
    """Moves listed in one sentence (a refusal's legal moves) in ``t``'s language: each next
    one added by the whole message ``ERRORS["moves_list"]``, whose mark between two moves the
    translation chooses (a move's own words may hold the list separator's comma)."""
    if not labels:
        return ""
    return reduce(
        lambda moves, move: t.format(ERRORS["moves_list"], moves=moves, move=move), labels
    )


def notation_example(words: Words, legal: Sequence[str] = ()) -> str | None:
    """One move written in the game's notation, for ``help``: the describe module's
    ``NOTATION_EXAMPLE``, else the first of the ``legal`` notations, else None."""
    example = getattr(words, "NOTATION_EXAMPLE", None)
    return example or (legal[0] if legal else None)
