"""The terminal game loop for any game: screen, numbered menu, input, undo and save.

It knows only the engine contract; what a position looks like comes from the game's
screen module (:mod:`tabletop.cli.screens`), so a new game plugs in with one renderer.
"""

from __future__ import annotations

import os

from rich.console import Console
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from tabletop.engine import Error, IllegalAction, State, save

from .screens import screen_for, viewer

PROMPT = "move> "
OVER_PROMPT = "game over> "
COMMANDS_HELP = """\
Commands:
  3              play move 3 of the menu
  use H07        play a move by its notation (case-insensitive)
  undo           take back the last move, if nothing hidden was revealed since
  save FILE      write the game so far to FILE (see it again: tabletop replay FILE)
  help           this text
  quit           leave the game"""


class Session:
    """The game in progress plus the earlier positions undo may return to."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.past: list[State] = []

    def play(self, player: int, move: str) -> None:
        """Apply ``move``; an illegal one raises IllegalAction and changes nothing."""
        before = self.state.clone()
        self.state.apply(player, move)
        self.past.append(before)

    def undo(self) -> str | None:
        """Go back one move if that reveals nothing new; otherwise say why not."""
        if not self.past:
            return "nothing to undo"
        if self.past[-1].reveal_count != self.state.reveal_count:
            return "cannot undo: something hidden was revealed since the last move"
        self.state = self.past.pop()
        return None


def run(state: State, console: Console) -> int:
    """Play ``state`` to the end (or until quit) in the terminal; returns the exit code."""
    screen = screen_for(state.game.name)
    session = Session(state)
    console.print(f"{state.game.name}, seed {state.seed}. Type help for commands.")
    show = True
    while True:
        state = session.state
        over = state.is_over
        player = viewer(state)
        view = state.view(player)
        legal = [] if over else [a.notation for a in state.legal_actions(player)]
        if show:
            _show(console, screen, state, view, legal)
        try:
            line = console.input(OVER_PROMPT if over else PROMPT).strip()
        except EOFError:
            line = "quit"
        word, _, arg = line.partition(" ")
        word = word.lower()
        show = False
        if word == "quit" or (over and word not in ("help", "save", "undo")):
            if not over:
                console.print("Left the game (use save FILE first to keep it).")
            return 0
        if word == "help":
            console.print(COMMANDS_HELP + "\n\n" + screen.NOTATION_HELP, markup=False)
        elif word == "undo":
            refused = session.undo()
            console.print(refused or "Undone.")
            show = refused is None
        elif word == "save":
            _save(console, session.state, arg.strip())
        elif line.isdigit():
            if 1 <= int(line) <= len(legal):
                show = _play(console, session, player, legal[int(line) - 1])
            else:
                console.print(f"No move {line}: choose 1-{len(legal)}, or type help.")
        elif line:
            show = _play(console, session, player, line)


def _play(console: Console, session: Session, player: int, move: str) -> bool:
    try:
        session.play(player, move)
    except IllegalAction as exc:
        console.print(f"Illegal: {exc}", markup=False)
        return False
    console.print(Rule(Text(f"move {len(session.past)}: {move}"), align="left"))
    return True


def _show(console: Console, screen, state: State, view: dict, legal: list[str]) -> None:
    """The position, then the numbered menu, or the result once the game is over."""
    console.print(screen.render(view))
    if state.is_over:
        console.print(screen.render_result(state.result.to_dict()))
        console.print("Game over. Enter to leave; or save FILE, or undo.")
        return
    menu = Table.grid(padding=(0, 2))
    menu.add_column(justify="right")
    menu.add_column()
    menu.add_column()
    for number, notation in enumerate(legal, start=1):
        menu.add_row(str(number), notation, screen.describe(view, notation))
    if state.game.num_players > 1:
        console.print(f"Player {state.to_move[0]} to move.")
    console.print(menu)


def _save(console: Console, state: State, path: str) -> None:
    if not path:
        console.print("Usage: save FILE")
        return
    try:
        save(state, os.path.expanduser(path))
    except Error as exc:
        console.print(f"Cannot save: {exc}", markup=False)
        return
    console.print(f"Saved to {path} ({len(state.actions_taken())} moves).", markup=False)
