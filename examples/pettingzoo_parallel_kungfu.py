"""A PettingZoo parallel rollout of Kung Fu with 4 players, masked random actions.

    pip install -e '.[rl]'
    python examples/pettingzoo_parallel_kungfu.py --seed 0

In the Parallel API every agent to move acts in the same ``step``: all four pick their
round's cards at once, and place their dice at once, none seeing another's choice. Agents
with nothing to do have an all-zero mask; their actions are ignored (here: not sent).
"""

from __future__ import annotations

import argparse

import numpy as np

from tabletop.interop.pettingzoo import parallel_env


def rollout(seed: int, players: int = 4) -> tuple[int, dict[str, float], dict[str, dict]]:
    """One masked random game: (steps, each agent's total reward, the last infos)."""
    env = parallel_env("kungfu", players=players)
    observations, infos = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    steps = 0
    while env.agents:
        actions = {}
        for agent in env.agents:
            legal = np.flatnonzero(observations[agent]["action_mask"])
            if len(legal):  # this agent is to move
                actions[agent] = int(rng.choice(legal))
        observations, rewards, _, _, infos = env.step(actions)  # the end empties env.agents
        for agent, reward in rewards.items():
            totals[agent] += reward
        steps += 1
    return steps, totals, infos


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args(argv)
    steps, totals, infos = rollout(args.seed, args.players)
    print(f"Kung Fu, {args.players} players, seed {args.seed}: {steps} parallel steps")
    for agent, total in totals.items():
        print(f"  {agent}: reward {total:+.0f}, final HP {infos[agent]['final_score']:.0f}")


if __name__ == "__main__":
    main()
