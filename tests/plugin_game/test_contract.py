"""Blind Bid passes every check tabletop runs on its own games, through tabletop.testing as
any plug-in would run them (docs/testing.md): one test per check, at its defaults and with
one round (the pytest plugin's marker)."""

from __future__ import annotations

import pytest

from tabletop.testing import game_checks

from .conftest import NAME


@pytest.mark.parametrize("check", game_checks(NAME))
def test_blind_bid_passes_tabletops_checks(check):
    check()


@pytest.mark.tabletop_game(NAME, options={"rounds": 1})
def test_blind_bid_of_one_round_passes_them_too(game_check):
    game_check()
