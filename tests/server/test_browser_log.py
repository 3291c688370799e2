"""The room page's game log fills as a game against a bot goes on, worded with the seats'
display names (the page's language: English here)."""

from __future__ import annotations

import random

from playwright.sync_api import expect

from . import browser_helpers
from .browser_helpers import click_action, join

live_server = browser_helpers.live_server


def test_the_log_fills_during_a_bot_game_with_the_seats_names(new_page, live_server):
    created = live_server.create(
        "gunrain",
        [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
        options={"max_turns": 3},
        public=True,
        seed=4,
    )
    errors: list[str] = []
    page = new_page(errors)
    join(page, live_server.url + created["invites"]["0"], "Mei")
    rng = random.Random(1)
    log = page.locator("#log li")
    for _ in range(30):
        if log.filter(has_text="Bot 1 (random)").count() and log.filter(has_text="Mei").count():
            break
        if not click_action(page, rng):
            page.wait_for_timeout(100)
    expect(log.filter(has_text="Mei").first).to_be_visible()
    expect(log.filter(has_text="Bot 1 (random)").first).to_be_attached()
    assert not log.filter(has_text="Player 1").count()
    assert not errors, errors
