"""Simulation throughput on processes (--jobs) and on a local Ray (--cluster ray): games per
second of wall time for the same run, CPU seconds per game, and Ray's overhead against the same
number of processes.

    python benchmarks/bench_cluster.py [--games 2000] [--level 1] [--bot heuristic] [--rounds 2]

Each round times, one after the other, --jobs 1, --jobs 2 and Ray with 2 CPUs on the same plan
(Friday, one bot, seed 0), so a busy machine slows all three alike; the table gives every
round and the best of each. Wall time on a machine shared with other work depends on that work;
CPU time does not: it counts this process and its worker processes (for Ray: every Ray process,
the raylet and its workers, read from /proc), so the CPU per game is the backends' own cost.
Ray's start-up (``ray.init``) is timed apart from its run, as a cluster is started once for many
runs; the games are checked to be the same. Ray runs its workers at niceness 15 by default (they
yield to other work on a shared machine); ``RAY_worker_niceness=0`` in the environment runs them
as --jobs runs its processes. Needs the cluster extra: pip install -e '.[cluster]'.
"""

from __future__ import annotations

import argparse
import os
import resource
import time
from collections.abc import Callable
from pathlib import Path

import ray
from rich.console import Console
from rich.table import Table

from tabletop import sim

TICK = os.sysconf("SC_CLK_TCK")


def ray_cpu() -> float:
    """CPU seconds used so far by the Ray processes alive now (raylet, GCS, workers)."""
    total = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes()
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if command.startswith(b"ray::") or b"site-packages/ray/" in command:
            total += (int(fields[11]) + int(fields[12])) / TICK  # utime + stime
    return total


def own_cpu() -> float:
    """CPU seconds of this process and of its finished children (the --jobs processes)."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def timed(run: Callable[[], list]) -> tuple[float, float, list]:
    """Wall seconds, CPU seconds (this process, its children, Ray's processes), the games."""
    start, cpu = time.perf_counter(), own_cpu() + ray_cpu()
    games = run()
    return time.perf_counter() - start, own_cpu() + ray_cpu() - cpu, games


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
    runs = {
        "--jobs 1": lambda: list(sim.run(plan, jobs=1)),
        "--jobs 2": lambda: list(sim.run(plan, jobs=2)),
        "--cluster ray (2 CPUs)": lambda: list(sim.run(plan, jobs=2, cluster="ray")),
    }
    walls: dict[str, list[float]] = {name: [] for name in runs}
    cpus: dict[str, list[float]] = {name: [] for name in runs}
    try:
        for _ in range(args.rounds):
            played = []
            for name, run in runs.items():
                wall, cpu, games = timed(run)
                walls[name].append(wall)
                cpus[name].append(cpu)
                played.append(games)
            assert all(games == played[0] for games in played), "the backends played otherwise"
    finally:
        ray.shutdown()
    table = Table(title=f"{args.games} Friday level-{args.level} games, bot {args.bot}")
    columns = ("backend", "wall s per round", "best games/s", "wall vs --jobs 2")
    columns += ("CPU s per round", "CPU ms per game", "CPU vs --jobs 2")
    for column in columns:
        table.add_column(column, justify="left" if column == "backend" else "right")
    best_two, cpu_two = min(walls["--jobs 2"]), min(cpus["--jobs 2"])
    for name in runs:
        table.add_row(
            name,
            ", ".join(f"{t:.1f}" for t in walls[name]),
            f"{args.games / min(walls[name]):.1f}",
            f"{min(walls[name]) / best_two - 1:+.1%}",
            ", ".join(f"{t:.1f}" for t in cpus[name]),
            f"{1000 * min(cpus[name]) / args.games:.2f}",
            f"{min(cpus[name]) / cpu_two - 1:+.1%}",
        )
    console = Console()
    console.print(table)
    console.print(f"Ray start-up (ray.init, 2 CPUs), once: {start_up:.1f} s")
    console.print(f"Scaling 1 -> 2 processes (wall): {min(walls['--jobs 1']) / best_two:.2f}x")


if __name__ == "__main__":
    main()
