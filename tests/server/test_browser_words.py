"""Words first on the page, and the page's slips, in a real browser:

- every move button reads as the move's words with its notation a ``<small class="notation">``
  mark after them; every board target's title, every hint row and every replay caption is
  words: each checked with ``tests/wording.py`` (the mark stripped), for each game, in English,
  Japanese, Chinese and the pseudo-locale. The labels are the games' words (their describe
  modules): a failure naming a card id inside a label is the game's, one in what frames it
  (the caption, the button, the title room.js writes) is the page's;
- the move panel says the game is over, not "Your move", once it is;
- the lobby shows Gun Rain's face-down option in words and still sends its value;
- seats are numbered from 1 on every page: the lobby's seat rows and invites, the join
  dialog, the top bar, the seat list.
"""

from __future__ import annotations

import json
import random
import time

import pytest
from playwright.sync_api import expect

from tabletop.i18n import catalog_json
from wording import problems

from . import browser_helpers
from .browser_helpers import WAIT_MS, click_action, is_over, wait_state

live_server = browser_helpers.roomy_server  # its own: this module creates many rooms
LANGS = ("en", "ja", "zh", "qps")
HUMAN = {"kind": "human"}
RANDOM = {"kind": "bot", "bot": "random"}
GAMES = {  # name: seats (the person first), options
    "friday": ([HUMAN], {}),
    "gunrain": ([HUMAN, RANDOM], {"max_turns": 3}),
    "kungfu": ([HUMAN, RANDOM, RANDOM], {"players": 3}),
}
# ASCII words the rulebooks write themselves: Kung Fu's dice conditions, Gun Rain's HP.
RULEBOOK_WORDS = {"friday": set(), "gunrain": {"HP"}, "kungfu": {"x", "y", "z"}}
MOVES = 6  # moves played on each page, its words checked at each
CAPTIONS = 12  # replay steps whose caption the page draws (the server's labels: every step)

# What the page reads on screen: each move button's words and its mark, the titles of the board's
# targets, the hint table's first column, the replay's caption (the mark taken out of each).
_BUTTONS = """() => [...document.querySelectorAll('#moves button.action')].map((b) => {
  const mark = b.querySelector('small.notation');
  const words = [...b.childNodes].filter((n) => n !== mark).map((n) => n.textContent).join('');
  return {notation: b.dataset.notation, words: words.trim(), mark: mark ? mark.textContent : null};
})"""
_TITLES = """() => [...document.querySelectorAll('#board [data-move]')]
  .filter((n) => n.title).map((n) => ({notation: n.dataset.move, title: n.title}))"""
_HINTS = """() => [...document.querySelectorAll('#hint-table tbody tr td:first-child button')]
  .map((b) => {
    const mark = b.querySelector('small.notation');
    const words = [...b.childNodes].filter((n) => n !== mark).map((n) => n.textContent).join('');
    return {notation: b.dataset.notation, words: words.trim(), mark: mark && mark.textContent};
  })"""
_SCRUB = """(step) => {
  const scrub = document.querySelector('#scrub');
  scrub.value = String(step);
  scrub.dispatchEvent(new Event('input'));
}"""
_CAPTION = """() => {
  const label = document.querySelector('#move-label');
  const mark = label.querySelector('small.notation');
  const words = [...label.childNodes].filter((n) => n !== mark).map((n) => n.textContent);
  return {words: words.join('').trim(), mark: mark && mark.textContent};
}"""


def _context(browser, lang: str, room: str | None = None, token: str | None = None):
    """One person's browser: the page's language chosen, and the seat of ``room`` it holds."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(WAIT_MS)
    stored = {"tabletop.lang": lang}
    if room:
        stored[f"tabletop.room.{room}"] = json.dumps({"token": token, "seat": 0})
    script = (f"localStorage.setItem({json.dumps(k)}, {json.dumps(v)});" for k, v in stored.items())
    context.add_init_script("".join(script))
    return context


def _finished(live_server, game: str) -> str:
    """A game the bots played to its end in the server, for the replay viewer."""
    seats, options = GAMES[game]
    room = live_server.create(game, [RANDOM] * len(seats), options=options, seed=3)["room"]
    deadline = time.monotonic() + 3 * WAIT_MS / 1000
    while not live_server.get(f"/api/rooms/{room}")["over"]:
        assert time.monotonic() < deadline, f"the bots did not finish {game}"
        time.sleep(0.1)
    return room


@pytest.fixture(scope="module")
def replays(live_server):
    return {game: _finished(live_server, game) for game in GAMES}


def _check(kind: str, text: str, lang: str, game: str, notation: list[str], found: dict):
    """Note under ``kind`` each reason ``text`` is not words."""
    for problem in problems(text, lang, notation=notation, allowed=RULEBOOK_WORDS[game]):
        found.setdefault(kind, set()).add(f"{text!r}: {problem}")


def _report(found: dict) -> str:
    """What was not words: how many of each kind, then a few of each."""
    counts = ", ".join(f"{kind}: {len(items)}" for kind, items in sorted(found.items()))
    examples = [
        f"{kind} {item}" for kind, items in sorted(found.items()) for item in sorted(items)[:3]
    ]
    return "\n".join([counts, *examples])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(GAMES))
def test_every_button_board_title_hint_and_caption_is_words(
    browser, live_server, replays, game, lang
):
    seats, options = GAMES[game]
    room = live_server.create(game, seats, options=options, seed=11)["room"]
    token = live_server.post(f"/api/rooms/{room}/join", {"name": "Player 1", "seat": 0})["token"]
    context = _context(browser, lang, room, token)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    found: dict[str, set[str]] = {}
    rng = random.Random(f"{game}{lang}")
    try:
        page.goto(f"{live_server.url}/room/{room}")
        wait_state(page)
        expect(page.locator("#moves button.action").first).to_be_visible()
        page.click("#hint-button")  # the advisor's rows, for the first position
        expect(page.locator("#hint-table tbody tr").first).to_be_visible(timeout=3 * WAIT_MS)
        hints = page.evaluate(_HINTS)
        assert hints
        for row in hints:
            assert row["mark"] == row["notation"], row  # the notation is the small mark
            _check("hint row", row["words"], lang, game, [row["notation"]], found)
        checked = 0
        while checked < MOVES and not is_over(page):
            buttons = page.evaluate(_BUTTONS)
            if not buttons:
                page.wait_for_timeout(100)
                continue
            legal = [b["notation"] for b in buttons]
            for button in buttons:
                assert button["mark"] == button["notation"], button  # words first, then the mark
                _check("button", button["words"], lang, game, legal, found)
            for target in page.evaluate(_TITLES):
                _check("board title", target["title"], lang, game, legal, found)
            checked += 1
            click_action(page, rng)
        replay = replays[game]
        steps = len(live_server.get(f"/api/rooms/{replay}/record")["actions"])
        for step in range(1, steps + 1):  # each move's words, as the server sends them
            data = live_server.get(f"/api/rooms/{replay}/replay/{step}?lang={lang}")
            _check("replay label", data["label"], lang, game, [data["notation"]], found)
        page.goto(f"{live_server.url}/replay/{replay}")
        expect(page.locator("body")).to_have_attribute("data-step", "0")
        for step in sorted({1, steps, *range(1, steps, max(1, steps // CAPTIONS))}):
            page.evaluate(_SCRUB, step)
            expect(page.locator("body")).to_have_attribute("data-step", str(step))
            caption = page.evaluate(_CAPTION)
            assert caption["mark"], caption  # the notation is the small mark
            _check("replay caption", caption["words"], lang, game, [caption["mark"]], found)
        assert not errors, errors
    finally:
        context.close()
    assert not found, _report(found)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_panel_says_the_game_is_over_not_your_move(browser, live_server, lang):
    words = catalog_json(lang)
    room = live_server.create("gunrain", [HUMAN, RANDOM], options={"max_turns": 1}, seed=2)
    room = room["room"]
    token = live_server.post(f"/api/rooms/{room}/join", {"name": "Player 1", "seat": 0})["token"]
    context = _context(browser, lang, room, token)
    page = context.new_page()
    try:
        page.goto(f"{live_server.url}/room/{room}")
        wait_state(page)
        heading = page.locator("#turn-panel h3")
        expect(heading).to_have_text(words.get("Your move", "Your move"))
        rng = random.Random(2)
        deadline = time.monotonic() + 6 * WAIT_MS / 1000
        while not is_over(page):
            assert time.monotonic() < deadline, "the game did not end"
            if not click_action(page, rng):
                page.wait_for_timeout(100)
        expect(heading).to_have_text(words.get("Game over", "Game over"))
        expect(page.locator("#turn-info")).to_have_text(
            words.get("The game is over.", "The game is over.")
        )
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_lobby_shows_gun_rains_face_down_option_in_words(browser, live_server, lang):
    """The field was prefilled with the raw value ``front``: it shows the value's words, offers
    the others by their words, and sends the value; a list of coordinates is typed as it is."""
    words = catalog_json(lang)
    word = lambda msgid: words.get(msgid, msgid)  # noqa: E731
    context = _context(browser, lang)
    page = context.new_page()
    try:
        page.goto(live_server.url + "/")
        page.select_option("#game-select", "gunrain")
        field = page.locator('[data-option="face_down"]')
        expect(field).to_have_value(word("Front row"))
        offered = page.locator("#option-face_down-choices option")
        expect(offered).to_have_count(4)
        assert {offered.nth(i).get_attribute("value") for i in range(4)} == {
            word(w) for w in ("Front row", "Middle row", "Back row", "None")
        }
        for typed, value in ((None, "front"), (word("Back row"), "back"), ("9,10", "9,10")):
            if typed is not None:
                field.fill(typed)
            page.click("#create-button")
            link = page.locator("#created a.spectate-link")
            expect(link).to_be_visible()
            room = link.get_attribute("href").split("/")[-1]
            options = live_server.get(f"/api/rooms/{room}")["options"]
            assert options["face_down"] == value, (typed, options)
            page.evaluate("document.querySelector('#created a.spectate-link').remove()")
    finally:
        context.close()


def test_seats_are_numbered_from_1_on_every_page(new_page, live_server):
    errors: list[str] = []
    page = new_page(errors)
    page.goto(live_server.url + "/")
    page.select_option("#game-select", "gunrain")
    rows = page.locator("#seats .seat-row label")
    expect(rows).to_have_text(["Seat 1", "Seat 2"])
    page.select_option('#seats .seat-row[data-seat="0"] .seat-kind', "human")
    page.select_option('#seats .seat-row[data-seat="1"] .seat-kind', "human")
    page.click("#create-button")
    invites = page.locator("#created .invites li strong")
    expect(invites).to_have_text(["Seat 1:", "Seat 2:"])
    second = page.locator('#created a.play-seat[data-seat="1"]').get_attribute("href")
    page.goto(second)  # the second seat's invite
    expect(page.locator("#join-title")).to_have_text("Join as Player 2")
    expect(page.locator("#join-name")).to_have_value("Player 2")  # a name that says the seat
    page.click("#join-button")
    wait_state(page)
    expect(page.locator("#seat-info")).to_have_text("Player 2 (you)")
    expect(page.locator("#seat-list .seat-no")).to_have_text(["1", "2"])
    expect(page.locator("#seat-list .seat-name")).to_have_text(["Player 1", "Player 2"])
    text = page.locator("#seat-info").inner_text() + page.locator("#seat-list").inner_text()
    assert "P0" not in text and "P1" not in text and "Player 0" not in text
    assert not errors, errors
