"""The plug-in through the research adapters that take any registered game today: PettingZoo's
``env(name)`` and Gymnasium's ``TabletopEnv(name)``, checked by those libraries' own suites.
(OpenSpiel and Gymnasium's registered ids: test_interop_registered.py.)"""

from __future__ import annotations

import warnings

import gymnasium
import pytest
from gymnasium.envs.registration import EnvSpec
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from tabletop.interop.gymnasium import TabletopEnv
from tabletop.interop.pettingzoo import env

from .conftest import NAME

# As in tests/interop: api_test asks for Box observations; the dict with "action_mask" is the
# convention of PettingZoo's own classic games.
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
]


@pytest.mark.parametrize("rounds", [1, 4])
def test_pettingzoo_api_and_seed_tests(rounds):
    api_test(env(NAME, rounds=rounds), num_cycles=100)
    seed_test(lambda: env(NAME, rounds=rounds), num_cycles=50)


@pytest.mark.parametrize(("seat", "opponent"), [(0, "random"), (1, "ismcts:iterations=10")])
def test_gymnasium_check_env_and_an_episode(seat, opponent):
    """Made from a spec naming the game, as a registered id will (check_env wants a spec)."""
    spec = EnvSpec(
        "plugin/BlindBid-v0",
        entry_point=TabletopEnv,
        kwargs={"game": NAME, "opponent": opponent, "seat": seat, "rounds": 2},
    )
    environment = gymnasium.make(spec).unwrapped
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the checker warns about anything doubtful
        check_env(environment)
    _, info = environment.reset(seed=1)
    total, done = 0.0, False
    while not done:
        legal = info["action_mask"].nonzero()[0]
        _, reward, done, _, info = environment.step(int(legal[-1]))  # the highest bid
        assert not info["illegal_action"]
        total += reward
    assert total == environment.state.result.returns[seat]
    assert len(environment.state.actions_taken()) == 4
