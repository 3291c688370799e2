"""Adapter overhead: microseconds per step for the bare engine and each research adapter.

Every mode plays uniformly random legal moves for ``--seconds`` per game and reports the mean
CPU time per step (one action by one player), the best of ``--repeat`` interleaved runs. It is
the CPU time of this process, so that other load on a shared machine disturbs it less.

"engine" is to_move, legal_actions and apply. "engine+api" is the bare engine doing an adapter's
job through its public API alone: it also asks for the seat's ``observation`` and the legal
actions' ids every step, as a loop written without the adapters would (the anchors' wrappers
are measured over such a loop: OpenSpiel's, which asks for a tensor every step). "+observation"
is the engine plus what every adapter pays per step: the seat's observation from its per-seat
observer and the action mask, as numpy arrays, from one legal_actions call numbered by
action_ids; like the adapters, it asks for to_move once and hands it to both, and plays the
chosen action with apply_legal, which skips apply's second legality check.

The adapters add their own bookkeeping, each in its library's usual loop: PettingZoo
``last()`` then ``step()``; Gymnasium ``step()`` (the opponents' moves inside it count as
steps); OpenSpiel ``load_game`` per deal (the seed is a game parameter), then
``observation_tensor``, ``legal_actions`` and ``apply_action`` from Python; and
"openspiel-observer", that loop with OpenSpiel's observer API (``make_observation``, a numpy
tensor, copied) in place of ``observation_tensor``'s list. The PettingZoo and Gymnasium agents
pick from the mask's ids (``legal_ids``, about 1 µs a pick), the others from a list of actions
or ids (0.2-0.7 µs): the agent's own cost, counted in every mode. Every mode after "engine" is
shown as its time and, in brackets, its overhead: that time minus the engine's.
Needs ``pip install 'tabletop[rl,openspiel]'``:
    python benchmarks/bench_interop.py [--game gunrain] [--seconds 2] [--repeat 3]

Times on a shared machine move by several microseconds between runs. ``--count`` measures
what load cannot disturb: each mode's CPU instructions per step, counted by valgrind's
cachegrind over steps ``A`` to ``B`` of the same loops (two runs, ``A`` and ``B`` steps, with
``PYTHONHASHSEED=0``, one numpy thread and no address randomisation, so that two runs of the
same code agree within about a hundred instructions a step). It takes about a minute per game
and mode; ``--mode M --steps N`` is what it runs: N steps of one mode, untimed.
    python benchmarks/bench_interop.py --count [--game kungfu] [--between 2000:12000]

``--anchors`` times some of OpenSpiel's own C++ games instead: in the OpenSpiel loop, one
``observation_tensor`` call of theirs (what the OpenSpiel API itself costs a Python caller: its
tensors are Python lists, built afresh on every call), and in the PettingZoo loop through
Shimmy's wrapper (``shimmy``, a development dependency), the usual route from PettingZoo to
OpenSpiel's games.
    python benchmarks/bench_interop.py --anchors [--seconds 2]
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

import tabletop
from tabletop.engine import Game, State
from tabletop.interop.arrays import Observer, mask_array
from tabletop.interop.moves import legal_by_id

# OpenSpiel's games with chance inside the engine's apply, as the bare engine plays: the
# adapter's own cost per step (explicit chance nodes cost more: docs/research.md)
SAMPLED = {"chance_mode": "sampled"}

Stepper = Callable[[random.Random], Iterator[None]]


def legal_ids(mask: np.ndarray) -> list[int]:
    """The masked agent's side of a step: the ids set in an int8 ``mask``. Read as booleans,
    because ``nonzero`` of an int8 array takes 2.7 µs more (numpy's cost, not the adapter's)."""
    return mask.view(np.bool_).nonzero()[0].tolist()


def deals(game: Game) -> Iterator[State]:
    """New games of ``game``, dealt with seeds 0, 1, 2..."""
    seed = 0
    while True:
        yield game.new_game(seed=seed)
        seed += 1


def engine(name: str, observe: bool) -> Stepper:
    game = tabletop.make(name)
    observers = [Observer(game, p) for p in range(game.num_players)]

    def steps(rng: random.Random) -> Iterator[None]:
        for state in deals(game):
            while not state.is_over:
                to_move = state.to_move
                player = to_move[0]  # ``seat``
                if observe:  # as the adapters: one to_move and one legal_actions per step
                    observers[player].observe(state, to_move)
                    legal = legal_by_id(state, player, to_move)
                    mask_array(legal, game.num_distinct_actions)
                    state.apply_legal(player, rng.choice(list(legal.values())))
                else:
                    state.apply(player, rng.choice(state.legal_actions(player)))
                yield

    return steps


def engine_api(name: str) -> Stepper:
    """The bare engine doing an adapter's job through its public API alone, as a loop written
    without the adapters would: the seat's ``observation`` (a list) and the legal actions' ids
    (for a mask) every step. The anchors' wrappers are measured over such a loop."""
    game = tabletop.make(name)

    def steps(rng: random.Random) -> Iterator[None]:
        for state in deals(game):
            while not state.is_over:
                player = state.to_move[0]
                state.observation(player)
                legal = state.legal_actions(player)
                game.action_ids(state, legal)
                state.apply(player, rng.choice(legal))
                yield

    return steps


def pettingzoo(name: str) -> Stepper:
    from tabletop.interop.pettingzoo import env

    return aec_loop(env(name), lambda observation, _info: observation["action_mask"])


def aec_loop(aec: Any, mask: Callable[[Any, dict], np.ndarray]) -> Stepper:
    """PettingZoo's loop, ``last()`` then ``step()`` with a masked random choice; ``mask``
    finds the mask in the observation or the info."""

    def steps(rng: random.Random) -> Iterator[None]:
        aec.reset(seed=0)
        while True:
            if not aec.agents:
                aec.reset()
            observation, _, terminated, truncated, info = aec.last()
            if terminated or truncated:
                aec.step(None)
                continue
            aec.step(rng.choice(legal_ids(mask(observation, info))))
            yield

    return steps


def gymnasium(name: str) -> Stepper:
    import gymnasium as gym

    import tabletop.interop.gymnasium as tg

    title = next(t for t, cls in tg.ENVIRONMENTS.items() if cls.game_name == name)
    env = gym.make(f"tabletop/{title}-v0").unwrapped  # the adapter alone, without checkers

    def steps(rng: random.Random) -> Iterator[None]:
        _, info = env.reset(seed=0)
        while True:  # bots' moves count as steps too: they are engine steps inside step()
            before = env.state.history
            _, _, done, _, info = env.step(rng.choice(legal_ids(info["action_mask"])))
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
    return openspiel_loop(
        lambda seed: pyspiel.load_game(
            f"tabletop_{name}", {"seed": seed, **SAMPLED}
        ).new_initial_state()
    )


def openspiel_loop(deal: Callable[[int], Any]) -> Stepper:
    """OpenSpiel's loop from Python over the states ``deal(0)``, ``deal(1)``...: per step the
    current player's ``observation_tensor``, ``legal_actions`` and ``apply_action``."""

    def steps(rng: random.Random) -> Iterator[None]:
        for n in itertools.count():
            state = deal(n)
            while not state.is_terminal():
                state.observation_tensor(state.current_player())
                state.apply_action(rng.choice(state.legal_actions()))
                yield

    return steps


def openspiel_observer(name: str) -> Stepper:
    """The OpenSpiel loop above with OpenSpiel's observer API (``make_observation``, whose
    ``set_from`` fills a numpy tensor) in place of ``observation_tensor``'s list; the tensor
    is copied, as a caller that keeps it must."""
    import pyspiel
    from open_spiel.python.observation import make_observation

    from tabletop.interop.openspiel import register

    register()

    def steps(rng: random.Random) -> Iterator[None]:
        seed = 0
        while True:
            game = pyspiel.load_game(f"tabletop_{name}", {"seed": seed, **SAMPLED})
            seed += 1
            observation = make_observation(game)
            state = game.new_initial_state()
            while not state.is_terminal():
                observation.set_from(state, state.current_player())
                observation.tensor.copy()
                state.apply_action(rng.choice(state.legal_actions()))
                yield

    return steps


ANCHORS = ("chess", "hex", "go(board_size=9)")  # OpenSpiel's own C++ games without chance


def native(name: str) -> Stepper:
    """The OpenSpiel loop above on one of OpenSpiel's own C++ games (``ANCHORS``): what its
    Python API costs a step when nothing of the game is in Python."""
    import pyspiel

    game = pyspiel.load_game(name)
    return openspiel_loop(lambda _n: game.new_initial_state())


def shimmy(name: str) -> Stepper:
    """The PettingZoo loop above on Shimmy's PettingZoo wrapper of one of OpenSpiel's own
    games: the usual way to reach an OpenSpiel game from PettingZoo, and the kind of wrapper
    docs/research.md measures as anchors (it rebuilds every agent's observation and mask each
    step)."""
    import pyspiel
    from shimmy import OpenSpielCompatibilityV0

    aec = OpenSpielCompatibilityV0(env=pyspiel.load_game(name))
    return aec_loop(aec, lambda _observation, info: info["action_mask"])


def native_tensor(name: str, seconds: float) -> tuple[int, float]:
    """(entries, µs of CPU time) of one ``observation_tensor`` call of an OpenSpiel game,
    averaged over the positions of random games."""
    import pyspiel

    game, rng = pyspiel.load_game(name), random.Random(0)
    positions = []
    while len(positions) < 200:
        state = game.new_initial_state()
        while not state.is_terminal() and len(positions) < 200:
            positions.append((state.clone(), state.current_player()))
            state.apply_action(rng.choice(state.legal_actions()))
    calls, start = 0, time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        for state, player in positions:
            state.observation_tensor(player)
        calls += len(positions)
    return game.observation_tensor_size(), elapsed / calls * 1e6


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


MODES: dict[str, Callable[[str], Stepper]] = {
    "engine": lambda n: engine(n, observe=False),
    "engine+api": engine_api,
    "+observation": lambda n: engine(n, observe=True),
    "pettingzoo": pettingzoo,
    "gymnasium": gymnasium,
    "openspiel": openspiel,
    "openspiel-observer": openspiel_observer,
}
_REFS = re.compile(r"I\s+refs:\s+([\d,]+)")


def instructions(name: str, mode: str, steps: int) -> int:
    """CPU instructions of this script playing ``steps`` steps of ``mode``, startup included."""
    command = [sys.executable, __file__, "--game", name, "--mode", mode, "--steps", str(steps)]
    valgrind = [
        "valgrind",
        "--tool=cachegrind",
        "--cache-sim=no",
        "--cachegrind-out-file=/dev/null",
    ]
    if shutil.which("setarch"):  # the same addresses every run: dict and set layouts repeat
        valgrind = ["setarch", os.uname().machine, "-R", *valgrind]
    env = {**os.environ, "PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1"}
    done = subprocess.run([*valgrind, *command], env=env, capture_output=True, text=True)
    found = _REFS.findall(done.stderr)
    if done.returncode != 0 or not found:
        raise SystemExit(f"valgrind failed on {name} {mode}:\n{done.stderr[-2000:]}")
    return int(found[-1].replace(",", ""))


def counted(name: str, mode: str, low: int, high: int) -> float:
    """Thousands of instructions per step of ``mode`` between steps ``low`` and ``high``."""
    return (instructions(name, mode, high) - instructions(name, mode, low)) / (high - low) / 1000


def timed(name: str, seconds: float, repeat: int) -> list[float]:
    """Each mode's microseconds per step: the best of ``repeat`` runs of ``seconds``."""
    best = [float("inf")] * len(MODES)
    for _ in range(repeat):  # interleaved, so that a burst of load hits every mode
        for k, make in enumerate(MODES.values()):
            best[k] = min(best[k], measure(make(name), seconds))
    return best


def between(text: str) -> tuple[int, int]:
    low, _, high = text.partition(":")
    if not (low.isdigit() and high.isdigit() and int(low) < int(high)):
        raise argparse.ArgumentTypeError(f"expected A:B with whole numbers A < B, got {text!r}")
    return int(low), int(high)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="game to measure (repeatable); default all")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per game and mode")
    parser.add_argument("--repeat", type=int, default=3, help="runs per game and mode (best kept)")
    parser.add_argument("--count", action="store_true", help="count instructions per step")
    parser.add_argument("--between", type=between, default=(2000, 12000), help="--count's steps")
    parser.add_argument("--mode", choices=MODES, help="with --steps: play one mode, untimed")
    parser.add_argument("--steps", type=int, help="with --mode: the steps to play (1 or more)")
    parser.add_argument(
        "--anchors", action="store_true", help="time OpenSpiel's own games and Shimmy instead"
    )
    args = parser.parse_args(argv)
    names = args.game or tabletop.games()
    try:
        for name in names:
            tabletop.make(name)  # the registry's own error for an unknown game
    except tabletop.Error as exc:
        parser.error(str(exc))
    if args.seconds <= 0 or args.repeat < 1:
        parser.error("--seconds must be above 0 and --repeat 1 or more")
    if (args.mode is None) != (args.steps is None):
        parser.error("--mode and --steps go together")
    if args.mode is not None and len(names) != 1:
        parser.error("--mode plays one game: give one --game")
    if args.steps is not None and args.steps < 1:
        parser.error(f"--steps must be 1 or more, got {args.steps}")
    if args.anchors and (args.game or args.count or args.mode):
        parser.error("--anchors times OpenSpiel's own games: no --game, --count or --mode")
    if args.anchors:
        return print_anchors(args.seconds, args.repeat)
    if args.mode is not None:
        steps = MODES[args.mode](names[0])(random.Random(0))
        for _ in range(args.steps):
            next(steps)
        return 0
    if args.count and not shutil.which("valgrind"):
        parser.error("--count needs valgrind (Debian: apt install valgrind)")
    unit = "instr/step" if args.count else "us/step"
    print(f"{'game':<10}" + "".join(f"{m:>23}" for m in MODES))
    print(f"{'':<10}{unit:>23}" + f"{unit + ' (overhead)':>23}" * (len(MODES) - 1))
    for name in names:
        if args.count:
            base, *rest = (counted(name, m, *args.between) for m in MODES)
            kind = "k"
        else:
            base, *rest = timed(name, args.seconds, args.repeat)
            kind = ""
        cells = [f"{f'{base:.1f}{kind}':>23}"]
        cells += [f"{f'{t:.1f}{kind} ({t - base:+.1f}{kind})':>23}" for t in rest]
        print(f"{name:<10}" + "".join(cells))
    return 0


def print_anchors(seconds: float, repeat: int) -> int:
    """The ``--anchors`` table: OpenSpiel's own games in the OpenSpiel loop and through
    Shimmy's PettingZoo wrapper, each the best of ``repeat`` runs."""
    columns = ("tensor", "openspiel us/step", "us/observation_tensor", "shimmy us/step")
    print(f"{'openspiel game':<18}" + "".join(f"{c:>23}" for c in columns))
    for name in ANCHORS:
        step = min(measure(native(name), seconds) for _ in range(repeat))
        size, tensor = min(
            (native_tensor(name, seconds) for _ in range(repeat)), key=lambda r: r[1]
        )
        wrapped = min(measure(shimmy(name), seconds) for _ in range(repeat))
        print(f"{name:<18}{size:>23}{step:>23.1f}{tensor:>23.1f}{wrapped:>23.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
