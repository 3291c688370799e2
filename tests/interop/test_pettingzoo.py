"""The PettingZoo adapter: illegal ids, returns, the parallel env's steps, the rest of
PettingZoo's test module. Its api_test, seed_test and parallel_api_test on every game are
tabletop.testing's pettingzoo check."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import (
    api_test,
    max_cycles_test,
    parallel_seed_test,
    render_test,
)
from pettingzoo.utils.conversions import aec_to_parallel, parallel_to_aec

import tabletop
from tabletop.interop.pettingzoo import env, parallel_env

# api_test asks for Box observations; a dict with "action_mask" is the convention PettingZoo's
# own classic games use (and which api_test exempts for those games by name).
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
]


def test_an_illegal_id_raises_and_changes_nothing() -> None:
    aec = env("gunrain")
    aec.reset(seed=3)
    before = aec.state.record()
    mask = aec.observe(aec.agent_selection)["action_mask"]
    with pytest.raises(tabletop.IllegalAction):
        aec.step(int(mask.argmin()))
    with pytest.raises(tabletop.IllegalAction, match="action id 'x' is not legal"):
        aec.step("x")  # not an id at all: the same clear error, not a ValueError
    legal = int(mask.argmax())
    for near in (legal + 0.9, str(legal)):  # used to be played as move ``legal``
        with pytest.raises(tabletop.IllegalAction, match="is not legal"):
            aec.step(near)
    assert aec.state.record() == before


def test_a_full_game_pays_the_returns() -> None:
    aec = env("kungfu", players=3)
    aec.reset(seed=5)
    totals = dict.fromkeys(aec.possible_agents, 0.0)
    for agent in aec.agent_iter():
        obs, reward, terminated, truncated, _ = aec.last()
        totals[agent] += reward
        if terminated or truncated:
            aec.step(None)
        else:
            aec.step(aec.action_space(agent).sample(obs["action_mask"]))
    returns = aec.state.result.returns
    assert [totals[a] for a in aec.possible_agents] == list(returns)


def test_misuse_is_a_clear_error() -> None:
    aec = env("gunrain")
    for call in (lambda: aec.observe("player_0"), lambda: aec.step(0)):
        with pytest.raises(tabletop.ConfigError, match=r"call reset\(\) before"):
            call()
    assert aec.render() is None
    aec.reset(seed=1)
    with pytest.raises(tabletop.ConfigError, match="no agent 'player_9': the agents are"):
        aec.observe("player_9")
    with pytest.raises(tabletop.ConfigError, match="render_mode is 'ansi', 'human' or None"):
        env("gunrain", render_mode="rgb_array")
    with pytest.raises(tabletop.ConfigError, match="reward is one of win, score, score_delta"):
        env("gunrain", reward="hp")


@pytest.mark.parametrize(("name", "options"), [("gunrain", {}), ("kungfu", {"players": 4})])
def test_parallel_seeds_repeat_and_the_aec_conversions(name: str, options: dict) -> None:
    one, _, _ = _parallel_game(name, 3, **options)
    two, _, _ = _parallel_game(name, 3, **options)
    assert one.state.record() == two.state.record()
    assert _parallel_game(name, 4, **options)[0].state.record() != one.state.record()
    parallel = parallel_env(name, **options)
    aec = parallel_to_aec(parallel)  # every agent steps in a cycle; those not to move idle
    api_test(aec, num_cycles=200)
    assert aec_to_parallel(aec) is parallel


def _parallel_game(name: str, seed: int, **options) -> tuple[object, dict, int]:
    """A masked random game in the parallel env: (its env, the last infos, the steps taken)."""
    par = parallel_env(name, **options)
    observations, _ = par.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps, infos = 0, {}
    while par.agents:
        actions = {}
        for agent in par.agents:
            legal = np.flatnonzero(observations[agent]["action_mask"])
            if len(legal):
                actions[agent] = int(rng.choice(legal))
        observations, _, _, _, infos = par.step(actions)
        steps += 1
    return par, infos, steps


def test_the_parallel_env_plays_simultaneous_choices_in_one_step() -> None:
    par = parallel_env("kungfu", players=4)
    observations, _ = par.reset(seed=2)
    to_move = [a for a in par.agents if observations[a]["action_mask"].any()]
    assert len(to_move) == 4  # the card choice: everybody at once
    par, infos, steps = _parallel_game("kungfu", 2, players=4)
    state = par.state
    assert state.is_over and par.agents == []
    assert steps < len(state.actions_taken())  # several moves in some steps
    for p, agent in enumerate(par.possible_agents):
        assert infos[agent]["final_score"] == state.result.scores[p]


def test_a_parallel_step_checks_every_action_before_playing_any() -> None:
    par = parallel_env("gunrain")
    observations, _ = par.reset(seed=1)
    while sum(observations[a]["action_mask"].any() for a in par.agents) < 2:
        actions = {a: int(o["action_mask"].argmax()) for a, o in observations.items()}
        observations, *_ = par.step(actions)
    before = par.state.record()
    good = {a: int(o["action_mask"].argmax()) for a, o in observations.items()}
    bad = {**good, "player_1": int(observations["player_1"]["action_mask"].argmin())}
    with pytest.raises(tabletop.IllegalAction, match="not legal for player 1"):
        par.step(bad)
    with pytest.raises(tabletop.IllegalAction, match="player_1 is to move but was given no"):
        par.step({"player_0": good["player_0"]})
    assert par.state.record() == before
    par.step(good)
    assert len(par.state.actions_taken()) == len(before["actions"]) + 2


def test_max_cycles_truncates_an_unfinished_game() -> None:
    par = parallel_env("gunrain", max_cycles=5)
    observations, _ = par.reset(seed=0)
    for step in range(5):
        assert par.agents
        actions = {a: int(o["action_mask"].argmax()) for a, o in observations.items()}
        observations, _, _, truncations, _ = par.step(actions)
        assert truncations == dict.fromkeys(par.possible_agents, step == 4)
    assert par.agents == [] and not par.state.is_over
    with pytest.raises(tabletop.ConfigError, match="max_cycles is a whole number"):
        parallel_env("gunrain", max_cycles=0)


def test_score_delta_rewards_add_up_to_the_change_of_standing() -> None:
    from tabletop.interop.rewards import standing_of

    aec = env("kungfu", players=3, reward="score_delta")
    aec.reset(seed=5)
    totals = dict.fromkeys(aec.possible_agents, 0.0)
    start = aec.state.clone()
    for agent in aec.agent_iter():
        obs, reward, terminated, truncated, _ = aec.last()
        totals[agent] += reward
        action = (
            None if terminated or truncated else aec.action_space(agent).sample(obs["action_mask"])
        )
        aec.step(action)
    standing = standing_of("kungfu")
    for p, agent in enumerate(aec.possible_agents):
        expected = standing(aec.state, p) - standing(start, p)
        assert totals[agent] == pytest.approx(expected)


def test_human_render_prints_the_spectators_screen(capsys: pytest.CaptureFixture) -> None:
    par = parallel_env("kungfu", render_mode="human")
    par.reset(seed=0)
    assert par.render() is None
    assert "Kung Fu" in capsys.readouterr().out


def _module(name: str, **options) -> SimpleNamespace:
    """What ``max_cycles_test`` takes: ``env`` and ``parallel_env`` makers of one game. Its AEC
    side counts every agent's steps per cycle, so it gets the parallel env as an AEC env (in
    which every agent steps each cycle), as ``parallel_to_aec`` makes it."""
    return SimpleNamespace(
        parallel_env=lambda **more: parallel_env(name, **options, **more),
        env=lambda **more: parallel_to_aec(parallel_env(name, **options, **more)),
    )


@pytest.mark.parametrize(("name", "options"), [("gunrain", {}), ("kungfu", {"players": 3})])
def test_pettingzoos_unmasked_tests_pass_with_illegal_ids_skipped(name: str, options: dict) -> None:
    max_cycles_test(_module(name, illegal="skip", **options))
    parallel_seed_test(lambda: parallel_env(name, illegal="skip", **options), num_cycles=20)
    parallel_seed_test(lambda: parallel_env(name, illegal="terminate", **options))
    render_test(lambda **more: env(name, **options, **more))


def test_terminate_ends_the_game_as_pettingzoos_classic_games_do() -> None:
    aec = env("gunrain", illegal="terminate", illegal_reward=-2)
    aec.reset(seed=3)
    mover = aec.agent_selection
    before = aec.state.record()
    aec.step(int(aec.observe(mover)["action_mask"].argmin()))
    assert aec.state.record() == before  # the move was not played: the game just ends
    assert all(aec.terminations.values())
    assert aec._cumulative_rewards == {a: (-2.0 if a == mover else 0.0) for a in aec.agents}
    assert aec.infos[mover]["illegal_move"]
    seen = []
    for agent in aec.agent_iter():
        seen.append((agent, aec.last()[1]))
        aec.step(None)
    assert sorted(seen) == sorted((a, -2.0 if a == mover else 0.0) for a in aec.possible_agents)
    par = parallel_env("kungfu", players=3, illegal="terminate")
    observations, _ = par.reset(seed=1)
    actions = {a: int(o["action_mask"].argmax()) for a, o in observations.items()}
    actions["player_2"] = int(observations["player_2"]["action_mask"].argmin())
    _, rewards, terminations, _, infos = par.step(actions)
    assert rewards == {"player_0": 0.0, "player_1": 0.0, "player_2": -1.0}
    assert all(terminations.values()) and infos["player_2"] == {"illegal_move": True}
    assert par.agents == [] and not par.state.actions_taken()


def test_skip_ignores_an_illegal_id_and_asks_the_same_agent_again() -> None:
    aec = env("gunrain", illegal="skip", illegal_reward=-0.5)
    aec.reset(seed=3)
    mover, before = aec.agent_selection, aec.state.record()
    aec.step(int(aec.observe(mover)["action_mask"].argmin()))
    assert aec.state.record() == before and aec.agent_selection == mover
    assert aec.rewards[mover] == -0.5 and not any(aec.terminations.values())


def test_the_aec_envs_max_cycles_truncates_after_that_many_steps() -> None:
    aec = env("gunrain", max_cycles=6, illegal="skip")
    aec.reset(seed=0)
    steps = 0
    for agent in aec.agent_iter():
        _, _, terminated, truncated, _ = aec.last()
        if terminated or truncated:
            aec.step(None)
            continue
        aec.step(aec.action_space(agent).sample())  # no mask: illegal ids are skipped
        steps += 1
    assert steps == 6 and all(aec.truncations.values()) and not aec.state.is_over
    for bad, message in (
        (dict(illegal="ignore"), "illegal is one of raise, terminate, skip"),
        (dict(illegal_reward="x"), "illegal_reward is a number"),
        (dict(max_cycles=0), "max_cycles is a whole number"),
    ):
        with pytest.raises(tabletop.ConfigError, match=message):
            env("gunrain", **bad)
