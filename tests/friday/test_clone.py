"""FridayState's clone() is written out in the class (compiled, the class takes no generated
method), so it must stay what ``cloned_by_slots`` would generate from its ``clone_rules``: these
tests hold the two together, slot by slot, over positions of random games at every level."""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.engine import Rng, State
from tabletop.engine.cloning import BASE_SLOTS, cloned_by_slots
from tabletop.rulesets.friday.rules import FridayState

SLOTS = BASE_SLOTS + FridayState.__slots__


@cloned_by_slots(**FridayState.clone_rules)
class Generated(State):
    """FridayState's slots with the clone that ``cloned_by_slots`` generates for its rules."""

    __slots__ = FridayState.__slots__


def _generated_twin(state: FridayState) -> Generated:
    """The generated clone of ``state``'s slots, read from a Generated holding them."""
    holder = Generated.__new__(Generated)
    for name in SLOTS:
        setattr(holder, name, getattr(state, name))
    return holder.clone()


def _value(value: object) -> object:
    """What a slot holds, comparable: a generator by its state."""
    return value.state if isinstance(value, Rng) else value


def _positions(level: int) -> list[FridayState]:
    """Every third position of two seeded random games, the legal actions listed (the memo)."""
    out = []
    game = tabletop.make("friday", level=level)
    for seed in range(2):
        rng = random.Random(seed)
        state = game.new_game(seed)
        steps = 0
        while not state.is_over:
            legal = state.legal_actions(0)
            if steps % 3 == 0:
                out.append(state)
                state = state.clone()
            state.apply(0, rng.choice(legal))
            steps += 1
        out.append(state)
    return out


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_the_written_clone_is_the_generated_one(level: int):
    copied = set(FridayState.clone_rules["copy"])
    for state in _positions(level):
        ours, generated = state.clone(), _generated_twin(state)
        assert type(ours) is FridayState
        for name in SLOTS:
            mine, theirs, original = (
                getattr(ours, name),
                getattr(generated, name),
                getattr(state, name),
            )
            assert _value(mine) == _value(theirs), name
            if not isinstance(original, int):  # (compiled, a C int field makes a new int)
                assert (mine is original) == (theirs is original), name
                assert (mine is original) == (name not in copied), name
