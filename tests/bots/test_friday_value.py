"""Friday's value estimate (``heuristic.evaluate``, fitted by tools/fit_friday_value.py): what
a search cut at the next choice of hazard (``depth=0``) scores its sampled worlds by."""

from __future__ import annotations

import pytest

import tabletop
from tabletop import bots
from tabletop.rulesets.friday import heuristic as friday
from tabletop.rulesets.friday.cards import CARDS

ID = {c.id: c.index for c in CARDS}


def between_fights(step: int, seed: int = 1) -> tabletop.State:
    """A level-1 heuristic game at its first choice of hazard in ``step`` (0 green to 2 red)."""
    state = tabletop.make("friday", level=1).new_game(seed)
    while not (state.phase == "hazard" and state.step == step):
        assert not state.is_over
        state.apply(0, friday.choose(state, 0))
    return state


def value(state: tabletop.State) -> float:
    return friday.evaluate(state).values[0]


@pytest.mark.parametrize("step", [0, 1, 2])
def test_more_life_is_worth_more(step):
    state = between_fights(step)
    richer = state.clone()
    richer.life = state.life + 3
    assert 0 < value(state) < value(richer) <= 1


@pytest.mark.parametrize("step", [0, 1, 2])
@pytest.mark.parametrize(("card", "better"), [("A11", False), ("H29", True), ("R18", False)])
def test_a_card_in_the_deck_moves_the_value_its_way(step, card, better):
    """An aging card of -5 or a starting -1 in the discard pile lowers the outlook; a knowledge
    card of 4 raises it."""
    state = between_fights(step)
    more = state.clone()
    more.discard.append(ID[card])
    assert (value(more) > value(state)) == better


def test_quiet_between_fights_only():
    state = tabletop.make("friday", level=1).new_game(2)
    phases = set()
    while not state.is_over:
        phases.add((state.phase, friday.quiet(state)))
        state.apply(0, friday.choose(state, 0))
    assert ("hazard", True) in phases and ("fight", False) in phases
    assert {phase for phase, quiet in phases if quiet} <= {"hazard", "pirate"}


def test_a_search_with_depth_0_evaluates_only_choices_of_hazard(monkeypatch):
    """``depth=0`` plays each sampled world to the end of the fight (and its removals) and
    scores it there, where the estimate was fitted; a finished game is scored by its result."""
    seen = []

    def recording(state):
        seen.append(state.phase)
        return friday_evaluate(state)

    friday_evaluate = friday.evaluate
    monkeypatch.setattr(friday, "evaluate", recording)
    state = between_fights(0)
    spec = "ismcts:iterations=8:epsilon=0:sweep=1:depth=0"
    bots.from_spec(spec, seed=1).analyse(state, 0)
    assert seen and set(seen) <= {"hazard", "pirate"}


def test_evaluate_is_the_fitted_weights_applied_to_the_features():
    """``evaluate`` weighs the deck card by card (a search calls it at every playout's end):
    the same sum as the weights of the position's stage times ``value_features``."""
    for seed in range(3):
        state = tabletop.make("friday", level=1 + seed).new_game(seed)
        while not state.is_over:
            weights = friday.VALUE_WEIGHTS[min(state.step, 3)]
            exact = sum(w * x for w, x in zip(weights, friday.value_features(state), strict=True))
            assert value(state) == pytest.approx(min(1.0, max(0.0, exact)), abs=1e-12)
            state.apply(0, friday.choose(state, 0))
