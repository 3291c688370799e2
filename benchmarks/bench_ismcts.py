"""ISMCTS search speed per game on one core: iterations per second from mid-game positions.

    python benchmarks/bench_ismcts.py [--game gunrain] [--positions 5] [--seconds 2]
        [--rollout heuristic|random] [--seed 0]

Positions are reached by seeded random play; each gets a time-budgeted search, and the
iterations actually completed are counted (the sum of root visits).
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from rich.console import Console
from rich.table import Table

import tabletop
from tabletop.bots import ISMCTSBot


def positions(name: str, count: int, seed: int) -> list:
    rnd = random.Random(seed)
    game = tabletop.make(name)
    found = []
    while len(found) < count:
        state = game.new_game(rnd.randrange(1 << 30))
        for _ in range(rnd.randrange(2, 30)):
            if state.is_over:
                break
            player = state.to_move[0]
            state.apply(player, rnd.choice(state.legal_actions(player)))
        if not state.is_over:
            found.append(state)
    return found


def measure(name: str, count: int, seconds: float, rollout: str, seed: int) -> tuple[int, float]:
    iterations, spent = 0, 0.0
    for index, state in enumerate(positions(name, count, seed)):
        bot = ISMCTSBot(seed=index, seconds=seconds, rollout=rollout)
        start = time.perf_counter()
        iterations += sum(e.visits for e in bot.analyse(state, state.to_move[0]))
        spent += time.perf_counter() - start
    return iterations, spent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="game to measure (repeatable)")
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=2.0, help="search time per position")
    parser.add_argument("--rollout", choices=("heuristic", "random"), default="heuristic")
    parser.add_argument("--seed", type=int, default=0, help="seed of the positions")
    args = parser.parse_args(argv)
    table = Table(title=f"ISMCTS on one core ({args.rollout} rollouts)")
    for column in ("game", "positions", "iterations", "seconds", "iterations/s"):
        table.add_column(column, justify="left" if column == "game" else "right")
    for name in args.game or tabletop.games():
        iterations, spent = measure(name, args.positions, args.seconds, args.rollout, args.seed)
        table.add_row(
            name, str(args.positions), str(iterations), f"{spent:.1f}", f"{iterations / spent:,.0f}"
        )
    Console(highlight=False).print(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
