"""tools/fit_kungfu_value.py: round starts carry their game's shares of the win, the fit
recovers weights that make the winners, and positions of other features are refused."""

from __future__ import annotations

import json

import numpy as np

from tabletop.rulesets.kungfu import heuristic as kungfu

from . import load_tool

tool = load_tool("fit_kungfu_value")


def test_collect_keeps_the_round_starts_with_each_seats_share_of_the_win():
    data = tool.collect(games=4)  # 4 games with 2 players, 1 with each of 3, 4 and 5
    x, alive, y = data["x"], data["alive"], data["y"]
    players, rounds, game = data["players"], data["round"], data["game"]
    assert x.shape == (len(y), tool.SEATS, len(kungfu.VALUE_FEATURES))
    assert set(players) == {2, 3, 4, 5} and set(rounds) <= {1, 2, 3} and 1 in rounds
    assert np.sum(players == 2) >= 4 and set(game[players == 2]) == {0, 1, 2, 3}
    assert np.allclose(y.sum(axis=1), 1.0)  # the win is shared out among the winners
    for row in range(len(y)):
        n = players[row]
        assert not alive[row, n:].any() and not x[row, n:].any()
        assert x[row, 0, 0] >= 0  # HP
    assert np.allclose(data["before"].sum(axis=1), 1.0)


def test_fit_recovers_weights_that_make_the_winners():
    """Winners drawn from a softmax of known weights: the fit finds them."""
    rng = np.random.default_rng(0)
    size = len(kungfu.VALUE_FEATURES)
    n = 6000
    x = rng.normal(0, 1, (n, tool.SEATS, size))
    alive = np.zeros((n, tool.SEATS), dtype=bool)
    alive[:, :2] = True
    alive[n // 2 :, 2:4] = True  # half the positions with 4 seats in
    x[~alive] = 0.0
    truth = rng.normal(0, 0.5, size)
    chances = tool.softmax(x, alive, truth)
    winners = np.array([rng.choice(tool.SEATS, p=p) for p in chances])
    y = np.eye(tool.SEATS)[winners]
    data = {
        "x": x,
        "alive": alive,
        "y": y,
        "players": np.full(n, 2),
        "round": np.full(n, 2),
        "game": np.arange(n),
        "before": np.full((n, tool.SEATS), 0.25),
    }
    weights = tool.fit(data)
    assert list(weights) == [(2, 2)]
    assert np.allclose(weights[2, 2], truth, atol=0.1)


def test_collect_plays_the_style_asked_and_notes_it():
    """Games in the tuned style reach other round starts than plain ones from the same deals
    (the first round start, dealt, is the same), and the positions say which style made them."""
    plain, tuned = tool.collect(games=2), tool.collect(games=2, style="tuned")
    assert str(plain["style"]) == "plain" and str(tuned["style"]) == "tuned"
    first = (plain["round"] == 1) & (plain["players"] == 2)
    assert np.array_equal(
        plain["x"][first], tuned["x"][(tuned["round"] == 1) & (tuned["players"] == 2)]
    )
    later = [
        np.array_equal(a, b)
        for a, b, r in zip(plain["x"], tuned["x"], plain["round"], strict=False)
        if r > 1
    ]
    assert later and not all(later)


def test_write_stores_a_styles_weights_and_keeps_the_others(tmp_path, monkeypatch):
    shipped = json.loads(tool.WEIGHTS.read_text("utf-8"))
    copy = tmp_path / "value.json"
    copy.write_text(json.dumps(shipped), encoding="utf-8")
    monkeypatch.setattr(tool, "WEIGHTS", copy)
    size = len(kungfu.VALUE_FEATURES)
    tool.write("tuned", {(2, 1): np.arange(size) / 8})
    table = json.loads(copy.read_text("utf-8"))
    assert table["plain"] == shipped["plain"]
    assert list(table["tuned"]) == ["2"] and list(table["tuned"]["2"]) == ["1"]
    assert table["tuned"]["2"]["1"][kungfu.VALUE_FEATURES[3]] == 3 / 8
