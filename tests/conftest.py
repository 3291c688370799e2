"""Fixtures for every test folder.

One chromium per test process: Playwright's sync API runs one instance per thread, so a session
fixture re-exported by two test modules (two instances) failed every test of the second one
("Sync API inside the asyncio loop"). Browser tests anywhere use these two.
"""

from server.browser_helpers import browser, new_page

__all__ = ["browser", "new_page"]
