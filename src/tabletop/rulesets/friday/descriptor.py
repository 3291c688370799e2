"""Friday's descriptor: what the rest of tabletop knows of it without loading its rules."""

from tabletop.engine.descriptor import GameDescriptor, Option, Research
from tabletop.i18n import N_

DESCRIPTOR = GameDescriptor(
    name="friday",
    title="Friday",
    summary="Friday, the solo deck-builder: Robinson fights hazards, ages, and must beat two "
    "pirate ships",
    game="tabletop.rulesets.friday.game:FridayGame",
    min_players=1,
    max_players=1,
    parts=("heuristic", "screen", "describe", "balance", "log", "web_renderer"),
    options=(
        Option(
            "level",
            1,
            (1, 2, 3, 4),
            label=N_("Level"),
            help=N_(
                "Difficulty 1-4: level 1 leaves the Very stupid card out, levels 2-4 shuffle an "
                "aging card into the starting stack, level 4 starts with 18 life."
            ),
        ),
        Option(
            "aging_draw",
            "top",
            ("top", "random"),
            label=N_("Aging card in the starting stack"),
            help=N_(
                "At levels 2-4, which aging card joins the starting stack: the top card of the "
                "aging pile, or any aging card drawn at random."
            ),
            value_labels={
                "top": N_("Top of the aging pile"),
                "random": N_("Any aging card at random"),
            },
        ),
    ),
    research=Research(
        parameters={"level": 1},
        zero_sum=False,
        env_title="Friday",
        standing="tabletop.rulesets.friday.scoring:standing",
    ),
)
