"""Blind Bid's descriptor: all tabletop needs to list, configure and present the game."""

from tabletop.engine.descriptor import GameDescriptor, Option, Research

DESCRIPTOR = GameDescriptor(
    name="blindbid",
    title="Blind Bid",
    summary="Blind Bid, a 2-player bidding game with hidden hands (a plug-in example)",
    game="tabletop_blindbid.game:BlindBidGame",
    min_players=2,
    max_players=2,
    parts=("balance", "web_style"),  # no renderer of its own: web/style.css styles the generic one
    options=(
        Option(
            "rounds",
            3,
            (1, 2, 3, 4),
            label="Rounds",
            help="Prizes to bid for; each player is dealt one card per round.",
        ),
    ),
    research=Research(zero_sum=True, env_title="BlindBid"),
)
