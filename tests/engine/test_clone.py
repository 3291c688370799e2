"""The clone contract, for every registered game: a clone shares no object the rules change in
place, and it plays on exactly as the original would, leaving the original untouched.

Searches clone at every simulated step and play the clone on; a list shared by mistake would
let a simulated move leak into the real game, silently.
"""

from __future__ import annotations

import pickle
import random

import pytest

import tabletop
from tabletop.engine import State
from tabletop.engine.cloning import cloned_by_slots

GAMES = sorted(tabletop.games())


def _mutable(value: object) -> bool:
    """Lists, dicts, sets, and objects with a copy of their own (a generator, a setting)."""
    return isinstance(value, list | dict | set | bytearray) or callable(
        getattr(value, "copy", None)
    )


def _positions(name: str, seeds: range) -> list[State]:
    """Positions met in random play, from the start to the last move of each game."""
    rng = random.Random(name)
    positions = []
    for seed in seeds:
        state = tabletop.make(name).new_game(seed)
        while not state.is_over:
            if rng.random() < 0.2:
                positions.append(state.clone())
            player = state.to_move[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
    return positions


@pytest.mark.parametrize("name", GAMES)
def test_every_mutable_slot_of_a_clone_is_a_distinct_object(name):
    game_state = type(tabletop.make(name).new_game(0))
    records = getattr(game_state, "clone_rules", {}).get("shared_records", ())
    checked = set()
    for state in _positions(name, range(4)):
        twin = state.clone()
        assert type(twin) is game_state
        for slot in game_state.__slots__:
            value, copied = getattr(state, slot), getattr(twin, slot)
            if slot in records or not _mutable(value):
                continue
            checked.add(slot)
            assert copied is not value, f"{name}: clone shares its {slot!r}"
            if isinstance(value, list):
                for mine, theirs in zip(value, copied, strict=True):
                    if _mutable(mine):
                        assert theirs is not mine, f"{name}: clone shares an item of {slot!r}"
    assert checked, "no mutable slot was met: the positions are too few"


@pytest.mark.parametrize("name", GAMES)
def test_a_clone_plays_on_like_the_original_and_leaves_it_untouched(name):
    rng = random.Random(7)
    for state in _positions(name, range(2))[::5]:
        before = pickle.dumps(state)
        twin = state.clone()
        moves, views = [], []
        while not twin.is_over:
            player = twin.to_move[0]
            action = rng.choice(twin.legal_actions(player))
            twin.apply(player, action)
            moves.append((player, action))
            views.append([twin.view(p) for p in range(twin.game.num_players)])
        assert pickle.dumps(state) == before, "playing the clone changed the original"
        for (player, action), seen in zip(moves, views, strict=True):
            state.apply(player, action)
            assert [state.view(p) for p in range(state.game.num_players)] == seen
        assert state.result == twin.result


def test_the_clone_rules_name_slots_of_the_class_once():
    with pytest.raises(TypeError, match="not slots of the class: stack"):

        @cloned_by_slots(copy=("stack",))
        class Misnamed(State):
            __slots__ = ("deck",)

    with pytest.raises(TypeError, match="more than one clone rule"):

        @cloned_by_slots(copy=("deck",), shared_records=("deck",))
        class Twice(State):
            __slots__ = ("deck",)
