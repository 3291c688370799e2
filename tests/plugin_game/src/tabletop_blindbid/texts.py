"""Blind Bid's words a person reads, as English msgids of its own domain (``blindbid``).

Marked with ``N_`` so that ``pybabel extract`` collects them into the plug-in's template; its
catalogs (``locales/<locale>/LC_MESSAGES/blindbid.po``) translate them (docs/plugins.md).
"""

from __future__ import annotations

from tabletop.i18n import N_

MOVES = {"bid": N_("Bid {card}")}

HOW_TO_PLAY = (
    (
        N_("The game"),
        (
            N_("Each round a prize card (1 to 5) is turned up."),
            N_("Both players bid a card of their hand at once, face down."),
        ),
    ),
    (
        N_("Winning"),
        (
            N_("The higher bid takes the prize's points; equal bids discard it."),
            N_("After the last round, more points wins."),
        ),
    ),
)


def how_to_play() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Sections of How to play: (heading, paragraphs), each a msgid."""
    return HOW_TO_PLAY
