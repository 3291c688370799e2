"""Gun Rain played on the board itself (issue 26, point 1): two people, one at a desktop and one
at a phone, play a whole game by clicking only the board's ``[data-move]`` elements (never the
move list ``#moves``) until both see the end screen; then each seat's ``#log`` holds its log.

At every decision the legal moves (the list's buttons) are compared with the board's: each must
be on the board, except the ♥ swaps of a first square not selected yet (a swap takes two
clicks: the first square, then the second). The counts are printed for the closing note, and
screenshots land in test-artifacts/screenshots/ (git-ignored).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from playwright.sync_api import expect

from tabletop.i18n import translator
from tabletop.present.log import log_entries, render
from tabletop.present.names import display_names
from tabletop.rulesets.gunrain.texts import WHY

from . import browser_helpers
from .browser_helpers import WAIT_MS, click_board_move, is_over, join

live_server = browser_helpers.live_server

SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"
VIEWPORTS = {
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
}
MAX_CLICKS = 400

# The legal moves (the list) and the moves the board offers, read together in one go.
DECISION = """() => ({
  legal: [...document.querySelectorAll('#moves button[data-notation]')]
    .map(b => b.dataset.notation),
  board: [...document.querySelectorAll('#board [data-move]')]
    .filter(n => n.getClientRects().length > 0).map(n => n.dataset.move),
})"""
LOG = "() => [...document.querySelectorAll('#log li')].map(li => li.textContent)"


def _reason_pattern() -> re.Pattern[str]:
    """Any of Gun Rain's reasons for a click that plays nothing, numbers filled in."""
    texts = [re.sub(r"\\\{\w+\\\}", r"\\d+", re.escape(text)) for text in WHY.values()]
    return re.compile("|".join(texts))


def _screenshot(page, device: str, moment: str) -> None:
    page.screenshot(path=str(SCREENSHOTS / f"gunrain-board-{device}-{moment}.png"), full_page=True)


def test_two_people_play_gun_rain_by_clicking_the_board(browser, live_server):
    created = live_server.create(
        "gunrain",
        [{"kind": "human"}, {"kind": "human"}],
        options={"max_turns": 3},
        seed=11,
    )
    room = created["room"]
    errors: list[str] = []
    contexts, pages = [], {}
    try:
        for (device, settings), (seat, name) in zip(
            VIEWPORTS.items(), ((0, "Alice"), (1, "Bob")), strict=True
        ):
            context = browser.new_context(**settings)
            context.set_default_timeout(WAIT_MS)
            contexts.append(context)
            page = context.new_page()
            page.on("pageerror", lambda error: errors.append(str(error)))
            join(page, live_server.url + created["invites"][str(seat)], name)
            pages[device] = page
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        counts = _play_on_the_board(pages, random.Random(5))
        for device, page in pages.items():
            expect(page.locator("#end-screen")).to_be_visible()
            expect(page.locator("#end-screen")).to_contain_text("Game over")
            _screenshot(page, device, "end")

        # Each seat's log: one line per entry of its own log, worded with the seats' names.
        record = live_server.get(f"/api/rooms/{room}/record")
        t = translator("en")
        names = display_names([("Alice", None), ("Bob", None)], t)
        for seat, page in enumerate(pages.values()):
            shown = page.evaluate(LOG)
            assert shown == [render(entry, t, names) for entry in log_entries(record, seat)]
    finally:
        for context in contexts:
            context.close()

    print(
        f"\nGun Rain on the board: {counts['clicks']} moves made on the board, 0 from the list; "
        f"at those {counts['clicks']} decisions {counts['on_board']} of {counts['legal']} legal "
        f"moves were on the board, the other {counts['legal'] - counts['on_board']} swaps "
        "waiting for their first square"
    )
    assert counts["clicks"] > 10
    assert counts["explained"], "no click on a square that plays nothing was tried"
    assert not errors, errors


def _play_on_the_board(pages: dict, rng: random.Random) -> dict[str, int]:
    """Click board moves on both pages until both show the end screen; count the coverage."""
    counts = {"clicks": 0, "legal": 0, "on_board": 0, "explained": 0}
    reasons = _reason_pattern()
    shot = False
    while not all(is_over(page) for page in pages.values()):
        moved = False
        for device, page in pages.items():
            if is_over(page) or page.evaluate("() => document.body.dataset.pending === 'true'"):
                continue
            seen = page.evaluate(DECISION)
            if not seen["legal"]:
                continue
            missing = set(seen["legal"]) - set(seen["board"])
            # Every move is on the board but swaps from a square not selected (two clicks).
            assert all(move.startswith("swap ") for move in missing), (device, sorted(missing))
            assert set(seen["board"]) <= set(seen["legal"]), (device, seen)
            if not counts["explained"] and device == "desktop" and "done" in seen["legal"]:
                # The opponent's back row plays nothing while setting: the click says why.
                page.locator('#board .square[data-coord="21"]').click()
                expect(page.locator("#messages")).to_contain_text(reasons)
                counts["explained"] += 1
            if click_board_move(page, rng):
                counts["clicks"] += 1
                counts["legal"] += len(set(seen["legal"]))
                counts["on_board"] += len(set(seen["legal"]) - missing)
                moved = True
        if counts["clicks"] >= 25 and not shot:
            for device, page in pages.items():
                _screenshot(page, device, "mid")
            shot = True
        if not moved:
            next(iter(pages.values())).wait_for_timeout(100)  # the other seat's state is coming
        assert counts["clicks"] < MAX_CLICKS, "the game did not end on the board"
    return counts
