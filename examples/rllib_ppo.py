"""RLlib's PPO learns a game against the random bot, through RLlib's own PettingZoo wrapper.

    pip install -e '.[rl,rllib]'
    python examples/rllib_ppo.py --game gunrain --iterations 20

The environment is tabletop's PettingZoo AEC environment in RLlib's ``PettingZooEnv``: only
the agent to move gets an observation, so every observation RLlib acts on has a legal move.
RLlib's new API stack (RLModules, EnvRunners, Learners) trains the ``learner`` module in one
seat (a new seat each episode) while the ``random`` module plays the others (Friday is solo:
the learner alone; ``--reward score_delta`` gives it something to follow). Both mask: the
observation is PettingZoo's ``{"observation", "action_mask"}``, and ``MaskedPPOModule`` adds
``log(mask)`` (illegal ids: RLlib's ``FLOAT_MIN``) to the policy's logits, as RLlib's
action-masking example does, so sampling and the greedy argmax pick legal moves only; the
random module plays uniformly among the legal ones. Each iteration prints what RLlib reports;
before and after training, the greedy policy plays ``--games`` fixed seeds against the random
bot (its seat turning round with the seed), as ``maskable_ppo_gunrain.py`` does.

All of it runs in this process (no EnvRunner or Learner actors, one torch thread) on a local
Ray of one CPU without its dashboard.
"""

from __future__ import annotations

import argparse
import itertools
from typing import Any

import gymnasium
import numpy as np
import ray
import torch
from ray.rllib.algorithms.algorithm import Algorithm
from ray.rllib.algorithms.ppo import PPOConfig
from ray.rllib.algorithms.ppo.torch.default_ppo_torch_rl_module import DefaultPPOTorchRLModule
from ray.rllib.core.columns import Columns
from ray.rllib.core.rl_module.multi_rl_module import MultiRLModuleSpec
from ray.rllib.core.rl_module.rl_module import RLModule, RLModuleSpec
from ray.rllib.env.wrappers.pettingzoo_env import PettingZooEnv
from ray.rllib.utils.torch_utils import FLOAT_MIN
from ray.tune.registry import register_env

import tabletop
from tabletop.interop.pettingzoo import TabletopAEC, env
from tabletop.interop.rewards import REWARDS

GAMES = ("friday", "gunrain", "kungfu")


def _split(batch: dict[str, Any]) -> tuple[dict[str, Any], Any]:
    """The batch with the bare observation, and the action mask beside it."""
    obs = batch[Columns.OBS]
    return {**batch, Columns.OBS: obs["observation"]}, obs["action_mask"]


def _masked(out: dict[str, Any], mask: Any) -> dict[str, Any]:
    """``out`` with every illegal action's logit pushed down to RLlib's ``FLOAT_MIN``."""
    out[Columns.ACTION_DIST_INPUTS] += torch.clamp(torch.log(mask.float()), min=FLOAT_MIN)
    return out


class MaskedPPOModule(DefaultPPOTorchRLModule):
    """RLlib's default PPO network on ``"observation"``, its logits masked by ``"action_mask"``."""

    def __init__(self, *, observation_space: gymnasium.spaces.Dict, **kwargs: Any) -> None:
        self._with_mask = observation_space
        super().__init__(observation_space=observation_space["observation"], **kwargs)

    def setup(self) -> None:
        super().setup()  # the network, sized for the bare observation
        self.observation_space = self._with_mask  # what the EnvRunner's connectors see

    def _forward(self, batch: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        batch, mask = _split(batch)
        return _masked(super()._forward(batch, **kwargs), mask)

    def _forward_train(self, batch: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        batch, mask = _split(batch)
        return _masked(super()._forward_train(batch, **kwargs), mask)

    def compute_values(self, batch: dict[str, Any], embeddings: Any = None) -> Any:
        if embeddings is None:
            batch, _ = _split(batch)
        return super().compute_values(batch, embeddings)


class MaskedRandomModule(RLModule):
    """The random bot as an RLModule: a uniform choice among the legal actions; not trained."""

    def setup(self) -> None:
        self._rng = np.random.default_rng(self.model_config.get("seed"))

    def _forward(self, batch: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        masks = np.asarray(batch[Columns.OBS]["action_mask"])
        return {Columns.ACTIONS: np.array([self._rng.choice(np.flatnonzero(m)) for m in masks])}

    def _forward_train(self, batch: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        raise NotImplementedError("the random module is not trained")


def make_env(game: str, options: dict[str, Any]) -> TabletopAEC:
    """Tabletop's PettingZoo AEC environment of ``game`` with ``options`` (the environment's,
    such as ``reward``, and the game's, such as ``players``). An illegal id raises
    ``IllegalAction`` (the default): both modules mask, so a run that ends proves none was
    sent."""
    return env(game, **options)


def config(
    game: str,
    options: dict[str, Any],
    seed: int = 0,
    batch: int = 2000,
    minibatch: int = 128,
    epochs: int = 10,
    lr: float = 3e-4,
) -> PPOConfig:
    """PPO on ``game`` through ``PettingZooEnv``: ``learner`` in one seat, turning round each
    episode, ``random`` in the others; ``batch`` env steps (every seat's) per iteration. The
    learning rate, epochs and GAE lambda are Stable-Baselines3's defaults: with RLlib's
    learning rate and lambda (5e-5, 1.0) and 4 epochs, 20 iterations on Gun Rain reached 60.5%
    against the random bot, 79.0% with these (docs/research.md, "RLlib")."""
    name = f"tabletop-{game}"
    register_env(name, lambda _: PettingZooEnv(make_env(game, options)))
    agents = make_env(game, options).possible_agents
    episodes = itertools.count()
    seats: dict[str, int] = {}

    def policy(agent: str, episode: Any, **_: Any) -> str:
        """The learner's seat: the next one for each new episode."""
        seat = seats.setdefault(episode.id_, next(episodes) % len(agents))
        if len(seats) > 64:  # episodes long finished
            del seats[next(iter(seats))]
        return "learner" if agent == agents[seat] else "random"

    return (
        PPOConfig()
        .environment(name, disable_env_checking=True)  # it steps unmasked random ids
        .framework("torch")
        .env_runners(num_env_runners=0, num_envs_per_env_runner=1)
        .learners(num_learners=0)
        .training(
            train_batch_size=batch,
            minibatch_size=minibatch,
            num_epochs=epochs,
            lr=lr,
            lambda_=0.95,
        )
        .multi_agent(
            policies={"learner", "random"},
            policy_mapping_fn=policy,
            policies_to_train=["learner"],
        )
        .rl_module(
            rl_module_spec=MultiRLModuleSpec(
                rl_module_specs={
                    "learner": RLModuleSpec(module_class=MaskedPPOModule),
                    "random": RLModuleSpec(
                        module_class=MaskedRandomModule, model_config={"seed": seed}
                    ),
                }
            )
        )
        .debugging(seed=seed)
    )


def greedy(module: RLModule, obs: dict[str, np.ndarray]) -> int:
    """The masked policy's most likely action on one observation."""
    batch = {Columns.OBS: {k: torch.as_tensor(v[None]) for k, v in obs.items()}}
    with torch.no_grad():
        logits = module.forward_inference(batch)[Columns.ACTION_DIST_INPUTS]
    return int(logits[0].argmax())


def win_rate(algo: Algorithm, game: str, options: dict[str, Any], seeds: range) -> float:
    """The share of games on ``seeds`` the greedy learner wins against the random bot (its
    seat: the seed modulo the players)."""
    module = algo.get_module("learner")
    aec = make_env(game, options)
    wins = 0
    for seed in seeds:
        aec.reset(seed=seed)
        learner = aec.possible_agents[seed % len(aec.possible_agents)]
        rng = np.random.default_rng(seed)
        for agent in aec.agent_iter():
            obs, _, terminated, truncated, info = aec.last()
            if terminated or truncated:
                wins += agent == learner and bool(info.get("is_success"))
                aec.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            action = greedy(module, obs) if agent == learner else int(rng.choice(legal))
            aec.step(action)
    return wins / len(seeds)


def report(result: dict[str, Any]) -> str:
    """One line of what RLlib reports for an iteration."""
    runners = result["env_runners"]
    learner = runners.get("module_episode_returns_mean", {}).get("learner", float("nan"))
    return (
        f"episodes {runners.get('num_episodes', 0):>4}, "
        f"env steps {runners.get('num_env_steps_sampled', 0):>5}, "
        f"episode return mean {runners.get('episode_return_mean', float('nan')):+.3f}, "
        f"learner's {learner:+.3f}, {result['time_this_iter_s']:.1f} s"
    )


def count(text: str) -> int:
    """An argparse type: a whole number from 1."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"a whole number from 1, not {text!r}")
    return int(text)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, default="gunrain")
    parser.add_argument("--players", type=count, help="Kung Fu's players (the game's default)")
    parser.add_argument("--reward", choices=REWARDS, default="win")
    parser.add_argument("--iterations", type=count, default=20)
    parser.add_argument("--batch", type=count, default=2000, help="env steps per iteration")
    parser.add_argument("--minibatch", type=count, default=128)
    parser.add_argument("--epochs", type=count, default=10, help="passes over each batch")
    parser.add_argument("--lr", type=float, default=3e-4, help="the learning rate")
    parser.add_argument("--games", type=count, default=200, help="evaluation games")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=count, default=1, help="torch threads")
    args = parser.parse_args(argv)
    if args.minibatch > args.batch:
        parser.error(f"--minibatch {args.minibatch} is larger than --batch {args.batch}")
    if not args.lr > 0:
        parser.error(f"--lr is a learning rate above 0, not {args.lr}")
    # A small MLP: more threads cost more in handing work out than they save.
    torch.set_num_threads(args.threads)
    options: dict[str, Any] = {"reward": args.reward}
    if args.players is not None:
        options["players"] = args.players
    try:
        solo = len(make_env(args.game, options).possible_agents) == 1
    except tabletop.ConfigError as error:  # before Ray's start-up: a bad option, at once
        parser.error(str(error))
    started = not ray.is_initialized()  # a caller's Ray (a test's) is left running
    if started:
        ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False)
    try:
        ppo = config(
            args.game, options, args.seed, args.batch, args.minibatch, args.epochs, args.lr
        )
        algo = ppo.build_algo()
        seeds = range(args.games)
        before = win_rate(algo, args.game, options, seeds)
        for iteration in range(1, args.iterations + 1):
            print(f"iteration {iteration:>3}: {report(algo.train())}", flush=True)
        after = win_rate(algo, args.game, options, seeds)
        algo.stop()
    finally:
        if started:
            ray.shutdown()
    against = "" if solo else ", the others random"
    print(f"greedy policy's wins on the same {args.games} seeds{against}:")
    print(f"  before training {before:.1%}, after {after:.1%}")


if __name__ == "__main__":
    main()
