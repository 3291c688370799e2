"""The words for a move come from one place, the game's describe module (tabletop.present):
the web page's move labels and the terminal's menu are the same text from the same function,
and the server imports nothing of the terminal's."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest
from rich.console import Console

import tabletop
from tabletop.cli import play
from tabletop.present import words_for
from tabletop.rulesets.gunrain import describe

from .helpers import HUMAN, Player, claim, create

SEED = 11


class Quitting(Console):
    """A wide terminal whose player looks at the first screen, then quits."""

    def __init__(self) -> None:
        super().__init__(file=io.StringIO(), width=240, color_system=None)

    def input(self, prompt: str = "", **_) -> str:
        return "quit"


def _terminal_menu(seat: int) -> list[str]:
    """The menu lines the terminal shows ``seat`` at the start of the game."""
    state = tabletop.make("gunrain").new_game(SEED)
    seats = [play.Seat() if p == seat else play.Seat("random") for p in range(2)]
    console = Quitting()
    play.run(state, console, seats)
    return [" ".join(line.split()) for line in console.file.getvalue().splitlines()]


def _server_labels(client, seat: int) -> dict[str, str]:
    created = create(client, "gunrain", [HUMAN, HUMAN], seed=SEED)
    token = claim(client, created, seat)
    with client.websocket_connect(f"/ws/rooms/{created['room']}") as socket:
        legal = Player(socket, token).last["legal"]
    return {move["notation"]: move["label"] for move in legal}


def _first_mover() -> int:
    return tabletop.make("gunrain").new_game(SEED).to_move[0]


def test_the_page_and_the_terminal_label_each_move_with_the_describe_modules_words(client):
    seat = _first_mover()
    state = tabletop.make("gunrain").new_game(SEED)
    expected = {
        a.notation: describe.describe_move(state.view(seat), a.notation)
        for a in state.legal_actions(seat)
    }
    assert all(expected.values())
    assert _server_labels(client, seat) == expected
    menu = _terminal_menu(seat)
    for number, (notation, words) in enumerate(expected.items(), start=1):
        assert " ".join(f"{number} {words} {notation}".split()) in menu  # words first


def test_one_function_speaks_for_both(client, monkeypatch):
    """Changing the game's describe_move changes what both say: no copy of the words elsewhere."""
    monkeypatch.setattr(
        describe, "describe_move", lambda view, notation, t, names=None: f"<{notation}>"
    )
    seat = _first_mover()
    labels = _server_labels(client, seat)
    assert labels and all(label == f"<{notation}>" for notation, label in labels.items())
    menu = _terminal_menu(seat)
    for number, notation in enumerate(labels, start=1):
        assert f"{number} <{notation}> {notation}" in menu


@pytest.mark.parametrize("name", ["friday", "gunrain", "kungfu"])
def test_each_game_names_its_describe_module(name):
    game = tabletop.engine.descriptor(name)
    assert words_for(game).__name__ == f"{game.package}.describe"


def test_the_server_imports_nothing_of_the_terminal():
    code = (
        "import sys, tabletop.server.app, tabletop.server.rooms;"
        "print(sorted(m for m in sys.modules if m.startswith('tabletop.cli')))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert loaded.returncode == 0, loaded.stderr
    assert loaded.stdout.strip() == "[]"
