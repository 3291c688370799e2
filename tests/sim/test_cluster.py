"""Simulation on Ray: a real local Ray (2 CPUs, shared by the whole module) plays the same games
as the process backend, survives a killed worker without counting a game twice, and the CLI's
--cluster behaves as --jobs does (--out, --resume, tournaments)."""

from __future__ import annotations

import json
import os
import signal
import sys
from pathlib import Path

import pytest

import tabletop
from local_ray import local_ray
from tabletop import sim
from tabletop.cli.main import main
from tabletop.sim import cluster

ray = pytest.importorskip("ray", reason="the cluster extra: pip install '.[cluster]'")


@pytest.fixture(scope="module", autouse=True)
def one_ray():
    """One local Ray for the module (tests/local_ray.py)."""
    with local_ray(ray, num_cpus=2):
        yield
    assert not ray.is_initialized()


def friday_plan(games: int, seed: int = 5) -> sim.Plan:
    return sim.Plan("friday", {"level": 1}, ("heuristic",), games, seed)


def test_ray_plays_the_same_games_as_processes():
    plan = sim.Plan("gunrain", {}, ("random", "heuristic"), 24, 11)
    advanced: list[int] = []
    on_ray = list(sim.run(plan, jobs=2, progress=advanced.append, cluster="ray"))
    assert on_ray == list(sim.run(plan, jobs=2))
    assert [g["index"] for g in on_ray] == list(range(24))
    assert sum(advanced) == 24  # the progress bar reaches the end, once


def test_a_run_on_ray_resumes_from_a_start_index():
    plan = friday_plan(12)
    assert list(sim.run(plan, cluster="ray", start=7)) == list(sim.run(plan, jobs=1))[7:]


def _parent(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


def _busy_ray_workers() -> list[int]:
    """Pids of this test process's own Ray workers (children of the raylet it started) running
    a chunk of games now: Ray names a worker process after the task it runs, and another test
    process may run a Ray of its own."""
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            title = (entry / "cmdline").read_bytes()
            ours = _parent(_parent(int(entry.name))) == os.getpid()
        except (OSError, ValueError):  # gone meanwhile
            continue
        if title.startswith(b"ray::play_chunk") and ours:
            pids.append(int(entry.name))
    return pids


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc for Ray's workers")
def test_a_worker_killed_mid_run_is_retried_and_nothing_counts_twice():
    plan = friday_plan(48)
    killed: list[int] = []
    advanced: list[int] = []

    def kill_a_busy_worker(count: int) -> None:
        advanced.append(count)
        if not killed:
            for pid in _busy_ray_workers()[:1]:
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)

    games = list(sim.run(plan, progress=kill_a_busy_worker, cluster="ray"))
    assert killed, "no worker was busy when a chunk finished: nothing was tested"
    assert [g["index"] for g in games] == list(range(48))
    assert sum(advanced) == 48
    assert games == list(sim.run(plan, jobs=2))


def test_simulate_command_on_ray_writes_and_resumes_as_with_jobs(tmp_path, capsys):
    out, reference = tmp_path / "ray.jsonl", tmp_path / "jobs.jsonl"
    args = ["simulate", "gunrain", "--seats", "bot:random,bot:random", "--games", "10"]
    assert main([*args, "--jobs", "2", "--out", str(reference), "--json"]) == 0
    by_jobs = json.loads(capsys.readouterr().out)
    lines = reference.read_text().splitlines()
    out.write_text("\n".join(lines[:4]) + "\n")  # a run stopped after 4 games
    assert main([*args, "--cluster", "ray", "--out", str(out), "--resume", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == by_jobs
    assert out.read_text() == reference.read_text()


def test_tournament_command_on_ray_matches_processes(capsys):
    args = ["tournament", "gunrain", "--bots", "random,heuristic", "--games", "3"]
    assert main([*args, "--jobs", "1"]) == 0
    by_jobs = capsys.readouterr().out
    assert main([*args, "--cluster", "ray"]) == 0
    assert capsys.readouterr().out == by_jobs


def test_bad_cluster_addresses_are_refused_in_one_line(capsys):
    for address in ("bogus", "ray://nohost", "http://h:1"):
        code = main(["simulate", "friday", "--seats", "bot:random", "--cluster", address])
        assert code == 2
        assert "give ray (a local Ray for this run), auto" in capsys.readouterr().err


def test_without_ray_installed_the_error_says_what_to_install(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now fails as if not installed
    code = main(["simulate", "friday", "--seats", "bot:random", "--games", "2", "--cluster", "ray"])
    assert code == 2
    err = capsys.readouterr().err
    assert "pip install 'tabletop[cluster]'" in err and "Traceback" not in err
    with pytest.raises(tabletop.ConfigError, match="needs Ray"), cluster.session("ray"):
        pass


def test_a_balance_study_on_ray_matches_processes():
    from tabletop.sim.balance import plan_settings, play

    settings = plan_settings(
        "gunrain", {"face_down": "front"}, ["random"], sweep={"layout": ("6x4",)}
    )
    assert play("gunrain", settings, 6, 1, cluster="ray") == play("gunrain", settings, 6, 1, jobs=1)
