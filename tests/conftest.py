"""Fixtures for every test folder.

One chromium per test process: Playwright's sync API runs one instance per thread, so a session
fixture re-exported by two test modules (two instances) failed every test of the second one
("Sync API inside the asyncio loop"). Browser tests anywhere use these two.
"""

import os

from server.browser_helpers import browser, new_page
from tabletop.i18n import ENVIRONMENT_VARIABLES

__all__ = ["browser", "new_page"]

# The game_check argument and the tabletop_game marker (docs/testing.md), as a game's own tests
# get them from the pytest11 entry point once tabletop is installed.
pytest_plugins = ["tabletop.testing.pytest_plugin"]


# Tests read English unless they choose a language: a tester's LANG=ja_JP.UTF-8 would otherwise
# turn the screens the CLI tests read (in process, and the real command they start) Japanese.
for _variable in ENVIRONMENT_VARIABLES:
    os.environ.pop(_variable, None)
os.environ["LANG"] = "C.UTF-8"
