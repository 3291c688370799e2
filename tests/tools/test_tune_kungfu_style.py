"""tools/tune_kungfu_style.py: a style screened against plain on the same deals both ways, with
its share and HP margin worked out from the games, and a wrong field one clear line."""

from __future__ import annotations

import pytest

from tabletop.rulesets.kungfu import heuristic as kungfu
from tabletop.sim.simulate import game_seed

from . import load_tool

tool = load_tool("tune_kungfu_style")


def test_plain_against_itself_is_even_on_every_deal():
    """The same style in every seat plays each deal alike both ways: half of every win, no
    margin, and intervals of width 0."""
    share, margin = tool.screen(kungfu.PLAIN, 4, 3, seed=31)
    assert share == (0.5, 0.5, 0.5)
    assert margin == (0.0, 0.0, 0.0)


def test_the_screen_averages_a_deals_two_games():
    """The share and margin of a deal are its two games' (candidate in the even seats, then
    in the odd ones) averaged, and the mean is over the deals."""
    style = kungfu.STYLES["tuned"]
    games = [
        (
            tool.play(game_seed(7, i), 2, style, range(0, 2, 2)),
            tool.play(game_seed(7, i), 2, style, range(1, 2, 2)),
        )
        for i in range(4)
    ]
    shares = [(even[0] + odd[0]) / 2 for even, odd in games]
    margins = [(even[1] + odd[1]) / 2 for even, odd in games]
    share, margin = tool.screen(style, 2, 4, seed=7)
    assert share[0] == pytest.approx(sum(shares) / 4)
    assert margin[0] == pytest.approx(sum(margins) / 4)
    assert margin[1] <= margin[0] <= margin[2]


def test_a_changed_field_is_applied_to_the_base_style():
    style = tool.candidate("tuned", ["rival=0", "spare=3"])
    assert style == kungfu.STYLES["tuned"]._replace(rival=0.0, spare=3)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["colour=3"], "'colour=3' is not FIELD=VALUE with a field of spare, initiative"),
        (["spare=2.5"], "'spare=2.5': '2.5' is not a whole number"),
        (["rival=much"], "'rival=much': 'much' is not a number"),
        (["--base", "wild"], "no style 'wild': the styles are plain, tuned"),
    ],
)
def test_a_wrong_style_is_one_line_and_nothing_played(args, message, capsys):
    assert tool.main(args) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"error: {message}")
    assert err.count("\n") == 1


def test_the_report_names_the_style_and_its_figures(capsys):
    assert tool.main(["--players", "2", "--deals", "3", "rival=0.5"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(
        "Style(spare=2, initiative=0.02, guard=1.5, attack_share=0.8, rival=0.5)"
    )
    assert out[0].endswith("2 players, 3 deals both ways")
    assert out[1] == "share of the wins 50.0% (50.0% to 50.0%)"  # rival only acts on 2+ foes
    assert out[2] == "HP margin a game +0.00 (+0.00 to +0.00)"
