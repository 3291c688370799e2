"""Gun Rain played on the board itself: two people, one at a desktop and one
at a phone, play a whole game by clicking only the board's ``[data-move]`` elements (never the
move list ``#moves``) until both see the end screen; then each seat's ``#log`` holds its log.

At every decision the legal moves (the list's buttons) are compared with the board's: each must
be on the board, except the ♥ swaps of a first square not selected yet (a swap takes two
clicks: the first square, then the second), and what the board says (its text, titles and
labels) is words, never notation. The counts are printed for the closing note, and
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
from .browser_helpers import WAIT_MS, click_board_move, is_over, join, wait_state
from .gunrain_board import draw, not_words, position

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
            # What the board says is words: no notation in its text, titles or labels.
            assert not (wrong := not_words(page, "en", seen["legal"])), (device, wrong)
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


def _board_moves(page) -> set[str]:
    return set(page.eval_on_selector_all("#board [data-move]", "ns => ns.map(n => n.dataset.move)"))


def test_the_heavy_gun_arrows_and_the_two_click_swap(new_page, live_server):
    created = live_server.create("gunrain", [{"kind": "human"}, {"kind": "human"}], seed=1)
    errors: list[str] = []
    page = new_page(errors)
    page.goto(f"{live_server.url}/room/{created['room']}")
    wait_state(page)

    # Step 4 on a ♣ square (6) with the bonus paid: the token to be placed on 10 has an arrow
    # per shift, and the squares it would land on carry the same moves.
    aiming = position(
        6,
        [["9C", "10C", "8S"], ["5C", "9H", "6D"]],
        ((0, "act 9C+"), (0, "pay 10C"), (0, "done"), (1, "pay 5C"), (1, "done")),
    )
    legal = draw(page, aiming)
    assert legal == {f"shift 9C {d}" for d in ("ahead", "back", "left", "right", "none")}
    assert _board_moves(page) == legal
    pad = page.locator('#board .square[data-coord="10"] .aim-pad')
    expect(pad.locator(".arrow")).to_have_count(4)
    expect(pad.locator('[data-move="shift 9C none"]')).to_have_text("9♣")
    for coord, direction in ((14, "ahead"), (6, "back"), (9, "left"), (11, "right")):
        square = page.locator(f'#board .square[data-coord="{coord}"]')
        expect(square).to_have_attribute("data-move", f"shift 9C {direction}")
    assert page.evaluate("() => explainGunRain('#board .square[data-coord=\"20\"]')") == (
        "Shift the token with the arrows on it."
    )

    # A ♥ card set on a ♥ square (1): face-down squares flip in one click; a swap pairs the
    # outlined first square (1 by default) with the one clicked. Clicking the outlined square
    # lets another be picked first (a selection: the board is drawn again, nothing is sent).
    hearts = position(1, [["9H", "10C", "8S"], ["5C", "4H", "6D"]], ((0, "act 9H"),))
    legal = draw(page, hearts)
    swaps = {m for m in legal if m.startswith("swap ")}
    first = page.locator("#board .square.swap-first")
    expect(first).to_have_attribute("data-coord", "1")
    assert _board_moves(page) == legal - {m for m in swaps if m.split()[1] != "1"}
    first.click()
    expect(page.locator("#board .square.swap-first")).to_have_count(0)
    assert _board_moves(page) == legal - swaps  # the flips stay
    page.locator('#board .square[data-coord="6"]').click()
    expect(first).to_have_attribute("data-coord", "6")
    pairs_of_6 = {m for m in swaps if "6" in m.split()[1:]}
    assert len(pairs_of_6) == 7 and _board_moves(page) == legal - swaps | pairs_of_6
    # The hand waits for the target; the card's roles say why.
    role = page.locator('#board .role.off[data-explain="act 10C"]')
    expect(role).to_be_visible()
    assert page.evaluate("() => explainGunRain('#board .role.off[data-explain=\"act 10C\"]')") == (
        "First choose the square for the ♥ card you just set."
    )
    assert not errors, errors
