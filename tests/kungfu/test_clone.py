"""KungFuState's clone() is written out in the class (compiled, the class takes no generated
method), so it must stay what ``cloned_by_slots`` would generate from its ``clone_rules``: these
tests hold the two together, slot by slot, over positions of random games of every player count,
dealt and drafted."""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.engine import Rng, State
from tabletop.engine.cloning import BASE_SLOTS, cloned_by_slots
from tabletop.rulesets.kungfu.rules import KungFuState

SLOTS = BASE_SLOTS + KungFuState.__slots__


@cloned_by_slots(**KungFuState.clone_rules)
class Generated(State):
    """KungFuState's slots with the clone that ``cloned_by_slots`` generates for its rules."""

    __slots__ = KungFuState.__slots__


def _generated_twin(state: KungFuState) -> Generated:
    """The generated clone of ``state``'s slots, read from a Generated holding them."""
    holder = Generated.__new__(Generated)
    for name in SLOTS:
        setattr(holder, name, getattr(state, name))
    return holder.clone()


def _value(value: object) -> object:
    """What a slot holds, comparable: a generator by its state."""
    return value.state if isinstance(value, Rng) else value


def _positions(players: int, draft: bool) -> list[KungFuState]:
    """Every third position of two seeded random games, the legal actions listed (the memo)."""
    out = []
    game = tabletop.make("kungfu", players=players, draft=draft)
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


@pytest.mark.parametrize("draft", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_written_clone_is_the_generated_one(players: int, draft: bool):
    copied = set(KungFuState.clone_rules["copy"])
    for state in _positions(players, draft):
        ours, generated = state.clone(), _generated_twin(state)
        assert type(ours) is KungFuState
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
