"""PettingZoo's own conformance tests (api_test, seed_test) on every game."""

from __future__ import annotations

import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test

import tabletop
from tabletop.interop.pettingzoo import env

from .conftest import CONFIGS, IDS

# api_test asks for Box observations; a dict with "action_mask" is the convention PettingZoo's
# own classic games use (and which api_test exempts for those games by name).
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
]


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_api_test(name: str, options: dict) -> None:
    api_test(env(name, **options), num_cycles=300)


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_seed_test(name: str, options: dict) -> None:
    seed_test(lambda: env(name, **options), num_cycles=100)


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
    with pytest.raises(tabletop.ConfigError, match="render_mode is 'ansi' or None"):
        env("gunrain", render_mode="human")
