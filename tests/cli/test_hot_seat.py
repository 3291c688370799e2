"""Hot-seat through the real command: two people at one terminal never see each other's screen.

Run with a real terminal type so that rich clears the screen (with TERM=dumb it cannot).
"""

from __future__ import annotations

import re
from itertools import pairwise

import pexpect
import pytest

from .helpers import ENV, EXE, PROMPT

CLEAR = "\x1b[2J"


@pytest.mark.parametrize(
    ("game", "seats"),
    [("gunrain", "human,human"), ("kungfu", "human,human,bot:random")],
)
def test_each_person_gets_a_cleared_screen_and_a_pass_prompt(game, seats):
    env = {**ENV, "TERM": "xterm-256color"}
    child = pexpect.spawn(
        str(EXE),
        ["play", game, "--seats", seats, "--seed", "11"],
        env=env,
        encoding="utf-8",
        dimensions=(60, 160),
        timeout=15,
    )
    passes: list[int] = []
    try:
        while len(passes) < 6:
            found = child.expect([r"Pass to Player (\d), then press Enter\.", re.escape(PROMPT)])
            if found == 0:
                assert CLEAR in child.before, "the last screen is wiped before the prompt"
                passes.append(int(child.match[1]) - 1)  # names count from 1
                child.sendline("")
                child.expect_exact(PROMPT)
                shown = re.findall(r"Player (\d) \(you\) to move", child.before)
                assert shown and int(shown[-1]) - 1 == passes[-1], "the screen is the new person's"
            child.sendline("1")
        child.sendline("quit")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert set(passes) == {0, 1}
    assert all(a != b for a, b in pairwise(passes)), "a prompt per change"
