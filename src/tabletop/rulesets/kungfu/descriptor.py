"""Kung Fu's descriptor: what the rest of tabletop knows of it without loading its rules."""

from tabletop.engine.descriptor import GameDescriptor, Option, Research

DESCRIPTOR = GameDescriptor(
    name="kungfu",
    title="Kung Fu",
    summary="Kung Fu, the 2-5 player dice-and-card battle",
    game="tabletop.rulesets.kungfu.game:KungFuGame",
    min_players=2,
    max_players=5,
    options=(
        Option("players", 2, (2, 3, 4, 5), help="How many fighters take part (2-5)."),
        Option(
            "draft",
            False,
            (False, True),
            help="Draft the hands (keep one card, pass the rest left) instead of dealing 10 "
            "cards to each player.",
        ),
        Option(
            "refresh",
            False,
            (False, True),
            help="HIT and AVO points come back at the end of each round (the rulebook's house "
            "rule) instead of only through restore marks.",
        ),
        Option(
            "cards",
            None,
            is_file=True,
            help="Another card file with the same schema instead of the project's 74 cards.",
        ),
    ),
    research=Research(parameters={"players": 2}, zero_sum=False, env_title="KungFu"),
    heuristic="tabletop.rulesets.kungfu.heuristic",
    screen="tabletop.rulesets.kungfu.screen",
    describe="tabletop.rulesets.kungfu.describe",
    web_renderer="web/render.js",
)
