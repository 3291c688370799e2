"""tools/fit_friday_hazards.py: the regression recovers a correction the search's values hold,
and a small real run (searched hazard choices of heuristic games) gives finite weights."""

from __future__ import annotations

import json
import math
import random
import sys

import pytest

from tabletop.rulesets.friday import heuristic as friday
from tabletop.rulesets.friday.cards import CARDS, HAZARD

from . import assert_reuse_refused, load_tool

tool = load_tool("fit_friday_hazards")

HAZARDS = [c.index for c in CARDS if c.kind == HAZARD]


def synthetic(step: int, cost_gain: float, count: int = 400) -> list[dict]:
    """Choices whose search values follow the heuristic's appeal plus ``cost_gain`` per point of
    expected cost: a search that finds the cost under- (negative) or over-weighted."""
    rng = random.Random(step)
    found = []
    for _ in range(count):
        a, b = rng.sample(HAZARDS, 2)
        values = [
            0.02 * friday.hazard_appeal(step, card) + cost_gain * friday.hazard_cost(step, card)
            for card in (a, b)
        ]
        found.append({"step": step, "fights": [[a, values[0]], [b, values[1]]]})
    return found


@pytest.mark.parametrize("step", [0, 1, 2])
@pytest.mark.parametrize("cost_gain", [-0.02, 0.02])
def test_fit_moves_the_cost_weight_the_way_the_search_corrects_it(step, cost_gain):
    """Values that lose (or gain) 0.02 per point of cost on top of 0.02 per point of appeal ask
    for one more (or one less) cost weight in appeal units: at share 0.5 up to half of it. The
    appeal is itself a sum of the corrections' terms, so the ridge decides how much goes to the
    correction; no choices in a step leave its weights as they are."""
    suffix = tool.STEPS[step]
    weights = tool.fit(synthetic(step, cost_gain), share=0.5, ridge=1.0)["P"]
    moved = (weights["cost_weight" + suffix] - friday.P["cost_weight" + suffix]) * -cost_gain / 0.02
    assert 0.1 < moved <= 0.51
    for other in {0, 1, 2} - {step}:
        for name in ("cost_weight", "know_weight"):
            key = name + tool.STEPS[other]
            assert weights[key] == pytest.approx(friday.P[key])


def test_a_small_real_run_gives_finite_weights():
    found = tool.decisions(level=1, seeds=range(1), iterations=4)
    assert found and all(len(d["fights"]) == 2 for d in found)
    assert found == tool.decisions(level=1, seeds=range(1), iterations=4)  # seeded
    weights = tool.fit(found, share=0.5, ridge=5.0)
    numbers = [*weights["P"].values(), *weights["HAZARD_BONUS"].values()]
    assert all(math.isfinite(x) for x in numbers)


def test_reuse_fits_the_saved_decisions_again(tmp_path, monkeypatch, capsys):
    """``--data`` then ``--reuse``: the same decisions give the same weights, without playing."""
    found = synthetic(0, -0.02, count=50)
    data = tmp_path / "decisions.jsonl"
    data.write_text("".join(json.dumps(d) + "\n" for d in found))
    monkeypatch.setattr(sys, "argv", ["fit", "--reuse", str(data), "--share", "0.25"])
    monkeypatch.setattr(tool, "decisions", None)  # playing would fail
    tool.main()
    printed = capsys.readouterr().out
    assert printed.startswith("50 hazard decisions\n")
    assert json.loads(printed.split("\n", 1)[1]) == tool.fit(found, share=0.25, ridge=5.0)


@pytest.mark.parametrize(
    "text",
    [
        "not json\n",
        '{"step": 3, "fights": [[0, 0.1], [1, 0.2]]}\n',  # no such step
        '{"step": 0, "fights": [[0, 0.1]]}\n',  # one fight
        json.dumps({"step": 0, "fights": [[0, 0.1], [1, 0.2]]}) + "\n",  # not hazard cards
        "",
    ],
)
def test_reuse_rejects_a_file_it_did_not_write(tmp_path, monkeypatch, capsys, text):
    assert_reuse_refused(tool, text, tmp_path, monkeypatch, capsys)
