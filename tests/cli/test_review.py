"""``tabletop review FILE``: the review in the reader's language, and bad requests refused in
one line."""

from __future__ import annotations

import pytest

import tabletop
from tabletop import bots
from tabletop.cli.main import main
from tabletop.i18n import translator


@pytest.fixture
def saved(tmp_path):
    """A finished short Gun Rain game of two heuristic bots, saved with the engine."""
    state = tabletop.make("gunrain", max_turns=6).new_game(seed=3)
    bot = bots.make("heuristic")
    while not state.is_over:
        state.apply(state.to_move[0], bot.choose(state, state.to_move[0]).notation)
    path = tmp_path / "game.json"
    tabletop.save(state, path)
    return path, state


def test_the_review_shows_the_chart_and_the_turning_points_in_words(saved, capsys):
    path, state = saved
    assert main(["review", str(path), "--seat", "1", "--playouts", "16"]) == 0  # from 0
    out = capsys.readouterr().out
    assert f"Review of Player 2 in Gun Rain (seed {state.seed})" in out
    assert "Chance of winning after each decision" in out
    assert "█" in out and " 50% ┤" not in out and "100% ┤" in out
    assert "Turning points" in out and "Good moves" in out
    assert "1. Decision " in out and "   Better: " in out and " points, ±" in out


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_the_review_reads_in_japanese_and_chinese(saved, capsys, lang):
    path, _ = saved
    assert main(["review", str(path), "--playouts", "16", "--lang", lang]) == 0
    out = capsys.readouterr().out
    t = translator(lang)
    for words in ("Turning points", "Good moves", "Chance of winning"):
        assert t.gettext(words) != words and t.gettext(words) in out
        assert words not in out
    better = t.gettext("Better: {move}").split("{move}")[0]
    assert better != "Better: " and better in out


def test_bad_requests_say_what_is_wrong_in_one_line(saved, tmp_path, capsys):
    path, _ = saved
    assert main(["review", str(path), "--seat", "2"]) == 2  # seats count from 0, as in replay
    assert "--seat must be 0-1 for this game" in capsys.readouterr().err
    assert main(["review", str(path), "--playouts", "0"]) == 2
    assert "--playouts" in capsys.readouterr().err
    unfinished = tmp_path / "unfinished.json"
    tabletop.save(tabletop.make("gunrain").new_game(seed=1), unfinished)
    assert main(["review", str(unfinished)]) == 2
    err = capsys.readouterr().err
    assert "a review needs a finished game" in err and "Traceback" not in err
