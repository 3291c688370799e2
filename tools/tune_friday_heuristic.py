"""Coordinate search over the Friday heuristic's numbers: P, GOOD_ABILITIES and HAZARD_BONUS.

Each trial moves one number (times 0.6 or 1.4, or by 0.5 when it is near 0) and plays the same
deals as the current best; a trial is kept when it wins ``--margin`` more of them. The deals are
fixed by the seeds, so a run is reproducible and trials are compared on equal luck. Paste what it
prints into ``src/tabletop/rulesets/friday/heuristic.py``, then check the result on other deals with
``tabletop simulate friday --seats bot:heuristic --level L --games 500 --seed 1``.

    python tools/tune_friday_heuristic.py [--games 2000] [--levels 1] [--rounds 2] [--jobs 2]
"""

from __future__ import annotations

import argparse
import json
import random
from concurrent.futures import ProcessPoolExecutor

from fitting import levels_option  # tools/fitting.py, beside this script

import tabletop
from tabletop.rulesets.friday import heuristic as friday

Numbers = dict[str, float]
# prefixes of the GOOD_ABILITIES and HAZARD_BONUS entries among the tuned numbers
TABLES = {"ability:": friday.GOOD_ABILITIES, "bonus:": friday.HAZARD_BONUS}


def current() -> Numbers:
    numbers = {k: float(v) for k, v in friday.P.items() if k != "give_up_step"}
    for prefix, table in TABLES.items():
        numbers.update({prefix + k: float(v) for k, v in table.items()})
    return numbers


def wins(numbers: Numbers, level: int, seeds: range) -> int:
    """Games won on these deals with these numbers (in a worker process)."""
    for key, value in numbers.items():
        prefix, _, name = key.rpartition(":")
        if prefix:
            TABLES[prefix + ":"][name] = value
        else:
            friday.P[key] = value
    friday.reload_worths()
    game = tabletop.make("friday", level=level)
    won = 0
    for seed in seeds:
        state = game.new_game(seed=seed * 7919 + level + 5_000_000)
        while not state.is_over:
            state.apply(0, friday.choose(state, 0))
        won += state.result.returns[0] >= 1
    return won


def steps(value: float) -> list[float]:
    """The two trial values of a number: relative moves, or absolute ones near 0."""
    return [value * 0.6, value * 1.4] if abs(value) > 0.2 else [value - 0.5, value + 0.5]


def win_rate(pool: ProcessPoolExecutor, numbers: Numbers, levels: list[int], games: int) -> float:
    chunk = max(1, games // 8)
    jobs = [
        pool.submit(wins, numbers, level, range(start, min(games, start + chunk)))
        for level in levels
        for start in range(0, games, chunk)
    ]
    return sum(job.result() for job in jobs) / (games * len(levels))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="deals per level and trial")
    parser.add_argument(
        "--levels", type=levels_option, default=[1], help="comma-separated levels, e.g. 1,2"
    )
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--margin", type=float, default=0.006, help="win-rate gain to keep")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    levels = args.levels
    best = current()
    with ProcessPoolExecutor(args.jobs) as pool:
        score = win_rate(pool, best, levels, args.games)
        print(f"start: {score:.4f}", flush=True)
        for round_ in range(args.rounds):
            keys = sorted(best)
            random.Random(round_).shuffle(keys)
            for key in keys:
                value = best[key]
                for step in steps(value):
                    trial = {**best, key: round(step, 3)}
                    trial_score = win_rate(pool, trial, levels, args.games)
                    if trial_score > score + args.margin:
                        print(f"{key}: {value} -> {trial[key]}  ({score:.4f} -> {trial_score:.4f})")
                        best, score = trial, trial_score
                        break
            print(f"after round {round_ + 1}: {score:.4f}", flush=True)
    print(json.dumps(best, indent=1))


if __name__ == "__main__":
    main()
