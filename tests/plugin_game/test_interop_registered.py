"""The plug-in through the adapters' registries, which read each game's descriptor (its
``research`` field): OpenSpiel's ``register()`` registers ``tabletop_<name>`` with
its options as parameters, the seats from ``min_players``/``max_players`` and zero-sum utility where
``research.zero_sum``; Gymnasium's ``register()`` (safe to call again, since a plug-in may be
installed after the module was imported) registers ``tabletop/<research.env_title>-v0``.
That the games they make pass each library's own conformance suite is tabletop.testing's
(test_contract.py).
"""

from __future__ import annotations

import gymnasium
import pyspiel

from tabletop.interop import gymnasium as tabletop_gymnasium
from tabletop.interop import openspiel as tabletop_openspiel

from .conftest import NAME


def test_openspiel_registers_the_plugin_with_its_option_seats_and_utility():
    tabletop_openspiel.register()
    game = pyspiel.load_game(f"tabletop_{NAME}")
    assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert game.get_parameters()["rounds"] == 3  # its option, with its default
    assert (game.num_players(), game.num_distinct_actions()) == (2, 9)
    short = pyspiel.load_game(f"tabletop_{NAME}", {"rounds": 1})
    assert short.engine.options["rounds"] == 1


def test_gymnasium_registers_the_plugin_under_its_env_title():
    tabletop_gymnasium.register()
    environment = gymnasium.make("tabletop/BlindBid-v0", rounds=2, seat=1)
    assert environment.unwrapped.game.name == NAME
    assert (environment.unwrapped.seat, environment.unwrapped.game.options) == (1, {"rounds": 2})
