"""OpenSpiel information-state tensors (perfect recall): layout, what they tell apart and what
they do not, and OpenSpiel's Deep CFR and NFSP running on them."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

import numpy as np  # noqa: E402
from open_spiel.python.observation import make_observation  # noqa: E402

import tabletop  # noqa: E402
from tabletop.interop.openspiel import register  # noqa: E402
from tabletop.interop.recall import DEFAULT_RECALL, Recall  # noqa: E402

register()

# Short settings, so that random games end fast.
SHORT = [
    ("tabletop_friday", {}),
    ("tabletop_gunrain", {"max_turns": 1, "recall": 12}),
    ("tabletop_kungfu", {"players": 3}),
]
# A small setting for the learners: a one-turn Gun Rain, one deal.
SMALL = {"max_turns": 1, "recall": 12, "fixed_deal": True, "seed": 1}
SAMPLER = pyspiel.UniformProbabilitySampler(0.0, 1.0)


def _positions(game: pyspiel.Game, seed: int, games: int = 1) -> list[pyspiel.State]:
    """Every position of ``games`` random games (seeded), terminal ones included."""
    rng = random.Random(seed)  # chance outcomes too: all are equally likely in these games
    out = []
    for _ in range(games):
        state = game.new_initial_state()
        out.append(state.clone())
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            out.append(state.clone())
    return out


@pytest.mark.parametrize(
    ("name", "params", "size"),
    [
        ("tabletop_friday", {}, 1420 + 100 * 432 + 1),
        ("tabletop_gunrain", {}, 2152 + 300 * 233 + 1),
        ("tabletop_gunrain", {"max_turns": 1, "recall": 12}, 2152 + 12 * 233 + 1),
        ("tabletop_kungfu", {"players": 2}, 1093 + 64 * 1132 + 1),
    ],
)
def test_the_size_is_the_observation_the_recalled_actions_and_overflow(name, params, size):
    game = pyspiel.load_game(name, params)
    assert game.get_type().provides_information_state_tensor
    assert game.information_state_tensor_size() == size
    assert game.information_state_tensor_shape() == [size]
    state = game.new_initial_state()
    assert len(state.information_state_tensor(0)) == size
    # pyspiel's own C++ path, through the perfect-recall observer
    assert len(pyspiel.State.information_state_tensor(state, 0)) == size


def test_default_recall_is_a_game_parameter_per_game() -> None:
    for name in tabletop.games():
        recall = pyspiel.load_game(f"tabletop_{name}").get_parameters()["recall"]
        assert recall == DEFAULT_RECALL[name]


@pytest.mark.parametrize(("name", "params"), SHORT)
def test_the_blocks_hold_the_view_and_the_seats_own_ids_in_order(name, params) -> None:
    game = pyspiel.load_game(name, params)
    layout = game.recall
    (_, _, obs), (_, _, actions), (_, _, stop) = layout.slices()
    assert stop == layout.size
    for state in _positions(game, 0)[::3]:
        for player in range(game.num_players()):
            tensor = np.array(state.information_state_tensor(player))
            assert tensor[:obs].tolist() == state.observation_tensor(player)
            own = [s.action for s in state.full_history() if s.player == player]
            rows = tensor[obs:actions].reshape(layout.recall, layout.num_actions)
            held = min(len(own), layout.recall)
            assert rows.sum() == held
            assert [int(np.argmax(row)) for row in rows[:held]] == own[:held]
            assert tensor[-1] == (len(own) > layout.recall)


@pytest.mark.parametrize(("name", "params"), SHORT)
def test_the_observer_api_and_pyspiels_cpp_path_give_the_same_tensor(name, params) -> None:
    game = pyspiel.load_game(name, params)
    observer = make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    assert list(observer.dict) == ["observation", "actions", "overflow"]
    assert observer.dict["actions"].shape == (game.recall.recall, game.num_distinct_actions())
    for state in _positions(game, 1)[::4]:
        for player in range(game.num_players()):
            expected = np.array(state.information_state_tensor(player), np.float32)
            observer.set_from(state, player)
            assert np.array_equal(observer.tensor, expected)
            cpp = pyspiel.State.information_state_tensor(state, player)
            assert np.array_equal(np.array(cpp, np.float32), expected)
    with pytest.raises(tabletop.ConfigError):
        observer.set_from(game.new_initial_state(), game.num_players())


@pytest.mark.parametrize(("name", "params"), SHORT)
def test_a_resampled_world_gives_the_seat_the_same_tensor(name, params) -> None:
    """Hidden information never reaches the tensor: a world the seat cannot tell from the real
    one (the engine's determinize) gives it the same tensor, at every position."""
    game = pyspiel.load_game(name, params)
    for state in _positions(game, 2):
        if state.is_terminal() or state.is_chance_node():
            continue  # a world is resampled at a seat's decision
        player = state.current_player()
        world = state.resample_from_infostate(player, SAMPLER)
        assert world.information_state_string(player) == state.information_state_string(player)
        assert world.information_state_tensor(player) == state.information_state_tensor(player)


@pytest.mark.parametrize(("name", "params"), SHORT)
def test_the_tensor_tells_apart_exactly_what_the_information_state_string_does(name, params):
    """Over many random games of one deal, two positions share a seat's tensor if and only if
    they share its information-state string (the view and its own moves)."""
    game = pyspiel.load_game(name, {**params, "fixed_deal": True, "seed": 5})
    seen: dict[str, bytes] = {}
    tensors: dict[bytes, str] = {}
    shared = 0
    for state in _positions(game, 3, games=12 if game.num_players() < 3 else 2):
        for player in range(game.num_players()):
            text = state.information_state_string(player)
            tensor = np.array(state.information_state_tensor(player)).tobytes()
            shared += text in seen
            assert seen.setdefault(text, tensor) == tensor
            assert tensors.setdefault(tensor, text) == text
    assert shared  # some positions were the same to a seat, so both directions were tested


def test_same_seed_and_actions_give_the_same_tensors() -> None:
    def tensors(seed: int) -> list[list[float]]:
        params = {"max_turns": 1, "recall": 12, "seed": seed, "chance_mode": "sampled"}
        game = pyspiel.load_game("tabletop_gunrain", params)
        return [s.information_state_tensor(p) for s in _positions(game, 7) for p in (0, 1)]

    assert tensors(3) == tensors(3)
    assert tensors(3) != tensors(4)


def test_past_the_recall_the_first_actions_stay_and_overflow_is_set() -> None:
    game = pyspiel.load_game("tabletop_gunrain", {"max_turns": 1, "recall": 2, "seed": 1})
    obs = game.observation_tensor_size()
    for state in _positions(game, 4):
        for player in (0, 1):
            own = [s.action for s in state.full_history() if s.player == player]
            tensor = np.array(state.information_state_tensor(player))
            ones = np.flatnonzero(tensor[obs:]).tolist()
            expected = [i * 233 + a for i, a in enumerate(own[:2])]
            assert ones == expected + ([2 * 233] if len(own) > 2 else [])
    assert len(own) > 2  # the game went past the recall


def test_recall_zero_is_the_observation_and_overflow() -> None:
    game = pyspiel.load_game("tabletop_friday", {"recall": 0})
    state = _positions(game, 0)[5]
    assert state.information_state_tensor(0) == [*state.observation_tensor(0), 1.0]


@pytest.mark.parametrize("recall", [-1, True, "3"])
def test_a_bad_recall_is_a_config_error(recall) -> None:
    with pytest.raises(tabletop.ConfigError, match="recall is the number"):
        Recall(10, 4, recall)
    if isinstance(recall, int) and not isinstance(recall, bool):
        with pytest.raises(tabletop.ConfigError, match="recall is the number"):
            pyspiel.load_game("tabletop_gunrain", {"recall": recall})


def _late_position(line: list[pyspiel.State]) -> pyspiel.State:
    """Six positions from the end of ``line`` (random game 43 of the small deal): seat 1
    decides three times, chance flips a square, then seat 0 decides. Deep CFR's traversal walks
    every action of the traverser, which from a one-turn game's first move is more than 20,000
    positions per traversal; and OpenSpiel's Deep CFR needs every seat to decide in the subgame
    (a seat that never does has no advantage memory, and its training raises ``TypeError``)."""
    return line[-6]


def test_deep_cfr_runs_a_few_iterations() -> None:
    torch = pytest.importorskip("torch")
    from open_spiel.python.pytorch import deep_cfr

    torch.manual_seed(0)
    np.random.seed(0)  # Deep CFR samples the other seats' actions with numpy's global generator
    game = pyspiel.load_game("tabletop_gunrain", SMALL)  # explicit chance, the default
    solver = deep_cfr.DeepCFRSolver(
        game,
        policy_network_layers=(16,),
        advantage_network_layers=(16,),
        num_iterations=2,
        num_traversals=2,
        learning_rate=1e-3,
        batch_size_advantage=8,  # without, the whole memory, unwritten rows too (numpy's
        batch_size_strategy=8,  # uninitialised floats): OpenSpiel's own loss goes NaN
        memory_capacity=1000,
        seed=0,
    )
    line = _positions(game, 43)
    root = solver._root_node = _late_position(line)  # the solver has no root parameter
    assert any(state.is_chance_node() for state in line[-6:])  # chance inside the subgame
    _, advantage_losses, policy_loss = solver.solve()
    assert {p: len(losses) for p, losses in advantage_losses.items()} == {0: 2, 1: 2}
    assert np.isfinite(policy_loss)
    probabilities = solver.action_probabilities(root)
    assert set(probabilities) == set(root.legal_actions())
    assert all(np.isfinite(p) and p >= 0 for p in probabilities.values())


def test_nfsp_plays_episodes_on_information_states() -> None:
    pytest.importorskip("torch")
    from open_spiel.python import rl_environment
    from open_spiel.python.pytorch import nfsp

    game = pyspiel.load_game("tabletop_gunrain", {**SMALL, "fixed_deal": False})
    # a seeded chance sampler: Environment's own ``seed=`` keyword does not reach it
    env = rl_environment.Environment(
        game, chance_event_sampler=rl_environment.ChanceEventSampler(0)
    )
    assert not env.use_observation  # information states, not observations
    size = env.observation_spec()["info_state"][0]
    assert size == game.information_state_tensor_size()
    agents = [
        nfsp.NFSP(
            player,
            state_representation_size=size,
            num_actions=env.action_spec()["num_actions"],
            hidden_layers_sizes=[16],
            reservoir_buffer_capacity=100,
            anticipatory_param=0.1,
            batch_size=8,
            min_buffer_size_to_learn=8,
            learn_every=4,
        )
        for player in (0, 1)
    ]
    for _ in range(4):
        step = env.reset()
        while not step.last():
            player = step.observations["current_player"]
            assert len(step.observations["info_state"][player]) == size
            step = env.step([agents[player].step(step).action])
        for agent in agents:
            agent.step(step)
    assert sorted(step.rewards) in ([-1.0, 1.0], [0.0, 0.0])
