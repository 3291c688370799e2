"""Simulation: reproducible whatever the number of processes, records replay, bad plans refused,
stopped runs resumed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from contextlib import contextmanager

import pytest
from rich.console import Console

import tabletop
from tabletop import sim
from tabletop.cli import main as cli_main
from tabletop.cli.main import main
from tabletop.sim import report as sim_report
from tabletop.sim.stats import mean_interval, spread, wilson


def plan(games: int = 40, seed: int = 3) -> sim.Plan:
    return sim.Plan("friday", {"level": 2, "aging_draw": "top"}, ("random",), games, seed)


def test_one_or_two_processes_give_identical_results():
    one = list(sim.run(plan(), jobs=1))
    two = list(sim.run(plan(), jobs=2))
    assert one == two
    assert sim.summarize(plan(), one) == sim.summarize(plan(), two)
    assert [g["index"] for g in one] == list(range(40))


def test_more_processes_than_games_start_only_one_a_game():
    """--jobs 100000 for 3 games used to start 100,000 processes and never finish."""
    assert list(sim.run(plan(games=3), jobs=100_000)) == list(sim.run(plan(games=3), jobs=1))


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
    assert wilson(0, 500)[0] == 0.0 and wilson(500, 500)[1] == 1.0  # exact, not 3e-17 off
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
    assert "Friday (Level 1, Top of the aging pile): 12 games, seed 5" in text
    assert "Game length (actions)" in text
    lines = out.read_text().splitlines()
    assert len(lines) == 12
    assert tabletop.replay(json.loads(lines[0])["record"]).is_over


def test_a_results_file_is_not_replaced_without_a_word(tmp_path, capsys):
    """Forgetting --resume must not drop hours of games: a file that holds games is kept
    unless --overwrite says otherwise."""
    out = tmp_path / "games.jsonl"
    args = ["simulate", "friday", "--seats", "bot:random", "--jobs", "1", "--out", str(out)]
    assert main([*args, "--games", "3"]) == 0
    before = out.read_bytes()
    assert main([*args, "--games", "2", "--seed", "9"]) == 2
    assert "holds games: --resume goes on from them, --overwrite drops" in capsys.readouterr().err
    assert out.read_bytes() == before
    assert main([*args, "--games", "2", "--resume", "--overwrite"]) == 2
    assert out.read_bytes() == before
    assert main([*args, "--games", "2", "--seed", "9", "--overwrite"]) == 0
    assert len(out.read_text().splitlines()) == 2


def test_json_report_is_the_summary_for_scripts(capsys):
    """``--json`` prints the summary itself, so scripts can compare runs (say two option sets)."""
    args = ["simulate", "gunrain", "--seats", "bot:random,bot:random", "--games", "6"]
    assert main([*args, "--jobs", "1", "--seed", "4", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    plan = sim.Plan("gunrain", tabletop.make("gunrain").options, ("random", "random"), 6, 4)
    expected = json.loads(json.dumps(sim.summarize(plan, list(sim.run(plan, jobs=1)))))
    assert printed == expected
    assert printed["games"] == 6 and 0 <= printed["first_mover"]["win_rate"] <= 1


def test_piped_json_is_the_whole_of_stdout_and_nothing_goes_to_stderr():
    """A script reads the first line: no blank line from a progress bar (it shows only in a
    terminal, and on stderr)."""
    exe = os.path.join(os.path.dirname(sys.executable), "tabletop")
    args = [exe, "simulate", "friday", "--seats", "bot:random", "--games", "3", "--json"]
    done = subprocess.run(args, capture_output=True, text=True, check=True)
    assert done.stdout.startswith("{") and json.loads(done.stdout)["games"] == 3
    assert done.stderr == ""


STOPPED_AT_BIRTH = """
import os, signal, time
from tabletop.sim import simulate

def stop(*_):  # what the CLI's SIGTERM handler does: a stop raised in the parent
    raise KeyboardInterrupt("Terminated")

signal.signal(signal.SIGTERM, stop)
# every worker is stopped the moment it is forked, before its initializer has run
os.register_at_fork(after_in_child=lambda: os.kill(os.getpid(), signal.SIGTERM))
pool = simulate._workers(2)
time.sleep(0.3)
pool.terminate()
"""


def test_a_worker_stopped_before_its_initializer_ran_says_nothing():
    """Seen in CI: "Process ForkPoolWorker-2 ... Terminated" on stderr when a run ended while a
    worker was still starting. Workers are born with the stop signals held back."""
    done = subprocess.run([sys.executable, "-c", STOPPED_AT_BIRTH], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""


def test_the_report_wraps_a_long_bot_spec_instead_of_cutting_it(capsys):
    spec = "ismcts:iterations=2:epsilon=0:sweep=1:phases=hazard"
    args = ["simulate", "friday", "--seats", f"bot:{spec}", "--games", "2", "--jobs", "1"]
    assert main(args) == 0
    text = capsys.readouterr().out  # not a terminal: rich's 80 columns
    assert "…" not in text
    rows = [line.split("│") for line in text.splitlines() if line.startswith("│")]
    assert "".join(row[2].strip() for row in rows) == spec  # the bot column, read down


def test_simulate_command_refuses_people_and_bad_counts(capsys):
    assert main(["simulate", "friday", "--seats", "human"]) == 2
    assert "simulate plays bots only" in capsys.readouterr().err
    assert main(["simulate", "friday", "--seats", "bot:random", "--games", "0"]) == 2
    assert "--games" in capsys.readouterr().err
    # a bad bot option value is refused before any game (it once crashed a worker)
    assert main(["simulate", "friday", "--seats", "bot:ismcts:iterations=abc"]) == 2
    assert "ismcts iterations must be a whole number >= 1, got 'abc'" in capsys.readouterr().err


RUN = ["simulate", "friday", "--level", "2", "--seats", "bot:heuristic", "--games", "12"]


def test_games_from_a_start_are_those_of_the_whole_run():
    whole = list(sim.run(plan(games=12), jobs=2))
    assert list(sim.run(plan(games=12), jobs=2, start=5)) == whole[5:]


def test_a_stopped_run_resumes_to_the_same_games_and_report(tmp_path, capsys):
    whole, stopped = tmp_path / "whole.jsonl", tmp_path / "stopped.jsonl"
    assert main([*RUN, "--seed", "7", "--out", str(whole)]) == 0
    report = capsys.readouterr().out.split("Wrote 12 games")[0]
    lines = whole.read_text().splitlines(keepends=True)
    # killed while writing game 5: four whole lines and part of the fifth
    stopped.write_text("".join(lines[:4]) + lines[4][: len(lines[4]) // 2])
    assert (
        len(
            sim.finished(
                sim.Plan("friday", {"level": 2, "aging_draw": "top"}, ("heuristic",), 12, 7),
                str(stopped),
            )
        )
        == 4
    )
    assert main([*RUN, "--seed", "7", "--out", str(stopped), "--resume"]) == 0
    assert capsys.readouterr().out.split("Wrote 12 games")[0] == report
    assert stopped.read_bytes() == whole.read_bytes()
    # a finished run resumed plays nothing more and reports the same
    assert main([*RUN, "--seed", "7", "--out", str(stopped), "--resume"]) == 0
    assert capsys.readouterr().out.split("Wrote 12 games")[0] == report
    assert stopped.read_bytes() == whole.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stopped.jsonl", "whole.jsonl"]


def test_resume_without_a_file_yet_plays_the_whole_run(tmp_path, capsys):
    out = tmp_path / "new.jsonl"
    assert main([*RUN, "--seed", "7", "--out", str(out), "--resume"]) == 0
    assert len(out.read_text().splitlines()) == 12


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (["--seed", "8"], "line 1: not of a run with seed 8"),
        (["--seats", "bot:random"], "line 1: played by ['heuristic'], not by this run's seats"),
        (["--level", "3"], "line 1: a game of 'friday' with {'level': 2"),
        (["--games", "3"], "holds 4 games, more than --games 3"),
    ],
)
def test_resume_refuses_the_games_of_another_run(tmp_path, capsys, change, message):
    out = tmp_path / "games.jsonl"
    assert main([*RUN, "--games", "4", "--seed", "7", "--out", str(out)]) == 0
    before = out.read_bytes()
    capsys.readouterr()
    args = [*RUN, "--seed", "7", *change, "--out", str(out), "--resume"]
    assert main(args) == 2
    assert message in capsys.readouterr().err
    assert out.read_bytes() == before


def test_resume_refuses_a_corrupt_file_and_needs_out(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    assert main([*RUN, "--games", "4", "--seed", "7", "--out", str(out)]) == 0
    lines = out.read_text().splitlines(keepends=True)
    for line in ("{not json\n", "[" * 5000 + "]" * 5000 + "\n", "9" * 5000 + "\n"):
        broken = [lines[0], line, *lines[2:]]  # (the last two found by fuzzing)
        out.write_text("".join(broken))
        capsys.readouterr()
        assert main([*RUN, "--seed", "7", "--out", str(out), "--resume"]) == 2
        assert "line 2: not a game written by --out" in capsys.readouterr().err
        assert out.read_text() == "".join(broken)
    out.write_text(lines[1] + lines[0])  # out of order
    assert main([*RUN, "--seed", "7", "--out", str(out), "--resume"]) == 2
    assert "line 1: game 1 where game 0 was expected" in capsys.readouterr().err
    assert main([*RUN, "--seed", "7", "--resume"]) == 2
    assert "--resume goes on from the games in --out FILE" in capsys.readouterr().err


def _ctrl_c(run: subprocess.Popen) -> None:
    os.killpg(run.pid, signal.SIGINT)  # the terminal's process group: parent and workers


@pytest.mark.parametrize(
    ("sigint", "stop", "code", "word"),
    [
        # Ctrl-C in a terminal
        (signal.SIG_DFL, _ctrl_c, 130, "interrupted"),
        # ``timeout`` or a batch scheduler: SIGTERM to the command alone, run as a background
        # job, where the shell leaves SIGINT ignored
        (signal.SIG_IGN, subprocess.Popen.terminate, 128 + signal.SIGTERM, "terminated"),
    ],
    ids=["ctrl-c", "sigterm"],
)
def test_a_stop_ends_the_run_at_once_keeping_the_finished_games(tmp_path, sigint, stop, code, word):
    """The run ends with its workers, without a worker's traceback; the games written so far
    resume."""
    out = tmp_path / "games.jsonl"
    args = ["simulate", "friday", "--seats", "bot:ismcts:iterations=4", "--games", "200"]
    command = [sys.executable, "-c", "from tabletop.cli.main import main; exit(main())", *args]
    run = subprocess.Popen(
        [*command, "--jobs", "2", "--out", str(out)],
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, sigint),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    while not out.exists() or not out.read_text().endswith("\n"):
        assert run.poll() is None, run.communicate()
        time.sleep(0.1)
    stop(run)
    _, err = run.communicate(timeout=120)
    kept = len(out.read_text().splitlines())
    assert run.returncode == code
    assert [line for line in err.splitlines() if line] == [
        f"{kept} games are in {out}: the same command with --resume plays the rest",
        word,
    ]
    time.sleep(1.0)
    assert len(out.read_text().splitlines()) == kept  # no worker plays on
    plan = sim.Plan("friday", {"level": 1, "aging_draw": "top"}, ("ismcts:iterations=4",), 200, 0)
    assert 1 <= len(sim.finished(plan, str(out))) == kept < 200


def test_a_stop_right_after_a_game_is_written_counts_it(tmp_path, capsys, monkeypatch):
    """The kept count is the file's: a stop landing between writing a game and counting it
    (seen once in the test above under load) still names every game the file holds."""
    real = cli_main._games_file

    @contextmanager
    def stopped_after_one(path, kept):
        with real(path, kept) as write:

            def write_then_stop(game):
                write(game)
                raise KeyboardInterrupt

            yield write_then_stop

    monkeypatch.setattr(cli_main, "_games_file", stopped_after_one)
    out = tmp_path / "games.jsonl"
    assert main([*RUN, "--jobs", "1", "--out", str(out)]) == 130
    assert len(out.read_text().splitlines()) == 1
    assert f"1 games are in {out}" in capsys.readouterr().err


def test_an_unwritable_out_file_is_one_clear_error(tmp_path, capsys):
    assert main([*RUN, "--out", str(tmp_path)]) == 2  # a directory
    assert f"cannot write {tmp_path}" in capsys.readouterr().err


def test_resume_refuses_a_record_that_does_not_replay_to_its_result(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    assert main([*RUN, "--games", "3", "--seed", "7", "--out", str(out)]) == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    lines[1]["scores"] = [lines[1]["scores"][0] + 1]
    out.write_text("".join(json.dumps(line) + "\n" for line in lines))
    before = out.read_bytes()
    capsys.readouterr()
    assert main([*RUN, "--seed", "7", "--out", str(out), "--resume"]) == 2
    assert "line 2: its record does not replay to the result it gives" in capsys.readouterr().err
    assert out.read_bytes() == before
    lines[1]["record"]["actions"][0][1] = "fly"
    out.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert main([*RUN, "--seed", "7", "--out", str(out), "--resume"]) == 2
    assert "line 2: " in capsys.readouterr().err


@pytest.mark.parametrize(("name", "first_mover"), [("gunrain", True), ("kungfu", False)])
def test_the_first_mover_figure_is_only_for_a_game_where_a_seat_moves_first(name, first_mover):
    """Kung Fu's fighters pick their cards at once (its descriptor is ``simultaneous``): no
    seat moves first, so neither the summary nor the report gives a first-mover win rate."""
    plan = sim.Plan(name, tabletop.make(name).options, ("random", "random"), 2, 3)
    summary = sim.summarize(plan, list(sim.run(plan, jobs=1)))
    assert ("first_mover" in summary) is first_mover
    console = Console(width=200, record=True)
    console.print(sim_report.render(summary))
    assert ("moved first" in console.export_text()) is first_mover
