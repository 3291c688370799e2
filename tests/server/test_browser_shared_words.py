# ruff: noqa: RUF001  (Japanese and Chinese punctuation is full width)
"""The shared page words the native readers flagged, in a real browser, in ja and zh:

- the end screen: a solo game is won or lost (never "Nobody won." under a victory), "Winner:"
  has no space after the full-width colon, and a per-seat flag names the seats it holds for
  (no いいえ / 否 per seat, no "·" between seats);
- the move panel says "choose a move" in the reader's words (no さん after a seat label, no
  ending colon; zh 行动, not 一步), and the phone's sheet button says 閉じる / 收起, not 手を隠す;
- on a phone the moves are words only: the notation mark is hidden (a desktop keeps it);
- the log has room for three-digit numbers (entries 100 and up lost their first digit).
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from tabletop.i18n import translator

from . import browser_helpers
from .browser_helpers import WAIT_MS, join, open_sheet

live_server = browser_helpers.live_server
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}

# renderResult in the page's language, for a result made up in the test: its headline and the
# score breakdown's rows.
_RESULT = """async ([result, seats]) => {
  const { renderResult } = await import('/static/js/common.js');
  const node = renderResult(result, seats, null, null, {});
  return {
    headline: node.querySelector('.headline').textContent,
    rows: [...node.querySelectorAll('table.breakdown tr')].map(
      (tr) => [tr.querySelector('th').textContent, tr.querySelector('td').textContent]),
  };
}"""

# The marker room of an ordered list of the log: the gap its padding leaves against the width
# of "105." in the list's font.
_LOG_ROOM = """() => {
  const ol = document.createElement('ol');
  ol.className = 'game-log';
  for (let i = 0; i < 105; i++) {
    ol.append(Object.assign(document.createElement('li'), { textContent: 'x' }));
  }
  document.body.append(ol);
  const probe = document.createElement('span');
  probe.textContent = '105. ';
  ol.lastChild.append(probe);
  const room = parseFloat(getComputedStyle(ol).paddingLeft);
  const needed = probe.getBoundingClientRect().width;
  ol.remove();
  return [room, needed];
}"""


def _context(browser, viewport, lang: str):
    context = browser.new_context(viewport=viewport)
    context.set_default_timeout(WAIT_MS)
    context.add_init_script(f"localStorage.setItem('tabletop.lang', {json.dumps(lang)})")
    return context


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_the_end_screen_says_won_or_lost_and_names_flags_by_seat(browser, live_server, lang):
    t = translator(lang)
    context = _context(browser, DESKTOP, lang)
    try:
        page = context.new_page()
        page.goto(live_server.url + "/")
        expect(page.locator("html")).to_have_attribute("lang", "ja" if lang == "ja" else "zh-Hans")
        solo = [{"name": "Ann", "kind": "human"}]
        won = page.evaluate(_RESULT, [{"winners": [0], "scores": [40]}, solo])
        lost = page.evaluate(_RESULT, [{"winners": [], "scores": [-20]}, solo])
        assert won["headline"] == t.gettext("Victory!")  # not "Nobody won." under a victory
        assert lost["headline"] == t.gettext("Defeat.")
        assert t.gettext("Nobody won.") not in won["headline"] + lost["headline"]
        three = [{"name": name, "kind": "human"} for name in ("Ann", "Ben", "Chen")]
        details = {"out": [False, True, False], "life": [36, 0, 27], "none": [False] * 3}
        shown = page.evaluate(
            _RESULT, [{"winners": [0], "scores": [36, 0, 27], "details": details}, three]
        )
        assert shown["headline"] == t.format("Winner: {players}", players="Ann")
        assert shown["headline"] in ("勝者：Ann", "胜者：Ann")  # no space after the colon
        rows = dict(shown["rows"])
        separator = t.gettext(", ")
        assert rows["out"] == "Ben"  # only who is out: no いいえ / 否 for the others
        assert rows["none"] == t.gettext("none")
        assert rows["life"] == separator.join(["Ann：36", "Ben：0", "Chen：27"])
        for _, cell in shown["rows"]:
            assert "·" not in cell and "： " not in cell
            assert t.gettext("no") not in cell and t.gettext("yes") not in cell
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_the_move_panel_words_and_the_phone_sheet(browser, live_server, lang):
    t = translator(lang)
    created = live_server.create("friday", [{"kind": "human"}], seed=4)
    context = _context(browser, PHONE, lang)
    try:
        page = context.new_page()
        join(page, live_server.url + created["invites"]["0"], "Ann")
        turn = page.locator("#turn-info")
        expect(turn).to_have_text(t.gettext("Choose a move."))
        assert "さん" not in turn.text_content() and "一步" not in turn.text_content()
        toggle = page.locator("#sheet-toggle")
        expect(toggle).to_have_text(t.gettext("Show moves"))  # folded at first
        open_sheet(page)
        expect(toggle).to_have_text(t.gettext("Hide moves"))
        assert toggle.text_content() in ("閉じる", "收起")  # not 手を隠す ("hide your hand")
        # A phone's moves are words: the notation mark is there, but not shown...
        expect(page.locator("#moves button.action").first).to_be_visible()
        assert page.locator("#moves small.notation").count() > 0
        assert page.locator("#moves small.notation:visible").count() == 0
        # ...a desktop shows it, small, after the words.
        page.set_viewport_size(DESKTOP)
        expect(page.locator("#moves small.notation").first).to_be_visible()
        room, needed = page.evaluate(_LOG_ROOM)
        assert room >= needed, (room, needed)  # "105." whole, not "05."
    finally:
        context.close()


def test_shared_words_of_the_catalogs():
    """The catalog side of the same findings: the words the pages and terminal take."""
    ja, zh = translator("ja"), translator("zh")
    assert zh.gettext("away") == "离线"  # a disconnected seat; 离开 read as "left the game"
    assert "行动" in zh.gettext("Choose a move.")
    for key in ("{game} · room {room}", "Replay: {game} · room {room}"):
        assert "・" not in ja.gettext(key) and "・" not in zh.gettext(key)
    assert "ガン・レイン、" in ja.gettext("Friday · Gun Rain · Kung Fu in the browser")
    assert ja.gettext("Learn to play Friday") == "はじめてのフライデー"
    assert "表記" not in ja.gettext("Your move (number or notation):")
    assert "コマンド" in ja.gettext("play a move by its notation (case-insensitive)")
