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
        if log.filter(has_text="Bot 2 (random)").count() and log.filter(has_text="Mei").count():
            break
        if not click_action(page, rng):
            page.wait_for_timeout(100)
    expect(log.filter(has_text="Mei").first).to_be_visible()
    expect(log.filter(has_text="Bot 2 (random)").first).to_be_attached()
    assert not log.filter(has_text="Player 1").count()
    assert not errors, errors


def test_the_lobby_offers_bots_by_strength_and_names_them_in_the_room(new_page, live_server):
    errors: list[str] = []
    page = new_page(errors)
    page.goto(live_server.url + "/")
    page.select_option("#game-select", "gunrain")
    bot_row = page.locator('#seats .seat-row[data-seat="1"]')
    choices = bot_row.locator(".seat-bot optgroup").first.locator("option")
    expect(choices).to_have_text(["Easy", "Normal", "Hard"])
    bot_row.locator(".seat-bot").select_option("easy")
    expect(bot_row.locator(".seat-strength")).to_contain_text("beats a random player")
    bot_row.locator(".seat-bot").select_option("ismcts")  # the expert's spec field
    expect(bot_row.locator(".seat-budget")).to_be_visible()
    expect(bot_row.locator(".seat-strength")).to_be_hidden()
    bot_row.locator(".seat-bot").select_option("easy")
    page.click("#create-button")
    page.locator("#created a.play-seat").click()
    page.fill("#join-name", "Mei")
    page.click("#join-button")
    expect(page.locator("#seat-list")).to_contain_text("Bot 2 (Easy)")
    # J25, zh N22: no badge saying "bot" again after a name that says it
    expect(page.locator("#seat-list li").nth(1).locator(".badge")).to_have_count(0)
    assert not errors, errors
