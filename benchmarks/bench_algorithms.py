"""OpenSpiel's algorithms and sb3-contrib's MaskablePPO run on each game: what each returns.

    python benchmarks/bench_algorithms.py [--games friday gunrain kungfu] [--quick] [--seed 0]

For each game (Friday level 1, Gun Rain, Kung Fu with 3 players) it runs, from OpenSpiel's Python
library on the loaded game with explicit chance (the default):

- ``mcts.MCTSBot`` and ``ismcts.ISMCTSBot`` (one random rollout per leaf) against the uniform
  random policy, seats rotated every game: the agent's wins and mean return (Friday, a solo
  game: its mean final score and wins against the random policy's on as many games);
- a late subgame per game (``late_subgame``): the largest subtree of at most ``Sizes.states``
  states rooted at a decision of a seeded game (the heuristic bot in every seat, for Friday a
  game it won; else a random game) in which the play matters (the uniform policy's NashConv
  there is above 0). Whole games are far too big for tabular CFR and for a search to the end;
- ``minimax.expectiminimax`` from its root, to the end: its value against the mean return of
  random playouts from the same root;
- tabular ``cfr.CFRSolver`` and ``external_sampling_mccfr`` on it: NashConv of the average
  policy (``exploitability.nash_conv``; for Friday the gap to the best response, i.e. to the
  optimal play) against the uniform policy's;
- PyTorch ``deep_cfr.DeepCFRSolver`` on a subgame in which every seat decides on every path
  (``deep_cfr_roots``; OpenSpiel's solver fails otherwise): its last losses, and its policy's
  mean return from the root against the uniform policy's;
- PyTorch ``nfsp.NFSP`` and ``dqn.DQN`` through ``rl_environment``, one learner per seat in
  self-play for ``Sizes.episodes`` episodes, then each seat's learner against the random policy;
- ``MaskablePPO`` on ``stable_baselines3.common.env_util.make_vec_env("tabletop/...-v0")``
  (Kung Fu with ``env_kwargs={"players": 3}``, its default is 2) for ``Sizes.ppo_steps`` steps,
  then its greedy masked policy against the environment's default opponent, the random bot.

Reduced settings, and why: the searches play Gun Rain with ``max_turns=6`` (a whole 40-turn game
costs 16 simulations x 80 decisions of rollouts of up to 160 moves); NFSP and DQN use
``recall=0`` (the information-state tensor is the observation: the perfect-recall tensors have
44,000-74,000 entries, which a few hundred episodes of small networks cannot use). Prints a
markdown table: game, algorithm, setting, what it returned, CPU seconds. Everything is seeded
from ``--seed``; one core (torch's threads set to 1).
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
import zlib
from collections.abc import Callable
from typing import Any

import gymnasium
import numpy as np
import pyspiel
import torch
from open_spiel.python import policy as policy_lib
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import (
    cfr,
    exploitability,
    external_sampling_mccfr,
    ismcts,
    mcts,
    minimax,
)
from open_spiel.python.pytorch import deep_cfr, dqn, nfsp
from sb3_contrib import MaskablePPO
from stable_baselines3.common.env_util import make_vec_env

import tabletop.interop.gymnasium  # noqa: F401  (registers the environments)
from tabletop import bots
from tabletop.interop.openspiel import register

Choose = Callable[[pyspiel.State], int]
MAX_DEPTH = 10_000  # expectiminimax's depth: deeper than any subgame searched, so to the end


@dataclasses.dataclass(frozen=True)
class Spec:
    label: str
    name: str
    params: dict[str, Any]
    env_id: str
    env_kwargs: dict[str, Any]
    search_params: dict[str, Any]  # extra parameters for MCTS and ISMCTS
    deep_cfr_params: dict[str, Any] | None = None  # Deep CFR's own setting (see deep_cfr_root)


GAMES = {
    "friday": Spec("Friday level 1", "tabletop_friday", {"level": 1}, "tabletop/Friday-v0", {}, {}),
    "gunrain": Spec(
        "Gun Rain",
        "tabletop_gunrain",
        {},
        "tabletop/GunRain-v0",
        {},
        {"max_turns": 6},
        {"max_turns": 1, "recall": 12, "fixed_deal": True, "seed": 1},
    ),
    "kungfu": Spec(
        "Kung Fu, 3 players",
        "tabletop_kungfu",
        {"players": 3},
        "tabletop/KungFu-v0",
        {"players": 3},
        {},
    ),
}


@dataclasses.dataclass(frozen=True)
class Sizes:
    search_games: int  # MCTS, ISMCTS against random
    simulations: int
    playouts: int  # random playouts from the expectiminimax and Deep CFR roots
    states: int  # the largest subgame for CFR, MCCFR, Deep CFR
    cfr_iterations: int
    mccfr_iterations: int
    deep_cfr_iterations: int
    episodes: int  # NFSP, DQN
    eval_games: int  # NFSP, DQN, PPO against random
    ppo_steps: int


SIZES = {
    "default": Sizes(8, 16, 200, 1500, 20, 150, 3, 150, 40, 8192),
    "quick": Sizes(2, 4, 40, 500, 5, 50, 2, 20, 10, 512),
}


def _seed(seed: int, *parts: str) -> int:
    """A seed per cell, so that each cell is the same whichever games are run."""
    return zlib.crc32("/".join((str(seed), *parts)).encode()) & 0x7FFFFFFF


def play(state: pyspiel.State, choose: dict[int, Choose], rng: np.random.RandomState):
    """Plays ``state`` to the end: chance by its probabilities, seat ``p`` by ``choose[p]``
    (the uniform random policy where absent). Returns the final state."""
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        else:
            player = state.current_player()
            if player in choose:
                state.apply_action(int(choose[player](state)))
            else:
                state.apply_action(int(rng.choice(state.legal_actions())))
    return state


def against_random(game: pyspiel.Game, agent: Callable[[int], Choose], games: int, seed: int):
    """The agent (``agent(seat)`` gives its policy in that seat) against the uniform random
    policy, seats rotated: its results, and for a solo game the random policy's as well."""
    rng = np.random.RandomState(seed)
    players = game.num_players()
    mine: list[tuple[float, float]] = []  # (return, score)
    for n in range(games):
        seat = n % players
        end = play(game.new_initial_state(), {seat: agent(seat)}, rng)
        mine.append((end.returns()[seat], end.engine.result.scores[seat]))
    baseline = []
    if players == 1:
        for _ in range(games):
            end = play(game.new_initial_state(), {}, rng)
            baseline.append((end.returns()[0], end.engine.result.scores[0]))
    return mine, baseline


def describe(mine: list[tuple[float, float]], baseline: list[tuple[float, float]]) -> str:
    """Wins and mean return; for a solo game the mean score and wins against random's."""
    wins = sum(r > 0 for r, _ in mine)
    if baseline:
        base_wins = sum(r > 0 for r, _ in baseline)
        return (
            f"mean score {np.mean([s for _, s in mine]):+.1f} vs random "
            f"{np.mean([s for _, s in baseline]):+.1f}; wins {wins}/{len(mine)} vs "
            f"{base_wins}/{len(baseline)}"
        )
    mean = np.mean([r for r, _ in mine])
    return f"won {wins}/{len(mine)} ({wins / len(mine):.0%}), mean return {mean:+.2f}"


def _load(spec: Spec, **extra: Any) -> pyspiel.Game:
    return pyspiel.load_game(spec.name, {**spec.params, **extra})


def run_search(spec: Spec, sizes: Sizes, seed: int, kind: str) -> tuple[str, str]:
    game = _load(spec, **spec.search_params)
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    if kind == "mcts":
        bot = mcts.MCTSBot(game, 2.0, sizes.simulations, evaluator, random_state=rng)
    else:
        bot = ismcts.ISMCTSBot(game, evaluator, 2.0, sizes.simulations, random_state=rng)
        # its own resampling draws with pyspiel's UniformProbabilitySampler, seeded from the
        # machine: worlds from the bot's generator instead make the run reproducible
        bot.set_resampler(lambda state, player: state.resample_from_infostate(player, rng.uniform))
    mine, baseline = against_random(game, lambda _seat: bot.step, sizes.search_games, seed)
    setting = f"{sizes.simulations} simulations, {sizes.search_games} games"
    if spec.search_params:
        setting += ", " + ", ".join(f"{k}={v}" for k, v in spec.search_params.items())
    return setting, describe(mine, baseline)


def heuristic_line(game: pyspiel.Game, seed: int) -> list[pyspiel.State]:
    """Every position of one game of tabletop's heuristic bot in every seat (chance by its
    probabilities), in order: positions a reasonable player reaches, Friday's winnable ones."""
    bot = bots.from_spec("heuristic", seed)
    return _line(game, seed, lambda s: s.engine.action_id(bot.choose(s.engine, s.current_player())))


def random_line(game: pyspiel.Game, seed: int) -> list[pyspiel.State]:
    """Every position of one game of the uniform random policy in every seat, in order."""
    rng = np.random.RandomState(seed + 1)
    return _line(game, seed, lambda s: int(rng.choice(s.legal_actions())))


def _line(game: pyspiel.Game, seed: int, choose: Choose) -> list[pyspiel.State]:
    rng = np.random.RandomState(seed)
    state, line = game.new_initial_state(), []
    while True:
        line.append(state.clone())
        if state.is_terminal():
            return line
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        else:
            state.apply_action(choose(state))


def count_states(root: pyspiel.State, limit: int) -> tuple[int, set[int]] | None:
    """The number of states under ``root`` and the seats that decide on every path from it to
    an end, or None past ``limit`` states."""
    count = 0

    def walk(state: pyspiel.State) -> set[int]:
        nonlocal count
        count += 1
        if count > limit:
            raise OverflowError
        if state.is_terminal():
            return set()
        always = set.intersection(*(walk(state.child(a)) for a in state.legal_actions()))
        return always if state.is_chance_node() else always | {state.current_player()}

    depth = sys.getrecursionlimit()
    sys.setrecursionlimit(max(depth, 4 * limit + 100))  # a path can be ``limit`` states long
    try:
        always = walk(root)
    except OverflowError:
        return None
    finally:
        sys.setrecursionlimit(depth)
    return count, always


def late_subgame(
    spec: Spec, limit: int, seed: int, every_seat: bool, matters: bool = True
) -> tuple[pyspiel.State, int, str]:
    """The largest subgame of at most ``limit`` states rooted at a decision of a seeded game,
    in which the play matters (if ``matters``: a seat deciding there can do better than
    random, the uniform policy's NashConv is above 0) and every seat decides on every path (if
    ``every_seat``, for Deep CFR), among the first such games found: a game of the heuristic bot in
    every seat (one it won, for a solo game: a lost one's positions are lost whatever is
    played), else a random one. Returns (root, states, which game)."""
    game = _load(spec)
    players = set(range(game.num_players()))
    best = None
    for n in range(seed, seed + 20):
        for kind, line in (("heuristic", heuristic_line), ("random", random_line)):
            positions = line(game, n)
            if len(players) == 1 and positions[-1].returns()[0] <= 0:
                continue
            roots = [s for s in positions if not s.is_terminal() and not s.is_chance_node()]
            candidates = []
            for root in reversed(roots):
                counted = count_states(root, limit)
                if counted is None:
                    break
                if counted[1] == players or not every_seat:
                    candidates.append((root, counted[0], f"{kind} game {n}"))
            for candidate in reversed(candidates):  # the largest first
                if best is not None and candidate[1] <= best[1]:
                    break
                if not matters or _uniform_nash_conv(candidate[0]) > 1e-9:
                    best = candidate
                    break
        if best and (best[1] > limit // 4 or n >= seed + 4):
            return best
    if best is None:
        raise RuntimeError(
            f"no subgame of at most {limit} states"
            + (" in which the play matters" if matters else "")
            + (" in which every seat decides" if every_seat else "")
        )
    return best


def _uniform_nash_conv(root: pyspiel.State) -> float:
    """The uniform random policy's NashConv in the subgame at ``root``: above 0 when some seat
    deciding there can do better than random, i.e. its play matters."""
    game = subgame_of(root)
    return _nash_conv(game, policy_lib.UniformRandomPolicy(game))


def subgame_of(root: pyspiel.State) -> pyspiel.Game:
    """A game whose every initial state is a copy of ``root``: OpenSpiel's solvers start from
    ``new_initial_state`` (and tabular ones list every state), so a whole game is too big."""
    game = pyspiel.load_game(
        root.get_game().get_type().short_name, dict(root.get_game().get_parameters())
    )
    game.new_initial_state = root.clone
    game.new_initial_states = lambda: [root.clone()]
    return game


def run_expectiminimax(spec: Spec, sizes: Sizes, seed: int, subgame) -> tuple[str, str]:
    """From the subgame's root, searched to the end, against random playouts from there: for
    the seat to move, and with more than two players for every seat (each a paranoid search:
    the others minimise its return)."""
    root, states, which = subgame
    players = root.get_game().num_players()
    seats = range(players) if players > 2 else [root.current_player()]
    values = [minimax.expectiminimax(root, MAX_DEPTH, lambda s: 0.0, p)[0] for p in seats]
    rng = np.random.RandomState(seed)
    ends = np.array([play(root.clone(), {}, rng).returns() for _ in range(sizes.playouts)])
    playouts = ends[:, list(seats)].mean(axis=0)
    spread = 1.96 * ends[:, list(seats)].std(axis=0).max() / np.sqrt(len(ends))
    return (
        f"to the end, from the late subgame ({states} states, {which})",
        f"value {'/'.join(f'{v:+.2f}' for v in values)} for seat "
        f"{'/'.join(map(str, seats))} (seat {root.current_player()} to move) vs random playouts "
        f"{'/'.join(f'{v:+.2f}' for v in playouts)} (± {spread:.2f} at most, {len(ends)})",
    )


def _nash_conv(game: pyspiel.Game, policy: policy_lib.Policy) -> float:
    return float(exploitability.nash_conv(game, policy))


def run_cfr(spec: Spec, sizes: Sizes, seed: int, kind: str, subgame) -> tuple[str, str]:
    root, states, which = subgame
    game = subgame_of(root)
    uniform = _nash_conv(game, policy_lib.UniformRandomPolicy(game))
    if kind == "cfr":
        solver = cfr.CFRSolver(game)
        for _ in range(sizes.cfr_iterations):
            solver.evaluate_and_update_policy()
        iterations = sizes.cfr_iterations
    else:
        np.random.seed(seed)  # external sampling draws with numpy's global generator
        solver = external_sampling_mccfr.ExternalSamplingSolver(game)
        for _ in range(sizes.mccfr_iterations):
            solver.iteration()
        iterations = sizes.mccfr_iterations
    conv = _nash_conv(game, solver.average_policy())
    return (
        f"{iterations} iterations, a late subgame ({states} states, {which})",
        f"NashConv {conv:.3f} (uniform policy {uniform:.3f})",
    )


def deep_cfr_roots(spec: Spec, sizes: Sizes, seed: int):
    """Deep CFR's subgames to try, in order (game, root, description): one where the play
    matters and every seat decides, then one where every seat decides. OpenSpiel's Deep CFR
    raises ``TypeError`` when a seat never decides in its traversals (docs/research.md, "Known
    limits"), so the next is tried then. Gun Rain has neither in reach (its last decisions are
    one seat's settings, the other's come first), so there it is the test's: a one-turn game of
    one deal, a random game's sixth-last position, where seat 1 sets, chance flips a square and
    seat 0 decides (whatever they play, that game is drawn; none of the last eight decisions of
    120 random one-turn games roots a subgame of at most 1,500 states where both seats decide
    and the play matters)."""
    if spec.deep_cfr_params is not None:
        game = pyspiel.load_game(spec.name, spec.deep_cfr_params)
        params = ", ".join(f"{k}={v}" for k, v in spec.deep_cfr_params.items())
        yield game, random_line_uniform(game, 43)[-6], f"{params}: random game 43, sixth-last"
        return
    for matters in (True, False):
        try:
            root, states, which = late_subgame(spec, sizes.states, seed, True, matters)
        except RuntimeError:
            continue
        note = "" if matters else "; the play may not matter"
        yield _load(spec), root, f"a late subgame ({states} states, {which}{note})"


def random_line_uniform(game: pyspiel.Game, seed: int) -> list[pyspiel.State]:
    """tests/interop/test_infostate.py's random line: ``random.Random(seed)`` picks every
    action and chance outcome uniformly (the outcomes there are equally likely)."""
    rng = random.Random(seed)
    state, line = game.new_initial_state(), []
    line.append(state.clone())
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        line.append(state.clone())
    return line


def run_deep_cfr(spec: Spec, sizes: Sizes, seed: int, base: int) -> tuple[str, str]:
    failed = ""
    for game, root, where in deep_cfr_roots(spec, sizes, base):
        try:
            setting, got = deep_cfr_on(game, root, sizes, seed)
        except TypeError as error:  # a seat that never decided in its traversals
            failed += f"; on {where}: TypeError: {error}"
            continue
        return f"{setting}, {where}", got + failed
    raise RuntimeError(f"no subgame Deep CFR ran on{failed}")


def deep_cfr_on(game: pyspiel.Game, root: pyspiel.State, sizes: Sizes, seed: int):
    """Deep CFR from ``root``: its losses, and its policy from there against random."""
    torch.manual_seed(seed)
    np.random.seed(seed)  # Deep CFR samples chance and the other seats with numpy's generator
    solver = deep_cfr.DeepCFRSolver(
        game,
        policy_network_layers=(32,),
        advantage_network_layers=(32,),
        num_iterations=sizes.deep_cfr_iterations,
        num_traversals=8,
        learning_rate=1e-3,
        batch_size_advantage=16,  # without, OpenSpiel trains on unwritten memory rows
        batch_size_strategy=16,
        memory_capacity=10_000,
        seed=seed,
    )
    solver._root_node = root.clone()  # the solver has no root parameter
    _, advantage_losses, policy_loss = solver.solve()
    losses = ", ".join(
        f"seat {p} {next((x for x in reversed(v) if x is not None), float('nan')):.3f}"
        for p, v in sorted(advantage_losses.items())
    )
    rng = np.random.RandomState(seed)

    def deep(state: pyspiel.State) -> int:
        if policy_loss is None:  # no strategy memory: play the advantages' regret matching
            weights = solver._sample_action_from_advantage(state, state.current_player())[1]
            return int(rng.choice(len(weights), p=weights / weights.sum()))
        probabilities = solver.action_probabilities(state)
        actions = list(probabilities)
        weights = np.array([probabilities[a] for a in actions], dtype=float)
        return int(actions[rng.choice(len(actions), p=weights / weights.sum())])

    players = game.num_players()
    mine, base = [], []
    for k in range(sizes.playouts):
        seat = k % players
        mine.append(play(root.clone(), {seat: deep}, rng).returns()[seat])
        base.append(play(root.clone(), {}, rng).returns()[seat])
    return (
        f"{sizes.deep_cfr_iterations} iterations of 8 traversals",
        f"last advantage losses {losses}, policy loss {_loss(policy_loss)}; from the root, "
        f"return {np.mean(mine):+.2f} vs random {np.mean(base):+.2f} ({sizes.playouts} "
        "playouts, seats rotated)",
    )


def _loss(loss: float | None) -> str:
    """None: no memory to learn from (a solo game's strategy memory: no other seat decides,
    so the policy network never trains and the advantages' regret matching plays)."""
    return "none (no other seat: regret matching plays)" if loss is None else f"{loss:.4f}"


def _rl_choose(agent: Any, players: int) -> Choose:
    """A trained rl_agent as a policy on states (its evaluation mode)."""

    def choose(state: pyspiel.State) -> int:
        player = state.current_player()
        info = [[] for _ in range(players)]
        legal = [[] for _ in range(players)]
        info[player] = state.information_state_tensor(player)
        legal[player] = state.legal_actions()
        step = rl_environment.TimeStep(
            observations={"info_state": info, "legal_actions": legal, "current_player": player},
            rewards=None,
            discounts=None,
            step_type=rl_environment.StepType.MID,
        )
        return agent.step(step, is_evaluation=True).action

    return choose


def run_rl(spec: Spec, sizes: Sizes, seed: int, kind: str) -> tuple[str, str]:
    game = _load(spec, recall=0)
    torch.manual_seed(seed)
    np.random.seed(seed)
    # Environment(game, seed=...) does not seed chance (a keyword it passes on, unread): the
    # sampler must be given its seed
    sampler = rl_environment.ChanceEventSampler(seed)
    env = rl_environment.Environment(game, chance_event_sampler=sampler)
    size = env.observation_spec()["info_state"][0]
    actions = env.action_spec()["num_actions"]
    players = game.num_players()
    common = {"hidden_layers_sizes": [64], "batch_size": 32, "min_buffer_size_to_learn": 64}
    if kind == "nfsp":
        agents = [
            nfsp.NFSP(
                p,
                state_representation_size=size,
                num_actions=actions,
                reservoir_buffer_capacity=20_000,
                anticipatory_param=0.1,
                learn_every=16,
                seed=seed + p,
                **common,
            )
            for p in range(players)
        ]
    else:
        agents = [
            dqn.DQN(
                p,
                state_representation_size=size,
                num_actions=actions,
                replay_buffer_capacity=20_000,
                epsilon_decay_duration=sizes.episodes * 50,
                learn_every=16,
                update_target_network_every=500,
                seed=seed + p,
                **common,
            )
            for p in range(players)
        ]
    for _ in range(sizes.episodes):
        step = env.reset()
        while not step.last():
            player = step.observations["current_player"]
            step = env.step([agents[player].step(step).action])
        for agent in agents:
            agent.step(step)
    mine, baseline = against_random(
        game, lambda seat: _rl_choose(agents[seat], players), sizes.eval_games, seed
    )
    setting = f"{sizes.episodes} self-play episodes, recall=0, then {sizes.eval_games} games"
    if kind == "nfsp":
        setting += " (average policy)"
    return setting, describe(mine, baseline)


def run_ppo(spec: Spec, sizes: Sizes, seed: int) -> tuple[str, str]:
    torch.manual_seed(seed)
    kwargs = {"env_kwargs": spec.env_kwargs} if spec.env_kwargs else {}
    vec = make_vec_env(spec.env_id, seed=seed, **kwargs)
    model = MaskablePPO("MlpPolicy", vec, n_steps=512, batch_size=64, seed=seed, verbose=0)
    model.learn(total_timesteps=sizes.ppo_steps)
    env = gymnasium.make(spec.env_id, **spec.env_kwargs)
    wins, scores = 0, []
    for n in range(sizes.eval_games):
        obs, info = env.reset(seed=seed + n)
        done = False
        while not done:
            mask = env.get_wrapper_attr("action_masks")()
            action, _ = model.predict(obs, action_masks=mask, deterministic=True)
            obs, _, terminated, truncated, info = env.step(int(action))
            done = terminated or truncated
        wins += bool(info.get("is_success"))
        scores.append(info["final_score"])
    how = "make_vec_env(id" + (", env_kwargs=" + repr(spec.env_kwargs) if kwargs else "") + ")"
    text = f"won {wins}/{sizes.eval_games} ({wins / sizes.eval_games:.0%})"
    if spec.name == "tabletop_friday":
        text += f", mean score {np.mean(scores):+.1f}"
    return f"{how}, {sizes.ppo_steps} steps, then {sizes.eval_games} games", text


ALGORITHMS = ("MCTS", "ISMCTS", "expectiminimax", "CFR", "ES-MCCFR", "Deep CFR", "NFSP", "DQN")


def run_game(key: str, sizes: Sizes, seed: int) -> list[tuple[str, str, str, str, float]]:
    spec = GAMES[key]
    rows = []
    subgame = None

    def cell(algorithm: str, work: Callable[[int], tuple[str, str]]) -> None:
        start = time.process_time()
        try:
            setting, got = work(_seed(seed, key, algorithm))
        except Exception as error:  # a library's limit: shown in the table, not hidden
            setting, got = "", f"failed: {type(error).__name__}: {error}"
        spent = time.process_time() - start
        rows.append((spec.label, algorithm, setting, got, spent))
        print(f"| {spec.label} | {algorithm} | {setting} | {got} | {spent:.1f} |", flush=True)

    def subgame_for(s: int):
        nonlocal subgame
        if subgame is None:
            subgame = late_subgame(spec, sizes.states, s, every_seat=False)
        return subgame

    cell("MCTS", lambda s: run_search(spec, sizes, s, "mcts"))
    cell("ISMCTS", lambda s: run_search(spec, sizes, s, "ismcts"))
    cell("expectiminimax", lambda s: run_expectiminimax(spec, sizes, s, subgame_for(seed)))
    cell("CFR", lambda s: run_cfr(spec, sizes, s, "cfr", subgame_for(seed)))
    cell("ES-MCCFR", lambda s: run_cfr(spec, sizes, s, "mccfr", subgame_for(seed)))
    cell("Deep CFR", lambda s: run_deep_cfr(spec, sizes, s, seed))
    cell("NFSP", lambda s: run_rl(spec, sizes, s, "nfsp"))
    cell("DQN", lambda s: run_rl(spec, sizes, s, "dqn"))
    cell("MaskablePPO", lambda s: run_ppo(spec, sizes, s))
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", choices=list(GAMES), default=list(GAMES))
    parser.add_argument("--quick", action="store_true", help="tiny sizes: a minute or two")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    register()
    torch.set_num_threads(1)
    sizes = SIZES["quick" if args.quick else "default"]
    start, wall = time.process_time(), time.perf_counter()
    print("| game | algorithm | setting | returned | CPU s |\n|---|---|---|---|---|", flush=True)
    for key in args.games:
        run_game(key, sizes, args.seed)
    print(
        f"\n{time.process_time() - start:.0f} CPU s, {time.perf_counter() - wall:.0f} s wall "
        f"({'quick' if args.quick else 'default'} sizes, seed {args.seed})"
    )


if __name__ == "__main__":
    main()
