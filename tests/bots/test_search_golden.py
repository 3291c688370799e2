"""Each game's searches (and Gun Rain's heuristic) decide exactly as recorded in
tests/bots/data/<game>_search.json, written by ``python tools/<game>_search_golden.py --write``
with the code before a speed-up: Friday's before its playouts were made cheaper, Kung Fu's before
its heuristic read the state instead of building the view, Gun Rain's before its heuristic's
planning was made cheaper. The moves of searched games and the visits, values and scores of
analyses: a speed-up that changed a playout's move or a random number drawn would change some."""

from __future__ import annotations

import json

import pytest

from tools import load_tool  # tests/tools: a script of tools/ as a module

analysed = load_tool("golden").analysed
TOOLS = {name: load_tool(f"{name}_search_golden") for name in ("friday", "kungfu", "gunrain")}


def recorded(name: str) -> dict:
    return json.loads(TOOLS[name].RECORD.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", TOOLS)
def test_searched_games_play_the_recorded_moves(name):
    tool = TOOLS[name]
    for game in recorded(name)["games"]:
        moves = tool.played_game(*(game[key] for key in tool.GAME_KEYS))
        assert moves == game["moves"], game["spec"]


@pytest.mark.parametrize("name", TOOLS)
def test_analyses_give_the_recorded_visits_values_and_scores(name):
    positions = TOOLS[name].positions()
    for analysis in recorded(name)["analyses"]:
        for index, (state, expected) in enumerate(zip(positions, analysis["results"], strict=True)):
            assert analysed(analysis["options"], state, index) == expected, analysis


def test_gunrain_heuristic_games_with_random_steps_play_the_recorded_moves():
    tool, mixed = TOOLS["gunrain"], recorded("gunrain")["mixed"]
    assert len(mixed) == tool.MIXED
    for index, expected in enumerate(mixed):
        assert tool.mixed_game(index) == expected, index
