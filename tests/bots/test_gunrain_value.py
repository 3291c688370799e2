"""Gun Rain's fitted value estimate (``value.evaluate_value``, ``leaf=value`` of a search; weights
fitted by tools/fit_gunrain_value.py): its features read the position as the rules make it
matter, the estimate is the logistic model of their seat difference, and a search using it
decides from the seat's view only."""

from __future__ import annotations

import json
import math
import random

import pytest

import tabletop
from tabletop import bots
from tabletop.engine import Rng
from tabletop.rulesets.gunrain import heuristic, value

BOARD = {  # coordinates 1-12 of each half; player 0 (south) stands on a ♠, player 1 on a ♦
    "south": ["2S", "3S", "JS", "QS", "KS", "AS", "AC", "2C", "3C", "JC", "QC", "KC"],
    "north": ["2D", "3D", "JD", "QD", "KD", "AH", "AD", "2H", "3H", "JH", "QH", "KH"],
}


def position(**changes) -> tabletop.State:
    """Player 0 (south, on its 6, came from its 2) in player 1's column (player 1 on its 7), a
    token of player 1 right in front of player 0 (it hits at the next step 1)."""
    setup = {
        "board": BOARD,
        "sides": ["south", "north"],
        "turn_player": 0,
        "positions": [6, 7],
        "starts": [2, 7],
        "tokens": [{"card": "7C", "owner": 1, "at": 15}],
        "hands": [["10S", "10H", "4D"], ["5C", "9H", "6D"]],
        "hp": [3, 5],
        "turn": 4,
    }
    setup.update(changes)
    return tabletop.make("gunrain").new_game(seed=1, setup=setup)


def features(seat: int, state: tabletop.State) -> dict[str, float]:
    return dict(zip(value.FEATURES, value.seat_features(state, seat), strict=True))


def test_the_features_read_the_position_as_the_rules_make_it_matter():
    state = position()
    mine, theirs = features(0, state), features(1, state)
    assert mine == {
        "hp": 3,
        "hp 1": 0,
        "hp 2 or less": 0,
        "sure hits": 1,  # the token enters player 0's square at step 1, before any move
        "tokens 2 ahead": 0,
        "tokens further": 0,
        "shot": 2,  # same column, from a ♠ square
        "on diamond": 0,
        "on club": 0,
        "open neighbours": 3,  # its 2, 5 and 7 (its 10 is face down)
        "voltage": 1,  # one row ahead of its initial position
        "cards": 3,
        "money": 24,
        "spades": 1,
        "clubs": 0,
        "diamonds": 1,
        "hearts": 1,
        "joker": 1,
        "hp late": 3 * 4 / 40,
    }
    assert theirs == {
        "hp": 5,
        "hp 1": 0,
        "hp 2 or less": 0,
        "sure hits": 0,
        "tokens 2 ahead": 0,
        "tokens further": 0,
        "shot": 1,
        "on diamond": 1,
        "on club": 0,
        "open neighbours": 3,  # its 3, 6 and 8 (its 11 is face down)
        "voltage": 0,
        "cards": 3,
        "money": 20,
        "spades": 0,
        "clubs": 1,
        "diamonds": 1,
        "hearts": 1,
        "joker": 1,
        "hp late": 5 * 4 / 40,
    }
    further = position(tokens=[{"card": "7C", "owner": 1, "at": 11}])  # 2 rows up the column
    assert features(0, further)["sure hits"] == 0 and features(0, further)["tokens 2 ahead"] == 1


def test_the_estimate_is_the_logistic_model_of_the_seats_difference():
    weights = json.loads(value.WEIGHTS_FILE.read_text("utf-8"))
    assert list(weights) == list(value.FEATURES)
    for state in (position(), position(hp=[1, 2], tokens=[]), position(jokers_used=[True, False])):
        mine, theirs = features(0, state), features(1, state)
        score = sum(w * (mine[name] - theirs[name]) for name, w in weights.items())
        win = 1 / (1 + math.exp(-score))
        values, scores = value.evaluate_value(state)
        assert values == pytest.approx((win, 1 - win), abs=1e-12)
        assert scores == tuple(float(hp) for hp in state.hp)


def test_a_token_about_to_hit_and_less_hp_lower_the_value():
    base = value.evaluate_value(position()).values[0]
    assert value.evaluate_value(position(tokens=[])).values[0] > base
    assert value.evaluate_value(position(hp=[2, 5])).values[0] < base


def test_quiet_at_the_start_of_a_turn_only():
    state = tabletop.make("gunrain").new_game(5)
    seen = set()
    while not state.is_over:
        quiet = value.quiet_value(state)
        if quiet:
            assert state.phase == "set"
            assert all(not s.placed() and not s.done for s in state.settings)
        seen.add((state.phase, quiet))
        player = state.to_move[0]
        state.apply(player, heuristic.choose(state, player))
    assert ("set", True) in seen and ("set", False) in seen
    assert {phase for phase, quiet in seen if quiet} == {"set"}


def test_the_strategy_names_the_value_as_a_leaf():
    assert heuristic.LEAVES["value"] == (value.evaluate_value, value.quiet_value)


HARD = {"iterations": 40, "depth": 0, "epsilon": 0, "sweep": 1, "leaf": "value", "race": 2}


@pytest.mark.parametrize(
    "options", [HARD, {**HARD, "flat": 1}, {**HARD, "depth": 20}, {**HARD, "guess": 1}]
)
def test_fair_play_same_view_same_decision(options):
    """Worlds the seat cannot tell apart get one answer: the value reads sampled worlds only."""
    checked = 0
    for seed in range(8):
        state = tabletop.make("gunrain").new_game(seed)
        rnd = random.Random(seed)
        for _ in range(12 + seed):
            player = state.to_move[0]
            state.apply(player, rnd.choice(state.legal_actions(player)))
        if state.is_over:
            continue
        player = state.to_move[0]
        other = state.determinize(player, Rng(seed + 100))
        assert other.view(player) == state.view(player)
        first = bots.make("ismcts", seed=1, **options).analyse(state, player)
        second = bots.make("ismcts", seed=1, **options).analyse(other, player)
        assert first == second
        checked += 1
    assert checked >= 4
