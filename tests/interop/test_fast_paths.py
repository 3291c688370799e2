"""The adapters' fast paths give exactly what the slow, obviously safe ones give.

Observations: the sparse :class:`Features` and the trimmed views games encode are checked
against ``encode(view(player))`` for every seat at every position of many random games, and
against resampled worlds (no leak). Legal ids: the per-position cache never serves a stale entry.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tabletop
from tabletop.engine.encoding import Features, sparse
from tabletop.interop.moves import LegalCache, legal_by_id

from .conftest import CONFIGS, IDS

# Keys a trimmed view may leave out (emptied), because no encoder reads them.
TRIMMED = {"events", "cards", "last"}


def _all_seats(name: str, options: dict, games: int):
    """(state, player) for every seat (acting or not) at every position of random games."""
    game = tabletop.make(name, **options)
    for seed in range(games):
        state = game.new_game(seed=100 + seed)
        rng = random.Random(seed)
        while True:
            for player in range(game.num_players):
                yield state, player
            if state.is_over:
                break
            player = state.to_move[0]
            state.apply(player, rng.choice(state.legal_actions(player)))


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_fast_observation_equals_encoding_of_the_full_view(name: str, options: dict) -> None:
    game = tabletop.make(name, **options)
    for state, player in _all_seats(name, options, games=12):
        view = state.view(player)
        expected = game.encode(view)
        assert state.observation(player) == expected
        features = state.observation_features(player)
        assert features.size == game.observation_size
        assert features.out == expected
        assert all(
            expected[i] == v and v != 0.0
            for i, v in zip(features.index, features.value, strict=True)
        )
        trimmed = state._observed_view(player)
        assert trimmed.keys() == view.keys()
        assert {k for k in view if trimmed[k] != view[k]} <= TRIMMED


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_fast_observation_reveals_nothing_hidden(name: str, options: dict) -> None:
    rng = random.Random(1)
    for k, (state, player) in enumerate(_all_seats(name, options, games=4)):
        if k % 2 or state.is_over:
            continue
        features = state.observation_features(player)
        world = state.determinize(player, rng)
        twin = world.observation_features(player)
        assert twin.out == features.out
        assert sorted(zip(twin.index, twin.value, strict=True)) == sorted(
            zip(features.index, features.value, strict=True)
        )


def _dense_reference(ops: list[tuple]) -> list[float]:
    """The helpers' documented meaning, written the plain dense way."""
    out: list[float] = []
    for op, *args in ops:
        if op == "flag":
            out.append(1.0 if args[0] else 0.0)
        elif op == "scaled":
            value, top, low = args
            value = low if value is None else value
            out.append(min(1.0, max(0.0, (value - low) / (top - low))))
        elif op == "one_hot":
            block = [0.0] * args[1]
            if args[0] is not None:
                block[args[0]] = 1.0
            out += block
        elif op == "multi_hot":
            block = [0.0] * args[1]
            for i in args[0]:
                block[i] = 1.0
            out += block
        else:
            values, size, top = args
            block = [0] * size
            for v in values:
                block[v] += 1
            out += [min(1.0, n / top) for n in block]
    return out


_SIZE = st.integers(1, 8)
_OP = st.one_of(
    st.tuples(st.just("flag"), st.booleans()),
    st.tuples(
        st.just("scaled"),
        st.one_of(st.none(), st.integers(-40, 80)),
        st.integers(1, 60),
        st.integers(-30, 0),
    ),
    _SIZE.flatmap(
        lambda n: st.tuples(
            st.just("one_hot"), st.one_of(st.none(), st.integers(0, n - 1)), st.just(n)
        )
    ),
    _SIZE.flatmap(
        lambda n: st.tuples(st.just("multi_hot"), st.lists(st.integers(0, n - 1)), st.just(n))
    ),
    _SIZE.flatmap(
        lambda n: st.tuples(
            st.just("counts"), st.lists(st.integers(0, n - 1)), st.just(n), st.integers(1, 4)
        )
    ),
)


@given(st.lists(_OP, max_size=20))
def test_sparse_features_equal_the_dense_reference(ops: list[tuple]) -> None:
    f = Features()
    for op, *args in ops:
        getattr(f, op)(*args)
    expected = _dense_reference(ops)
    assert f.size == len(expected)
    assert f.out == expected
    again = sparse(expected)
    assert again.out == expected and 0.0 not in again.value


def test_the_legal_cache_follows_the_position() -> None:
    game = tabletop.make("kungfu", players=3)
    state = game.new_game(seed=2)
    cache = LegalCache()
    rng = random.Random(0)
    while not state.is_over:
        twin = state.clone()
        for player in range(3):
            assert cache.get(state, player) == legal_by_id(state, player)
            assert cache.get(twin, player) == legal_by_id(twin, player)
        player = state.to_move[0]
        ids = sorted(cache.get(state, player))
        state.apply(player, cache.action_for(state, player, rng.choice(ids)))


@pytest.mark.parametrize("name", ["tabletop_friday", "tabletop_gunrain", "tabletop_kungfu"])
def test_openspiel_tensors_equal_the_observations(name: str) -> None:
    """Including the cached initial position, which pyspiel asks for on every call."""
    pyspiel = pytest.importorskip("pyspiel")
    from tabletop.interop.openspiel import register

    register()
    game = pyspiel.load_game(name, {"seed": 3})
    state = game.new_initial_state()
    rng = random.Random(0)
    for _ in range(40):
        if state.is_terminal():
            break
        for player in range(game.num_players()):
            expected = state.engine.observation(player)
            assert state.observation_tensor(player) == pytest.approx(expected, abs=1e-6)
            assert game.new_initial_state().observation_tensor(player) == pytest.approx(
                game.new_initial_state().engine.observation(player), abs=1e-6
            )
        state.apply_action(rng.choice(state.legal_actions()))
