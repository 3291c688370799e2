# ruff: noqa: RUF001, RUF002  (Japanese and Chinese punctuation is full width)
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


def _lobby(context, url: str, lang: str):
    """The lobby in ``lang``, its page scripts loaded: where the end panel is drawn from data."""
    page = context.new_page()
    page.goto(url + "/")
    expect(page.locator("html")).to_have_attribute("lang", "ja" if lang == "ja" else "zh-Hans")
    return page


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_the_end_screen_says_won_or_lost_and_names_flags_by_seat(browser, live_server, lang):
    t = translator(lang)
    context = _context(browser, DESKTOP, lang)
    try:
        page = _lobby(context, live_server.url, lang)
        solo = [{"name": "Ann", "kind": "human"}]
        won = page.evaluate(_RESULT, [{"winners": [0], "scores": [40]}, solo])
        lost = page.evaluate(_RESULT, [{"winners": [], "scores": [-20]}, solo])
        assert won["headline"] == t.gettext("Victory!")  # not "Nobody won." under a victory
        assert lost["headline"] == t.gettext("Defeat.")
        assert t.gettext("Nobody won.") not in won["headline"] + lost["headline"]
        three = [{"name": name, "kind": "human"} for name in ("Ann", "Ben", "Chen")]
        details = {"out": [False, True, False], "life": [36, 0, 27], "none": [False] * 3}
        shown = page.evaluate(
            _RESULT, [{"winners": [0], "scores": [1, 0, 0], "details": details}, three]
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


# The end screen's parts for a result and an outcome sentence: headline, reason, the score
# table's heading, and whether a score table is shown at all.
_END = """async ([result, seats, outcome, texts]) => {
  const { renderResult } = await import('/static/js/common.js');
  const node = renderResult(result, seats, null, outcome, texts);
  const table = node.querySelector('table.scores');
  return {
    headline: node.querySelector('.headline').textContent,
    reason: node.querySelector('.reason').textContent,
    heads: table ? [...table.querySelectorAll('th')].map((th) => th.textContent) : null,
    rows: [...node.querySelectorAll('table.breakdown th')].map((th) => th.textContent),
  };
}"""


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_the_end_screen_names_the_score_as_the_game_means_it_and_says_a_loss_once(
    browser, live_server, lang
):
    """J23: the page headed every game's end table 「席　得点」 (Kung Fu's numbers are 体力 left,
    Gun Rain's HP); J08, zh N01: a solo loss read 「敗北」 and then 「敗北：ロビンソンは…」."""
    t = translator(lang)
    context = _context(browser, DESKTOP, lang)
    try:
        page = _lobby(context, live_server.url, lang)
        three = [{"name": name, "kind": "human"} for name in ("Ann", "Ben", "Chen")]
        result = {"winners": [0], "scores": [36.0, 0.0, 27.0], "details": {"hp": [36, 0, 27]}}
        texts = {"result_details": {"hp": "Health"}}
        shown = page.evaluate(_END, [result, three, "Round 3 is over.", texts])
        assert shown["heads"][:2] == [t.gettext("player"), t.gettext("Health")]
        assert t.gettext("score") not in shown["heads"] and t.gettext("Seat") not in shown["heads"]
        assert t.gettext("Health") not in shown["rows"]  # not said twice under the table
        solo = [{"name": "Ann", "kind": "human"}]
        lost = {"winners": [], "scores": [-20], "details": {"life": 0, "total": -20}}
        sentence = t.gettext("Defeat.") + "：X"
        shown = page.evaluate(_END, [lost, solo, sentence, {}])
        assert shown["headline"] == t.gettext("Defeat.")
        assert shown["reason"] == "X"  # the headline's word not repeated below it
        assert shown["heads"] is None  # the solo score is the breakdown's total
        shown = page.evaluate(_END, [lost, solo, "Y。", {}])
        assert shown["reason"] == "Y。"
    finally:
        context.close()


# Every word+number run of the move buttons' words (「災厄値6」「無償2枚」「レベル2〜4」): the
# tops of its characters' boxes; more than one top means the line broke inside it.
_RUN_LINES = """() => {
  const runs = [];
  for (const label of document.querySelectorAll('#moves button.action .label')) {
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    const chars = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.data.length; i++) chars.push([node, i]);
    }
    const text = chars.map(([node, i]) => node.data[i]).join('');
    for (const match of text.matchAll(/[\\p{L}]{1,3}\\d+[枚個张]?/gu)) {
      const tops = new Set();
      for (let k = match.index; k < match.index + match[0].length; k++) {
        const range = document.createRange();
        range.setStart(chars[k][0], chars[k][1]);
        range.setEnd(chars[k][0], chars[k][1] + 1);
        const box = range.getBoundingClientRect();
        if (box.height) tops.add(Math.round(box.top + box.height / 2));
      }
      runs.push([match[0], tops.size]);
    }
  }
  return runs;
}"""


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_move_buttons_keep_a_word_and_its_number_on_one_line(browser, live_server, lang):
    """J17: 「（災厄値」, new line, 「6、無償2枚）」 on desktop and phone: the line broke
    between a word and its number."""
    for viewport in (PHONE, {"width": 1000, "height": 900}):
        created = live_server.create("friday", [{"kind": "human"}], seed=4)
        context = _context(browser, viewport, lang)
        try:
            page = context.new_page()
            join(page, live_server.url + created["invites"]["0"], "Ann")
            if viewport is PHONE:
                open_sheet(page)
            expect(page.locator("#moves button.action").first).to_be_visible()
            for width in (260, 300, 340, 380):  # narrow the buttons to force breaks everywhere
                page.evaluate(
                    "(w) => document.querySelectorAll('#moves button.action')"
                    ".forEach((b) => { b.style.maxWidth = w + 'px'; })",
                    width,
                )
                runs = page.evaluate(_RUN_LINES)
                assert runs, "no word+number run in the move buttons"
                split = [run for run, lines in runs if lines > 1]
                assert not split, (viewport, width, split)
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
    assert ja.gettext(", ") == "、" and ja.gettext("{games} in the browser").startswith("{games}")
    assert ja.gettext("Learn to play Friday") == "はじめてのフライデー"
    assert "表記" not in ja.gettext("Your move (number or notation):")
    assert "コマンド" in ja.gettext("play a move by its notation (case-insensitive)")
