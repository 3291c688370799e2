"""The scripts in examples/ run as a researcher would run them, a few hundred steps each."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from local_ray import local_ray

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _example(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_maskable_ppo_runs_through_gymnasium_make_and_its_standard_wrappers(capsys) -> None:
    pytest.importorskip("sb3_contrib")
    import gymnasium

    example = _example("maskable_ppo_gunrain")
    model = example.make_model("heuristic", seed=0, n_steps=64)
    env = model.get_env().envs[0]  # as gymnasium.make gave it: no extra wrapper
    assert isinstance(env.env, gymnasium.wrappers.TimeLimit)  # under SB3's Monitor
    small = ["--eval-games", "1", "--final-games", "1", "--n-steps", "64"]
    example.main(["--steps", "256", "--chunk", "128", *small])
    out = capsys.readouterr().out
    assert re.findall(r"^ +(\d+) steps: \d+\.\d%$", out, re.M) == ["0", "128", "256"]
    assert re.search(r"the same 1 seeds against random: \d+\.\d%", out)
    assert re.search(r"the same 1 seeds against heuristic: \d+\.\d%", out)


def test_the_masked_policy_plays_only_legal_moves() -> None:
    pytest.importorskip("sb3_contrib")
    import gymnasium

    example = _example("maskable_ppo_gunrain")
    model = example.make_model("random", seed=1, n_steps=64)
    env = gymnasium.make(example.ENV_ID)
    obs, info = env.reset(seed=0)
    done = False
    while not done:
        masks = example.get_action_masks(env)
        action, _ = model.predict(obs, action_masks=masks, deterministic=False)
        assert masks[int(action)]
        obs, _, terminated, truncated, info = env.step(int(action))
        assert not info["illegal_action"]
        done = terminated or truncated
    assert terminated and "final_score" in info


def test_openspiel_ismcts_against_tabletop_ismcts(capsys) -> None:
    pytest.importorskip("pyspiel")
    example = _example("openspiel_ismcts_gunrain")
    scores = example.match(games=2, iterations=3, max_turns=2)
    assert len(scores) == 2 and set(scores) <= {-1.0, 0.0, 1.0}
    example.main(["--games", "1", "--iterations", "2", "--max-turns", "1"])
    assert "1 games:" in capsys.readouterr().out


def test_pettingzoo_parallel_rollout_of_kung_fu_with_four_players(capsys) -> None:
    pytest.importorskip("pettingzoo")
    example = _example("pettingzoo_parallel_kungfu")
    steps, totals, infos = example.rollout(seed=0)
    assert steps > 10
    assert sorted(totals) == [f"player_{p}" for p in range(4)]
    assert all(total in (-1.0, 0.0, 1.0) for total in totals.values())
    assert all("final_score" in info for info in infos.values())
    example.main(["--seed", "1"])
    assert "Kung Fu, 4 players, seed 1:" in capsys.readouterr().out


@pytest.fixture(scope="module")
def one_ray():
    """A local Ray of one CPU for RLlib (tests/local_ray.py)."""
    ray = pytest.importorskip("ray", reason="the rllib extra: pip install '.[rllib]'")
    with local_ray(ray, num_cpus=1):
        yield


def test_rllib_ppo_trains_through_rllibs_pettingzoo_wrapper(one_ray) -> None:
    import torch

    example = _example("rllib_ppo")
    options = {"players": 2}
    ppo = example.config("kungfu", options, seed=0, batch=200, minibatch=64, epochs=1)
    algo = ppo.build_algo()
    module = algo.get_module("learner")  # the EnvRunner's copy, synced from the Learner's
    before = {name: weights.clone() for name, weights in module.state_dict().items()}
    # Every action goes through the environment, which raises IllegalAction on an illegal id:
    # an iteration that ends shows that sampling chose legal moves only.
    result = algo.train()
    runners = result["env_runners"]
    assert runners["num_env_steps_sampled"] >= 200
    assert runners["num_episodes"] >= 1  # Kung Fu with 2 players: 47-80 moves a game
    assert set(runners["module_episode_returns_mean"]) == {"learner", "random"}
    after = module.state_dict()
    assert any(not torch.equal(before[name], after[name]) for name in before)
    assert re.fullmatch(
        r"episodes +\d+, env steps +\d+, episode return mean [+-]\d\.\d{3}, "
        r"learner's [+-]\d\.\d{3}, \d+\.\d s",
        example.report(result),
    )
    assert example.win_rate(algo, "kungfu", options, range(2)) in (0.0, 0.5, 1.0)  # greedy
    algo.stop()


def test_rllib_ppo_refuses_bad_options_before_starting_ray(capsys, monkeypatch) -> None:
    pytest.importorskip("ray.rllib")
    example = _example("rllib_ppo")
    monkeypatch.setattr(example.ray, "init", lambda **_: pytest.fail("Ray started"))
    for argv, says in [
        (["--game", "kungfu", "--players", "9"], "kungfu: option players=9 is not one of"),
        (["--game", "gunrain", "--players", "3"], "gunrain: unknown option 'players'"),
        (["--games", "0"], "--games: a whole number from 1, not '0'"),
        (["--batch", "100", "--minibatch", "128"], "--minibatch 128 is larger than --batch 100"),
    ]:
        with pytest.raises(SystemExit):
            example.main(argv)
        assert says in capsys.readouterr().err
