"""tabletop.testing catches each kind of mistake with the check made for it, and says what
differed: Blind Bid broken one way at a time (broken.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

import tabletop
from tabletop import testing
from tabletop.engine.registry import descriptors
from tabletop.testing import CHECKS, ChecksSkipped, GameCheckFailed, check_game, game_checks

from .conftest import NAME


@pytest.fixture
def broken() -> Iterator[None]:
    """The broken games registered beside Blind Bid for one test."""
    from . import broken as module

    registered = descriptors()
    registered.update(module.BROKEN)
    yield
    for name in module.BROKEN:
        registered.pop(name, None)


@pytest.mark.parametrize(
    ("game", "check", "said"),
    [
        (
            "leaky",
            "views",
            r"the seat's view changed \(game seed 0 after 0 moves, seat 0\); \['other_hand'\]",
        ),
        ("sharing", "clone", "the clone shares its 'hands'"),
        (
            "dice",
            "determinism",
            r"one seed dealt two games \(game seed 0 after 2 moves, seat 0\); \['scores'\]\[0\]",
        ),
        ("telling", "messages", "the refusal of an illegal move differs"),
        ("peeking", "fair_play", "bot decided otherwise in a world the seat cannot tell apart"),
    ],
)
def test_a_broken_game_fails_the_check_for_its_mistake_saying_what_differed(
    broken, game, check, said
):
    with pytest.raises(GameCheckFailed, match=said) as caught:
        check_game(game, {"rounds": 3}, seed=0, checks=[check])
    failure = caught.value
    assert isinstance(failure, AssertionError)
    assert (failure.check, failure.game, failure.options, failure.seed) == (
        check,
        game,
        {"rounds": 3},
        0,
    )
    assert str(failure).startswith(
        f"tabletop check {check!r} failed for game {game!r} (options: rounds=3; seed 0): "
    )


def test_the_broken_games_pass_the_checks_their_mistake_is_not_about(broken):
    """Each check reads what it is for: a leak in a view is no clone error, nor a leak in a
    message one in the view."""
    check_game("leaky", checks=["clone", "determinism", "records"])
    check_game("telling", checks=["clone", "views", "log"])


def test_a_pytest_check_fails_as_the_function_does(broken):
    (param,) = game_checks("leaky", checks=["views"])
    assert param.id == "leaky-views"
    with pytest.raises(GameCheckFailed, match="'views' failed for game 'leaky'"):
        param.values[0]()


def test_a_check_whose_library_is_missing_is_reported_not_silently_passed(monkeypatch):
    monkeypatch.setattr(testing, "find_spec", lambda module: None if module == "pyspiel" else True)
    with pytest.warns(ChecksSkipped, match=r"openspiel: pyspiel not installed \(pip install"):
        report = check_game(NAME, checks=["records", "openspiel"])
    assert list(report.passed) == ["records"]
    assert report.skipped == {"openspiel": f"pyspiel not installed ({testing.interop.INSTALL})"}
    assert "openspiel: skipped, pyspiel not installed" in str(report)
    (param,) = game_checks(NAME, checks=["openspiel"])
    with pytest.raises(pytest.skip.Exception, match="tabletop check 'openspiel' of 'blindbid'"):
        param.values[0]()


def test_check_game_runs_every_check_by_default_and_refuses_unknown_names_clearly():
    report = check_game(NAME)
    assert list(report.passed) == list(CHECKS) and not report.skipped
    with pytest.raises(
        ValueError, match=re.escape("unknown checks ['speed']; the checks are: parts")
    ):
        check_game(NAME, checks=["speed"])
    with pytest.raises(tabletop.ConfigError, match="unknown game 'chess'"):
        check_game("chess")
