"""Kung Fu's descriptor: what the rest of tabletop knows of it without loading its rules."""

from tabletop.engine.descriptor import GameDescriptor, Option, Research
from tabletop.i18n import N_

DESCRIPTOR = GameDescriptor(
    name="kungfu",
    title="Kung Fu",
    summary="Kung Fu, the 2-5 player dice-and-card battle",
    game="tabletop.rulesets.kungfu.game:KungFuGame",
    min_players=2,
    max_players=5,
    parts=("heuristic", "screen", "describe", "balance", "log", "web_renderer"),
    options=(
        Option(
            "players", 2, (2, 3, 4, 5), label=N_("Players"), help=N_("How many fighters: 2 to 5.")
        ),
        Option(
            "draft",
            False,
            (False, True),
            label=N_("Draft"),
            help=N_(
                "Draft the hands instead of dealing them: keep 1 card of a pack of 10, pass the "
                "rest to the left, until everyone holds 10."
            ),
            value_labels={False: N_("Deal the hands"), True: N_("Draft the hands")},
        ),
        Option(
            "refresh",
            False,
            (False, True),
            label=N_("Refresh"),
            help=N_("HIT and AVO come back to their starting values at the end of every round."),
            value_labels={False: N_("No refresh"), True: N_("Refresh every round")},
        ),
        Option(
            "cards",
            None,
            is_file=True,
            label=N_("Card file"),
            help=N_(
                "Play with another card file of the same format instead of the project's 74 cards."
            ),
        ),
    ),
    research=Research(
        parameters={"players": 2},
        zero_sum=False,
        env_title="KungFu",
        standing="tabletop.rulesets.kungfu.rules:standing",
    ),
)
