"""MaskablePPO (sb3-contrib) learns Gun Rain against a bot, through ``gymnasium.make`` alone.

    pip install -e '.[rl,train]'
    python examples/maskable_ppo_gunrain.py --opponent random --steps 100000

The environment is the registered ``tabletop/GunRain-v0`` with Gymnasium's standard wrappers
(order enforcing, the passive checker, the 10,000-step ``TimeLimit``): MaskablePPO finds the
legal moves through the environment's ``action_masks()``, which it reaches through those wrappers
(``get_wrapper_attr``, as ``get_action_masks`` here), so no extra wrapper is needed. Training
goes in chunks; after each, the greedy policy plays ``--eval-games`` games against the opponent
on the same seeds each time (a learning curve); at the end it plays the same ``--final-games``
seeds against the random and the heuristic bot.
"""

from __future__ import annotations

import argparse

import gymnasium
import torch
from sb3_contrib import MaskablePPO
from sb3_contrib.common.maskable.utils import get_action_masks

import tabletop.interop.gymnasium  # noqa: F401  (registers the tabletop/ environments)

ENV_ID = "tabletop/GunRain-v0"


def make_model(opponent: str, seed: int, n_steps: int = 2048) -> MaskablePPO:
    """A fresh MaskablePPO (Stable-Baselines3's defaults but ``n_steps``, the steps gathered
    per update) on Gun Rain against ``opponent``, a bot spec such as "heuristic"."""
    env = gymnasium.make(ENV_ID, opponent=opponent)
    return MaskablePPO("MlpPolicy", env, n_steps=n_steps, seed=seed, verbose=0)


def win_rate(model: MaskablePPO, opponent: str, seeds: range) -> float:
    """The share of games on ``seeds`` the greedy masked policy wins against ``opponent``."""
    env = gymnasium.make(ENV_ID, opponent=opponent)
    wins = 0
    for seed in seeds:
        obs, info = env.reset(seed=seed)
        done = False
        while not done:
            action, _ = model.predict(obs, action_masks=get_action_masks(env), deterministic=True)
            obs, _, terminated, truncated, info = env.step(int(action))
            done = terminated or truncated
        wins += bool(info.get("is_success"))
    return wins / len(seeds)


def train(
    opponent: str, steps: int, chunk: int, eval_games: int, seed: int = 0, n_steps: int = 2048
) -> tuple[MaskablePPO, list[tuple[int, float]]]:
    """Trains for ``steps``; returns the model and (steps so far, win rate) after each chunk."""
    model = make_model(opponent, seed, n_steps)
    seeds = range(10_000, 10_000 + eval_games)  # apart from the final seeds
    curve = [(0, win_rate(model, opponent, seeds))]
    while model.num_timesteps < steps:
        model.learn(min(chunk, steps - model.num_timesteps), reset_num_timesteps=False)
        curve.append((model.num_timesteps, win_rate(model, opponent, seeds)))
    return model, curve


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opponent", default="random", help="the bot trained against")
    parser.add_argument("--steps", type=int, default=100_000)
    parser.add_argument("--chunk", type=int, default=10_000, help="steps between evaluations")
    parser.add_argument("--eval-games", type=int, default=50)
    parser.add_argument("--final-games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--n-steps", type=int, default=2048, help="steps per PPO update")
    parser.add_argument("--threads", type=int, default=1, help="torch threads")
    args = parser.parse_args(argv)
    # A small MLP: more threads cost more in handing work out than they save (4x on 2 cores).
    torch.set_num_threads(args.threads)
    model, curve = train(
        args.opponent, args.steps, args.chunk, args.eval_games, args.seed, args.n_steps
    )
    print(f"learning curve against {args.opponent} ({args.eval_games} games each):")
    for steps, rate in curve:
        print(f"  {steps:>7} steps: {rate:.1%}")
    seeds = range(args.final_games)
    for opponent in ("random", "heuristic"):
        rate = win_rate(model, opponent, seeds)
        print(f"final, the same {args.final_games} seeds against {opponent}: {rate:.1%}")


if __name__ == "__main__":
    main()
