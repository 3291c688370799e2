"""GunRainState's clone() is written out in the class (compiled, the class takes no generated
method), so it must stay what ``cloned_by_slots`` would generate from its ``clone_rules``: these
tests hold the two together, slot by slot, over positions of random games of both layouts."""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.engine import Rng, State
from tabletop.engine.cloning import BASE_SLOTS, cloned_by_slots
from tabletop.rulesets.gunrain.rules import GunRainState
from tabletop.rulesets.gunrain.setting import Setting

SLOTS = BASE_SLOTS + GunRainState.__slots__


@cloned_by_slots(**GunRainState.clone_rules)
class Generated(State):
    """GunRainState's slots with the clone that ``cloned_by_slots`` generates for its rules."""

    __slots__ = GunRainState.__slots__


def _generated_twin(state: GunRainState) -> Generated:
    """The generated clone of ``state``'s slots, read from a Generated holding them."""
    holder = Generated.__new__(Generated)
    for name in SLOTS:
        setattr(holder, name, getattr(state, name))
    return holder.clone()


def _value(value: object) -> object:
    """What a slot holds, comparable: a generator by its state, settings by their slots."""
    if isinstance(value, Rng):
        return value.state
    if isinstance(value, list) and value and isinstance(value[0], Setting):
        return [[getattr(s, name) for name in Setting.__slots__] for s in value]
    return value


def _positions(layout: str) -> list[GunRainState]:
    """Every third position of two seeded random games, the legal actions listed (the memo)."""
    out = []
    game = tabletop.make("gunrain", layout=layout)
    for seed in range(2):
        rng = random.Random(seed)
        state = game.new_game(seed)
        steps = 0
        while not state.is_over:
            player = state.to_move[0]
            legal = state.legal_actions(player)
            if steps % 3 == 0:
                out.append(state)
                state = state.clone()
            state.apply(player, rng.choice(legal))
            steps += 1
        out.append(state)
    return out


@pytest.mark.parametrize("layout", ["4x6", "6x4"])
def test_the_written_clone_is_the_generated_one(layout: str):
    copied = set(GunRainState.clone_rules["copy"])
    itemwise = set(GunRainState.clone_rules["copy_items"])
    for state in _positions(layout):
        ours, generated = state.clone(), _generated_twin(state)
        assert type(ours) is GunRainState
        for name in SLOTS:
            mine, theirs, original = (
                getattr(ours, name),
                getattr(generated, name),
                getattr(state, name),
            )
            assert _value(mine) == _value(theirs), name
            if not isinstance(original, int):  # (compiled, a C int field makes a new int)
                assert (mine is original) == (theirs is original), name
                assert (mine is original) == (name not in copied | itemwise), name
            if name in itemwise:  # each item copied too, none shared
                assert not any(a is b for a, b in zip(mine, original, strict=True)), name
