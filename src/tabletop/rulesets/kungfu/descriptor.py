"""Kung Fu's descriptor: what the rest of tabletop knows of it without loading its rules."""

from tabletop.engine.descriptor import BotLevel, GameDescriptor, Option, Research
from tabletop.i18n import N_

# Hard with 3-5 players: each playout costs more, so fewer of them.
HARD_MANY = (
    "ismcts:iterations=150:depth=0:epsilon=0:sweep=1:strict=1:race=4:flat=1:leaf=value:guess=1"
)

DESCRIPTOR = GameDescriptor(
    name="kungfu",
    title=N_("Kung Fu"),
    summary=N_("Battle royale for 2-5 players with technique cards and dice."),
    game="tabletop.rulesets.kungfu.game:KungFuGame",
    min_players=2,
    max_players=5,
    simultaneous=True,  # every fighter picks the round's cards at once
    parts=(
        "heuristic",
        "screen",
        "describe",
        "balance",
        "log",
        "lesson",
        "web_renderer",
        "web_style",
        "web_icons",
        "review",
    ),
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
        zero_sum=False,
        env_title="KungFu",
        standing="tabletop.rulesets.kungfu.rules:standing",
        explicit_chance=True,
    ),
    # Measured with seats swapped (docs/bots.md, "Measured strength and cost"); with more than 2
    # players each playout costs more, so the search makes fewer. A decision where nothing falls
    # behind spends the whole budget, so the budgets keep the dearest decision within a second.
    bot_levels=(
        BotLevel(
            "easy",
            "heuristic",
            N_(
                "The hand-written strategy: beats a random player in 99% of 2-player games and "
                "76% of 4-player games."
            ),
        ),
        BotLevel(
            "normal",
            "ismcts:iterations=100:depth=0:epsilon=0:sweep=1:strict=1",
            N_(
                "A search of 100 playouts a move (60 with 3-5 players): beats the Easy bot in "
                "58% of 2-player games and 70% of 4-player games."
            ),
            by_players=dict.fromkeys(
                (3, 4, 5), "ismcts:iterations=60:depth=0:epsilon=0:sweep=1:strict=1"
            ),
        ),
        BotLevel(
            "hard",
            "ismcts:iterations=400:depth=0:epsilon=0:sweep=1:strict=1:race=4:flat=1:leaf=value:guess=1"
            ":style=tuned",
            N_(
                "Searches the choice of cards too, judging each round's end by an estimate of the "
                "cards left in hand fitted to tens of thousands of games, and expects the others "
                "to choose and place as a sensible player would (400 playouts a move, 150 with "
                "3-5 players): wins 62% of 2-player games against Normal and 62% of 4-player "
                "games; the hands dealt decide most 2-player games."
            ),
            by_players={
                3: HARD_MANY,
                4: f"{HARD_MANY}:style=tuned",  # measured with 4 players only (docs/bots.md)
                5: HARD_MANY,
            },
        ),
    ),
)
