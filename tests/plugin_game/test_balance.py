"""The plug-in in a balance study: its own sweep, trajectory, move counting and section, all
declared in its folder (``balance.py``, named by the descriptor), in the shared report."""

from __future__ import annotations

import pytest

from tabletop.sim.balance import build, plan_settings, play

from .conftest import NAME

pytest.importorskip("matplotlib", reason="the report extra: pip install '.[report]'")


def test_a_balance_report_on_the_plugin_uses_what_its_folder_declares():
    settings = plan_settings(NAME, {}, ["random"])
    assert [s.label for s in settings] == ["rounds=1", "rounds=3"]  # its own sweep
    played = play(NAME, settings, games=4, seed=1, jobs=1)
    for setting, games in played:
        rounds = setting.options["rounds"]
        for game in games:
            assert [len(b) for b in game["bids"]] == [rounds, rounds]  # its tracker
            assert game["trajectory"][0] == [0, 0]  # prize points, from none
            assert game["trajectory"][-1] == game["scores"]
    page = build(NAME, played, "tabletop balance blindbid")
    for section in ("seats", "endings", "length", "lead", "bids"):
        assert f'<section id="{section}">' in page
    assert "Cards bid by winners and losers" in page
