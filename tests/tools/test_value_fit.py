"""The command line the value-fitting tools share (tools/value_fit.py): a positions file that
is not one, or that holds another number of features, is refused with a clear exit, whichever
tool reads it."""

from __future__ import annotations

import sys

import numpy as np
import pytest

from tools import load_tool

value_fit = load_tool("value_fit")
KEYS = ("x", "y", "game", "before")


def test_positions_of_other_features_are_refused(tmp_path):
    stored = tmp_path / "old.npz"
    np.savez(stored, x=np.zeros((3, 2, 5)), y=np.zeros(3), game=np.zeros(3), before=np.zeros(3))
    with pytest.raises(SystemExit, match="other features"):
        value_fit.load_positions(stored, KEYS, 4)
    assert value_fit.load_positions(stored, KEYS, 5)["x"].shape == (3, 2, 5)


def test_a_file_without_the_arrays_is_refused(tmp_path):
    stored = tmp_path / "partial.npz"
    np.savez(stored, x=np.zeros((3, 5)))
    with pytest.raises(SystemExit, match="cannot read positions"):
        value_fit.load_positions(stored, KEYS, 5)


@pytest.mark.parametrize("name", ["fit_friday_value", "fit_kungfu_value", "fit_gunrain_value"])
def test_every_tool_refuses_an_unreadable_positions_file(name, tmp_path, monkeypatch):
    broken = tmp_path / "broken.npz"
    broken.write_text("not an archive")
    monkeypatch.setattr(sys, "argv", ["fit", "fit", str(broken)])
    with pytest.raises(SystemExit, match="cannot read positions"):
        load_tool(name).main()
