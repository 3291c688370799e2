"""One screen per move: on a terminal each screen replaces the last in place, and what was said
(answers, errors, the log) is said again above it, so the scrollback keeps the story; piped,
everything is appended with no escape code."""

from __future__ import annotations

import io
import subprocess

import pytest
from rich.console import Console
from rich.text import Text

from tabletop.cli.page import Page, erase_lines

from .helpers import ENV, ERASE, EXE, on_a_terminal, prompt

# Friday, seed 3: two hazards offered, then fight one, draw its free card.
MOVES = ("1", "nonsense", "1", "1")
LOG = {"en": "· Robinson draws", "ja": "を無償で引いた"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_move_redraws_the_screen_and_keeps_what_was_said(lang):
    args = ["play", "friday", "--seed", "3", "--lang", lang]
    out = on_a_terminal(args, prompt(lang), MOVES, "quit")
    erased = ERASE.findall(out)
    assert len(erased) == 3, "one erase per move made; the refused move redraws nothing"
    last = out.rsplit("\x1b[J", 1)[1]  # said again above the third screen: its answer, the log
    assert "» 1" in last and out.count(LOG[lang]) == 1, "each log entry is printed once"
    second = out.split("\x1b[J")[2]
    quoted = {"en": "'nonsense'", "ja": "「nonsense」"}[lang]  # as the language quotes it
    assert "» nonsense" in second and quoted in second, "the refusal is said again"
    assert "\x1b[2J" not in out and "\x1b[3J" not in out, "one person: nothing is wiped"


def test_piped_output_appends_every_screen_without_escape_codes():
    done = subprocess.run(
        [str(EXE), "play", "friday", "--seed", "3"],
        input="\n".join((*MOVES, "quit")) + "\n",
        env={**ENV, "TERM": "xterm-256color"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stdout
    assert done.stdout.count("Robinson's stack") == 4  # the first screen and one per move
    assert "»" not in done.stdout  # nothing is said twice


def terminal(height: int) -> Console:
    return Console(
        file=io.StringIO(), width=40, height=height, force_terminal=True, force_interactive=True
    )


def test_a_screen_taller_than_the_terminal_is_left_and_the_next_printed_below():
    for height, erased in ((10, True), (4, False)):
        console = terminal(height)
        page = Page(console)
        page.draw(Text("board\nrow\nmenu"))
        page.say("Not legal.")
        page.new_screen()
        page.draw(Text("next board"))
        out = console.file.getvalue()
        if erased:
            assert erase_lines(4) + "Not legal.\n" in out
        else:  # the first screen and its talk stay, once
            assert "\x1b[" not in out.replace("\x1b[0m", "") and out.count("Not legal.") == 1
