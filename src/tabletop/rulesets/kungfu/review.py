"""What a Kung Fu review gives as reasons, read where the measuring playouts stopped: the end of
the game (``TO_THE_END``)."""

from tabletop.i18n import N_
from tabletop.review.facts import Fact


def _own(view: dict) -> dict:
    return view["seats"][view["viewer"]]


def _others_health(view: dict) -> float:
    return sum(s["hp"] for s in view["seats"] if s["seat"] != view["viewer"])


# The ``hard`` estimate of a round's start, fitted to the cards left in hand, chooses well but
# overrates by how much a single pick changes a whole game: over 29 mistakes of heuristic games
# it claimed 6.4 points where playing on to the end gave 2.8 (docs/review.md). A playout to the
# end costs little more here (2.5 ms against 2.0), so the review measures that way.
TO_THE_END = True

FACTS = (
    Fact(
        read=lambda view: _own(view)["hp"],
        better=1,
        says=N_("With the better move, {player} keeps {amount} more health on average."),
        least=0.2,
    ),
    Fact(
        read=_others_health,
        better=-1,
        says=N_("With the better move, the others lose {amount} more health on average."),
        least=0.2,
    ),
    Fact(
        read=lambda view: _own(view)["hand_size"],
        better=1,
        says=N_("With the better move, {player} keeps {amount} more cards in hand on average."),
        least=0.3,
    ),
)
