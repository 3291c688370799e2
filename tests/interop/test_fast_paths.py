"""The adapters' fast paths give exactly what the slow, obviously safe ones give.

Observations: each game's encoder that reads the state directly (``observation_features``) is
checked against ``features(view(player))`` for every seat at every position of many random
games in every configuration, and against resampled worlds (no leak); so are the numpy arrays
the adapters hand out and OpenSpiel's Python-side tensors. Legal ids: the batch numbering
equals the one-at-a-time one, and the per-position caches never serve a stale entry.
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tabletop
from tabletop.engine.encoding import Features, sparse
from tabletop.interop.moves import LegalCache, legal_by_id

from .conftest import CONFIGS, IDS

# Every configuration of the adapter tests, and more that change what the encoders read.
FAST = [
    *CONFIGS,
    ("friday", {"level": 2}),
    ("friday", {"level": 3, "aging_draw": "random"}),
    ("gunrain", {"face_down": "none"}),
    ("gunrain", {"face_down": "middle", "max_turns": 10}),
    ("gunrain", {"layout": "6x4", "face_down": "back"}),
    ("kungfu", {"players": 2, "draft": True, "refresh": True}),
    ("kungfu", {"players": 4, "refresh": True}),
]
FAST_IDS = [
    *IDS,
    *(f"{n}-{'-'.join(f'{k}={v}' for k, v in o.items())}" for n, o in FAST[len(IDS) :]),
]


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


@pytest.mark.parametrize(("name", "options"), FAST, ids=FAST_IDS)
def test_fast_observation_equals_encoding_of_the_view(name: str, options: dict) -> None:
    """The state-reading encoders (with their memos) against the reference, over the view."""
    game = tabletop.make(name, **options)
    for state, player in _all_seats(name, options, games=6):
        view = state.view(player)
        expected = game.encode(view)
        features = state.observation_features(player)
        assert features.size == game.observation_size == len(expected)
        assert features.out == expected
        assert all(
            expected[i] == v and v != 0.0
            for i, v in zip(features.index, features.value, strict=True)
        )
        assert set(features.value[: features.ones]) <= {1.0}
        assert state.observation(player) == expected


def test_fast_observation_with_another_card_set(tmp_path: Path) -> None:
    """Kung Fu's blocks and offsets depend on the card set: a file with its first 30 cards."""
    from tabletop.rulesets import kungfu

    data = json.loads((Path(kungfu.__file__).parent / "data" / "kungfu-cards.json").read_text())
    data["cards"] = data["cards"][:30]
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    options = {"players": 3, "cards": str(path)}
    game = tabletop.make("kungfu", **options)
    assert game.observation_size < tabletop.make("kungfu", players=3).observation_size
    for state, player in _all_seats("kungfu", options, games=6):
        assert state.observation_features(player).out == game.encode(state.view(player))


@pytest.mark.parametrize(("name", "options"), FAST, ids=FAST_IDS)
def test_fast_observation_in_shuffled_order(name: str, options: dict) -> None:
    """The encoders' memos serve equal inputs only, whatever state asked before."""
    game = tabletop.make(name, **options)
    positions = [(s.clone(), p) for s, p in _all_seats(name, options, games=4)]
    random.Random(2).shuffle(positions)
    for state, player in positions:
        assert state.observation_features(player).out == game.encode(state.view(player))


@pytest.mark.parametrize(("name", "options"), FAST, ids=FAST_IDS)
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


@pytest.mark.parametrize(("name", "options"), FAST, ids=FAST_IDS)
def test_batch_action_ids_equal_one_at_a_time(name: str, options: dict) -> None:
    game = tabletop.make(name, **options)
    for state, player in _all_seats(name, options, games=4):
        legal = state.legal_actions(player)
        ids = [game.action_id(state, a) for a in legal]
        assert game.action_ids(state, legal) == ids
        assert legal_by_id(state, player) == dict(zip(ids, legal, strict=True))


@pytest.mark.parametrize(("name", "options"), CONFIGS, ids=IDS)
def test_adapter_arrays_equal_the_dense_vectors(name: str, options: dict) -> None:
    np = pytest.importorskip("numpy")
    from tabletop.interop.arrays import Observer, mask_array

    game = tabletop.make(name, **options)
    observers = [Observer(game, p) for p in range(game.num_players)]
    for state, player in _all_seats(name, options, games=2):
        observation = observers[player](state)
        assert observation.dtype == np.float32
        assert (
            observation.tolist() == np.array(game.encode(state.view(player)), np.float32).tolist()
        )
        mask = mask_array(legal_by_id(state, player), game.num_distinct_actions)
        assert mask.dtype == np.int8
        assert set(mask.nonzero()[0].tolist()) == set(legal_by_id(state, player))


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
            assert cache.sorted_ids(twin, player) == sorted(legal_by_id(twin, player))
        player = state.to_move[0]
        ids = cache.sorted_ids(state, player)
        cache.play(state, player, rng.choice(ids))


@pytest.mark.parametrize(("name", "options"), FAST, ids=FAST_IDS)
def test_playing_from_the_legal_cache_equals_apply(name: str, options: dict) -> None:
    """``LegalCache.play`` skips apply's checks: the same games, and illegal ids change nothing."""
    game = tabletop.make(name, **options)
    cache = LegalCache()
    for seed in range(5):
        played, applied = game.new_game(seed=seed), game.new_game(seed=seed)
        rng = random.Random(seed)
        while not played.is_over:
            player = played.to_move[0]
            legal = cache.get(played, player)
            action_id = rng.choice(sorted(legal))
            before = played.record()
            waiting = [p for p in range(game.num_players) if p not in played.to_move]
            tries = [(player, -1), (player, game.num_distinct_actions)]
            # "3" and 3.0 are no ids (1.9 from a continuous policy is not move 1)
            tries += [(player, str(action_id)), (player, float(action_id))]
            for seat, wrong in [*tries, *((p, action_id) for p in waiting)]:
                with pytest.raises(tabletop.IllegalAction):
                    cache.play(played, seat, wrong)
            assert played.record() == before
            cache.play(played, player, action_id)
            applied.apply(player, legal[action_id])
            assert played.record() == applied.record()
            assert played.view(None) == applied.view(None)
        assert applied.is_over and played.result == applied.result


def test_pettingzoo_and_gymnasium_observations_are_the_encoded_views() -> None:
    np = pytest.importorskip("numpy")
    pytest.importorskip("pettingzoo")
    import gymnasium

    import tabletop.interop.gymnasium  # noqa: F401  (registers the environments)
    from tabletop.interop.pettingzoo import env

    aec = env("kungfu", players=3)
    aec.reset(seed=4)
    for agent in aec.agent_iter():
        obs, _, terminated, truncated, _ = aec.last()
        player = int(agent.removeprefix("player_"))
        view = aec.state.view(player)
        assert obs["observation"].tolist() == np.array(aec.game.encode(view), np.float32).tolist()
        aec.step(None if terminated or truncated else int(obs["action_mask"].argmax()))
    gym = gymnasium.make("tabletop/GunRain-v0", seat=1).unwrapped
    obs, info = gym.reset(seed=2)
    done = False
    while not done:
        view = gym.state.view(1)
        assert obs.tolist() == np.array(gym.game.encode(view), np.float32).tolist()
        obs, _, done, _, info = gym.step(int(info["action_mask"].argmax()))


# Both chance modes (explicit, the default, and sampled) over the games
OPENSPIEL = [
    ("tabletop_friday", {"seed": 3}),
    ("tabletop_friday", {"level": 4, "seed": 1, "chance_mode": "sampled"}),
    ("tabletop_gunrain", {"seed": 3, "chance_mode": "sampled"}),
    ("tabletop_gunrain", {"seed": 2, "max_turns": 3}),
    ("tabletop_kungfu", {"seed": 3}),
    ("tabletop_kungfu", {"players": 4, "seed": 5, "chance_mode": "sampled"}),
]


def _observation(state, player: int) -> list[float]:
    """The engine's observation of an OpenSpiel state; zeros while an explicit deal waits for
    chance (nothing is dealt yet)."""
    engine = state.engine
    if engine is None:
        return [0.0] * state.get_game().observation_tensor_size()
    return engine.observation(player)


@pytest.mark.parametrize(("name", "params"), OPENSPIEL)
def test_openspiel_python_paths_equal_the_cpp_ones(name: str, params: dict) -> None:
    """The Python-side ``legal_actions`` and tensors give what pyspiel's C++ path gives, and the
    tensors are the engine's observations (C++ rounds them to float32)."""
    pyspiel = pytest.importorskip("pyspiel")
    from tabletop.interop.openspiel import register

    register()
    game = pyspiel.load_game(name, params)
    state = game.new_initial_state()
    rng = random.Random(0)
    while True:
        current = state.current_player()
        assert state.is_terminal() == (current == pyspiel.PlayerId.TERMINAL)
        assert state.legal_actions() == pyspiel.State.legal_actions(state)
        for player in range(game.num_players()):
            expected = _observation(state, player)
            assert state.observation_tensor(player) == expected
            cpp = pyspiel.State.observation_tensor(state, player)
            assert cpp == pytest.approx(expected, abs=1e-6)
            assert state.legal_actions(player) == pyspiel.State.legal_actions(state, player)
        if state.is_terminal():
            break
        if current >= 0:
            assert state.observation_tensor() == state.engine.observation(current)
        state.apply_action(rng.choice(state.legal_actions()))
    with pytest.raises(pyspiel.SpielError):
        state.observation_tensor()  # no current player: pyspiel's own error


@pytest.mark.parametrize("name", ["tabletop_friday", "tabletop_gunrain", "tabletop_kungfu"])
def test_openspiel_tensors_of_the_initial_position(name: str) -> None:
    """pyspiel's C++ path builds a throw-away initial state per tensor, answered from a cache;
    the real state read after it keeps its own deal, fixed or drawn."""
    pyspiel = pytest.importorskip("pyspiel")
    from tabletop.interop.openspiel import register

    register()
    for fixed, mode in itertools.product((True, False), ("explicit", "sampled")):
        game = pyspiel.load_game(name, {"seed": 3, "fixed_deal": fixed, "chance_mode": mode})
        for player in range(game.num_players()):
            state = game.new_initial_state()
            cpp = pyspiel.State.observation_tensor(state, player)
            expected = _observation(state, player)
            assert cpp == pytest.approx(expected, abs=1e-6)
            assert state.observation_tensor(player) == expected


@pytest.mark.parametrize(("name", "params"), OPENSPIEL)
def test_openspiel_observer_api_gives_the_engines_observation(name: str, params: dict) -> None:
    """``make_observation``'s ``set_from`` fills its tensor with the seat's observation at every
    position, also when a fresh initial state is read in between (as pyspiel's C++ path does)
    and for seats asked out of turn; a seat that does not exist is a ConfigError."""
    pyspiel = pytest.importorskip("pyspiel")
    from open_spiel.python.observation import make_observation

    import tabletop
    from tabletop.interop.openspiel import register

    register()
    game = pyspiel.load_game(name, params)
    observation = make_observation(game)
    assert observation.dict["observation"] is observation.tensor
    seats = range(game.num_players())
    state = game.new_initial_state()
    rng = random.Random(1)
    while True:
        for player in seats:
            observation.set_from(state, player)
            expected = _observation(state, player)
            assert observation.tensor.tolist() == pytest.approx(expected, abs=1e-6)
            # a fresh initial state, never handed out, read between two others (it deals)
            fresh = game.new_initial_state()
            observation.set_from(fresh, player)
            initial = _observation(fresh, player)
            assert observation.tensor.tolist() == pytest.approx(initial, abs=1e-6)
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    before = observation.tensor.copy()
    with pytest.raises(tabletop.ConfigError, match="no player"):
        observation.set_from(state, game.num_players())
    assert (observation.tensor == before).all()


# --- observers: a seat's vector kept in a buffer and rewritten where its inputs changed ------
def _observers(game, np):
    from tabletop.interop.arrays import ListObserver, Observer

    arrays = [Observer(game, p) for p in range(game.num_players)]
    lists = [ListObserver(game, p) for p in range(game.num_players)]
    return arrays, lists


def _check(game, np, arrays, lists, state, player) -> None:
    expected = game.encode(state.view(player))
    array = arrays[player](state)
    assert array.dtype == np.float32 and array.shape == (game.observation_size,)
    assert array.tolist() == np.array(expected, np.float32).tolist()
    assert lists[player](state) == expected


@pytest.mark.parametrize(("name", "options"), FAST, ids=FAST_IDS)
def test_observers_equal_the_encoding_of_the_view(name: str, options: dict) -> None:
    """In play order, every seat at every position, as numpy arrays and as lists."""
    np = pytest.importorskip("numpy")
    game = tabletop.make(name, **options)
    arrays, lists = _observers(game, np)
    for state, player in _all_seats(name, options, games=5):
        _check(game, np, arrays, lists, state, player)


@pytest.mark.parametrize(("name", "options"), FAST, ids=FAST_IDS)
def test_observers_visited_out_of_order(name: str, options: dict) -> None:
    """Positions of several deals in shuffled order, each seat's observer asked only now and
    then, and two observers per seat that see different positions: nothing they remember
    from one position may leak into another."""
    np = pytest.importorskip("numpy")
    game = tabletop.make(name, **options)
    positions = [(s.clone(), p) for s, p in _all_seats(name, options, games=3)]
    rng = random.Random(3)
    rng.shuffle(positions)
    first, first_lists = _observers(game, np)
    second, second_lists = _observers(game, np)
    for k, (state, player) in enumerate(positions):
        if k % 3:
            _check(game, np, first, first_lists, state, player)
        if k % 2:
            _check(game, np, second, second_lists, state, player)


@pytest.mark.parametrize(("name", "options"), FAST, ids=FAST_IDS)
def test_observers_follow_a_state_changed_in_place(name: str, options: dict) -> None:
    """One state object stepped in place (its lists mutated), back and forth with others:
    an observer that kept a reference instead of a copy would miss the change."""
    np = pytest.importorskip("numpy")
    game = tabletop.make(name, **options)
    arrays, lists = _observers(game, np)
    rng = random.Random(5)
    states = [game.new_game(seed=seed) for seed in range(3)]
    while any(not s.is_over for s in states):
        state = rng.choice([s for s in states if not s.is_over])
        for player in range(game.num_players):
            _check(game, np, arrays, lists, state, player)
        mover = state.to_move[0]
        state.apply(mover, rng.choice(state.legal_actions(mover)))
        _check(game, np, arrays, lists, state, rng.randrange(game.num_players))


@pytest.mark.parametrize(("name", "options"), FAST, ids=FAST_IDS)
def test_observers_reveal_nothing_hidden(name: str, options: dict) -> None:
    """A resampled world gives the seat the same vector, also through a warm observer."""
    np = pytest.importorskip("numpy")
    game = tabletop.make(name, **options)
    arrays, lists = _observers(game, np)
    rng = random.Random(1)
    for k, (state, player) in enumerate(_all_seats(name, options, games=4)):
        if k % 2 or state.is_over:
            continue
        seen = arrays[player](state)
        world = state.determinize(player, rng)
        assert arrays[player](world).tolist() == seen.tolist()
        assert lists[player](world) == lists[player](state)


def test_observer_arrays_are_the_callers_own() -> None:
    """An observation handed out never changes afterwards, nor does changing it matter."""
    np = pytest.importorskip("numpy")
    from tabletop.interop.arrays import Observer

    game = tabletop.make("gunrain")
    observer = Observer(game, 0)
    state = game.new_game(seed=1)
    rng = random.Random(0)
    kept = []
    while not state.is_over:
        array = observer(state)
        kept.append((array, array.copy(), game.encode(state.view(0))))
        array[:] = 1.0  # the caller's to change
        mover = state.to_move[0]
        state.apply(mover, rng.choice(state.legal_actions(mover)))
    for array, copy, expected in kept:
        assert np.all(array == 1.0)
        assert copy.tolist() == np.array(expected, np.float32).tolist()


def test_generic_observer_for_games_without_one() -> None:
    """A game without an observer of its own gets one over ``observation_features``."""
    np = pytest.importorskip("numpy")
    from tabletop.engine.encoding import FeaturesObserver

    game = tabletop.make("kungfu", players=3)
    buf = np.zeros(game.observation_size, np.float32)
    observer = FeaturesObserver(game, 1, buf)
    positions = [s.clone() for s, p in _all_seats("kungfu", {"players": 3}, games=2) if p == 0]
    random.Random(0).shuffle(positions)
    for state in positions:
        observer(state)
        assert buf.tolist() == np.array(game.encode(state.view(1)), np.float32).tolist()
    # arrays' fallback over it, called as the adapters call observers
    from tabletop.interop.arrays import _Generic

    buf = np.zeros(game.observation_size, np.float32)
    observer = _Generic(game, 1, memoryview(buf))
    for state in positions:
        observer(state, state.to_move)
        assert buf.tolist() == np.array(game.encode(state.view(1)), np.float32).tolist()


def test_pettingzoo_envs_interleaved_observe_every_agent() -> None:
    """Two environments of one game stepped in turns, each observing every agent (acting or
    not) at every step: per-environment observers, never each other's."""
    np = pytest.importorskip("numpy")
    pytest.importorskip("pettingzoo")
    from tabletop.interop.pettingzoo import env

    envs = [env("kungfu", players=3), env("kungfu", players=3)]
    for k, aec in enumerate(envs):
        aec.reset(seed=10 + k)
    rng = random.Random(0)
    for _ in range(400):
        aec = rng.choice(envs)
        if not aec.agents:
            aec.reset()
        for agent in rng.sample(aec.possible_agents, len(aec.possible_agents)):
            player = int(agent.removeprefix("player_"))
            obs = aec.observe(agent)
            view = aec.state.view(player)
            expected = np.array(aec.game.encode(view), np.float32)
            assert obs["observation"].tolist() == expected.tolist()
            legal = legal_by_id(aec.state, player)
            assert set(obs["action_mask"].nonzero()[0].tolist()) == set(legal)
        obs, _, terminated, truncated, _ = aec.last()
        aec.step(None if terminated or truncated else rng.choice(obs["action_mask"].nonzero()[0]))


@pytest.mark.parametrize(("name", "params"), OPENSPIEL)
def test_openspiel_tensors_of_clones_and_worlds_out_of_order(name: str, params: dict) -> None:
    """OpenSpiel states of one game share their observers: clones, resampled worlds and
    earlier positions, asked in shuffled order, still get their own tensors."""
    pyspiel = pytest.importorskip("pyspiel")
    from tabletop.interop.openspiel import register

    register()
    game = pyspiel.load_game(name, params)
    state = game.new_initial_state()
    rng = random.Random(1)
    states = []
    while not state.is_terminal():
        states.append(state.clone())
        player = state.current_player()
        if player >= 0:  # worlds are resampled at a seat's decision
            states.append(state.resample_from_infostate(player, rng.random))
        state.apply_action(rng.choice(state.legal_actions()))
    states.append(state)
    other = pyspiel.load_game(name, {**params, "seed": params["seed"] + 1}).new_initial_state()
    states.append(other)
    rng.shuffle(states)
    for s in states:
        for player in range(game.num_players()):
            assert s.observation_tensor(player) == _observation(s, player)
        if not s.is_terminal():
            assert s.legal_actions() == pyspiel.State.legal_actions(s)


def _block_facts(state, p: int) -> list[tuple]:
    """Seat ``p``'s facts behind each of its marks (``KungFuState.marks``, ``MARK_*``)."""
    from tabletop.rulesets.kungfu import rules as r

    s = state
    board = (s.out_at, s.hp, s.max_hp, s.atk, s.dfn, s.hit, s.hit_max, s.avo, s.avo_max)
    facts: list[tuple] = [()] * r.MARKS_PER_SEAT
    facts[r.MARK_STATS] = (*(field[p] for field in board), s.symbols[p])
    facts[r.MARK_CARDS] = (s.hand[p], s.spent[p], s.chosen[p])
    for k in range(3):
        card = s.chosen[p][k] if k < len(s.chosen[p]) else None
        facts[r.MARK_CARD + k] = (card, s.used >> (3 * p + k) & 1, s.dice_on[3 * p + k])
    facts[r.MARK_ROLL] = (s.roll[p], s.initiative[p])
    facts[r.MARK_POOL] = (s.pool[p],)
    facts[r.MARK_SEAT] = tuple(facts[: r.MARK_SEAT])
    return facts


@pytest.mark.parametrize(
    "options", [o for n, o in FAST if n == "kungfu"], ids=[i for i in FAST_IDS if "kungfu" in i]
)
def test_kungfu_marks_change_whenever_a_seat_does(options: dict) -> None:
    """The rules give a block of a seat a new mark at every change of the facts it stands for
    (observers trust it), clones share marks, and resampled worlds get new ones."""
    from tabletop.rulesets.kungfu.rules import MARKS_PER_SEAT

    game = tabletop.make("kungfu", **options)
    bumped = set()
    for seed in range(8):
        state = game.new_game(seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            before = state.clone()
            assert before.marks == state.marks
            assert len(state.marks) == MARKS_PER_SEAT * game.num_players
            mover = state.to_move[0]
            world = state.determinize(mover, rng)
            assert not set(map(id, world.marks)) & set(map(id, state.marks))
            state.apply(mover, rng.choice(state.legal_actions(mover)))
            for p in range(game.num_players):
                new, old = _block_facts(state, p), _block_facts(before, p)
                for block in range(MARKS_PER_SEAT):
                    mark = MARKS_PER_SEAT * p + block
                    if new[block] != old[block]:
                        assert state.marks[mark] is not before.marks[mark], (p, block)
                        bumped.add(block)
    assert bumped == set(range(MARKS_PER_SEAT))  # every block's facts changed somewhere


@pytest.mark.parametrize(
    "options", [o for n, o in FAST if n == "kungfu"], ids=[i for i in FAST_IDS if "kungfu" in i]
)
def test_kungfu_observers_across_every_stage_change(options: dict) -> None:
    """Observers warm on a position of one stage of the round (draft, choosing, placing,
    attacks), then asked for a position of the same game in another stage, each way round:
    blocks whose marks the two positions share but which show more or less in the new stage
    must be written again (Kung Fu's observer looks only at those, ``_RESTAGE``)."""
    np = pytest.importorskip("numpy")
    from tabletop.rulesets.kungfu.encoding import _PHASES

    game = tabletop.make("kungfu", **options)
    arrays, lists = _observers(game, np)
    rng = random.Random(11)
    pairs = set()
    for seed in range(2):
        state = game.new_game(seed=seed)
        positions = [state.clone()]
        while not state.is_over:
            mover = state.to_move[0]
            state.apply(mover, rng.choice(state.legal_actions(mover)))
            positions.append(state.clone())  # clones share the marks of unchanged blocks
        for before in positions:
            was = _PHASES[before.phase][0]
            others = [s for s in positions if _PHASES[s.phase][0] != was]
            for after in rng.sample(others, min(3, len(others))):
                pairs.add((was, _PHASES[after.phase][0]))
                for player in range(game.num_players):
                    arrays[player](before)
                    lists[player](before)
                    _check(game, np, arrays, lists, after, player)
    stages = {stage for stage, _ in pairs}
    assert pairs == {(a, b) for a in stages for b in stages if a != b}
    assert len(stages) == (4 if options.get("draft") else 3)


def _slots(cls: type) -> list[str]:
    return [n for c in cls.__mro__ for n in getattr(c, "__slots__", ()) if not n.startswith("__")]


@pytest.mark.parametrize(("name", "options"), FAST, ids=FAST_IDS)
def test_observers_notice_any_single_field(name: str, options: dict) -> None:
    """Each state field in turn taken from another position: whatever the observer remembers
    from the original, it must see the one difference (a field missing from an observer's
    keys would go unnoticed). Mixed states that the view or ``state_features`` cannot show
    are skipped."""
    import copy

    np = pytest.importorskip("numpy")
    game = tabletop.make(name, **options)
    positions = [s.clone() for s, p in _all_seats(name, options, games=3) if p == 0]
    rng = random.Random(7)
    arrays, lists = _observers(game, np)
    checked = 0
    for state in rng.sample(positions, min(20, len(positions))):
        donor = rng.choice(positions)
        for field in _slots(type(state)):
            twin = state.clone()
            try:
                setattr(twin, field, copy.deepcopy(getattr(donor, field)))
                if hasattr(twin, "mark_all"):  # Kung Fu: changed outside its rules, so say so
                    twin.mark_all()
                expected = [game.encode(twin.view(p)) for p in range(game.num_players)]
                for p in range(game.num_players):
                    twin.observation_features(p)  # the encoders share their assumptions
            except Exception:
                continue
            for player in range(game.num_players):
                arrays[player](state)  # warm: remembers the original
                lists[player](state)
                array = arrays[player](twin)
                assert array.tolist() == np.array(expected[player], np.float32).tolist(), field
                assert lists[player](twin) == expected[player], field
                checked += 1
    assert checked > 100


def test_gunrain_observer_follows_the_seats_frame_turning() -> None:
    """A Gun Rain seat sees the board from its own side: one observer asked in turn about a deal
    where its seat is south and one where it is north rewrites every face-up card's entry (each
    square's entry moves to the mirrored square, where another square's was)."""
    np = pytest.importorskip("numpy")
    game = tabletop.make("gunrain")
    arrays, lists = _observers(game, np)
    sides: dict[bool, object] = {}
    rng = random.Random(2)
    for seed in range(20):
        state = game.new_game(seed=seed)
        while not state.is_over and (state.south < 0 or not state.face_up):
            mover = state.to_move[0]
            state.apply(mover, rng.choice(state.legal_actions(mover)))
        if state.south >= 0 and state.face_up:
            sides.setdefault(state.south == 0, state)
        if len(sides) == 2:
            break
    assert len(sides) == 2, "no deal with seat 0 south and one with it north"
    for state in [sides[True], sides[False]] * 3:
        _check(game, np, arrays, lists, state, 0)
