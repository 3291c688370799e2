"""ISMCTS ``phases`` and ``kinds``: search only the listed decisions, play the heuristic's moves
elsewhere."""

from __future__ import annotations

import pytest

import tabletop
from tabletop import bots
from tabletop.engine import Rng
from tabletop.rulesets.friday import heuristic as friday


def position(seed: int, phase: str) -> tabletop.State:
    """A level-1 game played by the heuristic up to a decision of ``phase`` with a choice."""
    state = tabletop.make("friday", level=1).new_game(seed)
    while not state.is_over:
        if state.view(0)["phase"] == phase and len(state.legal_actions(0)) > 1:
            return state
        state.apply(0, friday.choose(state, 0))
    raise AssertionError(f"no {phase} decision in game {seed}")


def test_unlisted_phases_get_the_heuristic_move_without_search():
    state = position(3, "fight")
    bot = bots.from_spec("ismcts:iterations=10:epsilon=0:sweep=1:phases=hazard+remove", seed=1)
    assert bot.phases == frozenset({"hazard", "remove"})
    before = bot._rng.getstate()
    assert bot.choose(state, 0) == friday.choose(state, 0)
    assert bot._rng.getstate() == before  # nothing was sampled


def test_listed_phases_are_searched_as_before():
    state = position(3, "hazard")
    spec = "ismcts:iterations=10:epsilon=0:sweep=1"
    plain = bots.from_spec(spec, seed=1).choose(state, 0)
    assert bots.from_spec(spec + ":phases=hazard", seed=1).choose(state, 0) == plain


@pytest.mark.parametrize(
    ("phase", "searched"),
    [
        ("hazard", "hazard"),
        ("fight", "hazard"),
        ("fight", "hazard+fight:race=2"),
        ("fight", "hazard+fight:race=2:depth=0:flat=1:kinds=fight+pay+use+copy+put"),
        ("hazard", "hazard+fight:depth=0:flat=1"),
    ],
)
def test_phases_is_fair(phase, searched):
    """Same view, other hidden world: the same decision (also searching the fights with a
    race and flat sweeps cut at the next choice of hazard by the fitted value estimate, as
    the ``hard`` level does)."""
    for seed in range(3):
        state = position(seed, phase)
        other = state.determinize(0, Rng(seed + 100))
        assert other.view(0) == state.view(0)
        spec = f"ismcts:iterations=6:epsilon=0:sweep=1:phases={searched}"
        first = bots.from_spec(spec, seed=1).choose(state, 0)
        assert bots.from_spec(spec, seed=1).choose(other, 0) == first


def fight_decision(seed: int, kinds: set[str]) -> tabletop.State:
    """A fight decision with a choice whose legal actions are of exactly these ``kinds``."""
    state = tabletop.make("friday", level=1).new_game(seed)
    while not state.is_over:
        legal = state.legal_actions(0)
        if state.phase == "fight" and len(legal) > 1 and {a.kind for a in legal} == kinds:
            return state
        state.apply(0, friday.choose(state, 0))
    raise AssertionError(f"no fight decision of {kinds} in game {seed}")


def test_kinds_leaves_decisions_without_a_listed_kind_to_the_heuristic():
    state = fight_decision(3, {"draw", "stop"})
    bot = bots.from_spec("ismcts:iterations=10:epsilon=0:sweep=1:kinds=pay+use", seed=1)
    assert bot.kinds == frozenset({"pay", "use"})
    before = bot._rng.getstate()
    assert not bot.searches(state, 0)
    assert bot.choose(state, 0) == friday.choose(state, 0)
    assert bot._rng.getstate() == before  # nothing was sampled


def test_kinds_searches_decisions_offering_a_listed_kind_as_before():
    state = fight_decision(3, {"end", "pay"})
    spec = "ismcts:iterations=10:epsilon=0:sweep=1"
    bot = bots.from_spec(spec + ":kinds=pay+use", seed=1)
    assert bot.searches(state, 0)
    assert bot.choose(state, 0) == bots.from_spec(spec, seed=1).choose(state, 0)


def test_kinds_is_fair():
    """Same view, other hidden world: the same decision (the kinds offered are in the view)."""
    for seed in range(3):
        state = fight_decision(seed, {"end", "pay"})
        other = state.determinize(0, Rng(seed + 100))
        spec = "ismcts:iterations=6:epsilon=0:sweep=1:phases=fight:kinds=pay+use:race=2"
        first = bots.from_spec(spec, seed=1).choose(state, 0)
        assert bots.from_spec(spec, seed=1).choose(other, 0) == first
