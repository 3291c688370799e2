"""The plug-in through the adapters' registries, which read each game's descriptor (its
``research`` field): OpenSpiel's ``register()`` registers ``tabletop_<name>`` with
its options as parameters, the seats from ``min_players``/``max_players`` and zero-sum utility where
``research.zero_sum``; Gymnasium's ``register()`` (safe to call again, since a plug-in may be
installed after the module was imported) registers ``tabletop/<research.env_title>-v0``.
"""

from __future__ import annotations

import warnings

import gymnasium
import pyspiel
from gymnasium.utils.env_checker import check_env

from tabletop.interop import gymnasium as tabletop_gymnasium
from tabletop.interop import openspiel as tabletop_openspiel

from .conftest import NAME


def test_openspiel_registers_the_plugin_and_its_random_sim_test_passes():
    tabletop_openspiel.register()
    game = pyspiel.load_game(f"tabletop_{NAME}")
    assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert game.get_parameters()["rounds"] == 3  # its option, with its default
    assert (game.num_players(), game.num_distinct_actions()) == (2, 9)
    pyspiel.random_sim_test(game, num_sims=3, serialize=False, verbose=False)
    short = pyspiel.load_game(f"tabletop_{NAME}", {"rounds": 1})
    pyspiel.random_sim_test(short, num_sims=3, serialize=False, verbose=False)


def test_gymnasium_registers_the_plugin_under_its_env_title():
    tabletop_gymnasium.register()
    environment = gymnasium.make("tabletop/BlindBid-v0", rounds=2, seat=1)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(environment.unwrapped)
    assert environment.unwrapped.game.name == NAME
