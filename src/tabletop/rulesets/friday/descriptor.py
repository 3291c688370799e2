"""Friday's descriptor: what the rest of tabletop knows of it without loading its rules."""

from tabletop.engine.descriptor import BotLevel, GameDescriptor, Option, Research
from tabletop.i18n import N_

DESCRIPTOR = GameDescriptor(
    name="friday",
    title=N_("Friday"),
    summary=N_("Solo deck-builder: help Robinson survive the island and beat the pirates."),
    game="tabletop.rulesets.friday.game:FridayGame",
    min_players=1,
    max_players=1,
    parts=(
        "heuristic",
        "screen",
        "describe",
        "balance",
        "log",
        "web_renderer",
        "web_style",
        "web_icons",
        "lesson",
        "review",
    ),
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
        zero_sum=False,
        env_title="Friday",
        standing="tabletop.rulesets.friday.scoring:standing",
        explicit_chance=True,
    ),
    # Measured over the same 500 deals per level (docs/bots.md, "Measured strength and cost"; the
    # runs: docs/lab/friday-search.md, "a value estimate between fights").
    bot_levels=(
        BotLevel(
            "easy",
            "heuristic",
            N_("The hand-written strategy: wins about 45% of level-1 games, 18% at level 4."),
        ),
        BotLevel(
            "normal",
            "ismcts:iterations=24:epsilon=0:sweep=1:confidence=2:phases=hazard+fight"
            ":kinds=fight+pay+use+copy+put:race=4:depth=0:flat=1",
            N_(
                "Searches as Hard does with a sixteenth of its playouts: wins about 89% of "
                "level-1 games and 58% at level 4, in about 0.3 CPU seconds a game."
            ),
        ),
        BotLevel(
            "hard",
            "ismcts:iterations=384:epsilon=0:sweep=1:confidence=2:phases=hazard+fight"
            ":kinds=fight+pay+use+copy+put:race=4:depth=0:flat=1",
            N_(
                "Searches the hazards and each fight's payments and abilities, judging how a "
                "fight leaves Robinson by an estimate fitted to 10,000 games: wins about 93% of "
                "level-1 games and 66% at level 4, in about 3 CPU seconds a game."
            ),
        ),
    ),
)
