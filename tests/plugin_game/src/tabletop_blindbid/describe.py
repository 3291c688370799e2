"""Blind Bid's words for moves and endings, in the reader's language (``t``): the terminal and
the web server show them beside the notation."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.i18n import DEFAULT_LOCALE, N_, Translator, translator
from tabletop.present.names import seat_names

from .texts import MOVES

EN = translator(DEFAULT_LOCALE)

NOTATION_HELP = N_("Bid a card of your hand: bid 7.")
NOTATION_EXAMPLE = "bid 7"

WINS = N_("{player} wins with more prize points.")
DRAW = N_("Equal points: a draw.")


def describe_move(
    view: dict, notation: str, t: Translator = EN, names: Sequence[str] | None = None
) -> str:
    """A bid in words: "Bid 7"."""
    verb, _, card = notation.partition(" ")
    return t.format(MOVES[verb], card=card)


def describe_outcome(result: dict, t: Translator = EN, names: Sequence[str] | None = None) -> str:
    """Who won, or the draw; seats by ``names``."""
    winners = result["winners"]
    if len(winners) != 1:
        return t.gettext(DRAW)
    return t.format(WINS, player=seat_names(len(result["scores"]), t, names)[winners[0]])
