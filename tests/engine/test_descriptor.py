"""A descriptor lists the optional parts its package holds; each is then found under its fixed
name in that package, and a part tabletop does not know is refused when the game loads."""

from __future__ import annotations

import pickle

import pytest

from tabletop.engine.descriptor import PARTS, GameDescriptor


def described(parts: tuple[str, ...]) -> GameDescriptor:
    return GameDescriptor("duel", "Duel", "", "duel_pkg.game:DuelGame", 2, 2, parts=parts)


def test_each_part_listed_is_found_under_its_fixed_name_in_the_games_package():
    full = described(tuple(PARTS))
    assert (full.heuristic, full.screen, full.describe) == (
        "duel_pkg.heuristic",
        "duel_pkg.screen",
        "duel_pkg.describe",
    )
    assert full.balance == "duel_pkg.balance:BALANCE"
    assert (full.web_renderer, full.web_style) == ("web/render.js", "web/style.css")
    bare = described(())
    assert all(getattr(bare, part) is None for part in PARTS)
    assert pickle.loads(pickle.dumps(full)).describe == "duel_pkg.describe"
    with pytest.raises(AttributeError, match="no attribute 'colour'"):
        _ = full.colour


def test_an_unknown_part_is_refused_with_the_known_ones():
    with pytest.raises(ValueError, match=r"duel: unknown parts \['rules'\]; known: heuristic"):
        described(("heuristic", "rules"))
