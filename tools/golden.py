"""What the golden search records share (tools/{friday,kungfu,gunrain}_search_golden.py): an
analysis written down to the bit a record keeps, and the check-or-write command line."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.bots import ISMCTSBot


def random_positions(
    new_game: Callable[[int, int], Any], count: int, rnd: random.Random, most_moves: int
) -> list:
    """``count`` positions where the seat to move has a choice, each reached by 2 to
    ``most_moves`` - 1 random moves from ``new_game(index, deal seed)`` (index: of the position
    to find, so a tool can vary the options)."""
    found: list = []
    while len(found) < count:
        state = new_game(len(found), rnd.randrange(1 << 30))
        for _ in range(rnd.randrange(2, most_moves)):
            if state.is_over:
                break
            player = state.to_move[0]
            state.apply(player, rnd.choice(state.legal_actions(player)))
        if not state.is_over and len(state.legal_actions(state.to_move[0])) > 1:
            found.append(state)
    return found


def games(
    entries: list[tuple], keys: tuple[str, ...], played_game: Callable[..., list[str]]
) -> list[dict[str, Any]]:
    """Each game's arguments under ``keys`` (``played_game``'s parameters, in order) and the
    moves it plays."""
    return [
        dict(zip(keys, entry, strict=True)) | {"moves": played_game(*entry)} for entry in entries
    ]


def analysed(options: dict[str, Any], state, seed: int) -> list[list]:
    """Every root action's notation, visits, value and mean score for the seat to move, best
    first (floats rounded to 12 digits, so the record does not rest on the last bit of a libm)."""
    estimates = ISMCTSBot(seed=seed, **options).analyse(state, state.to_move[0])
    return [[e.notation, e.visits, round(e.value, 12), round(e.mean_score, 12)] for e in estimates]


def analyses(options_list: list[dict[str, Any]], positions: list) -> list[dict[str, Any]]:
    """Each options' analyses of the positions (the i-th searched with seed i)."""
    return [
        {"options": options, "results": [analysed(options, s, i) for i, s in enumerate(positions)]}
        for options in options_list
    ]


def main(doc: str, record: Callable[[], dict[str, Any]], path: Path, argv: list[str] | None) -> int:
    """Check that the searches decide as ``path`` records (exit 1 if not), or ``--write`` it."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="record again instead of checking")
    args = parser.parse_args(argv)
    now = record()
    if args.write:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(now, indent=1) + "\n", encoding="utf-8")
        print(f"written: {path}")
        return 0
    if json.loads(path.read_text(encoding="utf-8")) != now:
        print("the searches decide differently from the record", file=sys.stderr)
        return 1
    print("same decisions as the record")
    return 0
