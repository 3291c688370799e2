"""docs/i18n.md's example runs, and the strings its comments show are the ones it gives."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "i18n.md"


def test_the_example_shows_true_values() -> None:
    (source,) = re.findall(r"^```python\n(.*?)^```", DOC.read_text("utf-8"), flags=re.S | re.M)
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    notes = {t.start[0]: t.string.lstrip("# ") for t in tokens if t.type == tokenize.COMMENT}
    scope: dict = {}
    checked = 0
    for statement in ast.parse(source).body:
        code = ast.get_source_segment(source, statement)
        if not isinstance(statement, ast.Expr):
            exec(code, scope)
            continue
        value = eval(code, scope)
        claim = re.match(r"('[^']*')", notes.get(statement.lineno, ""))
        if claim:
            assert repr(value) == claim.group(1), code
            checked += 1
    assert checked == 3
