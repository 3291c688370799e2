"""Friday searches decide exactly as recorded (tests/bots/data/friday_search.json, written by
``python tools/friday_search_golden.py --write`` with the code before the playouts were made
cheaper): the moves of searched games and the visits, values and scores of analyses. A speed-up
that changed a playout's move or a random number drawn would change some of them."""

from __future__ import annotations

import json

from tools import load_tool  # tests/tools: a script of tools/ as a module

golden = load_tool("friday_search_golden")
analysed = load_tool("golden").analysed

RECORDED = json.loads(golden.RECORD.read_text(encoding="utf-8"))


def test_searched_games_play_the_recorded_moves():
    for game in RECORDED["games"]:
        moves = golden.played_game(game["spec"], game["level"], game["deal"], game["seed"])
        assert moves == game["moves"], game["spec"]


def test_analyses_give_the_recorded_visits_values_and_scores():
    positions = golden.positions()
    for analysis in RECORDED["analyses"]:
        for index, (state, expected) in enumerate(zip(positions, analysis["results"], strict=True)):
            assert analysed(analysis["options"], state, index) == expected, analysis
