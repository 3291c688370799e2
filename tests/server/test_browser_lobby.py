"""The lobby with ten public rooms of the three games, on a 390x844 phone and on a desktop.

On a phone the room list was a table squeezed to a few characters a line (ガ/ン/・/レ/イ/ン), far
taller than the screen, with its Watch button past the screen's edge. Now:

- at 390x844, in Japanese and Chinese, each room is a card holding its game (title and mark), its
  options in words, its seats by name (bots with their level, free seats by number from 1), its
  state and whose turn it is, and its buttons, each wholly on screen and clickable; no text is
  broken a character a line; the page but the create form is within two screen heights; nothing
  overlaps or leaves the screen, and axe-core finds nothing serious;
- on a desktop, in every language, the cards stand in a grid beside the create form, with the
  same checks;
- the create form fits the phone in every language and reads in order: a seat's label, then
  whether a person or a bot sits there and which bot on the same line, then the bot's strength
  under its choice.

Screenshots land in test-artifacts/screenshots/ (git-ignored): lobby-10-rooms-{lang}-{size}.png.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import expect

import tabletop
from tabletop.i18n import translator
from tabletop.present.names import display_names
from wording import problems

from . import browser_helpers
from .browser_helpers import WAIT_MS
from .layout import accessibility_findings, off_screen, overlaps

live_server = browser_helpers.roomy_server  # its own: the lobby lists exactly these rooms
SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
TITLES = {"friday": "Friday", "gunrain": "Gun Rain", "kungfu": "Kung Fu"}
STATES = {"open": "open", "running": "running", "finished": "finished"}  # msgids

HUMAN = {"kind": "human"}


def bot(level: str) -> dict:
    return {"kind": "bot", "bot": level}


@dataclass(frozen=True)
class Room:
    """A room to list: its seats and options, the people who sat down in its first seats, and
    the options line it must show (a msgid, or a label msgid and a value)."""

    game: str
    seats: tuple[dict, ...]
    options: dict
    line: tuple[str | tuple[str, object], ...]
    names: tuple[str, ...] = ()
    finished: bool = False


ROOMS = (
    Room("friday", (bot("normal"),), {"level": 2, "aging_draw": "random"},
         (("Level", 2), "Any aging card at random"), finished=True),
    Room("friday", (HUMAN,), {"level": 2}, (("Level", 2),)),
    Room("friday", (HUMAN,), {"level": 4}, (("Level", 4),), names=("Robinson",)),
    Room("gunrain", (HUMAN, bot("normal")), {}, ("Default options",)),
    Room("gunrain", (bot("easy"), bot("random")), {"max_turns": 3}, (("Turn limit", 3),),
         finished=True),
    Room("gunrain", (HUMAN, HUMAN), {"layout": "6x4", "face_down": "back", "max_turns": 20},
         ("6 columns x 4 rows", ("Face-down squares", "Back row"), ("Turn limit", 20)),
         names=("Alice",)),
    Room("kungfu", (bot("easy"), bot("random")), {}, ("Default options",), finished=True),
    Room("kungfu", (HUMAN, bot("easy"), bot("random"), bot("easy")),
         {"players": 4, "draft": True, "refresh": True},
         ("Draft the hands", "Refresh every round")),
    Room("kungfu", (HUMAN, HUMAN, bot("easy"), bot("random"), bot("easy")), {"players": 5},
         ("Default options",), names=("梅",)),
    Room("kungfu", (HUMAN, HUMAN, bot("random")), {"players": 3}, ("Default options",),
         names=("Ann", "李小龍")),
)  # fmt: skip
TYPED = {name for room in ROOMS for name in room.names}


@pytest.fixture(scope="module")
def rooms(live_server) -> dict[str, Room]:
    """The ten rooms (room id -> Room), created through the API; the bot games played out and
    every other room waiting for a person (its bots have moved)."""
    made = {}
    for room in ROOMS:
        created = live_server.create(room.game, list(room.seats), options=room.options, public=True)
        for seat, name in enumerate(room.names):
            live_server.post(f"/api/rooms/{created['room']}/join", {"name": name, "seat": seat})
        made[created["room"]] = room
    deadline = time.monotonic() + 3 * WAIT_MS / 1000
    for room_id, room in made.items():
        while not _settled(live_server.get(f"/api/rooms/{room_id}"), room):
            assert time.monotonic() < deadline, f"{room.game} room {room_id} did not settle"
            time.sleep(0.1)
    return made


def _settled(summary: dict, room: Room) -> bool:
    if room.finished:
        return summary["over"]
    humans = {s["seat"] for s in summary["seats"] if s["kind"] == "human"}
    return bool(summary["to_move"]) and set(summary["to_move"]) <= humans


def _lobby(browser, live_server, locale: str, viewport: dict, touch: bool = False):
    context = browser.new_context(viewport=viewport, has_touch=touch, is_mobile=touch)
    context.set_default_timeout(WAIT_MS)
    context.add_init_script(f"localStorage.setItem('tabletop.lang', {json.dumps(locale)});")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(live_server.url + "/")
    expect(page.locator("#rooms .room-card")).to_have_count(len(ROOMS))
    expect(page.locator("#seats .seat-row").first).to_be_visible()
    return context, page, errors


# A text broken a character or two a line (a squeezed table cell: ガ/ン/・/レ/イ/ン), in a box
# narrower than two characters, or wider than its box (a word longer than the box can hold).
_NARROW_TEXT = """root => {
  const found = [];
  for (const node of root.querySelectorAll('*')) {
    const style = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    if (box.width < 1 || style.visibility === 'hidden') continue;
    for (const child of node.childNodes) {
      const text = child.nodeType === 3 ? child.textContent.trim() : '';
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0)
        .map((r) => Math.round(r.bottom))).size;
      const chars = [...text.replace(/\\s+/g, '')].length;
      const em = parseFloat(style.fontSize);
      const tag = [node.tagName.toLowerCase(), ...node.classList].join('.');
      const name = `${tag} "${text.slice(0, 24)}"`;
      if (chars > 2 && box.width < 2 * em) {
        found.push(`${name}: ${Math.round(box.width)} px wide`);
      } else if (lines > 1 && chars / lines < 4) {
        found.push(`${name}: ${chars} characters on ${lines} lines`);
      }
      const wider = node.scrollWidth > node.clientWidth + 1;
      if (style.display !== 'inline' && style.overflowX === 'visible' && wider) {
        found.push(`${name}: ${node.scrollWidth} px of text in a ${node.clientWidth} px box`);
      }
    }
  }
  return found;
}"""

# The page scrolled up or down (never sideways, as a reader of a phone does) to show the button.
_SCROLL_TO = """b => scrollTo(0, scrollY + b.getBoundingClientRect().top - innerHeight / 3)"""

# Whether the button's middle is the button (nothing lies over it).
_HIT = """b => { const r = b.getBoundingClientRect();
  const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return !!at && b.contains(at); }"""


def _value(value: object, t) -> str:
    """An option's value as the lobby shows it: a msgid in words, a number as it is."""
    return t.gettext(value) if isinstance(value, str) else str(value)


def _check_card(page, card, room: Room, summary: dict, locale: str) -> None:
    """One room's card: game, options line, seats, state, whose turn, buttons."""
    t = translator(locale)
    expect(card.locator(".room-game")).to_have_text(t.gettext(TITLES[room.game]))
    expect(card.locator(".game-mark")).to_have_attribute(
        "data-letter", next(c for c in t.gettext(TITLES[room.game]) if c.isalnum())
    )
    line = [
        t.gettext(item)
        if isinstance(item, str)
        else t.format("{option}: {value}", option=t.gettext(item[0]), value=_value(item[1], t))
        for item in room.line
    ]
    expect(card.locator(".room-options .room-option")).to_have_text(line)

    seats = summary["seats"]
    names = display_names(
        [(s["name"] if s["kind"] == "human" else None, s["name"] if s["kind"] == "bot" else None)
         for s in seats],
        t,
    )  # fmt: skip
    free = [s["seat"] for s in seats if s["kind"] == "human" and not s["claimed"]]
    chips = [
        t.format("Seat {seat}: free", seat=i + 1) if i in free else names[i]
        for i in range(len(seats))
    ]
    expect(card.locator(".room-seats li")).to_have_text(chips)

    state = "finished" if room.finished else "open" if free else "running"
    expect(card.locator(".room-state")).to_have_text(t.gettext(STATES[state]))
    if room.finished:
        expect(card.locator(".room-turn")).to_have_count(0)
    else:
        players = t.gettext(", ").join(names[i] for i in summary["to_move"])
        expect(card.locator(".room-turn")).to_have_text(
            t.format("To move: {players}", players=players)
        )

    wanted = [("spectate", "Watch")]
    if free and not room.finished:
        wanted.insert(0, ("join", "Join"))
    if room.finished:
        wanted.append(("replay", "Replay"))
    buttons = card.locator(".room-buttons a")
    expect(buttons).to_have_text([t.gettext(word) for _, word in wanted])
    for i, (kind, _) in enumerate(wanted):
        button = buttons.nth(i)
        expect(button).to_have_class(f"button{' primary' if kind == 'join' else ''} {kind}")
        button.evaluate(_SCROLL_TO)
        box = button.bounding_box()
        size = page.viewport_size
        assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"], (kind, box)
        assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"], (kind, box)
        assert button.evaluate(_HIT), f"{kind} of room {summary['room']} is covered"
        button.click(trial=True)  # visible, enabled, stable and hit by a click

    text = card.inner_text()
    assert not problems(text, locale, allowed=TYPED), (text, problems(text, locale, allowed=TYPED))


def _check_layout(page, where: str) -> None:
    narrow = page.evaluate(_NARROW_TEXT, page.locator("#rooms").element_handle())
    assert not narrow, f"{where}: text narrower than its words: {narrow}"
    assert not overlaps(page), f"{where}: {overlaps(page)}"
    assert not off_screen(page), f"{where}: {off_screen(page)}"
    assert not accessibility_findings(page), f"{where}: {accessibility_findings(page)}"


@pytest.mark.parametrize("locale", ["ja", "zh"])
def test_on_a_phone_each_room_is_a_card_and_ten_fit_in_two_screens(
    browser, live_server, rooms, locale
):
    context, page, errors = _lobby(browser, live_server, locale, PHONE, touch=True)
    try:
        for room_id, room in rooms.items():
            card = page.locator(f'#rooms .room-card[data-room="{room_id}"]')
            _check_card(page, card, room, live_server.get(f"/api/rooms/{room_id}"), locale)
        page.evaluate("scrollTo(0, 0)")
        _check_layout(page, f"lobby {locale} phone")
        # One column of cards, each as wide as the list.
        boxes = [c.bounding_box() for c in page.locator("#rooms .room-card").all()]
        assert len({round(b["x"]) for b in boxes}) == 1
        # The page but the create form: the list of ten rooms within two screen heights.
        page_height, form_height, list_height = page.evaluate(
            """() => [document.documentElement.scrollHeight,
                      document.querySelector('#create-panel').getBoundingClientRect().height,
                      document.querySelector('#rooms-panel').getBoundingClientRect().height]"""
        )
        assert list_height <= 2 * PHONE["height"], list_height
        assert page_height - form_height <= 2 * PHONE["height"], (page_height, form_height)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(
            path=str(SCREENSHOTS / f"lobby-10-rooms-{locale}-phone.png"), full_page=True
        )
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("locale", ["ja", "zh", "en"])
def test_on_a_desktop_the_cards_stand_in_a_grid_beside_the_form(
    browser, live_server, rooms, locale
):
    context, page, errors = _lobby(browser, live_server, locale, DESKTOP)
    try:
        room_id, room = next((i, r) for i, r in rooms.items() if r.names == ("Alice",))
        card = page.locator(f'#rooms .room-card[data-room="{room_id}"]')
        _check_card(page, card, room, live_server.get(f"/api/rooms/{room_id}"), locale)
        page.evaluate("scrollTo(0, 0)")
        _check_layout(page, f"lobby {locale} desktop")
        form = page.locator("#create-panel").bounding_box()
        listing = page.locator("#rooms-panel").bounding_box()
        assert listing["x"] >= form["x"] + form["width"], "the rooms are not beside the form"
        boxes = [c.bounding_box() for c in page.locator("#rooms .room-card").all()]
        assert len({round(b["x"]) for b in boxes}) >= 2, "the cards are one column"
        assert all(b["x"] + b["width"] <= DESKTOP["width"] for b in boxes)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(
            path=str(SCREENSHOTS / f"lobby-10-rooms-{locale}-desktop.png"), full_page=True
        )
        assert not errors, errors
    finally:
        context.close()


def _below(upper: dict, lower: dict) -> bool:
    return lower["y"] >= upper["y"] + upper["height"] - 1


@pytest.mark.parametrize("locale", ["ja", "zh", "en"])
def test_the_create_form_fits_a_phone_and_reads_in_order(browser, live_server, rooms, locale):
    context, page, errors = _lobby(browser, live_server, locale, PHONE, touch=True)
    try:
        for game in ("friday", "gunrain", "kungfu"):
            page.select_option("#game-select", game)
            first_option = tabletop.make(game).descriptor.options[0].name
            rows = page.locator("#options [data-option]")
            expect(rows.first).to_have_attribute("data-option", first_option)
            page.wait_for_load_state("networkidle")  # the game's own stylesheet, once linked
            if game == "kungfu":  # five seats: people, a strong bot, a search with its budget
                page.select_option('[data-option="players"]', "5")
                expect(page.locator("#seats .seat-row")).to_have_count(5)
                page.select_option('#seats .seat-row[data-seat="1"] .seat-bot', "hard")
                page.select_option('#seats .seat-row[data-seat="2"] .seat-bot', "ismcts")
                page.select_option('#seats .seat-row[data-seat="3"] .seat-kind', "human")
            where = f"create form, {game}, {locale}"
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], where
            assert not off_screen(page), f"{where}: {off_screen(page)}"
            assert not overlaps(page), f"{where}: {overlaps(page)}"
            # Each option's help under its control.
            for row in page.locator("#options .form-row").all():
                control = row.locator("select, input").first.bounding_box()
                label = row.locator("label").bounding_box()
                assert label["x"] < control["x"] or _below(label, control), where
                help_text = row.locator("xpath=following-sibling::*[1][self::p]")
                if help_text.count():
                    assert _below(control, help_text.bounding_box()), where
            # A seat: its label, then a person or a bot and which bot on the same line, then
            # the bot's strength and options under that choice.
            for row in page.locator("#seats .seat-row").all():
                label = row.locator("label").bounding_box()
                kind = row.locator(".seat-kind").bounding_box()
                assert label["x"] + label["width"] <= kind["x"], where
                which = row.locator(".seat-bot")
                if which.is_visible():
                    box = which.bounding_box()
                    assert box["x"] >= kind["x"] + kind["width"], f"{where}: the bot is not beside"
                    assert box["y"] < kind["y"] + kind["height"], f"{where}: the bot is not beside"
                for below in (".seat-budget", ".seat-strength"):
                    if row.locator(below).is_visible():
                        box = row.locator(below).bounding_box()
                        assert box["x"] >= kind["x"] - 1 and _below(kind, box), f"{where} {below}"
        assert not accessibility_findings(page), accessibility_findings(page)
        assert not errors, errors
    finally:
        context.close()
