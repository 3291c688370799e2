"""Batch simulation: many bot-vs-bot games in parallel processes, reproducible for a seed.

Game ``i`` of a run with seed ``S`` always gets the same game seed and bot seeds, whatever
the number of processes, and results are gathered in game order; so the aggregates of a run
depend only on (game, options, seats, games, seed).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from tabletop import bots
from tabletop.engine import ConfigError, Rng, make

from .stats import mean_interval, spread, wilson


@dataclass(frozen=True)
class Plan:
    """What to simulate: a game with options, one bot spec per seat, how many, which seed."""

    game: str
    options: dict[str, Any]
    seats: tuple[str, ...]  # bot specs, e.g. ("random", "ismcts:iterations=200")
    games: int
    seed: int


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game ``index``: a hash of the run seed and the index."""
    return Rng(run_seed * 1_000_003 + index).next64() >> 33


def play_one(plan: Plan, index: int) -> dict[str, Any]:
    """Play game ``index`` of ``plan`` to the end; its summary and record."""
    seed = game_seed(plan.seed, index)
    state = make(plan.game, **plan.options).new_game(seed)
    seat_bots = [bots.from_spec(spec, seed + seat) for seat, spec in enumerate(plan.seats)]
    length = 0
    while not state.is_over:
        player = state.to_move[0]
        state.apply(player, seat_bots[player].choose(state, player))
        length += 1
    record = state.record()
    result = state.result
    return {
        "index": index,
        "seed": seed,
        "winners": list(result.winners),
        "scores": list(result.scores),
        "returns": list(result.returns),
        "reason": result.reason,
        "length": length,
        "first": record["actions"][0][0] if record["actions"] else None,
        "record": record,
    }


def _play_chunk(plan: Plan, indices: list[int]) -> list[dict[str, Any]]:
    return [play_one(plan, i) for i in indices]


def run(
    plan: Plan, jobs: int | None = None, progress: Callable[[int], None] | None = None
) -> Iterator[dict[str, Any]]:
    """Yield every game's summary in game order, playing on ``jobs`` processes."""
    check(plan)
    jobs = jobs or os.cpu_count() or 1
    size = max(1, min(50, plan.games // (jobs * 4) or 1))
    chunks = [list(range(i, min(i + size, plan.games))) for i in range(0, plan.games, size)]
    if jobs == 1:
        for chunk in chunks:
            results = _play_chunk(plan, chunk)
            if progress:
                progress(len(results))
            yield from results
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(_play_chunk, plan, chunk) for chunk in chunks]
        for future in futures:
            results = future.result()
            if progress:
                progress(len(results))
            yield from results


def check(plan: Plan) -> None:
    """Refuse a bad plan before any process starts."""
    game = make(plan.game, **plan.options)
    if len(plan.seats) != game.num_players:
        raise ConfigError(
            f"{plan.game} has {game.num_players} players but {len(plan.seats)} seats were given"
        )
    for spec in plan.seats:
        bots.from_spec(spec, 0)
    if plan.games < 1:
        raise ConfigError("--games must be at least 1")


def summarize(plan: Plan, games: list[dict[str, Any]]) -> dict[str, Any]:
    """Win rate per seat with 95% intervals, score and length spread, first-mover wins."""
    n = len(games)
    seats = []
    for seat, name in enumerate(plan.seats):
        wins = sum(1 for g in games if seat in g["winners"])
        # a shared win (a draw between k players) counts 1/k for each
        share = sum(1 / len(g["winners"]) for g in games if seat in g["winners"])
        scores = [g["scores"][seat] for g in games]
        mean, low, high = mean_interval(scores)
        seats.append(
            {
                "seat": seat,
                "bot": name,
                "wins": wins,
                "win_rate": share / n,
                "win_interval": wilson(share, n),
                "score_mean": mean,
                "score_interval": (low, high),
                "score_spread": spread(scores),
            }
        )
    lengths = [g["length"] for g in games]
    summary: dict[str, Any] = {
        "game": plan.game,
        "options": plan.options,
        "games": n,
        "seed": plan.seed,
        "seats": seats,
        "length_spread": spread(lengths),
    }
    if len(plan.seats) > 1:
        summary["draws"] = sum(1 for g in games if len(g["winners"]) != 1)
    if len(plan.seats) > 1 and len(set(plan.seats)) == 1:
        # symmetric seats: does moving first help?
        decided = [g for g in games if g["first"] is not None]
        first_wins = sum(1 / len(g["winners"]) for g in decided if g["first"] in g["winners"])
        summary["first_mover"] = {
            "win_rate": first_wins / len(decided) if decided else float("nan"),
            "win_interval": wilson(first_wins, len(decided)),
        }
    return summary


def write_jsonl(path: str, games: list[dict[str, Any]]) -> None:
    with open(path, "w", encoding="utf-8") as out:
        for game in games:
            out.write(json.dumps(game) + "\n")
