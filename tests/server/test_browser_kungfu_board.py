"""Kung Fu played on the board itself: a whole game against a bot, on a
desktop and on a phone, by clicking only the board's pieces that carry ``data-move`` (never the
move list ``#moves``), to the end screen; then the page's log is the seat's whole log.

At every decision the test also checks that each legal move of the list has a board element
playing it, once the renderer's own selections are gone through (each die still to place, each
attack card that can aim at several players): nothing is reachable only from the list.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tabletop.i18n import translator
from tabletop.present.log import log_entries, render

from . import browser_helpers
from .browser_helpers import click_board_move, join, wait_state

live_server = browser_helpers.live_server

SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"
VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
BOT = {"kind": "bot", "bot": "random"}

# In one task of the page (no state can arrive in between): the legal moves of the list, the
# moves of the board's visible elements, and those it offers after each selection the renderer
# keeps (a die to place, an attack card), each made by a click as a player would.
REACHABLE = """() => {
  const shown = (node) => node.getClientRects().length > 0;
  const legal = [...document.querySelectorAll('#moves button[data-notation]')]
    .map(n => n.dataset.notation);
  const seen = new Set();
  const collect = () => document.querySelectorAll('#board [data-move]')
    .forEach(n => { if (shown(n)) seen.add(n.dataset.move); });
  collect();
  const selections = ['#board .kf-die', '#board .card.kf-selectable, #board .card.kf-selected'];
  for (const selector of selections) {
    const count = document.querySelectorAll(selector).length;
    for (let i = 0; i < count; i++) {
      const node = document.querySelectorAll(selector)[i];
      if (node) { node.click(); collect(); }
    }
  }
  const phase = (document.querySelector('#board .kungfu') || {dataset: {}}).dataset.phase;
  return {legal, board: [...seen], phase};
}"""


def _shot(page, device: str, moment: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"kungfu-board-{device}-{moment}.png"), full_page=True)


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_a_whole_game_is_played_on_the_board(new_page, live_server, device):
    created = live_server.create("kungfu", [{"kind": "human"}, BOT], seed=3)
    room = created["room"]
    errors: list[str] = []
    page = new_page(errors)
    page.set_viewport_size(VIEWPORTS[device])
    join(page, live_server.url + created["invites"]["0"], "Mei")
    rng = random.Random(26)
    made: list[str] = []
    decisions = 0
    only_in_list: list[tuple[str, str]] = []
    mid_shot = False
    for _ in range(600):
        if page.evaluate("() => document.body.dataset.over === 'true'"):
            break
        if page.evaluate("() => document.body.dataset.pending === 'true'"):
            page.wait_for_timeout(30)
            continue
        seen = page.evaluate(REACHABLE)
        if not seen["legal"]:  # the bot's turn
            page.wait_for_timeout(50)
            continue
        decisions += 1
        only_in_list += [(seen["phase"], m) for m in seen["legal"] if m not in seen["board"]]
        if not mid_shot and seen["phase"] == "place" and page.locator("#board .put-note").count():
            page.locator("#board .kf-die").first.click()  # back to the default selection
            _shot(page, device, "mid")
            mid_shot = True
        notation = click_board_move(page, rng)
        if notation:
            assert notation in seen["legal"], (notation, seen)
            made.append(notation)
    assert page.evaluate("() => document.body.dataset.over === 'true'"), made
    expect(page.locator("#end-screen")).to_be_visible()
    assert mid_shot
    _shot(page, device, "end")
    # Every kind of move the seat had was made on the board, and none was only in the list.
    assert {m.split()[0] for m in made} >= {"choose", "put", "done", "use"}
    assert decisions >= len(made) > 15
    assert not only_in_list, only_in_list

    # The page's log is the seat's whole log, entry by entry, in words with the seats' names.
    record = live_server.get(f"/api/rooms/{room}/record")
    english = translator("en")
    expected = [render(e, english, ["Mei", "Bot 2 (random)"]) for e in log_entries(record, 0)]
    expect(page.locator("#log li")).to_have_count(len(expected))
    assert page.locator("#log li").all_inner_texts() == expected
    assert not errors, errors


def test_a_die_dragged_onto_a_card_is_put_there_and_wrong_clicks_are_explained(
    new_page, live_server
):
    created = live_server.create("kungfu", [{"kind": "human"}, BOT], seed=3)
    errors: list[str] = []
    page = new_page(errors)
    join(page, live_server.url + created["invites"]["0"], "Mei")
    own = '#board .seat-board[data-seat="0"]'
    for chosen in range(1, 4):  # the first three cards of the hand
        page.locator(f"{own} .hand [data-move^='choose ']").first.click()
        expect(page.locator(f"{own} .round-cards .card")).to_have_count(chosen)
    expect(page.locator("#board .kf-die").first).to_be_visible()
    # The first die is selected: every card of the seat with room carries its placement, and
    # says what the die would do there.
    first = page.locator("#board .kf-die").first.get_attribute("data-die")
    cards = page.locator(f"{own} .round-cards .card[data-move]")
    card = cards.first.get_attribute("data-card")
    expect(cards.first).to_have_attribute("data-move", f"put {first} {card}")
    for notation in cards.evaluate_all("ns => ns.map(n => n.dataset.move)"):
        assert notation.startswith(f"put {first} ")
    expect(page.locator("#board .put-note")).to_have_count(cards.count())

    # Another die is selected by a click; it moves nothing yet.
    dice = page.locator("#board .kf-die")
    last = dice.last.get_attribute("data-die")
    logged = page.locator("#log li").count()
    dice.last.click()
    expect(page.locator("#board .kf-die.kf-selected")).to_have_attribute("data-die", last)
    expect(cards.first).to_have_attribute("data-move", f"put {last} {card}")
    assert page.locator("#log li").count() == logged

    # A die dragged onto a card is put there. The drag's events are dispatched one by one (as
    # the browser sends them) rather than by a mouse gesture, which a busy machine can split
    # across a redraw.
    target = page.locator(f'{own} .round-cards .card[data-card="{card}"]')
    before = dice.count()
    carried = page.evaluate_handle("() => new DataTransfer()")
    page.locator("#board .kf-die").nth(1).dispatch_event("dragstart", {"dataTransfer": carried})
    target.dispatch_event("dragover", {"dataTransfer": carried})
    target.dispatch_event("drop", {"dataTransfer": carried})
    expect(page.locator("#board .kf-die")).to_have_count(before - 1)
    expect(target.locator(".dice .die")).to_have_count(1)

    # A click on the bot's card plays nothing and says why, in Kung Fu's words.
    page.locator('#board .seat-board[data-seat="1"] .card[data-card]').first.click()
    expect(page.locator("#messages")).to_contain_text("This card is not yours")
    wait_state(page)
    assert not errors, errors
