"""Batch simulation: many bot-vs-bot games in parallel processes, reproducible for a seed.

Game ``i`` of a run with seed ``S`` always gets the same game seed and bot seeds, whatever
the number of processes, and results are gathered in game order; so the aggregates of a run
depend only on (game, options, seats, games, seed). For the same reason a run that was
stopped can go on from the games it finished (:func:`finished`) and end as if never stopped.
"""

from __future__ import annotations

import functools
import json
import multiprocessing
import multiprocessing.pool
import os
import signal
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from tabletop import bots
from tabletop.engine import ConfigError, RecordError, Rng, descriptor, make, replay
from tabletop.engine.errors import Phrase
from tabletop.i18n.common import ERRORS

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
        "seats": list(plan.seats),
        "winners": list(result.winners),
        "scores": list(result.scores),
        "returns": list(result.returns),
        "reason": result.reason,
        "length": length,
        "first": record["actions"][0][0] if record["actions"] else None,
        "record": record,
    }


def play_chunk(plan: Plan, indices: list[int]) -> list[dict[str, Any]]:
    """The games of ``indices``: one unit of work for a process or a Ray task."""
    return [play_one(plan, i) for i in indices]


def chunked(games: int, start: int, workers: int) -> list[list[int]]:
    """Games ``start``.. ``games - 1`` cut into small chunks, a few per worker at least: a
    stopped run loses at most the few games in flight (see finished)."""
    size = max(1, min(8, (games - start) // (workers * 4) or 1))
    return [list(range(i, min(i + size, games))) for i in range(start, games, size)]


def run(
    plan: Plan,
    jobs: int | None = None,
    progress: Callable[[int], None] | None = None,
    start: int = 0,
    cluster: str | None = None,
) -> Iterator[dict[str, Any]]:
    """Yield the summary of every game from ``start`` on in game order, playing on ``jobs``
    processes, or as tasks on the Ray ``cluster`` (see ``cluster.check_address``): the same
    games either way."""
    check(plan)
    if cluster is not None:
        from . import cluster as ray_cluster  # Ray is an optional extra: imported on demand

        yield from ray_cluster.run(plan, cluster, progress, start, jobs)
        return
    # never more processes than games left: each costs a start-up and a pipe
    jobs = max(1, min(jobs or os.cpu_count() or 1, plan.games - start))
    chunks = chunked(plan.games, start, jobs)
    if jobs == 1:
        for chunk in chunks:
            results = play_chunk(plan, chunk)
            if progress:
                progress(len(results))
            yield from results
        return
    # leaving the block early (Ctrl-C, an error) terminates the workers: nothing plays on
    with _workers(jobs) as pool:
        for results in pool.imap(functools.partial(play_chunk, plan), chunks):
            if progress:
                progress(len(results))
            yield from results
        pool.close()  # done: the workers leave on their own
        pool.join()


_STOPS = {signal.SIGINT, signal.SIGTERM}


def _workers(jobs: int) -> multiprocessing.pool.Pool:
    """A pool whose workers are born with Ctrl-C and SIGTERM held back until they have their
    own handlers: a worker forked with the parent's handlers and stopped before its initializer
    ran would print the parent's stop as a traceback of its own."""
    held = signal.pthread_sigmask(signal.SIG_BLOCK, _STOPS)
    try:
        # the pool's threads, started here, keep the mask, so workers forked later have it too
        return multiprocessing.Pool(jobs, initializer=_leave_interrupts_to_the_parent)
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _leave_interrupts_to_the_parent() -> None:
    """Ctrl-C reaches every process: the parent stops the run, so the workers say nothing.
    SIGTERM, which the parent may turn into a stop of its own, ends a worker at once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOPS)


def check(plan: Plan) -> None:
    """Refuse a bad plan before any process starts."""
    game = make(plan.game, **plan.options)
    if len(plan.seats) != game.num_players:
        values = {"game": plan.game, "players": game.num_players, "seats": len(plan.seats)}
        raise ConfigError(msgid=ERRORS["seats_count"], values=values)
    for spec in plan.seats:
        bots.check_fits(spec, game.descriptor)
    if plan.games < 1:
        raise ConfigError(msgid=ERRORS["games_at_least_one"])


def summarize(plan: Plan, games: list[dict[str, Any]]) -> dict[str, Any]:
    """Win rate per seat with 95% intervals, score and length spread, first-mover wins (not
    in a simultaneous game, where no seat moves first)."""
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
    if len(plan.seats) > 1 and len(set(plan.seats)) == 1 and not descriptor(plan.game).simultaneous:
        # symmetric seats taking turns: does moving first help?
        decided = [g for g in games if g["first"] is not None]
        first_wins = sum(1 / len(g["winners"]) for g in decided if g["first"] in g["winners"])
        summary["first_mover"] = {
            "win_rate": first_wins / len(decided) if decided else None,
            "win_interval": wilson(first_wins, len(decided)),
        }
    return summary


def finished(plan: Plan, path: str) -> list[dict[str, Any]]:
    """The games of ``plan`` that an earlier run wrote to ``path`` before it stopped.

    They must be games 0, 1, 2... of this very plan (game, options, seats, seed) whose records
    replay to their results; the bots' moves are not searched again, so resume with the
    tabletop that began the run, as another version may play otherwise. A last line cut off in
    the middle (the run was killed while writing it) is left out, to be played again. Anything
    else is a :class:`RecordError` naming the line.
    """
    try:
        with open(path, encoding="utf-8") as lines:
            text = lines.read()
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError) as error:
        values = {"path": path, "reason": str(error)}
        raise RecordError(msgid=ERRORS["resume_unreadable"], values=values) from None
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    games = []
    for number, line in enumerate(lines, 1):
        try:
            game = json.loads(line)
        except (ValueError, RecursionError):  # not JSON, or none this reads (too deep, too big)
            if number == len(lines) and not text.endswith("\n"):
                break  # torn by the stop: play it again
            values = {"path": path, "number": number}
            raise RecordError(msgid=ERRORS["resume_line"], values=values) from None
        problem = _foreign(plan, game, number - 1)
        if problem:
            values = {"path": path, "number": number, "problem": problem}
            raise RecordError(msgid=ERRORS["resume_line_problem"], values=values)
        games.append(game)
    if len(games) > plan.games:
        values = {"path": path, "count": len(games), "games": plan.games}
        raise RecordError(msgid=ERRORS["resume_too_many"], values=values)
    return games


def _foreign(plan: Plan, game: Any, index: int) -> Phrase | RecordError | None:
    """Why ``game`` is not game ``index`` of ``plan``, or None if it is."""
    if not isinstance(game, dict) or not isinstance(game.get("record"), dict):
        return Phrase(ERRORS["resume_not_game"])
    record = game["record"]
    if game.get("index") != index:
        return Phrase(ERRORS["resume_index"], found=repr(game.get("index")), index=index)
    if record.get("game") != plan.game or record.get("options") != json.loads(
        json.dumps(plan.options)
    ):
        return Phrase(
            ERRORS["resume_other_game"],
            game=repr(record.get("game")),
            options=repr(record.get("options")),
            plan_game=repr(plan.game),
            plan_options=repr(plan.options),
        )
    if game.get("seats") != list(plan.seats):
        return Phrase(ERRORS["resume_other_seats"], seats=repr(game.get("seats")))
    if game.get("seed") != game_seed(plan.seed, index):
        return Phrase(ERRORS["resume_other_seed"], seed=plan.seed)
    try:
        state = replay(record)
    except RecordError as error:
        return error
    if not state.is_over or list(state.result.scores) != game.get("scores"):
        return Phrase(ERRORS["resume_other_result"])
    return None


def write_jsonl(path: str, games: list[dict[str, Any]]) -> None:
    with open(path, "w", encoding="utf-8") as out:
        for game in games:
            out.write(json.dumps(game) + "\n")
