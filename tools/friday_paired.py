"""Compare Friday runs on the deals they share: wins with a 95% interval, and the deals won by
one run only (a paired comparison, which a few dozen deals can already decide where two
unpaired win rates cannot).

    python tools/friday_paired.py results/friday/L1-ismcts-fights.jsonl.gz NEW.jsonl[.gz] ...

Every run is read from a ``simulate --out`` file (gzipped or not; a last line cut off by a stop
is left out); deals are matched by their seed, so runs of the same ``--seed`` line up whatever
their length. The first file is the reference the others are paired with.
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path

import tabletop
from tabletop.sim import read_games
from tabletop.sim.stats import wilson


class NotARun(ValueError):
    """A file that is not the ``simulate --out`` record of a Friday run."""


def read_run(path: Path) -> dict[int, tuple[bool, int]]:
    """The run's games by deal seed: (won, score)."""
    try:
        lines = read_games(path)
    except tabletop.Error as error:
        raise NotARun(str(error)) from None
    games: dict[int, tuple[bool, int]] = {}
    for number, game in enumerate(lines, 1):
        returns, scores = game.get("returns"), game.get("scores")
        if not isinstance(returns, list) or len(returns) != 1 or not isinstance(scores, list):
            raise NotARun(f"{path}: game {number} is not a game of a solo (Friday) run")
        games[game.get("seed")] = (returns[0] >= 1, scores[0])
    return games


def compare(reference: dict[int, tuple[bool, int]], other: dict[int, tuple[bool, int]]) -> str:
    """One line: both runs' wins on the shared deals, the deals only one won and the sign
    test's z (discordant deals, normal approximation)."""
    shared = [seed for seed in other if seed in reference]
    n = len(shared)
    won = sum(other[s][0] for s in shared)
    ref_won = sum(reference[s][0] for s in shared)
    only_other = sum(other[s][0] and not reference[s][0] for s in shared)
    only_ref = sum(reference[s][0] and not other[s][0] for s in shared)
    low, high = wilson(won, n)
    discordant = only_other + only_ref
    z = (only_other - only_ref) / math.sqrt(discordant) if discordant else 0.0
    mean = sum(other[s][1] for s in shared) / n if n else 0.0
    return (
        f"{n} deals: {won} won, {won / max(n, 1):.1%} ({low:.1%}-{high:.1%}), mean {mean:+.1f};"
        f" reference {ref_won}; only this {only_other}, only the reference {only_ref}, z {z:+.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reference", type=Path)
    parser.add_argument("runs", type=Path, nargs="+")
    args = parser.parse_args()
    try:
        reference = read_run(args.reference)
        runs = [(path, read_run(path)) for path in args.runs]
    except NotARun as error:
        parser.error(str(error))
    for path, run in runs:
        print(f"{path}: {compare(reference, run)}")


if __name__ == "__main__":
    main()
