"""Friday's board drawn as the game, in a real room page:

- each kind of card, piece and place is drawn as its kind: a hazard card with its free-draw box,
  its green, yellow and red values (the one read now marked, Step -1 included) and its
  knowledge side; fighting cards by kind and strength, aging cards dark; pirate ships with their
  terms and rule; a destroyed card face down; the step cards, the life track and the piles;
- on a 390x844 phone in Japanese and Chinese, at every decision of a whole game and in the
  positions of the scenarios below, no card, control or text overlaps another, leaves the
  screen or overflows its box, the card texts stay readable and the decision comes first (the
  prompt, then the zone holding every move);
- no title, label or text of the board holds notation (card ids only as their corner mark);
- every text of the board has a contrast of at least 4.5:1 against what lies beneath it, and
  every icon is named or marked as decoration.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from playwright.sync_api import expect

import tabletop
from tabletop.i18n import translator
from tabletop.rulesets.friday import texts
from tabletop.rulesets.friday.describe import describe_move
from tabletop.rulesets.friday.game import FridayGame
from wording import CARD_ID, problems

from . import browser_helpers
from .browser_helpers import ARTIFACTS, WAIT_MS, join

live_server = browser_helpers.live_server
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
CATALOG = FridayGame().catalog()

# Positions from scenarios (docs/friday.md, "Scenarios") and the moves that lead there.
SCENARIOS = {
    # two hazards offered at the yellow step
    "offer": ({"step": "yellow", "hazard_stack": ["H25", "H13", "H01"]}, ""),
    # level 4 at red: Step -1 used (the hazard read at yellow), a double, every kind of card
    "fight": (
        {
            "level": 4,
            "step": "red",
            "life": 10,
            "hazard_stack": ["H29", "H01"],
            "stack": ["H10", "R01", "A06", "H18", "R14"],
        },
        "fight H29; draw; use H10; draw; draw; draw; draw; use H18; on R01",
    ),
    # a lost fight: a destroyed card, a doubled one, one counting 0; removals to choose
    "remove": (
        {"hazard_stack": ["H29"], "stack": ["H07", "R02", "H18", "R03", "A01", "R05"]},
        "fight H29; draw; draw; draw; draw; draw; use H07; on R03; use H18; on R02; end; zero H18",
    ),
    # sort: three cards seen, to put back in order
    "sort": (
        {"hazard_stack": ["H29"], "stack": ["H24", "R01", "A09", "H13", "R04"]},
        "fight H29; draw; use H24",
    ),
    # after red: the two pirate ships to choose between, P10 summing the hazard discard
    "pirates": (
        {
            "step": "pirates",
            "hazard_stack": [],
            "pirates": ["P08", "P10"],
            "hazard_discard": ["H01", "H25"],
            "stack": ["R05", "R06", "H29", "A06", "H18", "A02", "H24", "R01"],
        },
        "",
    ),
    "pirate fight": (
        {
            "step": "pirates",
            "hazard_stack": [],
            "pirates": ["P08", "P10"],
            "hazard_discard": ["H01", "H25"],
            "stack": ["R05", "R06", "H29", "A06", "H18", "A02", "H24", "R01"],
        },
        "fight P08; draw; draw; draw",
    ),
}


def _position(name: str) -> dict:
    """A scenario's position: the view and the legal moves, as the room page gets them."""
    setup, moves = SCENARIOS[name]
    state = tabletop.make("friday", level=setup.get("level", 1)).new_game(seed=3, setup=setup)
    for move in filter(None, moves.split("; ")):
        state.apply(0, move)
    view = state.view(0)
    legal = [
        {"notation": a.notation, "label": describe_move(view, a.notation)}
        for a in state.legal_actions(0)
    ]
    return {"view": view, "legal": legal}


def _room_page(browser, live_server, viewport: dict, lang: str, seed: int = 8):
    """A person in a new Friday room, in ``lang``: the page and the move sheet folded on a phone."""
    created = live_server.create("friday", [{"kind": "human"}], options={"level": 1}, seed=seed)
    context = browser.new_context(viewport=viewport)
    context.set_default_timeout(WAIT_MS)
    context.add_init_script(f"localStorage.setItem('tabletop.lang', {json.dumps(lang)})")
    page = context.new_page()
    join(page, live_server.url + created["invites"]["0"], "Mei")
    expect(page.locator("#board .friday")).to_be_visible()
    if viewport["width"] < 900:
        # one line (folded from the start): the board is what is looked at
        expect(page.locator("#moves")).to_be_hidden()
    return context, page


# Draws a position with the page's own renderer into the room's board.
RENDER_JS = """async ({ view, legal }) => {
  const common = await import('/static/js/common.js');
  const friday = await import('/games/friday/render.js');
  const info = await common.gameInfo('friday');
  const catalog = await common.catalogFor('friday');
  const ctx = { texts: info.texts, catalog, legal, moving: true, seat: 0, viewer: 0,
                act: () => {}, redraw: () => {} };
  document.querySelector('#board').replaceChildren(friday.render(view, ctx));
  scrollTo(0, 0);
}"""


def _draw(page, name: str) -> dict:
    position = _position(name)
    page.evaluate(RENDER_JS, position)
    return position


# ---------------------------------------------------------------- each kind drawn as its kind

# What the board draws, read back from its DOM and SVG: every card's parts, the step cards,
# the life track's tokens, the piles, and every icon.
SHAPES_JS = """() => {
  const board = document.querySelector('#board');
  const text = (node, selector) => {
    const found = selector ? node.querySelector(selector) : node;
    return found ? found.textContent.trim() : null;
  };
  const attribute = (node, selector, name) => {
    const found = node.querySelector(selector);
    return found ? found.getAttribute(name) : null;
  };
  const luminance = (colour) => {
    const [r, g, b] = colour.match(/[\\d.]+/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const cards = [...board.querySelectorAll('.fr-card')].map((card) => {
    const disc = card.querySelector(':scope > .fr-card-head .fr-value');
    const side = card.querySelector('.fr-knowledge-side');
    return {
      id: card.dataset.card,
      kind: card.dataset.kind,
      classes: [...card.classList],
      move: card.dataset.move || null,
      zone: card.closest('.fr-zone').classList[1],
      free: text(card, '.fr-free-num'),
      steps: [...card.querySelectorAll('.fr-steps .fr-step')].map((s) => ({
        colour: [...s.classList].find((c) => /^fr-step-/.test(c)),
        value: text(s),
        now: s.classList.contains('is-now'),
      })),
      value: disc ? text(disc, '.fr-value-num') : null,
      note: disc ? text(disc, '.fr-value-note') : null,
      strength: disc ? [...disc.classList].find((c) => c.startsWith('is-')) : null,
      kindLabel: attribute(card, '.fr-kind svg', 'aria-label'),
      name: text(card, ':scope > .card-name') || text(card, '.fr-big-name'),
      ability: text(card, ':scope > .fr-ability .fr-ability-label')
        || text(card, '.fr-pirate-rule .fr-ability-label'),
      abilityIcon: attribute(card, ':scope > .fr-ability use, .fr-pirate-rule use', 'href'),
      knowledge: side ? {
        value: text(side, '.fr-value-num'),
        name: text(side, '.card-name'),
        ability: text(side, '.fr-ability-label'),
        icon: attribute(side, '.fr-ability use', 'href'),
      } : null,
      back: !!card.querySelector('.fr-back'),
      marks: [...card.querySelectorAll('.fr-mark')].map((m) => m.className),
      corner: text(card, ':scope > .card-id'),
      background: luminance(getComputedStyle(card).backgroundColor),
    };
  });
  const icons = [...board.querySelectorAll('svg.icon')].map((svg) => ({
    href: svg.querySelector('use').getAttribute('href'),
    role: svg.getAttribute('role'),
    label: svg.getAttribute('aria-label'),
    hidden: svg.getAttribute('aria-hidden'),
  }));
  const piles = [...board.querySelectorAll('.fr-pile')].map((p) => [
    p.classList[1], { count: text(p, '.fr-pile-count'), depth: p.dataset.depth }]);
  const track = (cls) => board.querySelectorAll(`.fr-life-track circle.${cls}`).length;
  return {
    cards,
    icons,
    stepCards: [...board.querySelectorAll('.fr-step-pile .fr-step-card')]
      .map((c) => c.classList[1]),
    tokens: {
      life: track('fr-token'), stock: track('fr-token-stock'), boxed: track('fr-token-boxed'),
    },
    piles: Object.fromEntries(piles),
    prompt: text(board, '.friday > .friday-prompt'),
  };
}"""


def _sprite_symbols(live_server) -> set[str]:
    import urllib.request

    with urllib.request.urlopen(live_server.url + "/games/friday/icons.svg", timeout=30) as answer:
        return set(re.findall(r'<symbol id="([a-z0-9-]+)"', answer.read().decode()))


def _by_id(shapes: dict, zone: str | None = None) -> dict[str, dict]:
    return {c["id"]: c for c in shapes["cards"] if zone is None or c["zone"] == zone}


def printed(value: int) -> str:
    """A value as the cards print it: negative ones with a true minus sign."""
    return f"\u2212{-value}" if value < 0 else str(value)


def _check_hazard(card: dict, step_now: int) -> None:
    """A hazard card as printed: free draws, the three step values (``step_now`` marked), and
    its knowledge side's value, name and ability."""
    rec = CATALOG[card["id"]]
    t = translator("en")
    assert card["kind"] == "hazard" and "hazard" in card["classes"]
    assert card["free"] == str(rec["free_cards"])
    assert [s["value"] for s in card["steps"]] == [str(v) for v in rec["hazard_values"]]
    colours = [s["colour"] for s in card["steps"]]
    assert colours == ["fr-step-green", "fr-step-yellow", "fr-step-red"]
    assert [s["now"] for s in card["steps"]] == [i == step_now for i in range(3)], card["id"]
    assert card["name"] == t.gettext(texts.hazard_name(card["id"]))
    side = card["knowledge"]
    assert side["value"] == printed(rec["value"])
    assert side["name"] == t.gettext(texts.card_name(card["id"]))
    if rec["ability"]:
        assert side["ability"] == t.gettext(texts.ability_label(card["id"]))
        assert side["icon"].startswith("/games/friday/icons.svg#")
    else:
        assert side["ability"] is None
    assert card["corner"] == card["id"]


def _check_fighting(card: dict, kind: str) -> None:
    """A fighting card: its kind's look and named icon, its value, strength and ability."""
    rec = CATALOG[card["id"]]
    t = translator("en")
    value = rec["value"]
    assert card["kind"] == kind and f"fr-{kind}" in card["classes"]
    assert card["kindLabel"] == t.gettext(
        {"robinson": "Starting card", "knowledge": "Knowledge card", "aging": "Aging card"}[kind]
    )
    assert card["value"] == printed(value)
    strength = "is-strong" if value >= 2 else "is-fair" if value == 1 else "is-weak"
    assert card["strength"] == ("is-negative" if value < 0 else strength), card["id"]
    assert card["name"] == t.gettext(texts.card_name(card["id"]))
    if rec["ability"]:
        assert card["ability"] == t.gettext(texts.ability_label(card["id"]))
        assert card["abilityIcon"].startswith("/games/friday/icons.svg#")
    # Aging cards are dark (bad news); starting and knowledge cards light.
    assert card["background"] < 0.1 if kind == "aging" else card["background"] > 0.6, card


def test_each_card_kind_is_drawn_as_its_kind(browser, live_server):
    context, page = _room_page(browser, live_server, DESKTOP, "en")
    symbols = _sprite_symbols(live_server)
    try:
        # Two hazards offered at yellow: the yellow value is the one read, each card plays its
        # fight.
        _draw(page, "offer")
        shapes = page.evaluate(SHAPES_JS)
        offered = _by_id(shapes, "fr-offer")
        assert set(offered) == {"H25", "H13"}
        for card in offered.values():
            _check_hazard(card, step_now=1)
            assert card["move"] == f"fight {card['id']}"
        assert shapes["prompt"] == "Click the hazard card you fight; the other is discarded."
        assert shapes["stepCards"] == ["fr-step-card-red", "fr-step-card-yellow"]
        assert shapes["tokens"] == {"life": 20, "stock": 2, "boxed": 0}

        # A fight at red with Step -1 used: the hazard is read at yellow. Each kind of
        # fighting card: knowledge (used, doubling), starting (strong and doubled, negative),
        # aging. Level 4: 10 life, 10 in the stock, 2 tokens put away.
        _draw(page, "fight")
        shapes = page.evaluate(SHAPES_JS)
        cards = _by_id(shapes, "fr-fight-zone")
        _check_hazard(cards["H29"], step_now=1)
        for card_id, kind in (
            ("H10", "knowledge"),
            ("H18", "knowledge"),
            ("R01", "robinson"),
            ("R14", "robinson"),
            ("A06", "aging"),
        ):
            _check_fighting(cards[card_id], kind)
        assert "is-doubled" in cards["R01"]["classes"] and cards["R01"]["note"] == "\u00d72"
        assert any("mark-used" in m for m in cards["H10"]["marks"])
        assert shapes["stepCards"] == ["fr-step-card-red"]
        assert shapes["tokens"] == {"life": 10, "stock": 10, "boxed": 2}

        # A lost fight: the destroyed card lies face down, the zeroed one is marked; every card
        # that may be removed plays its removal.
        _draw(page, "remove")
        cards = _by_id(page.evaluate(SHAPES_JS), "fr-fight-zone")
        assert cards["R03"]["back"] and cards["R03"]["value"] is None
        assert "is-zeroed" in cards["H18"]["classes"] and cards["H18"]["note"] == "\u21920"
        assert {c for c, card in cards.items() if card["move"]} == {"H07", "R02", "H18", "A01"}
        _check_fighting(cards["A01"], "aging")

        # The pirate ships to choose: their free draws, hazard value (P10's from the hazard
        # discard: 1 + 4 free, 3 + 11 at red) and rule; no step card is left.
        position = _draw(page, "pirates")
        shapes = page.evaluate(SHAPES_JS)
        ships = _by_id(shapes, "fr-pirates")
        t = translator("en")
        for pirate in position["view"]["pirates"]:
            ship = ships[pirate["id"]]
            assert ship["kind"] == "pirate" and ship["move"] == f"fight {pirate['id']}"
            assert (ship["free"], [s["value"] for s in ship["steps"]]) == (
                str(pirate["free_cards"]),
                [str(pirate["value"])],
            )
            assert ship["ability"] == t.gettext(texts.ability_label(pirate["id"]))
        assert (ships["P10"]["free"], ships["P10"]["steps"][0]["value"]) == ("5", "14")
        assert shapes["stepCards"] == ["fr-step-card-pirates"]
        assert shapes["piles"]["fr-pile-hazard-discard"]["count"] == "Cards: 2"
        assert shapes["piles"]["fr-pile-stack-robinson"]["count"] == "Cards: 8"

        # Every icon is in the sprite, and is either named or decoration beside words.
        for name in ("offer", "fight", "remove", "sort", "pirates", "pirate fight"):
            _draw(page, name)
            for drawn in page.evaluate(SHAPES_JS)["icons"]:
                assert drawn["href"].split("#")[1] in symbols, drawn
                named = drawn["role"] == "img" and drawn["label"]
                assert named or drawn["hidden"] == "true", drawn
    finally:
        context.close()


# ---------------------------------------------------------------- a phone in ja and zh

# What is wrong with the board's layout now: pieces (cards, controls, piles, icons and every
# element holding text) that overlap another (neither holding the other), leave the screen or
# overflow their box; card texts too small to read; moves outside the zone after the prompt.
LAYOUT_JS = """() => {
  const board = document.querySelector('#board');
  const friday = board.querySelector('.friday');
  const width = document.documentElement.clientWidth;
  const name = (n) => [n.tagName.toLowerCase(), ...n.classList].join('.')
    + ` "${n.textContent.trim().slice(0, 24)}"`;
  const ownText = (n) => [...n.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
  const PIECES = '.fr-card, button, .fr-control, .fr-stack, .fr-pile, .fr-chip, svg.icon';
  const pieces = [...board.querySelectorAll('*')].filter((n) => {
    const r = n.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || n.closest('.fr-step-pile')) return false;
    if (n.closest('details:not([open]) > :not(summary)')) return false;  // folded away
    return ownText(n) || n.matches(PIECES);
  });
  const rects = pieces.map((n) => n.getBoundingClientRect());
  const problems = [];
  for (let i = 0; i < pieces.length; i++) {
    const a = rects[i];
    if (a.left < -1 || a.right > width + 1) problems.push(`off screen: ${name(pieces[i])}`);
    for (let j = i + 1; j < pieces.length; j++) {
      if (pieces[i].contains(pieces[j]) || pieces[j].contains(pieces[i])) continue;
      const b = rects[j];
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) problems.push(`overlap: ${name(pieces[i])} / ${name(pieces[j])}`);
    }
    const style = getComputedStyle(pieces[i]);
    const boxed = style.display !== 'inline' && style.overflowX === 'visible';
    if (ownText(pieces[i]) && boxed && pieces[i].scrollWidth > pieces[i].clientWidth + 2) {
      problems.push(`overflows: ${name(pieces[i])}`);
    }
  }
  const READ = '.card-name, .fr-ability-label, .fr-free-num, .fr-step, .fr-value-num, '
    + '.fr-control, .friday-prompt';
  for (const n of board.querySelectorAll(READ)) {
    if (parseFloat(getComputedStyle(n).fontSize) < 10.5) problems.push(`too small: ${name(n)}`);
  }
  const wide = document.documentElement.scrollWidth;
  if (wide > width) problems.push(`page ${wide} px wide`);
  const moves = [...board.querySelectorAll('[data-move]')];
  if (moves.length) {
    const [prompt, decision] = friday.children;
    if (!prompt.matches('.friday-prompt')) problems.push('the prompt is not the first line');
    const outside = moves.filter((n) => !decision.contains(n));
    if (outside.length) problems.push(`moves outside the decision: ${outside.map(name)}`);
    const below = decision.getBoundingClientRect().top - board.getBoundingClientRect().top;
    if (below > 200) problems.push(`the decision starts ${below} px down`);
  }
  return { problems, pieces: pieces.length };
}"""


def _artifact(name: str):
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS / f"{re.sub(r'[^a-z0-9]+', '-', name)}.png"


SHORTENING = ("stop", "pay", "end", "done")  # the moves that end a game soonest


def _check_layout(page, where: str) -> None:
    # A card that moved glides to its place for a moment (common.js markChanges): look after.
    page.wait_for_function("() => !document.getAnimations().some(a => a.playState === 'running')")
    found = page.evaluate(LAYOUT_JS)
    assert found["pieces"] > 20, where
    if found["problems"]:  # the page as it was, to look at
        page.screenshot(path=str(_artifact(f"friday-look {where}")), full_page=True)
    assert not found["problems"], f"{where}: {found['problems'][:8]}"


@pytest.mark.parametrize("locale", ["ja", "zh"])
def test_on_a_phone_nothing_overlaps_or_leaves_the_screen(browser, live_server, locale):
    context, page = _room_page(browser, live_server, PHONE, locale)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        # A whole game played by clicking the board, checked at every decision.
        rng = random.Random(8)
        made = 0
        while page.evaluate("() => document.body.dataset.over") != "true":
            assert made < 120, "the game did not end"
            board = page.locator("#board [data-move]:visible").evaluate_all(
                "nodes => nodes.map(n => n.dataset.move)"
            )
            if not board or page.evaluate("() => document.body.dataset.pending === 'true'"):
                page.wait_for_timeout(50)
                continue
            page.evaluate("scrollTo(0, 0)")
            _check_layout(page, f"{locale} move {made}")
            shortening = [m for m in SHORTENING if m in board]
            move = shortening[0] if shortening and rng.random() < 0.75 else rng.choice(board)
            target = page.locator(f'#board [data-move="{move}"]:visible').first.element_handle()
            target.click()
            page.wait_for_function("b => !b.isConnected", arg=target)
            made += 1
        expect(page.locator("#end-screen")).to_be_visible()
        _check_layout(page, f"{locale} the end")
        # The positions a short game rarely reaches: sort, removals, the pirates.
        for name in SCENARIOS:
            _draw(page, name)
            _check_layout(page, f"{locale} {name}")
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize(
    ("locale", "aside"),
    [("ja", "\uff081枚につき-5点\uff09"), ("zh", "\uff08每张-5分\uff09")],  # full-width brackets
)
def test_the_aging_piles_caption_keeps_its_aside_whole_on_a_phone(
    browser, live_server, locale, aside
):
    """J46, Z28: the caption broke inside its bracket (1枚に / つき-5点, 每 / 张-5分): the
    bracketed aside now stays on one line, the line breaking before it if it must."""
    context, page = _room_page(browser, live_server, PHONE, locale)
    try:
        found = page.evaluate(
            """() => [...document.querySelectorAll('#board .fr-pile-aging .fr-aside')].map(
                (n) => ({ text: n.textContent, lines: n.getClientRects().length,
                          inside: n.getBoundingClientRect().right
                                  <= n.closest('.fr-pile').getBoundingClientRect().right + 1 }))"""
        )
        assert found == [{"text": aside, "lines": 1, "inside": True}]
    finally:
        context.close()


# ---------------------------------------------------------------- words, not notation

# Every title and accessible name on the board, and its text without the cards' corner marks.
WORDS_JS = """() => {
  const board = document.querySelector('#board');
  const said = [];
  for (const node of board.querySelectorAll('[title], [aria-label]')) {
    if (node.title) said.push(node.title);
    if (node.getAttribute('aria-label')) said.push(node.getAttribute('aria-label'));
  }
  const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    if (text && !node.parentElement.closest('.card-id')) said.push(text);
  }
  return said;
}"""


@pytest.mark.parametrize("locale", ["en", "ja", "zh"])
def test_no_title_or_label_on_the_board_holds_notation(browser, live_server, locale):
    context, page = _room_page(browser, live_server, DESKTOP, locale)
    try:
        positions = {"the room": None} | {name: name for name in SCENARIOS}
        for where, name in positions.items():
            legal = [a["notation"] for a in _draw(page, name)["legal"]] if name else []
            for text in page.evaluate(WORDS_JS):
                if locale == "en":
                    # English may say "Copy 1" or "up to 2" (the printed ability labels):
                    # only card ids and the moves' own notation are notation here.
                    moves = [m for m in legal if text == m or (" " in m and m in text)]
                    found = CARD_ID.findall(text) + moves
                else:
                    found = problems(text, locale, notation=legal)
                assert not found, f"{locale}, {where}: {text!r}: {found}"
    finally:
        context.close()


# ---------------------------------------------------------------- contrast and names

# Each text's contrast against the solid colours beneath it (WCAG's relative luminance).
CONTRAST_JS = """() => {
  const rgba = (s) => {
    const v = s.match(/[\\d.]+/g).map(Number);
    return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1];
  };
  const lum = (colour) => colour.slice(0, 3).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const over = (top, below) => [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3]))
    .concat(1);
  const beneath = (node) => {
    const layers = [];
    for (let at = node; at; at = at.parentElement) {
      layers.push(rgba(getComputedStyle(at).backgroundColor));
    }
    return layers.reverse().reduce((colour, layer) => over(layer, colour), [255, 255, 255, 1]);
  };
  const low = [];
  for (const node of document.querySelectorAll('#board *')) {
    if (![...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim())) continue;
    if (!node.getClientRects().length) continue;
    const back = beneath(node);
    const ink = over(rgba(getComputedStyle(node).color), back);
    const [a, b] = [lum(ink), lum(back)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    const what = `${node.className || node.tagName} "${node.textContent.trim().slice(0, 20)}"`;
    if (ratio < 4.5) low.push(`${what}: ${ratio.toFixed(2)}`);
  }
  return low;
}"""


def test_the_boards_text_keeps_its_contrast(browser, live_server):
    context, page = _room_page(browser, live_server, DESKTOP, "ja")
    try:
        assert not page.evaluate(CONTRAST_JS), "the room at its start"
        for name in SCENARIOS:
            _draw(page, name)
            low = page.evaluate(CONTRAST_JS)
            assert not low, f"{name}: {low}"
        # Every control on the board has a name.
        unnamed = page.locator("#board button, #board [data-move]").evaluate_all(
            "nodes => nodes.filter(n => !(n.textContent.trim() || n.getAttribute('aria-label')))"
            ".map(n => n.className)"
        )
        assert not unnamed, unnamed
    finally:
        context.close()
