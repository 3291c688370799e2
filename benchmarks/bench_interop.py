"""Adapter overhead: microseconds per step for the bare engine and each research adapter.

Every mode plays uniformly random legal moves for ``--seconds`` per game and reports the mean
CPU time per step (one action by one player), the best of ``--repeat`` interleaved runs. It is
the CPU time of this process, so that other load on a shared machine disturbs it less.

"engine" is to_move, legal_actions and apply; "+observation" adds what every adapter pays per
step (the seat's observation from its per-seat observer and the action mask, as numpy arrays,
from one legal_actions call numbered by action_ids; like the adapters, it asks for to_move
once and hands it to both); the adapters add their own
bookkeeping, each in its library's usual loop: PettingZoo ``last()`` then ``step()``,
Gymnasium ``step()`` (the opponents' moves inside it count as steps), OpenSpiel ``load_game``
per deal (the seed is a game parameter) then ``observation_tensor``, ``legal_actions`` and
``apply_action`` from Python. Every mode after "engine" is shown as its time and, in brackets,
its overhead: that time minus the engine's.
Needs ``pip install 'tabletop[rl,openspiel]'``:
    python benchmarks/bench_interop.py [--game gunrain] [--seconds 2] [--repeat 3]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Iterator

import tabletop
from tabletop.interop.arrays import Observer, mask_array
from tabletop.interop.moves import legal_by_id

Stepper = Callable[[random.Random], Iterator[None]]


def engine(name: str, observe: bool) -> Stepper:
    game = tabletop.make(name)
    observers = [Observer(game, p) for p in range(game.num_players)]

    def steps(rng: random.Random) -> Iterator[None]:
        seed = 0
        while True:
            state = game.new_game(seed=seed)
            seed += 1
            while not state.is_over:
                to_move = state.to_move
                player = to_move[0]  # ``seat``
                if observe:  # as the adapters: one to_move and one legal_actions per step
                    observers[player](state, to_move)
                    legal = legal_by_id(state, player, to_move)
                    mask_array(legal, game.num_distinct_actions)
                    action = rng.choice(list(legal.values()))
                else:
                    action = rng.choice(state.legal_actions(player))
                state.apply(player, action)
                yield

    return steps


def pettingzoo(name: str) -> Stepper:
    from tabletop.interop.pettingzoo import env

    aec = env(name)

    def steps(rng: random.Random) -> Iterator[None]:
        aec.reset(seed=0)
        while True:
            if not aec.agents:
                aec.reset()
            obs, _, terminated, truncated, _ = aec.last()
            if terminated or truncated:
                aec.step(None)
                continue
            aec.step(rng.choice(obs["action_mask"].nonzero()[0].tolist()))
            yield

    return steps


def gymnasium(name: str) -> Stepper:
    import gymnasium as gym

    import tabletop.interop.gymnasium as tg

    title = next(t for t, n in tg.ENVIRONMENTS.items() if n == name)
    env = gym.make(f"tabletop/{title}-v0").unwrapped  # the adapter alone, without checkers

    def steps(rng: random.Random) -> Iterator[None]:
        _, info = env.reset(seed=0)
        while True:  # bots' moves count as steps too: they are engine steps inside step()
            before = env.state.history
            _, _, done, _, info = env.step(rng.choice(info["action_mask"].nonzero()[0].tolist()))
            node = env.state.history
            while node is not before:  # one history node per engine step
                node = node[0]
                yield
            if done:
                _, info = env.reset()

    return steps


def openspiel(name: str) -> Stepper:
    import pyspiel

    from tabletop.interop.openspiel import register

    register()

    def steps(rng: random.Random) -> Iterator[None]:
        seed = 0
        while True:
            state = pyspiel.load_game(f"tabletop_{name}", {"seed": seed}).new_initial_state()
            seed += 1
            while not state.is_terminal():
                state.observation_tensor(state.current_player())
                state.apply_action(rng.choice(state.legal_actions()))
                yield

    return steps


def measure(stepper: Stepper, seconds: float) -> float:
    """Mean microseconds of CPU time per step over about ``seconds`` of it."""
    steps = stepper(random.Random(0))
    count = 0
    start = time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        for _ in range(100):
            next(steps)
        count += 100
    return elapsed / count * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="game to measure (repeatable); default all")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per game and mode")
    parser.add_argument("--repeat", type=int, default=3, help="runs per game and mode (best kept)")
    args = parser.parse_args(argv)
    modes: dict[str, Callable[[str], Stepper]] = {
        "engine": lambda n: engine(n, observe=False),
        "+observation": lambda n: engine(n, observe=True),
        "pettingzoo": pettingzoo,
        "gymnasium": gymnasium,
        "openspiel": openspiel,
    }
    print(f"{'game':<10}" + "".join(f"{m:>20}" for m in modes))
    print(f"{'':<10}{'us/step':>20}" + f"{'us/step (overhead)':>20}" * (len(modes) - 1))
    for name in args.game or tabletop.games():
        best = [float("inf")] * len(modes)
        for _ in range(args.repeat):  # interleaved, so that a burst of load hits every mode
            for k, make in enumerate(modes.values()):
                best[k] = min(best[k], measure(make(name), args.seconds))
        base, *rest = best
        cells = [f"{base:>20.1f}"] + [f"{f'{t:.1f} (+{t - base:.1f})':>20}" for t in rest]
        print(f"{name:<10}" + "".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
