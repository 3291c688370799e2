"""A room with a turn clock in the browser: the lobby's card says it, the create form offers it,
and the room page shows each clocked seat's countdown, ticking between the server's messages."""

from __future__ import annotations

from playwright.sync_api import expect

from . import browser_helpers
from .browser_helpers import join

roomy_server = browser_helpers.roomy_server


def test_the_countdown_shows_and_ticks(new_page, roomy_server):
    clock = {"mode": "game", "seconds": 300, "increment": 3, "timeout": "bot:easy"}
    created = roomy_server.create(
        "gunrain", [{"kind": "human"}, {"kind": "human"}], public=True, seed=1, clock=clock
    )
    errors: list[str] = []
    page = new_page(errors)
    page.goto(roomy_server.url + "/")
    card = page.locator(f'#rooms .room-card[data-room="{created["room"]}"]')
    expect(card.locator(".room-clock")).to_have_text("Clock: 5 min + 3 s per player")
    # The box is named once; its first field says what it chooses (not "Clock" again).
    expect(page.locator("#clock legend")).to_have_text("Clock")
    expect(page.locator('label[for="clock-mode"]')).to_have_text("How time is counted")
    page.select_option("#clock-mode", "game")  # the form's fields for a game's time
    expect(page.locator("#clock-minutes")).to_be_visible()
    expect(page.locator("#clock-timeout option")).to_have_count(4)  # three levels, or forfeit

    # The clocks run once every person's seat is taken: Bob takes the other one.
    roomy_server.post(f"/api/rooms/{created['room']}/join", {"name": "Bob", "seat": 1})
    join(page, roomy_server.url + created["invites"]["0"], "Mei")
    mine = page.locator('#seat-list .seat-clock[data-seat="0"]')
    expect(mine).to_have_class("seat-clock running")
    expect(page.locator('#seat-list .seat-clock[data-seat="1"]')).to_have_text("5:00")
    expect(page.locator("#seat-info .seat-clock")).to_be_visible()  # the top bar's, too
    first = mine.inner_text()
    assert first in ("5:00", "4:59"), first
    expect(mine).not_to_have_text(first, timeout=2500)  # it ticks without a message
    assert mine.inner_text() in ("4:59", "4:58")
    assert not errors, errors
