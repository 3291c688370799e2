"""Reading what ``simulate --out`` wrote: one game a JSON line, gzipped or not.

The runs kept in ``results/`` are gzipped; ``tabletop replay FILE --game N`` and the analysis
tools read them as they are. (Resuming a run reads its plain file: see ``simulate.finished``.)
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

from tabletop.engine import RecordError
from tabletop.engine.errors import Phrase, Term
from tabletop.i18n.common import ERRORS


def read_games(path: str | Path) -> list[dict[str, Any]]:
    """Every game of the file, in order; RecordError naming the file, or the line, if it is not
    what ``simulate --out`` writes. A last line cut off by a stop (no newline after it, not
    JSON) is left out, as ``--resume`` leaves it to be played again."""
    opener = gzip.open if str(path).endswith(".gz") else open
    try:
        with opener(path, "rt", encoding="utf-8") as handle:
            lines = handle.read().split("\n")
    except (OSError, EOFError, UnicodeDecodeError) as error:
        values = {"path": str(path), "reason": str(error)}
        raise RecordError(msgid=ERRORS["games_unreadable"], values=values) from None
    games = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            game = json.loads(line)
        except (ValueError, RecursionError):  # not JSON, or none this reads (too deep, too big)
            if number == len(lines):  # after the last newline: cut off part way
                continue
            game = None
        if not isinstance(game, dict) or not isinstance(game.get("record"), dict):
            values = {"path": str(path), "number": number}
            raise RecordError(msgid=ERRORS["games_line"], values=values)
        games.append(game)
    if not games:
        raise RecordError(msgid=ERRORS["games_none"], values={"path": str(path)})
    return games


def game_record(path: str | Path, index: int) -> dict[str, Any]:
    """The record of game ``index`` (its ``index`` field, as the report counts) of the file."""
    games = read_games(path)
    for game in games:
        if game.get("index") == index:
            return game["record"]
    held = sorted(g["index"] for g in games if isinstance(g.get("index"), int))
    if held:
        span: Phrase | Term = Phrase(ERRORS["games_span"], first=held[0], last=held[-1])
    else:
        span = Term(ERRORS["games_unnumbered"])
    values = {"path": str(path), "index": index, "span": span}
    raise RecordError(msgid=ERRORS["games_missing"], values=values)
