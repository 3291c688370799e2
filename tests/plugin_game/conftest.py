"""Install Blind Bid as a plug-in for these tests only, the way pip would, from a fresh clone.

Its metadata goes into a temporary site directory (``tests/plugin_site.py``, read from this
folder's ``pyproject.toml``). That directory and the package's ``src`` are put on ``sys.path``
for each test module of this folder (and taken off after it, so other tests see tabletop's own
games only), and on ``PYTHONPATH`` for the processes the tests start (the ``tabletop`` command,
the server and its bot workers, simulation workers).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from plugin_site import environment, installed, write_site

FOLDER = Path(__file__).parent
NAME = "blindbid"


@pytest.fixture(scope="session")
def plugin_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A site directory holding the plug-in's metadata, as ``pip install`` would write it."""
    return write_site(FOLDER, tmp_path_factory.mktemp("plugin-site"))


@pytest.fixture(scope="session")
def plugin_env(plugin_site: Path) -> dict[str, str]:
    """The environment of a process that sees the plug-in; plain text, no colour."""
    return environment(plugin_site, [FOLDER])


@pytest.fixture(scope="module", autouse=True)
def plugin_installed(plugin_site: Path) -> Iterator[None]:
    """The plug-in installed in this process while one test module of this folder runs."""
    with installed(plugin_site, [FOLDER]):
        yield
