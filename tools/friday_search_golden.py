"""Write (or check) the record of what Friday searches decide, to prove that a speed-up of the
engine, the heuristic or ISMCTS changes nothing a search decides.

    python tools/friday_search_golden.py            # check tests/bots/data/friday_search.json
    python tools/friday_search_golden.py --write    # record it again (only on purpose)

The record holds the first moves of level-1 games played by searches of `hard`'s kind (the
fights searched, with and without racing, fewer playouts to stay quick) and the full analysis
(every root action's visits, value and mean score) of a few positions under other settings
(random moves in the playouts, no sweep, a depth cut with the static evaluation): any change in
a move a playout plays, or in the random numbers it draws, changes some of these numbers.
``tests/bots/test_search_golden.py`` runs the check.
"""

from __future__ import annotations

from pathlib import Path
from random import Random
from typing import Any

import golden  # tools/golden.py, beside this script

import tabletop
from tabletop import bots

RECORD = Path(__file__).parents[1] / "tests" / "bots" / "data" / "friday_search.json"

_HARD_KIND = "ismcts:epsilon=0:sweep=1:confidence=1.5:phases=hazard+fight"
GAMES = [  # (spec, level, deal seed, bot seed)
    (_HARD_KIND + ":iterations=8", 1, 1, 1),
    (_HARD_KIND + ":iterations=8:race=2", 1, 2, 2),
]
GAME_KEYS = ("spec", "level", "deal", "seed")  # what each of GAMES gives played_game
MOVES = 80  # of each game
ANALYSES: list[dict[str, Any]] = [  # ISMCTSBot options, searched at every position
    {"iterations": 40},  # epsilon 0.2: random moves in the playouts
    {"iterations": 30, "epsilon": 0, "sweep": 1, "confidence": 1.5, "race": 2},
    {"iterations": 30, "depth": 6, "epsilon": 0.1, "sweep": 1},
]
POSITIONS = 6  # positions reached by seeded random play, as bench_ismcts.py does


def played_game(spec: str, level: int, deal: int, seed: int) -> list[str]:
    """The notations of the first MOVES moves the searching bot plays."""
    state = tabletop.make("friday", level=level).new_game(deal)
    bot = bots.from_spec(spec, seed)
    for _ in range(MOVES):
        if state.is_over:
            break
        state.apply(0, bot.choose(state, 0))
    return [notation for _, notation in state.actions_taken()]


def positions() -> list:
    game = tabletop.make("friday")
    return golden.random_positions(lambda _, deal: game.new_game(deal), POSITIONS, Random(31), 40)


def record() -> dict[str, Any]:
    return {
        "games": golden.games(GAMES, GAME_KEYS, played_game),
        "analyses": golden.analyses(ANALYSES, positions()),
    }


def main(argv: list[str] | None = None) -> int:
    return golden.main(__doc__, record, RECORD, argv)


if __name__ == "__main__":
    raise SystemExit(main())
