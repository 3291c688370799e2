"""Per-core engine speed: random-play throughput and the cost of ``clone()``.

Shared by ``tabletop bench`` and ``benchmarks/bench_engine.py`` so both report the same
measurement. Everything printed is measured here; nothing is assumed.
"""

from __future__ import annotations

import platform
import random
import time
from dataclasses import dataclass

from rich import box
from rich.console import Console
from rich.table import Table

from .compiled import compiled_modules
from .engine import Game, State, make
from .i18n import Translator
from .i18n.common import BENCH
from .present import EN


@dataclass(frozen=True)
class BenchResult:
    game: str
    games: int
    actions: int
    seconds: float
    clones: int
    clone_seconds: float

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds

    @property
    def actions_per_s(self) -> float:
        return self.actions / self.seconds

    @property
    def clone_us(self) -> float:
        return self.clone_seconds / self.clones * 1e6


def random_game(game: Game, rng: random.Random, keep: list[State] | None = None) -> int:
    """Play one game with uniformly random legal actions; returns the number of actions.

    With ``keep``, every mid-game position (not the start, not the end) is cloned into it.
    """
    state = game.new_game(seed=rng.randrange(1 << 31))
    actions = 0
    while not state.is_over:
        player = state.to_move[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
        actions += 1
        if keep is not None and not state.is_over:
            keep.append(state.clone())
    return actions


def measure(name: str, seconds: float = 5.0, seed: int = 0) -> BenchResult:
    """Random play for ``seconds`` (whole games only), then clone mid-game positions."""
    rng = random.Random(seed)
    game = make(name)
    games = actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    now = start
    while now < deadline or games == 0:
        actions += random_game(game, rng)
        games += 1
        now = time.perf_counter()
    elapsed = now - start

    sample: list[State] = []
    for _ in range(1000):  # bounded, in case a game's positions are almost all terminal
        random_game(game, rng, sample)
        if len(sample) >= 1000:
            break
    if not sample:
        sample.append(game.new_game(seed=seed))
    rng.shuffle(sample)
    sample = sample[:1000]
    clones = 0
    clone_start = time.perf_counter()
    clone_deadline = clone_start + max(0.05, seconds / 5)
    while True:
        for state in sample:
            state.clone()
        clones += len(sample)
        clone_end = time.perf_counter()
        if clone_end >= clone_deadline:
            break
    return BenchResult(name, games, actions, elapsed, clones, clone_end - clone_start)


def report(results: list[BenchResult], console: Console, seed: int, t: Translator = EN) -> None:
    """The table, its heading and columns in ``t``'s language."""
    console.print(
        t.format(
            BENCH["heading"],
            version=platform.python_version(),
            implementation=platform.python_implementation(),
            machine=platform.machine(),
            seed=seed,
        )
    )
    built = compiled_modules()
    console.print(
        t.format(BENCH["compiled"], count=len(built)) if built else t.gettext(BENCH["plain"])
    )
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, padding=(0, 1), collapse_padding=True)
    headers = ("games", "actions", "seconds", "games_per_s", "actions_per_s", "clone_us", "clones")
    table.add_column(t.gettext(BENCH["game"]), no_wrap=True)
    for key in headers:
        table.add_column(t.gettext(BENCH[key]), justify="right", no_wrap=True)
    for r in results:
        table.add_row(
            r.game,
            str(r.games),
            str(r.actions),
            f"{r.seconds:.2f}",
            f"{r.games_per_s:,.0f}",
            f"{r.actions_per_s:,.0f}",
            f"{r.clone_us:.2f}",
            str(r.clones),
        )
    console.print(table)


def run(
    names: list[str], seconds: float, seed: int, console: Console, t: Translator = EN
) -> list[BenchResult]:
    """Measure each game in turn and print the table."""
    results = [measure(name, seconds, seed) for name in names]
    report(results, console, seed, t)
    return results
