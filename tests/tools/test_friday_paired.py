"""tools/friday_paired.py: runs are paired by deal seed, the deals only one run won are counted,
and a file that is not a Friday run is one clear error."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

from . import load_tool

tool = load_tool("friday_paired")


def write_run(path: Path, games: list[tuple[int, bool, int]], cut: bool = False) -> Path:
    lines = [
        json.dumps(
            {"seed": seed, "returns": [1.0 if won else -1.0], "scores": [score], "record": {}}
        )
        for seed, won, score in games
    ]
    text = "\n".join(lines) + "\n" + ('{"seed": 9, "ret' if cut else "")
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "wt", encoding="utf-8") as out:
        out.write(text)
    return path


def test_runs_are_paired_by_seed_and_a_cut_last_line_is_left_out(tmp_path):
    reference = tool.read_run(
        write_run(tmp_path / "a.jsonl.gz", [(1, True, 50), (2, False, -10), (3, True, 40)])
    )
    other = tool.read_run(write_run(tmp_path / "b.jsonl", [(3, False, 5), (2, True, 30)], cut=True))
    assert other == {3: (False, 5), 2: (True, 30)}
    line = tool.compare(reference, other)
    assert line.startswith("2 deals: 1 won, 50.0%")
    assert "mean +17.5; reference 1; only this 1, only the reference 1, z +0.00" in line


def test_wilson_interval_holds_the_rate():
    low, high = tool.wilson(7, 10)
    assert 0.39 < low < 0.7 < high < 0.9


def test_a_file_that_is_not_a_run_is_one_clear_error(tmp_path):
    good = write_run(tmp_path / "a.jsonl", [(1, True, 50)])
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"seed": 1, "returns": [1, -1], "scores": [3, 4], "record": {}}\n')
    for wrong in (bad, tmp_path / "missing.jsonl"):
        done = subprocess.run(
            [sys.executable, tool.__file__, str(good), str(wrong)], capture_output=True, text=True
        )
        assert done.returncode == 2
        assert "Traceback" not in done.stderr
        assert str(wrong) in done.stderr
