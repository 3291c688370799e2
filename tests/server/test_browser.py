"""The browser client end to end: a real server, Debian's chromium, people clicking.

- two browser contexts play a whole Gun Rain game against each other, while a third watches;
- one person creates a Friday game in the lobby, plays it to the end, and steps through the
  replay;
- a hot-seat game covers the board whenever the screen changes hands;
- a Kung Fu page against bots.

Screenshots of the lobby and of each game page land in tests/artifacts/.
"""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import expect

from . import browser_helpers
from .browser_helpers import (
    WAIT_MS,
    click_action,
    is_over,
    join,
    open_sheet,
    screenshot,
    wait_state,
)

# The shared fixtures: a real `tabletop serve`; Debian's chromium (browser, new_page) comes
# from tests/conftest.py, one per process.
live_server = browser_helpers.live_server
MAX_CLICKS = 600


def play_out(pages, rng, limit=MAX_CLICKS, on_click=None):
    """Click actions on every page in turn until every page shows the end screen."""
    clicks = 0
    while not all(is_over(page) for page in pages):
        moved = False
        for page in pages:
            if not is_over(page) and click_action(page, rng):
                clicks += 1
                moved = True
                if on_click:
                    on_click(clicks)
        if not moved:
            pages[0].wait_for_timeout(100)  # waiting for the other side's state
        assert clicks < limit, f"the game did not end within {limit} clicks"
    return clicks


def test_two_people_play_gun_rain_while_a_spectator_watches(new_page, live_server):
    created = live_server.create(
        "gunrain",
        [{"kind": "human"}, {"kind": "human"}],
        options={"max_turns": 3},
        public=True,
        seed=11,
    )
    room = created["room"]
    invites = {int(seat): url for seat, url in created["invites"].items()}
    errors: list[str] = []
    alice, bob = new_page(errors), new_page(errors)
    join(alice, live_server.url + invites[0], "Alice")
    join(bob, live_server.url + invites[1], "Bob <b>&amp;</b>")
    # The spent invite left the address bar; the seat's token is kept for reconnecting.
    assert "invite" not in alice.url and alice.url.endswith(f"/room/{room}")
    assert alice.evaluate(f"() => JSON.parse(localStorage['tabletop.room.{room}']).token")
    # Names are text, never markup.
    expect(alice.locator("#seat-list")).to_contain_text("Bob <b>&amp;</b>")
    assert alice.locator("#seat-list b").count() == 0

    spectator = new_page(errors)
    spectator.goto(f"{live_server.url}/room/{room}")
    wait_state(spectator)
    expect(spectator.locator("#board .gunrain .grid")).to_be_visible()
    expect(spectator.locator("#seat-info")).to_have_text("spectating")

    rng = random.Random(7)
    shots = {}

    def during(clicks):
        if clicks == 12:
            # A reload reconnects with the stored token and gets the whole view back.
            alice.reload()
            wait_state(alice)
            expect(alice.locator("#board .gunrain .grid")).to_be_visible()
            expect(alice.locator("#seat-info")).to_have_text("Alice (you)")
        if clicks == 25 and not is_over(bob):
            shots["gunrain"] = screenshot(bob, "gunrain")
            # The spectator sees the board, pieces included, and nothing to click.
            expect(spectator.locator("#board .gunrain .grid .square")).to_have_count(24)
            expect(spectator.locator("#board .grid .piece")).to_have_count(2)
            assert spectator.locator("#moves button").count() == 0
            assert spectator.locator("#hint-button").is_hidden()

    clicks = play_out([alice, bob], rng, on_click=during)
    assert clicks > 10
    for page in (alice, bob):
        end = page.locator("#end-screen")
        expect(end).to_be_visible()
        expect(end).to_contain_text("Game over")
        expect(end.locator("table.breakdown")).to_contain_text("turns")
        expect(page.locator("#replay-link")).to_have_attribute("href", f"/replay/{room}")
        assert page.locator("#moves button").count() == 0
    expect(spectator.locator("#end-screen")).to_be_visible()
    assert spectator.locator("#moves button").count() == 0
    assert "gunrain" in shots or screenshot(bob, "gunrain")
    assert live_server.get(f"/api/rooms/{room}")["over"] is True
    assert not errors, errors


def test_friday_from_the_lobby_to_the_end_and_its_replay(new_page, live_server):
    errors: list[str] = []
    page = new_page(errors)
    page.goto(live_server.url + "/")
    page.select_option("#game-select", "friday")
    page.select_option('[data-option="level"]', "1")
    expect(page.locator("#seats .seat-row")).to_have_count(1)
    page.select_option("#seats .seat-row .seat-kind", "human")
    page.click("#create-button")
    play = page.locator("#created a.play-seat")
    expect(play).to_have_count(1)
    expect(page.locator("#created .invite-url")).to_have_value(
        re.compile(r"/room/[\w-]+\?seat=0&invite=")
    )
    play.click()
    page.fill("#join-name", "Robinson")
    page.click("#join-button")
    wait_state(page)
    room = page.url.rstrip("/").split("/")[-1]
    expect(page.locator("#board .friday")).to_be_visible()
    # The hazard offer, each choice a button saying what it does, its notation a small mark.
    expect(page.locator("#board .friday .card.hazard")).to_have_count(2)
    first = page.locator("#moves button[data-notation]").first
    expect(first.locator("small.notation")).to_have_text(re.compile(r"^fight H\d\d$"))
    assert not re.match(r"fight", first.inner_text())  # the words come first

    # A move the server refuses is explained to this player only, in the alert area.
    page.evaluate("tabletopRoom.send({type: 'act', seat: 0, notation: 'fight H99'})")
    expect(page.get_by_role("alert")).to_contain_text("'fight H99' cannot be played now.")
    expect(page.locator("#moves button[data-notation]").first).to_be_enabled()

    # The advisor answers with a table of moves.
    page.click("#hint-button")
    expect(page.locator("#hint-table tbody tr").first).to_be_visible(timeout=WAIT_MS)

    # Key 1 plays the first move of the list: the first hazard offered.
    page.keyboard.press("1")
    expect(page.locator("#board .friday .fight")).to_be_visible()

    shot = None
    clicks = 0
    while not is_over(page):
        if not click_action(page):
            page.wait_for_timeout(50)
        clicks += 1
        fighting = page.locator("#board .friday .fight .card.fighting").count()
        if shot is None and fighting >= 3 and not is_over(page):
            shot = screenshot(page, "friday")
        assert clicks < 200, "Friday did not end within 200 clicks"
    if shot is None:
        screenshot(page, "friday")
    end = page.locator("#end-screen")
    expect(end).to_be_visible()
    expect(end.locator(".result .reason")).not_to_be_empty()
    breakdown = end.locator("table.breakdown")
    for item in ("cards", "pirates", "life", "hazards", "total"):
        expect(breakdown).to_contain_text(item)
    steps = len(live_server.get(f"/api/rooms/{room}/record")["actions"])
    assert steps >= 10

    # The replay viewer: buttons and the keyboard step through every position.
    page.click("#replay-link")
    label = page.locator("#step-label")
    expect(label).to_have_text(f"step 0 / {steps}")
    expect(page.locator("#board .friday .card.hazard")).to_have_count(2)
    page.click("#next")
    expect(label).to_have_text(f"step 1 / {steps}")
    expect(page.locator("#move-label")).to_contain_text("fight H")
    page.keyboard.press("ArrowRight")
    expect(label).to_have_text(f"step 2 / {steps}")
    page.keyboard.press("ArrowLeft")
    expect(label).to_have_text(f"step 1 / {steps}")
    page.keyboard.press("End")
    expect(label).to_have_text(f"step {steps} / {steps}")
    expect(page.locator("#end-screen")).to_be_visible()
    expect(page.locator("#next")).to_be_disabled()
    page.click("#prev")
    expect(label).to_have_text(f"step {steps - 1} / {steps}")
    page.click("#first")
    expect(label).to_have_text(f"step 0 / {steps}")
    assert not errors, errors


def _open_a_hot_seat_gun_rain_game(page, live_server) -> None:
    """From the lobby: Gun Rain, two people at this screen."""
    page.goto(live_server.url + "/")
    page.select_option("#game-select", "gunrain")
    for row in range(2):
        page.select_option(f'#seats .seat-row[data-seat="{row}"] .seat-kind', "human")
    page.check("#hotseat")
    page.click("#create-button")
    page.click("#open-hotseat")


def test_hot_seat_covers_the_board_between_players(new_page, live_server):
    errors: list[str] = []
    page = new_page(errors)
    _open_a_hot_seat_gun_rain_game(page, live_server)

    curtain = page.locator("#curtain")
    board = page.locator("#board")

    def covered():
        expect(curtain).to_be_visible()
        expect(curtain).to_contain_text(re.compile(r"Pass to Player \d"))
        # Nothing of the position is in the page while it changes hands.
        assert board.evaluate("b => b.childElementCount") == 0
        assert page.locator("#moves button").count() == 0
        assert page.locator("#game").is_hidden()

    covered()
    seat = re.search(r"Player (\d)", curtain.inner_text()).group(1)
    page.click("#curtain-button")
    expect(page.locator("#board .gunrain .grid")).to_be_visible()
    expect(curtain).to_be_hidden()

    # Play the first move until the other seat is to act: the curtain comes back.
    for _ in range(30):
        click_action(page)
        if curtain.is_visible():
            break
    covered()
    assert re.search(r"Player (\d)", curtain.inner_text()).group(1) != seat
    page.click("#curtain-button")
    expect(page.locator("#board .gunrain")).to_be_visible()
    expect(page.locator("#moves button[data-notation]").first).to_be_visible()
    assert not errors, errors


def test_a_hint_that_comes_after_the_board_changed_hands_is_not_shown(new_page, live_server):
    """Hot-seat: a hint asked just before a move that passes the screen used to be drawn on
    the next player's board, with the previous player's cards in it."""
    errors: list[str] = []
    page = new_page(errors)
    _open_a_hot_seat_gun_rain_game(page, live_server)
    curtain = page.locator("#curtain")
    page.click("#curtain-button")
    for _ in range(30):  # ask for a hint, then move at once, until the move passes the screen
        expect(page.locator("#hint-button")).to_be_visible()
        page.click("#hint-button")
        page.locator("#moves button[data-notation]").first.click()
        page.wait_for_function(  # the answer: the curtain, or the next moves to click
            """() => !document.querySelector('#curtain').hidden
                     || document.querySelector('#moves button[data-notation]:enabled')"""
        )
        if curtain.is_visible():
            break
    page.click("#curtain-button")
    page.wait_for_timeout(2500)  # the advisor thinks for a second: its answer has come by now
    assert page.locator("#hint-table").count() == 0
    assert not errors, errors


def test_kung_fu_page_against_bots(new_page, live_server):
    created = live_server.create(
        "kungfu",
        [{"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}],
        options={"players": 3},
        public=True,
        seed=3,
    )
    errors: list[str] = []
    page = new_page(errors)
    join(page, live_server.url + created["invites"]["0"], "Mei")
    expect(page.locator("#board .kungfu .seat-board")).to_have_count(3)
    expect(page.locator('#board .seat-board[data-seat="0"] .track')).to_have_count(5)
    # Choose three cards and place dice until the dice are on the table.
    for _ in range(40):
        if (
            page.locator("#board .seat-board .dice .die").count()
            and not page.locator('#moves button[data-notation^="put"]').count()
        ):
            break
        if not click_action(page):
            page.wait_for_timeout(100)
    expect(page.locator('#board .seat-board[data-seat="0"] .roll .die')).to_have_count(7)
    screenshot(page, "kungfu")

    assert not errors, errors


def test_lobby_lists_rooms_hands_out_invites_and_lets_people_join(new_page, live_server):
    kungfu = live_server.create(
        "kungfu",
        [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}],
        public=True,
        seed=5,
    )
    errors: list[str] = []
    lobby = new_page(errors)
    lobby.goto(live_server.url + "/")
    row = lobby.locator(f'#rooms .room-card[data-room="{kungfu["room"]}"]')
    expect(row).to_contain_text("Kung Fu")
    expect(row.locator("a.spectate")).to_be_visible()
    expect(row.locator("a.join")).to_have_count(0)  # no human seat to take

    # Seats follow the options; bots take a budget.
    lobby.select_option("#game-select", "kungfu")
    lobby.select_option('[data-option="players"]', "4")
    expect(lobby.locator("#seats .seat-row")).to_have_count(4)
    seat = lobby.locator('#seats .seat-row[data-seat="2"]')
    seat.locator(".seat-bot").select_option("ismcts")
    expect(seat.locator(".seat-budget")).to_have_value("seconds=1")

    # Create a public Gun Rain game for two people: one invite link per human seat.
    lobby.select_option("#game-select", "gunrain")
    lobby.fill('[data-option="max_turns"]', "5")
    lobby.select_option('#seats .seat-row[data-seat="1"] .seat-kind', "human")
    lobby.click("#create-button")
    invites = lobby.locator("#created ul.invites li")
    expect(invites).to_have_count(2)
    expect(lobby.locator("#created a.play-seat")).to_have_count(2)
    room = re.search(r"room (\S+)", lobby.locator("#created h3").inner_text()).group(1)
    assert live_server.get(f"/api/rooms/{room}")["options"]["max_turns"] == 5
    listed = lobby.locator(f'#rooms .room-card[data-room="{room}"]')
    expect(listed.locator("a.join")).to_be_visible()
    screenshot(lobby, "lobby")

    # Anyone may take a free seat of a public room from the list.
    guest = new_page(errors)
    guest.goto(live_server.url + "/")
    guest.locator(f'#rooms .room-card[data-room="{room}"] a.join').click()
    guest.fill("#join-name", "Guest")
    guest.click("#join-button")
    wait_state(guest)
    expect(guest.locator("#board .gunrain .grid")).to_be_visible()
    expect(guest.locator("#seat-list")).to_contain_text("Guest")
    # A token this room does not know: the page falls back to watching.
    stranger = new_page(errors)
    stranger.goto(live_server.url + "/")
    stranger.evaluate(
        f"localStorage['tabletop.room.{room}'] = JSON.stringify({{token: 'nope', seat: 1}})"
    )
    stranger.goto(f"{live_server.url}/room/{room}")
    expect(stranger.get_by_role("alert")).to_contain_text("spectator")
    expect(stranger.locator("#seat-info")).to_have_text("spectating")
    expect(stranger.locator("#board .gunrain .grid")).to_be_visible()
    assert "join" not in guest.url
    assert not errors, errors


def test_a_zero_is_drawn_as_0_not_dropped(new_page, live_server):
    """A score of 0 (the loser of a Gun Rain game at 0 HP) used to leave its cell empty:
    el("td", 0) took the 0 for its attributes."""
    page = new_page([])
    page.goto(live_server.url + "/")
    texts = page.evaluate(
        """async () => {
            const { el } = await import("/static/js/common.js");
            return [el("td.num", 0).textContent, el("td", "", 0).textContent];
        }"""
    )
    assert texts == ["0", "0"]


def test_the_end_screen_names_the_winner_in_words_and_reads_flags(new_page, live_server):
    """No emoji (a trophy drew as an empty box without a colour-emoji font), and a per-seat
    flag such as Kung Fu's knocked_out names the seats it holds for (not a yes or no each)."""
    page = new_page([])
    page.goto(live_server.url + "/")
    text = page.evaluate(
        """async () => {
            const { renderResult } = await import("/static/js/common.js");
            const result = {winners: [1], scores: [0, 12], reason: "last one standing",
                            details: {hp: [0, 12], knocked_out: [true, false]}};
            return renderResult(result, null, null).textContent;
        }"""
    )
    assert "winner" in text and "🏆" not in text
    assert "knocked_outPlayer 1" in text and "yes" not in text  # seats counted from 1
    # A detail that says what the scores say (hp) heads the score column, once; the loser's 0
    # is drawn.
    assert "playerhpPlayer 10Player 212winner" in text and text.count("hp") == 1


def test_on_a_phone_nothing_is_wider_than_the_screen(new_page, live_server):
    """390 px wide (a phone): Kung Fu's seat boards and the lobby's table used to push the
    page to 436 and 580 px, so it scrolled sideways."""
    bots3 = [{"kind": "bot", "bot": "random"}] * 3
    rooms = [
        live_server.post(
            "/api/rooms", {"game": "kungfu", "options": {"players": 3}, "seats": bots3}
        ),
        live_server.post("/api/rooms", {"game": "gunrain", "seats": bots3[:2]}),
    ]
    page = new_page([])
    page.set_viewport_size({"width": 390, "height": 844})
    for path in [*(f"/room/{r['room']}" for r in rooms), "/"]:
        page.goto(live_server.url + path)
        expect(
            page.locator("#board .seat-board, #board .gunrain, .room-list").first
        ).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, path


def _in_viewport(page, selector: str) -> bool:
    """Whether the element's whole box is on screen (the page's own scroll included)."""
    return page.evaluate(
        """s => { const r = document.querySelector(s).getBoundingClientRect();
                  return r.height > 0 && r.top >= 0 && r.left >= 0
                         && r.bottom <= innerHeight && r.right <= innerWidth; }""",
        selector,
    )


@pytest.mark.parametrize("game", ["friday", "kungfu"])
def test_on_a_phone_the_moves_stay_on_screen_over_the_board(new_page, live_server, game):
    """390 px wide, the side panel used to come after the whole board: a player scrolled past
    the board to find their moves and back up to see it. The move panel is now a bottom sheet
    that stays on screen over the board; on a desktop it is still the column at the right."""
    bot = {"kind": "bot", "bot": "random"}
    seats, options = {
        "friday": ([{"kind": "human"}], {}),
        "kungfu": ([{"kind": "human"}, bot, bot], {"players": 3}),
    }[game]
    created = live_server.create(game, seats, options=options, seed=3)
    errors: list[str] = []
    page = new_page(errors)
    page.set_viewport_size({"width": 390, "height": 844})
    join(page, live_server.url + created["invites"]["0"], "Me")
    first = "#moves button[data-notation]"
    open_sheet(page)  # folded at first: the board before the moves
    expect(page.locator(first).first).to_be_visible()  # the viewer's turn
    assert page.evaluate("scrollY") == 0
    assert _in_viewport(page, first), "the first move is below the screen at the top of the page"

    # Scrolled so that the board's bottom edge meets the screen's: the moves are still there.
    page.evaluate(
        """() => { const b = document.querySelector('#board').getBoundingClientRect();
                   scrollTo(0, scrollY + b.bottom - innerHeight); }"""
    )
    if game == "kungfu":  # three seat boards: far taller than the screen
        assert page.evaluate("scrollY") > 400
    assert _in_viewport(page, first), "the first move left the screen at the board's bottom"
    # At the very bottom the sheet rests after the board: it hides none of it.
    page.evaluate("scrollTo(0, document.documentElement.scrollHeight)")
    board_bottom, panel_top = page.evaluate(
        """() => [document.querySelector('#board').getBoundingClientRect().bottom,
                  document.querySelector('#turn-panel').getBoundingClientRect().top]"""
    )
    assert board_bottom <= panel_top
    assert _in_viewport(page, first)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    # A desktop keeps the side column to the right of the board.
    page.set_viewport_size({"width": 1280, "height": 900})
    page.evaluate("scrollTo(0, 0)")
    board = page.locator("#board").bounding_box()
    for panel in (".side-panel", "#turn-panel", "#seats-panel"):
        box = page.locator(panel).bounding_box()
        assert box["x"] > board["x"] + board["width"], panel
    assert _in_viewport(page, first)
    assert not errors, errors
