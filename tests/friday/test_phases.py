"""Friday's phase and pending-ability names are spelled once, in rulesets/friday/phases.py: every
module that compares or sets them uses the constants (as Gun Rain's and Kung Fu's do)."""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop.rulesets.friday as friday
from tabletop.rulesets.friday.phases import PENDING_KINDS, PHASES

NAMES = set(PHASES) | set(PENDING_KINDS)
PACKAGE = Path(friday.__file__).parent


def _spelled(tree: ast.AST, source: str) -> list[str]:
    """Phase or pending names written as literals where a phase or pending kind is meant."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            parts = [node.left, *node.comparators]
            about = any(
                w in ast.get_source_segment(source, p) for p in parts for w in ("phase", "pending")
            )
            literals = [p.value for p in parts if isinstance(p, ast.Constant)]
            if about and any(v in NAMES for v in literals):
                found.append(ast.get_source_segment(source, node))
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant | ast.Tuple):
            target = ast.get_source_segment(source, node.targets[0])
            value = node.value.elts[:1] if isinstance(node.value, ast.Tuple) else [node.value]
            literal = [v.value for v in value if isinstance(v, ast.Constant)]
            if target.endswith((".phase", ".pending")) and set(literal) & NAMES:
                found.append(ast.get_source_segment(source, node))
    return found


def test_no_friday_module_spells_a_phase_or_pending_kind():
    spelled = {}
    for path in sorted(PACKAGE.glob("*.py")):
        if path.name == "phases.py":
            continue
        source = path.read_text(encoding="utf-8")
        if found := _spelled(ast.parse(source), source):
            spelled[path.name] = found
    assert spelled == {}


def test_the_check_finds_a_spelled_phase():
    source = 'if state.phase == "hazard":\n    state.pending = ("sort", 3, 2)\n'
    assert _spelled(ast.parse(source), source) == [
        'state.phase == "hazard"',
        'state.pending = ("sort", 3, 2)',
    ]
