"""Write (or check) the record of what Kung Fu searches decide, to prove that a speed-up of the
engine, the heuristic or ISMCTS changes nothing a search decides.

    python tools/kungfu_search_golden.py            # check tests/bots/data/kungfu_search.json
    python tools/kungfu_search_golden.py --write    # record it again (only on purpose)

The record holds the first moves of games (2 and 4 players) in which every seat is a search of
`normal`'s kind (playouts to the next choosing of cards, scored by the static evaluation; with
and without racing; fewer playouts to stay quick), and the full analysis (every root action's
visits, value and mean score) of positions with 2, 4 and 3 players (drafted hands) under other
settings (random moves in playouts to the end of the game, a depth cut): any change in a move a
playout plays (the heuristic's, in every phase), or in the random numbers it draws, changes some
of these numbers. ``tests/bots/test_search_golden.py`` runs the check.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import golden  # tools/golden.py, beside this script

import tabletop
from tabletop import bots

RECORD = Path(__file__).parents[1] / "tests" / "bots" / "data" / "kungfu_search.json"

_NORMAL_KIND = "ismcts:depth=0:epsilon=0:sweep=1:strict=1"
GAMES = [  # (spec of every seat, players, deal seed)
    (_NORMAL_KIND + ":iterations=12", 2, 1),
    (_NORMAL_KIND + ":iterations=6:race=2", 4, 2),
]
GAME_KEYS = ("spec", "players", "deal")  # what each of GAMES gives played_game
MOVES = 60  # at most, of each game
ANALYSES: list[dict[str, Any]] = [  # ISMCTSBot options, searched at every position
    {"iterations": 4},  # epsilon 0.2: random moves in playouts to the end of the game
    {"iterations": 30, "depth": 0, "epsilon": 0, "sweep": 1, "strict": 1, "race": 2},
    {"iterations": 20, "depth": 3, "epsilon": 0.1, "sweep": 1},
]
LAYOUTS = [(2, False), (4, False), (3, True)]  # (players, drafted hands)
POSITIONS = 3  # per layout, reached by seeded random play


def played_game(spec: str, players: int, deal: int) -> list[str]:
    """The notations of the game's first MOVES moves, every seat searching (its own seed)."""
    state = tabletop.make("kungfu", players=players).new_game(deal)
    seats = [bots.from_spec(spec, deal + seat) for seat in range(players)]
    for _ in range(MOVES):
        if state.is_over:
            break
        player = state.to_move[0]
        state.apply(player, seats[player].choose(state, player))
    return [notation for _, notation in state.actions_taken()]


def positions() -> list:
    rnd = random.Random(31)
    found = []
    for players, draft in LAYOUTS:
        game = tabletop.make("kungfu", players=players, draft=draft)
        found += golden.random_positions(
            lambda _, deal, g=game: g.new_game(deal), POSITIONS, rnd, 60
        )
    return found


def record() -> dict[str, Any]:
    return {
        "games": golden.games(GAMES, GAME_KEYS, played_game),
        "analyses": golden.analyses(ANALYSES, positions()),
    }


def main(argv: list[str] | None = None) -> int:
    return golden.main(__doc__, record, RECORD, argv)


if __name__ == "__main__":
    raise SystemExit(main())
