"""tools/fit_friday_abilities.py: the regression recovers the gain the search's values hold, a
small real run gives seeded decisions where a timed ability could wait, and bad files are
refused."""

from __future__ import annotations

import json
import random
import sys

import pytest

from tabletop.rulesets.friday import heuristic as friday

from . import assert_reuse_refused, load_tool

tool = load_tool("fit_friday_abilities")


def synthetic(group: int, weights: list[float], count: int = 300) -> list[dict]:
    """Decisions whose gain is ``weights`` times random features, plus noise."""
    rng = random.Random(group)
    found = []
    for game in range(count):
        x = [1.0] + [rng.uniform(-1, 1) for _ in range(tool.SIZE - 1)]
        gain = sum(w * v for w, v in zip(weights, x, strict=True)) + rng.gauss(0, 0.01)
        found.append({"game": game, "level": 1, "group": group, "x": x, "gain": gain})
    return found


@pytest.mark.parametrize("group", [0, 1])
def test_fit_recovers_the_gain_of_using_now(group):
    truth = [-0.02, 0.0, 0.1, -0.05] + [0.0] * (tool.SIZE - 4)
    weights = tool.fit(synthetic(group, truth), ridge=0.1, margin=0.01)
    assert set(weights) == {group}  # no decisions in the other group: no weights for it
    assert weights[group] == pytest.approx([truth[0] + 0.01, *truth[1:]], abs=0.01)


def test_a_small_real_run_searches_where_an_ability_could_wait(tmp_path):
    found = tool.decisions(index=0, level=1, worlds=2)
    assert found and found == tool.decisions(index=0, level=1, worlds=2)  # seeded
    assert {d["group"] for d in found} == {0, 1}
    assert {d["later"] for d in found} <= {"draw", "stop", "pay"}
    assert all(len(d["x"]) == tool.SIZE for d in found)
    data = tmp_path / "abilities.jsonl"
    assert tool.generate(str(data), games=1, levels=[1], worlds=2) == found
    assert tool.generate(str(data), games=1, levels=[1], worlds=2) == found  # resumed: done


def test_reuse_fits_the_saved_decisions_again(tmp_path, monkeypatch, capsys):
    found = synthetic(1, [0.1] * tool.SIZE, count=50)
    data = tmp_path / "abilities.jsonl"
    data.write_text("".join(json.dumps(d) + "\n" for d in found))
    monkeypatch.setattr(sys, "argv", ["fit", "--reuse", str(data), "--ridge", "1"])
    monkeypatch.setattr(tool, "decisions", None)  # playing would fail
    tool.main()
    printed = capsys.readouterr().out
    assert printed.startswith("removal: 50 decisions")
    weights = json.loads(printed.split("TIMING_WEIGHTS = ", 1)[1])
    assert weights == {"1": list(tool.fit(found, ridge=1.0)[1])}


@pytest.mark.parametrize(
    "text",
    [
        "not json\n",
        json.dumps({"game": 0, "group": 2, "x": [0.0] * tool.SIZE, "gain": 0.1}) + "\n",
        json.dumps({"game": 0, "group": 1, "x": [0.0], "gain": 0.1}) + "\n",
        json.dumps({"game": 0, "group": 1, "x": [0.0] * tool.SIZE}) + "\n",
        "",
    ],
)
def test_reuse_rejects_a_file_it_did_not_write(tmp_path, monkeypatch, capsys, text):
    assert_reuse_refused(tool, text, tmp_path, monkeypatch, capsys)


def test_check_plays_the_same_deals_and_restores_the_weights(monkeypatch):
    monkeypatch.setattr(friday, "TIMING_WEIGHTS", {})
    wait = {group: (-1.0,) + (0.0,) * (tool.SIZE - 1) for group in (0, 1)}
    assert tool.wins({}, level=1, games=3) == tool.wins({}, level=1, games=3)
    tool.wins(wait, level=1, games=3)
    assert friday.TIMING_WEIGHTS == {}
