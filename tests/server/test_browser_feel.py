"""The room page's feel, the parts every game shares:

- on a 390x844 phone the moves are a bottom sheet of at most a third of the screen, the board
  visible above it, foldable to one line, nothing wider than the screen, in every game;
- what changed since the last state is marked for a short animation (a new card, a value
  that fell), and nothing animates for a reader who asked for less motion;
- the tab's title says when it is this seat's move;
- solo Friday has an Undo button that goes back while nothing hidden was revealed.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from . import browser_helpers
from .browser_helpers import (
    ARTIFACTS,
    WAIT_MS,
    click_action,
    click_board_move,
    join,
    wait_state,
)

live_server = browser_helpers.live_server
PHONE = {"width": 390, "height": 844}
BOT = {"kind": "bot", "bot": "random"}
HUMAN = {"kind": "human"}

_SHEET = """() => {
  const sheet = document.querySelector('#turn-panel').getBoundingClientRect();
  const board = document.querySelector('#board').getBoundingClientRect();
  return {sheetTop: sheet.top, sheetHeight: sheet.height, boardTop: board.top,
          boardBottom: board.bottom, width: document.documentElement.scrollWidth};
}"""


def _artifact(name: str):
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS / f"{name}.png"


def _context(browser, viewport, **options):
    context = browser.new_context(viewport=viewport, **options)
    context.set_default_timeout(WAIT_MS)
    return context


@pytest.mark.parametrize(
    ("game", "seats", "options"),
    [
        ("friday", [HUMAN], {}),
        ("gunrain", [HUMAN, BOT], {}),
        ("kungfu", [HUMAN, BOT, BOT], {"players": 3}),
    ],
)
def test_on_a_phone_the_move_sheet_takes_at_most_a_third_and_folds(
    browser, live_server, game, seats, options
):
    created = live_server.create(game, seats, options=options, seed=4)
    context = _context(browser, PHONE)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        join(page, live_server.url + created["invites"]["0"], "Me")
        # The sheet starts folded to its one line: the board is seen first; a tap opens it.
        expect(page.locator("#sheet-toggle")).to_have_attribute("aria-expanded", "false")
        expect(page.locator("#moves")).to_be_hidden()
        page.click("#sheet-toggle")
        expect(page.locator("#moves button[data-notation]").first).to_be_visible()
        for scroll in ("0", "document.documentElement.scrollHeight / 2"):
            page.evaluate(f"scrollTo(0, {scroll})")
            box = page.evaluate(_SHEET)
            assert box["sheetHeight"] <= PHONE["height"] / 3, (game, box)
            # The sheet covers no board but the screen's bottom third: it is below the board, or
            # stuck to the bottom of the screen with the board scrolling above it.
            assert box["sheetTop"] >= min(box["boardBottom"], 2 * PHONE["height"] / 3), box
            if scroll == "0":  # at the top, half the screen or more is board
                seen = min(box["boardBottom"], box["sheetTop"]) - max(box["boardTop"], 0)
                assert seen >= PHONE["height"] / 2, (game, box)
            assert box["width"] <= PHONE["width"], (game, box)
        page.evaluate("scrollTo(0, 0)")
        page.screenshot(path=str(_artifact(f"feel-phone-sheet-{game}")))  # the screen as seen
        # Folded: one line (whose turn, and the button that opens it again).
        page.click("#sheet-toggle")
        expect(page.locator("#moves")).to_be_hidden()
        folded = page.evaluate(_SHEET)["sheetHeight"]
        line = page.locator("#sheet-toggle").bounding_box()["height"]
        assert folded <= line + 24, (folded, line)
        page.screenshot(path=str(_artifact(f"feel-phone-sheet-{game}-folded")))
        expect(page.locator("#sheet-toggle")).to_have_attribute("aria-expanded", "false")
        page.click("#sheet-toggle")
        expect(page.locator("#moves button[data-notation]").first).to_be_visible()
        assert not errors, errors
    finally:
        context.close()


_MARKS = """async () => {
  const { boardSnapshot, markChanges } = await import('/static/js/common.js');
  const box = document.createElement('div');
  box.id = 'board-test';
  document.querySelector('#board').append(box);
  box.innerHTML = '<div class="stat"><span class="stat-label">Life</span>'
    + '<span class="stat-value">20 / 22</span></div><div data-card="R01">R01</div>'
    + '<span class="die">⚀</span><div data-coord="5">♠</div>';
  const before = boardSnapshot(box);
  box.innerHTML = '<div class="stat"><span class="stat-label">Life</span>'
    + '<span class="stat-value">18 / 22</span></div><div data-card="R01">R01</div>'
    + '<span class="die">⚄</span><div data-coord="5">♥</div><div data-card="R02">R02</div>';
  markChanges(box, before);
  const style = (selector) => {
    const node = box.querySelector(selector);
    const s = getComputedStyle(node);
    return {classes: node.className, animation: s.animationName,
            duration: s.animationDuration, transition: s.transitionDuration};
  };
  return {fell: style('.stat-value'), kept: style('[data-card=R01]'),
          added: style('[data-card=R02]'), rolled: style('.die'), changed: style('[data-coord]')};
}"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_what_changed_animates_briefly_and_not_at_all_with_reduced_motion(
    browser, live_server, motion
):
    created = live_server.create("friday", [HUMAN], seed=5)
    context = _context(browser, {"width": 1280, "height": 900}, reduced_motion=motion)
    try:
        page = context.new_page()
        join(page, live_server.url + created["invites"]["0"], "Mei")
        # A fight starts, and its first free card is drawn: new on the board.
        assert click_board_move(page, None).startswith("fight ")
        assert click_action(page) == "draw"
        added = page.locator("#board .fx-new").first
        expect(added).to_be_attached()
        marks = page.evaluate(_MARKS)
        assert "fx-fell" in marks["fell"]["classes"]  # life 20 -> 18: damage
        assert "fx-new" in marks["added"]["classes"]
        assert "fx-roll" in marks["rolled"]["classes"]  # another face: a roll
        assert "fx-changed" in marks["changed"]["classes"]  # the square shows another card
        assert "fx-" not in marks["kept"]["classes"]
        durations = [added.evaluate("n => getComputedStyle(n).animationDuration")]
        durations += [marks[k]["duration"] for k in ("fell", "added", "rolled", "changed")]
        if motion == "reduce":
            assert durations == ["0s"] * 5
            assert all(marks[k]["transition"] == "0s" for k in marks)
        else:
            assert marks["fell"]["animation"] == "fx-fell"
            assert all(0 < float(d.removesuffix("s")) <= 0.5 for d in durations), durations
    finally:
        context.close()


def test_the_tab_title_tells_the_players_turn_and_undo_takes_a_move_back(new_page, live_server):
    created = live_server.create("friday", [HUMAN], seed=5)
    errors: list[str] = []
    page = new_page(errors)
    join(page, live_server.url + created["invites"]["0"], "Mei")
    expect(page).to_have_title(f"● Your move — tabletop: Friday {created['room']}")
    undo = page.locator("#undo-button")
    expect(undo).to_be_visible()
    expect(undo).to_be_disabled()
    expect(undo).to_have_attribute("title", "Nothing to undo.")
    offered = page.locator("#board [data-move^='fight ']")
    expect(offered).to_have_count(2)
    start_log = page.locator("#log li").count()
    click_board_move(page, None)  # choosing a hazard reveals nothing
    expect(offered).to_have_count(0)
    expect(undo).to_be_enabled()
    undo.click()
    expect(offered).to_have_count(2)  # the choice again, and its log lines gone
    expect(page.locator("#log li")).to_have_count(start_log)
    expect(undo).to_be_disabled()
    # A spectator has no Undo, and its title has no cue: it never moves.
    spectator = new_page(errors)
    spectator.goto(f"{live_server.url}/room/{created['room']}")
    wait_state(spectator)
    expect(spectator.locator("#undo-button")).to_be_hidden()
    expect(spectator).to_have_title(f"tabletop: Friday {created['room']}")
    assert not errors, errors


_WIDENED = """async () => {
  const { boardSnapshot, markChanges } = await import('/static/js/common.js');
  const box = document.createElement('div');
  box.style.cssText = 'display: flex; flex-wrap: wrap; gap: 6px; width: 360px';
  document.body.append(box);
  const deal = (...widths) => box.replaceChildren(...widths.map((width, i) => {
    const card = document.createElement('div');  // styled through the CSSOM: the CSP allows it
    card.dataset.card = `K${i + 1}`;
    card.style.cssText = `width: ${width}; height: 40px`;
    return card;
  }));
  deal('110px', '110px', '110px');
  const before = boardSnapshot(box);
  deal('110px', '110px', '100%');
  markChanges(box, before);
  const widened = box.querySelector('[data-card=K3]');
  const glide = widened.getAnimations()[0];
  return {width: document.documentElement.scrollWidth, screen: innerWidth,
          right: widened.getBoundingClientRect().right,  // the glide's first frame
          start: glide && glide.effect.getKeyframes()[0].transform};
}"""


def test_a_card_that_widens_on_a_phone_glides_from_within_the_screen(browser, live_server):
    """390 px wide, a Kung Fu card widening to its own row (to show its HIT buttons) glided
    from where it was, the third of a row: drawn 210 px past the screen's edge, it made the
    page scroll sideways while it moved (a flaky phone test caught the page at 600 px)."""
    created = live_server.create("friday", [HUMAN], seed=5)
    context = _context(browser, {"width": 390, "height": 844}, reduced_motion="no-preference")
    try:
        page = context.new_page()
        join(page, live_server.url + created["invites"]["0"], "Mei")
        expect(page.locator("#board .friday")).to_be_visible()
        widened = page.evaluate(_WIDENED)
        assert widened["width"] <= widened["screen"] == 390, widened
        assert widened["start"] is not None, "the card no longer glides at all"
        dx, dy = map(float, re.fullmatch(r"translate\((.*)px, (.*)px\)", widened["start"]).groups())
        assert dy < 0 < dx, widened  # it still rises from its row, and from the right
        assert widened["right"] <= widened["screen"], widened  # its first frame is on screen
    finally:
        context.close()
