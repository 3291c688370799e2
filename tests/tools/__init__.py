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


def assert_reuse_refused(tool: ModuleType, text: str, tmp_path: Path, monkeypatch, capsys) -> None:
    """``--reuse FILE`` with ``text`` in FILE stops with one line naming the file, nothing
    fitted or printed."""
    data = tmp_path / "bad.jsonl"
    data.write_text(text)
    monkeypatch.setattr(sys, "argv", ["fit", "--reuse", str(data)])
    try:
        tool.main()
    except SystemExit as stop:
        assert str(data) in str(stop)
    else:
        raise AssertionError("the file was accepted")
    assert capsys.readouterr().out == ""
