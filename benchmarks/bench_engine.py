"""Engine benchmark: random-play throughput and clone() cost per game, on one core.

The same measurement as ``tabletop bench`` (both call :func:`tabletop.bench.run`):
    python benchmarks/bench_engine.py [--game friday] [--seconds 5] [--seed 0]
"""

from __future__ import annotations

import argparse
import sys

from rich.console import Console

import tabletop
from tabletop.bench import run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="game to measure (repeatable); default all")
    parser.add_argument("--seconds", type=float, default=5.0, help="random-play time per game")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random player")
    args = parser.parse_args(argv)
    if args.seconds <= 0:
        parser.error("--seconds must be > 0")
    names = args.game or list(tabletop.games())
    try:
        for name in names:
            tabletop.make(name)
    except tabletop.Error as exc:
        parser.error(str(exc))
    run(names, args.seconds, args.seed, Console(highlight=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
