"""The game review on the replay page (docs/review.md): the end screen's link opens it for
its seat, the page follows the server's progress, then draws the chance chart with its band,
the turning points and the good moves in words, and a turning point's button shows its
position in the replay."""

from __future__ import annotations

import time

from playwright.sync_api import expect

from . import browser_helpers

live_server = browser_helpers.roomy_server
PHONE = {"width": 360, "height": 740}


def test_the_replay_page_reviews_a_seat_and_shows_a_turning_points_position(new_page, live_server):
    seats = [{"kind": "bot", "bot": "heuristic"}, {"kind": "bot", "bot": "random"}]
    room = live_server.create("gunrain", seats, seed=4, options={"max_turns": 4})["room"]
    deadline = time.monotonic() + 60
    while not live_server.get(f"/api/rooms/{room}")["over"]:
        assert time.monotonic() < deadline, "the bots never finished"
        time.sleep(0.1)
    errors: list[str] = []
    page = new_page(errors)
    page.goto(f"{live_server.url}/replay/{room}?review=1")  # the random bot's seat
    expect(page.locator("#review-seat")).to_have_value("1")
    expect(page.locator("svg.review-chart polyline.review-line")).to_be_visible(timeout=60_000)
    expect(page.locator("svg.review-chart polygon.review-band")).to_have_count(1)
    expect(page.locator("#review-progress")).to_have_text("")
    turning = page.locator("#review-result ul.review-list").first.locator("li")
    expect(turning.first).to_contain_text("1. Decision ")
    expect(turning.first).to_contain_text("Better: ")
    expect(turning.first.locator("small.notation").first).to_be_visible()
    # The turning point's position: the replay steps to the position before that move.
    move = int(turning.first.inner_text().split("(move ")[1].split(" ")[0])
    turning.first.locator("button.review-show").click()
    expect(page.locator("body")).to_have_attribute("data-step", str(move - 1))
    # On a phone the review, kept by the server, is drawn again at once, and the chart's axis
    # labels keep a readable size: their font size times the chart's scale, in CSS px.
    page.set_viewport_size(PHONE)
    page.locator("#review-start").click()
    expect(page.locator("svg.review-chart text.review-axis")).to_have_count(5)
    sizes = page.locator("svg.review-chart text.review-axis").evaluate_all(
        "nodes => nodes.map(n => parseFloat(getComputedStyle(n).fontSize) * n.getScreenCTM().a)"
    )
    assert min(sizes) >= 11, sizes
    assert not errors, errors
