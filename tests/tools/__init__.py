"""Tests of the scripts in tools/."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

TOOLS = Path(__file__).parents[2] / "tools"


def load_tool(name: str) -> ModuleType:
    """A script of tools/ as a module, with tools/ importable as it is when the script runs
    (the fitting tools share tools/fitting.py)."""
    if str(TOOLS) not in sys.path:
        sys.path.append(str(TOOLS))
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
