"""OpenSpiel's own conformance test (random_sim_test) and its MCTS and IS-MCTS bots."""

from __future__ import annotations

import pickle

import pytest

pyspiel = pytest.importorskip("pyspiel")

import numpy as np  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

import tabletop  # noqa: E402
from tabletop.interop.openspiel import register  # noqa: E402

register()

GAMES = [
    ("tabletop_friday", {"level": 1}),
    ("tabletop_friday", {"level": 4, "seed": 9}),
    ("tabletop_gunrain", {"seed": 1}),
    ("tabletop_gunrain", {"max_turns": 8, "seed": 2}),
    ("tabletop_kungfu", {"players": 2}),
    ("tabletop_kungfu", {"players": 4, "seed": 3}),
]
# Short games for the bots, whose random rollouts play every simulation to the end.
SHORT = [
    ("tabletop_friday", {}),
    ("tabletop_gunrain", {"max_turns": 3}),
    ("tabletop_kungfu", {"players": 3}),
]


@pytest.mark.parametrize(("name", "params"), GAMES)
def test_random_sim_test(name: str, params: dict) -> None:
    game = pyspiel.load_game(name, params)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_registering_twice_is_harmless() -> None:
    register()
    assert "tabletop_gunrain" in pyspiel.registered_names()


def test_the_game_is_deterministic_given_its_seed() -> None:
    def play(seed: int) -> list[str]:
        state = pyspiel.load_game("tabletop_gunrain", {"seed": seed}).new_initial_state()
        for _ in range(30):
            state.apply_action(state.legal_actions()[0])
        return [state.observation_string(p) for p in (0, 1)]

    assert play(4) == play(4)
    assert play(4) != play(5)


def test_a_state_survives_pickle_and_clone() -> None:
    state = pyspiel.load_game("tabletop_kungfu", {"players": 3}).new_initial_state()
    for _ in range(12):
        state.apply_action(state.legal_actions()[-1])
    for twin in (pickle.loads(pickle.dumps(state)), state.clone()):
        assert str(twin) == str(state)
        assert twin.history() == state.history()
        assert twin.information_state_string(1) == state.information_state_string(1)


def test_resampled_worlds_keep_the_information_state() -> None:
    state = pyspiel.load_game("tabletop_gunrain").new_initial_state()
    for _ in range(20):
        state.apply_action(state.legal_actions()[0])
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    world = state.resample_from_infostate(player, sampler)
    assert world.information_state_string(player) == state.information_state_string(player)
    assert world.observation_tensor(player) == state.observation_tensor(player)
    assert world.legal_actions() == state.legal_actions()


def _bot(kind: str, game: pyspiel.Game) -> pyspiel.Bot:
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    if kind == "mcts":
        return mcts.MCTSBot(game, 2.0, 4, evaluator, random_state=rng)
    return ismcts.ISMCTSBot(game, evaluator, 2.0, 4, random_state=rng)


@pytest.mark.parametrize("kind", ["mcts", "ismcts"])
@pytest.mark.parametrize(("name", "params"), SHORT)
def test_search_bots_finish_a_game(kind: str, name: str, params: dict) -> None:
    game = pyspiel.load_game(name, params)
    bot = _bot(kind, game)
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(bot.step(state))
    assert state.returns()


def test_a_resampled_world_refuses_pickle_and_serialize_instead_of_becoming_the_real_game():
    """Its state used to pickle as the real game's record: a search sending worlds to worker
    processes got the real hands back."""
    state = pyspiel.load_game("tabletop_gunrain", {"seed": 3}).new_initial_state()
    for _ in range(10):
        state.apply_action(state.legal_actions()[0])
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    world = state.resample_from_infostate(state.current_player(), sampler)
    with pytest.raises(tabletop.ConfigError, match="sampled world"):
        pickle.dumps(world)
    with pytest.raises(tabletop.ConfigError, match="sampled world"):
        world.serialize()
    assert world.clone().information_state_string(0) == world.information_state_string(0)


@pytest.mark.parametrize(("name", "readable"), [("gunrain", True), ("friday", False)])
def test_a_past_move_of_the_history_reads_as_text_where_ids_are_fixed(name, readable) -> None:
    state = pyspiel.load_game(f"tabletop_{name}", {"seed": 2}).new_initial_state()
    player, action = state.current_player(), state.legal_actions()[0]
    before = state.action_to_string(player, action)
    state.apply_action(action)
    after = state.action_to_string(player, action)
    # Friday's ids depend on the position: after the fight is chosen, its id is no longer one
    assert after == (before if readable else f"#{action}")
