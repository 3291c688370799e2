"""Two games made with ``tabletop new``, installed for these tests only (tests/plugin_site.py).

``duel`` is the package as written. ``low_duel`` is written the same way, then grown into a
second game by editing its own files only (:data:`GROWTH`): a 9-card deck, hands of 3 or 4,
the lower card takes the trick, and a card is laid (``lay 3``), not played. Both are written
once per session, before any test of this folder runs, and are on ``sys.path`` while each test
module runs (on ``PYTHONPATH`` for the processes the tests start).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from plugin_site import environment, installed, write_site
from tabletop.cli.main import main

GAME = "duel"
GROWN = "low_duel"

# (file of the package, text as written, text of the second game): what an author would edit.
GROWTH = [
    ("rules.py", "CARDS = tuple(range(1, 14))", "CARDS = tuple(range(1, 10))"),
    ("rules.py", "    return led > answer", "    return led < answer"),
    ("rules.py", "The cards 1 to 13 are shuffled", "The cards 1 to 9 are shuffled"),
    ("rules.py", "the trick goes to the higher card", "the trick goes to the lower card"),
    ("descriptor.py", "5,\n            (3, 4, 5),", "4,\n            (3, 4),"),
    ("game.py", "different cards 1-13", "different cards 1-9"),
    ("texts.py", "from the cards 1 to 13", "from the cards 1 to 9"),
    ("texts.py", "The higher card wins the trick", "The lower card wins the trick"),
    ("rules.py", 'Action("play", f"play {card}"', 'Action("lay", f"lay {card}"'),
    ("texts.py", '{"play": N_("Play {card}")}', '{"lay": N_("Lay {card}")}'),
    ("describe.py", "Play a card of your hand: play 7.", "Lay a card of your hand: lay 7."),
    ("describe.py", 'NOTATION_EXAMPLE = "play 7"', 'NOTATION_EXAMPLE = "lay 7"'),
]


def grow(project: Path) -> None:
    """Edit the written package into the second game, each edit where the text stands once."""
    package = project / "src" / f"tabletop_{GROWN}"
    for name, old, new in GROWTH:
        path = package / name
        text = path.read_text("utf-8")
        assert text.count(old) == 1, (name, old)
        path.write_text(text.replace(old, new), "utf-8")


@pytest.fixture(scope="session")
def projects(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The two projects, by game name, written by the command itself."""
    root = tmp_path_factory.mktemp("kit")
    for name in (GAME, GROWN):
        assert main(["new", name, "--dir", str(root / name)]) == 0
    grow(root / GROWN)
    return {name: root / name for name in (GAME, GROWN)}


@pytest.fixture(scope="session")
def site(projects: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("kit-site")
    for project in projects.values():
        write_site(project, folder)
    return folder


@pytest.fixture(scope="session")
def kit_env(site: Path, projects: dict[str, Path]) -> dict[str, str]:
    return environment(site, list(projects.values()))


@pytest.fixture(scope="module", autouse=True)
def kit_installed(site: Path, projects: dict[str, Path]) -> Iterator[None]:
    with installed(site, list(projects.values())):
        yield
