"""``tabletop new GAME``: a plug-in package for a small example game, ready to grow.

The package is copied from ``template/`` (package data) with names filled in and nothing else
generated: each ``*.tmpl`` file is a ``string.Template`` of ``$game`` (the name), ``$Game``
(its class prefix), ``$title`` and ``$project`` (the distribution), and ``GAME`` in a path is
the name. Everything is checked and read first, so a mistake writes nothing.
"""

from __future__ import annotations

import re
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from string import Template

import tabletop
from tabletop.engine import Error
from tabletop.i18n import N_
from tabletop.i18n.common import ERRORS

NAME = re.compile(r"[a-z][a-z0-9_]*")
BAD_NAME = N_(
    "{game} cannot name a game: use lower-case letters, digits and _, starting with a letter"
)
TAKEN = N_("{game} is already a registered game: choose another name")
NOT_EMPTY = N_("{path} is not an empty folder: choose another with --dir")


def default_folder(game: str) -> Path:
    """Where the package goes without ``--dir``: ``tabletop-GAME`` here."""
    return Path(f"tabletop-{game.replace('_', '-')}")


def files_for(game: str) -> dict[Path, str]:
    """The package's files, by path relative to its folder, with the names filled in."""
    words = [part for part in game.split("_") if part]
    names = {
        "game": game,
        "Game": "".join(word.capitalize() for word in words),
        "title": " ".join(word.capitalize() for word in words),
        "project": default_folder(game).name,
    }
    out = {}
    for relative, source in _templates(resources.files(__package__).joinpath("template")):
        path = Path(relative.removesuffix(".tmpl").replace("GAME", game))
        out[path] = Template(source.read_text("utf-8")).substitute(names)
    return out


def _templates(folder: Traversable, prefix: str = "") -> list[tuple[str, Traversable]]:
    found = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.is_dir():
            found += _templates(entry, f"{prefix}{entry.name}/")
        elif entry.name.endswith(".tmpl"):
            found.append((prefix + entry.name, entry))
    return found


def check(game: str, folder: Path) -> None:
    """Refuse a name that cannot be a game's, or is taken, and a folder that holds anything."""
    if not NAME.fullmatch(game):
        raise Error(msgid=BAD_NAME, values={"game": repr(game)})
    if game in tabletop.games():
        raise Error(msgid=TAKEN, values={"game": game})
    if folder.exists() and not (folder.is_dir() and not any(folder.iterdir())):
        raise Error(msgid=NOT_EMPTY, values={"path": str(folder)})


def write(game: str, folder: Path) -> list[Path]:
    """Write the package for ``game`` into ``folder`` (new or empty); the paths written. A
    file that cannot be written is an error, and what was written is taken back."""
    check(game, folder)
    files = files_for(game)
    made: list[Path] = []  # in the order made, to take back in reverse
    try:
        for relative, text in files.items():
            path = folder / relative
            missing = [p for p in (path.parent, *path.parent.parents) if not p.exists()]
            path.parent.mkdir(parents=True, exist_ok=True)
            made += reversed(missing)
            path.write_text(text, "utf-8")
            made.append(path)
    except OSError as exc:
        for path in reversed(made):
            if path.is_dir():
                path.rmdir()
            else:
                path.unlink()
        values = {"path": str(folder), "reason": exc.strerror or str(exc)}
        raise Error(msgid=ERRORS["file_unwritable"], values=values) from None
    return [folder / relative for relative in files]
