"""Friday played on the board itself: a whole game in the browser by
clicking only the board's ``[data-move]`` elements (never the move list ``#moves``), at desktop
and phone sizes, until the end screen, with the game log matching the record's; and every
notation form of docs/friday.md's table reachable from the board in some position."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

import tabletop
from tabletop.i18n import translator
from tabletop.present.log import log_entries, render
from tabletop.present.names import display_names
from tabletop.rulesets.friday.describe import describe_move

from . import browser_helpers
from .browser_helpers import WAIT_MS, join

live_server = browser_helpers.live_server
ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
SEED = 8  # level 1: the game below ends in about 30 moves
MAX_MOVES = 120
SHORTENING = ("stop", "pay", "end", "done")  # the moves that end a game soonest

# What the page holds at one decision: the move list's notations, the board's moves (visible
# or not), and whether sort's composer is on the board (its other orders are built by clicks).
DECISION_JS = """() => ({
  legal: [...document.querySelectorAll('#moves button[data-notation]')]
    .map(b => b.dataset.notation),
  board: [...document.querySelectorAll('#board [data-move]')].map(n => n.dataset.move),
  sorting: !!document.querySelector('#board .fr-sort'),
  fighting: document.querySelectorAll('#board .side .card').length,
})"""


def _tally(counts: dict[str, int], decision: dict) -> None:
    """Count one decision's legal moves: on the board, composed by sort's clicks, list only."""
    legal, board = set(decision["legal"]), set(decision["board"])
    assert board <= legal, f"board moves that are not legal: {board - legal}"
    composed = {m for m in legal - board if decision["sorting"] and m.startswith("put")}
    counts["decisions"] += 1
    counts["legal"] += len(legal)
    counts["on_board"] += len(legal & board)
    counts["composed"] += len(composed)
    counts["list_only"] += len(legal - board - composed)


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_a_whole_game_is_played_by_clicking_the_board(browser, live_server, size):
    created = live_server.create("friday", [{"kind": "human"}], options={"level": 1}, seed=SEED)
    room = created["room"]
    context = browser.new_context(viewport=VIEWPORTS[size])
    context.set_default_timeout(WAIT_MS)
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        join(page, live_server.url + created["invites"]["0"], "Mei")
        counts = dict.fromkeys(("decisions", "legal", "on_board", "composed", "list_only"), 0)
        rng = random.Random(SEED)
        made: list[str] = []
        mid_shot = False
        while page.evaluate("() => document.body.dataset.over") != "true":
            assert len(made) < MAX_MOVES, "the game did not end"
            decision = page.evaluate(DECISION_JS)
            if not decision["legal"]:
                page.wait_for_timeout(50)
                continue
            if not made:
                # An illegal click is answered in Friday's words, and plays nothing.
                page.locator("#board [data-card^='P']").first.click()
                expect(page.locator("#messages")).to_contain_text("after the red step")
            if not mid_shot and decision["fighting"] >= 3:
                page.screenshot(path=str(_shot(size, "mid")))
                mid_shot = True
            _tally(counts, decision)
            notation = _choose(decision["board"], rng)
            _click_board(page, notation)
            made.append(notation)
        expect(page.locator("#end-screen")).to_be_visible()
        page.screenshot(path=str(_shot(size, "end")), full_page=True)

        record = live_server.get(f"/api/rooms/{room}/record")
        assert [a[1] for a in record["actions"]] == made  # every move came from the board
        t = translator("en")
        names = display_names([("Mei", None)], t)
        expected = [render(entry, t, names) for entry in log_entries(record, 0)]
        expect(page.locator("#log li")).to_have_count(len(expected))
        assert page.locator("#log li").all_inner_texts() == expected
        assert mid_shot
        assert counts["list_only"] == 0, counts
        _save_counts(size, {**counts, "moves_made_on_board": len(made)})
        assert not errors, errors
    finally:
        context.close()


def _choose(board: list[str], rng: random.Random) -> str:
    """A move among the board's: mostly one that makes the game short (Robinson pays life and
    loses his fights), sometimes any, so the game stays short but varied."""
    if rng.random() >= 0.25:
        for notation in SHORTENING:
            if notation in board:
                return notation
    return rng.choice(sorted(set(board)))


def _click_board(page, notation: str) -> None:
    """Click the board's element playing ``notation`` as a person would (it must be visible and
    not covered, e.g. by the phone's move sheet), and wait for the answer."""
    target = page.locator(f'#board [data-move="{notation}"]:visible').first
    handle = target.element_handle()
    handle.click()
    page.wait_for_function(
        "b => !b.isConnected || document.querySelector('#messages').textContent !== ''",
        arg=handle,
    )
    assert page.locator("#messages .error").count() == 0, page.locator("#messages").inner_text()


def _shot(size: str, moment: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS / f"friday-board-{size}-{moment}.png"


def _save_counts(size: str, counts: dict[str, int]) -> None:
    """The board-vs-list figures of the game, kept beside the screenshots for the record."""
    path = SCREENSHOTS / f"friday-board-{size}-counts.json"
    path.write_text(json.dumps(counts, indent=1) + "\n", "utf-8")


# ---------------------------------------------------------------- every notation form

# Positions from scenarios (docs/friday.md, "Scenarios") and the moves played from them: each
# position on the way is drawn by the renderer with its legal moves.
SCENARIOS = [
    ({}, ""),
    (  # the pirates: choose one, then a fight that cannot be given up
        {"step": "pirates", "hazard_stack": [], "pirates": ["P01", "P02"], "stack": ["R05", "R06"]},
        "fight P01; draw; stop",
    ),
    (  # double, then a lost fight with a "highest card = 0" tie, then removals
        {"hazard_stack": ["H29"], "stack": ["H07", "R02", "H18", "R03", "A01", "R05"]},
        "fight H29; draw; draw; draw; draw; draw; use H18; on R02; end; zero H18; remove R03; done",
    ),
    (  # copy of +2 cards, +2 cards, below the pile and its replacement, exchange x2
        {
            "hazard_stack": ["H29"],
            "stack": ["H09", "H03", "R05", "R06", "R07", "H08", "R08", "H05", "R09", "R10"],
        },
        "fight H29; draw; draw; use H09; copy H03; draw; use H03; done; draw; use H08; on H09; "
        "draw; draw; use H05; on R05; on R06",
    ),
    (  # sort of three cards
        {"hazard_stack": ["H29"], "stack": ["H24", "R01", "R02", "R03", "R04"]},
        "fight H29; draw; use H24",
    ),
    (  # sort of the last card, then the paid part
        {"hazard_stack": ["H29"], "stack": ["H24", "R01"]},
        "fight H29; draw; use H24; put drop R01; stop",
    ),
]

# Draws every position, lists its board moves, and for sort composes every legal order by
# clicking the cards seen (and a discard toggle), reading the confirm's move; also asks
# explain() about a few pieces that play nothing.
HARNESS_JS = """async (positions) => {
  const common = await import('/static/js/common.js');
  const friday = await import('/games/friday/render.js');
  const info = await common.gameInfo('friday');
  const catalog = await common.catalogFor('friday');
  const host = document.createElement('div');
  document.body.append(host);
  const out = [];
  for (const { view, legal } of positions) {
    const ctx = { texts: info.texts, catalog, legal, moving: true, seat: 0, viewer: 0,
                  act: () => {}, redraw: () => draw() };
    const draw = () => host.replaceChildren(friday.render(view, ctx));
    friday.render({ ...view, fight: null }, ctx);  // no sort in progress: a fresh composer
    draw();
    const board = [...host.querySelectorAll('[data-move]')].map(n => n.dataset.move);
    const composed = [];
    for (const { notation } of legal.filter(a => a.notation.startsWith('put'))) {
      friday.render({ ...view, fight: null }, ctx);
      draw();
      const [kept, dropped] = notation.slice(4).split(/ ?drop /);
      const card = (id) => host.querySelector(`[data-sort-card="${id}"]`);
      if (dropped) card(dropped).querySelector('.fr-sort-drop').click();
      for (const id of (kept || '').split(',').filter(Boolean)) {
        card(id).querySelector('.fr-sort-pick').click();
      }
      const confirm = host.querySelector('.fr-sort-confirm');
      if (confirm && confirm.dataset.move === notation) composed.push(notation);
    }
    draw();
    const explained = {};
    for (const node of host.querySelectorAll('[data-card]:not([data-move]), [data-explain]')) {
      explained[node.dataset.card || node.dataset.explain] = friday.explain(node, view, ctx);
    }
    out.push({ board, composed, explained });
  }
  return out;
}"""


def _positions() -> list[dict]:
    """Every position of the scenarios, with its legal moves as the room page gets them."""
    game = tabletop.make("friday", level=1)
    positions = []
    for setup, moves in SCENARIOS:
        state = game.new_game(seed=3, setup=setup or None)
        for move in [*filter(None, moves.split("; ")), None]:
            view = state.view(0)
            legal = [
                {"notation": a.notation, "label": describe_move(view, a.notation)}
                for a in state.legal_actions(0)
            ]
            positions.append({"view": view, "legal": legal})
            if move is not None:
                state.apply(0, move)
    return positions


def _table_forms() -> list[re.Pattern[str]]:
    """The notation forms of docs/friday.md's table: each code of its first column, with card
    ids read as any card of that letter (pirates apart: `fight P07` is its own form)."""
    text = (ROOT / "docs" / "friday.md").read_text("utf-8")
    table = text.split("## Notation", 1)[1].split("## Scenarios", 1)[0]
    forms = []
    for row in table.splitlines():
        cells = row.split("|")
        if len(cells) < 3 or not cells[1].strip().startswith("`"):
            continue
        for code in re.findall(r"`([^`]+)`", cells[1]):
            pattern = re.sub(r"[RHA]\d\d", r"[RHA]\\d\\d", re.escape(code))
            forms.append(re.compile(pattern.replace("P07", r"P\d\d")))
    return forms


def test_every_notation_form_is_reachable_from_the_board(new_page, live_server):
    errors: list[str] = []
    page = new_page(errors)
    page.goto(live_server.url + "/")
    positions = _positions()
    drawn = page.evaluate(HARNESS_JS, positions)
    reachable: set[str] = set()
    for position, result in zip(positions, drawn, strict=True):
        legal = {a["notation"] for a in position["legal"]}
        board, composed = set(result["board"]), set(result["composed"])
        assert board <= legal, board - legal
        assert legal <= board | composed, (position["view"]["phase"], legal - board - composed)
        reachable |= board | composed
    forms = _table_forms()
    assert len(forms) >= 17
    missing = [f.pattern for f in forms if not any(f.fullmatch(m) for m in reachable)]
    assert not missing, missing
    assert {"put R01", "put drop R01"} <= reachable  # sort of a single card, both ways

    # Pieces that play nothing say why, in Friday's words.
    said = [text for result in drawn for text in result["explained"].values() if text]
    assert "This card's ability is used already in this fight." in said
    assert any(s.startswith("Only the free draws are left: 4 more.") for s in said)
    assert "Draw at least one free card before you stop." in said
    assert "Finish the sort first: confirm the order to put the cards back." in said
    assert "A pirate fight cannot be given up: your total must reach 20." in said
    assert "This pirate ship is fought after the current fight." in said
    assert not errors, errors
