"""The Gymnasium adapter: the opponent, masks, rewards, options and trainers' entry points.
Gymnasium's own environment checker on every game is tabletop.testing's gymnasium check."""

from __future__ import annotations

import re

import numpy as np
import pytest

import tabletop

gymnasium = pytest.importorskip("gymnasium")


import tabletop.interop.gymnasium  # noqa: E402  (registers the environments)


def test_an_illegal_id_changes_nothing() -> None:
    env = gymnasium.make("tabletop/GunRain-v0", illegal_reward=-0.5)
    _, info = env.reset(seed=2)
    before = env.unwrapped.state.record()
    _, reward, terminated, _, info = env.step(int(info["action_mask"].argmin()))
    assert (reward, terminated, info["illegal_action"]) == (-0.5, False, True)
    assert env.unwrapped.state.record() == before
    _, reward, _, _, info = env.unwrapped.step("x")  # not even an id (past the checkers)
    assert (reward, info["illegal_action"]) == (-0.5, True)
    assert env.unwrapped.state.record() == before
    legal = int(info["action_mask"].argmax())
    for near in (legal + 0.4, str(legal), bool(legal)):  # no id, however close to a legal one
        _, reward, _, _, info = env.unwrapped.step(near)
        assert (reward, info["illegal_action"]) == (-0.5, True), near
        assert env.unwrapped.state.record() == before


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"opponent": "oracle"}, "unknown bot 'oracle'"),
        ({"opponent": "ismcts:iterations=0"}, "ismcts iterations must be a whole number >= 1"),
        ({"seat": 2}, "seat 2 is not a seat of gunrain (0 to 1)"),
        ({"seat": "0"}, "seat '0' is not a seat of gunrain"),
        ({"layout": "9x9"}, "option layout='9x9'"),
        ({"opponent": None}, "opponent is a bot such as 'random' or a policy"),
        ({"auto_forced": 1}, "auto_forced is True or False, got 1"),
        ({"illegal_reward": "x"}, "illegal_reward is a number, got 'x'"),
        ({"illegal_reward": None}, "illegal_reward is a number, got None"),
        ({"render_mode": "rgb_array"}, "render_mode is 'ansi', 'human' or None, got 'rgb_array'"),
        ({"reward": "points"}, "reward is one of win, score, score_delta; got 'points'"),
        ({"game": "friday"}, "this environment id always plays gunrain; got game='friday'"),
    ],
)
@pytest.mark.filterwarnings("ignore:.*not in the possible render_modes")  # gymnasium's own
def test_a_bad_option_fails_at_make_with_a_clear_error(options: dict, message: str) -> None:
    with pytest.raises(tabletop.ConfigError, match=re.escape(message)):
        gymnasium.make("tabletop/GunRain-v0", **options)


def test_an_unknown_strategy_falls_back_to_random(monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.bots import HeuristicBot

    monkeypatch.setattr(HeuristicBot, "knows", staticmethod(lambda state: False))
    env = gymnasium.make("tabletop/KungFu-v0", opponent="heuristic")
    with pytest.warns(UserWarning, match="playing 'random'"):
        env.reset(seed=0)
    assert all(bot.name == "random" for bot in env.unwrapped._bots.values())


def test_a_numpy_seat_is_a_seat() -> None:
    np = pytest.importorskip("numpy")
    assert gymnasium.make("tabletop/GunRain-v0", seat=np.int64(1)).unwrapped.seat == 1


def test_step_before_reset_is_a_clear_error_and_after_the_end_the_game_stays_over() -> None:
    raw = gymnasium.make("tabletop/GunRain-v0").unwrapped
    with pytest.raises(gymnasium.error.ResetNeeded):
        raw.step(0)
    assert raw.render() is None
    env = gymnasium.make("tabletop/GunRain-v0", opponent="random")
    _, info = env.reset(seed=4)
    terminated = False
    while not terminated:
        _, _, terminated, _, info = env.step(int(info["action_mask"].argmax()))
    record = env.unwrapped.state.record()
    _, reward, terminated, _, info = env.unwrapped.step(0)  # an agent that missed the end
    assert (reward, terminated, info["illegal_action"]) == (0.0, True, True)
    assert env.unwrapped.state.record() == record


@pytest.mark.parametrize("env_id", ["tabletop/Friday-v0", "tabletop/GunRain-v0"])
def test_action_masks_reach_through_the_standard_wrappers_and_equal_the_info_mask(env_id) -> None:
    env = gymnasium.make(env_id)  # OrderEnforcing, PassiveEnvChecker, TimeLimit
    assert isinstance(env, gymnasium.wrappers.TimeLimit)
    masks = env.get_wrapper_attr("action_masks")
    _, info = env.reset(seed=3)
    for _ in range(40):
        mask = masks()
        assert mask.dtype == bool
        assert (mask == info["action_mask"].astype(bool)).all()
        _, _, terminated, _, info = env.step(int(mask.argmax()))
        if terminated:
            break


def _episode(env_id: str, seed: int, **options) -> tuple[list[float], dict, object]:
    env = gymnasium.make(env_id, **options)
    env.action_space.seed(seed)
    _, info = env.reset(seed=seed)
    rewards, done = [], False
    while not done:
        _, reward, terminated, truncated, info = env.step(
            env.action_space.sample(info["action_mask"])
        )
        rewards.append(reward)
        done = terminated or truncated
    return rewards, info, env.unwrapped.state


@pytest.mark.parametrize(
    ("env_id", "options"),
    [
        ("tabletop/Friday-v0", {}),
        ("tabletop/GunRain-v0", {}),
        ("tabletop/KungFu-v0", {"players": 3}),
    ],
)
def test_score_rewards_teach_and_the_last_info_holds_the_final_score(env_id, options) -> None:
    from tabletop.interop.rewards import standing_of

    win, info, state = _episode(env_id, 5, **options)
    score, _, twin = _episode(env_id, 5, reward="score", **options)
    delta, _, again = _episode(env_id, 5, reward="score_delta", **options)
    assert state.record() == twin.record() == again.record()  # rewards change no play
    seat, result = 0, state.result
    assert info["final_score"] == result.scores[seat]
    assert info["is_success"] == (seat in result.winners)
    assert win[:-1] == score[:-1] == [0.0] * (len(win) - 1)
    assert win[-1] == result.returns[seat]
    standing = standing_of(state.game.name)
    assert score[-1] == standing(state, seat)
    start = state.game.new_game(seed=state.seed)  # the episode's first position
    assert sum(delta) == pytest.approx(standing(state, seat) - standing(start, seat))
    assert any(d != 0 for d in delta[:-1])  # paid along the way, not only at the end


def test_friday_scores_differ_where_the_win_reward_is_always_minus_one() -> None:
    finals = [_episode("tabletop/Friday-v0", seed, reward="score")[0][-1] for seed in range(4)]
    assert len(set(finals)) > 1


def test_human_render_prints_the_terminal_screen(capsys: pytest.CaptureFixture) -> None:
    env = gymnasium.make("tabletop/GunRain-v0", render_mode="human")
    env.reset(seed=0)
    assert env.render() is None
    assert "Gun Rain" in capsys.readouterr().out


def test_rgb_array_is_refused_as_a_type_error_so_trainers_make_the_env_without_it() -> None:
    with pytest.raises(TypeError, match="render_mode is 'ansi', 'human' or None"):
        tabletop.interop.gymnasium.TabletopEnv("gunrain", render_mode="rgb_array")


@pytest.mark.filterwarnings("ignore:.*not in the possible render_modes")  # sb3's first try
def test_the_trainers_entry_points_make_vector_envs() -> None:
    from stable_baselines3.common.env_util import make_vec_env
    from stable_baselines3.common.vec_env import SubprocVecEnv

    sb3 = make_vec_env("tabletop/GunRain-v0")  # asks for rgb_array first, then for no mode
    assert sb3.reset().shape == (1, 2152)
    vector = gymnasium.make_vec("tabletop/KungFu-v0", num_envs=2, players=3)
    observations, infos = vector.reset(seed=1)
    assert observations.shape == (2, vector.single_observation_space.shape[0])
    actions = [int(np.flatnonzero(mask)[0]) for mask in infos["action_mask"]]
    vector.step(np.array(actions))
    # a worker process imports the registering module itself when the id names it
    worker_id = "tabletop.interop.gymnasium:tabletop/Friday-v0"
    processes = make_vec_env(worker_id, n_envs=2, vec_env_cls=SubprocVecEnv)
    try:
        assert processes.reset().shape == (2, 1420)
        masks = processes.env_method("action_masks")
        processes.step(np.array([int(np.flatnonzero(mask)[0]) for mask in masks]))
    finally:
        processes.close()


def _first_legal(seen: list) -> object:
    """A policy that plays the lowest legal id, noting what it was shown."""

    def policy(observation: np.ndarray, mask: np.ndarray) -> int:
        seen.append((observation, mask))
        return int(np.flatnonzero(mask)[0])

    return policy


@pytest.mark.parametrize(
    ("env_id", "options"),
    [("tabletop/GunRain-v0", {}), ("tabletop/KungFu-v0", {"players": 3, "seat": 1})],
)
def test_a_policy_plays_the_other_seats_from_their_own_observations(env_id, options) -> None:
    records = []
    for _ in range(2):  # the same seed and policy: the same game
        seen: list = []
        env = gymnasium.make(env_id, opponent=_first_legal(seen), **options)
        raw = env.unwrapped
        _, info = env.reset(seed=3)
        checked, done = False, False
        while not done:
            state = raw.state
            if not checked and seen:  # the last policy call's inputs are that seat's own
                observation, mask = seen[-1]
                assert mask.dtype == bool and observation.dtype == np.float32
                checked = True
            _, _, terminated, truncated, info = env.step(
                int(np.flatnonzero(info["action_mask"])[-1])
            )
            done = terminated or truncated
        others = [p for p, _ in state.actions_taken() if p != raw.seat]
        assert others and len(seen) == len(others)
        records.append(raw.state.record())
    assert records[0] == records[1]


def test_a_policy_sees_what_its_seat_sees_and_an_illegal_id_from_it_raises() -> None:
    calls = []

    def policy(observation: np.ndarray, mask: np.ndarray) -> int:
        state = env.unwrapped.state
        player = state.to_move[0]
        assert (observation == np.array(state.observation(player), np.float32)).all()
        legal = state.game.action_ids(state, state.legal_actions(player))
        assert sorted(np.flatnonzero(mask)) == sorted(legal)
        calls.append(player)
        return int(np.flatnonzero(mask)[0])

    env = gymnasium.make("tabletop/GunRain-v0", opponent=policy, seat=1, max_turns=4)
    _, info = env.reset(seed=0)
    terminated = False
    while not terminated:
        _, _, terminated, _, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert calls and set(calls) == {0}
    illegal = gymnasium.make("tabletop/GunRain-v0", opponent=lambda o, m: int(m.argmin()), seat=1)
    _, info = illegal.reset(seed=0)
    with pytest.raises(tabletop.IllegalAction, match="not legal for player 0"):
        while True:
            _, _, _, _, info = illegal.step(int(np.flatnonzero(info["action_mask"])[0]))


@pytest.mark.parametrize("env_id", ["tabletop/Friday-v0", "tabletop/GunRain-v0"])
def test_auto_forced_plays_the_agents_single_legal_moves(env_id: str) -> None:
    env = gymnasium.make(env_id, auto_forced=True, reward="score_delta")
    env.action_space.seed(2)
    _, info = env.reset(seed=2)
    raw = env.unwrapped
    start = raw.state.clone()
    steps, total, done = 0, 0.0, False
    while not done:
        assert info["action_mask"].sum() >= 2  # a choice, every time the agent is asked
        _, reward, terminated, truncated, info = env.step(
            env.action_space.sample(info["action_mask"])
        )
        steps, total, done = steps + 1, total + reward, terminated or truncated
    state = raw.state
    mine = [p for p, _ in state.actions_taken() if p == raw.seat]
    assert steps < len(mine)  # the forced ones were played without a step
    from tabletop.interop.rewards import standing_of

    standing = standing_of(state.game.name)
    assert total == pytest.approx(standing(state, raw.seat) - standing(start, raw.seat))
