"""Install Blind Bid as a plug-in for these tests only, the way pip would, from a fresh clone.

pip would write the package's metadata (a ``.dist-info`` holding ``entry_points.txt``) into a
site directory; here it goes into a temporary directory, read from this folder's
``pyproject.toml``. That directory and the package's ``src`` are put on ``sys.path`` for each
test module of this folder (and taken off after it, so other tests see tabletop's own games
only), and on ``PYTHONPATH`` for the processes the tests start (the ``tabletop`` command, the
server and its bot workers, simulation workers).
"""

from __future__ import annotations

import importlib
import os
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.engine.registry import descriptors

FOLDER = Path(__file__).parent
SOURCE = FOLDER / "src"
NAME = "blindbid"


@pytest.fixture(scope="session")
def plugin_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A site directory holding the plug-in's metadata, as ``pip install`` would write it."""
    project = tomllib.loads((FOLDER / "pyproject.toml").read_text("utf-8"))["project"]
    site = tmp_path_factory.mktemp("plugin-site")
    dist = project["name"].replace("-", "_")
    info = site / f"{dist}-{project['version']}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n",
        "utf-8",
    )
    groups = [
        "\n".join([f"[{group}]", *(f"{key} = {value}" for key, value in points.items())])
        for group, points in project["entry-points"].items()
    ]
    (info / "entry_points.txt").write_text("\n\n".join(groups) + "\n", "utf-8")
    return site


@pytest.fixture(scope="session")
def plugin_env(plugin_site: Path) -> dict[str, str]:
    """The environment of a process that sees the plug-in; plain text, no colour."""
    paths = [str(plugin_site), str(SOURCE), os.environ.get("PYTHONPATH", "")]
    return {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(p for p in paths if p),
        "TERM": "dumb",
        "NO_COLOR": "1",
        "COLUMNS": "160",
        "LINES": "60",
    }


@pytest.fixture(scope="module", autouse=True)
def plugin_installed(plugin_site: Path) -> Iterator[None]:
    """The plug-in installed in this process while one test module of this folder runs."""
    added = [str(plugin_site), str(SOURCE)]
    sys.path[:0] = added
    importlib.invalidate_caches()
    descriptors.cache_clear()
    try:
        yield
    finally:
        for path in added:
            sys.path.remove(path)
        descriptors.cache_clear()
