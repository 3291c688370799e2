# ruff: noqa: RUF001, RUF002  (the Japanese and Chinese texts' punctuation is full width)
"""Gun Rain's board as the game looks at a table, the page side:

- the 24 squares are playing cards: each face-up square shows its rank and suit (corners and a
  big pip), each face-down square is a card back and shows nothing of its card;
- each piece stands on its player's square in the seat's colour with the seat's number counted
  from 1, and each heavy-gun token on its square with its card written 7♣ and its direction;
- nothing a person reads on the board (its text, titles and labels) is notation, in en, ja, zh:
  the setting reads "Action: Light gun 7♠ · Cost: 9♥ (9 of 10 paid)" and its confirm button
  says what it confirms;
- at 390 px in ja and zh nothing of the board leaves the screen or overflows its box, and the
  squares, hand cards, buttons and what stands on a square do not overlap one another.

Positions come from the engine (``new_game(setup=...)`` and its own moves) and are drawn by the
real renderer in a real room page with the real stylesheets; the phone check also plays a real
room by clicking the board.
"""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import expect

from tabletop.rulesets.gunrain.cards import SUIT_LETTERS
from tabletop.rulesets.gunrain.texts import WHY

from . import browser_helpers
from .browser_helpers import WAIT_MS, click_board_move, join, wait_state
from .gunrain_board import SEATS, draw, not_words, position

live_server = browser_helpers.live_server

SUITS = dict(zip(SUIT_LETTERS, "♠♣♦♥", strict=True))
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def _setting(*steps: str):
    """Player 0 setting cards on its 6 (a ♣ square), two tokens on the field, HP 3 and 4."""
    return position(
        6,
        [["7S", "9H", "4C", "6D", "10S", "8C"], ["5S", "4H", "7D"]],
        tuple((0, step) for step in steps),
        tokens=[{"card": "7C", "owner": 1, "at": 14}, {"card": "5C", "owner": 0, "at": 10}],
        hp=[3, 4],
        jokers_used=[True, False],
    )


def _aiming():
    """Step 4 on a ♣ square with the bonus paid: the heavy gun 9♣ waits for its shift."""
    return position(
        6,
        [["9C", "10C", "8S"], ["5C", "9H", "6D"]],
        ((0, "act 9C+"), (0, "pay 10C"), (0, "done"), (1, "pay 5C"), (1, "done")),
    )


def _hearts():
    """A ♥ card just set on a ♥ square: face-down cards to flip, face-up cards to swap."""
    return position(1, [["9H", "10C", "8S"], ["5C", "4H", "6D"]], ((0, "act 9H"),))


def _open(browser, live_server, locale: str, viewport: dict):
    """A spectator's page of a fresh room, in ``locale``, reduced motion (nothing glides)."""
    room = live_server.create("gunrain", [{"kind": "human"}, {"kind": "human"}], seed=1)["room"]
    context = browser.new_context(
        viewport=viewport, reduced_motion="reduce", is_mobile=viewport is PHONE
    )
    context.set_default_timeout(WAIT_MS)
    context.add_init_script(f"localStorage.setItem('tabletop.lang', '{locale}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{live_server.url}/room/{room}")
    wait_state(page)
    return context, page, errors


def test_the_field_is_playing_cards_with_pieces_and_tokens_on_their_squares(browser, live_server):
    context, page, errors = _open(browser, live_server, "en", DESKTOP)
    try:
        state = _setting()
        draw(page, state)
        view = state.view(0)
        squares = page.locator("#board .grid .square")
        expect(squares).to_have_count(24)
        for square in view["board"]:
            node = page.locator(f'#board .grid .square[data-coord="{square["coord"]}"]')
            if square["card"] is None:  # a card back: nothing of the card shows
                expect(node).to_have_class(re.compile(r"\bfacedown\b"))
                expect(node.locator(".index, .big-pip")).to_have_count(0)
                assert node.get_attribute("title").startswith(f"Square {square['coord']}: face")
                continue
            rank, suit = square["card"][:-1], SUITS[square["card"][-1]]
            for corner in ("tl", "br"):  # both corner indices: the rank over the suit
                expect(node.locator(f".index.{corner} .rank")).to_have_text(rank)
                expect(node.locator(f".index.{corner} .corner-suit")).to_have_text(suit)
            expect(node.locator(".big-pip")).to_have_text(suit)
            assert f"Square {square['coord']}: {rank}{suit}" in node.get_attribute("title")
        downs = sum(square["card"] is None for square in view["board"])
        assert downs == 8  # both front rows (G2)
        expect(page.locator("#board .grid .square.facedown")).to_have_count(downs)

        # The two halves: the opponent's territory above the front line, the viewer's below.
        labels = page.locator("#board .field .half-label")
        expect(labels).to_have_text(["Opponent's territory", "Your territory"])
        tops = {
            int(n.get_attribute("data-coord")): n.bounding_box()["y"]
            for n in squares.element_handles()
        }
        line = page.locator("#board .front-line").bounding_box()["y"]
        assert all((y < line) == (coord > 12) for coord, y in tops.items())

        # Each piece on its player's square, in the seat's colour, numbered from 1.
        for player, coord in enumerate(view["positions"]):
            piece = page.locator(f'#board .square[data-coord="{coord}"] .piece.p{player}')
            expect(piece).to_have_count(1)
            expect(piece.locator(".piece-no")).to_have_text(str(player + 1))
            name = SEATS["en"][player]["display"]
            expect(piece).to_have_attribute("aria-label", f"{name}'s piece (player {player + 1})")
        expect(page.locator("#board .grid .piece")).to_have_count(2)
        # Each token on its square, its card as read (7♣), pointing the way it travels.
        for token in view["tokens"]:
            square = f'#board .square[data-coord="{token["at"]}"]'
            mark = page.locator(f'{square} .token[data-card="{token["card"]}"]')
            up = token["owner"] == 0  # the viewer's tokens go up the screen
            expect(mark.locator(".token-card")).to_have_text(token["card"][:-1] + "♣")
            expect(mark.locator(".token-way")).to_have_text("↑" if up else "↓")
            way = "up" if up else "down"
            expect(mark).to_have_class(re.compile(rf"\bp{token['owner']}\b.*\b{way}\b"))
        # A click on a token that plays nothing says why, as a click on its square would.
        for clicked in ('.token[data-card="7C"]', '.square[data-coord="11"]'):
            why = page.evaluate("(selector) => explainGunRain(selector)", f"#board {clicked}")
            assert why == WHY["no_move_card"], clicked
        # The seats: names, HP on a die, the hand's size; numbers from 1, never P0.
        bars = page.locator("#board .seat-bar")
        expect(bars.locator(".seat-name")).to_have_text(["Bot 2 (Easy)", "Ann (you)"])
        expect(bars.locator(".piece-no")).to_have_text(["2", "1"])
        expect(bars.locator(".hp-num")).to_have_text(["HP 4/5", "HP 3/5"])
        expect(bars.nth(1).locator(".hp-die circle")).to_have_count(3)  # 3 pips: HP 3
        assert not not_words(page, "en", {str(a) for a in state.legal_actions(0)})
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize(
    ("locale", "pending", "confirm"),
    [
        ("en", "Pay 1 more to confirm", "Confirm: Light gun 7♠"),
        ("ja", "あとコスト1で確定できます", "確定：ライトガン7♠"),  # J58: a unit on the 1
        ("zh", "再付1点费用即可确认", "确认：轻枪7♠"),
    ],
)
def test_the_setting_speaks_words_and_its_button_says_what_it_confirms(
    browser, live_server, locale, pending, confirm
):
    context, page, errors = _open(browser, live_server, locale, DESKTOP)
    try:
        state = _setting("act 7S", "pay 9H", "keep 4C")
        legal = draw(page, state, locale)
        tray = page.locator("#board .setting-tray")
        slots = tray.locator(".slot .slot-content")
        # Paid as the pay move's label says it (J58: one action, one phrasing).
        words = {"en": ("Light gun 7♠", "9 of 10 paid"), "ja": ("ライトガン7♠", "支払い9/必要10")}
        words["zh"] = ("轻枪7♠", "已付9/需付10")
        expect(slots.nth(0)).to_have_text(words[locale][0])
        expect(slots.nth(1)).to_contain_text("9♥")
        expect(slots.nth(1).locator(".paid")).to_have_text(words[locale][1])
        expect(slots.nth(2)).to_have_text("4♣")
        expect(tray.locator('[data-explain="done"]')).to_have_text(pending)
        assert not not_words(page, locale, legal)
        # Paid in full: the button that commits the setting says what it commits.
        state.apply(0, "pay 10S")
        legal = draw(page, state, locale)
        expect(tray.locator('button[data-move="done"]')).to_have_text(confirm)
        assert not not_words(page, locale, legal)
        # A ♥ card waiting for its square, and the heavy gun's shift: words there too.
        for state in (_hearts(), _aiming()):
            assert not not_words(page, locale, draw(page, state, locale))
        expect(page.locator("#board .aim-pad .ghost")).to_have_text("9♣")
        assert not errors, errors
    finally:
        context.close()


# What leaves the screen, text that overflows its box, and pieces of the board that overlap:
# squares, hand cards, the controls under a card, a seat's items, the piles, the setting's
# items, and on each square its corner indices, number, flag and what stands on it.
FITS = """() => {
  const board = document.querySelector('#board');
  const screen = document.documentElement.clientWidth;
  const name = (n) => [n.tagName.toLowerCase(), ...n.classList].join('.')
    + (n.dataset.coord ? `[${n.dataset.coord}]` : '') + ` "${n.textContent.trim().slice(0, 20)}"`;
  const seen = (n) => n.getClientRects().length > 0 && getComputedStyle(n).visibility !== 'hidden';
  const found = [];
  for (const n of board.querySelectorAll('*')) {
    if (!seen(n)) continue;
    const r = n.getBoundingClientRect();
    if (r.width && (r.left < -0.5 || r.right > screen + 0.5)) found.push(`off screen: ${name(n)}`);
    const text = [...n.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
    if (text && getComputedStyle(n).display !== 'inline' && n.scrollWidth > n.clientWidth + 1) {
      found.push(`text overflows: ${name(n)}`);
    }
  }
  const ROWS = '.roles, .seat-bar, .piles, .slot-content, .detail-roles, .hand-moves, .half-label';
  const ON_SQUARE = ':scope > .index, :scope > .coord, :scope > .start, '
    + '.square-marks > :not(.aim-pad), .aim-pad > *';
  const squares = [...board.querySelectorAll('.grid .square')];
  const groups = [
    squares,
    [...board.querySelectorAll('.hand-card')],
    ...[...board.querySelectorAll(ROWS)].map((g) => [...g.children]),
    ...squares.map((sq) => [...sq.querySelectorAll(ON_SQUARE)]),
  ];
  for (const group of groups) {
    const boxes = group.filter(seen).map((n) => [n, n.getBoundingClientRect()]);
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
      const [a, p] = boxes[i], [b, q] = boxes[j];
      const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (x > 1 && y > 1) found.push(`overlap: ${name(a)} and ${name(b)}`);
    }
  }
  const widths = squares.map((n) => n.getBoundingClientRect().width);
  return { found, squares: widths.length, narrowest: Math.min(...widths),
           page: document.documentElement.scrollWidth, screen };
}"""


def _assert_fits(page, where: str) -> None:
    fits = page.evaluate(FITS)
    assert fits["page"] <= fits["screen"], f"{where}: the page is wider than the screen: {fits}"
    assert not fits["found"], f"{where}: {fits['found'][:8]}"
    if fits["squares"]:  # the whole field fits across, each card wide enough to read
        assert fits["squares"] == 24 and fits["narrowest"] >= 60, (where, fits)


@pytest.mark.parametrize("locale", ["ja", "zh"])
def test_on_a_phone_nothing_of_the_board_overlaps_or_leaves_the_screen(
    browser, live_server, locale
):
    context, page, errors = _open(browser, live_server, locale, PHONE)
    try:
        positions = {
            "setting": _setting("act 7S", "pay 9H", "keep 4C"),
            "a card chosen": _setting(),
            "hearts": _hearts(),
            "aiming": _aiming(),
        }
        for where, state in positions.items():
            draw(page, state, locale)
            _assert_fits(page, f"{locale} {where}")
        assert not errors, errors
    finally:
        context.close()
    # A real room, played by clicking the board against a bot: each position on the way.
    created = live_server.create(
        "gunrain", [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}], seed=5
    )
    context = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, reduced_motion="reduce"
    )
    context.set_default_timeout(WAIT_MS)
    context.add_init_script(f"localStorage.setItem('tabletop.lang', '{locale}')")
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        join(page, live_server.url + created["invites"]["0"], "Ann")
        rng = random.Random(3)
        checked = 0
        for _ in range(300):
            if checked == 12 or page.evaluate("() => document.body.dataset.over === 'true'"):
                break
            if page.locator("#board [data-move]").count():
                _assert_fits(page, f"{locale} room, decision {checked}")
                if click_board_move(page, rng):
                    checked += 1
                    continue
            page.wait_for_timeout(100)  # the bot's move, or the answer to ours, is coming
        assert checked == 12, checked
        assert not errors, errors
    finally:
        context.close()


# The line boxes of each unbreakable group (keepWhole's .nobreak) and of each word of a card's
# role controls: a group or a word drawn on two lines is split.
SPLIT = """() => {
  const lines = (node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
    return new Set(boxes.map((box) => Math.round(box.top))).size;
  };
  const wholes = [...document.querySelectorAll('#board .nobreak')];
  const words = [...document.querySelectorAll('#board .roles .role')].flatMap((role) =>
    [...role.childNodes].filter((node) => node.nodeType === 3 && node.textContent.trim()));
  const split = [...wholes, ...words].filter((node) => lines(node) > 1);
  return { wholes: wholes.map((node) => node.textContent), split: split.map((n) => n.textContent) };
}"""


@pytest.mark.parametrize(
    ("locale", "bonus", "paid"), [("ja", "ボーナス", "（支払い"), ("zh", "带奖励", "（已付")]
)
def test_a_number_stays_with_its_word_under_the_cards_and_in_the_card_panel(
    browser, live_server, locale, bonus, paid
):
    """J17: 「ボーナス付\\nき（+5）」 split a word under a 62 px card and 「（支払い4/必要\\n10）」
    a number from its word: on a phone each role's word stays on its line and each short
    bracket ("（+5）", "（支払い17/必要10）") is one unbreakable group."""
    context, page, errors = _open(browser, live_server, locale, PHONE)
    try:
        draw(page, _setting("act 7S", "pay 9H"), locale)
        page.locator('#board [data-hand="8C"]').click()
        expect(page.locator("#board .card-detail")).to_be_visible()
        expect(page.locator("#board .roles .role-act-bonus").first).to_contain_text(bonus)
        found = page.evaluate(SPLIT)
        assert "（+5）" in found["wholes"] or "（多付5）" in found["wholes"], found
        assert [w for w in found["wholes"] if w.startswith(paid)], found
        assert not found["split"], found
        _assert_fits(page, f"{locale} the card panel")
        assert not errors, errors
    finally:
        context.close()
