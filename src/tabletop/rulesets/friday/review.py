"""What a Friday review gives as reasons: read where the playout stopped (the end of the
fight the decision belongs to, where the ``hard`` estimate judges it)."""

from tabletop.i18n import N_
from tabletop.review.facts import Fact

FACTS = (
    Fact(
        read=lambda view: view["life"],
        better=1,
        says=N_("With the better move, Robinson keeps {amount} more life on average."),
        least=0.5,
    ),
    Fact(
        read=lambda view: view["aging_owned"],
        better=-1,
        says=N_("With the better move, {amount} fewer aging cards join the deck on average."),
        least=0.2,
    ),
    Fact(
        read=lambda view: view["pirates_beaten"],
        better=1,
        says=N_("With the better move, Robinson beats {amount} more pirate ships on average."),
        least=0.1,
    ),
    Fact(
        read=lambda view: len(view["removed"]),
        better=1,
        says=N_(
            "With the better move, {amount} more cards leave the game on average (a thinner,"
            " stronger deck)."
        ),
        least=0.2,
    ),
)
