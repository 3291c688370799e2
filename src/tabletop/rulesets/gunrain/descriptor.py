"""Gun Rain's descriptor: what the rest of tabletop knows of it without loading its rules."""

from tabletop.engine.descriptor import BotLevel, GameDescriptor, Option, Research
from tabletop.i18n import N_

DESCRIPTOR = GameDescriptor(
    name="gunrain",
    title=N_("Gun Rain"),
    summary=N_("Two-player gunfight on a grid of playing cards."),
    game="tabletop.rulesets.gunrain.game:GunRainGame",
    min_players=2,
    max_players=2,
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
            "layout",
            "4x6",
            ("4x6", "6x4"),
            label=N_("Board"),
            help=N_(
                "4x6: 4 columns and 3 rows per territory, as in the rules; 6x4: 6 columns and 2 "
                "rows per territory."
            ),
            value_labels={"4x6": N_("4 columns x 6 rows"), "6x4": N_("6 columns x 4 rows")},
        ),
        Option(
            "face_down",
            "front",
            label=N_("Face-down squares"),
            help=N_(
                "Which squares of each territory start face down: the front row (the rules), the "
                "middle or back row, none, or a list of coordinates like 9,10,11,12."
            ),
            value_labels={
                "front": N_("Front row"),
                "middle": N_("Middle row"),
                "back": N_("Back row"),
                "none": N_("None"),
            },
        ),
        Option(
            "max_turns",
            40,
            label=N_("Turn limit"),
            help=N_(
                "The game ends after this many turns: more HP wins, equal HP is a draw (1-1000, "
                "40 by default)."
            ),
        ),
    ),
    research=Research(
        zero_sum=True,
        env_title="GunRain",
        standing="tabletop.rulesets.gunrain.rules:standing",
        explicit_chance=True,
    ),
    # Measured with seats swapped (docs/bots.md, "Measured strength and cost").
    bot_levels=(
        BotLevel(
            "easy",
            "heuristic",
            N_("The hand-written strategy: beats a random player in 98% of games."),
        ),
        BotLevel(
            "normal",
            "ismcts:iterations=100:depth=20:epsilon=0:sweep=1",
            N_("A search of 100 playouts a move: beats the Easy bot in 70% of games."),
        ),
        BotLevel(
            "hard",
            "ismcts:iterations=400:depth=0:epsilon=0:sweep=1:leaf=value:guess=1",
            N_(
                "A search of 400 short playouts a move, each judged one turn ahead by an "
                "estimate fitted to 20,000 games, expecting the opponent to set cards as the "
                "Easy bot would: scores 70% against Normal (a draw counting half)."
            ),
        ),
    ),
)
