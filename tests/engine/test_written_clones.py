"""Each game's ``clone()`` is written out in its state class (compiled, a class takes no
generated method), so it must stay what ``cloned_by_slots`` would generate from the class's
``clone_rules``: these tests hold the two together, slot by slot, over positions of seeded
random games of every game and setting."""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.engine import Rng, State
from tabletop.engine.cloning import BASE_SLOTS, cloned_by_slots

SETTINGS = [
    *(("friday", {"level": level}) for level in (1, 2, 3, 4)),
    *(("gunrain", {"layout": layout}) for layout in ("4x6", "6x4")),
    *(("kungfu", {"players": n, "draft": d}) for n in (2, 3, 4, 5) for d in (False, True)),
]


def _generated_clone(cls: type[State]):
    """The clone ``cloned_by_slots`` generates from ``cls``'s rules, on a plain class of its
    slots."""
    plain = type("Generated", (State,), {"__slots__": cls.__slots__})
    return cloned_by_slots(**cls.clone_rules)(plain).clone, plain


def _value(value: object) -> object:
    """What a slot holds, comparable: a generator by its state, items with slots (Gun Rain's
    settings) by their slots."""
    if isinstance(value, Rng):
        return value.state
    if isinstance(value, list) and value and hasattr(type(value[0]), "__slots__"):
        return [[getattr(item, name) for name in type(item).__slots__] for item in value]
    return value


def _positions(name: str, options: dict) -> list[State]:
    """Every third position of two seeded random games, the legal actions listed (the memo)."""
    out = []
    game = tabletop.make(name, **options)
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


@pytest.mark.parametrize(("name", "options"), SETTINGS, ids=lambda v: str(v))
def test_the_written_clone_is_the_generated_one(name: str, options: dict):
    positions = _positions(name, options)
    cls = type(positions[0])
    generate, plain = _generated_clone(cls)
    slots = BASE_SLOTS + cls.__slots__
    copied = set(cls.clone_rules["copy"])
    itemwise = set(cls.clone_rules["copy_items"])
    for state in positions:
        holder = plain.__new__(plain)
        for slot in slots:
            setattr(holder, slot, getattr(state, slot))
        ours, generated = state.clone(), generate(holder)
        assert type(ours) is cls
        for slot in slots:
            mine, theirs = getattr(ours, slot), getattr(generated, slot)
            original = getattr(state, slot)
            assert _value(mine) == _value(theirs), slot
            if not isinstance(original, int):  # (compiled, a C int field makes a new int)
                assert (mine is original) == (theirs is original), slot
                assert (mine is original) == (slot not in copied | itemwise), slot
            if slot in itemwise:  # each item copied too, none shared
                assert not any(a is b for a, b in zip(mine, original, strict=True)), slot
