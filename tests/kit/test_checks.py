"""Both games made with ``tabletop new`` (the one as written and the one grown from it) pass
every check of ``tabletop.testing``, and the package's own test file, as written, passes when
pytest runs it in the package's folder."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.testing import game_checks

from .conftest import GAME, GROWN


@pytest.mark.parametrize("check", game_checks(GAME) + game_checks(GROWN))
def test_both_games_pass_tabletops_checks(check):
    check()


def test_the_packages_own_test_passes_as_written(projects: dict[str, Path], kit_env):
    """``pytest`` in the written package's folder: its one test calls ``check_game``."""
    project = projects[GAME]
    assert "check_game(" in (project / "tests" / f"test_{GAME}.py").read_text("utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"],
        cwd=project,
        env=kit_env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed" in done.stdout
