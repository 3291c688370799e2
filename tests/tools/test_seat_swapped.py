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
