"""Friday's descriptor: what the rest of tabletop knows of it without loading its rules."""

from tabletop.engine.descriptor import GameDescriptor, Option, Research

DESCRIPTOR = GameDescriptor(
    name="friday",
    title="Friday",
    summary="Friday, the solo deck-builder: Robinson fights hazards, ages, and must beat two "
    "pirate ships",
    game="tabletop.rulesets.friday.game:FridayGame",
    min_players=1,
    max_players=1,
    options=(
        Option(
            "level",
            1,
            (1, 2, 3, 4),
            help="Difficulty 1-4: from level 2 an aging card starts in Robinson's deck, from "
            "level 3 the 'very stupid' card joins the aging cards, level 4 starts with less life.",
        ),
        Option(
            "aging_draw",
            "top",
            ("top", "random"),
            help="Which aging card joins the starting deck at levels 2-4: the top one of the "
            "prepared aging pile (a normal card), or one drawn at random from all of them.",
        ),
    ),
    research=Research(parameters={"level": 1}, zero_sum=False, env_title="Friday"),
    heuristic="tabletop.rulesets.friday.heuristic",
    screen="tabletop.rulesets.friday.screen",
    describe="tabletop.rulesets.friday.describe",
    web_renderer="web/render.js",
)
