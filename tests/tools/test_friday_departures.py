"""tools/friday_departures.py: the heuristic's own games depart nowhere, another bot's do, every
game's ending is counted once, and a file that is not Friday games is one clear error."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys

import pytest

import tabletop
from tabletop import sim

from . import load_tool

FRIDAY_RULES = tabletop.make("friday").rules_version
tool = load_tool("friday_departures")


def games(bot: str, count: int = 6, level: int = 1) -> list[dict]:
    plan = sim.Plan("friday", {"level": level, "aging_draw": "top"}, (bot,), count, 5)
    return list(sim.run(plan, jobs=1))


def test_the_heuristics_own_games_never_depart():
    counts = tool.tally(games("heuristic"))
    assert sum(counts["choices"].values()) > 100
    assert sum(counts["departed"].values()) == 0
    assert not counts["pairs"]


def test_another_bots_departures_are_counted_by_step_and_move():
    played = games("random")
    counts = tool.tally(played)
    departed = sum(counts["departed"].values())
    assert 0 < departed <= sum(counts["choices"].values())
    assert sum(counts["pairs"].values()) == departed
    assert all(step in tool.STEPS for step in counts["choices"])
    assert sum(counts["ending"].values()) == len(played)
    assert counts["ending"]["won"] == sum(1 for g in played if g["winners"] == [0])


def test_moves_are_labelled_by_kind_and_ability():
    assert tool.label("pay") == "pay"
    assert tool.label("fight H02") == "fight"
    assert tool.label("use R13") == "use +2 life"


def test_the_report_from_a_file(tmp_path):
    out = tmp_path / "games.jsonl"
    sim.write_jsonl(str(out), games("random", count=3))
    result = subprocess.run(
        [sys.executable, tool.__file__, str(out), "--top", "3"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("3 games: ")
    assert lines[1] == "step      choices  departed"
    assert "commonest departures (heuristic -> played):" in lines
    assert len(lines) - lines.index("commonest departures (heuristic -> played):") - 1 == 3


def test_a_gzipped_file_reads_as_the_plain_one(tmp_path):
    """The runs kept in results/ are gzipped: the tool reads them as they are."""
    plain, packed = tmp_path / "games.jsonl", tmp_path / "games.jsonl.gz"
    sim.write_jsonl(str(plain), games("random", count=2))
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    assert tool.load(str(packed)) == tool.load(str(plain))


def test_a_broken_gzipped_file_is_one_clear_error(tmp_path):
    path = tmp_path / "games.jsonl.gz"
    path.write_bytes(gzip.compress(b'{"record": {}}\n' * 50)[:20])
    with pytest.raises(SystemExit, match="cannot read games from"):
        tool.load(str(path))


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "holds no games"),
        ("{oops\n", "line 1: not a game written by simulate --out"),
        (json.dumps({"record": {"game": "gunrain"}}) + "\n", "game 1: not a Friday game"),
        (
            json.dumps({"record": {"game": "friday", "rules_version": FRIDAY_RULES}}) + "\n",
            "game 1: record has no",
        ),
    ],
)
def test_bad_files_are_one_clear_error(tmp_path, content, message):
    path = tmp_path / "bad.jsonl"
    path.write_text(content)
    with pytest.raises(SystemExit, match=message):
        tool.load(str(path))


def _played(setup: dict, *moves: str):
    """A Friday scenario (level 1) played through ``moves``."""
    state = tabletop.make("friday").new_game(seed=0, setup=setup)
    for move in moves:
        state.apply(0, move)
    return state


def test_endings_name_the_step_the_pirate_or_the_aging_after_the_last_pirate():
    """Beating the last pirate and dying of that fight's aging life loss (F13) is not a loss to a
    third pirate; a short pirate fight names the pirate, a hazard fight the step."""
    pirates = {"step": "pirates", "hazard_stack": [], "hazard_discard": [], "discard": []}
    aged = _played(
        {**pirates, "pirates": ["P09", "P10"], "stack": ["R01", "A09"], "life": 1},
        *("fight P09", "draw", "stop", "end"),  # P09 = 2 (A09 taken): R01 2 wins
        *("pay", "end"),  # then P10 = 0: won, then A09's -2 life with 0 left
    )
    assert tool.ending(aged) == "beat the last pirate, then died of aging (F13)"
    short = _played(
        {**pirates, "pirates": ["P01", "P02"], "stack": ["R05"], "aging": [], "life": 0},
        *("fight P01", "draw", "draw"),  # the stack runs out with no aging card left (F9)
    )
    assert tool.ending(short) == "lost to pirate 1"
    green = _played(
        {"hazard_stack": ["H25"], "stack": ["R05"], "aging": [], "life": 0},
        *("fight H25", "draw", "draw"),
    )
    assert tool.ending(green) == "died in green"
