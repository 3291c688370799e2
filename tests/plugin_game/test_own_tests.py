"""tabletop's own tests that read every registered game still pass with the plug-in installed:
Blind Bid declares no bot levels and its title and summary are its own words, in no catalog of
tabletop's. Each test is called here for the plug-in too (pytest read ``tabletop.games()``
for their parameters before it was installed)."""

from __future__ import annotations

import re
from pathlib import Path

import tabletop
from bots import test_levels
from i18n import test_texts
from own_games import own_games

from .conftest import NAME


def test_the_plugin_is_registered_and_not_one_of_tabletops_own_games():
    assert NAME in tabletop.games()
    assert NAME not in own_games() and set(own_games()) == {"friday", "gunrain", "kungfu"}


def test_the_levels_test_passes_for_every_game_with_the_plugin_installed():
    assert tabletop.engine.descriptor(NAME).bot_levels == ()  # the case the test must allow
    for name in tabletop.games():
        test_levels.test_every_level_a_game_declares_is_a_bot_spec_that_fits_it(name)
    test_levels.test_tabletops_own_games_declare_every_level()


def test_the_title_and_summary_test_passes_with_the_plugin_installed():
    test_texts.test_each_games_title_and_summary_are_translated()


def test_every_test_file_the_example_names_exists():
    """The example's modules name test files, their own or tabletop's (``bots/test_ismcts.py``,
    under tests/): each one named is there."""
    folder = Path(__file__).parent
    named = {
        match
        for path in folder.glob("*.py")
        for match in re.findall(r"[\w/]*\btest_\w+\.py\b", path.read_text("utf-8"))
    }
    missing = [n for n in named if not any((f / n).is_file() for f in (folder, folder.parent))]
    assert named and not missing, missing
