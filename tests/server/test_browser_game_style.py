"""A game's own stylesheet reaches every page that draws the game, once: the room page has it in
its head from the server (styled from the first paint), and the lobby links it when How to play
shows the game's drawings, which come from its renderer."""

from __future__ import annotations

from playwright.sync_api import expect

from . import browser_helpers

live_server = browser_helpers.live_server
HUMAN = {"kind": "human"}


def _links(page, game: str) -> int:
    return page.locator(f'link[rel="stylesheet"][href="/games/{game}/style.css"]').count()


def test_the_lobby_links_the_games_stylesheet_for_how_to_play_once(new_page, live_server):
    page = new_page()
    page.goto(live_server.url + "/")
    page.select_option("#game-select", "kungfu")
    page.locator("#how-to-play-button").click()
    card = page.locator("#how-to-play .illustration .card.kf").first
    # Kung Fu's card is as wide as its stylesheet says (--kf-card-w), not the client's 118 px.
    expect(card).to_have_css("width", "128px")
    page.locator("#how-to-play-close").click()
    page.select_option("#game-select", "friday")
    page.select_option("#game-select", "kungfu")
    page.locator("#how-to-play-button").click()
    expect(card).to_have_css("width", "128px")
    assert (_links(page, "kungfu"), _links(page, "friday")) == (1, 1)


def test_a_room_page_keeps_the_one_link_the_server_gave_it(new_page, live_server):
    room = live_server.create("kungfu", [HUMAN, HUMAN], options={"players": 2})["room"]
    page = new_page()
    page.goto(f"{live_server.url}/room/{room}")
    page.locator("#how-to-play-button").click()
    expect(page.locator("#how-to-play .illustration .card.kf").first).to_have_css("width", "128px")
    assert _links(page, "kungfu") == 1
    assert page.locator("#game-style-kungfu").count() == 0  # the server's link, not a second
