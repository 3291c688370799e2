"""Tournaments: seats swapped, win matrix, Bradley-Terry Elo with bootstrap intervals."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from tests.cli.fake_duel import DuelGame

import tabletop
from tabletop.cli.main import main
from tabletop.engine import registry
from tabletop.sim.tournament import Match, elo, elo_intervals, play, seating, win_matrix


@pytest.fixture
def duel(monkeypatch):
    """Register the two-player test game under the name "duel" for this test."""
    registered = {**registry.descriptors(), "duel": DuelGame.descriptor}
    monkeypatch.setattr(registry, "descriptors", lambda: registered)
    return "duel"


def test_seating_alternates_and_swaps():
    assert seating("a", "b", 2, True) == ("a", "b")
    assert seating("a", "b", 2, False) == ("b", "a")
    assert seating("a", "b", 4, True) == ("a", "b", "a", "b")


def test_elo_orders_bots_by_results_and_centres_on_zero():
    matches = [Match("a", "b", 1.0)] * 30 + [Match("a", "b", 0.0)] * 10
    matches += [Match("b", "c", 1.0)] * 30 + [Match("b", "c", 0.0)] * 10
    ratings = elo(["a", "b", "c"], matches)
    assert ratings["a"] > ratings["b"] > ratings["c"]
    assert sum(ratings.values()) == pytest.approx(0, abs=1e-9)
    # 75% against b is about +191 Elo between them
    assert ratings["a"] - ratings["b"] == pytest.approx(400 * 0.477, abs=25)
    intervals = elo_intervals(["a", "b", "c"], matches, seed=1, samples=100)
    for name, (low, high) in intervals.items():
        assert low <= ratings[name] <= high


def test_win_matrix_is_complementary():
    matches = [Match("a", "b", 1.0), Match("a", "b", 0.5), Match("a", "b", 0.0)]
    table = win_matrix(["a", "b"], matches)
    assert table[("a", "b")]["rate"] == pytest.approx(0.5)
    assert table[("a", "b")]["rate"] + table[("b", "a")]["rate"] == pytest.approx(1)
    assert table[("a", "b")]["games"] == 3


def test_a_search_bot_beats_random_in_a_real_round_robin(duel):
    matches = play(duel, {}, ["random", "ismcts:iterations=60"], 20, seed=2, jobs=1)
    assert len(matches) == 40  # 20 games in each seating
    table = win_matrix(["random", "ismcts:iterations=60"], matches)
    low, _ = table[("ismcts:iterations=60", "random")]["interval"]
    assert low > 0.5
    assert play(duel, {}, ["random", "ismcts:iterations=60"], 20, seed=2, jobs=1) == matches


def test_tournament_refuses_solo_games_and_single_bots(duel):
    with pytest.raises(tabletop.ConfigError, match="solo game"):
        play("friday", {}, ["random", "heuristic"], 2, 0, jobs=1)
    with pytest.raises(tabletop.ConfigError, match="at least 2 different bots"):
        play(duel, {}, ["random", "random"], 2, 0, jobs=1)


def test_tournament_command_prints_matrix_and_ratings(duel, capsys):
    spec = "ismcts:iterations=30:exploration=0.7:rollout=random"
    args = ["tournament", duel, "--bots", f"random,{spec}", "--games", "6"]
    assert main([*args, "--jobs", "1", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "win rate of row against column" in out
    assert "…" not in out  # 80 columns: long names wrap, never cut
    rows = [line.split("│") for line in out.splitlines() if line.startswith("│")]
    assert spec in "".join(row[1].strip() for row in rows)  # the matrix's row names, read down
    assert "Elo, mean 0 (12 games)" in out and "Bootstrap at 95%" in out
    assert main(["tournament", duel, "--bots", "random,oracle"]) == 2
    assert "unknown bot 'oracle'" in capsys.readouterr().err


def test_a_refused_tournament_is_one_error_line_with_no_progress_bar_before_it():
    exe = Path(sys.executable).with_name("tabletop")
    args = [str(exe), "tournament", "friday", "--bots", "random,heuristic", "--games", "2"]
    refused = subprocess.run(args, capture_output=True, text=True)
    assert refused.returncode == 2
    assert refused.stderr.startswith("error: friday is a solo game")
    assert refused.stderr.count("\n") == 1


def test_bots_may_be_named_as_in_seats_with_a_bot_prefix(duel, capsys):
    args = ["tournament", duel, "--bots", "bot:random,bot:ismcts:iterations=5", "--games", "1"]
    assert main([*args, "--jobs", "1"]) == 0
    assert "ismcts:iterations=5" in capsys.readouterr().out
