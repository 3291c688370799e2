"""OpenSpiel's MCTS against tabletop's ISMCTS on Gun Rain, seats swapped: does MCTS still win
by knowing the future?

    python benchmarks/bench_openspiel_mcts.py --games 30 --iterations 30 [--mode explicit]

OpenSpiel's Python ``mcts.MCTSBot`` is a perfect-information search: it plays its simulations
from clones of the real state. With ``--mode sampled`` (chance inside the engine's ``apply``) a
clone carries the real generator, so MCTS knows every card still to be drawn and every board
card still face down; with ``--mode explicit`` (the default) those are chance nodes, which MCTS
samples, so it knows only what has been dealt (its opponent's hand and secret settings, as any
perfect-information search of a hidden-information game does). Tabletop's ISMCTS searches
worlds resampled from what its seat sees. Both run ``--iterations`` playouts per decision,
MCTS with one random rollout per leaf. Prints MCTS's wins, draws and losses with a 95% Wilson
interval on its win share (draws as half), per seat and in all, and the CPU time.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

from tabletop import bots
from tabletop.interop.openspiel import CHANCE, register
from tabletop.sim.stats import wilson


def play_one(
    state: pyspiel.State,
    bot: mcts.MCTSBot,
    engine_bot: bots.Bot,
    seat: int,
    rng: np.random.RandomState,
) -> float:
    """MCTS's return (in ``seat``) in one game played from ``state`` to the end."""
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        elif player == seat:
            state.apply_action(bot.step(state))
        else:
            engine = state.engine
            state.apply_action(engine.action_id(engine_bot.choose(engine, player)))
    return state.returns()[seat]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--iterations", type=int, default=30, help="per decision, both bots")
    parser.add_argument("--mode", choices=("explicit", "sampled"), default="explicit")
    parser.add_argument("--max-turns", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    register()
    game = pyspiel.load_game(
        "tabletop_gunrain",
        {"chance_mode": args.mode, "seed": args.seed, "max_turns": args.max_turns},
    )
    rng = np.random.RandomState(args.seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(game, 2.0, args.iterations, evaluator, random_state=rng)
    engine_bot = bots.from_spec(f"ismcts:iterations={args.iterations}", args.seed)
    scores: dict[int, list[float]] = {0: [], 1: []}
    start = time.process_time()
    for n in range(args.games):
        seat = n % 2
        scores[seat].append(play_one(game.new_initial_state(), bot, engine_bot, seat, rng))
        print(f"game {n + 1}: MCTS in seat {seat}: {scores[seat][-1]:+.0f}", flush=True)
    spent = time.process_time() - start
    print(
        f"\nOpenSpiel MCTS ({args.mode} chance) against tabletop ISMCTS, {args.iterations} "
        f"iterations each, Gun Rain max_turns={args.max_turns}, {spent:.0f} CPU s"
    )
    for label, got in (
        ("seat 0", scores[0]),
        ("seat 1", scores[1]),
        ("all", scores[0] + scores[1]),
    ):
        wins, draws = got.count(1.0), got.count(0.0)
        share = (wins + draws / 2) / len(got)
        low, high = wilson(wins + draws / 2, len(got))
        print(
            f"{label:>6}: {len(got)} games, MCTS won {wins}, drew {draws}, lost "
            f"{len(got) - wins - draws}: win share {share:.0%} (95% {low:.0%}-{high:.0%})"
        )


if __name__ == "__main__":
    main()
