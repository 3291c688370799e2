"""benchmarks/bench_interop.py: the overhead report runs, and its mistakes are clear errors."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import tabletop

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_interop.py"
MODES = (
    "engine",
    "engine+api",
    "+observation",
    "pettingzoo",
    "gymnasium",
    "openspiel",
    "openspiel-observer",
)


def bench(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def test_timed_report_has_every_mode_and_its_overhead():
    done = bench("--game", "friday", "--seconds", "0.05", "--repeat", "1")
    assert done.returncode == 0, done.stderr
    header, unit, row = done.stdout.splitlines()
    assert header.split() == ["game", *MODES]
    assert unit.split() == ["us/step"] + ["us/step", "(overhead)"] * 6
    cells = re.fullmatch(r"friday\s+([\d.]+)" + r"\s+([\d.]+) \(([+-][\d.]+)\)" * 6, row)
    assert cells, row
    engine, *rest = map(float, cells.groups())
    for time, overhead in zip(rest[::2], rest[1::2], strict=True):
        assert time > 0 and overhead == pytest.approx(time - engine, abs=0.11)


def test_anchor_report_times_openspiels_own_games_directly_and_through_shimmy():
    """``--anchors``: OpenSpiel's C++ games in the OpenSpiel loop (with their tensor sizes and
    one ``observation_tensor`` call) and in the PettingZoo loop through Shimmy's wrapper."""
    import pyspiel

    done = bench("--anchors", "--seconds", "0.05", "--repeat", "1")
    assert done.returncode == 0, done.stderr
    header, *rows = done.stdout.splitlines()
    assert header.split() == [
        "openspiel",
        "game",
        "tensor",
        "openspiel",
        "us/step",
        "us/observation_tensor",
        "shimmy",
        "us/step",
    ]
    assert [row.split()[0] for row in rows] == ["chess", "hex", "go(board_size=9)"]
    for row in rows:
        name, size, *times = row.split()
        assert int(size) == pyspiel.load_game(name).observation_tensor_size()
        assert len(times) == 3 and all(float(t) > 0 for t in times)


@pytest.mark.parametrize("mode", MODES)
def test_untimed_steps_of_one_mode(mode):
    """What ``--count`` runs under valgrind: exactly N steps, nothing printed."""
    done = bench("--game", "kungfu", "--mode", mode, "--steps", "30")
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "chess"], f"unknown game 'chess'; available: {', '.join(tabletop.games())}"),
        (["--seconds", "0"], "--seconds must be above 0 and --repeat 1 or more"),
        (["--repeat", "0"], "--seconds must be above 0 and --repeat 1 or more"),
        (["--mode", "engine"], "--mode and --steps go together"),
        (["--mode", "engine", "--steps", "3"], "--mode plays one game: give one --game"),
        (
            ["--game", "friday", "--mode", "engine", "--steps", "0"],
            "--steps must be 1 or more, got 0",
        ),
        (["--mode", "warp", "--steps", "3"], "argument --mode: invalid choice: 'warp'"),
        (["--count", "--between", "5:3"], "expected A:B with whole numbers A < B, got '5:3'"),
        (["--count", "--between", "x"], "expected A:B with whole numbers A < B, got 'x'"),
        (["--anchors", "--count"], "--anchors times OpenSpiel's own games: no --game, --count"),
        (["--anchors", "--game", "friday"], "--anchors times OpenSpiel's own games: no --game"),
    ],
)
def test_mistakes_are_one_clear_error(args, message):
    done = bench(*args)
    assert done.returncode == 2
    assert message in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_count_without_valgrind_is_a_clear_error():
    done = bench("--count", "--game", "friday", env={**os.environ, "PATH": ""})
    assert done.returncode == 2
    assert "--count needs valgrind" in done.stderr and "Traceback" not in done.stderr
