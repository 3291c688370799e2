"""Engine speed against OpenSpiel's C++ games, in one process, interleaved: ratios that load
on a shared machine moves far less than the absolute figures.

    python benchmarks/bench_speed.py [--rounds 5] [--slice 1.0] [--pairs N] [--adapters]
        [--search]

Every game, tabletop's and OpenSpiel's anchors (``leduc_poker``, ``hearts``), is played by the
same Python loop: whose turn, the legal moves, a random choice (``random.Random.choice``),
apply; new games are dealt in the loop and their cost counts. tabletop's games go through
the public ``apply`` (which checks legality), OpenSpiel's through ``apply_action`` (chance
nodes are steps too, their outcomes chosen from ``legal_actions`` like any move). Each round
plays every game for ``--slice`` seconds of this process's CPU time, in turn; the table gives
the median over rounds of steps per second and of each game's ratio to each anchor measured in
the same round. ``clone()`` is timed on 1,000 mid-game positions of each game against
pyspiel's ``state.clone()`` of its anchors.

``--pairs N`` adds each game against ``leduc_poker`` in N back-to-back pairs of slices of
``--slice``/5 seconds, which one goes first alternating: the median of those ratios.
The first line says which engine ran: the compiled build (``tabletop compile``) or the plain
``.py`` files (run ``TABLETOP_PURE=1 python benchmarks/bench_speed.py`` to compare the two).
``--adapters`` adds what the research adapters cost a step over the bare engine, with
``bench_interop.py``'s loops (each game's default options there: Kung Fu with 2 players),
interleaved, medians of ``--rounds``. ``--search`` adds ISMCTS playouts per CPU second of each
game's ``hard`` bot on ``--positions`` positions reached by seeded random play where the seat
to move has a choice (the bot may still leave some unsearched, as Friday's does outside hazards
and fights); with ``--search-seconds 0`` exactly ``--positions`` positions, the same work on
either build (a time budget lets the faster build reach more positions, whose mix differs).
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import tabletop
from tabletop import bots, compiled

# (label, game name, options): the games set against OpenSpiel's anchors below.
GAMES = (
    ("Friday level 1", "friday", {"level": 1}),
    ("Gun Rain", "gunrain", {}),
    ("Kung Fu 3 players", "kungfu", {"players": 3}),
)
ANCHORS = ("leduc_poker", "hearts")

Player = Callable[[random.Random, float], int]  # plays for that much CPU time; the steps


def tabletop_loop(name: str, options: dict) -> Player:
    game = tabletop.make(name, **options)
    seeds = iter(range(1 << 62))

    def play(rng: random.Random, seconds: float) -> int:
        choice, steps = rng.choice, 0
        end = time.process_time() + seconds
        while time.process_time() < end:
            state = game.new_game(seed=next(seeds))
            while not state.is_over:
                player = state.to_move[0]
                state.apply(player, choice(state.legal_actions(player)))
                steps += 1
        return steps

    return play


def openspiel_loop(name: str) -> Player:
    import pyspiel

    game = pyspiel.load_game(name)

    def play(rng: random.Random, seconds: float) -> int:
        choice, steps = rng.choice, 0
        end = time.process_time() + seconds
        while time.process_time() < end:
            state = game.new_initial_state()
            while not state.is_terminal():
                player = state.current_player()  # chance: -1, its outcomes its "moves"
                state.apply_action(choice(state.legal_actions(player)))
                steps += 1
        return steps

    return play


def timed(play: Player, rng: random.Random, seconds: float) -> float:
    """Steps per CPU second of one slice."""
    start = time.process_time()
    steps = play(rng, seconds)
    return steps / (time.process_time() - start)


def tabletop_positions(name: str, options: dict, count: int, seed: int) -> list[Any]:
    """``count`` mid-game positions (neither the start nor the end) of seeded random play."""
    game, rng, found = tabletop.make(name, **options), random.Random(seed), []
    while len(found) < count:
        state = game.new_game(seed=rng.randrange(1 << 31))
        while not state.is_over and len(found) < count:
            player = state.to_move[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
            if not state.is_over:
                found.append(state.clone())
    return found


def openspiel_positions(name: str, count: int, seed: int) -> list[Any]:
    import pyspiel

    game, rng, found = pyspiel.load_game(name), random.Random(seed), []
    while len(found) < count:
        state = game.new_initial_state()
        while not state.is_terminal() and len(found) < count:
            state.apply_action(rng.choice(state.legal_actions()))
            if not state.is_terminal():
                found.append(state.clone())
    return found


def clone_us(positions: list[Any], seconds: float) -> float:
    """Mean CPU microseconds of one ``clone()`` over ``positions``."""
    clones, start = 0, time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        for state in positions:
            state.clone()
        clones += len(positions)
    return elapsed / clones * 1e6


def speed_table(rounds: int, seconds: float) -> None:
    players = {label: tabletop_loop(name, options) for label, name, options in GAMES}
    players.update({name: openspiel_loop(name) for name in ANCHORS})
    rates: dict[str, list[float]] = {label: [] for label in players}
    ratios: dict[tuple[str, str], list[float]] = {}
    rng = random.Random(0)
    for _ in range(rounds):
        this = {label: timed(play, rng, seconds) for label, play in players.items()}
        for label, rate in this.items():
            rates[label].append(rate)
            for anchor in ANCHORS:
                ratios.setdefault((label, anchor), []).append(rate / this[anchor])
    positions = {label: tabletop_positions(n, o, 1000, 0) for label, n, o in GAMES}
    positions.update({name: openspiel_positions(name, 1000, 0) for name in ANCHORS})
    clones: dict[str, list[float]] = {label: [] for label in positions}
    for _ in range(rounds):
        for label, sample in positions.items():
            clones[label].append(clone_us(sample, seconds / 4))
    head = "| game | steps/s (median) | range | " + " | ".join(f"x {a}" for a in ANCHORS)
    print(f"{rounds} rounds of {seconds} s CPU per game, interleaved; medians")
    print(head + " | clone() µs |")
    print("|---" * (4 + len(ANCHORS)) + "|")
    for label in players:
        low, high = min(rates[label]), max(rates[label])
        cells = [f"{statistics.median(ratios[(label, a)]):.2f}x" for a in ANCHORS]
        print(
            f"| {label} | {statistics.median(rates[label]):,.0f} | {low / 1000:,.0f}-"
            f"{high / 1000:,.0f}k | " + " | ".join(cells) + f" | "
            f"{statistics.median(clones[label]):.2f} |"
        )


def pair_table(pairs: int, seconds: float) -> None:
    """Each tabletop game against ``leduc_poker`` in ``pairs`` back-to-back slices of
    ``seconds``, which goes first alternating: the median of the pairs' ratios moves less with
    a shared machine's load than the ratios of the rounds above, whose slices lie seconds apart."""
    anchor, rng = openspiel_loop(ANCHORS[0]), random.Random(0)
    print(f"\n{pairs} back-to-back pairs of {seconds} s CPU against {ANCHORS[0]}: median ratio")
    print("| game | x " + ANCHORS[0] + " (median) | quartiles |")
    print("|---|---|---|")
    for label, name, options in GAMES:
        play, ratios = tabletop_loop(name, options), []
        for index in range(pairs):
            if index % 2:
                game_rate = timed(play, rng, seconds)
                ratios.append(game_rate / timed(anchor, rng, seconds))
            else:
                anchor_rate = timed(anchor, rng, seconds)
                ratios.append(timed(play, rng, seconds) / anchor_rate)
        low, _, high = statistics.quantiles(ratios, n=4)
        print(f"| {label} | {statistics.median(ratios):.2f}x | {low:.2f}-{high:.2f}x |")


def adapter_table(rounds: int, seconds: float) -> None:
    import bench_interop as interop

    modes = ("engine", "pettingzoo", "gymnasium", "openspiel")
    names = [name for _, name, _ in GAMES]
    times: dict[tuple[str, str], list[float]] = {}
    for _ in range(rounds):
        for name in names:
            for mode in modes:
                step = interop.measure(interop.MODES[mode](name), seconds)
                times.setdefault((name, mode), []).append(step)
    print(f"\nadapters: µs a step (overhead over the engine), medians of {rounds} interleaved")
    print("| game | " + " | ".join(modes) + " |")
    print("|---" * (1 + len(modes)) + "|")
    for name in names:
        base = statistics.median(times[(name, "engine")])
        cells = [f"{base:.1f}"]
        for mode in modes[1:]:
            t = statistics.median(times[(name, mode)])
            cells.append(f"{t:.1f} ({t - base:+.1f})")
        print(f"| {name} | " + " | ".join(cells) + " |")


def search_table(count: int, seconds: float) -> None:
    print(
        f"\nISMCTS, each game's `hard` bot on {count} positions or more, until {seconds} CPU s:"
        " playouts per CPU second"
    )
    print("| game | spec | playouts | CPU s | playouts/s |")
    print("|---|---|---|---|---|")
    for label, name, options in GAMES:
        game = tabletop.make(name, **options)
        spec = game.descriptor.bot_level("hard").spec_for(game.num_players)
        if game.descriptor.heuristic:  # imported untimed: plain, it would count compiling it
            importlib.import_module(game.descriptor.heuristic)
        playouts, spent = 0, 0.0
        sample = tabletop_positions(name, options, count * 400, 1)
        sample = [s for s in sample if len(s.legal_actions(s.to_move[0])) > 1][::20]
        for index, state in enumerate(sample):
            if index >= count and spent >= seconds:
                break
            bot = bots.from_spec(spec, index)
            start = time.process_time()
            playouts += sum(e.visits for e in bot.analyse(state, state.to_move[0]))
            spent += time.process_time() - start
        print(f"| {label} | `{spec}` | {playouts} | {spent:.2f} | {playouts / spent:,.0f} |")


def engine_line() -> str:
    """Which engine the figures below are of: the compiled build (``tabletop compile``) or the
    plain ``.py`` files (none built, or ``TABLETOP_PURE=1``)."""
    for module in compiled.MODULES:
        importlib.import_module(module)
    built = compiled.compiled_modules()
    if not built:
        return "engine: plain Python"
    return (
        f"engine: compiled ({len(built)} modules: {', '.join(m.rsplit('.', 1)[1] for m in built)})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds (medians)")
    parser.add_argument("--slice", type=float, default=1.0, help="CPU seconds per game a round")
    parser.add_argument("--adapters", action="store_true", help="also the adapters' overhead")
    parser.add_argument("--search", action="store_true", help="also ISMCTS playouts per second")
    parser.add_argument("--positions", type=int, default=8, help="least positions, --search")
    parser.add_argument("--search-seconds", type=float, default=3.0, help="least CPU s, --search")
    parser.add_argument("--no-speed", action="store_true", help="skip the steps/s table")
    parser.add_argument(
        "--pairs",
        type=int,
        default=0,
        help="also N (2 or more) back-to-back pairs against leduc_poker",
    )
    args = parser.parse_args(argv)
    if (
        args.rounds < 1
        or args.slice <= 0
        or args.positions < 1
        or args.pairs < 0
        or args.pairs == 1
    ):
        parser.error("--rounds, --positions: 1 or more; --pairs: 0, or 2 or more; --slice: > 0")
    print(engine_line())
    if not args.no_speed:
        speed_table(args.rounds, args.slice)
    if args.pairs > 0:
        pair_table(args.pairs, args.slice / 5)
    if args.adapters:
        adapter_table(args.rounds, args.slice)
    if args.search:
        search_table(args.positions, args.search_seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
