"""Words first in the terminal: each menu line, hint row and replay caption is the move in words
(its notation a dim mark after them, stripped here), checked with ``tests/wording.py`` for each
game in English, Japanese, Chinese and the pseudo-locale; the prompt is words; ``help`` gives
the game's own notation example; a refusal lists the legal moves in words.

Labels are the games' own words (their describe modules): a failure naming a card id inside a
label is the game's to fix, one in the layout around it (the prompt, the menu's order, the
caption's frame) is the terminal's."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console
from rich.text import Text

import tabletop
from tabletop import bots
from tabletop.bots.ismcts import ISMCTSBot
from tabletop.cli import play, replay
from tabletop.i18n import translator
from tabletop.i18n.common import ERRORS
from tabletop.present import moves_in_words, words_for
from tabletop.present.names import display_names
from wording import problems

LANGS = ("en", "ja", "zh", "qps")
GAMES = {  # name: options, seats (the person first)
    "friday": ({}, ["human"]),
    "gunrain": ({"max_turns": 2}, ["human", "bot:random"]),
    "kungfu": ({"players": 3}, ["human", "bot:random", "bot:random"]),
}
SEED = 6
# ASCII words the rulebooks write themselves: Kung Fu's dice conditions (x, x, x: three equal
# dice; x, y, z: any three), Gun Rain's HP.
RULEBOOK_WORDS = {"friday": set(), "gunrain": {"HP"}, "kungfu": {"x", "y", "z"}}


class Reader(Console):
    """A terminal wide enough that no line wraps, played by ``answer(state, prompt)``; it keeps
    what was printed since the last prompt (the screen the prompt closes)."""

    def __init__(self, state, answer) -> None:
        super().__init__(file=io.StringIO(), width=2000, color_system=None)
        self.state, self.answer = state, answer
        self.prompts: list[str] = []
        self.screens: list[str] = []
        self._read = 0

    def input(self, prompt: str = "", **_) -> str:
        text = self.file.getvalue()
        self.screens.append(text[self._read :])
        self.print(prompt, end="")
        self._read = len(self.file.getvalue())
        self.prompts.append(prompt)
        return self.answer(self.state, prompt)


def _seats(name: str) -> list[play.Seat]:
    return play.parse_seats(",".join(GAMES[name][1]), len(GAMES[name][1]))


def _new(name: str):
    options, _ = GAMES[name]
    return tabletop.make(name, **options).new_game(SEED)


def _names(name: str, t) -> list[str]:
    return display_names([(None, seat.bot) for seat in _seats(name)], t)


def _menu_rows(screen: str, legal: list[str]) -> list[str]:
    """The menu's rows, one a line at the end of the screen, numbered from 1: each row's words
    with the number and the notation mark stripped (checked to be where they belong)."""
    rows = [line for line in screen.splitlines() if line.strip()][-len(legal) :]
    words = []
    for number, (row, notation) in enumerate(zip(rows, legal, strict=True), start=1):
        row = row.strip()
        assert row.startswith(f"{number}  ") and row.endswith(f"  {notation}"), (row, notation)
        words.append(row[len(f"{number}  ") : -len(notation)].strip())
    return words


def _play_through(name: str, lang: str) -> tuple[object, list[tuple[str, list[str]]]]:
    """A whole game in the terminal, moves picked at random by their menu number: the final
    state and, for each screen with a menu, the menu's words and the legal notations."""
    t = translator(lang)
    state = _new(name)
    rng = random.Random(f"{name}{lang}")
    menus: list[tuple[list[str], list[str]]] = []

    def answer(state, prompt: str) -> str:
        if prompt != t.gettext(play.PROMPT) + " ":
            return ""  # the game is over: leave
        legal = [a.notation for a in state.legal_actions(state.to_move[0])]
        menus.append((_menu_rows(console.screens[-1], legal), legal))
        return str(rng.randint(1, len(legal)))

    console = Reader(state, answer)
    assert play.run(state, console, _seats(name), t=t) == 0
    assert state.is_over
    return state, menus


def _fails(name: str, texts: list[tuple[str, list[str]]], lang: str) -> list[str]:
    """Each text that is not words, with why (the notation it must not hold beside it)."""
    found = []
    for text, notation in texts:
        for problem in problems(text, lang, notation=notation, allowed=RULEBOOK_WORDS[name]):
            found.append(f"{text!r}: {problem}")
    return sorted(set(found))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(GAMES))
def test_every_menu_line_and_replay_caption_is_words(name, lang):
    state, menus = _play_through(name, lang)
    assert menus
    lines = [(words, legal) for rows, legal in menus for words in rows]
    assert all(words for words, _ in lines), "every move has words"
    t = translator(lang)
    states, moves = replay.positions_of(state)
    names = _names(name, t)
    captions = []
    for at in range(1, len(moves) + 1):
        caption = replay.caption(states, moves, at, t, names).plain
        notation = moves[at - 1][1]
        assert caption.endswith(f"  {notation}"), caption  # the mark after the words
        captions.append((caption.removesuffix(f"  {notation}"), [notation]))
    found = [f"menu {f}" for f in _fails(name, lines, lang)]
    found += [f"replay caption {f}" for f in _fails(name, captions, lang)]
    assert not found, found[:30]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(GAMES))
def test_every_hint_row_is_words(name, lang, monkeypatch):
    """The hint's first column: the move's words, its notation dim after them (a short real
    search stands in for the advisor's long one: the rows are what is checked)."""
    monkeypatch.setattr(bots, "advisor", lambda state, seed: ISMCTSBot(seed, iterations=40))
    t = translator(lang)
    state = _new(name)
    player = state.to_move[0]
    legal = [a.notation for a in state.legal_actions(player)]
    table = play._hint(state, player, t, _names(name, t))
    rows = []
    for cell in table.columns[0]._cells:
        assert isinstance(cell, Text)
        notation = next(n for n in legal if cell.plain.endswith(f"  {n}"))
        dim = [span for span in cell.spans if span.style == "dim"]
        assert [cell.plain[s.start : s.end].strip() for s in dim] == [notation]
        rows.append((cell.plain.removesuffix(f"  {notation}"), legal))
    assert rows
    assert not _fails(name, rows, lang), _fails(name, rows, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_prompt_is_words(lang):
    t = translator(lang)
    state = _new("gunrain")
    console = Reader(state, lambda state, prompt: "quit")
    play.run(state, console, _seats("gunrain"), t=t)
    assert console.prompts == [t.gettext(play.PROMPT) + " "]  # the answer a space after it
    assert "move>" not in console.file.getvalue()
    assert not problems(console.prompts[0], lang)
    if lang in ("ja", "zh"):  # the language's own words, ending in a full-width colon
        assert console.prompts[0] != play.PROMPT and console.prompts[0].endswith("\uff1a ")


@pytest.mark.parametrize("name", list(GAMES))
def test_help_gives_the_games_own_notation_example(name):
    """Gun Rain's and Kung Fu's help used to give Friday's ``use H07``: the example is the
    game's NOTATION_EXAMPLE (its describe module's), else the first legal move's notation."""
    state = _new(name)
    console = Reader(state, lambda state, prompt: "help" if len(console.prompts) == 1 else "quit")
    play.run(state, console, _seats(name))
    commands = console.file.getvalue().split("Commands:")[1].split("\n\n")[0]
    words = words_for(state.game.descriptor)
    example = getattr(words, "NOTATION_EXAMPLE", None)
    example = example or state.legal_actions(state.to_move[0])[0].notation
    assert f"\n  {example} " in commands
    if name != "friday":
        assert "H07" not in commands


@pytest.mark.parametrize("lang", ["ja", "zh", "en"])
def test_a_long_help_line_goes_on_under_its_description(lang):
    """Z62, J67: save's description wrapped to column 0 (a line starting with its bracket)."""
    console = Console(file=io.StringIO(), width=70, color_system=None)
    console.print(play.commands_help(translator(lang), "fight H07"))
    _heading, *lines = console.file.getvalue().rstrip("\n").split("\n")
    assert len(lines) > len(play.COMMAND_LINES) + 2  # something did wrap
    for line in lines:
        assert line.startswith("  "), line
        if not line.startswith("   "):  # a command's first line: the command, then words
            assert line.split()[0] in {"3", "fight", *(c.split()[0] for c, _ in play.COMMAND_LINES)}
        else:
            assert line.startswith(" " * 17) and line[17] != " ", line


@pytest.mark.parametrize("lang", LANGS)
def test_a_refusal_lists_the_legal_moves_in_words(lang):
    t = translator(lang)
    state = _new("friday")
    console = Reader(state, lambda state, prompt: "zzz" if len(console.prompts) == 1 else "quit")
    play.run(state, console, _seats("friday"), t=t)
    refusal = console.screens[1].strip()
    legal = [a.notation for a in state.legal_actions(0)]
    labels = [words_for(state.game.descriptor).describe_move(state.view(0), n, t) for n in legal]
    moves = moves_in_words(labels, t)
    assert refusal == t.format(ERRORS["move_refused"], move="zzz", moves=moves)
    assert not problems(refusal, lang, notation=legal, allowed={"zzz"})  # Friday's labels
