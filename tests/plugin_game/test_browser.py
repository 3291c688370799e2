"""The plug-in in a real browser: chosen in the lobby, played to the end against a bot on the
client's generic renderer (the game ships none) styled by the game's own stylesheet, with a real
``tabletop serve`` that sees the plug-in and Debian's chromium."""

from __future__ import annotations

import re
import subprocess
import time
import urllib.request
from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from server.browser_helpers import EXE, LiveServer, click_action, free_port, is_over, wait_state

from .conftest import NAME

GOLD = "rgb(184, 134, 11)"  # the border web/style.css gives the generic renderer's table


@pytest.fixture(scope="module")
def plugin_server(tmp_path_factory, plugin_env) -> Iterator[LiveServer]:
    """``tabletop serve`` (and its bot worker) with the plug-in installed."""
    folder = tmp_path_factory.mktemp("plugin-server")
    port = free_port()
    with (folder / "serve.log").open("w") as log:
        process = subprocess.Popen(
            [str(EXE), "serve", "--port", str(port), "--db", f"sqlite:///{folder / 'db'}",
             "--bot-workers", "1"],
            stdout=log,
            stderr=subprocess.STDOUT,
            env=plugin_env,
        )  # fmt: skip
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, (folder / "serve.log").read_text()
            try:
                with urllib.request.urlopen(url + "/api/games", timeout=2):
                    break
            except OSError:
                assert time.monotonic() < deadline, "tabletop serve did not answer within 60 s"
                time.sleep(0.2)
        try:
            yield LiveServer(url)
        finally:
            process.terminate()
            process.wait(timeout=15)


def test_a_person_picks_the_plugin_in_the_lobby_and_plays_it_on_the_generic_renderer(
    new_page, plugin_server
):
    errors: list[str] = []
    page = new_page(errors)
    page.goto(plugin_server.url + "/")
    # the heading names the registered games, the plug-in among them
    expect(page.locator("#tagline")).to_have_text(
        "Blind Bid, Friday, Gun Rain, Kung Fu in the browser"
    )
    expect(page.locator(f'#game-select option[value="{NAME}"]')).to_have_text("Blind Bid")
    page.select_option("#game-select", NAME)
    expect(page.locator("#options .option-help")).to_contain_text("Prizes to bid for")
    page.select_option('[data-option="rounds"]', "2")
    expect(page.locator("#seats .seat-row")).to_have_count(2)
    page.select_option('#seats .seat-row[data-seat="1"] .seat-kind', "bot")
    offered = page.locator('#seats .seat-row[data-seat="1"] .seat-bot option')
    expect(offered).to_have_count(2)
    # the bots it can use (it has no heuristic), each offered by its name in words
    assert offered.evaluate_all("options => options.map((o) => o.value)") == ["ismcts", "random"]
    expect(offered).to_have_text(["search (ISMCTS)", "random"])
    page.select_option('#seats .seat-row[data-seat="1"] .seat-bot', "random")
    page.click("#create-button")
    room = re.search(r"room (\S+)", page.locator("#created h3").inner_text()).group(1)
    expect(page.locator(f'#rooms .room-card[data-room="{room}"]')).to_contain_text("Blind Bid")
    page.locator("#created a.play-seat").click()
    page.fill("#join-name", "Ann")
    page.click("#join-button")
    wait_state(page)
    expect(page.locator("#room-title")).to_contain_text(f"Blind Bid · room {room}")
    board = page.locator("#board .generic table.kv")
    expect(board).to_be_visible()
    expect(board).to_have_css("border-top-color", GOLD)  # the game's own stylesheet
    expect(board.locator("th").filter(has_text=re.compile(r"^hand$"))).to_have_count(1)
    expect(page.locator("#moves button[data-notation]").first).to_contain_text("bid ")

    clicked = []
    while not is_over(page) and len(clicked) < 20:
        notation = click_action(page)
        if notation:
            clicked.append(notation)
        else:
            page.wait_for_timeout(100)  # the bot's bid
    assert len(clicked) == 2 and all(n.startswith("bid ") for n in clicked)
    end = page.locator("#end-screen")
    expect(end).to_contain_text("Game over")
    # The plugin's own detail, in its words: heading the score column when it says what the
    # scores say, else in the breakdown.
    expect(end.locator("table.scores thead, table.breakdown")).to_contain_text(["rounds won"])
    assert plugin_server.get(f"/api/rooms/{room}")["over"] is True

    # The replay viewer draws each position with the generic renderer too.
    page.click("#replay-link")
    expect(page.locator("#step-label")).to_have_text("step 0 / 4")
    expect(page.locator("#board .generic table.kv")).to_be_visible()
    expect(page.locator("#board .generic table.kv")).to_have_css("border-top-color", GOLD)
    page.keyboard.press("End")
    expect(page.locator("#step-label")).to_have_text("step 4 / 4")
    expect(page.locator("#end-screen")).to_contain_text("rounds won")
    assert not errors, errors
