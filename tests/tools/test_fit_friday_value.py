"""tools/fit_friday_value.py: positions between fights carry their game's reward, the fit
recovers a value that follows the features, and positions of other features are refused."""

from __future__ import annotations

import numpy as np

from tabletop.rulesets.friday import heuristic as friday

from . import load_tool

tool = load_tool("fit_friday_value")


def test_collect_keeps_the_choices_between_fights_with_their_games_reward():
    data = tool.collect(games=1)
    x, y, game = data["x"], data["y"], data["game"]
    assert x.shape == (len(y), len(friday.VALUE_FEATURES)) and len(y) > 40
    assert set(game) == {0}
    assert np.all((y == 1.0) | ((y >= 0) & (y < 0.5)))  # a win, or a loss graded by score
    levels = x[:, [friday.VALUE_FEATURES.index(f"level {n}") for n in (2, 3, 4)]]
    assert set(map(tuple, levels)) == {(0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)}  # 1 to 4
    # The four games (one a level) each give all their positions one reward: at most four.
    assert len(set(y)) <= 4


def test_fit_recovers_a_value_that_follows_the_features():
    """Rewards made from known weights (per stage) and a little noise: the fit finds them."""
    rng = np.random.default_rng(0)
    size = len(friday.VALUE_FEATURES)
    x = rng.random((8000, size))
    x[:, 0] = 1.0
    stage = rng.integers(0, 4, len(x))
    step_columns = [friday.VALUE_FEATURES.index(s) for s in friday.STAGES[1:]]
    x[:, step_columns] = 0.0
    for index, column in enumerate(step_columns, 1):
        x[stage == index, column] = 1.0
    truth = rng.normal(0, 0.1, (4, size))
    y = np.einsum("ij,ij->i", x, truth[stage]) + rng.normal(0, 0.01, len(x))
    data = {"x": x, "y": y, "game": np.arange(len(x)), "before": np.zeros(len(x))}
    weights = tool.fit(data)
    assert list(weights) == list(friday.STAGES)
    for index, name in enumerate(friday.STAGES):
        free = [c for c in range(size) if c not in step_columns]  # constant within a stage
        assert np.allclose(weights[name][free][1:], truth[index][free][1:], atol=0.02)
