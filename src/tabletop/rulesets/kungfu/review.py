"""What a Kung Fu review gives as reasons: read where the playout stopped (the end of the
round, where the ``hard`` estimate judges the cards left in hand)."""

from tabletop.i18n import N_
from tabletop.review.facts import Fact


def _own(view: dict) -> dict:
    return view["seats"][view["viewer"]]


def _others_health(view: dict) -> float:
    return sum(s["hp"] for s in view["seats"] if s["seat"] != view["viewer"])


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
