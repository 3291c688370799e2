"""tools/seat_swapped.py: a match from its two seatings, scored as the tournament scores it
(shared wins split), deals paired by seed, and a file that is not such a run one clear error."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

from . import load_tool

tool = load_tool("seat_swapped")


def write_run(
    path: Path, seats: list[str], games: list[tuple[int, list[int]]], other: int = 0
) -> Path:
    """A run's file; deal ``other`` is played with other moves than the rest."""
    lines = [
        json.dumps(
            {
                "seed": seed,
                "seats": seats,
                "winners": winners,
                "record": {"actions": [[0, "put 1 K05" if seed == other else "put 2 K05"]]},
            }
        )
        for seed, winners in games
    ]
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "wt", encoding="utf-8") as out:
        out.write("\n".join(lines) + '\n{"seed": 9, "se')  # a last line cut off by a stop
    return path


def test_shares_are_scored_for_the_first_runs_first_bot_and_deals_paired(tmp_path):
    four = ["hard", "normal", "hard", "normal"]
    ab = write_run(tmp_path / "ab.jsonl.gz", four, [(1, [0]), (2, [1]), (3, [0, 1]), (4, [2])])
    swapped = ["normal", "hard", "normal", "hard"]
    ba = write_run(tmp_path / "ba.jsonl", swapped, [(1, [1]), (2, [0]), (3, [])], other=2)
    text = tool.report(ab, ba)
    # A's shares: 1, 0, 0.5, 1 with A first; 1, 0, 0.5 with B first
    assert "A = hard\nB = normal\n" in text
    assert "A's share: 4 of 7 games, 57.1% (" in text
    assert "(4 with A first, 3 with B first)" in text
    assert "3 deals played both ways: A won both 1, B won both 1," in text
    assert "the first seat won both 0, the second seat both 0," in text
    assert "shared or drawn in one or both 1; the same moves both ways" in text
    assert text.endswith("(the bots played alike) 2")


def test_runs_that_do_not_swap_the_same_two_bots_are_one_clear_error(tmp_path):
    ab = write_run(tmp_path / "ab.jsonl", ["hard", "normal"], [(1, [0])])
    same = write_run(tmp_path / "same.jsonl", ["hard", "normal"], [(1, [0])])
    solo = tmp_path / "solo.jsonl"
    solo.write_text(json.dumps({"seed": 1, "seats": ["heuristic"], "winners": [0], "record": {}}))
    odd = write_run(tmp_path / "odd.jsonl", ["normal", "hard"], [(1, [5])])
    for wrong in (same, solo, odd, tmp_path / "missing.jsonl"):
        done = subprocess.run(
            [sys.executable, tool.__file__, str(ab), str(wrong)], capture_output=True, text=True
        )
        assert done.returncode == 2
        assert "Traceback" not in done.stderr
        assert str(wrong) in done.stderr


def test_a_score_margin_paired_by_deal_when_the_games_hold_scores(tmp_path):
    """A's mean score less B's, the two games of a deal averaged, over the deals: here A
    leads by 4 and 2 in deal 1 (3) and by 1 and -1 in deal 2 (0)."""

    def run(path: Path, seats: list[str], games: list[tuple[int, list[int]]]) -> Path:
        lines = [
            json.dumps(
                {"seed": seed, "seats": seats, "winners": [0], "scores": scores, "record": {}}
            )
            for seed, scores in games
        ]
        path.write_text("\n".join(lines) + "\n")
        return path

    ab = run(tmp_path / "ab.jsonl", ["hard", "normal"], [(1, [10, 6]), (2, [5, 4])])
    ba = run(tmp_path / "ba.jsonl", ["normal", "hard"], [(1, [3, 5]), (2, [7, 6])])
    text = tool.report(ab, ba)
    # deals: 3 and 0, mean 1.5, sd 2.121, half-width 1.96 * 2.121 / sqrt(2) = 2.94
    assert text.endswith(
        "A's score margin over B a game, paired by deal: +1.50 (-1.44 to +4.44) over 2 deals"
    )
    without = write_run(tmp_path / "plain.jsonl", ["hard", "normal"], [(1, [0]), (2, [1])])
    assert "score margin" not in tool.report(without, ba)


def test_a_second_run_without_the_first_runs_bot_is_a_clear_error_with_scores_too(tmp_path):
    """Scores used to be read before the bots were compared: a second run of two other bots
    then divided by zero instead of saying what is wrong."""
    line = {"seed": 1, "seats": ["easy", "normal"], "winners": [0], "scores": [3, 1], "record": {}}
    ab = tmp_path / "ab.jsonl"
    ab.write_text(json.dumps({**line, "seats": ["hard", "normal"]}) + "\n")
    other = tmp_path / "other.jsonl"
    other.write_text(json.dumps(line) + "\n")
    done = subprocess.run(
        [sys.executable, tool.__file__, str(ab), str(other)], capture_output=True, text=True
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert f"{other}: its bots are easy and normal, without hard" in done.stderr


def scored_run(path: Path, seats: list[str], games: list[tuple[int, list[int], list[int]]]) -> Path:
    """A run whose games hold winners and scores: (seed, winners, scores)."""
    lines = [
        json.dumps({"seed": seed, "seats": seats, "winners": won, "scores": scores, "record": {}})
        for seed, won, scores in games
    ]
    path.write_text("\n".join(lines) + "\n")
    return path


def test_against_compares_two_matches_on_the_same_deals_deal_by_deal(tmp_path):
    """``--against``: A's match less C's on the deals both played both ways, against the same
    B. Deal 1: A's share 1 (both games), C's 0.5, A's margin 3, C's 1; deal 2: A's share 0.5,
    C's 0.5, margins 0 and -2; deal 3 is played by A's match only."""
    ab = scored_run(
        tmp_path / "ab.jsonl",
        ["hard", "normal"],
        [(1, [0], [10, 6]), (2, [0], [5, 4]), (3, [0], [9, 1])],
    )
    ba = scored_run(
        tmp_path / "ba.jsonl",
        ["normal", "hard"],
        [(1, [1], [3, 5]), (2, [0], [7, 6]), (3, [1], [1, 9])],
    )
    cb = scored_run(tmp_path / "cb.jsonl", ["new", "normal"], [(1, [0], [6, 5]), (2, [1], [3, 4])])
    bc = scored_run(tmp_path / "bc.jsonl", ["normal", "new"], [(1, [0], [6, 7]), (2, [1], [5, 2])])
    text = tool.against(ab, ba, cb, bc)
    # shares: +0.5 and 0 (mean +25 points, sd 35.4: +-49.0); margins: +2 and +2 (no spread)
    assert text == (
        "C = new\nA less C, paired by deal over 2 deals: share of the wins +25.0 points"
        " (-24.0 to +74.0), score margin +2.00 (+2.00 to +2.00)"
    )
    done = subprocess.run(
        [sys.executable, tool.__file__, str(ab), str(ba), "--against", str(cb), str(bc)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0
    assert done.stdout.startswith("A = hard\n") and done.stdout.endswith(text + "\n")


def test_against_a_match_with_another_opponent_is_a_clear_error_and_prints_nothing(tmp_path):
    ab = scored_run(tmp_path / "ab.jsonl", ["hard", "normal"], [(1, [0], [3, 1]), (2, [0], [3, 1])])
    ba = scored_run(tmp_path / "ba.jsonl", ["normal", "hard"], [(1, [1], [1, 3]), (2, [1], [1, 3])])
    cb = scored_run(tmp_path / "cb.jsonl", ["new", "easy"], [(1, [0], [3, 1]), (2, [0], [3, 1])])
    bc = scored_run(tmp_path / "bc.jsonl", ["easy", "new"], [(1, [1], [1, 3]), (2, [1], [1, 3])])
    lonely = scored_run(tmp_path / "lonely.jsonl", ["new", "normal"], [(7, [0], [3, 1])])
    lonely_b = scored_run(tmp_path / "lonely_b.jsonl", ["normal", "new"], [(7, [1], [1, 3])])
    for c, b, message in (
        (cb, bc, f"{cb}: its other bot is easy, not normal: no common opponent"),
        (lonely, lonely_b, f"{lonely}: fewer than 2 deals played both ways in both matches"),
    ):
        done = subprocess.run(
            [sys.executable, tool.__file__, str(ab), str(ba), "--against", str(c), str(b)],
            capture_output=True,
            text=True,
        )
        assert done.returncode == 2
        assert done.stdout == "" and "Traceback" not in done.stderr
        assert message in done.stderr
