"""Does Friday's score reward teach where the win reward cannot? MaskablePPO on level 1.

    python benchmarks/bench_ppo_friday.py [--reward score_delta] [--steps 50000] [--games 100]

Trains MaskablePPO (needs ``pip install -e '.[rl,train]'``) on ``tabletop/Friday-v0`` with the
given ``reward`` and prints, before and after, the greedy masked policy's mean final score (the
rules' F15 score, ``info["final_score"]``) and its share of wins over the same ``--games`` seeds.
"""

from __future__ import annotations

import argparse
import statistics
import time

import gymnasium
import torch
from sb3_contrib import MaskablePPO
from sb3_contrib.common.maskable.utils import get_action_masks

import tabletop.interop.gymnasium  # noqa: F401  (registers the tabletop/ environments)


def evaluate(model: MaskablePPO, games: int) -> tuple[float, float]:
    """(mean final score, share of wins) of the greedy masked policy on seeds 0..games-1."""
    env = gymnasium.make("tabletop/Friday-v0")
    scores, wins = [], 0
    for seed in range(games):
        obs, info = env.reset(seed=seed)
        done = False
        while not done:
            action, _ = model.predict(obs, action_masks=get_action_masks(env), deterministic=True)
            obs, _, terminated, truncated, info = env.step(int(action))
            done = terminated or truncated
        scores.append(info["final_score"])
        wins += info["is_success"]
    return statistics.mean(scores), wins / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reward", default="score_delta")
    parser.add_argument("--steps", type=int, default=50_000)
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    torch.set_num_threads(1)
    wall, cpu = time.perf_counter(), time.process_time()
    env = gymnasium.make("tabletop/Friday-v0", reward=args.reward)
    model = MaskablePPO("MlpPolicy", env, seed=0, verbose=0)
    score, wins = evaluate(model, args.games)
    print(f"before: mean final score {score:.1f}, wins {wins:.0%} ({args.games} seeds)")
    model.learn(args.steps)
    score, wins = evaluate(model, args.games)
    after = f"after {args.steps} steps with reward={args.reward!r}"
    print(f"{after}: mean final score {score:.1f}, wins {wins:.0%}")
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"took {wall:.0f} s ({cpu:.0f} s of CPU)")


if __name__ == "__main__":
    main()
