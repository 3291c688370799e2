"""The scripts in examples/ run as a researcher would run them, a few hundred steps each."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

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
