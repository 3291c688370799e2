"""tools/friday_search_gain.py: reference values are paired playouts of every legal action,
a setting's gain is its choices' value over the heuristic's by them, a reference resumes game
by game, and a bad or stale reference file is one clear stop."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

import tabletop
from tabletop.rulesets.friday import heuristic as friday

from . import load_tool

tool = load_tool("friday_search_gain")


@pytest.fixture(scope="module")
def game() -> dict:
    """A heuristic game's moves, with made-up values at its first three decisions: the
    heuristic's move worth 0.5, every other 0.4, except one better move at the second."""
    state = tabletop.make("friday", level=1).new_game(seed=tool.deal(0, 1))
    moves, decisions = [], []
    while not state.is_over and len(decisions) < 3:
        own = tool.friday.choose(state, 0)
        if len(state.legal_actions(0)) > 1 and state.phase in tool.SEARCHED:
            value = {a.notation: 0.4 for a in state.legal_actions(0)}
            value[own.notation] = 0.5
            if len(decisions) == 1:
                other = next(n for n in value if n != own.notation)
                value[other] = 0.75
            decisions.append({"at": len(moves), "values": value})
        moves.append(own.notation)
        state.apply(0, own)
    return {"game": 0, "level": 1, "worlds": 1, "moves": moves, "decisions": decisions}


def test_a_search_that_keeps_the_heuristics_moves_gains_nothing_of_the_best(game):
    row = tool.score([game], "ismcts:iterations=2:epsilon=0:sweep=1:confidence=100")[""]
    assert row["decisions"] == 3
    assert row["gain"] == 0 and row["departs"] == 0
    assert row["best"] == pytest.approx(0.25)  # only the second decision has a better move


def test_a_search_is_scored_on_the_same_positions(game):
    row = tool.score([game], "ismcts:iterations=4:epsilon=0:sweep=1")[""]
    assert row["decisions"] == 3
    assert row["playouts"] >= 12  # at least one sweep of every decision's actions
    assert -0.1 * 3 <= row["gain"] <= 0.25  # between the worst choices and the best


def test_values_pair_every_legal_action_on_the_same_worlds():
    state = tabletop.make("friday", level=1).new_game(seed=5)
    while len(state.legal_actions(0)) < 2:
        state.apply(0, friday.choose(state, 0))
    value = tool.values(state, 3, random.Random(1))
    assert set(value) == {a.notation for a in state.legal_actions(0)}
    assert all(0.0 <= v <= 1.0 for v in value.values())
    assert value == tool.values(state, 3, random.Random(1))  # the same worlds, the same values


def test_a_reference_goes_on_from_the_games_already_written(tmp_path, monkeypatch, game):
    made = []

    def fake_game(index, level, worlds):
        made.append(index)
        return {**game, "game": index}

    monkeypatch.setattr(tool, "reference_game", fake_game)
    out = tmp_path / "ref.jsonl"
    tool.reference(out, 1, 1, 2)
    tool.reference(out, 3, 1, 2)
    assert made == [0, 1, 2]
    assert [g["game"] for g in tool.read(out)] == [0, 1, 2]


def test_a_reference_the_rules_no_longer_replay_is_a_clear_stop(game):
    stale = {**game, "decisions": [{"at": 0, "values": {"fight X99": 0.5, "fight X98": 0.4}}]}
    with pytest.raises(SystemExit, match="no longer replays"):
        tool.score([stale], "ismcts:iterations=2:sweep=1")


def test_a_file_that_is_not_a_reference_is_one_clear_error(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"game": 0, "moves": "x"}) + "\n")
    for wrong in (bad, tmp_path / "missing.jsonl"):
        done = subprocess.run(
            [sys.executable, tool.__file__, "score", str(wrong), "ismcts:iterations=2"],
            capture_output=True,
            text=True,
        )
        assert done.returncode == 1
        assert "Traceback" not in done.stderr
        assert str(wrong) in done.stderr
