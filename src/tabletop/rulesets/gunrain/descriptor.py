"""Gun Rain's descriptor: what the rest of tabletop knows of it without loading its rules."""

from tabletop.engine.descriptor import GameDescriptor, Option, Research

DESCRIPTOR = GameDescriptor(
    name="gunrain",
    title="Gun Rain",
    summary="Gun Rain, a 2-player gunfight on a grid of playing cards",
    game="tabletop.rulesets.gunrain.game:GunRainGame",
    min_players=2,
    max_players=2,
    options=(
        Option(
            "layout",
            "4x6",
            ("4x6", "6x4"),
            help="The board: 4 columns x 6 rows (3 rows per territory) or 6 columns x 4 rows "
            "(2 rows each).",
        ),
        Option(
            "face_down",
            "front",
            help="The squares of each territory that start face down: front, middle, back, none, "
            "or coordinates counted from the owner's seat such as 9,10,11,12.",
        ),
        Option(
            "max_turns",
            40,
            help="The game ends after this turn: more HP wins, equal HP is a draw.",
        ),
    ),
    research=Research(parameters={"max_turns": 40}, zero_sum=True, env_title="GunRain"),
    heuristic="tabletop.rulesets.gunrain.heuristic",
    screen="tabletop.rulesets.gunrain.screen",
    describe="tabletop.rulesets.gunrain.describe",
    web_renderer="web/render.js",
)
