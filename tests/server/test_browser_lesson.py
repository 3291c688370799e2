"""Each game's lesson in a real browser, from the lobby's Learn to play: the coach panel above
the board says each step's words, the pieces it points at are highlighted on the board and the
move it asks for is marked in the move list (and on the board); clicking that move each time walks
the whole lesson to its closing words, which the learner closes. At desktop size and at 390 px,
in English, Japanese and Chinese, nothing overlaps the panel and the marked move shows. How long
each lesson's guided part takes to click through is printed (run with -s), with the time a
reader needs for its words."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from tabletop.i18n import translator
from tabletop.i18n.common import TERMINAL
from tabletop.present.lesson import lesson_named

from . import browser_helpers
from .browser_helpers import WAIT_MS, open_sheet, screenshot
from .layout import accessibility_findings, off_screen, overlaps

roomy_server = browser_helpers.roomy_server  # a server of this module's (it creates many rooms)

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
PIECE_ATTRIBUTES = ("data-card", "data-coord", "data-die", "data-hand")
# Reading speed (characters a minute) of a Japanese or Chinese reader, of an English one in
# words: for the printed estimate of how long a person spends reading the lesson's words.
CHARACTERS_A_MINUTE = 400
WORDS_A_MINUTE = 200

# Whether the marked move's button shows: nothing covers the middle of it.
_SHOWN = """(button) => {
  const box = button.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
  const top = document.elementFromPoint(x, y);
  return !!top && (top === button || button.contains(top));
}"""

STEP_CHANGED = """(before) =>
  document.querySelector('#coach-step').textContent !== before
  || document.querySelector('#coach').dataset.end !== 'guided'"""


def open_lesson(browser, url: str, game: str, lang: str, viewport: dict, errors: list[str]):
    """The lobby in ``lang``: choose ``game``, click Learn to play; the lesson room's page."""
    phone = viewport is PHONE
    context = browser.new_context(viewport=viewport, has_touch=phone, is_mobile=phone)
    context.set_default_timeout(WAIT_MS)
    context.add_init_script(f"localStorage.setItem('tabletop.lang', '{lang}')")
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url + "/")
    page.select_option("#game-select", game)
    learn = page.locator("#learn-button")
    expect(learn).to_have_text(translator(lang).gettext("Learn to play"))
    learn.click()
    page.wait_for_url(re.compile(r"/room/"))
    expect(page.locator("#coach")).to_be_visible()
    return page


def coach_problems(page) -> list[str]:
    """What overlaps the coach panel's pieces or leaves the screen from it (the board's own
    layout is its renderer's business and its tests')."""
    return [line for line in overlaps(page) + off_screen(page) if "coach" in line]


def reading_minutes(lesson, lang: str) -> float:
    t = translator(lang)
    texts = [t.gettext(lesson.intro), t.gettext(lesson.closing)]
    texts += [t.gettext(step.say) for _, _, step in lesson.script if step is not None]
    if lang == "en":
        return sum(len(text.split()) for text in texts) / WORDS_A_MINUTE
    return sum(len(text) for text in texts) / CHARACTERS_A_MINUTE


@pytest.mark.parametrize(
    ("game", "lang", "viewport"),
    [
        ("friday", "en", DESKTOP),
        ("friday", "ja", PHONE),
        ("gunrain", "ja", DESKTOP),
        ("gunrain", "zh", PHONE),
        ("kungfu", "zh", DESKTOP),
        ("kungfu", "ja", PHONE),
    ],
    ids=lambda value: "phone" if value is PHONE else "desk" if value is DESKTOP else value,
)
def test_the_coach_walks_the_lesson_from_the_lobby_to_its_closing_words(
    browser, roomy_server, game, lang, viewport
):
    lesson = lesson_named(game)
    t = translator(lang)
    errors: list[str] = []
    page = open_lesson(browser, roomy_server.url, game, lang, viewport, errors)
    size = "phone" if viewport is PHONE else "desk"
    started = time.monotonic()
    learner = [(notation, step) for _, notation, step in lesson.script if step is not None]
    for number, (notation, step) in enumerate(learner, start=1):
        counted = t.format("Step {number} of {steps}", number=number, steps=lesson.steps)
        expect(page.locator("#coach-step")).to_have_text(counted)
        expect(page.locator("#coach-title")).to_have_text(t.gettext(lesson.title))
        words = page.text_content("#coach-words")
        assert t.gettext(step.say) in words
        assert (t.gettext(lesson.intro) in words) == (number == 1)
        # The pieces the step points at are outlined on the board.
        for piece in step.look:
            marks = ", ".join(f'#board .coach-look[{name}="{piece}"]' for name in PIECE_ATTRIBUTES)
            assert page.locator(marks).count() >= 1, f"step {number}: {piece} is not highlighted"
        # The move it asks for is marked, once in the list, and wherever the board plays it;
        # the list is words only, no notation mark (a phone opens its folded sheet first).
        open_sheet(page)
        assert page.locator("#moves small.notation:visible").count() == 0, f"step {number}"
        marked = page.locator("#moves button.coach-move")
        assert marked.count() == 1, f"step {number}"
        assert marked.get_attribute("data-notation").lower() == notation.lower()
        on_board = page.locator("#board [data-move]").evaluate_all(
            "(nodes, n) => nodes.filter(x => x.dataset.move.toLowerCase() === n)"
            ".map(x => x.classList.contains('coach-move'))",
            notation.lower(),
        )
        assert all(on_board), f"step {number}: the board's {notation} is not marked"
        assert page.locator("#moves button.action:not(.coach-move)").count() == (
            page.locator("#moves button.action").count() - 1
        )  # the other moves stay offered
        assert marked.evaluate(_SHOWN), f"step {number}: the marked move is hidden"
        if number in (1, lesson.steps // 2):
            assert coach_problems(page) == [], f"step {number}"
            assert [f for f in accessibility_findings(page) if "coach" in f] == []
            screenshot(page, f"lesson-{game}-{lang}-{size}-step{number}")
        before = page.text_content("#coach-step")
        marked.click()
        page.wait_for_function(STEP_CHANGED, arg=before)
    # The script is played: the closing words, and a panel the learner may close.
    panel = page.locator("#coach")
    expect(panel).to_have_attribute("data-end", "done")
    seconds = time.monotonic() - started
    expect(page.locator("#coach-words")).to_have_text(t.gettext(lesson.closing))
    assert page.locator("#coach-step").text_content() == ""
    assert page.locator("#board .coach-look, #moves .coach-move").count() == 0
    assert coach_problems(page) == []
    screenshot(page, f"lesson-{game}-{lang}-{size}-done")
    page.click("#coach-close")
    expect(panel).to_be_hidden()
    page.reload()
    expect(page.locator("#turn-info")).not_to_be_empty()
    open_sheet(page)
    expect(page.locator("#moves button.action").first).to_be_visible()
    expect(panel).to_be_hidden()  # closed for good in this room
    assert errors == []
    print(
        f"\nlesson {game} ({lang}, {size}): {lesson.steps} steps clicked through in "
        f"{seconds:.1f} s; its words take a reader about {reading_minutes(lesson, lang):.1f} min"
    )
    page.context.close()


def test_another_move_leaves_the_lesson_and_the_panel_says_so(browser, roomy_server):
    errors: list[str] = []
    page = open_lesson(browser, roomy_server.url, "gunrain", "ja", PHONE, errors)
    # The phone's sheet starts folded: the board, which the lesson talks about, is seen first.
    expect(page.locator("#sheet-toggle")).to_have_attribute("aria-expanded", "false")
    expect(page.locator("#moves")).to_be_hidden()
    open_sheet(page)
    other = page.locator("#moves button.action:not(.coach-move)").first
    other.click()
    panel = page.locator("#coach")
    expect(panel).to_have_attribute("data-end", "left")
    left = translator("ja").gettext(TERMINAL["lesson_left"])  # the same words as the terminal's
    expect(page.locator("#coach-words")).to_have_text(left)
    assert page.locator("#board .coach-look, #moves .coach-move").count() == 0
    assert coach_problems(page) == []
    screenshot(page, "lesson-gunrain-ja-phone-left")
    page.click("#coach-close")
    expect(panel).to_be_hidden()
    assert errors == []
    page.context.close()
