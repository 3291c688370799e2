"""ISMCTS search cost per game on one core: iterations per second, and seconds per decision.

    python benchmarks/bench_ismcts.py [--game gunrain] [--positions 5] [--iterations 200]
        [--rollout heuristic|random] [--depth K] [--epsilon E] [--seed 0]
    python benchmarks/bench_ismcts.py --game friday --spec ismcts:iterations=20:sweep=1 --games 2
    python benchmarks/bench_ismcts.py --game gunrain --spec ismcts:sweep=1:guess=1 --seat 1

Positions are reached by seeded random play; each gets a search of ``--iterations``
playouts, timed in CPU seconds of this process (so other work on the machine does not
skew it). ``--depth K`` cuts rollouts after K moves (and on to the next quiet position)
and scores the position with the game's static evaluation. With ``--spec``, the bot plays
``--games`` whole games against the heuristic (in seat 0, or ``--seat 1``: Gun Rain's second
seat to set searches other worlds) and every decision it searches is timed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from rich.console import Console
from rich.table import Table

import tabletop
from tabletop import bots
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


def measure(name: str, count: int, seed: int, **options: Any) -> tuple[int, float]:
    """Iterations done and CPU seconds spent over ``count`` positions."""
    iterations, spent = 0, 0.0
    for index, state in enumerate(positions(name, count, seed)):
        bot = ISMCTSBot(seed=index, **options)
        start = time.process_time()
        iterations += sum(e.visits for e in bot.analyse(state, state.to_move[0]))
        spent += time.process_time() - start
    return iterations, spent


def decisions(
    name: str, options: dict, spec: str, games: int, seed: int, seat: int = 0
) -> list[float]:
    """CPU seconds of each searched decision (more than one legal action) of ``spec``,
    playing ``seat`` (and every other seat of its parity) against the heuristic (alone at
    Friday)."""
    times = []
    for index in range(games):
        state = tabletop.make(name, **options).new_game(seed + index)
        searcher = bots.from_spec(spec, seed + index)
        other = bots.make("heuristic")
        while not state.is_over:
            player = state.to_move[0]
            if player % 2 != seat % 2 and state.game.num_players > 1:
                state.apply(player, other.choose(state, player))
                continue
            searched = len(state.legal_actions(player)) > 1
            start = time.process_time()
            action = searcher.choose(state, player)
            if searched:
                times.append(time.process_time() - start)
            state.apply(player, action)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="game to measure (repeatable)")
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--iterations", type=int, default=200, help="playouts per position")
    parser.add_argument("--rollout", choices=("heuristic", "random"), default="heuristic")
    parser.add_argument("--depth", type=int, help="rollout moves before the static evaluation")
    parser.add_argument("--epsilon", type=float, default=0.2, help="random moves in rollouts")
    parser.add_argument("--seed", type=int, default=0, help="seed of the positions or games")
    parser.add_argument("--spec", help="time whole games of this bot, e.g. ismcts:sweep=1")
    parser.add_argument("--games", type=int, default=1, help="games to time with --spec")
    parser.add_argument("--seat", type=int, default=0, help="the bot's seat with --spec (0, 1)")
    parser.add_argument("-o", dest="extra", action="append", default=[], help="game option K=V")
    args = parser.parse_args(argv)
    console = Console(highlight=False)
    names = args.game or tabletop.games()
    if args.spec:
        options = dict(pair.split("=", 1) for pair in args.extra)
        options = {k: int(v) if v.isdigit() else v for k, v in options.items()}
        table = Table(title=f"{args.spec}: CPU seconds per searched decision")
        for column in ("game", "decisions", "mean", "max"):
            table.add_column(column, justify="left" if column == "game" else "right")
        for name in names:
            times = decisions(name, options, args.spec, args.games, args.seed, args.seat)
            mean = sum(times) / len(times)
            table.add_row(name, str(len(times)), f"{mean:.3f}", f"{max(times):.3f}")
        console.print(table)
        return 0
    options = {
        "iterations": args.iterations,
        "rollout": args.rollout,
        "depth": args.depth,
        "epsilon": args.epsilon,
    }
    cut = "to the end" if args.depth is None else f"depth {args.depth}"
    table = Table(title=f"ISMCTS on one core ({args.rollout} rollouts, {cut})")
    for column in ("game", "positions", "iterations", "CPU seconds", "iterations/s"):
        table.add_column(column, justify="left" if column == "game" else "right")
    for name in names:
        iterations, spent = measure(name, args.positions, args.seed, **options)
        table.add_row(
            name, str(args.positions), str(iterations), f"{spent:.1f}", f"{iterations / spent:,.0f}"
        )
    console.print(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
