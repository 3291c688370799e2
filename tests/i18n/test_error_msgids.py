"""Every error a user can get carries a msgid the catalogs translate: read from the sources, so a
new ``raise ConfigError(msgid=...)`` (or a Phrase or Term inside one) whose text is not in the
template, or not translated in ja and zh, fails here, and so does a new user error raised with
plain English text."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

import tabletop
from tabletop import i18n
from tabletop.engine import errors
from tabletop.i18n import common

SOURCES = Path(tabletop.__file__).parent
ERROR_CLASSES = {"Error", "ConfigError", "OptionError", "RecordError", "IllegalAction"}
# A msgid passed on from an error already made (a BadRequest or ConfigError made again).
PASSED_ON = {"exc.message", "exc.msgid"}
# Errors only a Python caller can cause (research adapters, a locale the code names, the
# engine's determinize and action_id): English for programmers, like a TypeError.
PROGRAMMERS_ONLY = {"interop", "i18n/__init__.py"}
FOR_PROGRAMMERS = ("determinize needs", "action_id takes", "a sampled world")


def _assignments(tree: ast.Module) -> dict[str, list[ast.expr]]:
    """Every value each name of a source file is given (``msgid = A if one else B``...)."""
    names: dict[str, list[ast.expr]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    names.setdefault(target.id, []).append(node.value)
    return names


def _msgids(node: ast.expr, names: dict[str, list[ast.expr]]) -> list[str]:
    """The msgids an expression can be: a table's entry (every entry for a computed key), a
    name given one of those, a constant of tabletop.engine.errors or tabletop.i18n."""
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name | ast.Attribute):
        # ERRORS["key"], or common.ERRORS["key"] where the module is imported as a name
        table = getattr(common, getattr(node.value, "id", None) or node.value.attr)
        if isinstance(node.slice, ast.Constant):
            return [table[node.slice.value]]
        return list(table.values())
    if (  # TABLE.get(key, key): the table's words (a key it lacks is a value, not a word)
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and isinstance(node.func.value, ast.Name)
    ):
        return list(getattr(common, node.func.value.id).values())
    if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "N_":
        return [node.args[0].value]
    if isinstance(node, ast.IfExp):
        return _msgids(node.body, names) + _msgids(node.orelse, names)
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Name):
        if node.id in names:
            return [m for value in names[node.id] for m in _msgids(value, names)]
        return [getattr(errors, node.id, None) or getattr(i18n, node.id)]
    raise AssertionError(f"a msgid the test cannot read: {ast.unparse(node)}")


@cache
def _sites() -> list[tuple[Path, ast.Call, dict[str, list[ast.expr]], bool]]:
    """Every call of the sources, with the names its file assigns and whether its Phrase and
    Term are the errors' (present.log has a Term of its own)."""
    found = []
    for path in sorted(SOURCES.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        names = _assignments(tree)
        ours = "engine.errors import" in text or "from .errors import" in text
        calls = (node for node in ast.walk(tree) if isinstance(node, ast.Call))
        found += [(path, node, names, ours) for node in calls]
    return found


def _called(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def test_every_msgid_an_error_carries_is_translated() -> None:
    ja, zh = i18n.translator("ja"), i18n.translator("zh")
    template = {m.id for m in i18n.template() if m.id}
    checked = 0
    for path, call, names, ours in _sites():
        where = f"{path.relative_to(SOURCES)}:{call.lineno}"
        expressions = [k.value for k in call.keywords if k.arg == "msgid"]
        if ours and _called(call) in ("Phrase", "Term") and call.args:
            expressions.append(call.args[0])
        for expression in expressions:
            if ast.unparse(expression) in PASSED_ON or (
                isinstance(expression, ast.Constant) and expression.value is None
            ):
                continue
            for msgid in _msgids(expression, names):
                assert msgid in template, (where, msgid)
                assert ja.has(msgid) and zh.has(msgid), (where, msgid)
                checked += 1
    assert checked > 150  # the walk found the raise sites


def test_no_user_error_is_raised_with_plain_english() -> None:
    plain = []
    for path, call, _names, _ours in _sites():
        relative = path.relative_to(SOURCES).as_posix()
        if any(relative.startswith(part) for part in PROGRAMMERS_ONLY):
            continue
        english = call.args and isinstance(call.args[0], ast.Constant | ast.JoinedStr)
        if english and ast.unparse(call.args[0]).lstrip("f'\"").startswith(FOR_PROGRAMMERS):
            continue
        if _called(call) in ERROR_CLASSES and english:
            plain.append(f"{relative}:{call.lineno}")
    assert plain == []


@pytest.mark.parametrize("locale", ["ja", "zh"])
def test_a_card_file_error_is_worded_whole(locale: str) -> None:
    """Friday's card data (read by Python callers with another card file): the kind of data, the
    place ("top level") and the problem all in the language, the field as the file writes it."""
    from tabletop.rulesets.friday.cards import parse_cards

    with pytest.raises(tabletop.ConfigError) as caught:
        parse_cards([])
    assert str(caught.value) == "Friday card data: top level: must be an object"
    worded = caught.value.worded(i18n.translator(locale).format)
    assert worded.isascii() is False and "top level" not in worded and "object" not in worded
    with pytest.raises(tabletop.ConfigError) as caught:
        parse_cards({"robinson": [{"id": 5}] * 18, "hazards": [], "aging": [], "pirates": []})
    assert str(caught.value) == "Friday card data: hazards: expected 30 cards, found 0"
