"""The game as ``tabletop new`` writes it, and the one grown from it, in a real browser: each
chosen in the lobby and played to the end against a bot on the client's generic renderer, with
a real ``tabletop serve`` that sees it and Debian's chromium."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from server.browser_helpers import LiveServer, click_action, is_over, serving, wait_state

from .conftest import GAME, GROWN


@pytest.fixture(scope="module")
def kit_server(tmp_path_factory, kit_env) -> Iterator[LiveServer]:
    with serving(tmp_path_factory.mktemp("kit-server"), env=kit_env) as server:
        yield server


@pytest.mark.parametrize(
    ("game", "title", "verb"), [(GAME, "Duel", "play"), (GROWN, "Low Duel", "lay")]
)
def test_a_person_picks_it_in_the_lobby_and_plays_it_on_the_generic_renderer(
    new_page, kit_server, game, title, verb
):
    errors: list[str] = []
    page = new_page(errors)
    page.goto(kit_server.url + "/")
    expect(page.locator(f'#game-select option[value="{game}"]')).to_have_text(title)
    page.select_option("#game-select", game)
    expect(page.locator("#options .option-help")).to_contain_text("Cards dealt to each player")
    page.select_option('[data-option="hand"]', "3")
    page.select_option('#seats .seat-row[data-seat="1"] .seat-kind', "bot")
    page.select_option('#seats .seat-row[data-seat="1"] .seat-bot', "random")
    page.click("#create-button")
    room = re.search(r"room (\S+)", page.locator("#created h3").inner_text()).group(1)
    page.locator("#created a.play-seat").click()
    page.fill("#join-name", "Ann")
    page.click("#join-button")
    wait_state(page)
    expect(page.locator("#room-title")).to_contain_text(f"{title} · room {room}")
    board = page.locator("#board .generic table.kv")
    expect(board).to_be_visible()
    expect(board.locator("th").filter(has_text=re.compile(r"^hand$"))).to_have_count(1)
    expect(page.locator("#moves button[data-notation]").first).to_contain_text(verb.title() + " ")

    clicked = []
    while not is_over(page) and len(clicked) < 10:
        notation = click_action(page)
        if notation:
            clicked.append(notation)
        else:
            page.wait_for_timeout(100)  # the bot's card
    assert len(clicked) == 3 and all(n.startswith(f"{verb} ") for n in clicked)
    expect(page.locator("#end-screen")).to_contain_text("Game over")
    expect(page.locator("#log li").last).to_contain_text("wins the trick.")
    assert kit_server.get(f"/api/rooms/{room}")["over"] is True
    assert not errors, errors
