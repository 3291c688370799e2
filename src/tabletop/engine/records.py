"""Saving and replaying games. A record is seed + setup + actions; replay re-simulates."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tabletop.i18n.common import ERRORS, RECORD_KINDS

from .contract import State
from .errors import ConfigError, Error, IllegalAction, RecordError, Term
from .jsonfile import read_json
from .registry import game_class

_FIELDS = {  # field: (type, what it must be: a key of RECORD_KINDS)
    "game": (str, "text"),
    "rules_version": (str, "text"),
    "options": (dict, "object"),
    "seed": (int, "integer"),
    "actions": (list, "list"),
}


def field_error(key: str, wanted: str) -> RecordError:
    """A record's field of the wrong kind; ``wanted`` is a key of RECORD_KINDS."""
    values = {"key": repr(key), "wanted": Term(RECORD_KINDS[wanted])}
    return RecordError(msgid=ERRORS["record_field_kind"], values=values)


def replay(record: Any) -> State:
    """Rebuild the state a record describes; a bad record raises :class:`RecordError`."""
    if not isinstance(record, dict):
        raise RecordError(msgid=ERRORS["record_not_object"])
    for key, (kind, wanted) in _FIELDS.items():
        if key not in record:
            raise RecordError(msgid=ERRORS["record_no_field"], values={"key": repr(key)})
        if not isinstance(record[key], kind) or isinstance(record[key], bool):
            raise field_error(key, wanted)
    try:
        cls = game_class(record["game"])
    except ConfigError as exc:
        raise RecordError(*exc.args, msgid=exc.msgid, values=exc.values) from None
    if record["rules_version"] != cls.rules_version:
        values = {"made": repr(record["rules_version"]), "plays": repr(cls.rules_version)}
        raise RecordError(msgid=ERRORS["record_rules"], values=values)
    try:
        state = cls(**record["options"]).new_game(record["seed"], setup=record.get("setup"))
    except ConfigError as exc:
        raise RecordError(msgid=ERRORS["record_invalid"], values={"error": exc}) from None
    for _ in play_actions(state, record["actions"]):
        pass
    return state


def play_actions(state: State, actions: list[Any]) -> Iterator[int]:
    """Apply a record's actions to ``state`` one by one, yielding each mover after its move (so
    a caller can watch the game unfold); a malformed or illegal action raises
    :class:`RecordError` naming it."""
    for index, step in enumerate(actions, start=1):
        if (
            not isinstance(step, list | tuple)
            or len(step) != 2
            or type(step[0]) is not int
            or not isinstance(step[1], str)
        ):
            values = {"index": index, "step": repr(step)}
            raise RecordError(msgid=ERRORS["record_action_form"], values=values)
        player, notation = step
        try:
            state.apply(player, notation)
        except IllegalAction as exc:
            values = {"index": index, "notation": repr(notation), "error": exc}
            raise RecordError(msgid=ERRORS["record_action_illegal"], values=values) from None
        yield player


def save(state: State, path: str | Path) -> None:
    """Write the state's record as JSON; an unwritable path raises :class:`Error`."""
    try:
        Path(path).write_text(json.dumps(state.record(), indent=1) + "\n", encoding="utf-8")
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        values = {"path": str(path), "reason": getattr(exc, "strerror", None) or str(exc)}
        raise Error(msgid=ERRORS["file_unwritable"], values=values) from None


def load(path: str | Path) -> State:
    """Read and replay a saved game file."""
    return replay(read_json(path, "saved game", RecordError))
