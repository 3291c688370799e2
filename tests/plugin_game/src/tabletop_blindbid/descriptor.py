"""Blind Bid's descriptor: all tabletop needs to list, configure and present the game.

Its words are msgids of its own domain (``N_``), translated by its catalogs under ``locales/``.
"""

from tabletop.engine.descriptor import GameDescriptor, Option, Research
from tabletop.i18n import N_

DESCRIPTOR = GameDescriptor(
    name="blindbid",
    title=N_("Blind Bid"),
    summary=N_("Blind Bid, a 2-player bidding game with hidden hands (a plug-in example)"),
    game="tabletop_blindbid.game:BlindBidGame",
    min_players=2,
    max_players=2,
    # no renderer of its own: web/style.css styles the generic one
    parts=("balance", "describe", "translations", "web_style"),
    options=(
        Option(
            "rounds",
            3,
            (1, 2, 3, 4),
            label=N_("Rounds"),
            help=N_("Prizes to bid for; each player is dealt one card per round."),
        ),
    ),
    research=Research(zero_sum=True, env_title="BlindBid"),
)
