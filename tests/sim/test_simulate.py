"""Simulation: reproducible whatever the number of processes, records replay, bad plans refused."""

from __future__ import annotations

import json

import pytest

import tabletop
from tabletop import sim
from tabletop.cli.main import main
from tabletop.sim.stats import mean_interval, spread, wilson


def plan(games: int = 40, seed: int = 3) -> sim.Plan:
    return sim.Plan("friday", {"level": 2, "aging_draw": "top"}, ("random",), games, seed)


def test_one_or_two_processes_give_identical_results():
    one = list(sim.run(plan(), jobs=1))
    two = list(sim.run(plan(), jobs=2))
    assert one == two
    assert sim.summarize(plan(), one) == sim.summarize(plan(), two)
    assert [g["index"] for g in one] == list(range(40))


def test_another_seed_gives_other_games():
    assert list(sim.run(plan(seed=3), jobs=1)) != list(sim.run(plan(seed=4), jobs=1))


def test_every_record_replays_to_its_result():
    for game in sim.run(plan(games=10), jobs=1):
        state = tabletop.replay(game["record"])
        assert state.is_over
        assert list(state.result.scores) == game["scores"]
        assert game["length"] == len(game["record"]["actions"])


def test_summary_counts_and_intervals():
    games = list(sim.run(plan(games=30), jobs=1))
    summary = sim.summarize(plan(games=30), games)
    seat = summary["seats"][0]
    assert summary["games"] == 30
    assert seat["wins"] == sum(1 for g in games if 0 in g["winners"])
    low, high = seat["win_interval"]
    assert 0 <= low <= seat["win_rate"] <= high <= 1
    assert seat["score_spread"]["min"] == min(g["scores"][0] for g in games)
    assert "draws" not in summary  # a solo game has no draws


def test_statistics_helpers():
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0
    mean, lo, hi = mean_interval([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5 and lo < 2.5 < hi
    assert spread([1, 2, 3, 4, 5])["median"] == 3


def test_bad_plans_are_refused_before_playing():
    with pytest.raises(tabletop.ConfigError, match="1 players but 2 seats"):
        list(sim.run(sim.Plan("friday", {}, ("random", "random"), 5, 0)))
    with pytest.raises(tabletop.ConfigError, match="unknown bot 'oracle'"):
        list(sim.run(sim.Plan("friday", {}, ("oracle",), 5, 0)))


def test_simulate_command_reports_and_writes_records(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    args = ["simulate", "friday", "--level", "1", "--seats", "bot:random", "--games", "12"]
    assert main([*args, "--jobs", "2", "--seed", "5", "--out", str(out)]) == 0
    text = capsys.readouterr().out
    assert "friday (level=1, aging_draw=top): 12 games, seed 5" in text
    assert "Game length (actions)" in text
    lines = out.read_text().splitlines()
    assert len(lines) == 12
    assert tabletop.replay(json.loads(lines[0])["record"]).is_over


def test_simulate_command_refuses_people_and_bad_counts(capsys):
    assert main(["simulate", "friday", "--seats", "human"]) == 2
    assert "simulate plays bots only" in capsys.readouterr().err
    assert main(["simulate", "friday", "--seats", "bot:random", "--games", "0"]) == 2
    assert "--games" in capsys.readouterr().err
