"""OpenSpiel's Python IS-MCTS against tabletop's own ISMCTS, on Gun Rain, in a plain loop.

    pip install -e '.[openspiel]'
    python examples/openspiel_ismcts_gunrain.py --games 20 --iterations 100

Every ``new_initial_state`` starts a new Gun Rain whose cards and first player are chance
nodes (the default ``chance_mode="explicit"``), which the loop draws by their probabilities
with a seeded generator. The bots swap seats every game. Both search over worlds resampled
from what the acting seat knows: OpenSpiel's ``ISMCTSBot`` through ``resample_from_infostate``,
tabletop's through the engine's ``determinize``.

The loop is written out because OpenSpiel's ``evaluate_bots`` calls ``restart_at`` on every
bot, which the Python ``ISMCTSBot`` does not implement; and OpenSpiel's C++ ``MCTSBot`` and
``ISMCTSBot`` crash the interpreter on any Python game (OpenSpiel's own Python tic-tac-toe
too), so these are the Python bots.
"""

from __future__ import annotations

import argparse

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from tabletop import bots
from tabletop.interop.openspiel import register


def play_one(
    state: pyspiel.State,
    openspiel_bot: ismcts.ISMCTSBot,
    tabletop_bot: bots.Bot,
    openspiel_seat: int,
    rng: np.random.RandomState,
) -> list[float]:
    """Plays ``state`` to the end, chance drawn with ``rng``; returns the seats' returns."""
    while not state.is_terminal():
        player = state.current_player()
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            action = int(rng.choice(outcomes, p=probabilities))
        elif player == openspiel_seat:
            action = openspiel_bot.step(state)
        else:  # the engine bot picks an engine action: play its id
            engine = state.engine
            action = engine.action_id(tabletop_bot.choose(engine, player))
        state.apply_action(action)
    return state.returns()


def match(games: int, iterations: int, max_turns: int = 40, seed: int = 0) -> list[float]:
    """OpenSpiel's IS-MCTS's return in each game (+1 win, -1 loss, 0 draw)."""
    register()
    game = pyspiel.load_game("tabletop_gunrain", {"seed": seed, "max_turns": max_turns})
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    openspiel_bot = ismcts.ISMCTSBot(game, evaluator, 2.0, iterations, random_state=rng)
    tabletop_bot = bots.from_spec(f"ismcts:iterations={iterations}", seed)
    scores = []
    for n in range(games):
        seat = n % 2
        returns = play_one(game.new_initial_state(), openspiel_bot, tabletop_bot, seat, rng)
        scores.append(returns[seat])
    return scores


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--iterations", type=int, default=100, help="per decision, both bots")
    parser.add_argument("--max-turns", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    scores = match(args.games, args.iterations, args.max_turns, args.seed)
    wins, draws = scores.count(1.0), scores.count(0.0)
    print(
        f"OpenSpiel IS-MCTS against tabletop ISMCTS ({args.iterations} iterations each), "
        f"{args.games} games: {wins} won, {draws} drawn, {args.games - wins - draws} lost"
    )


if __name__ == "__main__":
    main()
