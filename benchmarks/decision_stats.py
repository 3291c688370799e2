"""Legal moves per decision and game lengths, per game, over random games: what an agent faces.

    python benchmarks/decision_stats.py --games 200

A decision is one player asked to act (``to_move[0]``, as the sequential adapters ask);
"forced" decisions have one legal move (what Gymnasium's ``auto_forced`` plays by itself).
"""

from __future__ import annotations

import argparse
import random
import statistics

import tabletop

CONFIGS = [
    ("friday", {"level": 1}),
    ("friday", {"level": 4}),
    ("gunrain", {}),
    ("kungfu", {"players": 2}),
    ("kungfu", {"players": 4}),
]


def measure(name: str, options: dict, games: int) -> dict[str, float]:
    """Random play: legal moves per decision and decisions per game."""
    game = tabletop.make(name, **options)
    rng = random.Random(0)
    counts: list[int] = []
    lengths: list[int] = []
    for seed in range(games):
        state = game.new_game(seed=seed)
        length = 0
        while not state.is_over:
            player = state.to_move[0]
            legal = state.legal_actions(player)
            counts.append(len(legal))
            state.apply(player, rng.choice(legal))
            length += 1
        lengths.append(length)
    return {
        "mean": statistics.fmean(counts),
        "median": statistics.median(counts),
        "max": max(counts),
        "forced": 100 * sum(c == 1 for c in counts) / len(counts),
        "length": statistics.fmean(lengths),
        "shortest": min(lengths),
        "longest": max(lengths),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description="Legal moves per decision and game lengths.")
    parser.add_argument("--games", type=int, default=200)
    games = parser.parse_args().games
    print("| game | legal moves a decision: mean, median, max | forced | decisions a game |")
    print("|---|---|---|---|")
    for name, options in CONFIGS:
        s = measure(name, options, games)
        label = " ".join([name, *(f"{k}={v}" for k, v in options.items())])
        print(
            f"| {label} | {s['mean']:.1f}, {s['median']:g}, {s['max']} | {s['forced']:.0f}% "
            f"| {s['length']:.0f} ({s['shortest']}-{s['longest']}) |"
        )


if __name__ == "__main__":
    main()
