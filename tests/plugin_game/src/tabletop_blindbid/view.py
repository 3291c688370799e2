"""What a seat (or a spectator) sees of Blind Bid: JSON-ready, nothing hidden from it.

Public: the prize turned up, the points, the cards shown in past rounds, how many cards each
holds and who has still to bid. Private: a seat's own hand and its face-down bid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .rules import BlindBidState


def blindbid_view(s: BlindBidState, player: int | None) -> dict[str, Any]:
    own = player is not None
    return {
        "game": "blindbid",
        "seat": player,
        "round": min(s.round, s.rounds),
        "rounds": s.rounds,
        "prize": s.prize,
        "scores": s.scores[:],
        "hand": s.hands[player][:] if own else None,
        "bid": s.bids[player] if own else None,
        "hand_sizes": [len(s.hands[0]), len(s.hands[1])],
        "waiting_for": list(s.to_move),
        "played": [{"prize": prize, "bids": [a, b]} for prize, a, b in s.played],
    }
