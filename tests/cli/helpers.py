"""Shared helpers for the CLI tests: where the real command is, how to read its screens.

Colour is off (TERM=dumb, NO_COLOR) and the terminal is wide, so the checks read plain
text; the menu is parsed from the screen the way a person reads it: each move's words, then
its notation (dim on a colour terminal).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pexpect

from tabletop.cli import play
from tabletop.i18n import translator

EXE = Path(sys.executable).parent / "tabletop"
ENV = {**os.environ, "TERM": "dumb", "NO_COLOR": "1", "COLUMNS": "160", "LINES": "60"}
PROMPT = play.PROMPT  # the English prompts; prompt(lang) for the others
OVER_PROMPT = play.OVER_PROMPT
ERASE = re.compile(r"\x1b\[(\d+)A\r\x1b\[J")  # a screen replaced in place (cli/page.py)
# number, the move's words (which may hold double spaces), its notation (single spaces): a
# move without words shows its notation alone.
MENU_LINE = re.compile(r"^\s*(\d+)  (?:(.*?)  +)?(\S+(?: \S+)*)\s*$")


def prompt(lang: str) -> str:
    """The move prompt as terminal play shows it in ``lang``."""
    return translator(lang).gettext(play.PROMPT)


def over_prompt(lang: str) -> str:
    """The prompt once the game is over, in ``lang``."""
    return translator(lang).gettext(play.OVER_PROMPT)


def run(*args: str, env: dict[str, str] = ENV, timeout: float = 60) -> subprocess.CompletedProcess:
    """Run the real command to completion (no terminal); ``env`` may see a plug-in."""
    return subprocess.run(
        [str(EXE), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )


def on_a_terminal(args: list[str], prompt: str, keys: tuple[str, ...], leave: str) -> str:
    """Run the real command on a real (xterm, 60x160) terminal, answer each ``prompt`` with the
    next of ``keys``, then with ``leave``: everything written, the prompts included."""
    child = pexpect.spawn(
        str(EXE),
        args,
        env={**ENV, "TERM": "xterm-256color"},
        encoding="utf-8",
        dimensions=(60, 160),
        timeout=20,
    )
    try:
        child.expect_exact(prompt)
        out = child.before
        for key in keys:
            child.sendline(key)
            child.expect_exact(prompt)
            out += prompt + child.before
        child.sendline(leave)
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    return out


def parse_menu(screen: str) -> list[tuple[str, str]]:
    """The numbered menu at the end of a screen: [(notation, description)] in order (the
    description empty for a move shown by its notation alone)."""
    lines = [line for line in screen.splitlines() if line.strip()]
    menu: list[tuple[int, str, str]] = []
    for line in reversed(lines):
        match = MENU_LINE.match(line)
        if not match:
            break
        menu.append((int(match[1]), match[3], (match[2] or "").strip()))
    menu.reverse()
    assert [n for n, _, _ in menu] == list(range(1, len(menu) + 1)), screen
    return [(notation, words) for _, notation, words in menu]


def write_setup(path: Path, setup: dict) -> str:
    path.write_text(json.dumps(setup), encoding="utf-8")
    return str(path)
