"""What a Gun Rain review gives as reasons: read where the playout stopped (the next quiet
position, about a turn ahead, where the ``hard`` estimate judges it)."""

from tabletop.i18n import N_
from tabletop.review.facts import Fact


def _own(view: dict) -> float:
    return view["hp"][view["seat"]]


def _opponent(view: dict) -> float:
    return view["hp"][1 - view["seat"]]


FACTS = (
    Fact(
        read=_opponent,
        better=-1,
        says=N_("With the better move, the opponent loses {amount} more HP on average."),
        least=0.2,
    ),
    Fact(
        read=_own,
        better=1,
        says=N_("With the better move, {player} keeps {amount} more HP on average."),
        least=0.2,
    ),
    Fact(
        read=lambda view: len(view["hand"]),
        better=1,
        says=N_("With the better move, {player} keeps {amount} more cards in hand on average."),
        least=0.3,
    ),
)
