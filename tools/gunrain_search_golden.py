"""Write (or check) the record of what Gun Rain searches and the heuristic decide, to prove that a
speed-up of the engine, the heuristic or ISMCTS changes nothing a search decides.

    python tools/gunrain_search_golden.py            # check tests/bots/data/gunrain_search.json
    python tools/gunrain_search_golden.py --write    # record it again (only on purpose)

The record holds the first moves of games played by searches of `normal`'s kind (playouts cut
at depth 20 and scored by the static evaluation, with and without racing, both layouts, fewer
playouts to stay quick); whole games of the heuristic with random steps mixed in (as a search's
rollouts mix them, even inside a setting); and the full analysis (every root action's visits,
value and mean score) of a few positions under other settings (random moves in the playouts, no
sweep, playouts to the end). Any change in a move the heuristic or a playout plays, or in the
random numbers it draws, changes some of these.
``tests/bots/test_search_golden.py`` runs the check.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import golden  # tools/golden.py, beside this script

import tabletop
from tabletop import bots
from tabletop.rulesets.gunrain import heuristic

RECORD = Path(__file__).parents[1] / "tests" / "bots" / "data" / "gunrain_search.json"

_NORMAL_KIND = "ismcts:depth=20:epsilon=0:sweep=1"
GAMES = [  # (spec, layout, deal seed, bot seed): the bot plays both seats
    (_NORMAL_KIND + ":iterations=6", "4x6", 1, 1),
    (_NORMAL_KIND + ":iterations=8:race=1", "6x4", 2, 2),
]
GAME_KEYS = ("spec", "layout", "deal", "seed")  # what each of GAMES gives played_game
MOVES = 24  # of each game: the setup and the first turns' settings
MIXED = 12  # heuristic games with random steps, both layouts
RANDOM_STEPS = 0.3  # the share of random steps in those
ANALYSES: list[dict[str, Any]] = [  # ISMCTSBot options, searched at every position
    {"iterations": 12, "depth": 20},  # epsilon 0.2: random moves in the playouts
    {"iterations": 12, "depth": 6, "epsilon": 0.1, "sweep": 1, "race": 1},
    {"iterations": 3, "epsilon": 0, "sweep": 1},  # playouts to the end of the game
]
POSITIONS = 4  # positions reached by seeded random play, as bench_ismcts.py does


def played_game(spec: str, layout: str, deal: int, seed: int) -> list[str]:
    """The notations of the first MOVES moves of a game the searching bot plays in both seats."""
    state = tabletop.make("gunrain", layout=layout).new_game(deal)
    bot = bots.from_spec(spec, seed)
    for _ in range(MOVES):
        if state.is_over:
            break
        player = state.to_move[0]
        state.apply(player, bot.choose(state, player))
    return [notation for _, notation in state.actions_taken()]


def mixed_game(index: int) -> list[str]:
    """Every move of a whole game of the heuristic in both seats with seeded random steps."""
    rnd = random.Random(index)
    state = tabletop.make("gunrain", layout=("4x6", "6x4")[index % 2]).new_game(index)
    while not state.is_over:
        player = state.to_move[0]
        if rnd.random() < RANDOM_STEPS:
            action = rnd.choice(state.legal_actions(player))
        else:
            action = heuristic.choose(state, player)
        state.apply(player, action)
    return [notation for _, notation in state.actions_taken()]


def positions() -> list:
    def new_game(index: int, deal: int):
        return tabletop.make("gunrain", layout=("4x6", "6x4")[index % 2]).new_game(deal)

    return golden.random_positions(new_game, POSITIONS, random.Random(31), 30)


def record() -> dict[str, Any]:
    return {
        "games": golden.games(GAMES, GAME_KEYS, played_game),
        "mixed": [mixed_game(index) for index in range(MIXED)],
        "analyses": golden.analyses(ANALYSES, positions()),
    }


def main(argv: list[str] | None = None) -> int:
    return golden.main(__doc__, record, RECORD, argv)


if __name__ == "__main__":
    raise SystemExit(main())
