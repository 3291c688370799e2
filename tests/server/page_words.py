"""The msgids the pages use: literal arguments of t(), tf() and N_() in the JavaScript, and
the data-i18n attributes of the HTML (the catalogs' extraction reads only Python)."""

from __future__ import annotations

import json
import re
from pathlib import Path

SOURCES = Path(__file__).resolve().parents[2] / "src" / "tabletop"
PAGE_FILES = (
    sorted((SOURCES / "server" / "static").rglob("*.js"))
    + sorted((SOURCES / "server" / "static").rglob("*.html"))
    + sorted(SOURCES.glob("rulesets/*/web/*.js"))
)
_CALL = re.compile(r"""\b(?:t|tf|N_)\(\s*"((?:[^"\\]|\\.)*)"\s*[,)]""")
_ATTRIBUTE = re.compile(r"""data-i18n(?:-[a-z-]+)?="([^"]*)\"""")


def page_msgids() -> dict[str, set[Path]]:
    """msgid -> the files that use it."""
    found: dict[str, set[Path]] = {}
    for path in PAGE_FILES:
        text = path.read_text("utf-8")
        pattern = _ATTRIBUTE if path.suffix == ".html" else _CALL
        for match in pattern.finditer(text):
            raw = match.group(1)
            msgid = json.loads(f'"{raw}"') if path.suffix == ".js" else raw
            found.setdefault(msgid, set()).add(path)
    return found
