"""The Python examples in README.md and the rules docs run, and the values their comments show
are the values the code gives (they once named moves the example's seed does not offer)."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ["README.md", "docs/friday.md", "docs/gunrain.md", "docs/kungfu.md"]
SHOWN = re.compile(r"(\[[^\]]*\]|\([^)]*\))")  # a list or tuple at the start of a comment


def python_blocks(text: str) -> list[str]:
    return re.findall(r"^```python\n(.*?)^```", text, flags=re.S | re.M)


def comments(source: str) -> dict[int, str]:
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return {t.start[0]: t.string.lstrip("# ") for t in tokens if t.type == tokenize.COMMENT}


def shown(value: object) -> str:
    """A value as the docs write it: a list of actions by their notation."""
    if isinstance(value, list):
        return "[" + ", ".join(map(str, value)) + "]"
    return repr(value)


@pytest.mark.parametrize("name", EXAMPLES)
def test_the_example_runs_and_shows_true_values(name):
    (source,) = python_blocks((ROOT / name).read_text(encoding="utf-8"))
    notes = comments(source)
    scope: dict = {}
    checked = 0
    for statement in ast.parse(source).body:
        code = ast.get_source_segment(source, statement)
        if not isinstance(statement, ast.Expr):
            exec(code, scope)
            continue
        value = eval(code, scope)
        claim = SHOWN.match(notes.get(statement.lineno, ""))
        if claim:
            text = claim.group(1)
            if text.endswith(", ...]"):  # the first items only
                assert shown(value).startswith(text.removesuffix(" ...]")), (name, code)
            else:
                assert shown(value) == text, (name, code)
            checked += 1
    assert checked  # every example shows at least one value


@pytest.mark.parametrize("library", ["pettingzoo", "gymnasium"])
def test_the_research_example_runs(library):
    """docs/research.md's example for the library, as printed (a whole PettingZoo game)."""
    text = (ROOT / "docs/research.md").read_text(encoding="utf-8")
    (source,) = [b for b in python_blocks(text) if f"tabletop.interop.{library}" in b]
    scope: dict = {}
    exec(source, scope)
    if library == "pettingzoo":
        assert not scope["aec"].agents  # the game was played to its end
    else:
        taken = scope["env"].unwrapped.state.actions_taken()
        assert any(player == 0 for player, _ in taken)  # the agent's move, seat 0, was played
