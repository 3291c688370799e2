"""The pages in every language: words from the catalogs, the switcher, How to play, layout.

- the server sends a page its words (``/api/i18n/{locale}``), and every word a page script or
  HTML file asks for is a msgid of the catalogs, translated in ja and zh;
- in the pseudo-locale ``qps`` (every msgid wrapped in ⟦…⟧) the lobby, a game page of each game,
  How to play, the replay viewer and the missing page show no English outside the brackets
  (English left there was written into a page without going through t());
- in ja and zh, at desktop and phone sizes, no text overflows its box and nothing is wider than
  the screen; screenshots land in test-artifacts/screenshots/ (git-ignored) every run;
- the switcher changes the language and is remembered; a Japanese browser opens in Japanese.
"""

from __future__ import annotations

import json
import re
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tabletop.i18n import catalog_json, template

from . import browser_helpers
from .browser_helpers import WAIT_MS, open_sheet, wait_state
from .page_words import page_msgids

live_server = browser_helpers.live_server
SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}

# Text the server sends already translated once the hello carries the page's language (words
# the server, not the page, translates): the pseudo-locale test skips these elements and
# attributes; an entry removed from here is checked by that test too.
SERVER_TRANSLATED: dict[str, str] = {}
SERVER_TRANSLATED_TITLES = {
    "#board [data-move]": "a board target's title begins with its move's notation (ASCII)",
}
# Notation stays ASCII in every language (fight H07 is the same move everywhere): its small mark
# beside a move's words; and what people typed stays as typed (the lobby lists rooms of other
# tests, with their players' names).
NOTATION = ("code", "small.notation")
TYPED = ("#rooms .typed",)
# Words that are no language: the brand, Kung Fu's dice-condition letters (x x: two equal dice).
NOT_WORDS = {"tabletop", "x", "y", "z", "u", "v", "w", "t"}
PLAYER = "Ann"  # the name the test plays under: a person's name stays as typed


def _get(url: str, headers: dict | None = None) -> tuple[int, dict]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


# ---------------------------------------------------------------- the words themselves


def test_the_server_sends_each_language_its_words(live_server):
    status, en = _get(live_server.url + "/api/i18n/en")
    assert status == 200 and en == {"locale": "en", "messages": {}}
    status, ja = _get(live_server.url + "/api/i18n/ja")
    assert ja["locale"] == "ja" and ja["messages"] == catalog_json("ja")
    assert ja["messages"]["Create game"] == "ゲームを作る"
    status, qps = _get(live_server.url + "/api/i18n/qps")
    assert qps["messages"]["Create game"].startswith("⟦")
    # auto: the browser's Accept-Language, by weight
    _, auto = _get(live_server.url + "/api/i18n/auto", {"Accept-Language": "fr, zh-CN;q=0.5"})
    assert auto["locale"] == "zh" and auto["messages"]["Create game"] == "创建游戏"
    _, auto = _get(live_server.url + "/api/i18n/auto", {"Accept-Language": "de"})
    assert auto == {"locale": "en", "messages": {}}
    status, unknown = _get(live_server.url + "/api/i18n/fr")
    assert status == 404
    assert "'fr'" in unknown["detail"] and all(c in unknown["detail"] for c in ("en", "ja", "zh"))


def test_the_game_list_gives_its_words_as_msgids(live_server):
    msgids = {m.id for m in template() if m.id}
    games = {g["name"]: g for g in live_server.get("/api/games")["games"]}
    for name in ("friday", "gunrain", "kungfu"):
        game = games[name]
        assert game["how_to_play"], name
        for section in game["how_to_play"]:
            assert {section["heading"], *section["paragraphs"]} <= msgids
        for option in game["options"]:
            assert {option["label"], option["help"], *option["value_labels"].values()} <= msgids
        assert game["blurb"] in msgids and game["texts"]["phases"]
    # keyed as the lobby's select values: the JSON of each value
    draft = next(o for o in games["kungfu"]["options"] if o["name"] == "draft")
    assert draft["value_labels"] == {"false": "Deal the hands", "true": "Draft the hands"}
    h07 = games["friday"]["texts"]["cards"]["H07"]
    assert {"card_name", "hazard_name", "kind_name"} <= set(h07) and set(h07.values()) <= msgids
    lines = games["kungfu"]["texts"]["cards"]["K01"]["ability_text"]
    assert lines and all(msgid in msgids for msgid, _values in lines)


def test_every_word_a_page_asks_for_is_translated():
    """A word a page passes to t() is a msgid (pybabel extracts only Python: common.PAGES
    holds the pages' words) with a translation in ja and zh."""
    msgids = {m.id for m in template() if m.id}
    used = page_msgids()
    assert len(used) > 150  # the scan finds the pages' words (the boards' own are their texts)
    missing = {m: sorted(p.name for p in paths) for m, paths in used.items() if m not in msgids}
    assert not missing, f"add these to tabletop.i18n.common.PAGES: {missing}"
    for locale in ("ja", "zh"):
        table = catalog_json(locale)
        assert not [m for m in used if m not in table], locale


# ---------------------------------------------------------------- pages in a browser


@pytest.fixture(scope="module")
def rooms(live_server):
    """A room of each game with a seat for this test (the page shows moves to choose), and a
    finished bot game for the replay viewer."""
    bot = {"kind": "bot", "bot": "heuristic"}
    human = {"kind": "human"}
    made = {}
    for game, seats, options in (
        ("friday", [human], {}),
        ("gunrain", [human, bot], {}),
        ("kungfu", [human, bot, {"kind": "bot", "bot": "random"}], {"players": 3}),
    ):
        room = live_server.create(game, seats, options=options, seed=5)["room"]
        seat = live_server.post(f"/api/rooms/{room}/join", {"name": PLAYER, "seat": 0})
        made[game] = {"room": room, "token": seat["token"]}
    finished = {
        "friday": live_server.create("friday", [bot], seed=3)["room"],
        "gunrain": live_server.create("gunrain", [bot, bot], options={"max_turns": 3}, seed=3)[
            "room"
        ],
        "kungfu": live_server.create("kungfu", [bot, bot], seed=3)["room"],
    }
    deadline = time.monotonic() + 3 * WAIT_MS / 1000
    for game, room in finished.items():  # the bots play them out in the server
        while not live_server.get(f"/api/rooms/{room}")["over"]:
            assert time.monotonic() < deadline, f"the bots did not finish {game}"
            time.sleep(0.1)
        steps = len(live_server.get(f"/api/rooms/{room}/record")["actions"])
        made[f"replay-{game}"] = {"room": room, "steps": steps}
    return made


def _context(browser, *, lang=None, locale=None, viewport=DESKTOP, seats=(), touch=False):
    """A browser context (one person): a remembered language, the seats it holds."""
    context = browser.new_context(
        viewport=viewport, locale=locale, has_touch=touch, is_mobile=touch
    )
    context.set_default_timeout(WAIT_MS)
    stored = {f"tabletop.room.{r['room']}": {"token": r["token"], "seat": 0} for r in seats}
    if lang:
        stored["tabletop.lang"] = lang
    script = "".join(
        f"localStorage.setItem({json.dumps(key)}, {json.dumps(_text(value))});"
        for key, value in stored.items()
    )
    if script:
        context.add_init_script(script)
    return context


def _text(value: object) -> str:
    return value if isinstance(value, str) else json.dumps(value)


def _open_room(page, url):
    page.goto(url)
    wait_state(page)
    open_sheet(page)  # a phone's sheet starts folded: open, so its words are checked too
    expect(page.locator("#moves button.action").first).to_be_visible()


_COLLECT = """([skip, skipTitles]) => {
  const switcher = document.querySelector('.lang-switch');
  if (switcher) switcher.hidden = true;  // each language's own name, on purpose
  const hidden = [];
  for (const selector of skip) for (const node of document.querySelectorAll(selector)) {
    hidden.push([node, node.hidden]);
    node.hidden = true;
  }
  const texts = [document.title, document.body.innerText];
  for (const node of document.querySelectorAll('[title], [aria-label], [placeholder]')) {
    if (node.closest('.lang-switch')) continue;
    if (node.title && !skipTitles.some((s) => node.matches(s))) texts.push(node.title);
    for (const name of ['aria-label', 'placeholder']) {
      if (node.hasAttribute(name)) texts.push(node.getAttribute(name));
    }
  }
  for (const [node, was] of hidden) node.hidden = was;
  if (switcher) switcher.hidden = false;
  return texts.join('\\n');
}"""


def _english_left(text: str, allowed: set[str]) -> set[str]:
    """Words of ASCII letters outside ⟦…⟧ (brackets nest: a name inside a sentence)."""
    previous = None
    while previous != text:
        previous, text = text, re.sub(r"⟦[^⟦⟧]*⟧", " ", text)
    words = set()
    for token in re.findall(r"[A-Za-z0-9_]+", text):
        if re.search(r"\d", token):  # card ids, coordinates, notation: H07, 10S, P0, K02
            continue
        if re.fullmatch(r"[AJQK][SCDH]?", token):  # Gun Rain's board cards: QS, and a rank
            continue
        if token not in NOT_WORDS and token not in allowed:
            words.add(token)
    return words


def _check_qps(page, where: str, allowed: set[str]) -> None:
    skip = [*SERVER_TRANSLATED, *NOTATION, *TYPED]
    text = page.evaluate(_COLLECT, [skip, list(SERVER_TRANSLATED_TITLES)])
    left = _english_left(text, allowed)
    assert not left, f"{where}: English outside t(): {sorted(left)}"


def test_no_english_is_left_in_the_pseudo_locale(browser, live_server, rooms):
    context = _context(
        browser, lang="qps", seats=[rooms[g] for g in ("friday", "gunrain", "kungfu")]
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    # Room ids are random letters: not words.
    ids = {rooms[g]["room"] for g in rooms} | {PLAYER}
    allowed = {part for i in ids for part in re.findall(r"[A-Za-z]+", i)}
    try:
        page.goto(live_server.url + "/")
        expect(page.locator("#game-select option[value=kungfu]")).to_have_count(1)
        expect(page.locator("html")).to_have_attribute("lang", "en-XA")
        for game in ("friday", "gunrain", "kungfu"):
            page.select_option("#game-select", game)
            expect(page.locator("#seats .seat-row").first).to_be_visible()
            page.locator("#how-to-play-button").click()
            expect(page.locator("#how-to-play .how-section").first).to_be_visible()
            _check_qps(page, f"lobby, How to play {game}", allowed)
            page.locator("#how-to-play-close").click()
        expect(page.locator("#rooms .room-list")).to_be_visible()
        _check_qps(page, "lobby", allowed)
        for game in ("friday", "gunrain", "kungfu"):
            _open_room(page, f"{live_server.url}/room/{rooms[game]['room']}")
            _check_qps(page, f"{game} page", allowed)
            page.locator("#how-to-play-button").click()
            expect(page.locator("#how-to-play .illustration .card").first).to_be_visible()
            _check_qps(page, f"{game} page, How to play", allowed)
        for game in ("friday", "gunrain", "kungfu"):  # the middle of a game, and its end
            replay = rooms[f"replay-{game}"]
            page.goto(f"{live_server.url}/replay/{replay['room']}?step={replay['steps'] // 2}")
            expect(page.locator(f"#board .{game}")).to_be_visible()
            _check_qps(page, f"replay viewer, {game}", allowed)
            page.keyboard.press("End")
            expect(page.locator("#end-screen")).to_be_visible()
            _check_qps(page, f"replay viewer, the end of {game}", allowed)
        page.goto(f"{live_server.url}/room/nosuchroom")
        expect(page.locator("h2")).to_contain_text("⟦")
        _check_qps(page, "missing page", allowed)
        assert not errors, errors
    finally:
        context.close()


_OVERFLOW = """() => {
  const over = [];
  for (const node of document.querySelectorAll('body *')) {
    const style = getComputedStyle(node);
    if (['inline', 'none'].includes(style.display) || !node.getClientRects().length) continue;
    if (['auto', 'scroll'].includes(style.overflowX)) continue;  // scrolls on purpose
    if (['SELECT', 'INPUT', 'TEXTAREA'].includes(node.tagName)) continue;
    const hasText = [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
    if (hasText && node.scrollWidth > node.clientWidth + 2) {
      const name = [node.tagName.toLowerCase(), ...node.classList].join('.');
      over.push(`${name}: ${node.textContent.trim().slice(0, 40)}`);
    }
  }
  return {over, width: document.documentElement.scrollWidth, screen: innerWidth};
}"""


def _assert_fits(page, where: str) -> None:
    found = page.evaluate(_OVERFLOW)
    assert found["width"] <= found["screen"], f"{where}: wider than the screen, {found}"
    assert not found["over"], f"{where}: text overflows {found['over']}"


@pytest.mark.parametrize("locale", ["ja", "zh"])
def test_japanese_and_chinese_pages_fit_desktop_and_phone(browser, live_server, rooms, locale):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    games = ("friday", "gunrain", "kungfu")
    for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        context = _context(browser, lang=locale, viewport=viewport, seats=[rooms[g] for g in games])
        page = context.new_page()
        try:
            pages = [("lobby", "/")] + [(g, f"/room/{rooms[g]['room']}") for g in games]
            for name, path in pages:
                if name == "lobby":
                    page.goto(live_server.url + path)
                    expect(page.locator("#rooms .room-list")).to_be_visible()
                else:
                    _open_room(page, live_server.url + path)
                expect(page.locator("html")).to_have_attribute("lang", re.compile(f"^{locale}"))
                page.screenshot(
                    path=str(SCREENSHOTS / f"{name}-{locale}-{size}.png"), full_page=True
                )
                _assert_fits(page, f"{name} {locale} {size}")
                if name != "lobby":  # How to play, with the game's own cards drawn
                    page.locator("#how-to-play-button").click()
                    expect(page.locator("#how-to-play .illustration").first).to_be_visible()
                    shot = SCREENSHOTS / f"{name}-how-to-play-{locale}-{size}.png"
                    page.locator("#how-to-play").screenshot(path=str(shot))
                    _assert_fits(page, f"{name} How to play {locale} {size}")
        finally:
            context.close()


_REFUSED_ROOM = """async () => {
  const { api } = await import("/static/js/common.js");
  try {
    await api("/api/rooms", { game: "friday", seats: [{ kind: "human" }, { kind: "human" }] });
    return "";
  } catch (error) {
    return error.message;
  }
}"""


def test_the_switcher_changes_the_language_and_is_remembered(browser, live_server):
    context = _context(browser, locale="ja-JP")
    page = context.new_page()
    try:
        page.goto(live_server.url + "/")
        expect(page.locator("#create-button")).to_have_text("ゲームを作る")  # the browser's
        expect(page.locator("html")).to_have_attribute("lang", "ja")
        expect(page.locator("#lang-select")).to_have_value("ja")
        page.select_option("#lang-select", "zh")
        expect(page.locator("#create-button")).to_have_text("创建游戏")
        expect(page.locator("html")).to_have_attribute("lang", "zh-Hans")
        page.reload()
        expect(page.locator("#create-button")).to_have_text("创建游戏")
        # the server words a refusal in the page's language (api() sends it as Accept-Language)
        refusal = page.evaluate(_REFUSED_ROOM)
        assert "这些选项下的friday只有1个座位" in refusal
        page.select_option("#lang-select", "en")
        expect(page.locator("#create-button")).to_have_text("Create game")
        page.goto(live_server.url + "/room/nosuchroom")
        expect(page.locator("h2")).to_have_text("No such game")
        assert page.evaluate("localStorage.getItem('tabletop.lang')") == "en"
    finally:
        context.close()


def test_a_tap_explains_a_thing_on_a_touch_screen(browser, live_server, rooms):
    """A phone shows no title: a tap on a track of the board shows what it gives, in Japanese."""
    context = _context(browser, lang="ja", viewport=PHONE, seats=[rooms["kungfu"]], touch=True)
    page = context.new_page()
    try:
        _open_room(page, f"{live_server.url}/room/{rooms['kungfu']['room']}")
        track = page.locator('.seat-board[data-seat="1"] .track[data-track="hp"]')
        explanation = track.get_attribute("title")
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", explanation)  # kana or kanji
        track.locator(".track-label").tap()  # the label: the track's own title, not a pip's
        expect(page.locator("#tap-tip")).to_be_visible()
        expect(page.locator("#tap-tip")).to_have_text(explanation)
        page.locator("#turn-info").tap()
        expect(page.locator("#tap-tip")).to_be_hidden()
    finally:
        context.close()
