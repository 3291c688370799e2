"""Reading a user's JSON file (record, scenario, card set) with errors a person understands."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .errors import Error


def read_json(path: str | Path, what: str, error: type[Error]) -> Any:
    """The parsed content of ``path``; any failure raises ``error`` naming ``what`` and why."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:  # (a ValueError: first)
        raise error(f"{what} {path} is not a text file") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        raise error(f"cannot read {what} {path}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(f"{what} {path} is not valid JSON: {exc}") from None
    except (RecursionError, ValueError) as exc:  # nested too deep; an integer of 5,000 digits
        raise error(f"{what} {path} is not JSON this reads: {exc}") from None


def lone_surrogate(text: str) -> bool:
    """Whether ``text`` holds a lone surrogate, which JSON's escape "\\ud800" reads as. Such
    text cannot be written as UTF-8: a name or id holding it would crash whatever prints,
    saves or sends it later, so files of names refuse it when read."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False
