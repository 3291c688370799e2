"""Are the review's mistakes real? And how long does a review take?

For each game, plays ``--games`` games between the Easy (heuristic) bots, reviews seat 0's
decisions at ``--playouts`` (timing each review, CPU seconds on one core), and takes every
decision the review calls a mistake. From that position it plays ``--continuations`` worlds
sampled from the seat's view (the other seats' hidden choices already handed in remade as the
heuristic makes them, since it made them), each twice: the review's better move, then the move
played, and from there every seat by the same heuristic bot that played the game, to the end
of the game (no value estimate, no cut: the real outcome). The realized gain of the better move is
the mean paired difference of the outcomes (win 1, loss 0, draw 0.5 between players; Friday's
outlook, a loss graded below 0.5 by its score); it is compared with the loss the review
claimed, decision by decision.

    python benchmarks/bench_review.py [--games 10] [--continuations 64] [--playouts 192]
        [--game friday --game gunrain --game kungfu]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

import tabletop
from tabletop import bots
from tabletop.bots import HeuristicBot
from tabletop.bots.ismcts import outcome
from tabletop.review import review

SETTINGS = {
    "friday": {"level": 1},
    "gunrain": {},
    "kungfu": {"players": 2},
}


def _heuristic_game(name: str, seed: int):
    state = tabletop.make(name, **SETTINGS[name]).new_game(seed=seed)
    bot = bots.make("heuristic")
    while not state.is_over:
        player = state.to_move[0]
        state.apply(player, bot.choose(state, player).notation)
    return state


def _played_out(world, seat: int, move: str) -> float:
    """``move`` played in ``world``, then the heuristic bot for every seat to the end: the
    seat's outcome (0..1)."""
    bot = bots.make("heuristic")
    world.apply(seat, move)
    while not world.is_over:
        player = world.to_move[0]
        world.apply(player, bot.choose(world, player).notation)
    return outcome(world).values[seat]


def _mean_interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, half


def measure(name: str, games: int, continuations: int, playouts: int) -> None:
    seat = 0
    claimed: list[float] = []
    realized: list[float] = []
    seconds: list[float] = []
    decisions = 0
    for seed in range(games):
        final = _heuristic_game(name, seed)
        start = time.process_time()
        reviewed = review(final, seat, playouts, seed=seed)
        seconds.append(time.process_time() - start)
        decisions += len(reviewed.decisions)
        record = final.record()
        for decision in reviewed.decisions:
            if not decision.mistake:
                continue
            before = tabletop.replay({**record, "actions": record["actions"][: decision.index]})
            rng = random.Random(f"{name}:{seed}:{decision.index}")
            guess = HeuristicBot().guesser(before)
            gains = []
            for _ in range(continuations):
                world = before.determinize(seat, rng)
                if guess is not None:  # the others' hidden choices, made as the bot makes them
                    guess(world, seat)
                better = _played_out(world.clone(), seat, decision.best)
                played = _played_out(world, seat, decision.played)
                gains.append(better - played)
            claimed.append(decision.loss.mean)
            realized.append(statistics.fmean(gains))
    flagged = len(claimed)
    print(f"{name} ({SETTINGS[name] or 'default options'}): {games} games of the Easy bot")
    print(
        f"  review of seat 0 (the first) at {playouts} playouts a decision: {decisions}"
        f" decisions with a choice; CPU s a game: mean {statistics.fmean(seconds):.1f},"
        f" most {max(seconds):.1f}"
    )
    if not flagged:
        print("  no decision was called a mistake")
        return
    claim, claim_half = _mean_interval(claimed)
    real, real_half = _mean_interval(realized)
    better = sum(r > 0 for r in realized)
    print(
        f"  mistakes called: {flagged} ({100 * flagged / decisions:.1f}% of decisions);"
        f" claimed loss mean {100 * claim:.1f} points (±{100 * claim_half:.1f});"
        f" realized gain of the better move, played out by the heuristic over {continuations}"
        f" worlds each: mean {100 * real:.1f} points (±{100 * real_half:.1f});"
        f" better in {better} of {flagged} ({100 * better / flagged:.0f}%)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=sorted(SETTINGS))
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--continuations", type=int, default=64)
    parser.add_argument("--playouts", type=int, default=192)
    args = parser.parse_args()
    for name in args.game or sorted(SETTINGS):
        measure(name, args.games, args.continuations, args.playouts)


if __name__ == "__main__":
    main()
