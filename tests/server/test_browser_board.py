"""Acting on the board, the part every game shares: a piece carrying
``data-move`` plays its move when clicked, and a click that plays nothing says why."""

from __future__ import annotations

from playwright.sync_api import expect

from . import browser_helpers
from .browser_helpers import click_board_move, join, wait_state

live_server = browser_helpers.live_server


def test_a_board_piece_plays_its_move_and_other_clicks_say_why(new_page, live_server):
    created = live_server.create("friday", [{"kind": "human"}], seed=5)
    room = created["room"]
    errors: list[str] = []
    player = new_page(errors)
    join(player, live_server.url + created["invites"]["0"], "Mei")
    # The first choice is between two offered hazards: each card carries its fight move.
    offered = player.locator("#board [data-move^='fight ']")
    expect(offered).to_have_count(2)
    for notation in offered.evaluate_all("nodes => nodes.map(n => n.dataset.move)"):
        assert player.locator(f"#moves button[data-notation='{notation}']").count() == 1
    logged = player.locator("#log li").count()
    notation = click_board_move(player)
    assert notation and notation.startswith("fight ")
    # The fight began: the offer is gone and the log tells of it.
    expect(player.locator("#board [data-move^='fight ']")).to_have_count(0)
    expect(player.locator("#log li")).not_to_have_count(logged)
    shown = player.locator("#log").inner_text()

    # A spectator's click on a card is answered in words, and sends nothing.
    spectator = new_page(errors)
    spectator.goto(f"{live_server.url}/room/{room}")
    wait_state(spectator)
    spectator.locator("#board [data-card]").first.click()
    expect(spectator.locator("#messages")).to_contain_text("You are watching")
    assert spectator.locator("#log").inner_text() == shown
    assert not errors, errors
