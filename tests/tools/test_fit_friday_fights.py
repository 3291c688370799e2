"""tools/fit_friday_fights.py: the regression recovers the gain the search's values hold, a
small real run gives seeded decisions at pay-or-end positions, and bad files are refused."""

from __future__ import annotations

import json
import random
import sys

import pytest

from tabletop.rulesets.friday import heuristic as friday

from . import assert_reuse_refused, load_tool

tool = load_tool("fit_friday_fights")


def synthetic(step: int, weights: list[float], count: int = 300) -> list[dict]:
    """Decisions whose gain is ``weights`` times random features, plus noise."""
    rng = random.Random(step)
    found = []
    for game in range(count):
        x = [1.0] + [rng.uniform(-1, 1) for _ in range(tool.SIZE - 1)]
        gain = sum(w * v for w, v in zip(weights, x, strict=True)) + rng.gauss(0, 0.01)
        found.append({"game": game, "level": 1, "step": step, "x": x, "gain": gain})
        found[-1]["heuristic"] = "end"
    return found


@pytest.mark.parametrize("step", [0, 3])
def test_fit_recovers_the_gain_of_paying(step):
    truth = [0.05, -0.2, 0.1] + [0.0] * (tool.SIZE - 3)
    weights = tool.fit(synthetic(step, truth), ridge=0.1)
    assert set(weights) == {step}  # no decisions in the other steps: no weights for them
    assert weights[step] == pytest.approx(truth, abs=0.01)


def test_a_small_real_run_searches_pay_or_end_positions(tmp_path):
    found = tool.decisions(index=0, level=1, worlds=2)
    assert found and found == tool.decisions(index=0, level=1, worlds=2)  # seeded
    assert {d["heuristic"] for d in found} <= {"pay", "end"}
    for d in found:
        assert len(d["x"]) == tool.SIZE
        pirate = d["step"] == 3
        assert (d["x"][1] <= 0) == pirate  # hazards while losing, pirates once won
    data = tmp_path / "fights.jsonl"
    again = tool.generate(str(data), games=1, levels=[1], worlds=2)
    assert again == found
    assert tool.generate(str(data), games=1, levels=[1], worlds=2) == found  # resumed: done


def test_reuse_fits_the_saved_decisions_again(tmp_path, monkeypatch, capsys):
    found = synthetic(1, [0.1] * tool.SIZE, count=50)
    data = tmp_path / "fights.jsonl"
    data.write_text("".join(json.dumps(d) + "\n" for d in found))
    monkeypatch.setattr(sys, "argv", ["fit", "--reuse", str(data), "--ridge", "1"])
    monkeypatch.setattr(tool, "decisions", None)  # playing would fail
    tool.main()
    printed = capsys.readouterr().out
    assert printed.startswith("yellow: 50 decisions")
    weights = json.loads(printed.split("PAY_WEIGHTS = ", 1)[1])
    assert weights == {"1": list(tool.fit(found, ridge=1.0)[1])}


@pytest.mark.parametrize(
    "text",
    [
        "not json\n",
        json.dumps({"game": 0, "step": 4, "x": [0.0] * tool.SIZE, "gain": 0.1}) + "\n",
        json.dumps({"game": 0, "step": 1, "x": [0.0], "gain": 0.1}) + "\n",
        json.dumps({"game": 0, "step": 1, "x": [0.0] * tool.SIZE}) + "\n",
        "",
    ],
)
def test_reuse_rejects_a_file_it_did_not_write(tmp_path, monkeypatch, capsys, text):
    assert_reuse_refused(tool, text, tmp_path, monkeypatch, capsys)


def test_check_plays_the_same_deals_with_and_without_the_fit(monkeypatch):
    """No weights play the hand-written rule; ``wins`` restores the source's weights."""
    monkeypatch.setattr(friday, "PAY_WEIGHTS", {})
    never = {step: (-1.0,) + (0.0,) * (tool.SIZE - 1) for step in range(3)}
    assert tool.wins({}, level=1, games=3) == tool.wins({}, level=1, games=3)
    tool.wins(never, level=1, games=3)
    assert friday.PAY_WEIGHTS == {}
