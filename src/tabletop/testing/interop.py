"""The research adapters, checked by each library's own conformance suite: OpenSpiel's
``random_sim_test``, PettingZoo's ``api_test``, ``seed_test`` and ``parallel_api_test``,
Gymnasium's ``check_env``. Each needs its library installed (the ``rl`` and ``openspiel``
extras); the runner reports a check whose library is missing as skipped, naming it."""

from __future__ import annotations

import contextlib
import io
import pickle
import warnings
from typing import Any

from .subject import Subject, expect

# What each check imports, and how to install it: the runner skips a check that lacks one.
NEEDS = {
    "openspiel": ("pyspiel", "open_spiel"),
    "pettingzoo": ("pettingzoo",),
    "gymnasium": ("gymnasium",),
}
INSTALL = "pip install 'tabletop[rl,openspiel]'"


def _openspiel_params(options: dict[str, Any]) -> dict[str, Any]:
    """The options as OpenSpiel parameters: None is "" there; options that are not a bool, a
    number or text are no OpenSpiel parameter and stay at their default."""
    params = {k: "" if v is None else v for k, v in options.items()}
    return {k: v for k, v in params.items() if isinstance(v, bool | int | float | str)}


def check_openspiel(subject: Subject) -> None:
    """``pyspiel.random_sim_test`` plays the game ``tabletop_<name>`` with the options as
    parameters, from the seed, in its default chance mode (serializing states where chance is
    explicit); the game with sampled chance pickles and goes on with the same deals."""
    import pyspiel

    from tabletop.interop.openspiel import register

    register()
    params = {**_openspiel_params(subject.options), "seed": subject.seed}
    short_name = f"tabletop_{subject.name}"
    game = pyspiel.load_game(short_name, params)
    explicit = game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    with contextlib.redirect_stdout(io.StringIO()):
        # serialize=True asks a game of sampled chance for GetRNGState, which pybind does not
        # let a Python game provide (docs/research.md, Known limits)
        pyspiel.random_sim_test(game, num_sims=1, serialize=explicit, verbose=False)
    game = pyspiel.load_game(short_name, {**params, "chance_mode": "sampled"})  # seeded deals
    game.new_initial_state().current_player()  # one deal drawn
    twin = pickle.loads(pickle.dumps(game))
    expect(
        twin is not game and str(twin) == str(game) and twin.get_type().short_name == short_name,
        f"the pickled OpenSpiel game is {twin}, not {game}",
    )
    first = [twin.new_initial_state().observation_string(0) for _ in range(2)]
    expect(
        first == [game.new_initial_state().observation_string(0) for _ in range(2)],
        "the pickled OpenSpiel game deals other games than the original",
    )


def check_pettingzoo(subject: Subject) -> None:
    """PettingZoo's ``api_test`` and ``seed_test`` on ``env(name, **options)`` and its
    ``parallel_api_test`` on ``parallel_env``."""
    from pettingzoo.test import api_test, parallel_api_test, seed_test

    from tabletop.interop.pettingzoo import env, parallel_env

    with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
        # api_test asks for Box observations; a dict with "action_mask" is the convention of
        # PettingZoo's own classic games (which it exempts by name)
        warnings.filterwarnings("ignore", "Observation space for each agent probably should be")
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        api_test(env(subject.name, **subject.options), num_cycles=200)
        seed_test(lambda: env(subject.name, **subject.options), num_cycles=50)
        parallel_api_test(parallel_env(subject.name, **subject.options), num_cycles=200)


def check_gymnasium(subject: Subject) -> None:
    """Gymnasium's ``check_env`` (its warnings taken as failures) on the game's registered id
    (``tabletop/<env_title>-v0``; ``TabletopEnv`` without one) for the first and the last
    seat, the others played by the random bot; a masked random episode ends with the seat's
    return as its rewards' sum."""
    import gymnasium
    from gymnasium.envs.registration import EnvSpec
    from gymnasium.utils.env_checker import check_env

    from tabletop.interop.gymnasium import TabletopEnv, register

    register()  # a plug-in installed after the module was first imported
    game = subject.game()
    title = game.descriptor.research.env_title
    for seat in sorted({0, game.num_players - 1}):
        kwargs = {"seat": seat, **subject.options}
        if title:  # its registered id, as a trainer makes it
            environment = gymnasium.make(f"tabletop/{title}-v0", **kwargs).unwrapped
        else:  # check_env wants a spec: one naming the game
            spec = EnvSpec(
                f"tabletop-check/{subject.name}-v0",
                entry_point=TabletopEnv,
                kwargs={"game": subject.name, **kwargs},
            )
            environment = gymnasium.make(spec).unwrapped
        with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
            warnings.simplefilter("error")  # the checker warns about anything doubtful
            check_env(environment)
        environment.action_space.seed(subject.seed)
        _, info = environment.reset(seed=subject.seed)
        total, done = 0.0, False
        while not done:
            action = environment.action_space.sample(info["action_mask"])
            _, reward, terminated, truncated, info = environment.step(action)
            expect(not info["illegal_action"], f"a masked action {action} was illegal")
            total += reward
            done = terminated or truncated
        state = environment.state
        expect(state.is_over, "a Gymnasium episode ended before the game")
        expect(
            total == state.result.returns[seat],
            f"seat {seat}'s rewards add up to {total}, its return is {state.result.returns[seat]}",
        )
