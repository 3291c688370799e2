# ruff: noqa: RUF001  (the Japanese and Chinese texts' punctuation is full width)
"""Helpers of Gun Rain's browser tests: engine positions drawn by the real renderer in a real
room page, and what a person reads on the board, checked for notation (tests/wording.py)."""

from __future__ import annotations

import re

import tabletop
from wording import problems

BOARD_SOUTH = ["AH", "2S", "3D", "QD", "JS", "QC", "KH", "JD", "AC", "2C", "3C", "KC"]
BOARD_NORTH = ["AS", "2H", "3H", "QS", "JH", "QH", "KS", "KD", "AD", "2D", "3S", "JC"]

# Seat names as the server words them for a page in each language.
SEATS = {
    "en": [{"display": "Ann"}, {"display": "Bot 2 (Easy)"}],
    "ja": [{"display": "Ann"}, {"display": "ボット2（かんたん）"}],
    "zh": [{"display": "Ann"}, {"display": "机器人2（简单）"}],
}
# ASCII words a Japanese or Chinese board may show: typed names, the rulebook's own HP, and the
# ranks printed on playing cards (Q♠ reads Q♠ in every language).
ALLOWED = {"Ann", "Alice", "Bob", "Bot", "Easy", "HP", "A", "J", "Q", "K"}


def position(start: int, hands: list[list[str]], steps=(), **more):
    """Player 0 south on ``start`` (a ♣ on 6, a ♥ on 1), player 1 north on its 7, the game's
    own moves applied."""
    setup = {
        "board": {"south": BOARD_SOUTH, "north": BOARD_NORTH},
        "sides": ["south", "north"],
        "turn_player": 0,
        "positions": [start, 7],
        "hands": hands,
        **more,
    }
    state = tabletop.make("gunrain").new_game(seed=1, setup=setup)
    for player, notation in steps:
        state.apply(player, notation)
    return state


# The real renderer drawing an engine position into a watched room's page: the moves a seat
# would have there come from the engine, so the pieces can be checked without playing to them.
DRAW = """async ([view, legal, seats]) => {
  const renderer = await import('/games/gunrain/render.js');
  const games = await (await fetch('/api/games')).json();
  const texts = games.games.find((game) => game.name === 'gunrain').texts;
  const ctx = { texts, seats, seat: 0, viewer: 0, legal, moving: legal.length > 0, act: () => {} };
  ctx.redraw = () => document.querySelector('#board').replaceChildren(renderer.render(view, ctx));
  window.explainGunRain = (selector) =>
    renderer.explain(document.querySelector(selector), view, ctx);
  ctx.redraw();
}"""


def draw(page, state, locale: str = "en") -> set[str]:
    """Draw ``state`` for seat 0; its legal moves' notations."""
    legal = [{"notation": str(action), "label": ""} for action in state.legal_actions(0)]
    page.evaluate(DRAW, [state.view(0), legal, SEATS[locale]])
    return {action["notation"] for action in legal}


# Everything a person reads on the board: its text, and each title and label, line by line.
READ = """() => {
  const board = document.querySelector('#board');
  const texts = board.innerText.split('\\n');
  for (const node of board.querySelectorAll('[title], [aria-label]')) {
    const title = node.getAttribute('title') || '';
    texts.push(...title.split('\\n'), node.getAttribute('aria-label') || '');
  }
  return texts.map((text) => text.trim()).filter(Boolean);
}"""


# tests/wording.py reads a notation verb before a number as notation ("keep 7", "at 6"); before a
# card's suit or a word it is words: "Keep 7♠ for the next turn", "at 0 after the attacks".
VERB_NUMBER = re.compile(r"notation token '([A-Za-z]+\s+\d+)'")


def _in_words(line: str, phrase: str) -> bool:
    """Whether every ``phrase`` in ``line`` goes on as words: a suit, or a word after it."""
    after = [line[m.end() :] for m in re.finditer(re.escape(phrase), line, re.IGNORECASE)]
    return bool(after) and all(re.match(r"[♠♣♦♥]| [^\W\d_]", rest) for rest in after)


def not_words(page, locale: str, legal) -> list[str]:
    """Each line of the board that is not words for a person (notation, a 0-based seat mark
    such as P0, English in ja or zh), with why."""
    found = []
    for line in page.evaluate(READ):
        why = problems(line, locale, notation=legal, allowed=ALLOWED)
        why = [w for w in why if not ((m := VERB_NUMBER.fullmatch(w)) and _in_words(line, m[1]))]
        if re.search(r"\bP\d\b", line):
            why.append("a 0-based seat mark")
        if why:
            found.append(f"{line!r}: {'; '.join(why)}")
    return found
