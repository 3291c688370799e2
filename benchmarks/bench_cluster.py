"""Simulation throughput on processes (--jobs) and on a local Ray (--cluster ray): games per
second of wall time for the same run, and Ray's overhead against the same number of processes.

    python benchmarks/bench_cluster.py [--games 2000] [--level 1] [--bot heuristic] [--rounds 2]

Each round times, one after the other, --jobs 1, --jobs 2 and Ray with 2 CPUs on the same plan
(Friday, one bot, seed 0), so a busy machine slows all three alike; the table gives every
round and the best of each. Ray's start-up (``ray.init``, seconds) is timed apart from its
run, as a cluster is started once for many runs; the games are checked to be the same.
Needs the cluster extra: pip install -e '.[cluster]'.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import ray
from rich.console import Console
from rich.table import Table

from tabletop import sim


def timed(run: Callable[[], list]) -> tuple[float, list]:
    start = time.perf_counter()
    games = run()
    return time.perf_counter() - start, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--level", type=int, default=1)
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    plan = sim.Plan("friday", {"level": args.level}, (args.bot,), args.games, 0)
    began = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    start_up = time.perf_counter() - began
    rows: dict[str, list[float]] = {"--jobs 1": [], "--jobs 2": [], "--cluster ray (2 CPUs)": []}
    try:
        for _ in range(args.rounds):
            one, reference = timed(lambda: list(sim.run(plan, jobs=1)))
            two, by_jobs = timed(lambda: list(sim.run(plan, jobs=2)))
            on_ray, by_ray = timed(lambda: list(sim.run(plan, jobs=2, cluster="ray")))
            assert reference == by_jobs == by_ray, "the backends played different games"
            for name, seconds in zip(rows, (one, two, on_ray), strict=True):
                rows[name].append(seconds)
    finally:
        ray.shutdown()
    table = Table(title=f"{args.games} Friday level-{args.level} games, bot {args.bot}")
    for column in ("backend", "seconds per round", "best games/s", "against --jobs 2"):
        table.add_column(column, justify="left" if column == "backend" else "right")
    best_two = min(rows["--jobs 2"])
    for name, times in rows.items():
        table.add_row(
            name,
            ", ".join(f"{t:.1f}" for t in times),
            f"{args.games / min(times):.1f}",
            f"{min(times) / best_two - 1:+.1%}",
        )
    console = Console()
    console.print(table)
    console.print(f"Ray start-up (ray.init, 2 CPUs), once: {start_up:.1f} s")
    console.print(f"Scaling 1 -> 2 processes: {min(rows['--jobs 1']) / best_two:.2f}x")


if __name__ == "__main__":
    main()
