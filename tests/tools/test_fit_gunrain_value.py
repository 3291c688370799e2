"""tools/fit_gunrain_value.py: the starts of turns of heuristic games carry their game's result,
the fit recovers a logistic model without intercept, the run is deterministic, and positions of
other features are refused."""

from __future__ import annotations

import json
import sys

import numpy as np

from tabletop.rulesets.gunrain import value

from . import load_tool

tool = load_tool("fit_gunrain_value")


def test_collect_keeps_the_starts_of_turns_with_their_games_result():
    data = tool.collect(games=3)
    x, y, game = data["x"], data["y"], data["game"]
    assert x.shape == (len(y), len(value.FEATURES)) and len(y) >= 6
    assert set(game) == {0, 1, 2}
    assert set(y) <= {0.0, 0.5, 1.0}
    for index in range(3):  # one result a game
        assert len(set(y[game == index])) == 1
    assert np.all((data["before"] > 0) & (data["before"] < 1))
    again = tool.collect(games=3)
    assert all(np.array_equal(data[key], again[key]) for key in data)
    # Random moves change the games, from a generator of their own.
    wild = tool.collect(games=3, randomness=0.5)
    assert not np.array_equal(wild["x"][:6], x[:6]) or len(wild["y"]) != len(y)


def test_fit_recovers_a_logistic_model_without_intercept():
    rng = np.random.default_rng(0)
    size = len(value.FEATURES)
    x = rng.normal(0, 1, (20000, size))
    truth = rng.normal(0, 0.5, size)
    chance = 1 / (1 + np.exp(-(x @ truth)))
    y = (rng.random(len(x)) < chance).astype(float)
    data = {"x": x, "y": y, "game": np.arange(len(x)), "before": np.full(len(x), 0.5)}
    weights = tool.fit(data)
    assert np.allclose(weights, truth, atol=0.1)


def test_the_command_line_writes_the_weights_in_the_order_of_the_features(
    tmp_path, monkeypatch, capsys
):
    positions = tmp_path / "positions.npz"
    monkeypatch.setattr(sys, "argv", ["fit", "collect", "--games", "8", "--out", str(positions)])
    tool.main()
    written = tmp_path / "value.json"
    monkeypatch.setattr(tool.value, "WEIGHTS_FILE", written)
    monkeypatch.setattr(sys, "argv", ["fit", "fit", str(positions), "--write"])
    tool.main()
    table = json.loads(written.read_text("utf-8"))
    assert list(table) == list(value.FEATURES)
    assert "HP only" in capsys.readouterr().out
