"""A plug-in installed for tests the way pip would, without pip: its metadata in a site folder.

pip writes a package's metadata (a ``.dist-info`` holding ``entry_points.txt``) into a site
directory; :func:`write_site` writes the same, read from the project's ``pyproject.toml``, into
a folder of the test's. With that folder and the project's ``src`` on ``sys.path``
(:func:`installed`) or on ``PYTHONPATH`` (:func:`environment`, for the processes a test
starts), tabletop's registry finds the game.
"""

from __future__ import annotations

import importlib
import os
import sys
import tomllib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from tabletop.engine.registry import descriptors


def write_site(project: Path, site: Path) -> Path:
    """Write the metadata of the project in folder ``project`` into ``site``; returns ``site``."""
    meta = tomllib.loads((project / "pyproject.toml").read_text("utf-8"))["project"]
    dist = meta["name"].replace("-", "_")
    info = site / f"{dist}-{meta['version']}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {meta['name']}\nVersion: {meta['version']}\n", "utf-8"
    )
    groups = [
        "\n".join([f"[{group}]", *(f"{key} = {value}" for key, value in points.items())])
        for group, points in meta["entry-points"].items()
    ]
    (info / "entry_points.txt").write_text("\n\n".join(groups) + "\n", "utf-8")
    return site


def paths(site: Path, projects: Sequence[Path]) -> list[str]:
    """What goes on the path: the site folder and each project's ``src``."""
    return [str(site), *(str(project / "src") for project in projects)]


@contextmanager
def installed(site: Path, projects: Sequence[Path]) -> Iterator[None]:
    """The plug-ins installed in this process while the block runs (taken off after it, so
    other tests see tabletop's own games only)."""
    added = paths(site, projects)
    sys.path[:0] = added
    importlib.invalidate_caches()
    descriptors.cache_clear()
    try:
        yield
    finally:
        for path in added:
            sys.path.remove(path)
        descriptors.cache_clear()


def environment(site: Path, projects: Sequence[Path]) -> dict[str, str]:
    """The environment of a process that sees the plug-ins; plain text, no colour."""
    found = [*paths(site, projects), os.environ.get("PYTHONPATH", "")]
    return {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(p for p in found if p),
        "TERM": "dumb",
        "NO_COLOR": "1",
        "COLUMNS": "160",
        "LINES": "60",
    }
