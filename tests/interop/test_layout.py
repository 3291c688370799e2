"""The observation layout as data: each encoder's named slices cover its vector exactly, and a
named slice changes when the fact it names changes (one hand-picked fact per game)."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

import tabletop

from .conftest import CONFIGS, IDS


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_the_slices_cover_the_vector_without_gaps_or_overlaps(name: str, options: dict) -> None:
    game = tabletop.make(name, **options)
    slices = game.observation_slices()
    names = [n for n, _, _ in slices]
    assert len(set(names)) == len(names)
    assert slices[0][1] == 0 and slices[-1][2] == game.observation_size
    for (_, _, stop), (_, start, _) in pairwise(slices):
        assert stop == start
    assert all(start < stop for _, start, stop in slices)


# (game, options, the fact in the seat's view, the slice that must change with it)
FACTS = [
    ("friday", {}, lambda view, seat: view["life"], "life"),
    ("gunrain", {}, lambda view, seat: view["hp"][1 - seat], "seat_opponent"),
    ("kungfu", {"players": 3}, lambda view, seat: view["seats"][seat]["hp"], "seat_0"),
]


@pytest.mark.parametrize(("name", "options", "fact", "named"), FACTS)
def test_a_named_slice_changes_when_its_fact_changes(name, options, fact, named) -> None:
    game = tabletop.make(name, **options)
    start, stop = next((a, b) for n, a, b in game.observation_slices() if n == named)
    rng, changes = random.Random(1), 0
    for seed in range(5):
        state = game.new_game(seed=seed)
        before, seen = fact(state.view(0), 0), state.observation(0)[start:stop]
        while not state.is_over and changes < 3:
            player = state.to_move[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
            now, vector = fact(state.view(0), 0), state.observation(0)[start:stop]
            if now != before:
                assert vector != seen, (seed, before, now)
                changes += 1
            before, seen = now, vector
    assert changes == 3
