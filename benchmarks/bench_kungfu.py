"""Kung Fu random-play throughput for each player count, on one core.

``tabletop bench`` measures games at their default options (Kung Fu: 2 players); this runs
the same random player (:func:`tabletop.bench.random_game`) for 2-5 players:
    python benchmarks/bench_kungfu.py [--seconds 5] [--seed 0] [--draft]
"""

from __future__ import annotations

import argparse
import random
import sys
import time

import tabletop
from tabletop.bench import random_game


def measure(players: int, seconds: float, seed: int, draft: bool) -> tuple[int, int, float]:
    """(games, actions, elapsed seconds) of whole random games played for ``seconds``."""
    game = tabletop.make("kungfu", players=players, draft=draft)
    rng = random.Random(seed)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or games == 0:
        actions += random_game(game, rng)
        games += 1
    return games, actions, time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="random-play time per count")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random player")
    parser.add_argument("--draft", action="store_true", help="draft the hands (K3 option)")
    args = parser.parse_args(argv)
    print(f"kungfu{' draft' if args.draft else ''}, random play on one core, seed {args.seed}")
    print(f"{'players':>7} {'games':>7} {'actions':>9} {'games/s':>8} {'actions/s':>10}")
    for players in (2, 3, 4, 5):
        games, actions, elapsed = measure(players, args.seconds, args.seed, args.draft)
        print(
            f"{players:>7} {games:>7} {actions:>9} {games / elapsed:>8,.0f}"
            f" {actions / elapsed:>10,.0f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
