"""The contract's fixed spaces: action ids and observations, over random playthroughs.

The no-leak checks: an observation is exactly the encoding of the seat's view, and neither it
nor the seat's action ids change when everything hidden from the seat is resampled.
"""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.engine import Game

from .conftest import CONFIGS, IDS


def _positions(name: str, options: dict, games: int = 6):
    """(state, player) for every decision of a few random games."""
    game = tabletop.make(name, **options)
    for seed in range(games):
        state = game.new_game(seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            for player in state.to_move:
                yield state, player
            player = state.to_move[0]
            state.apply(player, rng.choice(state.legal_actions(player)))


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_action_ids_are_unique_and_in_range(name: str, options: dict) -> None:
    size = tabletop.make(name, **options).num_distinct_actions
    for state, player in _positions(name, options):
        ids = [state.action_id(a) for a in state.legal_actions(player)]
        assert len(set(ids)) == len(ids), state.legal_actions(player)
        assert all(0 <= i < size for i in ids)


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_a_fixed_id_reads_back_as_its_action_anywhere(name: str, options: dict) -> None:
    """Gun Rain's and Kung Fu's ids stand for one action whatever the position, so
    ``action_notation`` decodes them (a past move of a history too); Friday's sort ids depend
    on the position, and its ``action_notation`` says so with None."""
    game = tabletop.make(name, **options)
    for state, player in _positions(name, options, games=3):
        for action in state.legal_actions(player):
            decoded = game.action_notation(state.action_id(action))
            assert decoded == (None if name == "friday" else action.notation)
    assert game.action_notation(-1) is None
    assert game.action_notation(game.num_distinct_actions) is None


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_observations_have_fixed_size_and_bounds(name: str, options: dict) -> None:
    game = tabletop.make(name, **options)
    for state, player in _positions(name, options, games=3):
        obs = state.observation(player)
        assert len(obs) == game.observation_size
        assert all(0.0 <= x <= 1.0 for x in obs)


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_observation_and_ids_reveal_nothing_hidden(name: str, options: dict) -> None:
    game = tabletop.make(name, **options)
    rng = random.Random(0)
    for k, (state, player) in enumerate(_positions(name, options, games=3)):
        if k % 3:
            continue
        obs = state.observation(player)
        assert obs == game.encode(state.view(player))
        ids = sorted(state.action_id(a) for a in state.legal_actions(player))
        world = state.determinize(player, rng)
        assert world.observation(player) == obs
        assert sorted(world.action_id(a) for a in world.legal_actions(player)) == ids


def test_friday_sort_ids_are_by_position_not_card() -> None:
    """F12 sort: the same arrangement of positions has the same id whichever cards lie there."""
    game = tabletop.make("friday")
    found = 0
    for state, player in _positions("friday", {}, games=200):
        fight = state.view(player)["fight"]
        if fight and fight["pending"] and fight["pending"]["kind"] == "sort":
            ids = {state.action_id(a) for a in state.legal_actions(player)}
            k = len(fight["pending"]["cards"])
            assert len(ids) == {1: 2, 2: 4, 3: 12}[k]
            assert min(ids) >= game.num_distinct_actions - 12
            found += 1
    assert found


@pytest.mark.parametrize(
    ("name", "options", "notation", "expected"),
    [
        ("friday", {}, "draw", 0),
        ("friday", {}, "fight H01", 6 + 18),  # H01 is card 18 of the card file
        ("gunrain", {}, "swap 1 2", 120),
        ("gunrain", {}, "shift 10C none", 232),
        ("kungfu", {}, "use K01 on 2", 320),
        ("kungfu", {}, "put 2 K01", 762),
    ],
)
def test_documented_ids_are_pinned(name: str, options: dict, notation: str, expected: int) -> None:
    """docs/research.md promises these numbers; researchers' saved models depend on them."""
    game = tabletop.make(name, **options)
    action = _action_named(game, notation)
    assert game.action_id(game.new_game(seed=0), action) == expected


def _action_named(game: Game, notation: str) -> tabletop.Action:
    from tabletop.rulesets.friday import actions as friday
    from tabletop.rulesets.gunrain.encoding import ALL_ACTIONS

    if game.name == "friday":
        pool = [friday.DRAW, *friday.FIGHT]
    elif game.name == "gunrain":
        pool = list(ALL_ACTIONS)
    else:
        table = game.actions
        pool = [a for per in table.use_on for a in per] + [a for f in table.put for a in f]
    return next(a for a in pool if a.notation == notation)
