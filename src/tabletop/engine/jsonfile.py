"""Reading a user's JSON file (record, scenario, card set) with errors a person understands."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tabletop.i18n.common import CARD_FILE, ERRORS, FILE_KINDS

from .errors import ConfigError, Error, Phrase, Term


def read_json(path: str | Path, what: str, error: type[Error]) -> Any:
    """The parsed content of ``path``; any failure raises ``error`` naming ``what`` and why."""
    named = {"what": Term(FILE_KINDS.get(what, what)), "path": str(path)}
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:  # (a ValueError: first)
        raise error(msgid=ERRORS["file_not_text"], values=named) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        reason = getattr(exc, "strerror", None) or str(exc)
        raise error(msgid=ERRORS["file_unreadable"], values={**named, "reason": reason}) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(msgid=ERRORS["file_not_json"], values={**named, "reason": str(exc)}) from None
    except (RecursionError, ValueError) as exc:  # nested too deep; an integer of 5,000 digits
        values = {**named, "reason": str(exc)}
        raise error(msgid=ERRORS["file_not_readable_json"], values=values) from None


def lone_surrogate(text: str) -> bool:
    """Whether ``text`` holds a lone surrogate, which JSON's escape "\\ud800" reads as. Such
    text cannot be written as UTF-8: a name or id holding it would crash whatever prints,
    saves or sends it later, so files of names refuse it when read."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def card_file_error(game: str, where: str | Phrase, problem: str, **values: Any) -> ConfigError:
    """The error of a game's card file, naming the place in it: ``game`` and ``problem`` are
    keys of CARD_FILE (the file's owner, what is wrong), ``values`` fill the problem."""
    return ConfigError(
        msgid=CARD_FILE["error"],
        values={
            "cards": Term(CARD_FILE[game]),
            "where": where,
            "problem": Phrase(CARD_FILE[problem], **values),
        },
    )
