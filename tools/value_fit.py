"""The command line the value-fitting tools share (tools/fit_{friday,kungfu,gunrain}_value.py):
``collect`` plays heuristic games and keeps their positions in an .npz file, ``fit`` fits the
estimate to them and, with ``--write``, stores its weights in the package."""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np


def parser(
    doc: str, kept: str, games: int, games_help: str, weights: Path
) -> tuple[argparse.ArgumentParser, argparse.ArgumentParser]:
    """The tool's parser and its ``collect`` command (for options of a tool's own)."""
    tool = argparse.ArgumentParser(description=doc.splitlines()[0])
    commands = tool.add_subparsers(dest="command", required=True)
    gather = commands.add_parser("collect", help=kept)
    gather.add_argument("--games", type=int, default=games, help=games_help)
    gather.add_argument("--out", type=Path, required=True, help=".npz file")
    regress = commands.add_parser("fit", help="fit the value estimate")
    regress.add_argument("positions", type=Path)
    regress.add_argument("--write", action="store_true", help=f"store the weights in {weights}")
    return tool, gather


def load_positions(path: Path, keys: tuple[str, ...], features: int) -> dict[str, np.ndarray]:
    """The arrays ``collect`` stored, a clear exit for a file that is not one of them or that
    holds another number of features (positions of an older tool)."""
    try:
        with np.load(path) as stored:
            data = {key: stored[key] for key in keys}
    except (OSError, ValueError, KeyError) as error:
        raise SystemExit(f"cannot read positions from {path}: {error}") from None
    if data["x"].shape[-1] != features:
        raise SystemExit("the positions were collected with other features: collect them again")
    return data
