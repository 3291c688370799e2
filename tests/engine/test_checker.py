"""tabletop's own games pass every check of tabletop.testing, the checker a plug-in runs on
itself (docs/testing.md): each game at its defaults, and the option variants that change what
a seat sees or how many seats there are, through the checks those options reach."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import tabletop
from own_games import own_games
from tabletop.testing import game_checks

ROOT = Path(__file__).resolve().parents[2]

SEEN = ("contract", "views", "messages", "log", "openspiel", "pettingzoo", "gymnasium")
VARIANTS = [
    ("friday", {"level": 4, "aging_draw": "random"}, SEEN),
    ("gunrain", {"layout": "6x4", "max_turns": 12}, SEEN),
    ("kungfu", {"players": 3, "draft": True}, ("contract", "views", "messages", "log", "clone")),
    ("kungfu", {"players": 5}, ("pettingzoo", "gymnasium")),
]

CHECKS = [
    *(param for game in own_games() for param in game_checks(game)),
    *(
        param
        for game, options, checks in VARIANTS
        for param in game_checks(game, options, checks=checks)
    ),
]


@pytest.mark.parametrize("check", CHECKS)
def test_tabletops_own_games_pass_its_checks(check):
    check()


@pytest.mark.tabletop_game("gunrain", options={"max_turns": 4}, checks=("contract", "records"))
def test_the_plugins_marker_runs_one_test_per_check(game_check, request):
    assert request.node.callspec.id in (
        "gunrain-max_turns=4-contract",
        "gunrain-max_turns=4-records",
    )
    game_check()


def test_a_game_projects_tests_get_the_plugin_from_the_entry_point_once(tmp_path):
    """The pytest11 entry point of pyproject.toml, written as pip would into a site directory,
    loads the plugin in a game project's pytest run, and a conftest's ``pytest_plugins`` naming
    it too does not load it twice; ``check_game`` runs as the generated test file calls it."""
    points = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["entry-points"]
    info = tmp_path / "site" / "tabletop_probe-0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tabletop-probe\nVersion: 0\n")
    lines = [f"{key} = {value}" for key, value in points["pytest11"].items()]
    (info / "entry_points.txt").write_text("[pytest11]\n" + "\n".join(lines) + "\n")
    project = tmp_path / "project"
    project.mkdir()
    (project / "conftest.py").write_text('pytest_plugins = ["tabletop.testing.pytest_plugin"]\n')
    (project / "test_game.py").write_text(GAME_PROJECT_TESTS)
    source = Path(tabletop.__file__).parents[1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path / "site"), str(source)])}
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-rA",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:randomly",
        ],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    for test in ("test_gunrain[gunrain-errors]", "test_gunrain[gunrain-records]"):
        assert f"PASSED test_game.py::{test}" in run.stdout
    assert "PASSED test_game.py::test_the_game_passes_tabletops_checks" in run.stdout


GAME_PROJECT_TESTS = """
import pytest

from tabletop.testing import check_game


def test_the_plugin_came_from_the_entry_point(pytestconfig):
    loaded = pytestconfig.pluginmanager.list_plugin_distinfo()
    found = [p.__name__ for p, dist in loaded if dist.metadata["Name"] == "tabletop-probe"]
    assert found == ["tabletop.testing.pytest_plugin"]


@pytest.mark.tabletop_game("gunrain", checks=("errors", "records"))
def test_gunrain(game_check):
    game_check()


def test_the_game_passes_tabletops_checks():
    check_game("friday", checks=["errors", "records"])
"""
