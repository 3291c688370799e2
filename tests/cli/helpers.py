"""Shared helpers for the CLI tests: where the real command is, how to read its screens.

Colour is off (TERM=dumb, NO_COLOR) and the terminal is wide, so the checks read plain
text; the menu is parsed from the screen the way a person reads it.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pexpect

EXE = Path(sys.executable).parent / "tabletop"
ENV = {**os.environ, "TERM": "dumb", "NO_COLOR": "1", "COLUMNS": "160", "LINES": "60"}
PROMPT = "move> "
OVER_PROMPT = "game over> "
ERASE = re.compile(r"\x1b\[(\d+)A\r\x1b\[J")  # a screen replaced in place (cli/page.py)
MENU_LINE = re.compile(r"^\s*(\d+)  (\S+(?: \S+)*)(?:  +(.*?))?\s*$")


def run(*args: str) -> subprocess.CompletedProcess:
    """Run the real command to completion (no terminal)."""
    return subprocess.run(
        [str(EXE), *args],
        env=ENV,
        capture_output=True,
        text=True,
        timeout=60,
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
    """The numbered menu at the end of a screen: [(notation, description)] in order."""
    lines = [line for line in screen.splitlines() if line.strip()]
    menu: list[tuple[int, str, str]] = []
    for line in reversed(lines):
        match = MENU_LINE.match(line)
        if not match:
            break
        menu.append((int(match[1]), match[2], match[3] or ""))
    menu.reverse()
    assert [n for n, _, _ in menu] == list(range(1, len(menu) + 1)), screen
    return [(notation, words) for _, notation, words in menu]


def write_setup(path: Path, setup: dict) -> str:
    path.write_text(json.dumps(setup), encoding="utf-8")
    return str(path)
